package rules

import (
	"strings"
	"testing"
)

// TestPreviousMeetingSectionNoWork: a bare "## Previous Meeting" heading
// restates that meeting's topics and their next steps for context, in
// sub-sections of its own; the next steps of this meeting's minutes are
// the new work.
func TestPreviousMeetingSectionNoWork(t *testing.T) {
	notes := `# Tooling WG 2031-03-02

## Previous Meeting

### Profiler

Next steps:

* Add a warning when the profiler flag is set.
* Open an issue to track the sampling mode.

## Minutes

### Profiler

Next steps:

* @kiri to update the sampling PR.
* Ask the release team about the target version.
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "previous-meeting", got, map[int]string{18: "kiri", 19: ""}, []int{9, 10})
}

// TestGluedAtNoMention: an "@" inside a word ("Node@10", "pkg@2") joins a
// package and its version; no one is mentioned, so no one owns the line.
func TestGluedAtNoMention(t *testing.T) {
	notes := `# Runtime sync

## Attendees

* Ines Varga @ivarga
* Theo Brandt @tbrandt

## Minutes

### drop the legacy agent

Tomas proposes to split the removal in two.

The council suggests that Node@10 keep engine 6.1 so the old agent
stays available.

Get confirmation from the council that engine 6.1 will be target for Node@10, then we can
delay the removal till 10.x.

**Next steps**

* @ivarga to update the removal PR.
`
	for line, c := range candsByLine(t, notes) {
		for _, o := range c.Owners {
			if strings.Trim(o, "@") == "10" {
				t.Errorf("line %d: owner %q from Node@10", line, o)
			}
		}
	}
}

// TestPastToVerbNoOwner: "Name: Tried to reach out …" reports what a
// speaker did; the past tense of a verb that takes "to" is no person
// given the task after it.
func TestPastToVerbNoOwner(t *testing.T) {
	notes := `# Sync

## Vendors

* Lena: Tried to reach out to the vendor, no reply yet
* Omar: Wanted to land the fix before the freeze
`
	for line, c := range candsByLine(t, notes) {
		for _, o := range c.Owners {
			if o == "Tried" || o == "Wanted" {
				t.Errorf("line %d: owner %q, a past-tense verb", line, o)
			}
		}
	}
}

// TestDueNextCoupleOfDays: "in the next couple of days" is a horizon as
// "in the next few days" is.
func TestDueNextCoupleOfDays(t *testing.T) {
	notes := `# Meetup planning

## Venue

* Shortlist: Lyon, Porto, Ghent
- Will send a short poll out in the next couple of days to collect feedback.
`
	got := candsByLine(t, notes)
	if c, ok := got[6]; !ok || c.Due != "in the next couple of days" {
		t.Errorf("line 6: due %q (extracted %v), want %q", c.Due, ok, "in the next couple of days")
	}
}

// TestQuestionClauseNoOwner: "Programmatic API to read the buffers? Could
// be added later": the "X to …" clause is a question, its answer commits
// no one, and the words before "to" are no owner.
func TestQuestionClauseNoOwner(t *testing.T) {
	notes := `# Tooling WG

## Present

* Ines Varga @ivarga
* Theo Brandt @tbrandt

## Tracing

### Open questions

* Wrap the macros for simpler use? Not useful to add a layer just for this.
* Programmatic API to read the buffers? Could be added later.
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "question-clause", got, nil, []int{13})
}

// TestPassiveDemonstrativeSubject: "This issue will be closed after the
// meeting" — a demonstrative before a noun is the subject's determiner,
// so the line is the group's passive work as "The issue will be closed
// …" is; "This will be closed …" alone stays a statement.
func TestPassiveDemonstrativeSubject(t *testing.T) {
	notes := `# Call

## Site section

* This issue will be closed after the meeting
* This will be handled later
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "passive-demonstrative", got, map[int]string{5: ""}, []int{6})
}

// TestConditionNoCommaCommits: a commitment that waits on an event,
// written without a comma after the condition ("If no objections Theo
// will merge"), commits its subject as the comma'd form does.
func TestConditionNoCommaCommits(t *testing.T) {
	notes := `# Guild call

## Present

Mara Lind (@mlind)
Theo Brandt (@tbrandt)
Ines Varga (@ivarga)

## Notes

### Charter draft
* PR is looking alright, one or two questions on it.
* If no requests for changes in next couple days Theo will merge
* If there are no objections Ines will publish the draft
* If Mara will be away we skip the call
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "condition-no-comma", got, map[int]string{13: "Theo", 14: "Ines"}, []int{12, 15})
}

// TestNamesVerbLeadOwners: in an action list, or after an action
// marker, names that open the step as its verb's subject own it — "Mara
// drafts …", "Mara and Theo continue working on …", "Ines, Theo, Mara
// all talk …"; a capitalised verb or noun opening the step is no name.
func TestNamesVerbLeadOwners(t *testing.T) {
	notes := `# Guild call

## Engine

**Next steps**:

- Mara and Theo continue working on the engine port.
- Mara drafts the charter.
- Docs update for the new flag.
- Add trace points throughout the codebase.

## i18n

Pushing for help with translating
Action item: Ines, Theo, Mara all talk about the redesign too
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "names-verb-lead", got, map[int]string{7: "Mara|Theo", 8: "Mara", 9: "", 10: "", 15: "Ines|Theo|Mara"}, nil)
}

// TestCausativeQuestionNoOwner: "… and then have Legal look at it?" asks
// whether to pass the work on; the person after "have" is given nothing.
func TestCausativeQuestionNoOwner(t *testing.T) {
	notes := `# Guild call

## Moving the meetup repo

Theo: So, to be sure, we can bring the repo in now and then have Legal look at it?
Ines: That is up to the board.
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "causative-question", got, nil, []int{5})
}

// TestThatAfterPrepositionNoClause: "in that working group" is a
// determiner after a preposition, no "that" opening a clause whose
// subject commits ("agreed that Dana will …").
func TestThatAfterPrepositionNoClause(t *testing.T) {
	notes := `# Guild call

## Feedback sessions

- Had a first session with the benchmarking folks
- Perhaps there could be an issue made in that working group to remind
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "that-after-preposition", got, nil, []int{6})
}
