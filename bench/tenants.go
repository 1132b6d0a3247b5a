package bench

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// FairnessOptions configure the fairness benchmark (issue 17). Tenants-1
// small tenants each register a 3-action meeting every second: first for
// Duration with nothing else queued (the quiet phase), then, with Skew,
// while one more tenant ("big") works a backlog of Options.Actions
// (default 20,000: 100× the small tenants' load) registered at once at
// the start of the phase, until that backlog is done. Without Skew every
// tenant registers the same meetings and there is one phase.
type FairnessOptions struct {
	Options
	Tenants  int
	Skew     bool
	Duration time.Duration
}

// fairAction is what the fairness run knows of one action index.
type fairAction struct {
	tenant string
	quiet  bool
}

// Fairness runs the benchmark: tenants lists each tenant's end-to-end
// (register → notified) percentiles in the backlog phase, quiet_p99_ms the
// small tenants' p99 in the quiet phase of the same run.
func Fairness(ctx context.Context, fo FairnessOptions) (Result, error) {
	o := fo.Options
	if fo.Tenants < 2 {
		return Result{}, errors.New("bench: --tenants must be at least 2")
	}
	if fo.Skew && o.Actions <= 0 {
		o.Actions = 20000
	}
	if !fo.Skew {
		o.Actions = 0
	}
	if fo.Duration <= 0 {
		fo.Duration = 20 * time.Second
	}
	backlog := o.Actions
	o.Actions = max(1, o.Actions) // defaults() would make 0 into 5000
	o.defaults()
	o.Actions = backlog
	small := fo.Tenants
	if fo.Skew {
		small = fo.Tenants - 1
	}
	seconds := int(fo.Duration / time.Second)
	// Index space: quiet phase, backlog, backlog-phase meetings (at most
	// ten minutes of them).
	quietN := small * 3 * seconds
	maxN := quietN + backlog + small*3*600
	actions := make([]fairAction, maxN)

	open, cleanup, err := fairnessLedger(ctx, o)
	if err != nil {
		return Result{}, err
	}
	defer cleanup()
	main, err := open(ctx)
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer main.Close()
	po := o
	po.Actions = maxN
	p, err := newPipeline(ctx, open, po)
	if err != nil {
		return Result{}, err
	}
	defer p.close()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := p.start(ctx, cancel)
	defer stop()

	res := newResult(o)
	res.Actions = backlog
	if !app.IsPostgres(o.Path) {
		res.Synchronous = o.Synchronous
	} else {
		res.Synchronous = "postgresql"
	}
	next := 0
	register := func(tenant, meeting string, n int, quiet bool) error {
		lo := next
		next += n
		var ps []ledger.EnqueueParams
		for i := lo; i < lo+n; i++ {
			k := ledger.BusinessKey{Tenant: tenant, Project: "P1", Meeting: meeting, Action: fmt.Sprintf("A%07d", i), Operation: ledger.OpCreateTask}
			ps = append(ps, ledger.EnqueueParams{Key: k, Intent: Intent(i)})
			actions[i] = fairAction{tenant: tenant, quiet: quiet}
		}
		now := time.Now()
		p.mu.Lock()
		for i := lo; i < lo+n; i++ {
			p.enqueued[i] = now
		}
		p.mu.Unlock()
		if _, err := main.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: tenant + "/" + meeting, Executions: ps}); err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		p.ingests.Add(1)
		nudge(p.work)
		return nil
	}
	smallName := func(j int) string { return fmt.Sprintf("t%02d", j+1) }
	everySecond := func(phase string, quiet bool, until func(int) bool) error {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for s := 0; !until(s); s++ {
			for j := 0; j < small; j++ {
				if next+3 > maxN {
					return errors.New("bench: the backlog phase ran past ten minutes")
				}
				if err := register(smallName(j), fmt.Sprintf("%s%04d", phase, s), 3, quiet); err != nil {
					return err
				}
			}
			select {
			case <-ctx.Done():
				return context.Cause(ctx)
			case <-tick.C:
			}
		}
		return nil
	}
	waitSent := func(n int) error {
		for p.nSent.Load() < int64(n) {
			select {
			case <-ctx.Done():
				return context.Cause(ctx)
			case <-p.progress:
			}
		}
		return nil
	}

	o.Progress("fairness: quiet phase, %d small tenants register a 3-action meeting every second for %s", small, fo.Duration)
	if err := everySecond("Q", true, func(s int) bool { return s >= seconds }); err != nil {
		return res, err
	}
	if err := waitSent(next); err != nil {
		return res, err
	}
	if fo.Skew {
		o.Progress("fairness: backlog phase, tenant big registers %d actions at once; the small tenants go on every second until it is done", backlog)
		start := time.Now()
		for lo := 0; lo < backlog; lo += o.IngestBatch {
			if err := register("big", fmt.Sprintf("B%05d", lo/o.IngestBatch), min(o.IngestBatch, backlog-lo), false); err != nil {
				return res, err
			}
		}
		bigDone := func(int) bool {
			done := 0
			p.mu.Lock()
			for i := quietN; i < quietN+backlog; i++ {
				if !p.sent[i].IsZero() {
					done++
				}
			}
			p.mu.Unlock()
			return done >= backlog
		}
		if err := everySecond("L", false, bigDone); err != nil {
			return res, err
		}
		res.Seconds = time.Since(start).Seconds()
		res.ActionsPerSec = float64(backlog) / res.Seconds
	} else {
		if err := everySecond("L", false, func(s int) bool { return s >= seconds }); err != nil {
			return res, err
		}
	}
	if err := waitSent(next); err != nil {
		return res, err
	}
	stop()

	byTenant := map[string][]time.Duration{}
	var quiet, all []time.Duration
	p.mu.Lock()
	for i := 0; i < next; i++ {
		d := p.sent[i].Sub(p.enqueued[i])
		if actions[i].quiet {
			quiet = append(quiet, d)
			continue
		}
		byTenant[actions[i].tenant] = append(byTenant[actions[i].tenant], d)
		all = append(all, d)
	}
	p.mu.Unlock()
	_, res.QuietP99Ms = percentiles(quiet)
	res.EndToEndP50Ms, res.EndToEndP99Ms = percentiles(all)
	var names []string
	for t := range byTenant {
		names = append(names, t)
	}
	sort.Strings(names)
	for _, t := range names {
		p50, p99 := percentiles(byTenant[t])
		res.Tenants = append(res.Tenants, TenantResult{Tenant: t, Actions: len(byTenant[t]), EndToEndP50Ms: p50, EndToEndP99Ms: p99})
	}
	st := p.sandbox.Stats()
	res.CreateCalls, res.SendCalls, res.FindCalls = st.CreateCalls, st.SendCalls, st.FindCalls
	res.ClaimP50Ms, res.ClaimP99Ms = p.m.claimPercentiles()
	res.ExecutionClaims, res.OutboxClaims = p.m.execClaims.Load(), p.m.outboxClaims.Load()
	res.ExecutionCompletes, res.OutboxCompletes = p.m.execCompletes.Load(), p.m.outboxCompletes.Load()
	res.EmptyClaims, res.IngestTransactions = p.m.emptyClaims.Load(), p.ingests.Load()
	res.PeakCallsInFlight = p.tasksNet.Peak()
	res.StaleOrFailedWrites = int(p.m.refused.Load())
	res.DuplicateTasks = duplicateTasks(p.sandbox)
	res.PeakRSSBytes = PeakRSS()
	return res, nil
}

