package notify

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/internal/lease"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/internal/stack"
	"github.com/axagent/axagent/ledger"
)

// Dispatcher sends outbox rows. It claims rows with their own keys and
// leases; a lost acknowledgement makes the row unknown, and an unknown row is
// settled from the channel's delivery history before anything is resent. A
// channel with neither history nor dedup never gets a blind resend (R16).
type Dispatcher struct {
	Store    ledger.Store
	Channels map[string]Channel
	Clock    clock.Clock
	Owner    string
	Lease    time.Duration
	// CallTimeout is the longest one send may take (default Lease/3): a
	// send starts only when the row's lease has that much left beyond a
	// margin, and is cut off before the lease can lapse (internal/lease).
	CallTimeout time.Duration
	// Counters, when set, is told of claims, refused stale writes and
	// sends that ended on a lapsed lease (for metrics).
	Counters Counters
	// Backoff returns the wait before the next try after n attempts.
	Backoff     func(attempts int, retryAfter time.Duration) time.Duration
	MaxAttempts int
	BatchSize   int
	// Tenants and MaxInFlight are the fair-claim policy (issue 17).
	Tenants     map[string]ledger.TenantPolicy
	MaxInFlight int
	Faults      *faults.Points
	Log         *slog.Logger
	// Observe, when set, is told each outcome (for metrics).
	Observe func(outcome string)
	// BreakerFailures retryable failures in a row open a channel's circuit
	// for BreakerCooldown: its rows wait without a connection attempt, so
	// a relay that is down is not hammered (S12). Defaults 5 and 30s.
	BreakerFailures int
	BreakerCooldown time.Duration
	// Jitter draws a wait in [0, max) (default math/rand/v2): a row the
	// open breaker refused is due at the breaker's half-open time plus
	// a jitter of up to a twentieth of the cooldown, so the waiting rows
	// do not all come back at once (issue 33, as the engine's keys do).
	// Tests make it deterministic.
	Jitter func(max time.Duration) time.Duration
	// Digest configures digest rows (see Planner).
	Digest DigestConfig

	mu           sync.Mutex
	breakers     map[string]*breaker
	defaultsOnce sync.Once
}

// breaker is one channel's circuit: consecutive retryable failures and,
// once they reach the threshold, the time until which sends are skipped.
// After the cooldown the next sends go through (half-open); one more
// failure opens it again, a success closes it.
type breaker struct {
	failures  int
	openUntil time.Time
}

// allow returns the zero time when ch may be called now, else when.
func (d *Dispatcher) allow(ch string) time.Time {
	d.mu.Lock()
	defer d.mu.Unlock()
	b := d.breakers[ch]
	if b == nil || !d.Clock.Now().Before(b.openUntil) {
		return time.Time{}
	}
	return b.openUntil
}

// record tells ch's breaker the class of a send's outcome.
func (d *Dispatcher) record(ch string, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.breakers == nil {
		d.breakers = map[string]*breaker{}
	}
	b := d.breakers[ch]
	if b == nil {
		b = &breaker{}
		d.breakers[ch] = b
	}
	if !failure.IsRetryable(err) {
		b.failures, b.openUntil = 0, time.Time{}
		return
	}
	b.failures++
	limit, cool := d.BreakerFailures, d.cooldown()
	if limit <= 0 {
		limit = 5
	}
	if b.failures >= limit {
		if b.openUntil.IsZero() || !d.Clock.Now().Before(b.openUntil) {
			d.Log.Warn("notification channel circuit open", "channel", ch, "failures", b.failures, "cooldown", cool)
		}
		b.openUntil = d.Clock.Now().Add(cool)
	}
}

// cooldown is how long an opened breaker stays open.
func (d *Dispatcher) cooldown() time.Duration {
	if d.BreakerCooldown <= 0 {
		return 30 * time.Second
	}
	return d.BreakerCooldown
}

// randomJitter is the default Jitter.
func randomJitter(max time.Duration) time.Duration {
	if max <= 0 {
		return 0
	}
	return time.Duration(rand.Int64N(int64(max)))
}

// Counters receives the dispatcher's counts; table is "outbox".
type Counters interface {
	Claimed(table string, n, takeovers int)
	StaleWrite(table string)
	LapsedCall(table string)
}

// DispatchResult counts one pass.
type DispatchResult struct {
	Claimed, Sent, Unknown, Retried, NeedsHuman, StaleWrites, Crashed int
}

