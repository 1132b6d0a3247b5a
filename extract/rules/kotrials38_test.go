package rules

import "testing"

// A plan's periods as plain lines, to-do lists for a span of time, and
// to-dos nested in a to-do list (trial ko-trials38), in notes written for
// this test.
var koTrials38Cases = []formCase{
	{"ko: a period written as the plain line leading its list, with the week of the plan after it ('3/4 ~ 3/10 1주'), dates the items under it; an item opening with a given name and a colon is that person's", `팀 일정

3/4 ~ 3/10 1주
 - 하윤 : 로그인 화면 틀 잡기
 - 서진 : 회원 테이블 설계
3/11 ~ 3/17 (2주차)
 - 전원 : 중간 점검 준비
`, []want{
		{line: 4, owners: "하윤", due: "3/4 ~ 3/10", title: "로그인 화면 틀 잡기", needsHuman: true},
		{line: 5, owners: "서진", due: "3/4 ~ 3/10", title: "회원 테이블 설계", needsHuman: true},
		{line: 7, owners: "전원", due: "3/11 ~ 3/17 (2주차)", title: "중간 점검 준비", needsHuman: true},
	}},
	{"ko: a to-do label for a span of time ('2. 4월 한달 동안 할 일', '## 방학 동안 할 일') gives the span as its items' due", `2024-03-30
----------
2. 4월 한달 동안 할 일
 - 지도 화면에 마커 찍기
 - 발표 자료 목차 잡기

## 여름 방학 동안 할 일
- 서버 배포 연습하기
`, []want{
		{line: 4, due: "4월 한달 동안", title: "지도 화면에 마커 찍기"},
		{line: 5, due: "4월 한달 동안", title: "발표 자료 목차 잡기"},
		{line: 8, due: "여름 방학 동안", title: "서버 배포 연습"},
	}},
	{"ko: a to-do nested in a labelled to-do list ('3. 할 일' / ' - 디자인 :' / '  * 아이콘 시안 그려 오기') is a step of its own; a detail that only describes its parent stays none", `2024-05-02
----------
3. 할 일
 - 디자인 :
  * 아이콘 시안 그려 오기
 - 지도 화면에 검색창 넣기
   * 검색창은 상단에 고정됨
   * 자동완성 목록도 붙일 것
`, []want{
		{line: 5, owners: "디자인", title: "아이콘 시안 그려 오기"},
		{line: 6, title: "지도 화면에 검색창 넣기"},
		{line: 8, title: "자동완성 목록도 붙일 것"},
	}},
	{"ko: a to-do closed by a colon over its spec (' - 로그인 화면 만들어 보기 :' / '  * 아이디 입력칸이 위에 있음') is the work, its spec none", `2024-05-16
----------
2. 다음 주 할 일
 - 로그인 화면 만들어 보기 :
  * 아이디 입력칸이 위에 있음
  * 버튼을 누르면 메인으로 넘어감
 - 회원 테이블 정리
`, []want{
		{line: 4, due: "다음 주", title: "로그인 화면 만들어 보기"},
		{line: 7, due: "다음 주", title: "회원 테이블 정리"},
	}},
}

func TestKoTrials38Forms(t *testing.T) { runFormCases(t, koTrials38Cases) }
