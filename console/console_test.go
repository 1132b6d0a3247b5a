package console

import (
	"context"
	"encoding/json"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

const testNotes = `---
date: 2026-09-14
---
# P42 주간 회의 (M0914)

## 액션 아이템
- [ ] @지훈 물류 계약서 초안 검토 (기한: 9/18)
- [ ] @서연 고객 공지문 <script>alert(1)</script> 작성 (due 2026-09-25)
- [ ] @준호 창고 재고 실사 (기한: 2026-09-30)
`

const testRoster = `people:
  - name: 지훈
    ids: {sandbox: jihoon}
  - name: 서연
    ids: {sandbox: seoyeon}
  - name: 준호
    ids: {sandbox: junho}
  - name: 민서
    ids: {sandbox: minseo}
`

// rig is a ledger, an in-process sandbox and a console over one app.
type rig struct {
	t   *testing.T
	dir string
	db  string
	app *app.App
	srv *httptest.Server
	// console serves srv (a test may call its handler directly).
	console *Server
}

// rigEnv is the environment every rig reads: no sandbox URL (an
// in-process sandbox), kim's and lee's tokens, and none for nobody.
func rigEnv() error {
	for k, v := range map[string]string{sandbox.EnvURL: "", "AXAGENT_TEST_TOKEN_KIM": "kim-secret-token", "AXAGENT_TEST_TOKEN_LEE": "lee-secret-token"} {
		if err := os.Setenv(k, v); err != nil {
			return err
		}
	}
	return os.Unsetenv("AXAGENT_TEST_TOKEN_UNSET")
}

// newRig registers testNotes (without 준호 in the roster when
// missingJunho) under tenant demo, with approval required when approval.
func newRig(t *testing.T, approval, missingJunho bool) *rig {
	t.Helper()
	return newRigWrapped(t, approval, missingJunho, nil)
}

// newRigWrapped is newRig with the app's ledger wrapped (nil: not).
func newRigWrapped(t *testing.T, approval, missingJunho bool, wrap func(ledger.Store) ledger.Store) *rig {
	t.Helper()
	return newRigSet(t, approval, missingJunho, wrap, nil)
}

// newRigSet is newRigWrapped with the configuration changed by set (nil: not).
func newRigSet(t *testing.T, approval, missingJunho bool, wrap func(ledger.Store) ledger.Store, set func(*config.Config)) *rig {
	t.Helper()
	// The environment it needs is set once for the package (rigEnv, in
	// TestMain): t.Setenv would forbid t.Parallel, and these tests spend
	// most of their time waiting on a browser or a registration.
	dir := t.TempDir()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if approval {
		cfg.Approval = "required"
	}
	if set != nil {
		set(cfg)
	}
	cfg.Console.Operators = []config.Operator{
		{Name: "kim", TokenEnv: "AXAGENT_TEST_TOKEN_KIM", Tenants: []string{"demo"}},
		{Name: "lee", TokenEnv: "AXAGENT_TEST_TOKEN_LEE", Tenants: []string{"other"}},
		{Name: "nobody", TokenEnv: "AXAGENT_TEST_TOKEN_UNSET", Tenants: []string{"*"}},
	}
	rs := testRoster
	if missingJunho {
		rs = strings.Replace(rs, "  - name: 준호\n    ids: {sandbox: junho}\n", "", 1)
	}
	roster, err := extract.ParseRoster([]byte(rs))
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, dir: dir, db: filepath.Join(dir, "l.db")}
	// A copy of the one migrated ledger: migrating each test's afresh cost
	// more CPU under the race detector than most tests' own work (issue 32).
	if err := app.CreateLedgerFile(context.Background(), r.db); err != nil {
		t.Fatal(err)
	}
	r.app, err = app.New(context.Background(), app.Config{DB: r.db, Settings: cfg, Roster: roster, Owner: "test", Lang: "en",
		Log: slog.New(slog.DiscardHandler), WrapStore: wrap})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.app.Close() })
	for _, m := range []struct{ tenant, meeting string }{{"demo", "M0914"}, {"other", "M0001"}} {
		_, err := r.app.Register(context.Background(), app.Notes{Name: "notes.md", Body: []byte(testNotes),
			Scope: ledger.MeetingScope{Tenant: m.tenant, Project: "P42", Meeting: m.meeting}}, app.RegisterOptions{Timeout: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
	}
	c, err := New(Options{App: r.app, Operators: cfg.Console.Operators, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	r.console = c
	r.srv = httptest.NewServer(c.Handler())
	t.Cleanup(r.srv.Close)
	return r
}

// client is a browser-like client: cookies, no automatic redirects.
func (r *rig) client() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func (r *rig) get(c *http.Client, path string) (int, string) {
	r.t.Helper()
	resp, err := c.Get(r.srv.URL + path)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (r *rig) post(c *http.Client, path string, form url.Values) (int, string) {
	r.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, r.srv.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Referer", r.srv.URL+path)
	resp, err := c.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

var (
	rePre   = regexp.MustCompile(`name="pre" value="([0-9a-f]+)"`)
	reToken = regexp.MustCompile(`name="nonce" value="([0-9a-f]+)"><input type="hidden" name="csrf" value="([0-9a-f]+)"`)
)

// signIn signs in as name with token; it returns the status of the form.
func (r *rig) signIn(c *http.Client, name, token string) int {
	r.t.Helper()
	_, page := r.get(c, "/console/login")
	m := rePre.FindStringSubmatch(page)
	if m == nil {
		r.t.Fatalf("no sign-in form:\n%s", page)
	}
	code, _ := r.post(c, "/console/login", url.Values{"pre": {m[1]}, "name": {name}, "token": {token}})
	return code
}

// token returns a fresh form token from page path.
func (r *rig) token(c *http.Client, path string) url.Values {
	r.t.Helper()
	_, page := r.get(c, path)
	m := reToken.FindStringSubmatch(page)
	if m == nil {
		r.t.Fatalf("no form token on %s:\n%s", path, page)
	}
	return url.Values{"nonce": {m[1]}, "csrf": {m[2]}}
}

func (r *rig) state(key string) ledger.Execution {
	r.t.Helper()
	list, err := r.app.Executions(context.Background(), ledger.ListParams{Keys: []string{key}})
	if err != nil || len(list) != 1 {
		r.t.Fatalf("state of %s: %v %v", key, list, err)
	}
	return list[0]
}

type sbState struct {
	Tasks []struct {
		Key, Assignee, Title, Status string
		DueDate                      string `json:"due_date"`
	} `json:"tasks"`
	Messages []struct{ Key, Recipient string } `json:"messages"`
}

func (r *rig) sandbox() sbState {
	r.t.Helper()
	var st sbState
	b, err := os.ReadFile(r.db + ".sandbox.json")
	if err == nil {
		_ = json.Unmarshal(b, &st)
	}
	return st
}

func (s sbState) tasks(prefix string) int {
	n := 0
	for _, t := range s.Tasks {
		if strings.HasPrefix(t.Key, prefix) {
			n++
		}
	}
	return n
}

const (
	k1 = "demo:P42:M0914:A001:create-task"
	k3 = "demo:P42:M0914:A003:create-task"
)

func TestNoSessionRedirectsOrRefuses(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	for _, p := range []string{"/console/", "/console/queue", "/console/keys/" + k1} {
		code, _ := r.get(c, p)
		if code != http.StatusSeeOther {
			t.Errorf("GET %s without a session: %d, want 303 to sign-in", p, code)
		}
	}
	if code, _ := r.post(c, "/console/keys/"+k1+"/approve", url.Values{"reason": {"x"}}); code != http.StatusUnauthorized {
		t.Errorf("POST without a session: %d, want 401", code)
	}
	if !app.AwaitsApproval(r.state(k1)) {
		t.Fatal("a POST without a session changed the key")
	}
}

func TestWrongTokenRefused(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	for _, tc := range []struct{ name, token string }{{"kim", "wrong"}, {"kim", ""}, {"lee", "kim-secret-token"}, {"nobody", ""}, {"mallory", "kim-secret-token"}} {
		c := r.client()
		if code := r.signIn(c, tc.name, tc.token); code != http.StatusUnauthorized {
			t.Errorf("sign-in %s/%q: %d, want 401", tc.name, tc.token, code)
		}
		if code, _ := r.get(c, "/console/"); code != http.StatusSeeOther {
			t.Errorf("after a refused sign-in %s: GET / = %d", tc.name, code)
		}
	}
	c := r.client()
	// A sign-in without the form's own value (a forged cross-site post).
	if code, _ := r.post(c, "/console/login", url.Values{"name": {"kim"}, "token": {"kim-secret-token"}}); code != http.StatusForbidden {
		t.Errorf("sign-in without the form value: %d, want 403", code)
	}
	if code := r.signIn(c, "kim", "kim-secret-token"); code != http.StatusSeeOther {
		t.Fatalf("right token: %d", code)
	}
	resp, _ := c.Get(r.srv.URL + "/console/")
	resp.Body.Close()
	u, _ := url.Parse(r.srv.URL + "/console/")
	var session *http.Cookie
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == sessionCookie {
			session = ck
		}
	}
	if session == nil {
		t.Fatal("no session cookie")
	}
}

func TestSessionCookieFlags(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	c := r.client()
	_, page := r.get(c, "/console/login")
	pre := rePre.FindStringSubmatch(page)[1]
	req, _ := http.NewRequest(http.MethodPost, r.srv.URL+"/console/login", strings.NewReader(url.Values{"pre": {pre}, "name": {"kim"}, "token": {"kim-secret-token"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var set string
	for _, h := range resp.Header.Values("Set-Cookie") {
		if strings.HasPrefix(h, sessionCookie+"=") {
			set = h
		}
	}
	if !strings.Contains(set, "HttpOnly") || !strings.Contains(set, "SameSite=Strict") || !strings.Contains(set, "Path=/console") {
		t.Fatalf("session cookie %q: want HttpOnly, SameSite=Strict, Path=/console", set)
	}
	if strings.Contains(set, "Secure") {
		t.Fatalf("Secure on plain HTTP makes the cookie unusable: %q", set)
	}
}

func TestCSRFMissingOrWrongRefused(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	good := r.token(c, "/console/queue")
	for name, form := range map[string]url.Values{
		"missing":     {"reason": {"x"}},
		"wrong token": {"nonce": good["nonce"], "csrf": {strings.Repeat("0", 64)}, "reason": {"x"}},
		"other nonce": {"nonce": {strings.Repeat("a", 32)}, "csrf": good["csrf"], "reason": {"x"}},
	} {
		if code, _ := r.post(c, "/console/keys/"+k1+"/approve", form); code != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, code)
		}
	}
	// Another session's token is not this session's.
	c2 := r.client()
	r.signIn(c2, "kim", "kim-secret-token")
	if code, _ := r.post(c2, "/console/keys/"+k1+"/approve", good); code != http.StatusForbidden {
		t.Errorf("a token from another session: %d, want 403", code)
	}
	if !app.AwaitsApproval(r.state(k1)) {
		t.Fatal("a refused form changed the key")
	}
}

func TestReplayedFormDoesNothingTwice(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	form := r.token(c, "/console/queue")
	form.Set("reason", "looks right")
	if code, _ := r.post(c, "/console/keys/"+k1+"/approve", form); code != http.StatusSeeOther {
		t.Fatalf("approve: %d", code)
	}
	if code, body := r.post(c, "/console/keys/"+k1+"/approve", form); code != http.StatusForbidden || !strings.Contains(body, "already sent") {
		t.Fatalf("replayed form: %d %s", code, body)
	}
	if n := r.sandbox().tasks(k1); n != 1 {
		t.Fatalf("%d tasks for %s after a replayed approval, want 1", n, k1)
	}
}

func TestAnotherTenantsKeyIsNotThere(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	other := "other:P42:M0001:A001:create-task"
	if code, _ := r.get(c, "/console/keys/"+other); code != http.StatusNotFound {
		t.Errorf("GET another tenant's key: %d, want 404", code)
	}
	if code, _ := r.get(c, "/console/meetings/other/P42/M0001"); code != http.StatusNotFound {
		t.Errorf("GET another tenant's meeting: %d, want 404", code)
	}
	form := r.token(c, "/console/queue")
	if code, _ := r.post(c, "/console/keys/"+other+"/approve", form); code != http.StatusNotFound {
		t.Errorf("POST on another tenant's key: %d, want 404", code)
	}
	for _, p := range []string{"/console/", "/console/queue"} {
		if _, body := r.get(c, p); strings.Contains(body, "other:") || strings.Contains(body, "/other/") {
			t.Errorf("%s shows another tenant's keys", p)
		}
	}
	if !app.AwaitsApproval(r.state(other)) {
		t.Fatal("another tenant's key changed")
	}
}

func TestNotesTextIsEscaped(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	for _, p := range []string{"/console/queue", "/console/keys/demo:P42:M0914:A002:create-task", "/console/meetings/demo/P42/M0914"} {
		code, body := r.get(c, p)
		if code != http.StatusOK {
			t.Fatalf("%s: %d", p, code)
		}
		if strings.Contains(body, "<script>alert(1)</script>") {
			t.Fatalf("%s renders the notes' HTML unescaped", p)
		}
		if !strings.Contains(body, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Fatalf("%s does not show the notes' text escaped:\n%s", p, body)
		}
	}
}

func TestApproveMeetingCreatesEachTaskOnce(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	if n := r.sandbox().tasks("demo:"); n != 0 {
		t.Fatalf("%d tasks before approval", n)
	}
	form := r.token(c, "/console/meetings/demo/P42/M0914")
	if code, _ := r.post(c, "/console/meetings/demo/P42/M0914/approve", form); code != http.StatusSeeOther {
		t.Fatalf("approve all: %d", code)
	}
	st := r.sandbox()
	if st.tasks("demo:") != 3 || len(st.Messages) != 3 {
		t.Fatalf("after approval: %d tasks, %d messages; want 3 and 3", st.tasks("demo:"), len(st.Messages))
	}
	_, body := r.get(c, "/console/meetings/demo/P42/M0914")
	if !strings.Contains(body, "TASK-") || strings.Contains(body, "approve-all") {
		t.Fatalf("meeting page after approval:\n%s", body)
	}
	tr, _ := r.app.Transitions(context.Background(), k1)
	var by string
	for _, x := range tr {
		if strings.HasPrefix(x.Reason, "approved") {
			by = x.Actor
		}
	}
	if by != "kim" {
		t.Fatalf("approval attributed to %q, want kim: %+v", by, tr)
	}
	form = r.token(c, "/console/meetings/demo/P42/M0914")
	r.post(c, "/console/meetings/demo/P42/M0914/approve", form)
	if n := r.sandbox().tasks("demo:"); n != 3 {
		t.Fatalf("a second approval made tasks: %d", n)
	}
}

func TestFixUnknownAssigneeFromQueue(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, true)
	if e := r.state(k3); e.State != ledger.NeedsHuman {
		t.Fatalf("A003 = %s, want needs-human (준호 not in the roster)", e.State)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, page := r.get(c, "/console/queue")
	if !strings.Contains(page, "창고 재고 실사") || !strings.Contains(page, "<option value=\"민서\">") {
		t.Fatalf("queue lacks the action or the roster's candidates:\n%s", page)
	}
	form := r.token(c, "/console/queue")
	form.Set("assignee", "민서")
	form.Set("reason", "민서 covers inventory")
	if code, _ := r.post(c, "/console/keys/"+k3+"/correct", form); code != http.StatusSeeOther {
		t.Fatalf("correct: %d", code)
	}
	st := r.sandbox()
	var assignee string
	for _, tk := range st.Tasks {
		if tk.Key == k3 {
			assignee = tk.Assignee
		}
	}
	if st.tasks(k3) != 1 || assignee != "minseo" {
		t.Fatalf("A003: %d tasks, assignee %q; want 1 task for minseo", st.tasks(k3), assignee)
	}
	notified := false
	for _, m := range st.Messages {
		if strings.HasPrefix(m.Key, "demo:P42:M0914:A003:") && m.Recipient == "minseo" {
			notified = true
		}
	}
	if !notified {
		t.Fatal("the new assignee was not notified")
	}
	_, page = r.get(c, "/console/queue")
	if strings.Contains(page, k3) {
		t.Fatal("the fixed action is still in the queue")
	}
}

func TestConsoleOffWithoutOperators(t *testing.T) {
	if _, err := New(Options{}); err != ErrOff {
		t.Fatalf("New without operators: %v", err)
	}
}

// A later meeting's action filed as possibly an earlier task is shown on
// its meeting's page with one button to merge it; merging records the
// link as the operator's and cancels the later task (a cancel-task).
func TestMergePossibleLinkFromMeetingPage(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	ctx := context.Background()
	later := "demo:P42:M0921:A001:create-task"
	reg, err := r.app.Register(ctx, app.Notes{Name: "m0921.md", Date: "2026-09-21", Body: []byte("# M0921\n\n## 액션 아이템\n- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 9/25)\n"),
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}}, app.RegisterOptions{Timeout: time.Minute})
	if err != nil || len(reg.Possible) != 1 || reg.Possible[0].Key != k1 {
		t.Fatalf("possible %+v, %v", reg.Possible, err)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	page := "/console/meetings/demo/P42/M0921"
	_, body := r.get(c, page)
	if !strings.Contains(body, `id="ties"`) || !strings.Contains(body, "possibly the same (filed)") || !strings.Contains(body, `action="/console/keys/`+later+`/merge"`) {
		t.Fatalf("the meeting page does not offer the merge:\n%s", body)
	}
	form := r.token(c, page)
	form.Set("into", k1)
	form.Set("reason", "the same review")
	if code, _ := r.post(c, "/console/keys/"+later+"/merge", form); code != http.StatusSeeOther {
		t.Fatalf("merge: %d", code)
	}
	if e := r.state("demo:P42:M0921:A001:cancel-task"); e.Intent.Title == "" {
		t.Fatalf("no cancel-task of the merged task: %+v", e)
	}
	_, body = r.get(c, page)
	if !strings.Contains(body, "merged by a person") || strings.Contains(body, `/merge"`) {
		t.Fatalf("after the merge:\n%s", body)
	}
}

// An action held for a question of its own (an owner the roster does not
// know) that may restate an open task is shown in the queue with "This
// is task …": one click merges it as the operator — the hold answered
// (the key rejected, never filed), the link the operator's, the task
// taking the later due date — and the queue no longer lists it.
func TestMergeHeldActionFromQueue(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	ctx := context.Background()
	later := "demo:P42:M0921:A001:create-task"
	reg, err := r.app.Register(ctx, app.Notes{Name: "m0921.md", Date: "2026-09-21", Body: []byte("# M0921\n\n## 액션 아이템\n- [ ] @Jordan 물류 계약서 초안 검토 (기한: 9/25)\n"),
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}}, app.RegisterOptions{Timeout: time.Minute})
	if err != nil || len(reg.Possible) != 1 || reg.Possible[0].Key != k1 || !reg.Possible[0].Held {
		t.Fatalf("possible %+v, %v", reg.Possible, err)
	}
	if e := r.state(later); e.State != ledger.NeedsHuman {
		t.Fatalf("the later action is %s, want held", e.State)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, body := r.get(c, "/console/queue?lang=en")
	row := regexp.MustCompile(`(?s)<tr id="row-` + regexp.QuoteMeta(later) + `".*?</tr>`).FindString(body)
	if !strings.Contains(row, `action="/console/keys/`+later+`/merge"`) || !strings.Contains(row, `value="`+k1+`"`) ||
		!strings.Contains(html.UnescapeString(row), "This is task "+k1) || !strings.Contains(html.UnescapeString(row), "the same deliverable as "+k1) {
		t.Fatalf("the queue does not offer the merge for the held action:\n%s", row)
	}
	if _, page := r.get(c, "/console/keys/"+later+"?lang=ko"); !strings.Contains(html.UnescapeString(page), "이 업무는 "+k1+" 입니다") {
		t.Fatalf("the key page does not offer the merge in Korean")
	}
	form := r.token(c, "/console/queue")
	form.Set("into", k1)
	form.Set("back", "/console/queue")
	if code, _ := r.post(c, "/console/keys/"+later+"/merge", form); code != http.StatusSeeOther {
		t.Fatalf("merge: %d", code)
	}
	if e := r.state(later); e.State != ledger.Abandoned {
		t.Fatalf("the held action is %s after the merge, want abandoned (rejected, never filed)", e.State)
	}
	links, err := r.app.TaskLinks(ctx, ledger.MustParseKey(k1))
	if err != nil {
		t.Fatal(err)
	}
	merged := false
	for _, l := range links {
		merged = merged || l.ActionKey == later && l.Kind == string(ledger.LinkMerged) && l.By == "kim"
	}
	if !merged {
		t.Fatalf("no merged link by kim: %+v", links)
	}
	if _, body = r.get(c, "/console/queue?lang=en"); strings.Contains(body, "row-"+later) {
		t.Fatal("the merged action is still in the queue")
	}
}
