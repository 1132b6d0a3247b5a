// Package bench measures what the ledger's guarantees cost: it runs the real
// pipeline — enqueue (Ingest in batches, as register does) → claim → create
// on an in-process sandbox → succeeded + outbox row in one transaction →
// dispatch → sent — with several engines and dispatchers on separate store
// handles, and compares the throughput with the plainest durable write the
// same file settings allow (single-row INSERT … ON CONFLICT DO NOTHING
// transactions), measured in the same run.
package bench

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// Options of one run. The zero value of each field means its default.
type Options struct {
	// Path is the ledger file to create; it must not exist yet. Empty means
	// a temporary directory, removed afterwards.
	Path string
	// Actions to run through the pipeline (default 5000).
	Actions int
	// Workers is the number of engines and of dispatchers, each on its own
	// store handle (default 2).
	Workers int
	// BatchSize is the claim limit of each engine and dispatcher (default 64).
	BatchSize int
	// Concurrency is the number of target calls in flight per engine
	// (default BatchSize). A dispatcher sends its whole batch at once.
	Concurrency int
	// TargetLatency is waited on a real timer before every sandbox call: the
	// simulated network.
	TargetLatency time.Duration
	// InFlight caps the calls in flight to the tracker, and separately to
	// the notification channel, across all workers, like a client's
	// connection pool (default Workers × Concurrency, i.e. no extra cap).
	InFlight int
	// IngestBatch is the number of keys per Ingest (default 50).
	IngestBatch int
	// Backlog bounds enqueued-but-unsent actions, so end-to-end latency
	// measures the pipeline rather than an unbounded queue (default
	// 4 × Workers × BatchSize).
	Backlog int
	// Preload fills the ledger with this many finished keys first.
	Preload int
	// Synchronous is the SQLite synchronous setting (default FULL).
	Synchronous string
	// Baseline is how long the baseline is measured, half before and half
	// after the pipeline (default 2s; negative skips it).
	Baseline time.Duration
	// NoChannelDedup makes the sandbox channel drop its dedup by key, so the
	// dispatcher checks delivery history before every first send (one more
	// target call per notification).
	NoChannelDedup bool
	// CompareRiver runs the River benchmark (bench/river: a built program,
	// or the module's directory to build it from) in windows alternating
	// with the pipeline's (runRounds), on the same PostgreSQL server or,
	// for a SQLite ledger, on a SQLite file beside it.
	CompareRiver string
	// Rounds is the number of axagent windows with CompareRiver, each
	// between two River windows (default 3).
	Rounds int
	// TenantCap is worker.max_in_flight_per_tenant for the engines and
	// dispatchers (fair claims, issue 17; 0: no cap).
	TenantCap int
	// NotifyInline is worker.notify_inline for the engines (nil: the
	// backend's default, on for PostgreSQL and off for SQLite).
	NotifyInline *bool
	// VacuumEvery, on PostgreSQL, runs a plain VACUUM of the ledger's
	// tables this often during the run, as autovacuum does in a deployment
	// that runs for long (autovacuum visits a database at most once per
	// autovacuum_naptime, a minute by default, longer than most runs):
	// dead versions become free space that later writes reuse.
	VacuumEvery time.Duration
	// Progress, when set, receives one line per phase.
	Progress func(format string, args ...any)
}

