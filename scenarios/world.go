package scenarios

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// Options tune the runner. The zero value runs the product as it is; the
// wrappers exist so tests can break axagent on purpose and show that
// the scenarios notice.
type Options struct {
	// Log receives the product's logs (default: discarded).
	Log *slog.Logger
	// WrapTasks wraps each worker's task connector.
	WrapTasks func(connectors.TaskConnector) connectors.TaskConnector
	// WrapStore wraps each worker's ledger handle.
	WrapStore func(ledger.Store) ledger.Store
	// Ledger, when set, makes the fresh ledger of one world and returns how
	// to open a handle on it and how to remove it (e.g. a PostgreSQL schema
	// per world). Default: a temporary SQLite file.
	Ledger func(ctx context.Context) (open func(context.Context, clock.Clock) (ledger.Store, error), remove func(), err error)
	// Turn picks the worker (0 = A, 1 = B) of step n of the drive loop;
	// default: alternate, A first.
	Turn func(step int) int
	// Idle, when set, adds time whenever nothing is due (fuzzed timings).
	Idle func() time.Duration
	// TempDir holds the temporary ledgers (default os.TempDir()).
	TempDir string
}

// Run timing: the same lease and retry policy the worker uses by default.
const (
	lease     = 30 * time.Second
	maxSteps  = 400
	maxVirtal = 120 * 24 * time.Hour
	source    = "meetings"
)

var webhookSecret = []byte("scenario-webhook-secret")

// rig is one worker: the application layer on its own ledger connection,
// with its fault points, worker loop and webhook endpoint.
type rig struct {
	name   string
	app    *app.App
	store  ledger.Store
	points *faults.Points
	wk     *app.Worker
	srv    *httptest.Server
}

// action is a one-shot fault realised at a fault point by worker self.
type action struct {
	fault faults.Name
	run   func(ctx context.Context, self int) error
}

// world is one run: a ledger file, a sandbox, a fake clock, workers A and B.
type world struct {
	sc     *Scenario
	counts map[faults.Name]int
	opts   Options
	log    *slog.Logger
	dir    string
	dbPath string
	// openLedger opens a new handle on this world's ledger.
	openLedger   func(context.Context, clock.Clock) (ledger.Store, error)
	removeLedger func()
	start        time.Time
	clk          *clock.Fake
	svc          *sandbox.Service
	// trk is the tracker fake the task goes to (nil: the sandbox).
	trk    *tracker
	rigs   [2]*rig
	key    string
	nkey   string
	roster *extract.Roster
	// planned is the extractor's plan of the scenario's notes.
	planned extract.Plan
	// restatedKeys are the actions of later meetings that restated it;
	// distinctKeys those of later meetings with a different task, and
	// swallowed the later meetings whose different task was filed as
	// nothing (linked to the scenario's).
	restatedKeys []string
	distinctKeys []string
	swallowed    []string
	event        string // the source event's ID (inbox message ID, webhook delivery ID)
	notes        string

	mu       sync.Mutex
	queues   map[faults.Point][]action
	fired    map[faults.Name]int
	events   []string
	stale    int
	refusal  string
	history  []ledger.Transition
	attempts []ledger.Attempt
	dupDone  bool
	// toldUnknown: the R17 message was recorded while the notification
	// was unconfirmed.
	toldUnknown bool
}

func (w *world) mark(f faults.Name, n int) {
	w.mu.Lock()
	w.fired[f] += n
	w.mu.Unlock()
}

