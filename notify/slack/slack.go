// Package slack delivers notifications with Slack's chat.postMessage and
// finds them again with conversations.history. The notification key rides in
// the message metadata (event_type axagent_notification), which is what makes
// delivery history possible: after a lost acknowledgement the dispatcher asks
// Slack whether the key was posted before it sends anything again (R16).
package slack

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/notify"
)

// Name is the channel name in configuration.
const Name = "slack"

// EventType is the metadata event_type of every axagent message.
const EventType = "axagent_notification"

// DefaultBaseURL is Slack's Web API.
const DefaultBaseURL = "https://slack.com/api"

// Config is the `channels.slack` section of axagent.yaml.
type Config struct {
	// BaseURL of the Web API; default https://slack.com/api. Tests point it
	// at a fake.
	BaseURL string `yaml:"base_url"`
	// TokenEnv names the environment variable holding the bot token (xoxb-…).
	TokenEnv string `yaml:"token_env"`
	// HistoryChannels are conversation IDs FindByKey scans when it is not
	// told the recipient (see notify.FindDelivery).
	HistoryChannels []string `yaml:"history_channels"`
	// Lookback bounds how far back history is scanned (conversations.history
	// `oldest`); default 7 days. Keep it at least the outbox retention.
	Lookback time.Duration `yaml:"lookback"`
	// Timeout bounds one API call; default 10s.
	Timeout time.Duration `yaml:"timeout"`
	// DeliveryLag is how long after a call gave up a post may still
	// appear (a proxy holding it): after an unknown send the history is
	// asked again only after it (issue 33). Default 0.
	DeliveryLag time.Duration `yaml:"delivery_lag"`
}

// Options carries the resolved token and the injectable dependencies.
type Options struct {
	Token      string
	Clock      clock.Clock
	Logger     *slog.Logger
	HTTPClient *http.Client
}

// Channel is a Slack bot posting messages.
type Channel struct {
	base     string
	token    string
	history  []string
	lookback time.Duration
	lag      time.Duration
	clock    clock.Clock
	log      *slog.Logger
	client   *httpx.Client

	mu sync.Mutex
	// convs maps a recipient (user ID) to the conversation Slack posted in;
	// keys maps a notification key to it, so FindByKey in the same process
	// knows where to look.
	convs map[string]string
	keys  map[string]string
}

var _ notify.Channel = (*Channel)(nil)
var _ notify.RecipientFinder = (*Channel)(nil)

