package rules

// An event planned, not work: "3.4(목) 중간 평가 리허설 진행 예정",
// "다음주 중에 교수님 면담 예정", "이번주나 다음주 중에 미팅 예정" say
// when a gathering takes place. Nobody is given anything to do; a line
// that names who prepares for it ("민수 발표 자료 준비 예정") or whose
// planned word is work ("가설 검증 진행 예정") is another matter.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reKoEventPlanned: a gathering, then at most a short time or place word,
// then "(진행|개최|실시|있을) 예정" closing the line.
var reKoEventPlanned = regexp.MustCompile(`(?:` + koEventNouns + `|면담|리허설|오리엔테이션|설명회|워크숍|워크샵|특강|강연|시연회|발표회|면접|중간\s*평가|최종\s*평가|평가회|OT)(?:은|는|이|가|도)?\s*(?:[\p{Hangul}\d:~()]{1,12}\s*)?(?:진행|개최|실시|있을|열릴)?\s*(?:될\s*)?예정(?:입니다|임|이다)?\s*[.!)]?\s*$`)

// koCounterparts: who a team meets rather than who works ("교수님 면담":
// the professor is met).
var koCounterparts = map[string]bool{"교수": true, "교수님": true, "멘토": true, "멘토님": true, "강사": true, "강사님": true, "코치": true, "코치님": true, "컨설턴트": true, "컨설턴트님": true, "조교": true, "조교님": true}

// koEventPlanned: node i's candidate c only schedules an event.
func (p *parser) koEventPlanned(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if !extract.HasHangul(n.Text) {
		return false
	}
	for _, o := range c.Owners {
		if !koCounterparts[o] {
			return false
		}
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if !reKoEventPlanned.MatchString(plain) {
		return false
	}
	// Work named in the line is its point ("발표 자료 준비 후 리허설 진행
	// 예정" prepares): only a line of time, place and the event's own name
	// schedules.
	return !reKoWorkBefore.MatchString(plain)
}

// reKoWorkBefore: a word of work anywhere in the line.
var reKoWorkBefore = regexp.MustCompile(`등록|설정|작성|정리|검토|제출|준비|조사|수정|구현|배포|전달|요청|연락|업로드|추가|개선|해결|분석|수집|설계|개발|테스트|점검|제작|만들|예약|섭외|공지|안내|신청|편집|촬영|녹화|연습|구매|주문`)