// fairnessLedger makes the run's ledger: a fresh schema on PostgreSQL, a
// new file on SQLite.
func fairnessLedger(ctx context.Context, o Options) (func(context.Context) (ledger.Store, error), func(), error) {
	if app.IsPostgres(o.Path) {
		dsn, drop, err := app.NewPostgresSchema(ctx, o.Path, "axagent_fair")
		if err != nil {
			return nil, nil, fmt.Errorf("bench: %w", err)
		}
		open := func(ctx context.Context) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, dsn, app.StoreOptions{MaxConns: 4})
		}
		return open, func() { _ = drop(context.Background()) }, nil
	}
	path, cleanup := o.Path, func() {}
	if path == "" {
		dir, err := os.MkdirTemp("", "axagent-fair-")
		if err != nil {
			return nil, nil, fmt.Errorf("bench: %w", err)
		}
		path, cleanup = filepath.Join(dir, "bench.db"), func() { os.RemoveAll(dir) }
	} else if _, err := os.Stat(path); err == nil {
		return nil, nil, fmt.Errorf("bench: %s exists; bench writes synthetic rows, give it a new file", path)
	}
	sopts := app.StoreOptions{Synchronous: o.Synchronous}
	open := func(ctx context.Context) (ledger.Store, error) { return app.OpenStoreWith(ctx, path, sopts) }
	return open, cleanup, nil
}

// start runs the pipeline's engine and dispatcher loops until the
// returned stop (or ctx) ends them; a failing pass cancels ctx.
func (p *pipeline) start(ctx context.Context, cancel context.CancelCauseFunc) (stop func()) {
	lctx, lcancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	fail := func(err error) { cancel(err) }
	for _, g := range p.engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.loop(lctx, p.work, func() (int, error) {
				r, err := g.RunEngineOverlapped(lctx, nil)
				return r.Claimed, err
			}, fail)
		}()
	}
	for _, d := range p.dispatch {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.loop(lctx, p.outbox, func() (int, error) {
				r, err := d.RunDispatcher(lctx, nil)
				return r.Claimed, err
			}, fail)
		}()
	}
	var once sync.Once
	return func() { once.Do(func() { lcancel(); wg.Wait() }) }
}
