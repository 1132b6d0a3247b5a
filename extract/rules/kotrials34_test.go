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
