package console

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// shared is the one headless Chromium the package's browser tests share
// (issue 32: starting one per test was a third of the package's time);
// each test gets a browser context of its own (its own cookies, storage
// and tab), which its end disposes. TestMain closes it.
var shared struct {
	once  sync.Once
	ctx   context.Context
	close func()
	err   error
}

// browser gives the test a new tab in a browser context of its own on the
// package's headless Debian Chromium. Without one it skips, except in CI,
// where .ci/run installs it (scripts/chromium.sh).
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("chromium is not installed: .ci/run runs scripts/chromium.sh")
		}
		t.Skip("chromium is not installed (scripts/chromium.sh installs it)")
	}
	shared.once.Do(func() {
		dir, err := os.MkdirTemp("", "axagent-chromium-")
		if err != nil {
			shared.err = err
			return
		}
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
			chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(dir), chromedp.WindowSize(1280, 900),
			chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true), chromedp.Flag("disable-quic", true),
		}
		actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancel2 := chromedp.NewContext(actx)
		shared.ctx, shared.close = bctx, func() { cancel2(); cancel(); os.RemoveAll(dir) }
		shared.err = chromedp.Do(bctx)
	})
	if shared.err != nil {
		t.Fatalf("start chromium: %v", shared.err)
	}
	ctx, cancel := chromedp.NewContext(shared.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancel2 := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel2)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("open a browser context: %v", err)
	}
	return ctx
}

func TestMain(m *testing.M) {
	if err := rigEnv(); err != nil {
		fmt.Fprintln(os.Stderr, "console tests: environment:", err)
		os.Exit(2)
	}
	code := m.Run()
	if shared.close != nil {
		shared.close()
	}
	os.Exit(code)
}

// shot saves a screenshot of the page for a person to look at, outside
// the repository (AXAGENT_SCREENSHOTS, else the temp directory).
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("AXAGENT_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "axagent-screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	p := filepath.Join(dir, "console-"+name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", p)
}

func text(t *testing.T, ctx context.Context) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("body")))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func signInBrowser(t *testing.T, ctx context.Context, base, name, token string) {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/console/login?lang=en"),
		chromedp.WaitVisible(chromedp.ID("name")),
		chromedp.SendKeys(chromedp.ID("name"), name),
		chromedp.SendKeys(chromedp.ID("token"), token),
	)
	if err != nil {
		t.Fatalf("sign in: %v", err)
	}
	submit(t, ctx, chromedp.Click(chromedp.ID("signin")))
}

// submit runs a click that sends a form and waits for the page it leads to.
func submit(t *testing.T, ctx context.Context, click chromedp.Action[chromedp.Void]) {
	t.Helper()
	if _, err := chromedp.RunResponse(ctx, click); err != nil {
		t.Fatalf("submit: %v", err)
	}
}

// A person signs in, approves a meeting's actions from its page, and the
// tasks appear in the tracker once each.
func TestBrowserApproveMeeting(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	ctx := browser(t)
	base := r.srv.URL
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/")); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "Sign in") {
		t.Fatalf("no session: want the sign-in page, got %q", body)
	}
	shot(t, ctx, "login")
	signInBrowser(t, ctx, base, "kim", "wrong-token")
	if body := text(t, ctx); !strings.Contains(body, "Wrong operator name or token") {
		t.Fatalf("wrong token: %q", body)
	}
	shot(t, ctx, "login-refused")
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	body := text(t, ctx)
	if !strings.Contains(body, "demo / P42 / M0914") || strings.Contains(body, "other / P42") {
		t.Fatalf("meetings page: %q", body)
	}
	shot(t, ctx, "meetings")
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/console/meetings/demo/P42/M0914"),
		chromedp.WaitVisible(chromedp.ID("approve-all")),
	)
	if err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "meeting-awaiting")
	submit(t, ctx, chromedp.Click(chromedp.ID("approve-all")))
	body = text(t, ctx)
	if !strings.Contains(body, "TASK-") {
		t.Fatalf("after approving: %q", body)
	}
	shot(t, ctx, "meeting-approved")
	st := r.sandbox()
	if st.tasks("demo:") != 3 || len(st.Messages) != 3 {
		t.Fatalf("after approval in the browser: %d tasks, %d messages; want 3 and 3", st.tasks("demo:"), len(st.Messages))
	}
	// Back and submit the same (stale) form again: refused, nothing twice.
	if err := chromedp.Do(ctx, chromedp.NavigateBack(), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if n := r.sandbox().tasks("demo:"); n != 3 {
		t.Fatalf("%d tasks after going back", n)
	}
}

