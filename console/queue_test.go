package console

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/reasontest"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

var (
	reTags  = regexp.MustCompile(`(?s)<style.*?</style>|<[^>]*>`)
	reWords = regexp.MustCompile(`[A-Za-z]+(?:[ ,'-]+[A-Za-z]+)+`)
	reAlert = regexp.MustCompile(`(?s)<div class="error" role="alert">(.*?)</div>`)
	reFlash = regexp.MustCompile(`(?s)<div class="flash" role="status">(.*?)</div>`)
)

// visibleText is what a person reads on a page: no tags, no attributes.
func visibleText(page string) string { return html.UnescapeString(reTags.ReplaceAllString(page, " ")) }

// englishPhrases are the runs of two or more English words of a reason
// as the ledger keeps it ("is not in the roster").
func englishPhrases(reason string) []string {
	var out []string
	for _, m := range reWords.FindAllString(reason, -1) {
		w := strings.Fields(strings.Trim(m, " ,'-"))
		if len(w) >= 2 {
			out = append(out, w[0]+" "+w[1])
		}
	}
	return out
}

// hold enqueues key waiting for a person with reason, below the pipeline
// (as the step that holds it would).
func (r *rig) hold(key, title, reason string) {
	r.t.Helper()
	k, err := ledger.ParseKey(key)
	if err != nil {
		r.t.Fatal(err)
	}
	_, err = r.app.Ledger().ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: k.Project, Action: k.Action, Title: title,
		Assignee: "준호", Source: "- [ ] @준호 " + title}, State: ledger.NeedsHuman, Reason: reason, Now: time.Now()})
	if err != nil {
		r.t.Fatal(err)
	}
}

