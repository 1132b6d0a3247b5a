package codec

import (
	"testing"

	"github.com/axagent/axagent/ledger"
)

func TestRowIndexDenseAndSparse(t *testing.T) {
	for _, step := range []int64{1, 10} {
		x := rowIndex{m: map[int64]*ledger.KeyFacts{}}
		want := map[int64]*ledger.KeyFacts{}
		for i := int64(0); i < 100; i++ {
			if i == 50 {
				continue // a gap
			}
			k := &ledger.KeyFacts{Key: "k"}
			x.put(1000+i*step, k)
			want[1000+i*step] = k
		}
		for id := int64(990); id < 1000+100*step+10; id++ {
			if got := x.get(id); got != want[id] {
				t.Fatalf("step %d: get(%d) = %p, want %p", step, id, got, want[id])
			}
		}
		if dense := x.s != nil; dense != (step == 1) {
			t.Errorf("step %d: slice index %v", step, dense)
		}
		// A row added after the lookups began is found too.
		k := &ledger.KeyFacts{Key: "late"}
		x.put(5000, k)
		if x.get(5000) != k || x.get(1000) != want[1000] {
			t.Errorf("step %d: late row", step)
		}
	}
}
