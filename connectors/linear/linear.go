// Package linear is a connectors.TaskConnector for Linear over its GraphQL
// API (POST https://api.linear.app/graphql).
//
// Guarantee: idempotent create, immediate lookup. Linear lets the client
// choose the issue's id: IssueCreateInput.id is documented as "The
// identifier in UUID v4 format. If none is provided, the backend will
// generate one" (Linear GraphQL schema, packages/sdk/src/schema.graphql in
// github.com/linear/linear, input IssueCreateInput). The connector derives
// that id from the business key (IssueID: SHA-256 of a fixed namespace and
// the key, shaped as a UUID v4, so the schema's format check passes), so
// the same key can only ever name one issue: a resend after a lost
// response either creates the issue (the first request never committed)
// or is refused because the id exists, in which case Create reads the
// issue back by id and returns it. Lookup by key is `issue(id:)` on the
// derived id, served from the primary store, so there is no search lag.
// The key is kept as long as the issue exists (KeyRetention 0): a deleted
// and purged issue could be created again, which is the one issue for the
// key, not a duplicate.
//
// Assignees are Linear user ids (the roster's ids.linear); projects map to
// Linear team ids (Config.Teams). Descriptions are markdown with a link
// back to the notes (Config.SourceLink) and a footer naming the key.
// Cancel moves the issue to the team's workflow state of type "canceled"
// (never issueDelete).
//
// Errors are read as Linear's SDK reads them (packages/sdk/src/error.ts):
// the type of the first GraphQL error's extensions.type ("ratelimited",
// "internal error", "lock timeout", "network error", "invalid input",
// "forbidden", ...), with extensions.code (RATELIMITED, INTERNAL_ERROR)
// where Linear sends it, and, without one, the HTTP status (429 rate
// limited, 5xx internal). A rate limit, on HTTP 400, 429 or 200 alike, is
// retryable with the longest wait of retry-after (seconds) and the
// x-ratelimit-requests-reset / x-ratelimit-complexity-reset headers (UTC
// epoch milliseconds). An internal error, a lock timeout or a network
// error is retryable for a read and of unknown outcome for a mutation.
// "Entity not found" is not found whatever the HTTP status (Linear sends
// it on 200 and on 400). Other errors are permanent.
//
// Status (pull and push alike, StateStatus): the workflow state's type
// completed is done; canceled and duplicate (closed as a duplicate: not
// done here) are cancelled; an issue in the trash bin (Issue.trashed) is
// cancelled; triage, backlog, unstarted and started are open.
package linear

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
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/internal/trackerkit"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
)

// Name is the connector name (and the roster's ids key).
const Name = "linear"

// DefaultURL is Linear's GraphQL endpoint.
const DefaultURL = "https://api.linear.app/graphql"

// DefaultAPIKeyEnv is used when Config.APIKeyEnv is empty.
const DefaultAPIKeyEnv = "AXAGENT_LINEAR_API_KEY"

// Config is the linear section of axagent.yaml.
type Config struct {
	// URL of the GraphQL endpoint (default DefaultURL).
	URL string `yaml:"url,omitempty"`
	// APIKeyEnv names the environment variable holding a personal API key
	// (sent as "Authorization: <key>") or, with OAuth, "Bearer <token>".
	APIKeyEnv string `yaml:"api_key_env"`
	// Teams maps axagent project names to Linear team ids (UUIDs).
	Teams map[string]string `yaml:"teams"`
	// CancelState names the workflow state used by Cancel (default: the
	// team's first state of type "canceled").
	CancelState string `yaml:"cancel_state,omitempty"`
	// SourceLink is a URL template linking an issue back to the notes'
	// source line: {tenant} {project} {meeting} {action}.
	SourceLink string `yaml:"source_link,omitempty"`
	// WebhookSecretEnv names the environment variable holding the secret
	// of the tracker's webhook; set, the worker accepts its pushes on
	// POST /hooks/linear (package trackerpush).
	WebhookSecretEnv string `yaml:"webhook_secret_env,omitempty"`
	// Workspace is the workspace's URL slug (linear.app/{workspace}/…):
	// set, an issue known by its identifier (ENG-123) links to its page.
	Workspace string `yaml:"workspace,omitempty"`
}

