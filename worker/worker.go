// Package worker is the axagent daemon: it turns received meeting events
// into ledger work, claims due keys in batches, reconciles keys in doubt and
// dispatches the outbox, until told to stop. Several workers may share one
// ledger; leases and fencing keep them from stepping on each other.
package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/lease"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/tracing"
)

// Event is a meeting-notes event (the webhook body).
type Event struct {
	Tenant  string `json:"tenant"`
	Project string `json:"project"`
	Meeting string `json:"meeting"`
	// Date is the meeting date, YYYY-MM-DD (optional).
	Date  string `json:"date"`
	Notes string `json:"notes"`
}

// Normalized is the event with its scope in the form keys are built from
// (trimmed, NFC); see ledger.NormalizeComponent.
func (e Event) Normalized() Event {
	sc := ledger.NormalizeScope(ledger.MeetingScope{Tenant: e.Tenant, Project: e.Project, Meeting: e.Meeting})
	e.Tenant, e.Project, e.Meeting = sc.Tenant, sc.Project, sc.Meeting
	return e
}

// Validate checks everything about the event that can be checked before it
// is stored (issue 19): the scope every key is built on, the date and the
// notes' text. What it refuses is answered 422 and never stored.
func (e Event) Validate() error {
	if err := ledger.ValidateScope(ledger.MeetingScope{Tenant: e.Tenant, Project: e.Project, Meeting: e.Meeting}); err != nil {
		return fmt.Errorf("event %w", err)
	}
	if e.Date != "" {
		if _, err := time.Parse(time.DateOnly, e.Date); err != nil {
			if isoDate.MatchString(e.Date) {
				// Written as asked: "want YYYY-MM-DD" sent the sender
				// looking for a format error in 2026-09-31.
				return fmt.Errorf("event date %q: no such day in the calendar", e.Date)
			}
			return fmt.Errorf("event date %q: want YYYY-MM-DD", ledger.Truncate(e.Date, 64))
		}
	}
	if err := ValidateNotes(e.Notes); err != nil {
		return fmt.Errorf("event notes: %w", err)
	}
	return nil
}

var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// ValidateNotes refuses notes no extractor can read: empty or blank text,
// invalid UTF-8, and control characters other than tab, newline and
// carriage return (a NUL has no place in meeting notes).
func ValidateNotes(notes string) error {
	if strings.TrimSpace(notes) == "" {
		return errors.New("empty")
	}
	if !utf8.ValidString(notes) {
		return errors.New("not valid UTF-8")
	}
	for i, r := range notes {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return fmt.Errorf("control character %U at byte %d", r, i)
		}
	}
	return nil
}

// Ingester extracts an event and submits its plan under (source, id),
// recorded processed only while claim (the worker's processing claim on
// the received event; nil: none) is the event's latest — else the error
// is ledger.ErrFenced and nothing was submitted.
type Ingester func(ctx context.Context, ev Event, source, id string, claim *ledger.InboxClaim) error

// KeyPass carries out the due keys once: the execution engine's pass, which
// the application layer hands the worker.
type KeyPass func(ctx context.Context) (KeyCounts, error)

// KeyCounts is what a pass over due keys did.
type KeyCounts struct {
	Claimed, Succeeded, Retried, Unknown, NeedsHuman, StaleWrites int
}

// Config of a worker.
type Config struct {
	Store      ledger.Store
	Keys       KeyPass
	Dispatcher *notify.Dispatcher
	Ingest     Ingester
	Clock      clock.Clock
	// Poll is the wait between passes that found nothing (default 1s).
	Poll time.Duration
	// ShutdownTimeout bounds how long calls in flight may finish after a
	// stop (default 10s); then they are cancelled and their keys are left
	// to lease expiry and reconciliation.
	ShutdownTimeout time.Duration
	// MaxEventAttempts bounds the tries at ingesting one received event
	// (default DefaultMaxEventAttempts); then it is parked as needs-human.
	// A permanent error or an undecodable body parks it at once.
	MaxEventAttempts int
	// EventBackoff is the wait after an event's first failed try; it
	// doubles per try up to MaxEventBackoff (defaults 30s and 30m).
	EventBackoff    time.Duration
	MaxEventBackoff time.Duration
	// MaxEventsPerPass bounds the received events one pass tries (default
	// 256); failed ones are deferred, so later events are reached.
	MaxEventsPerPass int
	// Owner names this worker in its claims on received events (default
	// "worker"); EventLease is how long a claim holds while the worker
	// extracts and plans the event (default 30s), renewed every quarter
	// of it while the worker lives: one worker processes an event however
	// many see it, and a dead worker's event is taken over after it.
	Owner      string
	EventLease time.Duration
	// Settle, when set, waits for work the key pass left running in the
	// background (notifications handed off to this worker) and reports
	// whether there was any; --once settles before it stops, then passes
	// again, so it neither stops with notifications half sent nor leaves
	// one that failed for a later run.
	Settle func() bool
	Log    *slog.Logger
	// Counters, when set, is told of inbox claims (and takeovers of
	// lapsed ones) and of ingests and deferrals refused because another
	// worker claimed the event since, as the engine and the dispatcher
	// tell theirs (execute.Metrics).
	Counters Counters
}

