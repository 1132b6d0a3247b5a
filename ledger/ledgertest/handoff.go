package ledgertest

import (
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

func handoffOf(t *testing.T, s ledger.Store) ledger.Handoff {
	t.Helper()
	h, ok := s.(ledger.Handoff)
	if !ok {
		t.Fatalf("%T does not implement ledger.Handoff", s)
	}
	return h
}

func at(sec int) time.Time { return T0.Add(time.Duration(sec) * time.Second) }

// notifyFlow registers action whose success queues two notifications for
// owner W — claimed by the completion itself (handoff) or by W's
// OutboxClaim at the same instant — then sends the first, lets the
// second's lease lapse and has X take it over and send it. It returns the
// keys, what W held, and the rows as listed while W held them.
func notifyFlow(t *testing.T, s ledger.Store, action string, handoff bool) (keys []string, held, listed []ledger.Notification) {
	t.Helper()
	k, in := Key, Intent
	k.Action, in.Action = action, action
	enqueue(t, s, k, in)
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 1, Keys: []string{k.String()}, Now: at(1)})
	if err != nil || len(got) != 1 {
		t.Fatalf("claim: %+v %v", got, err)
	}
	notes := []ledger.NewNotification{
		{Key: k.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1 for you"},
		{Key: k.String() + ":created:watcher:1", Channel: "sandbox", Recipient: "jiho", Text: "TASK-1 was filed"},
	}
	done := ledger.CompleteSucceeded(got[0], "TASK-"+action, "created TASK-"+action, notes...)
	done.Now = at(2)
	claim := ledger.ClaimParams{Owner: "W", LeaseFor: 30 * time.Second, Limit: 10, Keys: []string{notes[0].Key, notes[1].Key}, Now: at(2)}
	if handoff {
		var errs []error
		errs, held, err = handoffOf(t, s).ExecutionCompleteHandoff(ctx(), []ledger.CompleteParams{done}, claim)
		if err != nil || errs[0] != nil {
			t.Fatalf("complete with handoff: %v %v", errs, err)
		}
	} else {
		if errs, err := s.ExecutionComplete(ctx(), []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
		if held, err = s.OutboxClaim(ctx(), claim); err != nil {
			t.Fatal(err)
		}
	}
	sort.Slice(held, func(i, j int) bool { return held[i].Key < held[j].Key }) // assignee, watcher
	if len(held) != 2 {
		t.Fatalf("W holds %d notifications, want 2: %+v", len(held), held)
	}
	if listed, err = s.OutboxList(ctx(), ledger.OutboxListParams{ExecKey: k.String()}); err != nil {
		t.Fatal(err)
	}
	send := func(n ledger.Notification, msg string, now time.Time) {
		t.Helper()
		p := ledger.NotifySent(n, ledger.OutcomeSent, msg, "")
		p.Now = now
		if errs, err := s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("send %s: %v %v", n.Key, errs, err)
		}
	}
	send(held[0], "MSG-1", at(3))
	// W dies holding the watcher's notification; its lease lapses at 32s.
	x, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "X", LeaseFor: time.Minute, Limit: 10, Keys: []string{notes[1].Key}, Now: at(40)})
	if err != nil || len(x) != 1 || x[0].Key != held[1].Key || !x[0].InDoubt || x[0].ClaimedFrom != ledger.Running || x[0].Generation != 2 {
		t.Fatalf("takeover after the lease lapsed: %+v %v", x, err)
	}
	send(x[0], "MSG-2", at(41))
	return []string{k.String(), notes[0].Key, notes[1].Key}, held, listed
}

// shape is a key's record with what two runs draw differently left out:
// the key's action, entry and attempt IDs (drawn from shared sequences
// and at random).
type shape struct {
	Log      []ledger.Transition
	Attempts []ledger.Attempt
	Reason   string
}

