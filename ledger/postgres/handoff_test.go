package postgres_test

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

var _ ledger.Handoff = (*postgres.Store)(nil)

func handoffAt(sec int) time.Time { return ledgertest.T0.Add(time.Duration(sec) * time.Second) }

// notifyFlow registers one key whose success queues two notifications for
// owner W — claimed by the completion itself (handoff) or by W's
// OutboxClaim at the same instant — then sends the first, lets the
// second's lease lapse and has X take it over and send it. It returns the
// keys, what W held, and the rows as listed while W held them.
func notifyFlow(t *testing.T, s *postgres.Store, handoff bool) ([]string, []ledger.Notification, []ledger.Notification) {
	t.Helper()
	ctx := context.Background()
	k := ledgertest.Key
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledgertest.Intent, Now: handoffAt(0)}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 1, Now: handoffAt(1)})
	if err != nil || len(got) != 1 {
		t.Fatalf("claim: %+v %v", got, err)
	}
	notes := []ledger.NewNotification{
		{Key: k.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1 for you"},
		{Key: k.String() + ":created:watcher:1", Channel: "sandbox", Recipient: "jiho", Text: "TASK-1 was filed"},
	}
	done := ledger.CompleteSucceeded(got[0], "TASK-1", "created TASK-1", notes...)
	done.Now = handoffAt(2)
	claim := ledger.ClaimParams{Owner: "W", LeaseFor: 30 * time.Second, Limit: 10, Now: handoffAt(2)}
	var held []ledger.Notification
	if handoff {
		var errs []error
		errs, held, err = s.ExecutionCompleteHandoff(ctx, []ledger.CompleteParams{done}, claim)
		if err != nil || errs[0] != nil {
			t.Fatalf("complete with handoff: %v %v", errs, err)
		}
	} else {
		if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
		if held, err = s.OutboxClaim(ctx, claim); err != nil {
			t.Fatal(err)
		}
	}
	sort.Slice(held, func(i, j int) bool { return held[i].Key < held[j].Key }) // assignee, watcher
	if len(held) != 2 {
		t.Fatalf("W holds %d notifications, want 2: %+v", len(held), held)
	}
	listed, err := s.OutboxList(ctx, ledger.OutboxListParams{ExecKey: k.String()})
	if err != nil {
		t.Fatal(err)
	}
	send := func(n ledger.Notification, msg string, now time.Time) {
		t.Helper()
		p := ledger.NotifySent(n, ledger.OutcomeSent, msg, "")
		p.Now = now
		if errs, err := s.OutboxComplete(ctx, []ledger.OutboxCompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("send %s: %v %v", n.Key, errs, err)
		}
	}
	send(held[0], "MSG-1", handoffAt(3))
	// W dies holding the watcher's notification; its lease lapses at 32s.
	x, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "X", LeaseFor: time.Minute, Limit: 10, Now: handoffAt(40)})
	if err != nil || len(x) != 1 || x[0].Key != held[1].Key || !x[0].InDoubt || x[0].ClaimedFrom != ledger.Running || x[0].Generation != 2 {
		t.Fatalf("takeover after the lease lapsed: %+v %v", x, err)
	}
	send(x[0], "MSG-2", handoffAt(41))
	return []string{k.String(), notes[0].Key, notes[1].Key}, held, listed
}

// sameShape drops what two ledgers draw at random or from their own
// sequences (entry and attempt IDs, whose interleaving differs), keeping
// every other field of the log, the attempts, the reason and the report.
func sameShape(v view) view {
	v.log = append([]ledger.Transition(nil), v.log...)
	for i := range v.log {
		v.log[i].ID, v.log[i].AttemptID = 0, ""
	}
	v.attempts = append([]ledger.Attempt(nil), v.attempts...)
	for i := range v.attempts {
		v.attempts[i].ID = ""
	}
	v.report = ledger.KeyFacts{}
	return v
}

