// Package httpsend sends one HTTP request for a notification channel and
// classifies what came back. It is the minimum the webhook and Slack channels
// need; when internal/httpx lands, these channels can move onto it.
package httpsend

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/failure"
)

// MaxBody is the largest response body read; a larger one is an error, never
// silently truncated into a "success".
const MaxBody = 1 << 20

// NewClient returns a client that never follows redirects: a signed
// notification must not be replayed to another host, and a 3xx is reported
// as a permanent error instead.
func NewClient(timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// Response is a read response.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// Do sends req and reads its body. Transport errors are classified by whether
// the request was fully written: before that nothing reached the receiver
// (retryable); after it the receiver may have acted (unknown), unless the
// request is idempotent (a read), which is always safe to repeat.
func Do(ctx context.Context, client *http.Client, req *http.Request, op string, idempotent bool) (*Response, error) {
	var wrote atomic.Bool
	trace := &httptrace.ClientTrace{
		WroteRequest: func(info httptrace.WroteRequestInfo) {
			if info.Err == nil {
				wrote.Store(true)
			}
		},
	}
	req = req.WithContext(httptrace.WithClientTrace(ctx, trace))
	resp, err := client.Do(req)
	if err != nil {
		return nil, transportError(op, err, wrote.Load(), idempotent)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxBody+1))
	if err != nil {
		// The status line arrived, so the request was processed in some way.
		return nil, transportError(op, fmt.Errorf("read response: %w", err), true, idempotent)
	}
	if len(body) > MaxBody {
		e := outcome(op, fmt.Errorf("response body larger than %d bytes", MaxBody), idempotent)
		e.Status = resp.StatusCode
		return nil, e
	}
	return &Response{Status: resp.StatusCode, Header: resp.Header, Body: body}, nil
}

func transportError(op string, err error, wrote, idempotent bool) *failure.Error {
	if !wrote {
		return failure.NewRetryable(op, err)
	}
	return outcome(op, err, idempotent)
}

// outcome is the class of "the receiver may have acted": unknown for a send,
// retryable for a read.
func outcome(op string, err error, idempotent bool) *failure.Error {
	if idempotent {
		return failure.NewRetryable(op, err)
	}
	return failure.NewUnknown(op, err)
}

// StatusError classifies a non-2xx status; it returns nil for 2xx.
//   - 429 and 408: retryable (the receiver declined before acting), with
//     Retry-After when given.
//   - 3xx: permanent; redirects are not followed.
//   - other 4xx: permanent (auth, validation, not found).
//   - 5xx: unknown for a send (the receiver may have acted before failing),
//     retryable for a read.
func StatusError(op string, r *Response, idempotent bool, now time.Time) error {
	s := r.Status
	var e *failure.Error
	switch {
	case s >= 200 && s < 300:
		return nil
	case s == http.StatusTooManyRequests || s == http.StatusRequestTimeout:
		e = failure.NewRetryable(op, fmt.Errorf("http %d", s))
		e.RetryAfter = RetryAfter(r.Header.Get("Retry-After"), now)
	case s >= 300 && s < 400:
		e = failure.NewPermanent(op, fmt.Errorf("http %d redirect to %q refused", s, r.Header.Get("Location")))
	case s >= 400 && s < 500:
		e = failure.NewPermanent(op, fmt.Errorf("http %d: %s", s, snippet(r.Body)))
	default:
		e = outcome(op, fmt.Errorf("http %d: %s", s, snippet(r.Body)), idempotent)
		e.RetryAfter = RetryAfter(r.Header.Get("Retry-After"), now)
	}
	e.Status = s
	return e
}

// RetryAfter parses a Retry-After header (seconds or an HTTP date) relative
// to now; it returns 0 when absent or unparsable.
func RetryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if n, err := strconv.Atoi(v); err == nil && n >= 0 {
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// snippet keeps error messages short: a receiver's HTML error page is not
// worth repeating in full.
func snippet(b []byte) string {
	const max = 200
	if len(b) > max {
		return string(b[:max]) + "…"
	}
	return string(b)
}

// IsTimeout reports whether err is a timeout, for log fields.
func IsTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}