// Every reason a key waits with, on the Korean queue and key pages, is
// said in Korean with its fix — none of the ledger's English reason text —
// and no page shows a command-line flag; the English pages say it in
// English. The reason navigation counts each reason.
func TestEveryReasonLocalizedOnPages(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	samples := reasontest.Samples(t)
	type held struct{ key, code, reason string }
	var all []held
	n := 0
	for _, code := range app.WaitCodes() {
		for _, reason := range samples[code] {
			n++
			key := fmt.Sprintf("demo:P42:R%03d:A001:create-task", n)
			r.hold(key, "업무 "+code, reason)
			all = append(all, held{key, code, reason})
		}
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for _, lang := range []string{"ko", "en"} {
		_, queue := r.get(c, "/console/queue?lang="+lang)
		qtext := visibleText(queue)
		if strings.Contains(qtext, "--") {
			t.Errorf("%s queue shows a command-line flag", lang)
		}
		for _, code := range app.WaitCodes() {
			want := fmt.Sprintf("%s (%d)", app.ReasonLabel(lang, code), len(samples[code]))
			if !strings.Contains(qtext, want) {
				t.Errorf("%s queue: no count %q", lang, want)
			}
		}
		for _, h := range all {
			ex := app.ExplainReason(lang, h.reason)
			if !strings.Contains(qtext, ex.Text) || !strings.Contains(qtext, ex.Fix) {
				t.Errorf("%s queue: %s lacks its text %q or fix %q", lang, h.key, ex.Text, ex.Fix)
			}
			_, kp := r.get(c, "/console/keys/"+h.key)
			ktext := visibleText(kp)
			if strings.Contains(ktext, "--") {
				t.Errorf("%s key page of %s shows a command-line flag", lang, h.code)
			}
			if lang != "ko" {
				continue
			}
			for _, p := range englishPhrases(h.reason) {
				if strings.Contains(qtext, p) {
					t.Errorf("Korean queue shows English reason text %q (%s)", p, h.code)
				}
				if strings.Contains(ktext, p) {
					t.Errorf("Korean key page of %s shows English reason text %q", h.code, p)
				}
			}
		}
	}
	// Filtered by one reason: its keys only, and the filter kept in the
	// navigation's links.
	_, page := r.get(c, "/console/queue?lang=en&reason="+app.WaitGaveUp)
	if strings.Count(page, `class="row"`) != len(samples[app.WaitGaveUp]) || !strings.Contains(page, `class="reason on" data-reason="`+app.WaitGaveUp+`"`) {
		t.Fatalf("filtered by %s:\n%s", app.WaitGaveUp, visibleText(page))
	}
}

// Every refusal the console can show has words in both languages that
// name the form's field, never a command-line flag, and no English in the
// Korean.
func TestEveryRefusalWorded(t *testing.T) {
	codes := append(app.RemedyCodes(), remedyHeld, remedyNotInDoubt, remedyNotDue)
	for _, code := range codes {
		w, ok := catalog["refused "+code]
		if !ok {
			t.Errorf("no words for the refusal %s", code)
			continue
		}
		for i, s := range w {
			if strings.Contains(s, "--") || strings.Contains(s, "`") {
				t.Errorf("%s: a command-line flag in %q", code, s)
			}
			if i == 1 {
				for _, m := range regexp.MustCompile(`[A-Za-z]{3,}`).FindAllString(s, -1) {
					if m != "YYYY" && m != "roster" {
						t.Errorf("%s: English %q in the Korean %q", code, m, s)
					}
				}
			}
		}
	}
}

// Decisions the state of a key refuses are shown as refusals (not as a
// success), in the page's language, naming the field to fill; nothing
// changes.
func TestRefusalsShownAsRefusals(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, true)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	r.get(c, "/console/queue?lang=ko")
	for _, tc := range []struct {
		op   string
		form map[string]string
		want string
	}{
		{"correct", nil, "‘담당자’에서 사람을 고른"},
		{"approve", nil, "승인 대기 중이 아닙니다"},
		{"found", nil, "‘트래커 ID’를 입력하세요"},
		{"found", map[string]string{"external_id": "TASK-999"}, "‘TASK-999’ 업무가 없습니다"},
		{"correct", map[string]string{"due": "내일쯤"}, "‘기한’을 YYYY-MM-DD"},
		{"correct", map[string]string{"assignee": "아무개"}, "‘아무개’ 님은 명단의 한 사람이 아닙니다"},
	} {
		form := r.token(c, "/console/queue")
		for k, v := range tc.form {
			form.Set(k, v)
		}
		form.Set("back", "/console/queue?reason="+app.WaitUnknownAssignee)
		code, _ := r.post(c, "/console/keys/"+k3+"/"+tc.op, form)
		if code != http.StatusSeeOther {
			t.Fatalf("%s: %d", tc.op, code)
		}
		_, page := r.get(c, "/console/queue?reason="+app.WaitUnknownAssignee)
		m := reAlert.FindStringSubmatch(page)
		if m == nil || reFlash.MatchString(page) {
			t.Fatalf("%s %v: not shown as a refusal:\n%s", tc.op, tc.form, visibleText(page))
		}
		msg := html.UnescapeString(m[1])
		if !strings.Contains(msg, tc.want) || strings.Contains(msg, "--") || strings.HasPrefix(msg, "처리했습니다") {
			t.Errorf("%s %v: %q, want %q and no flag", tc.op, tc.form, msg, tc.want)
		}
		if e := r.state(k3); e.State != ledger.NeedsHuman {
			t.Fatalf("a refused %s changed the key: %s", tc.op, e.State)
		}
	}
	if r.sandbox().tasks(k3) != 0 {
		t.Fatal("a refusal created a task")
	}
}

// After a decision the person is back on the same filtered list.
func TestBackToTheFilteredList(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, true)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	list := "/console/queue?reason=" + app.WaitAwaitingApproval + "&tenant=demo&q=A001"
	_, page := r.get(c, list)
	if strings.Count(page, `class="row"`) != 1 || !strings.Contains(page, k1) {
		t.Fatalf("search and filter:\n%s", visibleText(page))
	}
	form := r.token(c, list)
	form.Set("back", list)
	req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/console/keys/"+k1+"/approve", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); loc != list {
		t.Fatalf("after approving: back to %q, want %q", loc, list)
	}
	// A "back" to another site is not followed.
	form = r.token(c, list)
	form.Set("back", "https://evil.example/console/queue")
	req, _ = http.NewRequest(http.MethodPost, r.srv.URL+"/console/keys/demo:P42:M0914:A002:create-task/approve", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err = c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); strings.Contains(loc, "evil") {
		t.Fatalf("followed an outside back: %q", loc)
	}
}

