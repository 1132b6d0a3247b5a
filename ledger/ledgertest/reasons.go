package ledgertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// reasonCases are completion reasons that name the completion's external
// ID, as the engine's and dispatcher's do ("created TASK-2 in sandbox",
// "delivered as MSG-2"), their near misses, and reasons that start with
// the control bytes a backend may use to store the first ones compactly.
var reasonCases = []struct{ reason, ext string }{
	{"created TASK-9 in sandbox", "TASK-9"},
	{"created TASK-9 in ", "TASK-9"},
	{"created TASK-9 in sandbox", "TASK-10"},
	{"created TASK-9 insandbox", "TASK-9"},
	{"created https://x.test/i/9 in redmine (P1)", "https://x.test/i/9"},
	{"delivered as TASK-9", "TASK-9"},
	{"delivered as TASK-9 twice", "TASK-9"},
	{"delivered as ", ""},
	{"created  in sandbox", ""},
	{"\x01sandbox", "TASK-9"},
	{"\x02", "TASK-9"},
	{"\x03x", ""},
	{"\x03", "X"},
	{"민서 님 작업 TASK-9 in sandbox", "TASK-9"},
}

// testReasonsNamingExternalID: every reason is read back exactly — on the
// row, in the log, in the report's facts — whichever path stored its log
// entry (a completion folded into its attempt, one moved into the log
// when the attempt ended again, a person's decision).
func testReasonsNamingExternalID(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	type want struct{ key, reason string }
	var wants []want
	complete := func(p ledger.CompleteParams) {
		t.Helper()
		if err := completeOne(t, s, p); err != nil {
			t.Fatalf("complete %s: %v", p.Key, err)
		}
	}
	for i, c := range reasonCases {
		// Folded: the completion's entry kept with its attempt.
		k := Key
		k.Action = fmt.Sprintf("F%02d", i)
		enqueue(t, s, k, Intent)
		e := mustClaim(t, s, "A", T0, k.String())
		p := ledger.CompleteSucceeded(e, c.ext, c.reason)
		if c.ext == "" {
			p = ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID,
				To: ledger.Unknown, Outcome: "unknown", Reason: c.reason, Now: T0}
		}
		p.Notifications = []ledger.NewNotification{{Key: ledger.NotificationKey(k, "created", "assignee", 1), Channel: "sandbox", Recipient: "minseo", Text: "t"}}
		if c.ext == "" {
			p.Notifications = nil
		}
		complete(p)
		wants = append(wants, want{k.String(), c.reason})

		// Moved: the attempt is ended again by a later claim's completion,
		// which moves the first entry into the log.
		k.Action = fmt.Sprintf("M%02d", i)
		enqueue(t, s, k, Intent)
		a := mustClaim(t, s, "A", T0, k.String())
		complete(ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: a.Generation}, AttemptID: a.AttemptID,
			To: ledger.Unknown, Outcome: "unknown", ExternalID: c.ext, Reason: c.reason, Now: T0.Add(time.Second)})
		b := mustClaim(t, s, "B", T0.Add(10*time.Minute), k.String())
		complete(ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "B", Generation: b.Generation}, AttemptID: a.AttemptID,
			To: ledger.Succeeded, Outcome: "succeeded", ExternalID: "Y-1", Reason: "created Y-1 in sandbox", Now: T0.Add(11 * time.Minute)})
		log, err := s.TransitionList(ctx(), k.String())
		if err != nil || len(log) != 5 {
			t.Fatalf("log of %s: %+v, %v", k, log, err)
		}
		if log[2].Reason != c.reason || log[2].ExternalID != c.ext || log[4].Reason != "created Y-1 in sandbox" {
			t.Errorf("log of %s: entries %+v and %+v, want reasons %q and %q", k, log[2], log[4], c.reason, "created Y-1 in sandbox")
		}

		// A person's decision, with the external ID they found.
		k.Action = fmt.Sprintf("H%02d", i)
		if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k, Intent: Intent, State: ledger.NeedsHuman, Reason: "unconfirmed", Now: T0}); err != nil {
			t.Fatal(err)
		}
		to := ledger.Succeeded
		if c.ext == "" {
			to = ledger.Abandoned
		}
		if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k, To: to, ExternalID: c.ext, Reason: c.reason, Actor: "jun", Now: T0}); err != nil {
			t.Fatalf("resolve %s: %v", k, err)
		}
		wants = append(wants, want{k.String(), c.reason})
	}
	for _, w := range wants {
		e, err := s.ExecutionGet(ctx(), ledger.MustParseKey(w.key))
		if err != nil || e.Reason != w.reason {
			t.Errorf("execution %s: reason %q, %v; want %q", w.key, e.Reason, err, w.reason)
		}
		log, err := s.TransitionList(ctx(), w.key)
		if err != nil || len(log) == 0 || log[len(log)-1].Reason != w.reason {
			t.Errorf("log of %s: %+v, %v; want the last reason %q", w.key, log, err, w.reason)
		}
	}

	// Notifications: delivered with the same reasons.
	ns, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "d", LeaseFor: time.Minute, Limit: 100, Now: T0.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]string{}
	for _, n := range ns {
		var i int
		if _, err := fmt.Sscanf(n.ExecKey.Action, "F%02d", &i); err != nil {
			t.Fatalf("notification %s: %v", n.Key, err)
		}
		c := reasonCases[i]
		ext := c.ext
		if ext == "" {
			ext = "MSG-1"
		}
		p := ledger.NotifySent(n, ledger.OutcomeSent, ext, c.reason)
		p.Now = T0.Add(time.Hour)
		if errs, err := s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("notify %s: %v %v", n.Key, errs, err)
		}
		byKey[n.Key] = c.reason
	}
	if len(byKey) == 0 {
		t.Fatal("no notification to deliver")
	}
	for key, r := range byKey {
		n, err := s.OutboxGet(ctx(), key)
		if err != nil || n.Reason != r {
			t.Errorf("notification %s: reason %q, %v; want %q", key, n.Reason, err, r)
		}
		log, err := s.TransitionList(ctx(), key)
		if err != nil || len(log) == 0 || log[len(log)-1].Reason != r {
			t.Errorf("log of %s: %+v, %v; want the last reason %q", key, log, err, r)
		}
	}

	// The report reads the same entries.
	facts, err := s.ReportFacts(ctx(), ledger.ReportParams{Tenant: Key.Tenant, Since: T0.Add(-time.Hour), Until: T0.Add(2 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, kf := range append(facts.Executions, facts.Notifications...) {
		log, err := s.TransitionList(ctx(), kf.Key)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(kf.Log) != fmt.Sprint(log) {
			t.Errorf("report's log of %s:\n got %+v\nwant %+v", kf.Key, kf.Log, log)
		}
		checked++
	}
	if want := 3*len(reasonCases) + len(byKey); checked != want {
		t.Errorf("report read %d keys, want %d", checked, want)
	}
}
