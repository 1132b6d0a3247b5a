package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
)

// Korean minutes record who was given a part with "…을 맡게 되었습니다",
// "…는 지훈이 담당하게 됨": the person came to be in charge of it — an
// assignment made in the meeting, in the future from the meeting's point
// of view although 되었습니다 is a past ending. It reads as "맡기로 함" /
// "담당하기로 함" does.

// koChargeBecame: the became-in-charge ending.
const koChargeBecame = `(?:(?:맡|담당하)게\s*(?:됨|됐음|되었음|됐다|되었다|됐습니다|되었습니다|됩니다|된다|됐어요|되었어요)|맡았(?:다|음|습니다|어요))`

// koDueThenSubject reads a sentence that a deadline opens before its
// subject ("다음 주까지 지훈이 회원가입 페이지를 구현할 예정", "금요일까지
// 민서가 발표 자료를 만들기로 함"): Korean puts a time adverbial first as
// readily as the subject, and the person is who commits either way.
func (p *parser) koDueThenSubject(t string) *extract.Candidate {
	m := reDueKo.FindStringSubmatchIndex(t)
	if m == nil || strings.TrimSpace(t[:m[0]]) != "" || m[1] >= len(t) {
		return nil
	}
	c := p.koSubject(strings.TrimSpace(t[m[1]:]), false)
	if c == nil || len(c.Owners) == 0 {
		return nil
	}
	if c.Due == "" {
		c.Due = strings.TrimSpace(t[m[2]:m[3]])
	}
	return c
}
