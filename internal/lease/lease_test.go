package lease

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
)

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func TestBudget(t *testing.T) {
	h := NewHeld(t0.Add(30 * time.Second))
	if left, ok := h.Budget(t0, 10*time.Second, 10*time.Second); !ok || left != 20*time.Second {
		t.Fatalf("fresh lease: %v %v", left, ok)
	}
	if _, ok := h.Budget(t0.Add(15*time.Second), 10*time.Second, 10*time.Second); ok {
		t.Fatal("15s left, 10s margin, 10s call: must not start")
	}
	h.Extend(t0.Add(10 * time.Second)) // never shortens
	if h.Until() != t0.Add(30*time.Second) {
		t.Fatalf("until %v", h.Until())
	}
	h.Lose()
	if _, ok := h.Budget(t0, 0, 0); ok || !h.Lapsed(t0) {
		t.Fatal("a lost lease has no budget")
	}
}

func TestGuardBoundsTheCall(t *testing.T) {
	clk := clock.NewFake(t0)
	g := Guard{Clock: clk, Margin: 10 * time.Second, Timeout: 5 * time.Second}
	if _, _, err := g.Call(context.Background()); err != nil {
		t.Fatalf("no lease: %v", err)
	}
	ctx := With(context.Background(), NewHeld(t0.Add(30*time.Second)))
	c, cancel, err := g.Call(ctx)
	defer cancel()
	if dl, ok := c.Deadline(); err != nil || !ok || time.Until(dl) > 5*time.Second {
		t.Fatalf("deadline %v %v %v", dl, ok, err)
	}
	clk.Advance(16 * time.Second)
	if _, _, err := g.Call(ctx); !errors.Is(err, ErrLapsing) {
		t.Fatalf("14s left: %v", err)
	}
}

func TestRenewerExtendsAndLoses(t *testing.T) {
	clk := clock.NewFake(t0)
	fail := map[string]error{}
	r := &Renewer{Clock: clk, Lease: 30 * time.Second, Renew: func(_ context.Context, k string) (bool, error) {
		if k == "lost" {
			return true, nil
		}
		return false, fail[k]
	}}
	slots, stop := Hold(context.Background(), r, []string{"ok", "down", "lost"}, []time.Time{t0.Add(30 * time.Second), t0.Add(30 * time.Second), t0.Add(30 * time.Second)})
	defer stop()
	fail["down"] = errors.New("ledger unreachable")
	clk.Advance(10 * time.Second)
	r.RenewAll(context.Background())
	if got := slots[0].Until(); !got.Equal(t0.Add(40 * time.Second)) {
		t.Fatalf("renewed until %v", got)
	}
	if got := slots[1].Until(); !got.Equal(t0.Add(30 * time.Second)) {
		t.Fatalf("failed renewal moved the lease to %v", got)
	}
	if !slots[2].Lost() || slots[2].Ctx.Err() == nil {
		t.Fatal("a fenced renewal must lose the key and cancel its work")
	}
	slots[0].Done()
	clk.Advance(10 * time.Second)
	r.RenewAll(context.Background())
	if got := slots[0].Until(); !got.Equal(t0.Add(40 * time.Second)) {
		t.Fatalf("a done key was renewed: %v", got)
	}
}

// An empty batch starts no renewer: nothing is left waiting on the clock
// once it stops (a stopped renewer's wait stayed on a fake clock, where a
// test took it for another renewer's).
func TestHoldNothingWaitsOnNoClock(t *testing.T) {
	clk := clock.NewFake(t0)
	r := &Renewer{Clock: clk, Lease: 30 * time.Second, Renew: func(context.Context, string) (bool, error) {
		t.Error("renewed a key of an empty batch")
		return false, nil
	}}
	slots, stop := Hold(context.Background(), r, nil, nil)
	stop()
	if len(slots) != 0 {
		t.Fatalf("slots = %d, want 0", len(slots))
	}
	if n := clk.Waiters(); n != 0 {
		t.Fatalf("waiters on the clock after stop = %d, want 0", n)
	}
}
