package execute

import (
	"testing"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// Issue 33: a key refused by a half-open breaker ("too many requests": its
// one trial call is in flight) is due again at the breaker's next
// half-open opportunity plus a jitter, like one refused by the open
// breaker — not at the first backoff step, which brought every refused key
// back each second while the trial lasted. The refusal is the one callIn
// returns for gobreaker's ErrTooManyRequests.
func TestHalfOpenRefusalWaitsForNextHalfOpen(t *testing.T) {
	now := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	g := &Engine{Clock: clock.NewFake(now), Retry: DefaultRetryPolicy, BreakerOpen: 30 * time.Second}
	e := ledger.Execution{Key: ledger.MustParseKey("demo:P42:M0914:A001:create-task"), Owner: "W", Generation: 1}
	refused := failure.NewRetryable("circuit breaker sandbox", gobreaker.ErrTooManyRequests)
	if !refusedByBreaker(refused) {
		t.Fatal("a half-open refusal is not recognised as the breaker's")
	}
	for i := 0; i < 50; i++ {
		p := g.notSent(e, "sandbox", refused, now)
		if p.NextAttemptAt.Before(now.Add(30*time.Second)) || !p.NextAttemptAt.Before(now.Add(30*time.Second+1500*time.Millisecond)) {
			t.Fatalf("half-open refusal due at +%v, want the next half-open time +30s plus a jitter under 1.5s", p.NextAttemptAt.Sub(now))
		}
		if p.Outcome != ledger.OutcomeNotSent {
			t.Fatalf("outcome %q, want not-sent", p.Outcome)
		}
	}
}