// Counters receives the worker's counts; table is "inbox".
type Counters interface {
	Claimed(table string, n, takeovers int)
	StaleWrite(table string)
}

// inboxTable names the inbox in Counters.
const inboxTable = "inbox"

// DefaultMaxEventAttempts is the default bound on tries per received event.
const DefaultMaxEventAttempts = 5

// eventBatch is how many received events one inbox read returns.
const eventBatch = 16

// Worker runs passes.
type Worker struct {
	cfg   Config
	nudge chan struct{}
}

// New makes a worker.
func New(cfg Config) *Worker {
	if cfg.Clock == nil {
		cfg.Clock = clock.Real{}
	}
	if cfg.Poll <= 0 {
		cfg.Poll = time.Second
	}
	if cfg.ShutdownTimeout <= 0 {
		cfg.ShutdownTimeout = 10 * time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.MaxEventAttempts <= 0 {
		cfg.MaxEventAttempts = DefaultMaxEventAttempts
	}
	if cfg.EventBackoff <= 0 {
		cfg.EventBackoff = 30 * time.Second
	}
	if cfg.MaxEventBackoff <= 0 {
		cfg.MaxEventBackoff = 30 * time.Minute
	}
	if cfg.MaxEventsPerPass <= 0 {
		cfg.MaxEventsPerPass = 256
	}
	if cfg.Owner == "" {
		cfg.Owner = "worker"
	}
	if cfg.EventLease <= 0 {
		cfg.EventLease = 30 * time.Second
	}
	return &Worker{cfg: cfg, nudge: make(chan struct{}, 1)}
}

// Nudge wakes the loop (a new event arrived).
func (w *Worker) Nudge() {
	select {
	case w.nudge <- struct{}{}:
	default:
	}
}

// PassResult is what one pass did.
type PassResult struct {
	Events   int
	Keys     KeyCounts
	Outbox   notify.DispatchResult
	EventErr []error
}

// Busy reports whether the pass did anything.
func (r PassResult) Busy() bool { return r.Events > 0 || r.Keys.Claimed > 0 || r.Outbox.Claimed > 0 }

// RunOnce does one pass: received events, due keys, due notifications.
func (w *Worker) RunOnce(ctx context.Context) (PassResult, error) {
	var res PassResult
	// The ledger this worker opened must still be the one in use: a file
	// deleted or replaced under it would take every later write to a
	// ledger nobody else sees (issue 19).
	if err := ledger.CheckStorage(ctx, w.cfg.Store); err != nil {
		return res, err
	}
	err := w.pass(ctx, &res)
	if f := ledger.Diagnose(ctx, w.cfg.Store, err); f != nil {
		return res, f
	}
	return res, err
}

func (w *Worker) pass(ctx context.Context, res *PassResult) error {
	if err := w.events(ctx, res); err != nil {
		return err
	}
	var err error
	if res.Keys, err = w.cfg.Keys(ctx); err != nil {
		return err
	}
	if res.Outbox, err = w.cfg.Dispatcher.RunOnce(ctx, nil); err != nil {
		return err
	}
	return nil
}

// events tries the received events that are due: fresh ones first, then
// the oldest. Each is claimed first (issue 33): workers sharing a ledger
// each process different events, and an event another worker took over
// (this one's claim lapsed) is left to it — neither extracted again nor
// counted as a duplicate. One that fails is deferred with backoff (or
// parked), so the next read reaches the events behind it; a pass tries at
// most MaxEventsPerPass.
func (w *Worker) events(ctx context.Context, res *PassResult) error {
	tried := 0
	for tried < w.cfg.MaxEventsPerPass {
		asked := w.cfg.Clock.Now()
		recv, err := w.cfg.Store.InboxClaimReceived(ctx, ledger.InboxClaimParams{Owner: w.cfg.Owner, LeaseFor: w.cfg.EventLease,
			Limit: min(eventBatch, w.cfg.MaxEventsPerPass-tried), Now: clock.StoreTime(w.cfg.Clock)})
		if err != nil {
			return err
		}
		if len(recv) == 0 {
			return nil
		}
		tried += len(recv)
		if w.cfg.Counters != nil {
			takeovers := 0
			for _, r := range recv {
				if r.TakenOver {
					takeovers++
				}
			}
			w.cfg.Counters.Claimed(inboxTable, len(recv), takeovers)
		}
		if err := w.claimedEvents(ctx, recv, asked, res); err != nil {
			return err
		}
		if len(recv) < eventBatch {
			return nil
		}
	}
	return nil
}

// claimedEvents processes a batch of claimed events in turn, renewing the
// claims of the whole batch (the ones waiting included) until each is
// decided. asked is when the claim was asked, on this worker's clock.
func (w *Worker) claimedEvents(ctx context.Context, recv []ledger.InboxReceipt, asked time.Time, res *PassResult) error {
	claims := make(map[string]ledger.InboxClaim, len(recv))
	keys, untils := make([]string, len(recv)), make([]time.Time, len(recv))
	for i, r := range recv {
		c := r.Claim()
		keys[i], untils[i] = c.Name(), asked.Add(w.cfg.EventLease)
		claims[keys[i]] = c
	}
	slots, stop := lease.Hold(ctx, &lease.Renewer{Clock: w.cfg.Clock, Lease: w.cfg.EventLease,
		Renew: func(ctx context.Context, key string) (bool, error) {
			_, err := w.cfg.Store.InboxRenewClaim(ctx, ledger.InboxRenewParams{Claim: claims[key], For: w.cfg.EventLease, Now: clock.StoreTime(w.cfg.Clock)})
			return errors.Is(err, ledger.ErrFenced), err
		},
		OnLost: func(key string) {
			w.cfg.Log.Warn("event claim lost while processing; another worker has it", "event", key, "generation", claims[key].Generation)
		},
	}, keys, untils)
	defer stop()
	for i, r := range recv {
		slot := slots[i]
		if slot.Lapsed(w.cfg.Clock.Now()) {
			// Its claim ran out while the events ahead of it were
			// processed: another worker may have it by now.
			slot.Done()
			continue
		}
		c := claims[keys[i]]
		err := w.ingest(slot.Ctx, r, &c)
		slot.Done()
		if err == nil {
			res.Events++
			continue
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if errors.Is(err, ledger.ErrFenced) || slot.Lost() {
			// Its claim was superseded (a renewal said so and cancelled
			// the work, or the ingest was refused): the other worker's.
			if errors.Is(err, ledger.ErrFenced) {
				w.staleWrite()
			}
			w.cfg.Log.Info("event processed by another worker after this one's claim lapsed", "event", keys[i])
			continue
		}
		res.EventErr = append(res.EventErr, err)
		if err := w.eventFailed(ctx, r, &c, err); err != nil {
			return err
		}
	}
	return nil
}

// staleWrite counts an inbox write the ledger refused as stale.
func (w *Worker) staleWrite() {
	if w.cfg.Counters != nil {
		w.cfg.Counters.StaleWrite(inboxTable)
	}
}

// DecodeEvent decodes, normalises and validates a webhook body: the one
// parser of the door (POST /v1/meetings) and of the worker's inbox. Its
// errors are permanent: the same body never becomes valid.
func DecodeEvent(body []byte) (Event, error) {
	var ev Event
	if err := json.Unmarshal(body, &ev); err != nil {
		return Event{}, failure.NewPermanent("decode event", fmt.Errorf("body is not a meeting event JSON: %w", senderJSONError(err)))
	}
	ev = ev.Normalized()
	if err := ev.Validate(); err != nil {
		return Event{}, failure.NewPermanent("validate event", err)
	}
	return ev, nil
}

// senderJSONError words a JSON type error in the sender's terms: the
// field and the type it takes, or the object the body must be — not Go's
// ("cannot unmarshal array into Go value of type worker.Event").
func senderJSONError(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return err
	}
	msg := fmt.Sprintf("field %q: want a string, got %s", te.Field, jsonKind(te.Value))
	if te.Field == "" {
		msg = fmt.Sprintf("want an object {\"tenant\", \"project\", \"meeting\", \"date\", \"notes\"}, got %s", jsonKind(te.Value))
	}
	return worded{msg: msg, err: err}
}

// worded is an error said in other words, still carrying the original
// (the door answers a JSON type error 400).
type worded struct {
	msg string
	err error
}

func (w worded) Error() string { return w.msg }
func (w worded) Unwrap() error { return w.err }

// jsonKind names a JSON value's kind as encoding/json reports it
// ("array", "number 5", "bool").
func jsonKind(v string) string {
	if k, _, ok := strings.Cut(v, " "); ok {
		return k
	}
	return v
}

// ingest decodes a received event and ingests it. A body that does not
// decode or validate is a permanent failure.
func (w *Worker) ingest(ctx context.Context, r ledger.InboxReceipt, claim *ledger.InboxClaim) error {
	ev, err := DecodeEvent(r.Body)
	if err != nil {
		return err
	}
	// The actions of the event link to the request that delivered it.
	ctx = tracing.WithTraceparent(ctx, r.TraceParent)
	return w.cfg.Ingest(ctx, ev, r.Source, r.MessageID, claim)
}

// eventFailed defers a received event after a failed try, or parks it as
// needs-human when the error is permanent or its tries are used up.
func (w *Worker) eventFailed(ctx context.Context, r ledger.InboxReceipt, claim *ledger.InboxClaim, cause error) error {
	tries := r.Attempts + 1
	reason := ledger.Truncate(redact.String(cause.Error()), ledger.MaxInboxReason)
	p := ledger.InboxDeferParams{Source: r.Source, MessageID: r.MessageID, Reason: reason, Now: clock.StoreTime(w.cfg.Clock), Claim: claim}
	if failure.IsPermanent(cause) || tries >= w.cfg.MaxEventAttempts {
		p.Park = true
	} else {
		wait := w.cfg.EventBackoff << (tries - 1)
		if wait > w.cfg.MaxEventBackoff || wait <= 0 {
			wait = w.cfg.MaxEventBackoff
		}
		p.RetryAt = w.cfg.Clock.Now().Add(wait)
	}
	if _, err := w.cfg.Store.InboxDefer(ctx, p); errors.Is(err, ledger.ErrFenced) {
		// Another worker claimed it meanwhile: its try decides.
		w.staleWrite()
		return nil
	} else if err != nil {
		return fmt.Errorf("event %s/%s: %w", r.Source, r.MessageID, err)
	}
	if p.Park {
		w.cfg.Log.Error("event parked as needs-human; it no longer blocks intake", "source", r.Source, "delivery", r.MessageID, "tries", tries, "reason", ledger.Truncate(reason, 300))
	} else {
		w.cfg.Log.Warn("event not ingested; retried later", "source", r.Source, "delivery", r.MessageID, "tries", tries, "retry_at", p.RetryAt, "reason", ledger.Truncate(reason, 300))
	}
	return nil
}

// Until says when Run returns on its own.
type Until int

const (
	// Forever: only a stop ends the loop.
	Forever Until = iota
	// Idle: return after the first pass that found nothing due (--once).
	Idle
	// Drained: return when the ledger holds no open work at all: nothing
	// pending, running or unknown, in executions or the outbox (--drain).
	// Rows leased by a dead worker are waited for until their lease expires.
	Drained
)

// Run loops until stop is done (stop claiming), then lets calls in flight
// finish within ShutdownTimeout.
func (w *Worker) Run(stop context.Context, until Until) error {
	work, cancel := context.WithCancel(context.WithoutCancel(stop))
	defer cancel()
	go func() {
		<-stop.Done()
		select {
		case <-work.Done():
		case <-time.After(w.cfg.ShutdownTimeout):
			w.cfg.Log.Warn("shutdown timeout: cancelling calls in flight; their keys go to lease expiry and reconciliation")
			cancel()
		}
	}()
	for {
		if stop.Err() != nil {
			w.cfg.Log.Info("stopped claiming")
			return nil
		}
		res, err := w.RunOnce(work)
		if err != nil {
			if stop.Err() != nil {
				return nil
			}
			if errors.Is(err, ledger.ErrStorageFault) {
				// Retrying cannot fix it; looping would only hide it.
				w.cfg.Log.Error("worker stopped: ledger storage fault", "err", redact.String(err.Error()))
				return fmt.Errorf("worker: %w", err)
			}
			w.cfg.Log.Error("pass failed", "err", redact.String(err.Error()))
		}
		if res.Busy() {
			continue
		}
		if until == Idle {
			// --once: a last pass that failed is a failure, not "idle".
			if err != nil {
				return fmt.Errorf("worker: last pass failed: %w", err)
			}
			if w.cfg.Settle != nil && w.cfg.Settle() {
				continue
			}
			return nil
		}
		if until == Drained {
			open, err := w.open(work)
			if err != nil {
				return err
			}
			if open == 0 {
				return nil
			}
		}
		select {
		case <-stop.Done():
		case <-w.nudge:
		case <-w.cfg.Clock.After(w.cfg.Poll):
		}
	}
}

// open counts rows that still need work.
func (w *Worker) open(ctx context.Context) (int, error) {
	st, err := w.cfg.Store.Stats(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, s := range []ledger.State{ledger.Pending, ledger.Running, ledger.Unknown} {
		n += st.Executions[s] + st.Notifications[s]
	}
	return n, nil
}