// A handed-off notification is what W's claim at the completion's instant
// would have made it: the same row, log, attempts and reason, through a
// send and through a takeover after its holder died.
func TestHandoffClaimsAsAClaimWould(t *testing.T) {
	admin := serverDSN(t)
	claimed, handed := openAt(t, freshDatabase(t, admin)), openAt(t, freshDatabase(t, admin))
	keys, viaClaim, listedClaimed := notifyFlow(t, claimed, false)
	_, viaHandoff, listedHanded := notifyFlow(t, handed, true)
	for i := range listedHanded {
		if len(listedClaimed) != len(listedHanded) {
			break
		}
		n, c := listedHanded[i], listedClaimed[i]
		n.AttemptID, c.AttemptID = "", ""
		if !reflect.DeepEqual(n, c) {
			t.Errorf("listed while held:\n got %+v\nwant %+v (as claimed)", n, c)
		}
	}
	if len(listedHanded) != 2 || len(listedClaimed) != 2 {
		t.Errorf("listed while held: %d and %d rows, want 2", len(listedHanded), len(listedClaimed))
	}
	for i, n := range viaHandoff {
		c := viaClaim[i]
		if n.AttemptID == "" || n.AttemptID == c.AttemptID || (i > 0 && n.AttemptID == viaHandoff[0].AttemptID) {
			t.Errorf("%s: attempt %q (claim's %q): want a new one per notification", n.Key, n.AttemptID, c.AttemptID)
		}
		n.AttemptID, c.AttemptID = "", ""
		if !reflect.DeepEqual(n, c) {
			t.Errorf("handed off:\n got %+v\nwant %+v (as claimed)", n, c)
		}
		if n.State != ledger.Running || n.Owner != "W" || n.Generation != 1 || n.InDoubt || n.ClaimedFrom != ledger.Pending ||
			!n.LeaseUntil.Equal(handoffAt(32)) {
			t.Errorf("handed off: %+v: want running, W's, generation 1, not in doubt, leased until 32s", n)
		}
	}
	a, b := viewOf(t, claimed, keys), viewOf(t, handed, keys)
	for _, k := range keys {
		if got, want := sameShape(b[k]), sameShape(a[k]); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n handoff %+v\n claim   %+v", k, got, want)
		}
		if k == keys[1] && len(b[k].log) != 3 {
			t.Errorf("%s: log %+v: want queued, claimed, sent", k, b[k].log)
		}
	}
}

