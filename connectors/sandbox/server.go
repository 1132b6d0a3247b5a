package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/internal/httpx"
)

// The HTTP API (all JSON):
//
//	POST  /tasks            Idempotency-Key, X-Attempt-ID; TaskInput → 201 Task (200 + Idempotent-Replayed on replay)
//	GET   /tasks?key=K      → {"tasks":[Task]} (visible ones; 501 when lookup is off)
//	GET   /tasks/{id}       → Task | 404
//	PATCH /tasks/{id}       Idempotency-Key, X-Attempt-ID; UpdateInput → Task
//	POST  /messages         Idempotency-Key, X-Attempt-ID; MessageInput → 201 Message (200 on dedup)
//	GET   /messages?key=K   → {"messages":[Message]} (501 when delivery history is off)
//	GET   /capabilities     → Capabilities (never affected by faults)
//
//	GET    /_admin/tasks          → [Task]          GET /_admin/messages → [Message]
//	GET    /_admin/stats          → Stats
//	GET    /_admin/faults         → {"fault": count}
//	POST   /_admin/faults         {"fault":NAME,"count":N} or a list of them
//	DELETE /_admin/faults         disarm all
//	GET    /_admin/capabilities   POST /_admin/capabilities CapabilitiesPatch
//	POST   /_admin/reset          POST /_admin/stop          POST /_admin/resume
//
// Errors are {"error": "..."} with 400/403/404/409/422/429/501/503; a 503
// from this service always means nothing was stored. The response-loss
// faults cut the connection after the commit; a stopped service holds the
// request without answering until the client gives up.

// HeaderIdempotencyKey and HeaderAttemptID are the request headers.
const (
	HeaderIdempotencyKey = "Idempotency-Key"
	HeaderAttemptID      = "X-Attempt-ID"
	HeaderReplayed       = "Idempotent-Replayed"
)

const maxRequestBody = 1 << 20

// Handler serves the service over HTTP.
func (s *Service) Handler() http.Handler { return s.handler(nil) }

func (s *Service) handler(closing <-chan struct{}) http.Handler {
	h := &httpHandler{svc: s, closing: closing}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /tasks", h.createTask)
	mux.HandleFunc("GET /tasks", h.findTasks)
	mux.HandleFunc("GET /tasks/{id}", h.getTask)
	mux.HandleFunc("PATCH /tasks/{id}", h.updateTask)
	mux.HandleFunc("POST /messages", h.sendMessage)
	mux.HandleFunc("GET /messages", h.findMessages)
	mux.HandleFunc("GET /capabilities", h.capabilities)
	mux.HandleFunc("GET /_admin/capabilities", h.capabilities)
	mux.HandleFunc("POST /_admin/capabilities", h.patchCapabilities)
	mux.HandleFunc("GET /_admin/tasks", func(w http.ResponseWriter, r *http.Request) { httpx.WriteJSON(w, 200, nonNil(s.Tasks())) })
	mux.HandleFunc("GET /_admin/messages", func(w http.ResponseWriter, r *http.Request) { httpx.WriteJSON(w, 200, nonNil(s.Messages())) })
	mux.HandleFunc("GET /_admin/stats", func(w http.ResponseWriter, r *http.Request) { httpx.WriteJSON(w, 200, s.Stats()) })
	mux.HandleFunc("GET /_admin/faults", func(w http.ResponseWriter, r *http.Request) { httpx.WriteJSON(w, 200, s.ArmedFaults()) })
	mux.HandleFunc("POST /_admin/faults", h.injectFaults)
	mux.HandleFunc("DELETE /_admin/faults", h.admin(s.ClearFaults))
	mux.HandleFunc("POST /_admin/reset", h.admin(s.Reset))
	mux.HandleFunc("POST /_admin/stop", h.admin(s.Stop))
	mux.HandleFunc("POST /_admin/resume", h.admin(s.Resume))
	if s.opts.Latency <= 0 {
		return mux
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/_admin/") && r.URL.Path != "/capabilities" {
			select {
			case <-time.After(s.opts.Latency):
			case <-r.Context().Done():
				return
			}
		}
		mux.ServeHTTP(w, r)
	})
}

func nonNil[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}

type httpHandler struct {
	svc     *Service
	closing <-chan struct{}
}

func readJSON(r *http.Request, v any) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxRequestBody+1))
	if err != nil {
		return fmt.Errorf("%w: read body: %v", ErrInvalid, err)
	}
	if len(b) > maxRequestBody {
		return fmt.Errorf("%w: body over %d bytes", ErrInvalid, maxRequestBody)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%w: body: %v", ErrInvalid, err)
	}
	return nil
}

// cut closes the connection without an answer: the client sees EOF/reset
// after it sent the request, exactly like a response lost in transit.
func cut(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			if tc, ok := conn.(*net.TCPConn); ok {
				tc.SetLinger(0) // RST rather than FIN: a reset, as on a broken path
			}
			conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

// fail answers a service error; the fault errors cut or hold instead.
func (h *httpHandler) fail(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, ErrResponseDropped), errors.Is(err, ErrAckDropped):
		cut(w)
		return
	case errors.Is(err, ErrStopped):
		select {
		case <-r.Context().Done():
		case <-h.svc.resumedCh():
		case <-h.closing:
		}
		cut(w)
		return
	}
	var ra *RetryAfterError
	if errors.As(err, &ra) && ra.After > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(ra.After.Seconds()))))
	} else if errors.Is(err, ErrInFlight) {
		w.Header().Set("Retry-After", strconv.Itoa(int(inFlightRetryAfter.Seconds())))
	}
	httpx.WriteJSON(w, statusOf(err), map[string]string{"error": err.Error()})
}

