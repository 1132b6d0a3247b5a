package rules

import (
	"regexp"
	"strings"
)

// reKoSettledEnd: a Korean line that closes by recording what the team
// settled — "-기로 함/했음/하였음", "-기로 결정(하였음)", "-기로 합의(함)",
// "-기로 협의", or an aim it set itself ("… 끝내는 것을 목표로 함"). Alone
// the ending records a decision as often as work ("MySQL을 사용하기로
// 결정"); koSettledByDue wants a second signal.
var reKoSettledEnd = regexp.MustCompile(`(?:기로\s*(?:함|했음|했다|하였음|하였다|결정(?:함|했음|했다|하였음|하였다|됨)?|합의(?:함|했음|했다|하였음|됨)?|협의(?:함|했음|했다|하였음|됨)?)|(?:것|걸)\s*(?:을|를)?\s*목표로\s*(?:함|한다|했음|하였음|하였다|삼음))\s*[.!]?\s*$`)

// koSettledByDue: a line closed by what the team settled (reKoSettledEnd)
// that also gives the work a deadline — due read from it is non-empty
// ("다음주 목요일까지 맡은 파트 완성해오기로 결정하였음", "다음주까지 DB
// 연동을 끝내는 것을 목표로 함"): the two signals together make work to
// be done by then, in a discussion section too; a choice settled without
// a date ("MySQL로 변경하기로 결정") stays what the other readings make it.
func koSettledByDue(plain, due string) bool {
	return due != "" && reKoDueUntil.MatchString(due) && reKoSettledEnd.MatchString(tail(plain, 64))
}

// reKoDueUntil: a deadline written as one ("…까지", "…전까지", "…내로",
// "…전에"), not a date the line merely mentions.
var reKoDueUntil = regexp.MustCompile(`까지|내로|이내|전에`)

// koGroupSettled: a line opened by the group that does the work — each
// member or all of them ("각자 맡은 부분을 작성해오기로 합의", "모두 … 작성해
// 오고 나중에 종합하기로 결정") — and closed by what the team settled: the
// group is who, the settled verb is work unless it only chooses
// (reKoChoiceVerb: "모두 MySQL을 사용하기로 함" stays a decision).
func koGroupSettled(plain string) bool {
	if !reKoGroupLead.MatchString(plain) {
		return false
	}
	t := tail(plain, 64)
	loc := reKoSettledEnd.FindStringIndex(t)
	if loc == nil {
		return false
	}
	before := strings.TrimSpace(t[:loc[0]])
	if i := strings.LastIndex(before, " "); i >= 0 {
		before = before[i+1:]
	}
	verb := strings.TrimSuffix(strings.TrimSuffix(before, "해 보"), "해보")
	return before != "" && !reKoChoiceVerb.MatchString(before) && !reKoChoiceVerb.MatchString(verb) && !reKoWayOfWorking.MatchString(t[:loc[0]])
}

// reKoWayOfWorking: the line settles how the team works — a way, method,
// rule or form taken up or kept ("각자 모듈을 만들고 합치는 방식을
// 반복하기로 함", "모두 같은 형식으로 작성하기로 함"): a convention, not a
// piece of work.
var reKoWayOfWorking = regexp.MustCompile(`(?:방식|방법|규칙|원칙|형식|형태|방향|체계)\s*(?:을|를|으로|로|대로|에\s*따라)`)
