package codec

import (
	"context"
	"time"
)

// BaselineRate runs insert (the n-th single-row transaction of a backend's
// baseline, from 0) until d has passed and returns the transactions per
// second. insert runs at least once, so the rate is never zero on success.
func BaselineRate(ctx context.Context, d time.Duration, insert func(ctx context.Context, n int) error) (float64, error) {
	n := 0
	start := time.Now()
	for n == 0 || time.Since(start) < d {
		if err := insert(ctx, n); err != nil {
			return 0, err
		}
		n++
	}
	return float64(n) / time.Since(start).Seconds(), nil
}
