package bench

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
)

// ScaleOptions configure the scale-out benchmark (issue 17): the same
// actions run through one `axagent worker` process and then through
// Processes of them on one ledger, each on a fresh ledger, against a fake
// tracker and channel over HTTP that answer after TargetLatency; then,
// with the workers idle, meetings registered from this process measure
// how soon another process starts them (wake-up latency).
type ScaleOptions struct {
	// DB is a postgres:// URL (a fresh schema per phase, dropped after) or
	// a SQLite path that must not exist ("" a temporary file).
	DB string
	// Exe is the axagent binary the workers run (default: this one).
	Exe           string
	Processes     int
	Actions       int
	Concurrency   int // per worker process (default 8)
	TargetLatency time.Duration
	// Wakeups is the number of wake-up samples (default 30).
	Wakeups int
	// Poll is the workers' poll (default 1s, as deployed).
	Poll time.Duration
	// NoWakeups runs the workers with --no-wakeups (poll only), for the
	// figure wake-ups are compared with.
	NoWakeups bool
	Dir       string
	Progress  func(format string, args ...any)
}

// front is the fake services' HTTP front: it waits the target latency on
// every request and notes when each key's first create arrived and when
// each notification was delivered.
type front struct {
	next    http.Handler
	latency time.Duration

	mu        sync.Mutex
	firstCall map[string]time.Time // business key → first POST /tasks
	delivered map[string]time.Time // notification key → first delivery answered
	creates   int
	sends     int
	changed   chan struct{}
}

func newFront(next http.Handler, latency time.Duration) *front {
	return &front{next: next, latency: latency, firstCall: map[string]time.Time{}, delivered: map[string]time.Time{}, changed: make(chan struct{}, 1)}
}

func (f *front) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get(sandbox.HeaderIdempotencyKey)
	create := r.Method == http.MethodPost && r.URL.Path == "/tasks"
	send := r.Method == http.MethodPost && r.URL.Path == "/messages"
	if create {
		now := time.Now()
		f.mu.Lock()
		if _, ok := f.firstCall[key]; !ok {
			f.firstCall[key] = now
		}
		f.creates++
		f.mu.Unlock()
		nudge(f.changed)
	}
	// The fake's capability switch (GET /capabilities, refetched by the
	// HTTP connector every 2 s) is not a tracker call: a real tracker's
	// capabilities are the connector's constants. It answers at once, so
	// a wake-up measures the path to the create, not that refetch.
	if f.latency > 0 && r.URL.Path != "/capabilities" {
		time.Sleep(f.latency)
	}
	f.next.ServeHTTP(w, r)
	if send {
		now := time.Now()
		f.mu.Lock()
		if _, ok := f.delivered[key]; !ok {
			f.delivered[key] = now
		}
		f.sends++
		f.mu.Unlock()
		nudge(f.changed)
	}
}

func (f *front) count() (firstCalls, delivered int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.firstCall), len(f.delivered)
}

// workers runs n `axagent worker` processes on db against url.
type workers struct {
	cmds []*exec.Cmd
	logs []*os.File
}

func startWorkers(ctx context.Context, o ScaleOptions, db, url string, n int, tag string) (*workers, error) {
	cfgPath := filepath.Join(o.Dir, tag+".yaml")
	cfg := fmt.Sprintf("target: sandbox\nsandbox: {url: %q}\nworker: {lease: 60s, concurrency: %d}\n", url, o.Concurrency)
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		return nil, fmt.Errorf("bench: %w", err)
	}
	w := &workers{}
	for i := range n {
		logf, err := os.Create(filepath.Join(o.Dir, fmt.Sprintf("%s-worker-%d.log", tag, i)))
		if err != nil {
			w.stop()
			return nil, fmt.Errorf("bench: %w", err)
		}
		w.logs = append(w.logs, logf)
		args := []string{"worker", "--db", db, "--config", cfgPath, "--poll", o.Poll.String(), "--log-level", "warn"}
		if o.NoWakeups {
			args = append(args, "--no-wakeups")
		}
		c := exec.CommandContext(ctx, o.Exe, args...)
		c.Stdout, c.Stderr = logf, logf
		c.Env = append(os.Environ(), "AXAGENT_DB="+db)
		if err := c.Start(); err != nil {
			w.stop()
			return nil, fmt.Errorf("bench: start worker %d: %w", i, err)
		}
		w.cmds = append(w.cmds, c)
	}
	return w, nil
}

