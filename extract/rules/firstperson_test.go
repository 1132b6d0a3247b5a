package rules

import (
	"context"
	"strings"
	"testing"
)

// TestSpeakerFirstPersonShapes: a speaker's own commitment written as
// "I am aware and will …", "I should …" or "…, otherwise I'll …" is
// read like "I will …": extracted or at least a possible action, never
// silent (issue 28: minutes of two orgs nobody tuned on; sentences
// invented for this test).
func TestSpeakerFirstPersonShapes(t *testing.T) {
	notes := `# Infra sync 2026-05-12

Attendees: Dana Reyes, Lee Okafor, Kai Brandt

## Notes

- Flaky dashboard
    - Dana: Suspect the cache keeps a stale year. I am aware and will get to it.
- Vendor contract
    - Lee: Nothing back from legal yet. I should update the tracking issue with the status.
- Old config flag
    - Kai: If anyone relies on the flag, tell me, otherwise I'll be removing it in the next release.
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]string{}
	for _, c := range cs {
		seen[c.Line] = strings.Join(c.Owners, ",")
	}
	ps, err := PossibleActions(context.Background(), []byte(notes), nil, cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		for _, s := range p.Signals {
			if s.Kind == "person" {
				seen[p.Line] += s.Value
			}
		}
	}
	for line, who := range map[int]string{8: "Dana", 10: "Lee", 12: "Kai"} {
		if got, ok := seen[line]; !ok || !strings.Contains(got, who) {
			t.Errorf("line %d: got %q (read %v), want an action or possible action of %s", line, got, ok, who)
		}
	}
}
