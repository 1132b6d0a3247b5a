// Package execute carries ledger work out against the target: it claims due
// keys, sends creates and updates with the business key as the target's
// idempotency key, reconciles keys in doubt, and records every outcome with
// the lease generation that fences stale owners (R11, R12). Success and the
// notification to send are written in one transaction (R14).
package execute

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/internal/lease"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/internal/stack"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/reconcile"
)

// Directory maps a roster person to the IDs targets and channels know them by.
type Directory interface {
	// TargetUser is the assignee's user ID in the task target.
	TargetUser(in ledger.Intent) string
	// Recipient is the assignee's address on the notification channel.
	Recipient(in ledger.Intent) string
}

// Permit decides whether the target may carry out an operation (R7).
type Permit func(tenant, project, operation string) (ok bool, reason string)

// Engine works execution keys.
type Engine struct {
	Store     ledger.Store
	Tasks     connectors.TaskConnector
	Channel   string // channel name written on outbox rows
	Directory Directory
	Permit    Permit
	Clock     clock.Clock
	Owner     string
	Lease     time.Duration
	// CallTimeout is the longest one call to a target may take (default
	// Lease/3). A call starts only when the key's lease has that much
	// left beyond a margin, and is cut off before the lease can lapse
	// (internal/lease).
	CallTimeout time.Duration
	Retry       RetryPolicy
	// BreakerOpen is how long a target's circuit breaker stays open
	// before a trial call (default 30s; worker.breaker_open).
	BreakerOpen time.Duration
	Reconcile   reconcile.Config
	// Concurrency bounds calls in flight; BatchSize bounds one claim.
	Concurrency int
	BatchSize   int
	// Chain is the most batches one pass over due keys works when the
	// store takes each next claim in the previous batch's completion
	// (CompleteClaimer; default 8, 1: never). It bounds how long the
	// pass keeps the worker from its other work (events, the outbox).
	Chain int
	// Tenants and MaxInFlight are the fair-claim policy (issue 17):
	// per-tenant shares and caps, and the cap of a tenant without one.
	Tenants     map[string]ledger.TenantPolicy
	MaxInFlight int
	Faults      *faults.Points
	Log         *slog.Logger
	Lang        string // "ko" or "en" for notification text
	// Outbox, when set, turns the one notification a success would write
	// into the rows to write with it in the same transaction (per-person
	// channels, fallbacks, digest rows: notify.Planner.Plan).
	Outbox  func(e ledger.Execution, n ledger.NewNotification) []ledger.NewNotification
	Metrics *Metrics

	// Routing (several trackers in one deployment): Route names the
	// target of a tenant/project, Targets holds them by name (Tasks is the
	// default and need not be listed). Nil Route: Tasks carries every key.
	// A key stays in the target recorded for it (Store.TargetPin).
	Route   func(tenant, project string) string
	Targets map[string]connectors.TaskConnector
	// PermitIn, when set, decides permission with the key's target.
	PermitIn PermitIn
	// Limits are per-target minimum spacings of sends (creates, updates,
	// cancels) held in the ledger across every worker (Store.RateReserve);
	// RateWait is the longest a worker waits for a slot (default Lease/3;
	// negative: only a slot that starts at once).
	Limits   map[string]time.Duration
	RateWait time.Duration
	// Notify, when set, delivers the notifications a batch's successes
	// queue right after the batch is recorded: the completion claims them
	// for it in its own transaction (ledger.Handoff, when the store can
	// and Notify.HandoffClaim allows), so no dispatcher claims them again
	// (issue 21). Otherwise, or if this process stops first, a dispatcher
	// takes them as before (pending, or running until the lease lapses).
	// A batch's notifications are delivered while the next batches are
	// worked (at most two batches behind); Wait waits for them.
	Notify *notify.Dispatcher

	// delivering holds a token per handed-off batch being delivered.
	deliverOnce sync.Once
	delivering  chan struct{}
	deliveries  sync.WaitGroup
	// inFlight counts handed-off batches not yet delivered (Settle).
	inFlight atomic.Int64

	breakerOnce sync.Once
	// defaultsMu orders the first RunOnce's default writes before the
	// reads of a concurrent RunOnce on the same engine (a scenario's race
	// runs two at once).
	defaultsMu sync.Mutex
	breaker    *gobreaker.CircuitBreaker[any]
	breakersMu sync.Mutex
	breakers   map[string]*gobreaker.CircuitBreaker[any]
	// opened is when each target's breaker last opened, on g.Clock.
	openedMu sync.Mutex
	opened   map[string]time.Time
}