func newWorld(ctx context.Context, sc *Scenario, fs []Fault, opts Options) (*world, error) {
	w := &world{sc: sc, counts: map[faults.Name]int{}, opts: opts, queues: map[faults.Point][]action{}, fired: map[faults.Name]int{}}
	for _, f := range fs {
		w.counts[f.Name] += f.Count
	}
	w.log = opts.Log
	if w.log == nil {
		w.log = slog.New(slog.DiscardHandler)
	}
	dir, err := os.MkdirTemp(opts.TempDir, "axagent-scenario-")
	if err != nil {
		return nil, fmt.Errorf("scenario %s: temp dir: %w", sc.Name, err)
	}
	w.dir, w.dbPath = dir, filepath.Join(dir, "ledger.db")
	if opts.Ledger == nil {
		// A copy of one migrated ledger: migrating a new file for
		// every world was most of a scenario run's time.
		if err := app.CreateLedgerFile(ctx, w.dbPath); err != nil {
			w.close()
			return nil, fmt.Errorf("scenario %s: ledger: %w", sc.Name, err)
		}
	}
	w.openLedger = func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
		return app.OpenStoreWith(ctx, w.dbPath, app.StoreOptions{Clock: clk, Synchronous: "NORMAL"})
	}
	if opts.Ledger != nil {
		open, remove, err := opts.Ledger(ctx)
		if err != nil {
			w.close()
			return nil, fmt.Errorf("scenario %s: ledger: %w", sc.Name, err)
		}
		w.openLedger, w.removeLedger = open, remove
	}
	w.start = time.Date(2026, 9, 14, 0, 0, 0, 0, time.UTC)
	if sc.MeetingDate != "" {
		if d, err := time.Parse(time.DateOnly, sc.MeetingDate); err == nil {
			w.start = d
		}
	}
	w.start = w.start.Add(9 * time.Hour)
	w.clk = clock.NewFake(w.start)
	caps := sandbox.Capabilities{IdempotentCreate: sc.Target.IdempotentCreate, LookupByKey: sc.Target.LookupByKey,
		SearchLag: sc.Target.SearchLag, DeliveryHistory: sc.Target.DeliveryHistory, NotifyDedup: sc.Target.NotifyDedup}
	w.svc, err = sandbox.New(sandbox.Options{NextTaskID: sc.Target.NextTaskID, NextMessageID: sc.Target.NextMessageID,
		Capabilities: &caps, Clock: w.clk, Log: w.log})
	if err != nil {
		w.close()
		return nil, fmt.Errorf("scenario %s: sandbox: %w", sc.Name, err)
	}
	ids := map[string]string{sandbox.Name: sc.Assignee}
	if sc.Target.Name != "" && sc.Target.Name != SandboxTarget {
		if w.trk, err = newTracker(sc, w.has(faults.SearchLag), w.clk, w.log); err != nil {
			w.close()
			return nil, fmt.Errorf("scenario %s: %w", sc.Name, err)
		}
		ids[w.trk.name] = w.trk.userID
	}
	w.key, w.nkey = sc.Key().String(), sc.NotificationKey()
	w.notes = scenarioNotes(sc)
	w.roster, err = extract.NewRoster([]extract.Person{{Name: sc.Assignee, IDs: ids}})
	if err != nil {
		w.close()
		return nil, fmt.Errorf("scenario %s: roster: %w", sc.Name, err)
	}
	w.event = app.EventID(w.notesEvent())
	for i, name := range []string{"worker-A", "worker-B"} {
		r, err := w.newRig(ctx, name)
		if err != nil {
			w.close()
			return nil, err
		}
		w.rigs[i] = r
	}
	if w.planned, err = w.rig(0).app.Plan(ctx, w.notesEvent()); err != nil {
		w.close()
		return nil, fmt.Errorf("scenario %s: plan: %w", sc.Name, err)
	}
	if err := w.checkPlan(); err != nil {
		w.close()
		return nil, err
	}
	return w, nil
}

// scenarioNotes writes the scenario's one action as a team would in its
// minutes, with the action ID written out so the key is the scenario's.
func scenarioNotes(sc *Scenario) string {
	return fmt.Sprintf("# %s\n\n## 액션 아이템\n\n1. %s: [%s] %s (기한: %s)\n", sc.MeetingID, sc.Assignee, sc.ActionID, sc.Action, sc.DueDate)
}

// notesEvent is the scenario's meeting event as register would submit it.
func (w *world) notesEvent() app.Notes {
	return app.Notes{Name: w.sc.Name, Body: []byte(w.notes), Scope: w.scope(), Date: w.sc.MeetingDate}
}

