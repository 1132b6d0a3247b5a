package console

import (
	"context"
	"errors"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

const (
	// restatedLater is M0921's action: 지훈's M0914 review restated with a
	// later due date — linked on evidence, not filed, k1's due moved.
	restatedLater = "demo:P42:M0921:A001:create-task"
	restatedPage  = "/console/meetings/demo/P42/M0921"
	restatedNotes = "# M0921\n\n## 액션 아이템\n- [ ] @지훈 물류 계약서 초안 검토 — 진행 중 (기한: 9/25)\n"
)

// restatedRig is a rig whose meeting M0921 restates k1 (due 9/18 moved
// to 9/25).
func restatedRig(t *testing.T) *rig {
	t.Helper()
	return restatedRigWrapped(t, nil)
}

func restatedRigWrapped(t *testing.T, wrap func(ledger.Store) ledger.Store) *rig {
	t.Helper()
	r := newRigWrapped(t, false, false, wrap)
	reg, err := r.app.Register(context.Background(), app.Notes{Name: "m0921.md", Date: "2026-09-21", Body: []byte(restatedNotes),
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}}, app.RegisterOptions{Timeout: time.Minute})
	if err != nil || len(reg.Restated) != 1 || reg.Restated[0].Key != k1 {
		t.Fatalf("M0921's restatement %+v, %v\n%s", reg.Restated, err, reg.Message)
	}
	if st := r.sandbox(); st.tasks(restatedLater) != 0 || st.due(k1) != "2026-09-25" {
		t.Fatalf("after M0921: %+v", st.Tasks)
	}
	return r
}

func (s sbState) due(key string) string {
	for _, t := range s.Tasks {
		if t.Key == key {
			return t.DueDate
		}
	}
	return ""
}

// link is the ledger's link between restatedLater and k1.
func (r *rig) link() ledger.SeriesLink {
	r.t.Helper()
	ls, err := r.app.TaskLinks(context.Background(), ledger.MustParseKey(k1))
	if err != nil {
		r.t.Fatal(err)
	}
	for _, l := range ls {
		if l.ActionKey == restatedLater {
			return ledger.SeriesLink{Kind: ledger.LinkKind(l.Kind), Actor: l.By, Evidence: l.Evidence}
		}
	}
	return ledger.SeriesLink{}
}

// keys counts the ledger's keys of tenant demo.
func (r *rig) keys() int {
	r.t.Helper()
	list, err := r.app.Executions(context.Background(), ledger.ListParams{Tenant: "demo"})
	if err != nil {
		r.t.Fatal(err)
	}
	return len(list)
}

// flash is the message the page after a decision shows (its flash or
// refusal), unescaped.
func (r *rig) flash(c *http.Client, path string) string {
	r.t.Helper()
	_, body := r.get(c, path)
	return html.UnescapeString(body)
}

