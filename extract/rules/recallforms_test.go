package rules

import (
	"context"
	"fmt"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// Forms that raise recall on minutes of teams nobody tuned on (issue 28),
// each in notes written for this test.
var recallCases = []formCase{
	{"an open box nested under a box in an action section is a step, whatever verb opens it; a pull request's title is none", `# Team sync

## Tasks
- [ ] [Kira] Spring retreat
    - [ ] Book the venue
    - [ ] Storyboard the welcome clip
    - [ ] Recolour the badges
- [ ] [Milo] Review the parser rewrite
    - [ ] Adds streaming support to the tokenizer #812
`, []want{
		{line: 4, owners: "Kira", due: "", title: "Spring retreat"},
		{line: 5, owners: "Kira", due: "", title: "Book the venue"},
		{line: 6, owners: "Kira", due: "", title: "Storyboard the welcome clip"},
		{line: 7, owners: "Kira", due: "", title: "Recolour the badges"},
		{line: 8, owners: "Milo", due: "", title: "Review the parser rewrite"},
	}},
	{"the group's progressive or onset future carries the verb of work after it", `# Sync

## Notes
- The venue is confirmed.
- We will be drafting the sponsor letter with the board
- Will begin collecting the survey answers
- We will be happy to host
`, []want{
		{line: 5, owners: "", due: "", title: "drafting the sponsor letter with the board", needsHuman: true},
		{line: 6, owners: "", due: "", title: "collecting the survey answers", needsHuman: true},
	}},
	{"a third-person verb or a noun before \"to the\" is no owner", `# Sync

## Action items
- Changes to the style guide are needed before the release
- Vera to send the agenda

## Notes
- Vera: no objection. Proposes to close the poll on Friday.
`, []want{
		{line: 4, owners: "", due: "", title: "Changes to the style guide are needed before the release"},
		{line: 5, owners: "Vera", due: "", title: "send the agenda"},
	}},
	{"a verb's -ing or -ed form before \"to\" opens a clause, not a name; a working group is a group", `# Sync

## Notes
- Hoping to publish the roadmap in the spring
- Attempting to retire the old build server this quarter
- Rosa Suggested to postpone the vote
- Docs Working group to review the style guide
`, []want{
		{line: 7, owners: "Docs Working group", due: "", title: "review the style guide", needsHuman: true},
	}},
	{"the items a parent announces as work to make or wanted are that work; details under another parent are not", `# Sync

## Discussion
- Outcome: issues will be opened for the migration
  - Export of old boards
  - Redirects for archived pages
- More guides needed
  - Reviewer onboarding guide
  - Release checklist for maintainers
- Migration timeline
  - Export of old boards
  - Redirects for archived pages
- Volunteers needed
  - Did anyone sign up? 
  - Maybe later
`, []want{
		{line: 5, owners: "", due: "", title: "Export of old boards", needsHuman: true},
		{line: 6, owners: "", due: "", title: "Redirects for archived pages", needsHuman: true},
		{line: 8, owners: "", due: "", title: "Reviewer onboarding guide", needsHuman: true},
		{line: 9, owners: "", due: "", title: "Release checklist for maintainers", needsHuman: true},
	}},
	{"ko: a paragraph under a future-work heading that ends in a noun of work, sentence stop or not, is that work", `# 3주차

## 다음 주 목표
설계 문서에 맞춰 로그인 화면 구현.

## 이번 주 한 일
로그인 화면 설계를 완료했다.
`, []want{
		{line: 4, owners: "", due: "다음 주", title: "설계 문서에 맞춰 로그인 화면 구현"},
	}},
	{"ko: a label that names a time to come is the line's deadline; a label of a list kind is none", `# 5주차

## 메모
다음 주: 요구사항 정리
다음 단계: 요구사항 정리
`, []want{
		{line: 4, owners: "", due: "다음 주", title: "요구사항 정리", needsHuman: true},
	}},
}

func TestRecallForms(t *testing.T) { runFormCases(t, recallCases) }

// TestLeadLabelNotURLScheme: a URL's scheme is no label in front of a
// line, so the verb that opens the line still gives it its form.
func TestLeadLabelNotURLScheme(t *testing.T) {
	notes := "# Sync\n\n- Add retry tests https://example.org/guide\n- Write the FAQ http://example.org/faq\n- Docs: write the FAQ\n"
	d, err := doc.Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	p := newParser(d, nil, false)
	for _, n := range d.Nodes {
		if n.Kind != doc.ListItem {
			continue
		}
		if f := p.formSignal(stripInline(n.Text), n); f != formImperative {
			t.Errorf("line %d %q: form %q, want %q", n.Line, n.Text, f, formImperative)
		}
	}
}

// TestWordScansBounded: like recurs, commonWord scans the notes once per
// distinct word only up to maxWordScans words; past it a word is read as
// written, without a scan (only hostile notes get there).
func TestWordScansBounded(t *testing.T) {
	notes := "# Sync\n\n- we read the mail\n- Mail the sponsors\n"
	d, err := doc.Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	p := newParser(d, nil, false)
	if !p.commonWord("Mail") {
		t.Fatal(`"Mail" is written in lower case mid-sentence: a common word`)
	}
	q := newParser(d, nil, false)
	for i := 0; len(q.words) < maxWordScans; i++ {
		q.recurs(fmt.Sprintf("w%d", i))
	}
	if q.commonWord("Mail") || len(q.words) > maxWordScans {
		t.Errorf("past the bound commonWord scanned: %d words looked up", len(q.words))
	}
}