// checkPlan refuses to run when the product does not read the scenario's
// notes as its one ready action under the scenario's key.
func (w *world) checkPlan() error {
	p := w.planned
	if len(p.Actions) != 1 || p.Actions[0].BusinessKey != w.key || !p.Actions[0].Ready() {
		return fmt.Errorf("scenario %s: the extractor read %d action(s) from %q, want one ready action with key %s: %+v",
			w.sc.Name, len(p.Actions), w.notes, w.key, p.Actions)
	}
	return nil
}

func (w *world) scope() ledger.MeetingScope {
	return ledger.MeetingScope{Tenant: w.sc.Tenant, Project: w.sc.Project, Meeting: w.sc.MeetingID}
}

// newRig builds the application layer on a separate ledger connection, the
// way the CLI does, with the world's sandbox, clock and fault points.
func (w *world) newRig(ctx context.Context, name string) (*rig, error) {
	r := &rig{name: name, points: &faults.Points{}}
	var tasks connectors.TaskConnector = sandbox.NewTaskConnector(w.svc)
	var settings *config.Config
	if w.trk != nil {
		var err error
		if tasks, err = w.trk.connect(); err != nil {
			return nil, fmt.Errorf("scenario %s: %s: %w", w.sc.Name, name, err)
		}
		// The defaults, with the tracker permitted as the sandbox is.
		if settings, err = config.Load(""); err != nil {
			return nil, err
		}
		settings.Permissions = []config.Permission{{Connector: sandbox.Name}, {Connector: w.trk.name}}
	}
	if w.opts.WrapTasks != nil {
		tasks = w.opts.WrapTasks(tasks)
	}
	a, err := app.New(ctx, app.Config{
		Settings: settings, OpenStore: w.openLedger, WrapStore: w.opts.WrapStore,
		Tasks: tasks, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(w.svc)}, Channel: sandbox.Name,
		Roster: w.roster, Owner: name, Lang: "ko", Clock: w.clk, Log: w.log,
		Concurrency: 8, BatchSize: 32, Faults: r.points,
	})
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %s: %w", w.sc.Name, name, err)
	}
	r.app, r.store = a, a.Ledger()
	// No wake-ups: the world drives its workers pass by pass (RunOnce) on
	// its fake clock and never runs their loop, the only reader of a
	// wake-up. Each listener was a connection of its own on PostgreSQL,
	// LISTENing for nothing: 2 of a world's 5 sessions, each new one
	// costing the server tens of milliseconds (issue 32: a PostgreSQL run
	// of the scenario files 468 → 307 sessions, ~28 → ~22 s).
	r.wk = a.NewWorker(app.WorkerOptions{NoWakeups: true})
	r.srv = httptest.NewServer(a.Handler(app.HTTPOptions{Secret: webhookSecret, Nudge: r.wk.Nudge}))
	for _, point := range []faults.Point{faults.BeforeSend, faults.AfterSendBeforeRecord, faults.AfterNotifySend} {
		self := map[string]int{"worker-A": 0, "worker-B": 1}[name]
		r.points.Set(point, func(ctx context.Context, key string) error { return w.fire(ctx, point, self) })
	}
	return r, nil
}

// restart replaces worker i with a fresh process: new connection, nothing
// carried over.
func (w *world) restart(ctx context.Context, i int) error {
	old := w.rig(i)
	r, err := w.newRig(ctx, old.name)
	if err != nil {
		return err
	}
	w.mu.Lock()
	w.rigs[i] = r
	w.mu.Unlock()
	old.srv.Close()
	return old.app.Close()
}

// rig is worker i as it is now. A restart replaces it while a fault's
// action may run on a goroutine of the other worker (a dispatcher its
// engine started), so the slot is read and written under mu.
func (w *world) rig(i int) *rig {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.rigs[i]
}

func (w *world) close() {
	for _, r := range w.rigs {
		if r != nil {
			r.srv.Close()
			r.app.Close()
		}
	}
	w.trk.close()
	if w.removeLedger != nil {
		w.removeLedger()
	}
	if w.dir != "" {
		os.RemoveAll(w.dir)
	}
}

func (w *world) has(f faults.Name) bool { return w.counts[f] > 0 }

func (w *world) eventf(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	at := w.clk.Now().Sub(w.start).Round(time.Millisecond)
	w.events = append(w.events, fmt.Sprintf("+%s %s", at, fmt.Sprintf(format, args...)))
}

