package rules

import "testing"

// TestNamedWorkHeadings: minutes written with reStructuredText underlines
// give every title one level. A heading naming a person's list of work
// without the possessive ("Lena Priorities") gives its items that
// person; after an empty "Action Items" heading, a person's possessive
// part ("Omar's Notes") is one more part of the action list, beside the
// person headings, its items actions with nobody named (issue 28; notes
// written for this test).
func TestNamedWorkHeadings(t *testing.T) {
	notes := `************
Apr 02, 2026
************

* Attendees:

  - Lena Hart, Omar Diaz

Notes
=====

Lena Details
------------

- Handle: **lhart**

Lena Priorities
---------------

- Test the ticketing server
- Audit
- Network map

Action Items
------------

Lena
----

- Draft a storage audit to share with the board

Omar's Notes
------------

- Deploy a wiki instance to learn its layout
- Investigate a migration path for the static pages
- Confirm the mailing list is still needed
`
	got := ownersByLine(t, notes)
	want := map[int]string{20: "Lena", 21: "Lena", 22: "Lena", 30: "Lena", 35: "", 36: "", 37: ""}
	for line, owner := range want {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("line %d: got %q (extracted %v), want owner %q", line, o, ok, owner)
		}
	}
	for _, line := range []int{15} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owner %q), want no action", line, o)
		}
	}
}

// TestNamedWorkHeadingTopics: the list word after a topic, or after a
// name the notes do not know, names no person's list ("Release
// Priorities", "Q3 Priorities", "Community's Priorities"): its items
// stay what they were.
func TestNamedWorkHeadingTopics(t *testing.T) {
	for _, h := range []string{"Release Priorities", "Q3 Priorities", "Priorities", "Community's Priorities"} {
		notes := "# Planning 2026-04-02\n\n## " + h + "\n\n- Stability\n- Documentation\n"
		got := ownersByLine(t, notes)
		for _, line := range []int{5, 6} {
			if o, ok := got[line]; ok {
				t.Errorf("%q: line %d extracted (owner %q), want no action", h, line, o)
			}
		}
	}
}
