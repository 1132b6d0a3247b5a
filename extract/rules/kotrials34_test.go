package rules

import "testing"

// Forms of minutes written to a company-like template — an issue form
// copied into every meeting, a page exported from a note app, a team's
// weekly thread (trial ko-trials34), each in notes written for this test.
var koTrials34Cases = []formCase{
	{"ko: an issue template's action items left unfilled ('@담당자 — 할 일 (기한: YYYY-MM-DD)', '@owner — task (due: MM/DD)') are places for actions; the one a member filled in is an action", `# [SCRUM] 2025-04-01

### 참석자

민지, 현우, 서연

### 액션 아이템

- [ ] @담당자 — 할 일 (기한: YYYY-MM-DD)
- [ ] @민지 — 배너 시안 수정 (기한: 2025-04-03)
- [ ] @owner — task (due: MM/DD)
- [ ] 담당자: 내용
`, []want{
		{line: 10, owners: "민지", due: "기한: 2025-04-03", title: "배너 시안 수정"},
	}},
	{"ko: numbered part labels over dash items at the same margin ('1. 오늘 한 일' / '- …' / '2. 내일 진행할 일' / '- …', issue references '#42' under the points) title those items; numbered tasks over their steps under an action heading stay tasks", `# [RETRO] 2025-04-01

### 결정 사항

1. 오늘 한 일
- 장바구니 API 연결
#41
2. 내일 진행할 일
- 주문 내역 페이지 구현
#42
- 쿠폰 적용 로직 수정
#43 #44

### 다음 주 할 일
1. 리뷰 작성 기능
- 별점 컴포넌트
2. 알림 설정
- 푸시 권한 요청
`, []want{
		{line: 9, due: "내일", title: "주문 내역 페이지 구현"},
		{line: 11, due: "내일", title: "쿠폰 적용 로직 수정"},
		{line: 15, due: "다음 주", title: "리뷰 작성 기능"},
		{line: 16, due: "다음 주", title: "별점 컴포넌트"},
		{line: 17, due: "다음 주", title: "알림 설정"},
		{line: 18, due: "다음 주", title: "푸시 권한 요청"},
	}},
	{"ko: the business register's days ('명일 오전까지', '내주 수요일까지') are due phrases as 내일 and 다음 주 are", `# 주간 회의

## 코멘트

네. 견적서는 명일 오전까지 정리해서 드리겠습니다.

설치 일정표는 내주 수요일까지 보내드리겠습니다.
`, []want{
		{line: 5, due: "명일 오전까지", title: "견적서 정리해서", needsHuman: true},
		{line: 7, due: "내주 수요일까지", title: "설치 일정표 보내", needsHuman: true},
	}},
}

func TestKoTrials34Forms(t *testing.T) { runFormCases(t, koTrials34Cases) }
