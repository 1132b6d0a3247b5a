package console

import (
	"context"
	"net/http"
	"regexp"
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

// laterTie is a browser signed in as kim, the console's address and the
// CSS prefix of mergeLater's row in a page's ties table.
func laterTie(t *testing.T, r *rig) (ctx context.Context, base, row string) {
	t.Helper()
	ctx = browser(t)
	base = r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	return ctx, base, `tr[id="tie-` + mergeLater + `"] `
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
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/meetings/demo/P42/M0921?lang=en"), chromedp.WaitVisible(chromedp.ID("links"))); err != nil {
		t.Fatal(err)
	}
	// Its meeting's page says it is held, not filed, and what a merge
	// does to a held action.
	body := text(t, ctx)
	if !strings.Contains(body, "possibly the same (held, not filed)") || !strings.Contains(body, "“Merge into it” answers the hold") ||
		strings.Contains(body, "possibly the same (filed)") || strings.Contains(body, "cancelled in the tracker") {
		t.Fatalf("the meeting page of the held action:\n%s", body)
	}
	shot(t, ctx, "merge-held-meeting")
	row := `tr[id="row-` + mergeLater + `"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue?lang=en"), chromedp.WaitVisible(chromedp.CSS(row+"button.merge-into"))); err != nil {
		t.Fatal(err)
	}
	body = text(t, ctx)
	for _, want := range []string{"Possible duplicate", "This is task " + k1, "물류 계약서 초안 검토 및 서명"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the queue lacks %q:\n%s", want, body)
		}
	}
	// One way to merge, with its reason: not a second reason-less button
	// for the same task.
	if visible(t, ctx, row+"button.merge") {
		t.Fatal("the row offers a second merge button for the same task")
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+"form.possible-task input.reason"), "the signing is part of the same review")); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "merge-held-queue")
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.merge-into")))
	body = text(t, ctx)
	for _, want := range []string{"Merged: " + mergeLater + " is task " + k1, "It was never filed", "The due date of " + k1 + " is now 2026-09-25"} {
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

// open counts the tasks of the sandbox under prefix not cancelled.
func (s sbState) open(prefix string) int {
	n := 0
	for _, t := range s.Tasks {
		if strings.HasPrefix(t.Key, prefix) && t.Status != "cancelled" {
			n++
		}
	}
	return n
}

// A later meeting's action filed as its own task and shown on its
// meeting's page as possibly an earlier task (one title contains the
// other): a person writes why and clicks "Merge into it". The later task
// is cancelled in the tracker (it was filed), the earlier one takes its
// due date in one update: one open task for the pair. The page then shows
// the link merged by the person, with nothing left to merge.
func TestBrowserMergeFiledFromMeetingPage(t *testing.T) {
	t.Parallel()
	// Cancelling the later task is a cancel-task, which the tracker
	// connection must be permitted (series merge says so too).
	r := newRigSet(t, false, false, nil, func(c *config.Config) {
		c.Permissions = []config.Permission{{Connector: "sandbox", Tenants: []string{"demo", "other"}, Projects: []string{"P42"},
			Operations: []string{"create-task", "update-task", "cancel-task"}}}
	})
	reg := registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	if len(reg.Possible) != 1 || reg.Possible[0].Key != k1 || reg.Possible[0].Held {
		t.Fatalf("possible %+v", reg.Possible)
	}
	st := r.sandbox()
	if st.open(k1) != 1 || st.open(mergeLater) != 1 || st.due(k1) != "2026-09-18" {
		t.Fatalf("before the merge: %+v", st.Tasks)
	}
	upsBefore := r.k1Updates()
	ctx, base, row := laterTie(t, r)
	page := base + "/console/meetings/demo/P42/M0921?lang=en"
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(row+"button.merge"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"Tied to earlier tasks of the series", "possibly the same (filed)", k1, "one title contains the other", "Merge into it",
		"If it is the same work, “Merge into it” closes it"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the meeting page lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "Restated: the action was not filed") {
		t.Fatalf("the page explains a restatement it does not have:\n%s", body)
	}
	if visible(t, ctx, row+".merge-keeps-open") {
		t.Fatalf("cancel-task is permitted, yet the row warns the task stays open:\n%s", body)
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+`input[name="reason"]`), "signing is the last step of the review")); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "merge-filed-meeting")
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.merge")))
	body = text(t, ctx)
	for _, want := range []string{"Merged: " + mergeLater + " is task " + k1, "Its own task in the tracker, " + r.state(mergeLater).ExternalID + ", is cancelled", "The due date of " + k1 + " is now 2026-09-25",
		"merged by a person", "kim", "signing is the last step of the review"} {
		if !strings.Contains(body, want) {
			t.Fatalf("after the merge the page lacks %q:\n%s", want, body)
		}
	}
	if visible(t, ctx, row+"button.merge") {
		t.Fatal("the page still offers the merge")
	}
	shot(t, ctx, "merge-filed-done")
	st = r.sandbox()
	if st.open(k1) != 1 || st.open(mergeLater) != 0 || st.tasks(mergeLater) != 1 {
		t.Fatalf("after the merge, want k1 open and the later task cancelled: %+v", st.Tasks)
	}
	if d := st.due(k1); d != "2026-09-25" {
		t.Fatalf("the earlier task's due date is %s, want the later meeting's 2026-09-25", d)
	}
	if n := r.k1Updates(); n != upsBefore+1 {
		t.Fatalf("%d updates of k1 after the merge, want %d (one)", n, upsBefore+1)
	}
	cancel := "demo:P42:M0921:A001:cancel-task"
	if e := r.state(cancel); e.State != ledger.Succeeded {
		t.Fatalf("the later task's cancel-task is %s", e.State)
	}
	tr, err := r.app.Transitions(context.Background(), cancel)
	if err != nil {
		t.Fatal(err)
	}
	// The cancel-task carries the merge, the person's reason and name.
	if len(tr) == 0 || !strings.Contains(tr[0].Reason, "merged into "+k1+": signing is the last step of the review") {
		t.Fatalf("the later task's cancel-task does not say why: %+v", tr)
	}
	if tr[0].Actor != "kim" {
		t.Fatalf("the later task's cancel-task is logged by %q, want kim (signed in)", tr[0].Actor)
	}
	if by := r.mergedBy(mergeLater); by != "kim" {
		t.Fatalf("the link is merged by %q, want kim", by)
	}
	// Back to the page the form was on: read again, nothing to merge twice.
	if err := chromedp.Do(ctx, chromedp.NavigateBack(), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if visible(t, ctx, row+"button.merge") {
		t.Fatalf("back on the page, it offers the merge again:\n%s", text(t, ctx))
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/meetings/demo/P42/M0921?lang=ko"), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "사람이 합침") {
		t.Fatalf("the Korean page after the merge:\n%s", body)
	}
	shot(t, ctx, "merge-filed-done-ko")
}

// A later action that names an earlier task's tracker ID for another
// person is shown as possibly that task (reassigned?). Merging it is
// refused — a merge would leave one person's task — and the page says
// so in the person's language, naming both keys and both people; nothing
// changes: two open tasks, the earlier due date kept, the link still
// offered.
func TestBrowserMergeRefusedOtherAssignee(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	id := r.state(k1).ExternalID
	if id == "" {
		t.Fatal("k1 has no tracker ID")
	}
	reg := registerLater(t, r, "- [ ] @민서 "+id+" 물류 계약서 초안 검토 이어받기 (기한: 9/30)")
	if len(reg.Possible) != 1 || reg.Possible[0].Key != k1 || reg.Possible[0].Held {
		t.Fatalf("possible %+v", reg.Possible)
	}
	upsBefore, keysBefore := r.k1Updates(), r.keys()
	ctx, base, row := laterTie(t, r)
	for _, tc := range []struct{ lang, want string }{
		{"en", "Not done: " + mergeLater + " is 민서's and " + k1 + " (" + id + ") is 지훈's"},
		{"ko", "처리하지 않았습니다: " + mergeLater + " 은(는) 민서 님의 업무이고 " + k1 + " (" + id + ") 은(는) 지훈 님의 업무입니다"},
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/meetings/demo/P42/M0921?lang="+tc.lang), chromedp.WaitVisible(chromedp.CSS(row+"button.merge"))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+`input[name="reason"]`), "민서 takes it over")); err != nil {
			t.Fatal(err)
		}
		submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.merge")))
		body := text(t, ctx)
		if !strings.Contains(body, tc.want) {
			t.Fatalf("%s: the refusal does not say why:\n%s", tc.lang, body)
		}
		if !visible(t, ctx, row+"button.merge") {
			t.Fatalf("%s: after a refused merge the page no longer offers it", tc.lang)
		}
		shot(t, ctx, "merge-refused-"+tc.lang)
	}
	st := r.sandbox()
	if st.open(k1) != 1 || st.open(mergeLater) != 1 || st.due(k1) != "2026-09-18" {
		t.Fatalf("a refused merge changed the tracker: %+v", st.Tasks)
	}
	if r.k1Updates() != upsBefore || r.keys() != keysBefore || r.mergedBy(mergeLater) != "" {
		t.Fatalf("a refused merge changed the ledger: %d updates (before %d), %d keys (before %d)", r.k1Updates(), upsBefore, r.keys(), keysBefore)
	}
}

// A filed action merged where the tracker connection may not cancel
// tasks: the merge is recorded and the earlier task takes the due date,
// but the later task stays in the tracker — the page says so, and that
// its cancel waits for a person, rather than reading as a clean merge.
func TestMergeFiledCancelNotPermitted(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	page := "/console/meetings/demo/P42/M0921"
	form := r.token(c, page)
	form.Set("into", k1)
	form.Set("reason", "the same review")
	form.Set("back", page)
	if code, _ := r.post(c, "/console/keys/"+mergeLater+"/merge", form); code != http.StatusSeeOther {
		t.Fatalf("merge: %d", code)
	}
	_, body := r.get(c, page+"?lang=en")
	flash := visibleText(regexp.MustCompile(`(?s)<div class="flash"[^>]*>.*?</div>`).FindString(body))
	for _, want := range []string{"Merged: " + mergeLater + " is task " + k1, "demo:P42:M0921:A001:cancel-task needs a person", "not permitted",
		"The due date of " + k1 + " is now 2026-09-25"} {
		if !strings.Contains(flash, want) {
			t.Fatalf("the message lacks %q: %q", want, flash)
		}
	}
	if strings.Contains(flash, "is cancelled") {
		t.Fatalf("the message says the later task is cancelled: %q", flash)
	}
	if st := r.sandbox(); st.open(mergeLater) != 1 || st.due(k1) != "2026-09-25" {
		t.Fatalf("tracker after the merge: %+v", st.Tasks)
	}
}

// Before a person merges a filed action, the meeting page and the earlier
// task's page say whether the merge will leave its own task open in the
// tracker: under the default permissions the tracker connection may not
// cancel tasks, so the row names the task and the remedy; with
// cancel-task permitted the row says nothing.
func TestMergeFiledWarnsCancelNotPermitted(t *testing.T) {
	t.Parallel()
	warn := regexp.MustCompile(`(?s)<small class="merge-keeps-open">(.*?)</small>`)
	for _, tc := range []struct {
		name      string
		permitted bool
	}{{"default", false}, {"cancel-task permitted", true}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var r *rig
			if !tc.permitted {
				r = newRig(t, false, false)
			} else {
				r = newRigSet(t, false, false, nil, func(c *config.Config) {
					c.Permissions = []config.Permission{{Connector: "sandbox", Tenants: []string{"demo", "other"}, Projects: []string{"P42"},
						Operations: []string{"create-task", "update-task", "cancel-task"}}}
				})
			}
			registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
			id := r.state(mergeLater).ExternalID
			if id == "" {
				t.Fatal("the later action has no tracker ID")
			}
			c := r.client()
			r.signIn(c, "kim", "kim-secret-token")
			for _, pg := range []struct{ path, lang, want string }{
				{"/console/meetings/demo/P42/M0921", "en", "Merging leaves its own task " + id + " open in the tracker until someone closes it there"},
				{"/console/meetings/demo/P42/M0921", "ko", "합쳐도 따로 등록된 업무 " + id + " 은(는) 누군가 트래커에서 닫을 때까지 열려 있습니다"},
				{"/console/keys/" + k1, "en", "add cancel-task to its permissions in the config"},
			} {
				code, body := r.get(c, pg.path+"?lang="+pg.lang)
				if code != http.StatusOK {
					t.Fatalf("%s: %d", pg.path, code)
				}
				if !strings.Contains(body, `action="/console/keys/`+mergeLater+`/merge"`) {
					t.Fatalf("%s does not offer the merge:\n%s", pg.path, body)
				}
				got := visibleText(warn.FindString(body))
				if tc.permitted {
					if got != "" {
						t.Fatalf("%s warns though cancel-task is permitted: %q", pg.path, got)
					}
					continue
				}
				if !strings.Contains(got, pg.want) {
					t.Fatalf("%s (%s): the warning %q lacks %q", pg.path, pg.lang, got, pg.want)
				}
			}
		})
	}
}

// Under the default permissions (no cancel-task), the row of a filed
// action says before the click that merging leaves its own task open in
// the tracker, naming it and the permission; the merge then goes through
// and its message says the cancel waits for a person, as warned.
func TestBrowserMergeFiledWarnsCancelNotPermitted(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	registerLater(t, r, "- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)")
	id := r.state(mergeLater).ExternalID
	ctx, base, row := laterTie(t, r)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/meetings/demo/P42/M0921?lang=en"), chromedp.WaitVisible(chromedp.CSS(row+".merge-keeps-open"))); err != nil {
		t.Fatal(err)
	}
	warn, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(row+".merge-keeps-open")))
	if err != nil {
		t.Fatal(err)
	}
	if want := "Merging leaves its own task " + id + " open in the tracker until someone closes it there"; !strings.Contains(warn, want) || !strings.Contains(warn, "cancel-task") {
		t.Fatalf("the warning before the merge is %q, want %q and the permission", warn, want)
	}
	shot(t, ctx, "merge-filed-keeps-open")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row+`input[name="reason"]`), "the same review")); err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.merge")))
	if body := text(t, ctx); !strings.Contains(body, "Merged: "+mergeLater+" is task "+k1) || !strings.Contains(body, "not permitted") {
		t.Fatalf("after the merge the page does not say the cancel waits:\n%s", body)
	}
	if st := r.sandbox(); st.open(mergeLater) != 1 {
		t.Fatalf("the later task is not open in the tracker, as warned: %+v", st.Tasks)
	}
}
