// Package notify defines notification channels and the outbox dispatcher's
// contract. A notification has its own key (R15); a channel either dedups
// by it, can show its delivery history, or neither — and then a lost
// acknowledgement goes to a human, never to a blind resend (R16).
package notify

import (
	"context"
	"time"
)

// Message is one notification to deliver.
type Message struct {
	// Key is the notification key, e.g. demo:P42:M0914:A007:created:assignee:1.
	Key       string
	AttemptID string
	// Recipient is the channel's address (e-mail, user ID, URL).
	Recipient string
	Subject   string
	Text      string
	// HTML, when set, is sent beside Text as multipart/alternative by
	// channels that can (e-mail); the others send Text.
	HTML string
}

// Delivery is a confirmed delivery.
type Delivery struct {
	MessageID   string
	Key         string
	Recipient   string
	DeliveredAt time.Time
}

// Capabilities of a channel.
type Capabilities struct {
	// Dedup: a second send with the same key is dropped by the channel.
	Dedup bool
	// DeliveryHistory: FindByKey can tell whether a key was delivered.
	DeliveryHistory bool
	// HistoryChecks is how many "not found" answers in a row the history
	// must give before absence counts (an IMAP archive lags the relay by
	// its queue time). 0 or 1: the first answer is final.
	HistoryChecks int
	// DeliveryLag is how long after a sender gave up a request may still
	// land (a relay's queue, a network holding it). After an unknown
	// send, the history is not evidence of "never sent" until the call
	// timeout plus this lag has passed (issue 33).
	DeliveryLag time.Duration
}

// Channel delivers notifications. Errors are *failure.Error like task
// connectors'. FindByKey returns (nil, nil) when the key was not delivered.
type Channel interface {
	Name() string
	Capabilities() Capabilities
	Send(ctx context.Context, m Message) (Delivery, error)
	FindByKey(ctx context.Context, key string) (*Delivery, error)
}