// A restatement is shown on the later meeting's page with a "Not the same
// task" form; splitting files the later action as its own task (created
// in the tracker, its assignee told once), gives k1 its due date back,
// and the page shows the link as split, by whom and why — with no form
// to split it again.
func TestSplitRestatementFromMeetingPage(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	// M0921 has no key of its own (its one action was restated): the
	// meetings list shows it for that.
	_, body := r.get(c, "/console/?lang=en")
	if !strings.Contains(body, `<a href="`+restatedPage+`">demo / P42 / M0921</a></td>
<td>0</td><td></td><td>0</td><td class="restated">1</td>`) {
		t.Fatalf("the meetings list does not show the restated meeting:\n%s", body)
	}
	_, body = r.get(c, restatedPage+"?lang=en")
	if !strings.Contains(body, "restated (not filed again)") || !strings.Contains(body, `action="/console/keys/`+restatedLater+`/split"`) ||
		!strings.Contains(body, `name="from" value="`+k1+`"`) || !strings.Contains(body, "Not the same task") {
		t.Fatalf("the meeting page does not offer the split:\n%s", body)
	}
	// The earlier task's page shows the later action tied to it, with the
	// same form, and the way to the later meeting.
	if _, body := r.get(c, "/console/keys/"+k1); !strings.Contains(body, "Later actions tied to this task") || !strings.Contains(body, `action="/console/keys/`+restatedLater+`/split"`) ||
		!strings.Contains(body, `<a href="`+restatedPage+`">`+restatedLater+`</a>`) {
		t.Fatalf("the task's page does not offer the split:\n%s", body)
	}
	form := r.token(c, restatedPage)
	form.Set("from", k1)
	form.Set("reason", "the signed contract is other work")
	form.Set("back", restatedPage)
	if code, _ := r.post(c, "/console/keys/"+restatedLater+"/split", form); code != http.StatusSeeOther {
		t.Fatalf("split: %d", code)
	}
	msg := r.flash(c, restatedPage)
	for _, want := range []string{"Split: " + restatedLater + " is its own task now, no longer " + k1, "The due date of " + k1 + " is back to 2026-09-18",
		"another task, says a person", "split by kim", "the signed contract is other work"} {
		if !strings.Contains(msg, want) {
			t.Fatalf("after the split the page lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "/split\"") {
		t.Fatalf("the page still offers to split it:\n%s", msg)
	}
	if _, body := r.get(c, "/console/"); !strings.Contains(body, `<td class="restated">0 <small>(1 split)</small></td>`) {
		t.Fatalf("the meetings list after the split:\n%s", body)
	}
	// The later action is its own task in the meeting's list.
	if !strings.Contains(msg, `href="/console/keys/`+restatedLater+`">`+restatedLater+`</a></td><td>물류 계약서 초안 검토`) {
		t.Fatalf("the meeting page does not list the later action as a task:\n%s", msg)
	}
	st := r.sandbox()
	if st.tasks(restatedLater) != 1 || st.due(restatedLater) != "2026-09-25" || st.due(k1) != "2026-09-18" {
		t.Fatalf("after the split: %+v", st.Tasks)
	}
	told := 0
	for _, m := range st.Messages {
		if strings.HasPrefix(m.Key, "demo:P42:M0921:A001:") {
			told++
		}
	}
	if told != 1 {
		t.Fatalf("the later action's assignee told %d times, want once", told)
	}
	if l := r.link(); l.Kind != ledger.LinkDistinct || l.Actor != "kim" || !strings.Contains(l.Evidence, "the signed contract is other work") {
		t.Fatalf("link after the split: %+v", l)
	}
	// In Korean the words are Korean.
	if _, body := r.get(c, restatedPage+"?lang=ko"); !strings.Contains(body, "다른 업무(사람 판단)") || !strings.Contains(body, "kim 님이 분리") {
		t.Fatalf("Korean page:\n%s", body)
	}
}

// Each split the ledger refuses shows its reason on the page, in the
// page's language, and changes nothing: no reason, a task that does not
// exist (or is no key), two actions of one meeting, an action nothing
// ties to the task, an action only shown as possibly the same, and a
// split done before.
func TestSplitRefusalsShownChangeNothing(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	ctx := context.Background()
	// M0928: 지훈's review "and signing" — filed, shown as possibly k1.
	reg, err := r.app.Register(ctx, app.Notes{Name: "m0928.md", Date: "2026-09-28", Body: []byte("# M0928\n\n## 액션 아이템\n- [ ] @지훈 물류 계약서 초안 검토 및 서명 (기한: 10/2)\n"),
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0928"}}, app.RegisterOptions{Timeout: time.Minute})
	if err != nil || len(reg.Possible) != 1 || reg.Possible[0].Key != k1 {
		t.Fatalf("possible %+v, %v", reg.Possible, err)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	keys, tasks := r.keys(), len(r.sandbox().Tasks)
	for _, tc := range []struct {
		name, later, from, reason, lang, want string
	}{
		{"no reason", restatedLater, k1, " ", "en", "write in “Why” what makes it another task"},
		{"no reason (ko)", restatedLater, k1, "", "ko", "‘사유’에 다른 업무인 이유를 쓰세요"},
		{"no such task", restatedLater, "demo:P42:M0999:A001:create-task", "x", "en", "there is no task “demo:P42:M0999:A001:create-task” in the ledger"},
		{"not a key", restatedLater, "nonsense", "x", "en", "there is no task “nonsense” in the ledger"},
		{"no such action", "demo:P42:M0921:A009:create-task", k1, "x", "en", "nothing ties demo:P42:M0921:A009:create-task to " + k1 + " as a restatement"},
		// Two actions of one meeting: the refusal says so, not "its own
		// task" (what the ledger would suggest read again).
		{"one meeting", "demo:P42:M0914:A002:create-task", k1, "x", "en", "demo:P42:M0914:A002:create-task and " + k1 + " are not a later meeting's action and an earlier meeting's task"},
		{"one meeting (ko)", "demo:P42:M0914:A002:create-task", k1, "x", "ko", "이후 회의 액션과 이전 회의 업무가 아닙니다"},
		{"own task, not linked", "demo:P42:M0928:A001:create-task", "demo:P42:M0914:A002:create-task", "x", "en", "demo:P42:M0928:A001:create-task is its own task already"},
		{"possible link", "demo:P42:M0928:A001:create-task", k1, "x", "en", "only shown as possibly " + k1 + "; there is nothing to split"},
		{"possible link (ko)", "demo:P42:M0928:A001:create-task", k1, "x", "ko", "분리할 것이 없습니다"},
	} {
		// The page's language is the person's choice (a cookie).
		form := r.token(c, restatedPage+"?lang="+tc.lang)
		form.Set("from", tc.from)
		form.Set("reason", tc.reason)
		if code, _ := r.post(c, "/console/keys/"+tc.later+"/split", form); code != http.StatusSeeOther {
			t.Fatalf("%s: %d", tc.name, code)
		}
		msg := r.flash(c, restatedPage)
		if !strings.Contains(msg, `class="error"`) || !strings.Contains(msg, tc.want) {
			t.Fatalf("%s: the page lacks the refusal %q:\n%s", tc.name, tc.want, msg)
		}
		if r.keys() != keys || len(r.sandbox().Tasks) != tasks || r.link().Kind != ledger.LinkSame {
			t.Fatalf("%s: a refused split changed the ledger or the tracker", tc.name)
		}
	}
	form := r.token(c, restatedPage+"?lang=en")
	form.Set("from", k1)
	form.Set("reason", "other work")
	r.post(c, "/console/keys/"+restatedLater+"/split", form)
	keys, tasks = r.keys(), len(r.sandbox().Tasks)
	// Split again (another tab's form): said, nothing done twice.
	form = r.token(c, restatedPage)
	form.Set("from", k1)
	form.Set("reason", "other work, again")
	r.post(c, "/console/keys/"+restatedLater+"/split", form)
	if msg := r.flash(c, restatedPage); !strings.Contains(msg, `class="error"`) || !strings.Contains(msg, "Already split: "+restatedLater+" is its own task, apart from "+k1+" (by kim") {
		t.Fatalf("a second split:\n%s", msg)
	}
	if r.keys() != keys || len(r.sandbox().Tasks) != tasks || strings.Contains(r.link().Evidence, "again") {
		t.Fatal("a second split changed the ledger or the tracker")
	}
}

// The split is a decision like any other: without a session it is
// refused (401), without a valid one-time form token too (403, and a form
// sent twice is refused the second time), an operator who may not see the
// tenant gets 404 — and none of them changes anything.
func TestSplitNeedsSessionTokenAndTenant(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	keys := r.keys()
	path := "/console/keys/" + restatedLater + "/split"
	anon := r.client()
	if code, _ := r.post(anon, path, url.Values{"from": {k1}, "reason": {"x"}}); code != http.StatusUnauthorized {
		t.Errorf("without a session: %d, want 401", code)
	}
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	good := r.token(c, restatedPage)
	for name, form := range map[string]url.Values{
		"no token":    {"from": {k1}, "reason": {"x"}},
		"wrong token": {"nonce": good["nonce"], "csrf": {strings.Repeat("0", 64)}, "from": {k1}, "reason": {"x"}},
		"other nonce": {"nonce": {strings.Repeat("a", 32)}, "csrf": good["csrf"], "from": {k1}, "reason": {"x"}},
	} {
		if code, _ := r.post(c, path, form); code != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", name, code)
		}
	}
	// Another session's token is not this session's.
	c2 := r.client()
	r.signIn(c2, "kim", "kim-secret-token")
	other := url.Values{"nonce": good["nonce"], "csrf": good["csrf"], "from": {k1}, "reason": {"x"}}
	if code, _ := r.post(c2, path, other); code != http.StatusForbidden {
		t.Errorf("a token from another session: %d, want 403", code)
	}
	// lee sees tenant other only: demo's action is not there for him.
	lc := r.client()
	r.signIn(lc, "lee", "lee-secret-token")
	form := r.token(lc, "/console/queue")
	form.Set("from", k1)
	form.Set("reason", "x")
	if code, _ := r.post(lc, path, form); code != http.StatusNotFound {
		t.Errorf("another tenant's operator: %d, want 404", code)
	}
	if _, body := r.get(lc, restatedPage); strings.Contains(body, restatedLater) {
		t.Error("another tenant's operator sees the meeting's links")
	}
	if _, body := r.get(lc, "/console/"); strings.Contains(body, "M0921") {
		t.Error("another tenant's operator sees the meeting in the list")
	}
	if r.keys() != keys || r.sandbox().tasks(restatedLater) != 0 || r.link().Kind != ledger.LinkSame {
		t.Fatal("a refused form changed the ledger")
	}
	// The form's own token works once; the same form again is refused.
	form = r.token(c, restatedPage)
	form.Set("from", k1)
	form.Set("reason", "other work")
	if code, _ := r.post(c, path, form); code != http.StatusSeeOther {
		t.Fatalf("split: %d", code)
	}
	if code, body := r.post(c, path, form); code != http.StatusForbidden || !strings.Contains(body, "already sent") {
		t.Fatalf("the same form again: %d %s", code, body)
	}
	if n := r.sandbox().tasks(restatedLater); n != 1 {
		t.Fatalf("%d tasks for the later action, want 1", n)
	}
}

// A double click from two tabs at once (two valid forms arriving
// together) splits once: one task for the later action, one restoring
// update of k1, one notification.
func TestSplitTwiceAtOnceFilesOneTask(t *testing.T) {
	t.Parallel()
	r := restatedRig(t)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	forms := []url.Values{r.token(c, restatedPage), r.token(c, restatedPage)}
	var wg sync.WaitGroup
	codes := make([]int, len(forms))
	for i, f := range forms {
		f.Set("from", k1)
		f.Set("reason", "other work")
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = r.post(c, "/console/keys/"+restatedLater+"/split", f)
		}()
	}
	wg.Wait()
	if codes[0] != http.StatusSeeOther || codes[1] != http.StatusSeeOther {
		t.Fatalf("codes %v", codes)
	}
	st := r.sandbox()
	if st.tasks(restatedLater) != 1 || st.due(k1) != "2026-09-18" {
		t.Fatalf("after two splits at once: %+v", st.Tasks)
	}
	list, err := r.app.Executions(context.Background(), ledger.ListParams{Tenant: "demo", Project: "P42", Meeting: "M0914"})
	if err != nil {
		t.Fatal(err)
	}
	ups := 0
	for _, e := range list {
		if e.Key.Action == "A001" && strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask) {
			ups++
		}
	}
	if ups != 2 {
		t.Fatalf("%d updates of k1, want the restatement's and one restoring", ups)
	}
	told := 0
	for _, m := range st.Messages {
		if strings.HasPrefix(m.Key, "demo:P42:M0921:A001:") {
			told++
		}
	}
	if told != 1 {
		t.Fatalf("told %d times, want once", told)
	}
}

// dropStore calls drop (when set) right after a split is recorded on a
// link: where a browser that gave up on the request would stop it.
type dropStore struct {
	ledger.Store
	drop atomic.Pointer[context.CancelFunc]
}

func (s *dropStore) SeriesLinkPut(ctx context.Context, l ledger.SeriesLink) (ledger.SeriesLink, bool, error) {
	got, put, err := s.Store.SeriesLinkPut(ctx, l)
	if c := s.drop.Load(); c != nil && l.Kind == ledger.LinkDistinct {
		(*c)()
	}
	return got, put, err
}

// A double click sends the form twice and the browser abandons the first
// request, which the server sees as its context cancelled — here right
// after the split was recorded on the link. The split still runs to its
// end: the later action is filed and created once, the due date restored;
// the second request (the same form) is refused as a replay.
func TestSplitAbandonedRequestStillFilesTheAction(t *testing.T) {
	t.Parallel()
	ds := &dropStore{}
	r := restatedRigWrapped(t, func(s ledger.Store) ledger.Store { ds.Store = s; return ds })
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	form := r.token(c, restatedPage+"?lang=en")
	form.Set("from", k1)
	form.Set("reason", "other work")
	form.Set("back", restatedPage)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ds.drop.Store(&cancel)
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/console/keys/"+restatedLater+"/split", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	u, _ := url.Parse(r.srv.URL + "/console/")
	for _, ck := range c.Jar.Cookies(u) {
		req.AddCookie(ck)
	}
	rec := httptest.NewRecorder()
	r.console.Handler().ServeHTTP(rec, req)
	ds.drop.Store(nil)
	if ctx.Err() == nil {
		t.Fatal("the request was not abandoned mid-split")
	}
	if code, body := r.post(c, "/console/keys/"+restatedLater+"/split", form); code != http.StatusForbidden || !strings.Contains(body, "already sent") {
		t.Fatalf("the second click: %d %s", code, body)
	}
	st := r.sandbox()
	if st.tasks(restatedLater) != 1 || st.due(k1) != "2026-09-18" {
		t.Fatalf("after an abandoned split: %+v", st.Tasks)
	}
	if e := r.state(restatedLater); e.State != ledger.Succeeded {
		t.Fatalf("the later action: %+v", e)
	}
	if l := r.link(); l.Kind != ledger.LinkDistinct || l.Actor != "kim" {
		t.Fatalf("link: %+v", l)
	}
}

// failFiling refuses, once, to file the later action (a crash or a lost
// database between the split's steps).
type failFiling struct {
	ledger.Store
	armed atomic.Bool
}

func (s *failFiling) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if p.Key.String() == restatedLater && s.armed.CompareAndSwap(true, false) {
		return ledger.EnqueueResult{}, errors.New("database is gone")
	}
	return s.Store.ExecutionEnqueue(ctx, p)
}

// A split that stopped after recording the link and before filing the
// action shows the link as split with its task not filed, and a button
// that finishes it: the action is then filed and created once, the due
// date restored.
func TestSplitStoppedMidwayFinishedFromThePage(t *testing.T) {
	t.Parallel()
	fs := &failFiling{}
	r := restatedRigWrapped(t, func(s ledger.Store) ledger.Store { fs.Store = s; return fs })
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	fs.armed.Store(true)
	form := r.token(c, restatedPage+"?lang=en")
	form.Set("from", k1)
	form.Set("reason", "other work")
	r.post(c, "/console/keys/"+restatedLater+"/split", form)
	msg := r.flash(c, restatedPage)
	if !strings.Contains(msg, "it failed on our side") || r.link().Kind != ledger.LinkDistinct || r.sandbox().tasks(restatedLater) != 0 {
		t.Fatalf("the split that stopped midway:\n%s", msg)
	}
	if !strings.Contains(msg, "Split, but its task is not filed yet") || !strings.Contains(msg, `class="split finish"`) {
		t.Fatalf("the page does not offer to finish the split:\n%s", msg)
	}
	form = r.token(c, restatedPage)
	form.Set("from", k1)
	form.Set("reason", "other work")
	r.post(c, "/console/keys/"+restatedLater+"/split", form)
	msg = r.flash(c, restatedPage)
	if !strings.Contains(msg, "Split: "+restatedLater+" is its own task now") || strings.Contains(msg, `class="split finish"`) {
		t.Fatalf("after finishing the split:\n%s", msg)
	}
	if st := r.sandbox(); st.tasks(restatedLater) != 1 || st.due(k1) != "2026-09-18" {
		t.Fatalf("after finishing the split: %+v", st.Tasks)
	}
}

// k1's due date changed again after the restatement (a person set it):
// the split leaves it, and the page says so in its own words — which
// change, the date now, the date the restatement moved it from and what
// to do — in English and Korean, never with the CLI's commands or flags.
func TestSplitDueChangedAgainInThePagesWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Split: " + restatedLater + " is its own task now", "The due date of " + k1, "was changed again after the restatement (demo:P42:M0914:A001:update-task-2; it is 2026-09-30 now), so it was left as it is",
			"moved it from 2026-09-18: if that date is right again, change it on the task in the tracker"}},
		{"ko", []string{"분리했습니다: " + restatedLater, k1, "같은 업무로 연결된 뒤 다시 바뀌어(demo:P42:M0914:A001:update-task-2, 현재 2026-09-30) 그대로 두었습니다",
			"연결 전 기한은 2026-09-18 였습니다. 그 날짜가 맞다면 트래커의 업무에서 기한을 바꾸세요"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			t.Parallel()
			r := restatedRig(t)
			if _, _, _, err := r.app.UpdateDue(context.Background(), ledger.MustParseKey(k1), "2026-09-30", false); err != nil {
				t.Fatal(err)
			}
			c := r.client()
			r.signIn(c, "kim", "kim-secret-token")
			form := r.token(c, restatedPage+"?lang="+tc.lang)
			form.Set("from", k1)
			form.Set("reason", "other work")
			if code, _ := r.post(c, "/console/keys/"+restatedLater+"/split", form); code != http.StatusSeeOther {
				t.Fatalf("split: %d", code)
			}
			msg := r.flash(c, restatedPage)
			flash := reFlash.FindStringSubmatch(msg)
			if flash == nil {
				t.Fatalf("no message after the split:\n%s", msg)
			}
			for _, want := range tc.want {
				if !strings.Contains(flash[1], want) {
					t.Errorf("the message lacks %q:\n%s", want, flash[1])
				}
			}
			for _, cli := range []string{"axagent", "--due", "update " + k1} {
				if strings.Contains(flash[1], cli) {
					t.Errorf("the message shows the CLI's %q:\n%s", cli, flash[1])
				}
			}
			if st := r.sandbox(); st.tasks(restatedLater) != 1 || st.due(k1) != "2026-09-30" {
				t.Fatalf("after the split: %+v", st.Tasks)
			}
		})
	}
}

