package rules

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestVersionNotDeadline: a version number after "Release", "v" or
// "version" is never a deadline — not the due of a plan, nor a deadline
// signal of a possible action — while a month and day written the same
// way still is one.
func TestVersionNotDeadline(t *testing.T) {
	got, pos := parseWithPossible(t, `## Notes
- Target is to publish Release 3.6.
- The plan is to move the docs to v3.6
- Upgrade the runners to version 2.10
- Target is to publish the notes 3.6 as agreed.
`)
	for _, c := range got {
		if strings.Contains(c.Due, "3.6") && c.Line != 5 || strings.Contains(c.Due, "2.10") {
			t.Errorf("line %d: version read as due %q", c.Line, c.Due)
		}
	}
	for _, p := range pos {
		for _, s := range p.Signals {
			if s.Kind == extract.SignalDeadline && p.Line != 5 {
				t.Errorf("line %d: version read as deadline signal %q", p.Line, s.Value)
			}
		}
	}
	dated := false
	for _, c := range got {
		dated = dated || c.Line == 5 && c.Due == "3.6"
	}
	if !dated {
		t.Errorf("line 5: a month and day no longer read as the due:\n%s", dump(got))
	}
}
