package rules

import "regexp"

// reKoWeekGoal: a heading that names a week of the course or project by
// its number and a kind of work — "4주차 목표", "5주차 할 일", "3 주차
// 계획", "10주차 과제" — is the team's list for that week. Student teams
// count their time in numbered weeks as others write "next week"; the
// week's number alone ("4주차 회의", "4주차 회의록") heads the meeting,
// and a report word ("4주차 진행 상황", "4주차 작업 내용") heads what was
// done, so the kind of work must close the heading.
var reKoWeekGoal = regexp.MustCompile(`^(?:\d{1,2}|[일이삼사오육칠팔구십]{1,3})\s*주\s*차\s*(?:까지\s*)?(?:의\s*)?(?:목표|계획|할\s*일|할일|과제|숙제|todo|to\s*do)(?:들)?$`)

// koWeekGoalHeading: norm (a heading as normHeading gives it) is a
// numbered week's list of work.
func koWeekGoalHeading(norm string) bool {
	return reKoWeekGoal.MatchString(norm)
}
