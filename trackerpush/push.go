// Package trackerpush receives the issue changes a tracker pushes (GitHub,
// GitLab, Jira Cloud and Linear webhooks): it verifies each delivery with
// the tracker's own signing scheme, exactly as the vendor documents it, and
// reads from the payload the issue, its status and when it changed. It
// never touches the ledger: the caller's Apply records the status (package
// app) as the same fact the status pull records.
//
// Signing schemes, as read in each vendor's documentation:
//
//   - GitHub ("Validating webhook deliveries", "Webhook events and
//     payloads: delivery headers"): X-Hub-Signature-256 is "sha256=" and
//     the hex HMAC-SHA256 of the raw body keyed with the webhook's secret,
//     compared in constant time; X-GitHub-Delivery is the delivery's GUID
//     (kept by a redelivery); X-GitHub-Event names the event ("issues";
//     "ping" on creation).
//   - GitLab ("Webhooks: validate payloads by using a secret token",
//     "delivery headers"): X-Gitlab-Token carries the secret token itself
//     (no HMAC), compared in constant time; Idempotency-Key (GitLab 17.4+)
//     is the same on every retry of one event, X-Gitlab-Event-UUID
//     identifies the event on older versions; X-Gitlab-Event is "Issue
//     Hook" for issues.
//   - Linear ("Webhooks: securing webhooks"): Linear-Signature is the hex
//     HMAC-SHA256 of the raw body keyed with the webhook's signing secret;
//     the body's webhookTimestamp (UNIX milliseconds) must be within a
//     minute of now, against replays; Linear-Delivery is the delivery ID.
//   - Jira Cloud ("Webhooks: secure admin webhooks"): an admin webhook
//     registered with a secret (Jira administration, or REST
//     /rest/webhooks/1.0/webhook) sends X-Hub-Signature as
//     "sha256=<hex HMAC-SHA256 of the raw body>" (WebSub's method=signature
//     form); X-Atlassian-Webhook-Identifier identifies the delivery and is
//     unchanged across Jira's retries.
//
// A delivery that is unsigned, badly signed or (Linear) stale is refused
// with 401 before its body is parsed; a body that is not the event it
// claims is 400 naming what is wrong; a body over the cap is 413; an event
// about something else than an issue's status is answered 202 and
// ignored. Order is never assumed: each event carries the updated
// time, and the caller keeps the newest.
package trackerpush

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/internal/httpx"
)

// Trackers that can push.
const (
	GitHub = "github"
	GitLab = "gitlab"
	Jira   = "jira"
	Linear = "linear"
)

// Names are the trackers served, in route order.
var Names = []string{GitHub, GitLab, Jira, Linear}

// Status of an issue as a push reports it: the vocabulary of
// connectors.RemoteTask.Status, with Open for its "".
const (
	Open      = "open"
	Done      = "done"
	Cancelled = "cancelled"
)

// DefaultMaxBody bounds a delivery's body (413 above it). Tracker issue
// payloads are tens of kilobytes.
const DefaultMaxBody = 1 << 20

// LinearTolerance is how far webhookTimestamp may be from now.
const LinearTolerance = time.Minute

// Event is one verified issue change.
type Event struct {
	Tracker string
	// DeliveryID is the tracker's ID of this delivery (the same on its
	// retries).
	DeliveryID string
	// IDs are the forms of the external ID as axagent's connector
	// writes it (GitHub "owner/repo#12", GitLab "group/project#3" or
	// "42#3", Jira "PROJ-12", Linear the UUID); any one matches.
	IDs []string
	// Keys are the business keys the payload carries in the body
	// (the connector's marker or footer): hints to find the task without a
	// scan, trusted only when the ledger's task has one of IDs.
	Keys []string
	// Status is Open, Done or Cancelled.
	Status string
	// Updated is when the tracker changed the issue (the order of events).
	Updated time.Time
}

// Outcome is what Apply did with an event.
type Outcome struct {
	// Duplicate: the delivery was applied before; nothing changed.
	Duplicate bool
	// Tasks is how many of axagent's tasks the issue is (0: not ours).
	Tasks int
	// Recorded: status facts written (0 when the status was known).
	Recorded int
	// Older: tasks whose recorded status is newer than the event.
	Older int
}

