package ledgertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testStorage: the figures axagent bench reads through ledger.Storage. The
// ledger's tables and their indexes are listed with sizes that add up to
// no more than the whole; a claim leaves dead versions that a full vacuum
// packs without losing a row; the baseline commits, and its scratch table
// is not counted as the ledger's.
func testStorage(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	st, ok := s.(ledger.Storage)
	if !ok {
		t.Fatalf("%T does not implement ledger.Storage", s)
	}
	var ps []ledger.EnqueueParams
	for i := 0; i < 200; i++ {
		k := Key
		k.Action = fmt.Sprintf("A%04d", i)
		in := Intent
		in.Action = k.Action
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: in})
	}
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "storage", MessageID: "1", Executions: ps, Now: T0}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: 200, Now: T0}); err != nil || len(got) != 200 {
		t.Fatalf("claim: %d rows, %v", len(got), err)
	}

	size, err := st.StorageSize(ctx())
	if err != nil {
		t.Fatal(err)
	}
	rels, err := st.StorageRelations(ctx())
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	table, index := false, false
	for _, r := range rels {
		sum += r.Bytes
		table = table || (r.Name == "executions" && r.Table == "executions" && !r.Index && r.Bytes > 0)
		index = index || (r.Table == "executions" && r.Index && r.Bytes > 0)
	}
	if !table || !index {
		t.Errorf("relations %+v: want the executions table and an index of it, each with a size", rels)
	}
	if sum <= 0 || sum > size {
		t.Errorf("relations add up to %d bytes, size %d: want (0, size]", sum, size)
	}

	if err := st.Vacuum(ctx(), false); err != nil {
		t.Fatal(err)
	}
	if err := st.Vacuum(ctx(), true); err != nil {
		t.Fatal(err)
	}
	packed, err := st.StorageSize(ctx())
	if err != nil {
		t.Fatal(err)
	}
	if packed > size {
		t.Errorf("after a full vacuum %d bytes, before %d", packed, size)
	}
	if n := len(executions(t, s)); n != 200 {
		t.Errorf("after vacuum %d executions listed, want 200", n)
	}

	rate, err := st.BaselineInserts(ctx(), 10*time.Millisecond)
	if err != nil || rate <= 0 {
		t.Fatalf("baseline: %v/s, %v", rate, err)
	}
	rels, err = st.StorageRelations(ctx())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rels {
		if r.Table == "baseline" {
			t.Errorf("the baseline's scratch table is listed as the ledger's: %+v", r)
		}
	}
}

func executions(t *testing.T, s ledger.Store) []ledger.Execution {
	t.Helper()
	es, err := s.ExecutionList(ctx(), ledger.ListParams{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	return es
}
