package worker

import (
	"log/slog"
	"net/http"
	"time"
)

// Listener defaults: how long a client may take to send its headers and
// its whole request, how large its headers may be, and how many requests
// whose sender is not known yet may be read at once.
const (
	DefaultReadHeaderTimeout  = 10 * time.Second
	DefaultReadTimeout        = 30 * time.Second
	DefaultIdleTimeout        = 2 * time.Minute
	DefaultMaxHeaderBytes     = 64 << 10
	DefaultMaxUnauthenticated = 16
)

// ServerConfig bounds what clients can hold of a listener (the worker's
// and the console's): a slow or silent client is cut off by the timeouts,
// and at most MaxUnauthenticated requests with a body from senders not
// known by their headers are in flight at once, so many clients each
// sending a large body slowly cannot take the process's memory (issue 29:
// 200 of them took a worker from 45 MB to 554 MB).
type ServerConfig struct {
	ReadHeaderTimeout time.Duration
	// ReadTimeout bounds reading one whole request, body included.
	ReadTimeout    time.Duration
	IdleTimeout    time.Duration
	MaxHeaderBytes int
	// MaxUnauthenticated caps requests in flight that carry a body and
	// whose sender Authenticated does not know from the headers (a
	// webhook's signature covers its body, so it is known only after the
	// body is read); more are answered 503 with Retry-After, unread.
	MaxUnauthenticated int
	// Authenticated reports whether a request's sender is known from its
	// headers alone (the console's session cookie); nil: nobody is.
	Authenticated func(*http.Request) bool
	Log           *slog.Logger
}

// NewServer is an http.Server for h with c's bounds.
func NewServer(h http.Handler, c ServerConfig) *http.Server {
	if c.ReadHeaderTimeout <= 0 {
		c.ReadHeaderTimeout = DefaultReadHeaderTimeout
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = DefaultReadTimeout
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.MaxHeaderBytes <= 0 {
		c.MaxHeaderBytes = DefaultMaxHeaderBytes
	}
	if c.MaxUnauthenticated <= 0 {
		c.MaxUnauthenticated = DefaultMaxUnauthenticated
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return &http.Server{Handler: capUnauthenticated(h, c), ReadHeaderTimeout: c.ReadHeaderTimeout, ReadTimeout: c.ReadTimeout,
		IdleTimeout: c.IdleTimeout, MaxHeaderBytes: c.MaxHeaderBytes}
}

// capUnauthenticated lets at most c.MaxUnauthenticated requests with a body
// from unknown senders into h at once.
func capUnauthenticated(h http.Handler, c ServerConfig) http.Handler {
	slots := make(chan struct{}, c.MaxUnauthenticated)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength == 0 || (c.Authenticated != nil && c.Authenticated(r)) {
			h.ServeHTTP(w, r)
			return
		}
		select {
		case slots <- struct{}{}:
			defer func() { <-slots }()
			h.ServeHTTP(w, r)
		default:
			c.Log.Debug("http: too many unauthenticated requests in flight; refused unread", "path", r.URL.Path, "remote", r.RemoteAddr, "cap", c.MaxUnauthenticated)
			w.Header().Set("Retry-After", "1")
			w.Header().Set("Connection", "close")
			http.Error(w, "too many requests in flight; retry shortly", http.StatusServiceUnavailable)
		}
	})
}
