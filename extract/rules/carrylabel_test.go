package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// A carry-over list is often titled by a line the document model reads as
// a label, not a "#" heading: a bold line ("**Continuation items**",
// "***Carried over***") or a short line ending in a colon ("Action items
// from last meeting:"). Its items restate earlier work exactly as under a
// "#" heading; a label of new work that follows ends the carry-over, and a
// plain label or heading keeps its items new.
func TestCarryOverLabelMarksItsList(t *testing.T) {
	for _, c := range []struct {
		notes string
		want  []string // Restates of the items, in order
	}{
		{"# Weekly sync\n\n**Continuation items**\n- @Alice draft the venue checklist\n- @Bob book the shuttle for the offsite\n",
			[]string{extract.RestatesCarryOver, extract.RestatesCarryOver}},
		{"# Weekly sync\n\n***Carried over***\n- [ ] @Alice draft the venue checklist\n",
			[]string{extract.RestatesCarryOver}},
		{"# Weekly sync\n\nAction items from last meeting:\n- Alice to draft the venue checklist\n\n## Notes\n\nAction items:\n- Bob to book the shuttle for the offsite\n",
			[]string{extract.RestatesCarryOver, ""}},
		{"# 주간 회의\n\n**지난 회의 액션 점검**\n- @지훈 장소 체크리스트 작성\n",
			[]string{extract.RestatesCarryOver}},
		// A heading naming a review of earlier actions, however worded.
		{"# Weekly sync\n\n#### Review of previous action items\n\n* [ ] @Alice: Draft the venue checklist.\n\n## Next steps\n\n* @Bob: Book the shuttle for the offsite.\n",
			[]string{extract.RestatesCarryOver, ""}},
		{"# 주간 회의\n\n## 지난주 액션 아이템 리뷰\n- @지훈 장소 체크리스트 작성\n",
			[]string{extract.RestatesCarryOver}},
		// A label of new work after the carry-over list: its items are new.
		{"## Carried over\n- @Alice draft the venue checklist\n\n**Action items**\n- @Bob book the shuttle for the offsite\n",
			[]string{extract.RestatesCarryOver, ""}},
		{"# Weekly sync\n\n**Action items**\n- @Alice draft the venue checklist\n",
			[]string{""}},
		{"# Weekly sync\n\nAction items:\n- Alice to draft the venue checklist\n",
			[]string{""}},
	} {
		got, err := Parse(context.Background(), []byte(c.notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: %d items %+v, want %d", c.notes, len(got), got, len(c.want))
			continue
		}
		for i, w := range c.want {
			if got[i].Restates != w {
				t.Errorf("%q: item %d %q restates %q, want %q", c.notes, i, got[i].Title, got[i].Restates, w)
			}
		}
	}
}

// A note under an item of a carry-over list that opens "<Verb> to …"
// ("Move to next meeting", "Started to write a proposal: <link>") says
// what became of that earlier action: no action of its own, and never a
// person named "Move". A note naming a known person is still read.
func TestCarryOverItemNotesAreNoActions(t *testing.T) {
	notes := "# Weekly sync\n\n## Review action items\n\n* [ ] @Alice: Draft the venue checklist.\n    * Move to next meeting\n" +
		"* [ ] @Bob: Write a proposal for remote caches.\n    * Started to write a proposal: https://example.org/p\n    * Alice to review it by Friday\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, c := range got {
		lines = append(lines, c.Line)
		if c.Assignee == "Move" || c.Assignee == "Started" {
			t.Errorf("line %d %q read with owner %q", c.Line, c.Title, c.Assignee)
		}
	}
	if len(got) != 3 || got[0].Line != 5 || got[1].Line != 7 || got[2].Line != 9 {
		t.Errorf("lines %v, want [5 7 9]: %+v", lines, got)
	}
}

// A note under a carried item naming a person the notes do not list
// ("Omar to send the slides") is that person's action: only a verb where
// the owner stands ("Moved to …", "Deferred to …") says what became of
// the earlier one.
func TestCarryOverItemNoteOfAnUnlistedPerson(t *testing.T) {
	notes := "# Weekly sync\n\n## Review action items\n\n* [ ] Draft the venue checklist.\n    * Omar to send the slides by Friday\n    * Deferred to next meeting\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	owners := map[int]string{}
	for _, c := range got {
		owners[c.Line] = c.Assignee
	}
	if owners[6] != "Omar" {
		t.Errorf("line 6 owner %q, want Omar: %+v", owners[6], got)
	}
	if o, ok := owners[7]; ok {
		t.Errorf("line 7 read as an action of %q", o)
	}
}

// A state in parentheses opening a carried item ("(partial) @tsc: Tag
// stale issues …", "(진행 중) 민서: …") is how the item stands, not its
// owner: the owner is the name after it and the title the work.
func TestStateInParenthesesOpensAnItem(t *testing.T) {
	notes := "# Weekly sync\n\n## Review of previous action items\n\n" +
		"* [ ] (partial) @project/tsc: Tag stale issues with the \"needs triage\" label.\n" +
		"* [ ] (on hold) @Alice: Draft the venue checklist.\n" +
		"* [ ] (진행 중) 민서: 예산 보고서 작성\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][2]string{
		5: {"@project/tsc", `Tag stale issues with the "needs triage" label`},
		6: {"@Alice", "Draft the venue checklist"},
		7: {"민서", "예산 보고서 작성"},
	}
	seen := map[int]bool{}
	for _, c := range got {
		seen[c.Line] = true
		if w, ok := want[c.Line]; ok && (c.Assignee != w[0] || c.Title != w[1]) {
			t.Errorf("line %d: owner %q title %q, want %q %q", c.Line, c.Assignee, c.Title, w[0], w[1])
		}
	}
	for l := range want {
		if !seen[l] {
			t.Errorf("line %d not read: %+v", l, got)
		}
	}
}
