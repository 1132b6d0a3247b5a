package ledger

import (
	"math"
	"sort"
	"strings"
)

// Fair claims (issue 17). One deployment serves many tenants; a claim batch
// is shared among the tenants that have due work instead of going to
// whoever queued first. Inside a tenant the order is as before: keys in
// doubt (unknown and due, running with an expired lease) first, then
// pending ones, each in due order. Across tenants the batch is dealt in
// weighted round robin: the i-th key of a tenant with share w ranks at
// i/w, and the batch takes the lowest ranks (ties: in doubt first, then
// due order, then key). A tenant's cap bounds its rows running under an
// unexpired lease — the calls it has in flight on every worker of the
// ledger — so one tenant cannot hold every slot.

// TenantPolicy is one tenant's part in fair claims.
type TenantPolicy struct {
	// Share weighs the tenant in a claim batch (≤ 0 means 1): a tenant
	// with share 3 gets three keys for every one of a tenant with share 1
	// while both have due work.
	Share float64
	// MaxInFlight caps the tenant's rows running under an unexpired lease
	// (0: no cap).
	MaxInFlight int
}

// TenantOf is the tenant of a business key or notification key: its first
// segment.
func TenantOf(key string) string {
	t, _, _ := strings.Cut(key, ":")
	return t
}

// Policy is the fair-claim policy of tenant t: its entry in Tenants, with
// the defaults (share 1, cap MaxInFlight) for what it leaves unset.
func (p ClaimParams) Policy(t string) TenantPolicy {
	tp := p.Tenants[t]
	if tp.Share <= 0 {
		tp.Share = 1
	}
	if tp.MaxInFlight <= 0 {
		tp.MaxInFlight = p.MaxInFlight
	}
	return tp
}

// Capped reports whether any tenant has a cap: only then does a claim
// count the rows in flight.
func (p ClaimParams) Capped() bool {
	if p.MaxInFlight > 0 {
		return true
	}
	for _, tp := range p.Tenants {
		if tp.MaxInFlight > 0 {
			return true
		}
	}
	return false
}

// Allowance is how many more rows tenant t may claim with inFlight of its
// rows running under an unexpired lease, at most limit.
func (p ClaimParams) Allowance(t string, inFlight, limit int) int {
	c := p.Policy(t).MaxInFlight
	if c <= 0 {
		return limit
	}
	return max(0, min(limit, c-inFlight))
}

// QuotaFactor bounds how many keys one claim reads (and PostgreSQL locks)
// of a tenant: QuotaFactor times its weighted share of the batch, so a
// claim among many tenants with backlogs locks a few batches' worth of
// rows, not a batch per tenant. A batch is short of its limit only when
// most tenants have fewer due keys than their share and one has more than
// QuotaFactor times its share; the next claim takes the rest.
const QuotaFactor = 4

// Quota is the most keys a claim reads of a tenant with share in a batch
// of limit, total being the shares of every tenant with due work and room
// under its cap.
func Quota(share, total float64, limit int) int {
	if total <= 0 {
		return limit
	}
	return max(1, min(limit, int(math.Ceil(QuotaFactor*float64(limit)*share/total))))
}

// ClaimCandidate is a due row a backend considers for a fair claim.
type ClaimCandidate struct {
	ID      int64
	Key     string
	Tenant  string
	InDoubt bool  // unknown, or running with an expired lease
	Due     int64 // next attempt (or lease end) in ms
}

// FairPick chooses at most limit of cands: per tenant in its own order
// (in doubt, due, key), at most its allowance given inFlight and its
// Quota of total (the shares of the tenants with due work and room), dealt
// in weighted round robin. Backends that cannot say this in SQL (SQLite,
// inside its single write transaction) use it; PostgreSQL computes the
// same order in its claim statement. Both are held to it by the
// conformance suite.
func (p ClaimParams) FairPick(cands []ClaimCandidate, inFlight map[string]int, limit int, total float64) []ClaimCandidate {
	less := func(a, b ClaimCandidate) bool {
		if a.InDoubt != b.InDoubt {
			return a.InDoubt
		}
		if a.Due != b.Due {
			return a.Due < b.Due
		}
		return a.Key < b.Key
	}
	byTenant := map[string][]ClaimCandidate{}
	for _, c := range cands {
		byTenant[c.Tenant] = append(byTenant[c.Tenant], c)
	}
	type ranked struct {
		c    ClaimCandidate
		rank float64
	}
	var all []ranked
	for t, cs := range byTenant {
		sort.Slice(cs, func(i, j int) bool { return less(cs[i], cs[j]) })
		w := p.Policy(t).Share
		n := min(len(cs), p.Allowance(t, inFlight[t], limit), Quota(w, total, limit))
		for i := 0; i < n; i++ {
			all = append(all, ranked{cs[i], float64(i+1) / w})
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].rank != all[j].rank {
			return all[i].rank < all[j].rank
		}
		return less(all[i].c, all[j].c)
	})
	out := make([]ClaimCandidate, 0, min(limit, len(all)))
	for i := 0; i < len(all) && i < limit; i++ {
		out = append(out, all[i].c)
	}
	return out
}
