package rules

import (
	"context"
	"testing"
)

// A sentence wrapped onto the next line (a paragraph's or an item's plain
// continuation, indented or not) gives the action its whole text and the
// due written on the continuation; a capitalised line of its own is no
// continuation.
func TestWrappedTitle(t *testing.T) {
	for _, tc := range []struct {
		name, notes    string
		line           int
		title, due     string
		owner          string
		notLineWrapped int // a line that must keep its own action (0: none)
	}{
		{"paragraph, unindented", "# Weekly\n\nACTION: Ana to update\nthe glossary page by next call\n", 3, "update the glossary page", "by next call", "Ana", 0},
		{"item, indented", "# Weekly\n\n* We aim for a release next week. Cary will send an\n  invitation to the mailing list on Friday. We meet after.\n", 3, "send an invitation to the mailing list", "on Friday", "Cary", 0},
		{"item, cut after an article", "# Notes\n\n* Dora will look into the build failures with the\n  Windows runners\n", 3, "look into the build failures with the Windows runners", "", "Dora", 0},
		{"owner closes the wrapped line", "## Next steps\n\n- Sketch what the migration would take\n  for the old clusters (gina, maybe?)\n", 3, "Sketch what the migration would take for the old clusters", "", "gina", 0},
		{"chat line is no continuation", "## Minutes\n<hal> I'll take the review of the\n[10:32] ivy: I will open the issue\n", 2, "take the review of the", "", "hal", 0},
		{"own line stays its own", "# Action items\n\n- Ana to review the plan\nBen to book the room\n", 3, "review the plan", "", "Ana", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(context.Background(), []byte(tc.notes), nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range got {
				if c.Line != tc.line {
					continue
				}
				if c.Title != tc.title || c.Due != tc.due || len(c.Owners) != 1 || c.Owners[0] != tc.owner {
					t.Fatalf("line %d: title %q due %q owners %v, want %q %q [%s]:\n%s", tc.line, c.Title, c.Due, c.Owners, tc.title, tc.due, tc.owner, dump(got))
				}
				return
			}
			t.Fatalf("no action on line %d:\n%s", tc.line, dump(got))
		})
	}
}

// A commitment cut by the line's end — a person and "will" close the
// line, the verb opens the next — is read on the line it starts on; a
// pronoun that names nobody is not.
func TestWrappedCommitment(t *testing.T) {
	notes := "# TSC\nAttendees: Peter Lund, Christina Ruiz\n\n### Discussion:\n\n" +
		"* Discussed the intern proposals. We'll request 2\n  slots. Cary wrote to one candidate by email. Peter will\n  follow up with one of the candidates to assess interest.\n\n" +
		"* Per the discussion at the CI group, Christina will\n  start looking into moving the builds to the new runners.\n\n" +
		"* The release went out. It will\n  need a follow-up note.\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][2]string{
		7:  {"Peter", "follow up with one of the candidates to assess interest"},
		10: {"Christina", "start looking into moving the builds to the new runners"},
	}
	for _, c := range got {
		if c.Line == 13 || c.Line == 14 {
			t.Errorf("line %d read as an action (%q): a pronoun names nobody", c.Line, c.Title)
		}
		w, ok := want[c.Line]
		if !ok {
			continue
		}
		delete(want, c.Line)
		if len(c.Owners) != 1 || c.Owners[0] != w[0] || c.Title != w[1] {
			t.Errorf("line %d: owners %v title %q, want [%s] %q", c.Line, c.Owners, c.Title, w[0], w[1])
		}
	}
	for line := range want {
		t.Errorf("line %d: no action:\n%s", line, dump(got))
	}
}