func shapeOf(t *testing.T, s ledger.Store, key, action string) shape {
	t.Helper()
	strip := func(v string) string { return strings.ReplaceAll(v, action, "A") }
	var sh shape
	log, err := s.TransitionList(ctx(), key)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range log {
		e.ID, e.AttemptID, e.Key, e.Reason, e.ExternalID = 0, "", strip(e.Key), strip(e.Reason), strip(e.ExternalID)
		sh.Log = append(sh.Log, e)
	}
	atts, err := s.AttemptList(ctx(), key)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range atts {
		a.ID, a.Key, a.ExternalID = "", strip(a.Key), strip(a.ExternalID)
		sh.Attempts = append(sh.Attempts, a)
	}
	if bk, err := ledger.ParseKey(key); err == nil && bk.Operation == ledger.OpCreateTask {
		e, err := s.ExecutionGet(ctx(), bk)
		if err != nil {
			t.Fatal(err)
		}
		sh.Reason = strip(e.Reason)
	} else {
		n, err := s.OutboxGet(ctx(), key)
		if err != nil {
			t.Fatal(err)
		}
		sh.Reason = strip(n.Reason)
	}
	return sh
}

// testHandoffAsClaim: a notification handed off by its completion is what
// its holder's claim at the completion's instant would have made it — the
// same row, log, attempts and reason, through a send and through a
// takeover after its holder died — with an attempt of its own.
func testHandoffAsClaim(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	keysC, viaClaim, listedC := notifyFlow(t, s, "A101", false)
	keysH, viaHandoff, listedH := notifyFlow(t, s, "A202", true)
	norm := func(n ledger.Notification, action string) ledger.Notification {
		n.AttemptID, n.Key, n.ExecKey.Action, n.Text = "", strings.ReplaceAll(n.Key, action, "A"), "A", strings.ReplaceAll(n.Text, action, "A")
		return n
	}
	for i := range viaHandoff {
		h, c := viaHandoff[i], viaClaim[i]
		if h.AttemptID == "" || (i > 0 && h.AttemptID == viaHandoff[0].AttemptID) {
			t.Errorf("%s: attempt %q: want one of its own", h.Key, h.AttemptID)
		}
		if got, want := norm(h, "A202"), norm(c, "A101"); !reflect.DeepEqual(got, want) {
			t.Errorf("handed off:\n got %+v\nwant %+v (as claimed)", got, want)
		}
		if h.State != ledger.Running || h.Owner != "W" || h.Generation != 1 || h.InDoubt || h.ClaimedFrom != ledger.Pending || !h.LeaseUntil.Equal(at(32)) {
			t.Errorf("handed off: %+v: want running, W's, generation 1, not in doubt, leased until 32s", h)
		}
	}
	if len(listedH) != len(listedC) {
		t.Fatalf("listed while held: %d rows, want %d", len(listedH), len(listedC))
	}
	for i := range listedH {
		if got, want := norm(listedH[i], "A202"), norm(listedC[i], "A101"); !reflect.DeepEqual(got, want) {
			t.Errorf("listed while held:\n got %+v\nwant %+v (as claimed)", got, want)
		}
	}
	for i := range keysH {
		got, want := shapeOf(t, s, keysH[i], "A202"), shapeOf(t, s, keysC[i], "A101")
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n handoff %+v\n claim   %+v", keysH[i], got, want)
		}
		if i == 1 && len(got.Log) != 3 {
			t.Errorf("%s: log %+v: want queued, claimed, sent", keysH[i], got.Log)
		}
	}
}

