package reconcile

import (
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// An attempt the circuit breaker refused sent nothing: it neither resets
// the lookups that found nothing nor counts as a possible send (issue 19:
// in the soak, in-doubt keys looped between "not found" and an open
// breaker and never settled).
func TestSendHistorySkipsNotSent(t *testing.T) {
	t0 := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	at := func(i int, outcome string) ledger.Attempt {
		return ledger.Attempt{ID: string(rune('a' + i)), StartedAt: t0.Add(time.Duration(i) * time.Minute), Outcome: outcome}
	}
	list := []ledger.Attempt{at(0, "unknown"), at(1, "not-found"), at(2, "not-found"), at(3, "not-sent"), at(4, "throttled"), at(5, "")}
	first, last, _, notFound := sendHistory(list, "f")
	if notFound != 2 || !first.Equal(t0) || !last.Equal(t0) {
		t.Fatalf("first %v last %v notFound %d; want the first attempt as the only send and 2 lookups that found nothing", first, last, notFound)
	}
}
