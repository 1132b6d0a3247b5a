package rules

import (
	"context"
	"strings"
	"testing"
)

// Korean study-group and student-team minutes from the lead's trials
// (notes invented for the test): a need with its deadline before an
// arrow and who takes it after, a brought-back ending on a verb other
// than 하다, and headings of what the meeting did ("진행", "오늘 한 것").
var koStudyTrialCases = []formCase{
	{"ko: the need before an arrow gives the work its object and deadline", `# 회의록 - 2026.03.21

- 다음 주 월요일까지 기획서 제출해야 함 → 도윤이 정리해서 제출하기로
`, []want{
		{line: 3, owners: "도윤", due: "다음 주 월요일까지", title: "기획서 정리해서 제출"},
	}},
	{"ko: a numbered item that is only a deadline heads its items; a progress topic over status lines is none", `2019.05.10 정기회의

1. 진행상황 공유
 - 지훈: 로그인 기능 완료, 회원가입 진행중
 - 서연: UI 80% 완료

2. 다음주까지
 - 지훈: 회원가입 마무리
 - 서연: UI 완성 및 피드백 반영
 - 민재, 유진: 발표 준비
`, []want{
		{line: 8, owners: "지훈", due: "다음주까지", title: "회원가입 마무리"},
		{line: 9, owners: "서연", due: "다음주까지", title: "UI 완성 및 피드백 반영"},
		{line: 10, owners: "민재 유진", due: "다음주까지", title: "발표 준비"},
	}},
	{"ko: a clause whose object comes first ('발표 자료는 이서연이 만들기로 했고') is its person's work", `# 회의록 2019-04-02

## 할 일
- 발표 자료는 이서연이 만들기로 했고 시연 영상은 박민재가 4월 5일까지 찍기로 함.
- 김지훈은 최유진이 만든 보고서를 검토하고, 최유진은 표지를 쓰기로 했다.

**회의 내용**

중간발표 준비를 논의함. 포스터는 김지훈이 만들기로 했고 데모 영상은 최유진이 금요일까지 찍기로 함.
`, []want{
		{line: 4, owners: "이서연", due: "", title: "발표 자료 만들기"},
		{line: 4, owners: "박민재", due: "4월 5일까지", title: "시연 영상 찍기"},
		{line: 5, owners: "김지훈", due: "", title: "최유진이 만든 보고서 검토"},
		{line: 5, owners: "최유진", due: "", title: "표지 쓰기"},
		{line: 9, owners: "김지훈", due: "", title: "포스터 만들기", needsHuman: true},
		{line: 9, owners: "최유진", due: "금요일까지", title: "데모 영상 찍기", needsHuman: true},
	}},
	{"ko: a month's or this month's goals ('## 4월 목표', '## 이번 달 목표') are work ahead", `# 2024.04.04 회의

## 4월 목표
1. 회원가입 페이지 완성
2. 게시판 API 연동

## 이번 달 목표
- 배포 자동화
`, []want{
		{line: 4, title: "회원가입 페이지 완성"},
		{line: 5, title: "게시판 API 연동"},
		{line: 8, title: "배포 자동화"},
	}},
	{"ko: a bullet that is only a deadline heads its items", `# 회의록

- 금요일까지
  - 도윤: 설문지 초안 작성
  - 하늘: 인터뷰 대상자 섭외
`, []want{
		{line: 4, owners: "도윤", due: "금요일까지", title: "설문지 초안 작성"},
		{line: 5, owners: "하늘", due: "금요일까지", title: "인터뷰 대상자 섭외"},
	}},
	{"ko: '만들어 오기로 했음' keeps the work's to-do form", `# 회의록 - 2026.03.21

- 예린이 로고 시안 3개 만들어 오기로 했음
`, []want{
		{line: 3, owners: "예린", due: "", title: "로고 시안 3개 만들어 오기"},
	}},
	{"ko: what the meeting did ('진행', '오늘 한 것') is no work ahead", `# 2주차

## 진행
1. 1장 발표 - 지수
2. 2장 발표 - 하늘

## 📌 오늘 한 것
- 자기소개 및 스터디 규칙 정하기

## 과제
* 지수 : 3장 발표 준비
`, []want{
		{line: 11, owners: "지수", due: "", title: "3장 발표 준비"},
	}},
	{"ko: a paragraph of three sentences gives each person's work, '우진이는' included", `# 4월 셋째 주 회의 (2026-04-15)

이번 회의에서는 앱 이름을 '모아'로 확정했다. 우진이는 금요일까지 앱 아이콘을 디자인하고, 소희는 스토어 등록 절차를 알아보기로 했다. 민재는 다음 회의 전까지 푸시 알림 테스트를 끝낼 예정이다.
`, []want{
		// Without a roster "민재는" may be a thing's topic: asked.
		{line: 3, owners: "민재", due: "다음 회의 전까지", title: "푸시 알림 테스트 끝내기", needsHuman: true},
		{line: 3, owners: "우진", due: "금요일까지", title: "앱 아이콘 디자인", needsHuman: true},
		{line: 3, owners: "소희", due: "", title: "스토어 등록 절차 알아보기", needsHuman: true},
	}},
	{"ko: a future form before 예정 becomes the to-do form", `# 회의 (2026-04-15)

## 다음 주 계획
- 지수가 배포 스크립트를 올릴 예정
- 하늘이 발표 자료 만들 예정이다
`, []want{
		{line: 4, owners: "지수", due: "다음 주", title: "배포 스크립트 올리기"},
		{line: 5, owners: "하늘", due: "다음 주", title: "발표 자료 만들기"},
	}},
	{"ko: a clause closed by a period that commits on its own is its person's work", "# 회의 (2026-04-15)\n\n## 할 일\n- 지수는 API 구현하고, 하늘은 화면 설계하기로 했다. 도윤은 배포 예정.\n", []want{
		{line: 4, owners: "지수", due: "", title: "API 구현"},
		{line: 4, owners: "하늘", due: "", title: "화면 설계"},
		{line: 4, owners: "도윤", due: "", title: "배포"},
	}},
	{"ko: the next meeting's day after a to-do label is nobody's work", `# 스터디 6회차 - 2026년 5월 2일

각자 준비할 것:
1. SQL 문제 5개 풀기

다음 스터디는 5월 9일 토요일 오후 2시
`, []want{
		{line: 4, owners: "각자", due: "", title: "SQL 문제 5개 풀기"},
	}},
	{"ko: a request opened by whom it asks is that person's; '맡기로 함' and '부탁' leave the title", `# 8주차 정기 회의 (2026-04-23)

## Action Items
1. 다은님 디자인 가이드 최종본 공유 부탁드립니다
2. @우진 서버 로그 확인 부탁
3. 중간 발표는 소희가 맡기로 함
`, []want{
		{line: 4, owners: "다은", due: "", title: "디자인 가이드 최종본 공유"},
		{line: 5, owners: "우진", due: "", title: "서버 로그 확인"},
		{line: 6, owners: "소희", due: "", title: "중간 발표"},
	}},
	{"ko: an open box under a person's heading is theirs, with its deadline too", `# 주간 회의 2026.05.18

### 우진
- [ ] 토큰 갱신 로직 (수요일까지)
- [ ] 로그 정리
`, []want{
		{line: 4, owners: "우진", due: "수요일까지", title: "토큰 갱신 로직"},
		{line: 5, owners: "우진", due: "", title: "로그 정리"},
	}},
	{"ko: a weekday's syllable in parentheses is the item's deadline, not a date's label", `# 회의 (2026/05/20)

## 이번 주 할 일
- 우진: 크롤링 주기 설정 기능 (금)
- 다은: 회의록 정리 - 5/22 (금)
`, []want{
		{line: 4, owners: "우진", due: "금요일", title: "크롤링 주기 설정 기능"},
		{line: 5, owners: "다은", due: "5/22 (금)", title: "회의록 정리"},
	}},
	{"ko: a table titled by 제목 beside a column of tracker keys keeps each key in its title", `# 스프린트 플래닝 (2026-06-02)

| 이슈 | 제목 | 담당 | SP |
|---|---|---|---|
| PAY-101 | 환불 API | 지훈 | 5 |
| PAY-102 | 결제 알림 | 소라 | 3 |
`, []want{
		{line: 5, owners: "지훈", due: "", title: "환불 API (PAY-101)"},
		{line: 6, owners: "소라", due: "", title: "결제 알림 (PAY-102)"},
	}},
	{"ko: '님은 … 받아주세요' asks that person; the request becomes the to-do form", `# 회의 요약 (2026-06-03)

## 요청 사항
1. 태호님은 서버 증설 견적 받아주세요
`, []want{
		{line: 4, owners: "태호 님", due: "", title: "서버 증설 견적 받기"},
	}},
	{"ko: a request to a named person is work outside an action section too", "# 회의 요약 (2026-06-03)\n\n1. 런칭일 확정\n2. 태호님은 서버 증설 견적 받아주세요\n", []want{
		{line: 4, owners: "태호", due: "", title: "서버 증설 견적 받기"},
	}},
	{"ko: a heading's tilde date is its items' deadline", "# 개발 회의 (2026-06-01)\n\n## TODO (~6/5)\n- 로그인 페이지 - 지훈\n- 회원가입 API 만들기\n", []want{
		{line: 4, owners: "지훈", due: "~6/5", title: "로그인 페이지"},
		{line: 5, owners: "", due: "~6/5", title: "회원가입 API 만들기"},
	}},
	{"ko: an item written as table fields gives work, owner and deadline", `# 회의록 2026-06-02

## 역할 분담
• 로그인 구현 | 지훈 | 6/5
• 회원가입 UI | 소라
`, []want{
		{line: 4, owners: "지훈", due: "6/5", title: "로그인 구현"},
		{line: 5, owners: "소라", due: "", title: "회원가입 UI"},
	}},
	{"ko: a speaker's time opening the promise is its due; the promise becomes the to-do form", `# 데일리 (2026-06-03)

지훈: 저는 이번 주에 로그인 끝낼게요
지훈: 오늘은 로그 모니터링 보겠습니다
`, []want{
		{line: 3, owners: "지훈", due: "이번 주", title: "로그인 끝내기", needsHuman: true},
		{line: 4, owners: "지훈", due: "오늘", title: "로그 모니터링 보기", needsHuman: true},
	}},
	{"ko: a general meeting's resolutions and reports are records; its follow-ups are work", `# 정기총회 회의록 (2026-03-14)

## 의결 사항
- 2026년 예산안 승인 - 가결
- 회칙 개정안 - 부결

## 보고 사항
- 2025년 사업 실적 보고 (사무국장)

## 후속 조치
- 예산안 회원 공지 - 박서윤 (3/20까지)
`, []want{
		{line: 11, owners: "박서윤", due: "3/20까지", title: "예산안 회원 공지"},
	}},
	{"ko: an officer before a colon takes the work; a full name after one only says who holds the office", `# 정기총회 (2026-03-14)

## 후속 조치
- 총무: 예산안 회원 공지 (3/20까지)
- 회장: 장소 대여 신청
- 부회장: 박서윤
`, []want{
		{line: 4, owners: "총무", due: "3/20까지", title: "예산안 회원 공지"},
		{line: 5, owners: "회장", due: "", title: "장소 대여 신청"},
	}},
}