func (h *httpHandler) createTask(w http.ResponseWriter, r *http.Request) {
	var in TaskInput
	if err := readJSON(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	task, replayed, err := h.svc.CreateTask(r.Context(), r.Header.Get(HeaderIdempotencyKey), r.Header.Get(HeaderAttemptID), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	status := http.StatusCreated
	if replayed {
		w.Header().Set(HeaderReplayed, "true")
		status = http.StatusOK
	}
	httpx.WriteJSON(w, status, task)
}

func (h *httpHandler) findTasks(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get("key")
	if key == "" {
		h.fail(w, r, fmt.Errorf("%w: key is required", ErrInvalid))
		return
	}
	tasks, err := h.svc.FindTasks(r.Context(), key)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, 200, map[string][]Task{"tasks": nonNil(tasks)})
}

func (h *httpHandler) getTask(w http.ResponseWriter, r *http.Request) {
	task, err := h.svc.GetTask(r.Context(), r.PathValue("id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, 200, task)
}

func (h *httpHandler) updateTask(w http.ResponseWriter, r *http.Request) {
	var in UpdateInput
	if err := readJSON(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	task, err := h.svc.UpdateTask(r.Context(), r.PathValue("id"), r.Header.Get(HeaderIdempotencyKey), r.Header.Get(HeaderAttemptID), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, 200, task)
}

func (h *httpHandler) sendMessage(w http.ResponseWriter, r *http.Request) {
	var in MessageInput
	if err := readJSON(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	msg, replayed, err := h.svc.SendMessage(r.Context(), r.Header.Get(HeaderIdempotencyKey), r.Header.Get(HeaderAttemptID), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	status := http.StatusCreated
	if replayed {
		w.Header().Set(HeaderReplayed, "true")
		status = http.StatusOK
	}
	httpx.WriteJSON(w, status, msg)
}

func (h *httpHandler) findMessages(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get("key")
	if key == "" {
		h.fail(w, r, fmt.Errorf("%w: key is required", ErrInvalid))
		return
	}
	msgs, err := h.svc.FindMessages(r.Context(), key)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, 200, map[string][]Message{"messages": nonNil(msgs)})
}

func (h *httpHandler) capabilities(w http.ResponseWriter, r *http.Request) {
	httpx.WriteJSON(w, 200, h.svc.Capabilities())
}

func (h *httpHandler) patchCapabilities(w http.ResponseWriter, r *http.Request) {
	var p CapabilitiesPatch
	if err := readJSON(r, &p); err != nil {
		h.fail(w, r, err)
		return
	}
	c, err := h.svc.PatchCapabilities(p)
	if err != nil {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	httpx.WriteJSON(w, 200, c)
}

// FaultRequest arms one fault through the admin API.
type FaultRequest struct {
	Fault string `json:"fault"`
	Count int    `json:"count,omitempty"`
}

func (h *httpHandler) injectFaults(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxRequestBody))
	if err != nil {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	var reqs []FaultRequest
	if err := json.Unmarshal(b, &reqs); err != nil {
		var one FaultRequest
		if err := json.Unmarshal(b, &one); err != nil {
			httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": "want {\"fault\":NAME,\"count\":N} or a list of them: " + err.Error()})
			return
		}
		reqs = []FaultRequest{one}
	}
	for _, fr := range reqs {
		f, err := ParseFault(fr.Fault)
		if err == nil {
			err = h.svc.InjectFault(f, fr.Count)
		}
		if err != nil {
			httpx.WriteJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
	}
	httpx.WriteJSON(w, 200, h.svc.ArmedFaults())
}

func (h *httpHandler) admin(fn func() error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := fn(); err != nil {
			httpx.WriteJSON(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
			return
		}
		httpx.WriteJSON(w, 200, map[string]bool{"ok": true})
	}
}

// Serve serves svc on ln until ctx ends, then shuts down: requests in
// progress get a few seconds, requests held by a stop are released.
func Serve(ctx context.Context, ln net.Listener, svc *Service, log *slog.Logger) error {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	closing := make(chan struct{})
	srv := &http.Server{
		Handler:           svc.handler(closing),
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("sandbox serving", "addr", "http://"+ln.Addr().String())
	select {
	case err := <-errc:
		return fmt.Errorf("sandbox serve: %w", err)
	case <-ctx.Done():
	}
	close(closing)
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return fmt.Errorf("sandbox shutdown: %w", err)
	}
	log.Info("sandbox stopped")
	return nil
}

// ListenAndServe listens on addr and calls Serve; ready, when set, gets the
// bound address (useful with port 0).
func ListenAndServe(ctx context.Context, addr string, svc *Service, log *slog.Logger, ready func(net.Addr)) error {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("sandbox listen: %w", err)
	}
	if ready != nil {
		ready(ln.Addr())
	}
	return Serve(ctx, ln, svc, log)
}
