package rules

import "testing"

// TestNumberedTitles: minutes numbered as a word processor or a report
// template numbers its parts, with no heading markup ("1. 백엔드" over
// "가. 진행사항" over "- …"), are read by those parts: only the plan's
// items are work, each with its part's team and the label's deadline.
// Read as one numbered list, the "다음주까지:" label ran on over the next
// part and its titles and progress lines became tasks.
func TestNumberedTitles(t *testing.T) {
	got, _ := parseWithPossible(t, `주간 회의록
1. 백엔드
가. 진행사항
- 회원 API 구현 완료
나. 계획
다음주까지:
- 로그인 API 구현
2. 프론트엔드
가. 진행사항
- 회원 화면 구현 완료
나. 계획
- 로그인 화면 연결
`)
	if len(got) != 2 || got[0].Line != 7 || got[1].Line != 12 {
		t.Fatalf("extracted %s, want lines 7 and 12", dump(got))
	}
	if got[0].Due != "다음주까지" {
		t.Errorf("line 7 due %q, want 다음주까지", got[0].Due)
	}
	// "2. Topic: …" over a paragraph titles its part too once "1."
	// titled the action list: the discussion under it is no action.
	got, _ = parseWithPossible(t, `Working group call
1. Actions

- Tim to update the test suite
- Ana to email the list about the chair

2. Topic: PR review

*Timeboxed review of the ready items.*

Ana: We need a new chair. I told Bo I could do it.

Tim: Something like that, and the chair keeps one vote.
`)
	if len(got) != 2 || got[0].Line != 4 || got[1].Line != 5 {
		t.Errorf("extracted %s, want lines 4 and 5", dump(got))
	}
}
