package execute

import (
	"time"

	"github.com/cenkalti/backoff/v4"
)

// RetryPolicy bounds retries of transient failures (R19, S12).
type RetryPolicy struct {
	Initial    time.Duration
	Max        time.Duration
	Multiplier float64
	Jitter     float64
	// MaxAttempts caps the attempts that reached the target and failed
	// retryably; claims that ended in a crash or a reconciliation do not
	// count.
	MaxAttempts int
	// MaxTakeovers caps how often a key may be taken over from workers
	// that died holding it (0: the default; negative: no cap); past it the
	// key goes to a human, still in doubt.
	MaxTakeovers int
}

// DefaultRetryPolicy: 1s, doubling, ±50% jitter, capped at 5m, 8 attempts,
// 20 takeovers.
var DefaultRetryPolicy = RetryPolicy{Initial: time.Second, Max: 5 * time.Minute, Multiplier: 2, Jitter: 0.5, MaxAttempts: 8, MaxTakeovers: 20}

// Next returns the wait before attempt n+1 after n failed attempts, with
// jitter, never below the target's Retry-After. The schedule is stored as
// next_attempt_at in the ledger, so it survives restarts.
func (p RetryPolicy) Next(attempts int, retryAfter time.Duration) time.Duration {
	b := backoff.NewExponentialBackOff()
	b.InitialInterval = p.Initial
	b.MaxInterval = p.Max
	b.Multiplier = p.Multiplier
	b.RandomizationFactor = p.Jitter
	b.MaxElapsedTime = 0
	b.Reset()
	var d time.Duration
	for i := 0; i < max(1, attempts); i++ {
		d = b.NextBackOff()
	}
	if d > p.Max {
		d = p.Max
	}
	if retryAfter > d {
		d = retryAfter
	}
	return d
}

// Exhausted reports whether another retry would pass the cap.
func (p RetryPolicy) Exhausted(attempts int) bool {
	return p.MaxAttempts > 0 && attempts >= p.MaxAttempts
}
