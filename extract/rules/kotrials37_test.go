package rules

import "testing"

// Korean lists dated by one of their own items (trial ko-trials37), in
// notes written for this test.
var koTrials37Cases = []formCase{
	{"ko: a list whose first item is only the next meeting's day and hour ('- 4월 7일 금요일 오후 2시') dates the items after it at its margin, and the items nested under it; the dating item is none", `2024-03-24
----------
1. 진행상황
 - 로그인 화면 완성

2. 다음 미팅
 - 4월 7일 금요일 오후 2시
 - 회원가입 화면 만들기
 - 발표 자료 초안 정리

2024-04-07
----------
1. 다음 미팅
 - 4월 21일 금요일 오후 2시
  * 게시판 목록 구현하기
  * 댓글 기능 붙이기
`, []want{
		{line: 8, due: "4월 7일 금요일 오후 2시", title: "회원가입 화면 만들기", needsHuman: true},
		{line: 9, due: "4월 7일 금요일 오후 2시", title: "발표 자료 초안 정리", needsHuman: true},
		{line: 15, due: "4월 21일 금요일 오후 2시", title: "게시판 목록 구현", needsHuman: true},
		{line: 16, due: "4월 21일 금요일 오후 2시", title: "댓글 기능 붙이기", needsHuman: true},
	}},
	{"ko: a list closed by an item that is only a day and hour ('- 5월 3일 수요일 저녁 8시') — the deadline written after its list — dates the items before it, and the items nested under a part of it", `2024-04-19
----------
3. 다음 미팅
 - 지도 데이터 불러오기 수정
 - 서버 연동 정리 :
     * 좌표 계산을 서버로 옮길 것
     * 충돌 판정 코드 옮기기
 - 5월 3일 수요일 저녁 8시
`, []want{
		{line: 4, due: "5월 3일 수요일 저녁 8시", title: "지도 데이터 불러오기 수정", needsHuman: true},
		{line: 6, due: "5월 3일 수요일 저녁 8시", title: "좌표 계산 서버로 옮길 것", needsHuman: true},
		{line: 7, due: "5월 3일 수요일 저녁 8시", title: "충돌 판정 코드 옮기기", needsHuman: true},
	}},
	{"ko: a schedule's period left at the margin of its work ('- 6/3~6/9 (중간 점검 전까지)' then '- 장바구니 화면') dates the items after it up to the next period, when the Word file kept its first item nested under it too", `# 팀 일정

- 6/3~6/9 (중간 점검 전까지)
    - 장바구니 화면
- 주문 API
- 6/10~6/16
- 결제 연동
`, []want{
		{line: 4, due: "6/3~6/9 (중간 점검 전까지)", title: "장바구니 화면", needsHuman: true},
		{line: 5, due: "6/3~6/9 (중간 점검 전까지)", title: "주문 API", needsHuman: true},
		{line: 7, due: "6/10~6/16", title: "결제 연동", needsHuman: true},
	}},
	{"ko: a line that is only a deadline ('**5/17(금)까지**') closing a list dates its items that other rules read, past the details nested under them", `# 5.13 백엔드 파트 미팅

해야할 것

1. 로그 포맷 통일하기
    - 서비스마다 다름
2. 배포 스크립트 작성하기
    - 스테이징 먼저

**5/17(금)까지**
`, []want{
		{line: 5, due: "5/17(금)까지", title: "로그 포맷 통일"},
		{line: 7, due: "5/17(금)까지", title: "배포 스크립트 작성"},
	}},
}

func TestKoTrials37Forms(t *testing.T) { runFormCases(t, koTrials37Cases) }
