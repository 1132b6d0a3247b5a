package extract_test

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Notes name people the way the room does: a first name, a given name, a
// name with the company after it. The roster holds the full names.
func TestResolveShortAndAffiliatedNames(t *testing.T) {
	r, err := extract.NewRoster([]extract.Person{
		{Name: "Seth Larson"}, {Name: "Dana Kim", Aliases: []string{"dkim"}}, {Name: "김민서"},
		{Name: "Alex Moore"}, {Name: "Alex Chen"}, {Name: "박지훈"}, {Name: "이지훈"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for written, want := range map[string]string{
		"Seth":              "Seth Larson",
		"@seth":             "Seth Larson",
		"Seth Larson (PSF)": "Seth Larson",
		"Dana Kim (Google)": "Dana Kim",
		"Dana":              "Dana Kim",
		"민서":                "김민서",
		"민서님":               "김민서",
		"김민서 (디자인팀)":        "김민서",
	} {
		p, why := r.Resolve(written)
		if why != "" || p.Name != want {
			t.Errorf("Resolve(%q) = %q (%s), want %s", written, p.Name, why, want)
		}
	}
	// A short name two people share names neither; the reason says who.
	for written, both := range map[string]string{"Alex": "Alex Chen, Alex Moore", "지훈": "박지훈, 이지훈"} {
		if p, why := r.Resolve(written); why == "" || !strings.Contains(why, both) {
			t.Errorf("Resolve(%q) = %q (%s), want refused naming %s", written, p.Name, why, both)
		}
	}
	// Neither a last name alone, an unknown first name nor a company
	// without a name resolves.
	for _, written := range []string{"Larson", "Sam", "(PSF)", "Seth Smith"} {
		if p, why := r.Resolve(written); why == "" {
			t.Errorf("Resolve(%q) = %q, want unresolved", written, p.Name)
		}
	}
}
