package webhook_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/notifytest"
	"github.com/axagent/axagent/notify/webhook"
)

// The Standard Webhooks reference test vector.
const (
	vectorSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	vectorID     = "msg_p5jXN8AQM9LWM0D4loKWxJek"
	vectorTS     = 1614265330
	vectorBody   = `{"test": 2432232314}`
	vectorSig    = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
)

var start = time.Date(2026, 9, 14, 10, 0, 0, 0, time.UTC)

// verify is a Standard Webhooks receiver's check, written from the spec and
// independent of webhook.Sign: strip whsec_, base64-decode the key, HMAC-SHA256
// over "id.timestamp.body", accept any of the space-separated v1 signatures,
// reject timestamps more than 5 minutes from now.
func verify(secret string, h http.Header, body []byte, now time.Time) error {
	id, ts, sigs := h.Get("webhook-id"), h.Get("webhook-timestamp"), h.Get("webhook-signature")
	if id == "" || ts == "" || sigs == "" {
		return errors.New("missing headers")
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errors.New("bad timestamp")
	}
	if d := now.Sub(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return errors.New("timestamp out of tolerance")
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return err
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "." + string(body)))
	want := mac.Sum(nil)
	for _, s := range strings.Split(sigs, " ") {
		version, sig, ok := strings.Cut(s, ",")
		if !ok || version != "v1" {
			continue
		}
		got, err := base64.StdEncoding.DecodeString(sig)
		if err == nil && hmac.Equal(got, want) {
			return nil
		}
	}
	return errors.New("no matching signature")
}

func TestSignMatchesSpecVector(t *testing.T) {
	key, err := webhook.DecodeSecret(vectorSecret)
	if err != nil {
		t.Fatal(err)
	}
	if got := webhook.Sign(key, vectorID, vectorTS, []byte(vectorBody)); got != vectorSig {
		t.Fatalf("Sign = %q, want %q", got, vectorSig)
	}
	h := http.Header{}
	h.Set("webhook-id", vectorID)
	h.Set("webhook-timestamp", strconv.Itoa(vectorTS))
	h.Set("webhook-signature", "v1,bm9wZQ== "+vectorSig)
	if err := verify(vectorSecret, h, []byte(vectorBody), time.Unix(vectorTS, 0)); err != nil {
		t.Fatalf("test verifier rejects the spec vector: %v", err)
	}
}

// receiver is a Standard Webhooks endpoint that verifies, records and can
// dedup by webhook-id or inject one fault into the next request.
type receiver struct {
	t      *testing.T
	secret string
	clock  *clock.Fake
	dedup  bool

	mu     sync.Mutex
	got    map[string]int
	bodies []webhook.Payload
	fault  func(w http.ResponseWriter, record func()) // next request only
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if err := verify(rc.secret, r.Header, body, rc.clock.Now()); err != nil {
		rc.t.Errorf("receiver: signature check failed: %v", err)
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	}
	var p webhook.Payload
	if err := json.Unmarshal(body, &p); err != nil || p.Key != r.Header.Get("webhook-id") {
		rc.t.Errorf("receiver: body %s does not carry the webhook-id", body)
	}
	id := r.Header.Get("webhook-id")
	record := func() {
		rc.mu.Lock()
		defer rc.mu.Unlock()
		if rc.dedup && rc.got[id] > 0 {
			return
		}
		rc.got[id]++
		rc.bodies = append(rc.bodies, p)
	}
	rc.mu.Lock()
	fault := rc.fault
	rc.fault = nil
	rc.mu.Unlock()
	if fault != nil {
		fault(w, record)
		return
	}
	record()
	w.WriteHeader(http.StatusNoContent)
}

func (rc *receiver) delivered(key string) int {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return rc.got[key]
}

func (rc *receiver) inject(f func(w http.ResponseWriter, record func())) {
	rc.mu.Lock()
	rc.fault = f
	rc.mu.Unlock()
}

// dropAfter records the delivery and closes the connection without a
// response: the lost acknowledgement.
func dropAfter(w http.ResponseWriter, record func()) {
	record()
	conn, _, err := http.NewResponseController(w).Hijack()
	if err == nil {
		conn.Close()
	}
}

func status(code int, header ...string) func(http.ResponseWriter, func()) {
	return func(w http.ResponseWriter, _ func()) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.WriteHeader(code)
	}
}