// testHandoffFencedExistingShared: a completion refused by its fence
// queues and hands off nothing; a notification key that exists is the
// earlier row's and is not handed off; a batch hands off every success's
// notifications, and one row two of its completions queue (a person's
// digest) once.
func testHandoffFencedExistingShared(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	h := handoffOf(t, s)
	keys := make([]ledger.BusinessKey, 5)
	for i := range keys {
		k, in := Key, Intent
		k.Action = "A3" + string(rune('0'+i)) + "0"
		in.Action = k.Action
		enqueue(t, s, k, in)
		keys[i] = k
	}
	claim := func(owner string, k ledger.BusinessKey, lease time.Duration, now time.Time) ledger.Execution {
		t.Helper()
		got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: owner, LeaseFor: lease, Limit: 1, Keys: []string{k.String()}, Now: now})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim %s: %+v %v", k, got, err)
		}
		return got[0]
	}
	hand := ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Now: at(10)}
	note := func(k ledger.BusinessKey, who string) ledger.NewNotification {
		return ledger.NewNotification{Key: k.String() + ":created:" + who + ":1", Channel: "sandbox", Recipient: who, Text: "filed"}
	}

	// keys[0]: A's lease lapsed and B took over; A's success is refused.
	a := claim("A", keys[0], time.Second, at(1))
	claim("B", keys[0], time.Minute, at(5))
	stale := ledger.CompleteSucceeded(a, "TASK-A", "", note(keys[0], "minseo"))
	stale.Now = at(10)
	errs, held, err := h.ExecutionCompleteHandoff(ctx(), []ledger.CompleteParams{stale}, hand)
	if err != nil || !errors.Is(errs[0], ledger.ErrFenced) || len(held) != 0 {
		t.Fatalf("fenced completion: errs %v, handed off %+v, err %v", errs, held, err)
	}
	if n, err := s.OutboxGet(ctx(), note(keys[0], "minseo").Key); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("a refused completion queued %+v (%v)", n, err)
	}

	// keys[1] queues minseo's notification the ordinary way; then, in one
	// batch, keys[2] names that key again (a resend reuses it, R15) and a
	// new one, and keys[0], taken over by E, queues its own.
	c := claim("C", keys[1], time.Minute, at(1))
	shared := note(keys[1], "minseo")
	first := ledger.CompleteSucceeded(c, "TASK-C", "", shared)
	first.Now = at(2)
	if errs, err := s.ExecutionComplete(ctx(), []ledger.CompleteParams{first}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	before, err := s.OutboxGet(ctx(), shared.Key)
	if err != nil {
		t.Fatal(err)
	}
	d := claim("D", keys[2], time.Minute, at(3))
	e := claim("E", keys[0], time.Minute, at(70)) // B's lease lapsed too
	fresh := note(keys[2], "jiho")
	p1 := ledger.CompleteSucceeded(d, "TASK-D", "", shared, fresh)
	p1.Now = at(10)
	p2 := ledger.CompleteSucceeded(e, "TASK-E", "", note(keys[0], "minseo"))
	p2.Now = at(10)
	errs, held, err = h.ExecutionCompleteHandoff(ctx(), []ledger.CompleteParams{p1, p2}, hand)
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
	after, err := s.OutboxGet(ctx(), shared.Key)
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
		p := ledger.CompleteSucceeded(claim("F", k, time.Minute, at(8)), "TASK-"+k.Action, "", digest)
		p.Now = at(10)
		batch = append(batch, p)
	}
	errs, held, err = h.ExecutionCompleteHandoff(ctx(), batch, hand)
	if err != nil || errs[0] != nil || errs[1] != nil || len(held) != 1 || held[0].Key != digest.Key || held[0].Owner != "W" {
		t.Fatalf("one digest row queued twice in a batch: errs %v, handed off %+v, err %v", errs, held, err)
	}
	if n, err := s.OutboxGet(ctx(), digest.Key); err != nil || n.AttemptID != held[0].AttemptID || n.State != ledger.Running {
		t.Fatalf("the digest row: %+v %v; want the handed-off attempt %s", n, err, held[0].AttemptID)
	}
	if _, _, err := h.ExecutionCompleteHandoff(ctx(), nil, ledger.ClaimParams{Owner: "W"}); err == nil {
		t.Error("a handoff without a lease was accepted")
	}
}
