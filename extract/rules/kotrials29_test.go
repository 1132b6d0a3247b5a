package rules

import "testing"

// Forms of Korean bootcamp teams' daily scrums and sprint plans (trial
// ko-trials29), each in notes written for this test.
var koTrials29Cases = []formCase{
	{"ko: a heading of an English word and its Korean gloss in parentheses is the section the gloss names, due the day it names", `# [03.04] 데일리 스크럼

### ✅ Yesterday (어제 한 일)
- [x] 캘린더 화면 완료

### 🔥 Today (오늘 할 일)
- 백엔드
   - [ ] 댓글 API 완성
- 프론트
   - [ ] 하윤: 설정 페이지 UI
   - [ ] 알림 배지 표시

### Blocker (막힌 점)
- 없음
`, []want{
		{line: 8, owners: "백엔드", due: "오늘", title: "댓글 API 완성"},
		{line: 10, owners: "하윤", due: "오늘", title: "설정 페이지 UI"},
		{line: 11, owners: "프론트", due: "오늘", title: "알림 배지 표시"},
	}},
	{"ko: a team's plan heading is an action section the team owns, and so are its parts", `# 2차 스프린트

## 🧩 Server 개발 계획

### 1. 핵심 기능 (이번 주 목표)
* **예약 & 결제**
  * 예약 취소 API
  * 결제 내역 조회
* **운영**
  * 로그 수집 설정

## 🎨 프론트엔드 개발 계획

### 2. 화면 연동 (목요일까지)
* 예약 목록 화면 연동
`, []want{
		{line: 7, owners: "Server", due: "이번 주", title: "예약 취소 API"},
		{line: 8, owners: "Server", due: "이번 주", title: "결제 내역 조회"},
		{line: 10, owners: "Server", due: "이번 주", title: "로그 수집 설정"},
		{line: 15, owners: "프론트엔드", due: "목요일까지", title: "예약 목록 화면 연동"},
	}},
	{"ko: a heading of a coming time and a team heads that team's items, due then", `# 최종 스프린트 회의

## 액션 아이템

### 📌 다음주 BE
- [ ] [서진] 부하 테스트 스크립트 작성
- [ ] 배포 스크립트 정리
`, []want{
		{line: 6, owners: "서진", due: "다음주", title: "부하 테스트 스크립트 작성"},
		{line: 7, owners: "BE", due: "다음주", title: "배포 스크립트 정리"},
	}},
	{"ko: an item marked optional ('(선택)', '(선택 사항)') is left to the member, no task", `# 1차 스프린트 회고

## 액션 아이템
- [ ] [도현] 검색 결과 페이지 구현 (~03.12)
- [ ] [도현] 다크 모드 지원 (선택)
- [ ] [수아] 로딩 애니메이션 추가 (선택 사항)
`, []want{
		{line: 4, owners: "도현", due: "~03.12", title: "검색 결과 페이지 구현"},
	}},
	{"ko: a plan sentence closed by a colon labels the list under it; its items, topics and what the plan acts on, are the work", `# 스프린트 계획

## 🎨 FE 개발 계획

**화면 연동**
다음 화면들을 순서대로 연동할 예정입니다:

- **회원**: 가입, 탈퇴
- **장바구니**: 목록, 수량 변경
`, []want{
		{line: 8, owners: "FE", due: "", title: "회원: 가입, 탈퇴"},
		{line: 9, owners: "FE", due: "", title: "장바구니: 목록, 수량 변경"},
	}},
}

func TestKoTrials29Forms(t *testing.T) { runFormCases(t, koTrials29Cases) }
