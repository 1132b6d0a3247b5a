package execute

import (
	"errors"
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
// breaker was open): due again after a backoff, still in doubt if it was,
// and with an outcome ("not-sent") that does not count toward the retry
// cap (issue 19): only attempts that reached the target do.
func (g *Engine) notSent(e ledger.Execution, err error, now time.Time) *ledger.CompleteParams {
	next := now.Add(g.Retry.Next(1, 0))
	p := ledger.CompleteRetry(e, ledger.OutcomeNotSent, err, next)
	if e.InDoubt {
		p = ledger.CompleteUnknown(e, ledger.OutcomeNotSent, err, "not sent (circuit breaker open); still in doubt from an earlier attempt", next)
	}
	return &p
}
