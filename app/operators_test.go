package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

const opsNotes = `---
date: 2026-09-14
---
# 회의 (M0914)

## 액션 아이템
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)
- [ ] @준호 창고 재고 실사 (기한: 2026-09-30)
- [ ] @하준 포장재 샘플 요청 (기한: 2026-09-22)
`

// failPut fails CachePut while armed: a crash after the digest was queued
// and before its keys were marked.
type failPut struct {
	ledger.Store
	armed *bool
}

func (f failPut) CachePut(ctx context.Context, key, value string, now time.Time) error {
	if *f.armed {
		return errors.New("crash")
	}
	return f.Store.CachePut(ctx, key, value, now)
}

func opsApp(t *testing.T, armed *bool) *App {
	t.Helper()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.OperatorsNotify = config.OperatorNotify{Channel: "sandbox", Recipient: "ops", ConsoleURL: "http://127.0.0.1:8090/console"}
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(context.Background(), Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Lang: "en",
		Log: slog.New(slog.DiscardHandler), WrapStore: func(s ledger.Store) ledger.Store { return failPut{s, armed} }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func operatorRows(t *testing.T, a *App) []ledger.Notification {
	t.Helper()
	all, err := a.Notifications(context.Background(), ledger.OutboxListParams{})
	if err != nil {
		t.Fatal(err)
	}
	var out []ledger.Notification
	for _, n := range all {
		if strings.Contains(n.Key, ":needs-human:operators:") {
			out = append(out, n)
		}
	}
	return out
}

// One digest per meeting lists its keys waiting for a person; a second
// pass, a crash between queueing and marking, and a rerun of the notes
// send nothing twice; a key that comes back to a person later is told again.
func TestOperatorDigestOncePerMeeting(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	armed := false
	a := opsApp(t, &armed)
	n := Notes{Name: "n.md", Body: []byte(opsNotes), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}}
	if _, err := a.Register(ctx, n, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	armed = true
	if _, err := a.NotifyOperators(ctx); err == nil {
		t.Fatal("the injected crash did not happen")
	}
	armed = false
	if q, err := a.NotifyOperators(ctx); err != nil || q != 0 {
		t.Fatalf("after the crash: queued %d, %v; want 0 (the digest was queued before it)", q, err)
	}
	rows := operatorRows(t, a)
	if len(rows) != 1 || rows[0].Recipient != "ops" || !strings.Contains(rows[0].Text, "A002") || !strings.Contains(rows[0].Text, "A003") ||
		strings.Contains(rows[0].Text, "A001") || !strings.Contains(rows[0].Text, "/console/queue") {
		t.Fatalf("operator digests %+v", rows)
	}
	if q, _ := a.NotifyOperators(ctx); q != 0 {
		t.Fatalf("a second pass queued %d", q)
	}
	if _, err := a.Register(ctx, n, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	if q, _ := a.NotifyOperators(ctx); q != 0 || len(operatorRows(t, a)) != 1 {
		t.Fatal("a rerun of the notes told the operators again")
	}
	if _, err := a.RunDispatcher(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if rows := operatorRows(t, a); rows[0].State != ledger.Succeeded {
		t.Fatalf("digest not sent: %+v", rows[0])
	}
	// A person requeues A002 without fixing it; it comes back to a person.
	if _, err := a.Reject(ctx, []string{"demo:P42:M0914:A003:create-task"}, "kim", "not ours"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.store.ExecutionResolve(ctx, ledger.ResolveParams{Key: ledger.MustParseKey("demo:P42:M0914:A002:create-task"), To: ledger.Pending, Reason: "try", Actor: "kim"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := a.WorkFor(ctx, []string{"demo:P42:M0914:A002:create-task"}, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	e, _ := a.store.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A002:create-task"))
	t.Logf("A002 after the requeue: %s %s", e.State, e.Reason)
	q, err := a.NotifyOperators(ctx)
	rows = operatorRows(t, a)
	if err != nil || q != 1 || len(rows) != 2 {
		t.Fatalf("the key back with a person: queued %d (%v), %d digests; want one more", q, err, len(rows))
	}
}

// The operators' digest says each key's reason and fix in the operators'
// language (no ledger English in a Korean digest), links each key in the
// console, and its first line — the message's subject — names the
// meeting, not an internal key.
func TestOperatorDigestSaysReasonsInItsLanguage(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	armed := false
	a := opsApp(t, &armed)
	a.lang = "ko"
	text := registerForDigest(ctx, t, a)
	subject, _, _ := strings.Cut(text, "\n")
	if subject != "[axagent] demo/P42/M0914: 사람의 확인이 필요한 액션 2건" {
		t.Fatalf("subject line %q", subject)
	}
	for _, en := range []string{"not in the roster", "is not in", "awaiting approval"} {
		if strings.Contains(text, en) {
			t.Fatalf("English reason %q in the Korean digest:\n%s", en, text)
		}
	}
	if !strings.Contains(text, `담당자 "준호" 님이 명단에 없습니다.`) || !strings.Contains(text, "http://127.0.0.1:8090/console/keys/demo:P42:M0914:A002:create-task") {
		t.Fatalf("digest:\n%s", text)
	}
}

// Without a console URL the digest prints commands; they carry the
// worker's --db and --config, so pasted as sent they act on its ledger
// (they read the default ledger, where the keys are not).
func TestOperatorDigestCommandsCarryTheLedger(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	armed := false
	a := opsApp(t, &armed)
	a.cfg.OperatorsNotify.ConsoleURL = ""
	a.cmdFlags = " --db /srv/axagent/l.db --config /etc/axagent.yaml"
	text := registerForDigest(ctx, t, a)
	for _, want := range []string{
		"axagent ledger resolve demo:P42:M0914:A002:create-task --requeue --assignee NAME --reason TEXT" + a.cmdFlags + "\n",
		"axagent ledger list --state needs-human" + a.cmdFlags + "\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("digest lacks %q:\n%s", want, text)
		}
	}
}

// registerForDigest registers the operators' notes and returns the one
// digest NotifyOperators queued for them.
func registerForDigest(ctx context.Context, t *testing.T, a *App) string {
	t.Helper()
	n := Notes{Name: "n.md", Body: []byte(opsNotes), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}}
	if _, err := a.Register(ctx, n, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.NotifyOperators(ctx); err != nil {
		t.Fatal(err)
	}
	rows := operatorRows(t, a)
	if len(rows) != 1 {
		t.Fatalf("%d digests", len(rows))
	}
	return rows[0].Text
}