// A completion refused by its fence queues and hands off nothing; a
// notification key that exists is the earlier row's and is not handed off;
// a batch hands off every success's notifications.
func TestHandoffFencedAndExisting(t *testing.T) {
	ctx := context.Background()
	s := openAt(t, freshDatabase(t, serverDSN(t)))
	keys := []ledger.BusinessKey{ledgertest.Key, ledgertest.Key, ledgertest.Key, ledgertest.Key, ledgertest.Key}
	keys[1].Action, keys[2].Action, keys[3].Action, keys[4].Action = "A008", "A009", "A010", "A011"
	for _, k := range keys {
		in := ledgertest.Intent
		in.Action = k.Action
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, Now: handoffAt(0)}); err != nil {
			t.Fatal(err)
		}
	}
	claim := func(owner string, k ledger.BusinessKey, lease time.Duration, now time.Time) ledger.Execution {
		t.Helper()
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: lease, Limit: 1, Keys: []string{k.String()}, Now: now})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim %s: %+v %v", k, got, err)
		}
		return got[0]
	}
	hand := ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Now: handoffAt(10)}
	note := func(k ledger.BusinessKey, who string) ledger.NewNotification {
		return ledger.NewNotification{Key: k.String() + ":created:" + who + ":1", Channel: "sandbox", Recipient: who, Text: "filed"}
	}

	// keys[0]: A's lease lapsed and B took over; A's success is refused.
	a := claim("A", keys[0], time.Second, handoffAt(1))
	claim("B", keys[0], time.Minute, handoffAt(5))
	stale := ledger.CompleteSucceeded(a, "TASK-A", "", note(keys[0], "minseo"))
	stale.Now = handoffAt(10)
	errs, held, err := s.ExecutionCompleteHandoff(ctx, []ledger.CompleteParams{stale}, hand)
	if err != nil || !errors.Is(errs[0], ledger.ErrFenced) || len(held) != 0 {
		t.Fatalf("fenced completion: errs %v, handed off %+v, err %v", errs, held, err)
	}
	if n, err := s.OutboxGet(ctx, note(keys[0], "minseo").Key); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("a refused completion queued %+v (%v)", n, err)
	}

	// keys[1] queues minseo's notification the ordinary way; then, in one
	// batch, keys[2] names that key again (a resend reuses it, R15) and a
	// new one, and keys[0], taken over by E, queues its own.
	c := claim("C", keys[1], time.Minute, handoffAt(1))
	shared := note(keys[1], "minseo")
	first := ledger.CompleteSucceeded(c, "TASK-C", "", shared)
	first.Now = handoffAt(2)
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{first}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	before, err := s.OutboxGet(ctx, shared.Key)
	if err != nil {
		t.Fatal(err)
	}
	d := claim("D", keys[2], time.Minute, handoffAt(3))
	e := claim("E", keys[0], time.Minute, handoffAt(70)) // B's lease lapsed too
	fresh := note(keys[2], "jiho")
	p1 := ledger.CompleteSucceeded(d, "TASK-D", "", shared, fresh)
	p1.Now = handoffAt(10)
	p2 := ledger.CompleteSucceeded(e, "TASK-E", "", note(keys[0], "minseo"))
	p2.Now = handoffAt(10)
	errs, held, err = s.ExecutionCompleteHandoff(ctx, []ledger.CompleteParams{p1, p2}, hand)
	if err != nil || errs[0] != nil || errs[1] != nil {
		t.Fatalf("batch: %v %v", errs, err)
	}
	got := map[string]bool{}
	for _, n := range held {
		got[n.Key] = true
		if n.Owner != "W" || n.State != ledger.Running {
			t.Errorf("handed off %+v", n)
		}
	}
	if len(held) != 2 || !got[fresh.Key] || !got[note(keys[0], "minseo").Key] {
		t.Errorf("handed off %v, want %s and %s and not the existing %s", got, fresh.Key, note(keys[0], "minseo").Key, shared.Key)
	}
	after, err := s.OutboxGet(ctx, shared.Key)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(before, after) {
		t.Errorf("the existing notification changed:\n before %+v\n after  %+v", before, after)
	}
	// keys[3] and keys[4] both queue one person's digest row in one batch:
	// the first inserts and hands it off, the second's is the same row.
	digest := ledger.NewNotification{Key: "demo:P42:M0914:digest:minseo", Channel: "digest", Recipient: "minseo", Text: "digest"}
	var batch []ledger.CompleteParams
	for _, k := range keys[3:] {
		p := ledger.CompleteSucceeded(claim("F", k, time.Minute, handoffAt(8)), "TASK-"+k.Action, "", digest)
		p.Now = handoffAt(10)
		batch = append(batch, p)
	}
	errs, held, err = s.ExecutionCompleteHandoff(ctx, batch, hand)
	if err != nil || errs[0] != nil || errs[1] != nil || len(held) != 1 || held[0].Key != digest.Key || held[0].Owner != "W" {
		t.Fatalf("one digest row queued twice in a batch: errs %v, handed off %+v, err %v", errs, held, err)
	}
	if n, err := s.OutboxGet(ctx, digest.Key); err != nil || n.AttemptID != held[0].AttemptID || n.State != ledger.Running {
		t.Fatalf("the digest row: %+v %v; want the handed-off attempt %s", n, err, held[0].AttemptID)
	}
	if _, _, err := s.ExecutionCompleteHandoff(ctx, nil, ledger.ClaimParams{Owner: "W"}); err == nil {
		t.Error("a handoff without a lease was accepted")
	}
}
