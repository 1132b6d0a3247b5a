package worker_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/worker"
)

// poisonShapes are signed, well-formed JSON bodies that cannot be ingested
// (issue 19): they must be refused at the door, not stored.
func poisonShapes() map[string]worker.Event {
	ok := worker.Event{Tenant: "demo", Project: "P42", Meeting: "M0914", Date: "2026-09-14", Notes: seed}
	with := func(f func(*worker.Event)) worker.Event { e := ok; f(&e); return e }
	return map[string]worker.Event{
		"bad date":         with(func(e *worker.Event) { e.Date = "not-a-date" }),
		"300-char tenant":  with(func(e *worker.Event) { e.Tenant = strings.Repeat("t", 300) }),
		"5000-char tenant": with(func(e *worker.Event) { e.Tenant = strings.Repeat("t", 5000) }),
		"NUL in notes":     with(func(e *worker.Event) { e.Notes = "민서 님이\u0000 월요일까지 확인합니다." }),
		"key too long": with(func(e *worker.Event) {
			e.Project = strings.Repeat("p", 80)
			e.Meeting = strings.Repeat("m", 80)
			e.Tenant = strings.Repeat("t", 80)
		}),
		"invisible tenant": with(func(e *worker.Event) { e.Tenant = "demo\u200b" }),
		"bidi tenant":      with(func(e *worker.Event) { e.Tenant = "de\u202eomd" }),
		"path-like tenant": with(func(e *worker.Event) { e.Tenant = "../../etc" }),
		"blank notes":      with(func(e *worker.Event) { e.Notes = " \n\t" }),
	}
}

func TestWebhookRefusesPoisonBeforeStoring(t *testing.T) {
	f := newFixture(t)
	f.srv.Config.Handler = worker.Handler(worker.HTTPConfig{Store: f.store, Secret: []byte(secret), MaxBody: 1 << 20, Nudge: f.w.Nudge, Clock: f.clk})
	i := 0
	for name, ev := range poisonShapes() {
		i++
		b, _ := json.Marshal(ev)
		code, out := f.post(t, b, f.sign(b, fmt.Sprintf("p-%d", i)))
		if code != http.StatusBadRequest && code != http.StatusUnprocessableEntity {
			t.Errorf("%s: status %d %v, want 400 or 422", name, code, out)
		}
	}
	if n := inboxCount(t, f.store); n != 0 {
		t.Fatalf("poison deliveries recorded %d receipts", n)
	}
}

// Deliveries that pass the door but fail at ingest are retried with backoff
// a bounded number of times, then parked as needs-human with their reason;
// they never block an event behind them.
func TestPoisonDeliveriesDoNotBlockIntake(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	// 50 stored receipts whose ingest fails: half would be refused at the
	// door today (written by an older version), half fail in extraction.
	for i := range 50 {
		ev := worker.Event{Tenant: "demo", Project: "P42", Meeting: fmt.Sprintf("X%d", i), Date: "not-a-date", Notes: seed}
		if i%2 == 1 {
			ev.Date, ev.Notes = "2026-09-14", failIngest+seed
		}
		b, _ := json.Marshal(ev)
		if _, _, err := f.store.InboxReceive(ctx, ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: fmt.Sprintf("poison-%02d", i), Body: b}); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := f.store.InboxReceive(ctx, ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: "garbage", Body: []byte("{not json")}); err != nil {
		t.Fatal(err)
	}
	f.clk.Advance(time.Second)
	b := body(seed)
	if code, _ := f.post(t, b, f.sign(b, "valid")); code != http.StatusAccepted {
		t.Fatalf("valid delivery: %d", code)
	}
	res, err := f.w.RunOnce(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := f.store.InboxGet(ctx, worker.WebhookSource, "valid"); r.Status != ledger.InboxProcessed || res.Events != 1 || res.Keys.Succeeded != 1 {
		t.Fatalf("valid delivery behind 50 poison ones not ingested in one pass: %+v, receipt %+v", res, r)
	}
	if r, _ := f.store.InboxGet(ctx, worker.WebhookSource, "garbage"); r.Status != ledger.InboxNeedsHuman || !strings.Contains(r.Reason, "JSON") {
		t.Fatalf("undecodable body not parked at once: %+v", r)
	}
	// A failed event is not retried on the very next pass…
	res, _ = f.w.RunOnce(ctx)
	if len(res.EventErr) != 0 {
		t.Fatalf("poison retried without backoff: %d errors", len(res.EventErr))
	}
	// …and after its bounded retries it is parked with its reason.
	for range 20 {
		f.clk.Advance(time.Hour)
		if _, err := f.w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
	}
	st, _ := f.store.Stats(ctx)
	if st.Inbox[ledger.InboxNeedsHuman] != 51 || st.Inbox[ledger.InboxReceived] != 0 {
		t.Fatalf("inbox = %v, want 51 parked, none received", st.Inbox)
	}
	r, _ := f.store.InboxGet(ctx, worker.WebhookSource, "poison-06")
	if r.Attempts != 1 || !strings.Contains(r.Reason, "not-a-date") {
		t.Fatalf("invalid event: attempts %d reason %q; want parked at the first try", r.Attempts, r.Reason)
	}
	r, _ = f.store.InboxGet(ctx, worker.WebhookSource, "poison-07")
	if r.Attempts != worker.DefaultMaxEventAttempts || !strings.Contains(r.Reason, "extractor unavailable") || len(r.Reason) > ledger.MaxInboxReason {
		t.Fatalf("failing event: attempts %d reason %q; want parked after the bounded retries", r.Attempts, r.Reason)
	}
	f.clk.Advance(time.Hour)
	if res, _ := f.w.RunOnce(ctx); len(res.EventErr) != 0 {
		t.Fatal("a parked event was tried again")
	}
}

// A scope typed in another Unicode form is the same scope: the webhook
// normalises it (NFC) before any key is built.
func TestWebhookNormalisesScope(t *testing.T) {
	f := newFixture(t)
	b, _ := json.Marshal(worker.Event{Tenant: "demo", Project: "P42", Meeting: "M\u1112\u1161\u11ab", Date: "2026-09-14", Notes: seed})
	if code, out := f.post(t, b, f.sign(b, "nfd")); code != http.StatusAccepted {
		t.Fatalf("decomposed meeting: %d %v", code, out)
	}
	if res, err := f.w.RunOnce(context.Background()); err != nil || res.Events != 1 {
		t.Fatalf("pass = %+v, %v", res, err)
	}
	if _, err := f.store.ExecutionGet(context.Background(), ledger.MustParseKey("demo:P42:M한:A001:create-task")); err != nil {
		t.Fatalf("key not built on the NFC scope: %v", err)
	}
}
