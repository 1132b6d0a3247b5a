package rules

import "testing"

// TestKoTeamClosingItem: a Korean team written after the work — after a
// dash, in parentheses, in brackets before it or in inline code — owns
// the item as "백엔드는 …" does; a team word that is as often the item's
// topic ("(데이터)") does not.
func TestKoTeamClosingItem(t *testing.T) {
	notes := "# 6주차 정리\n\n## 이번 주 목표\n다음 회의까지\n" +
		"- 결제 모듈 오류 처리 보강 - 백엔드\n" +
		"- 장바구니 화면 반응형 정리 (프론트엔드)\n" +
		"- [백엔드] 주문 내역 조회 API 추가\n" +
		"- 상품 상세 페이지 스켈레톤 적용 `프론트엔드`\n" +
		"- 추천 목록 캐시 만료 조정 (데이터)\n"
	got := ownersByLine(t, notes)
	checkOwners(t, "ko team closing", got, map[int]string{5: "백엔드", 6: "프론트엔드", 7: "백엔드", 8: "프론트엔드", 9: ""}, nil)
}