// New validates cfg and the token.
func New(cfg Config, opts Options) (*Channel, error) {
	if opts.Token == "" {
		return nil, errors.New("slack: token is empty")
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	if cfg.Lookback <= 0 {
		cfg.Lookback = 7 * 24 * time.Hour
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Second
	}
	redact.Register(opts.Token)
	c := &Channel{
		base: strings.TrimRight(cfg.BaseURL, "/"), token: opts.Token, history: cfg.HistoryChannels,
		lookback: cfg.Lookback, lag: cfg.DeliveryLag, clock: opts.Clock, log: opts.Logger,
		convs: map[string]string{}, keys: map[string]string{},
	}
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
	var err error
	c.client, err = httpx.New(httpx.Options{HTTPClient: hc, Now: c.clock.Now, Log: c.log})
	if err != nil {
		return nil, fmt.Errorf("slack: %w", err)
	}
	return c, nil
}

func (c *Channel) Name() string { return Name }

// Capabilities: Slack keeps history with metadata. Every post carries a
// client_msg_id derived from the key (ClientMsgID), but Slack documents no
// deduplication on it for apps (it is its own clients' field), so Dedup
// stays false: a second post may be a second message, and the history,
// asked after the flight time, is what decides (issue 33).
func (c *Channel) Capabilities() notify.Capabilities {
	return notify.Capabilities{Dedup: false, DeliveryHistory: true, DeliveryLag: c.lag}
}

// Metadata is Slack's message metadata.
type Metadata struct {
	EventType    string         `json:"event_type"`
	EventPayload map[string]any `json:"event_payload"`
}

type postRequest struct {
	Channel     string   `json:"channel"`
	Text        string   `json:"text"`
	ClientMsgID string   `json:"client_msg_id"`
	Metadata    Metadata `json:"metadata"`
	UnfurlLinks bool     `json:"unfurl_links"`
}

// ClientMsgID is the client_msg_id every post of key carries (issue 33): a
// UUID (version 8, name-based on SHA-256) that is the same on every resend
// of the key, so a held post that lands late is the same message by
// Slack's own identifier, and a message whose metadata was dropped is
// still found in the history by it.
func ClientMsgID(key string) string {
	sum := sha256.Sum256([]byte("axagent slack client_msg_id\x00" + key))
	u := sum[:16]
	u[6] = u[6]&0x0f | 0x80 // version 8
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	h := hex.EncodeToString(u)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

type apiResponse struct {
	OK      bool   `json:"ok"`
	Error   string `json:"error"`
	Channel string `json:"channel"`
	TS      string `json:"ts"`
}

// Send posts m.Text (with m.Subject as a bold first line) to m.Recipient, a
// channel or user ID. The Delivery's MessageID is the message ts and its
// Recipient the conversation ID Slack posted in (a D… ID for a user).
func (c *Channel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	const op = "slack send"
	if m.Key == "" || m.Recipient == "" {
		return notify.Delivery{}, failure.NewPermanent(op, fmt.Errorf("key %q and recipient %q are required", m.Key, m.Recipient))
	}
	text := m.Text
	if m.Subject != "" {
		text = "*" + m.Subject + "*\n" + m.Text
	}
	payload := map[string]any{"key": m.Key}
	if m.AttemptID != "" {
		payload["attempt_id"] = m.AttemptID
	}
	body, err := json.Marshal(postRequest{Channel: m.Recipient, Text: text, ClientMsgID: ClientMsgID(m.Key), Metadata: Metadata{EventType: EventType, EventPayload: payload}})
	if err != nil {
		return notify.Delivery{}, failure.NewPermanent(op, fmt.Errorf("encode request: %w", err))
	}
	var r apiResponse
	if err := c.call(ctx, op, http.MethodPost, "chat.postMessage", nil, body, false, &r); err != nil {
		c.log.WarnContext(ctx, "slack post failed", "key", m.Key, "attempt_id", m.AttemptID,
			"class", failure.ClassOf(err).String(), "err", redact.String(err.Error()))
		return notify.Delivery{}, err
	}
	if r.TS == "" || r.Channel == "" {
		// ok:true without ts: something was posted, but we cannot name it.
		return notify.Delivery{}, failure.NewUnknown(op, errors.New("response has no channel or ts"))
	}
	c.mu.Lock()
	c.convs[m.Recipient] = r.Channel
	c.keys[m.Key] = r.Channel
	c.mu.Unlock()
	c.log.InfoContext(ctx, "slack posted", "key", m.Key, "attempt_id", m.AttemptID, "channel", r.Channel, "ts", r.TS)
	return notify.Delivery{MessageID: r.TS, Key: m.Key, Recipient: r.Channel, DeliveredAt: tsTime(r.TS, c.clock.Now())}, nil
}

// FindByKey scans the conversation this process posted the key in, else the
// configured history channels. Without either it fails rather than answer
// "not delivered", which would invite a duplicate.
func (c *Channel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	c.mu.Lock()
	conv, ok := c.keys[key]
	c.mu.Unlock()
	var convs []string
	if ok {
		convs = append(convs, conv)
	}
	convs = append(convs, c.history...)
	if len(convs) == 0 {
		return nil, failure.NewPermanent("slack find", errors.New("no conversation to search: pass the recipient (notify.FindDelivery) or set history_channels"))
	}
	return c.scan(ctx, key, convs)
}

// FindByKeyFor scans the recipient's conversation: the channel itself, or
// the bot's DM with a user (conversations.open, which returns the existing
// DM).
func (c *Channel) FindByKeyFor(ctx context.Context, key, recipient string) (*notify.Delivery, error) {
	conv, err := c.conversation(ctx, recipient)
	if err != nil {
		return nil, err
	}
	return c.scan(ctx, key, []string{conv})
}

func (c *Channel) conversation(ctx context.Context, recipient string) (string, error) {
	const op = "slack open conversation"
	c.mu.Lock()
	conv, ok := c.convs[recipient]
	c.mu.Unlock()
	if ok {
		return conv, nil
	}
	// Only users need resolving; channel IDs (C…, G…, D…) are conversations.
	if !strings.HasPrefix(recipient, "U") && !strings.HasPrefix(recipient, "W") {
		return recipient, nil
	}
	var r struct {
		apiResponse
		Channel struct {
			ID string `json:"id"`
		} `json:"channel"`
	}
	q := url.Values{"users": {recipient}, "return_im": {"false"}}
	if err := c.call(ctx, op, http.MethodPost, "conversations.open", q, nil, true, &r); err != nil {
		return "", err
	}
	if r.Channel.ID == "" {
		return "", failure.NewRetryable(op, errors.New("response has no channel id"))
	}
	c.mu.Lock()
	c.convs[recipient] = r.Channel.ID
	c.mu.Unlock()
	return r.Channel.ID, nil
}

type historyResponse struct {
	apiResponse
	Messages []struct {
		TS          string    `json:"ts"`
		Text        string    `json:"text"`
		ClientMsgID string    `json:"client_msg_id"`
		Metadata    *Metadata `json:"metadata"`
	} `json:"messages"`
	HasMore          bool `json:"has_more"`
	ResponseMetadata struct {
		NextCursor string `json:"next_cursor"`
	} `json:"response_metadata"`
}

// maxPages bounds one scan; at 200 messages a page that is 10,000 messages
// inside the lookback window.
const maxPages = 50

func (c *Channel) scan(ctx context.Context, key string, convs []string) (*notify.Delivery, error) {
	const op = "slack find"
	oldest := c.clock.Now().Add(-c.lookback)
	// A message is the key's by its metadata, or by the client_msg_id its
	// post carried (kept where the metadata was not).
	cid := ClientMsgID(key)
	seen := map[string]bool{}
	for _, conv := range convs {
		if seen[conv] {
			continue
		}
		seen[conv] = true
		cursor := ""
		for page := 0; ; page++ {
			if page == maxPages {
				return nil, failure.NewRetryable(op, fmt.Errorf("conversation %s: more than %d pages in the lookback window", conv, maxPages))
			}
			q := url.Values{
				"channel":              {conv},
				"include_all_metadata": {"true"},
				"oldest":               {fmt.Sprintf("%d.%06d", oldest.Unix(), oldest.Nanosecond()/1000)},
				"limit":                {"200"},
			}
			if cursor != "" {
				q.Set("cursor", cursor)
			}
			var r historyResponse
			if err := c.call(ctx, op, http.MethodGet, "conversations.history", q, nil, true, &r); err != nil {
				return nil, err
			}
			for _, msg := range r.Messages {
				found := msg.ClientMsgID != "" && msg.ClientMsgID == cid
				if msg.Metadata != nil && msg.Metadata.EventType == EventType {
					k, _ := msg.Metadata.EventPayload["key"].(string)
					found = found || k == key
				}
				if found {
					return &notify.Delivery{MessageID: msg.TS, Key: key, Recipient: conv, DeliveredAt: tsTime(msg.TS, time.Time{})}, nil
				}
			}
			cursor = r.ResponseMetadata.NextCursor
			if !r.HasMore || cursor == "" {
				break
			}
		}
	}
	return nil, nil
}

// call invokes a Web API method. Slack answers most errors with HTTP 200 and
// {"ok": false, "error": "..."}; httpx classifies the HTTP layer, this the
// Slack layer. idempotent marks lookups (conversations.open/history), which
// are safe to repeat whatever happened.
func (c *Channel) call(ctx context.Context, op, method, api string, q url.Values, jsonBody []byte, idempotent bool, out any) error {
	r := httpx.Request{Op: op, Method: method, URL: c.base + "/" + api, Header: http.Header{}}
	r.Header.Set("Authorization", "Bearer "+c.token)
	switch {
	case jsonBody != nil:
		r.Body = jsonBody
		r.Header.Set("Content-Type", "application/json; charset=utf-8")
	case method == http.MethodGet:
		r.URL += "?" + q.Encode()
	default:
		r.Body = []byte(q.Encode())
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	err := c.callOnce(ctx, r, op, idempotent, out)
	var fe *failure.Error
	if idempotent && errors.As(err, &fe) && fe.Class == failure.Unknown {
		// A lookup changes nothing, so "may have been applied" is moot.
		fe.Class = failure.Retryable
	}
	return err
}

func (c *Channel) callOnce(ctx context.Context, r httpx.Request, op string, idempotent bool, out any) error {
	resp, err := c.client.Do(ctx, r)
	if err != nil {
		return err
	}
	var env struct {
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	if err := httpx.DecodeJSON(r, resp, &env); err != nil {
		return err
	}
	if !env.OK {
		e := classifyAPIError(op, env.Error, idempotent)
		e.Status = resp.Status
		e.RetryAfter = httpx.ParseRetryAfter(resp.Header.Get("Retry-After"), c.clock.Now())
		return e
	}
	if err := json.Unmarshal(resp.Body, out); err != nil {
		return httpx.BadBody(r, resp, "decode response: %v", err)
	}
	return nil
}

// classifyAPIError maps Slack's error codes. Anything not listed as
// transient is a request Slack refused, which sending again will not change.
func classifyAPIError(op, code string, idempotent bool) *failure.Error {
	err := fmt.Errorf("slack error %q", code)
	switch code {
	case "ratelimited", "rate_limited":
		return failure.NewRetryable(op, err)
	case "internal_error", "fatal_error", "request_timeout", "service_unavailable":
		// Slack failed mid-request: for a post the message may exist.
		if idempotent {
			return failure.NewRetryable(op, err)
		}
		return failure.NewUnknown(op, err)
	}
	return failure.NewPermanent(op, err)
}

// tsTime turns a Slack ts ("1503435956.000247") into a time.
func tsTime(ts string, fallback time.Time) time.Time {
	sec, frac, _ := strings.Cut(ts, ".")
	s, err := strconv.ParseInt(sec, 10, 64)
	if err != nil {
		return fallback
	}
	us, _ := strconv.ParseInt((frac + "000000")[:6], 10, 64)
	return time.Unix(s, us*1000).UTC()
}

// BaseURL is the Web API base in use.
func (c *Channel) BaseURL() string { return c.base }