// Result counts what one pass did.
type Result struct {
	Claimed     int
	Succeeded   int
	Retried     int
	Unknown     int
	NeedsHuman  int
	Waiting     int
	StaleWrites int
	Crashed     int
	// HandedOff counts the notifications the batch's completion claimed
	// for Notify, which delivers them in the background (Wait).
	HandedOff int
}

func (g *Engine) defaults() {
	g.defaultsMu.Lock()
	defer g.defaultsMu.Unlock()
	if g.Clock == nil {
		g.Clock = clock.Real{}
	}
	if g.Lease <= 0 {
		g.Lease = 30 * time.Second
	}
	if g.CallTimeout <= 0 {
		g.CallTimeout = lease.CallTimeout(g.Lease)
	}
	if g.Retry == (RetryPolicy{}) {
		g.Retry = DefaultRetryPolicy
	}
	if g.Retry.MaxTakeovers == 0 {
		g.Retry.MaxTakeovers = DefaultRetryPolicy.MaxTakeovers
	}
	if g.Concurrency <= 0 {
		g.Concurrency = 8
	}
	if g.BatchSize <= 0 {
		g.BatchSize = 32
	}
	if g.Chain <= 0 {
		g.Chain = 8
	}
	if g.Log == nil {
		g.Log = slog.Default()
	}
	g.breakerOnce.Do(func() { g.breaker = g.newBreaker(g.Tasks.Name()) })
	g.Metrics.watch(g)
}

// call runs fn through the circuit breaker; an open breaker is retryable
// (nothing was sent) so keys back off instead of hammering the target (S12).
func (g *Engine) call(fn func() error) error { return g.callIn(context.Background(), g.Tasks, fn) }

// RunOnce claims one batch of due keys (only keys, when given), works them
// concurrently and records every outcome in one transaction. On a store
// that can take the next claim in that transaction (CompleteClaimer), a
// pass over due keys goes on with the batch the completion claimed, up to
// Chain batches: one write transaction a batch instead of two.
func (g *Engine) RunOnce(ctx context.Context, keys []string) (Result, error) {
	g.defaults()
	if keys == nil && g.trackerOpen() {
		// This worker's breaker on its one tracker is open: a claim
		// would only refuse the keys (a not-sent attempt each) and
		// make them wait for this worker's half-open time, while
		// workers whose breakers are closed — or open since another
		// moment — could take them (issue 33: with three workers a
		// key bounced between their open breakers wrote 12 attempts,
		// and one worker's stalled link held keys 30s from two
		// healthy ones). It claims again once its breaker half-opens.
		return Result{}, nil
	}
	// The lease is counted from before the claim was asked, on this
	// worker's clock (lease.Held).
	asked := g.Clock.Now()
	claimed, err := g.Store.ExecutionClaim(ctx, g.claimParams(keys))
	if err != nil {
		return Result{}, fmt.Errorf("run: %w", err)
	}
	var res Result
	for batch := 1; len(claimed) > 0; batch++ {
		// A batch's completion claims the next one only in a pass over
		// due keys, below the chain's length, and while the worker is
		// not stopping.
		chain := keys == nil && batch < g.Chain && ctx.Err() == nil
		if asked, claimed, err = g.runBatch(ctx, claimed, asked, chain, &res); err != nil {
			return res, err
		}
	}
	return res, nil
}

// trackerOpen reports whether the breaker of the one tracker (no routing)
// is open now.
func (g *Engine) trackerOpen() bool {
	return g.Route == nil && g.halfOpenAt(g.Tasks.Name()).After(g.Clock.Now())
}

// claimParams is this engine's claim of due keys (only keys, when given).
func (g *Engine) claimParams(keys []string) ledger.ClaimParams {
	return ledger.ClaimParams{Owner: g.Owner, LeaseFor: g.Lease, Limit: g.BatchSize, Keys: keys,
		Tenants: g.Tenants, MaxInFlight: g.MaxInFlight, Now: clock.StoreTime(g.Clock)}
}

