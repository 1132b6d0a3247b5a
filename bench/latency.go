package bench

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// LatencyOptions configure the meeting-latency benchmark (issue 32): what a
// user feels besides throughput. The ledger first receives Backlog actions
// of other tenants; then, while the engines and dispatchers work them and
// a producer keeps Backlog of them unsent, one more tenant registers a
// MeetingActions-action meeting, waits for its last notification, and
// registers the next, Meetings times.
type LatencyOptions struct {
	Options
	// Backlog is the other tenants' unsent actions the ledger holds
	// throughout (default 100,000).
	Backlog int
	// BacklogTenants is how many tenants the backlog is spread over
	// (default 10).
	BacklogTenants int
	// MeetingActions is the size of each measured meeting (default 10).
	MeetingActions int
	// Meetings is the number of measured meetings (default 300: the p99
	// of 100 would be the second-worst meeting, of 300 the fourth-worst).
	Meetings int
}

// LatencyResult is what a latency run measured; durations in milliseconds.
type LatencyResult struct {
	Backend        string `json:"backend"`
	Backlog        int    `json:"backlog"`
	BacklogTenants int    `json:"backlog_tenants"`
	MeetingActions int    `json:"meeting_actions"`
	Meetings       int    `json:"meetings"`
	// MeetingToLastNotify: from the start of a meeting's Ingest to the
	// moment its last notification was recorded sent.
	MeetingToLastNotifyP50Ms float64 `json:"meeting_to_last_notify_p50_ms"`
	MeetingToLastNotifyP99Ms float64 `json:"meeting_to_last_notify_p99_ms"`
	MeetingToLastNotifyMaxMs float64 `json:"meeting_to_last_notify_max_ms"`
	// MeetingSamples is the number of meetings the percentiles are of;
	// P99FromWorst which one p99 is counting from the worst (1: the worst).
	// Up to 150 samples p99 is one of the two worst meetings.
	MeetingSamples int `json:"meeting_samples"`
	P99FromWorst   int `json:"meeting_to_last_notify_p99_nth_worst"`
	// MeetingToFirstTask: from the same start to its first notification.
	MeetingToFirstNotifyP50Ms float64 `json:"meeting_to_first_notify_p50_ms"`
	// Phases split MeetingToLastNotify (p50/p99 of each, ms): the Ingest
	// call; from its return to the claim of the meeting's last key; from
	// there to the completion that recorded its last key; from there to
	// its last notification recorded sent.
	Phases map[string][2]float64 `json:"meeting_phases_p50_p99_ms,omitempty"`
	// BacklogMin is the fewest unsent backlog actions seen when a
	// measured meeting was registered: the backlog the ledger held.
	BacklogMin int `json:"backlog_unsent_min"`
	// FillSeconds is how long ingesting the initial backlog took.
	FillSeconds float64 `json:"backlog_fill_seconds"`
	// BacklogActionsPerSec: backlog actions sent per second while the
	// meetings were measured.
	BacklogActionsPerSec float64 `json:"backlog_actions_per_sec"`
	Workers              int     `json:"workers"`
	BatchSize            int     `json:"batch"`
	TenantCap            int     `json:"tenant_cap"`
	NotifyInline         *bool   `json:"notify_inline,omitempty"`
	ClaimP50Ms           float64 `json:"claim_p50_ms"`
	ClaimP99Ms           float64 `json:"claim_p99_ms"`
	DuplicateTasks       int     `json:"duplicate_tasks"`
	PeakRSSBytes         int64   `json:"peak_rss_bytes"`
}

// latencyTenant is the measured meetings' tenant.
const latencyTenant = "meet"

// defaults fills the zero fields of lo.
func (lo *LatencyOptions) defaults() {
	if lo.Backlog <= 0 {
		lo.Backlog = 100_000
	}
	if lo.BacklogTenants <= 0 {
		lo.BacklogTenants = 10
	}
	if lo.MeetingActions <= 0 {
		lo.MeetingActions = 10
	}
	if lo.Meetings <= 0 {
		lo.Meetings = 300
	}
}