func (o *Options) defaults() {
	if o.Actions <= 0 {
		o.Actions = 5000
	}
	if o.Workers <= 0 {
		o.Workers = 2
	}
	if o.BatchSize <= 0 {
		o.BatchSize = 64
	}
	if o.Concurrency <= 0 {
		o.Concurrency = o.BatchSize
	}
	if o.InFlight <= 0 {
		o.InFlight = o.Workers * o.Concurrency
	}
	if o.IngestBatch <= 0 {
		o.IngestBatch = 50
	}
	if o.Backlog <= 0 {
		o.Backlog = 4 * o.Workers * o.BatchSize
	}
	if o.Synchronous == "" {
		o.Synchronous = "FULL"
	}
	o.Synchronous = strings.ToUpper(o.Synchronous)
	if o.Baseline == 0 {
		o.Baseline = 2 * time.Second
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
	if o.CompareRiver != "" && o.Rounds <= 0 {
		o.Rounds = 3
	}
}

// Result is what a run measured. The JSON names are the ones the issue
// fixes; durations are in milliseconds.
type Result struct {
	Actions           int     `json:"actions"`
	Seconds           float64 `json:"seconds"`
	ActionsPerSec     float64 `json:"actions_per_sec"`
	BaselineTxnPerSec float64 `json:"baseline_txn_per_sec"`
	RatioToBaseline   float64 `json:"actions_per_sec_over_baseline"`
	CommitsPerAction  float64 `json:"ledger_commits_per_action"`
	// StatementsPerAction: SQLite only, the statements the handles ran in
	// their write transactions (sqlite.Store.Statements), per action;
	// omitted where the store does not count them.
	StatementsPerAction float64 `json:"ledger_statements_per_action,omitempty"`
	ClaimP50Ms          float64 `json:"claim_p50_ms"`
	ClaimP99Ms          float64 `json:"claim_p99_ms"`
	// The probe claims batches one at a time on the quiet ledger after the
	// run: the claim's own cost (index walk, update, commit) without the
	// wait for the write lock that dominates claim_p99_ms under load.
	ProbeClaimP50Ms   float64 `json:"probe_claim_p50_ms"`
	ProbeClaimP99Ms   float64 `json:"probe_claim_p99_ms"`
	EndToEndP50Ms     float64 `json:"end_to_end_p50_ms"`
	EndToEndP99Ms     float64 `json:"end_to_end_p99_ms"`
	DBBytesPerAction  float64 `json:"db_bytes_per_action"`
	PeakRSSBytes      int64   `json:"peak_rss_bytes"`
	Workers           int     `json:"workers"`
	CallsInFlight     int     `json:"target_calls_in_flight"`
	PeakCallsInFlight int     `json:"target_calls_in_flight_peak"`
	TargetLatencyMs   float64 `json:"target_latency_ms"`
	Synchronous       string  `json:"synchronous"`
	ChannelDedup      bool    `json:"channel_dedup"`
	Preload           int     `json:"preload"`
	FinishedInLedger  int     `json:"finished_in_ledger"`
	DBBytes           int64   `json:"db_bytes"`
	// DBBytesByTable splits db_bytes_per_action by table, indexes included
	// (from SQLite's dbstat; left out when the preload makes it slow).
	DBBytesByTable  map[string]float64 `json:"db_bytes_per_action_by_table,omitempty"`
	Commits         int64              `json:"ledger_commits"`
	EmptyClaims     int64              `json:"empty_claims"`
	BaselineBefore  float64            `json:"baseline_txn_per_sec_before"`
	BaselineAfter   float64            `json:"baseline_txn_per_sec_after"`
	PreloadSeconds  float64            `json:"preload_seconds"`
	CreateCalls     int                `json:"target_create_calls"`
	SendCalls       int                `json:"target_send_calls"`
	FindCalls       int                `json:"target_find_calls"`
	ExecutionClaims int64              `json:"execution_claims"`
	// ChainedClaims are the execution claims taken in a completion's
	// transaction (execute.CompleteClaimer), no commit of their own.
	ChainedClaims       int64 `json:"execution_claims_in_completions"`
	OutboxClaims        int64 `json:"outbox_claims"`
	ExecutionCompletes  int64 `json:"execution_completions"`
	OutboxCompletes     int64 `json:"outbox_completions"`
	IngestTransactions  int64 `json:"ingest_transactions"`
	StaleOrFailedWrites int   `json:"stale_or_failed_writes"`

	// The mean completion call (a batch of executions or notifications)
	// over the first and the last tenth of the run's calls, and last/first
	// (issue 17: no growth under sustained load).
	CompletionFirst10Ms float64 `json:"completion_first_10pct_ms"`
	CompletionLast10Ms  float64 `json:"completion_last_10pct_ms"`
	CompletionGrowth    float64 `json:"completion_last_over_first"`
	// DBBytesPerActionAfterVacuum is db_bytes_per_action once a plain
	// VACUUM ran on the ledger's tables (PostgreSQL).
	DBBytesPerActionAfterVacuum float64 `json:"db_bytes_per_action_after_vacuum,omitempty"`
	// DBBytesPerActionLive is the same once VACUUM FULL rewrote them: the
	// live rows alone (PostgreSQL).
	DBBytesPerActionLive float64 `json:"db_bytes_per_action_live,omitempty"`
	// DBBytesByRelation splits the three PostgreSQL figures by relation:
	// each table (heap and TOAST) and each index on its own.
	DBBytesByRelation map[string]RelationBytes `json:"db_bytes_per_action_by_relation,omitempty"`
	// VacuumsDuringRun counts the VACUUMs Options.VacuumEvery ran.
	VacuumsDuringRun int `json:"vacuums_during_run,omitempty"`
	// River is the same-run comparison (Options.CompareRiver).
	River *RiverComparison `json:"river,omitempty"`
	// Issue 17 (bench --tenants/--skew, --processes).
	// Tenants is per tenant: actions and end-to-end (register → notified)
	// percentiles while the big tenant's backlog is worked (--skew).
	Tenants []TenantResult `json:"tenants,omitempty"`
	// QuietP99Ms is the small tenants' end-to-end p99 in the same run with
	// no backlog present.
	QuietP99Ms float64 `json:"quiet_p99_ms,omitempty"`
	// Processes is the number of worker processes (--processes);
	// SingleProcessActionsPerSec the same actions through one, same run;
	// ScaleOut their ratio.
	Processes                  int     `json:"processes,omitempty"`
	SingleProcessActionsPerSec float64 `json:"single_process_actions_per_sec,omitempty"`
	ScaleOut                   float64 `json:"scale_out,omitempty"`
	// WakeupP50Ms/P99Ms: from registering a meeting in this process to the
	// first tracker call for it from an idle worker in another process.
	WakeupP50Ms   float64 `json:"wakeup_p50_ms,omitempty"`
	WakeupP99Ms   float64 `json:"wakeup_p99_ms,omitempty"`
	WakeupSamples int     `json:"wakeup_samples,omitempty"`
	// Duplicates counted at the fake tracker and channel (keys with more
	// than one task, notification keys delivered more than once).
	DuplicateTasks         int `json:"duplicate_tasks"`
	DuplicateNotifications int `json:"duplicate_notifications"`
}

// TenantResult is one tenant's share of a --tenants run.
type TenantResult struct {
	Tenant        string  `json:"tenant"`
	Actions       int     `json:"actions"`
	EndToEndP50Ms float64 `json:"end_to_end_p50_ms"`
	EndToEndP99Ms float64 `json:"end_to_end_p99_ms"`
}

// Run measures one pipeline run.
func Run(ctx context.Context, o Options) (Result, error) {
	o.defaults()
	switch o.Synchronous {
	case "FULL", "NORMAL", "EXTRA":
	default:
		return Result{}, fmt.Errorf("bench: synchronous %q: want FULL, NORMAL or EXTRA", o.Synchronous)
	}
	if o.CompareRiver != "" {
		return runRounds(ctx, o)
	}
	return runOnce(ctx, o)
}

// runOnce measures one pipeline run on a new ledger.
func runOnce(ctx context.Context, o Options) (Result, error) {
	if app.IsPostgres(o.Path) {
		return runPostgres(ctx, o)
	}
	if o.VacuumEvery > 0 {
		return Result{}, fmt.Errorf("bench: --vacuum-every needs a PostgreSQL --db")
	}
	dir, path := "", o.Path
	if path == "" {
		d, err := os.MkdirTemp("", "axagent-bench")
		if err != nil {
			return Result{}, fmt.Errorf("bench: %w", err)
		}
		defer os.RemoveAll(d)
		dir, path = d, filepath.Join(d, "bench.db")
	} else {
		if _, err := os.Stat(path); err == nil {
			return Result{}, fmt.Errorf("bench: %s exists; bench writes synthetic rows, give it a new file", path)
		}
		dir = filepath.Dir(path)
	}
	res := newResult(o)
	sopts := app.StoreOptions{Synchronous: o.Synchronous}

	baselinePath := filepath.Join(dir, filepath.Base(path)+".baseline")
	defer removeDB(baselinePath)
	baseline := func(d time.Duration) (float64, error) { return baselineOn(ctx, baselinePath, sopts, d) }
	if o.Baseline > 0 {
		o.Progress("baseline: single-row INSERT … ON CONFLICT DO NOTHING transactions for %s", o.Baseline/2)
		b, err := baseline(o.Baseline / 2)
		if err != nil {
			return res, err
		}
		res.BaselineBefore = b
	}

	open := func(ctx context.Context) (ledger.Store, error) { return app.OpenStoreWith(ctx, path, sopts) }
	main, err := open(ctx)
	if err != nil {
		return res, fmt.Errorf("bench: %w", err)
	}
	defer main.Close()
	st, err := storageOf(main)
	if err != nil {
		return res, err
	}
	if o.Preload > 0 {
		o.Progress("preload: %d finished keys", o.Preload)
		t0 := time.Now()
		bl, ok := main.(ledger.BulkLoader)
		if !ok {
			return res, fmt.Errorf("bench: --preload: the %T ledger cannot bulk load", main)
		}
		if err := bl.BulkLoadFinished(ctx, ledger.BulkFinished{Tenant: "bench", Project: "P1", Count: o.Preload}); err != nil {
			return res, fmt.Errorf("bench: %w", err)
		}
		// A plain vacuum of SQLite is a checkpoint: the run starts with
		// an empty write-ahead log.
		if err := st.Vacuum(ctx, false); err != nil {
			return res, fmt.Errorf("bench: %w", err)
		}
		res.PreloadSeconds = time.Since(t0).Seconds()
	}
	size := func(ctx context.Context, finished int) (int64, map[string]float64, error) {
		total, err := st.StorageSize(ctx)
		if err != nil || o.Preload > 100_000 || finished == 0 {
			return total, nil, err
		}
		// dbstat reads every page: skipped for a large preload.
		rels, err := st.StorageRelations(ctx)
		return total, byTable(rels, finished), err
	}
	return measure(ctx, o, res, main, open, sqliteCommits, size, baseline)
}

func newResult(o Options) Result {
	return Result{Actions: o.Actions, Workers: o.Workers, CallsInFlight: o.InFlight,
		TargetLatencyMs: ms(o.TargetLatency), Synchronous: o.Synchronous, Preload: o.Preload, ChannelDedup: !o.NoChannelDedup}
}

// sqliteCommits sums the handles' own commit counters.
func sqliteCommits(ctx context.Context, stores []ledger.Store, _ *pipeline) (int64, error) {
	var n int64
	for _, s := range stores {
		if c, ok := s.(interface{ Commits() int64 }); ok {
			n += c.Commits()
		}
	}
	return n, nil
}

// statements sums the handles' statement counters (0 where a store does
// not count them).
func statements(stores []ledger.Store) int64 {
	var n int64
	for _, s := range stores {
		if c, ok := s.(interface{ Statements() int64 }); ok {
			n += c.Statements()
		}
	}
	return n
}

// measure runs the pipeline on main (the producer's handle) and handles
// made by open, and fills res. commits counts committed transactions over
// the given handles; size reports the ledger's bytes once the run is done.
func measure(ctx context.Context, o Options, res Result, main ledger.Store,
	open func(context.Context) (ledger.Store, error),
	commits func(context.Context, []ledger.Store, *pipeline) (int64, error),
	size func(context.Context, int) (int64, map[string]float64, error),
	baseline func(time.Duration) (float64, error)) (Result, error) {
	o.Progress("pipeline: %d actions, %d engines + %d dispatchers, batch %d, at most %d tracker calls (and %d channel calls) in flight, latency %s",
		o.Actions, o.Workers, o.Workers, o.BatchSize, o.InFlight, o.InFlight, o.TargetLatency)
	p, err := newPipeline(ctx, open, o)
	if err != nil {
		return res, err
	}
	all := append([]ledger.Store{main}, p.stores...)
	commits0, err := commits(ctx, all, p)
	stmts0 := statements(all)
	if err != nil {
		p.close()
		return res, err
	}
	start := time.Now()
	runErr := p.run(ctx, main)
	elapsed := time.Since(start)
	commits1, err := commits(ctx, all, p)
	stmts1 := statements(all)
	p.close()
	if runErr != nil {
		return res, runErr
	}
	if err != nil {
		return res, err
	}
	committed := commits1 - commits0

	res.Seconds = elapsed.Seconds()
	res.ActionsPerSec = float64(o.Actions) / elapsed.Seconds()
	res.Commits = committed
	res.EmptyClaims = p.m.emptyClaims.Load()
	// An empty claim took a transaction of its own unless a probe answered
	// it (SQLite, after an empty claim).
	emptyTx := res.EmptyClaims
	for _, s := range all {
		if pr, ok := s.(interface{ IdleProbes() int64 }); ok {
			emptyTx -= pr.IdleProbes()
		}
	}
	res.CommitsPerAction = float64(committed-max(emptyTx, 0)) / float64(o.Actions)
	res.StatementsPerAction = float64(stmts1-stmts0) / float64(o.Actions)
	res.ClaimP50Ms, res.ClaimP99Ms = p.m.claimPercentiles()
	res.EndToEndP50Ms, res.EndToEndP99Ms = p.e2ePercentiles()
	res.CompletionFirst10Ms, res.CompletionLast10Ms = p.m.completionDrift()
	if res.CompletionFirst10Ms > 0 {
		res.CompletionGrowth = res.CompletionLast10Ms / res.CompletionFirst10Ms
	}
	st := p.sandbox.Stats()
	res.CreateCalls, res.SendCalls, res.FindCalls = st.CreateCalls, st.SendCalls, st.FindCalls
	res.ExecutionClaims, res.OutboxClaims = p.m.execClaims.Load(), p.m.outboxClaims.Load()
	res.ChainedClaims = p.m.chainedClaims.Load()
	res.ExecutionCompletes, res.OutboxCompletes = p.m.execCompletes.Load(), p.m.outboxCompletes.Load()
	res.IngestTransactions = p.ingests.Load()
	res.PeakCallsInFlight = p.tasksNet.Peak()
	res.StaleOrFailedWrites = int(p.m.refused.Load())

	stats, err := main.Stats(ctx)
	if err != nil {
		return res, fmt.Errorf("bench: %w", err)
	}
	res.FinishedInLedger = stats.Executions[ledger.Succeeded]
	if res.DBBytes, res.DBBytesByTable, err = size(ctx, res.FinishedInLedger); err != nil {
		return res, err
	}
	if res.FinishedInLedger > 0 {
		res.DBBytesPerAction = float64(res.DBBytes) / float64(res.FinishedInLedger)
	}

	// After the size was taken: the probe adds rows.
	if res.ProbeClaimP50Ms, res.ProbeClaimP99Ms, err = probeClaims(ctx, main, o.BatchSize, 100); err != nil {
		return res, err
	}
	if o.Baseline > 0 {
		b, err := baseline(o.Baseline / 2)
		if err != nil {
			return res, err
		}
		res.BaselineAfter = b
		res.BaselineTxnPerSec = (res.BaselineBefore + res.BaselineAfter) / 2
		res.RatioToBaseline = res.ActionsPerSec / res.BaselineTxnPerSec
	}
	res.PeakRSSBytes = PeakRSS()
	return res, nil
}

// baselineOn measures single-row INSERT … ON CONFLICT DO NOTHING
// transactions per second for d on a scratch database at path opened with
// the ledger's settings (SQLite: WAL, BEGIN IMMEDIATE, synchronous).
func baselineOn(ctx context.Context, path string, opts app.StoreOptions, d time.Duration) (float64, error) {
	s, err := app.OpenStoreWith(ctx, path, opts)
	if err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	defer s.Close()
	st, err := storageOf(s)
	if err != nil {
		return 0, err
	}
	return st.BaselineInserts(ctx, d)
}

// probeClaims enqueues n batches of batch keys, claims them one batch at a
// time and returns the claim latency percentiles. The keys are left
// running (their lease lapses later); the ledger's size was taken before.
func probeClaims(ctx context.Context, s ledger.Store, batch, n int) (p50, p99 float64, err error) {
	for i := 0; i < n; i += 10 {
		ps := make([]ledger.EnqueueParams, 0, 10*batch)
		for j := i * batch; j < (i+10)*batch; j++ {
			k := ledger.BusinessKey{Tenant: "bench", Project: "P1", Meeting: "PROBE", Action: fmt.Sprintf("A%07d", j), Operation: ledger.OpCreateTask}
			ps = append(ps, ledger.EnqueueParams{Key: k, Intent: Intent(j)})
		}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "bench-probe", MessageID: strconv.Itoa(i), Executions: ps}); err != nil {
			return 0, 0, fmt.Errorf("bench: probe: %w", err)
		}
	}
	d := make([]time.Duration, 0, n)
	for i := 0; i < n; i++ {
		t0 := time.Now()
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "bench-probe", LeaseFor: time.Hour, Limit: batch})
		if err != nil {
			return 0, 0, fmt.Errorf("bench: probe: %w", err)
		}
		if len(got) != batch {
			return 0, 0, fmt.Errorf("bench: probe: claimed %d keys, want %d", len(got), batch)
		}
		d = append(d, time.Since(t0))
	}
	p50, p99 = percentiles(d)
	return p50, p99, nil
}

