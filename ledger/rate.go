package ledger

import "time"

// RateParams ask for a send slot of the budget Name: sends spaced at least
// Interval apart (a rate of one per Interval, no burst) on the ledger's
// clock. A slot is granted only when it starts within MaxWait of now;
// otherwise nothing is taken.
type RateParams struct {
	Name     string
	Interval time.Duration
	MaxWait  time.Duration
	// Now is optional: zero means the backend's clock (PostgreSQL: the
	// database's, so workers on skewed clocks share one schedule).
	Now time.Time
}

// RateSlot is the answer of RateReserve. Granted: send at At (wait At−Now
// first). Not granted: the budget is taken until At; ask again then.
type RateSlot struct {
	Granted bool
	At      time.Time
	// Now is the ledger's time when it answered (after any wait for the
	// budget row), which the wait for At counts from.
	Now time.Time
}

// Wait is how long to wait from the decision until At.
func (s RateSlot) Wait() time.Duration {
	if d := s.At.Sub(s.Now); d > 0 {
		return d
	}
	return 0
}
