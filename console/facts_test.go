package console

import (
	"bytes"
	"context"
	"html"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

const (
	// factTask is M0916's task: 민서 writes the Q3 budget report.
	factTask = "demo:P42:M0916:A001:create-task"
	// factPage is M0923's page: its note "민서 said the Q3 budget report
	// is still in progress" is no action but reports on factTask (line 5).
	factPage    = "/console/meetings/demo/P42/M0923"
	factLine    = "5"
	factMeeting = "M0923"
)

// factRig is a rig whose meeting M0923 read one status fact on factTask,
// registered the way a person's notes would be (M0916's action, then a
// meeting that only talks about it).
func factRig(t *testing.T) *rig {
	t.Helper()
	r := newRig(t, false, false)
	ctx := context.Background()
	for _, m := range []struct{ meeting, date, notes string }{
		{"M0916", "2026-09-16", "# M0916\n\n## Action items\n- [ ] @민서 Write the Q3 budget report (due 2026-10-20)\n"},
		{"M0923", "2026-09-23", "# M0923\n\n## Notes\n\n민서 said the Q3 budget report is still in progress.\n\nThe Q4 budget report was not discussed.\n"},
	} {
		reg, err := r.app.Register(ctx, app.Notes{Name: strings.ToLower(m.meeting) + ".md", Date: m.date, Body: []byte(m.notes),
			Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: m.meeting}}, app.RegisterOptions{Timeout: time.Minute})
		if err != nil {
			t.Fatalf("%s: %v", m.meeting, err)
		}
		if m.meeting == "M0923" && (len(reg.Reported) != 1 || reg.Reported[0].Key != factTask || reg.Reported[0].Line != 5) {
			t.Fatalf("M0923's status facts %+v\n%s", reg.Reported, reg.Message)
		}
	}
	return r
}

// fact is the ledger's status fact of M0923's line on factTask.
func (r *rig) fact() app.StatusFact {
	r.t.Helper()
	fs, err := r.app.TaskStatusFacts(context.Background(), ledger.MustParseKey(factTask))
	if err != nil || len(fs) != 1 {
		r.t.Fatalf("facts of %s: %+v %v", factTask, fs, err)
	}
	return fs[0]
}

// dismissForm is a dismiss form for M0923's line with reason, its token
// from page.
func (r *rig) dismissForm(c *http.Client, page, reason string) url.Values {
	r.t.Helper()
	f := r.token(c, page)
	f.Set("meeting", factMeeting)
	f.Set("line", factLine)
	f.Set("reason", reason)
	f.Set("back", factPage)
	return f
}

// The meeting's page lists the status facts its lines reported — the
// line, its text, the task linked with its title, the status and the
// evidence in the page's language — with a "Not about this task" form;
// the task's page lists the facts about it with the meeting linked. A
// meeting that read only facts has a page (no 404).
func TestStatusFactsListedOnMeetingAndTaskPages(t *testing.T) {
	t.Parallel()
	r := factRig(t)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	code, body := r.get(c, factPage+"?lang=en")
	if code != http.StatusOK {
		t.Fatalf("the page of a meeting with only status facts: %d\n%s", code, body)
	}
	body = html.UnescapeString(body)
	for _, want := range []string{`<p class="only-facts">No action in this meeting: its lines report on earlier tasks.</p>`, `<h2 id="facts">Status reported on earlier tasks</h2>`, `data-task="` + factTask + `" data-meeting="M0923" data-line="5"><td>5</td>`,
		"<pre class=\"source\">민서 said the Q3 budget report is still in progress.</pre>",
		`<a href="/console/keys/` + factTask + `" class="fact-task">` + factTask + `</a><br><small>Write the Q3 budget report</small>`,
		`<td class="fact-status">in-progress</td>`, `a progress line of 민서 naming ` + factTask + ` "Write the Q3 budget report" by part of its title`,
		`action="/console/keys/` + factTask + `/dismiss-fact"`, `name="meeting" value="M0923"`, `name="line" value="5"`, "Not about this task"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the meeting page lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "<th>Key</th>") {
		t.Fatalf("the meeting page shows an empty list of actions:\n%s", body)
	}
	// The line one distinguishing token away (Q4) is no fact.
	if strings.Contains(body, "Q4 budget report was not discussed.</pre>") {
		t.Fatalf("the Q4 line is listed as a fact:\n%s", body)
	}
	_, body = r.get(c, "/console/keys/"+factTask)
	body = html.UnescapeString(body)
	for _, want := range []string{`<h2 id="facts">Status reported in later meetings</h2>`, `<a href="` + factPage + `" class="fact-meeting">M0923</a></td><td>5</td>`,
		`<td class="fact-status">in-progress</td>`, `action="/console/keys/` + factTask + `/dismiss-fact"`} {
		if !strings.Contains(body, want) {
			t.Fatalf("the task page lacks %q:\n%s", want, body)
		}
	}
	// The meetings list lists the meeting that read only a fact, with it.
	_, body = r.get(c, "/console/?lang=en")
	body = html.UnescapeString(body)
	if !strings.Contains(body, `href="`+factPage+`"`) || !strings.Contains(body, `<small class="reported">+1 status reported</small>`) {
		t.Fatalf("the meetings list lacks M0923 and its fact:\n%s", body)
	}
	// Other tasks' pages list no fact.
	if _, body := r.get(c, "/console/keys/"+k1); strings.Contains(body, `id="facts"`) {
		t.Fatalf("k1's page lists a fact:\n%s", body)
	}
	// In Korean the words are Korean, the evidence too.
	_, body = r.get(c, factPage+"?lang=ko")
	body = html.UnescapeString(body)
	for _, want := range []string{"이전 업무에 대해 보고된 상태", `<td class="fact-status">진행 중</td>`, "이 업무와 무관", "제목 일부로"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the Korean page lacks %q:\n%s", want, body)
		}
	}
}

