package rules

import "testing"

// Forms of Korean student team minutes — course project teams typing their
// minutes in a word processor, club and team-project notes (trial
// ko-trials32), each in notes written for this test.
var koTrials32Cases = []formCase{
	{"ko: a label pairing a time ahead with a noun of work ('향후 과업', '앞으로의 작업') heads a to-do list; the time word or the noun alone does not", `회의 개요
1. 일시: 2025. 04. 08. (화)
회의 내용
- 화면 구성을 논의함
향후 과업
- 로그인 화면 구현
- 서버 배포
앞으로의 작업
- 발표 자료 초안 작성
향후 방향
- 모바일 앱 지원
과업 개요
- 학생 식당 메뉴 조회
`, []want{
		{line: 6, title: "로그인 화면 구현"},
		{line: 7, title: "서버 배포"},
		{line: 9, title: "발표 자료 초안 작성"},
	}},
	{"ko: a line closed by what the team settled ('-기로 결정하였음', '…을 목표로 함') that gives a deadline is work due then, in a discussion section too; a choice settled without a date stays out", `회의 개요
3. 참석 (총 3명)
 - 김하늘, 박도윤, 이서아 (3명)
회의 내용
1) 진행 상황 점검
- 검색 화면은 대부분 구현됨
- 다음주 금요일까지 맡은 화면 완성해오기로 결정하였음.
- 이번 주말까지 결제 연동을 끝내는 것을 목표로 함
- DB는 PostgreSQL을 사용하기로 결정
`, []want{
		{line: 7, due: "다음주 금요일까지", title: "맡은 화면 완성해오기로 결정하였음", needsHuman: true},
		{line: 8, due: "이번 주말까지", title: "결제 연동 끝내 것 목표로", needsHuman: true},
	}},
	{"ko: a group opening a line (각자, 모두) and settling work by it owns the work", `회의 내용
1) 문서 작업
- 각자 맡은 장을 작성해오기로 합의
- 모두 공통으로 3장 초안을 써 오고 나중에 합치기로 결정
`, []want{
		{line: 3, owners: "각자", title: "각자 맡은 장 작성해오기", needsHuman: true},
		{line: 4, owners: "모두", title: "모두 공통으로 3장 초안을 써 오고 나중에 합치기로 결정", needsHuman: true, titleContains: true},
	}},
	{"ko: a numbered task closed by its people after a dash ('2. 설계서 작성 – 김하늘, 박도윤') passes them to the steps under it, nested or typed as dash items at the same margin", `회의 개요
3. 참석 (총 3명)
 - 김하늘, 박도윤, 이서아 (3명)
향후 계획
1. 설계서 작성 – 김하늘, 박도윤
- 다음 주 목요일까지 맡은 장 작성해서 합치기
- 요구사항 명세 보완
2. 발표 준비 – 이서아
 - 금요일까지 발표 대본을 작성할 예정
`, []want{
		{line: 5, owners: "김하늘 박도윤", title: "설계서 작성"},
		{line: 6, owners: "김하늘 박도윤", due: "다음 주 목요일까지", title: "맡은 장 작성해서 합치기"},
		{line: 7, owners: "김하늘 박도윤", title: "요구사항 명세 보완"},
		{line: 8, owners: "이서아", title: "발표 준비"},
		{line: 9, owners: "이서아", due: "금요일까지", title: "발표 대본 작성", needsHuman: true},
	}},
}

// Each test runs the case of its fix: kofuturework.go, kosettleddue.go
// (koSettledByDue), kosettleddue.go (koGroupSettled, koEachOwned),
// kodashparent.go.
func TestKoTrials32FutureWorkLabel(t *testing.T)   { runFormCases(t, koTrials32Cases[0:1]) }
func TestKoTrials32SettledByDeadline(t *testing.T) { runFormCases(t, koTrials32Cases[1:2]) }
func TestKoTrials32EachSettled(t *testing.T)       { runFormCases(t, koTrials32Cases[2:3]) }
func TestKoTrials32DashParentOwners(t *testing.T)  { runFormCases(t, koTrials32Cases[3:4]) }

// TestKoProgressPartSettledWork: a part that reports progress ("### 진행
// 상황 점검") records what was done, but a line there that settles work
// with its deadline ("다음주 금요일까지 … 완성해오기로 결정하였음") is
// work due then; a report and a choice settled without a date are not.
func TestKoProgressPartSettledWork(t *testing.T) {
	got, _ := parseWithPossible(t, `회의 내용
### 진행 상황 점검
- 검색 화면은 대부분 구현됨
- 다음주 금요일까지 맡은 화면 완성해오기로 결정하였음.
- DB는 PostgreSQL을 사용하기로 결정
`)
	if len(got) != 1 || got[0].Line != 4 || got[0].Due != "다음주 금요일까지" {
		t.Errorf("extracted %s, want line 4 due 다음주 금요일까지", dump(got))
	}
}
