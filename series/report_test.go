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
	} {
		n := 0
		for i, l := range lines {
			if l == c.line {
				n = i + 1
			}
		}
		if n == 0 {
			t.Fatalf("no line %q", c.line)
		}
		// The extraction's words: the task, without its report.
		words := strings.TrimPrefix(c.line, "- ")
		if i := strings.IndexAny(words, "(-"); i > 0 {
			words = words[:i]
		}
		if got := StatusAt(d, n, words, nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}