// pipeline is one run's producer, engines and dispatchers.
type pipeline struct {
	o        Options
	sandbox  *sandbox.Service
	stores   []ledger.Store
	engines  []*app.App
	dispatch []*app.App
	m        *meter
	tasksNet *Network
	chanNet  *Network

	ingests  atomic.Int64
	enqueued []time.Time // by action index, set before its Ingest
	sent     []time.Time // by action index, set when its notification is recorded sent
	nSent    atomic.Int64
	mu       sync.Mutex
	progress chan struct{} // a notification was recorded sent (for run)
	room     chan struct{} // the same, for the producer
	work     chan struct{} // keys were enqueued
	outbox   chan struct{} // notifications were queued
}

func newPipeline(ctx context.Context, open func(context.Context) (ledger.Store, error), o Options) (*pipeline, error) {
	caps := sandbox.DefaultCapabilities()
	caps.NotifyDedup = !o.NoChannelDedup
	svc, err := sandbox.New(sandbox.Options{Capabilities: &caps})
	if err != nil {
		return nil, fmt.Errorf("bench: %w", err)
	}
	p := &pipeline{o: o, sandbox: svc, m: &meter{}, enqueued: make([]time.Time, o.Actions), sent: make([]time.Time, o.Actions),
		progress: make(chan struct{}, 1), room: make(chan struct{}, 1), work: make(chan struct{}, 1), outbox: make(chan struct{}, 1)}
	p.m.onSent = p.markSent
	p.m.onSucceeded = func() { nudge(p.outbox) }
	quiet := slog.New(slog.DiscardHandler)
	p.tasksNet, p.chanNet = NewNetwork(o.TargetLatency, o.InFlight), NewNetwork(o.TargetLatency, o.InFlight)
	tasks := &SlowTasks{TaskConnector: sandbox.NewTaskConnector(svc), Net: p.tasksNet}
	channel := &SlowChan{Channel: sandbox.NewChannel(svc), Net: p.chanNet}
	// Each engine and each dispatcher is the application layer users run,
	// on its own ledger handle, with the metered store and the slowed
	// sandbox put in.
	var settings *config.Config
	if o.TenantCap > 0 || o.NotifyInline != nil {
		c, err := config.Load("")
		if err != nil {
			return nil, fmt.Errorf("bench: %w", err)
		}
		c.Worker.MaxInFlightPerTenant = o.TenantCap
		c.Worker.NotifyInline = o.NotifyInline
		settings = c
	}
	mk := func(role string, i int) (*app.App, error) {
		return app.New(ctx, app.Config{Settings: settings,
			OpenStore: func(ctx context.Context, _ clock.Clock) (ledger.Store, error) {
				s, err := open(ctx)
				if err == nil {
					p.stores = append(p.stores, s)
				}
				return s, err
			},
			WrapStore: func(s ledger.Store) ledger.Store { return meteredStore(s, p.m) },
			Tasks:     tasks, Channels: map[string]notify.Channel{sandbox.Name: channel}, Channel: sandbox.Name,
			Owner: fmt.Sprintf("bench-%s-%d", role, i), Concurrency: o.Concurrency, BatchSize: o.BatchSize, Log: quiet, Lang: "ko",
		})
	}
	for i := 0; i < o.Workers; i++ {
		e, err := mk("engine", i)
		if err != nil {
			p.close()
			return nil, fmt.Errorf("bench: %w", err)
		}
		p.engines = append(p.engines, e)
		d, err := mk("dispatch", i)
		if err != nil {
			p.close()
			return nil, fmt.Errorf("bench: %w", err)
		}
		p.dispatch = append(p.dispatch, d)
	}
	return p, nil
}

