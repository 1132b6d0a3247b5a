package rules

import (
	"context"
	"testing"
)

// TestLetteredStatusItems: a status update written as lettered sub-items
// of a numbered team ("2. Platform:\n  c. Dana K: … - will …") reads like
// the same line under a bullet: the name before the colon owns the
// commitment (issue 28, notes written for this test).
func TestLetteredStatusItems(t *testing.T) {
	notes := `## Weekly sync

1. Platform:
  a. Dana K: Storage - preliminary benchmarks collected
  b. Dana K: Has access to the staging cluster - will run the load test
2. Docs:
  a. Omar T: Glossary - will publish the first draft
`
	got := ownersByLine(t, notes)
	for line, owner := range map[int]string{5: "Dana K", 7: "Omar T"} {
		if a, ok := got[line]; !ok || a != owner {
			t.Errorf("line %d: got %q (extracted %v), want owner %q", line, a, ok, owner)
		}
	}
	if _, ok := got[4]; ok {
		t.Errorf("a status without a commitment (line 4) extracted")
	}
}

// ownersByLine parses notes and maps each extracted action's line to its
// owner as read.
func ownersByLine(t *testing.T, notes string) map[int]string {
	t.Helper()
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cs {
		got[c.Line] = c.Assignee
	}
	return got
}

// TestBoldLineHeadingsKeepOwners: notes whose headings are all bold lines
// ("**Next steps**" / "***Priya***" / "* book the venue") give the items
// under a person's bold name that person, as the same notes with "##"
// headings do (issue 28, notes written for this test).
func TestBoldLineHeadingsKeepOwners(t *testing.T) {
	notes := `**Weekly sync 2026-03-02**

- budget reviewed

**Next steps**

***Priya***
* book the venue for the offsite

***Tom***
* send the invites to the partners
`
	got := ownersByLine(t, notes)
	for line, owner := range map[int]string{8: "Priya", 11: "Tom"} {
		if a, ok := got[line]; !ok || a != owner {
			t.Errorf("line %d: got %q (extracted %v), want owner %q", line, a, ok, owner)
		}
	}
}
