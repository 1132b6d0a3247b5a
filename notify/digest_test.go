package notify_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/webhook"
)

// people is a roster as the planner sees it: channel order and addresses.
type people map[string]struct {
	channels []string
	addr     map[string]string
}

func (p people) Channels(id string) []string { return p[id].channels }
func (p people) Address(id, ch string) string {
	return p[id].addr[ch]
}

// rig is one meeting's ledger, a sandbox channel with delivery history and
// a dispatcher, wired like the app wires them.
type rig struct {
	t       *testing.T
	ctx     context.Context
	clk     *clock.Fake
	store   ledger.Store
	svc     *sandbox.Service
	d       *notify.Dispatcher
	planner *notify.Planner
	mode    string
}

func newRig(t *testing.T, mode string, dir people, extra map[string]notify.Channel) *rig {
	t.Helper()
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	caps := sandbox.Capabilities{DeliveryHistory: true}
	svc := sandbox.MustNew(sandbox.Options{NextMessageID: 900, Capabilities: &caps, Clock: clk, Log: quiet})
	// A copy of one migrated ledger: migrating each test's afresh cost
	// more CPU under the race detector than most tests' own work (issue 32).
	path := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, path); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, path, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	chans := map[string]notify.Channel{"sandbox": sandbox.NewChannel(svc)}
	for k, v := range extra {
		chans[k] = v
	}
	r := &rig{t: t, ctx: ctx, clk: clk, store: store, svc: svc, mode: mode}
	r.d = &notify.Dispatcher{Store: store, Channels: chans, Clock: clk, Owner: "A", Lease: 30 * time.Second, Log: quiet,
		Backoff: func(int, time.Duration) time.Duration { return time.Second }, MaxAttempts: 5,
		Digest: notify.DigestConfig{Wait: 10 * time.Minute, Recheck: 30 * time.Second, TaskURL: "https://tracker.example/issues/{id}"}}
	r.planner = &notify.Planner{Directory: dir,
		Policy:     func(string, string) notify.Policy { return notify.Policy{Mode: mode, Channels: []string{"sandbox"}} },
		Configured: func(ch string) bool { _, ok := chans[ch]; return ok }}
	return r
}

func (r *rig) key(action string) ledger.BusinessKey {
	return ledger.MustParseKey("demo:P42:M0914:" + action + ":create-task")
}

// enqueue adds an action for person (not yet settled).
func (r *rig) enqueue(action, person, title string) {
	r.t.Helper()
	if _, err := r.store.ExecutionEnqueue(r.ctx, ledger.EnqueueParams{Key: r.key(action), Intent: ledger.Intent{Project: "P42", Action: action,
		Title: title, AssigneeID: person, DueDate: "2026-09-21", Source: person + " 님 " + title + " 월요일까지"}, Now: r.clk.Now()}); err != nil {
		r.t.Fatal(err)
	}
}

// succeed settles an enqueued action as created, with the rows the planner
// writes in the same transaction.
func (r *rig) succeed(action string) {
	r.t.Helper()
	k := r.key(action)
	claimed, err := r.store.ExecutionClaim(r.ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Keys: []string{k.String()}, Now: r.clk.Now()})
	if err != nil || len(claimed) != 1 {
		r.t.Fatalf("claim %s: %v %v", k, claimed, err)
	}
	e := claimed[0]
	task := "TASK-" + strings.TrimPrefix(action, "A")
	base := ledger.NewNotification{Key: ledger.NotificationKey(k, "created", "assignee", 1), Channel: "sandbox", Recipient: r.planner.Directory.Address(e.Intent.AssigneeID, "sandbox"),
		Text: task + " 업무가 배정되었습니다: " + e.Intent.Title}
	p := ledger.CompleteSucceeded(e, task, "created", r.planner.Plan(e, base)...)
	p.Now = r.clk.Now()
	if errs, err := r.store.ExecutionComplete(r.ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		r.t.Fatalf("complete %s: %v %v", k, errs, err)
	}
}

