package rules

import "testing"

// TestKoHorizonHeadings: a heading that pairs a horizon the team names —
// up to (까지, 전까지) or during (동안) some time or event, the next
// meeting of any name, a sprint — with a noun of work lists the work
// ahead, whatever words fill the pair ("주말까지 할 일", "발표 전까지
// 준비 사항", "방학 동안 목표", "다음 미팅까지 진행사항", "이번 스프린트
// 작업 목록", "3주차 해 올 것"); a horizon that looks back ("지금까지
// 진행 사항", "그동안 한 일", "지난 회의까지 진행사항") and this week's
// progress ("이번 주 진행사항") report.
func TestKoHorizonHeadings(t *testing.T) {
	for _, h := range []string{"주말까지 할 일", "발표 전까지 준비 사항", "방학 동안 목표", "다음 미팅까지 진행사항", "다음 시간까지 진행 사항", "중간고사 전까지 과제", "이번 스프린트 작업 목록", "다음 멘토링 준비", "3주차 해 올 것", "이번 주 해 올 것", "향후 해 올 것", "다음 주 목표 및 계획"} {
		got, _ := parseWithPossible(t, "# 회의\n\n## 논의\n- 디자인 확정\n\n## "+h+"\n- 로그인 페이지\n- 회원가입 페이지\n")
		n := 0
		for _, c := range got {
			if c.Line >= 7 {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%q: %d of its 2 items read as actions", h, n)
		}
	}
	for _, h := range []string{"지금까지 진행 사항", "그동안 한 일", "지난 회의까지 진행사항", "이번 주 진행사항"} {
		got, _ := parseWithPossible(t, "# 회의\n\n## "+h+"\n- 로그인 페이지\n- 회원가입 페이지\n")
		for _, c := range got {
			t.Errorf("%q: line %d read as an action %q", h, c.Line, c.Title)
		}
	}
}