// Config configures the push endpoints.
type Config struct {
	// Secrets per tracker; a tracker without one is not served (404).
	Secrets map[string][]byte
	MaxBody int64
	Clock   clock.Clock
	Log     *slog.Logger
	// Apply records a verified event; an error is answered 503 (the
	// tracker retries).
	Apply func(ctx context.Context, ev Event) (Outcome, error)
}

// Error is a refused delivery: Status is the HTTP answer.
type Error struct {
	Status int
	Msg    string
}

func (e *Error) Error() string { return e.Msg }

func unauthorized(format string, a ...any) error {
	return &Error{Status: http.StatusUnauthorized, Msg: fmt.Sprintf(format, a...)}
}

func badRequest(format string, a ...any) error {
	return &Error{Status: http.StatusBadRequest, Msg: fmt.Sprintf(format, a...)}
}

// ErrIgnored: a verified delivery that says nothing about an issue's
// status (a ping, a comment, a push).
var ErrIgnored = errors.New("not an issue status event")

// Parse verifies a delivery for tracker and reads its event. It returns
// *Error for a refused delivery and an error wrapping ErrIgnored for one
// that is authentic but not about an issue's status.
func Parse(tracker string, h http.Header, body, secret []byte, now time.Time) (Event, error) {
	if len(secret) == 0 {
		return Event{}, unauthorized("%s: no webhook secret configured", tracker)
	}
	var ev Event
	var err error
	switch tracker {
	case GitHub:
		ev, err = parseGitHub(h, body, secret)
	case GitLab:
		ev, err = parseGitLab(h, body, secret)
	case Jira:
		ev, err = parseJira(h, body, secret)
	case Linear:
		ev, err = parseLinear(h, body, secret, now)
	default:
		return Event{}, &Error{Status: http.StatusNotFound, Msg: fmt.Sprintf("no push endpoint for %q", tracker)}
	}
	if err != nil {
		return Event{}, err
	}
	ev.Tracker = tracker
	// The body (description) travels in the payload with the key
	// the connector wrote into it.
	ev.Keys = connectors.KeysInText(string(body))
	if ev.DeliveryID == "" || len(ev.DeliveryID) > 200 {
		return Event{}, badRequest("%s: delivery ID header missing or over 200 bytes", tracker)
	}
	return ev, nil
}