// runBatch works one claimed batch (asked: when its claim was asked) and
// records its outcomes, adding to res. With chain, the completion also
// claims the next batch where the store can (CompleteClaimer), which it
// returns with when that claim was asked.
func (g *Engine) runBatch(ctx context.Context, claimed []ledger.Execution, asked time.Time, chain bool, res *Result) (time.Time, []ledger.Execution, error) {
	res.Claimed += len(claimed)
	g.Log.Debug("claimed", "owner", g.Owner, "keys", len(claimed))
	takeovers := 0
	for _, e := range claimed {
		if e.ClaimedFrom == ledger.Running {
			takeovers++
		}
	}
	g.Metrics.Claimed("executions", len(claimed), takeovers)
	results := make([]*ledger.CompleteParams, len(claimed))
	// Every key of the batch is renewed while it waits for its turn and
	// while it is worked, not only those in flight (issue 33): a key
	// queued behind stalled calls must not lapse and be taken over while
	// this worker still means to act on it.
	held, stop := g.holdBatch(ctx, claimed, asked)
	defer stop()
	sem := make(chan struct{}, g.Concurrency)
	var wg sync.WaitGroup
	for i, e := range claimed {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, e ledger.Execution) {
			stack.Grow32K()
			defer wg.Done()
			defer func() { <-sem }()
			defer held[i].Done()
			results[i] = g.traced(held[i].Ctx, e)
		}(i, e)
	}
	wg.Wait()
	stop()
	var ps []ledger.CompleteParams
	for _, p := range results {
		if p == nil {
			res.Crashed++
			continue
		}
		p.Now = clock.StoreTime(g.Clock)
		// A target's error text may echo credentials (issue 19): nothing
		// goes to the ledger or the log unredacted.
		p.Reason, p.Error = redact.String(p.Reason), redact.String(p.Error)
		ps = append(ps, *p)
	}
	if len(ps) == 0 {
		return asked, nil, nil
	}
	var next *ledger.ClaimParams
	if chain && ctx.Err() == nil && !g.trackerOpen() {
		p := g.claimParams(nil)
		next = &p
	}
	// Outcomes are recorded even when ctx was cancelled (shutdown): a call
	// that went out must leave its trace, or the key waits for lease expiry.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	asked = g.Clock.Now()
	errs, handed, nextBatch, err := g.complete(rctx, ps, next)
	if err != nil {
		return asked, nil, fmt.Errorf("record outcomes: %w", err)
	}
	if len(handed) > 0 {
		// Started before anything below may return: a handed-off row left
		// undelivered waits for its lease to lapse and is then in doubt.
		res.HandedOff += len(handed)
		g.deliver(ctx, handed)
	}
	for i, p := range ps {
		if errs[i] != nil {
			if errors.Is(errs[i], ledger.ErrFenced) {
				res.StaleWrites++
				g.Metrics.StaleWrite("executions")
				g.Log.Warn("stale owner write refused", "key", p.Key, "attempt", p.AttemptID, "generation", p.Generation, "err", errs[i])
				continue
			}
			// The batch claimed with this completion is worked before
			// the error is returned: it is held, and a key left claimed
			// waits for its lease to lapse.
			if len(nextBatch) > 0 {
				if _, _, err := g.runBatch(ctx, nextBatch, asked, false, res); err != nil {
					g.Log.Error("chained batch", "keys", len(nextBatch), "err", err)
				}
			}
			return asked, nil, fmt.Errorf("record %s: %w", p.Key, errs[i])
		}
		g.Metrics.attempt(string(p.Outcome))
		g.Log.Info("recorded", "key", p.Key, "attempt", p.AttemptID, "state", p.To, "external_id", p.ExternalID, "reason", p.Reason)
		switch p.To {
		case ledger.Succeeded:
			res.Succeeded++
		case ledger.Pending:
			res.Retried++
		case ledger.Unknown:
			if p.Outcome == ledger.OutcomeUnknown {
				res.Unknown++
			} else {
				res.Waiting++
			}
		case ledger.NeedsHuman:
			res.NeedsHuman++
		}
	}
	return asked, nextBatch, nil
}

// deliver sends handed-off notifications in the background, after the
// previous batch's are done: their sends overlap the next batch's calls
// (as a separate dispatcher's would); at most two batches per engine are
// in flight, a third waits. ctx ending releases what is not sent yet
// (Dispatcher.Work).
func (g *Engine) deliver(ctx context.Context, ns []ledger.Notification) {
	g.deliverOnce.Do(func() { g.delivering = make(chan struct{}, 2) })
	g.delivering <- struct{}{}
	g.deliveries.Add(1)
	g.inFlight.Add(1)
	go func() {
		defer g.deliveries.Done()
		defer g.inFlight.Add(-1)
		defer func() { <-g.delivering }()
		if _, err := g.Notify.Work(ctx, ns); err != nil {
			// Unrecorded rows stay this worker's until their lease lapses;
			// a dispatcher then takes them in doubt (R16).
			g.Log.Error("handed-off notifications", "notifications", len(ns), "err", err)
		}
	}()
}

