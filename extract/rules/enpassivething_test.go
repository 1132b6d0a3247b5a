package rules

import "testing"

// TestEnPassiveThing: a word the notes do not know as a person, then a
// passive future of work ("Dues will be paid in April", "Invoices will be
// sent this week"), is the thing worked on: the group's passive plan with
// nobody named and the period as its due — not "Dues" as an owner with
// the whole line as its due. A person asked to do work in the passive
// ("Dana will be asked to review …") is not such a thing. Notes written
// for this test (en-trials33 found the form).
func TestEnPassiveThing(t *testing.T) {
	notes := "# Minutes\n\n## Business\n\n" +
		"- Dues will be paid in April.\n" + // 5
		"- Invoices will be sent this week.\n" + // 6
		"- Letters will be mailed this month.\n" // 7
	runLineCases(t, []lineCase{
		{"a plural noun, paid", notes, 5, w5("", "in April", "Dues will be paid")},
		{"a plural noun, sent", notes, 6, w5("", "this week", "Invoices will be sent")},
		{"the form that already read so", notes, 7, w5("", "this month", "Letters will be mailed")},
	})
}
