package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// owners reads notes and returns the owner of each extracted line.
func ownersOf(t *testing.T, lines []string) map[int]string {
	t.Helper()
	cands, err := Parse(context.Background(), []byte(strings.Join(lines, "\n")), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cands {
		got[c.Line] = c.Assignee
	}
	return got
}

// checkOwners: every line of want is extracted with that owner, and no
// line of none is extracted.
func checkOwners(t *testing.T, name string, got map[int]string, want map[int]string, none []int) {
	t.Helper()
	for line, owner := range want {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("%s: line %d: owner %q (extracted %v), want %q", name, line, o, ok, owner)
		}
	}
	for _, line := range none {
		if o, ok := got[line]; ok {
			t.Errorf("%s: line %d extracted (owner %q), want no action", name, line, o)
		}
	}
}

// An exported document's "Action items" lost its heading markup and sits
// alone three blank lines above its numbered list ("1. Dustin - find …"):
// the items are the meeting's actions, owners first. The same list under a
// short line written right under a remark is no action list.
func TestExportedActionItemsLine(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  map[int]string
		none  []int
	}{
		{"exported heading", []string{
			"* [zach]: lots of value in a maturity model", // 1
			"",             // 2
			"Action items", // 3
			"", "", "",     // 4-6
			"1. Dustin - find a SLSA rep for next meeting", // 7
			"2. Zjn: fundables for the signing library",    // 8
			"3. Marina  - Reach out to the tooling folks",  // 9
		}, map[int]string{7: "Dustin", 8: "Zjn", 9: "Marina"}, nil},
		{"remark above the list", []string{
			"The survey results were discussed", // 1
			"open questions",                    // 2
			"", "", "",                          // 3-5
			"1. Dustin - results of the survey", // 6
			"2. Zjn: fundables for the library", // 7
		}, nil, []int{6, 7}},
	} {
		checkOwners(t, c.name, ownersOf(t, c.lines), c.want, c.none)
	}
}

// Under "## Next Steps" the call's discussion goes on, one speaker a line:
// a speaker's commitment or task is a step; an opinion, a hedge or a
// statement about a thing is the discussion and no step.
func TestRemarksUnderNextSteps(t *testing.T) {
	lines := []string{
		"# Crypto WG",   // 1
		"",              // 2
		"## Next Steps", // 3
		"- Tyler: I will send over the chip implementation for this driver.",         // 4
		"- Amit: Worth considering if AES is worse than others.",                     // 5
		"- Bobby: I think digest may be good to look into.",                          // 6
		"- Amit: Digest has fewer distractions.",                                     // 7
		"- Bobby: It will touch on single and multipart operations.",                 // 8
		"- Bobby: Will put together a synchronization proposal.",                     // 9
		"- Amit: write the survey of accelerators",                                   // 10
		"- Zack: namespacing doc",                                                    // 11
		"- Tyler: Okay, I agree. I'll approve and Amit should merge after the call.", // 12
		"- Dana: Leon will set up the new board",                                     // 13
	}
	checkOwners(t, "next steps", ownersOf(t, lines),
		map[int]string{4: "Tyler", 9: "Bobby", 10: "Amit", 11: "Zack", 12: "Tyler", 13: "Leon"},
		[]int{5, 6, 7, 8})
}

// A speaker label the roster knows, then a request ("Mira: please look
// into the quota"): the line is a step of the speaker under any verb, not
// a statement whose subject is "please"; only the roster makes the label
// a speaker, so the remark reading took the line and dropped it. A
// subjectless remark and a statement about a thing stay out.
func TestSpeakerRequestWithRoster(t *testing.T) {
	lines := []string{
		"# Infra sync",                       // 1
		"",                                   // 2
		"## Action items:",                   // 3
		"- Mira: please look into the quota", // 4
		"- Mira: please look at the failing jobs",     // 5
		"- Osei: please have a look at the runbook",   // 6
		"- Osei: please look over the billing export", // 7
		"- Mira: kindly look up the renewal date",     // 8
		"- Osei: just have a look at the dashboards",  // 9
		"- Mira: please sound out the hosting vendor", // 10
		"- Osei: ensure backups are tested",           // 11
		"- Mira: please follow up on the invoice",     // 12
		"- Osei: please reach out to the auditors",    // 13
		"- Mira: The image is stale.",                 // 14
		"- Osei: still looks flaky",                   // 15
	}
	r, err := extract.NewRoster([]extract.Person{{Name: "Mira"}, {Name: "Osei"}})
	if err != nil {
		t.Fatal(err)
	}
	notes := []byte(strings.Join(lines, "\n"))
	cands, err := Extractor{}.Extract(context.Background(), extract.Input{Notes: notes, Roster: r})
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cands {
		if len(c.Problems) > 0 {
			t.Errorf("line %d: problems %v", c.Line, c.Problems)
		}
		got[c.Line] = c.Assignee
	}
	checkOwners(t, "roster", got,
		map[int]string{4: "Mira", 5: "Mira", 6: "Osei", 7: "Osei", 8: "Mira", 9: "Osei", 10: "Mira", 11: "Osei", 12: "Mira", 13: "Osei"},
		[]int{14, 15})
}

