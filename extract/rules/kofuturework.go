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
var reKoFutureWorkHeading = regexp.MustCompile(`^(?:향후|앞으로(?:의)?|추후|차후|이후|차주|내주|다음(?:\s*(?:주|달|번|회의|모임|스터디|스프린트|회차))?(?:\s*(?:까지|전까지))?)\s*(?:과업|과제|작업|업무|할\s*일|해야\s*할\s*(?:일|것)|계획|일정|조치|활동|진행\s*사항|진행할\s*(?:일|것|사항))(?:\s*(?:목록|예정|사항|내용|리스트|정리))?$`)

// koFutureWorkHeading: norm heads the work that lies ahead.
func koFutureWorkHeading(norm string) bool {
	return utf8.RuneCountInString(norm) <= 20 && reKoFutureWorkHeading.MatchString(norm)
}
