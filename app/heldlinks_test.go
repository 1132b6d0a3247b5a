package app

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// An action held for a question of its own that may restate an open task
// of the series is shown as possibly that task where its hold is shown
// (register, the queue, series show), never linked: merging it answers
// the hold (the key rejected, the task takes its due date, the person
// named); approving another as a new task files it and drops its
// possible link (the person's decision, no merge); a rerun before the
// decisions shows the same possible links once, and one after shows none.
func TestHeldActionShowsPossibleTask(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	week1 := `# Weekly W1

## Action items
- [ ] @지훈 Write the vendor onboarding checklist (due 2026-10-09)
- [ ] @민서 Draft the release announcement (due 2026-10-09)
`
	// Jordan is not in the roster (held: who is that?); the second line
	// names no one (held: who owns it?).
	week2 := `# Weekly W2

## Action items
- [ ] @Jordan Write the vendor onboarding checklist (due 2026-10-16)
- [ ] Draft the release announcement for partners (due 2026-10-16)
`
	r1 := registerNotes(t, a, "W1", "2026-10-01", week1)
	if s := r1.Summary(); s.Created != 2 {
		t.Fatalf("week 1: %+v\n%s", s, r1.Message)
	}
	checklist, announcement := "demo:P42:W1:A001:create-task", "demo:P42:W1:A002:create-task"
	held1, held2 := "demo:P42:W2:A001:create-task", "demo:P42:W2:A002:create-task"
	r2 := registerNotes(t, a, "W2", "2026-10-08", week2)
	if s := r2.Summary(); s.Held != 2 || s.Linked != 0 || s.Created != 0 {
		t.Fatalf("week 2: %+v\n%s", s, r2.Message)
	}
	want := map[string]string{held1: checklist, held2: announcement}
	kinds := map[string]string{held1: series.EvHeldSameDeliverable, held2: series.EvHeldContains}
	check := func(r Registration, when string) {
		t.Helper()
		if len(r.Possible) != 2 {
			t.Fatalf("%s: possible links %+v", when, r.Possible)
		}
		for _, l := range r.Possible {
			if want[l.ActionKey] != l.Key || !l.Held || l.Why.Kind != kinds[l.ActionKey] || l.Why.Task != l.Key {
				t.Errorf("%s: %s shown as %s (held %v, evidence %+v), want %s", when, l.ActionKey, l.Key, l.Held, l.Why, want[l.ActionKey])
			}
			if !strings.Contains(r.Message, l.ActionID+": held for a person; it may be "+l.Key) || !strings.Contains(r.Message, "series merge "+l.ActionKey+" --into "+l.Key) {
				t.Errorf("%s: the message does not show the possible task of %s:\n%s", when, l.ActionKey, r.Message)
			}
		}
	}
	check(r2, "first read")
	// A rerun asks the same again: the same links, none added.
	check(registerNotes(t, a, "W2", "2026-10-08", week2), "rerun")
	links, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}})
	if err != nil || len(links) != 2 {
		t.Fatalf("links after a rerun: %+v, %v", links, err)
	}
	// The queue shows each hold with the task it may be.
	q, err := a.Queue(ctx, QueueFilter{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range q.Entries {
		k := e.Execution.Key.String()
		if w := want[k]; w != "" && (len(e.Possible) != 1 || e.Possible[0].Task != w) {
			t.Errorf("queue: %s shows %+v, want %s", k, e.Possible, w)
		}
	}
	// series show says it of each task.
	tasks, err := a.Series(ctx, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	shown := 0
	for _, ot := range tasks {
		for _, m := range ot.Links {
			if m.Kind == string(ledger.LinkPossible) && m.Held && want["demo:P42:"+m.Meeting+":"+m.Action+":create-task"] == ot.Key {
				shown++
			}
		}
	}
	if shown != 2 {
		t.Fatalf("series show: %d held possible links shown, want 2: %+v", shown, tasks)
	}

	// "This is task W1:A001": the hold is answered by the merge.
	m, err := a.Merge(ctx, ledger.MustParseKey(held1), ledger.MustParseKey(checklist), "alex", "the same checklist")
	if err != nil {
		t.Fatal(err)
	}
	if m.Settled.Execution.State != ledger.Abandoned || m.Update == "" {
		t.Fatalf("merge: %+v", m)
	}
	if st, err := a.Status(ctx, []string{m.Update}); err != nil || st[0].Execution.Intent.DueDate != "2026-10-16" {
		t.Fatalf("the task's due date update: %+v, %v", st, err)
	}
	// The other is a new task: approved with its owner, filed, and its
	// possible link dropped as the person's decision — not merged.
	if _, err := a.Correct(ctx, Correction{Key: held2, Assignee: "민서", Actor: "alex", Reason: "a new announcement for partners"}); err != nil {
		t.Fatal(err)
	}
	st, err := a.Work(ctx, []string{held2})
	if err != nil || st[0].Execution.State != ledger.Succeeded {
		t.Fatalf("approved as new: %+v, %v", st, err)
	}
	if p, err := a.PossibleOf(ctx, ledger.MustParseKey(held2)); err != nil || len(p) != 0 {
		t.Fatalf("possible links after approving it as new: %+v, %v", p, err)
	}
	tl, err := a.TaskLinks(ctx, ledger.MustParseKey(announcement))
	if err != nil || len(tl) != 1 || !tl[0].FiledNew() || tl[0].Split() || tl[0].By != "alex" {
		t.Fatalf("the announcement's links: %+v, %v", tl, err)
	}
	// It is no split: the meetings list counts none.
	ms, err := a.Meetings(ctx, func(string) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Split != 0 {
			t.Errorf("meeting %s counts %d splits", m.Scope.Meeting, m.Split)
		}
	}
	if e, err := a.store.ExecutionGet(ctx, ledger.MustParseKey(announcement)); err != nil || e.Intent.DueDate != "2026-10-09" {
		t.Fatalf("the earlier announcement changed: %+v, %v", e.Intent, err)
	}
	// A rerun after the decisions shows no possible link and keeps both.
	r4 := registerNotes(t, a, "W2", "2026-10-08", week2)
	if len(r4.Possible) != 0 {
		t.Fatalf("rerun after the decisions: %+v", r4.Possible)
	}
	for _, k := range r4.Status {
		switch k.Execution.Key.String() {
		case held1:
			if k.Execution.State != ledger.Abandoned {
				t.Errorf("merged action is %s after a rerun", k.Execution.State)
			}
		case held2:
			if k.Execution.State != ledger.Succeeded {
				t.Errorf("approved action is %s after a rerun", k.Execution.State)
			}
		}
	}
}
