package series_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// A carry-over line whose status remark names the pull request opened
// for the task ("- in progress, PR #418 up") restates the task, in
// progress; the review of that pull request under the action items is a
// new task. A carry-over line matching no task is filed as its work,
// the remark off.
func TestCarryOverStatusRemarkLinks(t *testing.T) {
	for _, c := range []struct {
		lang, first, restated, review, fresh, freshTitle string
	}{
		{"en", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - in progress, PR #418 up", "review PR #418 with Bob",
			"update the release checklist (#430) — blocked on #77", "update the release checklist (#430)"},
		{"ko", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) - 진행 중, PR #418 올림", "PR #418 리뷰 (Bob과 함께)",
			"릴리스 체크리스트 갱신 (#430) (리뷰 중, PR #431)", "릴리스 체크리스트 갱신 (#430)"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			ctx := context.Background()
			s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			now := time.Date(2026, 11, 17, 9, 0, 0, 0, time.UTC)
			l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
			action := func(meeting, id, title, restates string, line int) extract.Action {
				return extract.Action{ActionID: id, Title: title, Assignee: "Carol", AssigneeID: "Carol", Owners: []string{"Carol"},
					Status: extract.StatusReady, BusinessKey: "demo:OSS:" + meeting + ":" + id + ":create-task", SourceLine: line,
					Evidence: "* Carol to " + title, Restates: restates}
			}
			m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "OSS", Meeting: "M1", Date: "2026-11-10"},
				Actions: []extract.Action{action("M1", "A001", c.first, "", 2)}}
			if _, err := l.Link(ctx, series.Input{Plan: m1, Series: "tsc"}); err != nil {
				t.Fatal(err)
			}
			filePlan(t, s, m1, now)
			a := m1.Actions[0]
			m2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "OSS", Meeting: "M2", Date: "2026-11-17"},
				Actions: []extract.Action{
					action("M2", "A001", c.restated, extract.RestatesCarryOver, 2),
					action("M2", "A002", c.fresh, extract.RestatesCarryOver, 3),
					action("M2", "A003", c.review, "", 6),
				}}
			out, err := l.Link(ctx, series.Input{Plan: m2, Series: "tsc"})
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Same) != 1 || out.Same[0].ActionID != "A001" || out.Same[0].Key != a.BusinessKey || out.Same[0].Status != series.StatusInProgress {
				t.Fatalf("same %+v, want A001 restating %s in progress (possible %+v)", out.Same, a.BusinessKey, out.Possible)
			}
			if len(out.Possible) != 0 {
				t.Errorf("shown as possibly the same: %+v", out.Possible)
			}
			filed := map[string]string{}
			for _, f := range out.Plan.Actions {
				filed[f.ActionID] = f.Title
			}
			if filed["A003"] != c.review {
				t.Errorf("the review is not filed as a new task: %v", filed)
			}
			if filed["A002"] != c.freshTitle {
				t.Errorf("carry-over line filed as %q, want %q", filed["A002"], c.freshTitle)
			}
		})
	}
}

// A key registered with its status remark in the title (before the
// remark was read so) keeps it on a rerun: a rerun never renames a task,
// and another title would be refused as other content.
func TestStatusRemarkKeptOnRegisteredKey(t *testing.T) {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Date(2026, 11, 17, 9, 0, 0, 0, time.UTC)
	l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
	const title = "update the release checklist (#430) - blocked on #77"
	act := extract.Action{ActionID: "A001", Title: title, Assignee: "Carol", AssigneeID: "Carol", Owners: []string{"Carol"},
		Status: extract.StatusReady, BusinessKey: "demo:OSS:M1:A001:create-task", SourceLine: 2, Evidence: "* Carol to " + title,
		Restates: extract.RestatesCarryOver}
	in, err := act.Intent("OSS")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledger.MustParseKey(act.BusinessKey), Intent: in, Reason: "enqueued", Actor: "axagent", Now: now}); err != nil {
		t.Fatal(err)
	}
	pl := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "OSS", Meeting: "M1", Date: "2026-11-10"}, Actions: []extract.Action{act}}
	out, err := l.Link(ctx, series.Input{Plan: pl, Series: "tsc"})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Plan.Actions) != 1 || out.Plan.Actions[0].Title != title {
		t.Fatalf("filed %+v, want the registered title %q", out.Plan.Actions, title)
	}
}