func (w *workers) stop() {
	for _, c := range w.cmds {
		_ = c.Process.Signal(syscall.SIGTERM)
	}
	for _, c := range w.cmds {
		_ = c.Wait()
	}
	for _, f := range w.logs {
		_ = f.Close()
	}
}

// scalePhase is one phase's measurements.
type scalePhase struct {
	actionsPerSec    float64
	seconds          float64
	e2e              []time.Duration
	wakeups          []time.Duration
	dupTasks, dupMsg int
	finished         int
}

// Scale runs the scale-out benchmark and returns the figures in Result's
// keys: actions_per_sec (Processes workers), single_process_actions_per_sec,
// processes, wakeup_p50_ms / wakeup_p99_ms, end_to_end_* of the
// Processes phase.
func Scale(ctx context.Context, o ScaleOptions) (Result, error) {
	if o.Processes < 1 || o.Actions < 1 {
		return Result{}, errors.New("bench: --processes and --actions must be at least 1")
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 8
	}
	if o.Wakeups <= 0 {
		o.Wakeups = 30
	}
	if o.Poll <= 0 {
		o.Poll = time.Second
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
	if o.Exe == "" {
		exe, err := os.Executable()
		if err != nil {
			return Result{}, fmt.Errorf("bench: %w", err)
		}
		o.Exe = exe
	}
	if o.Dir == "" {
		dir, err := os.MkdirTemp("", "axagent-scale-")
		if err != nil {
			return Result{}, fmt.Errorf("bench: %w", err)
		}
		defer os.RemoveAll(dir)
		o.Dir = dir
	}
	res := Result{Actions: o.Actions, Processes: o.Processes, TargetLatencyMs: ms(o.TargetLatency), Workers: o.Processes,
		CallsInFlight: o.Processes * o.Concurrency, ChannelDedup: sandbox.DefaultCapabilities().NotifyDedup, Synchronous: map[bool]string{true: "postgresql", false: "FULL"}[app.IsPostgres(o.DB)]}
	o.Progress("scale-out: %d actions through 1 worker process, then through %d, %s ledger, target latency %s, concurrency %d per process",
		o.Actions, o.Processes, res.Synchronous, o.TargetLatency, o.Concurrency)
	one, err := scaleRun(ctx, o, 1, "single", 0)
	if err != nil {
		return res, err
	}
	res.SingleProcessActionsPerSec = one.actionsPerSec
	o.Progress("1 process: %.0f actions/s", one.actionsPerSec)
	many, err := scaleRun(ctx, o, o.Processes, "multi", o.Wakeups)
	if err != nil {
		return res, err
	}
	o.Progress("%d processes: %.0f actions/s", o.Processes, many.actionsPerSec)
	res.ActionsPerSec, res.Seconds = many.actionsPerSec, many.seconds
	if res.SingleProcessActionsPerSec > 0 {
		res.ScaleOut = res.ActionsPerSec / res.SingleProcessActionsPerSec
	}
	res.EndToEndP50Ms, res.EndToEndP99Ms = percentiles(many.e2e)
	res.WakeupP50Ms, res.WakeupP99Ms = percentiles(many.wakeups)
	res.WakeupSamples = len(many.wakeups)
	res.DuplicateTasks, res.DuplicateNotifications = one.dupTasks+many.dupTasks, one.dupMsg+many.dupMsg
	res.FinishedInLedger = many.finished
	res.PeakRSSBytes = PeakRSS()
	return res, nil
}

// scaleRun is one phase on a fresh ledger: n worker processes, the actions
// registered at once in meetings of 50 (as register does), timed from the
// first registration to the last notification delivered; then wakeups
// samples, one 3-action meeting at a time with the workers idle.
func scaleRun(ctx context.Context, o ScaleOptions, n int, tag string, wakeups int) (scalePhase, error) {
	var ph scalePhase
	db := o.DB
	if db != "" && !app.IsPostgres(db) {
		db = db + "." + tag
	}
	db, drop, err := freshLedger(ctx, db)
	if err != nil {
		return ph, err
	}
	defer drop()
	store, err := openLedger(ctx, db)
	if err != nil {
		return ph, fmt.Errorf("bench: %w", err)
	}
	defer store.Close()

	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		return ph, fmt.Errorf("bench: %w", err)
	}
	fr := newFront(svc.Handler(), o.TargetLatency)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return ph, fmt.Errorf("bench: %w", err)
	}
	srv := &http.Server{Handler: fr, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	ws, err := startWorkers(ctx, o, db, "http://"+ln.Addr().String(), n, tag)
	if err != nil {
		return ph, err
	}
	defer ws.stop()

	registered := make(map[string]time.Time, o.Actions) // business key → registered
	start := time.Now()
	for lo := 0; lo < o.Actions; lo += 50 {
		meeting := fmt.Sprintf("S%05d", lo/50)
		var ps []ledger.EnqueueParams
		for i := lo; i < min(lo+50, o.Actions); i++ {
			ps = append(ps, ledger.EnqueueParams{Key: Key(meeting, i), Intent: Intent(i)})
		}
		at := time.Now()
		if _, err := store.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: meeting, Executions: ps}); err != nil {
			return ph, fmt.Errorf("bench: %w", err)
		}
		for _, p := range ps {
			registered[p.Key.String()] = at
		}
	}
	if err := waitDelivered(ctx, fr, o.Actions, 10*time.Minute); err != nil {
		return ph, err
	}
	fr.mu.Lock()
	var last time.Time
	for nk, t := range fr.delivered {
		if t.After(last) {
			last = t
		}
		if r, ok := registered[execKeyOf(nk)]; ok {
			ph.e2e = append(ph.e2e, t.Sub(r))
		}
	}
	fr.mu.Unlock()
	ph.seconds = last.Sub(start).Seconds()
	ph.actionsPerSec = float64(o.Actions) / ph.seconds

	for k := 0; k < wakeups; k++ {
		// Idle workers: the last pass found nothing and they wait for a
		// signal or their poll; a random gap keeps samples off its phase.
		select {
		case <-ctx.Done():
			return ph, ctx.Err()
		case <-time.After(time.Duration(200+rand.IntN(400)) * time.Millisecond):
		}
		meeting := fmt.Sprintf("W%05d", k)
		var ps []ledger.EnqueueParams
		for i := 0; i < 3; i++ {
			idx := o.Actions + 3*k + i
			ps = append(ps, ledger.EnqueueParams{Key: Key(meeting, idx), Intent: Intent(idx)})
		}
		// From before the call: the commit is inside it.
		at := time.Now()
		if _, err := store.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: meeting, Executions: ps}); err != nil {
			return ph, fmt.Errorf("bench: %w", err)
		}
		first, err := waitFirstCall(ctx, fr, ps, 30*time.Second)
		if err != nil {
			return ph, err
		}
		ph.wakeups = append(ph.wakeups, first.Sub(at))
	}
	if wakeups > 0 {
		if err := waitDelivered(ctx, fr, o.Actions+3*wakeups, time.Minute); err != nil {
			return ph, err
		}
	}
	ws.stop()
	ph.dupTasks, ph.dupMsg = duplicateTasks(svc), duplicateMessages(svc)
	st, err := store.Stats(ctx)
	if err != nil {
		return ph, fmt.Errorf("bench: %w", err)
	}
	ph.finished = st.Executions[ledger.Succeeded]
	return ph, nil
}

