package rules

import "testing"

// TestWeAndWillPlan: the group's sentence whose second verb is its plan
// ("We went over the quotes and will pick a printer next week") is the
// group's plan, as "We will pick a printer next week" is; a second verb
// of no work ("… and will see") is not.
func TestWeAndWillPlan(t *testing.T) {
	notes := "# Club committee\n\n" +
		"## Merch\n\n" +
		"We went over the three quotes and will pick a printer next week.\n\n" + // 5
		"- Renewing the hall booking. We raised it with the warden and will send the deposit form once the invoice arrives.\n\n" + // 7
		"We are thrilled to finally run the workshop and are going to book the lab for it.\n\n" + // 9
		"We talked about it and will see.\n" // 11
	runLineCases(t, []lineCase{
		{"the plan in the second clause", notes, 5, w5("", "next week", "pick a printer")},
		{"the plan after a topic", notes, 7, w5("", "", "send the deposit form once the invoice arrives")},
		{"a going-to plan after a remark", notes, 9, w5("", "", "book the lab for it")},
		{"no work in the second clause", notes, 11, w5("", "", "")},
	})
}