func newReceiver(t *testing.T, dedup bool, opts webhook.Options) (*receiver, *webhook.Channel, *httptest.Server) {
	fc := clock.NewFake(start)
	rc := &receiver{t: t, secret: vectorSecret, clock: fc, dedup: dedup, got: map[string]int{}}
	srv := httptest.NewServer(rc)
	t.Cleanup(srv.Close)
	opts.Secret = vectorSecret
	opts.Clock = fc
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	ch, err := webhook.New(webhook.Config{URL: srv.URL + "/hook", Dedup: dedup}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rc, ch, srv
}

func TestConformance(t *testing.T) {
	for _, dedup := range []bool{false, true} {
		t.Run(fmt.Sprintf("dedup=%v", dedup), func(t *testing.T) {
			notifytest.Exercise(t, func(t *testing.T) *notifytest.Harness {
				rc, ch, _ := newReceiver(t, dedup, webhook.Options{})
				return &notifytest.Harness{
					Channel: ch, Recipient: "U0MINSEO", Delivered: rc.delivered,
					FailRetryable: func() { rc.inject(status(http.StatusTooManyRequests, "Retry-After", "7")) },
					FailPermanent: func() { rc.inject(status(http.StatusGone)) },
					LoseAck:       func() { rc.inject(dropAfter) },
				}
			})
		})
	}
}

func TestClassification(t *testing.T) {
	cases := []struct {
		name       string
		fault      func(http.ResponseWriter, func())
		class      failure.Class
		status     int
		retryAfter time.Duration
	}{
		{"429 with Retry-After", status(429, "Retry-After", "7"), failure.Retryable, 429, 7 * time.Second},
		{"408", status(408), failure.Retryable, 408, 0},
		{"400", status(400), failure.Permanent, 400, 0},
		{"401", status(401), failure.Permanent, 401, 0},
		{"404", status(404), failure.Permanent, 404, 0},
		{"redirect not followed", status(307, "Location", "http://elsewhere.example/"), failure.Unknown, 307, 0},
		{"500 may have acted", func(w http.ResponseWriter, rec func()) { rec(); w.WriteHeader(500) }, failure.Unknown, 500, 0},
		{"503", status(503, "Retry-After", "30"), failure.Unknown, 503, 30 * time.Second},
		{"connection dropped after request", dropAfter, failure.Unknown, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rc, ch, _ := newReceiver(t, false, webhook.Options{})
			rc.inject(tc.fault)
			_, err := ch.Send(context.Background(), notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "x", Text: "t"})
			var fe *failure.Error
			if !errors.As(err, &fe) || fe.Class != tc.class || fe.Status != tc.status || fe.RetryAfter != tc.retryAfter {
				t.Fatalf("err = %#v (%v), want class %s status %d retry-after %s", fe, err, tc.class, tc.status, tc.retryAfter)
			}
			if !strings.HasPrefix(err.Error(), "webhook send: ") {
				t.Fatalf("error %q lacks the operation prefix", err)
			}
		})
	}
}

func TestConnectionRefusedIsRetryable(t *testing.T) {
	_, ch, srv := newReceiver(t, false, webhook.Options{})
	srv.Close()
	_, err := ch.Send(context.Background(), notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "x"})
	if !failure.IsRetryable(err) {
		t.Fatalf("err = %v (%s), want retryable", err, failure.ClassOf(err))
	}
}

func TestTimeoutAfterSendIsUnknown(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	arrived := make(chan struct{}, 1)
	rc, _, srv := newReceiver(t, false, webhook.Options{})
	rc.inject(func(w http.ResponseWriter, rec func()) {
		rec()
		arrived <- struct{}{}
		<-release // hold the response until the client gave up
	})
	ch, err := webhook.New(webhook.Config{URL: srv.URL, Timeout: 100 * time.Millisecond}, webhook.Options{Secret: vectorSecret, Clock: rc.clock, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	key := "demo:P42:M0914:A007:created:assignee:1"
	_, err = ch.Send(context.Background(), notify.Message{Key: key, Recipient: "x"})
	<-arrived
	if !failure.IsUnknown(err) {
		t.Fatalf("err = %v (%s), want unknown", err, failure.ClassOf(err))
	}
	if rc.delivered(key) != 1 {
		t.Fatal("the receiver should have the delivery the client could not confirm")
	}
}

func TestTimestampFromInjectedClockAndFreshPerAttempt(t *testing.T) {
	rc, _, _ := newReceiver(t, false, webhook.Options{})
	var mu sync.Mutex
	var stamps []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		stamps = append(stamps, r.Header.Get("webhook-timestamp")+"/"+r.Header.Get("webhook-id"))
		mu.Unlock()
		rc.ServeHTTP(w, r)
	}))
	defer srv.Close()
	ch, _ := webhook.New(webhook.Config{URL: srv.URL}, webhook.Options{Secret: vectorSecret, Clock: rc.clock, Logger: slog.New(slog.DiscardHandler)})
	m := notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "x"}
	ch.Send(context.Background(), m)
	rc.clock.Advance(time.Minute)
	ch.Send(context.Background(), m)
	want := []string{
		fmt.Sprintf("%d/%s", start.Unix(), m.Key),
		fmt.Sprintf("%d/%s", start.Add(time.Minute).Unix(), m.Key),
	}
	mu.Lock()
	defer mu.Unlock()
	if strings.Join(stamps, " ") != strings.Join(want, " ") {
		t.Fatalf("timestamps/ids = %v, want %v", stamps, want)
	}
}

func TestSecretNeverLogged(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	rc, ch, _ := newReceiver(t, false, webhook.Options{Logger: logger})
	m := notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "x"}
	ch.Send(context.Background(), m)
	rc.inject(status(401))
	_, err := ch.Send(context.Background(), m)
	raw := strings.TrimPrefix(vectorSecret, "whsec_")
	if strings.Contains(logs.String(), raw) || strings.Contains(err.Error(), raw) {
		t.Fatalf("secret leaked: logs %q err %q", logs.String(), err)
	}
	if _, err := webhook.New(webhook.Config{URL: "http://x"}, webhook.Options{Secret: "whsec_not*base64"}); err == nil || strings.Contains(err.Error(), "not*base64") {
		t.Fatalf("bad secret error %v must fail without echoing the secret", err)
	}
}