// Wait waits until the notifications handed off so far are delivered (or
// released) and recorded.
func (g *Engine) Wait() { g.deliveries.Wait() }

// Settle waits like Wait and reports whether any handed-off notifications
// were still being delivered: a worker that stops when nothing is due must
// not stop (and cancel them) while they are, and one that failed leaves a
// row due again for one more pass.
func (g *Engine) Settle() bool { return g.settle(nil) }

// settle is Settle with a hook run once it has looked at the deliveries in
// flight, before it waits: a test releases a held delivery only then.
func (g *Engine) settle(looked func()) bool {
	busy := g.inFlight.Load() > 0
	if looked != nil {
		looked()
	}
	g.deliveries.Wait()
	return busy
}

// CompleteClaimer is a Store whose execution completion can also take the
// completing engine's next claim in the same transaction, after the
// completions: ExecutionComplete (with ExecutionCompleteHandoff's handoff
// when handoff is set) followed by the fair claim next (no named keys), all
// or nothing. The SQLite store implements it: there every write
// transaction is a turn of the file's one writer and a durable commit.
type CompleteClaimer interface {
	ExecutionCompleteClaim(ctx context.Context, ps []ledger.CompleteParams, handoff *ledger.ClaimParams, next ledger.ClaimParams) (errs []error, handed []ledger.Notification, claimed []ledger.Execution, err error)
}

// complete records a batch's outcomes, handing the notifications its
// successes queue to g.Notify when the store and the dispatcher allow, and
// with next takes the next claim in the same transaction where the store
// can (CompleteClaimer; otherwise the next pass claims).
func (g *Engine) complete(ctx context.Context, ps []ledger.CompleteParams, next *ledger.ClaimParams) ([]error, []ledger.Notification, []ledger.Execution, error) {
	var handoff *ledger.ClaimParams
	if g.Notify != nil {
		if claim, ok := g.Notify.HandoffClaim(); ok {
			handoff = &claim
		}
	}
	if c, ok := g.Store.(CompleteClaimer); ok && next != nil {
		return c.ExecutionCompleteClaim(ctx, ps, handoff, *next)
	}
	if h, ok := g.Store.(ledger.Handoff); ok && handoff != nil {
		errs, handed, err := h.ExecutionCompleteHandoff(ctx, ps, *handoff)
		return errs, handed, nil, err
	}
	errs, err := g.Store.ExecutionComplete(ctx, ps)
	return errs, nil, nil, err
}

// work carries out one claimed key and returns the outcome to record, or
// nil when a fault point simulated a crash (nothing may be recorded).
func (g *Engine) work(ctx context.Context, e ledger.Execution) *ledger.CompleteParams {
	tk, err := g.targetFor(ctx, e)
	if err != nil {
		return g.targetProblem(e, err)
	}
	if ok, why := g.permitIn(tk.Name(), e); !ok {
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomeNotPermitted, why, e.InDoubt)
		return &p
	}
	if p := g.takeoverBound(ctx, e); p != nil {
		return p
	}
	if err := g.Faults.Hit(ctx, faults.BeforeSend, e.Key.String()); err != nil {
		return nil
	}
	if ctx.Err() != nil {
		// Stopping before anything was sent: hand the key back at once
		// instead of making the next worker wait out the lease.
		p := ledger.CompleteRelease(e, false, "released on shutdown before sending")
		return &p
	}
	switch {
	case e.Key.Operation == ledger.OpCreateTask:
		return g.workCreate(ctx, e, tk)
	case strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask):
		return g.workUpdate(ctx, e, tk)
	case e.Key.Operation == ledger.OpCancelTask:
		return g.workCancel(ctx, e, tk)
	}
	p := ledger.CompleteNeedsHuman(e, ledger.OutcomePermanent, fmt.Sprintf("unknown operation %q", e.Key.Operation), false)
	return &p
}

func (g *Engine) permit(e ledger.Execution) (bool, string) {
	if g.Permit == nil {
		return true, ""
	}
	return g.Permit(e.Key.Tenant, e.Key.Project, e.Key.Operation)
}