// Paging: fifty keys a page, the filter kept across pages.
func TestQueuePaging(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	for i := range 60 {
		r.hold(fmt.Sprintf("demo:P42:R%03d:A001:create-task", i), "업무", "no assignee written")
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, p1 := r.get(c, "/console/queue?lang=en&reason="+app.WaitNoAssignee)
	_, p2 := r.get(c, "/console/queue?lang=en&reason="+app.WaitNoAssignee+"&page=2")
	if strings.Count(p1, `class="row"`) != 50 || strings.Count(p2, `class="row"`) != 10 {
		t.Fatalf("pages of %d and %d rows", strings.Count(p1, `class="row"`), strings.Count(p2, `class="row"`))
	}
	if !strings.Contains(visibleText(p1), "1–50 of 60") || !strings.Contains(p1, `href="/console/queue?page=2&amp;reason=`+app.WaitNoAssignee+`"`) {
		t.Fatalf("paging of page 1:\n%s", visibleText(p1))
	}
}

// The team lead's view lists each person's open tasks with their
// meeting's date, overdue first, filtered by the meeting's date; another
// tenant's tasks are not there.
func TestTeamView(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, page := r.get(c, "/console/team?lang=en")
	text := visibleText(page)
	if strings.Count(page, `class="member"`) != 3 || !strings.Contains(text, "2026-09-14") || !strings.Contains(text, "TASK-") {
		t.Fatalf("team view:\n%s", text)
	}
	if strings.Contains(page, "other:") {
		t.Fatal("another tenant's tasks in the team view")
	}
	// Due dates in September 2026, read after them: overdue.
	if time.Now().Format("2006-01-02") > "2026-09-30" && strings.Count(page, `class="task overdue"`) != 3 {
		t.Fatalf("overdue tasks not marked:\n%s", page)
	}
	if _, page := r.get(c, "/console/team?from=2026-10-01"); strings.Contains(page, `class="member"`) {
		t.Fatalf("meetings from October show September's tasks:\n%s", visibleText(page))
	}
	if _, page := r.get(c, "/console/team?from=2026-09-01&until=2026-09-15"); strings.Count(page, `class="member"`) != 3 {
		t.Fatalf("September's meeting filtered out:\n%s", visibleText(page))
	}
	// A task the tracker says is done is not open.
	if _, err := series.RecordStatus(context.Background(), r.app.Ledger(), k1, series.Fact{Status: "done", Since: time.Now(), At: time.Now(), Via: "test"}); err != nil {
		t.Fatal(err)
	}
	if _, page := r.get(c, "/console/team"); strings.Count(page, `class="member"`) != 2 {
		t.Fatalf("a done task is still open:\n%s", visibleText(page))
	}
}

// A key held only for its assignee was never refused approval: its
// meeting's page does not show "approved" as refused (red), and says the
// reason in the page's language.
func TestUnknownAssigneeBadge(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, true)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, page := r.get(c, "/console/meetings/demo/P42/M0914?lang=ko")
	_, row, _ := strings.Cut(page, `<a href="/console/keys/`+k3+`">`)
	row, _, _ = strings.Cut(row, "</tr>")
	if strings.Contains(row, `class="step no">승인`) || !strings.Contains(row, `class="step todo">승인`) {
		t.Fatalf("A003's approval badge:\n%s", row)
	}
	if strings.Contains(row, "not in the roster") || !strings.Contains(row, "명단에 없습니다") {
		t.Fatalf("A003's reason on the Korean meeting page:\n%s", row)
	}
}

var (
	reLogReason = regexp.MustCompile(`(?s)<td class="log-reason">(.*?)</td>`)
	reLatin     = regexp.MustCompile(`[A-Za-z]{3,}`)
	// reKeyish are keys and notification keys: IDs, not words.
	reKeyish = regexp.MustCompile(`\S*\w:\w\S*`)
)

// latinOK are the Latin words a Korean page's reason may carry: IDs, the
// product, trackers' and channels' names, a date format.
var latinOK = map[string]bool{"TASK": true, "MSG": true, "axagent": true, "YYYY": true, "permissions": true, "roster": true,
	"jira": true, "github": true, "gitlab": true, "redmine": true, "linear": true, "sandbox": true, "slack": true, "smtp": true, "email": true}

