package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// The console's reads of status facts: a meeting's (by its scope) and a
// task's (by its key) are the same facts, each with its task's title,
// a dismissed one still listed with who dismissed it; a meeting or task
// with none lists none.
func TestStatusFactReadsForPages(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @Dana Write the Q3 budget report (due 2026-10-20)\n")
	registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Notes\n\nDana said the Q3 budget report is still in progress.\n")
	task := ledger.MustParseKey("demo:P42:W1:A001:create-task")
	check := func(when string, dismissed bool) {
		t.Helper()
		byMeeting, err := a.MeetingStatusFacts(ctx, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"})
		if err != nil {
			t.Fatal(err)
		}
		byTask, err := a.TaskStatusFacts(ctx, task)
		if err != nil {
			t.Fatal(err)
		}
		for name, fs := range map[string][]StatusFact{"meeting": byMeeting, "task": byTask} {
			if len(fs) != 1 {
				t.Fatalf("%s: %s facts %+v, want 1", when, name, fs)
			}
			f := fs[0]
			if f.Task != task || f.Meeting != "W2" || f.Line != 5 || f.Status != "in-progress" || f.TaskTitle != "Write the Q3 budget report" ||
				f.Evidence == "" || f.Dismissed != dismissed || dismissed && (f.Actor != "kim" || f.DismissedAt.IsZero()) {
				t.Errorf("%s: %s fact %+v", when, name, f)
			}
		}
	}
	check("read", false)
	if _, err := a.DismissFact(ctx, task, "W2", 5, "kim", "another report"); err != nil {
		t.Fatal(err)
	}
	check("dismissed", true)
	if fs, err := a.MeetingStatusFacts(ctx, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W1"}); err != nil || len(fs) != 0 {
		t.Errorf("W1's facts: %+v %v", fs, err)
	}
	if fs, err := a.TaskStatusFacts(ctx, ledger.MustParseKey("demo:P42:W2:A001:create-task")); err != nil || len(fs) != 0 {
		t.Errorf("facts of a key with none: %+v %v", fs, err)
	}
}
