package ledgertest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// Fair claims (issue 17): a claim batch is shared among the tenants with
// due work, weighted by their shares, and no tenant holds more rows under
// a live lease than its cap.

func fairKey(tenant string, i int) ledger.BusinessKey {
	return ledger.BusinessKey{Tenant: tenant, Project: "P1", Meeting: "M1", Action: fmt.Sprintf("A%04d", i), Operation: ledger.OpCreateTask}
}

// backlog enqueues n pending keys of tenant, due at due (one ingest).
func backlog(t *testing.T, s ledger.Store, tenant string, n int, due time.Time) {
	t.Helper()
	ps := make([]ledger.EnqueueParams, n)
	for i := range ps {
		k := fairKey(tenant, i)
		in := Intent
		in.Project, in.Action = k.Project, k.Action
		ps[i] = ledger.EnqueueParams{Key: k, Intent: in, Now: due}
	}
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "test", MessageID: tenant + due.String(), Executions: ps, Now: due}); err != nil {
		t.Fatal(err)
	}
}

func byTenant(es []ledger.Execution) map[string]int {
	m := map[string]int{}
	for _, e := range es {
		m[e.Key.Tenant]++
	}
	return m
}

func fairClaim(t *testing.T, s ledger.Store, p ledger.ClaimParams) []ledger.Execution {
	t.Helper()
	if p.Owner == "" {
		p.Owner = "W"
	}
	if p.LeaseFor == 0 {
		p.LeaseFor = time.Minute
	}
	got, err := s.ExecutionClaim(ctx(), p)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// testFairShareUnderBacklog: a small tenant's keys, queued after a big
// tenant's backlog, are in the very next batch, beside the big tenant's
// oldest keys (round robin), and in-doubt keys still lead within a tenant.
// The outbox is shared the same way.
func testFairShareUnderBacklog(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	backlog(t, s, "big", 300, T0.Add(-time.Hour))
	backlog(t, s, "small", 3, T0)
	backlog(t, s, "mid", 10, T0.Add(-time.Minute))
	got := fairClaim(t, s, ledger.ClaimParams{Limit: 9, Now: T0})
	if n := byTenant(got); len(got) != 9 || n["small"] != 3 || n["big"] != 3 || n["mid"] != 3 {
		t.Fatalf("batch of 9 by tenant = %v; want 3 each (round robin)", n)
	}
	for _, e := range got {
		if e.Key.Tenant == "big" && e.Key.Action > "A0002" {
			t.Fatalf("big tenant's batch share is not its oldest keys: %s", e.Key)
		}
	}
	// An unknown key of the big tenant comes first of the big tenant's.
	if err := completeOne(t, s, ledger.CompleteUnknown(got[0], ledger.OutcomeUnknown, fmt.Errorf("timeout"), "lost", T0)); err != nil {
		t.Fatal(err)
	}
	next := fairClaim(t, s, ledger.ClaimParams{Limit: 2, Now: T0.Add(time.Second)})
	if len(next) != 2 || !next[0].InDoubt && !next[1].InDoubt {
		t.Fatalf("claim after an unknown: %v; want the key in doubt in a batch of 2", claimedKeys(next))
	}

	// The outbox: one execution per tenant carries its notifications.
	for _, tn := range []string{"nbig", "nsmall"} {
		e := enqueue(t, s, fairKey(tn, 0), Intent)
		n := 40
		if tn == "nsmall" {
			n = 2
		}
		var ns []ledger.NewNotification
		for i := 0; i < n; i++ {
			ns = append(ns, ledger.NewNotification{Key: ledger.NotificationKey(e.Key, "created", "assignee", i+1), Channel: "slack", Recipient: "u", Text: "t"})
		}
		if _, err := s.OutboxEnqueue(ctx(), e.Key.String(), ns, T0.Add(time.Duration(len(tn))*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	outs, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D", LeaseFor: time.Minute, Limit: 4, Now: T0.Add(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	small := 0
	for _, o := range outs {
		if ledger.TenantOf(o.Key) == "nsmall" {
			small++
		}
	}
	if len(outs) != 4 || small != 2 {
		t.Fatalf("outbox batch of 4: %d rows, %d of the small tenant; want 2", len(outs), small)
	}
}

func claimedKeys(es []ledger.Execution) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Key.String())
	}
	return out
}

// testFairCap: a tenant never holds more rows under a live lease than its
// cap, across claims; an expired lease no longer counts (its key is
// claimable again, in doubt); the default cap covers tenants without one.
func testFairCap(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	backlog(t, s, "big", 50, T0.Add(-time.Hour))
	backlog(t, s, "small", 5, T0)
	p := ledger.ClaimParams{Limit: 10, Now: T0, Tenants: map[string]ledger.TenantPolicy{"big": {MaxInFlight: 3}}}
	got := fairClaim(t, s, p)
	if n := byTenant(got); n["big"] != 3 || n["small"] != 5 {
		t.Fatalf("first batch by tenant = %v; want big capped at 3, small 5", n)
	}
	p.Owner = "V"
	if again := fairClaim(t, s, p); len(again) != 0 {
		t.Fatalf("second batch: %v; want nothing: big at its cap, small drained", claimedKeys(again))
	}
	// One of big's calls ends: one slot.
	var done ledger.Execution
	for _, e := range got {
		if e.Key.Tenant == "big" {
			done = e
		}
	}
	if err := completeOne(t, s, ledger.CompleteSucceeded(done, "T-1", "ok")); err != nil {
		t.Fatal(err)
	}
	if again := fairClaim(t, s, p); byTenant(again)["big"] != 1 || len(again) != 1 {
		t.Fatalf("after one completion: %v; want one more of big", claimedKeys(again))
	}
	// Leases lapse: nothing is in flight, big's 3 expired rows are in doubt
	// and come first, within the cap of 3.
	p.Now = T0.Add(2 * time.Minute)
	late := fairClaim(t, s, p)
	doubt := 0
	for _, e := range late {
		if e.InDoubt {
			doubt++
		}
	}
	if n := byTenant(late); n["big"] != 3 || doubt != 8 || n["small"] != 5 {
		t.Fatalf("after the leases lapsed: by tenant %v, %d in doubt; want big 3, small 5, all their expired keys", n, doubt)
	}
	// A default cap applies to every tenant without its own.
	backlog(t, s, "other", 10, T0)
	q := ledger.ClaimParams{Limit: 10, Now: T0.Add(3 * time.Minute), MaxInFlight: 2}
	if n := byTenant(fairClaim(t, s, q)); n["other"] != 2 {
		t.Fatalf("default cap: by tenant %v; want other 2", n)
	}
}

// testFairWeights: with shares 3:1 and backlogs on both, a batch is dealt
// three to one.
func testFairWeights(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	backlog(t, s, "gold", 40, T0)
	backlog(t, s, "basic", 40, T0.Add(-time.Hour))
	p := ledger.ClaimParams{Limit: 8, Now: T0, Tenants: map[string]ledger.TenantPolicy{"gold": {Share: 3}}}
	if n := byTenant(fairClaim(t, s, p)); n["gold"] != 6 || n["basic"] != 2 {
		t.Fatalf("batch of 8 with shares gold 3, basic 1 = %v; want 6 and 2", n)
	}
}

// testFairConcurrent: claimers on separate handles drain three tenants'
// backlogs in fair batches, under a cap; no key is claimed twice, every key
// is claimed, and no tenant ever has more rows under a live lease than its
// cap.
func testFairConcurrent(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	// Tenant a alone fills every claim, so racing claimers each see room
	// for a whole batch of a.
	backlog(t, s, "a", 100, T0)
	backlog(t, s, "b", 10, T0)
	backlog(t, s, "c", 10, T0)
	const claimers, capN = 6, 4
	var mu sync.Mutex
	seen := map[string]string{}
	var dup []string
	running := map[string]int{}
	peak := 0
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, claimers)
	for i := 0; i < claimers; i++ {
		st := open(t)
		wg.Add(1)
		go func(i int, st ledger.Store) {
			defer wg.Done()
			<-start
			owner := fmt.Sprintf("w%d", i)
			for {
				got, err := st.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: owner, LeaseFor: time.Hour, Limit: capN, Now: T0, MaxInFlight: capN})
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				for _, e := range got {
					if prev, ok := seen[e.Key.String()]; ok {
						dup = append(dup, e.Key.String()+" by "+prev+" and "+owner)
					}
					seen[e.Key.String()] = owner
					running[e.Key.Tenant]++
					peak = max(peak, running[e.Key.Tenant])
				}
				mu.Unlock()
				if len(got) == 0 {
					mu.Lock()
					left := len(seen) < 120
					mu.Unlock()
					if !left {
						return
					}
					continue
				}
				var ps []ledger.CompleteParams
				for _, e := range got {
					ps = append(ps, ledger.CompleteSucceeded(e, "T-"+e.Key.String(), "ok"))
				}
				// The count drops before the completion commits: a
				// claimer that sees the old rows is refused by the cap,
				// never the other way round.
				mu.Lock()
				for _, e := range got {
					running[e.Key.Tenant]--
				}
				mu.Unlock()
				if _, err := st.ExecutionComplete(ctx(), ps); err != nil {
					errs <- err
					return
				}
			}
		}(i, st)
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if len(dup) > 0 {
		t.Fatalf("claimed twice: %v", dup)
	}
	if len(seen) != 120 {
		t.Fatalf("claimed %d keys, want 120", len(seen))
	}
	if peak > capN {
		t.Fatalf("a tenant had %d rows in flight, cap %d", peak, capN)
	}
}