// queue arms a one-shot action at a fault point; actions fire in order,
// one per hit, in whichever worker reaches the point.
func (w *world) queue(point faults.Point, f faults.Name, n int, run func(ctx context.Context, self int) error) {
	for range n {
		w.queues[point] = append(w.queues[point], action{fault: f, run: run})
	}
}

func (w *world) fire(ctx context.Context, point faults.Point, self int) error {
	w.mu.Lock()
	q := w.queues[point]
	if len(q) == 0 {
		w.mu.Unlock()
		return nil
	}
	a := q[0]
	w.queues[point] = q[1:]
	w.fired[a.fault]++
	w.mu.Unlock()
	return a.run(ctx, self)
}

// engine runs one pass of worker i's engine over keys.
func (w *world) engine(ctx context.Context, i int, keys []string) (app.EngineResult, error) {
	res, err := w.rig(i).app.RunEngine(ctx, keys)
	w.tally(res.StaleWrites)
	if err != nil {
		return res, fmt.Errorf("%s engine: %w", w.rig(i).name, err)
	}
	return res, nil
}

// dispatch runs one pass of worker i's dispatcher over keys.
func (w *world) dispatch(ctx context.Context, i int, keys []string) (app.DispatchResult, error) {
	res, err := w.rig(i).app.RunDispatcher(ctx, keys)
	w.tally(res.StaleWrites)
	if err != nil {
		return res, fmt.Errorf("%s dispatcher: %w", w.rig(i).name, err)
	}
	return res, nil
}

func (w *world) tally(stale int) {
	w.mu.Lock()
	w.stale += stale
	w.mu.Unlock()
}

// deliver hands the source event to worker i: over the signed webhook when
// the scenario is about webhook delivery, else through intake (the path
// `axagent register` takes). It reports whether the ledger saw a duplicate.
func (w *world) deliver(ctx context.Context, i int, messageID string) (bool, error) {
	r := w.rig(i)
	if w.has(faults.ReplayWebhook) {
		status, dup, err := w.post(ctx, i, messageID)
		if err != nil {
			return false, err
		}
		w.eventf("webhook delivery %s to %s: HTTP %d duplicate=%t", short(messageID), r.name, status, dup)
		res, err := r.wk.RunOnce(ctx)
		w.tally(res.Keys.StaleWrites + res.Outbox.StaleWrites)
		if err != nil {
			return dup, fmt.Errorf("%s worker pass: %w", r.name, err)
		}
		return dup, nil
	}
	sub, err := r.app.Submit(ctx, w.planned, source, messageID)
	if err != nil {
		return false, fmt.Errorf("%s submit: %w", r.name, err)
	}
	w.eventf("event %s submitted to %s: duplicate=%t created=%d", short(messageID), r.name, sub.Duplicate, len(sub.Created))
	return sub.Duplicate, nil
}

// post sends the signed webhook to worker i's HTTP endpoint.
func (w *world) post(ctx context.Context, i int, deliveryID string) (int, bool, error) {
	body, _ := json.Marshal(app.Event{Tenant: w.sc.Tenant, Project: w.sc.Project, Meeting: w.sc.MeetingID, Date: w.sc.MeetingDate, Notes: w.notes})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.rig(i).srv.URL+"/v1/meetings", bytes.NewReader(body))
	if err != nil {
		return 0, false, fmt.Errorf("webhook: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range app.SignWebhook(webhookSecret, deliveryID, w.clk.Now(), body) {
		req.Header[k] = v
	}
	resp, err := w.rig(i).srv.Client().Do(req)
	if err != nil {
		return 0, false, fmt.Errorf("webhook: %w", err)
	}
	defer resp.Body.Close()
	var out struct {
		Duplicate bool   `json:"duplicate"`
		Error     string `json:"error"`
	}
	b, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(b, &out)
	if resp.StatusCode >= 300 {
		return resp.StatusCode, false, fmt.Errorf("webhook: HTTP %d: %s", resp.StatusCode, out.Error)
	}
	return resp.StatusCode, out.Duplicate, nil
}

func short(id string) string {
	if len(id) > 18 {
		return id[:18] + "…"
	}
	return id
}