// holdBatch renews every lease of a claimed batch until stop, each key's
// until the key's outcome is decided (Done). asked is when the claim was
// asked, on this worker's clock.
func (g *Engine) holdBatch(ctx context.Context, claimed []ledger.Execution, asked time.Time) ([]lease.Slot, func()) {
	byKey := make(map[string]ledger.Execution, len(claimed))
	keys, untils := make([]string, len(claimed)), make([]time.Time, len(claimed))
	for i, e := range claimed {
		keys[i], untils[i] = e.Key.String(), asked.Add(g.Lease)
		byKey[keys[i]] = e
	}
	return lease.Hold(ctx, &lease.Renewer{Clock: g.Clock, Lease: g.Lease,
		Renew: func(ctx context.Context, key string) (bool, error) {
			if err := g.Faults.Hit(ctx, "renew_lease", key); err != nil {
				return false, err
			}
			_, err := g.Store.ExecutionRenewLease(ctx, ledger.RenewParams{Lease: byKey[key].Lease(), For: g.Lease, Now: clock.StoreTime(g.Clock)})
			return errors.Is(err, ledger.ErrFenced), err
		},
		OnLost: func(key string) {
			g.Log.Warn("lease lost while working", "key", key, "generation", byKey[key].Generation)
		},
	}, keys, untils)
}

// lapsedCall counts and logs a call that ended after the key's lease had
// lapsed: another worker may have acted on the key meanwhile.
func (g *Engine) lapsedCall(ctx context.Context, e ledger.Execution) {
	if h := lease.From(ctx); h != nil && h.Lapsed(g.Clock.Now()) {
		g.Metrics.LapsedCall("executions")
		g.Log.Warn("call ended on a lapsed lease", "key", e.Key, "attempt", e.AttemptID, "generation", e.Generation)
	}
}

// bounded is ctx for the lookups before a send, cut off before the lease
// can lapse; p gives the key back when too little of the lease is left.
func (g *Engine) bounded(ctx context.Context, e ledger.Execution) (context.Context, context.CancelFunc, *ledger.CompleteParams) {
	cctx, cancel, err := g.guard().Call(ctx)
	if err != nil {
		p := ledger.CompleteRelease(e, false, fmt.Sprintf("%v; given back before looking it up", err))
		p.Outcome = ledger.OutcomeNotSent
		return ctx, cancel, &p
	}
	return cctx, cancel, nil
}

// guard is the check before one call to a target on a held lease.
func (g *Engine) guard() lease.Guard {
	return lease.Guard{Clock: g.Clock, Margin: lease.Margin(g.Lease), Timeout: g.CallTimeout}
}

// TaskFor is the task e asks target for: what a lookup by key must match
// (R9).
func (g *Engine) TaskFor(e ledger.Execution, target string) connectors.Task { return g.task(e, target) }

func (g *Engine) task(e ledger.Execution, target string) connectors.Task {
	user := g.targetUser(target, e.Intent)
	desc := fmt.Sprintf("From meeting %s, action %s.", e.Key.Meeting, e.Key.Action)
	if e.Intent.Source != "" {
		desc += "\n\n> " + e.Intent.Source
	}
	return connectors.Task{Key: e.Key.String(), AttemptID: e.AttemptID, Fingerprint: e.Fingerprint, Project: e.Intent.Project,
		SourceAction: e.Key.Action, Title: e.Intent.Title, Description: desc, AssigneeID: user, DueDate: e.Intent.DueDate}
}

func (g *Engine) workCreate(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector) *ledger.CompleteParams {
	if !e.InDoubt && e.Intent.AssigneeID == "" {
		// Nothing of it was sent, and a task nobody is assigned to helps no
		// one: a person assigns it first (issue 13).
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomePermanent, "nobody is assigned: `axagent ledger resolve "+e.Key.String()+" --requeue --assignee NAME --reason TEXT`", false)
		return &p
	}
	want := g.task(e, tk.Name())
	if e.InDoubt || lookupFirst(tk.Capabilities()) {
		if p := g.lookupBeforeCreate(ctx, e, tk, want); p != nil {
			return p
		}
	}
	got, p, stop, err := g.send(ctx, e, tk, func(ctx context.Context) (connectors.RemoteTask, error) { return tk.Create(ctx, want) })
	if stop {
		return p
	}
	if err != nil {
		return g.fromError(ctx, e, tk, err, "create")
	}
	if got.ID == "" {
		return g.fromError(ctx, e, tk, failure.NewUnknown("create", errors.New("target answered without a task ID")), "create")
	}
	done := ledger.CompleteSucceeded(e, got.ID, fmt.Sprintf("created %s in %s", got.ID, tk.Name()), g.notification(e, got.ID, "created", 1)...)
	return &done
}

// lookupFirst says whether a create asks the target for the key first:
// without idempotency keys, the stored marker is our dedup.
func lookupFirst(caps connectors.Capabilities) bool {
	return !caps.IdempotentCreate && caps.LookupByKey
}

