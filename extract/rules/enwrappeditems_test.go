package rules

import "testing"

// TestWrappedItemSentences: a list item wrapped over lines whose sentences
// commit several attendees gives each attendee's action, on the line the
// sentence starts on; an item whose later sentences have things or
// questions for subjects stays one item.
func TestWrappedItemSentences(t *testing.T) {
	got, _ := parseWithPossible(t, `# Release sync

### Attendees:

* Mira Okafor
* Tomas Lind
* Ines Valk

### Discussion:

* Mira will backport the parser fixes to the 3.1 branch by cherry
  picking the commits. Tomas will check the packaging scripts. Ines will
  write the changelog.

* Ines proposes a new triage scheme. Tags will show what an issue
  is, and milestones will show when it is likely to be addressed.

* Tomas: Will the installer need a signing key? Will we need to ask
  the foundation for one?
`)
	want := map[string]int{"Mira": 11, "Tomas": 12, "Ines": 12}
	if len(got) != len(want) {
		t.Fatalf("extracted %s; want Mira, Tomas and Ines", dump(got))
	}
	for _, c := range got {
		if line, ok := want[c.Assignee]; !ok || c.Line != line {
			t.Errorf("extracted %q on line %d (%q); want %v", c.Assignee, c.Line, c.Title, want)
		}
	}
}
