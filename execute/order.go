package execute

import (
	"context"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// An update carries the task's whole assignment (due date and assignee as
// of the meeting or decision that planned it), and updates of one task are
// numbered in the order they were planned: update-task-1, -2, …. The
// tracker keeps whichever lands last, so updates are sent in order:
//   - not while an earlier update of the task may still land (pending,
//     running or unknown): the later one waits, unsent;
//   - not at all once a later update succeeded: the earlier one is
//     superseded, and sending it would put an older date back.
//
// Without this, an update that failed and was retried after a later one
// succeeded left the task with the older date, and told its assignee so.

// laterProbe is how many later update keys one read asks for.
const laterProbe = 8

// updateOrder reports whether update e must wait for an earlier update
// that may still land (the one it waits for) or is superseded by a later
// one that succeeded.
func (g *Engine) updateOrder(ctx context.Context, e ledger.Execution) (wait, superseded *ledger.Execution, err error) {
	n := updateSeq(e.Key.Operation)
	keys := earlierUpdates(e.Key)
	for from := n + 1; ; from += laterProbe {
		for i := from; i < from+laterProbe; i++ {
			keys = append(keys, e.Key.WithOperation(ledger.UpdateOp(i)).String())
		}
		list, err := g.Store.ExecutionList(ctx, ledger.ListParams{Keys: keys})
		if err != nil {
			return nil, nil, fmt.Errorf("update order %s: %w", e.Key, err)
		}
		later := 0
		for i := range list {
			u := &list[i]
			switch m := updateSeq(u.Key.Operation); {
			case m < n && wait == nil && !u.State.Settled():
				wait = u
			case m > n:
				later++
				if u.State == ledger.Succeeded && superseded == nil {
					superseded = u
				}
			}
		}
		if superseded != nil || later < laterProbe {
			return wait, superseded, nil
		}
		keys = keys[:0]
	}
}

// earlierUpdates are the keys of the updates of k's task planned before
// update k (none for any other operation).
func earlierUpdates(k ledger.BusinessKey) []string {
	n := ledger.UpdateSeq(k.Operation)
	keys := make([]string, 0, max(n-1, 0)+laterProbe)
	for i := 1; i < n; i++ {
		keys = append(keys, k.WithOperation(ledger.UpdateOp(i)).String())
	}
	return keys
}

// waitForEarlier hands update e back unsent until the earlier update
// before it settles: after a backoff that grows with e's tries (the
// earlier one is usually a call that ends in moments), never later than
// the end of the earlier one's lease (settled or taken over by then), and
// not before the earlier one is due again when it waits itself.
func (g *Engine) waitForEarlier(e, earlier ledger.Execution) *ledger.CompleteParams {
	now := g.Clock.Now()
	next := now.Add(g.Retry.Next(e.Attempts, 0))
	switch at := earlier.LeaseUntil; {
	case earlier.State == ledger.Running && at.After(now) && at.Before(next):
		next = at
	case earlier.State != ledger.Running && earlier.NextAttemptAt.After(next):
		next = earlier.NextAttemptAt
	}
	p := unsent(e, fmt.Errorf("waits for %s (%s), planned before it, to settle", earlier.Key, earlier.State), next)
	if !e.InDoubt {
		// Not a failure: nothing was tried. (The format is written out, not
		// taken from the error: the reason catalogue's check reads it.)
		p.Reason = fmt.Sprintf("waits for %s (%s), planned before it, to settle", earlier.Key, earlier.State)
	}
	return p
}

// unsent hands e back with nothing sent ("not-sent", which does not count
// toward the retry cap), still in doubt if it was.
func unsent(e ledger.Execution, why error, next time.Time) *ledger.CompleteParams {
	p := ledger.CompleteRetry(e, ledger.OutcomeNotSent, why, next)
	if e.InDoubt {
		p = ledger.CompleteUnknown(e, ledger.OutcomeNotSent, why, "not sent: "+why.Error()+"; still in doubt from an earlier attempt", next)
	}
	return &p
}

// supersede settles update e without a call: a newer update of the same
// task, planned after it, succeeded. No notification: the assignee was
// told of the newer one.
func supersede(e ledger.Execution, externalID string, later ledger.Execution) *ledger.CompleteParams {
	p := ledger.CompleteSucceeded(e, externalID, fmt.Sprintf("superseded by %s (planned later, succeeded): not sent", later.Key))
	p.Outcome = ledger.OutcomeNotSent
	return &p
}
