package ledgertest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testTargetPin: the first target recorded for a key wins, racing handles
// included; an empty target only reads.
func testTargetPin(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	ctx := context.Background()
	key := Key.String()
	if got, err := s.TargetPin(ctx, key, ""); err != nil || got != "" {
		t.Fatalf("read before any pin = %q, %v; want \"\", nil", got, err)
	}
	others := []ledger.Store{s, open(t), open(t)}
	names := []string{"jira", "github", "linear"}
	got := make([]string, len(others))
	var wg sync.WaitGroup
	for i, h := range others {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			if got[i], err = h.TargetPin(ctx, key, names[i]); err != nil {
				t.Errorf("pin %s: %v", names[i], err)
			}
		}()
	}
	wg.Wait()
	if got[0] == "" || got[0] != got[1] || got[1] != got[2] {
		t.Fatalf("racing pins answered %q: want one target for all", got)
	}
	if again, err := s.TargetPin(ctx, key, "gitlab"); err != nil || again != got[0] {
		t.Fatalf("pin after the route changed = %q, %v; want the first %q", again, err, got[0])
	}
	if read, err := s.TargetPin(ctx, key, ""); err != nil || read != got[0] {
		t.Fatalf("read = %q, %v; want %q", read, err, got[0])
	}
	if other, err := s.TargetPin(ctx, Key.WithOperation("update-task-1").String(), "github"); err != nil || other != "github" {
		t.Fatalf("another key's pin = %q, %v; want github", other, err)
	}
}

// testRateBudget: slots are spaced Interval apart whoever asks; a slot
// further than MaxWait is not taken and says when to ask again; budgets
// are independent per name.
func testRateBudget(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	ctx := context.Background()
	iv := 200 * time.Millisecond
	ask := func(h ledger.Store, name string, at time.Time, maxWait time.Duration) ledger.RateSlot {
		t.Helper()
		slot, err := h.RateReserve(ctx, ledger.RateParams{Name: name, Interval: iv, MaxWait: maxWait, Now: at})
		if err != nil {
			t.Fatalf("reserve %s at %s: %v", name, at, err)
		}
		return slot
	}
	handles := []ledger.Store{s, open(t)}
	// Five asks at the same instant from two handles get five slots 200ms
	// apart; the sixth would start 1s out, past MaxWait 900ms.
	for i := 0; i < 5; i++ {
		slot := ask(handles[i%2], "target:jira", T0, 900*time.Millisecond)
		if !slot.Granted || !slot.At.Equal(T0.Add(time.Duration(i)*iv)) || slot.Wait() != time.Duration(i)*iv {
			t.Fatalf("ask %d: %+v; want granted at +%v", i, slot, time.Duration(i)*iv)
		}
	}
	refused := ask(s, "target:jira", T0, 900*time.Millisecond)
	if refused.Granted || !refused.At.Equal(T0.Add(100*time.Millisecond)) {
		t.Fatalf("sixth ask: %+v; want refused, ask again at +100ms", refused)
	}
	// Nothing was taken by the refusal: at +100ms the slot at +1s is in reach.
	if slot := ask(handles[1], "target:jira", T0.Add(100*time.Millisecond), 900*time.Millisecond); !slot.Granted || !slot.At.Equal(T0.Add(time.Second)) {
		t.Fatalf("ask at +100ms: %+v; want the slot at +1s", slot)
	}
	// An idle budget starts again from now, with no burst saved up.
	later := T0.Add(time.Hour)
	for i := 0; i < 2; i++ {
		if slot := ask(s, "target:jira", later, 0); slot.Granted != (i == 0) {
			t.Fatalf("ask %d after an idle hour with no wait allowed: %+v", i, slot)
		}
	}
	// Another name has its own budget.
	if slot := ask(s, "target:github", T0, 0); !slot.Granted || !slot.At.Equal(T0) {
		t.Fatalf("another budget: %+v; want granted now", slot)
	}
	// Many concurrent asks never share a slot.
	const n = 20
	var mu sync.Mutex
	seen := map[int64]bool{}
	var wg sync.WaitGroup
	base := T0.Add(2 * time.Hour)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slot, err := handles[i%2].RateReserve(ctx, ledger.RateParams{Name: "target:linear", Interval: iv, MaxWait: time.Minute, Now: base})
			if err != nil || !slot.Granted {
				t.Errorf("concurrent ask: %+v, %v", slot, err)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			if seen[slot.At.UnixMilli()] {
				t.Errorf("slot %s given twice", slot.At)
			}
			seen[slot.At.UnixMilli()] = true
		}()
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		if !seen[base.Add(time.Duration(i)*iv).UnixMilli()] {
			t.Errorf("slot +%v not given: slots must be contiguous", time.Duration(i)*iv)
		}
	}
}