func (r *rig) pass() notify.DispatchResult {
	r.t.Helper()
	res, err := r.d.RunOnce(r.ctx, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	return res
}

func (r *rig) row(key string) ledger.Notification {
	r.t.Helper()
	n, err := r.store.OutboxGet(r.ctx, key)
	if err != nil {
		r.t.Fatalf("outbox %s: %v", key, err)
	}
	return n
}

var minseo = people{"민서": {addr: map[string]string{"sandbox": "minseo", "webhook": "minseo"}}}

func TestPlannerRows(t *testing.T) {
	dir := people{
		"민서": {channels: []string{"webhook", "email", "sandbox"}, addr: map[string]string{"webhook": "U1", "smtp": "minseo@example.com", "sandbox": "minseo"}},
		"지호": {addr: map[string]string{"sandbox": "jiho"}},
		"소라": {channels: []string{"slack"}, addr: map[string]string{"slack": "U3"}},
	}
	configured := map[string]bool{"webhook": true, "smtp": true, "sandbox": true}
	e := ledger.Execution{Key: ledger.MustParseKey("demo:P42:M0914:A007:create-task"), Intent: ledger.Intent{AssigneeID: "민서"}}
	base := ledger.NewNotification{Key: "demo:P42:M0914:A007:created:assignee:1", Channel: "sandbox", Recipient: "민서", Text: "t"}
	keys := func(ns []ledger.NewNotification) string {
		var s []string
		for _, n := range ns {
			s = append(s, ledger.ShortNotificationKey(n.Key)+"@"+n.Channel+"="+n.Recipient)
		}
		return strings.Join(s, " ")
	}
	for _, tc := range []struct {
		name, mode, person, want string
	}{
		{"own order with fallbacks", notify.PerTask, "민서", "A007:created:assignee:1@webhook=U1 A007:created:assignee:1:then-smtp@smtp=minseo@example.com A007:created:assignee:1:then-smtp:then-sandbox@sandbox=minseo"},
		{"tenant default order", notify.PerTask, "지호", "A007:created:assignee:1@sandbox=jiho"},
		{"unconfigured channel only: today's row", notify.PerTask, "소라", "A007:created:assignee:1@sandbox=소라"},
		{"digest: member and digest chain", notify.Digest, "민서", "A007:created:assignee:1@digest=민서 digest:민서@webhook=U1 digest:민서:then-smtp@smtp=minseo@example.com digest:민서:then-smtp:then-sandbox@sandbox=minseo"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &notify.Planner{Directory: dir, Configured: func(ch string) bool { return configured[ch] },
				Policy: func(tenant, project string) notify.Policy {
					return notify.Policy{Mode: tc.mode, Channels: []string{"sandbox"}}
				}}
			e := e
			e.Intent.AssigneeID = tc.person
			b := base // as axagent's directory answers for its channel
			if b.Recipient = dir.Address(tc.person, "sandbox"); b.Recipient == "" {
				b.Recipient = tc.person
			}
			if got := keys(p.Plan(e, b)); got != tc.want {
				t.Fatalf("rows\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

// receiver is an HTTP endpoint answering every webhook with status.
func receiver(t *testing.T, status int) (notify.Channel, *atomic.Int32) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	ch, err := webhook.New(webhook.Config{URL: srv.URL}, webhook.Options{Secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	return ch, &calls
}

// A channel that refuses for good (the receiver answers 404, like an
// unknown Slack user) hands over to the person's next channel, under the
// fallback's own key; the fallback is sent once, and never while the first
// channel might still deliver.
func TestFallbackAfterPermanentRefusal(t *testing.T) {
	hook, calls := receiver(t, http.StatusNotFound)
	dir := people{"민서": {channels: []string{"webhook", "sandbox"}, addr: map[string]string{"webhook": "minseo", "sandbox": "minseo"}}}
	r := newRig(t, notify.PerTask, dir, map[string]notify.Channel{"webhook": hook})
	r.enqueue("A007", "민서", "보고서 작성")
	r.succeed("A007")
	primary := "demo:P42:M0914:A007:created:assignee:1"
	fallback := primary + ":then-sandbox"
	r.pass() // the primary is refused; the fallback waits for it in the same pass
	if n := r.row(primary); n.State != ledger.NeedsHuman || n.InDoubt {
		t.Fatalf("primary %s in_doubt=%v (%s), want needs-human, not in doubt", n.State, n.InDoubt, n.Reason)
	}
	for i := 0; i < 3; i++ {
		r.clk.Advance(time.Minute)
		r.pass()
	}
	if n := r.row(fallback); n.State != ledger.Succeeded || n.MessageID == "" {
		t.Fatalf("fallback %s (%s), want sent", n.State, n.Reason)
	}
	if got := r.svc.MessagesForKey(fallback); len(got) != 1 || got[0].Recipient != "minseo" {
		t.Fatalf("sandbox deliveries for the fallback = %+v, want 1", got)
	}
	if calls.Load() != 1 {
		t.Fatalf("webhook called %d times, want 1 (a permanent refusal is not retried)", calls.Load())
	}
}

// When the first channel delivers, the fallback is settled as not needed
// and nothing is sent on it.
func TestFallbackNotNeededAfterDelivery(t *testing.T) {
	hook, calls := receiver(t, http.StatusOK)
	dir := people{"민서": {channels: []string{"webhook", "sandbox"}, addr: map[string]string{"webhook": "minseo", "sandbox": "minseo"}}}
	r := newRig(t, notify.PerTask, dir, map[string]notify.Channel{"webhook": hook})
	r.enqueue("A007", "민서", "보고서 작성")
	r.succeed("A007")
	for i := 0; i < 3; i++ {
		r.pass()
		r.clk.Advance(time.Minute)
	}
	fallback := "demo:P42:M0914:A007:created:assignee:1:then-sandbox"
	if n := r.row(fallback); n.State != ledger.Succeeded || !strings.Contains(n.Reason, "not needed") {
		t.Fatalf("fallback %s (%s), want succeeded as not needed", n.State, n.Reason)
	}
	if calls.Load() != 1 || len(r.svc.Messages()) != 0 {
		t.Fatalf("webhook calls %d, sandbox messages %d; want 1 and 0", calls.Load(), len(r.svc.Messages()))
	}
}

// A first channel whose delivery is unconfirmed (lost acknowledgement, no
// history, no dedup) goes to a human in doubt; its fallback must wait, not
// send: the person may already have the message. It is held for the same
// human, and sends once they say the first never arrived.
func TestFallbackHeldWhileFirstChannelInDoubt(t *testing.T) {
	dir := people{"민서": {channels: []string{"sandbox", "webhook"}, addr: map[string]string{"webhook": "minseo", "sandbox": "minseo"}}}
	hook, calls := receiver(t, http.StatusOK)
	r := newRig(t, notify.PerTask, dir, map[string]notify.Channel{"webhook": hook})
	if err := r.svc.SetCapabilities(sandbox.Capabilities{}); err != nil {
		t.Fatal(err)
	}
	if err := r.svc.InjectFault(faults.DropNotifyAck, 1); err != nil {
		t.Fatal(err)
	}
	r.enqueue("A007", "민서", "보고서 작성")
	r.succeed("A007")
	for i := 0; i < 4; i++ {
		r.pass()
		r.clk.Advance(time.Minute)
	}
	if n := r.row("demo:P42:M0914:A007:created:assignee:1"); n.State != ledger.NeedsHuman || !n.InDoubt {
		t.Fatalf("primary %s in_doubt=%v, want needs-human in doubt", n.State, n.InDoubt)
	}
	fallback := "demo:P42:M0914:A007:created:assignee:1:then-webhook"
	if n := r.row(fallback); n.State != ledger.NeedsHuman || calls.Load() != 0 || !strings.Contains(n.Reason, "resolve it first") {
		t.Fatalf("fallback %s (%s) with %d webhook calls, want held for a human and none", n.State, n.Reason, calls.Load())
	}
	// The human learns the first message never arrived, abandons it and
	// requeues the fallback, which now sends.
	for _, res := range []ledger.OutboxResolveParams{
		{Key: "demo:P42:M0914:A007:created:assignee:1", To: ledger.Abandoned, Reason: "not received", Now: r.clk.Now()},
		{Key: fallback, To: ledger.Pending, Reason: "send the fallback", Now: r.clk.Now()},
	} {
		if _, err := r.store.OutboxResolve(r.ctx, res); err != nil {
			t.Fatal(err)
		}
	}
	r.pass()
	if n := r.row(fallback); n.State != ledger.Succeeded || calls.Load() != 1 {
		t.Fatalf("fallback after the human: %s (%s), %d webhook calls; want sent once", n.State, n.Reason, calls.Load())
	}
}

// One digest per person per meeting: it waits while the person has an
// unsettled action, then lists both tasks (links, due dates, the source
// line), and the per-task member rows settle as included in it.
func TestDigestWaitsForTheMeetingThenSendsOnce(t *testing.T) {
	r := newRig(t, notify.Digest, minseo, nil)
	r.enqueue("A007", "민서", "보고서 작성")
	r.enqueue("A008", "민서", "<script>예산</script> 검토")
	r.succeed("A007")
	r.pass()
	digest := "demo:P42:M0914:digest:민서"
	if n := r.row(digest); n.State != ledger.Pending || !strings.Contains(n.Reason, "A008 (pending)") {
		t.Fatalf("digest %s (%s), want waiting for A008", n.State, n.Reason)
	}
	r.clk.Advance(time.Minute)
	r.succeed("A008")
	r.pass()
	r.clk.Advance(time.Minute)
	r.pass() // members settle from the sent digest
	msgs := r.svc.MessagesForKey(digest)
	if len(msgs) != 1 {
		t.Fatalf("%d digests, want 1", len(msgs))
	}
	text := msgs[0].Text
	for _, want := range []string{"TASK-007 보고서 작성 (기한 2026-09-21)", "TASK-008 <script>예산</script> 검토", "https://tracker.example/issues/TASK-007",
		"> 민서 님 보고서 작성 월요일까지", "업무 2건"} {
		if !strings.Contains(text, want) {
			t.Fatalf("digest text lacks %q:\n%s", want, text)
		}
	}
	n := r.row(digest)
	for _, m := range []string{"demo:P42:M0914:A007:created:assignee:1", "demo:P42:M0914:A008:created:assignee:1"} {
		mr := r.row(m)
		if mr.State != ledger.Succeeded || mr.MessageID != n.MessageID || !strings.Contains(mr.Reason, "included in digest") {
			t.Fatalf("member %s: %s %q (%s), want included in %s", m, mr.State, mr.MessageID, mr.Reason, n.MessageID)
		}
		if len(r.svc.MessagesForKey(m)) != 0 {
			t.Fatalf("member %s was also sent on its own", m)
		}
	}
	if len(r.svc.Messages()) != 1 {
		t.Fatalf("%d messages in all, want 1", len(r.svc.Messages()))
	}
}

// After the configured wait the digest goes out with what is settled; an
// action that settles later is sent on its own (its own key), never lost.
func TestDigestAfterWaitThenLateEventSentAlone(t *testing.T) {
	r := newRig(t, notify.Digest, minseo, nil)
	r.enqueue("A007", "민서", "보고서 작성")
	r.enqueue("A008", "민서", "예산 검토")
	r.succeed("A007")
	r.pass()
	r.clk.Advance(11 * time.Minute)
	r.pass()
	digest := "demo:P42:M0914:digest:민서"
	if got := r.svc.MessagesForKey(digest); len(got) != 1 || strings.Contains(got[0].Text, "예산") {
		t.Fatalf("digest after the wait = %+v, want one listing A007 only", got)
	}
	r.succeed("A008")
	for i := 0; i < 3; i++ {
		r.clk.Advance(time.Minute)
		r.pass()
	}
	late := "demo:P42:M0914:A008:created:assignee:1"
	if got := r.svc.MessagesForKey(late); len(got) != 1 || got[0].Recipient != "minseo" {
		t.Fatalf("late event deliveries = %+v, want 1 to minseo", got)
	}
	if len(r.svc.MessagesForKey(digest)) != 1 {
		t.Fatal("digest sent twice")
	}
}

// The worker dies after the channel took the digest and before the outbox
// recorded it. The next owner finds the row in doubt, looks the digest key
// up in the channel's history, and settles it (and its members) without a
// second message.
func TestDigestCrashAfterSendIsSettledFromHistory(t *testing.T) {
	r := newRig(t, notify.Digest, minseo, nil)
	pts := &faults.Points{}
	pts.Set(faults.AfterNotifySend, faults.Once(1, faults.Crash))
	r.d.Faults = pts
	r.enqueue("A007", "민서", "보고서 작성")
	r.enqueue("A008", "민서", "예산 검토")
	r.succeed("A007")
	r.succeed("A008")
	if res := r.pass(); res.Crashed == 0 {
		t.Fatalf("pass = %+v, want the digest send to crash", res)
	}
	for i := 0; i < 4; i++ {
		r.clk.Advance(time.Minute) // past the dead owner's lease
		r.pass()
	}
	digest := "demo:P42:M0914:digest:민서"
	n := r.row(digest)
	if n.State != ledger.Succeeded || !strings.Contains(n.Reason, "delivery history") {
		t.Fatalf("digest %s (%s), want settled from the history", n.State, n.Reason)
	}
	if got := r.svc.MessagesForKey(digest); len(got) != 1 {
		t.Fatalf("%d digests, want 1", len(got))
	}
	for _, a := range []string{"A007", "A008"} {
		if m := r.row("demo:P42:M0914:" + a + ":created:assignee:1"); m.State != ledger.Succeeded || m.MessageID != n.MessageID {
			t.Fatalf("member %s: %s (%s)", a, m.State, m.Reason)
		}
	}
}

// Three people, two actions each: one digest each, listing exactly theirs.
func TestDigestPerPerson(t *testing.T) {
	dir := people{}
	for _, p := range []string{"민서", "지호", "소라"} {
		dir[p] = struct {
			channels []string
			addr     map[string]string
		}{addr: map[string]string{"sandbox": p}}
	}
	r := newRig(t, notify.Digest, dir, nil)
	i := 0
	for _, p := range []string{"민서", "지호", "소라"} {
		for j := 0; j < 2; j++ {
			i++
			r.enqueue(fmt.Sprintf("A%03d", i), p, fmt.Sprintf("%s 업무 %d", p, j+1))
		}
	}
	for k := 1; k <= 6; k++ {
		r.succeed(fmt.Sprintf("A%03d", k))
	}
	r.pass()
	// Members claimed while their digest was being sent look again a
	// second later, not a whole recheck (register waits for them).
	r.clk.Advance(time.Second)
	if res := r.pass(); res.Sent != 6 {
		t.Fatalf("second pass = %+v, want the six members settled", res)
	}
	for _, p := range []string{"민서", "지호", "소라"} {
		got := r.svc.MessagesForKey("demo:P42:M0914:digest:" + p)
		if len(got) != 1 || got[0].Recipient != p {
			t.Fatalf("%s: %+v, want one digest", p, got)
		}
		var listed []string
		for _, line := range strings.Split(got[0].Text, "\n") {
			if strings.HasPrefix(line, "- [") {
				listed = append(listed, line)
			}
		}
		sort.Strings(listed)
		if len(listed) != 2 || !strings.Contains(listed[0], p+" 업무 1") || !strings.Contains(listed[1], p+" 업무 2") {
			t.Fatalf("%s's digest lists %q", p, listed)
		}
	}
	if len(r.svc.Messages()) != 3 {
		t.Fatalf("%d messages, want 3", len(r.svc.Messages()))
	}
}

func TestRenderDigestLanguagesAndEscaping(t *testing.T) {
	data := notify.DigestData{Meeting: "M0914", Project: "P42", Person: "Minseo", Items: []notify.DigestItem{
		{Key: "k1", Event: "created", TaskID: "TASK-1", Link: "https://t.example/1", Title: "Report <b>", Due: "2026-09-21", Source: "Minseo: report by Monday"},
		{Key: "k2", Event: "updated", TaskID: "TASK-2", Title: "Budget", Due: "2026-09-25"},
		{Key: "k3", Event: "cancelled", TaskID: "TASK-3", Title: "Venue", Due: "2026-09-30"},
	}}
	subj, text, html, err := notify.RenderDigest("en", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"[new] TASK-1 Report <b> (due 2026-09-21)", "https://t.example/1", "> Minseo: report by Monday", "[changed] TASK-2", "[cancelled] TASK-3"} {
		if !strings.Contains(text, want) {
			t.Fatalf("en text lacks %q:\n%s", want, text)
		}
	}
	if !strings.Contains(html, `<a href="https://t.example/1">TASK-1</a>`) || !strings.Contains(html, "Report &lt;b&gt;") || !strings.Contains(html, "<blockquote>Minseo: report by Monday</blockquote>") {
		t.Fatalf("en html:\n%s", html)
	}
	if subj != "[axagent] Meeting M0914: 3 task(s) for Minseo" {
		t.Fatalf("subject %q", subj)
	}
	subj, text, _, err = notify.RenderDigest("ko", data)
	if err != nil || !strings.Contains(text, "[새 업무] TASK-1") || !strings.Contains(text, "[변경] TASK-2") || !strings.Contains(text, "[취소] TASK-3") || !strings.Contains(subj, "업무 3건") {
		t.Fatalf("ko: %q\n%s (%v)", subj, text, err)
	}
}

// A worker that claimed the digest and died before deciding anything
// leaves it in doubt. The channel's history says it was never delivered,
// so the next owner treats it as an ordinary digest: it keeps waiting for
// the person's other action instead of sending a partial digest.
func TestDigestInDoubtWhileWaitingStillWaits(t *testing.T) {
	r := newRig(t, notify.Digest, minseo, nil)
	r.enqueue("A007", "민서", "보고서 작성")
	r.enqueue("A008", "민서", "예산 검토")
	r.succeed("A007")
	digest := "demo:P42:M0914:digest:민서"
	claimed, err := r.store.OutboxClaim(r.ctx, ledger.ClaimParams{Owner: "dead", LeaseFor: 30 * time.Second, Limit: 10, Keys: []string{digest}, Now: r.clk.Now()})
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim: %v %v", claimed, err)
	}
	r.clk.Advance(time.Minute) // the dead owner's lease expires
	r.pass()
	if n := r.row(digest); n.State != ledger.Pending || !strings.Contains(n.Reason, "A008") || len(r.svc.Messages()) != 0 {
		t.Fatalf("digest %s (%s) with %d messages, want still waiting and nothing sent", n.State, n.Reason, len(r.svc.Messages()))
	}
	r.succeed("A008")
	r.clk.Advance(time.Minute)
	r.pass()
	if got := r.svc.MessagesForKey(digest); len(got) != 1 || !strings.Contains(got[0].Text, "예산 검토") || !strings.Contains(got[0].Text, "보고서 작성") {
		t.Fatalf("digest = %+v, want one listing both", got)
	}
}

// The digest's first channel refuses the person for good: the digest's
// fallback (its own key) sends the same digest on the next channel, and the
// members settle from that one — one message, nothing per task.
func TestDigestFallsBackToNextChannel(t *testing.T) {
	hook, calls := receiver(t, http.StatusNotFound)
	dir := people{"민서": {channels: []string{"webhook", "sandbox"}, addr: map[string]string{"webhook": "minseo", "sandbox": "minseo"}}}
	r := newRig(t, notify.Digest, dir, map[string]notify.Channel{"webhook": hook})
	r.enqueue("A007", "민서", "보고서 작성")
	r.enqueue("A008", "민서", "예산 검토")
	r.succeed("A007")
	r.succeed("A008")
	for i := 0; i < 4; i++ {
		r.pass()
		r.clk.Advance(time.Minute)
	}
	digest := "demo:P42:M0914:digest:민서"
	if n := r.row(digest); n.State != ledger.NeedsHuman || n.InDoubt {
		t.Fatalf("webhook digest %s (%s), want refused", n.State, n.Reason)
	}
	fb := r.row(digest + ":then-sandbox")
	if fb.State != ledger.Succeeded || len(r.svc.Messages()) != 1 || len(r.svc.MessagesForKey(fb.Key)) != 1 {
		t.Fatalf("fallback digest %s (%s), %d messages; want one digest on the sandbox", fb.State, fb.Reason, len(r.svc.Messages()))
	}
	for _, a := range []string{"A007", "A008"} {
		if m := r.row("demo:P42:M0914:" + a + ":created:assignee:1"); m.State != ledger.Succeeded || m.MessageID != fb.MessageID {
			t.Fatalf("member %s: %s %q (%s), want included in the fallback digest %s", a, m.State, m.MessageID, m.Reason, fb.MessageID)
		}
	}
	if calls.Load() != 1 {
		t.Fatalf("webhook called %d times, want 1", calls.Load())
	}
}

func TestEffectiveFoldsFallbacksAndDigests(t *testing.T) {
	row := func(key string, st ledger.State, inDoubt bool) ledger.Notification {
		return ledger.Notification{Key: key, State: st, InDoubt: inDoubt}
	}
	const k = "demo:P42:M0914:A007:created:assignee:1"
	for _, tc := range []struct {
		name string
		rows []ledger.Notification
		want string
	}{
		{"refused then delivered by the fallback", []ledger.Notification{row(k, ledger.NeedsHuman, false), row(k+":then-smtp", ledger.Succeeded, false)}, "succeeded"},
		{"refused, fallback pending", []ledger.Notification{row(k+":then-smtp", ledger.Pending, false), row(k, ledger.NeedsHuman, false)}, "pending"},
		{"first in doubt: it speaks", []ledger.Notification{row(k, ledger.NeedsHuman, true), row(k+":then-smtp", ledger.NeedsHuman, false)}, "needs-human"},
		{"all refused", []ledger.Notification{row(k, ledger.NeedsHuman, false), row(k+":then-smtp", ledger.NeedsHuman, false)}, "needs-human"},
		{"digest rows left out", []ledger.Notification{row(k, ledger.Pending, false), row("demo:P42:M0914:digest:민서", ledger.Succeeded, false)}, "pending"},
	} {
		got := notify.Effective(tc.rows)
		if len(got) != 1 || string(got[0].State) != tc.want {
			t.Errorf("%s: %+v, want one %s", tc.name, got, tc.want)
		}
	}
}
