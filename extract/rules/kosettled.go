package rules

import "regexp"

// Korean minutes settle who does what, or by when, with "…하는 것으로 함",
// "…만드는 걸로 함", "…맡는 것으로 결정": the meeting's record that it was
// so settled, as "…하기로 함" is. With a person as its subject ("지영이가
// 만드는 걸로 함", "테스트는 서연님이 맡는 것으로 함") it is that person's
// commitment (reKoCommit); without one it is the team's work only when it
// names work and when it is due ("서버 배포는 이번 주 안에 하는 것으로 함") —
// "회의는 수요일에 하는 것으로 함" settles a custom, and stays a possible
// action (reKoCommitAny).

// koSettledEnding: the ending after "…는 것으로" / "…는 걸로" ("함",
// "하였다", "결정함" …); koSettledMark, the same ending's first syllables
// where a pattern looks for the mark anywhere in the line. Every reading
// of the form (reKoCommit, reKoStrongCommit, reKoCommitAny, the title)
// builds on these.
const (
	koSettledEnding = `(?:함|했음|하였음|했다|하였다|결정(?:함|했음|하였음)?|정함|정했음|합의(?:함)?)`
	koSettledMark   = `[는은]\s*(?:걸로|것으로)\s*(?:함|했|하였|결정|정함|정했|합의)`
)

// reKoSettled: the closing "…는 것으로 함" / "…는 걸로 함" and its variants.
var reKoSettled = regexp.MustCompile(`[는은]\s*(?:걸로|것으로)\s*` + koSettledEnding + `\s*[.!)]?\s*$`)

// reKoWorkWord: a word of work anywhere in the line.
var reKoWorkWord = regexp.MustCompile(`작성|제출|준비|조사|정리|공유|전달|보고|발표|검토|설계|구현|개발|만들|만드|수정|배포|테스트|분석|취합|업로드|연락|요청|예약|촬영|제작|디자인|초안|문서`)

// koSettledWork: t, with nobody as its subject, settles work and when it
// is due.
func koSettledWork(t string) bool {
	return reKoSettled.MatchString(t) && reKoTaskCue.MatchString(t) && reKoWorkWord.MatchString(t)
}
