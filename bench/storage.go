package bench

import (
	"fmt"

	"github.com/axagent/axagent/ledger"
)

// storageOf is the backend's storage figures; both backends have them.
func storageOf(s ledger.Store) (ledger.Storage, error) {
	st, ok := s.(ledger.Storage)
	if !ok {
		return nil, fmt.Errorf("bench: the %T ledger reports no storage figures", s)
	}
	return st, nil
}

// byTable sums each table with its indexes, per finished action, leaving
// out tables under 8 bytes per action.
func byTable(rels []ledger.Relation, finished int) map[string]float64 {
	sum := map[string]int64{}
	for _, r := range rels {
		sum[r.Table] += r.Bytes
	}
	out := map[string]float64{}
	for name, n := range sum {
		if v := float64(n) / float64(finished); v >= 8 {
			out[name] = v
		}
	}
	return out
}
