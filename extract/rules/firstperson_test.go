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

// TestSpeakerNameWithParticle: a speaker whose family name has a
// lower-case particle ("Joris van Aken:", "Lucia de la Vega:", "Pim ten
// Broek:") is the whole name: the plan the turn states is that person's,
// whether the notes list them or name them once (names invented for the
// test).
func TestSpeakerNameWithParticle(t *testing.T) {
	notes := `# Tokens call

Attendees: Joris van Aken, Mei Tanaka

## Notes

- Recovery
    - Joris van Aken: We talked about lost tokens. Will write up something on recovery.
    - Lucia de la Vega: I will draft the rotation page.
    - Pim ten Broek: We went over the audit. Will send the report to the list.
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{8: "Joris van Aken", 9: "Lucia de la Vega", 10: "Pim ten Broek"} {
		if o, ok := got[line]; !ok || o != want {
			t.Errorf("line %d: owner %q (read %v), want %q", line, o, ok, want)
		}
	}
}
