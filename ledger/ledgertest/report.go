package ledgertest

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testReportFacts checks ReportFacts against a small history: what it
// returns per key is exactly TransitionList and AttemptList, scope and
// period select the keys, absorbed duplicates are logged, and actions GC
// removed are named through the registry.
func testReportFacts(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	a := Key
	b := Key
	b.Action = "A008"
	other := Key
	other.Meeting = "M0915"
	later := T0.Add(48 * time.Hour)
	unresolved := Intent
	unresolved.Action, unresolved.Assignee, unresolved.AssigneeID = "A008", "Jun", ""
	ing := ledger.IngestParams{Source: "cli", MessageID: "ev1", Now: T0, Executions: []ledger.EnqueueParams{
		{Key: a, Intent: Intent},
		{Key: b, Intent: unresolved, State: ledger.NeedsHuman, Reason: "assignee Jun not in roster"},
	}}
	if _, err := s.Ingest(ctx(), ing); err != nil {
		t.Fatal(err)
	}
	// The same event again (a rerun), and the same key again: absorbed.
	if r, err := s.Ingest(ctx(), ing); err != nil || !r.Duplicate {
		t.Fatalf("replayed ingest: %+v %v", r, err)
	}
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: a, Intent: Intent, Now: T0.Add(time.Second)}); err != nil {
		t.Fatal(err)
	}
	// A webhook delivered twice; its event enqueued nothing of this meeting.
	if _, _, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: "d1", Body: []byte("{}"), ReceivedAt: T0}); err != nil {
		t.Fatal(err)
	}
	if _, dup, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: "d1", Body: []byte("{}"), ReceivedAt: T0}); err != nil || !dup {
		t.Fatalf("redelivered webhook: dup %v, %v", dup, err)
	}
	oi := Intent
	oi.Action = "A007"
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "cli", MessageID: "ev2", Now: later, Executions: []ledger.EnqueueParams{{Key: other, Intent: oi}}}); err != nil {
		t.Fatal(err)
	}
	e := mustClaim(t, s, "w1", T0.Add(time.Minute), a.String())
	done := ledger.CompleteSucceeded(e, "TASK-1", "created TASK-1", ledger.NewNotification{Key: "demo:P42:M0914:A007:created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "hi"})
	done.TraceID = "4bf92f3577b34da6a3ce929d0e0e4736"
	if err := completeOne(t, s, done); err != nil {
		t.Fatal(err)
	}
	if atts, err := s.AttemptList(ctx(), a.String()); err != nil || len(atts) != 1 || atts[0].TraceID != done.TraceID {
		t.Fatalf("attempt with a trace ID: %+v %v", atts, err)
	}
	bad := done
	bad.TraceID = "not-a-trace"
	if errs, err := s.ExecutionComplete(ctx(), []ledger.CompleteParams{bad}); err == nil && errs[0] == nil {
		t.Fatal("a malformed trace ID was stored")
	}
	ns, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Limit: 5, Now: T0.Add(2 * time.Minute)})
	if err != nil || len(ns) != 1 {
		t.Fatalf("outbox claim: %d %v", len(ns), err)
	}
	p := ledger.NotifySent(ns[0], ledger.OutcomeSent, "MSG-1", "delivered as MSG-1")
	p.Now = T0.Add(3 * time.Minute)
	if errs, err := s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("notify: %v %v", errs, err)
	}
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: b, Intent: Intent2(b), ReplaceUnattempted: true, Now: T0.Add(4 * time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ActionRegistryAdd(ctx(), ledger.RegistryAddParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"},
		Actions: []ledger.RegisteredAction{{ActionID: "A007", MatchKey: "m7", Title: Intent.Title, Assignee: "민서"},
			{ActionID: "A008", MatchKey: "m8", Title: Intent.Title, Assignee: "Jun"},
			{ActionID: "A009", MatchKey: "m9", Title: "gone", Assignee: "x"}}}); err != nil {
		t.Fatal(err)
	}

	f, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: "demo", Project: "P42", Meeting: "M0914"})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Executions) != 2 || f.Executions[0].Key != a.String() || f.Executions[1].Key != b.String() {
		t.Fatalf("executions of the meeting: %+v", keysOf(f.Executions))
	}
	if f.Executions[0].State != ledger.Succeeded || f.Executions[1].State != ledger.Pending || f.Executions[1].Intent.AssigneeID != "minseo" ||
		f.Executions[0].Source != "cli/ev1" || !f.Executions[0].CreatedAt.Equal(T0) {
		t.Fatalf("execution rows: %+v", f.Executions)
	}
	if len(f.Notifications) != 1 || f.Notifications[0].ExecKey != a.String() || f.Notifications[0].State != ledger.Succeeded {
		t.Fatalf("notifications: %+v", f.Notifications)
	}
	sameAsLists(t, s, f)
	if n := len(f.Executions[0].Log); n != 3 {
		t.Errorf("log of %s has %d entries, want enqueue, claim, success", a, n)
	}
	if l := f.Executions[1].Log; len(l) != 2 || l[1].From != ledger.NeedsHuman || l[1].To != ledger.Pending || l[1].Reason != ledger.CorrectedReason {
		t.Errorf("log of the corrected key: %+v", l)
	}
	var events, keys int
	for _, d := range f.Absorbed {
		switch {
		case d.Event == "cli/ev1":
			events++
		case d.Key == a.String():
			keys++
		default:
			t.Errorf("absorbed duplicate outside the meeting: %+v", d)
		}
	}
	if events != 1 || keys != 1 {
		t.Errorf("absorbed: %d event and %d key duplicates, want 1 and 1: %+v", events, keys, f.Absorbed)
	}
	if got := f.Received["cli/ev1"]; !got.Equal(T0) || len(f.Received) != 1 {
		t.Errorf("received: %v, want cli/ev1 at %v", f.Received, T0)
	}
	if !f.OldestKept.Equal(T0) {
		t.Errorf("oldest kept = %v, want %v", f.OldestKept, T0)
	}
	if f.Collected.Count != 1 || len(f.Registry) != 3 {
		t.Errorf("collected %+v from registry %d rows: want the one action without an execution", f.Collected, len(f.Registry))
	}
	if f.Now.IsZero() {
		t.Error("facts carry no clock reading")
	}

	// Scope: the tenant holds both meetings; the period picks one.
	all, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: "demo"})
	if err != nil || len(all.Executions) != 3 {
		t.Fatalf("tenant facts: %v %v", keysOf(all.Executions), err)
	}
	per, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: "demo", Since: T0.Add(time.Hour), Until: later.Add(time.Hour)})
	if err != nil || len(per.Executions) != 1 || per.Executions[0].Key != other.String() || len(per.Notifications) != 0 {
		t.Fatalf("period facts: %v %v", keysOf(per.Executions), err)
	}
	byMeeting, err := s.ReportFacts(ctx(), ledger.ReportParams{Meeting: "M0915"})
	if err != nil || len(byMeeting.Executions) != 1 {
		t.Fatalf("meeting without tenant: %v %v", keysOf(byMeeting.Executions), err)
	}
	// A meeting whose rows are far apart (other meetings' in between) is
	// read key by key; the facts are the same.
	spread := func(meeting, action string) ledger.BusinessKey {
		k := Key
		k.Meeting, k.Action = meeting, action
		enqueue(t, s, k, Intent2(k))
		return k
	}
	x1 := spread("M0916", "A001")
	for i := 0; i < 4; i++ {
		spread("M0917", fmt.Sprintf("A%03d", i+1))
	}
	x2 := spread("M0916", "A002")
	for _, k := range []ledger.BusinessKey{x1, x2} {
		e := mustClaim(t, s, "w3", T0.Add(time.Hour), k.String())
		if err := completeOne(t, s, ledger.CompleteRetry(e, ledger.OutcomeRetryable, errors.New("503"), T0.Add(2*time.Hour))); err != nil {
			t.Fatal(err)
		}
	}
	sparse, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: "demo", Project: "P42", Meeting: "M0916"})
	if err != nil || len(sparse.Executions) != 2 || len(sparse.Executions[1].Attempts) != 1 {
		t.Fatalf("sparse meeting: %v %v", keysOf(sparse.Executions), err)
	}
	sameAsLists(t, s, sparse)
	none, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: "acme"})
	if err != nil || len(none.Executions) != 0 || len(none.Absorbed) != 0 || !none.OldestKept.IsZero() {
		t.Fatalf("another tenant: %+v %v", none, err)
	}
}

