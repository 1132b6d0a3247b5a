package worker

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/axagent/axagent/internal/httpx"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/tracing"
)

// WebhookSource is the inbox source of webhook deliveries.
const WebhookSource = "webhook"

// DefaultMaxBody bounds a webhook body (413 above it).
const DefaultMaxBody = 2 << 20

// HTTPConfig configures the worker's HTTP endpoints.
type HTTPConfig struct {
	Store ledger.Store
	// Secret signs webhook bodies; empty disables POST /v1/meetings.
	Secret   []byte
	MaxBody  int64
	Registry *prometheus.Registry
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

// meetings accepts a signed meeting event: signature first, then the receipt
// is persisted under the delivery ID before anything else happens, and the
// answer is immediate; extraction runs in the worker (S8).
func (c HTTPConfig) meetings(w http.ResponseWriter, r *http.Request) {
	if len(c.Secret) == 0 {
		httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "webhook disabled: no secret configured (webhook.secret_env)"})
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
	if !VerifySignature(c.Secret, body, r.Header.Get("X-Hub-Signature-256")) {
		httpx.WriteJSON(w, http.StatusUnauthorized, map[string]string{"error": "bad or missing X-Hub-Signature-256"})
		return
	}
	id := strings.TrimSpace(r.Header.Get("X-Delivery-ID"))
	if id == "" || len(id) > 200 {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": "X-Delivery-ID header is required (at most 200 bytes)"})
		return
	}
	if _, err := DecodeEvent(body); err != nil {
		status := http.StatusUnprocessableEntity
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		if errors.As(err, &syn) || errors.As(err, &typ) {
			status = http.StatusBadRequest
		}
		httpx.WriteJSON(w, status, map[string]string{"error": err.Error()})
		return
	}
	// A W3C traceparent makes the receipt part of the caller's trace.
	ctx, span := tracing.StartRequest(r, "POST /v1/meetings", tracing.AttrDelivery.String(id), tracing.AttrSource.String(WebhookSource+"/"+id))
	defer span.End()
	rec, dup, err := c.Store.InboxReceive(ctx, ledger.InboxReceipt{Source: WebhookSource, MessageID: id, Body: body, TraceParent: tracing.Traceparent(ctx)})
	if err != nil {
		httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "could not record the delivery; retry it: " + err.Error()})
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

// Sign returns the X-Hub-Signature-256 value for body.
func Sign(secret, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// VerifySignature compares in constant time.
func VerifySignature(secret, body []byte, header string) bool {
	got, ok := strings.CutPrefix(header, "sha256=")
	if !ok {
		return false
	}
	sig, err := hex.DecodeString(got)
	if err != nil {
		return false
	}
	m := hmac.New(sha256.New, secret)
	m.Write(body)
	return hmac.Equal(sig, m.Sum(nil))
}
