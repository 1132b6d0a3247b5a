// Package lease keeps a worker's own view of the leases it holds and
// decides, before each call to a tracker or channel, whether the call may
// start and how long it may take: a call must end (the client gives up)
// before the lease can lapse and another worker take the key over, or the
// two could both act on it (issue 33). The engine and the dispatcher share
// it.
package lease

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
)

// ErrLapsing: the lease has too little time left for the call; the key is
// given back unsent.
var ErrLapsing = errors.New("lease would lapse before the call could end")

// Margin is what a call's deadline keeps clear of the lease's end: the
// skew between this worker's clock and the one the ledger keeps leases
// on, and the time to record the outcome.
func Margin(lease time.Duration) time.Duration { return min(lease/3, 10*time.Second) }

// RenewEvery is how often a worker renews the leases it holds: often
// enough that, while the ledger answers, a lease always has more than
// Margin plus a default call timeout (lease/3) left.
func RenewEvery(lease time.Duration) time.Duration { return lease / 4 }

// CallTimeout is the default longest call on a lease of the given length.
func CallTimeout(lease time.Duration) time.Duration { return lease / 3 }

// Held is one claimed key's lease as this worker knows it. Until is
// conservative: counted on this worker's clock from before the claim or
// renewal was asked, or the ledger's answer if that is earlier.
type Held struct {
	mu    sync.Mutex
	until time.Time
	lost  bool
}

// NewHeld is a lease held until until.
func NewHeld(until time.Time) *Held { return &Held{until: until} }

// Until is when the lease ends, as far as this worker knows.
func (h *Held) Until() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.until
}

// Extend records a renewal: the lease now ends at until (never earlier
// than it did).
func (h *Held) Extend(until time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if until.After(h.until) {
		h.until = until
	}
}

// Lose records that the ledger refused a renewal: another owner holds the
// key.
func (h *Held) Lose() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.lost = true
}

// Lost reports whether the ledger said another owner holds the key.
func (h *Held) Lost() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lost
}

// Lapsed reports whether the lease had ended by now.
func (h *Held) Lapsed(now time.Time) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lost || !now.Before(h.until)
}

// Budget is how long a call starting now may take: the lease's remaining
// time minus margin. ok is false when that is less than want (the call's
// timeout): the call could outlive the lease, so it must not start.
func (h *Held) Budget(now time.Time, margin, want time.Duration) (time.Duration, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.lost {
		return 0, false
	}
	left := h.until.Sub(now) - margin
	return left, left >= want && left > 0
}

type ctxKey struct{}

// With returns ctx carrying h, so the code that makes a call finds the
// lease it is made under.
func With(ctx context.Context, h *Held) context.Context { return context.WithValue(ctx, ctxKey{}, h) }

// From is the lease ctx carries, or nil.
func From(ctx context.Context) *Held {
	h, _ := ctx.Value(ctxKey{}).(*Held)
	return h
}

// Guard is the check before one call: Call returns the context to make
// the call with, bounded by the lease, or ErrLapsing when the call must
// not start. Without a lease in ctx (a call outside any claim) the call
// goes ahead unbounded.
type Guard struct {
	Clock   clock.Clock
	Margin  time.Duration
	Timeout time.Duration
}

// Call checks the lease ctx carries and bounds the call's context by it.
func (g Guard) Call(ctx context.Context) (context.Context, context.CancelFunc, error) {
	h := From(ctx)
	if h == nil {
		return ctx, func() {}, nil
	}
	left, ok := h.Budget(g.Clock.Now(), g.Margin, g.Timeout)
	if !ok {
		return ctx, func() {}, ErrLapsing
	}
	// The deadline is on the wall clock (that is what a client's timer
	// runs on); on a fake clock it is a generous bound that never fires
	// in a test.
	d := left
	if g.Timeout > 0 && g.Timeout < d {
		d = g.Timeout
	}
	c, cancel := context.WithTimeout(ctx, d)
	return c, cancel, nil
}