// "Next action:" labels a step as "Next step:" and "Action item:" do.
func TestNextActionLabel(t *testing.T) {
	lines := []string{
		"## Registry",                  // 1
		"- Type registry - Daniel",     // 2
		"  - Approved during WG call.", // 3
		"  - Next action: clarify how the type number maps to the value.", // 4
		"- Next actions: none for now?",                                   // 5
	}
	checkOwners(t, "next action", ownersOf(t, lines), map[int]string{4: ""}, []int{3})
}

// Commitments written into a running discussion, nested under its topic:
// a person signing up, happy or willing to do the work, a speaker's "(I'll
// …)" aside, are actions of that person; reports of work done, questions
// and a decision are not.
func TestRunningDiscussionCommitments(t *testing.T) {
	lines := []string{
		"# Tooling WG", // 1
		"",             // 2
		"Attendees: Dana Smith, Priya Rao, Tyler Li", // 3
		"",                                // 4
		"## Release process",              // 5
		"- Discussed the release cadence", // 6
		"  - Priya signed up to triage the backlog.",                                               // 7
		"  - Arliss and Nicole are happy to audit the teams.",                                      // 8
		"  - Priya: sure, happy to review the RFC this week",                                       // 9
		"  - Tyler: It flashes with a patched loader (I'll make a PR to the loader). So it works.", // 10
		"  - Tyler: the boards are ready.",                                                         // 11
		"  - Dana sent the email to the list.",                                                     // 12
		"  - Priya has reached out to the vendor.",                                                 // 13
		"  - Should Dana follow up with legal?",                                                    // 14
		"  - Dana was happy to see the release ship.",                                              // 15
		"  - Tyler: happy to see this landing.",                                                    // 16
	}
	checkOwners(t, "running discussion", ownersOf(t, lines),
		map[int]string{7: "Priya", 8: "Arliss and Nicole", 9: "Priya", 10: "Tyler"},
		[]int{11, 12, 13, 14, 15, 16})
}

// A speaker's "we'll add …" and the group's "we'll need someone to …"
// commit nobody by name: each is a possible action for a person to
// confirm, never silent; a thing's future ("the CI will run …") is not.
func TestRunningDiscussionPossibles(t *testing.T) {
	lines := []string{
		"# Network WG", // 1
		"",             // 2
		"## Testing",   // 3
		"- Leon: In the next PR, we'll add a Python script with basic tests.", // 4
		"- We'll need someone to write the migration guide.",                  // 5
		"- Leon: the CI will run the jobs on every PR.",                       // 6
		"- Leon: we'll see how it goes.",                                      // 7
	}
	got := possibleLines(t, strings.Join(lines, "\n"), nil)
	for _, l := range []int{4, 5} {
		if _, ok := got[l]; !ok {
			t.Errorf("line %d: no possible action, want one", l)
		}
	}
	for _, l := range []int{6, 7} {
		if _, ok := got[l]; ok {
			t.Errorf("line %d: a possible action, want none", l)
		}
	}
}

// An action list's item that opens with its owner and closes with a
// question mark is the owner's work whose detail is in doubt; an item that
// asks ("Dana: should we wait?"), or asks everyone ("All: Consider the
// events below – will we see you there?"), is a question.
func TestOwnerLedQuestionInActionList(t *testing.T) {
	lines := []string{
		"## Action items", // 1
		"1. Brandon: public report from the package manager survey?",                  // 2
		"2. Joel Orlina - (or someone else) fill out the survey for Maven Central?",   // 3
		"3. Dustin/Myles: fill out the survey for npm / PyPI, also Nuget?",            // 4
		"4. Everyone: Investigate statistics collection software for the dashboards?", // 5
		"5. Dana: should we wait for the release?",                                    // 6
		"6. All: Consider the upcoming events below – will we see you there?",         // 7
		"7. Leon - what is the plan for the mirror?",                                  // 8
		"8. What should we do about the survey?",                                      // 9
	}
	checkOwners(t, "owner-led questions", ownersOf(t, lines),
		map[int]string{2: "Brandon", 3: "Joel Orlina", 4: "Dustin/Myles", 5: "Everyone"},
		[]int{6, 7, 8, 9})
}