func TestKoStudyTrials(t *testing.T) { runFormCases(t, koStudyTrialCases) }

// TestKoChoiceDecidedIsQuiet: a choice the meeting settled is no possible
// action even when a word before 은/는 could be read as a person.
func TestKoChoiceDecidedIsQuiet(t *testing.T) {
	notes := "# 회의록 - 2026.03.21\n\n참석: 지수, 하늘, 도윤, 예린\n\n- 서버는 일단 Firebase로 가기로 결정\n- 프론트는 React로 통일\n- 지수가 API 문서 작성하기로 결정\n"
	got := possibleLines(t, notes, nil)
	for _, line := range []int{5, 6} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	if _, ok := got[7]; !ok {
		if _, took := ownersByLine(t, notes)[7]; !took {
			t.Errorf("line 7 (work decided for 지수) is neither possible nor extracted")
		}
	}
}

// Prose that puts each clause's object first ("발표 자료는 서연이가
// 만들기로 했고 …") gives each roster person their work; before, the
// first clause swallowed the second and 민서's work was lost. A person put
// first keeps the work ("지훈은 서연이가 만든 보고서를 검토하고").
func TestKoFrontedObjectClauses(t *testing.T) {
	notes := "# 회의록 2019-04-02\n\n**회의 내용**\n\n중간발표 준비를 논의함. 발표 자료는 서연이가 만들기로 했고 시연 영상은 민서가 4월 5일까지 찍기로 함.\n\n지훈은 서연이가 만든 보고서를 검토하고, 민서는 표지를 쓰기로 했다.\n"
	wantWithRoster(t, notes, []want{
		{line: 5, owners: "서연", title: "발표 자료 만들기", needsHuman: true},
		{line: 5, owners: "민서", due: "4월 5일까지", title: "시연 영상 찍기", needsHuman: true},
		{line: 7, owners: "지훈", title: "서연이가 만든 보고서 검토", needsHuman: true},
		{line: 7, owners: "민서", title: "표지 쓰기", needsHuman: true},
	})
}

