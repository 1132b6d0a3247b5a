package sqlite_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestIngestBatchMixedKeys: an Ingest inserts its new keys in one
// statement and leaves the others to the one-key path (enqueueBatch):
// a key that exists, a key repeated in the event, a needs-human key
// replaced, and a key whose other content refuses the whole event.
func TestIngestBatchMixedKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openStore(t)
	t0 := ledgertest.T0
	in := func(i int, title string) ledger.EnqueueParams {
		k := batchKey(i)
		return ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: title}}
	}
	ingest := func(id string, ps ...ledger.EnqueueParams) (ledger.IngestResult, error) {
		return s.Ingest(ctx, ledger.IngestParams{Source: "notes", MessageID: id, Executions: ps, Now: t0})
	}
	if _, err := ingest("E1", in(0, "zero"), in(1, "one")); err != nil {
		t.Fatal(err)
	}
	held := in(4, "four")
	held.State, held.Reason = ledger.NeedsHuman, "no assignee"
	e2 := []ledger.EnqueueParams{in(2, "two"), in(0, "zero"), in(3, "three"), in(2, "two"), held}
	res, err := ingest("E2", e2...)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range e2 {
		if !p.Now.IsZero() {
			t.Errorf("the caller's params %d were changed: Now %s", i, p.Now)
		}
	}
	r := res.Results
	if len(r) != 5 || !r[0].Created || r[1].Created || !r[2].Created || r[3].Created || !r[4].Created {
		t.Fatalf("results %+v", r)
	}
	if r[1].Execution.Source != "notes/E1" || r[1].Execution.Intent.Title != "zero" {
		t.Errorf("existing key's record %+v, want E1's", r[1].Execution)
	}
	if !reflect.DeepEqual(r[3].Execution, r[0].Execution) {
		t.Errorf("repeated key's record\n %+v\nwant the created one\n %+v", r[3].Execution, r[0].Execution)
	}
	if r[4].Execution.State != ledger.NeedsHuman || r[4].Execution.Reason != "no assignee" {
		t.Errorf("held key %+v", r[4].Execution)
	}
	for i, want := range []int{2, 0, 3, 2, 4} {
		got, err := s.ExecutionGet(ctx, batchKey(want))
		if err != nil {
			t.Fatal(err)
		}
		if i != 1 && !reflect.DeepEqual(got, r[i].Execution) {
			t.Errorf("result %d\n %+v\nstored\n %+v", i, r[i].Execution, got)
		}
	}
	ids := map[int64]bool{}
	for _, i := range []int{0, 1, 2, 3, 4} {
		log, err := s.TransitionList(ctx, batchKey(i).String())
		if err != nil || len(log) != 1 || ids[log[0].ID] {
			t.Fatalf("log of k%d: %+v, %v", i, log, err)
		}
		ids[log[0].ID] = true
		src := "notes/E2"
		if i <= 1 {
			src = "notes/E1"
		}
		want := "enqueued from " + src
		if i == 4 {
			want = "no assignee from " + src
		}
		if log[0].Reason != want || log[0].Actor != "axagent" || !log[0].At.Equal(t0) {
			t.Errorf("k%d's first entry %+v, want %q", i, log[0], want)
		}
	}

	// A key with other content refuses the event: nothing of it is kept.
	_, err = ingest("E3", in(5, "five"), in(1, "not one"))
	var mismatch *ledger.FingerprintMismatchError
	if !errors.As(err, &mismatch) {
		t.Fatalf("ingest with other content: %v", err)
	}
	if _, err := s.ExecutionGet(ctx, batchKey(5)); !errors.Is(err, ledger.ErrNotFound) {
		t.Errorf("k5 after the refused event: %v", err)
	}
	if res, err := ingest("E3", in(5, "five")); err != nil || res.Duplicate || !res.Results[0].Created {
		t.Errorf("the refused event again: %+v, %v", res, err)
	}

	// A needs-human key never claimed takes a new extraction's content.
	fixed := in(4, "four, fixed")
	fixed.ReplaceUnattempted = true
	res, err = s.Ingest(ctx, ledger.IngestParams{Source: "notes", MessageID: "E4", Executions: []ledger.EnqueueParams{in(6, "six"), fixed}, Now: t0.Add(time.Minute)})
	if err != nil || !res.Results[0].Created || !res.Results[1].Created || res.Results[1].Execution.Intent.Title != "four, fixed" ||
		res.Results[1].Execution.State != ledger.Pending {
		t.Fatalf("replacement: %+v, %v", res, err)
	}
	if log, _ := s.TransitionList(ctx, batchKey(4).String()); len(log) != 2 || log[1].From != ledger.NeedsHuman || log[1].To != ledger.Pending {
		t.Errorf("k4's log after the replacement: %+v", log)
	}
}

