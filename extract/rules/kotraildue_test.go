package rules

import (
	"strings"
	"testing"
)

// TestKoDeadlineAfterTask: a deadline written after a Korean task ("~금요일",
// "(금)", "(마감: 9/20)") leaves the task's own ending and its owner to be
// read as without it.
func TestKoDeadlineAfterTask(t *testing.T) {
	notes := "# 12주차\n\n" +
		"배너 이미지 다시 자르기 - 민준 ~금요일\n\n" + // 3
		"- 담당 :\n  - 국내 논문 3편 : 정하람 (마감: 9/20)\n\n" + // 6
		"- 회원 탈퇴 흐름 알아보기 (금)\n" // 8
	got := candsByLine(t, notes)
	for line, want := range map[int][2]string{3: {"민준", "금요일"}, 6: {"정하람", "9/20"}} {
		c, ok := got[line]
		if !ok || c.Assignee != want[0] || !strings.Contains(c.Due, want[1]) {
			t.Errorf("line %d: %+v (extracted %v), want owner %s due %s", line, c, ok, want[0], want[1])
		}
	}
	pos := possibleLines(t, notes, nil)
	if _, ok := pos[8]; !ok {
		if _, ok := got[8]; !ok {
			t.Errorf("line 8: neither action nor possible action; the task ends before its deadline")
		}
	}
}
