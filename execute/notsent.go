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
// 33): so a key writes at most one attempt per opening.
func (g *Engine) notSent(e ledger.Execution, target string, err error, now time.Time) *ledger.CompleteParams {
	next := now.Add(g.Retry.Next(1, 0))
	if at := g.halfOpenAt(target); errors.Is(err, gobreaker.ErrOpenState) && at.After(now) {
		next = at.Add(time.Duration(rand.Int64N(int64(g.breakerOpen() / 20))))
	}
	p := ledger.CompleteRetry(e, ledger.OutcomeNotSent, err, next)
	if e.InDoubt {
		p = ledger.CompleteUnknown(e, ledger.OutcomeNotSent, err, "not sent (circuit breaker open); still in doubt from an earlier attempt", next)
	}
	return &p
}