// defaults fills the zero fields, once: an engine handing off (Work,
// HandoffClaim) and the dispatcher's own loop may call in at once.
func (d *Dispatcher) defaults() { d.defaultsOnce.Do(d.fillDefaults) }

func (d *Dispatcher) fillDefaults() {
	if d.Clock == nil {
		d.Clock = clock.Real{}
	}
	if d.Lease <= 0 {
		d.Lease = 30 * time.Second
	}
	if d.BatchSize <= 0 {
		d.BatchSize = 32
	}
	if d.CallTimeout <= 0 {
		d.CallTimeout = lease.CallTimeout(d.Lease)
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Jitter == nil {
		d.Jitter = randomJitter
	}
}

// RunOnce claims due notifications (only keys, when given) and works them.
func (d *Dispatcher) RunOnce(ctx context.Context, keys []string) (DispatchResult, error) {
	d.defaults()
	rows, err := d.Store.OutboxClaim(ctx, ledger.ClaimParams{Owner: d.Owner, LeaseFor: d.Lease, Limit: d.BatchSize, Keys: keys,
		Tenants: d.Tenants, MaxInFlight: d.MaxInFlight, Now: clock.StoreTime(d.Clock)})
	if err != nil {
		return DispatchResult{}, fmt.Errorf("dispatch: %w", err)
	}
	return d.Work(ctx, rows)
}

// HandoffClaim is the claim under which an execution completion may claim
// the notifications it queues for this dispatcher (ledger.Handoff), and
// whether it may: not when tenants have caps on what is in flight, which
// only the dispatcher's own claim counts.
func (d *Dispatcher) HandoffClaim() (ledger.ClaimParams, bool) {
	d.defaults()
	p := ledger.ClaimParams{Owner: d.Owner, LeaseFor: d.Lease, Tenants: d.Tenants, MaxInFlight: d.MaxInFlight}
	return p, d.Owner != "" && !p.Capped()
}

// Work delivers notifications this dispatcher holds — claimed by RunOnce,
// or handed off by an execution completion under HandoffClaim — and
// records every outcome in one transaction.
func (d *Dispatcher) Work(ctx context.Context, rows []ledger.Notification) (DispatchResult, error) {
	d.defaults()
	res := DispatchResult{Claimed: len(rows)}
	if d.Counters != nil && len(rows) > 0 {
		takeovers := 0
		for _, n := range rows {
			if n.ClaimedFrom == ledger.Running {
				takeovers++
			}
		}
		d.Counters.Claimed("outbox", len(rows), takeovers)
	}
	out := make([]*ledger.OutboxCompleteParams, len(rows))
	// Every row's lease is renewed until its outcome is decided (issue
	// 33): a row must not lapse and be sent by another dispatcher while
	// this one still means to send it.
	held, stop := d.holdRows(ctx, rows)
	defer stop()
	var wg sync.WaitGroup
	for i, n := range rows {
		wg.Add(1)
		go func(i int, n ledger.Notification) {
			stack.Grow16K()
			defer wg.Done()
			defer held[i].Done()
			out[i] = d.traced(held[i].Ctx, n)
		}(i, n)
	}
	wg.Wait()
	stop()
	var ps []ledger.OutboxCompleteParams
	for _, p := range out {
		if p == nil {
			res.Crashed++
			continue
		}
		p.Now = clock.StoreTime(d.Clock)
		ps = append(ps, *p)
	}
	// A channel's error text may echo credentials (issue 19): nothing goes
	// to the ledger or the log unredacted.
	for i := range ps {
		ps[i].Reason, ps[i].Error = redact.String(ps[i].Reason), redact.String(ps[i].Error)
	}
	if len(ps) == 0 {
		return res, nil
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	errs, err := d.Store.OutboxComplete(rctx, ps)
	if err != nil {
		return res, fmt.Errorf("dispatch: record: %w", err)
	}
	for i, p := range ps {
		if errs[i] != nil {
			if errors.Is(errs[i], ledger.ErrFenced) {
				res.StaleWrites++
				if d.Counters != nil {
					d.Counters.StaleWrite("outbox")
				}
				d.Log.Warn("stale dispatcher write refused", "key", p.Key, "err", errs[i])
				continue
			}
			return res, fmt.Errorf("dispatch: record %s: %w", p.Key, errs[i])
		}
		if d.Observe != nil {
			d.Observe(string(p.Outcome))
		}
		d.Log.Info("notification", "key", p.Key, "attempt", p.AttemptID, "state", p.To, "message_id", p.ExternalID, "reason", p.Reason)
		switch p.To {
		case ledger.Succeeded:
			res.Sent++
		case ledger.Unknown:
			res.Unknown++
		case ledger.Pending:
			res.Retried++
		case ledger.NeedsHuman:
			res.NeedsHuman++
		}
	}
	return res, nil
}

func (d *Dispatcher) work(ctx context.Context, n ledger.Notification) *ledger.OutboxCompleteParams {
	if n.Channel == DigestChannel {
		if ctx.Err() != nil {
			p := ledger.NotifyRelease(n, "released on shutdown before sending")
			return &p
		}
		var p *ledger.OutboxCompleteParams
		if n, p = d.member(ctx, n); p != nil {
			return p
		}
	}
	ch, ok := d.Channels[n.Channel]
	if !ok {
		p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, fmt.Sprintf("channel %q is not configured", n.Channel), n.InDoubt)
		return &p
	}
	if ctx.Err() != nil {
		p := ledger.NotifyRelease(n, "released on shutdown before sending")
		return &p
	}
	// A fallback waits for the row before it and is not needed when that
	// one was delivered.
	if prev := predecessor(n.Key); prev != "" {
		if p := d.afterPredecessor(ctx, n, prev); p != nil {
			return p
		}
	}
	msg := Message{Key: n.Key, AttemptID: n.AttemptID, Recipient: n.Recipient, Subject: subjectOf(n), Text: n.Text}
	cover := ""
	if tenant, project, meeting, person, ok := digestParts(n.Key); ok {
		if n.InDoubt && ch.Capabilities().DeliveryHistory && ch.Capabilities().HistoryChecks <= 1 {
			// A digest in doubt may only have been waiting when its
			// owner died. An authoritative history settles it either way:
			// delivered → sent, covering what it could have listed; not
			// delivered → an ordinary digest that may still wait.
			got, err := FindDelivery(ctx, ch, n.Key, n.Recipient)
			if err != nil && !failure.IsPermanent(err) {
				p := ledger.NotifyUnknown(n, ledger.OutcomeHistoryFailed, err, "delivery history unavailable; will check again", d.Clock.Now().Add(d.backoff(n.Attempts, err)))
				return &p
			}
			if err == nil && got != nil {
				w, cerr := d.collect(ctx, tenant, project, meeting, person, d.sendStart(ctx, n))
				if cerr != nil {
					return later(n, d.Clock.Now().Add(d.Digest.recheck()), "digest-failed", "digest not assembled: "+cerr.Error())
				}
				p := ledger.NotifySent(n, ledger.OutcomeFound, got.MessageID, fmt.Sprintf("delivery history shows %s for this key; %s", got.MessageID, covers(w.data.Items)))
				return &p
			}
			if err == nil {
				if p := d.stillInFlight(ctx, n, ch); p != nil {
					return p
				}
				n.InDoubt = false
			}
		}
		var p *ledger.OutboxCompleteParams
		if msg, cover, p = d.digestMessage(ctx, n, msg, tenant, project, meeting, person); p != nil {
			return p
		}
	}
	p := d.deliver(ctx, n, ch, msg)
	if p != nil && p.To == ledger.Succeeded && cover != "" {
		p.Reason += "; " + cover
	}
	return p
}

// deliver sends msg for the claimed row n on ch, settling a row in doubt
// from the channel's history or dedup first (R16).
func (d *Dispatcher) deliver(ctx context.Context, n ledger.Notification, ch Channel, msg Message) *ledger.OutboxCompleteParams {
	caps := ch.Capabilities()
	if n.InDoubt {
		switch {
		case caps.DeliveryHistory:
			got, err := FindDelivery(ctx, ch, n.Key, n.Recipient)
			if err != nil {
				if failure.IsPermanent(err) {
					p := ledger.NotifyNeedsHuman(n, ledger.OutcomeHistoryRefused, "delivery history refused: "+err.Error(), true)
					return &p
				}
				p := ledger.NotifyUnknown(n, ledger.OutcomeHistoryFailed, err, "delivery history unavailable; will check again", d.Clock.Now().Add(d.backoff(n.Attempts, err)))
				return &p
			}
			if got != nil {
				p := ledger.NotifySent(n, ledger.OutcomeFound, got.MessageID, fmt.Sprintf("delivery history shows %s for this key", got.MessageID))
				return &p
			}
			if p := d.stillInFlight(ctx, n, ch); p != nil {
				return p
			}
			if caps.HistoryChecks > 1 {
				// A lagging history (an IMAP archive behind a relay's
				// queue) is asked again before absence counts, and even
				// then absence is no proof: only dedup makes a resend safe.
				misses := d.misses(ctx, n.Key) + 1
				if misses < caps.HistoryChecks {
					p := ledger.NotifyUnknown(n, ledger.OutcomeNotFound, nil, fmt.Sprintf("not in %s's delivery history yet (check %d of %d); checking again", ch.Name(), misses, caps.HistoryChecks), d.Clock.Now().Add(d.backoff(n.Attempts, nil)))
					return &p
				}
				if !caps.Dedup {
					p := ledger.NotifyNeedsHuman(n, ledger.OutcomeUnconfirmed, fmt.Sprintf("delivery unconfirmed: not in %s's delivery history after %d checks, and the channel does not dedup: not resending; ask the recipient, then `axagent ledger resolve %s --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)", ch.Name(), misses, n.Key), true)
					return &p
				}
				// Absent after the checks, and the channel drops a second
				// copy with the same key: resending is safe.
			}
			// The channel's history says it was never delivered: sending
			// now cannot make a second delivery.
		case caps.Dedup:
			// The channel drops a second delivery with the same key.
		default:
			p := ledger.NotifyNeedsHuman(n, ledger.OutcomeUnconfirmed, fmt.Sprintf("delivery unconfirmed and %s has neither delivery history nor dedup: not resending; ask the recipient, then `axagent ledger resolve %s --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)", ch.Name(), n.Key), true)
			return &p
		}
	} else if caps.DeliveryHistory && !caps.Dedup {
		// Without dedup, the delivery history is our dedup: a key the
		// channel already delivered (e.g. a late retry after the ledger
		// forgot the row) is adopted, never sent again.
		got, err := FindDelivery(ctx, ch, n.Key, n.Recipient)
		if err != nil {
			if failure.IsPermanent(err) {
				p := ledger.NotifyNeedsHuman(n, ledger.OutcomeHistoryRefused, "delivery history refused before sending: "+err.Error(), false)
				return &p
			}
			tries := d.failedTries(ctx, n, ledger.OutcomeHistoryFailed) + 1
			if d.MaxAttempts > 0 && tries >= d.MaxAttempts {
				p := ledger.NotifyNeedsHuman(n, ledger.OutcomeHistoryFailed, fmt.Sprintf("gave up after %d attempts: delivery history unavailable: %v", tries, err), false)
				return &p
			}
			p := ledger.NotifyRetry(n, ledger.OutcomeHistoryFailed, err, d.Clock.Now().Add(d.backoff(tries, err)))
			return &p
		}
		if got != nil {
			p := ledger.NotifySent(n, ledger.OutcomeFound, got.MessageID, fmt.Sprintf("already delivered as %s (delivery history); not sending again", got.MessageID))
			return &p
		}
	}
	if until := d.allow(n.Channel); !until.IsZero() {
		return later(n, until.Add(d.Jitter(d.cooldown()/20)), "breaker-open", fmt.Sprintf("%s circuit open after repeated failures; not calling it until %s", ch.Name(), until.UTC().Format(time.RFC3339)))
	}
	cctx, cancel, lerr := lease.Guard{Clock: d.Clock, Margin: lease.Margin(d.Lease), Timeout: d.CallTimeout}.Call(ctx)
	defer cancel()
	if lerr != nil {
		// Another dispatcher may take the row over once the lease lapses
		// and send it too: a row held too long (a handed-off batch queued
		// behind others, a stopped process, a ledger that stopped
		// answering renewals) is given back unsent.
		p := ledger.NotifyRelease(n, "lease about to lapse before sending; given back unsent")
		return &p
	}
	sent, err := ch.Send(cctx, msg)
	if h := lease.From(ctx); h != nil && h.Lapsed(d.Clock.Now()) {
		d.Log.Warn("send ended on a lapsed lease", "key", n.Key, "attempt", n.AttemptID, "generation", n.Generation)
		if d.Counters != nil {
			d.Counters.LapsedCall("outbox")
		}
	}
	d.record(n.Channel, err)
	if d.Faults.Hit(ctx, faults.AfterNotifySend, n.Key) != nil {
		return nil
	}
	if err == nil {
		p := ledger.NotifySent(n, ledger.OutcomeSent, sent.MessageID, "delivered as "+sent.MessageID)
		return &p
	}
	switch failure.ClassOf(err) {
	case failure.Retryable:
		tries := d.failedTries(ctx, n, ledger.OutcomeRetryable) + 1
		if d.MaxAttempts > 0 && tries >= d.MaxAttempts {
			p := ledger.NotifyNeedsHuman(n, ledger.OutcomeRetryable, fmt.Sprintf("gave up after %d attempts: %v", tries, err), n.InDoubt)
			return &p
		}
		next := d.Clock.Now().Add(d.backoff(tries, err))
		if n.InDoubt {
			p := ledger.NotifyUnknown(n, ledger.OutcomeRetryable, err, "send failed before delivery; still in doubt from an earlier attempt", next)
			return &p
		}
		p := ledger.NotifyRetry(n, ledger.OutcomeRetryable, err, next)
		return &p
	case failure.Permanent:
		p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, "channel refused: "+err.Error(), n.InDoubt)
		return &p
	}
	p := ledger.NotifyUnknown(n, ledger.OutcomeUnknown, err, fmt.Sprintf("acknowledgement lost (%v); checking delivery history before any resend", err), d.Clock.Now())
	return &p
}

