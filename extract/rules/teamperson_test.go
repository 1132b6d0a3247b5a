package rules

import "testing"

// Under a team's parent item or heading, an item that names its person
// ("결제 API 연동 (김철수)", "Build the login page - Alice Moore") is that
// person's task, the name out of the title; an item naming nobody stays
// the team's (a person picks who).
func TestPersonUnderTeamOwnsTheItem(t *testing.T) {
	runFormCases(t, []formCase{
		{"team parent item", "# 회의\n\n## 이번 주 할 일\n* 백엔드\n  * 결제 API 연동 (김철수)\n  * 주문 API - 이영희\n* 프론트엔드\n  * 장바구니 화면\n", []want{
			{line: 5, owners: "김철수", due: "이번 주", title: "결제 API 연동"},
			{line: 6, owners: "이영희", due: "이번 주", title: "주문 API"},
			{line: 8, owners: "프론트엔드", due: "이번 주", title: "장바구니 화면"},
		}},
		{"team heading", "# Sync\n\n## Action items\n### Frontend\n- Build the login page - Alice Moore\n- Fix the header (API)\n", []want{
			{line: 5, owners: "Alice Moore", title: "Build the login page"},
			{line: 6, owners: "Frontend", title: "Fix the header (API)"},
		}},
		{"team parent item in english", "# Sync\n\n## Action items\n- Frontend\n  - Build the login page - Alice Moore\n  - Fix the header\n- Backend\n  - Ship the release - Bob Lee\n", []want{
			{line: 5, owners: "Alice Moore", title: "Build the login page"},
			{line: 6, owners: "Frontend", title: "Fix the header"},
			{line: 8, owners: "Bob Lee", title: "Ship the release"},
		}},
	})
}

// A quarter's end or a span in brackets closing an item is its deadline,
// out of the title.
func TestQuarterAndSpanDues(t *testing.T) {
	runFormCases(t, []formCase{
		{"quarter and span", "# Sync\n\n## Action items\n- Alice to send the deck by end of Q2\n- 김철수: 보고서 작성 (2주 안에)\n", []want{
			{line: 4, owners: "Alice", due: "by end of Q2", title: "send the deck"},
			{line: 5, owners: "김철수", due: "2주 안에", title: "보고서 작성"},
		}},
	})
}
