package app

import (
	"context"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
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
	a, err := New(ctx, Config{DB: filepath.Join(t.TempDir(), "l.db"), Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
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
