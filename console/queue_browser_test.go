package console

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// A person narrows the queue to one reason from its navigation: only
// that reason's keys are listed, each with the one action its reason
// needs, and the count shows how many there are.
func TestBrowserFilterByReason(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, true) // A001, A002 await approval; A003's assignee is not in the roster
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue"), chromedp.WaitVisible(chromedp.CSS("nav.reasons"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"All (3)", "Awaiting approval (2)", "Assignee not in roster (1)"} {
		if !strings.Contains(body, want) {
			t.Fatalf("reason navigation lacks %q:\n%s", want, body)
		}
	}
	shot(t, ctx, "queue-all-reasons")
	submit(t, ctx, chromedp.Click(chromedp.CSS(`nav.reasons a[data-reason="`+app.WaitAwaitingApproval+`"]`)))
	rows := rowKeys(t, ctx)
	if len(rows) != 2 || rows[0] != k1 || rows[1] != "demo:P42:M0914:A002:create-task" {
		t.Fatalf("filtered by awaiting approval: rows %v", rows)
	}
	// Approve / reject offered; no assign, no send again, no mark found.
	row := `tr[id="row-` + k1 + `"] `
	if !visible(t, ctx, row+"button.approve") || !visible(t, ctx, row+"button.reject") ||
		visible(t, ctx, row+"button.assign") || visible(t, ctx, row+"button.requeue") || visible(t, ctx, row+"button.found") {
		t.Fatal("a key awaiting approval is not offered approve / reject alone")
	}
	shot(t, ctx, "queue-filtered-awaiting")
	// An action from the filtered list comes back to it.
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.approve")))
	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(loc, "/console/queue?reason="+app.WaitAwaitingApproval) {
		t.Fatalf("after approving: at %s, want the filtered list", loc)
	}
	if rows := rowKeys(t, ctx); len(rows) != 1 || r.sandbox().tasks(k1) != 1 {
		t.Fatalf("after approving A001: rows %v, %d tasks", rows, r.sandbox().tasks(k1))
	}
	shot(t, ctx, "queue-filtered-after-approve")
}

// A person ticks three keys awaiting approval and approves them with one
// reason: three tasks, three notifications, each approval audited.
func TestBrowserBulkApproveThree(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue?lang=ko"), chromedp.WaitVisible(chromedp.ID("bulk-apply"))); err != nil {
		t.Fatal(err)
	}
	keys := rowKeys(t, ctx)
	if len(keys) != 3 {
		t.Fatalf("queue rows %v, want 3 awaiting approval", keys)
	}
	for _, k := range keys {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`tr[id="row-`+k+`"] input.pick`))); err != nil {
			t.Fatal(err)
		}
	}
	err := chromedp.Do(ctx,
		chromedp.SetValue(chromedp.ID("bulk-op"), "approve"),
		chromedp.SendKeys(chromedp.ID("bulk-reason"), "주간 회의에서 확인"),
	)
	if err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "bulk-ticked")
	submit(t, ctx, chromedp.Click(chromedp.ID("bulk-apply")))
	body := text(t, ctx)
	if !strings.Contains(body, "3건 처리했습니다") || !strings.Contains(body, "사람의 확인을 기다리는 항목이 없습니다") {
		t.Fatalf("after the bulk approval: %q", body)
	}
	shot(t, ctx, "bulk-approved")
	st := r.sandbox()
	if st.tasks("demo:") != 3 || len(st.Messages) != 3 {
		t.Fatalf("%d tasks, %d messages; want 3 and 3", st.tasks("demo:"), len(st.Messages))
	}
	for _, k := range keys {
		tr, err := r.app.Transitions(context.Background(), k)
		if err != nil {
			t.Fatal(err)
		}
		audited := false
		for _, x := range tr {
			audited = audited || x.Actor == "kim" && x.Reason == "approved: 주간 회의에서 확인"
		}
		if !audited {
			t.Fatalf("%s: approval not audited with the operator and reason: %+v", k, tr)
		}
	}
}

