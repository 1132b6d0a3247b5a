package bench

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// meter collects what the metered stores saw.
type meter struct {
	mu     sync.Mutex
	claims []time.Duration

	execClaims, outboxClaims       atomic.Int64
	execCompletes, outboxCompletes atomic.Int64
	emptyClaims, refused           atomic.Int64

	onSent      func(key string, at time.Time)
	onSucceeded func()
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

func (s *metered) ExecutionComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	errs, err := s.Store.ExecutionComplete(ctx, ps)
	if err == nil {
		s.m.execCompletes.Add(1)
		for i, p := range ps {
			if errs[i] != nil || p.To != ledger.Succeeded {
				s.m.refused.Add(1)
			}
		}
		s.m.onSucceeded()
	}
	return errs, err
}

func (s *metered) OutboxComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	errs, err := s.Store.OutboxComplete(ctx, ps)
	if err == nil {
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

// SlowTasks is a task connector whose every call first waits its latency on
// a real timer: the simulated network between worker and tracker.
type SlowTasks struct {
	connectors.TaskConnector
	Latency time.Duration
}

// Slow wraps t with latency d (t itself when d is 0).
func Slow(t connectors.TaskConnector, d time.Duration) connectors.TaskConnector {
	if d <= 0 {
		return t
	}
	return &SlowTasks{TaskConnector: t, Latency: d}
}

func (s *SlowTasks) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return connectors.RemoteTask{}, err
	}
	return s.TaskConnector.Create(ctx, t)
}

func (s *SlowTasks) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return nil, err
	}
	return s.TaskConnector.FindByKey(ctx, key)
}

func (s *SlowTasks) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return connectors.RemoteTask{}, err
	}
	return s.TaskConnector.Get(ctx, id)
}

func (s *SlowTasks) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return connectors.RemoteTask{}, err
	}
	return s.TaskConnector.Update(ctx, u)
}

// SlowChan is a notification channel with the same simulated latency.
type SlowChan struct {
	notify.Channel
	Latency time.Duration
}

// SlowChannel wraps c with latency d (c itself when d is 0).
func SlowChannel(c notify.Channel, d time.Duration) notify.Channel {
	if d <= 0 {
		return c
	}
	return &SlowChan{Channel: c, Latency: d}
}

func (s *SlowChan) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return notify.Delivery{}, err
	}
	return s.Channel.Send(ctx, m)
}

func (s *SlowChan) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	if err := wait(ctx, s.Latency); err != nil {
		return nil, err
	}
	return s.Channel.FindByKey(ctx, key)
}

// wait is the network: it returns early, with a retryable error, when ctx
// ends (nothing was sent).
func wait(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return failure.NewRetryable("simulated network", ctx.Err())
	case <-t.C:
		return nil
	}
}
