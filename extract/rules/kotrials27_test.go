package rules

import "testing"

// Korean forms from a trial on student and bootcamp team notes (issue 28,
// trial ko-trials27), each in notes written for this test.
var koTrials27Cases = []formCase{
	{"ko: a numbered heading of the next day's work to carry out gives its items that day", `# 팀 회의

## 1. 논의
배포 순서를 정했다.

## 2. 내일 진행할 일
배포 스크립트 점검하기

발표 슬라이드 초안 만들기
`, []want{
		{line: 7, owners: "", due: "내일", title: "배포 스크립트 점검"},
		{line: 9, owners: "", due: "내일", title: "발표 슬라이드 초안 만들기"},
	}},
}

func TestKoTrials27(t *testing.T) { runFormCases(t, koTrials27Cases) }

var koTrials27NumberCases = []formCase{
	{"ko: a number beside a name is a score the team gave, not work", `## 주간 이슈
- 수요일 중간 시연
- 금요일 최종 제출

기능 완성 정도
- 도윤 : 90
- 세린 : 75
- 하람 : 100

## 데일리 이슈

## 오늘의 업무
### 한도윤
- 검색 화면 정리
- 알림 연동

### 오세린
- 결제 모듈 연동

### 유하람
- 추천 로직 조정
`, []want{
		{line: 14, owners: "한도윤", due: "", title: "검색 화면 정리"},
		{line: 15, owners: "한도윤", due: "", title: "알림 연동"},
		{line: 18, owners: "오세린", due: "", title: "결제 모듈 연동"},
		{line: 21, owners: "유하람", due: "", title: "추천 로직 조정"},
	}},
}

func TestKoTrials27Numbers(t *testing.T) { runFormCases(t, koTrials27NumberCases) }

var koTrials27UnderWayCases = []formCase{
	{"ko: under a person's heading in the day's work, a line under way or waiting reports where it stands", `## 오늘의 업무
### 한도윤
- 검색 화면 구현 중
- 알림 연동

### 오세린
결제 모듈 작성중

### 유하람
- 서버 연동 대기중
- 추천 로직 조정
`, []want{
		{line: 4, owners: "한도윤", due: "", title: "알림 연동"},
		{line: 11, owners: "유하람", due: "", title: "추천 로직 조정"},
	}},
}

func TestKoTrials27UnderWay(t *testing.T) { runFormCases(t, koTrials27UnderWayCases) }

var koTrials27LeadInDueCases = []formCase{
	{"ko: a deadline line just above a to-do list is its items' due, before the heading's horizon", `# 2회차 점검

### 이번 주 목표

1차 산출물 — **10/02(목) 마감**

- [ ] 화면 설계서
- [ ] 테이블 정의서

### 다음 주 목표

- [ ] 발표 리허설
`, []want{
		{line: 7, owners: "", due: "10/02(목) 마감", title: "화면 설계서"},
		{line: 8, owners: "", due: "10/02(목) 마감", title: "테이블 정의서"},
		{line: 12, owners: "", due: "다음 주", title: "발표 리허설"},
	}},
}

func TestKoTrials27LeadInDue(t *testing.T) { runFormCases(t, koTrials27LeadInDueCases) }
