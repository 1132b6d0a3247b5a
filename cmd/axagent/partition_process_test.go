package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/internal/partition"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// Issue 33, a held POST /messages: three worker processes on one
// PostgreSQL ledger. Worker A's link to the channel holds its sends 5s in
// the network — beyond its 3s lease and its 1s call timeout — while its
// calls to the tracker pass. Once three of A's sends are held, A's link to
// PostgreSQL freezes too: A can neither record their outcome nor renew,
// its leases lapse, and B or C take the rows over while the requests are
// still held. The channel declares a 6s delivery lag, so the takeover
// waits out the flight time before it reads "not in the history" as "never
// sent" — and finds A's request once it landed. Without that wait (a
// declared lag of 0, or the dispatcher's stillInFlight check removed) the
// takeover sends again and the held request lands as a second delivery.
func TestPartitionHeldSendThreeWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("process partition test")
	}
	t.Parallel()  // its own database, sandbox, proxies and processes
	axagentBin(t) // before a PostgreSQL slot: none is held while the binary builds
	holdPostgresSlot(t)
	const hold = 5 * time.Second
	const n = 24
	w := newPartitionWorld(t, pgtest.ServerDSN(t), `{"delivery_lag":"6s"}`, "  lease: 3s\n", n)
	dsn, dir, sb, sink := w.dsn, w.dir, w.sb, w.sink
	sbURL, _ := url.Parse(sb)
	dbURL, _ := url.Parse(dsn)
	sends, err := partition.Start(sbURL.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer sends.Close()
	sends.HoldMatching(hold, []byte("POST /messages"))
	db, err := partition.Start(dbURL.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	dsnA := *dbURL
	dsnA.Host = db.Addr()
	a := startProc(t, dir, append(sink.env(), "AXAGENT_SANDBOX_URL=http://"+sends.Addr()), w.args(dsnA.String())...)
	procs := []*proc{a}
	for sends.Held() < 3 {
		select {
		case <-sends.Holding():
		case <-time.After(60 * time.Second):
			t.Fatalf("worker A sent %d notifications in 60s, want 3 held", sends.Held())
		}
	}
	db.Freeze()
	// B and C start once A's three sends are held and its ledger link
	// frozen: started beside A, they could take nearly every key from a
	// slower A on a loaded machine (A once sent 1 in 60s), and the case
	// never arose. They take A's rows over as its leases lapse.
	for i := 0; i < 2; i++ {
		procs = append(procs, startProc(t, dir, append(sink.env(), "AXAGENT_SANDBOX_URL="+sb), w.args(dsn)...))
	}
	waitLedger(t, dsn, 90*time.Second, allSettled)
	// Every held request lands (or is dropped) before the deliveries are
	// counted: a late second delivery must be seen.
	for tick := time.NewTicker(100 * time.Millisecond); sends.HeldInFlight() > 0; <-tick.C {
	}
	db.Heal()
	var scrapes []map[string]float64
	for _, p := range procs {
		scrapes = append(scrapes, p.metrics(t))
	}
	for _, p := range procs {
		p.stop()
	}
	settledOnceEach(t, dsn, sb, n)
	msgs := adminMessages(t, sb)
	if len(msgs) != n {
		t.Errorf("%d deliveries, want %d", len(msgs), n)
	}
	// The case under test happened: a delivery made by A's held request
	// settled a row another worker had taken over.
	atts := attemptsOf(t, dsn)
	owner := func(id string) string {
		for _, as := range atts {
			for _, x := range as {
				if x.ID == id {
					return x.Owner
				}
			}
		}
		return ""
	}
	adopted := 0
	for _, m := range msgs {
		as := atts[m.Key]
		if len(as) > 0 && owner(m.AttemptID) == a.ownerID() && as[len(as)-1].Owner != a.ownerID() {
			adopted++
		}
	}
	if adopted == 0 {
		t.Errorf("no held send of worker A (%s) landed on a row another worker had taken over: the test did not exercise the case", a.ownerID())
	}
	t.Logf("%d chunks held; %d of A's held sends settled rows B or C had taken over", sends.Held(), adopted)
	figures(t, dir, dsn, sb, scrapes, 0)
	t.Logf("%d spans exported", sink.checkParents(t))
}

// settledOnceEach checks the end of a run on the ledger at dsn and the
// sandbox at sb: every key succeeded, n tasks, one task and at most one
// delivery per key.
func settledOnceEach(t *testing.T, dsn, sb string, n int) {
	t.Helper()
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, _ := s.ExecutionList(ctx, ledger.ListParams{})
	for _, e := range list {
		if e.State != ledger.Succeeded {
			t.Errorf("%s left %s (%s)", e.Key, e.State, e.Reason)
		}
	}
	tasks := adminTasks(t, sb)
	if len(tasks) != n {
		t.Errorf("%d tasks, want %d", len(tasks), n)
	}
	for k, c := range perKey(tasks, func(x sandboxTask) string { return x.Key }) {
		if c != 1 {
			t.Errorf("%d tasks for %s", c, k)
		}
	}
	for k, c := range perKey(adminMessages(t, sb), func(x sandboxMessage) string { return x.Key }) {
		if c != 1 {
			t.Errorf("%d deliveries for %s", c, k)
		}
	}
}

// Issue 33, a stalled tracker link: three worker processes on one
// PostgreSQL ledger; worker A's creates are held 6s in the network —
// beyond its 3s lease — by its link to the tracker, which has no
// idempotent create (a resend could duplicate). A's calls time out; the
// key is reconciled, found nowhere after its checks and marked
// needs-human ("not found"); then A's held create lands. At the end: no
// create was sent by a worker that no longer held the key (every task's
// request left while its attempt was the key's latest), no key is left
// needs-human while its task exists (self-heal settles it with that task),
// and every assignee is notified once.
func TestPartitionStalledTrackerThreeWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("process partition test")
	}
	t.Parallel()  // its own database, sandbox, proxies and processes
	axagentBin(t) // before a PostgreSQL slot: none is held while the binary builds
	holdPostgresSlot(t)
	const hold = 6 * time.Second
	const n = 48
	w := newPartitionWorld(t, pgtest.ServerDSN(t), `{"idempotent_create":false,"lookup_by_key":true}`, "  lease: 3s\n  heal_every: 1s\n", n)
	dsn, dir, sb, sink := w.dsn, w.dir, w.sb, w.sink
	sbURL, _ := url.Parse(sb)
	tracker, err := partition.Start(sbURL.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer tracker.Close()
	// A's creates land no earlier than hold after they left, and not
	// before a key has been decided "not found": on a slow machine the
	// reconciler may take longer than hold to decide, and a create that
	// landed first would be found and never exercise self-heal.
	release := tracker.HoldGated(hold, []byte("POST /tasks"))
	defer release()
	a := startProc(t, dir, append(sink.env(), "AXAGENT_SANDBOX_URL=http://"+tracker.Addr()), w.args(dsn)...)
	procs := []*proc{a}
	for i := 0; i < 2; i++ {
		procs = append(procs, startProc(t, dir, append(sink.env(), "AXAGENT_SANDBOX_URL="+sb), w.args(dsn)...))
	}
	// The link stalls for A's first four creates (its calls in flight),
	// then passes again: a fifth timeout in a row would open A's breaker,
	// and the keys it refused would wait out the breaker's 30s (see the
	// issue 33 notes) — a slower run testing nothing more.
	for tracker.Held() < 4 {
		select {
		case <-tracker.Holding():
		case <-time.After(60 * time.Second):
			t.Fatalf("worker A sent %d creates in 60s, want 4 held", tracker.Held())
		}
	}
	tracker.HoldMatching(0, nil)
	waitLedger(t, dsn, 90*time.Second, func(execs []ledger.Execution, _ []ledger.Notification) bool {
		for _, e := range execs {
			if e.State == ledger.NeedsHuman && strings.Contains(e.Reason, "not found after") {
				return true
			}
		}
		return false
	})
	release()
	waitLedger(t, dsn, 90*time.Second, func(execs []ledger.Execution, outbox []ledger.Notification) bool {
		return tracker.HeldInFlight() == 0 && allSettled(execs, outbox)
	})
	var scrapes []map[string]float64
	for _, p := range procs {
		scrapes = append(scrapes, p.metrics(t))
	}
	for _, p := range procs {
		p.stop()
	}
	settledOnceEach(t, dsn, sb, n)
	if msgs := adminMessages(t, sb); len(msgs) != n {
		t.Errorf("%d deliveries, want %d", len(msgs), n)
	}
	// Each task's create left while its attempt was the key's latest.
	atts := attemptsOf(t, dsn)
	// When each of A's held creates left A, by the attempt its headers name.
	leftAt := map[string]time.Time{}
	for _, c := range tracker.HeldChunks() {
		if m := attemptHeader.FindSubmatch(c.Head); m != nil {
			leftAt[string(m[1])] = c.At
		}
	}
	held := 0
	for _, task := range adminTasksFull(t, sb) {
		as := atts[task.Key]
		for i, x := range as {
			if x.ID != task.AttemptID {
				continue
			}
			sent := task.CreatedAt
			if at, ok := leftAt[x.ID]; ok && x.Owner == a.ownerID() {
				sent, held = at, held+1
			}
			if i+1 < len(as) && as[i+1].StartedAt.Before(sent.Add(-100*time.Millisecond)) {
				t.Errorf("%s: task %s was sent at %s by attempt %s (%s), after attempt %s (%s) took the key over at %s",
					task.Key, task.ID, sent.Format(time.StampMilli), x.ID, x.Owner, as[i+1].ID, as[i+1].Owner, as[i+1].StartedAt.Format(time.StampMilli))
			}
		}
	}
	healed := 0
	for _, p := range procs {
		healed += strings.Count(p.logText(), `msg=healed`)
	}
	if held == 0 || healed == 0 {
		t.Errorf("%d tasks from A's held creates, %d keys healed: the test did not exercise a late create after a not-found decision", held, healed)
	}
	if c := sum(scrapes, `axagent_lapsed_lease_calls_total{table="executions"}`); c != 0 {
		t.Errorf("%v tracker calls ended on a lapsed lease", c)
	}
	t.Logf("%d create chunks held; %d tasks from A's held creates; %d keys settled by self-heal", tracker.Held(), held, healed)
	figures(t, dir, dsn, sb, scrapes, healed)
	t.Logf("%d spans exported", sink.checkParents(t))
}

// attemptHeader finds the attempt a held create request names.
var attemptHeader = regexp.MustCompile(`(?i)\r\nX-Attempt-Id: *([^\r\n]+)`)

type sandboxTaskFull struct {
	ID        string    `json:"id"`
	Key       string    `json:"key"`
	AttemptID string    `json:"attempt_id"`
	CreatedAt time.Time `json:"created_at"`
}

func adminTasksFull(t *testing.T, url string) []sandboxTaskFull {
	t.Helper()
	resp, err := http.Get(url + "/_admin/tasks")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []sandboxTaskFull
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}
