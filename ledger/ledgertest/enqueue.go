package ledgertest

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

func testEnqueueSame(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	r1, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0})
	if err != nil || !r1.Created {
		t.Fatalf("first enqueue: created=%v err=%v", r1.Created, err)
	}
	// Rephrased whitespace and case normalise to the same fingerprint.
	in := Intent
	in.Title = "  공급사   납기 회신 확인 "
	r2, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: in, Now: T0.Add(time.Hour)})
	if err != nil {
		t.Fatalf("second enqueue: %v", err)
	}
	if r2.Created || r2.Execution.Fingerprint != r1.Execution.Fingerprint || !r2.Execution.CreatedAt.Equal(r1.Execution.CreatedAt) {
		t.Fatalf("second enqueue = %+v, want the existing record", r2)
	}
	if r1.Execution.State != ledger.Pending || r1.Execution.Intent.Title != Intent.Title {
		t.Fatalf("stored = %+v", r1.Execution)
	}
	// What the first enqueue returned is the row as a read gives it, and
	// the existing record what a read gives too.
	if got := get(t, s, Key.String()); !reflect.DeepEqual(got, r1.Execution) || !reflect.DeepEqual(got, r2.Execution) {
		t.Fatalf("read back %+v\nfirst enqueue returned %+v\nsecond %+v", got, r1.Execution, r2.Execution)
	}
	held := Key
	held.Action = "A900"
	r3, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: held, Intent: Intent, State: ledger.NeedsHuman, Reason: "assignee not in roster", Now: T0})
	if err != nil {
		t.Fatal(err)
	}
	if got := get(t, s, held.String()); !reflect.DeepEqual(got, r3.Execution) || got.Reason != "assignee not in roster" {
		t.Fatalf("read back %+v\nenqueue returned %+v", got, r3.Execution)
	}
}

func testEnqueueMismatch(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	first := enqueue(t, s, Key, Intent)
	in := Intent
	in.DueDate = "2026-09-22"
	_, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: in, Now: T0})
	var fe *ledger.FingerprintMismatchError
	if !errors.As(err, &fe) || !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("enqueue other content: err = %v, want FingerprintMismatchError", err)
	}
	if fe.Stored != first.Fingerprint || fe.Incoming != in.Fingerprint() || fe.Key != Key.String() {
		t.Fatalf("error does not show both fingerprints: %+v", fe)
	}
	if got := get(t, s, Key.String()); got.Intent.DueDate != Intent.DueDate {
		t.Fatalf("stored content changed to %+v", got.Intent)
	}
}

func testEnqueueInvalid(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	bad := ledger.BusinessKey{Tenant: "demo", Project: "P 42", Meeting: "M0914", Action: "A007", Operation: "create-task"}
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: bad, Intent: Intent, Now: T0}); err == nil {
		t.Fatal("enqueue with a space in the project: no error")
	}
	if list, _ := s.ExecutionList(ctx(), ledger.ListParams{}); len(list) != 0 {
		t.Fatalf("invalid enqueue wrote %d rows", len(list))
	}
}

func testIngest(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	k2 := Key
	k2.Action = "A008"
	p := ledger.IngestParams{Source: "cli", MessageID: "notes-1", Result: `{"keys":2}`, Now: T0, Executions: []ledger.EnqueueParams{
		{Key: Key, Intent: Intent}, {Key: k2, Intent: ledger.Intent{Project: "P42", Action: "A008", Title: "t", Assignee: "x", DueDate: "2026-09-30"}},
	}}
	r, err := s.Ingest(ctx(), p)
	if err != nil || r.Duplicate || len(r.Results) != 2 || !r.Results[0].Created {
		t.Fatalf("ingest: %+v, %v", r, err)
	}
	r, err = s.Ingest(ctx(), p)
	if err != nil || !r.Duplicate || r.Receipt.Result != `{"keys":2}` || r.Receipt.Status != ledger.InboxProcessed {
		t.Fatalf("replayed ingest: %+v, %v; want duplicate with stored result", r, err)
	}
	// A new event whose keys conflict writes nothing at all, not even the inbox row.
	k3 := Key
	k3.Action = "A009"
	bad := Intent
	bad.Assignee, bad.AssigneeID = "지훈", "jihoon"
	_, err = s.Ingest(ctx(), ledger.IngestParams{Source: "cli", MessageID: "notes-2", Now: T0, Executions: []ledger.EnqueueParams{
		{Key: k3, Intent: Intent}, {Key: Key, Intent: bad},
	}})
	if !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("conflicting ingest: err = %v", err)
	}
	if _, err := s.ExecutionGet(ctx(), k3); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("conflicting ingest left %s behind: %v", k3, err)
	}
	if _, err := s.InboxGet(ctx(), "cli", "notes-2"); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("conflicting ingest left its inbox row: %v", err)
	}
}

func testEnqueueReplace(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	unresolved := Intent
	unresolved.AssigneeID = ""
	unresolved.Assignee = "Jun"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: unresolved, State: ledger.NeedsHuman, Reason: "assignee Jun not in roster", Now: T0}); err != nil {
		t.Fatal(err)
	}
	// Without the flag other content is refused as always.
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0}); !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("enqueue other content without ReplaceUnattempted: %v", err)
	}
	r, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, ReplaceUnattempted: true, Now: T0.Add(time.Minute)})
	if err != nil || r.Execution.State != ledger.Pending || r.Execution.Fingerprint != Intent.Fingerprint() {
		t.Fatalf("replace unattempted needs-human: %+v, %v", r.Execution, err)
	}
	// Once claimed, the content is fixed for good.
	mustClaim(t, s, "A", T0.Add(time.Minute))
	again := Intent
	again.DueDate = "2026-09-30"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: again, ReplaceUnattempted: true, Now: T0}); !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("replace of an attempted key: %v", err)
	}
}
