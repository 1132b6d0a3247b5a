package rules

import (
	"regexp"
	"strings"
)

// Sprint plans of Korean teams split the plan by team under headings
// that name the team and the plan: "## 🛠️ Backend 개발 계획", "## 백엔드
// 개발 계획", "### FE 이번 주 목표", "## 프론트 할 일". Such a heading is the
// team's list of work ahead — an action section owned by the team, as a
// parent item of the same words is (koTeamPlan) — and a sub-heading of
// its work ("### 1. 주요 기능 구현 (이번 주 목표)") keeps that team as the
// owner. A bare "## 계획" or "## 개발 계획" names no team and stays a
// plan heading read as before; "## 백엔드 진행 상황" or "## FE 작업" is a
// report of work, not a plan. A coming time and a team ("### 다음주 FE",
// "### 백엔드 이번 주") head that team's work for that time, the time
// being its due as a "차주 목표" heading's is.

// reTeamPlanRest: what follows the team in such a heading — at most one
// word of what the work is, or a coming time, then the plan word.
var reTeamPlanRest = regexp.MustCompile(`^(?:(?:[\p{Hangul}]{1,6}|이번\s?주|다음\s?주|차주|금주)\s?)?(?:의\s)?(?:개발\s)?(?:계획|목표|할\s?일|할일)(?:들)?$`)

// reTeamHorizon: a coming time alone beside a team in a heading.
var reTeamHorizon = regexp.MustCompile(`^(?:이번\s?주|다음\s?주|차주|금주|(?:이번|다음)\s?스프린트)$`)

// koTeamPlanHeading: the team a heading of "<team> <work> 계획/목표/할 일"
// or of a coming time and a team names; "" otherwise.
func koTeamPlanHeading(title string) string {
	t := strings.TrimSpace(stripInline(stripEmphasis(title)))
	t = strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration))
	t = reNumLead.ReplaceAllString(t, "")
	f := strings.Fields(t)
	if len(f) < 2 || len(f) > 5 || isQuestion(t) {
		return ""
	}
	if team := teamName(f[len(f)-1]); team != "" && reTeamHorizon.MatchString(strings.Join(f[:len(f)-1], " ")) {
		// "### 📅 다음주 FE"
		return team
	}
	team := teamName(f[0])
	if team == "" {
		return ""
	}
	if reTeamHorizon.MatchString(strings.Join(f[1:], " ")) {
		// "### 백엔드 이번 주"
		return team
	}
	rest := strings.Join(f[1:], " ")
	if !reTeamPlanRest.MatchString(rest) || reKoAimHeading.MatchString(t) {
		// ("## 기획 목표": the aims of the product, though 기획 names a
		// team too.)
		return ""
	}
	return team
}