// TaskURLOf is the page of issue id in the workspace cfg names, without a
// client: https://linear.app/{workspace}/issue/{identifier}. A page is
// addressed by the issue's identifier, so an ID that is the issue's UUID
// (what the ledger keeps of an issue axagent created) has none.
func TaskURLOf(cfg Config, id string) string {
	if cfg.Workspace == "" || !identifierRe.MatchString(id) || strings.ContainsAny(cfg.Workspace, "/?#") {
		return ""
	}
	return "https://linear.app/" + url.PathEscape(cfg.Workspace) + "/issue/" + id
}

// TaskURL is the issue's page when the workspace is configured and id is
// the issue's identifier (TaskURLOf).
func (c *Connector) TaskURL(id string) string { return TaskURLOf(c.cfg, id) }

// Options is what every tracker connector takes (trackerkit.Options).
type Options = trackerkit.Options

// Connector talks to one Linear workspace.
type Connector struct {
	cfg    Config
	url    string
	apiKey string
	hc     *httpx.Client
	clk    clock.Clock
	log    *slog.Logger
	teamOf map[string]string // team id → axagent project

	mu          sync.Mutex
	cancelState map[string]string // team id → state id
}

// New checks the configuration and reads the API key from the environment.
func New(cfg Config, o Options) (*Connector, error) {
	if cfg.URL == "" {
		cfg.URL = DefaultURL
	}
	u, err := trackerkit.CheckBaseURL(Name, "url", cfg.URL)
	if err != nil {
		return nil, err
	}
	if len(cfg.Teams) == 0 {
		return nil, errors.New("linear: teams is empty: map at least one axagent project to a Linear team id")
	}
	teamOf := map[string]string{}
	for p, id := range cfg.Teams {
		if !uuidRe.MatchString(id) {
			return nil, fmt.Errorf("linear: teams.%s = %q: want the team's id (a UUID), not its key", p, id)
		}
		teamOf[strings.ToLower(id)] = p
	}
	if err := trackerkit.CheckSourceLink(cfg.SourceLink); err != nil {
		return nil, fmt.Errorf("linear: %w", err)
	}
	key, name, err := o.Secret(Name, "api_key_env", cfg.APIKeyEnv, DefaultAPIKeyEnv)
	if err != nil {
		return nil, err
	}
	cfg.APIKeyEnv = name
	c := &Connector{cfg: cfg, url: u, apiKey: key, teamOf: teamOf, cancelState: map[string]string{}}
	cm, err := o.Setup(Name)
	if err != nil {
		return nil, err
	}
	c.hc, c.clk, c.log = cm.HC, cm.Clock, cm.Log
	return c, nil
}

var (
	_ connectors.TaskConnector = (*Connector)(nil)
	_ connectors.Canceler      = (*Connector)(nil)
)

func (c *Connector) Name() string { return Name }

// Capabilities: the id derived from the key makes create idempotent for
// as long as the issue exists; issue(id:) reads the primary store.
func (c *Connector) Capabilities() connectors.Capabilities {
	return connectors.Capabilities{IdempotentCreate: true, LookupByKey: true, LookupLag: 0, KeyRetention: 0}
}

var (
	uuidRe = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
	// identifierRe is the human-facing issue identifier (ENG-123), which
	// issue(id:) and issueUpdate(id:) also accept — what a person types
	// when resolving a key by hand.
	identifierRe = regexp.MustCompile(`^[A-Z][A-Z0-9]*-[0-9]+$`)
)

func issueRef(id string) bool { return uuidRe.MatchString(id) || identifierRe.MatchString(id) }

// namespace separates axagent's ids from any other name-based UUIDs.
const namespace = "axagent/linear/issue/v1\x00"