// A person's block that pairs "이번주:" (what was done) with "다음주:"
// (what comes) gives the second only; before, "- 이번주: 서버 배포" was a
// task owned by "이번주" (a surname syllable opening a three-syllable
// word) or a possible action.
func TestKoThisWeekBesideNextWeek(t *testing.T) {
	notes := "# 주간 회의 (2021.10.05)\n\n### 지훈\n- 이번주: 크롤러 완성\n- 다음주: 데이터 정제 스크립트 작성\n\n### 민서\n- 이번주: 서버 배포\n- 다음주: CI 구축\n"
	wantWithRoster(t, notes, []want{
		{line: 5, owners: "지훈", due: "다음주", title: "데이터 정제 스크립트 작성"},
		{line: 9, owners: "민서", due: "다음주", title: "CI 구축"},
	})
}

// A progress check that names each person in parentheses ("로그인/회원가입
// 완료 (지훈)", "메인 화면 70% (서연)", "배포 환경 구성 중 (민서)")
// reports; before, each was a possible action of that person. The plan
// under it stays work.
func TestKoProgressWithTrailingName(t *testing.T) {
	notes := "# 팀 회의록\n\n### 1. 중간 점검\n- 로그인/회원가입 완료 (지훈)\n- 메인 화면 70% (서연)\n- 배포 환경 구성 중 (민서)\n- API 문서 정리 이번 주 중 (지훈)\n\n### 2. 다음 스프린트 계획\n- 게시판 CRUD → 지훈\n"
	wantWithRoster(t, notes, []want{
		{line: 7, owners: "지훈", due: "이번 주 중", title: "API 문서 정리", needsHuman: true},
		{line: 10, owners: "지훈", due: "다음 스프린트", title: "게시판 CRUD"},
	})
}

// wantWithRoster checks what Parse reads of notes with the test roster.
func wantWithRoster(t *testing.T, notes string, want []want) {
	t.Helper()
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(want), dump(got))
	}
	for i, w := range want {
		g := got[i]
		if g.Line != w.line || strings.Join(g.Owners, " ") != w.owners || g.Due != w.due || g.Title != w.title || (len(g.Problems) > 0) != w.needsHuman {
			t.Errorf("candidate %d:\n got %s\nwant %s", i, dump(got[i:i+1]), w)
		}
	}
}