// holdRows renews the leases of rows this dispatcher holds until stop,
// each until its outcome is decided (Done). A row's lease is taken as the
// ledger gave it (LeaseUntil; the margin covers the clocks' skew).
func (d *Dispatcher) holdRows(ctx context.Context, rows []ledger.Notification) ([]lease.Slot, func()) {
	byKey := make(map[string]ledger.Notification, len(rows))
	keys, untils := make([]string, len(rows)), make([]time.Time, len(rows))
	for i, n := range rows {
		keys[i], untils[i] = n.Key, n.LeaseUntil
		if untils[i].IsZero() {
			untils[i] = d.Clock.Now().Add(d.Lease)
		}
		byKey[n.Key] = n
	}
	return lease.Hold(ctx, &lease.Renewer{Clock: d.Clock, Lease: d.Lease,
		Renew: func(ctx context.Context, key string) (bool, error) {
			if err := d.Faults.Hit(ctx, "renew_lease", key); err != nil {
				return false, err
			}
			_, err := d.Store.OutboxRenewLease(ctx, ledger.RenewParams{Lease: byKey[key].Lease(), For: d.Lease, Now: clock.StoreTime(d.Clock)})
			return errors.Is(err, ledger.ErrFenced), err
		},
		OnLost: func(key string) {
			d.Log.Warn("lease lost while holding the notification", "key", key, "generation", byKey[key].Generation)
		},
	}, keys, untils)
}

