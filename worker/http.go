package worker

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/tracing"
)

// WebhookSource is the inbox source of webhook deliveries.
const WebhookSource = "webhook"

// DefaultMaxBody bounds a webhook body (413 above it).
const DefaultMaxBody = 2 << 20

// DefaultTolerance is how far a delivery's webhook-timestamp may be from
// now: the Standard Webhooks recommendation.
const DefaultTolerance = 5 * time.Minute

// Standard Webhooks headers (https://www.standardwebhooks.com): the
// signature covers the delivery ID and the timestamp with the body.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
	// The legacy pair: an HMAC of the body alone and an unsigned ID.
	HeaderLegacySignature = "X-Hub-Signature-256"
	HeaderLegacyID        = "X-Delivery-ID"
)

// maxDeliveryID bounds a delivery ID (it is the inbox's message ID).
const maxDeliveryID = 200

// HTTPConfig configures the worker's HTTP endpoints.
type HTTPConfig struct {
	Store ledger.Store
	// Secret signs webhook deliveries; empty disables POST /v1/meetings.
	// "whsec_<base64>" is decoded as Standard Webhooks secrets are; any
	// other value is used as its own bytes.
	Secret  []byte
	MaxBody int64
	// Tolerance bounds webhook-timestamp's distance from now (default
	// DefaultTolerance). Delivery IDs are remembered in the inbox for the
	// retention window, longer than any tolerance, so a delivery replayed
	// inside the tolerance is a duplicate and one replayed later is stale.
	Tolerance time.Duration
	// LegacySignature also accepts X-Hub-Signature-256 over the body with
	// X-Delivery-ID, which a captured delivery can be replayed under with a
	// new ID; only while senders move over.
	LegacySignature bool
	Clock           clock.Clock
	Log             *slog.Logger
	Registry        *prometheus.Registry
	// Nudge wakes the worker after a new delivery.
	Nudge func()
	// Hooks, when set, serves POST /hooks/{tracker}: the trackers' signed
	// issue-change pushes (package trackerpush).
	Hooks http.Handler
}

// Handler serves /healthz, /readyz, /metrics, POST /v1/meetings and
// (with Hooks) POST /hooks/{tracker}.
func Handler(c HTTPConfig) http.Handler {
	if c.MaxBody <= 0 {
		c.MaxBody = DefaultMaxBody
	}
	if c.Tolerance <= 0 {
		c.Tolerance = DefaultTolerance
	}
	if c.Clock == nil {
		c.Clock = clock.Real{}
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if len(c.Secret) > 0 {
		c.Secret = SigningKey(c.Secret)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		err := ledger.CheckStorage(r.Context(), c.Store)
		if err == nil {
			_, err = c.Store.Stats(r.Context())
		}
		if err != nil {
			if f := ledger.Diagnose(r.Context(), c.Store, err); f != nil {
				err = f
			}
			http.Error(w, "ledger unavailable: "+redact.String(err.Error()), http.StatusServiceUnavailable)
			return
		}
		io.WriteString(w, "ready\n")
	})
	if c.Registry != nil {
		mux.Handle("GET /metrics", promhttp.HandlerFor(c.Registry, promhttp.HandlerOpts{}))
	}
	mux.HandleFunc("POST /v1/meetings", func(w http.ResponseWriter, r *http.Request) { c.meetings(w, r) })
	if c.Hooks != nil {
		mux.Handle("POST /hooks/", c.Hooks)
	}
	return mux
}

// SigningKey is the HMAC key of a webhook secret: a Standard Webhooks
// secret "whsec_<base64>" decoded, any other secret as it is.
func SigningKey(secret []byte) []byte {
	if rest, ok := strings.CutPrefix(string(secret), "whsec_"); ok {
		if k, err := base64.StdEncoding.DecodeString(rest); err == nil && len(k) > 0 {
			return k
		}
	}
	return secret
}

// refuse answers a delivery that is not accepted and says why; nothing was
// recorded.
func refuse(w http.ResponseWriter, status int, msg string) {
	httpx.WriteJSON(w, status, map[string]string{"error": msg})
}