// testWakeAcrossHandles (issue 17): a backend that signals work wakes a
// listener on another handle (its own connections, as another process
// would have) when an ingest commits; a duplicate ingest that enqueues
// nothing new is not required to signal. Backends without signals skip.
func testWakeAcrossHandles(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	other := open(t)
	ws, ok := other.(ledger.WorkSignals)
	if !ok {
		t.Skip("backend has no cross-process wake-ups")
	}
	woke := make(chan struct{}, 16)
	lctx, cancel := context.WithCancel(ctx())
	defer cancel()
	if err := ws.ListenWork(lctx, func() {
		select {
		case woke <- struct{}{}:
		default:
		}
	}); err != nil {
		t.Fatal(err)
	}
	backlog(t, s, "wake", 3, T0)
	select {
	case <-woke:
	case <-time.After(10 * time.Second):
		t.Fatal("no wake-up within 10s of a committed ingest on another handle")
	}
}

// testFairManyTenants: with more tenants than a tenant's share of the
// batch, every tenant with due work gets its share and the batch is full.
func testFairManyTenants(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	for i := 0; i < 12; i++ {
		backlog(t, s, fmt.Sprintf("t%02d", i), 10, T0.Add(-time.Duration(i)*time.Minute))
	}
	got := fairClaim(t, s, ledger.ClaimParams{Limit: 24, Now: T0})
	n := byTenant(got)
	if len(got) != 24 || len(n) != 12 {
		t.Fatalf("batch of 24 among 12 tenants: %d keys, by tenant %v; want 2 each", len(got), n)
	}
	for tn, c := range n {
		if c != 2 {
			t.Fatalf("tenant %s got %d keys, want 2 (by tenant %v)", tn, c, n)
		}
	}
}