// A person fixes an action whose assignee is not in the roster entirely
// in the browser: the queue offers the one action its reason needs (pick a
// person), the task is created with that person, who is notified once. A
// form with a tampered token is refused and changes nothing.
func TestBrowserFixFromQueue(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, true)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	row := `tr[id="row-` + k3 + `"] `
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue"), chromedp.WaitVisible(chromedp.CSS(row+"button.assign"))); err != nil {
		t.Fatal(err)
	}
	body := text(t, ctx)
	for _, want := range []string{"Assignee not in roster (1)", `The assignee "준호" is not in the roster.`, "Pick a person from the roster"} {
		if !strings.Contains(body, want) {
			t.Fatalf("queue lacks %q:\n%s", want, body)
		}
	}
	// One action for the reason; the rest behind "More actions".
	if visible(t, ctx, row+"button.approve") || visible(t, ctx, row+"button.found") || visible(t, ctx, row+"button.requeue") {
		t.Fatal("the queue offers approve / mark found / send again for a key whose only question is its assignee")
	}
	shot(t, ctx, "queue")
	// Tampered token: refused.
	err := chromedp.Do(ctx,
		chromedp.SetValue(chromedp.CSS(row+`form:has(button.assign) input[name=csrf]`), strings.Repeat("0", 64)),
		chromedp.SetValue(chromedp.CSS(row+`form:has(button.assign) select.assignee`), "민서"),
	)
	if err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.assign")))
	if body := text(t, ctx); !strings.Contains(body, "security token") {
		t.Fatalf("tampered form: %q", body)
	}
	shot(t, ctx, "csrf-refused")
	if r.sandbox().tasks(k3) != 0 {
		t.Fatal("a tampered form created a task")
	}
	err = chromedp.Do(ctx,
		chromedp.Navigate(base+"/console/queue"),
		chromedp.WaitVisible(chromedp.CSS(row+"button.assign")),
		chromedp.SetValue(chromedp.CSS(row+`form:has(button.assign) select.assignee`), "민서"),
	)
	if err != nil {
		t.Fatal(err)
	}
	submit(t, ctx, chromedp.Click(chromedp.CSS(row+"button.assign")))
	body = text(t, ctx)
	if !strings.Contains(body, "registration is confirmed and the assignee was notified") || !strings.Contains(body, "Nothing waits for a person") {
		t.Fatalf("after picking a person: %q", body)
	}
	shot(t, ctx, "queue-fixed")
	st := r.sandbox()
	var assignee string
	for _, tk := range st.Tasks {
		if tk.Key == k3 {
			assignee = tk.Assignee
		}
	}
	if st.tasks(k3) != 1 || assignee != "minseo" {
		t.Fatalf("A003 after the fix: %d tasks, assignee %q", st.tasks(k3), assignee)
	}
	told := 0
	for _, m := range st.Messages {
		if strings.HasPrefix(m.Key, "demo:P42:M0914:A003:") {
			told++
			if m.Recipient != "minseo" {
				t.Fatalf("A003's notification went to %q", m.Recipient)
			}
		}
	}
	if told != 1 {
		t.Fatalf("A003's assignee was notified %d times, want once", told)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+k3+"?lang=ko"), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "상태 변화") || !strings.Contains(body, "kim") || strings.Contains(body, "not in the roster") {
		t.Fatalf("timeline in Korean with the operator: %q", body)
	}
	shot(t, ctx, "timeline-ko")
}

// visible reports whether a selector matches an element a person sees.
func visible(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	js := `(() => { const e = document.querySelector(` + strconv.Quote(sel) + `); return !!e && e.checkVisibility() && !e.closest("details:not([open])"); })()`
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// The key page's timeline in Korean: every entry of a registered key's
// log (queued, claimed, created in the tracker; its notification claimed
// and delivered), its states and its attempt's outcome in Korean, none of
// the ledger's English; in English the same entries read as the audit log.
func TestBrowserKeyTimelineInKorean(t *testing.T) {
	t.Parallel()
	r := newRig(t, false, false)
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	key := "demo:P42:M0914:A001:create-task"
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+key+"?lang=ko"), chromedp.WaitVisible(chromedp.CSS("td.log-reason"))); err != nil {
		t.Fatal(err)
	}
	shot(t, ctx, "key-timeline-ko")
	cells, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("td.log-reason")].map(c => c.innerText)`))
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(cells, "\n")
	for _, want := range []string{"명령줄 (plan-", "대기열에 넣음", "작업 시작", "sandbox 에 TASK-", "로 전달됨"} {
		if !strings.Contains(all, want) {
			t.Errorf("Korean timeline lacks %q:\n%s", want, all)
		}
	}
	for _, w := range []string{"claimed", "created", "delivered", "enqueued", "queued with"} {
		if strings.Contains(all, w) {
			t.Errorf("Korean timeline shows %q:\n%s", w, all)
		}
	}
	if body := text(t, ctx); strings.Contains(body, "succeeded") || !strings.Contains(body, "등록됨") || !strings.Contains(body, "완료") {
		t.Errorf("states or outcomes not in Korean:\n%s", body)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/keys/"+key+"?lang=en"), chromedp.WaitVisible(chromedp.CSS("td.log-reason"))); err != nil {
		t.Fatal(err)
	}
	if body := text(t, ctx); !strings.Contains(body, "created TASK-") || !strings.Contains(body, "claimed") {
		t.Errorf("English timeline:\n%s", body)
	}
}
