package rules

import (
	"strings"
	"testing"
)

// TestKoBracketDeadlineAfterOwner: a bracketed deadline note closing a
// Korean item ("[주말동안 완료할 것]", "(이번주까지).") leaves the owner
// written before it ("작업 - 이름", "작업 : 이름") to be read as without
// it, and is the item's due.
func TestKoBracketDeadlineAfterOwner(t *testing.T) {
	notes := "# 7주차 회의\n\n" +
		"배너 이미지 다시 자르기 - 민준 [주말동안 완료할 것]\n\n" + // 3
		"- 자료 조사\n  - 국내 논문 3편 : 정하람 [주말동안 완료할 것]\n\n" + // 6
		"2. 로그 정리하기 - 나머지 (연휴 기간까지)\n\n" + // 8
		"서하늘이 배포 서버에 등록: `API_KEY`, 인증서 2종 (이번주까지).\n" // 10
	got := candsByLine(t, notes)
	for line, want := range map[int][2]string{3: {"민준", "주말동안"}, 6: {"정하람", "주말동안"}, 8: {"나머지", "연휴 기간까지"}, 10: {"서하늘", "이번주까지"}} {
		c, ok := got[line]
		if !ok || c.Assignee != want[0] || !strings.Contains(c.Due, want[1]) {
			t.Errorf("line %d: %+v (extracted %v), want owner %s due %s", line, c, ok, want[0], want[1])
		}
	}
}

// TestKoTodoMarkAfterOwner: a "(todo)" mark closing a Korean item after
// its owner ("작업 - 이름 (todo)", "작업 : 이름 (todo)") is no part of
// the owner, and leaves the item read as without it.
func TestKoTodoMarkAfterOwner(t *testing.T) {
	notes := "# 7주차 회의\n\n" +
		"2. 로그 정리하기 - 나머지 (todo)\n\n" + // 3
		"- 자료 조사\n  - 국내 논문 3편 : 정하람 (todo)\n\n" + // 6
		"### 트위터 크롤링\n- 담당 : 서하늘 (todo)\n" // 9
	got := candsByLine(t, notes)
	for line, want := range map[int]string{3: "나머지", 6: "정하람", 9: "서하늘"} {
		if c, ok := got[line]; !ok || c.Assignee != want {
			t.Errorf("line %d: %+v (extracted %v), want owner %s", line, c, ok, want)
		}
	}
}

// TestKoDoneMarkAnyReader: an item its list marks finished with an
// opening "[O]" is no new action whichever reading would take it (a
// homework step, a plan dated in parentheses), as an open one is.
func TestKoDoneMarkAnyReader(t *testing.T) {
	notes := "## 3주차\n\n1. [ ] 진행상황 -> 보고서로 작성\n\n" +
		"2. [O] 어텐션부터 트랜스포머까지 공부해오기\n\n" + // 5
		"- [O] 검색 키워드 : (2020.11.01 취합 예정)\n\n" + // 7
		"- [ ] 발표 자료 : (2020.11.03 취합 예정)\n" // 9
	got := candsByLine(t, notes)
	for _, line := range []int{5, 7} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d: extracted %+v, want none (marked done)", line, c)
		}
	}
	if _, ok := got[9]; !ok {
		t.Errorf("line 9: not extracted, want the open item")
	}
}

// TestKoDueParentUnderOwnerHeading: an item that is nothing but a
// deadline heads its items under a team's heading as it does elsewhere:
// each is the team's work, due then.
func TestKoDueParentUnderOwnerHeading(t *testing.T) {
	notes := "# 9주차\n\n### 남은 과제들\n#### 프론트엔드\n- 금요일까지\n" +
		"  - 꼼꼼한 화면 테스트\n" + // 6
		"  - 상태 관리 구조 변경: 지금은 중복이 많음\n" + // 7
		"  - 라우팅 비동기화 (`vue-router` 이용)\n" // 8
	got := candsByLine(t, notes)
	for _, line := range []int{6, 7, 8} {
		if c, ok := got[line]; !ok || c.Assignee != "프론트엔드" || !strings.Contains(c.Due, "금요일") {
			t.Errorf("line %d: %+v (extracted %v), want the team's, due 금요일까지", line, c, ok)
		}
	}
}
