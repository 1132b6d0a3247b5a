package console

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// linkedTracker is the sandbox with a page per task, as a tracker that
// implements connectors.TaskURLer; the URL has characters html/template
// must escape in an attribute.
type linkedTracker struct{ *sandbox.TaskConnector }

func (linkedTracker) TaskURL(id string) string {
	return "https://tracker.example/t/" + id + "?a=1&b=\"x\""
}

// A registered task and a key that waits with its task's ID link to the
// tracker's page of that task on the key page, the queue and the team
// view, escaped.
func TestTaskURLLinks(t *testing.T) {
	t.Setenv("AXAGENT_TEST_TOKEN_KIM", "kim-secret-token")
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Console.Operators = []config.Operator{{Name: "kim", TokenEnv: "AXAGENT_TEST_TOKEN_KIM", Tenants: []string{"demo"}}}
	roster, err := extract.ParseRoster([]byte(testRoster))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	r := &rig{t: t, dir: t.TempDir()}
	r.db = filepath.Join(r.dir, "l.db")
	r.app, err = app.New(ctx, app.Config{DB: r.db, Settings: cfg, Roster: roster, Owner: "test", Lang: "en", Log: slog.New(slog.DiscardHandler),
		Tasks: linkedTracker{sandbox.NewTaskConnector(svc)}, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.app.Close() })
	sc := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	if _, err := r.app.Register(ctx, app.Notes{Name: "notes.md", Body: []byte(testNotes), Scope: sc}, app.RegisterOptions{Timeout: time.Minute}); err != nil {
		t.Fatal(err)
	}
	c, err := New(Options{App: r.app, Operators: cfg.Console.Operators, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	r.srv = httptest.NewServer(c.Handler())
	t.Cleanup(r.srv.Close)

	key, err := ledger.ParseKey("demo:P42:M0914:A001:create-task")
	if err != nil {
		t.Fatal(err)
	}
	e, err := r.app.Ledger().ExecutionGet(ctx, key)
	if err != nil || e.State != ledger.Succeeded || e.ExternalID == "" {
		t.Fatalf("%s: %+v, %v: want a registered task", key, e, err)
	}
	href := `href="https://tracker.example/t/` + e.ExternalID + `?a=1&amp;b=%22x%22"`
	hc := r.client()
	r.signIn(hc, "kim", "kim-secret-token")
	if _, page := r.get(hc, "/console/keys/"+key.String()); !strings.Contains(page, href) {
		t.Errorf("key page has no link %s:\n%s", href, page)
	}
	if _, page := r.get(hc, "/console/team"); !strings.Contains(page, href) {
		t.Errorf("team view has no link %s:\n%s", href, page)
	}
	// Cancelling it without permissions leaves a cancel key waiting for a
	// person, with the task's ID: the queue links to the task.
	if _, err := r.app.Compensate(ctx, key, "", "dup"); err != nil {
		t.Fatal(err)
	}
	cancel := key.WithOperation(ledger.OpCancelTask)
	if ce, err := r.app.Ledger().ExecutionGet(ctx, cancel); err != nil || ce.State != ledger.NeedsHuman {
		t.Fatalf("%s: %+v, %v: want it waiting for a person", cancel, ce, err)
	}
	// A held key with no task yet has no link.
	r.hold("demo:P42:M0915:A001:create-task", "재고 실사", "assignee \"준호\" is not in the roster")
	_, page := r.get(hc, "/console/queue")
	if row := rowOf(page, cancel.String()); !strings.Contains(row, href) {
		t.Errorf("queue row of %s has no link %s:\n%s", cancel, href, row)
	}
	if row := rowOf(page, "demo:P42:M0915:A001:create-task"); row == "" || strings.Contains(row, "task-url") {
		t.Errorf("queue row of a key with no task: want no link, got:\n%s", row)
	}
}

// rowOf is the queue's row of key ("" when none).
func rowOf(page, key string) string {
	i := strings.Index(page, `id="row-`+key+`"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(page[i:], "</tr>")
	if j < 0 {
		return page[i:]
	}
	return page[i : i+j]
}

// The key page shows the action's source line in its section — the
// headings above it and its neighbouring lines, escaped — and the queue
// offers it behind a disclosure.
func TestSourceLineInContext(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	_, page := r.get(c, "/console/keys/demo:P42:M0914:A002:create-task?lang=ko")
	for _, want := range []string{
		`<p class="headings">P42 주간 회의 (M0914) › 액션 아이템</p>`,
		`<span class="line src"><span class="n">8</span> - [ ] @서연 고객 공지문 &lt;script&gt;alert(1)&lt;/script&gt; 작성 (due 2026-09-25)</span>`,
		`<span class="n">7</span> - [ ] @지훈 물류 계약서 초안 검토 (기한: 9/18)</span>`,
		`<span class="n">9</span> - [ ] @준호 창고 재고 실사 (기한: 2026-09-30)</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("key page lacks %s:\n%s", want, page)
		}
	}
	if strings.Contains(page, "<script>alert") {
		t.Error("key page shows the notes' markup unescaped")
	}
	_, queue := r.get(c, "/console/queue?lang=ko")
	row := rowOf(queue, "demo:P42:M0914:A002:create-task")
	if !strings.Contains(row, `<details class="in-context"><summary>회의록 문맥</summary>`) || !strings.Contains(row, "액션 아이템") {
		t.Errorf("queue row has no source in context:\n%s", row)
	}
}
