package bench

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// meter collects what the metered stores saw.
type meter struct {
	mu     sync.Mutex
	claims []time.Duration
	// completions are the durations of the completion calls (executions
	// and notifications), in the order they ended.
	completions []time.Duration

	execClaims, outboxClaims       atomic.Int64
	chainedClaims                  atomic.Int64 // execution claims taken in a completion's transaction
	execCompletes, outboxCompletes atomic.Int64
	emptyClaims, refused           atomic.Int64
	renewals                       atomic.Int64

	onSent      func(key string, at time.Time)
	onSucceeded func()
	// onClaimed and onRecorded, when set, see the keys of every execution
	// claim and of every execution completion that recorded them (the
	// latency bench's phases).
	onClaimed, onRecorded func(keys []string, at time.Time)
}

func (m *meter) claimed(d time.Duration, n int) {
	if n == 0 {
		m.emptyClaims.Add(1)
		return
	}
	m.mu.Lock()
	m.claims = append(m.claims, d)
	m.mu.Unlock()
}

// claimPercentiles are over claims that returned rows: an empty claim is
// the idle poll, not the cost of taking work.
func (m *meter) claimPercentiles() (p50, p99 float64) {
	m.mu.Lock()
	d := append([]time.Duration(nil), m.claims...)
	m.mu.Unlock()
	return percentiles(d)
}

// metered is a ledger.Store that times claims and watches completions.
type metered struct {
	ledger.Store
	m *meter
}

func (s *metered) ExecutionClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Execution, error) {
	t0 := time.Now()
	out, err := s.Store.ExecutionClaim(ctx, p)
	if err == nil {
		s.m.execClaims.Add(1)
		s.m.claimed(time.Since(t0), len(out))
		if s.m.onClaimed != nil && len(out) > 0 {
			keys := make([]string, len(out))
			for i, e := range out {
				keys[i] = e.Key.String()
			}
			s.m.onClaimed(keys, time.Now())
		}
	}
	return out, err
}

func (s *metered) OutboxClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Notification, error) {
	t0 := time.Now()
	out, err := s.Store.OutboxClaim(ctx, p)
	if err == nil {
		s.m.outboxClaims.Add(1)
		s.m.claimed(time.Since(t0), len(out))
	}
	return out, err
}

func (m *meter) completed(d time.Duration) {
	m.mu.Lock()
	m.completions = append(m.completions, d)
	m.mu.Unlock()
}

// completionDrift is the mean duration of a completion call over the
// first and over the last tenth of the run's calls: a cost that grows with
// the ledger (dead versions, a scan that grows with the table) shows as
// last > first.
func (m *meter) completionDrift() (first, last float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := len(m.completions) / 10
	if n == 0 {
		return 0, 0
	}
	mean := func(d []time.Duration) float64 {
		var sum time.Duration
		for _, x := range d {
			sum += x
		}
		return ms(sum) / float64(len(d))
	}
	return mean(m.completions[:n]), mean(m.completions[len(m.completions)-n:])
}

func (s *metered) ExecutionComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	t0 := time.Now()
	errs, err := s.Store.ExecutionComplete(ctx, ps)
	if err == nil {
		s.execCompleted(t0, ps, errs)
		s.m.onSucceeded()
	}
	return errs, err
}

// execCompleted counts an execution completion call that started at t0.
func (s *metered) execCompleted(t0 time.Time, ps []ledger.CompleteParams, errs []error) {
	s.m.completed(time.Since(t0))
	s.m.execCompletes.Add(1)
	var keys []string
	for i, p := range ps {
		if errs[i] != nil || p.To != ledger.Succeeded {
			s.m.refused.Add(1)
			continue
		}
		keys = append(keys, p.Key)
	}
	if s.m.onRecorded != nil && len(keys) > 0 {
		s.m.onRecorded(keys, time.Now())
	}
}

// meteredHandoff is metered over a store that hands notifications off
// (ledger.Handoff), so the engines built on it hand off as on the bare
// store.
type meteredHandoff struct {
	*metered
	h ledger.Handoff
}

func meteredStore(s ledger.Store, m *meter) ledger.Store {
	ms := &metered{Store: s, m: m}
	h, ok := s.(ledger.Handoff)
	if !ok {
		return ms
	}
	mh := &meteredHandoff{metered: ms, h: h}
	if c, ok := s.(execute.CompleteClaimer); ok {
		return &meteredChained{meteredHandoff: mh, c: c}
	}
	return mh
}

// meteredChained is meteredHandoff over a store whose completion also
// takes the engine's next claim (execute.CompleteClaimer), so the engines
// chain their batches as on the bare store.
type meteredChained struct {
	*meteredHandoff
	c execute.CompleteClaimer
}

// ExecutionCompleteClaim times the completion like ExecutionComplete and
// counts the claim it took as a chained one (no transaction of its own).
func (s *meteredChained) ExecutionCompleteClaim(ctx context.Context, ps []ledger.CompleteParams, handoff *ledger.ClaimParams, next ledger.ClaimParams) ([]error, []ledger.Notification, []ledger.Execution, error) {
	t0 := time.Now()
	errs, handed, claimed, err := s.c.ExecutionCompleteClaim(ctx, ps, handoff, next)
	if err == nil {
		s.execCompleted(t0, ps, errs)
		if handoff == nil {
			s.m.onSucceeded()
		}
		s.m.chainedClaims.Add(1)
		if len(claimed) > 0 && s.m.onClaimed != nil {
			keys := make([]string, len(claimed))
			for i, e := range claimed {
				keys[i] = e.Key.String()
			}
			s.m.onClaimed(keys, time.Now())
		}
	}
	return errs, handed, claimed, err
}

