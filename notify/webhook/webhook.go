// Package webhook delivers notifications to a generic HTTP endpoint, signed
// per the Standard Webhooks specification (https://www.standardwebhooks.com):
// webhook-id is the notification key, so a receiver that dedups by
// webhook-id (as the spec asks) drops a resend of the same notification.
package webhook

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/notify"
)

// Name is the channel name in configuration.
const Name = "webhook"

// Standard Webhooks headers.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
)

// secretPrefix marks a Standard Webhooks secret; the rest is base64.
const secretPrefix = "whsec_"

// Config is the `channels.webhook` section of axagent.yaml.
type Config struct {
	// URL receives a POST per notification.
	URL string `yaml:"url"`
	// SecretEnv names the environment variable holding the signing secret
	// (whsec_<base64>, or the bare base64).
	SecretEnv string `yaml:"secret_env"`
	// Dedup declares that the receiver drops a second delivery with the same
	// webhook-id. Only the operator knows the receiver, so it is configured,
	// never assumed.
	Dedup bool `yaml:"dedup"`
	// Timeout bounds one delivery; default 10s.
	Timeout time.Duration `yaml:"timeout"`
}

// Options carries what is not configuration: the resolved secret and the
// injectable dependencies.
type Options struct {
	Secret     string
	Clock      clock.Clock
	Logger     *slog.Logger
	HTTPClient *http.Client
}

// Payload is the JSON body of a delivery.
type Payload struct {
	Key       string `json:"key"`
	AttemptID string `json:"attempt_id,omitempty"`
	Recipient string `json:"recipient"`
	Subject   string `json:"subject"`
	Text      string `json:"text"`
}

// Channel is a Standard Webhooks sender.
type Channel struct {
	url    string
	dedup  bool
	key    []byte
	clock  clock.Clock
	log    *slog.Logger
	client *httpx.Client
}

var _ notify.Channel = (*Channel)(nil)

// New validates cfg and the secret.
func New(cfg Config, opts Options) (*Channel, error) {
	if cfg.URL == "" {
		return nil, errors.New("webhook: url is required")
	}
	if !strings.HasPrefix(cfg.URL, "http://") && !strings.HasPrefix(cfg.URL, "https://") {
		return nil, fmt.Errorf("webhook: url %q is not http(s)", cfg.URL)
	}
	key, err := DecodeSecret(opts.Secret)
	if err != nil {
		return nil, fmt.Errorf("webhook: %w", err)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Second
	}
	redact.Register(opts.Secret)
	c := &Channel{url: cfg.URL, dedup: cfg.Dedup, key: key, clock: opts.Clock, log: opts.Logger}
	if c.clock == nil {
		c.clock = clock.Real{}
	}
	if c.log == nil {
		c.log = slog.Default()
	}
	hc := opts.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: cfg.Timeout}
	}
	c.client, err = httpx.New(httpx.Options{HTTPClient: hc, Now: c.clock.Now, Log: c.log})
	if err != nil {
		return nil, fmt.Errorf("webhook: %w", err)
	}
	return c, nil
}

// DecodeSecret turns a Standard Webhooks secret into HMAC key bytes: the
// whsec_ prefix is optional and the rest is standard base64, as in the
// reference libraries.
func DecodeSecret(s string) ([]byte, error) {
	if s == "" {
		return nil, errors.New("signing secret is empty")
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, secretPrefix))
	if err != nil {
		// Never echo the secret, not even a part of it.
		return nil, errors.New("signing secret is not whsec_<base64>")
	}
	if len(b) == 0 {
		return nil, errors.New("signing secret is empty")
	}
	return b, nil
}

// Sign returns the webhook-signature value: "v1," and the base64
// HMAC-SHA256 of "id.timestamp.body".
func Sign(key []byte, id string, timestamp int64, body []byte) string {
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "%s.%d.", id, timestamp)
	mac.Write(body)
	return "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

func (c *Channel) Name() string { return Name }

func (c *Channel) Capabilities() notify.Capabilities {
	return notify.Capabilities{Dedup: c.dedup, DeliveryHistory: false}
}

// Send posts the signed payload. The message ID is the webhook-id, i.e. the
// key: the spec gives a receiver no way to return its own.
func (c *Channel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	const op = "webhook send"
	if m.Key == "" || strings.ContainsAny(m.Key, "\r\n") {
		return notify.Delivery{}, failure.NewPermanent(op, fmt.Errorf("invalid notification key %q", m.Key))
	}
	body, err := json.Marshal(Payload{Key: m.Key, AttemptID: m.AttemptID, Recipient: m.Recipient, Subject: m.Subject, Text: m.Text})
	if err != nil {
		return notify.Delivery{}, failure.NewPermanent(op, fmt.Errorf("encode payload: %w", err))
	}
	// A fresh timestamp and signature per attempt, the same webhook-id: the
	// spec's rule for retries.
	now := c.clock.Now()
	ts := now.Unix()
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set(HeaderID, m.Key)
	h.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
	h.Set(HeaderSignature, Sign(c.key, m.Key, ts, body))
	// httpx classifies: refused → retryable, 429/408 → retryable, other 4xx
	// → permanent, 5xx or a broken connection after sending → unknown.
	resp, err := c.client.Do(ctx, httpx.Request{Op: op, Method: http.MethodPost, URL: c.url, Header: h, Body: body})
	if err != nil {
		c.log.WarnContext(ctx, "webhook delivery failed", "key", m.Key, "attempt_id", m.AttemptID,
			"class", failure.ClassOf(err).String(), "err", redact.String(err.Error()))
		return notify.Delivery{}, err
	}
	c.log.InfoContext(ctx, "webhook delivered", "key", m.Key, "attempt_id", m.AttemptID, "status", resp.Status)
	return notify.Delivery{MessageID: m.Key, Key: m.Key, Recipient: m.Recipient, DeliveredAt: now}, nil
}

// FindByKey always fails: a webhook receiver offers no delivery history.
func (c *Channel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	return nil, failure.NewPermanent("webhook find", notify.ErrNoDeliveryHistory)
}
