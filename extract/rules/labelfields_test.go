package rules

import "testing"

// Lines written as records of labelled fields (notes invented for the
// test). Before, "Assigned To: Nate | Deadline: Friday | Priority: High"
// was the owner's name, the deadline lost.
var labelledFieldCases = []formCase{
	{"en: a task record names its owner and deadline, in any section", `# Team meeting 2026-10-05

## Notes
Task: Update the landing page | Assigned To: Nate | Deadline: Friday | Priority: High
Task: Fix the login bug | Assigned To: Priya Shah | Deadline: Oct 9
Task: Write the onboarding guide | Assigned To: Sam | Status: Done
- Action: order new badges; Owner: Lee; Due: next week
`, []want{
		{line: 4, owners: "Nate", due: "due Friday", title: "Update the landing page"},
		{line: 5, owners: "Priya Shah", due: "due Oct 9", title: "Fix the login bug"},
		{line: 7, owners: "Lee", due: "due next week", title: "order new badges"},
	}},
	{"ko: '할 일: … / 담당: … / 기한: …'", `# 회의록 2026-10-05

## 할 일
- 할 일: 로그인 구현 / 담당: 지훈 / 기한: 10/9
- 할 일: 발표 자료 정리 / 담당: 서연
`, []want{
		{line: 4, owners: "지훈", due: "10/9", title: "로그인 구현"},
		{line: 5, owners: "서연", due: "", title: "발표 자료 정리"},
	}},
	{"a meeting's own fields are no task", `# Planning call

What: Sprint planning | When: Monday 10am | Where: Zoom
Date: 2026-10-05 | Time: 10:00 | Location: Room 3
`, nil},
}

func TestLabelledFields(t *testing.T) { runFormCases(t, labelledFieldCases) }