// ExecutionCompleteHandoff times the completion like ExecutionComplete; the
// dispatchers are not woken for the notifications handed off.
func (s *meteredHandoff) ExecutionCompleteHandoff(ctx context.Context, ps []ledger.CompleteParams, claim ledger.ClaimParams) ([]error, []ledger.Notification, error) {
	t0 := time.Now()
	errs, claimed, err := s.h.ExecutionCompleteHandoff(ctx, ps, claim)
	if err == nil {
		s.execCompleted(t0, ps, errs)
	}
	return errs, claimed, err
}

func (s *metered) OutboxComplete(ctx context.Context, ps []ledger.OutboxCompleteParams) ([]error, error) {
	t0 := time.Now()
	errs, err := s.Store.OutboxComplete(ctx, ps)
	if err == nil {
		s.m.completed(time.Since(t0))
		s.m.outboxCompletes.Add(1)
		now := time.Now()
		for i, p := range ps {
			if errs[i] == nil && p.To == ledger.Succeeded {
				s.m.onSent(p.Key, now)
			} else {
				s.m.refused.Add(1)
			}
		}
	}
	return errs, err
}

// Network simulates the link to one service: every call waits Latency on
// a real timer, and at most Limit calls are in flight at once (0 = no
// limit), like a client's connection pool.
type Network struct {
	Latency time.Duration
	sem     chan struct{}
	cur     atomic.Int64
	peak    atomic.Int64
}

// NewNetwork returns a link with latency d and at most limit calls in flight.
func NewNetwork(d time.Duration, limit int) *Network {
	n := &Network{Latency: d}
	if limit > 0 {
		n.sem = make(chan struct{}, limit)
	}
	return n
}

// Peak is the largest number of calls that were in flight at once.
func (n *Network) Peak() int { return int(n.peak.Load()) }

// call runs fn as one call over the link. A call that cannot start before
// ctx ends fails as retryable: nothing was sent.
func (n *Network) call(ctx context.Context, fn func() error) error {
	if n.sem != nil {
		select {
		case n.sem <- struct{}{}:
		case <-ctx.Done():
			return failure.NewRetryable("simulated network", ctx.Err())
		}
		defer func() { <-n.sem }()
	}
	c := n.cur.Add(1)
	defer n.cur.Add(-1)
	for {
		p := n.peak.Load()
		if c <= p || n.peak.CompareAndSwap(p, c) {
			break
		}
	}
	if n.Latency > 0 {
		t := time.NewTimer(n.Latency)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return failure.NewRetryable("simulated network", ctx.Err())
		case <-t.C:
		}
	}
	return fn()
}

// SlowTasks is a task connector behind a simulated Network.
type SlowTasks struct {
	connectors.TaskConnector
	Net *Network
}

func (s *SlowTasks) Create(ctx context.Context, t connectors.Task) (out connectors.RemoteTask, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.TaskConnector.Create(ctx, t); return err })
	return out, err
}

func (s *SlowTasks) FindByKey(ctx context.Context, key string) (out *connectors.RemoteTask, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.TaskConnector.FindByKey(ctx, key); return err })
	return out, err
}

func (s *SlowTasks) Get(ctx context.Context, id string) (out connectors.RemoteTask, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.TaskConnector.Get(ctx, id); return err })
	return out, err
}

func (s *SlowTasks) Update(ctx context.Context, u connectors.Update) (out connectors.RemoteTask, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.TaskConnector.Update(ctx, u); return err })
	return out, err
}

// SlowChan is a notification channel behind a simulated Network.
type SlowChan struct {
	notify.Channel
	Net *Network
}

func (s *SlowChan) Send(ctx context.Context, m notify.Message) (out notify.Delivery, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.Channel.Send(ctx, m); return err })
	return out, err
}

func (s *SlowChan) FindByKey(ctx context.Context, key string) (out *notify.Delivery, err error) {
	err = s.Net.call(ctx, func() error { out, err = s.Channel.FindByKey(ctx, key); return err })
	return out, err
}

func (s *metered) ExecutionRenewLease(ctx context.Context, p ledger.RenewParams) (time.Time, error) {
	s.m.renewals.Add(1)
	return s.Store.ExecutionRenewLease(ctx, p)
}

func (s *metered) OutboxRenewLease(ctx context.Context, p ledger.RenewParams) (time.Time, error) {
	s.m.renewals.Add(1)
	return s.Store.OutboxRenewLease(ctx, p)
}

// writes counts the ledger write calls the workers made: on a backend where
// each call is one transaction (PostgreSQL), that is their commit count.
func (m *meter) writes() int64 {
	return m.execClaims.Load() + m.outboxClaims.Load() + m.execCompletes.Load() + m.outboxCompletes.Load() + m.renewals.Load()
}