// failedTries counts the notification's earlier attempts that reached the
// channel and ended with outcome: only those count toward MaxAttempts, not
// claims that ended in a crash (issue 19). Unreadable attempts count as
// the claims so far.
func (d *Dispatcher) failedTries(ctx context.Context, n ledger.Notification, outcome ledger.Outcome) int {
	list, err := d.Store.AttemptList(ctx, n.Key)
	if err != nil {
		return n.Attempts
	}
	c := 0
	for _, a := range list {
		if a.ID != n.AttemptID && ledger.Outcome(a.Outcome) == outcome {
			c++
		}
	}
	return c
}

// later puts a claimed row back to wait until next without calling the
// channel: pending, or unknown when it was in doubt.
func later(n ledger.Notification, next time.Time, outcome ledger.Outcome, reason string) *ledger.OutboxCompleteParams {
	var p ledger.OutboxCompleteParams
	if n.InDoubt {
		p = ledger.NotifyUnknown(n, outcome, nil, reason, next)
	} else {
		p = ledger.NotifyRetry(n, outcome, nil, next)
		p.Reason = reason
	}
	return &p
}

// afterPredecessor decides a fallback row from the row before it: that one
// delivered → not needed; refused for good (needs-human not in doubt) or
// abandoned → this one sends (nil); with a human while in doubt → this one
// is held for that human too; anything else (pending, running, unknown) →
// wait. Falling back while the predecessor may have delivered could
// deliver twice.
func (d *Dispatcher) afterPredecessor(ctx context.Context, n ledger.Notification, prevKey string) *ledger.OutboxCompleteParams {
	next := d.Clock.Now().Add(d.Digest.recheck())
	prev, err := d.Store.OutboxGet(ctx, prevKey)
	if errors.Is(err, ledger.ErrNotFound) {
		return nil
	}
	if err != nil {
		return later(n, next, "fallback-waiting", "fallback: reading "+prevKey+": "+err.Error())
	}
	switch {
	case prev.State == ledger.Succeeded:
		p := ledger.NotifySent(n, ledger.OutcomeNotNeeded, prev.MessageID, fmt.Sprintf("not needed: %s was delivered on %s as %s", ledger.ShortNotificationKey(prevKey), prev.Channel, prev.MessageID))
		if prev.MessageID == "" {
			p.ExternalID = prevKey
		}
		return &p
	case prev.State == ledger.Abandoned, prev.State == ledger.NeedsHuman && !prev.InDoubt:
		return nil
	case prev.State == ledger.NeedsHuman:
		// The person may have it already; only the human deciding the
		// predecessor can say. Waiting here would block --drain forever.
		p := ledger.NotifyNeedsHuman(n, ledger.OutcomeFallbackHeld, fmt.Sprintf("fallback held: %s may have been delivered on %s and needs a human; resolve it first, then `axagent ledger resolve %s --requeue --reason TEXT` (this sends only if %s was not delivered)", ledger.ShortNotificationKey(prevKey), prev.Channel, n.Key, ledger.ShortNotificationKey(prevKey)), false)
		return &p
	}
	return later(n, next, "fallback-waiting", fmt.Sprintf("fallback: waiting for %s (%s on %s)", ledger.ShortNotificationKey(prevKey), prev.State, prev.Channel))
}

