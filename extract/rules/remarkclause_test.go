package rules

import (
	"context"
	"slices"
	"testing"
)

// A clause after a dash is a second action when it has its own persons and
// its own verb in a commitment form: their names join the owners (all of
// them visible, several assignees) and an ownerless first clause stays the
// work. A person's remark after a dash ("— Alice agreed …", "— thanks
// Carla …") is no part of the title and names no owner.
func TestDashClause(t *testing.T) {
	notes := `# Weekly
Attendees: Alice Moreau, Bruno Lang, Carla Diaz, Dev Patel

## Action items
* Review the draft — Alice, Bruno to follow up
* Carla: please start on the security model, Dev and Alice - please join
* Dev to update the roadmap — Alice agreed it is overdue
* Bruno will fix the login bug — thanks Carla for the report
* Carla to book the venue - Bruno to send the invitations
`
	want := map[int]struct {
		owners []string
		title  string
	}{
		5: {[]string{"Alice", "Bruno"}, "Review the draft — follow up"},
		6: {[]string{"Carla", "Dev", "Alice"}, ""},
		7: {[]string{"Dev"}, "update the roadmap"},
		8: {[]string{"Bruno"}, "fix the login bug"},
		9: {[]string{"Carla", "Bruno"}, ""},
	}
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, c := range got {
		w, ok := want[c.Line]
		if !ok {
			continue
		}
		seen[c.Line] = true
		owners := slices.Clone(c.Owners)
		slices.Sort(owners)
		wo := slices.Clone(w.owners)
		slices.Sort(wo)
		if !slices.Equal(owners, wo) || w.title != "" && c.Title != w.title {
			t.Errorf("line %d: owners %v title %q, want %v %q", c.Line, c.Owners, c.Title, w.owners, w.title)
		}
	}
	for line := range want {
		if !seen[line] {
			t.Errorf("line %d: no action:\n%s", line, dump(got))
		}
	}
}
