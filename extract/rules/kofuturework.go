package rules

import (
	"regexp"
	"unicode/utf8"
)

// reKoFutureWorkHeading: a Korean label of the work that lies ahead,
// written as a word of time to come (향후, 앞으로, 추후, 차후, 이후, 다음,
// the next period or meeting: 차주, 다음 주, 다음 회의까지)
// and a noun of work (과업, 과제, 작업, 업무, 할 일, 계획, 일정, 조치, 활동,
// 진행 사항): "향후 과업", "앞으로의 작업", "추후 업무", "다음 과업", "차주
// 진행 사항" (this week's "금주 진행사항" reports). The
// pair is what makes the list under it a to-do list, whichever of these
// nouns a team uses; the time word alone ("향후 방향") or the noun alone
// ("과업 개요") does not. A closing "목록", "예정", "사항" or "내용" keeps
// it one ("향후 과업 목록").
var reKoFutureWorkHeading = regexp.MustCompile(`^(?:향후|앞으로(?:의)?|추후|차후|이후|차주|내주|다음(?:\s*(?:주|달|번|회의|모임|스터디|스프린트|회차))?(?:\s*(?:까지|전까지))?)\s*(?:과업|과제|숙제|작업|업무|할\s*일|해야\s*할\s*(?:일|것)|해\s*올\s*(?:것|일)|할\s*것|계획|목표|준비|일정|조치|활동|진행\s*사항|진행할\s*(?:일|것|사항))(?:\s*(?:목록|예정|사항|내용|리스트|정리))?$`)

// koHorizonWork: a noun of work under a horizon (koFutureWorkHeading):
// what is to be done, prepared or brought by then.
const koHorizonWork = `(?:과업|과제|숙제|작업(?:\s*목록)?|업무|할\s*일|해야\s*할\s*(?:일|것)|해\s*올\s*(?:것|일)|할\s*것|계획|목표|준비(?:\s*사항)?|진행\s*사항|진행할\s*(?:일|것|사항))(?:\s*(?:및|/|,)\s*(?:계획|목표|할\s*일|과제))?(?:\s*(?:목록|리스트|정리))?`

// reKoHorizonWorkHeading: the same pair where the time to come is a
// horizon the team names — anything up to which (까지, 전까지) or during
// which (동안) the work is due ("주말까지 할 일", "발표 전까지 준비
// 사항", "방학 동안 목표", "다음 미팅까지 진행사항") or the sprint it
// is planned for ("이번 스프린트 작업 목록"); a horizon that looks back
// ("지금까지 진행 사항", "그동안 한 일") reports.
var (
	reKoHorizonWorkHeading = regexp.MustCompile(`^(?:(?:[\p{Hangul}\d]+\s*){1,3}?(?:까지|전까지|동안)|(?:이번|다음|차기)\s*(?:스프린트|이터레이션|마일스톤)|(?:다음|차기|다음번)\s*(?:미팅|시간|세션|멘토링|수업|발표|회의|모임|스터디))\s*` + koHorizonWork + `$`)
	// reKoBringList: what to do or bring, for this week, a numbered
	// session or with no time said ("이번 주 해 올 것", "3주차 해 올
	// 것", "해 올 것").
	reKoBringList = regexp.MustCompile(`^(?:(?:이번|금)\s*주\s*(?:까지\s*)?|\d{1,2}\s*(?:주차|회차|차시|차)\s*)?(?:해\s*올\s*(?:것|일)|할\s*것)$`)
	reKoLookBack  = regexp.MustCompile(`^(?:지금|현재|여태|이제|오늘|그동안|그간|지난|저번|이전)`)
)

// koFutureWorkHeading: norm heads the work that lies ahead.
func koFutureWorkHeading(norm string) bool {
	if utf8.RuneCountInString(norm) > 20 {
		return false
	}
	return reKoFutureWorkHeading.MatchString(norm) || reKoBringList.MatchString(norm) || reKoHorizonWorkHeading.MatchString(norm) && !reKoLookBack.MatchString(norm)
}
