package rules

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Issue 28, generality: commitment signals read from the shape of a line,
// in notes written for these tests.

// TestPossibleNameTo: "Name to <verb>" names a person, also where the
// rules extract nothing (a review of earlier actions without status
// marks); a capitalised word the notes also write in lower case, or a
// verb, before "to" is no one.
func TestPossibleNameTo(t *testing.T) {
	notes := `# Board call

1. Review of action items
    1. Action: Mira to draft the grant letter for the foundation
        1. Still on the agenda
    2. Action: Mira to compare the two hosting quotes
        1. Waiting for the vendor

## Notes
- Contribute to the style guide before the freeze
- Volunteers to help with the booth
- Volunteers to staff the desk on day two
- We asked for volunteers and contributors.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{4, 6} {
		p, ok := got[line]
		if !ok {
			t.Errorf("line %d: not a possible action", line)
			continue
		}
		if !hasSignal(p, extract.SignalPerson, "Mira") {
			t.Errorf("line %d: signals %v, want person Mira", line, p.Signals)
		}
	}
	for _, line := range []int{10, 11, 12} {
		if p, ok := got[line]; ok && hasKind(p.Signals, extract.SignalPerson) {
			t.Errorf("line %d: signals %v, want no person", line, p.Signals)
		}
	}
}

func hasSignal(p extract.PossibleAction, kind, value string) bool {
	for _, s := range p.Signals {
		if s.Kind == kind && strings.TrimSpace(s.Value) == value {
			return true
		}
	}
	return false
}

// TestGroupTakesWork: a team, a body or everyone opening a clause with
// "to"/"will" and a verb takes the work, its name the owner as written.
func TestGroupTakesWork(t *testing.T) {
	runFormCases(t, []formCase{
		{"a group then to or will and a verb", `# Sync

## Notes
- Packaging status => Docs team to refresh the install page
- All to update their profile page
- The Infra group will rotate the signing keys
- The Infra group will be at the summit
`, []want{
			{line: 4, owners: "Docs team", due: "", title: "refresh the install page", needsHuman: true},
			{line: 5, owners: "All", due: "", title: "update their profile page", needsHuman: true},
			{line: 6, owners: "Infra group", due: "", title: "rotate the signing keys", needsHuman: true},
		}},
	})
}
