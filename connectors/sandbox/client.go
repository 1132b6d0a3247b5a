package sandbox

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
	"github.com/axagent/axagent/notify"
)

// EnvURL names the environment variable that points connectors at a
// running `axagent sandbox serve` instead of an in-process service.
const EnvURL = "AXAGENT_SANDBOX_URL"

// capsTTL bounds how stale the HTTP connectors' view of the switchable
// capabilities may be; Capabilities() has no context, so it is cached.
const capsTTL = 2 * time.Second

// remote is what the HTTP task connector and channel share.
type remote struct {
	base string
	hc   *httpx.Client
	// err is a construction error (a client without TLS verification),
	// returned by every call.
	err error

	mu      sync.Mutex
	caps    *Capabilities // configured or last fetched
	fixed   bool          // configured: never fetched
	fetched time.Time
}

func newRemote(baseURL string, hc *http.Client) *remote {
	if hc == nil {
		hc = &http.Client{Timeout: httpx.DefaultTimeout}
	}
	c, err := httpx.New(httpx.Options{HTTPClient: hc})
	if err != nil {
		// Refused (TLS verification off): every call reports it.
		return &remote{base: baseURL, hc: httpx.MustNew(httpx.Options{}), err: failure.NewPermanent("sandbox client", err)}
	}
	return &remote{base: strings.TrimRight(baseURL, "/"), hc: c}
}

// do is DoJSON behind the construction error.
func (r *remote) do(ctx context.Context, req httpx.Request, out any) (*httpx.Response, error) {
	if r.err != nil {
		return nil, r.err
	}
	return r.hc.DoJSON(ctx, req, out)
}

// conservative capabilities are assumed when the server cannot be asked:
// no idempotent create and no lookup means axagent never re-sends on
// its own and hands unknowns to a human (R10, R20).
var conservative = Capabilities{}

func (r *remote) capabilities() Capabilities {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fixed || (r.caps != nil && time.Since(r.fetched) < capsTTL) {
		return *r.caps
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var c Capabilities
	if _, err := r.do(ctx, httpx.Request{Op: "sandbox capabilities", Method: "GET", URL: r.base + "/capabilities"}, &c); err != nil {
		if r.caps != nil {
			return *r.caps
		}
		return conservative
	}
	r.caps, r.fetched = &c, time.Now()
	return c
}

// RefreshCapabilities fetches the server's capabilities now.
func (r *remote) RefreshCapabilities(ctx context.Context) (Capabilities, error) {
	var c Capabilities
	if _, err := r.do(ctx, httpx.Request{Op: "sandbox capabilities", Method: "GET", URL: r.base + "/capabilities"}, &c); err != nil {
		return Capabilities{}, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.fixed {
		r.caps, r.fetched = &c, time.Now()
	}
	return c, nil
}

// SetCapabilities fixes the capabilities the connector declares instead of
// asking the server.
func (r *remote) SetCapabilities(c Capabilities) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.caps, r.fixed = &c, true
}

// request builds a sandbox call. 503 is documented as "nothing stored"; 409
// means the first request with the key is still in flight, and retrying with
// the same key is safe; 501 means a capability is off.
func (r *remote) request(op, method, path, key, attempt string, body any) httpx.Request {
	h := http.Header{}
	if key != "" {
		h.Set(HeaderIdempotencyKey, key)
	}
	if attempt != "" {
		h.Set(HeaderAttemptID, attempt)
	}
	return httpx.Request{Op: op, Method: method, URL: r.base + path, Header: h, JSON: body, NotApplied503: true,
		StatusClass: map[int]failure.Class{http.StatusConflict: failure.Retryable, http.StatusNotImplemented: failure.Permanent}}
}

// HTTPTaskConnector is connectors.TaskConnector over the sandbox HTTP API.
type HTTPTaskConnector struct{ *remote }

// NewHTTPTaskConnector talks to a sandbox at baseURL (nil client: a default
// one with httpx.DefaultTimeout).
func NewHTTPTaskConnector(baseURL string, hc *http.Client) *HTTPTaskConnector {
	return &HTTPTaskConnector{newRemote(baseURL, hc)}
}

var _ connectors.TaskConnector = (*HTTPTaskConnector)(nil)

func (c *HTTPTaskConnector) Name() string { return Name }

func (c *HTTPTaskConnector) Capabilities() connectors.Capabilities { return taskCaps(c.capabilities()) }

func (c *HTTPTaskConnector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	req := c.request("sandbox create", "POST", "/tasks", t.Key, t.AttemptID, taskInput(t))
	return c.task(ctx, req)
}

func (c *HTTPTaskConnector) task(ctx context.Context, req httpx.Request) (connectors.RemoteTask, error) {
	var task Task
	resp, err := c.do(ctx, req, &task)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if task.ID == "" {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no task id")
	}
	return task.remote(), nil
}

func (c *HTTPTaskConnector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	req := c.request("sandbox find", "GET", "/tasks?key="+url.QueryEscape(key), "", "", nil)
	var out struct {
		Tasks []Task `json:"tasks"`
	}
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return nil, err
	}
	if out.Tasks == nil {
		return nil, httpx.BadBody(req, resp, "the answer has no tasks list")
	}
	if len(out.Tasks) == 0 {
		return nil, nil
	}
	rt := out.Tasks[0].remote()
	if rt.ID == "" {
		return nil, httpx.BadBody(req, resp, "a found task has no id")
	}
	return &rt, nil
}