// TestIngestResultsAreTheStoredRows: the records an Ingest returns for the
// keys it creates (composed from what it inserted, not read back) equal
// the stored rows field by field: defaults, the reason, the source, an
// intent whose project or action differs from its key's, times at a
// millisecond in another zone, a needs-human key, a due time given, and
// text the batch's JSON does not carry unchanged (invalid UTF-8, a NUL).
func TestIngestResultsAreTheStoredRows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openStore(t)
	at := time.Date(2026, 3, 4, 5, 6, 7, 891_234_567, time.FixedZone("KST", 9*3600))
	in := func(i int, title string) ledger.EnqueueParams {
		k := batchKey(i)
		return ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: title}}
	}
	plain := in(0, "plain")
	full := in(1, "full")
	full.Intent = ledger.Intent{Project: "other-project", Action: "other-action", Title: "full", Assignee: "Kim", AssigneeID: "0042",
		DueDate: "2026-03-09", Source: "Kim will send the deck"}
	full.Actor, full.NextAttemptAt = "alice", at.Add(90*time.Minute+123456)
	held := in(2, "held")
	held.State, held.Reason = ledger.NeedsHuman, "no assignee"
	own := in(3, "own time")
	own.Now = at.Add(-time.Hour + 999_999)
	badUTF8 := in(4, "bad \xff\xfe bytes")
	badUTF8.Intent.Assignee = "\xc3"
	nul := in(5, "nul \x00 inside")
	unicode := in(6, "한국어 제목 ✓")
	unicode.Reason = "이유"
	unicode.State = ledger.NeedsHuman

	for _, c := range []struct {
		id  string
		now time.Time
		ps  []ledger.EnqueueParams
	}{
		{"E1", at, []ledger.EnqueueParams{plain, full, held, own, badUTF8, nul, unicode}},
		{"E2", time.Time{}, []ledger.EnqueueParams{in(7, "store clock"), in(8, "second")}},
	} {
		res, err := s.Ingest(ctx, ledger.IngestParams{Source: "notes", MessageID: c.id, Executions: c.ps, Now: c.now})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Results) != len(c.ps) {
			t.Fatalf("%s: %d results for %d keys", c.id, len(res.Results), len(c.ps))
		}
		for i, r := range res.Results {
			if !r.Created {
				t.Errorf("%s: %s not created", c.id, c.ps[i].Key)
			}
			got, err := s.ExecutionGet(ctx, c.ps[i].Key)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(r.Execution, got) {
				t.Errorf("%s: %s returned\n %+v\nstored\n %+v", c.id, c.ps[i].Key, r.Execution, got)
			}
		}
	}
	// What the comparison covers: a composed default or time that is off
	// would differ from the read-back above, as these would.
	got, err := s.ExecutionGet(ctx, full.Key)
	if err != nil {
		t.Fatal(err)
	}
	if got.Intent.Project != "other-project" || got.Intent.AssigneeID != "0042" || got.Source != "notes/E1" ||
		!got.NextAttemptAt.Equal(full.NextAttemptAt.Truncate(time.Millisecond)) || !got.CreatedAt.Equal(at.Truncate(time.Millisecond)) ||
		got.CreatedAt.Location() != time.UTC {
		t.Errorf("stored %+v", got)
	}
}

// The receipt Ingest returns comes back with its upsert (issue 32), not
// read back: it must be the stored receipt, for a new event and for one
// received earlier (a webhook body persisted, then processed: the body
// dropped, the received time kept), at a time in another zone; a replay's
// is the stored one too.
func TestIngestReceiptIsTheStoredOne(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openStore(t)
	at := time.Date(2026, 3, 4, 5, 6, 7, 891_234_567, time.FixedZone("KST", 9*3600))
	if _, _, err := s.InboxReceive(ctx, ledger.InboxReceipt{Source: "webhook", MessageID: "w1", Body: []byte("notes"), ReceivedAt: at.Add(-time.Minute),
		TraceParent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"}); err != nil {
		t.Fatal(err)
	}
	k := batchKey(40)
	for _, c := range []struct{ source, id string }{{"notes", "fresh"}, {"webhook", "w1"}, {"notes", "fresh"}} {
		res, err := s.Ingest(ctx, ledger.IngestParams{Source: c.source, MessageID: c.id, Result: `{"keys":1}`, Now: at,
			Executions: []ledger.EnqueueParams{{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "t"}}}})
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.InboxGet(ctx, c.source, c.id)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(res.Receipt, got) {
			t.Errorf("%s/%s: returned\n %+v\nstored\n %+v", c.source, c.id, res.Receipt, got)
		}
		if got.Status != ledger.InboxProcessed || got.Body != nil || got.Result != `{"keys":1}` {
			t.Errorf("%s/%s: stored %+v", c.source, c.id, got)
		}
	}
}