// hmacHex is the hex HMAC-SHA256 of body.
func hmacHex(secret, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// equalHex compares a received hex signature with the expected one in
// constant time (case-insensitive hex).
func equalHex(got, want string) bool {
	g, err := hex.DecodeString(strings.TrimSpace(got))
	if err != nil {
		return false
	}
	w, _ := hex.DecodeString(want)
	return hmac.Equal(g, w)
}

// equalSecret compares a shared secret in constant time.
func equalSecret(got string, want []byte) bool {
	return subtle.ConstantTimeCompare([]byte(got), want) == 1
}

// SignGitHub is the X-Hub-Signature-256 value of body (also Jira's
// X-Hub-Signature): "sha256=" + hex HMAC-SHA256.
func SignGitHub(secret, body []byte) string { return "sha256=" + hmacHex(secret, body) }

// SignLinear is the Linear-Signature value of body.
func SignLinear(secret, body []byte) string { return hmacHex(secret, body) }

// decode reads body into v, naming the problem.
func decode(tracker string, body []byte, v any) error {
	if err := json.Unmarshal(body, v); err != nil {
		return badRequest("%s: body is not JSON of the expected payload: %v", tracker, err)
	}
	return nil
}

// parseTime reads the timestamp layouts trackers use.
func parseTime(s string) (time.Time, bool) {
	for _, l := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.000-0700", "2006-01-02T15:04:05-0700", "2006-01-02 15:04:05 MST", "2006-01-02 15:04:05 -0700"} {
		if t, err := time.Parse(l, strings.TrimSpace(s)); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// CheckHeaders checks what a delivery's headers alone can prove before its
// body is read: the signature header in its form and the delivery ID
// (GitHub, Jira, Linear, whose signatures cover the body), or the secret
// token itself (GitLab).
func CheckHeaders(tracker string, h http.Header, secret []byte) *Error {
	var sig, id string
	switch tracker {
	case GitHub:
		sig, id = h.Get("X-Hub-Signature-256"), h.Get("X-GitHub-Delivery")
		if !strings.HasPrefix(sig, "sha256=") {
			return &Error{http.StatusUnauthorized, "github: X-Hub-Signature-256: sha256=<hex> is required"}
		}
	case GitLab:
		if !equalSecret(h.Get("X-Gitlab-Token"), secret) {
			return &Error{http.StatusUnauthorized, "gitlab: X-Gitlab-Token missing or wrong"}
		}
		return nil
	case Jira:
		sig, id = h.Get("X-Hub-Signature"), h.Get("X-Atlassian-Webhook-Identifier")
		if !strings.HasPrefix(sig, "sha256=") {
			return &Error{http.StatusUnauthorized, "jira: X-Hub-Signature: sha256=<hex> is required (register the webhook with a secret)"}
		}
	case Linear:
		sig, id = h.Get("Linear-Signature"), h.Get("Linear-Delivery")
		if sig == "" {
			return &Error{http.StatusUnauthorized, "linear: Linear-Signature is required"}
		}
	default:
		return &Error{http.StatusNotFound, fmt.Sprintf("no push endpoint for %q", tracker)}
	}
	if strings.TrimSpace(id) == "" {
		return &Error{http.StatusBadRequest, tracker + ": the delivery ID header is required"}
	}
	return nil
}

// Handler serves POST /hooks/{tracker}. Mount it at "/hooks/".
func Handler(c Config) http.Handler {
	if c.MaxBody <= 0 {
		c.MaxBody = DefaultMaxBody
	}
	if c.Clock == nil {
		c.Clock = clock.Real{}
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hooks/{tracker}", c.serve)
	return mux
}

func (c Config) serve(w http.ResponseWriter, r *http.Request) {
	tracker := r.PathValue("tracker")
	secret, ok := c.Secrets[tracker]
	if !ok || len(secret) == 0 {
		httpx.WriteJSON(w, http.StatusNotFound, map[string]string{"error": fmt.Sprintf("no push endpoint for %q: set %s.webhook_secret_env in the config", tracker, tracker)})
		return
	}
	// What the headers alone can tell is checked before the body is read:
	// a sender without the tracker's headers (or GitLab's token) costs no
	// body read.
	if err := CheckHeaders(tracker, r.Header, secret); err != nil {
		c.Log.Warn("tracker push refused", "tracker", tracker, "reason", err.Msg)
		httpx.WriteJSON(w, err.Status, map[string]string{"error": err.Msg})
		return
	}
	if r.ContentLength > c.MaxBody {
		w.Header().Set("Connection", "close")
		httpx.WriteJSON(w, http.StatusRequestEntityTooLarge, map[string]any{"error": "body over the size limit", "limit": c.MaxBody})
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, c.MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		httpx.WriteJSON(w, http.StatusRequestEntityTooLarge, map[string]any{"error": "body over the size limit", "limit": c.MaxBody})
		return
	}
	if err != nil {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": "read body: " + err.Error()})
		return
	}
	ev, err := Parse(tracker, r.Header, body, secret, c.Clock.Now())
	var pe *Error
	switch {
	case errors.As(err, &pe):
		if pe.Status == http.StatusUnauthorized {
			c.Log.Warn("tracker push refused", "tracker", tracker, "reason", pe.Msg)
		}
		httpx.WriteJSON(w, pe.Status, map[string]string{"error": pe.Msg})
		return
	case errors.Is(err, ErrIgnored):
		httpx.WriteJSON(w, http.StatusAccepted, map[string]string{"status": "ignored", "reason": err.Error()})
		return
	case err != nil:
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	out, err := c.Apply(r.Context(), ev)
	if err != nil {
		c.Log.Error("tracker push not recorded; the tracker retries it", "tracker", tracker, "delivery", ev.DeliveryID, "err", err)
		httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "could not record the delivery; retry it: " + err.Error()})
		return
	}
	resp := map[string]any{"delivery_id": ev.DeliveryID, "issue": ev.IDs[0], "status": ev.Status}
	switch {
	case out.Duplicate:
		resp["duplicate"] = true
		httpx.WriteJSON(w, http.StatusOK, resp)
	case out.Tasks == 0:
		c.Log.Info("tracker push for an issue that is no task of axagent; ignored", "tracker", tracker, "delivery", ev.DeliveryID, "issue", ev.IDs[0])
		resp["ignored"] = "unknown issue"
		httpx.WriteJSON(w, http.StatusAccepted, resp)
	default:
		resp["tasks"], resp["recorded"], resp["older"] = out.Tasks, out.Recorded, out.Older
		httpx.WriteJSON(w, http.StatusOK, resp)
	}
}
