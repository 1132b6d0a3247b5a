package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// The pages' view of a series link: the linker's restatement (no one
// decided it, splittable), then the person's split (who, when), from the
// later meeting and from the task; a split that has not filed its action
// yet says so. On both backends.
func TestMeetingAndTaskLinks(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		a, svc := splitApp(t, db, nil)
		splitRestated(t, a, svc)
		w2 := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}
		check := func(when string, want func(Link) bool) {
			t.Helper()
			ml, err := a.MeetingLinks(ctx, w2)
			if err != nil || len(ml) != 1 {
				t.Fatalf("%s: meeting links %+v, %v", when, ml, err)
			}
			tl, err := a.TaskLinks(ctx, splitTask)
			if err != nil || len(tl) != 1 {
				t.Fatalf("%s: task links %+v, %v", when, tl, err)
			}
			for _, l := range []Link{ml[0], tl[0]} {
				if l.ActionKey != splitLater.String() || l.Task != splitTask.String() || l.TaskTitle == "" || !want(l) {
					t.Fatalf("%s: %+v", when, l)
				}
			}
		}
		check("restated", func(l Link) bool { return l.Restated() && !l.Split() && l.By == "" && !l.Unfiled })
		// The link recorded as split, the action not filed yet (a split that
		// stopped between its steps).
		if _, _, err := a.store.SeriesLinkPut(ctx, ledger.SeriesLink{Task: splitTask, Meeting: "W2", Action: "A001", Kind: ledger.LinkDistinct,
			Evidence: "split by a person: other work", Actor: "kim", At: a.now()}); err != nil {
			t.Fatal(err)
		}
		check("split midway", func(l Link) bool { return l.Split() && l.By == "kim" && l.Unfiled && !l.At.IsZero() })
		if _, err := a.Split(ctx, splitLater, splitTask, "kim", "other work"); err != nil {
			t.Fatal(err)
		}
		check("split", func(l Link) bool { return l.Split() && l.By == "kim" && !l.Unfiled })
		if tl, err := a.TaskLinks(ctx, ledger.MustParseKey("demo:P42:W1:A002:create-task")); err != nil || len(tl) != 0 {
			t.Fatalf("links of a task nothing restated: %+v, %v", tl, err)
		}
	})
}
