package ledgertest

import (
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

func testOutbox(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	nk := ledger.NotificationKey(Key, "created", "assignee", 1)
	if err := completeOne(t, s, ledger.CompleteSucceeded(a, "TASK-418", "ok", ledger.NewNotification{Key: nk, Channel: "sandbox", Recipient: "minseo", Text: "t"})); err != nil {
		t.Fatal(err)
	}
	d1, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D1", LeaseFor: time.Minute, Limit: 10, Now: T0})
	if err != nil || len(d1) != 1 || d1[0].Generation != 1 {
		t.Fatalf("outbox claim = %+v, %v", d1, err)
	}
	if d2, _ := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D2", LeaseFor: time.Minute, Limit: 10, Now: T0}); len(d2) != 0 {
		t.Fatalf("second dispatcher claimed a leased row: %+v", d2)
	}
	unk := ledger.NotifyUnknown(d1[0], ledger.OutcomeUnknown, errors.New("ack lost"), "ack lost", T0.Add(time.Second))
	unk.Now = T0
	errs, err := s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{unk})
	if err != nil || errs[0] != nil {
		t.Fatalf("notify unknown: %v %v", err, errs)
	}
	d2, _ := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D2", LeaseFor: time.Minute, Limit: 10, Now: T0.Add(time.Second)})
	if len(d2) != 1 || !d2[0].InDoubt || d2[0].ClaimedFrom != ledger.Unknown {
		t.Fatalf("reconcile claim of notification = %+v", d2)
	}
	errs, _ = s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{ledger.NotifySent(d1[0], ledger.OutcomeSent, "MSG-1", "stale")})
	if !errors.Is(errs[0], ledger.ErrFenced) {
		t.Fatalf("stale dispatcher write: %v", errs[0])
	}
	errs, _ = s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{ledger.NotifySent(d2[0], ledger.OutcomeSent, "MSG-912", "history shows delivery")})
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	n, _ := s.OutboxGet(ctx(), nk)
	if n.State != ledger.Succeeded || n.MessageID != "MSG-912" {
		t.Fatalf("notification = %+v", n)
	}
	list, _ := s.OutboxList(ctx(), ledger.OutboxListParams{ExecKey: Key.String()})
	if len(list) != 1 {
		t.Fatalf("outbox list by exec key = %d rows", len(list))
	}
}
