package scenarios

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
)

// targetSide reports whether the fake target injects f itself.
func targetSide(f faults.Name) bool { return f != faults.Stop && slices.Contains(faults.Target, f) }

// play runs the scenario's flow with its faults, in a fixed phase order:
// arm the target, install fault-point actions, deliver the event (webhook
// replay, crash before ack, other payload, racing requests), work until
// settled, then expire the key and retry late.
func (w *world) play(ctx context.Context) error {
	for _, f := range faults.Scenario {
		if w.trk != nil && w.has(f) && w.trk.arm(f, w.counts[f]) {
			w.mark(f, w.counts[f])
			continue
		}
		if targetSide(f) && w.has(f) {
			if err := w.svc.InjectFault(f, w.counts[f]); err != nil {
				return fmt.Errorf("arm %s: %w", f, err)
			}
			w.mark(f, w.counts[f])
		}
	}
	w.install()
	if err := w.intake(ctx); err != nil {
		return err
	}
	if err := w.drive(ctx); err != nil {
		return err
	}
	if err := w.restateIn(ctx); err != nil {
		return err
	}
	if w.has(faults.ExpireThenLateRetry) {
		if err := w.expireAndRetry(ctx); err != nil {
			return err
		}
	}
	return nil
}

// restatedNotes is a later meeting that says the action again, in its own
// words, without the action ID (the later meeting numbers its own).
func restatedNotes(sc *Scenario, r Restatement) string {
	return fmt.Sprintf("# %s\n\n## 액션 아이템\n\n1. %s: %s (기한: %s)\n", r.MeetingID, sc.Assignee, r.Action, r.DueDate)
}

// restateIn registers the later meetings that restate the action, the way
// register does, and works the update a changed due date enqueues.
func (w *world) restateIn(ctx context.Context) error {
	for _, r := range w.sc.RestatedIn {
		n := app.Notes{Name: w.sc.Name + "@" + r.MeetingID, Body: []byte(restatedNotes(w.sc, r)), Date: r.MeetingDate,
			Scope: ledger.MeetingScope{Tenant: w.sc.Tenant, Project: w.sc.Project, Meeting: r.MeetingID}}
		reg, err := w.rig(0).app.Register(ctx, n, app.RegisterOptions{NoWait: true})
		if err != nil {
			return fmt.Errorf("restated in %s: %w", r.MeetingID, err)
		}
		w.eventf("meeting %s restates the action: %d linked, %d new key(s)", r.MeetingID, len(reg.Restated), len(reg.Submission.Created))
		for _, act := range reg.Plan.Actions {
			if r.Same != nil && !*r.Same {
				w.distinctKeys = append(w.distinctKeys, act.BusinessKey)
			} else {
				w.restatedKeys = append(w.restatedKeys, act.BusinessKey)
			}
		}
		if r.Same != nil && !*r.Same && len(reg.Plan.Actions) == 0 {
			w.swallowed = append(w.swallowed, r.MeetingID)
		}
		for _, k := range reg.Submission.Keys {
			if err := w.driveKey(ctx, k); err != nil {
				return err
			}
		}
		for _, l := range reg.Restated {
			if l.Update == "" {
				continue
			}
			if err := w.driveKey(ctx, l.Update); err != nil {
				return err
			}
		}
	}
	return nil
}

// install arms the worker-side faults at the product's fault points.
func (w *world) install() {
	w.queue(faults.BeforeSend, faults.DeliverToSecondWorker, w.counts[faults.DeliverToSecondWorker], func(ctx context.Context, self int) error {
		other := 1 - self
		w.eventf("%s is working the key; the same source event reaches %s", w.rig(self).name, w.rig(other).name)
		if _, err := w.deliver(ctx, other, w.event); err != nil {
			return err
		}
		res, err := w.engine(ctx, other, []string{w.key})
		if err != nil {
			return err
		}
		w.eventf("%s claimed %d (the key is held by %s's lease)", w.rig(other).name, res.Claimed, w.rig(self).name)
		return nil
	})
	// The stale owner goes first: its observable (a refused write) is an
	// expected field; a crash on a later send shows in the invariants.
	w.queue(faults.AfterSendBeforeRecord, faults.StaleOwner, w.counts[faults.StaleOwner], func(ctx context.Context, self int) error {
		other := 1 - self
		me := w.rig(self)
		me.points.Set("renew_lease", func(context.Context, string) error { return errors.New("paused: lease not renewed") })
		defer me.points.Set("renew_lease", nil)
		w.clk.Advance(lease + time.Second)
		w.eventf("%s paused mid-call past its lease", me.name)
		res, err := w.engine(ctx, other, []string{w.key})
		if err != nil {
			return err
		}
		w.eventf("%s took over: claimed %d, succeeded %d, unknown %d, waiting %d; %s wakes up and writes", w.rig(other).name,
			res.Claimed, res.Succeeded, res.Unknown, res.Waiting, me.name)
		return nil
	})
	w.queue(faults.AfterSendBeforeRecord, faults.CrashAfterSend, w.counts[faults.CrashAfterSend], func(ctx context.Context, self int) error {
		w.eventf("%s stops after the target answered, before recording anything", w.rig(self).name)
		return faults.ErrCrash
	})
	w.queue(faults.AfterNotifySend, faults.DuplicateDispatch, w.counts[faults.DuplicateDispatch], func(ctx context.Context, self int) error {
		other := 1 - self
		res, err := w.dispatch(ctx, other, []string{w.nkey})
		if err != nil {
			return err
		}
		w.eventf("%s's dispatcher tried the same outbox row while %s was sending: claimed %d; %s stops before recording (restart)",
			w.rig(other).name, w.rig(self).name, res.Claimed, w.rig(self).name)
		return faults.ErrCrash
	})
}

