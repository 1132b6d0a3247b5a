package rules

import "testing"

// Korean student-team minutes from the ko-trials4 product trials (notes
// invented for the test).
var koTrials4Cases = []formCase{
	{"ko: a progress-sharing section's per-person status items are no work; a planned or to-do item is", `# 03/02 스크럼

## 진행사항 공유

-   한지민님
    -   클래스 다이어그램
    -   배포 스크립트 정리 예정
    -   API 문서 읽기
    -   검색 페이지 수정할 예정이고
-   오세훈님
    -   회원가입 완료
    -   검색 화면
    -   오늘은 결제 모듈 모두 구현하는게 목표
    -   요즘 좀 지치지만 열심히 해보겠습니다
    -   배포는 서버가 없어서 못할 것 같고…
`, []want{
		{line: 7, owners: "한지민", due: "", title: "배포 스크립트 정리", needsHuman: true},
		{line: 8, owners: "한지민", due: "", title: "API 문서 읽기", needsHuman: true},
		{line: 9, owners: "한지민", due: "", title: "검색 페이지 수정", needsHuman: true},
		{line: 13, owners: "오세훈", due: "", title: "오늘 결제 모듈 모두 구현하는게 목표", needsHuman: true},
	}},
	{"ko: a numbered title underlined heads its part; a plan's present tense with its object is a step of the week", `1. 회의날짜
-------------
>2026.03.02
>#
2. 완료내용
---------
>2-1 점수판 틀 생성
>#
>점수가 1씩 증가한다.
>#

3. 이번주 계획
-------------
>3-1 점수판 UI를 추가한다.
>#
>3-2 게임을 마무리하고 발표자료를 작성한다.
`, []want{
		{line: 14, owners: "", due: "이번주", title: "3-1 점수판 UI 추가"},
		{line: 16, owners: "", due: "이번주", title: "3-2 게임 마무리하고 발표자료 작성"},
	}},
	{"ko: a team and only its members' names is who is in it; after a break a dash glued to a team label is a bullet of the day's work", "### [회의 개요]\n\n**1.일시:** 2026.03.09 (월) 09:00~09:30 <br>\n**2.업무담당**<br> -프론트엔드: 한지민, 오세훈</br> -백엔드: 김하늘, 이도윤<br> -데이터 분석: 박서진<br>\n**3.금일 업무**<br> -프론트엔드: 메인 화면 틀 제작<br> -백엔드: 로그인 API 요구사항 정리<br> -데이터 분석: 그래프 구상하기\n\n## 역할\n\n- 기획: 최이안\n- Design — 문하윤\n- 프론트엔드 — 한지민, 오세훈\n\n## 할 일\n\n- 백엔드: 로그인 API 구현\n", []want{
		{line: 5, owners: "프론트엔드", due: "", title: "메인 화면 틀 제작"},
		{line: 5, owners: "백엔드", due: "", title: "로그인 API 요구사항 정리"},
		{line: 5, owners: "데이터 분석", due: "", title: "그래프 구상"},
		{line: 15, owners: "백엔드", due: "", title: "로그인 API 구현"},
	}},
	{"ko: a run of 'name: work' under a day's heading is each person's work to confirm, as the same list nested under the names is", `# 260302

* 다온: 검색 API 연결
* 서율: 로그인 화면
* 이안: 배포 완료

# 260303

* 다온
  * 검색 결과 정렬
* 서율
  * 회원가입 화면
* 이안
  * 배포 스크립트 정리
`, []want{
		{line: 3, owners: "다온", due: "", title: "검색 API 연결", needsHuman: true},
		{line: 4, owners: "서율", due: "", title: "로그인 화면", needsHuman: true},
		{line: 10, owners: "다온", due: "", title: "검색 결과 정렬", needsHuman: true},
		{line: 12, owners: "서율", due: "", title: "회원가입 화면", needsHuman: true},
		{line: 14, owners: "이안", due: "", title: "배포 스크립트 정리", needsHuman: true},
	}},
	{"ko: names joined before the topic particle, an office or a full name after the topic, a full name opening a line own the work", `# 동아리 회의 (2026-03-10)

## 할 일
- 수빈이/현우는 포스터 시안 만들 것
- 장갑 구매는 총무님이
- 발표는 이도윤이

## 회의 내용
- 그럼 지난주 이슈부터 볼게요
- 최지우는 금요일까지 예산표 작성
`, []want{
		{line: 4, owners: "수빈 현우", due: "", title: "포스터 시안 만들 것"},
		{line: 5, owners: "총무", due: "", title: "장갑 구매"},
		{line: 6, owners: "이도윤", due: "", title: "발표"},
		{line: 10, owners: "최지우", due: "금요일까지", title: "예산표 작성", needsHuman: true},
	}},
	{"ko: part headings in a run with a team under an empty heading of the day's work are that list's parts; a full name opening a line owns it", `### [회의 개요]

### [금일 업무]

## 프론트엔드

- 메뉴 탭 색깔 유지 문제 해결

## 데이터 시각화

한지민: 1번 그래프에 10월 데이터 추가하기

오세훈: 4번 그래프 완성

### [업무 결과]

## 프론트엔드

- 그래프 넣는 것 성공
`, []want{
		{line: 7, owners: "프론트엔드", due: "", title: "메뉴 탭 색깔 유지 문제 해결"},
		{line: 11, owners: "한지민", due: "", title: "1번 그래프에 10월 데이터 추가"},
		{line: 13, owners: "오세훈", due: "", title: "4번 그래프 완성"},
	}},
	{"ko: the to-do list of a day is due that day", `# 260302

#### 오늘 할 일

* 다온: 검색 API 연결
* 서율: 로그인 화면 구현
`, []want{
		{line: 5, owners: "다온", due: "오늘", title: "검색 API 연결"},
		{line: 6, owners: "서율", due: "오늘", title: "로그인 화면 구현"},
	}},
	{"ko: a step a person commits to under their own item is theirs", `# 03/04 스크럼

## 진행사항 공유

-   한지민님
    -   캐시 예제 돌려보기
        -   복제 설정도 찾아볼게요
-   오세훈님
    -   검색 화면
        -   필터 버튼
`, []want{
		{line: 6, owners: "한지민", due: "", title: "캐시 예제 돌려보기", needsHuman: true},
		{line: 7, owners: "한지민", due: "", title: "복제 설정도 찾아보기", needsHuman: true},
	}},
}

func TestKoTrials4(t *testing.T) { runFormCases(t, koTrials4Cases) }

// TestKoAdvisorImperativePossible: an advisor's imperative in the notes
// of a mentoring ("볼륨을 더 키워라") is reported as a possible action,
// never silent; a noun ending in 라 is none.
func TestKoAdvisorImperativePossible(t *testing.T) {
	cases := []struct {
		line     string
		possible bool
	}{
		{"- 기능 볼륨을 더 키워라", true},
		{"- 참가자끼리 목록을 볼 수 있게 하라", true},
		{"- 회의실 카메라", false},
	}
	for _, tc := range cases {
		notes := "# 멘토링 (2026-04-20)\n\n### 멘토님 피드백\n\n" + tc.line + "\n"
		got, pos := parseWithPossible(t, notes)
		if len(got) != 0 {
			t.Errorf("%q: extracted %+v", tc.line, got)
		}
		if (len(pos) == 1) != tc.possible {
			t.Errorf("%q: %d possible actions, want possible %t", tc.line, len(pos), tc.possible)
		}
	}
}
