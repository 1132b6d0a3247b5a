// Package clock lets every time-dependent component take an injectable clock,
// so tests and scenarios advance leases, backoff and search lag without sleeping.
package clock

import (
	"sync"
	"time"
)

// Clock tells the time and waits. Production code uses Real; tests use Fake.
type Clock interface {
	Now() time.Time
	// After behaves like time.After, but on a Fake it fires only when the
	// clock is advanced past the deadline.
	After(d time.Duration) <-chan time.Time
}

// Real is the wall clock.
type Real struct{}

func (Real) Now() time.Time                         { return time.Now() }
func (Real) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Fake is a manually advanced clock. The zero value is not usable; use NewFake.
type Fake struct {
	mu      sync.Mutex
	now     time.Time
	waiters []waiter
}

type waiter struct {
	at time.Time
	ch chan time.Time
}

// NewFake returns a fake clock set to t.
func NewFake(t time.Time) *Fake { return &Fake{now: t} }

func (f *Fake) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *Fake) After(d time.Duration) <-chan time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	ch := make(chan time.Time, 1)
	at := f.now.Add(d)
	if d <= 0 {
		ch <- f.now
		return ch
	}
	f.waiters = append(f.waiters, waiter{at: at, ch: ch})
	return ch
}

// Advance moves the clock forward and fires every waiter whose deadline passed.
func (f *Fake) Advance(d time.Duration) time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now = f.now.Add(d)
	kept := f.waiters[:0]
	for _, w := range f.waiters {
		if !w.at.After(f.now) {
			w.ch <- f.now
			continue
		}
		kept = append(kept, w)
	}
	f.waiters = kept
	return f.now
}

// Waiters reports how many After channels are waiting; tests use it to know a
// goroutine has reached its wait before advancing.
func (f *Fake) Waiters() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.waiters)
}

// StoreTime is the time to pass to the ledger: zero for the real clock, so a
// shared database (PostgreSQL) compares leases against its own clock rather
// than each worker's; the fake clock's time otherwise.
func StoreTime(c Clock) time.Time {
	if _, ok := c.(Real); ok || c == nil {
		return time.Time{}
	}
	return c.Now()
}