// intake delivers the source event and realises the faults about requests.
func (w *world) intake(ctx context.Context) error {
	if _, err := w.deliver(ctx, 0, w.event); err != nil {
		return err
	}
	if w.has(faults.ReplayWebhook) {
		for range w.counts[faults.ReplayWebhook] {
			dup, err := w.deliver(ctx, 0, w.event)
			if err != nil {
				return err
			}
			w.mark(faults.ReplayWebhook, 1)
			if !dup {
				w.eventf("replayed delivery was NOT recognised as a duplicate")
			}
		}
	}
	if w.has(faults.CrashAfterRecord) {
		for range w.counts[faults.CrashAfterRecord] {
			w.eventf("%s committed the event, then stopped before acknowledging it; the source redelivers", w.rig(0).name)
			if err := w.restart(ctx, 0); err != nil {
				return err
			}
			if _, err := w.deliver(ctx, 1, w.event); err != nil {
				return err
			}
			w.mark(faults.CrashAfterRecord, 1)
		}
	}
	if w.has(faults.SameKeyDifferentPayload) {
		if err := w.otherPayload(ctx); err != nil {
			return err
		}
	}
	if w.has(faults.ConcurrentRequests) {
		if err := w.race(ctx, w.counts[faults.ConcurrentRequests]); err != nil {
			return err
		}
	}
	return nil
}

// otherPayload sends a request with the same key but another due date and
// assignee; the ledger must refuse it and keep the first.
func (w *world) otherPayload(ctx context.Context) error {
	due, _ := time.Parse(time.DateOnly, w.sc.DueDate)
	in := ledger.Intent{Project: w.sc.Project, Action: w.sc.ActionID, Title: w.sc.Action, Assignee: w.sc.Assignee + "-other",
		AssigneeID: w.sc.Assignee + "-other", DueDate: due.AddDate(0, 0, 7).Format(time.DateOnly)}
	_, err := w.rig(1).store.Ingest(ctx, ledger.IngestParams{Source: source, MessageID: w.event + "-changed",
		Executions: []ledger.EnqueueParams{{Key: w.sc.Key(), Intent: in, Now: w.clk.Now()}}, Now: w.clk.Now()})
	w.mark(faults.SameKeyDifferentPayload, 1)
	if err == nil {
		w.eventf("a request with the same key and due %s, assignee %s was ACCEPTED", in.DueDate, in.Assignee)
		return nil
	}
	if !errors.Is(err, ledger.ErrFingerprintMismatch) {
		return fmt.Errorf("other payload: %w", err)
	}
	w.mu.Lock()
	w.refusal = err.Error()
	w.mu.Unlock()
	w.eventf("a request with the same key and due %s, assignee %s was refused: %v", in.DueDate, in.Assignee, err)
	return nil
}

// race sends n identical requests (same key, same content, own request
// IDs) from workers A and B at once; each then works the key.
func (w *world) race(ctx context.Context, n int) error {
	start := make(chan struct{})
	var wg sync.WaitGroup
	errs := make([]error, n)
	claimed := make([]int, n)
	for i := range n {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			r := w.rig(i % 2)
			if _, err := r.app.Submit(ctx, w.planned, source, fmt.Sprintf("%s-req-%d", w.event, i)); err != nil {
				errs[i] = fmt.Errorf("request %d: %w", i, err)
				return
			}
			res, err := w.engine(ctx, i%2, []string{w.key})
			claimed[i], errs[i] = res.Claimed, err
		}(i)
	}
	close(start)
	wg.Wait()
	w.mark(faults.ConcurrentRequests, n)
	won := 0
	for _, c := range claimed {
		won += c
	}
	w.eventf("%d identical requests raced on workers A and B: %d claim(s) won", n, won)
	return errors.Join(errs...)
}

// drive runs passes of A and B until the key and its notifications are
// settled, advancing the fake clock to the next due time when nothing is
// due (leases, backoff, search lag, rechecks).
func (w *world) drive(ctx context.Context) error { return w.driveKey(ctx, w.key) }

