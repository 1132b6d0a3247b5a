package rules

import "testing"

// TestKoNounPlanHanda: a noun of work and 한다 ("보고서 작성한다", "이력서
// 업데이트 한다") writes a plan as "작성하기" and "작성" do; a state in the
// present ("속도가 증가한다") is none.
func TestKoNounPlanHanda(t *testing.T) {
	notes := "## 일정\n다음주: 사용자 인터뷰 질문지 준비한다\n\n" + // 2
		"## 비교\n다음주: 사용자 인터뷰 질문지 준비\n\n" + // 5
		"## 관찰\n캐시를 켜면 응답 속도가 증가한다\n" // 8
	got := candsByLine(t, notes)
	for _, line := range []int{2, 5} {
		c, ok := got[line]
		if !ok || c.Title != "사용자 인터뷰 질문지 준비" || c.Due != "다음주" {
			t.Errorf("line %d: %+v (extracted %v), want the plan 사용자 인터뷰 질문지 준비 by 다음주", line, c, ok)
		}
	}
	if c, ok := got[8]; ok {
		t.Errorf("line 8: %+v, want no action", c)
	}
}
