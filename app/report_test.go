package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/report"
)

// The report card's done-when test (issue 15): a known history — faults,
// a person's correction, a rejection, a rerun, a redelivered webhook, a
// crashed send taken over, a due-date update — is played through the
// application layer against the in-process sandbox, and every figure of
// the card is checked against what the test saw happen. The same history
// with a process restart in the middle gives the same card, and GC makes
// the card name the span it no longer covers.

const m1Notes = `---
date: 2026-09-14
---
# M1

## 액션 아이템
- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-18)
- [ ] @서연 고객 공지문 작성 (기한: 2026-09-25)
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)
- [ ] @준호 창고 재고 실사 (기한: 2026-09-25)
- [ ] @다은 회의록 배포 (기한: 2026-09-22)
`

const m2Notes = `---
date: 2026-09-15
---
# M2

## 액션 아이템
- [ ] @지훈 예산안 검토 (기한: 2026-09-30)
- [ ] @서연 일정 공유 (기한: 2026-09-29)
`

const m3Notes = `---
date: 2026-09-16
---
# M3

## 액션 아이템
- [ ] @민서 보안 점검 일정 수립 (기한: 2026-09-30)
- [ ] @지훈 신규 입사자 교육 자료 정리 (기한: 2026-10-02)
`

var webhookSecret = []byte("report-test-secret")

// history is one play of the story, with what the test observed.
type history struct {
	t      *testing.T
	ctx    context.Context
	clk    *clock.Fake
	svc    *sandbox.Service
	open   func(context.Context, clock.Clock) (ledger.Store, error)
	points *faults.Points
	a      *app.App
	apps   []*app.App
	start  time.Time
	// registeredAt / notifiedAt: latency (ms) of each action key, seen in
	// the status after the pass that settled it.
	regMs, notMs map[string][]int64
}

func (h *history) newApp() *app.App {
	h.t.Helper()
	roster, err := extract.LoadRoster(filepath.Join("..", "examples", "roster.yaml"))
	if err != nil {
		h.t.Fatal(err)
	}
	// Project P77 of acme needs a person's approval before anything is
	// created.
	cfg, err := config.Load("")
	if err != nil {
		h.t.Fatal(err)
	}
	cfg.Approvals = append(cfg.Approvals, config.ApprovalRule{Tenants: []string{"acme"}, Projects: []string{"P77"}, Approval: "required"})
	// The history sends every notification from an explicit dispatcher
	// pass, at the times its expected latencies are computed from, on
	// both backends; inline sends (PostgreSQL's default) would send them
	// earlier.
	inline := false
	cfg.Worker.NotifyInline = &inline
	a, err := app.New(h.ctx, app.Config{OpenStore: h.open, Settings: cfg, Tasks: sandbox.NewTaskConnector(h.svc),
		Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(h.svc)}, Channel: sandbox.Name,
		Roster: roster, Owner: "report-test", Lang: "en", Clock: h.clk, Log: slog.New(slog.DiscardHandler), Faults: h.points,
		Permit: func(string, string, string) (bool, string) { return true, "" }})
	if err != nil {
		h.t.Fatal(err)
	}
	h.apps = append(h.apps, a)
	h.a = a
	return a
}

// keyOf finds the plan's action with this title.
func keyOf(t *testing.T, p app.Plan, title string) string {
	t.Helper()
	for _, a := range p.Actions {
		if strings.Contains(a.Title, title) {
			return a.BusinessKey
		}
	}
	t.Fatalf("no action %q in plan %+v", title, p.Actions)
	return ""
}

func (h *history) engine(keys ...string) app.EngineResult {
	h.t.Helper()
	r, err := h.a.RunEngine(h.ctx, keys)
	if err != nil {
		h.t.Fatal(err)
	}
	h.observe(keys)
	return r
}

func (h *history) dispatch(keys ...string) {
	h.t.Helper()
	if _, err := h.a.RunDispatcher(h.ctx, keys); err != nil {
		h.t.Fatal(err)
	}
}

// observe notes the time at which create keys got registered.
func (h *history) observe(keys []string) {
	for _, k := range keys {
		e, err := h.a.Ledger().ExecutionGet(h.ctx, ledger.MustParseKey(k))
		if err != nil {
			h.t.Fatal(err)
		}
		if strings.HasSuffix(k, ":create-task") && e.State == ledger.Succeeded && h.regMs[k] == nil {
			h.regMs[k] = []int64{h.clk.Now().Sub(h.start).Milliseconds()}
		}
	}
}