// On the Korean page, going ahead without choosing a person is refused as
// a refusal, in Korean, naming the field to fill — and nothing changes.
func TestBrowserRefusalInKorean(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, true)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr[id="row-` + k3 + `"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue?lang=ko"), chromedp.WaitVisible(chromedp.CSS(row+"button.assign"))); err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.assign")))
	alert, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`div.error[role=alert]`)))
	if err != nil {
		t.Fatalf("no refusal shown: %v\n%s", err, text(t, ctx))
	}
	if !strings.Contains(alert, "처리하지 않았습니다") || !strings.Contains(alert, "‘담당자’에서 사람을 고른") || strings.Contains(alert, "--") ||
		regexp.MustCompile(`[A-Za-z]{3,}`).MatchString(alert) {
		t.Fatalf("refusal: %q", alert)
	}
	if visible(t, ctx, "div.flash") {
		t.Fatal("a refusal is shown as a success too")
	}
	shot(t, ctx, "refusal-ko")
	if e := r.state(k3); e.State != ledger.NeedsHuman || r.sandbox().tasks(k3) != 0 {
		t.Fatalf("a refusal changed the key: %s", e.State)
	}
}

// "Check the tracker now" on a key whose next check is not due says when
// it will be and why not sooner — and checks nothing early.
func TestBrowserCheckNowNotDue(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	next := time.Now().Add(3 * time.Minute)
	inDoubt(t, r, k1, next)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr[id="row-` + k1 + `"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/unknown?lang=ko"), chromedp.WaitVisible(chromedp.CSS(row+"button.check"))); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "in-doubt-ko")
	before, _ := r.app.Attempts(context.Background(), k1)
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.check")))
	alert, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`div.error[role=alert]`)))
	if err != nil {
		t.Fatalf("no answer shown: %v\n%s", err, text(t, ctx))
	}
	at := next.Local().Format("15:04:05")
	if !strings.Contains(alert, "아직 확인하지 않았습니다") || !strings.Contains(alert, at) || !strings.Contains(alert, "트래커 검색에는 새 업무가 늦게") {
		t.Fatalf("check now, not due: %q (want %s and why)", alert, at)
	}
	if strings.Contains(alert, "처리했습니다") {
		t.Fatal("said done")
	}
	shot(t, ctx, "check-now-not-due-ko")
	after, _ := r.app.Attempts(context.Background(), k1)
	if len(after) != len(before) || r.state(k1).State != ledger.Unknown {
		t.Fatalf("checked early: %d attempts before, %d after; %s", len(before), len(after), r.state(k1).State)
	}
}

// inDoubt puts key in doubt below the pipeline, as a lost response would:
// approved, claimed, its outcome unknown, the next check at next.
func inDoubt(t *testing.T, r *rig, key string, next time.Time) {
	t.Helper()
	ctx := context.Background()
	s := r.app.Ledger()
	k, _ := ledger.ParseKey(key)
	now := time.Now()
	if _, err := s.ExecutionResolve(ctx, ledger.ResolveParams{Key: k, To: ledger.Pending, Reason: "approved: drill", Actor: "drill", Now: now}); err != nil {
		t.Fatal(err)
	}
	claimed, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "drill", LeaseFor: time.Minute, Limit: 1, Keys: []string{key}, Now: now})
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim %s: %v %v", key, claimed, err)
	}
	p := ledger.CompleteUnknown(claimed[0], ledger.OutcomeNotFound, errors.New("timeout"), "not found by key yet; waiting out 30s search lag until "+next.Format(time.RFC3339), next)
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatal(err, errs)
	}
}

// rowKeys are the keys the queue lists, in order.
func rowKeys(t *testing.T, ctx context.Context) []string {
	t.Helper()
	keys, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("tr.row")).map(r => r.id.replace(/^row-/, ""))`))
	if err != nil {
		t.Fatal(err)
	}
	return keys
}