// lookupBeforeCreate settles a key in doubt, or looks for a key the target
// may already hold, before a create; nil means send. Only a create that
// looks makes the lookup's lease check (a third of a key's checks).
func (g *Engine) lookupBeforeCreate(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector, want connectors.Task) *ledger.CompleteParams {
	// The lookups before the send are calls too: cut off before the
	// lease can lapse.
	lctx, cancel, p := g.bounded(ctx, e)
	defer cancel()
	if p != nil {
		return p
	}
	if e.InDoubt {
		cfg := g.Reconcile
		if cfg.CallTimeout <= 0 {
			cfg.CallTimeout = g.CallTimeout
		}
		rc := &reconcile.Reconciler{Tasks: tk, Store: g.Store, Clock: g.Clock, Config: cfg}
		d := reconciled(lctx, rc, e, want)
		g.Metrics.reconciliation(d.Verdict.String())
		if d.Verdict != reconcile.Resend {
			return g.fromDecision(e, d)
		}
		return nil
	}
	// A key the target already holds (e.g. after the ledger forgot it) is
	// adopted, never created again. A search lag only hides tasks created
	// within the lag; an older one (a late retry after the ledger's
	// retention) is found, and a miss is no worse than not asking.
	found, err := tk.FindByKey(lctx, e.Key.String())
	if err != nil {
		return g.fromError(ctx, e, tk, err, "lookup before create")
	}
	if found != nil {
		return g.fromDecision(e, reconcile.Judge(tk.Name(), want, *found))
	}
	return nil
}

func (g *Engine) workUpdate(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector) *ledger.CompleteParams {
	create, err := g.Store.ExecutionGet(ctx, e.Key.WithOperation(ledger.OpCreateTask))
	if err != nil {
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomePermanent, "update without a registered create: "+err.Error(), false)
		return &p
	}
	switch create.State {
	case ledger.Succeeded:
	case ledger.NeedsHuman, ledger.Abandoned:
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomeBlocked, fmt.Sprintf("the task's create is %s; resolve it first", create.State), false)
		return &p
	default:
		p := ledger.CompleteRetry(e, ledger.OutcomeRetryable, fmt.Errorf("the task's create is still %s", create.State), g.Clock.Now().Add(g.Retry.Initial))
		return &p
	}
	switch wait, later, err := g.updateOrder(ctx, e); {
	case err != nil:
		return unsent(e, err, g.Clock.Now().Add(g.Retry.Next(1, 0)))
	case later != nil:
		return supersede(e, create.ExternalID, *later)
	case wait != nil:
		return g.waitForEarlier(e, *wait)
	}
	want := g.task(e, tk.Name())
	u := connectors.Update{Key: e.Key.String(), AttemptID: e.AttemptID, ExternalID: create.ExternalID, AssigneeID: want.AssigneeID, DueDate: want.DueDate}
	if e.InDoubt {
		// Setting the same fields twice is harmless, but check first so a
		// confirmed update is not sent again.
		cur, err := tk.Get(ctx, create.ExternalID)
		if err == nil && reconcile.Compare(connectors.Task{AssigneeID: want.AssigneeID, DueDate: want.DueDate}, cur) == nil {
			p := ledger.CompleteSucceeded(e, create.ExternalID, "reconciled: "+create.ExternalID+" already has the new fields", g.notification(e, create.ExternalID, "updated", updateSeq(e.Key.Operation))...)
			return &p
		}
	}
	got, p, stop, err := g.send(ctx, e, tk, func(ctx context.Context) (connectors.RemoteTask, error) { return tk.Update(ctx, u) })
	if stop {
		return p
	}
	if err != nil {
		return g.fromError(ctx, e, tk, err, "update")
	}
	done := ledger.CompleteSucceeded(e, got.ID, fmt.Sprintf("updated %s: due %s, assignee %s", got.ID, want.DueDate, want.AssigneeID),
		g.notification(e, got.ID, "updated", updateSeq(e.Key.Operation))...)
	return &done
}

