// Package reconcile settles keys whose outcome is unknown by asking the
// target, never by assuming failure (R8). A task found by key is compared on
// project, source action, assignee and due date — never the title alone (R9).
// Nothing found does not trigger an immediate resend (R10): the reconciler
// waits out the target's search lag and rechecks a bounded number of times,
// then resends only where the target dedups by key within its retention
// window; otherwise a human decides.
package reconcile

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// Verdict is what reconciliation decided.
type Verdict int

const (
	// Confirmed: the target holds the intent; ExternalID is set.
	Confirmed Verdict = iota
	// Mismatch: the target holds a task for the key with other content.
	Mismatch
	// Wait: nothing conclusive yet; check again at Next.
	Wait
	// Resend: safe to send again (the target dedups by key).
	Resend
	// Human: axagent cannot decide safely.
	Human
)

func (v Verdict) String() string {
	return [...]string{"confirmed", "mismatch", "wait", "resend", "human"}[v]
}

// Decision is the reconciler's answer with its reason for the audit log.
type Decision struct {
	Verdict    Verdict
	ExternalID string
	Reason     string
	// Outcome is recorded on the attempt (found, not-found, mismatch, ...).
	Outcome ledger.Outcome
	Next    time.Time
	Err     error
}

// Config bounds rechecks.
type Config struct {
	// MaxNotFound is how many lookups may find nothing before giving up
	// (default 3).
	MaxNotFound int
	// Recheck is the wait between lookups after the lag passed (default 30s).
	Recheck time.Duration
	// CallTimeout is the longest a create may have been in flight after
	// its attempt started (the engine's call timeout): a request held in
	// the network lands up to then, so the search lag counts from the end
	// of that flight, not from the attempt's start (issue 33).
	CallTimeout time.Duration
}

func (c Config) withDefaults() Config {
	if c.MaxNotFound <= 0 {
		c.MaxNotFound = 3
	}
	if c.Recheck <= 0 {
		c.Recheck = 30 * time.Second
	}
	return c
}

// Reconciler looks in-doubt keys up in the target.
type Reconciler struct {
	Tasks  connectors.TaskConnector
	Store  ledger.Store
	Clock  clock.Clock
	Config Config
}

// Compare lists the differences between what the key should hold and what
// the target holds, on the fields that identify the intent.
func Compare(want connectors.Task, got connectors.RemoteTask) []string {
	var diffs []string
	check := func(field, w, g string) {
		if w != "" && !strings.EqualFold(strings.TrimSpace(w), strings.TrimSpace(g)) {
			diffs = append(diffs, fmt.Sprintf("%s %q ≠ %q", field, g, w))
		}
	}
	check("project", want.Project, got.Project)
	check("source action", want.SourceAction, got.SourceAction)
	check("assignee", want.AssigneeID, got.AssigneeID)
	check("due date", want.DueDate, got.DueDate)
	return diffs
}

// Judge decides a task the target holds for the key: the same intent
// (project, source action, assignee, due date) is confirmed, anything else is
// a mismatch for a human (R9).
func Judge(target string, want connectors.Task, found connectors.RemoteTask) Decision {
	if diffs := Compare(want, found); len(diffs) > 0 {
		return Decision{Verdict: Mismatch, ExternalID: found.ID, Outcome: ledger.OutcomeMismatch,
			Reason: fmt.Sprintf("%s holds %s for this key with other content (%s): a human must decide", target, found.ID, strings.Join(diffs, "; "))}
	}
	return Decision{Verdict: Confirmed, ExternalID: found.ID, Outcome: ledger.OutcomeFound,
		Reason: fmt.Sprintf("reconciled: %s found by key; project, source action, assignee and due date match", found.ID)}
}