// digestMessage re-derives the digest a digest row sends: it waits while
// the person has unsettled actions in the meeting (up to Digest.Wait from
// the row's creation), then renders every member not yet settled. A row in
// doubt lists only the members that existed when the earlier send started,
// so a digest found in the channel's history covers what it said.
func (d *Dispatcher) digestMessage(ctx context.Context, n ledger.Notification, msg Message, tenant, project, meeting, person string) (Message, string, *ledger.OutboxCompleteParams) {
	now := d.Clock.Now()
	var asOf time.Time
	if n.InDoubt {
		asOf = d.sendStart(ctx, n)
	}
	w, err := d.collect(ctx, tenant, project, meeting, person, asOf)
	if err != nil {
		return msg, "", later(n, now.Add(d.Digest.recheck()), "digest-failed", "digest not assembled: "+err.Error())
	}
	if !n.InDoubt && len(w.waiting) > 0 {
		deadline := n.CreatedAt.Add(d.Digest.wait())
		if now.Before(deadline) {
			next := now.Add(d.Digest.recheck())
			if next.After(deadline) {
				next = deadline
			}
			return msg, "", later(n, next, "digest-waiting", fmt.Sprintf("digest waits for %s; goes out by %s at the latest", strings.Join(w.waiting, ", "), deadline.UTC().Format(time.RFC3339)))
		}
	}
	if len(w.data.Items) == 0 && !n.InDoubt {
		p := ledger.NotifySent(n, ledger.OutcomeEmpty, "", "digest has nothing left to list; "+covers(nil))
		p.ExternalID = n.Key
		return msg, "", &p
	}
	subject, text, html, err := RenderDigest(d.Digest.Lang, w.data)
	if err != nil {
		p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, "digest rendering failed: "+err.Error(), n.InDoubt)
		return msg, "", &p
	}
	msg.Subject, msg.Text, msg.HTML = subject, text, html
	return msg, covers(w.data.Items), nil
}

