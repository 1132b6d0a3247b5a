package slack_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/notifytest"
	"github.com/axagent/axagent/notify/slack"
)

const token = "xoxb-test-0123456789-secret"

func setup(t *testing.T, cfg slack.Config, logger *slog.Logger) (*fakeSlack, *slack.Channel, *clock.Fake) {
	f := newFakeSlack(t, token)
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	// The fake's ts values are in 2026-09; the clock stands a little later.
	fc := clock.NewFake(time.Unix(1789380000, 0).Add(time.Hour))
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	cfg.BaseURL = srv.URL + "/api"
	ch, err := slack.New(cfg, slack.Options{Token: token, Clock: fc, Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	return f, ch, fc
}

func okFalse(code string, status int, header ...string) func(http.ResponseWriter, func()) {
	return func(w http.ResponseWriter, _ func()) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(map[string]any{"ok": false, "error": code})
	}
}

// dropAfter posts the message and closes the connection: a lost ack.
func dropAfter(w http.ResponseWriter, record func()) {
	record()
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		conn.Close()
	}
}

func TestConformance(t *testing.T) {
	for _, recipient := range []string{"C0ACTIONS", "U0MINSEO"} {
		t.Run(recipient, func(t *testing.T) {
			notifytest.Exercise(t, func(t *testing.T) *notifytest.Harness {
				f, ch, _ := setup(t, slack.Config{}, nil)
				return &notifytest.Harness{
					Channel: ch, Recipient: recipient, Delivered: f.delivered,
					FailRetryable: func() { f.inject(okFalse("ratelimited", 429, "Retry-After", "30")) },
					FailPermanent: func() { f.inject(okFalse("channel_not_found", 200)) },
					LoseAck:       func() { f.inject(dropAfter) },
				}
			})
		})
	}
}

