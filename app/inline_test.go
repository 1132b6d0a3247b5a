package app

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// inlineApp is an app on db with worker.notify_inline as given (nil:
// unset), on an in-process sandbox and a fake clock.
func inlineApp(t *testing.T, db string, inline *bool) (*App, *sandbox.Service) {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	cfg.Worker.NotifyInline = inline
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"))
	a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, svc
}

// worker.notify_inline: unset, either ledger hands a success's
// notifications to the worker's own dispatcher; off, they are left to
// dispatcher passes. Either way each is delivered once.
func TestNotifyInlineDefaults(t *testing.T) {
	t.Parallel()
	yes, no := true, false
	sqliteDB := func(t *testing.T) string { return migratedLedger(t) }
	postgresDB := func(t *testing.T) string { return migratedPostgres(t) }
	for _, tc := range []struct {
		name   string
		db     func(*testing.T) string
		inline *bool
		handed int
	}{
		{"sqlite default", sqliteDB, nil, 2}, {"sqlite on", sqliteDB, &yes, 2}, {"sqlite off", sqliteDB, &no, 0},
		{"postgres default", postgresDB, nil, 2}, {"postgres off", postgresDB, &no, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			a, svc := inlineApp(t, tc.db(t), tc.inline)
			n := meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-18)\n")
			if _, err := a.Register(ctx, n, RegisterOptions{NoWait: true}); err != nil {
				t.Fatal(err)
			}
			r, err := a.RunEngine(ctx, nil)
			if err != nil || r.Succeeded != 2 || r.HandedOff != tc.handed {
				t.Fatalf("engine pass: %+v %v; want 2 created, %d handed off", r, err, tc.handed)
			}
			want := ledger.Pending
			if tc.handed > 0 {
				want = ledger.Succeeded // delivered by the pass
			}
			ns, err := a.Notifications(ctx, ledger.OutboxListParams{})
			if err != nil || len(ns) != 2 {
				t.Fatalf("notifications: %+v %v", ns, err)
			}
			for _, x := range ns {
				if x.State != want {
					t.Errorf("%s after the engine pass: %s, want %s", x.Key, x.State, want)
				}
			}
			if _, err := a.RunDispatcher(ctx, nil); err != nil {
				t.Fatal(err)
			}
			for _, x := range ns {
				if k := len(svc.MessagesForKey(x.Key)); k != 1 {
					t.Errorf("%s delivered %d times", x.Key, k)
				}
			}
		})
	}
}
