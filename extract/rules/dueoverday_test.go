package rules

import "testing"

// A day said with "on" inside an item tells when something happened;
// the deadline is the day said with "by" / "before" after it (issue 28).
var dueOverDayCases = []formCase{
	{"a later 'by <day>' is the due, not an earlier 'on <day>'; the owner after the dash is read", `# Ops review 2026-03-02

Action items:
* find out why the backup job ran twice on Saturday -- Nora, by Wednesday
* publish the notes on Monday
`, []want{
		{line: 4, owners: "Nora", due: "by Wednesday", title: "find out why the backup job ran twice", titleContains: true},
		{line: 5, owners: "", due: "on Monday", title: "publish the notes"},
	}},
}

func TestDueOverDay(t *testing.T) { runFormCases(t, dueOverDayCases) }

// An owner field written as a sentence ends with it: "Owner: Nora. Due:
// Tuesday." names Nora and a due, not a person called "Nora. Due:
// Tuesday."; a title before a name keeps its period ("Dr. Lee").
var ownerFieldSentenceCases = []formCase{
	{"an 'Owner: X.' field ends at its sentence; the due field after it is read", `Ops huddle 2026-03-06

Follow-ups
1. Investigate the 502s on the CDN edge. Owner: Nora. Due: Tuesday.
2. Add a runbook entry for the cache purge. Owner: Omar.
`, []want{
		{line: 4, owners: "Nora", due: "Due: Tuesday.", title: "Investigate the 502s on the CDN edge"},
		{line: 5, owners: "Omar", due: "", title: "Add a runbook entry for the cache purge"},
	}},
}

func TestOwnerFieldSentence(t *testing.T) { runFormCases(t, ownerFieldSentenceCases) }
