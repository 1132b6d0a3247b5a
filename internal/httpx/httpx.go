// Package httpx is the one HTTP client helper every connector and channel
// uses. It does a request with a context, caps the response body, refuses
// redirects that would carry credentials to another host, keeps TLS
// verification on, and turns every failure into a *failure.Error.
//
// The classification rule is "could the target have acted?":
//
//   - Nothing was sent (connection refused, DNS, dial timeout, TLS handshake
//     not completed): Retryable — except certificate errors, which are
//     Permanent because no amount of backoff fixes a bad certificate.
//   - The request was written and then the connection broke or timed out:
//     Unknown for a mutating request (POST/PUT/PATCH/DELETE), Retryable for
//     a read (a read changes nothing).
//   - 429: Retryable with the Retry-After the target asked for.
//   - 503: Retryable when the caller says the target documents 503 as
//     "not applied" (Request.NotApplied503); otherwise like any 5xx.
//   - Other 5xx: Unknown for a mutating request, Retryable for a read.
//   - 408: Retryable (the server says it never got the whole request).
//   - Other 4xx: Permanent (401/403 permission, 404 not found, 409/422
//     conflict or validation).
//   - A 2xx (or a redirect) whose body is not what was expected — HTML, not
//     JSON, too large, missing the ID: Unknown for a mutating request,
//     because the target may well have created the thing and just answered
//     badly (a proxy page, Post/Redirect/Get); Permanent for a read, because
//     the target does not speak the protocol we expect and a human has to
//     look at the configuration.
package httpx

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/redact"
)

// DefaultMaxBody caps a response body unless Options.MaxBody says otherwise.
const DefaultMaxBody = 4 << 20

// DefaultTimeout bounds one whole request when the caller's context has no
// earlier deadline.
const DefaultTimeout = 30 * time.Second

// ErrRedirect is wrapped when a redirect was refused.
var ErrRedirect = errors.New("redirect refused")

// ErrBodyTooLarge is wrapped when a response body exceeds the limit.
var ErrBodyTooLarge = errors.New("response body too large")

// ErrBadBody is wrapped when a response body is not what was expected.
var ErrBadBody = errors.New("unexpected response body")

// Options configure a Client. The zero value is usable.
type Options struct {
	// HTTPClient is copied; its CheckRedirect is replaced. nil means a
	// client with DefaultTimeout and the system's TLS roots.
	HTTPClient *http.Client
	// MaxBody caps response bodies (default DefaultMaxBody).
	MaxBody int64
	// UserAgent is sent on every request (default "axagent").
	UserAgent string
	// Now is used to turn an HTTP-date Retry-After into a wait.
	Now func() time.Time
	// Log receives one debug line per request (never headers or bodies).
	Log *slog.Logger
}

// Client does classified HTTP requests.
type Client struct {
	hc        *http.Client
	maxBody   int64
	userAgent string
	now       func() time.Time
	log       *slog.Logger
}

