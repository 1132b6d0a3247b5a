package app

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// Issue 33: a key marked needs-human because its task was not found,
// whose task then appears (a stale worker's late create), is settled by
// the self-heal pass with that task, its assignee notified once, and the
// settlement recorded as the self-heal's.
func TestHealNotFoundSettlesALateTask(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	caps := sandbox.Capabilities{LookupByKey: true, DeliveryHistory: true}
	svc, err := sandbox.New(sandbox.Options{Clock: clk, Capabilities: &caps})
	if err != nil {
		t.Fatal(err)
	}
	tasks := sandbox.NewTaskConnector(svc)
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	a, err := New(ctx, Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
		Tasks: tasks, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	if _, err := a.Register(ctx, meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"), RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	// A worker claims the key, its create is held in the network; the
	// takeover finds nothing and a person is asked.
	claimed, err := a.store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "B", LeaseFor: time.Minute, Limit: 1, Now: clk.Now()})
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim: %+v %v", claimed, err)
	}
	e := claimed[0]
	p := ledger.CompleteNeedsHuman(e, ledger.OutcomeNotFound, "not found by key after 2 checks", true)
	p.Now = clk.Now()
	if errs, err := a.store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	if res, err := a.HealNotFound(ctx, 10); err != nil || res.Checked != 1 || res.Settled != 0 {
		t.Fatalf("nothing there yet: %+v %v", res, err)
	}
	// The held create lands.
	got, err := tasks.Create(ctx, a.engine.TaskFor(e, sandbox.Name))
	if err != nil {
		t.Fatal(err)
	}
	if res, err := a.HealNotFound(ctx, 10); err != nil || res.Settled != 1 {
		t.Fatalf("heal: %+v %v", res, err)
	}
	x, err := a.store.ExecutionGet(ctx, e.Key)
	if err != nil || x.State != ledger.Succeeded || x.ExternalID != got.ID {
		t.Fatalf("healed key: %+v %v", x, err)
	}
	log, err := a.store.TransitionList(ctx, e.Key.String())
	if err != nil || log[len(log)-1].Actor != HealActor {
		t.Fatalf("log: %+v %v", log, err)
	}
	if res, err := a.HealNotFound(ctx, 10); err != nil || res.Checked != 0 {
		t.Fatalf("a settled key checked again: %+v %v", res, err)
	}
	if _, err := a.RunDispatcher(ctx, nil); err != nil {
		t.Fatal(err)
	}
	nk := ledger.NotificationKey(e.Key, "created", "assignee", 1)
	if n := len(svc.MessagesForKey(nk)); n != 1 {
		t.Fatalf("assignee notified %d times, want once", n)
	}
	if n := len(svc.TasksForKey(e.Key.String())); n != 1 {
		t.Fatalf("%d tasks", n)
	}
}

// gatedFind holds the first FindByKey (one healer's lookup) until release
// is closed, signalling entered; later lookups pass.
type gatedFind struct {
	connectors.TaskConnector
	once             *sync.Once
	entered, release chan struct{}
}

func (g gatedFind) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	first := false
	g.once.Do(func() { first = true })
	if first {
		close(g.entered)
		<-g.release
	}
	return g.TaskConnector.FindByKey(ctx, key)
}

// levels records the level of every log record.
type levels struct {
	mu  sync.Mutex
	got []slog.Record
}

func (l *levels) Enabled(context.Context, slog.Level) bool { return true }
func (l *levels) Handle(_ context.Context, r slog.Record) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.got = append(l.got, r)
	return nil
}
func (l *levels) WithAttrs([]slog.Attr) slog.Handler { return l }
func (l *levels) WithGroup(string) slog.Handler      { return l }

func (l *levels) warnings() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, r := range l.got {
		if r.Level >= slog.LevelWarn {
			msg := r.Message
			r.Attrs(func(a slog.Attr) bool { msg += " " + a.String(); return true })
			out = append(out, msg)
		}
	}
	return out
}

// Issue 33: every worker runs the self-heal pass, so two can find the same
// late task for one key. Interleaved so that worker A has read the key and
// is looking the task up while worker B settles it: A's settlement is
// refused by the generation it read (no "succeeded → succeeded" warning),
// A logs it at debug and counts it neither settled nor failed; the key is
// settled once, its assignee notified once.
func TestHealersRacingSettleOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	caps := sandbox.Capabilities{LookupByKey: true, DeliveryHistory: true}
	svc, err := sandbox.New(sandbox.Options{Clock: clk, Capabilities: &caps})
	if err != nil {
		t.Fatal(err)
	}
	tasks := sandbox.NewTaskConnector(svc)
	gate := gatedFind{TaskConnector: tasks, once: &sync.Once{}, entered: make(chan struct{}), release: make(chan struct{})}
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	db := migratedLedger(t)
	logs := &levels{}
	open := func(tc connectors.TaskConnector) *App {
		a, err := New(ctx, Config{DB: db, Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(logs),
			Tasks: tc, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		return a
	}
	a, b := open(gate), open(tasks)
	if _, err := a.Register(ctx, meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"), RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	claimed, err := a.store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 1, Now: clk.Now()})
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim: %+v %v", claimed, err)
	}
	e := claimed[0]
	p := ledger.CompleteNeedsHuman(e, ledger.OutcomeNotFound, "not found by key after 2 checks", true)
	p.Now = clk.Now()
	if errs, err := a.store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	// The stale worker's create lands.
	got, err := tasks.Create(ctx, a.engine.TaskFor(e, sandbox.Name))
	if err != nil {
		t.Fatal(err)
	}

	type result struct {
		h   Healed
		err error
	}
	done := make(chan result, 1)
	go func() {
		h, err := a.HealNotFound(ctx, 10)
		done <- result{h, err}
	}()
	<-gate.entered // A has read the key and is looking its task up
	if res, err := b.HealNotFound(ctx, 10); err != nil || res.Settled != 1 {
		t.Fatalf("healer B: %+v %v, want it to settle the key", res, err)
	}
	close(gate.release)
	ra := <-done
	if ra.err != nil || ra.h.Checked != 1 || ra.h.Settled != 0 || ra.h.Failed != 0 {
		t.Fatalf("healer A: %+v %v, want checked 1, settled 0, failed 0", ra.h, ra.err)
	}
	if w := logs.warnings(); len(w) != 0 {
		t.Fatalf("warnings logged: %q", w)
	}
	x, err := a.store.ExecutionGet(ctx, e.Key)
	if err != nil || x.State != ledger.Succeeded || x.ExternalID != got.ID {
		t.Fatalf("key: %+v %v", x, err)
	}
	log, err := a.store.TransitionList(ctx, e.Key.String())
	if err != nil {
		t.Fatal(err)
	}
	settles := 0
	for _, tr := range log {
		if tr.To == ledger.Succeeded {
			settles++
		}
	}
	if settles != 1 {
		t.Fatalf("settled %d times: %+v", settles, log)
	}
	if out, err := a.store.OutboxList(ctx, ledger.OutboxListParams{ExecKey: e.Key.String()}); err != nil || len(out) != 1 {
		t.Fatalf("notifications queued: %+v %v, want one", out, err)
	}
	if _, err := a.RunDispatcher(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if n := len(svc.MessagesForKey(ledger.NotificationKey(e.Key, "created", "assignee", 1))); n != 1 {
		t.Fatalf("assignee notified %d times, want once", n)
	}
}
