package rules

import "testing"

// Korean minutes whose structure, not their words, carries the work
// (trial ko-trials36), in notes written for this test.
var koTrials36Cases = []formCase{
	{"ko: an item that is only a schedule's period ('3/2~3/10 (중간발표 2주 전까지)') is no action; the items under it are the period's work, due by it — one no other rule reads ('관리자: 게시글 목록 조회') for a person to confirm", `# 3차 회의

참석자: 김서준, 이도윤, 박하은

2. 개발 일정
- 3/2~3/10 (중간발표 2주 전까지)
    - 공통: 로그인 화면 : 김서준
    - 관리자: 게시글 목록 조회
- 3/11~3/17
    - 검색: 필터 기능
`, []want{
		{line: 7, owners: "김서준", due: "3/2~3/10 (중간발표 2주 전까지)", title: "공통: 로그인 화면", needsHuman: true},
		{line: 8, due: "3/2~3/10 (중간발표 2주 전까지)", title: "관리자: 게시글 목록 조회", needsHuman: true},
		{line: 10, due: "3/11~3/17", title: "검색: 필터 기능", needsHuman: true},
	}},
	{"ko: an item that is only a deadline and its date ('다음 sprint 2까지 (4/8)') or a deadline and a label of work ('4/2(화)까지 해야 할 일들') labels the items under it and is none itself", `# 주간 회의

## 인프라 파트 계획

현우

1. 로그 수집 서버 띄우기
2. 배포 스크립트 정리

- 다음 sprint 2까지 (4/8)
  - 필수: 1번 → 2번

4. 4/2(화)까지 해야 할 일들
 1) 발표 주제 확정하기
`, []want{
		{line: 7, owners: "현우", title: "로그 수집 서버 띄우기"},
		{line: 8, owners: "현우", title: "배포 스크립트 정리"},
		{line: 14, owners: "현우", due: "4/2(화)까지", title: "발표 주제 확정", needsHuman: true},
	}},
	{"ko: under a label of feedback or changes ('셀C 피드백', '화면 설계 회의 및 수정사항', '멘토님 피드백' over '1) 게시판') the items that name a change are the team's work; remarks, questions and sub-labels stay out", `# 5.2 셀 C 정기 미팅

셀C 피드백

- 목록 화면: 정렬 버튼 추가
- 상세 화면에도 작성자 표시되어야 함
- 미래 날짜 선택 안 되게
- 전체적으로 깔끔함

1. 화면 설계 회의 및 수정사항
 1) 검색창에 자동완성 기능 넣기
 2) 버튼 규격 통일시키기
   - 버튼 크기: 120 X 40
2. 멘토님 피드백
 1) 게시판
   - 공지 게시판 제거
   - 글 목록 – 제목이 잘려서 보기 어려움
   - 신고 기능은 어떻게 할 것인가?
`, []want{
		{line: 5, title: "목록 화면: 정렬 버튼 추가", needsHuman: true},
		{line: 6, title: "상세 화면에도 작성자 표시되어야", needsHuman: true},
		{line: 7, title: "미래 날짜 선택 안 되게", needsHuman: true},
		{line: 11, title: "검색창에 자동완성 기능 넣기", needsHuman: true},
		{line: 12, title: "버튼 규격 통일시키기", needsHuman: true},
		{line: 16, title: "공지 게시판 제거", needsHuman: true},
	}},
	{"ko: under a label of changes to the team ('인원 변동', '## 인원 재편성') who moves where ('이나래: 셀7', '박도윤: 프론트 -> 인프라') is no task, in a plan too; a person's work beside them still is", `# 11.3 정기 미팅

## 다음 주 계획

인원 변동

- 이나래: 셀7
- 박도윤: 프론트 -> 인프라

단기 계획

- 김가온: 로그 화면 수정하기
`, []want{
		{line: 12, owners: "김가온", due: "다음 주", title: "로그 화면 수정"},
	}},
}

func TestKoTrials36Forms(t *testing.T) { runFormCases(t, koTrials36Cases) }