// driveKey is drive for any key of the world (an update a restatement
// enqueued).
func (w *world) driveKey(ctx context.Context, key string) error {
	keys := []string{key}
	for step := 0; ; step++ {
		if step >= maxSteps || w.clk.Now().Sub(w.start) > maxVirtal {
			w.eventf("gave up after %d passes: the key is still open", step)
			return nil
		}
		st, err := w.rig(0).app.Status(ctx, keys)
		if err != nil {
			return fmt.Errorf("status: %w", err)
		}
		k := st[0]
		if k.Settled() {
			return nil
		}
		if !w.toldUnknown && k.Execution.State == ledger.Succeeded && k.NotificationState() == string(ledger.Unknown) {
			w.toldUnknown = true
			w.eventf("user is told: %s", app.Message("ko", st, false))
		}
		i := step % 2
		if w.opts.Turn != nil {
			i = w.opts.Turn(step) % 2
		}
		res, err := w.engine(ctx, i, keys)
		if err != nil {
			return err
		}
		claimed := res.Claimed
		var notes []string
		for _, n := range k.Notifications {
			if n.State != ledger.Succeeded && n.State != ledger.NeedsHuman && n.State != ledger.Abandoned {
				notes = append(notes, n.Key)
			}
		}
		if len(notes) > 0 {
			c, err := w.dispatchStep(ctx, i, notes, k)
			if err != nil {
				return err
			}
			claimed += c
		}
		if claimed > 0 {
			continue
		}
		w.advance(k)
	}
}

// dispatchStep runs worker i's dispatcher; the first time a notification
// is due under duplicate_outbox_dispatch, both dispatchers run at once.
func (w *world) dispatchStep(ctx context.Context, i int, notes []string, k app.KeyStatus) (int, error) {
	if w.has(faults.DuplicateDispatch) && !w.dupDone && due(k, w.clk.Now()) {
		w.dupDone = true
		start := make(chan struct{})
		var wg sync.WaitGroup
		var claimed [2]int
		var errs [2]error
		for j := range 2 {
			wg.Add(1)
			go func(j int) {
				defer wg.Done()
				<-start
				res, err := w.dispatch(ctx, j, notes)
				claimed[j], errs[j] = res.Claimed, err
			}(j)
		}
		close(start)
		wg.Wait()
		w.eventf("dispatchers A and B ran at once on the outbox: claimed %d and %d", claimed[0], claimed[1])
		return claimed[0] + claimed[1], errors.Join(errs[:]...)
	}
	res, err := w.dispatch(ctx, i, notes)
	return res.Claimed, err
}

// due reports whether a pending notification is due now.
func due(k app.KeyStatus, now time.Time) bool {
	for _, n := range k.Notifications {
		if n.State == ledger.Pending && !n.NextAttemptAt.After(now) {
			return true
		}
	}
	return false
}

// advance moves the clock to the earliest time something becomes due.
func (w *world) advance(k app.KeyStatus) {
	now := w.clk.Now()
	var next time.Time
	consider := func(state ledger.State, lease, at time.Time) {
		var t time.Time
		switch state {
		case ledger.Running:
			t = lease
		case ledger.Pending, ledger.Unknown:
			t = at
		default:
			return
		}
		if next.IsZero() || t.Before(next) {
			next = t
		}
	}
	consider(k.Execution.State, k.Execution.LeaseUntil, k.Execution.NextAttemptAt)
	for _, n := range k.Notifications {
		consider(n.State, n.LeaseUntil, n.NextAttemptAt)
	}
	d := next.Sub(now)
	if d <= 0 {
		d = time.Millisecond
	}
	if w.opts.Idle != nil {
		d += w.opts.Idle()
	}
	w.clk.Advance(d)
}

// expireAndRetry lets the key pass retention, runs the ledger's GC, then
// delivers the original event again.
func (w *world) expireAndRetry(ctx context.Context) error {
	if err := w.snapshot(ctx); err != nil {
		return err
	}
	w.clk.Advance(ledger.DefaultRetention + time.Hour)
	res, err := w.rig(0).app.GC(ctx, ledger.DefaultRetention, false)
	if err != nil {
		return fmt.Errorf("gc: %w", err)
	}
	w.eventf("retention (%s) passed; ledger GC removed %d execution(s), %d notification(s), %d inbox record(s)",
		ledger.DefaultRetention, res.Executions, res.Notifications, res.Inbox)
	for range w.counts[faults.ExpireThenLateRetry] {
		w.mark(faults.ExpireThenLateRetry, 1)
		if _, err := w.deliver(ctx, 1, w.event); err != nil {
			return err
		}
		if err := w.drive(ctx); err != nil {
			return err
		}
	}
	return nil
}

// snapshot keeps the logs GC is about to delete, for the report.
func (w *world) snapshot(ctx context.Context) error {
	for _, k := range []string{w.key, w.nkey} {
		ts, err := w.rig(0).app.Transitions(ctx, k)
		if err != nil {
			return err
		}
		as, err := w.rig(0).app.Attempts(ctx, k)
		if err != nil {
			return err
		}
		w.history = append(w.history, ts...)
		w.attempts = append(w.attempts, as...)
	}
	return nil
}