// Latency runs the meeting-latency benchmark on a fresh ledger (a new
// SQLite file, or a fresh schema of the PostgreSQL database in o.Path).
func Latency(ctx context.Context, lo LatencyOptions) (LatencyResult, error) {
	lo.defaults()
	o := lo.Options
	o.Actions = 1 // the pipeline's own index space is not used
	o.defaults()
	res := LatencyResult{Backend: "sqlite", Backlog: lo.Backlog, BacklogTenants: lo.BacklogTenants, MeetingActions: lo.MeetingActions,
		Meetings: lo.Meetings, Workers: o.Workers, BatchSize: o.BatchSize, TenantCap: o.TenantCap, NotifyInline: o.NotifyInline}
	if app.IsPostgres(o.Path) {
		res.Backend = "postgresql"
	}
	open, cleanup, err := fairnessLedger(ctx, o)
	if err != nil {
		return res, err
	}
	defer cleanup()
	main, err := open(ctx)
	if err != nil {
		return res, fmt.Errorf("bench: %w", err)
	}
	defer main.Close()

	// The backlog: keys of tenants b01…, each Ingest one meeting of
	// IngestBatch actions, round robin over the tenants.
	var backlogIngested, backlogSent atomic.Int64
	batch := 0
	ingestBacklog := func(ctx context.Context, n int) error {
		tenant := fmt.Sprintf("b%02d", batch%lo.BacklogTenants+1)
		meeting := fmt.Sprintf("B%07d", batch)
		batch++
		ps := make([]ledger.EnqueueParams, n)
		for i := range ps {
			k := ledger.BusinessKey{Tenant: tenant, Project: "P1", Meeting: meeting, Action: fmt.Sprintf("A%07d", i), Operation: ledger.OpCreateTask}
			ps[i] = ledger.EnqueueParams{Key: k, Intent: Intent(i)}
		}
		if _, err := main.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: tenant + "/" + meeting, Executions: ps}); err != nil {
			return fmt.Errorf("bench: backlog: %w", err)
		}
		backlogIngested.Add(int64(n))
		return nil
	}
	o.Progress("latency: ingesting a backlog of %d actions over %d tenants", lo.Backlog, lo.BacklogTenants)
	t0 := time.Now()
	for backlogIngested.Load() < int64(lo.Backlog) {
		if err := ingestBacklog(ctx, o.IngestBatch); err != nil {
			return res, err
		}
	}
	res.FillSeconds = time.Since(t0).Seconds()

	p, err := newPipeline(ctx, open, o)
	if err != nil {
		return res, err
	}
	defer p.close()
	// The measured meeting's notifications, by key; the backlog's are
	// only counted.
	var mu sync.Mutex
	var current map[string]bool
	backlogDone := map[string]bool{}
	var first, last time.Time
	// The current meeting's keys not yet claimed and not yet recorded, and
	// when the last of each was.
	var unclaimed, unrecorded map[string]bool
	var claimedAt, recordedAt time.Time
	// phase crosses off keys in *left (read under mu: each meeting sets
	// new sets) and records when the last one went.
	phase := func(left *map[string]bool, at *time.Time) func([]string, time.Time) {
		return func(keys []string, t time.Time) {
			mu.Lock()
			defer mu.Unlock()
			for _, k := range keys {
				if m := *left; m[actionScope(k)] {
					delete(m, actionScope(k))
					if len(m) == 0 {
						*at = t
					}
				}
			}
		}
	}
	p.m.onClaimed, p.m.onRecorded = phase(&unclaimed, &claimedAt), phase(&unrecorded, &recordedAt)
	done := make(chan struct{}, 1)
	room := make(chan struct{}, 1)
	p.m.onSent = func(key string, at time.Time) {
		scope := actionScope(key)
		mu.Lock()
		defer mu.Unlock()
		if ledger.TenantOf(key) != latencyTenant {
			// An action may queue more than one notification: the
			// backlog counts actions whose first was sent.
			if !backlogDone[scope] {
				backlogDone[scope] = true
				backlogSent.Add(1)
				nudge(room)
			}
			return
		}
		if current == nil || !current[scope] {
			return
		}
		delete(current, scope)
		if first.IsZero() {
			first = at
		}
		if len(current) == 0 {
			last = at
			nudge(done)
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := p.start(ctx, cancel)
	defer stop()

	// Refill: keep Backlog of the other tenants' actions unsent.
	var wg sync.WaitGroup
	refillCtx, stopRefill := context.WithCancel(ctx)
	defer stopRefill()
	wg.Add(1)
	go func() {
		defer wg.Done()
		for refillCtx.Err() == nil {
			deficit := int64(lo.Backlog) - (backlogIngested.Load() - backlogSent.Load())
			if deficit <= 0 {
				select {
				case <-refillCtx.Done():
					return
				case <-room:
				}
				continue
			}
			// One meeting of --ingest-batch actions per Ingest, as
			// other tenants register; on SQLite it waits its turn for
			// the write lock with the workers, so the backlog can dip
			// a little below Backlog (backlog_unsent_min says how far).
			if err := ingestBacklog(refillCtx, o.IngestBatch); err != nil {
				if refillCtx.Err() == nil {
					cancel(err)
				}
				return
			}
			nudge(p.work)
		}
	}()

	o.Progress("latency: %d meetings of %d actions, one after the other, while the backlog is worked", lo.Meetings, lo.MeetingActions)
	var toLast, toFirst []time.Duration
	phaseNames := []string{"ingest", "to_claim", "to_record", "to_notify"}
	phases := make([][]time.Duration, len(phaseNames))
	res.BacklogMin = lo.Backlog
	sent0, start := backlogSent.Load(), time.Now()
	for m := 0; m < lo.Meetings; m++ {
		meeting := fmt.Sprintf("M%05d", m)
		ps := make([]ledger.EnqueueParams, lo.MeetingActions)
		keys := map[string]bool{}
		for i := range ps {
			k := ledger.BusinessKey{Tenant: latencyTenant, Project: "P1", Meeting: meeting, Action: fmt.Sprintf("A%07d", i), Operation: ledger.OpCreateTask}
			ps[i] = ledger.EnqueueParams{Key: k, Intent: Intent(i)}
			keys[k.ActionScope()] = true
		}
		res.BacklogMin = min(res.BacklogMin, int(backlogIngested.Load()-backlogSent.Load()))
		mu.Lock()
		current, first, last = keys, time.Time{}, time.Time{}
		unclaimed, unrecorded = maps.Clone(keys), maps.Clone(keys)
		mu.Unlock()
		began := time.Now()
		if _, err := main.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: latencyTenant + "/" + meeting, Executions: ps}); err != nil {
			return res, fmt.Errorf("bench: meeting: %w", err)
		}
		ingested := time.Now()
		nudge(p.work)
		select {
		case <-ctx.Done():
			return res, context.Cause(ctx)
		case <-done:
		}
		mu.Lock()
		toLast, toFirst = append(toLast, last.Sub(began)), append(toFirst, first.Sub(began))
		for i, d := range []time.Duration{ingested.Sub(began), claimedAt.Sub(ingested), recordedAt.Sub(claimedAt), last.Sub(recordedAt)} {
			// A claim may come between the Ingest's commit and its
			// return: no wait, not a negative one.
			phases[i] = append(phases[i], max(0, d))
		}
		mu.Unlock()
		if os.Getenv("AXAGENT_BENCH_DEBUG") != "" {
			o.Progress("meeting %d: first %s last %s ingested %d sent %d", m, first.Sub(began), last.Sub(began), backlogIngested.Load(), backlogSent.Load())
		}
	}
	elapsed := time.Since(start)
	res.BacklogActionsPerSec = float64(backlogSent.Load()-sent0) / elapsed.Seconds()
	stopRefill()
	wg.Wait()
	stop()
	if c := context.Cause(ctx); c != nil && !errors.Is(c, context.Canceled) {
		return res, c
	}
	res.MeetingToLastNotifyP50Ms, res.MeetingToLastNotifyP99Ms = percentiles(toLast)
	res.MeetingToLastNotifyMaxMs = ms(toLast[len(toLast)-1]) // sorted by percentiles
	res.MeetingSamples = len(toLast)
	res.P99FromWorst = len(toLast) - quantileIndex(0.99, len(toLast))
	res.MeetingToFirstNotifyP50Ms, _ = percentiles(toFirst)
	res.Phases = map[string][2]float64{}
	for i, name := range phaseNames {
		p50, p99 := percentiles(phases[i])
		res.Phases[name] = [2]float64{p50, p99}
	}
	res.ClaimP50Ms, res.ClaimP99Ms = p.m.claimPercentiles()
	res.DuplicateTasks = duplicateTasks(p.sandbox)
	res.PeakRSSBytes = PeakRSS()
	return res, nil
}

// actionScope is the tenant:project:meeting:action a notification key
// (ledger.NotificationKey) is about: an action's first notification sent
// is the one the meeting waits for.
func actionScope(key string) string {
	parts := strings.SplitN(key, ":", 5)
	if len(parts) < 5 {
		return key
	}
	return strings.Join(parts[:4], ":")
}
