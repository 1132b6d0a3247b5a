package rules

import "testing"

// Issue 28 (helper en-trials28): forms of research supervision logs, small
// project teams' minutes and a steering group's notes — written here as
// invented notes of the same shape.

// TestEnTrials28ActionLabels: other names teams give the list of work a
// meeting leaves — "Action Steps:" over a list, a bare "## Actionable"
// heading, "- AR:" (action required) over checkboxes, done ones included —
// head their items as "Action items" does. "Ar:" or "ar:" is no such
// label.
func TestEnTrials28ActionLabels(t *testing.T) {
	notes := "# Advisor meeting\n\n## 3-4-2024\nMajor Points Discussed:\n- We went over the survey data again.\n\n" + // 6
		"Action Steps:\n" + // 7
		"- Draft the methods section\n" + // 8
		"- Email the data office about access\n\n" + // 9
		"## Actionable\n" + // 11
		"- Agree on a logo for the group\n" + // 12
		"- Make sure every repo has CI\n\n" + // 13
		"## Build notes\n" + // 15
		"- AR:\n" + // 16
		"    - [ ] Order a new battery pack\n" + // 17
		"    - [x] Print the base plate\n" // 18
	runLineCases(t, []lineCase{
		{"action steps", notes, 8, w5("", "", "Draft the methods section")},
		{"action steps, second", notes, 9, w5("", "", "Email the data office about access")},
		{"actionable heading", notes, 12, w5("", "", "Agree on a logo for the group")},
		{"actionable heading, second", notes, 13, w5("", "", "Make sure every repo has CI")},
		{"AR label, open box", notes, 17, w5("", "", "Order a new battery pack")},
		{"AR label, done box", notes, 18, w5("", "", "Print the base plate")},
	})
	lower := "# Build notes\n\n- Ar:\n    - [x] Print the base plate\n" // 4
	runLineCases(t, []lineCase{
		{"a word in lower case is no label", lower, 4, w5("", "", "")},
	})
}

// TestEnTrials28LabelPlaceholder: a minutes log's template at its top
// ("- AR:" / "- [ ] Ar 1") leaves slots that only repeat the label's word
// with a number: no action. A real item of the same list stays.
func TestEnTrials28LabelPlaceholder(t *testing.T) {
	notes := "# Minutes - Feeder team\n\nTemplate:\n- AR:\n" + // 4
		"    - [ ] Ar 1\n" + // 5
		"    - [ ] Ar 2\n\n" + // 6
		"## 04.01.23\n- AR:\n" + // 9
		"    - [ ] Order 2 servo motors\n" + // 10
		"- Action items:\n" + // 11
		"    - Action item 1\n" // 12
	runLineCases(t, []lineCase{
		{"slot", notes, 5, w5("", "", "")},
		{"second slot", notes, 6, w5("", "", "")},
		{"a real item with a number", notes, 10, w5("", "", "Order 2 servo motors")},
		{"singular of the label", notes, 12, w5("", "", "")},
	})
}

// TestEnTrials28LabelForOwner: "Action Items for Ian:" over a list gives
// Ian the items though the notes name him nowhere else; "for Me", "for
// next week" and a title going on past the word ("Actions for Pending
// Issues") name nobody.
func TestEnTrials28LabelForOwner(t *testing.T) {
	notes := "# Notes\n\n## 3-4-2024\nMajor Points Discussed:\n- We went over the survey data again.\n\n" + // 6
		"Action Items For Me:\n" + // 7
		"- Draft the methods section\n\n" + // 8
		"Action Items for Ian:\n" + // 10
		"- Send the updated survey\n\n" + // 11
		"## Follow-up\n" + // 13
		"- Action items for Priya:\n" + // 14
		"  - Check the budget\n" + // 15
		"- Actions for Pending Issues\n" + // 16
		"  - Create a task force for the open issues\n\n" + // 17
		"Action items for next week:\n" + // 19
		"- Book the room\n" // 20
	runLineCases(t, []lineCase{
		{"for me", notes, 8, w5("", "", "Draft the methods section")},
		{"a label line", notes, 11, w5("Ian", "", "Send the updated survey")},
		{"a label item", notes, 15, w5("Priya", "", "Check the budget")},
		{"a title, no person", notes, 17, w5("", "", "Create a task force for the open issues")},
		{"a time", notes, 20, w5("", "for next week", "Book the room")},
	})
}

// TestEnTrials28HorizonSpan: a plan label's stretch written with a number
// of weeks ("Plan for next 2-3 weeks?", "Plans for the next two weeks:")
// is its items' horizon, as "next week" is.
func TestEnTrials28HorizonSpan(t *testing.T) {
	notes := "# Supervision log\n\n## Week 2\n\n" +
		"- [x] Plan for next 2-3 weeks?\n" + // 5
		"  - [ ] Deploy the dashboard\n" + // 6
		"  - [x] Continue profiling\n" + // 7
		"- Plans for the next two weeks:\n" + // 8
		"  - Deploy the website\n" // 9
	runLineCases(t, []lineCase{
		{"a span of weeks", notes, 6, w5("", "for next 2-3 weeks", "Deploy the dashboard")},
		{"done box in the plan", notes, 7, w5("", "for next 2-3 weeks", "Continue profiling")},
		{"two weeks", notes, 9, w5("", "for the next two weeks", "Deploy the website")},
	})
}
