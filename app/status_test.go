package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/trackerpush"
)

// countingGets counts the tracker's Get calls and can fail them.
type countingGets struct {
	connectors.TaskConnector
	gets atomic.Int64
	fail atomic.Bool
}

func (c *countingGets) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	c.gets.Add(1)
	if c.fail.Load() {
		return connectors.RemoteTask{}, errors.New("503 Service Unavailable")
	}
	return c.TaskConnector.Get(ctx, id)
}

// statusApp is an app on an in-process sandbox whose Gets are counted, on
// a fake clock, with rate limits (config rate_limits) when given.
func statusApp(t *testing.T, limits map[string]string) (*App, *sandbox.Service, *countingGets, *clock.Fake) {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	tasks := &countingGets{TaskConnector: sandbox.NewTaskConnector(svc)}
	cfg, _ := config.Load("")
	cfg.RateLimits = limits
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"))
	a, err := New(context.Background(), Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
		Tasks: tasks, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, svc, tasks, clk
}

// Status from the tracker is a fact about the task: pulled least recently
// checked first, a status seen twice recorded once, a closed task seen
// closed; a failing tracker trips its breaker and is not hammered.
func TestPullStatus(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc, tasks, clk := statusApp(t, nil)
	n := meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-18)\n")
	if _, err := a.Register(ctx, n, RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := a.RunEngine(ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	res, err := a.PullStatus(ctx, 10)
	if err != nil || res.Checked != 2 || res.Changed != 0 {
		t.Fatalf("first pull: %+v, %v; want 2 checked", res, err)
	}
	k1 := "demo:P42:M0914:A001:create-task"
	f, ok, _ := a.TaskFactOf(ctx, k1)
	if !ok || f.Status != "open" {
		t.Fatalf("fact %+v %v", f, ok)
	}
	since := f.Since
	// Seen again: nothing new recorded.
	clk.Advance(time.Minute)
	if res, err := a.PullStatus(ctx, 10); res.Changed != 0 || res.Checked != 2 {
		t.Fatalf("second pull: %+v, %v", res, err)
	}
	if fs, _ := a.TaskFacts(ctx, k1); len(fs) != 1 || fs[0].Since != since {
		t.Fatalf("a status seen twice was recorded again: %+v", fs)
	}
	// Closed in the tracker: a changed fact; the create stays succeeded.
	e, _ := a.store.ExecutionGet(ctx, ledger.MustParseKey(k1))
	if _, err := svc.UpdateTask(ctx, e.ExternalID, "", "", sandbox.UpdateInput{Status: "cancelled"}); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute)
	if res, _ := a.PullStatus(ctx, 10); res.Changed != 1 {
		t.Fatalf("closed task: %+v", res)
	}
	if fs, _ := a.TaskFacts(ctx, k1); len(fs) != 2 || fs[1].Status != "cancelled" {
		t.Fatalf("facts after close: %+v", fs)
	}
	if e, _ := a.store.ExecutionGet(ctx, ledger.MustParseKey(k1)); e.State != ledger.Succeeded {
		t.Fatalf("the create's state changed: %s", e.State)
	}
	// A failing tracker: the breaker opens after 5 failures and later
	// pulls do not reach it.
	tasks.fail.Store(true)
	for range 4 {
		clk.Advance(time.Second)
		a.PullStatus(ctx, 10)
	}
	before := tasks.gets.Load()
	clk.Advance(time.Second)
	res, _ = a.PullStatus(ctx, 10)
	if got := tasks.gets.Load() - before; got != 0 || res.Failed == 0 {
		t.Fatalf("with the breaker open the tracker got %d more calls (%+v)", got, res)
	}
}

// A status pull takes a rate-budget slot only when one is free now: the
// tracker's limit holds for pulls and creates together, and creates are
// never kept waiting by a pull.
func TestPullStatusRespectsTheRateLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _, tasks, clk := statusApp(t, map[string]string{"sandbox": "1/m"})
	n := meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	if _, err := a.Register(ctx, n, RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.RunEngine(ctx, nil); err != nil {
		t.Fatal(err)
	}
	// The create took this minute's slot: the pull waits its turn.
	res, err := a.PullStatus(ctx, 10)
	if err != nil || res.Checked != 0 || res.Deferred != 1 || tasks.gets.Load() != 0 {
		t.Fatalf("pull in the create's minute: %+v, %v, %d calls", res, err, tasks.gets.Load())
	}
	// The next slot comes one spacing (a minute and the budget's headroom)
	// after the create's.
	clk.Advance(2 * time.Minute)
	if res, _ := a.PullStatus(ctx, 10); res.Checked != 1 || tasks.gets.Load() != 1 {
		t.Fatalf("pull two minutes later: %+v, %d calls", res, tasks.gets.Load())
	}
	if res, _ := a.PullStatus(ctx, 10); res.Checked != 0 || res.Deferred != 1 {
		t.Fatalf("a second pull in the same minute: %+v", res)
	}
}

// A status the tracker pushed and the pull reads agree on one fact: seen by
// both it is recorded once, and neither overwrites a newer status with an
// older one — a pull read before a pushed change is dropped, a push of a
// change older than a pull's read is dropped.
func TestPushAndPullRecordOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc, _, clk := statusApp(t, nil)
	n := meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	if _, err := a.Register(ctx, n, RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.RunEngine(ctx, nil); err != nil {
		t.Fatal(err)
	}
	k := "demo:P42:M0914:A001:create-task"
	e, _ := a.store.ExecutionGet(ctx, ledger.MustParseKey(k))
	t0 := clk.Now()
	statuses := func() string {
		fs, err := a.TaskFacts(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, f := range fs {
			s = append(s, f.Status)
		}
		return strings.Join(s, ",")
	}
	push := func(id, status string, updated time.Time) trackerpush.Outcome {
		t.Helper()
		out, err := a.PushStatus(ctx, trackerpush.Event{Tracker: "sandbox", DeliveryID: id, IDs: []string{e.ExternalID}, Status: status, Updated: updated})
		if err != nil || out.Tasks != 1 {
			t.Fatalf("push %s: %+v, %v", id, out, err)
		}
		return out
	}
	if _, err := a.PullStatus(ctx, 10); err != nil || statuses() != "open" {
		t.Fatalf("pull: %v, %s", err, statuses())
	}
	// The push says what the pull saw: nothing new.
	clk.Advance(time.Minute)
	if out := push("p1", "open", clk.Now()); out.Recorded != 0 || statuses() != "open" {
		t.Fatalf("open pushed after open pulled: %+v, %s", out, statuses())
	}
	// Cancelled in the tracker at t0+2m, pushed: recorded; the pull that
	// reads it afterwards records nothing more.
	clk.Advance(time.Minute)
	if _, err := svc.UpdateTask(ctx, e.ExternalID, "", "", sandbox.UpdateInput{Status: "cancelled"}); err != nil {
		t.Fatal(err)
	}
	if out := push("p2", "cancelled", clk.Now()); out.Recorded != 1 || statuses() != "open,cancelled" {
		t.Fatalf("cancel pushed: %+v, %s", out, statuses())
	}
	clk.Advance(time.Minute)
	if res, _ := a.PullStatus(ctx, 10); res.Changed != 0 || statuses() != "open,cancelled" {
		t.Fatalf("pull after the push: %+v, %s", res, statuses())
	}
	// A change from before the last read, delivered late: dropped.
	if out := push("p3", "open", t0.Add(90*time.Second)); out.Older != 1 || out.Recorded != 0 || statuses() != "open,cancelled" {
		t.Fatalf("late push: %+v, %s", out, statuses())
	}
	// A push from ahead of the pull (the tracker reopened it at t0+1h, the
	// push came first): the pull's older read of "cancelled" cannot undo it.
	if out := push("p4", "open", t0.Add(time.Hour)); out.Recorded != 1 {
		t.Fatalf("reopen pushed: %+v", out)
	}
	clk.Advance(time.Minute)
	if _, err := a.PullStatus(ctx, 10); err != nil || statuses() != "open,cancelled,open" {
		t.Fatalf("pull older than the push: %v, %s", err, statuses())
	}
	// A replayed delivery is answered from the inbox.
	out, err := a.PushStatus(ctx, trackerpush.Event{Tracker: "sandbox", DeliveryID: "p2", IDs: []string{e.ExternalID}, Status: "cancelled", Updated: t0.Add(2 * time.Minute)})
	if err != nil || !out.Duplicate || statuses() != "open,cancelled,open" {
		t.Fatalf("replay: %+v, %v, %s", out, err, statuses())
	}
}
