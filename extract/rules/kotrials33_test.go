package rules

import "testing"

// Forms of Korean study-group, side-project and community minutes (trial
// ko-trials33), each in notes written for this test.
var koTrials33Cases = []formCase{
	{"ko: a bracketed label of planned work ('<구현 예정>') under a part's heading that closes with a person ('(지훈)') lists that person's work; '<구현 완료>' beside it stays done", `# 3/2 회의

## 진행 상황 공유

#### 1. 로그인 화면 (지훈)

<구현 완료>

- 로그인 폼 작성

<구현 예정>

- 비밀번호 찾기 추가
- 소셜 로그인 연동

#### 2. 목록 화면 (유진)

<개발 및 테스트 예정>

- 정렬 버튼 추가
`, []want{
		{line: 13, owners: "지훈", title: "비밀번호 찾기 추가"},
		{line: 14, owners: "지훈", title: "소셜 로그인 연동"},
		{line: 20, owners: "유진", title: "정렬 버튼 추가"},
	}},
	{"ko: a coarse date with the day in parentheses before 까지 ('3월 중순(15일) 까지') is the deadline of a -기로 했습니다 sentence", `# 회의

## 팀별 공유

1) 디자인 팀

: 시안을 다 보기에는 시간이 부족했습니다. 그래서 메인 시안을 3월 중순(15일) 까지 만들어보기로 했습니다.
`, []want{
		{line: 7, due: "3월 중순(15일) 까지", title: "그래서 메인 시안 만들어보기", needsHuman: true},
	}},
	{"ko: a label that divides the roles with 나눔 ('<역할 나눔>') heads its items as the work of the people they name", `# 다음 회의

<역할 나눔>

1. 마이페이지 수정 => 민주님
2. 결제 화면 => 상진님
`, []want{
		{line: 5, owners: "민주", title: "마이페이지 수정"},
		{line: 6, owners: "상진", title: "결제 화면"},
	}},
}

func TestKoTrials33Forms(t *testing.T) { runFormCases(t, koTrials33Cases) }