// sendStart is when the attempt before the current one started: the
// latest moment a digest in doubt could have been composed.
func (d *Dispatcher) sendStart(ctx context.Context, n ledger.Notification) time.Time {
	atts, err := d.Store.AttemptList(ctx, n.Key)
	if err != nil {
		return time.Time{}
	}
	var at time.Time
	for _, a := range atts {
		// Only an attempt that may have sent composed what was sent.
		if a.ID != n.AttemptID && ledger.Outcome(a.Outcome).MayHaveSent() && a.StartedAt.After(at) {
			at = a.StartedAt
		}
	}
	return at
}

// member settles a digest member row from its digest chain: covered by the
// digest that was delivered → sent as that digest; that digest went out
// without it (the member came later) → sent on its own, under its own key,
// on the digest's channel and address (returned as n with them set);
// digest not settled yet → wait; every digest channel refused → a human.
func (d *Dispatcher) member(ctx context.Context, n ledger.Notification) (ledger.Notification, *ledger.OutboxCompleteParams) {
	next := d.Clock.Now().Add(d.Digest.recheck())
	key := DigestKey(n.ExecKey, n.Recipient)
	for hops := 0; hops < 8; hops++ {
		dg, err := d.Store.OutboxGet(ctx, key)
		if errors.Is(err, ledger.ErrNotFound) && hops == 0 {
			p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, "digest "+key+" is missing from the outbox: nothing to include this event in", n.InDoubt)
			return n, &p
		}
		if err != nil {
			return n, later(n, next, "digest-waiting", "digest member: reading "+key+": "+err.Error())
		}
		switch {
		case dg.State == ledger.Succeeded:
			if covered(dg.Reason, n.Key) {
				p := ledger.NotifySent(n, ledger.OutcomeInDigest, dg.MessageID, fmt.Sprintf("included in digest %s (%s)", ledger.ShortNotificationKey(key), dg.MessageID))
				return n, &p
			}
			n.Channel, n.Recipient = dg.Channel, dg.Recipient
			return n, nil
		case dg.State == ledger.NeedsHuman && dg.InDoubt:
			p := ledger.NotifyNeedsHuman(n, ledger.OutcomeDigestHeld, fmt.Sprintf("digest %s may have been delivered and needs a human; resolve it first, then `axagent ledger resolve %s --requeue --reason TEXT`", ledger.ShortNotificationKey(key), n.Key), false)
			return n, &p
		case dg.State == ledger.Abandoned, dg.State == ledger.NeedsHuman && !dg.InDoubt:
			succ := ""
			for name := range d.Channels {
				if _, err := d.Store.OutboxGet(ctx, key+fallbackSep+name); err == nil {
					succ = key + fallbackSep + name
					break
				}
			}
			if succ == "" {
				p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, fmt.Sprintf("no digest channel reached %s: %s %s (%s)", n.Recipient, ledger.ShortNotificationKey(key), dg.State, dg.Reason), false)
				return n, &p
			}
			key = succ
			continue
		}
		// Look again just after the digest is next looked at (a digest
		// being sent right now: in a second), not a whole recheck later.
		if soon := dg.NextAttemptAt; dg.State == ledger.Running || soon.Before(d.Clock.Now()) {
			next = minTime(next, d.Clock.Now().Add(time.Second))
		} else {
			next = minTime(next, soon.Add(time.Second))
		}
		return n, later(n, next, "digest-waiting", fmt.Sprintf("waiting for digest %s (%s)", ledger.ShortNotificationKey(key), dg.State))
	}
	p := ledger.NotifyNeedsHuman(n, ledger.OutcomePermanent, "digest fallback chain too long at "+key, n.InDoubt)
	return n, &p
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// misses counts the history checks that found nothing since the key last
// went in doubt: the "not-found" attempts at the end of its attempt list.
func (d *Dispatcher) misses(ctx context.Context, key string) int {
	atts, err := d.Store.AttemptList(ctx, key)
	if err != nil {
		d.Log.Warn("attempt list", "key", key, "err", err)
		return 0
	}
	n := 0
	for i := len(atts) - 1; i >= 0; i-- {
		switch ledger.Outcome(atts[i].Outcome) {
		case ledger.OutcomeNotFound:
			n++
		case "":
			// The attempt in flight (this one).
		default:
			return n
		}
	}
	return n
}

func (d *Dispatcher) backoff(attempts int, err error) time.Duration {
	if d.Backoff == nil {
		return time.Second
	}
	return d.Backoff(attempts, failure.RetryAfterOf(err))
}

// subjectOf is a message's subject: a text whose first line is its own
// subject ("[axagent] …", as the operators' digest writes) keeps it;
// otherwise the notification's short key.
func subjectOf(n ledger.Notification) string {
	first, _, _ := strings.Cut(n.Text, "\n")
	if strings.HasPrefix(first, "[axagent] ") {
		return first
	}
	return "[axagent] " + ledger.ShortNotificationKey(n.Key)
}
