package notify

import (
	"context"
	"errors"
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
