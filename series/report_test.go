package series

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// reportNotes are invented minutes whose restated items carry how they
// stand as a short report, with no status word: after a dash, in a
// parenthesis, or as a note under the item.
const reportNotes = `# Weekly sync

## Review action items
- Find a venue for the summit - Dana sent an email to the hotel, Omar to follow up
- Order the cups - ordered them on Monday
- Draft the FAQ (wrote the first half, will finish it Friday)
- Ask Lee where the spec is tracked
  - Lee: Kim created an issue https://example.org/issues/1
- Write tests for PR 12 - "Boris pusher"
- Fix the login bug - to be reviewed
- Book the room - was it needed?
- Plan the retreat
  - discussed whether to go to Oslo
- Update the roadmap - related to the Q3 plan
- Schedule the DR drill — moved to 12/11
- Renew the cert (postponed until Friday)
- Write the release notes - slipped to next sprint
- Port the build images to Windows
  - Need feature parity with the pipeline library
- Tune the cache - proceed with the smaller size
- Migrate the ratings service - service has moved, minor cleanup remains
`

// TestStatusFromReport: a report in the past tense after a restated item
// says it is done, or in progress when it names a step to come; a plan,
// a question, a title or a discussion says nothing.
func TestStatusFromReport(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(reportNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(reportNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"- Find a venue for the summit - Dana sent an email to the hotel, Omar to follow up", StatusInProgress},
		{"- Order the cups - ordered them on Monday", StatusDone},
		{"- Draft the FAQ (wrote the first half, will finish it Friday)", StatusInProgress},
		{"- Ask Lee where the spec is tracked", StatusDone},
		{`- Write tests for PR 12 - "Boris pusher"`, StatusNone},
		{"- Fix the login bug - to be reviewed", StatusNone},
		{"- Book the room - was it needed?", StatusNone},
		{"- Plan the retreat", StatusNone},
		{"- Update the roadmap - related to the Q3 plan", StatusNone},
		// A date put off is past tense of the date, not of the work: the
		// task is still to do (found by hand: "moved to 12/11" was
		// reported done, with a compensate command to close it).
		{"- Schedule the DR drill — moved to 12/11", StatusInProgress},
		{"- Renew the cert (postponed until Friday)", StatusInProgress},
		{"- Write the release notes - slipped to next sprint", StatusInProgress},
		// "need", "proceed" end as a past tense does, in the present.
		{"- Port the build images to Windows", StatusNone},
		{"- Tune the cache - proceed with the smaller size", StatusNone},
		// A report naming what remains: under way.
		{"- Migrate the ratings service - service has moved, minor cleanup remains", StatusInProgress},
	} {
		n := lineOf(t, lines, c.line)
		// The extraction's words: the task, without its report.
		words := strings.TrimPrefix(c.line, "- ")
		if i := strings.IndexAny(words, "(-—"); i > 0 {
			words = words[:i]
		}
		if got := StatusAt(d, n, words, nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}

// progressNotes: restated items whose line says how they stand in the
// words teams use for code and carried work, or by naming a later step
// of work under way.
const progressNotes = `# Weekly sync

## Action items from last meeting
- Fix the parser crash - PR 42 open
- Port the CLI to Go: opened a draft PR
- Update the install guide, merged
- Rename the config keys (to be merged after the release)
- Write the migration notes - carried over
- finish tests for PR 77
- will merge PR 81 tonight
- take back up the quantum PR
- Write the onboarding doc
- [x] finish the survey
- Clean the backlog
  - carried over to next week
`

// TestStatusFromProgressWords: "PR open", "merged", "carried over" and a
// later step of the work (finish, merge, take back up) say how a restated
// task stands; a merge to come is no merge, a tick wins over the verb.
func TestStatusFromProgressWords(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(progressNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(progressNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"- Fix the parser crash - PR 42 open", StatusInProgress},
		{"- Port the CLI to Go: opened a draft PR", StatusInProgress},
		{"- Update the install guide, merged", StatusDone},
		{"- Rename the config keys (to be merged after the release)", StatusNone},
		{"- Write the migration notes - carried over", StatusInProgress},
		{"- finish tests for PR 77", StatusInProgress},
		{"- will merge PR 81 tonight", StatusInProgress},
		{"- take back up the quantum PR", StatusInProgress},
		{"- Write the onboarding doc", StatusNone},
		{"- [x] finish the survey", StatusDone},
		{"- Clean the backlog", StatusInProgress},
	} {
		n := lineOf(t, lines, c.line)
		words := strings.TrimPrefix(strings.TrimPrefix(c.line, "- "), "[x] ")
		if got := StatusAt(d, n, words, nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}

// TestStatusFromProgressForms: a finish qualified as partial is work
// under way, and so is a line in the present progressive — unless the
// progressive is in a clause the task asks about, or is a plan.
func TestStatusFromProgressForms(t *testing.T) {
	for _, c := range []struct {
		line string
		want Status
	}{
		{"Write the release notes - almost done", StatusInProgress},
		{"Migration guide not done yet", StatusInProgress},
		{"Test matrix 80% complete", StatusInProgress},
		{"Dana is reviewing the draft budget", StatusInProgress},
		{"Omar now porting the CLI tests", StatusInProgress},
		{"Ask Fred where his proposal is being tracked", StatusNone},
		{"Ask Lee what the team is using for CI", StatusNone},
		{"Dana is going to review the draft", StatusNone},
		{"The roadmap is missing a section", StatusNone},
		{"Write the release notes - done", StatusDone},
		{"Renew the certificate - not completed, blocked on legal", StatusBlocked},
	} {
		d, err := doc.Parse(context.Background(), []byte("- "+c.line+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		if got := StatusAt(d, 1, c.line, nil); got != c.want {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
}

// TestStatusFromColumns: a status cell in a word for work under way or a
// report, and a "Done?" column answered yes, state a row's status.
func TestStatusFromColumns(t *testing.T) {
	notes := `| Task | Owner | Status | Done? |
|---|---|---|---|
| Draft the budget | Dana | In review | |
| Send the contract | Omar | Sent to legal on Monday | |
| Book the venue | Lee | | yes |
| Order the badges | Kim | | no |
| Print the flyers | Ann | Pending | |
`
	d, err := doc.Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	for line, want := range map[int]Status{3: StatusInProgress, 4: StatusDone, 5: StatusDone, 6: StatusNone, 7: StatusInProgress} {
		if got := StatusAt(d, line, "", nil); got != want {
			t.Errorf("line %d: %q, want %q", line, got, want)
		}
	}
}

// TestStatusFromMarks: a status mark as a glyph or a shortcode, and a
// task struck through with a remark after it, state its status; a strike
// of a few words inside the line does not.
func TestStatusFromMarks(t *testing.T) {
	for _, c := range []struct {
		line string
		want Status
	}{
		{"Review PR 12 :heavy_check_mark:", StatusDone},
		{"Update the docs ✔", StatusDone},
		{"Port the tests :construction:", StatusInProgress},
		{"Migrate the wiki 🚧", StatusInProgress},
		{"~~Review the release checklist~~ see PR 14", StatusDone},
		{"Review the ~~old~~ release checklist", StatusNone},
		{"~~x~~ Review the release checklist with the team", StatusNone},
	} {
		d, err := doc.Parse(context.Background(), []byte("- "+c.line+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		if got := StatusAt(d, 1, c.line, nil); got != c.want {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
}
