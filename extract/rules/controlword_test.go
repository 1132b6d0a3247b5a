package rules

import (
	"context"
	"strings"
	"testing"
)

// TestControlWordIsNoOwner: a capitalised word that takes "to" and a verb
// itself ("Remember to …", "Happy to …") or "to" and a noun ("Relevant
// to …") opens a sentence as its verb or adjective; it is never read as a
// person, neither as the line's owner nor as a second owner after a
// speaker's own commitment (issue 28: three teams nobody tuned on wrote
// these; sentences invented for this test).
func TestControlWordIsNoOwner(t *testing.T) {
	notes := `# Team sync 2026-04-07

## Present

* Noor Haddad
* Ilya Petrov

## Reminders

* Remember to nominate people for the quarterly award

## Discussion

* Parser rewrite
  * Noor: I will leave a review on the branch. Happy to move forward with either name
  * Relevant to pgbouncer 2 beta, which changes the config format
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		for _, o := range c.Owners {
			if o == "Remember" || o == "Happy" || o == "Relevant" {
				t.Errorf("line %d: %q read as an owner of %q (owners %v)", c.Line, o, c.Title, c.Owners)
			}
		}
		if c.Line == 15 && strings.Join(c.Owners, ",") != "Noor" {
			t.Errorf("line 15: owners %v, want [Noor]", c.Owners)
		}
	}
	ps, err := PossibleActions(context.Background(), []byte(notes), nil, cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		for _, s := range p.Signals {
			if s.Kind == "person" && (s.Value == "Remember" || s.Value == "Happy" || s.Value == "Relevant") {
				t.Errorf("possible line %d: %q read as a person", p.Line, s.Value)
			}
		}
	}
}
