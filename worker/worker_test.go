package worker_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/plan"
	"github.com/axagent/axagent/worker"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

type fixture struct {
	store ledger.Store
	svc   *sandbox.Service
	w     *worker.Worker
	srv   *httptest.Server
	clk   *clock.Fake
}

const secret = "s3cret"

// failIngest at the start of notes makes the fixture's ingest fail.
const failIngest = "#fail-ingest "

func newFixture(t *testing.T) *fixture {
	t.Helper()
	// A copy of one migrated ledger: migrating each test's afresh cost
	// more CPU under the race detector than most tests' own work (issue 32).
	path := filepath.Join(t.TempDir(), "l.db")
	if err := sqlite.CreateMigrated(context.Background(), path); err != nil {
		t.Fatal(err)
	}
	return newFixtureAt(t, path)
}

func newFixtureAt(t *testing.T, path string) *fixture {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	store, err := sqlite.Open(context.Background(), path, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	svc, _ := sandbox.New(sandbox.Options{NextTaskID: 418, Clock: clk, Log: quiet})
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n    aliases: [Minseo]\n    ids: {sandbox: minseo}\n"))
	if err != nil {
		t.Fatal(err)
	}
	eng := &execute.Engine{Store: store, Tasks: sandbox.NewTaskConnector(svc), Channel: "sandbox", Clock: clk, Owner: "W", Log: quiet}
	disp := &notify.Dispatcher{Store: store, Channels: map[string]notify.Channel{"sandbox": sandbox.NewChannel(svc)}, Clock: clk, Owner: "W", Log: quiet}
	f := &fixture{store: store, svc: svc, clk: clk}
	keys := func(ctx context.Context) (worker.KeyCounts, error) {
		r, err := eng.RunOnce(ctx, nil)
		return worker.KeyCounts{Claimed: r.Claimed, Succeeded: r.Succeeded, StaleWrites: r.StaleWrites}, err
	}
	f.w = worker.New(worker.Config{Store: store, Keys: keys, Dispatcher: disp, Clock: clk, Log: quiet,
		Ingest: func(ctx context.Context, ev worker.Event, source, id string, claim *ledger.InboxClaim) error {
			if strings.HasPrefix(ev.Notes, failIngest) {
				return errors.New("extractor unavailable: " + strings.Repeat("x", 5000))
			}
			loc, _ := dates.LoadLocation("")
			var d dates.Date
			if ev.Date != "" {
				var err error
				if d, err = dates.ParseISO(ev.Date); err != nil {
					return err
				}
			}
			pl, err := extract.Run(ctx, rules.New(), store, extract.Input{Name: id, Notes: []byte(ev.Notes), Location: loc, MeetingDate: d,
				Scope: ledger.MeetingScope{Tenant: ev.Tenant, Project: ev.Project, Meeting: ev.Meeting}, Roster: roster})
			if err != nil {
				return err
			}
			_, err = plan.SubmitWith(ctx, store, pl, source, id, clk.Now(), plan.Options{Claim: claim})
			return err
		}})
	f.srv = httptest.NewServer(worker.Handler(worker.HTTPConfig{Store: store, Secret: []byte(secret), MaxBody: 4096, Nudge: f.w.Nudge, Clock: clk}))
	t.Cleanup(f.srv.Close)
	return f
}

func body(notes string) []byte {
	b, _ := json.Marshal(worker.Event{Tenant: "demo", Project: "P42", Meeting: "M0914", Date: "2026-09-14", Notes: notes})
	return b
}

// sign is the Standard Webhooks headers of delivery id of b, sent now.
func (f *fixture) sign(b []byte, id string) http.Header {
	return worker.Sign([]byte(secret), id, f.clk.Now(), b)
}

func (f *fixture) post(t *testing.T, b []byte, h http.Header) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", f.srv.URL+"/v1/meetings", bytes.NewReader(b))
	for k, v := range h {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func inboxCount(t *testing.T, s ledger.Store) int {
	st, err := s.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.Inbox[ledger.InboxReceived] + st.Inbox[ledger.InboxProcessed]
}

const seed = "민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.\n"

func TestWebhookBadSignatureRecordsNothing(t *testing.T) {
	f := newFixture(t)
	b := body(seed)
	good := f.sign(b, "d-1")
	with := func(k, v string) http.Header {
		h := good.Clone()
		if v == "" {
			h.Del(k)
		} else {
			h.Set(k, v)
		}
		return h
	}
	for name, h := range map[string]http.Header{
		"none":            {},
		"no signature":    with(worker.HeaderSignature, ""),
		"no id":           with(worker.HeaderID, ""),
		"no timestamp":    with(worker.HeaderTimestamp, ""),
		"wrong secret":    worker.Sign([]byte("wrong"), "d-1", f.clk.Now(), b),
		"not v1":          with(worker.HeaderSignature, "v2,"+strings.TrimPrefix(good.Get(worker.HeaderSignature), "v1,")),
		"not base64":      with(worker.HeaderSignature, "v1,!!!"),
		"other id signed": with(worker.HeaderID, "d-2"),
	} {
		if code, _ := f.post(t, b, h); code != http.StatusUnauthorized {
			t.Errorf("%s: status %d, want 401", name, code)
		}
	}
	if n := inboxCount(t, f.store); n != 0 {
		t.Fatalf("bad signatures recorded %d receipts", n)
	}
}

func TestWebhookOversizedIs413(t *testing.T) {
	f := newFixture(t)
	b := body(strings.Repeat("가", 5000))
	if code, _ := f.post(t, b, f.sign(b, "d-big")); code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413", code)
	}
	if inboxCount(t, f.store) != 0 {
		t.Fatal("oversized body recorded")
	}
}

// S8/S10: a replayed delivery (same ID) answers 200 with the original result
// and causes no new work, before and after processing; a consumer that
// committed and crashed before answering is covered by the same path.
func TestWebhookReplay(t *testing.T) {
	f := newFixture(t)
	b := body(seed)
	sig := f.sign(b, "d-1")
	code, out := f.post(t, b, sig)
	if code != http.StatusAccepted || out["status"] != "accepted" {
		t.Fatalf("first delivery: %d %v", code, out)
	}
	if code, out := f.post(t, b, sig); code != http.StatusOK || out["duplicate"] != true {
		t.Fatalf("replay before processing: %d %v", code, out)
	}
	res, err := f.w.RunOnce(context.Background())
	if err != nil || res.Events != 1 || res.Keys.Succeeded != 1 {
		t.Fatalf("worker pass = %+v, %v", res, err)
	}
	code, out = f.post(t, b, sig)
	if code != http.StatusOK || out["status"] != "processed" || out["result"] == nil {
		t.Fatalf("replay after processing: %d %v", code, out)
	}
	res, _ = f.w.RunOnce(context.Background())
	if res.Busy() {
		t.Fatalf("replay caused work: %+v", res)
	}
	if n := len(f.svc.TasksForKey("demo:P42:M0914:A001:create-task")); n != 1 {
		t.Fatalf("%d tasks", n)
	}
	// The same notes under a new delivery ID are a new event, but the keys
	// exist: nothing new is created.
	if code, _ := f.post(t, b, f.sign(b, "d-2")); code != http.StatusAccepted {
		t.Fatalf("second delivery ID: %d", code)
	}
	f.w.RunOnce(context.Background())
	if n := len(f.svc.Tasks()); n != 1 {
		t.Fatalf("%d tasks after a redelivery under a new ID", n)
	}
}

func TestWebhookRejectsBadEvent(t *testing.T) {
	f := newFixture(t)
	bad, _ := json.Marshal(worker.Event{Tenant: "de mo", Project: "P42", Meeting: "M1", Notes: "x"})
	if code, _ := f.post(t, bad, f.sign(bad, "d-3")); code != http.StatusUnprocessableEntity {
		t.Fatalf("bad tenant: %d", code)
	}
	b := body(seed)
	if code, _ := f.post(t, b, f.sign(b, "")); code != http.StatusUnauthorized {
		t.Fatalf("missing delivery ID: %d", code)
	}
	if inboxCount(t, f.store) != 0 {
		t.Fatal("rejected events recorded")
	}
}

func TestHealthAndRun(t *testing.T) {
	f := newFixture(t)
	for _, p := range []string{"/healthz", "/readyz"} {
		resp, err := http.Get(f.srv.URL + p)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("%s: %v %v", p, resp, err)
		}
		resp.Body.Close()
	}
	// --once semantics: Run returns after a pass with nothing to do.
	stop, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := f.w.Run(stop, worker.Idle); err != nil {
		t.Fatal(err)
	}
}

