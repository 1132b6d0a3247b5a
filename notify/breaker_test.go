package notify_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
)

// downChannel is a channel whose every send fails as retryable (a relay
// that is down); it counts the sends that reached it.
type downChannel struct {
	mu    sync.Mutex
	sends int
}

func (c *downChannel) Name() string                      { return "flaky" }
func (c *downChannel) Capabilities() notify.Capabilities { return notify.Capabilities{Dedup: true} }
func (c *downChannel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sends++
	return notify.Delivery{}, failure.NewRetryable("send", errors.New("relay unavailable"))
}
func (c *downChannel) FindByKey(context.Context, string) (*notify.Delivery, error) { return nil, nil }

// Issue 33: a row the dispatcher's own open breaker refused is due at the
// breaker's half-open time plus a jitter (up to a twentieth of the
// cooldown, drawn by the injectable Jitter), so the waiting rows do not
// all come back in the same instant; nothing reaches the channel.
func TestDispatcherBreakerRefusalJittered(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	ch := &downChannel{}
	const cooldown = 40 * time.Second
	var mu sync.Mutex
	var draws []time.Duration
	d := &notify.Dispatcher{Store: store, Channels: map[string]notify.Channel{"flaky": ch}, Clock: clk, Owner: "A", Lease: 30 * time.Second, Log: quiet,
		BreakerFailures: 2, BreakerCooldown: cooldown,
		Jitter: func(max time.Duration) time.Duration {
			mu.Lock()
			defer mu.Unlock()
			draws = append(draws, max)
			return time.Duration(len(draws)) * max / 4
		}}
	queue := func(action string, n int) []string {
		t.Helper()
		key := ledger.MustParseKey("demo:P42:M0914:" + action + ":create-task")
		if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: ledger.Intent{Project: "P42", Action: action,
			Title: "t", AssigneeID: "minseo", DueDate: "2026-09-21"}, Now: clk.Now()}); err != nil {
			t.Fatal(err)
		}
		claimed, err := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Keys: []string{key.String()}, Now: clk.Now()})
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		var ns []ledger.NewNotification
		var keys []string
		for i := range n {
			k := ledger.NotificationKey(key, "created", fmt.Sprintf("r%d", i), 1)
			ns = append(ns, ledger.NewNotification{Key: k, Channel: "flaky", Recipient: fmt.Sprintf("r%d", i), Text: "x"})
			keys = append(keys, k)
		}
		p := ledger.CompleteSucceeded(claimed[0], "TASK-1", "created", ns...)
		p.Now = clk.Now()
		if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
		return keys
	}
	// Two failed sends open the breaker until now + cooldown.
	opened := clk.Now()
	if _, err := d.RunOnce(ctx, queue("A001", 2)); err != nil {
		t.Fatal(err)
	}
	if ch.sends != 2 {
		t.Fatalf("%d sends, want 2", ch.sends)
	}
	clk.Advance(time.Second)
	refused := queue("A002", 3)
	if _, err := d.RunOnce(ctx, refused); err != nil {
		t.Fatal(err)
	}
	if ch.sends != 2 {
		t.Fatalf("%d sends, want still 2: the open breaker lets nothing through", ch.sends)
	}
	maxJitter := cooldown / 20
	if len(draws) != 3 || slices.ContainsFunc(draws, func(m time.Duration) bool { return m != maxJitter }) {
		t.Fatalf("jitter draws %v, want 3 of at most %s", draws, maxJitter)
	}
	halfOpen := opened.Add(cooldown)
	var got []time.Duration
	for _, k := range refused {
		n, err := store.OutboxGet(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		if n.State != ledger.Pending {
			t.Fatalf("%s: %s, want pending", k, n.State)
		}
		got = append(got, n.NextAttemptAt.Sub(halfOpen))
	}
	slices.Sort(got)
	if want := []time.Duration{maxJitter / 4, 2 * maxJitter / 4, 3 * maxJitter / 4}; !slices.Equal(got, want) {
		t.Fatalf("refused rows due at half-open + %v, want + %v (one jitter each)", got, want)
	}
}