// New returns a Client. It refuses an HTTP client that skips TLS
// verification: a connector must never talk to a target it cannot verify.
func New(o Options) (*Client, error) {
	var hc http.Client
	if o.HTTPClient != nil {
		hc = *o.HTTPClient
	} else {
		hc.Timeout = DefaultTimeout
	}
	if t, ok := hc.Transport.(*http.Transport); ok && t.TLSClientConfig != nil && t.TLSClientConfig.InsecureSkipVerify {
		return nil, errors.New("httpx: TLS verification must stay on (InsecureSkipVerify is set)")
	}
	hc.CheckRedirect = checkRedirect
	c := &Client{hc: &hc, maxBody: o.MaxBody, userAgent: o.UserAgent, now: o.Now, log: o.Log}
	if c.maxBody <= 0 {
		c.maxBody = DefaultMaxBody
	}
	if c.userAgent == "" {
		c.userAgent = "axagent"
	}
	if c.now == nil {
		c.now = time.Now
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	return c, nil
}

// MustNew is New for options known to be valid.
func MustNew(o Options) *Client {
	c, err := New(o)
	if err != nil {
		panic(err)
	}
	return c
}

// checkRedirect allows a read to follow a redirect on the same host (never
// downgrading to http), and refuses everything else: a mutating request must
// not be re-sent (Go would turn a 302 POST into a GET, or replay the body on
// a 307), and another host must never receive our credentials.
func checkRedirect(req *http.Request, via []*http.Request) error {
	first := via[0]
	switch {
	case isMutating(first.Method):
		return fmt.Errorf("%w: %s %s answered with a redirect to %s", ErrRedirect, first.Method, redactURL(first.URL), redactURL(req.URL))
	case !strings.EqualFold(req.URL.Host, first.URL.Host):
		return fmt.Errorf("%w: redirect from host %s to another host %s", ErrRedirect, first.URL.Host, req.URL.Host)
	case first.URL.Scheme == "https" && req.URL.Scheme != "https":
		return fmt.Errorf("%w: redirect from https to %s", ErrRedirect, req.URL.Scheme)
	case len(via) >= 5:
		return fmt.Errorf("%w: more than 5 redirects", ErrRedirect)
	}
	return nil
}

// Request is one HTTP call.
type Request struct {
	// Op names the operation for errors and logs, e.g. "redmine create".
	Op     string
	Method string
	URL    string
	Header http.Header
	// JSON, when non-nil, is marshalled as the request body.
	JSON any
	// Body is a raw body, used when JSON is nil.
	Body []byte
	// NotApplied503: the target documents that a 503 means nothing was
	// applied, so it is Retryable even for a create.
	NotApplied503 bool
	// StatusClass overrides the class of specific statuses, for targets
	// that document their own meaning (e.g. 409 "still in flight").
	StatusClass map[int]failure.Class
}

// Mutating reports whether the request may change the target.
func (r Request) Mutating() bool { return isMutating(r.Method) }

func isMutating(method string) bool {
	switch strings.ToUpper(method) {
	case "", http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

// Response is a received response with its (capped) body.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// StatusError is wrapped in the failure.Error for a non-2xx answer.
type StatusError struct {
	Status      int
	ContentType string
	// Excerpt is the start of the body, for the message.
	Excerpt string
}

func (e *StatusError) Error() string {
	msg := fmt.Sprintf("%d %s", e.Status, http.StatusText(e.Status))
	if e.Excerpt != "" {
		msg += ": " + e.Excerpt
	}
	return msg
}

// Do sends the request. A 2xx returns the response and nil. Any other
// outcome returns a *failure.Error; when a status was received the response
// is returned too, so the caller can read the target's error body.
func (c *Client) Do(ctx context.Context, r Request) (*Response, error) {
	op := r.Op
	if op == "" {
		op = "http " + strings.ToLower(r.Method)
	}
	body := r.Body
	if r.JSON != nil {
		b, err := json.Marshal(r.JSON)
		if err != nil {
			return nil, failure.NewPermanent(op, fmt.Errorf("encode request: %w", err))
		}
		body = b
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	var wrote atomic.Bool
	trace := &httptrace.ClientTrace{WroteRequest: func(i httptrace.WroteRequestInfo) {
		if i.Err == nil {
			wrote.Store(true)
		}
	}}
	req, err := http.NewRequestWithContext(httptrace.WithClientTrace(ctx, trace), r.Method, r.URL, rd)
	if err != nil {
		return nil, failure.NewPermanent(op, fmt.Errorf("build request: %w", err))
	}
	if r.Mutating() {
		// Without GetBody the transport never replays the request on a
		// reused connection that broke; Go would otherwise re-send any POST
		// carrying an Idempotency-Key header, which is exactly the blind
		// resend axagent must decide on itself.
		req.GetBody = nil
	}
	for k, vs := range r.Header {
		req.Header[k] = append([]string(nil), vs...)
	}
	req.Header.Set("User-Agent", c.userAgent)
	if body != nil && req.Header.Get("Content-Type") == "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if req.Header.Get("Accept") == "" {
		req.Header.Set("Accept", "application/json")
	}

	start := time.Now()
	hresp, err := c.hc.Do(req)
	if err != nil {
		ferr := c.transportError(op, r, req, err, wrote.Load())
		c.log.Debug("http request failed", "op", op, "method", r.Method, "url", redactURL(req.URL), "class", ferr.Class, "err", err, "took", time.Since(start))
		return nil, ferr
	}
	defer hresp.Body.Close()
	data, readErr := io.ReadAll(io.LimitReader(hresp.Body, c.maxBody+1))
	resp := &Response{Status: hresp.StatusCode, Header: hresp.Header, Body: data}
	c.log.Debug("http request", "op", op, "method", r.Method, "url", redactURL(req.URL), "status", hresp.StatusCode, "took", time.Since(start))

	if ferr := c.statusError(op, r, resp); ferr != nil {
		if int64(len(resp.Body)) > c.maxBody {
			resp.Body = resp.Body[:c.maxBody]
		}
		return resp, ferr
	}
	if readErr != nil {
		// The status said success but the body broke off: the target acted
		// (for a create), we just could not read the answer.
		return resp, r.classBadBody(op, fmt.Errorf("read response body of %d: %w", resp.Status, readErr))
	}
	if int64(len(data)) > c.maxBody {
		resp.Body = data[:c.maxBody]
		return resp, r.classBadBody(op, fmt.Errorf("%w: more than %d bytes", ErrBodyTooLarge, c.maxBody))
	}
	return resp, nil
}

// DoJSON is Do that also requires a JSON body on success and decodes it
// into out. A body that is not JSON (an HTML login page, a proxy error) is
// a classified bad-body error, never a success.
func (c *Client) DoJSON(ctx context.Context, r Request, out any) (*Response, error) {
	resp, err := c.Do(ctx, r)
	if err != nil {
		return resp, err
	}
	if err := DecodeJSON(r, resp, out); err != nil {
		return resp, err
	}
	return resp, nil
}

// DecodeJSON checks that resp carries JSON and decodes it into out.
func DecodeJSON(r Request, resp *Response, out any) error {
	op := opName(r)
	ct := resp.Header.Get("Content-Type")
	if mt, _, _ := mime.ParseMediaType(ct); ct != "" && mt != "application/json" && !strings.HasSuffix(mt, "+json") {
		return r.classBadBody(op, fmt.Errorf("%w: status %d with content type %q, want JSON: %s", ErrBadBody, resp.Status, ct, r.excerpt(resp.Body)))
	}
	if len(bytes.TrimSpace(resp.Body)) == 0 {
		return r.classBadBody(op, fmt.Errorf("%w: status %d with an empty body, want JSON", ErrBadBody, resp.Status))
	}
	if err := json.Unmarshal(resp.Body, out); err != nil {
		return r.classBadBody(op, fmt.Errorf("%w: status %d, body is not the expected JSON (%v): %s", ErrBadBody, resp.Status, err, r.excerpt(resp.Body)))
	}
	return nil
}

// BadBody builds the error for a successful status whose body lacks what
// the caller needs (e.g. a 201 without the new ID). See the package comment
// for why a mutating request makes this Unknown.
func BadBody(r Request, resp *Response, format string, args ...any) *failure.Error {
	status := 0
	if resp != nil {
		status = resp.Status
	}
	e := r.classBadBody(opName(r), fmt.Errorf("%w: status %d: %s", ErrBadBody, status, r.redact(fmt.Sprintf(format, args...))))
	e.Status = status
	return e
}

func opName(r Request) string {
	if r.Op != "" {
		return r.Op
	}
	return "http " + strings.ToLower(r.Method)
}

func (r Request) classBadBody(op string, err error) *failure.Error {
	if r.Mutating() {
		return failure.NewUnknown(op, fmt.Errorf("%w (the target may have applied the request)", err))
	}
	return failure.NewPermanent(op, err)
}

func (c *Client) statusError(op string, r Request, resp *Response) *failure.Error {
	s := resp.Status
	if s >= 200 && s < 300 {
		return nil
	}
	se := &StatusError{Status: s, ContentType: resp.Header.Get("Content-Type"), Excerpt: r.excerpt(resp.Body)}
	cls := classOfStatus(r, s)
	e := &failure.Error{Class: cls, Op: op, Status: s, Err: se}
	// Retry-After matters on 429 and 503, but a target may also send it
	// with e.g. 409 "still in flight"; it is a hint either way.
	e.RetryAfter = ParseRetryAfter(resp.Header.Get("Retry-After"), c.now())
	return e
}

func classOfStatus(r Request, s int) failure.Class {
	if c, ok := r.StatusClass[s]; ok {
		return c
	}
	switch {
	case s == http.StatusTooManyRequests, s == http.StatusRequestTimeout:
		return failure.Retryable
	case s == http.StatusServiceUnavailable && r.NotApplied503:
		return failure.Retryable
	case s >= 500:
		if r.Mutating() {
			return failure.Unknown
		}
		return failure.Retryable
	case s >= 400:
		return failure.Permanent
	case s >= 300:
		// A 3xx reached us only when the redirect was not followed (e.g.
		// 304 or a redirect without Location): the body is not an answer.
		if r.Mutating() {
			return failure.Unknown
		}
		return failure.Permanent
	}
	// 1xx that reached us as final is a protocol oddity.
	return failure.Unknown
}

// transportError classifies a failure where no usable status arrived.
func (c *Client) transportError(op string, r Request, req *http.Request, err error, wrote bool) *failure.Error {
	target := req.Method + " " + redactURL(req.URL)
	switch {
	case errors.Is(err, ErrRedirect):
		// The target answered with a redirect; after a POST that may be a
		// Post/Redirect/Get after the create was applied.
		if r.Mutating() {
			return failure.NewUnknown(op, fmt.Errorf("%s: %w (the target may have applied the request)", target, err))
		}
		return failure.NewPermanent(op, fmt.Errorf("%s: %w", target, err))
	case isCertError(err):
		return failure.NewPermanent(op, fmt.Errorf("%s: TLS certificate rejected: %w", target, unwrapURL(err)))
	case !wrote:
		// Nothing complete reached the target: dial, DNS, TLS handshake,
		// or the caller's context ended before sending.
		return failure.NewRetryable(op, fmt.Errorf("%s: not sent: %w", target, unwrapURL(err)))
	case r.Mutating():
		what := "connection broke"
		if isTimeout(err) {
			what = "timed out"
		}
		return failure.NewUnknown(op, fmt.Errorf("%s: %s after the request was sent, the target may have applied it: %w", target, what, unwrapURL(err)))
	default:
		return failure.NewRetryable(op, fmt.Errorf("%s: %w", target, unwrapURL(err)))
	}
}

func isCertError(err error) bool {
	var cve *tls.CertificateVerificationError
	var uae x509.UnknownAuthorityError
	var cie x509.CertificateInvalidError
	var he x509.HostnameError
	return errors.As(err, &cve) || errors.As(err, &uae) || errors.As(err, &cie) || errors.As(err, &he)
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// IsConnRefused reports a refused connection (useful in tests and logs).
func IsConnRefused(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) }

// unwrapURL drops *url.Error's "Post \"http://...\":" prefix, which repeats
// what our message already says.
func unwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// redactURL drops user info and the query, which may carry credentials.
func redactURL(u *url.URL) string {
	if u == nil {
		return ""
	}
	c := *u
	c.User = nil
	if c.RawQuery != "" {
		c.RawQuery = "…"
	}
	return c.String()
}

// redact removes from text the credentials the request carried and every
// configured secret (issue 19: a target's error body may echo them).
func (r Request) redact(text string) string {
	return redact.Values(text, redact.HeaderSecrets(r.Header)...)
}

// excerpt is the start of a body for an error message, credentials
// removed before it is cut (so no partial secret survives the cut).
func (r Request) excerpt(b []byte) string {
	const max = 200
	s := strings.TrimSpace(strings.ToValidUTF8(string(b), ""))
	s = r.redact(strings.Join(strings.Fields(s), " "))
	if len(s) > max {
		s = s[:max] + "…"
	}
	return strings.ToValidUTF8(s, "")
}

// ParseRetryAfter reads a Retry-After header: delay-seconds or an HTTP date
// (RFC 9110 §10.2.3). Unparseable or past values give 0.
func ParseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		if n <= 0 {
			return 0
		}
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

// WriteJSON answers with status and v as JSON: the one way axagent's
// servers (worker intake, tracker pushes, the sandbox) and the trackers'
// test fakes write a JSON response.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