func TestMetricsEndpoint(t *testing.T) {
	f := newFixture(t)
	reg := prometheus.NewRegistry()
	m := execute.NewMetrics(reg, f.store, func() int64 { return f.clk.Now().UnixMilli() })
	m.Notified("sent")
	srv := httptest.NewServer(worker.Handler(worker.HTTPConfig{Store: f.store, Registry: reg}))
	defer srv.Close()
	b := body(seed)
	f.post(t, b, f.sign(b, "d-m"))
	f.w.RunOnce(context.Background())
	resp, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`axagent_executions{state="succeeded"} 1`, `axagent_notifications{state="succeeded"} 1`, `axagent_notifications_total{outcome="sent"} 1`, "axagent_outbox_lag_seconds"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	// Without a secret the webhook is disabled, not open.
	resp2, _ := http.Post(srv.URL+"/v1/meetings", "application/json", bytes.NewReader(b))
	if resp2.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("webhook without a secret: %d", resp2.StatusCode)
	}
	resp2.Body.Close()
}

// --once (Idle) settles the key pass's background work before it stops:
// while Settle reports work that was still running, the worker passes
// again, and it stops only after a quiet pass that settles nothing.
func TestOnceSettlesBeforeStopping(t *testing.T) {
	f := newFixture(t)
	var passes, settles int
	keys := func(context.Context) (worker.KeyCounts, error) {
		passes++
		if passes == 1 {
			return worker.KeyCounts{Claimed: 1, Succeeded: 1}, nil
		}
		return worker.KeyCounts{}, nil
	}
	disp := &notify.Dispatcher{Store: f.store, Channels: map[string]notify.Channel{"sandbox": sandbox.NewChannel(f.svc)}, Clock: f.clk, Owner: "W", Log: quiet}
	w := worker.New(worker.Config{Store: f.store, Keys: keys, Dispatcher: disp, Clock: f.clk, Log: quiet,
		Settle: func() bool { settles++; return settles == 1 }})
	if err := w.Run(context.Background(), worker.Idle); err != nil {
		t.Fatal(err)
	}
	if passes != 3 || settles != 2 {
		t.Fatalf("%d passes and %d settles; want 3 and 2 (busy, quiet with deliveries in flight, quiet and settled)", passes, settles)
	}
}