// notified notes the time at which the create keys' notifications went out.
func (h *history) notified(execKeys ...string) {
	for _, k := range execKeys {
		if h.notMs[k] != nil {
			continue
		}
		list, err := h.a.Ledger().OutboxList(h.ctx, ledger.OutboxListParams{ExecKey: k})
		if err != nil {
			h.t.Fatal(err)
		}
		for _, n := range list {
			if n.State == ledger.Succeeded {
				h.notMs[k] = []int64{h.clk.Now().Sub(h.start).Milliseconds()}
			}
		}
	}
}

func (h *history) state(key string) ledger.State {
	h.t.Helper()
	e, err := h.a.Ledger().ExecutionGet(h.ctx, ledger.MustParseKey(key))
	if err != nil {
		h.t.Fatal(err)
	}
	return e.State
}

func (h *history) want(key string, st ledger.State) {
	h.t.Helper()
	if got := h.state(key); got != st {
		h.t.Fatalf("%s is %s, want %s (the history did not happen as planned)", key, got, st)
	}
}

// play runs the story; restart, when true, replaces the process (a new
// App on the same ledger, nothing carried over) half-way.
func play(t *testing.T, open func(context.Context, clock.Clock) (ledger.Store, error), restart bool) (*history, report.Card) {
	ctx := context.Background()
	start := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	clk := clock.NewFake(start)
	caps := sandbox.DefaultCapabilities()
	svc, err := sandbox.New(sandbox.Options{Capabilities: &caps, Clock: clk, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	h := &history{t: t, ctx: ctx, clk: clk, svc: svc, open: open, points: &faults.Points{}, start: start,
		regMs: map[string][]int64{}, notMs: map[string][]int64{}}
	t.Cleanup(func() {
		for _, a := range h.apps {
			a.Close()
		}
	})
	a := h.newApp()

	// Meeting 1 from the CLI: five actions, two the extraction cannot
	// resolve (준호 and 다은 are not in the roster).
	notes := app.Notes{Name: "m1.md", Body: []byte(m1Notes), Scope: ledger.MeetingScope{Tenant: "acme", Project: "P42", Meeting: "M1"}}
	plan, err := a.Plan(ctx, notes)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Actions) != 5 {
		t.Fatalf("plan of M1 has %d actions: %+v", len(plan.Actions), plan.Actions)
	}
	k1, k2, k3 := keyOf(t, plan, "물류"), keyOf(t, plan, "고객"), keyOf(t, plan, "공급사")
	k4, k5 := keyOf(t, plan, "창고"), keyOf(t, plan, "회의록")
	if _, err := a.Submit(ctx, plan, "cli", app.EventID(notes)); err != nil {
		t.Fatal(err)
	}
	h.want(k4, ledger.NeedsHuman)
	h.want(k5, ledger.NeedsHuman)

	clk.Advance(time.Second)
	h.engine(k1) // registered at 1 s
	h.want(k1, ledger.Succeeded)
	if err := svc.InjectFault(faults.DropCreateResponse, 1); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Second)
	h.engine(k2) // the task is made, the answer lost: unknown
	h.want(k2, ledger.Unknown)
	if err := svc.InjectFault(faults.RateLimitCreate, 1); err != nil {
		t.Fatal(err)
	}
	h.engine(k3) // 429: nothing made, retried later
	h.want(k3, ledger.Pending)
	clk.Advance(2 * time.Minute)
	h.engine(k2) // reconciled: found by key
	h.want(k2, ledger.Succeeded)
	h.engine(k3)
	h.want(k3, ledger.Succeeded)
	// A person fixes the assignee of one held action and rejects the other.
	clk.Advance(time.Minute)
	if _, err := a.Correct(ctx, app.Correction{Key: k4, Assignee: "민서", Actor: "kim", Reason: "준호 moved teams"}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Reject(ctx, []string{k5}, "kim", "not an action: minutes go out anyway"); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Second)
	h.engine(k4)
	h.want(k4, ledger.Succeeded)
	h.want(k5, ledger.Abandoned)
	clk.Advance(time.Second)
	h.dispatch()
	h.notified(k1, k2, k3, k4)
	// The operator runs the same notes again: the event is a duplicate.
	plan2, err := a.Plan(ctx, notes)
	if err != nil {
		t.Fatal(err)
	}
	if sub, err := a.Submit(ctx, plan2, "cli", app.EventID(notes)); err != nil || !sub.Duplicate {
		t.Fatalf("rerun: %+v %v", sub, err)
	}

	if restart {
		// The process dies between passes; a new one carries on from the
		// ledger alone.
		a = h.newApp()
	}

	// Meeting 2 by webhook, delivered twice.
	srv := httptest.NewServer(a.Handler(app.HTTPOptions{Secret: webhookSecret}))
	defer srv.Close()
	body, _ := json.Marshal(app.Event{Tenant: "acme", Project: "P42", Meeting: "M2", Date: "2026-09-15", Notes: m2Notes})
	for i := 0; i < 2; i++ {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/meetings", bytes.NewReader(body))
		for k, v := range app.SignWebhook(webhookSecret, "dlv-7", a.Clock().Now(), body) {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if want := []int{http.StatusAccepted, http.StatusOK}[i]; resp.StatusCode != want {
			t.Fatalf("delivery %d: %d %s", i+1, resp.StatusCode, b)
		}
	}
	// The worker's half of the intake, for this one event (its keys are
	// worked one by one below).
	var ev app.Event
	if err := json.Unmarshal(body, &ev); err != nil {
		t.Fatal(err)
	}
	// The worker takes the event 5 s after it was received: latency
	// counts from the receipt.
	m2Start := clk.Now()
	clk.Advance(5 * time.Second)
	if err := a.Ingest(ctx, ev, "webhook", "dlv-7"); err != nil {
		t.Fatal(err)
	}
	if r, err := a.Ledger().InboxGet(ctx, "webhook", "dlv-7"); err != nil || r.Status != ledger.InboxProcessed {
		t.Fatalf("webhook receipt: %+v %v", r, err)
	}
	list, err := a.Executions(ctx, ledger.ListParams{Tenant: "acme", Project: "P42", Meeting: "M2"})
	if err != nil || len(list) != 2 {
		t.Fatalf("M2 keys: %d %v", len(list), err)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Intent.Title < list[j].Intent.Title })
	m1, m2 := list[0].Key.String(), list[1].Key.String()
	clk.Advance(time.Second)
	// m1: the target answers, then the process dies before recording.
	h.points.Set(faults.AfterSendBeforeRecord, faults.Once(1, func(ctx context.Context, key string) error { return faults.ErrCrash }))
	h.engine(m1)
	h.points.Set(faults.AfterSendBeforeRecord, nil)
	h.want(m1, ledger.Running)
	clk.Advance(time.Minute)
	h.engine(m1) // taken over again; found by key
	h.want(m1, ledger.Succeeded)
	h.engine(m2)
	h.want(m2, ledger.Succeeded)
	// m1's notification: delivered, acknowledgement lost, confirmed from
	// the channel's delivery history.
	if err := svc.InjectFault(faults.DropNotifyAck, 1); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Second)
	n1, err := a.Notifications(ctx, ledger.OutboxListParams{ExecKey: m1})
	if err != nil || len(n1) != 1 {
		t.Fatalf("notification of %s: %d %v", m1, len(n1), err)
	}
	h.dispatch(n1[0].Key)
	if n, _ := a.Ledger().OutboxGet(ctx, n1[0].Key); n.State != ledger.Unknown {
		t.Fatalf("notification with a lost ack is %s, want unknown", n.State)
	}
	clk.Advance(time.Second)
	h.dispatch()
	h.notified(m1, m2)
	// The due date of m2 moves: an update of the registered task.
	clk.Advance(time.Second)
	upd, _, _, err := a.UpdateDue(ctx, ledger.MustParseKey(m2), "2026-10-02", true)
	if err != nil {
		t.Fatal(err)
	}
	h.engine(upd.Key.String())
	h.dispatch()
	// Latency of M2 counts from its own start.
	for _, k := range []string{m1, m2} {
		h.notified(k)
		h.regMs[k][0] -= m2Start.Sub(start).Milliseconds()
		h.notMs[k][0] -= m2Start.Sub(start).Milliseconds()
	}

	// Meeting 3 needs approval: one action approved, one rejected.
	clk.Advance(time.Minute)
	m3Start := clk.Now()
	notes3 := app.Notes{Name: "m3.md", Body: []byte(m3Notes), Scope: ledger.MeetingScope{Tenant: "acme", Project: "P77", Meeting: "M3"}}
	plan3, err := a.Plan(ctx, notes3)
	if err != nil || len(plan3.Actions) != 2 {
		t.Fatalf("plan of M3: %+v %v", plan3.Actions, err)
	}
	if _, err := a.Submit(ctx, plan3, "cli", app.EventID(notes3)); err != nil {
		t.Fatal(err)
	}
	q1, q2 := keyOf(t, plan3, "보안"), keyOf(t, plan3, "교육")
	h.want(q1, ledger.NeedsHuman)
	clk.Advance(30 * time.Second)
	if _, err := a.Approve(ctx, []string{q1}, "lee", "ok"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Reject(ctx, []string{q2}, "lee", "already planned"); err != nil {
		t.Fatal(err)
	}
	h.engine(q1)
	h.want(q1, ledger.Succeeded)
	clk.Advance(time.Second)
	h.dispatch()
	h.notified(q1)
	h.regMs[q1][0] -= m3Start.Sub(start).Milliseconds()
	h.notMs[q1][0] -= m3Start.Sub(start).Milliseconds()

	card, err := h.a.Report(ctx, report.Params{Tenant: "acme"})
	if err != nil {
		t.Fatal(err)
	}
	return h, card
}