// Reconcile decides an in-doubt create whose expected content is want.
func (r *Reconciler) Reconcile(ctx context.Context, e ledger.Execution, want connectors.Task) Decision {
	cfg := r.Config.withDefaults()
	now := r.Clock.Now()
	caps := r.Tasks.Capabilities()
	attempts, err := r.Store.AttemptList(ctx, e.Key.String())
	if err != nil {
		return Decision{Verdict: Wait, Outcome: ledger.OutcomeError, Reason: "read attempts: " + err.Error(), Next: now.Add(cfg.Recheck), Err: err}
	}
	firstSend, lastSend, lastEnd, notFound := sendHistory(attempts, e.AttemptID)
	if !caps.LookupByKey {
		if r.canResend(caps, firstSend, now) {
			return Decision{Verdict: Resend, Outcome: ledger.OutcomeResend, Reason: "target has no lookup but dedups creates by key within its window: resending with the same key"}
		}
		return Decision{Verdict: Human, Outcome: ledger.OutcomeNoLookup, Reason: fmt.Sprintf("outcome unknown and %s offers neither lookup by key nor idempotent create: check the tracker, then `axagent ledger resolve %s --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)", r.Tasks.Name(), e.Key)}
	}
	found, err := r.Tasks.FindByKey(ctx, e.Key.String())
	if err != nil {
		if failure.IsPermanent(err) {
			return Decision{Verdict: Human, Outcome: ledger.OutcomeLookupRefused, Reason: "lookup by key refused: " + err.Error(), Err: err}
		}
		return Decision{Verdict: Wait, Outcome: ledger.OutcomeLookupFailed, Reason: "lookup failed, will retry: " + err.Error(), Next: now.Add(max(cfg.Recheck, failure.RetryAfterOf(err))), Err: err}
	}
	if found != nil {
		return Judge(r.Tasks.Name(), want, *found)
	}
	// Not found: the first request may still be in flight or not yet
	// searchable. Never resend at once.
	landed := lastSend.Add(cfg.CallTimeout)
	if lastEnd.After(landed) {
		landed = lastEnd
	}
	if visible := landed.Add(caps.LookupLag); now.Before(visible) {
		return Decision{Verdict: Wait, Outcome: ledger.OutcomeNotFound, Next: visible,
			Reason: fmt.Sprintf("not found by key yet; waiting out the earlier create's flight time and %s search lag until %s", caps.LookupLag, visible.Format(time.RFC3339))}
	}
	if notFound+1 < cfg.MaxNotFound {
		return Decision{Verdict: Wait, Outcome: ledger.OutcomeNotFound, Next: now.Add(cfg.Recheck),
			Reason: fmt.Sprintf("not found by key (check %d of %d); rechecking", notFound+1, cfg.MaxNotFound)}
	}
	if r.canResend(caps, firstSend, now) {
		return Decision{Verdict: Resend, Outcome: ledger.OutcomeNotFound,
			Reason: fmt.Sprintf("not found after %d checks; resending with the same key (target dedups creates)", cfg.MaxNotFound)}
	}
	why := "the target has no idempotent create"
	if caps.IdempotentCreate {
		why = fmt.Sprintf("the target's %s key window has passed", caps.KeyRetention)
	}
	return Decision{Verdict: Human, Outcome: ledger.OutcomeNotFound,
		Reason: fmt.Sprintf("not found after %d checks and %s, so a resend could duplicate: check the tracker, then `axagent ledger resolve %s --requeue --reason TEXT` (or `--external-id ID --reason TEXT`)", cfg.MaxNotFound, why, e.Key)}
}

func (r *Reconciler) canResend(caps connectors.Capabilities, firstSend, now time.Time) bool {
	if !caps.IdempotentCreate {
		return false
	}
	return caps.KeyRetention == 0 || firstSend.IsZero() || now.Sub(firstSend) < caps.KeyRetention
}

// sendHistory reads past attempts (excluding the current one): when the
// first and last possible sends started, when the last one ended (its
// outcome recorded; zero if its owner died), and how many lookups found
// nothing since the last send.
func sendHistory(attempts []ledger.Attempt, current string) (first, last, lastEnd time.Time, notFound int) {
	for _, a := range attempts {
		if a.ID == current {
			continue
		}
		o := ledger.Outcome(a.Outcome)
		switch {
		case o.FoundNothing():
			notFound++
		case !o.MayHaveSent():
			// A lookup or a decision, or a call never sent (the breaker
			// refused it, the rate budget had no slot yet).
		default:
			// Any other attempt may have sent: unknown, released, retryable
			// after a partial send, or none recorded (the owner died).
			if first.IsZero() {
				first = a.StartedAt
			}
			last, lastEnd = a.StartedAt, a.EndedAt
			notFound = 0
		}
	}
	return first, last, lastEnd, notFound
}
