package rules

import "testing"

// TestActionLabelScopesItsList: an action label written as a plain line
// ("Actions", as an export to text leaves a heading) heads the list under
// it; the text at the margin after that list starts the next part, whose
// rows are topics of discussion, not more actions.
func TestActionLabelScopesItsList(t *testing.T) {
	notes := `Spec call 14 July

Actions

- Ana to update the spec text
- Ben to file the test issue

Topic: PR review

*Reviewed the items ready for merge.*

| PR | Description | Recommendation |
| --- | --- | --- |
| #87 | Rename the math tests | Merge |
| #84 | Fix the markup contradiction | Wait for Tim |
`
	got := ownersByLine(t, notes)
	checkOwners(t, "action label scope", got, map[int]string{5: "Ana", 6: "Ben"}, []int{8, 10, 14, 15})
}

// TestPlainTitleWithRemark: a plain title line with a remark in
// parentheses ("Tasks (open or unassigned)") heads the list under it as
// the title alone would; a wrapped item's closing "(name, name)" stays
// the item's owners.
func TestPlainTitleWithRemark(t *testing.T) {
	notes := `Staff meeting


Tasks (open or unassigned and still to be picked up)
- [ ] Write the onboarding guide
- [ ] Move the calendar to the new host

So plans for this week are:

- Discuss the build cache and how to share it
  with the docs team (Rafa, Ines)
- Review the grant report (Ines)
`
	got := ownersByLine(t, notes)
	checkOwners(t, "plain title with a remark", got, map[int]string{5: "", 6: "", 10: "Rafa, Ines", 12: "Ines"}, []int{4, 11})
}

// TestPlainTitleOverBoldParts: a plain title ("Action Items") over the
// bold-line headings of its parts ("***Erik***", "***Nick***") heads all
// of them: the second bold line is a sibling of the first, not a new part
// that ends the title's.
func TestPlainTitleOverBoldParts(t *testing.T) {
	notes := `Weekly call

Attendees
* Erik
* Nick

Action Items

***Erik***
* update the minutes template
* start the roadmap page

***Nick***
* Post about the hack week
`
	got := ownersByLine(t, notes)
	checkOwners(t, "plain title over bold parts", got, map[int]string{10: "Erik", 11: "Erik", 14: "Nick"}, []int{4, 5})
}
