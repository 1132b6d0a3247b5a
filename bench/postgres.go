package bench

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// runPostgres runs the same pipeline on a PostgreSQL ledger: a fresh schema
// in the database of o.Path, dropped afterwards.
func runPostgres(ctx context.Context, o Options) (Result, error) {
	if o.Preload > 0 {
		return Result{}, fmt.Errorf("bench: --preload is implemented for SQLite only")
	}
	schemaDSN, drop, err := app.NewPostgresSchema(ctx, o.Path, "axagent_bench")
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer drop(context.WithoutCancel(ctx))
	open := func(ctx context.Context) (ledger.Store, error) {
		return app.OpenStoreWith(ctx, schemaDSN, app.StoreOptions{MaxConns: 4})
	}
	main, err := open(ctx)
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer main.Close()
	st, err := storageOf(main)
	if err != nil {
		return Result{}, err
	}
	res := newResult(o)
	res.Synchronous = "postgresql"
	// The baseline's scratch table is in the run's schema; the storage
	// figures leave it out.
	baseline := func(d time.Duration) (float64, error) { return st.BaselineInserts(ctx, d) }
	if o.Baseline > 0 {
		o.Progress("baseline: single-row INSERT … ON CONFLICT DO NOTHING transactions for %s", o.Baseline/2)
		if res.BaselineBefore, err = baseline(o.Baseline / 2); err != nil {
			return res, err
		}
	}
	// Every ledger call of the pipeline is one transaction on PostgreSQL
	// (a claim is one statement, a completion one batch), so the commits
	// are the producer's ingests plus the workers' write calls.
	commits := func(_ context.Context, _ []ledger.Store, p *pipeline) (int64, error) {
		return p.ingests.Load() + p.m.writes(), nil
	}
	// size is the ledger's bytes right after the run; afterVacuum the same
	// once a plain VACUUM ran on its tables (dead versions become free
	// space; the files shrink only by empty pages at their end); live once
	// VACUUM FULL rewrote them.
	stopVacuum := func() (int, error) { return 0, nil }
	if o.VacuumEvery > 0 {
		if stopVacuum, err = vacuumLoop(ctx, open, o.VacuumEvery); err != nil {
			return res, err
		}
	}
	defer stopVacuum()
	var afterVacuum, live int64
	var vacuums int
	rels := map[string]*RelationBytes{}
	size := func(ctx context.Context, finished int) (int64, map[string]float64, error) {
		n, err := stopVacuum()
		if err != nil {
			return 0, nil, err
		}
		vacuums = n
		total, tables, err := relationSizes(ctx, st, rels, finished, func(r *RelationBytes) *int64 { return &r.AfterRun })
		if err != nil {
			return 0, nil, err
		}
		if err := st.Vacuum(ctx, false); err != nil {
			return 0, nil, fmt.Errorf("bench: %w", err)
		}
		if afterVacuum, _, err = relationSizes(ctx, st, rels, finished, func(r *RelationBytes) *int64 { return &r.AfterVacuum }); err != nil {
			return 0, nil, err
		}
		// The live rows alone: VACUUM FULL rewrites the tables compactly.
		if err := st.Vacuum(ctx, true); err != nil {
			return 0, nil, fmt.Errorf("bench: %w", err)
		}
		if live, _, err = relationSizes(ctx, st, rels, finished, func(r *RelationBytes) *int64 { return &r.Live }); err != nil {
			return 0, nil, err
		}
		return total, tables, nil
	}
	res, err = measure(ctx, o, res, main, open, commits, size, baseline)
	res.VacuumsDuringRun = vacuums
	if res.FinishedInLedger > 0 {
		res.DBBytesPerActionAfterVacuum = float64(afterVacuum) / float64(res.FinishedInLedger)
		res.DBBytesPerActionLive = float64(live) / float64(res.FinishedInLedger)
		res.DBBytesByRelation = perAction(rels, res.FinishedInLedger)
	}
	return res, err
}

// relationSizes reads the ledger's relations, records each one's size
// through at, and returns their total and the split by table per finished
// action.
func relationSizes(ctx context.Context, st ledger.Storage, rels map[string]*RelationBytes, finished int, at func(*RelationBytes) *int64) (int64, map[string]float64, error) {
	list, err := st.StorageRelations(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("bench: %w", err)
	}
	var total int64
	for _, r := range list {
		total += r.Bytes
		rb := rels[r.Name]
		if rb == nil {
			rb = &RelationBytes{}
			rels[r.Name] = rb
		}
		*at(rb) = r.Bytes
	}
	if finished == 0 {
		return total, nil, nil
	}
	return total, byTable(list, finished), nil
}

// vacuumLoop runs a plain VACUUM of the ledger's tables every interval on
// a handle of its own until stop is called; stop returns how many ran,
// and the error that ended the loop early, if any. It may be called more
// than once.
func vacuumLoop(ctx context.Context, open func(context.Context) (ledger.Store, error), every time.Duration) (stop func() (int, error), err error) {
	s, err := open(ctx)
	if err != nil {
		return nil, fmt.Errorf("bench: vacuum loop: %w", err)
	}
	st, err := storageOf(s)
	if err != nil {
		s.Close()
		return nil, err
	}
	quit, done := make(chan struct{}), make(chan struct{})
	var n int
	var loopErr error
	go func() {
		defer close(done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
			}
			if err := st.Vacuum(ctx, false); err != nil {
				loopErr = fmt.Errorf("bench: vacuum during the run: %w", err)
				return
			}
			n++
		}
	}()
	var once sync.Once
	return func() (int, error) {
		once.Do(func() {
			close(quit)
			<-done
			s.Close()
		})
		return n, loopErr
	}, nil
}

// RelationBytes is one relation's size at the three points a PostgreSQL
// run measures: right after the run, after a plain VACUUM, after VACUUM
// FULL (the live rows alone). In bytes, or bytes per finished action in
// Result.DBBytesByRelation.
type RelationBytes struct {
	AfterRun    int64 `json:"-"`
	AfterVacuum int64 `json:"-"`
	Live        int64 `json:"-"`

	PerActionAfterRun    float64 `json:"after_run"`
	PerActionAfterVacuum float64 `json:"after_vacuum"`
	PerActionLive        float64 `json:"live"`
}

// perAction divides the sizes by the finished actions and leaves out the
// relations under 1 byte per action at every point.
func perAction(rels map[string]*RelationBytes, finished int) map[string]RelationBytes {
	out := map[string]RelationBytes{}
	f := float64(finished)
	for name, r := range rels {
		r.PerActionAfterRun, r.PerActionAfterVacuum, r.PerActionLive = float64(r.AfterRun)/f, float64(r.AfterVacuum)/f, float64(r.Live)/f
		if r.PerActionAfterRun >= 1 || r.PerActionAfterVacuum >= 1 || r.PerActionLive >= 1 {
			out[name] = *r
		}
	}
	return out
}
