package bench

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
)

// The benchmark's fake refuses a create that would exceed its limit in
// the trailing interval, with 429 and Retry-After, and counts it; other
// requests pass untouched.
func TestLimiterRefusesOverTheLimit(t *testing.T) {
	calls := 0
	lim := &limiter{next: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { calls++ }), limit: config.Rate{N: 3, Per: time.Hour}}
	post := func(path string) int {
		rec := httptest.NewRecorder()
		lim.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, path, strings.NewReader("{}")))
		return rec.Code
	}
	for i := 0; i < 3; i++ {
		if code := post("/tasks"); code != http.StatusOK {
			t.Fatalf("create %d: %d", i, code)
		}
	}
	if code := post("/tasks"); code != http.StatusTooManyRequests {
		t.Fatalf("fourth create in the hour: %d, want 429", code)
	}
	if code := post("/messages"); code != http.StatusOK {
		t.Fatalf("a message is not a create: %d", code)
	}
	if len(lim.accepted) != 3 || len(lim.refused) != 1 || calls != 4 {
		t.Fatalf("accepted %d, refused %d, passed %d; want 3, 1, 4", len(lim.accepted), len(lim.refused), calls)
	}
}