// execKeyOf is the business key a bench notification key follows
// (tenant:project:meeting:action:event:role:n → …:action:create-task).
func execKeyOf(notificationKey string) string {
	parts := strings.SplitN(notificationKey, ":", 5)
	if len(parts) < 4 {
		return ""
	}
	return strings.Join(parts[:4], ":") + ":" + ledger.OpCreateTask
}

func waitDelivered(ctx context.Context, fr *front, want int, limit time.Duration) error {
	deadline := time.After(limit)
	for {
		if _, d := fr.count(); d >= want {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline:
			_, d := fr.count()
			return fmt.Errorf("bench: %d of %d notifications delivered after %s (worker logs in the bench directory)", d, want, limit)
		case <-fr.changed:
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func waitFirstCall(ctx context.Context, fr *front, ps []ledger.EnqueueParams, limit time.Duration) (time.Time, error) {
	deadline := time.After(limit)
	for {
		fr.mu.Lock()
		var first time.Time
		for _, p := range ps {
			if t, ok := fr.firstCall[p.Key.String()]; ok && (first.IsZero() || t.Before(first)) {
				first = t
			}
		}
		fr.mu.Unlock()
		if !first.IsZero() {
			return first, nil
		}
		select {
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		case <-deadline:
			return time.Time{}, fmt.Errorf("bench: no worker started meeting %s within %s", ps[0].Key.Meeting, limit)
		case <-fr.changed:
		case <-time.After(5 * time.Millisecond):
		}
	}
}