func (c *HTTPTaskConnector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	return c.task(ctx, c.request("sandbox get", "GET", "/tasks/"+url.PathEscape(id), "", "", nil))
}

func (c *HTTPTaskConnector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	req := c.request("sandbox update", "PATCH", "/tasks/"+url.PathEscape(u.ExternalID), u.Key, u.AttemptID,
		UpdateInput{Assignee: u.AssigneeID, DueDate: u.DueDate})
	return c.task(ctx, req)
}

// Cancel closes a task over HTTP (a compensation, R21).
func (c *HTTPTaskConnector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	req := c.request("sandbox cancel", "PATCH", "/tasks/"+url.PathEscape(u.ExternalID), u.Key, u.AttemptID, UpdateInput{Status: StatusCancelled})
	return c.task(ctx, req)
}

// HTTPChannel is notify.Channel over the sandbox HTTP API.
type HTTPChannel struct{ *remote }

// NewHTTPChannel talks to a sandbox at baseURL.
func NewHTTPChannel(baseURL string, hc *http.Client) *HTTPChannel {
	return &HTTPChannel{newRemote(baseURL, hc)}
}

var _ notify.Channel = (*HTTPChannel)(nil)

func (c *HTTPChannel) Name() string { return Name }

func (c *HTTPChannel) Capabilities() notify.Capabilities { return channelCaps(c.capabilities()) }

func (c *HTTPChannel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	req := c.request("sandbox send", "POST", "/messages", m.Key, m.AttemptID,
		MessageInput{Recipient: m.Recipient, Subject: m.Subject, Text: m.Text})
	var msg Message
	resp, err := c.do(ctx, req, &msg)
	if err != nil {
		return notify.Delivery{}, err
	}
	if msg.ID == "" {
		return notify.Delivery{}, httpx.BadBody(req, resp, "the answer carries no message id")
	}
	return msg.delivery(), nil
}

func (c *HTTPChannel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	req := c.request("sandbox find message", "GET", "/messages?key="+url.QueryEscape(key), "", "", nil)
	var out struct {
		Messages []Message `json:"messages"`
	}
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return nil, err
	}
	if out.Messages == nil {
		return nil, httpx.BadBody(req, resp, "the answer has no messages list")
	}
	if len(out.Messages) == 0 {
		return nil, nil
	}
	d := out.Messages[0].delivery()
	return &d, nil
}

// Open resolves the sandbox to use: with url set (e.g. from
// AXAGENT_SANDBOX_URL) the HTTP connector and channel of that server and a
// nil Service; otherwise an in-process Service (persisted to stateFile when
// set) with its connector and channel. With a URL it checks the server
// answers, so a wrong URL fails here rather than as a Retryable error on
// the first task.
func Open(ctx context.Context, url, stateFile string, clk clock.Clock) (connectors.TaskConnector, notify.Channel, *Service, error) {
	return OpenWith(ctx, url, Options{StateFile: stateFile, Clock: clk})
}

// OpenWith is Open with full Options for the in-process case (ignored when
// url is set: a server has its own).
func OpenWith(ctx context.Context, url string, o Options) (connectors.TaskConnector, notify.Channel, *Service, error) {
	if url != "" {
		tc := NewHTTPTaskConnector(url, nil)
		if _, err := tc.RefreshCapabilities(ctx); err != nil {
			return nil, nil, nil, fmt.Errorf("open sandbox %s: %w", url, err)
		}
		ch := NewHTTPChannel(url, nil)
		ch.remote = tc.remote // one capability cache
		return tc, ch, nil, nil
	}
	svc, err := New(o)
	if err != nil {
		return nil, nil, nil, err
	}
	return NewTaskConnector(svc), NewChannel(svc), svc, nil
}

// OpenFromEnv is Open with the URL from AXAGENT_SANDBOX_URL.
func OpenFromEnv(ctx context.Context, stateFile string, clk clock.Clock) (connectors.TaskConnector, notify.Channel, *Service, error) {
	return Open(ctx, os.Getenv(EnvURL), stateFile, clk)
}
