package rules

import (
	"context"
	"testing"
)

// A day of the month alone after "by"/"before" and a date after "no
// later than" are the action's due; the title keeps the work only.
func TestDueOrdinalAndNoLaterThan(t *testing.T) {
	notes := `# Sync

## Action items

- Dana to fix the CI by the 15th
- Eli to send the invoice no later than Friday
- Farah to file the report before the 3rd of May
- Dana to read the 15th chapter
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, want := range map[int][2]string{5: {"by the 15th", "fix the CI"}, 6: {"no later than Friday", "send the invoice"}, 7: {"before the 3rd of May", "file the report"}, 8: {"", "read the 15th chapter"}} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
			continue
		}
		if c.Due != want[0] || c.Title != want[1] {
			t.Errorf("line %d: want due %q title %q, got due %q title %q", line, want[0], want[1], c.Due, c.Title)
		}
	}
}
