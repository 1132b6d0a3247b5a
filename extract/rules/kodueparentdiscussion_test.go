package rules

import "testing"

// TestKoDueParentInDiscussion: in the notes' discussion ("## 회의 내용"), a
// parent item that is only a deadline ("- 6/14까지") heads the work due
// then, nominal items too, as it does outside a discussion. Issue 28 (a
// deadline carried by a parent bullet and inherited by its sub-bullets);
// notes written for this test.
func TestKoDueParentInDiscussion(t *testing.T) {
	notes := `# 주간 회의

## 회의 내용
- 배포 서버 이전은 다음 학기로 미룸
- 6/14까지
  - 통계 화면 차트 교체
  - 알림 설정 화면
`
	cs, _ := parseWithPossible(t, notes)
	due := map[int]string{}
	for _, c := range cs {
		due[c.Line] = c.Due
	}
	for _, line := range []int{6, 7} {
		if d, ok := due[line]; !ok || d != "6/14까지" {
			t.Errorf("line %d: due %q (extracted %v), want a task due 6/14까지 (all: %v)", line, d, ok, due)
		}
	}
}
