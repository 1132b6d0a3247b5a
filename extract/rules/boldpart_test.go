package rules

import "testing"

// TestBoldPartOwner: notes whose headings are all bold lines —
// "**백엔드**" right over "**진행 상황**" opens the team's part, and the
// bold labels after it ("**계획**") stay in it until the next line naming
// a team ("**프론트엔드**" over its own label).
func TestBoldPartOwner(t *testing.T) {
	notes := "**9주차**\n\n" +
		"**백엔드**\n**진행 상황**\n- 주문 API 배포 완료.\n\n" +
		"**계획**\n- 결제 실패 재시도 로직 추가.\n- 재고 동기화 오류 수정.\n\n" + // 8, 9
		"**프론트엔드**\n**진행 상황**\n- 장바구니 화면 완성.\n\n" +
		"**다음 목표**\n- 주문 내역 화면 구현\n" // 16
	got := ownersByLine(t, notes)
	checkOwners(t, "bold part owner", got, map[int]string{8: "백엔드", 9: "백엔드", 16: "프론트엔드"}, nil)
}
