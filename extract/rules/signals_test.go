package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// possibleLines runs the rules and the signal detector on notes and
// returns the possible actions by line.
func possibleLines(t *testing.T, notes string, roster *extract.Roster) map[int]extract.PossibleAction {
	t.Helper()
	cands, err := Parse(context.Background(), []byte(notes), roster)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := PossibleActions(context.Background(), []byte(notes), roster, cands)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]extract.PossibleAction{}
	for _, p := range ps {
		out[p.Line] = p
	}
	for _, c := range cands {
		if _, ok := out[c.Line]; ok {
			t.Errorf("line %d is both extracted and possible", c.Line)
		}
	}
	return out
}

func kinds(p extract.PossibleAction) string {
	seen := map[string]bool{}
	var ks []string
	for _, s := range p.Signals {
		if !seen[s.Kind] {
			seen[s.Kind] = true
			ks = append(ks, s.Kind)
		}
	}
	return strings.Join(ks, ",")
}

// TestPossibleForms: the generic shapes issue 28 names (written anew
// here, not taken from any corpus) are reported with their signals when
// the rules do not extract them, and the false positives it names are not.
func TestPossibleForms(t *testing.T) {
	notes := `# 주간 회의

## 진행 상황
- 데이터 수집 완료
- 참석자 : 김하늘, 박서연

## 다음 회의 전까지
- 발표 자료 초안 만들어 오기
- 설문 문항 정리하라

## Notes
- [ ] ~~draft~~ write the migration plan and share it
- Sam said he'd look into the flaky test
- Decision: the bucket will be renamed
- For now, bump the dependency to 1.4 before the next release
- 수집 데이터의 칼럼 명 통일 (전처리 시작 전)
- Alice: I agree this is hard to follow.
- Nick should look at the flaky test
- Greg: think about how the cache is invalidated
- [x] 배포 스크립트 정리
- If you have comments, please share them.
- 처음부터 끝까지 다시 짜기
- These calls should be focused on planning (@ana)
- 스크럼 보드 정리 ` + "`하늘`" + `

| 이름 | 역할 |
| --- | --- |
| 김하늘 | 백엔드 |
`
	r, err := extract.ParseRoster([]byte("people:\n  - name: 김하늘\n  - name: 박서연\n  - name: Sam\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := possibleLines(t, notes, r)
	lines := strings.Split(notes, "\n")
	want := map[string]string{
		"발표 자료 초안 만들어 오기":              "",
		"설문 문항 정리하라":                   "",
		"write the migration plan":     "",
		"Sam said he'd look into":      "person",
		"For now, bump the dependency": "",
		"칼럼 명 통일":                      "deadline",
		"스크럼 보드 정리":                    "person",
		"Nick should look at":          "form",
		"Greg: think about":            "person",
	}
	wantNot := []string{"데이터 수집 완료", "참석자 :", "Decision: the bucket", "Alice: I agree", "| 김하늘 | 백엔드 |", "# 주간 회의",
		"[x] 배포 스크립트", "If you have comments", "처음부터 끝까지", "These calls should be"}
	for i, l := range lines {
		p, ok := got[i+1]
		for frag, kind := range want {
			if strings.Contains(l, frag) && !extractedLine(t, notes, r, i+1) {
				if !ok {
					t.Errorf("line %d %q: not reported as a possible action", i+1, l)
				} else if kind != "" && !strings.Contains(kinds(p), kind) {
					t.Errorf("line %d %q: signals %v, want a %s signal", i+1, l, p.Signals, kind)
				}
			}
		}
		for _, frag := range wantNot {
			if strings.Contains(l, frag) && ok {
				t.Errorf("line %d %q: reported as a possible action (%v), want nothing", i+1, l, p.Signals)
			}
		}
	}
}

func extractedLine(t *testing.T, notes string, r *extract.Roster, line int) bool {
	cands, _ := Parse(context.Background(), []byte(notes), r)
	for _, c := range cands {
		if c.Line == line {
			return true
		}
	}
	return false
}

// TestPossibleNotOnExtracted: a line the extractor took is never also a
// possible action, and every possible action says what it carried.
func TestPossibleNotOnExtracted(t *testing.T) {
	notes := "## Action items\n- @ana to send the invoice by Friday\n- follow up with legal\n\n## Notes\n- Ben will prepare the slides this weekend\n"
	got := possibleLines(t, notes, nil)
	for line, p := range got {
		if len(p.Signals) < 2 {
			t.Errorf("line %d: %d signals, want at least two kinds", line, len(p.Signals))
		}
	}
}

func TestPossibleRefsStable(t *testing.T) {
	ps := extract.NamePossible([]extract.PossibleAction{{Line: 9, Text: "a  b"}, {Line: 3, Text: "a b"}, {Line: 5, Text: "c"}})
	if ps[0].Line != 3 || ps[0].Ref != extract.PossibleRef("a b", 1) || ps[2].Ref != extract.PossibleRef("a b", 2) || ps[0].Ref == ps[2].Ref {
		t.Fatalf("refs: %+v", ps)
	}
}

// TestPossibleModelMiss: when a model extracted the notes, a line the
// rules read as an action and the model left out is a possible action
// with the rules' reading among its signals, even with no other signal.
func TestPossibleModelMiss(t *testing.T) {
	notes := "# 회의\n\n| 담당 | 할 일 |\n|---|---|\n| 김하늘 | 창고 재고 실사 |\n| 박서연 | 반품 정리 |\n"
	model := []extract.Candidate{{Line: 5, Title: "창고 재고 실사"}}
	ps, err := ModelCheck{}.Possible(context.Background(), extract.Input{Notes: []byte(notes)}, model)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || ps[0].Line != 6 || !strings.Contains(kinds(ps[0]), extract.SignalRules) {
		t.Fatalf("possible %+v, want line 6 with the rules' reading", ps)
	}
}

// TestPossibleLargeInputBounded: the signal detector over 2 MB of hostile
// lines (deep nesting, long lines full of signals) finishes and honours
// cancellation; BenchmarkLargeInput measures its speed.
func TestPossibleLargeInputBounded(t *testing.T) {
	// Independent and CPU-bound under -race: run beside the others.
	t.Parallel()
	notes := possibleHostileNotes(largeInputBytes / 5)
	if _, err := (ModelCheck{}).Possible(context.Background(), extract.Input{Notes: notes}, nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PossibleActions(ctx, notes, nil, nil); err == nil {
		t.Error("cancelled context ignored")
	}
}

// TestPossibleFirstPerson: a first-person commitment or offer is a
// possible action with the speaker as its person, also inside a long
// paragraph of prose minutes (read by its committing sentence); speech
// about the meeting itself, being somewhere and agenda topics are not.
func TestPossibleFirstPerson(t *testing.T) {
	long := "Kim: The parser has been slow for a while and the profile shows most of the time going into allocation of small buffers in the tokenizer, which nobody has looked at since the rewrite last spring. I can write a benchmark for the tokenizer so we see where it stands before the release."
	notes := "# Sync\n\n" +
		"ABC: Can you look at the flaky test?\n\n" +
		"XYZ: I can do that.\n\n" +
		"XYZ: I will\n\n" +
		"- I will be coordinating the user interviews\n\n" +
		long + "\n\n" +
		"Lee: I can talk about the roadmap first.\n\n" +
		"Lee: I'll be there.\n\n" +
		"- Update on the website\n\n" +
		"ABC: Thanks.\n"
	ps := possibleLines(t, notes, nil)
	for line, want := range map[int]string{5: "XYZ (speaking)", 7: "XYZ (speaking)", 11: "Kim (speaking)"} {
		p, ok := ps[line]
		if !ok {
			t.Errorf("line %d: not possible", line)
			continue
		}
		if !strings.Contains(p.SignalText(), "person: "+want) || !strings.Contains(p.SignalText(), "form: first-person") {
			t.Errorf("line %d: signals %q, want person %q and a first-person form", line, p.SignalText(), want)
		}
	}
	if p, ok := ps[9]; !ok || !strings.Contains(p.SignalText(), "first-person commitment") {
		t.Errorf("line 9 (the writer's own commitment): %+v", p)
	}
	for _, line := range []int{3, 13, 15, 17, 19} {
		if p, ok := ps[line]; ok {
			t.Errorf("line %d possible: %s", line, p.SignalText())
		}
	}
	// A long paragraph is never extracted whole: a person reads the
	// sentence it was flagged for.
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cands {
		if c.Line == 11 {
			t.Errorf("long paragraph extracted: %+v", c)
		}
	}
}

func TestFirstPersonForm(t *testing.T) {
	for in, want := range map[string]string{
		"i will":                                                     formFirst,
		"yes, i can do that.":                                        formOffer,
		"so i'll send the draft to the list":                         formFirst,
		"but also need to check. i need to send it":                  formOffer,
		"i'm going to check with addison about this":                 formFirst,
		"i can see the problem":                                      "",
		"i could draft something":                                    "",
		"i'll start by saying that it works":                         "",
		"i can talk about the versioning":                            "",
		"we will send it":                                            "",
		"the only person i can contact is him":                       "",
		"compiling questions which i will organise":                  formFirst,
		"now that i'm back [from leave] i can try and get on a call": formOffer,
	} {
		if got := firstPersonForm(in); got != want {
			t.Errorf("firstPersonForm(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPassiveFutureWithDeadline: a passive future of work with a
// deadline is an action with nobody named ("Invitations will be sent
// this week", "The slides will be ready in a week or two"); without a
// deadline it stays a statement.
func TestPassiveFutureWithDeadline(t *testing.T) {
	notes := "# Sync\n\n## Summit\n\n- Timeline:\n  - Invitations will be sent this week.\n  - The slides will be ready in a week or two\n  - The venue will be announced.\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]extract.Candidate{}
	for _, c := range cands {
		got[c.Line] = c
	}
	if c, ok := got[6]; !ok || c.Due != "this week" {
		t.Errorf("line 6: %+v (extracted %v)", c, ok)
	}
	if c, ok := got[7]; !ok || c.Due != "in a week or two" {
		t.Errorf("line 7: %+v (extracted %v)", c, ok)
	}
	if c, ok := got[8]; ok {
		t.Errorf("line 8 extracted: %+v", c)
	}
}

// TestTopicNounNoTask: "Update on …", "Review of …" name an agenda topic,
// not work: not extracted under a bracketed name or as a sub-step of an
// action item, and not a possible action; the verb itself still is.
func TestTopicNounNoTask(t *testing.T) {
	notes := "# Sync\n\n- [Ana] Update on performance\n- [Ana] Update the benchmark page\n\n## Action items\n\n- Kim: the release\n  - update on next meeting\n  - update the changelog\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cands {
		got[c.Line] = true
	}
	for line, want := range map[int]bool{3: false, 4: true, 9: false, 10: true} {
		if got[line] != want {
			t.Errorf("line %d extracted %v, want %v", line, got[line], want)
		}
	}
	ps := possibleLines(t, notes, nil)
	for _, line := range []int{3, 9} {
		if p, ok := ps[line]; ok {
			t.Errorf("line %d possible: %s", line, p.SignalText())
		}
	}
}