// Every reason the code writes into the log (the log's catalogue, found
// in the source by app's TestEveryWrittenReasonCatalogued) and every
// reason a key waits with, as the key page's timeline shows it: in
// Korean without English words, in either language without a
// command-line flag; the stored text stays in the cell's title.
func TestEveryLogReasonOnKeyPage(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	fill := strings.NewReplacer("%%", "%", "%s", "TASK-7", "%v", "TASK-7", "%q", `"TASK-7"`, "%d", "3")
	var reasons []string
	for _, f := range app.LogReasonFormats() {
		reasons = append(reasons, fill.Replace(f))
	}
	for code, rs := range reasontest.Samples(t) {
		if code != app.WaitOther {
			reasons = append(reasons, rs...)
		}
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for i, reason := range reasons {
		key := fmt.Sprintf("demo:P42:L%03d:A001:create-task", i)
		k, _ := ledger.ParseKey(key)
		if _, err := r.app.Ledger().ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "P42", Action: "A001", Title: "업무"},
			Reason: reason, Now: time.Now()}); err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"ko", "en"} {
			_, page := r.get(c, "/console/keys/"+key+"?lang="+lang)
			cells := reLogReason.FindAllStringSubmatch(page, -1)
			if len(cells) == 0 {
				t.Fatalf("%s: no timeline reason on the key page", key)
			}
			said := visibleText(cells[0][1])
			if strings.TrimSpace(said) == "" || strings.Contains(said, "--") || strings.Contains(said, "`") {
				t.Errorf("%s page: %q said as %q", lang, reason, said)
			}
			if strings.Contains(visibleText(page), "--") {
				t.Errorf("%s key page for %q shows a command-line flag", lang, reason)
			}
			if lang != "ko" {
				continue
			}
			for _, w := range reLatin.FindAllString(reKeyish.ReplaceAllString(said, " "), -1) {
				if !latinOK[w] {
					t.Errorf("Korean key page: English %q in %q (stored %q)", w, said, reason)
				}
			}
		}
	}
}

// A task held for a person that a later meeting restated is shown in the
// queue with its restatements (one hold for the same work); one a later
// action is only shown as possibly being, with those actions — each in the
// page's language, for whoever answers the hold.
func TestQueueShowsRestatementsOfAHeldTask(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		kind   ledger.LinkKind
		action string
		div    string
		en, ko string
	}{
		{ledger.LinkSame, "A002", `<div class="restated-held">`, "Restated while it waits", "보류 중에 다시 언급됨"},
		{ledger.LinkPossible, "A003", `<div class="possibly-restated-held">`, "Possibly the same work, written again later", "같은 업무일 수 있는 액션"},
	} {
		var store ledger.Store
		r := newRigWrapped(t, true, false, func(s ledger.Store) ledger.Store { store = s; return s })
		e, err := store.ExecutionGet(context.Background(), ledger.MustParseKey(k1))
		if err != nil || e.State != ledger.NeedsHuman {
			t.Fatalf("%s: %+v, %v; want it held", k1, e, err)
		}
		why := ledger.LinkEvidence{Kind: series.EvSameDeliverable, Task: k1, Title: e.Intent.Title}
		if _, err := store.SeriesLinkAdd(context.Background(), []ledger.SeriesLink{{Task: ledger.MustParseKey(k1), Meeting: "M0921", Action: c.action,
			Kind: c.kind, Line: 7, Evidence: series.Words(why), Why: why, Actor: "axagent", At: time.Now()}}); err != nil {
			t.Fatal(err)
		}
		cl := r.client()
		r.signIn(cl, "kim", "kim-secret-token")
		for lang, label := range map[string]string{"en": c.en, "ko": c.ko} {
			_, body := r.get(cl, "/console/queue?lang="+lang)
			_, row, _ := strings.Cut(body, c.div)
			row, _, _ = strings.Cut(row, "</div>")
			if !strings.Contains(row, label) || !strings.Contains(row, "demo:P42:M0921:"+c.action+":create-task") {
				t.Errorf("%s queue: the held task's %s link is not shown:\n%s", lang, c.kind, row)
			}
		}
	}
}
