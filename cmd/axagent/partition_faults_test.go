package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// Issue 33, an open breaker never storms: three worker processes on one
// PostgreSQL ledger register 322 keys while the tracker loses responses
// after committing, answers 429 and fails with 503. Armed at once, the
// failures come in a row and open every worker's breaker; spread out over
// the run (one fault every few creates), they never do. Under the burst
// each key still writes at most 10 attempts (the storm wrote ≈190 per key:
// a refusal rescheduled the key at the first backoff step), and the median
// registration stays within 3× of the spread run's (228 s against 31 s
// before). The breaker stays open 2s here instead of 30s: the runs are
// scaled down together, so the ratio means what it did in minutes-long
// runs. Both runs check the figures and the spans as the other partition
// tests do.
func TestPartitionTrackerFaultsThreeWorkers(t *testing.T) {
	longtest.Skip(t, "322 keys under burst and spread tracker faults, three worker processes each")
	t.Parallel()  // its own databases, sandboxes and processes
	axagentBin(t) // before a PostgreSQL slot: none is held while the binary builds
	holdPostgresSlot(t)
	admin := pgtest.ServerDSN(t)
	spread := faultRun(t, admin, false)
	burst := faultRun(t, admin, true)
	t.Logf("spread: median registration %dms, run %v, %d breaker openings, max %d attempts per key, %d spans",
		spread.p50, spread.wall.Round(time.Millisecond), spread.openings, spread.maxAttempts, spread.spans)
	t.Logf("burst:  median registration %dms, run %v, %d breaker openings, max %d attempts per key, %d spans",
		burst.p50, burst.wall.Round(time.Millisecond), burst.openings, burst.maxAttempts, burst.spans)
	if burst.openings == 0 {
		t.Errorf("the burst opened no breaker: the test did not exercise an open breaker")
	}
	for _, r := range []faultResult{spread, burst} {
		if r.maxAttempts > 10 {
			t.Errorf("%s: a key wrote %d attempts, want ≤ 10", r.name, r.maxAttempts)
		}
	}
	if burst.p50 > 3*spread.p50 {
		t.Errorf("median registration %dms under the burst, %dms with the faults spread out: more than 3×", burst.p50, spread.p50)
	}
}

type faultResult struct {
	name                         string
	p50                          int64
	wall                         time.Duration
	openings, maxAttempts, spans int
}

// The faults of one run: the same counts, burst or spread.
var trackerFaults = []struct {
	name string
	n    int
}{
	{"rate_limit_create", 12},
	// Enough 503s in a row to open all three breakers (five each, plus
	// what each had in flight), few enough that their trial calls do not
	// meet more: a fault armed by count lasts until that many calls met
	// it, so a breaker that slows the calls would stretch the outage.
	{"fail_create_before_commit", 18},
	{"drop_create_response_after_commit", 24},
}

func faultRun(t *testing.T, admin string, burst bool) faultResult {
	t.Helper()
	res := faultResult{name: "spread"}
	if burst {
		res.name = "burst"
	}
	// A tracker that takes 100ms per call: the spread run's faults can be
	// armed between its calls. No keys yet: they arrive once the workers run.
	w := newPartitionWorld(t, admin, "", "  lease: 5s\n  breaker_open: 2s\n", 0, "--latency", "100ms")
	dsn, dir, sb, sink := w.dsn, w.dir, w.sb, w.sink
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const n = 322
	env := append(sink.env(), "AXAGENT_SANDBOX_URL="+sb)
	var procs []*proc
	for i := 0; i < 3; i++ {
		procs = append(procs, startProc(t, dir, env, w.args(dsn)...))
	}
	// The keys arrive once the workers run (as a meeting does): the
	// median registration counts from here, not from the workers' start.
	start := time.Now()
	ingestTasks(t, s, n, "test")
	stop := make(chan struct{})
	armed := make(chan struct{})
	if burst {
		fs := map[string]int{}
		for _, f := range trackerFaults {
			fs[f.name] = f.n
		}
		armSandbox(t, sb, fs)
		close(armed)
	} else {
		// One fault every 4 create calls, the kinds interleaved.
		var seq []string
		total := 0
		for _, f := range trackerFaults {
			total += f.n
		}
		for i := 0; len(seq) < total; i++ {
			for _, f := range trackerFaults {
				if i < f.n {
					seq = append(seq, f.name)
				}
			}
		}
		// Four calls counted from the previous fault's arming, not from
		// the run's start: when this loop fell behind the calls (a loaded
		// machine), a count from the start armed the faults it owed back
		// to back, a burst that met the last keys' retries eight times in
		// a row (needs-human, the run never settled).
		go func() {
			defer close(armed)
			tick := time.NewTicker(10 * time.Millisecond)
			defer tick.Stop()
			for next, last := 0, 0; next < len(seq); {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				if c := createCalls(sb); c >= last+4 {
					body := fmt.Sprintf(`{"fault":%q,"count":1}`, seq[next])
					if resp, err := http.Post(sb+"/_admin/faults", "application/json", strings.NewReader(body)); err == nil {
						resp.Body.Close()
						next, last = next+1, c
					}
				}
			}
		}()
	}
	waitLedger(t, dsn, 100*time.Second, allSettled)
	res.wall = time.Since(start)
	close(stop)
	<-armed
	var scrapes []map[string]float64
	for _, p := range procs {
		scrapes = append(scrapes, p.metrics(t))
	}
	for _, p := range procs {
		p.stop()
	}
	if left := armedFaults(t, sb); len(left) > 0 {
		t.Logf("%s: faults left unfired: %v", res.name, left)
	}
	settledOnceEach(t, dsn, sb, n)
	for k, as := range attemptsOf(t, dsn) {
		if kind := "execution"; len(as) > 0 && as[0].Kind == kind && len(as) > res.maxAttempts {
			res.maxAttempts = len(as)
			if len(as) > 10 {
				t.Logf("%s: %s wrote %d attempts", res.name, k, len(as))
			}
		}
	}
	res.openings = int(sum(scrapes, `axagent_circuit_breaker_openings_total{target="sandbox"}`))
	figures(t, dir, dsn, sb, scrapes, 0)
	res.p50 = runReport(t, dir, dsn).RegisteredP50Ms
	res.spans = sink.checkParents(t)
	return res
}

func createCalls(sb string) int {
	resp, err := http.Get(sb + "/_admin/stats")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	var st struct {
		CreateCalls int `json:"create_calls"`
	}
	json.NewDecoder(resp.Body).Decode(&st)
	return st.CreateCalls
}

func armedFaults(t *testing.T, sb string) map[string]int {
	t.Helper()
	resp, err := http.Get(sb + "/_admin/faults")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := map[string]int{}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(fmt.Errorf("faults: %w", err))
	}
	return out
}
