package rules

import (
	"strings"
	"testing"
)

// TestKoTeamDueHeading: a team's heading that carries a deadline and no
// other words ("### 앱 파트 (~7/3)") heads that team's work due then, even
// under the notes' discussion: each item is the team's task with the
// heading's deadline, nominal items too. A team heading without a deadline
// under the discussion stays as it was. Issue 28 (a team-name parent
// whose children are that team's tasks, with the deadline it carries);
// notes written for this test.
func TestKoTeamDueHeading(t *testing.T) {
	notes := `# 정기 회의

## 논의 내용
### 앱 파트 (~7/3)
- 설정 화면 다크 모드
- 푸시 알림 권한 요청 붙이기

### 서버 파트 (7/5까지)
- 배치 작업 재시도 로직
`
	cs, _ := parseWithPossible(t, notes)
	type want struct{ owner, due string }
	got := map[int]want{}
	for _, c := range cs {
		got[c.Line] = want{strings.Join(c.Owners, ","), c.Due}
	}
	for line, w := range map[int]want{5: {"앱 파트", "~7/3"}, 6: {"앱 파트", "~7/3"}, 9: {"서버 파트", "7/5까지"}} {
		g, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if !strings.Contains(g.due, strings.TrimPrefix(w.due, "~")) {
			t.Errorf("line %d: due %q, want %q", line, g.due, w.due)
		}
		if g.owner != w.owner {
			t.Errorf("line %d: owner %q, want %q", line, g.owner, w.owner)
		}
	}
}