func (p *pipeline) close() {
	for _, a := range append(p.engines, p.dispatch...) {
		a.Close()
	}
}

func nudge(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// idle is how long a loop that found nothing waits before it looks again
// when nobody nudged it.
const idle = 20 * time.Millisecond

func (p *pipeline) markSent(key string, at time.Time) {
	i, ok := actionIndex(key)
	if !ok || i >= len(p.sent) {
		return
	}
	p.mu.Lock()
	first := p.sent[i].IsZero()
	if first {
		p.sent[i] = at
	}
	p.mu.Unlock()
	if first {
		p.nSent.Add(1)
		nudge(p.progress)
		nudge(p.room)
	}
}

// run enqueues the actions and works them until every notification is sent.
func (p *pipeline) run(ctx context.Context, producer ledger.Store) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := p.start(ctx, cancel)
	err := p.produce(ctx, producer)
	if err == nil {
		for p.nSent.Load() < int64(p.o.Actions) {
			select {
			case <-ctx.Done():
			case <-p.progress:
				continue
			}
			break
		}
	}
	stop()
	cancel(nil)
	if err != nil {
		return err
	}
	if c := context.Cause(ctx); c != nil && !errors.Is(c, context.Canceled) {
		return c
	}
	if n := p.nSent.Load(); n < int64(p.o.Actions) {
		return fmt.Errorf("bench: stopped with %d of %d notifications sent", n, p.o.Actions)
	}
	return nil
}