// workCancel closes the created task: a compensation a human asked for,
// never automatic, with its own key and permission (R21).
func (g *Engine) workCancel(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector) *ledger.CompleteParams {
	create, err := g.Store.ExecutionGet(ctx, e.Key.WithOperation(ledger.OpCreateTask))
	if err != nil || create.State != ledger.Succeeded {
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomeBlocked, "cancel needs a registered task; the create is not succeeded", false)
		return &p
	}
	c, ok := tk.(connectors.Canceler)
	if !ok {
		p := ledger.CompleteNeedsHuman(e, ledger.OutcomeUnsupported, fmt.Sprintf("%s cannot close tasks through axagent: close %s by hand, then resolve this key with --external-id %s", tk.Name(), create.ExternalID, create.ExternalID), false)
		return &p
	}
	got, p, stop, err := g.send(ctx, e, tk, func(ctx context.Context) (connectors.RemoteTask, error) {
		return c.Cancel(ctx, connectors.Update{Key: e.Key.String(), AttemptID: e.AttemptID, ExternalID: create.ExternalID})
	})
	if stop {
		return p
	}
	if err != nil {
		if failure.IsUnknown(err) {
			// Closing is idempotent: resending the same cancel is safe, so
			// an unknown outcome is simply retried.
			again := ledger.CompleteUnknown(e, ledger.OutcomeUnknown, err, "cancel outcome unknown; closing again is harmless", g.Clock.Now())
			return &again
		}
		return g.fromError(ctx, e, tk, err, "cancel")
	}
	done := ledger.CompleteSucceeded(e, got.ID, "cancelled "+got.ID+" (compensation)", g.notification(e, got.ID, "cancelled", 1)...)
	return &done
}

// send makes one mutating call to the target under its rate budget and
// the cap on calls in flight. stop means the caller returns p at once:
// throttled (p says when to try again), or the fault point right after
// the call hit (p nil: nothing is recorded, as when a worker dies there).
func (g *Engine) send(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector, call func(context.Context) (connectors.RemoteTask, error)) (got connectors.RemoteTask, p *ledger.CompleteParams, stop bool, err error) {
	if p := g.throttle(ctx, e, tk); p != nil {
		return got, p, true, nil
	}
	cctx, cancel, lerr := g.guard().Call(ctx)
	defer cancel()
	if lerr != nil {
		// Another worker may take the key over once the lease lapses and
		// act on it too: a call that could outlive the lease never starts.
		p := ledger.CompleteRelease(e, false, fmt.Sprintf("%v; given back unsent", lerr))
		p.Outcome = ledger.OutcomeNotSent
		return got, &p, true, nil
	}
	err = g.callIn(cctx, tk, func() error {
		var err error
		got, err = call(cctx)
		return err
	})
	g.lapsedCall(ctx, e)
	if ferr := g.Faults.Hit(ctx, faults.AfterSendBeforeRecord, e.Key.String()); ferr != nil {
		return got, nil, true, nil
	}
	return got, nil, false, err
}

// updateSeq reads n from update-task-n (1 for update-task).
func updateSeq(op string) int {
	if n := ledger.UpdateSeq(op); n > 0 {
		return n
	}
	return 1
}

// RetryableAttempts counts the key's earlier attempts (all but current)
// that reached the target and ended retryable: the retry budget. A key
// whose attempts cannot be read counts fallback, its claims so far.
func RetryableAttempts(ctx context.Context, s ledger.Store, key, current string, fallback int) int {
	list, err := s.AttemptList(ctx, key)
	if err != nil {
		return fallback
	}
	n := 0
	for _, a := range list {
		if a.ID != current && ledger.Outcome(a.Outcome) == ledger.OutcomeRetryable {
			n++
		}
	}
	return n
}

// takeoverBound hands a key to a human, still in doubt, when it was taken
// over from workers that died holding it MaxTakeovers times: a key that
// kills its worker must not loop forever, and it has its own bound apart
// from the retry cap (issue 19).
func (g *Engine) takeoverBound(ctx context.Context, e ledger.Execution) *ledger.CompleteParams {
	if e.ClaimedFrom != ledger.Running || g.Retry.MaxTakeovers <= 0 {
		return nil
	}
	list, err := g.Store.AttemptList(ctx, e.Key.String())
	if err != nil {
		return nil
	}
	died := 0
	for _, a := range list {
		if a.ID != e.AttemptID && a.EndedAt.IsZero() {
			died++
		}
	}
	if died < g.Retry.MaxTakeovers {
		return nil
	}
	p := ledger.CompleteNeedsHuman(e, ledger.OutcomeTakeovers, fmt.Sprintf("taken over %d times from workers that died or lost the lease before recording an outcome; "+
		"check the worker logs, look the key up in the target, then resolve it", died), e.InDoubt)
	return &p
}