// IssueID is the Linear issue id for a business key: SHA-256 over a fixed
// namespace and the key, the first 16 bytes with the version nibble set to
// 4 and the RFC 9562 variant, printed as a UUID. The same key always gives
// the same id; Linear's schema asks for the UUID v4 format, which this is.
func IssueID(key string) string {
	sum := sha256.Sum256([]byte(namespace + key))
	b := sum[:16]
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// issueFields is the selection every issue read uses.
const issueFields = `id identifier title description dueDate createdAt url trashed assignee { id } team { id } state { id type }`

type issue struct {
	ID          string `json:"id"`
	Identifier  string `json:"identifier"`
	Title       string `json:"title"`
	Description string `json:"description"`
	DueDate     string `json:"dueDate"`
	CreatedAt   string `json:"createdAt"`
	URL         string `json:"url"`
	Assignee    *struct {
		ID string `json:"id"`
	} `json:"assignee"`
	Team struct {
		ID string `json:"id"`
	} `json:"team"`
	State struct {
		ID   string `json:"id"`
		Type string `json:"type"`
	} `json:"state"`
	Trashed *bool `json:"trashed"`
}

// StateStatus maps a workflow state's type to a task status: canceled
// and duplicate are cancelled, completed is done, the others (triage,
// backlog, unstarted, started) are open ("").
func StateStatus(typ string) string {
	switch typ {
	case "canceled", "duplicate":
		return connectors.StatusCancelled
	case "completed":
		return connectors.StatusDone
	}
	return ""
}

func (c *Connector) remote(is issue) connectors.RemoteTask {
	key := trackerkit.KeyFromText(is.Description)
	proj, ok := c.teamOf[strings.ToLower(is.Team.ID)]
	if !ok {
		proj = "linear-team-" + is.Team.ID
	}
	rt := connectors.RemoteTask{ID: is.ID, Key: key, Project: proj, SourceAction: trackerkit.SourceAction(key), Title: is.Title, DueDate: is.DueDate}
	if is.Assignee != nil {
		rt.AssigneeID = is.Assignee.ID
	}
	rt.Status = StateStatus(is.State.Type)
	if is.Trashed != nil && *is.Trashed {
		rt.Status = connectors.StatusCancelled
	}
	if t, err := time.Parse(time.RFC3339, is.CreatedAt); err == nil {
		rt.CreatedAt = t
	}
	return rt
}

// gqlError is one entry of a GraphQL errors list, as Linear sends it.
type gqlError struct {
	Message    string `json:"message"`
	Extensions struct {
		Code                   string `json:"code"`
		Type                   string `json:"type"`
		UserPresentableMessage string `json:"userPresentableMessage"`
	} `json:"extensions"`
}

type gqlErrors []gqlError

func (es gqlErrors) Error() string {
	var parts []string
	for _, e := range es {
		msg := e.Message
		if e.Extensions.UserPresentableMessage != "" && e.Extensions.UserPresentableMessage != msg {
			msg += " (" + e.Extensions.UserPresentableMessage + ")"
		}
		if e.Extensions.Code != "" {
			msg = e.Extensions.Code + ": " + msg
		}
		parts = append(parts, msg)
	}
	return strings.Join(parts, "; ")
}

// has reports whether any error carries one of the given codes or SDK
// types ("ratelimited" / RATELIMITED, "internal error" / INTERNAL_ERROR).
func (es gqlErrors) has(kinds ...string) bool {
	for _, e := range es {
		for _, k := range kinds {
			if strings.EqualFold(e.Extensions.Code, k) || strings.EqualFold(e.Extensions.Type, k) {
				return true
			}
		}
	}
	return false
}

// transient: Linear failed on its side; a read may be sent again, a
// mutation may have been applied.
func (es gqlErrors) transient() bool {
	return es.has("internal error", "INTERNAL_ERROR", "INTERNAL_SERVER_ERROR", "lock timeout", "LOCK_TIMEOUT", "network error")
}

// notFound: Linear answers a read of a missing entity with "Entity not
// found".
func (es gqlErrors) notFound() bool {
	for _, e := range es {
		if strings.Contains(strings.ToLower(e.Message), "entity not found") {
			return true
		}
	}
	return false
}

// errNotFound is returned by gql when the only errors say "not found".
var errNotFound = errors.New("not found")

// gql sends one operation. Reads (mutating false) that broke after the
// request was written are retryable: a query changes nothing, though it
// travels as a POST.
func (c *Connector) gql(ctx context.Context, op string, mutating bool, query string, vars map[string]any, data any) error {
	req := httpx.Request{Op: op, Method: http.MethodPost, URL: c.url,
		JSON: map[string]any{"query": query, "variables": vars}, Header: http.Header{"Authorization": {c.apiKey}}}
	resp, err := c.hc.Do(ctx, req)
	if err != nil && !mutating && failure.IsUnknown(err) {
		err = trackerkit.Reclass(err, failure.Retryable)
	}
	var body struct {
		Data   json.RawMessage `json:"data"`
		Errors gqlErrors       `json:"errors"`
	}
	decoded := resp != nil && len(resp.Body) > 0 && json.Unmarshal(resp.Body, &body) == nil
	if resp != nil && rateLimited(resp, body.Errors) {
		return trackerkit.RateLimited(op, resp.Status, c.resetWait(resp.Header), time.Minute, fmt.Errorf("%d: %w", resp.Status, body.Errors))
	}
	if decoded && body.Errors.notFound() {
		// On 200 or 400 alike: the entity does not exist.
		status := 0
		if resp != nil {
			status = resp.Status
		}
		return &failure.Error{Class: failure.Permanent, Op: op, Status: status, Err: fmt.Errorf("%w: %w", errNotFound, body.Errors)}
	}
	if decoded && body.Errors.transient() {
		if mutating {
			return failure.NewUnknown(op, body.Errors)
		}
		return failure.NewRetryable(op, body.Errors)
	}
	if err != nil {
		if decoded && len(body.Errors) > 0 {
			// Keep httpx's class (400 permanent, 5xx unknown for a
			// mutation), with Linear's own words.
			return withCause(err, body.Errors)
		}
		return err
	}
	if !decoded {
		return httpx.DecodeJSON(httpx.Request{Op: op, Method: methodFor(mutating)}, resp, &body)
	}
	if len(body.Errors) > 0 {
		return failure.NewPermanent(op, body.Errors)
	}
	if err := json.Unmarshal(body.Data, data); err != nil || len(body.Data) == 0 || string(body.Data) == "null" {
		return httpx.BadBody(httpx.Request{Op: op, Method: methodFor(mutating)}, resp, "no data in the answer")
	}
	return nil
}

func methodFor(mutating bool) string {
	if mutating {
		return http.MethodPost
	}
	return http.MethodGet
}

func withCause(err error, cause error) error {
	var fe *failure.Error
	if !errors.As(err, &fe) {
		return err
	}
	c := *fe
	c.Err = fmt.Errorf("%d: %w", fe.Status, cause)
	return &c
}

func rateLimited(resp *httpx.Response, errs gqlErrors) bool {
	return resp.Status == http.StatusTooManyRequests || errs.has("RATELIMITED", "ratelimited")
}

// resetWait reads Linear's reset headers (epoch milliseconds) and
// Retry-After, taking the longest.
func (c *Connector) resetWait(h http.Header) time.Duration {
	now := c.clk.Now()
	wait := httpx.ParseRetryAfter(h.Get("Retry-After"), now)
	for _, name := range []string{"X-RateLimit-Requests-Reset", "X-RateLimit-Complexity-Reset", "X-RateLimit-Endpoint-Requests-Reset"} {
		if d := trackerkit.EpochWait(h.Get(name), time.Millisecond, now); d > wait {
			wait = d
		}
	}
	return wait
}

const createMutation = `mutation AxagentIssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { ` + issueFields + ` } }
}`

func (c *Connector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	const op = "linear create"
	team, ok := c.cfg.Teams[t.Project]
	if !ok {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("project %q is not mapped to a Linear team (linear.teams)", t.Project))
	}
	if err := trackerkit.CheckTask(op, t); err != nil {
		return connectors.RemoteTask{}, err
	}
	if t.AssigneeID != "" && !uuidRe.MatchString(t.AssigneeID) {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee id %q is not a Linear user id (roster ids.linear, a UUID)", t.AssigneeID))
	}
	id := IssueID(t.Key)
	input := map[string]any{"id": id, "teamId": team, "title": t.Title,
		"description": trackerkit.Body(t, trackerkit.SourceLink(c.cfg.SourceLink, t.Key))}
	if t.AssigneeID != "" {
		input["assigneeId"] = t.AssigneeID
	}
	if t.DueDate != "" {
		input["dueDate"] = t.DueDate
	}
	var out struct {
		IssueCreate struct {
			Success bool   `json:"success"`
			Issue   *issue `json:"issue"`
		} `json:"issueCreate"`
	}
	err := c.gql(ctx, op, true, createMutation, map[string]any{"input": input}, &out)
	if err != nil {
		if !failure.IsPermanent(err) {
			return connectors.RemoteTask{}, err
		}
		// Refused: perhaps because the id exists, i.e. an earlier send of
		// this key committed. Read it back by id rather than trusting the
		// wording of the refusal.
		existing, ferr := c.FindByKey(ctx, t.Key)
		if ferr != nil || existing == nil {
			return connectors.RemoteTask{}, err
		}
		c.log.Info("linear issue exists for key", "key", t.Key, "id", existing.ID, "attempt", t.AttemptID)
		return *existing, nil
	}
	if !out.IssueCreate.Success || out.IssueCreate.Issue == nil || out.IssueCreate.Issue.ID == "" {
		return connectors.RemoteTask{}, failure.NewUnknown(op, errors.New("issueCreate answered without success and an issue"))
	}
	if !strings.EqualFold(out.IssueCreate.Issue.ID, id) {
		// Linear ignored the id we chose: lookup by key would never find
		// this issue. Stop loudly rather than invite a duplicate later.
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue %s created under id %s, not the key's id %s: Linear did not keep the client id", out.IssueCreate.Issue.Identifier, out.IssueCreate.Issue.ID, id))
	}
	rt := c.remote(*out.IssueCreate.Issue)
	c.log.Info("linear issue created", "key", t.Key, "id", rt.ID, "identifier", out.IssueCreate.Issue.Identifier, "attempt", t.AttemptID)
	return rt, nil
}

