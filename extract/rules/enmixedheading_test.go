package rules

import (
	"context"
	"strings"
	"testing"
)

// TestMixedUpdatesHeading: under a heading of updates and next steps
// (issue 28), a person's items that report — a past-tense verb, a verb
// in -ing, an absence — are updates; those that say what comes next are
// that person's actions, without their "next:" label.
func TestMixedUpdatesHeading(t *testing.T) {
	notes := `# Team sync – 2026-03-03

## Updates & next steps
- Alice
  - finished the chart refactor
  - next: add schema validation
- Bob
  - on vacation until Mar 9
- Minseo
  - reviewing the access-control PR
  - will write the migration guide once the PR lands
- Jihoon: fixed the flaky upload test
- Jihoon: investigate the memory leak in the agent
`
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	checkByLine(t, got, map[int]want{
		6:  {owners: "Alice", title: "add schema validation"},
		11: {owners: "Minseo", title: "write the migration guide once the PR lands"},
		13: {owners: "Jihoon", title: "investigate the memory leak in the agent"},
	})
	if t.Failed() {
		var b strings.Builder
		b.WriteString(dump(got))
		t.Log(b.String())
	}
}
