package console

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// possibleNotes has one clear action and two lines that look like actions
// but that the rules do not extract.
const possibleNotes = `---
date: 2026-09-21
---
# P42 주간 회의 (M0921)

## 액션 아이템
- [ ] @지훈 운송사 견적 비교 (기한: 9/25)

## 논의
- [ ] write the migration plan and share it
- 설문 문항 정리하라 (금요일 전까지)
`

// The console shows a meeting's possible actions with their signals; a
// person promotes one to a task, which is registered and notified once —
// and promoting it again from a second tab opened before (a valid form
// of its own) makes no second task; dismissing the other is kept with the
// person's name.
func TestBrowserPromotePossible(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}
	if _, err := r.app.Register(context.Background(), app.Notes{Name: "m0921.md", Body: []byte(possibleNotes), Scope: scope}, app.RegisterOptions{Timeout: time.Minute}); err != nil {
		t.Fatal(err)
	}
	ps, err := r.app.PossibleActions(context.Background(), scope)
	if err != nil || len(ps) != 2 {
		t.Fatalf("possible actions %+v, %v", ps, err)
	}
	row := func(ref string) string { return `tr[id="possible-` + ref + `"] ` }
	tab1 := browser(t)
	base := r.srv.URL
	signInBrowser(t, tab1, base, "kim", "kim-secret-token")
	page := base + "/console/meetings/demo/P42/M0921?lang=en"
	if err := chromedp.Do(tab1, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.ID("possible"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, tab1)
	for _, want := range []string{"Possible actions (2)", "write the migration plan and share it", "form: imperative", "context: [ ] open item", "deadline: 금요일 전까지"} {
		if !strings.Contains(body, want) {
			t.Fatalf("meeting page lacks %q:\n%s", want, body)
		}
	}
	shot(t, tab1, "possible")
	// A second tab of the same session, opened before anything is decided.
	tab2, cancel := chromedp.NewContext(tab1)
	defer cancel()
	if err := chromedp.Do(tab2, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(row(ps[0].Ref)+"button.promote"))); err != nil {
		t.Fatal(err)
	}
	tasksBefore := r.sandbox().tasks("demo:P42:M0921:")
	err = chromedp.Do(tab1,
		chromedp.SetValue(chromedp.CSS(row(ps[0].Ref)+"select.assignee"), "지훈"),
		chromedp.SendKeys(chromedp.CSS(row(ps[0].Ref)+"input.due"), "2026-09-30"),
	)
	if err != nil {
		t.Fatal(err)
	}
	submit(t, tab1, chromedp.Click(chromedp.CSS(row(ps[0].Ref)+"button.promote")))
	body = text(t, tab1)
	if !strings.Contains(body, "TASK-") || !strings.Contains(body, "promoted to demo:P42:M0921:") {
		t.Fatalf("after promoting: %q", body)
	}
	shot(t, tab1, "possible-promoted")
	st := r.sandbox()
	if n := st.tasks("demo:P42:M0921:"); n != tasksBefore+1 {
		t.Fatalf("%d tasks after promoting, want %d", n, tasksBefore+1)
	}
	// The stale tab promotes the same line with another assignee: its
	// form is valid, the decision is not made twice.
	err = chromedp.Do(tab2, chromedp.SetValue(chromedp.CSS(row(ps[0].Ref)+"select.assignee"), "민서"))
	if err != nil {
		t.Fatal(err)
	}
	submit(t, tab2, chromedp.Click(chromedp.CSS(row(ps[0].Ref)+"button.promote")))
	if body := text(t, tab2); !strings.Contains(body, "Already made a task") {
		t.Fatalf("second tab: %q", body)
	}
	shot(t, tab2, "possible-second-tab")
	st = r.sandbox()
	if n := st.tasks("demo:P42:M0921:"); n != tasksBefore+1 {
		t.Fatalf("%d tasks after the second tab, want %d", n, tasksBefore+1)
	}
	got, _ := r.app.PossibleActions(context.Background(), scope)
	key := got[0].Key
	var assignee string
	for _, tk := range st.Tasks {
		if tk.Key == key {
			assignee = tk.Assignee
		}
	}
	if got[0].State != ledger.PossiblePromoted || got[0].Actor != "kim" || assignee != "jihoon" || len(st.Messages) == 0 {
		t.Fatalf("promoted %+v, task assignee %q", got[0], assignee)
	}
	// Dismiss the other line, with a reason.
	err = chromedp.Do(tab1, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(row(ps[1].Ref)+"button.dismiss")),
		chromedp.SendKeys(chromedp.CSS(row(ps[1].Ref)+"input.reason"), "the survey is another team's"))
	if err != nil {
		t.Fatal(err)
	}
	submit(t, tab1, chromedp.Click(chromedp.CSS(row(ps[1].Ref)+"button.dismiss")))
	if body := text(t, tab1); !strings.Contains(body, "dismissed by kim") || !strings.Contains(body, "another team's") {
		t.Fatalf("after dismissing: %q", body)
	}
	shot(t, tab1, "possible-dismissed")
	if n := r.sandbox().tasks("demo:P42:M0921:"); n != tasksBefore+1 {
		t.Fatalf("%d tasks after dismissing, want %d", n, tasksBefore+1)
	}
}
