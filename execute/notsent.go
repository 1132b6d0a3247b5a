package execute

import (
	"errors"
	"math/rand/v2"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/ledger"
)

// refusedByBreaker reports a call the circuit breaker refused: nothing
// reached the target.
func refusedByBreaker(err error) bool {
	return errors.Is(err, gobreaker.ErrOpenState) || errors.Is(err, gobreaker.ErrTooManyRequests)
}

// notSent hands a key back after a call that never reached the target (the
// breaker was open): still in doubt if it was, and with an outcome
// ("not-sent") that does not count toward the retry cap (issue 19): only
// attempts that reached the target do. It is due again when the breaker
// lets a trial call through, plus a jitter so the waiting keys do not all
// come at once — not at the first backoff step, which made every key
// claim and refuse again and again while the breaker stayed open (issue
// 33): so a key writes at most one attempt per opening. A key refused
// while the breaker is half-open (its one trial call in flight) waits
// for the next opportunity too.
func (g *Engine) notSent(e ledger.Execution, target string, err error, now time.Time) *ledger.CompleteParams {
	next := now.Add(g.Retry.Next(1, 0))
	switch at := g.halfOpenAt(target); {
	case errors.Is(err, gobreaker.ErrOpenState) && at.After(now):
		next = at.Add(g.breakerJitter())
	case errors.Is(err, gobreaker.ErrTooManyRequests):
		// Half-open: one trial call is in flight. If it succeeds the
		// breaker closes; if it fails the breaker opens again, from
		// then (not earlier than now) for breakerOpen. Coming back at
		// the first backoff step made every key refused during a trial
		// claim and refuse again every second while it lasted (issue
		// 33); the earliest the next trial can be is now+breakerOpen.
		next = now.Add(g.breakerOpen()).Add(g.breakerJitter())
	}
	p := ledger.CompleteRetry(e, ledger.OutcomeNotSent, err, next)
	if e.InDoubt {
		p = ledger.CompleteUnknown(e, ledger.OutcomeNotSent, err, "not sent (circuit breaker open); still in doubt from an earlier attempt", next)
	}
	return &p
}

// breakerJitter spreads the keys a breaker refused over a twentieth of
// its open time, so they do not all come back at once.
func (g *Engine) breakerJitter() time.Duration {
	if n := int64(g.breakerOpen() / 20); n > 0 {
		return time.Duration(rand.Int64N(n))
	}
	return 0
}
