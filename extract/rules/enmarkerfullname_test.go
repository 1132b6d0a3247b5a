package rules

import "testing"

// TestMarkerFullNameBareVerb: after an action marker, a member's full
// name as the roll lists it, then a bare verb of work, is that member
// and the task ("AI: Lena Ortiz send …"), as the first name alone is;
// two capitalised words the notes do not know stay in the title.
func TestMarkerFullNameBareVerb(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: a listed full name opens the marker's work", `# Board call
Attendees: Lena Ortiz, Marco Hale

## Notes
- AI: Lena Ortiz send the venue contract to the board by Monday
- ACTION: Marco Hale update the donor list
- AI: Grant Office review the budget lines
`, []want{
			{line: 5, owners: "Lena Ortiz", due: "by Monday", title: "send the venue contract to the board"},
			{line: 6, owners: "Marco Hale", due: "", title: "update the donor list"},
			{line: 7, owners: "", due: "", title: "Grant Office review the budget lines"},
		}},
	})
}
