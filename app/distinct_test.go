package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A person's "not the same task" for one of a later meeting's possible
// links: that pair's link is theirs (distinct, with the reason), the
// later task stays filed, reruns of both meetings no longer show the pair
// and still show the other; the meeting's and the task's links say who
// decided; a second decision changes nothing; no reason, or a pair that
// was not shown, is refused.
func TestDistinctPossibleLink(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	const w1 = "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n- [ ] @민서 협력사 교육 자료 준비 (기한: 2026-10-09)\n"
	const w2 = "# W2\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-10-16)\n- [ ] @민서 협력사 교육 자료 준비 및 배포 (기한: 2026-10-16)\n"
	registerNotes(t, a, "W1", "2026-10-01", w1)
	first := registerNotes(t, a, "W2", "2026-10-08", w2)
	const (
		task1, task2   = "demo:P42:W1:A001:create-task", "demo:P42:W1:A002:create-task"
		later1, later2 = "demo:P42:W2:A001:create-task", "demo:P42:W2:A002:create-task"
	)
	shown := func(r Registration) map[string]string {
		m := map[string]string{}
		for _, p := range r.Possible {
			m[p.ActionKey] = p.Key
		}
		return m
	}
	if got := shown(first); len(got) != 2 || got[later1] != task1 || got[later2] != task2 {
		t.Fatalf("first run: possible links %v", got)
	}
	if _, err := a.Distinct(ctx, ledger.MustParseKey(later1), ledger.MustParseKey(task1), "kim", ""); !IsUsage(err) {
		t.Fatalf("without a reason: %v", err)
	}
	if _, err := a.Distinct(ctx, ledger.MustParseKey(later2), ledger.MustParseKey(task1), "kim", "x"); !IsRefused(err) {
		t.Fatalf("a pair never shown: %v", err)
	} else if rm, _ := RemedyOf(err); rm.Code != RemedyDistinctNotPossible {
		t.Fatalf("a pair never shown: remedy %+v", rm)
	}
	d, err := a.Distinct(ctx, ledger.MustParseKey(later1), ledger.MustParseKey(task1), "kim", "the yearly budget, not Q3")
	if err != nil || d.Already || d.By != "kim" {
		t.Fatalf("distinct: %+v %v", d, err)
	}
	if e := a.mustShow(t, later1); e.State != ledger.Succeeded {
		t.Fatalf("the later task is %s, want still filed", e.State)
	}
	if got := shown(registerNotes(t, a, "W2", "2026-10-08", w2)); len(got) != 1 || got[later2] != task2 {
		t.Fatalf("rerun of W2: possible links %v, want only %s→%s", got, later2, task2)
	}
	if got := shown(registerNotes(t, a, "W1", "2026-10-01", w1)); len(got) != 0 {
		t.Fatalf("rerun of W1: possible links %v", got)
	}
	links, err := a.MeetingLinks(ctx, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range links {
		switch l.Task {
		case task1:
			if !l.NotSame() || l.Split() || l.Unfinished || l.By != "kim" || l.Why.Reason != "the yearly budget, not Q3" {
				t.Errorf("the pair set apart: %+v", l)
			}
		case task2:
			if !l.Possible() {
				t.Errorf("the other pair: %+v", l)
			}
		}
	}
	st, err := a.Series(ctx, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range st {
		if x.Key == task1 && (len(x.Links) != 1 || x.Links[0].Kind != string(ledger.LinkDistinct) || x.Links[0].By != "kim") {
			t.Errorf("series show of %s: %+v", task1, x.Links)
		}
	}
	again, err := a.Distinct(ctx, ledger.MustParseKey(later1), ledger.MustParseKey(task1), "lee", "again")
	if err != nil || !again.Already || again.By != "kim" {
		t.Fatalf("a second decision: %+v %v", again, err)
	}
	ms, err := a.Meetings(ctx, func(string) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Split != 0 {
			t.Errorf("meeting %s counts %d splits", m.Scope.Meeting, m.Split)
		}
	}
}

func (a *App) mustShow(t *testing.T, key string) ledger.Execution {
	t.Helper()
	d, err := a.Show(context.Background(), ledger.MustParseKey(key))
	if err != nil {
		t.Fatal(err)
	}
	return d.Execution
}
