// Package faults is the one vocabulary of injected faults: the scenario
// format's fault names (Name) and the named points inside the engine
// (Point). Production code calls Hit at each point; with no hook installed
// it is a no-op. Scenarios and tests install hooks to stop a worker after the target committed, pause it
// past its lease, or lose an acknowledgement — through the same code paths
// the product runs, not scenario-only ones.
package faults

import (
	"context"
	"errors"
	"sync"
)

// Point names a place in the product's code where a hook may run.
type Point string

// Named points.
const (
	// AfterSendBeforeRecord: the target answered, the ledger has not
	// recorded the outcome yet.
	AfterSendBeforeRecord Point = "after_send_before_record"
	// BeforeSend: the claim is held, nothing sent yet.
	BeforeSend Point = "before_send"
	// AfterRecordBeforeAck: the ledger committed a consumed event, the
	// source has not been acknowledged.
	AfterRecordBeforeAck Point = "after_record_before_ack"
	// AfterNotifySend: the channel answered, the outbox not yet updated.
	AfterNotifySend Point = "after_notify_send"
)

// ErrCrash simulates the process dying at a point: the caller must return at
// once and record nothing, exactly as if it had been killed.
var ErrCrash = errors.New("fault: simulated crash")

// Hook runs at a point for a key; a non-nil error is returned to the caller.
type Hook func(ctx context.Context, key string) error

// Points is a set of installed hooks. A nil *Points is valid and inert.
type Points struct {
	mu    sync.Mutex
	hooks map[Point]Hook
}

// Set installs (or with nil removes) the hook of a point.
func (p *Points) Set(point Point, h Hook) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hooks == nil {
		p.hooks = map[Point]Hook{}
	}
	if h == nil {
		delete(p.hooks, point)
		return
	}
	p.hooks[point] = h
}

// Hit runs the point's hook, if any.
func (p *Points) Hit(ctx context.Context, point Point, key string) error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	h := p.hooks[point]
	p.mu.Unlock()
	if h == nil {
		return nil
	}
	return h(ctx, key)
}

// Once returns a hook that fires fn the first n times, then does nothing.
func Once(n int, fn Hook) Hook {
	var mu sync.Mutex
	return func(ctx context.Context, key string) error {
		mu.Lock()
		if n <= 0 {
			mu.Unlock()
			return nil
		}
		n--
		mu.Unlock()
		return fn(ctx, key)
	}
}

// Crash is a hook that simulates a crash.
func Crash(context.Context, string) error { return ErrCrash }
