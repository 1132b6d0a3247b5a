package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

func speakerRoster(t *testing.T) *extract.Roster {
	t.Helper()
	r, err := extract.ParseRoster([]byte("people:\n  - name: 서연\n  - name: 민서\n  - name: Dana\n"))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A second sentence another person opens with their name and a colon and
// a commitment is that person's action on the same line; the first keeps
// its own title, and the deadline written in the second is the second's.
func TestNextSpeakerIsAnAction(t *testing.T) {
	notes := "# Weekly\n\n## Discussion\n- 서연 agreed to draft the Q4 budget. 민서: I can look into the flaky test by Friday\n- Dana will update the roadmap. Dana: I can share it after\n"
	got, err := Parse(context.Background(), []byte(notes), speakerRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]extract.Candidate{}
	for _, c := range got {
		if c.Line == 4 && len(c.Owners) == 1 {
			by[c.Owners[0]] = c
		}
	}
	if c := by["서연"]; c.Title != "draft the Q4 budget" || c.Due != "" {
		t.Errorf("서연's action: %+v\n%s", c, dump(got))
	}
	if c := by["민서"]; c.Title != "look into the flaky test" || c.Due == "" {
		t.Errorf("민서's action: %+v\n%s", c, dump(got))
	}
	for _, c := range got {
		if c.Line == 5 && c.Syntax == "next-speaker" {
			t.Errorf("the same person's second sentence split off: %+v", c)
		}
	}
}

// An item opening with its own carry-over label and then "Name: work" is
// that person's carry-over line, under a discussion heading too.
func TestInlineCarryOverLabel(t *testing.T) {
	notes := "# Weekly\n\n## Discussion\n- Carried over: 서연: Q3 budget report\n- 이월: 민서: 견적서 발송\n- Carried over: nothing this week\n"
	got, err := Parse(context.Background(), []byte(notes), speakerRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][2]string{4: {"서연", "Q3 budget report"}, 5: {"민서", "견적서 발송"}}
	for _, c := range got {
		w, ok := want[c.Line]
		if !ok {
			t.Errorf("line %d read: %+v", c.Line, c)
			continue
		}
		if len(c.Owners) != 1 || c.Owners[0] != w[0] || c.Title != w[1] || c.Restates != extract.RestatesCarryOver {
			t.Errorf("line %d: %+v, want %s's carry-over line %q", c.Line, c, w[0], w[1])
		}
		delete(want, c.Line)
	}
	if len(want) > 0 {
		t.Errorf("not read: %v\n%s", want, dump(got))
	}
}