// Renewer renews every lease of a batch until stopped: renew is asked for
// each held key every RenewEvery; a key whose renewal says another owner
// has it is lost (onLost is called once); a renewal that fails otherwise
// leaves the lease as it was, so it runs out on this worker's clock as it
// will in the ledger's.
type Renewer struct {
	Clock clock.Clock
	Lease time.Duration
	// Renew extends key's lease by Lease; fenced reports another owner
	// holds it. The lease is then counted from before the question, on
	// this worker's clock: never later than the ledger's, give or take
	// the skew Margin covers.
	Renew func(ctx context.Context, key string) (fenced bool, err error)
	// OnLost is called once for a key found lost.
	OnLost func(key string)

	mu   sync.Mutex
	held map[string]*Held
	done map[string]bool
}

// Hold registers key's lease for renewal.
func (r *Renewer) Hold(key string, h *Held) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.held == nil {
		r.held, r.done = map[string]*Held{}, map[string]bool{}
	}
	r.held[key] = h
}

// Release stops renewing key (its outcome is decided).
func (r *Renewer) Release(key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done != nil {
		r.done[key] = true
	}
}

// Run renews until ctx ends.
func (r *Renewer) Run(ctx context.Context) {
	every := RenewEvery(r.Lease)
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.Clock.After(every):
		}
		r.RenewAll(ctx)
	}
}

// RenewAll renews each held key once, each within one renewal period: a
// ledger that does not answer must not hold up the next round.
func (r *Renewer) RenewAll(ctx context.Context) {
	r.mu.Lock()
	keys := make([]string, 0, len(r.held))
	for k := range r.held {
		if !r.done[k] {
			keys = append(keys, k)
		}
	}
	r.mu.Unlock()
	for _, k := range keys {
		if ctx.Err() != nil {
			return
		}
		r.mu.Lock()
		h, finished := r.held[k], r.done[k]
		r.mu.Unlock()
		if finished || h.Lost() {
			continue
		}
		start := r.Clock.Now()
		rctx, cancel := context.WithTimeout(ctx, max(RenewEvery(r.Lease), time.Second))
		fenced, err := r.Renew(rctx, k)
		cancel()
		switch {
		case fenced:
			h.Lose()
			if r.OnLost != nil {
				r.OnLost(k)
			}
		case err == nil:
			h.Extend(start.Add(r.Lease))
		}
	}
}

// Slot is one held key of a batch: its lease, and the context its work
// runs in (carrying the lease, cancelled when the ledger says another
// owner took the key). Done stops renewing it.
type Slot struct {
	*Held
	Ctx  context.Context
	Done func()
}

// Hold renews the leases of a batch's keys with r until stop, each until
// its Done; untils are when the leases end as this worker knows it.
func Hold(ctx context.Context, r *Renewer, keys []string, untils []time.Time) ([]Slot, func()) {
	if len(keys) == 0 {
		// Nothing to renew: no renewer runs. A dispatcher pass that claimed
		// nothing (nearly every one with the handoff) started one, and its
		// wait stayed on a fake clock after stop — a test that waits for a
		// worker's renewer to be waiting on the clock saw it and advanced
		// the clock before the renewer waited (issue 32).
		return nil, func() {}
	}
	cancels := make(map[string]context.CancelFunc, len(keys))
	slots := make([]Slot, len(keys))
	lost := r.OnLost
	r.OnLost = func(key string) {
		if lost != nil {
			lost(key)
		}
		cancels[key]()
	}
	for i, k := range keys {
		h := NewHeld(untils[i])
		kctx, cancel := context.WithCancel(ctx)
		cancels[k] = cancel
		r.Hold(k, h)
		slots[i] = Slot{Held: h, Ctx: With(kctx, h), Done: func() { r.Release(k); cancel() }}
	}
	rctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		r.Run(rctx)
	}()
	var once sync.Once
	return slots, func() {
		once.Do(func() {
			cancel()
			wg.Wait()
		})
	}
}