// A status line ("Ivan: working on the profile page", "Radoslav working
// on TUF") reports work and gives none: it is an action only where the
// series says it restates an open task; otherwise a possible action.
func TestStatusLineRestatesOrIsPossible(t *testing.T) {
	lines := []string{
		"# Dev meeting",                       // 1
		"",                                    // 2
		"Present: Ivan, Krishna, Radoslav",    // 3
		"",                                    // 4
		"# Notes",                             // 5
		"",                                    // 6
		"* Ivan: working on the profile page", // 7
		"* Updates",                           // 8
		"    * Radoslav working on TUF",       // 9
		"* Krishna will write the search RFC", // 10
	}
	notes := strings.Join(lines, "\n")
	checkOwners(t, "no series", ownersOf(t, lines), map[int]string{10: "Krishna"}, []int{7, 9})
	if got := possibleLines(t, notes, nil); len(got) == 0 {
		t.Errorf("no series: no possible action, want the status lines")
	}
	restates := func(owner, title, _ string) bool { return owner == "Ivan" && strings.Contains(title, "profile page") }
	cands, err := parseWith(context.Background(), []byte(notes), nil, false, restates)
	if err != nil {
		t.Fatal(err)
	}
	var progress []int
	for _, c := range cands {
		if c.Restates == extract.RestatesProgress {
			progress = append(progress, c.Line)
		}
	}
	if len(progress) != 1 || progress[0] != 7 {
		t.Errorf("with a series: progress lines %v, want [7]", progress)
	}
}

// In notes that list their people, a capitalised word they neither list
// nor write again is a thing doing what it does ("Client will attempt to
// install …"), and leaving the call early is no work; a listed person's
// future, a body ("Committee to review …") and a group ("Maintainers will
// check …") still commit.
func TestThingsAndAttendanceInRunningNotes(t *testing.T) {
	lines := []string{
		"# Repos WG",                             // 1
		"",                                       // 2
		"Present: Jacques, Zack, Marina, Dustin", // 3
		"",                                       // 4
		"## Notes",                               // 5
		"* Client will attempt to install a compromised package. Length mismatch.", // 6
		"* Jacques will need to leave early",                                       // 7
		"* Zack will leave a comment on the PR",                                    // 8
		"* Committee to review the budget in the Nov meeting.",                     // 9
		"* Maintainers will check with their teams next week",                      // 10
		"* Marina will draft the namespacing doc",                                  // 11
	}
	checkOwners(t, "things and attendance", ownersOf(t, lines),
		map[int]string{8: "Zack", 9: "Committee", 10: "Maintainers", 11: "Marina"},
		[]int{6, 7})
}

// A discussion bullet nested under a topic that opens with a verb of work
// and closes with a person the notes know ("Ping Matt on this (Ben)",
// "Update the meeting times - Ben") is that person's step, even under
// "Agenda:" where the minutes are written; the agenda's own topics, a word
// in parentheses written once, everyone ("(All)"), a report and a question
// are not.
func TestStepWithTrailingOwner(t *testing.T) {
	lines := []string{
		"# CDEvents WG",                 // 1
		"",                              // 2
		"Attendees: Ben, Andrea, Matt",  // 3
		"",                              // 4
		"Agenda:",                       // 5
		"- Review roadmap - Andrea",     // 6
		"- https://example.org/pull/53", // 7
		"    - Open slack thread to add discussion - (Ben)",        // 8
		"    - Ping Matt on this (Ben)",                            // 9
		"    - Update meeting times in repos (community) - Ben",    // 10
		"    - Start thinking about tool swaps (Interoperability)", // 11
		"    - Approve minutes from this meeting (All)",            // 12
		"    - Discussed the linter (Ben)",                         // 13
		"    - Rewrite in JS? (Andrea)",                            // 14
		"- Roadmap",                                                // 15
		"    - Need issue for naming convention linting (Ben)",     // 16
	}
	checkOwners(t, "trailing owner", ownersOf(t, lines),
		map[int]string{8: "Ben", 9: "Ben", 10: "Ben", 16: "Ben"},
		[]int{6, 11, 12, 13, 14})
}
