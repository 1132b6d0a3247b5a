package console

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A person reads on a meeting's page that its note was taken as a status
// of an earlier task, opens the task from there, sees the same fact with
// the meeting linked, and — the line being about other work — writes why
// and clicks "Not about this task". The browser keeps the form from going
// without a reason (nothing dismissed). After the click both pages say
// who dismissed it and when, with no form; going back offers none either.
func TestBrowserDismissStatusFact(t *testing.T) {
	t.Parallel()
	r := factRig(t)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr.fact[data-task="` + factTask + `"][data-line="5"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+factPage+"?lang=en"), chromedp.WaitVisible(chromedp.CSS(row+"button.dismiss-fact"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"No action in this meeting", "Status reported on earlier tasks", "민서 said the Q3 budget report is still in progress.",
		factTask, "Write the Q3 budget report", "in-progress", "a progress line of 민서", "Not about this task"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the meeting page lacks %q:\n%s", want, body)
		}
	}
	shot(t, ctx, "fact-meeting")
	// The task's page, through the fact's link, lists it with the meeting.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(row+"a.fact-task")), chromedp.WaitVisible(chromedp.ID("facts"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "Status reported in later meetings") || !strings.Contains(body, "M0923") {
		t.Fatalf("the task page:\n%s", body)
	}
	if !visible(t, ctx, row+`a.fact-meeting[href="`+factPage+`"]`) || !visible(t, ctx, row+"button.dismiss-fact") {
		t.Fatal("the task page does not link the meeting or offer the dismissal")
	}
	shot(t, ctx, "fact-task")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(row+"a.fact-meeting")), chromedp.WaitVisible(chromedp.CSS(row+"button.dismiss-fact"))); err != nil {
		t.Fatal(err)
	}
	// No reason: the browser does not send the form (required).
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(row+"button.dismiss-fact"))); err != nil {
		t.Fatal(err)
	}
	valid, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector(`+"`"+row+`input.reason`+"`"+`).checkValidity()`))
	if err != nil || valid {
		t.Fatalf("an empty reason is valid: %v %v", valid, err)
	}
	if r.fact().Dismissed {
		t.Fatal("a form with no reason dismissed the fact")
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+"input.reason"), "about the board's budget, not this report")); err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.dismiss-fact")))
	body = text(t, ctx)
	for _, want := range []string{"Dismissed: line 5 of M0923 is not about " + factTask, "not about this task, says kim"} {
		if !strings.Contains(body, want) {
			t.Fatalf("after the dismissal the page lacks %q:\n%s", want, body)
		}
	}
	if visible(t, ctx, row+"button.dismiss-fact") {
		t.Fatal("the page still offers the dismissal")
	}
	f := r.fact()
	if !f.Dismissed || f.Actor != "kim" {
		t.Fatalf("the fact after the click: %+v", f)
	}
	shot(t, ctx, "fact-dismissed")
	if err := chromedp.Do(ctx, chromedp.NavigateBack(), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if visible(t, ctx, row+"button.dismiss-fact") || !strings.Contains(text(t, ctx), "not about this task, says kim") {
		t.Fatalf("back on the page, it offers the dismissal again:\n%s", text(t, ctx))
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+factTask+"?lang=ko"), chromedp.WaitVisible(chromedp.ID("facts"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "이후 회의에서 보고된 상태") || !strings.Contains(body, "kim 님이 이 업무와 무관하다고 판단") {
		t.Fatalf("the Korean task page after the dismissal:\n%s", body)
	}
	shot(t, ctx, "fact-dismissed-ko")
}
