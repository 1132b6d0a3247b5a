package console

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/ledger"
)

// A person sees on the later meeting's page that its action was taken as
// a restatement of an earlier task, writes why it is another task and
// clicks "Not the same task": the page then lists the action as its own
// task and the link as split by them, with the reason; the ledger holds
// exactly one new task (the later action's) and the earlier task's due
// date is back. Going back shows it split, with no form to send again.
func TestBrowserSplitRestatement(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr[id="tie-` + restatedLater + `"] `
	// The meetings list shows M0921 for its restated action; its link
	// leads to the meeting's page.
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/?lang=en"), chromedp.WaitVisible(chromedp.CSS(`a[href="`+restatedPage+`"]`))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "Restated (not filed)") {
		t.Fatalf("meetings list:\n%s", body)
	}
	shot(t, ctx, "split-meetings")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+restatedPage+"?lang=en"), chromedp.WaitVisible(chromedp.CSS(row+"button.split"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"Tied to earlier tasks of the series", "restated (not filed again)", k1, "물류 계약서 초안 검토", "Not the same task"} {
		if !strings.Contains(body, want) {
			t.Fatalf("meeting page lacks %q:\n%s", want, body)
		}
	}
	shot(t, ctx, "split-restated")
	keysBefore, tasksBefore := r.keys(), r.sandbox().tasks("demo:")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+"input.reason"), "the signed contract is other work")); err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.split")))
	body = text(t, ctx)
	for _, want := range []string{"Split: " + restatedLater + " is its own task now", "The due date of " + k1 + " is back to 2026-09-18",
		"another task, says a person", "split by kim", "the signed contract is other work", "TASK-"} {
		if !strings.Contains(body, want) {
			t.Fatalf("after the split the page lacks %q:\n%s", want, body)
		}
	}
	if visible(t, ctx, row+"button.split") {
		t.Fatal("the page still offers to split it")
	}
	shot(t, ctx, "split-done")
	st := r.sandbox()
	if n := st.tasks("demo:"); n != tasksBefore+1 || st.tasks(restatedLater) != 1 {
		t.Fatalf("%d tasks after the split (%d for the later action), want %d and 1", n, st.tasks(restatedLater), tasksBefore+1)
	}
	if d := st.due(k1); d != "2026-09-18" {
		t.Fatalf("the earlier task's due date is %s, want 2026-09-18 back", d)
	}
	// One new create key (the later action's) and one restoring update.
	list, err := r.app.Executions(context.Background(), ledger.ListParams{Tenant: "demo"})
	if err != nil {
		t.Fatal(err)
	}
	creates := 0
	for _, e := range list {
		if e.Key.Meeting == "M0921" && e.Key.Operation == ledger.OpCreateTask {
			creates++
		}
	}
	if creates != 1 || len(list) != keysBefore+2 {
		t.Fatalf("%d create keys of M0921 and %d keys (before %d): want 1 and before+2", creates, len(list), keysBefore)
	}
	// Back to the page the form was on: it is read again (no-store), the
	// link split, no form to send twice.
	if err := chromedp.Do(ctx, chromedp.NavigateBack(), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if visible(t, ctx, row+"button.split") || !strings.Contains(text(t, ctx), "split by kim") {
		t.Fatalf("back on the page, it offers the split again:\n%s", text(t, ctx))
	}
	if st := r.sandbox(); st.tasks("demo:") != tasksBefore+1 || r.keys() != keysBefore+2 {
		t.Fatalf("sending the form again changed the ledger: %d tasks, %d keys", st.tasks("demo:"), r.keys())
	}
	// The earlier task's page lists the later action as split from it.
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+k1+"?lang=en"), chromedp.WaitVisible(chromedp.ID("links"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "Later actions tied to this task") || !strings.Contains(body, "split by kim") || !strings.Contains(body, "another task, says a person") {
		t.Fatalf("the earlier task's page:\n%s", body)
	}
	shot(t, ctx, "split-task-page")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+restatedPage+"?lang=ko"), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "다른 업무(사람 판단)") || !strings.Contains(body, "kim 님이 분리") {
		t.Fatalf("Korean page after the split:\n%s", body)
	}
	shot(t, ctx, "split-done-ko")
}