// Every reason a split leaves a due date is worded in both languages with
// its dates and without the CLI's commands.
func TestDueLeftWordedInBothLanguages(t *testing.T) {
	s := &Server{}
	for _, why := range []string{app.LeftChangedAgain, app.LeftMaybeRestatement, app.LeftUpdateHeld, app.LeftTaskCancelled} {
		for _, lang := range []string{"en", "ko"} {
			d := app.DueLeft{Why: why, Task: "TASK", Update: "UPDATE", State: string(ledger.Running), Due: "2026-10-30", Before: "2026-10-10"}
			msg := s.dueLeft(context.Background(), lang, d)
			if strings.Contains(msg, "%!") || strings.Contains(msg, "axagent") || strings.Contains(msg, "--") || !strings.Contains(msg, "TASK") ||
				why != app.LeftTaskCancelled && !strings.Contains(msg, "2026-10-10") || lang == "ko" && !strings.ContainsFunc(msg, func(r rune) bool { return r >= '가' && r <= '힣' }) {
				t.Errorf("%s in %s: %q", why, lang, msg)
			}
		}
	}
}

// restoreFault stops, once, the update that gives k1 its due date back:
// its enqueue fails (the process died after filing the later action) or
// its first claim fails (the worker stopped before sending it).
type restoreFault struct {
	ledger.Store
	claim bool
	armed atomic.Bool
}