const issueQuery = `query AxagentIssue($id: String!) { issue(id: $id) { ` + issueFields + ` } }`

func (c *Connector) get(ctx context.Context, op, id string) (*issue, error) {
	if !issueRef(id) {
		return nil, failure.NewPermanent(op, fmt.Errorf("issue id %q is not a Linear issue id (a UUID or an identifier such as ENG-123)", id))
	}
	var out struct {
		Issue *issue `json:"issue"`
	}
	if err := c.gql(ctx, op, false, issueQuery, map[string]any{"id": id}, &out); err != nil {
		if errors.Is(err, errNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return out.Issue, nil
}

// FindByKey reads the issue whose id the key derives; not found is nil.
func (c *Connector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	is, err := c.get(ctx, "linear find", IssueID(key))
	if err != nil || is == nil {
		return nil, err
	}
	rt := c.remote(*is)
	if rt.Key == "" {
		// The description was edited and lost the footer: the id alone
		// proves the key.
		rt.Key, rt.SourceAction = key, trackerkit.SourceAction(key)
	}
	return &rt, nil
}

func (c *Connector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	const op = "linear get"
	is, err := c.get(ctx, op, id)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if is == nil {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue %s: %w", id, errNotFound))
	}
	return c.remote(*is), nil
}

const updateMutation = `mutation AxagentIssueUpdate($id: String!, $input: IssueUpdateInput!) {
  issueUpdate(id: $id, input: $input) { success issue { ` + issueFields + ` } }
}`

func (c *Connector) update(ctx context.Context, op, id string, input map[string]any) (connectors.RemoteTask, error) {
	if !issueRef(id) {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue id %q is not a Linear issue id (a UUID or an identifier such as ENG-123)", id))
	}
	var out struct {
		IssueUpdate struct {
			Success bool   `json:"success"`
			Issue   *issue `json:"issue"`
		} `json:"issueUpdate"`
	}
	if err := c.gql(ctx, op, true, updateMutation, map[string]any{"id": id, "input": input}, &out); err != nil {
		return connectors.RemoteTask{}, err
	}
	if !out.IssueUpdate.Success || out.IssueUpdate.Issue == nil {
		return connectors.RemoteTask{}, failure.NewUnknown(op, errors.New("issueUpdate answered without success and an issue"))
	}
	return c.remote(*out.IssueUpdate.Issue), nil
}

// Update sets the due date and/or assignee (R6); setting values is
// idempotent, so a resend is harmless.
func (c *Connector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "linear update"
	if err := trackerkit.CheckDue(op, u.DueDate); err != nil {
		return connectors.RemoteTask{}, err
	}
	input := map[string]any{}
	if u.AssigneeID != "" {
		if !uuidRe.MatchString(u.AssigneeID) {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee id %q is not a Linear user id (roster ids.linear)", u.AssigneeID))
		}
		input["assigneeId"] = u.AssigneeID
	}
	if u.DueDate != "" {
		input["dueDate"] = u.DueDate
	}
	if len(input) == 0 {
		return c.Get(ctx, u.ExternalID)
	}
	return c.update(ctx, op, u.ExternalID, input)
}

const statesQuery = `query AxagentCanceledStates($team: ID!) {
  workflowStates(filter: { team: { id: { eq: $team } }, type: { eq: "canceled" } }) { nodes { id name type } }
}`

func (c *Connector) canceledState(ctx context.Context, op, team string) (string, error) {
	c.mu.Lock()
	id, ok := c.cancelState[team]
	c.mu.Unlock()
	if ok {
		return id, nil
	}
	var out struct {
		WorkflowStates struct {
			Nodes []struct {
				ID   string `json:"id"`
				Name string `json:"name"`
				Type string `json:"type"`
			} `json:"nodes"`
		} `json:"workflowStates"`
	}
	if err := c.gql(ctx, op, false, statesQuery, map[string]any{"team": team}, &out); err != nil {
		return "", err
	}
	for _, s := range out.WorkflowStates.Nodes {
		if s.Type != "canceled" || (c.cfg.CancelState != "" && !strings.EqualFold(s.Name, c.cfg.CancelState)) {
			continue
		}
		c.mu.Lock()
		c.cancelState[team] = s.ID
		c.mu.Unlock()
		return s.ID, nil
	}
	return "", failure.NewPermanent(op, fmt.Errorf("team %s has no workflow state of type canceled named %q", team, c.cfg.CancelState))
}

// Cancel moves the issue to the team's canceled state: a compensation,
// never a delete (R21). Cancelling twice is harmless.
func (c *Connector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "linear cancel"
	is, err := c.get(ctx, op, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if is == nil {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue %s: %w", u.ExternalID, errNotFound))
	}
	if is.State.Type == "canceled" {
		return c.remote(*is), nil
	}
	state, err := c.canceledState(ctx, op, is.Team.ID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	return c.update(ctx, op, u.ExternalID, map[string]any{"stateId": state})
}

const viewerQuery = `query AxagentViewer { viewer { id } }`

const userQuery = `query AxagentUser($id: String!) { user(id: $id) { id active } }`

// CheckUser verifies that id names an active user of the workspace (the
// user(id:) query of Linear's GraphQL API): the roster's ids.linear.
func (c *Connector) CheckUser(ctx context.Context, id string) error {
	const op = "linear check user"
	var out struct {
		User *struct {
			ID     string `json:"id"`
			Active bool   `json:"active"`
		} `json:"user"`
	}
	if err := c.gql(ctx, op, false, userQuery, map[string]any{"id": id}, &out); err != nil {
		return fmt.Errorf("user %s: %w", id, err)
	}
	if out.User == nil || !out.User.Active {
		return fmt.Errorf("user %s is not an active member of the workspace", id)
	}
	return nil
}

const teamQuery = `query AxagentTeam($id: String!) { team(id: $id) { id key } }`

// Check verifies the API key and that every configured team exists, so a
// bad configuration shows before the first create. It returns every
// problem found.
func (c *Connector) Check(ctx context.Context) error {
	const op = "linear check"
	var viewer struct {
		Viewer struct {
			ID string `json:"id"`
		} `json:"viewer"`
	}
	if err := c.gql(ctx, op, false, viewerQuery, nil, &viewer); err != nil {
		return fmt.Errorf("the API key in %s does not work: %w", c.cfg.APIKeyEnv, err)
	}
	var errs []error
	for project, team := range c.cfg.Teams {
		var out struct {
			Team *struct {
				ID  string `json:"id"`
				Key string `json:"key"`
			} `json:"team"`
		}
		if err := c.gql(ctx, op, false, teamQuery, map[string]any{"id": team}, &out); err != nil || out.Team == nil {
			errs = append(errs, fmt.Errorf("teams.%s: team %s not found or not visible to this key: %w", project, team, err))
		}
	}
	return errors.Join(errs...)
}
