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
		"민서 님":              "김민서",
		"민서 씨":              "김민서",
		"김민서 (디자인팀)":        "김민서",
		// Job titles as company minutes write them: the rules extractor
		// reads "박지훈 사원" as the name too (extract.KoJobTitles).
		"박지훈 사원":  "박지훈",
		"박지훈 주임님": "박지훈",
		"김민서 대리":  "김민서",
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

// A roster that writes East Asian names family name first ("Lee Jiwon",
// "Nguyen Van An") is addressed by the given name in the notes; a family
// name written last ("Dana Kim") is still no given name, and two people
// sharing the given name are refused by name.
func TestResolveGivenNameOfAFamilyNameFirstRoster(t *testing.T) {
	r, err := extract.NewRoster([]extract.Person{
		{Name: "Lee Jiwon"}, {Name: "Nguyen Van An"}, {Name: "Dana Kim"}, {Name: "Park Minho"}, {Name: "Choi Minho"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for written, want := range map[string]string{"Jiwon": "Lee Jiwon", "@jiwon": "Lee Jiwon", "Lee": "Lee Jiwon", "An": "Nguyen Van An", "Dana": "Dana Kim"} {
		if p, why := r.Resolve(written); why != "" || p.Name != want {
			t.Errorf("Resolve(%q) = %q (%s), want %s", written, p.Name, why, want)
		}
	}
	if p, why := r.Resolve("Kim"); why == "" {
		t.Errorf("Resolve(Kim) = %q, want unresolved (a family name written last)", p.Name)
	}
	if p, why := r.Resolve("Minho"); why == "" || !strings.Contains(why, "Choi Minho, Park Minho") {
		t.Errorf("Resolve(Minho) = %q (%s), want refused naming both", p.Name, why)
	}
	// Lookup, which asks whether a word is a person at all, still needs
	// the roster name.
	if p, ok := r.Lookup("Jiwon"); ok {
		t.Errorf("Lookup(Jiwon) = %s, want no person", p.Name)
	}
}

// Lookup answers "is this word a person?" for the readers of the notes:
// a first or given name alone is not enough there — "Will" and "지원" are
// words before they are Will Smith and 김지원.
func TestLookupNeedsTheRosterName(t *testing.T) {
	r, err := extract.NewRoster([]extract.Person{{Name: "Will Smith"}, {Name: "김지원"}, {Name: "Dana Kim", Aliases: []string{"dana"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"will", "Will", "지원"} {
		if p, ok := r.Lookup(w); ok {
			t.Errorf("Lookup(%q) = %s, want no person", w, p.Name)
		}
	}
	for w, want := range map[string]string{"Will Smith": "Will Smith", "김지원": "김지원", "dana": "Dana Kim", "Dana Kim (Google)": "Dana Kim"} {
		if p, ok := r.Lookup(w); !ok || p.Name != want {
			t.Errorf("Lookup(%q) = %q %v, want %s", w, p.Name, ok, want)
		}
	}
	// As an owner the extractor read, the given name is the person.
	if p, why := r.Resolve("지원"); why != "" || p.Name != "김지원" {
		t.Errorf("Resolve(지원) = %q (%s)", p.Name, why)
	}
}

// "각자 관련 논문 읽어오기" (each of us), "공통", "Team": the owner names a
// group. The person deciding is told so, not that someone called 각자 is
// missing from the roster.
func TestGroupOwnerIsSaidToBeAGroup(t *testing.T) {
	for _, owner := range []string{"각자", "공통", "전체", "팀 전체", "Everyone", "PMs"} {
		if !extract.IsGroup(owner) {
			t.Errorf("IsGroup(%q) = false", owner)
		}
	}
	for _, owner := range []string{"민서", "Dana", "각자도생"} {
		if extract.IsGroup(owner) {
			t.Errorf("IsGroup(%q) = true", owner)
		}
	}
}

// "Unassigned: find a sponsor", "TBD - book the room", "미정: 장소 예약":
// the notes say nobody owns the work yet; the person deciding is asked for
// an owner, not told that someone named TBD is not in the roster.
func TestNoOwnerWrittenAsks(t *testing.T) {
	r, err := extract.NewRoster([]extract.Person{{Name: "Dana Kim"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, owner := range []string{"Unassigned", "TBD", "Volunteer needed", "미정", "담당자 미정", "?"} {
		a := extract.Resolve(extract.Input{Roster: r}, extract.Candidate{Line: 3, Title: "find a sponsor", Owners: []string{owner}})
		if a.Assignee != "" || a.Status != extract.StatusNeedsHuman || !strings.Contains(a.Reason, "no assignee") {
			t.Errorf("owner %q: assignee %q status %s reasons %v, want no assignee asked for", owner, a.Assignee, a.Status, a.Reason)
		}
	}
}
