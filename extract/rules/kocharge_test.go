package rules

import (
	"strings"
	"testing"
)

// TestKoChargeAndLeadDue: "…을 맡게 되었습니다" / "…는 지훈이 담당하게 됨"
// record a part given to a person in the meeting, read as "맡기로 함" is
// (not as work done, as 되었습니다 alone would be); and a deadline that
// opens the sentence before its subject ("금요일까지 민서가 …") leaves the
// subject the owner and the deadline the due; "…할 것임" / "…할 것입니다"
// after a person is what they will do, as "…할 것" is. Notes written for this test
// (issue 28: owner first with the deadline inside, Korean endings).
func TestKoChargeAndLeadDue(t *testing.T) {
	notes := `# 2차 회의

## 회의 내용
- 로그인 기능은 지훈이 담당하게 됨
- 민서가 발표 자료 제작을 맡게 되었습니다
- 서연 님이 결제 API를 담당하게 되었습니다
- 다음 주까지 현우가 회원가입 페이지를 구현할 예정
- 금요일까지 민서가 발표 자료를 만들기로 함
- 이번 주 안에 지훈이 서버 배포하기로 했음
- 지난주에 서버 이전을 완료하게 되었습니다
- 지훈이 보고서를 올릴 것임
- 서연 님이 API 문서를 정리할 것입니다
- 이 기능은 사용자에게 유용할 것임
`
	cs, _ := parseWithPossible(t, notes)
	type want struct{ owner, due, title string }
	wants := map[int]want{
		4:  {"지훈", "", "로그인 기능"},
		5:  {"민서", "", "발표 자료 제작"},
		6:  {"서연", "", "결제 API 담당"},
		7:  {"현우", "다음 주까지", "회원가입 페이지 구현"},
		8:  {"민서", "금요일까지", "발표 자료 만들기"},
		9:  {"지훈", "이번 주 안에", "서버 배포"},
		11: {"지훈", "", "보고서 올릴 것"},
		12: {"서연", "", "API 문서 정리"},
	}
	got := map[int]want{}
	for _, c := range cs {
		got[c.Line] = want{strings.Join(c.Owners, ","), c.Due, c.Title}
	}
	for line, w := range wants {
		if g, ok := got[line]; !ok || g != w {
			t.Errorf("line %d: got %+v (extracted %v), want %+v", line, g, ok, w)
		}
	}
	for _, line := range []int{10, 13} {
		// Work reported done is no task, whatever its ending; nor is a
		// forecast about a thing ("유용할 것임").
		if g, ok := got[line]; ok {
			t.Errorf("line %d extracted: %+v", line, g)
		}
	}
}
