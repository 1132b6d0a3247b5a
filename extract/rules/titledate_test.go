package rules

import (
	"context"
	"testing"
)

// The date in the notes' title is the meeting's, not the deadline of a
// table's rows whose due cell is empty; a dated heading inside the notes
// (a plan's "## D-3 · 2026-05-11") still gives its rows their due.
func TestTitleDateIsNoDue(t *testing.T) {
	for _, c := range []struct {
		name, notes string
		want        map[int]string
	}{
		{"title", "# Sprint review 2026-12-02\n\n| Action | Owner | Due |\n|---|---|---|\n| Update the wiki | Wei | |\n| Migrate CI | Tom | 12/9 |\n",
			map[int]string{5: "", 6: "12/9"}},
		{"dated heading under the title", "# 출시 계획\n\n## D-3 · 2026-05-11 (월)\n\n| 할 일 | 담당 |\n|---|---|\n| 데모 영상 편집 | 지훈 |\n",
			map[int]string{7: "2026-05-11"}},
	} {
		got, err := Parse(context.Background(), []byte(c.notes), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(c.want) {
			t.Fatalf("%s: want %d actions:\n%s", c.name, len(c.want), dump(got))
		}
		for _, a := range got {
			if due, ok := c.want[a.Line]; !ok || a.Due != due {
				t.Errorf("%s: line %d due %q, want %q", c.name, a.Line, a.Due, due)
			}
		}
	}
}