func firstKey(m map[string][]int64, prefix string) string {
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			return k
		}
	}
	return ""
}

// nearest-rank percentile of the observed latencies.
func pct(v []int64, p int) int64 {
	s := append([]int64(nil), v...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := (p*len(s) + 99) / 100
	return s[max(rank, 1)-1]
}

func lat(m map[string][]int64, prefix string) []int64 {
	var out []int64
	for k, v := range m {
		if strings.HasPrefix(k, prefix) {
			out = append(out, v...)
		}
	}
	return out
}

func checkCard(t *testing.T, h *history, c report.Card) {
	t.Helper()
	if len(c.Meetings) != 3 {
		t.Fatalf("meetings: %+v", c.Meetings)
	}
	m1, m2, m3 := c.Meetings[0], c.Meetings[1], c.Meetings[2]
	if m1.Meeting != "M1" || m2.Meeting != "M2" || m3.Meeting != "M3" {
		t.Fatalf("meetings: %s, %s, %s", m1.Meeting, m2.Meeting, m3.Meeting)
	}
	type fig struct {
		name      string
		got, want int64
	}
	r1 := lat(h.regMs, "acme:P42:M1:")
	n1 := lat(h.notMs, "acme:P42:M1:")
	r2 := lat(h.regMs, "acme:P42:M2:")
	n2 := lat(h.notMs, "acme:P42:M2:")
	all := func(a, b []int64) []int64 { return append(append([]int64{}, a...), b...) }
	figs := []fig{
		// Meeting 1: 5 extracted, 3 ready, 2 held; 4 registered and
		// notified; 1 rejected; 1 corrected (assignee) by a person; the
		// lost response found by key; one 429 retried; the rerun absorbed.
		{"M1 extracted", int64(m1.Extracted), 5}, {"M1 ready", int64(m1.Ready), 3}, {"M1 needs_human", int64(m1.NeedsHuman), 2},
		{"M1 registered", int64(m1.Registered), 4}, {"M1 notified", int64(m1.Notified), 4}, {"M1 open", int64(m1.Open), 0},
		{"M1 approvals", int64(m1.Approvals), 0}, {"M1 rejections", int64(m1.Rejections), 1}, {"M1 corrections", int64(m1.Corrections), 1},
		{"M1 corrections_assignee", int64(m1.CorrAssignee), 1}, {"M1 corrections_due", int64(m1.CorrDue), 0},
		{"M1 manual_resolutions", int64(m1.ManualResolved), 0}, {"M1 unknown", int64(m1.Unknown), 1},
		{"M1 settled_found_by_key", int64(m1.SettledFoundByKey), 1}, {"M1 settled_resent", int64(m1.SettledResent), 0},
		{"M1 settled_by_human", int64(m1.SettledByHuman), 0}, {"M1 retries", int64(m1.Retries), 1},
		{"M1 stale_owner_takeovers", int64(m1.Takeovers), 0}, {"M1 duplicates_absorbed", int64(m1.Duplicates), 1},
		{"M1 duplicates_events", int64(m1.DupEvents), 1}, {"M1 breaker_refusals", int64(m1.BreakerRefusals), 0},
		{"M1 registered_p50_ms", m1.RegisteredP50Ms, pct(r1, 50)}, {"M1 registered_p99_ms", m1.RegisteredP99Ms, pct(r1, 99)},
		{"M1 notified_p50_ms", m1.NotifiedP50Ms, pct(n1, 50)}, {"M1 notified_p99_ms", m1.NotifiedP99Ms, pct(n1, 99)},
		// Meeting 2: 2 extracted and ready, both registered and notified;
		// m1's worker died after the target answered (its lease taken
		// over, the task found by key); its notification's lost ack was found in the delivery
		// history; the due-date update is a correction; the redelivered
		// webhook was absorbed.
		{"M2 extracted", int64(m2.Extracted), 2}, {"M2 ready", int64(m2.Ready), 2}, {"M2 needs_human", int64(m2.NeedsHuman), 0},
		{"M2 registered", int64(m2.Registered), 2}, {"M2 notified", int64(m2.Notified), 2}, {"M2 open", int64(m2.Open), 0},
		{"M2 corrections", int64(m2.Corrections), 1}, {"M2 corrections_due", int64(m2.CorrDue), 1},
		{"M2 unknown", int64(m2.Unknown), 1}, {"M2 settled_found_by_key", int64(m2.SettledFoundByKey), 1},
		{"M2 stale_owner_takeovers", int64(m2.Takeovers), 1}, {"M2 stale_attempts", int64(m2.StaleAttempts), 1},
		{"M1 stale_attempts", int64(m1.StaleAttempts), 0}, {"M2 retries", int64(m2.Retries), 0},
		{"M2 duplicates_absorbed", int64(m2.Duplicates), 1}, {"M2 duplicates_events", int64(m2.DupEvents), 1},
		{"M2 registered_p50_ms", m2.RegisteredP50Ms, pct(r2, 50)}, {"M2 registered_p99_ms", m2.RegisteredP99Ms, pct(r2, 99)},
		{"M2 notified_p50_ms", m2.NotifiedP50Ms, pct(n2, 50)}, {"M2 notified_p99_ms", m2.NotifiedP99Ms, pct(n2, 99)},
		// Meeting 3 (approval required): both ready and awaiting approval;
		// one approved and registered, one rejected.
		{"M3 extracted", int64(m3.Extracted), 2}, {"M3 ready", int64(m3.Ready), 2}, {"M3 awaiting_approval", int64(m3.Awaiting), 2},
		{"M3 needs_human", int64(m3.NeedsHuman), 0}, {"M3 approvals", int64(m3.Approvals), 1}, {"M3 rejections", int64(m3.Rejections), 1},
		{"M3 registered", int64(m3.Registered), 1}, {"M3 notified", int64(m3.Notified), 1}, {"M3 open", int64(m3.Open), 0},
		{"M3 corrections", int64(m3.Corrections), 0}, {"M3 manual_resolutions", int64(m3.ManualResolved), 0},
		{"M3 registered_p50_ms", m3.RegisteredP50Ms, h.regMs[""+firstKey(h.regMs, "acme:P77:M3:")][0]},
		{"total extracted", int64(c.Total.Extracted), 9}, {"total registered", int64(c.Total.Registered), 7},
		{"total unknown", int64(c.Total.Unknown), 2}, {"total duplicates", int64(c.Total.Duplicates), 2},
		{"total corrections", int64(c.Total.Corrections), 2}, {"total approvals", int64(c.Total.Approvals), 1},
		{"total rejections", int64(c.Total.Rejections), 2},
		{"total registered_p99_ms", c.Total.RegisteredP99Ms, pct(all(r1, r2), 99)}, {"total notified_p50_ms", c.Total.NotifiedP50Ms, pct(all(n1, n2), 50)},
	}
	for _, f := range figs {
		if f.got != f.want {
			t.Errorf("%s = %d, want %d", f.name, f.got, f.want)
		}
	}
	// 1 rejection + 1 correction of 5; 1 correction of 2.
	if m1.ChangedShare != 0.4 || m2.ChangedShare != 0.5 || m3.ChangedShare != 0.5 || m1.HumanPer100 != 40 || m2.HumanPer100 != 50 || m3.HumanPer100 != 100 {
		t.Errorf("share changed %v / %v / %v, human per 100 %v / %v / %v", m1.ChangedShare, m2.ChangedShare, m3.ChangedShare, m1.HumanPer100, m2.HumanPer100, m3.HumanPer100)
	}
	if c.Coverage.Collected != 0 || !c.Coverage.OldestKept.Equal(h.start) {
		t.Errorf("coverage: %+v", c.Coverage)
	}
}

func cardJSON(t *testing.T, c report.Card) string {
	t.Helper()
	c.GeneratedAt = time.Time{}
	b, err := json.MarshalIndent(c, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func testReportHistory(t *testing.T, open func(t *testing.T) func(context.Context, clock.Clock) (ledger.Store, error)) {
	h, card := play(t, open(t), false)
	checkCard(t, h, card)
	_, again := play(t, open(t), true)
	if a, b := cardJSON(t, card), cardJSON(t, again); a != b {
		t.Errorf("a restart in the middle changed the card:\nstraight:\n%s\nwith restart:\n%s", a, b)
	}
	// A new process reads the same card: nothing came from memory.
	fresh := h.newApp()
	c2, err := fresh.Report(h.ctx, report.Params{Tenant: "acme"})
	if err != nil {
		t.Fatal(err)
	}
	if cardJSON(t, c2) != cardJSON(t, card) {
		t.Error("a fresh process computes another card")
	}
	// One meeting, a period, and what GC removed.
	one, err := fresh.Report(h.ctx, report.Params{Tenant: "acme", Project: "P42", Meeting: "M2"})
	if err != nil || len(one.Meetings) != 1 || one.Total.Extracted != 2 {
		t.Fatalf("one meeting: %+v %v", one.Total, err)
	}
	h.clk.Advance(46 * 24 * time.Hour)
	if _, err := fresh.GC(h.ctx, ledger.DefaultRetention, false); err != nil {
		t.Fatal(err)
	}
	gone, err := fresh.Report(h.ctx, report.Params{Tenant: "acme", Since: h.start.Add(-time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	// Every action was finished, so GC removed them all (the rejected
	// ones too); the registry still names all nine.
	// (The registry's times are the extractor's clock, not the ledger's.)
	if gone.Total.Extracted != 0 || gone.Coverage.Collected != 9 || gone.Coverage.UncoveredFrom.IsZero() || gone.Coverage.UncoveredUntil.Before(gone.Coverage.UncoveredFrom) {
		t.Errorf("after GC: total %+v coverage %+v", gone.Total.Extracted, gone.Coverage)
	}
	if txt := gone.CoverageText("en"); !strings.Contains(txt, "Not covered: 9 actions") {
		t.Errorf("coverage text: %s", txt)
	}
}

func TestReportCardFromKnownHistorySQLite(t *testing.T) {
	t.Parallel()
	testReportHistory(t, func(t *testing.T) func(context.Context, clock.Clock) (ledger.Store, error) {
		path := filepath.Join(t.TempDir(), "ledger.db")
		return func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, path, app.StoreOptions{Clock: clk, Synchronous: "NORMAL"})
		}
	})
}

func TestReportCardFromKnownHistoryPostgres(t *testing.T) {
	t.Parallel()
	admin := pgtest.ServerDSN(t)
	app.HoldPostgres(t) // its two databases, one hold
	testReportHistory(t, func(t *testing.T) func(context.Context, clock.Clock) (ledger.Store, error) {
		dsn := pgtest.FromTemplate(t, admin, pgtest.SharedTemplate(t, admin))
		return func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, dsn, app.StoreOptions{Clock: clk})
		}
	})
}

// The card reads approvals from the reasons app writes.
func TestReportReadsAppsApprovalReason(t *testing.T) {
	t.Parallel()
	if report.AwaitingApproval != app.AwaitingApproval {
		t.Fatalf("report reads %q, app writes %q", report.AwaitingApproval, app.AwaitingApproval)
	}
}
