package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// A review list's done line is asked about as a carry-over line and read
// only when the series says it restates an open task; its words keep the
// done mark (the series' status). Without a check, or when the series
// says no, it is no action, as before.
func TestDoneReportAsksTheSeries(t *testing.T) {
	notes := "# W2\n\n## Previous action items\n- Alice: Q3 report draft — done\n- Bob: Q4 budget — done\n\n## Action items\n- Alice: Q4 report draft by 2026-12-04\n"
	restates := func(owner, title, kind string) bool {
		return owner == "Alice" && strings.HasPrefix(title, "Q3 report draft") && kind == extract.RestatesCarryOver
	}
	for _, check := range []bool{true, false} {
		var f func(string, string, string) bool
		if check {
			f = restates
		}
		got, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, f)
		if err != nil {
			t.Fatal(err)
		}
		var lines []int
		for _, c := range got {
			lines = append(lines, c.Line)
			if c.Line == 4 && (c.Restates != extract.RestatesCarryOver || c.Assignee != "Alice" || !strings.Contains(c.Evidence, "done") || len(c.Problems) != 1 || c.Problems[0] != problemRestated) {
				t.Errorf("done report: %+v", c)
			}
		}
		want := "[8]"
		if check {
			want = "[4 8]"
		}
		if s := fmt.Sprint(lines); s != want {
			t.Errorf("check %v: lines %s, want %s", check, s, want)
		}
	}
}