// fromError maps a classified failure to the ledger (R8, R19).
func (g *Engine) fromError(ctx context.Context, e ledger.Execution, tk connectors.TaskConnector, err error, op string) *ledger.CompleteParams {
	now := g.Clock.Now()
	var p ledger.CompleteParams
	switch failure.ClassOf(err) {
	case failure.Retryable:
		if refusedByBreaker(err) {
			return g.notSent(e, tk.Name(), err, now)
		}
		// Only attempts that reached the target and failed retryably count
		// toward the cap, this one included; takeovers after a crash and
		// reconciliations do not (issue 19).
		tries := RetryableAttempts(ctx, g.Store, e.Key.String(), e.AttemptID, e.Attempts) + 1
		if g.Retry.Exhausted(tries) {
			p = ledger.CompleteNeedsHuman(e, ledger.OutcomeRetryable, fmt.Sprintf("gave up after %d attempts; last error: %s failed: %v", tries, op, err), e.InDoubt)
			p.Error = err.Error()
			return &p
		}
		p = ledger.CompleteRetry(e, ledger.OutcomeRetryable, err, now.Add(g.Retry.Next(tries, failure.RetryAfterOf(err))))
		// A retryable failure of a key already in doubt keeps it in doubt.
		if e.InDoubt {
			p = ledger.CompleteUnknown(e, ledger.OutcomeRetryable, err, op+" failed before sending; still in doubt from an earlier attempt", p.NextAttemptAt)
		}
	case failure.Permanent:
		p = ledger.CompleteNeedsHuman(e, ledger.OutcomePermanent, fmt.Sprintf("%s refused: %v", op, err), e.InDoubt)
		p.Error = err.Error()
	default:
		// Unknown outcome: the target may hold the task. Never a failure;
		// reconcile after the target's lookup lag.
		lag := tk.Capabilities().LookupLag
		p = ledger.CompleteUnknown(e, ledger.OutcomeUnknown, err, fmt.Sprintf("%s outcome unknown (%v); reconciling by key", op, err), now.Add(lag))
	}
	return &p
}

func (g *Engine) fromDecision(e ledger.Execution, d reconcile.Decision) *ledger.CompleteParams {
	var p ledger.CompleteParams
	switch d.Verdict {
	case reconcile.Confirmed:
		p = ledger.CompleteFound(e, d.Outcome, d.ExternalID, d.Reason, g.notification(e, d.ExternalID, "created", 1)...)
	case reconcile.Wait:
		p = ledger.CompleteUnknown(e, d.Outcome, d.Err, d.Reason, d.Next)
	case reconcile.Mismatch, reconcile.Human:
		p = ledger.CompleteNeedsHuman(e, d.Outcome, d.Reason, true)
		p.ExternalID = d.ExternalID
	}
	return &p
}

// notification builds the outbox rows that ride with a success (R14, R15).
func (g *Engine) notification(e ledger.Execution, externalID, event string, seq int) []ledger.NewNotification {
	recipient := e.Intent.AssigneeID
	if g.Directory != nil {
		recipient = g.Directory.Recipient(e.Intent)
	}
	n := ledger.NewNotification{
		Key:       ledger.NotificationKey(e.Key, event, "assignee", seq),
		Channel:   g.Channel,
		Recipient: recipient,
		Text:      NotificationText(g.Lang, event, externalID, e.Intent),
	}
	if g.Outbox != nil {
		return g.Outbox(e, n)
	}
	return []ledger.NewNotification{n}
}

// NotificationText is the assignee's message.
func NotificationText(lang, event, externalID string, in ledger.Intent) string {
	if lang == "en" {
		verb := map[string]string{"updated": "changed", "cancelled": "cancelled"}[event]
		if verb == "" {
			verb = "assigned to you"
		}
		return fmt.Sprintf("%s %s: %s (due %s)", externalID, verb, in.Title, in.DueDate)
	}
	verb := map[string]string{"updated": "업무가 변경되었습니다", "cancelled": "업무가 취소되었습니다"}[event]
	if verb == "" {
		verb = "업무가 배정되었습니다"
	}
	return fmt.Sprintf("%s %s: %s (기한 %s)", externalID, verb, in.Title, in.DueDate)
}

// SuccessNotifications are the notifications the engine queues when e
// succeeds with externalID: the same keys a send by the engine would use, so
// a task a person found by hand is notified once, never twice (R15).
func (g *Engine) SuccessNotifications(e ledger.Execution, externalID string) []ledger.NewNotification {
	switch {
	case e.Key.Operation == ledger.OpCancelTask:
		return g.notification(e, externalID, "cancelled", 1)
	case strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-"):
		return g.notification(e, externalID, "updated", updateSeq(e.Key.Operation))
	}
	return g.notification(e, externalID, "created", 1)
}
