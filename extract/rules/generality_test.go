package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Issue 28, generality: commitment signals read from the shape of a line,
// in notes written for these tests.

// TestPossibleNameTo: "Name to <verb>" names a person, also where the
// rules extract nothing (a review of earlier actions without status
// marks); a capitalised word the notes also write in lower case, or a
// verb, before "to" is no one.
func TestPossibleNameTo(t *testing.T) {
	notes := `# Board call

1. Review of action items
    1. Action: Mira to draft the grant letter for the foundation
        1. Still on the agenda
    2. Action: Mira to compare the two hosting quotes
        1. Waiting for the vendor

## Notes
- Contribute to the style guide before the freeze
- Volunteers to help with the booth
- Volunteers to staff the desk on day two
- We asked for volunteers and contributors.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{4, 6} {
		p, ok := got[line]
		if !ok {
			t.Errorf("line %d: not a possible action", line)
			continue
		}
		if !hasSignal(p, extract.SignalPerson, "Mira") {
			t.Errorf("line %d: signals %v, want person Mira", line, p.Signals)
		}
	}
	for _, line := range []int{10, 11, 12} {
		if p, ok := got[line]; ok && hasKind(p.Signals, extract.SignalPerson) {
			t.Errorf("line %d: signals %v, want no person", line, p.Signals)
		}
	}
}

func hasSignal(p extract.PossibleAction, kind, value string) bool {
	for _, s := range p.Signals {
		if s.Kind == kind && strings.TrimSpace(s.Value) == value {
			return true
		}
	}
	return false
}

// TestGroupTakesWork: a team, a body or everyone opening a clause with
// "to"/"will" and a verb takes the work, its name the owner as written.
func TestGroupTakesWork(t *testing.T) {
	runFormCases(t, []formCase{
		{"a group then to or will and a verb", `# Sync

## Notes
- Packaging status => Docs team to refresh the install page
- All to update their profile page
- The Infra group will rotate the signing keys
- The Infra group will be at the summit
`, []want{
			{line: 4, owners: "Docs team", due: "", title: "refresh the install page", needsHuman: true},
			{line: 5, owners: "All", due: "", title: "update their profile page", needsHuman: true},
			{line: 6, owners: "Infra group", due: "", title: "rotate the signing keys", needsHuman: true},
		}},
	})
}

// TestOwnerBesideTheWork: an owner written around the work — a Korean
// name in brackets before a nominal task, @handles closing the line of
// an open box, a label naming whom the work is for, a future-work label
// before "Name - work".
func TestOwnerBesideTheWork(t *testing.T) {
	runFormCases(t, []formCase{
		{"a known name in brackets before a Korean task", `# 4차 회의

참석자: 최유나, 한지민

## 기타
- [유나] 결제 화면 시안 보완
- [지민] 지난주 회고
`, []want{
			{line: 6, owners: "유나", due: "", title: "결제 화면 시안 보완", needsHuman: true},
		}},
		{"handles closing an open box", `# Sync

## Notes
- [ ] 설문 결과 분석 @지민
- [ ] Write the parser tests @ana
`, []want{
			{line: 4, owners: "지민", due: "", title: "설문 결과 분석"},
			{line: 5, owners: "ana", due: "", title: "Write the parser tests"},
		}},
		{"a label naming whom the work is for, or a time, before the owner", `# Sync

Attendees: Ana Silva, Lee Chen

## Notes
- For Ana: check the license headers
- For next session: Lee - draft the FAQ
- For example: the old flow was slow
`, []want{
			{line: 6, owners: "Ana", due: "", title: "check the license headers", needsHuman: true},
			{line: 7, owners: "Lee", due: "For next session", title: "draft the FAQ", needsHuman: true},
		}},
	})
}

// TestPossibleTrailingHandle: the form of a line is read before the
// @handles that close it ("설문 결과 분석 @지민" is a task and a person).
func TestPossibleTrailingHandle(t *testing.T) {
	notes := "# 회의\n\n## 논의\n- 설문 결과 분석 @지민\n"
	p, ok := possibleLines(t, notes, nil)[4]
	if !ok || !hasKind(p.Signals, extract.SignalForm) || !hasKind(p.Signals, extract.SignalPerson) {
		t.Fatalf("line 4: possible %v (%+v), want a form and a person", ok, p.Signals)
	}
}

// TestPossibleTeamWork: a parent item naming a team, or a team as the
// subject ("…에서"), is the person of its work; a decision a team took
// stays a possible action, never extracted from its signals.
func TestPossibleTeamWork(t *testing.T) {
	notes := `# 회의

## 회의 내용
- 프론트엔드
  - 검색 결과 정렬 옵션 추가하기
- 백엔드
  - Add retries to the upload client
- 디자인팀에서 온보딩 일러스트 제작
- 백엔드는 Go로 서버를 작성하기로 결정
`
	got := possibleLines(t, notes, nil)
	for line, team := range map[int]string{5: "프론트엔드", 7: "백엔드", 8: "디자인팀", 9: "백엔드"} {
		p, ok := got[line]
		if !ok {
			t.Errorf("line %d: not a possible action", line)
			continue
		}
		if !hasSignal(p, extract.SignalPerson, team) {
			t.Errorf("line %d: signals %v, want person %s", line, p.Signals, team)
		}
	}
}

// TestReportedPlans: plans reported in running notes — names, then a
// pronoun that commits them ("they’re going to"), a passive plan with a
// deadline ("to be published next week"), a sprint as the horizon.
func TestReportedPlans(t *testing.T) {
	runFormCases(t, []formCase{
		{"names, then a pronoun that commits them", `# Sync

## Notes
- Carl and Dana looked at the cache layer; they’re going to split the service next sprint.
- Carl and Dana looked at the cache layer; it was fine.
`, []want{
			{line: 4, owners: "Carl Dana", due: "next sprint", title: "split the service", needsHuman: true},
		}},
	})
	notes := "# Sync\n\n## Status\n  c. Release digest with the new API notes, to be published next week.\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cands) != 1 || cands[0].Line != 4 || cands[0].Due != "next week" {
		t.Errorf("passive plan with a deadline: got %s", dump(cands))
	}
}

// TestRoleLabelNoTask: "label : value" where the label ends in a role
// or a title names who holds it, no task.
func TestRoleLabelNoTask(t *testing.T) {
	notes := "# 회의\n\n참석자 : 김도윤, 이서아\n지도 교수 : 최교수\n담당 멘토 - 한멘토\n" +
		// Attendance however the team labels it: 참석 인원, 참여 인원, 출석 명단.
		"**참석 인원** : 김도윤, 이서아\n참여 인원: 김도윤\n- 출석 명단 - 김도윤, 이서아\n불참자 : 이서아\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cands) != 0 {
		t.Errorf("role labels read as tasks:\n%s", dump(cands))
	}
}

// TestKoreanLabelAndDeadline: a name with 님 labelling a Korean
// commitment owns it; a nominal task with a deadline written as one
// ("…까지") is an action, its owner for a person to confirm.
func TestKoreanLabelAndDeadline(t *testing.T) {
	runFormCases(t, []formCase{
		{"a name label and a deadline", `# 9차 회의

## 회의 내용
- 하린님: 결제 화면 구현 예정
- 다음주 목요일까지 시연 시나리오 완성
- 시연 시나리오 완성
`, []want{
			{line: 4, owners: "하린", due: "", title: "결제 화면 구현", needsHuman: true},
			{line: 5, owners: "", due: "다음주 목요일까지", title: "시연 시나리오 완성", needsHuman: true},
		}},
	})
}

// TestLabelThatCommits: a label that itself commits ("Assigned to Nils
// to repro:") makes the line an action though only a link follows; a
// line opening with a follow-up is a possible action.
func TestLabelThatCommits(t *testing.T) {
	notes := `# Sync

Attendees: Nils Berg, Ona Vik

## Discussion
- Assigned to Nils to repro: https://example.org/issues/4
- follow up with the caterer about the allergy list
`
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cands) != 1 || cands[0].Line != 6 || cands[0].Assignee != "Nils" {
		t.Errorf("assigned label: got %s", dump(cands))
	}
	if _, ok := possibleLines(t, notes, nil)[7]; !ok {
		t.Error("line 7: a follow-up is not a possible action")
	}
}

// TestStatusRoundPlan: in a round of updates ("Name: topic - status"),
// a subjectless future closing the line is that person's plan.
func TestStatusRoundPlan(t *testing.T) {
	notes := `# Scrum of scrums

Attendees: Lena Kroll, Omar Tal

## Updates
- Lena: Billing - first draft in review - will be demoed to the board next week
- Omar: Search - nothing new
`
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cands) != 1 || cands[0].Line != 6 || cands[0].Assignee != "Lena" || cands[0].Due != "next week" {
		t.Errorf("got %s", dump(cands))
	}
}

// TestTeamParentOwner: an action that names nobody, under a parent item
// that names a team, is that team's.
func TestTeamParentOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"team parent items", `# 회의

## 회의 내용
- 프론트엔드
  - 공통 컴포넌트 분리할 것
- 백엔드
  - 세션 만료 처리 수정할 것
`, []want{
			{line: 5, owners: "프론트엔드", due: "", title: "공통 컴포넌트 분리", needsHuman: true, titleContains: true},
			{line: 7, owners: "백엔드", due: "", title: "세션 만료 처리 수정", needsHuman: true, titleContains: true},
		}},
	})
}

// TestGroupProgressiveAndAdverb: "The SIG will be releasing …" commits
// the group ("The Docs team will be happy to …" does not); "(JL) Formally ask …" is
// the tagged person's work, the adverb before the verb.
func TestGroupProgressiveAndAdverb(t *testing.T) {
	runFormCases(t, []formCase{
		{"group progressive, tag then adverb", `# SIG call

## Notes
- The SIG will be publishing a draft style guide before the next release
- The Docs team will be happy to host the sprint
* (JL) Formally ask the council to create a packaging team
* JL owns the packaging topic.
`, []want{
			{line: 4, owners: "SIG", due: "before the next release", title: "publishing a draft style guide", needsHuman: true, titleContains: true},
			{line: 6, owners: "JL", due: "", title: "ask the council to create a packaging team", needsHuman: true, titleContains: true},
		}},
	})
}

// TestOutcomeLabel: an item's "Outcome:" label introduces what the
// meeting settled; an instruction after it is a possible action.
func TestOutcomeLabel(t *testing.T) {
	notes := "# Triage\n\n## Pull requests\n- Parser rewrite [#12](https://example.org/pull/12) Outcome: ask the author to split it.\n"
	p, ok := possibleLines(t, notes, nil)[4]
	if !ok || !hasKind(p.Signals, extract.SignalContext) {
		t.Fatalf("line 4: possible %v %v, want a context signal", ok, p.Signals)
	}
}

// TestObligationAfterBreak: an obligation after a dash or a colon inside
// the line, and "ASAP" as its deadline.
func TestObligationAfterBreak(t *testing.T) {
	notes := "# Sync\n\n## Notes\n- Grant report--need to collect the usage numbers ASAP\n"
	p, ok := possibleLines(t, notes, nil)[4]
	if !ok || !hasSignal(p, extract.SignalForm, formObligation) || !hasSignal(p, extract.SignalDeadline, "ASAP") {
		t.Fatalf("line 4: possible %v %v, want an obligation due ASAP", ok, p.Signals)
	}
}
