package notify

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// ErrNoDeliveryHistory is wrapped (in a permanent *failure.Error) by
// FindByKey on channels that cannot tell whether a key was delivered (SMTP,
// webhooks). Asking again will not help: after a lost acknowledgement the
// dispatcher hands the notification to a human instead of resending (R16).
var ErrNoDeliveryHistory = errors.New("channel has no delivery history")

// RecipientFinder is implemented by channels whose history is kept per
// conversation (Slack): with the recipient they know where to look. The
// dispatcher has the recipient in its outbox row; FindDelivery uses it.
type RecipientFinder interface {
	FindByKeyFor(ctx context.Context, key, recipient string) (*Delivery, error)
}

// FindDelivery looks a key up in ch's delivery history, telling the channel
// the recipient when it can use it. It returns (nil, nil) when the key was not
// delivered and an error wrapping ErrNoDeliveryHistory when the channel
// cannot tell.
func FindDelivery(ctx context.Context, ch Channel, key, recipient string) (*Delivery, error) {
	if rf, ok := ch.(RecipientFinder); ok && recipient != "" {
		return rf.FindByKeyFor(ctx, key, recipient)
	}
	return ch.FindByKey(ctx, key)
}

// inFlightUntil is the latest moment an earlier send of n that may have
// reached the channel could still land: the end of that call (its start
// plus the call timeout, or when its outcome was recorded if later; for a
// worker that died, when the row was taken from it) plus the channel's
// delivery lag. Until then the history not showing the key is no evidence
// that it was never sent (issue 33): a request held in the network lands
// after the sender gave up. Zero when no earlier attempt may have sent.
func (d *Dispatcher) inFlightUntil(ctx context.Context, n ledger.Notification, lag time.Duration) time.Time {
	atts, err := d.Store.AttemptList(ctx, n.Key)
	if err != nil {
		// Unknown history of attempts: assume a send just ended.
		return d.Clock.Now().Add(d.CallTimeout + lag)
	}
	for i := len(atts) - 1; i >= 0; i-- {
		a := atts[i]
		if a.ID == n.AttemptID || !ledger.Outcome(a.Outcome).MayHaveSent() {
			continue
		}
		end := a.StartedAt.Add(d.CallTimeout)
		if a.EndedAt.After(end) {
			end = a.EndedAt
		}
		if a.EndedAt.IsZero() && i+1 < len(atts) && atts[i+1].StartedAt.After(end) {
			end = atts[i+1].StartedAt
		}
		return end.Add(lag)
	}
	return time.Time{}
}

// stillInFlight returns the outcome that waits out an earlier send's
// flight time, or nil when it is over.
func (d *Dispatcher) stillInFlight(ctx context.Context, n ledger.Notification, ch Channel) *ledger.OutboxCompleteParams {
	lag := ch.Capabilities().DeliveryLag
	until := d.inFlightUntil(ctx, n, lag)
	if !d.Clock.Now().Before(until) {
		return nil
	}
	return later(n, until, ledger.OutcomeInFlight, fmt.Sprintf("not in %s's delivery history yet, and an earlier send could still land until %s (call timeout %s + delivery lag %s); checking again then",
		ch.Name(), until.UTC().Format(time.RFC3339), d.CallTimeout, lag))
}
