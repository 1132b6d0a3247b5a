package ledger

import (
	"fmt"
	"testing"
)

// TestFairPick: weighted round robin, caps, and the per-tenant quota that
// bounds what one claim reads (and PostgreSQL locks) of a tenant.
func TestFairPick(t *testing.T) {
	var cands []ClaimCandidate
	add := func(tenant string, n int, doubt bool) {
		for i := 0; i < n; i++ {
			cands = append(cands, ClaimCandidate{ID: int64(len(cands)), Key: fmt.Sprintf("%s:P:M:A%03d:create-task", tenant, i), Tenant: tenant, InDoubt: doubt, Due: int64(i)})
		}
	}
	add("big", 100, false)
	add("big", 1, true)
	add("small", 3, false)
	count := func(got []ClaimCandidate) map[string]int {
		m := map[string]int{}
		for _, c := range got {
			m[c.Tenant]++
		}
		return m
	}
	p := ClaimParams{}
	got := p.FairPick(cands, nil, 8, 2)
	if n := count(got); n["big"] != 5 || n["small"] != 3 || !got[0].InDoubt && !got[1].InDoubt {
		t.Fatalf("round robin of 8: %v, first %+v %+v; want small 3, big 5 with its key in doubt at rank 1", n, got[0], got[1])
	}
	p = ClaimParams{Tenants: map[string]TenantPolicy{"big": {Share: 3, MaxInFlight: 4}}}
	if n := count(p.FairPick(cands, map[string]int{"big": 1}, 8, 4)); n["big"] != 3 || n["small"] != 3 {
		t.Fatalf("cap 4 with 1 in flight: %v; want big 3", n)
	}
	// 20 tenants with one key and a big one: big's quota is
	// ceil(4·32/21) = 7 keys, so the batch is 27, not 32.
	cands = nil
	add("big", 100, false)
	for i := 0; i < 20; i++ {
		add(fmt.Sprintf("t%02d", i), 1, false)
	}
	if got := count(ClaimParams{}.FairPick(cands, nil, 32, 21)); got["big"] != 7 || len(got) != 21 {
		t.Fatalf("quota: %v; want big 7 and every other tenant 1", got)
	}
	if q := Quota(1, 0, 32); q != 32 {
		t.Fatalf("quota without a total = %d", q)
	}
}