// meetings accepts a signed meeting event (S8). What can be checked before
// the body is read is checked first — the signature headers' presence and
// form, the timestamp within the tolerance, the declared length — so a
// sender without the secret costs no body read beyond that; then the body
// is read under the size limit, the signature over id.timestamp.body
// verified, the receipt persisted under the delivery ID before anything
// else happens, and the answer is immediate; extraction runs in the worker.
func (c HTTPConfig) meetings(w http.ResponseWriter, r *http.Request) {
	if len(c.Secret) == 0 {
		refuse(w, http.StatusServiceUnavailable, "webhook disabled: no secret configured (webhook.secret_env)")
		return
	}
	var (
		id, ts string
		sigs   [][]byte
		legacy bool
	)
	if r.Header.Get(HeaderSignature) == "" && r.Header.Get(HeaderLegacySignature) != "" {
		if !c.LegacySignature {
			refuse(w, http.StatusUnauthorized, "X-Hub-Signature-256 alone is no longer accepted (it signs neither the delivery ID nor a time, so a captured delivery could be replayed): sign with webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks)")
			return
		}
		legacy = true
		id = strings.TrimSpace(r.Header.Get(HeaderLegacyID))
		if id == "" || len(id) > maxDeliveryID {
			refuse(w, http.StatusBadRequest, "X-Delivery-ID header is required (at most 200 bytes)")
			return
		}
	} else {
		var msg string
		if id, ts, sigs, msg = c.signatureHeaders(r); msg != "" {
			refuse(w, http.StatusUnauthorized, msg)
			return
		}
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
		refuse(w, http.StatusBadRequest, "read body: "+err.Error())
		return
	}
	if legacy {
		if !VerifyLegacySignature(c.Secret, body, r.Header.Get(HeaderLegacySignature)) {
			refuse(w, http.StatusUnauthorized, "bad X-Hub-Signature-256")
			return
		}
	} else if !verify(c.Secret, id, ts, body, sigs) {
		refuse(w, http.StatusUnauthorized, "bad webhook-signature: no v1 signature matches HMAC-SHA256 of webhook-id.webhook-timestamp.body under the secret")
		return
	}
	if _, err := DecodeEvent(body); err != nil {
		status := http.StatusUnprocessableEntity
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		if errors.As(err, &syn) || errors.As(err, &typ) {
			status = http.StatusBadRequest
		}
		refuse(w, status, senderError(err))
		return
	}
	// A W3C traceparent makes the receipt part of the caller's trace.
	ctx, span := tracing.StartRequest(r, "POST /v1/meetings", tracing.AttrDelivery.String(id), tracing.AttrSource.String(WebhookSource+"/"+id))
	defer span.End()
	rec, dup, err := c.Store.InboxReceive(ctx, ledger.InboxReceipt{Source: WebhookSource, MessageID: id, Body: body, TraceParent: tracing.Traceparent(ctx)})
	if err != nil {
		refuse(w, http.StatusServiceUnavailable, "could not record the delivery; retry it: "+err.Error())
		return
	}
	if dup {
		out := map[string]any{"delivery_id": id, "status": rec.Status, "duplicate": true}
		if rec.Result != "" {
			out["result"] = json.RawMessage(rec.Result)
		}
		httpx.WriteJSON(w, http.StatusOK, out)
		return
	}
	if c.Nudge != nil {
		c.Nudge()
	}
	httpx.WriteJSON(w, http.StatusAccepted, map[string]any{"delivery_id": id, "status": "accepted"})
}

// signatureHeaders reads and checks the Standard Webhooks headers: an ID,
// a timestamp within the tolerance of now, and at least one well-formed
// v1 signature. msg says what is wrong.
func (c HTTPConfig) signatureHeaders(r *http.Request) (id, ts string, sigs [][]byte, msg string) {
	id, ts = r.Header.Get(HeaderID), r.Header.Get(HeaderTimestamp)
	if id == "" || ts == "" || r.Header.Get(HeaderSignature) == "" {
		return "", "", nil, "webhook-id, webhook-timestamp and webhook-signature are required (Standard Webhooks)"
	}
	if len(id) > maxDeliveryID || strings.ContainsFunc(id, func(r rune) bool { return r <= ' ' || r == 0x7f }) {
		return "", "", nil, "webhook-id: at most 200 bytes, without spaces or control characters"
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return "", "", nil, fmt.Sprintf("webhook-timestamp %q: want Unix seconds", ledger.Truncate(ts, 32))
	}
	now := c.Clock.Now()
	if d := now.Sub(time.Unix(sec, 0)); d > c.Tolerance || d < -c.Tolerance {
		return "", "", nil, fmt.Sprintf("webhook-timestamp %d is %s from now, outside the tolerance of %s: a replayed or delayed delivery, or a sender's clock that is off", sec, d.Round(time.Second), c.Tolerance)
	}
	for _, f := range strings.Fields(r.Header.Get(HeaderSignature)) {
		v, sig, ok := strings.Cut(f, ",")
		if !ok || v != "v1" {
			continue
		}
		if b, err := base64.StdEncoding.DecodeString(sig); err == nil && len(b) == sha256.Size {
			sigs = append(sigs, b)
		}
	}
	if len(sigs) == 0 {
		return "", "", nil, "webhook-signature: no v1,<base64 HMAC-SHA256> entry"
	}
	return id, ts, sigs, ""
}

// verify reports whether one of sigs is the HMAC of id.ts.body.
func verify(key []byte, id, ts string, body []byte, sigs [][]byte) bool {
	want := mac(key, id, ts, body)
	ok := false
	for _, s := range sigs {
		if hmac.Equal(s, want) {
			ok = true
		}
	}
	return ok
}

func mac(key []byte, id, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(id + "." + ts + "."))
	m.Write(body)
	return m.Sum(nil)
}

// Sign returns the Standard Webhooks headers of a delivery of body under
// secret ("whsec_<base64>" or raw), sent at at.
func Sign(secret []byte, id string, at time.Time, body []byte) http.Header {
	ts := strconv.FormatInt(at.Unix(), 10)
	h := http.Header{}
	h.Set(HeaderID, id)
	h.Set(HeaderTimestamp, ts)
	h.Set(HeaderSignature, "v1,"+base64.StdEncoding.EncodeToString(mac(SigningKey(secret), id, ts, body)))
	return h
}

// SignLegacy returns the legacy X-Hub-Signature-256 value for body.
func SignLegacy(secret, body []byte) string {
	m := hmac.New(sha256.New, SigningKey(secret))
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// VerifyLegacySignature compares a legacy X-Hub-Signature-256 in constant
// time; key is the signing key (SigningKey of the secret).
func VerifyLegacySignature(key, body []byte, header string) bool {
	got, ok := strings.CutPrefix(header, "sha256=")
	if !ok {
		return false
	}
	sig, err := hex.DecodeString(got)
	if err != nil {
		return false
	}
	m := hmac.New(sha256.New, key)
	m.Write(body)
	return hmac.Equal(sig, m.Sum(nil))
}

// senderError is a refused event's error as its sender reads it: without
// the failure class ("validate event: permanent: event project is empty"),
// which is the worker's own retry bookkeeping, not the sender's business.
func senderError(err error) string {
	var fe *failure.Error
	if errors.As(err, &fe) && fe.Op != "" {
		return fe.Op + ": " + fe.Err.Error()
	}
	return err.Error()
}
