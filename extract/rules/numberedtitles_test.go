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

// TestNumberedTitleOverBullets: a numbered line right over bullets at its
// margin titles that part when it reads as a title — a team or a topic,
// no owner, deadline or noun of work after it ("2. 프론트엔드" over "-
// 화면 수정함" and "나. 차주 목표"); a numbered task closed by its people
// or a noun of work keeps its steps ("1. 로그인 구현" over "- 세부 화면
// 작성").
func TestNumberedTitleOverBullets(t *testing.T) {
	got, _ := parseWithPossible(t, `주간 회의록
1. 백엔드
- 회원 API 구현 완료
- 배포 스크립트 정리함
2. 프론트엔드
- 입력칸을 작게 수정함
나. 차주 목표
- 상기된 오류 수정
- 결과 화면의 섹터 나누기
`)
	if len(got) != 2 || got[0].Line != 8 || got[1].Line != 9 {
		t.Fatalf("extracted %s, want the goals on lines 8 and 9", dump(got))
	}
	got, _ = parseWithPossible(t, `향후 계획
1. 로그인 구현
- 세부 화면 작성
2. 발표 준비 – 이서아
- 발표 대본 작성
`)
	lines := map[int]bool{}
	for _, c := range got {
		lines[c.Line] = true
	}
	if !lines[2] || !lines[4] {
		t.Errorf("extracted %s, want the numbered tasks on lines 2 and 4 read as work", dump(got))
	}
}

// TestRomanNumbersOutermost: Roman numerals title the outermost parts
// even where a "1)" titled a part before them: "Ⅲ. Action Items" is no
// part of "1) Meeting information", so the person titled under it
// owns the items of the carried-over list quoted under the name.
func TestRomanNumbersOutermost(t *testing.T) {
	got, _ := parseWithPossible(t, `Project meeting

1) Meeting information
* Chat: the project room
* Calendar: the project calendar

Ⅰ. Agenda

1. Introductions

Ⅱ. Attendees

* Erik
* Nick

Ⅲ. Action Items

***Erik***
> ***Continuation***
> * re-purpose the education repository to deploy on RTD
> * add the new package to the affiliated list
`)
	if len(got) != 2 {
		t.Fatalf("extracted %s, want Erik's two items", dump(got))
	}
	for _, c := range got {
		if c.Assignee != "Erik" {
			t.Errorf("line %d owner %q, want Erik", c.Line, c.Assignee)
		}
	}
}

// TestDecimalOutlineTitles: a decimal outline's part numbers ("3.2.",
// "3.2.1.") title parts as a word processor's multilevel numbering
// exports them: the action items of one meeting's part are work, the
// agenda's questions in another part are not; a numbered line that
// closes with its owner stays an item.
func TestDecimalOutlineTitles(t *testing.T) {
	got, _ := parseWithPossible(t, `# Steering meetings 2031

1. Agenda and notes

1.1. Next

* Should we enable code scanning for all repos?
* Should we take another look at the event catalog?

1.2. May 8, 2031

1.2.1. Participants

* Rosa Ibarra
* Teo Marsh

1.2.2. Action items
* Rosa: Ask the security officers to try out private reporting.
* Teo: Convert the draft issues into issues.

1.3. April 24, 2031

1.3.1 Notes
* We have quorum.
`)
	if len(got) != 2 || got[0].Assignee != "Rosa" || got[1].Assignee != "Teo" {
		t.Errorf("extracted %s, want Rosa's and Teo's action items", dump(got))
	}
}