func TestPostClassification(t *testing.T) {
	cases := []struct {
		fault      func(http.ResponseWriter, func())
		class      failure.Class
		retryAfter time.Duration
	}{
		{okFalse("ratelimited", 429, "Retry-After", "30"), failure.Retryable, 30 * time.Second},
		{okFalse("ratelimited", 200, "Retry-After", "5"), failure.Retryable, 5 * time.Second},
		{okFalse("invalid_auth", 200), failure.Permanent, 0},
		{okFalse("not_authed", 200), failure.Permanent, 0},
		{okFalse("channel_not_found", 200), failure.Permanent, 0},
		{okFalse("not_in_channel", 200), failure.Permanent, 0},
		{okFalse("missing_scope", 200), failure.Permanent, 0},
		{okFalse("internal_error", 200), failure.Unknown, 0},
		{okFalse("fatal_error", 200), failure.Unknown, 0},
		{okFalse("request_timeout", 200), failure.Unknown, 0},
		{okFalse("", 502), failure.Unknown, 0},
		{func(w http.ResponseWriter, _ func()) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html>proxy error</html>"))
		}, failure.Unknown, 0},
		{func(w http.ResponseWriter, rec func()) {
			rec()
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"ok":true}`))
		}, failure.Unknown, 0},
		{dropAfter, failure.Unknown, 0},
	}
	for i, tc := range cases {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			f, ch, _ := setup(t, slack.Config{}, nil)
			f.inject(tc.fault)
			_, err := ch.Send(context.Background(), notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "C0ACTIONS", Text: "x"})
			var fe *failure.Error
			if !errors.As(err, &fe) || fe.Class != tc.class || fe.RetryAfter != tc.retryAfter {
				t.Fatalf("err = %v (%+v), want class %s retry-after %s", err, fe, tc.class, tc.retryAfter)
			}
			if !strings.HasPrefix(err.Error(), "slack send: ") {
				t.Fatalf("error %q lacks the operation prefix", err)
			}
		})
	}
}

func TestFindByKeyPaginatesWithinLookback(t *testing.T) {
	f, ch, fc := setup(t, slack.Config{Lookback: 24 * time.Hour}, nil)
	f.mu.Lock()
	f.pageSize = 2
	f.mu.Unlock()
	ctx := context.Background()
	target := "demo:P42:M0914:A007:created:assignee:1"
	d, err := ch.Send(ctx, notify.Message{Key: target, Recipient: "C0ACTIONS", Text: "first"})
	if err != nil {
		t.Fatal(err)
	}
	// Newer messages push the target to the third page; one without
	// metadata and one from another app must not confuse the scan.
	for i := 2; i <= 5; i++ {
		if _, err := ch.Send(ctx, notify.Message{Key: fmt.Sprintf("demo:P42:M0914:A00%d:created:assignee:1", i), Recipient: "C0ACTIONS", Text: "later"}); err != nil {
			t.Fatal(err)
		}
	}
	f.mu.Lock()
	f.convs["C0ACTIONS"] = append(f.convs["C0ACTIONS"],
		fakeMsg{TS: "1789389999.000001", Text: "human"},
		fakeMsg{TS: "1789389999.000002", Text: "other app", Metadata: json.RawMessage(`{"event_type":"other","event_payload":{"key":"` + target + `"}}`)})
	f.mu.Unlock()

	found, err := notify.FindDelivery(ctx, ch, target, "C0ACTIONS")
	if err != nil || found == nil {
		t.Fatalf("find: (%v, %v)", found, err)
	}
	if found.MessageID != d.MessageID || found.Recipient != "C0ACTIONS" {
		t.Fatalf("found %+v, want ts %s in C0ACTIONS", found, d.MessageID)
	}
	if n := f.callCount("conversations.history"); n != 4 {
		t.Fatalf("history pages fetched = %d, want 4 (7 messages, 2 a page, target the oldest)", n)
	}
	f.mu.Lock()
	oldest := f.oldest[0]
	f.mu.Unlock()
	want := fmt.Sprintf("%d.000000", fc.Now().Add(-24*time.Hour).Unix())
	if oldest != want {
		t.Fatalf("oldest = %s, want now-lookback %s", oldest, want)
	}
	// Past the lookback window the message is out of scope.
	fc.Advance(48 * time.Hour)
	if got, err := notify.FindDelivery(ctx, ch, target, "C0ACTIONS"); err != nil || got != nil {
		t.Fatalf("find beyond lookback: (%v, %v), want (nil, nil)", got, err)
	}
}

func TestFindByKeyAfterRestartUsesHistoryChannels(t *testing.T) {
	_, ch, fc := setup(t, slack.Config{}, nil)
	ctx := context.Background()
	key := "demo:P42:M0914:A007:created:assignee:1"
	if _, err := ch.Send(ctx, notify.Message{Key: key, Recipient: "C0ACTIONS", Text: "x"}); err != nil {
		t.Fatal(err)
	}
	// A new process knows nothing of the post; with no recipient and no
	// history channels it must not claim "not delivered".
	opts := slack.Options{Token: token, Clock: fc, Logger: slog.New(slog.DiscardHandler)}
	fresh, _ := slack.New(slack.Config{BaseURL: ch.BaseURL()}, opts)
	if got, err := fresh.FindByKey(ctx, key); err == nil || got != nil {
		t.Fatalf("find with nowhere to look: (%v, %v), want an error", got, err)
	}
	fresh, _ = slack.New(slack.Config{BaseURL: ch.BaseURL(), HistoryChannels: []string{"C0ACTIONS"}}, opts)
	if got, err := fresh.FindByKey(ctx, key); err != nil || got == nil {
		t.Fatalf("find via history_channels: (%v, %v)", got, err)
	}
}

func TestHistoryErrorsAreRetryableOrPermanent(t *testing.T) {
	_, ch, _ := setup(t, slack.Config{}, nil)
	_, err := notify.FindDelivery(context.Background(), ch, "k", "C0MISSING")
	if !failure.IsPermanent(err) || !strings.HasPrefix(err.Error(), "slack find: ") {
		t.Fatalf("unknown channel: %v (%s), want permanent", err, failure.ClassOf(err))
	}
	bad, _ := slack.New(slack.Config{BaseURL: ch.BaseURL()}, slack.Options{Token: "xoxb-wrong", Logger: slog.New(slog.DiscardHandler)})
	_, err = notify.FindDelivery(context.Background(), bad, "k", "C0ACTIONS")
	if !failure.IsPermanent(err) {
		t.Fatalf("bad token: %v, want permanent", err)
	}
}

func TestTokenNeverLogged(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	f, ch, _ := setup(t, slack.Config{}, logger)
	m := notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "C0ACTIONS", Text: "x"}
	ch.Send(context.Background(), m)
	f.inject(okFalse("invalid_auth", 200))
	_, err := ch.Send(context.Background(), m)
	if strings.Contains(logs.String(), token) || strings.Contains(err.Error(), token) {
		t.Fatalf("token leaked: %s / %v", logs.String(), err)
	}
}

// Issue 33: every post of a key carries the same client_msg_id (a UUID
// derived from the key; another key's differs), the resend after a lost
// acknowledgement included; and the history finds a message by it when the
// message kept no metadata.
func TestClientMsgIDOnEveryPost(t *testing.T) {
	ctx := context.Background()
	f, ch, _ := setup(t, slack.Config{}, nil)
	key, other := "demo:P42:M0914:A007:created:assignee:1", "demo:P42:M0914:A008:created:assignee:1"
	f.inject(dropAfter)
	if _, err := ch.Send(ctx, notify.Message{Key: key, Recipient: "C0ACTIONS", Text: "x"}); failure.ClassOf(err) != failure.Unknown {
		t.Fatalf("lost acknowledgement: %v", err)
	}
	for _, k := range []string{key, other} {
		if _, err := ch.Send(ctx, notify.Message{Key: k, Recipient: "C0ACTIONS", Text: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	uuid := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	f.mu.Lock()
	ids := slices.Clone(f.clientIDs)
	f.mu.Unlock()
	if len(ids) != 3 || ids[0] != ids[1] || ids[1] == ids[2] || ids[0] != slack.ClientMsgID(key) || !uuid.MatchString(ids[0]) || !uuid.MatchString(ids[2]) {
		t.Fatalf("client_msg_id of the posts = %q; want the same UUID for %s's post and resend, another for %s", ids, key, other)
	}

	// A message that kept no metadata is found by its client_msg_id.
	f2, ch2, _ := setup(t, slack.Config{HistoryChannels: []string{"C0ACTIONS"}}, nil)
	f2.mu.Lock()
	f2.noMetadata = true
	f2.mu.Unlock()
	sent, err := ch2.Send(ctx, notify.Message{Key: key, Recipient: "C0ACTIONS", Text: "x"})
	if err != nil {
		t.Fatal(err)
	}
	if f2.delivered(key) != 0 {
		t.Fatal("the fake kept the metadata")
	}
	got, err := ch2.FindByKeyFor(ctx, key, "C0ACTIONS")
	if err != nil || got == nil || got.MessageID != sent.MessageID {
		t.Fatalf("found by client_msg_id: %+v %v, want %s", got, err, sent.MessageID)
	}
	if got, err := ch2.FindByKeyFor(ctx, other, "C0ACTIONS"); err != nil || got != nil {
		t.Fatalf("another key's lookup found %+v %v", got, err)
	}
}
