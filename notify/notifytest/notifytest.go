// Package notifytest is the conformance suite every notify.Channel runs.
// Channels differ in capabilities (dedup, delivery history), not in which
// checks they skip: each check asserts what the declared capability promises.
package notifytest

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/notify"
)

// Harness is one channel wired to a receiving side the test controls.
type Harness struct {
	Channel notify.Channel
	// Recipient is an address the channel delivers to.
	Recipient string
	// Delivered counts what the receiving side got for key.
	Delivered func(key string) int
	// Faults make the next Send fail. A nil fault is not offered by this
	// receiver and is reported as such (not silently passed).
	//   FailRetryable: refused before anything was accepted (4xx SMTP, 429).
	//   FailPermanent: refused for good (5xx SMTP, 4xx HTTP, channel_not_found).
	//   LoseAck: delivered, then the acknowledgement is lost.
	FailRetryable func()
	FailPermanent func()
	LoseAck       func()
}

var seq, attempt atomic.Int64

// newKey returns a notification key no other check uses.
func newKey() string {
	return fmt.Sprintf("demo:P42:M0914:A007:created:assignee:%d", seq.Add(1))
}

func msg(h *Harness, key string) notify.Message {
	return notify.Message{Key: key, AttemptID: fmt.Sprintf("att-%d", attempt.Add(1)), Recipient: h.Recipient,
		Subject: "TASK-418 assigned", Text: "담당자 알림: TASK-418 (due 2026-09-21)"}
}

// Exercise runs every check against fresh harnesses from setup.
func Exercise(t *testing.T, setup func(t *testing.T) *Harness) {
	t.Run("SendReturnsMessageID", func(t *testing.T) {
		h := setup(t)
		key := newKey()
		d, err := h.Channel.Send(context.Background(), msg(h, key))
		if err != nil {
			t.Fatalf("send: %v", err)
		}
		if d.MessageID == "" || d.Key != key {
			t.Fatalf("delivery = %+v, want a message ID and key %q", d, key)
		}
		if n := h.Delivered(key); n != 1 {
			t.Fatalf("receiver got %d deliveries, want 1", n)
		}
	})

	t.Run("FindByKeyMatchesDeliveryHistory", func(t *testing.T) {
		h := setup(t)
		ctx := context.Background()
		key := newKey()
		d, err := h.Channel.Send(ctx, msg(h, key))
		if err != nil {
			t.Fatalf("send: %v", err)
		}
		found, err := notify.FindDelivery(ctx, h.Channel, key, h.Recipient)
		if !h.Channel.Capabilities().DeliveryHistory {
			if !errors.Is(err, notify.ErrNoDeliveryHistory) || !failure.IsPermanent(err) {
				t.Fatalf("find without history: (%v, %v), want a permanent ErrNoDeliveryHistory", found, err)
			}
			return
		}
		if err != nil || found == nil {
			t.Fatalf("find delivered key: (%v, %v)", found, err)
		}
		if found.MessageID != d.MessageID || found.Key != key {
			t.Fatalf("found %+v, want message %q for key %q", found, d.MessageID, key)
		}
		missing, err := notify.FindDelivery(ctx, h.Channel, newKey(), h.Recipient)
		if err != nil || missing != nil {
			t.Fatalf("find undelivered key: (%v, %v), want (nil, nil)", missing, err)
		}
	})

	t.Run("SecondSendFollowsDedup", func(t *testing.T) {
		h := setup(t)
		ctx := context.Background()
		key := newKey()
		d1, err := h.Channel.Send(ctx, msg(h, key))
		if err != nil {
			t.Fatalf("first send: %v", err)
		}
		d2, err := h.Channel.Send(ctx, msg(h, key))
		if err != nil {
			t.Fatalf("second send: %v", err)
		}
		n := h.Delivered(key)
		if h.Channel.Capabilities().Dedup {
			if d2.MessageID != d1.MessageID || n != 1 {
				t.Fatalf("dedup channel: message IDs %q/%q, %d deliveries; want the same ID and 1", d1.MessageID, d2.MessageID, n)
			}
			return
		}
		// Without dedup a resend is a second message: the reason the
		// dispatcher never resends blindly.
		if n != 2 {
			t.Fatalf("channel declares no dedup but the receiver got %d deliveries, want 2", n)
		}
	})

	t.Run("ErrorsAreClassified", func(t *testing.T) {
		cases := []struct {
			name      string
			fault     func(h *Harness) func()
			class     failure.Class
			delivered int
		}{
			{"retryable", func(h *Harness) func() { return h.FailRetryable }, failure.Retryable, 0},
			{"permanent", func(h *Harness) func() { return h.FailPermanent }, failure.Permanent, 0},
			{"lost ack", func(h *Harness) func() { return h.LoseAck }, failure.Unknown, 1},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				h := setup(t)
				inject := tc.fault(h)
				if inject == nil {
					t.Fatalf("harness offers no %s fault", tc.name)
				}
				ctx := context.Background()
				key := newKey()
				inject()
				_, err := h.Channel.Send(ctx, msg(h, key))
				if got := failure.ClassOf(err); got != tc.class {
					t.Fatalf("send error %v has class %s, want %s", err, got, tc.class)
				}
				if n := h.Delivered(key); n != tc.delivered {
					t.Fatalf("receiver got %d deliveries, want %d", n, tc.delivered)
				}
				if tc.class != failure.Unknown || !h.Channel.Capabilities().DeliveryHistory {
					return
				}
				// R16: after a lost ack, history must show the delivery.
				found, err := notify.FindDelivery(ctx, h.Channel, key, h.Recipient)
				if err != nil || found == nil {
					t.Fatalf("find after lost ack: (%v, %v), want the delivery", found, err)
				}
			})
		}
	})

	t.Run("CanceledContextSendsNothing", func(t *testing.T) {
		h := setup(t)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		key := newKey()
		_, err := h.Channel.Send(ctx, msg(h, key))
		if !failure.IsRetryable(err) {
			t.Fatalf("send with canceled context: %v (class %s), want retryable", err, failure.ClassOf(err))
		}
		if n := h.Delivered(key); n != 0 {
			t.Fatalf("receiver got %d deliveries, want 0", n)
		}
	})
}