// sameAsLists checks that every key's facts are what TransitionList and
// AttemptList return for it.
func sameAsLists(t *testing.T, s ledger.Store, f ledger.ReportFacts) {
	t.Helper()
	for _, k := range append(append([]ledger.KeyFacts{}, f.Executions...), f.Notifications...) {
		log, err := s.TransitionList(ctx(), k.Key)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(k.Log, log) {
			t.Errorf("%s: report log\n%+v\nTransitionList\n%+v", k.Key, k.Log, log)
		}
		atts, err := s.AttemptList(ctx(), k.Key)
		if err != nil {
			t.Fatal(err)
		}
		if len(atts) == 0 && len(k.Attempts) == 0 {
			continue
		}
		if !reflect.DeepEqual(k.Attempts, atts) {
			t.Errorf("%s: report attempts\n%+v\nAttemptList\n%+v", k.Key, k.Attempts, atts)
		}
	}
}

// Intent2 is the seed's action resolved for another action ID.
func Intent2(k ledger.BusinessKey) ledger.Intent {
	in := Intent
	in.Action = k.Action
	return in
}

func keysOf(ks []ledger.KeyFacts) []string {
	out := make([]string, 0, len(ks))
	for _, k := range ks {
		out = append(out, k.Key)
	}
	return out
}

// ExerciseReport runs the report's conformance test alone (a backend
// checks another configuration of itself with it).
func ExerciseReport(t *testing.T, b Backend) {
	open := b.NewDB(t)
	testReportFacts(t, open(t), open)
}
