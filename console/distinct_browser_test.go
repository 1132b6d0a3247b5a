package console

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/ledger"
)

// A later meeting's action filed as its own task and shown on its
// meeting's page as possibly an earlier task: a person writes why it is
// other work and clicks "Not the same task". The row's link then reads
// "not the same (by kim)" with nothing left to merge or set apart, both
// tasks stay open in the tracker, the ledger holds the pair as kim's
// decision with the reason, and registering the later meeting again does
// not show the link again.
func TestBrowserDistinctFiledFromMeetingPage(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	reg := registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	if len(reg.Possible) != 1 || reg.Possible[0].Key != k1 || reg.Possible[0].Held {
		t.Fatalf("possible %+v", reg.Possible)
	}
	upsBefore := r.k1Updates()
	ctx, base, row := laterTie(t, r)
	page := base + "/console/meetings/demo/P42/M0921?lang=en"
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(row+"button.distinct"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "“Not the same task” stops offering the link") {
		t.Fatalf("the meeting page does not say what “Not the same task” does:\n%s", body)
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+`form.distinct input[name="reason"]`), "the signing is legal's, not the review")); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "distinct-filed-meeting")
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.distinct")))
	body := text(t, ctx)
	for _, want := range []string{"Not the same task: " + mergeLater + " is no longer offered as " + k1, "not the same (by kim)", "the signing is legal's, not the review"} {
		if !strings.Contains(body, want) {
			t.Fatalf("after “Not the same task” the page lacks %q:\n%s", want, body)
		}
	}
	if visible(t, ctx, row+"button.merge") || visible(t, ctx, row+"button.distinct") {
		t.Fatal("the row still offers a merge or “Not the same task”")
	}
	shot(t, ctx, "distinct-filed-done")
	st := r.sandbox()
	if st.open(k1) != 1 || st.open(mergeLater) != 1 || st.due(k1) != "2026-09-18" || r.k1Updates() != upsBefore {
		t.Fatalf("“Not the same task” changed the tracker: %+v", st.Tasks)
	}
	links, err := r.app.TaskLinks(context.Background(), ledger.MustParseKey(k1))
	if err != nil {
		t.Fatal(err)
	}
	if len(links) != 1 || !links[0].NotSame() || links[0].By != "kim" || links[0].Why.Reason != "the signing is legal's, not the review" {
		t.Fatalf("the links of %s: %+v", k1, links)
	}
	// The later meeting read again: the pair is not shown again.
	if again := registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)"); len(again.Possible) != 0 {
		t.Fatalf("a rerun shows possible links again: %+v", again.Possible)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.ID("links"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "not the same (by kim)") || strings.Contains(body, "possibly the same") || visible(t, ctx, row+"button.merge") {
		t.Fatalf("after the rerun the page:\n%s", body)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/meetings/demo/P42/M0921?lang=ko"), chromedp.WaitVisible(chromedp.ID("links"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "같은 업무 아님(kim 님 판단)") || !strings.Contains(body, "같은 업무가 아니라고 판단함") {
		t.Fatalf("the Korean page:\n%s", body)
	}
	shot(t, ctx, "distinct-filed-done-ko")
}

// A "Not the same task" form with no reason, or for a pair that was never
// shown, is refused in the page's language saying why; nothing changes.
func TestDistinctRefused(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	page := "/console/meetings/demo/P42/M0921"
	for _, tc := range []struct{ from, reason, lang, want string }{
		{k1, "", "en", "Not done: write in “Why” what makes it another task."},
		{k1, "", "ko", "처리하지 않았습니다: ‘사유’에 다른 업무인 이유를 쓰세요."},
		{"demo:P42:M0914:A002:create-task", "other work", "en", "Not done: " + mergeLater + " was not shown as possibly demo:P42:M0914:A002:create-task."},
		{"demo:P42:M0921:A001:create-task", "other work", "ko", "처리하지 않았습니다: " + mergeLater + " 와(과) demo:P42:M0921:A001:create-task 는 한 프로젝트의"},
	} {
		r.get(c, page+"?lang="+tc.lang)
		form := r.token(c, page)
		form.Set("from", tc.from)
		form.Set("reason", tc.reason)
		form.Set("back", page)
		r.post(c, "/console/keys/"+mergeLater+"/distinct", form)
		_, body := r.get(c, page)
		if !strings.Contains(visibleText(body), tc.want) {
			t.Errorf("%s %q: the page lacks %q:\n%s", tc.from, tc.reason, tc.want, visibleText(body))
		}
	}
	links, err := r.app.TaskLinks(context.Background(), ledger.MustParseKey(k1))
	if err != nil || len(links) != 1 || !links[0].Possible() {
		t.Fatalf("a refused decision changed the link: %+v %v", links, err)
	}
}
