package rules

import (
	"context"
	"strings"
	"testing"
)

// TestWikiMentionAndDateChip: wiki exports (Confluence, Notion) mention a
// person by display name ("@Alice Kim set up …") and close an item with
// a date chip ("… — @Bob Lee  Nov 17, 2026", "… 20 Nov 2026"): the whole
// name is the owner, not half of it in the title, and the dated chip is
// the due (issue 28).
func TestWikiMentionAndDateChip(t *testing.T) {
	notes := `# 2026-11-10 Mobile team meeting

## Action items
- [ ] @Alice Kim set up a crash reporter trial 20 Nov 2026
- [ ] Recruit 5 users for the onboarding test — @Bob Lee  Nov 17, 2026
- [ ] @Bob Review the launch checklist
`
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	checkByLine(t, got, map[int]want{
		4: {owners: "Alice Kim", due: "20 Nov 2026", title: "set up a crash reporter trial"},
		5: {owners: "Bob Lee", due: "Nov 17, 2026", title: "Recruit 5 users for the onboarding test"},
		6: {owners: "Bob", due: "", title: "Review the launch checklist"},
	})
}

// TestToDosHeading: Notion's "To-dos" heading is a to-do list as "To
// dos" and "Todos" are: an item there is an action, with the owner a
// mention after a dash names.
func TestToDosHeading(t *testing.T) {
	notes := "# Design crit 2026-11-10\n\n# Notes\n\n- Stick with outline style\n\n# To-dos\n\n- [ ]  Recruit 5 users for the onboarding test — @Bob Lee  Nov 17, 2026\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 9 || len(got[0].Problems) != 0 || strings.Join(got[0].Owners, " ") != "Bob Lee" {
		t.Fatalf("want line 9 as Bob Lee's action, with nothing to confirm:\n%s", dump(got))
	}
}