// restoring reports whether key is one of k1's updates (the only one
// after the restatement's is the split's restoring update).
func restoring(key string) bool {
	return strings.HasPrefix(key, "demo:P42:M0914:A001:"+ledger.OpUpdateTask)
}

func (s *restoreFault) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if !s.claim && restoring(p.Key.String()) && s.armed.CompareAndSwap(true, false) {
		return ledger.EnqueueResult{}, errors.New("database is gone")
	}
	return s.Store.ExecutionEnqueue(ctx, p)
}

func (s *restoreFault) ExecutionClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Execution, error) {
	if s.claim && slices.ContainsFunc(p.Keys, restoring) && s.armed.CompareAndSwap(true, false) {
		return nil, errors.New("database is gone")
	}
	return s.Store.ExecutionClaim(ctx, p)
}

// A split whose restoring update did not settle — never enqueued, or
// enqueued and never worked — is unfinished although its later action is
// filed: the page says so and offers "Finish the split"; finishing runs
// the split again under its keys, with the person's name: one task, one
// restoring update (k1's due date back), and no button after.
func TestSplitRestoreUnsettledFinishedFromThePage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		claim bool
	}{{"restore not enqueued", false}, {"restore not worked", true}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fs := &restoreFault{claim: tc.claim}
			r := restatedRigWrapped(t, func(s ledger.Store) ledger.Store { fs.Store = s; return fs })
			c := r.client()
			r.signIn(c, "kim", "kim-secret-token")
			fs.armed.Store(true)
			form := r.token(c, restatedPage+"?lang=en")
			form.Set("from", k1)
			form.Set("reason", "other work")
			r.post(c, "/console/keys/"+restatedLater+"/split", form)
			msg := r.flash(c, restatedPage)
			if fs.armed.Load() || !strings.Contains(msg, "it failed on our side") || r.link().Kind != ledger.LinkDistinct || r.sandbox().due(k1) != "2026-09-25" {
				t.Fatalf("the split that stopped before restoring:\n%s", msg)
			}
			if _, err := r.app.Show(context.Background(), ledger.MustParseKey(restatedLater)); err != nil {
				t.Fatalf("the later action is not filed: %v", err)
			}
			if !strings.Contains(msg, "Split, but not finished") || !strings.Contains(msg, `class="split finish"`) {
				t.Fatalf("the page does not offer to finish the split:\n%s", msg)
			}
			if _, body := r.get(c, "/console/keys/"+k1); !strings.Contains(body, `class="split finish"`) {
				t.Fatalf("the task's page does not offer to finish the split:\n%s", body)
			}
			form = r.token(c, restatedPage)
			form.Set("from", k1)
			form.Set("reason", "other work")
			r.post(c, "/console/keys/"+restatedLater+"/split", form)
			msg = r.flash(c, restatedPage)
			if !strings.Contains(msg, "Split: "+restatedLater+" is its own task now") || !strings.Contains(msg, "The due date of "+k1+" is back to 2026-09-18") ||
				strings.Contains(msg, `class="split finish"`) || strings.Contains(msg, "Split, but not finished") {
				t.Fatalf("after finishing the split:\n%s", msg)
			}
			if st := r.sandbox(); st.tasks(restatedLater) != 1 || st.due(k1) != "2026-09-18" {
				t.Fatalf("after finishing the split: %+v", st.Tasks)
			}
			list, err := r.app.Executions(context.Background(), ledger.ListParams{Tenant: "demo"})
			if err != nil {
				t.Fatal(err)
			}
			var ups []ledger.Execution
			for _, e := range list {
				if restoring(e.Key.String()) {
					ups = append(ups, e)
				}
			}
			// The restatement's update and one restoring update, sent.
			if len(ups) != 2 || ups[0].State != ledger.Succeeded || ups[1].State != ledger.Succeeded {
				t.Fatalf("k1's updates: %+v", ups)
			}
			log, err := r.app.Transitions(context.Background(), ups[1].Key.String())
			if err != nil || len(log) == 0 || !strings.Contains(log[0].Reason, "was split from it by kim") || log[0].Actor != "kim" {
				t.Fatalf("the restoring update's log: %+v %v", log, err)
			}
		})
	}
}