func (p *pipeline) loop(ctx context.Context, wake chan struct{}, pass func() (int, error), fail func(error)) {
	t := time.NewTimer(idle)
	defer t.Stop()
	for ctx.Err() == nil {
		n, err := pass()
		if err != nil {
			if ctx.Err() == nil {
				fail(err)
			}
			return
		}
		if n > 0 {
			continue
		}
		t.Reset(idle)
		select {
		case <-ctx.Done():
		case <-wake:
		case <-t.C:
		}
	}
}

// produce ingests the actions in batches, as register does with the
// actions of one meeting, keeping at most Backlog actions unsent.
func (p *pipeline) produce(ctx context.Context, s ledger.Store) error {
	n, b := p.o.Actions, p.o.IngestBatch
	for lo := 0; lo < n; lo += b {
		hi := min(lo+b, n)
		for int64(hi)-p.nSent.Load() > int64(p.o.Backlog) {
			select {
			case <-ctx.Done():
				return context.Cause(ctx)
			case <-p.room:
			}
		}
		meeting := fmt.Sprintf("M%05d", lo/b)
		ps := make([]ledger.EnqueueParams, 0, hi-lo)
		for i := lo; i < hi; i++ {
			ps = append(ps, ledger.EnqueueParams{Key: Key(meeting, i), Intent: Intent(i)})
		}
		now := time.Now()
		for i := lo; i < hi; i++ {
			p.enqueued[i] = now
		}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: meeting, Executions: ps}); err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		p.ingests.Add(1)
		nudge(p.work)
	}
	return nil
}

