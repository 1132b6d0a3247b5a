package rules

import (
	"strings"
	"testing"
)

// TestKoTeamDueParent: a parent item that names a team and a deadline
// ("- 서버 파트: 토요일까지", "- 앱 파트 - 금요일까지") heads that team's
// work due then, in the notes' discussion as in a to-do list; a team item
// without a deadline in the discussion is left as it was. Issue 28
// (team-name parent bullets whose children are that team's tasks, with a
// deadline the parent carries); notes written for this test.
func TestKoTeamDueParent(t *testing.T) {
	notes := `# 정기 회의

## 회의 내용
- 서버 파트: 토요일까지
  - 정산 배치 재시도
  - 관리자 통계 화면
- 앱 파트 - 금요일까지
  - 위젯 크기 조절
`
	cs, _ := parseWithPossible(t, notes)
	type got struct{ owner, due string }
	m := map[int]got{}
	for _, c := range cs {
		m[c.Line] = got{strings.Join(c.Owners, ","), c.Due}
	}
	for line, w := range map[int]got{5: {"서버 파트", "토요일까지"}, 6: {"서버 파트", "토요일까지"}, 8: {"앱 파트", "금요일까지"}} {
		g, ok := m[line]
		if !ok || g != w {
			t.Errorf("line %d: %+v (extracted %v), want %+v (all: %v)", line, g, ok, w, m)
		}
	}
}