// "Not about this task" with a reason dismisses the fact as the operator
// (the ledger keeps who and when, the log the reason); both pages then
// show who dismissed it and when, with no form. A second form (another
// tab) says it was dismissed already and changes nothing.
func TestDismissStatusFact(t *testing.T) {
	t.Parallel()
	r := factRig(t)
	// The console's log is the audit of its decisions: this rig's console
	// writes it where the test reads it (a server of its own, started
	// after, so no request reads the logger while it is set).
	logs := &lockedBuffer{}
	con, err := New(Options{App: r.app, Operators: r.console.o.Operators, Log: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	r.console, r.srv = con, httptest.NewServer(con.Handler())
	t.Cleanup(r.srv.Close)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	second := r.dismissForm(c, "/console/keys/"+factTask+"?lang=en", "again from another tab")
	if code, _ := r.post(c, "/console/keys/"+factTask+"/dismiss-fact", r.dismissForm(c, factPage, "about the board's budget")); code != http.StatusSeeOther {
		t.Fatalf("dismiss: %d", code)
	}
	msg := r.flash(c, factPage)
	for _, want := range []string{`class="flash"`, "Dismissed: line 5 of M0923 is not about " + factTask, "not about this task, says kim"} {
		if !strings.Contains(msg, want) {
			t.Fatalf("after the dismissal the page lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "/dismiss-fact\"") {
		t.Fatalf("the page still offers the dismissal:\n%s", msg)
	}
	f := r.fact()
	if !f.Dismissed || f.Actor != "kim" || f.Reason != "about the board's budget" || f.DismissedAt.IsZero() {
		t.Fatalf("the fact after the dismissal: %+v", f)
	}
	if l := logs.String(); !strings.Contains(l, "console: status fact dismissed") || !strings.Contains(l, "operator=kim") || !strings.Contains(l, `reason="about the board's budget"`) {
		t.Fatalf("the dismissal is not in the log with its operator and reason:\n%s", l)
	}
	if _, body := r.get(c, "/console/keys/"+factTask); !strings.Contains(body, "not about this task, says kim · "+f.DismissedAt.Format("2006-01-02 15:04")) || !strings.Contains(body, `class="fact-reason">about the board&#39;s budget<`) || strings.Contains(body, "/dismiss-fact\"") {
		t.Fatalf("the task page after the dismissal:\n%s", body)
	}
	if _, body := r.get(c, factPage+"?lang=ko"); !strings.Contains(body, "kim 님이 이 업무와 무관하다고 판단") {
		t.Fatalf("the Korean page after the dismissal:\n%s", body)
	}
	// The form another tab still shows: said, nothing done twice.
	r.get(c, factPage+"?lang=en")
	r.post(c, "/console/keys/"+factTask+"/dismiss-fact", second)
	if msg := r.flash(c, factPage); !strings.Contains(msg, `class="error"`) || !strings.Contains(msg, "Already dismissed: line 5 of M0923 is not about "+factTask+" (by kim") {
		t.Fatalf("a second dismissal:\n%s", msg)
	}
	if g := r.fact(); g.Actor != "kim" || !g.DismissedAt.Equal(f.DismissedAt) {
		t.Fatalf("a second dismissal changed the fact: %+v", g)
	}
}

// Each dismissal refused shows why in the page's language and changes
// nothing: no reason, no line, a line that reported nothing on the task.
func TestDismissStatusFactRefusals(t *testing.T) {
	t.Parallel()
	r := factRig(t)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for _, tc := range []struct {
		name, task, line, reason, lang, want string
	}{
		{"no reason", factTask, factLine, " ", "en", "write in “Why” why the line is not about this task"},
		{"no reason (ko)", factTask, factLine, "", "ko", "‘사유’에 이 업무와 무관한 이유를 쓰세요"},
		{"no line", factTask, "x", "not it", "en", "the form names no line of a meeting"},
		{"no such line", factTask, "7", "not it", "en", "line 7 of M0923 reported nothing on " + factTask},
		{"another task", k1, factLine, "not it", "ko", "M0923 의 5번째 줄은 " + k1 + " 에 대해 보고한 것이 없습니다"},
	} {
		form := r.dismissForm(c, factPage+"?lang="+tc.lang, tc.reason)
		form.Set("line", tc.line)
		if code, _ := r.post(c, "/console/keys/"+tc.task+"/dismiss-fact", form); code != http.StatusSeeOther {
			t.Fatalf("%s: %d", tc.name, code)
		}
		msg := r.flash(c, factPage)
		if !strings.Contains(msg, `class="error"`) || !strings.Contains(msg, tc.want) {
			t.Fatalf("%s: the page lacks the refusal %q:\n%s", tc.name, tc.want, msg)
		}
		if f := r.fact(); f.Dismissed {
			t.Fatalf("%s: a refused dismissal dismissed the fact", tc.name)
		}
	}
}

// The dismissal is a decision like any other: without a session 401,
// without a valid one-time form token 403 (the same form twice too), an
// operator who may not see the tenant 404 — and he sees no facts of it.
func TestDismissStatusFactNeedsSessionTokenAndTenant(t *testing.T) {
	t.Parallel()
	r := factRig(t)
	path := "/console/keys/" + factTask + "/dismiss-fact"
	fields := url.Values{"meeting": {factMeeting}, "line": {factLine}, "reason": {"x"}}
	if code, _ := r.post(r.client(), path, fields); code != http.StatusUnauthorized {
		t.Errorf("without a session: %d, want 401", code)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	good := r.token(c, factPage)
	for name, form := range map[string]url.Values{
		"no token":    fields,
		"wrong token": {"nonce": good["nonce"], "csrf": {strings.Repeat("0", 64)}, "meeting": {factMeeting}, "line": {factLine}, "reason": {"x"}},
	} {
		if code, _ := r.post(c, path, form); code != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, code)
		}
	}
	lc := r.client()
	r.signIn(lc, "lee", "lee-secret-token")
	if code, _ := r.post(lc, path, r.dismissForm(lc, "/console/queue", "x")); code != http.StatusNotFound {
		t.Errorf("another tenant's operator: %d, want 404", code)
	}
	if code, body := r.get(lc, factPage); code != http.StatusNotFound || strings.Contains(body, "Q3 budget") {
		t.Errorf("another tenant's operator sees the meeting's facts: %d\n%s", code, body)
	}
	if f := r.fact(); f.Dismissed {
		t.Fatal("a refused form dismissed the fact")
	}
	form := r.dismissForm(c, factPage, "not it")
	if code, _ := r.post(c, path, form); code != http.StatusSeeOther {
		t.Fatalf("dismiss: %d", code)
	}
	if code, body := r.post(c, path, form); code != http.StatusForbidden || !strings.Contains(body, "already sent") {
		t.Fatalf("the same form again: %d %s", code, body)
	}
}

// lockedBuffer is a log the server's goroutines write while the test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