func (p *pipeline) e2ePercentiles() (p50, p99 float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	d := make([]time.Duration, 0, len(p.sent))
	for i, t := range p.sent {
		if !t.IsZero() {
			d = append(d, t.Sub(p.enqueued[i]))
		}
	}
	return percentiles(d)
}

// Key is the business key of bench action i in meeting.
func Key(meeting string, i int) ledger.BusinessKey {
	return ledger.BusinessKey{Tenant: "bench", Project: "P1", Meeting: meeting, Action: fmt.Sprintf("A%07d", i), Operation: ledger.OpCreateTask}
}

// Intent is a realistic intent: a Korean title and evidence line like the
// examples' notes.
func Intent(i int) ledger.Intent {
	return ledger.Intent{Project: "P1", Action: fmt.Sprintf("A%07d", i), Title: "공급사 납기 회신 확인 " + strconv.Itoa(i),
		Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21", Source: "민서 님이 월요일까지 공급사의 납기 회신을 확인합니다."}
}

// actionIndex reads i back from a key or notification key of Key(_, i).
func actionIndex(key string) (int, bool) {
	parts := strings.SplitN(key, ":", 5)
	if len(parts) < 5 || len(parts[3]) < 2 || parts[3][0] != 'A' {
		return 0, false
	}
	i, err := strconv.Atoi(parts[3][1:])
	return i, err == nil
}

func percentiles(d []time.Duration) (p50, p99 float64) {
	if len(d) == 0 {
		return 0, 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(q float64) float64 { return ms(d[quantileIndex(q, len(d))]) }
	return at(0.50), at(0.99)
}

// quantileIndex is the index of the q quantile in n sorted samples
// (nearest rank).
func quantileIndex(q float64, n int) int {
	return max(0, min(int(q*float64(n)+0.5)-1, n-1))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func removeDB(path string) {
	for _, suf := range []string{"", "-wal", "-shm"} {
		_ = os.Remove(path + suf)
	}
}

// PeakRSS is the process's peak resident set (VmHWM), in bytes; 0 where
// /proc is not available.
func PeakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			f := strings.Fields(rest)
			if len(f) >= 1 {
				kb, _ := strconv.ParseInt(f[0], 10, 64)
				return kb * 1024
			}
		}
	}
	return 0
}

// duplicateTasks counts the keys the sandbox holds more than one task for.
func duplicateTasks(svc *sandbox.Service) int {
	return keysSeenTwice(svc.Tasks(), func(t sandbox.Task) string { return t.Key })
}

// duplicateMessages counts the keys the sandbox delivered more than once.
func duplicateMessages(svc *sandbox.Service) int {
	return keysSeenTwice(svc.Messages(), func(m sandbox.Message) string { return m.Key })
}

func keysSeenTwice[T any](items []T, key func(T) string) int {
	seen, dup := map[string]int{}, 0
	for _, it := range items {
		k := key(it)
		seen[k]++
		if seen[k] == 2 {
			dup++
		}
	}
	return dup
}
