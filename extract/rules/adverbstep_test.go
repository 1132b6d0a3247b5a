package rules

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestAdverbBeforeStep: "Also" or "Then" before a step adds it to the
// steps before it; the step is an imperative still, and a line no rule
// extracts is shown as a possible action as its bare twin is (issue 28;
// notes written for this test).
func TestAdverbBeforeStep(t *testing.T) {
	notes := `# Sync

Agenda:
- Action Items
    - https://example.org/pull/12
        - Suggested a library instead of our own parser
        - Also ask the author to port the shell script to python
        - Then move the fixtures to the shared folder
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{7, 8} {
		p, ok := got[line]
		if !ok {
			t.Errorf("line %d: not a possible action", line)
			continue
		}
		imperative := false
		for _, s := range p.Signals {
			imperative = imperative || s.Kind == extract.SignalForm && s.Value == formImperative
		}
		if !imperative {
			t.Errorf("line %d: signals %v, want an imperative", line, p.Signals)
		}
	}
}
