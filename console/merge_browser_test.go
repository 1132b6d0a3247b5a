package console

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
)

// mergeLater is M0921's action in the merge tests: the one action of the
// later meeting, possibly k1 (지훈's 물류 계약서 초안 검토, due 9/18).
const mergeLater = "demo:P42:M0921:A001:create-task"

// registerLater registers M0921 (2026-09-21) with body as its one action
// line and returns what the linker made of it.
func registerLater(t *testing.T, r *rig, line string) app.Registration {
	t.Helper()
	reg, err := r.app.Register(context.Background(), app.Notes{Name: "m0921.md", Date: "2026-09-21", Body: []byte("# M0921\n\n## 액션 아이템\n" + line + "\n"),
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}}, app.RegisterOptions{Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// k1Updates counts the update keys of k1 in the ledger.
func (r *rig) k1Updates() int {
	r.t.Helper()
	list, err := r.app.Executions(context.Background(), ledger.ListParams{Tenant: "demo", Project: "P42", Meeting: "M0914"})
	if err != nil {
		r.t.Fatal(err)
	}
	n := 0
	for _, e := range list {
		if e.Key.Action == "A001" && strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask) {
			n++
		}
	}
	return n
}

// mergedBy reports who merged later into k1 (the link's person), "" none.
func (r *rig) mergedBy(later string) string {
	r.t.Helper()
	links, err := r.app.TaskLinks(context.Background(), ledger.MustParseKey(k1))
	if err != nil {
		r.t.Fatal(err)
	}
	for _, l := range links {
		if l.ActionKey == later && l.Kind == string(ledger.LinkMerged) {
			return l.By
		}
	}
	return ""
}

// With series.ambiguous: hold, a later meeting's action that is possibly
// an open task of the series waits in the queue with "This is task …".
// A person writes why and clicks it: the hold is answered — the later
// action never becomes a task, the earlier task takes its due date in
// one update — the queue no longer lists it, and the ledger names the
// person for the rejection and the link.
func TestBrowserMergeHeldFromQueue(t *testing.T) {
	t.Parallel()
	r := newRigSet(t, false, false, nil, func(c *config.Config) { c.Series.Ambiguous = "hold" })
	reg := registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	if len(reg.Possible) != 1 || reg.Possible[0].Key != k1 || !reg.Possible[0].Held {
		t.Fatalf("possible %+v", reg.Possible)
	}
	if e := r.state(mergeLater); e.State != ledger.NeedsHuman {
		t.Fatalf("the later action is %s, want held", e.State)
	}
	st := r.sandbox()
	if st.tasks(k1) != 1 || st.tasks(mergeLater) != 0 || st.due(k1) != "2026-09-18" {
		t.Fatalf("before the merge: %+v", st.Tasks)
	}
	upsBefore := r.k1Updates()
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr[id="row-` + mergeLater + `"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue?lang=en"), chromedp.WaitVisible(chromedp.CSS(row+"button.merge-into"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"Possible duplicate", "This is task " + k1, "물류 계약서 초안 검토 및 서명"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the queue lacks %q:\n%s", want, body)
		}
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+"form.possible-task input.reason"), "the signing is part of the same review")); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "merge-held-queue")
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.merge-into")))
	body = text(t, ctx)
	for _, want := range []string{"Merged: " + mergeLater + " is task " + k1, "The due date of " + k1 + " is now 2026-09-25"} {
		if !strings.Contains(body, want) {
			t.Fatalf("after the merge the queue lacks %q:\n%s", want, body)
		}
	}
	if visible(t, ctx, `tr[id="row-`+mergeLater+`"]`) {
		t.Fatalf("the merged action is still in the queue:\n%s", body)
	}
	shot(t, ctx, "merge-held-done")
	st = r.sandbox()
	if st.tasks(k1) != 1 || st.tasks(mergeLater) != 0 || st.tasks("demo:P42:M0921:") != 0 {
		t.Fatalf("after the merge: %+v", st.Tasks)
	}
	if d := st.due(k1); d != "2026-09-25" {
		t.Fatalf("the earlier task's due date is %s, want the later meeting's 2026-09-25", d)
	}
	if n := r.k1Updates(); n != upsBefore+1 {
		t.Fatalf("%d updates of k1 after the merge, want %d (one)", n, upsBefore+1)
	}
	if e := r.state(mergeLater); e.State != ledger.Abandoned {
		t.Fatalf("the held action is %s after the merge, want abandoned (rejected, never filed)", e.State)
	}
	tr, err := r.app.Transitions(context.Background(), mergeLater)
	if err != nil {
		t.Fatal(err)
	}
	last := tr[len(tr)-1]
	if last.Actor != "kim" || !strings.Contains(last.Reason, "merged into "+k1) || !strings.Contains(last.Reason, "the signing is part of the same review") {
		t.Fatalf("the rejection is not the person's with the reason: %+v", last)
	}
	if by := r.mergedBy(mergeLater); by != "kim" {
		t.Fatalf("the link is merged by %q, want kim", by)
	}
	// The earlier task's page lists the later action as merged by kim.
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+k1+"?lang=en"), chromedp.WaitVisible(chromedp.ID("links"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "merged by a person") || !strings.Contains(body, "kim") {
		t.Fatalf("the earlier task's page:\n%s", body)
	}
	shot(t, ctx, "merge-held-task-page")
}
