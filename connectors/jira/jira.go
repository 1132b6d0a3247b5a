// Package jira is a connectors.TaskConnector for Jira Cloud over the REST
// API v3 (https://YOUR-SITE.atlassian.net/rest/api/3).
//
// Guarantee: no idempotent create, lookup by key with a search lag.
// "Create issue" (POST /rest/api/3/issue, Jira Cloud platform REST API,
// Issues) takes no idempotency key, so a resend after a lost response
// would make a second issue; the connector never resends and axagent
// reconciles by key. The key is stored in a configured text custom field
// (Config.KeyField, e.g. customfield_10050), or, when none is configured,
// in a label derived from it ("axk-" + 12 hex digits of its SHA-256).
// Lookup is JQL through "Search for issues using JQL enhanced search"
// (POST /rest/api/3/search/jql, paginated by nextPageToken). Atlassian
// documents that this search "doesn't provide read-after-write consistency
// by default" and that a write may take "from a few seconds to minutes" to
// show ("Search After Write with Search And Reconcile", Jira Cloud platform
// developer docs); its reconcileIssues parameter needs the issue ids, which
// a lost response never told us. So the connector declares LookupLag
// (Config.SearchLag, default DefaultSearchLag): reconciliation waits that
// long after a send before it trusts "not found", then re-checks a bounded
// number of times before handing the key to a human — never resending.
// Each hit's stored key is compared exactly (a text field's JQL "~" is a
// fuzzy match).
//
// The description is an Atlassian Document Format document: the task's
// text (quoted lines as a blockquote), a link back to the notes' source
// line (Config.SourceLink) and a footer naming the key. Assignees are
// Atlassian accountIds (the roster's ids.jira); the due date is the
// duedate field. Update sets duedate/assignee (PUT, 204). Cancel applies a
// workflow transition to a "cancelled" status (Config.CancelTransition, or
// the first transition to a status named Canceled/Cancelled/Won't Do) —
// never a delete.
//
// Errors and rate limits ("Rate limiting", Jira Cloud platform docs): a 429
// is retryable after Retry-After (seconds) or X-RateLimit-Reset (an ISO
// 8601 time), whichever is later; a 409 (Jira: "the issue could not be
// updated due to a conflicting update") changed nothing and is retryable
// after a short wait; 400 (validation, including a field not on the create
// screen, or no permission to create), 401, 403 and 404 are permanent with
// Jira's errorMessages/errors; a 5xx on a create is unknown.
//
// Check (axagent targets check) reads each project's create metadata
// (GET /rest/api/3/issue/createmeta/{project}/issuetypes[/{id}]) and names
// every field the connector sets that the create screen lacks, and every
// required field it does not set, with the fix — so a project whose screen
// would refuse every create shows at check time, not at the first run.
package jira

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"sort"
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
const Name = "jira"

// DefaultTokenEnv is used when Config.APITokenEnv is empty.
const DefaultTokenEnv = "AXAGENT_JIRA_API_TOKEN"

// ConflictWait is how long to wait before resending a request Jira
// refused with 409 (a conflicting update of the same issue).
const ConflictWait = 5 * time.Second

// DefaultSearchLag is the declared search lag when Config.SearchLag is
// empty: most writes show within seconds, Atlassian says minutes are
// possible.
const DefaultSearchLag = 3 * time.Minute

// Config is the jira section of axagent.yaml.
type Config struct {
	// URL of the site, e.g. https://acme.atlassian.net.
	URL string `yaml:"url"`
	// Email of the account the API token belongs to (basic auth).
	Email string `yaml:"email"`
	// APITokenEnv names the environment variable holding the API token.
	APITokenEnv string `yaml:"api_token_env"`
	// Projects maps axagent project names to Jira project keys.
	Projects map[string]string `yaml:"projects"`
	// IssueType of created issues (default "Task").
	IssueType string `yaml:"issue_type,omitempty"`
	// KeyField is the text custom field holding the business key, as
	// customfield_NNNNN; empty stores the key as a label instead.
	KeyField string `yaml:"key_field,omitempty"`
	// SearchLag is the declared JQL search lag (a Go duration; default
	// DefaultSearchLag).
	SearchLag string `yaml:"search_lag,omitempty"`
	// CancelTransition names the workflow transition Cancel applies.
	CancelTransition string `yaml:"cancel_transition,omitempty"`
	// SourceLink is a URL template linking an issue back to the notes'
	// source line: {tenant} {project} {meeting} {action}.
	SourceLink string `yaml:"source_link,omitempty"`
	// WebhookSecretEnv names the environment variable holding the secret
	// of the tracker's webhook; set, the worker accepts its pushes on
	// POST /hooks/jira (package trackerpush).
	WebhookSecretEnv string `yaml:"webhook_secret_env,omitempty"`
}

// Options is what every tracker connector takes (trackerkit.Options).
type Options = trackerkit.Options

// Connector talks to one Jira Cloud site.
type Connector struct {
	cfg     Config
	base    string
	auth    string
	fieldNo string // NNNNN of customfield_NNNNN, "" in label mode
	lag     time.Duration
	hc      *httpx.Client
	clk     clock.Clock
	log     *slog.Logger
	projOf  map[string]string // Jira project key → axagent project

	mu             sync.Mutex
	cancelStatuses map[string]bool // lower-case status names Cancel moved to
}

var (
	fieldRe   = regexp.MustCompile(`^customfield_(\d+)$`)
	projKeyRe = regexp.MustCompile(`^[A-Z][A-Z0-9_]+$`)
	issueRe   = regexp.MustCompile(`^(?:[A-Z][A-Z0-9_]+-\d+|\d+)$`)
	accountRe = regexp.MustCompile(`^[A-Za-z0-9:_-]{1,128}$`)
)

// New checks the configuration and reads the API token from the
// environment.
func New(cfg Config, o Options) (*Connector, error) {
	if cfg.URL == "" {
		return nil, errors.New("jira: url is required (https://YOUR-SITE.atlassian.net)")
	}
	base, err := trackerkit.CheckBaseURL(Name, "url", cfg.URL)
	if err != nil {
		return nil, err
	}
	if cfg.Email == "" {
		return nil, errors.New("jira: email is required (the account the API token belongs to)")
	}
	if len(cfg.Projects) == 0 {
		return nil, errors.New("jira: projects is empty: map at least one axagent project to a Jira project key")
	}
	projOf := map[string]string{}
	for p, k := range cfg.Projects {
		if !projKeyRe.MatchString(k) {
			return nil, fmt.Errorf("jira: projects.%s = %q: want a Jira project key such as PROJ", p, k)
		}
		projOf[k] = p
	}
	c := &Connector{cfg: cfg, base: base, projOf: projOf, lag: DefaultSearchLag, cancelStatuses: map[string]bool{}}
	if cfg.KeyField != "" {
		m := fieldRe.FindStringSubmatch(cfg.KeyField)
		if m == nil {
			return nil, fmt.Errorf("jira: key_field %q: want customfield_NNNNN (a single-line text field on the create and edit screens)", cfg.KeyField)
		}
		c.fieldNo = m[1]
	}
	if cfg.SearchLag != "" {
		d, err := time.ParseDuration(cfg.SearchLag)
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("jira: search_lag %q: want a positive duration such as 3m", cfg.SearchLag)
		}
		c.lag = d
	}
	if c.cfg.IssueType == "" {
		c.cfg.IssueType = "Task"
	}
	if err := trackerkit.CheckSourceLink(cfg.SourceLink); err != nil {
		return nil, fmt.Errorf("jira: %w", err)
	}
	token, name, err := o.Secret(Name, "api_token_env", cfg.APITokenEnv, DefaultTokenEnv)
	if err != nil {
		return nil, err
	}
	c.cfg.APITokenEnv = name
	c.auth = "Basic " + base64.StdEncoding.EncodeToString([]byte(cfg.Email+":"+token))
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

// Capabilities: no idempotent create; JQL lookup lags (see the package
// comment).
func (c *Connector) Capabilities() connectors.Capabilities {
	return connectors.Capabilities{IdempotentCreate: false, LookupByKey: true, LookupLag: c.lag}
}

// KeyLabel is the label holding the key when no key field is configured.
func KeyLabel(key string) string { return trackerkit.KeyLabel(key) }

func (c *Connector) request(op, method, path string, body any) httpx.Request {
	return httpx.Request{Op: op, Method: method, URL: c.base + path, JSON: body, Header: http.Header{"Authorization": {c.auth}}}
}

// jiraErrors is Jira's error body.
type jiraErrors struct {
	ErrorMessages []string          `json:"errorMessages"`
	Errors        map[string]string `json:"errors"`
}

func (e jiraErrors) String() string {
	parts := append([]string(nil), e.ErrorMessages...)
	keys := make([]string, 0, len(e.Errors))
	for k := range e.Errors {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		parts = append(parts, k+": "+e.Errors[k])
	}
	return strings.Join(parts, "; ")
}

// do sends a request; a 429 gets the later of Retry-After and
// X-RateLimit-Reset, and a refusal carries Jira's own messages.
func (c *Connector) do(ctx context.Context, req httpx.Request, out any) (*httpx.Response, error) {
	resp, err := c.hc.Do(ctx, req)
	if err != nil {
		if resp == nil {
			return nil, err
		}
		return c.classify(req, resp, err)
	}
	if out != nil {
		if err := httpx.DecodeJSON(req, resp, out); err != nil {
			return resp, err
		}
	}
	return resp, nil
}

type jiraIssue struct {
	ID     string         `json:"id"`
	Key    string         `json:"key"`
	Fields map[string]any `json:"fields"`
}

func (is jiraIssue) str(path ...string) string {
	var v any = is.Fields
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[p]
	}
	s, _ := v.(string)
	return s
}

func (is jiraIssue) labels() []string {
	var out []string
	if ls, ok := is.Fields["labels"].([]any); ok {
		for _, l := range ls {
			if s, ok := l.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// storedKey reads the key from the key field, or (label mode) from the
// description's footer, checked against the label.
func (c *Connector) storedKey(is jiraIssue) string {
	if c.fieldNo != "" {
		return is.str("customfield_" + c.fieldNo)
	}
	key := trackerkit.KeyFromText(adfText(is.Fields["description"]))
	for _, l := range is.labels() {
		if key != "" && l == KeyLabel(key) {
			return key
		}
	}
	return ""
}

func (c *Connector) remote(is jiraIssue) connectors.RemoteTask {
	key := c.storedKey(is)
	pk := is.str("project", "key")
	proj, ok := c.projOf[pk]
	if !ok {
		proj = "jira-project-" + pk
	}
	rt := connectors.RemoteTask{ID: is.Key, Key: key, Project: proj, SourceAction: trackerkit.SourceAction(key), Title: is.str("summary"),
		AssigneeID: is.str("assignee", "accountId"), DueDate: is.str("duedate")}
	switch {
	case c.isCancelled(is.str("status", "name")):
		rt.Status = connectors.StatusCancelled
	case is.str("status", "statusCategory", "key") == "done":
		rt.Status = connectors.StatusDone
	}
	if t, err := time.Parse("2006-01-02T15:04:05.000-0700", is.str("created")); err == nil {
		rt.CreatedAt = t
	}
	return rt
}

var cancelNames = []string{"canceled", "cancelled", "won't do", "wont do"}

func (c *Connector) isCancelled(status string) bool {
	s := strings.ToLower(status)
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cancelStatuses[s] || CancelledName(s)
}

// CancelledName reports whether a status name says the issue will not be
// done (Canceled, Cancelled, Won't Do), whatever its category.
func CancelledName(status string) bool {
	s := strings.ToLower(strings.TrimSpace(status))
	for _, n := range cancelNames {
		if s == n {
			return true
		}
	}
	return false
}

// IssueStatus maps a status name and its category key to a task status:
// a cancelled name is cancelled, the "done" category is done, else "".
func IssueStatus(name, categoryKey string) string {
	switch {
	case CancelledName(name):
		return connectors.StatusCancelled
	case categoryKey == "done":
		return connectors.StatusDone
	}
	return ""
}

func (c *Connector) fieldList() []string {
	f := []string{"summary", "description", "assignee", "duedate", "labels", "project", "status", "created"}
	if c.fieldNo != "" {
		f = append(f, "customfield_"+c.fieldNo)
	}
	return f
}

func (c *Connector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	const op = "jira create"
	pk, ok := c.cfg.Projects[t.Project]
	if !ok {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("project %q is not mapped to a Jira project (jira.projects)", t.Project))
	}
	if err := trackerkit.CheckTask(op, t); err != nil {
		return connectors.RemoteTask{}, err
	}
	fields := map[string]any{
		"project":     map[string]any{"key": pk},
		"issuetype":   map[string]any{"name": c.cfg.IssueType},
		"summary":     t.Title,
		"description": ADF(t, trackerkit.SourceLink(c.cfg.SourceLink, t.Key)),
		"labels":      []string{"axagent"},
	}
	if c.fieldNo != "" {
		fields["customfield_"+c.fieldNo] = t.Key
	} else {
		fields["labels"] = []string{"axagent", KeyLabel(t.Key)}
	}
	if t.AssigneeID != "" {
		if !accountRe.MatchString(t.AssigneeID) {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee %q is not an Atlassian accountId (roster ids.jira)", t.AssigneeID))
		}
		fields["assignee"] = map[string]any{"accountId": t.AssigneeID}
	}
	if t.DueDate != "" {
		fields["duedate"] = t.DueDate
	}
	req := c.request(op, http.MethodPost, "/rest/api/3/issue", map[string]any{"fields": fields})
	var out struct {
		ID   string `json:"id"`
		Key  string `json:"key"`
		Self string `json:"self"`
	}
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if out.Key == "" || out.ID == "" {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no issue id and key")
	}
	// Jira answers a create with id, key and self only; it refuses (400)
	// any field it would not set, so what was sent is what it holds.
	rt := connectors.RemoteTask{ID: out.Key, Key: t.Key, Project: t.Project, SourceAction: trackerkit.SourceAction(t.Key), Title: t.Title,
		AssigneeID: t.AssigneeID, DueDate: t.DueDate, CreatedAt: c.clk.Now()}
	c.log.Info("jira issue created", "key", t.Key, "id", out.Key, "attempt", t.AttemptID)
	return rt, nil
}

// jqlString quotes s for JQL.
func jqlString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// jql is the lookup query for key.
func (c *Connector) jql(key string) string {
	if c.fieldNo != "" {
		// A text field only supports "~" (contains); the quoted phrase
		// narrows it, and hits are compared exactly.
		return fmt.Sprintf("cf[%s] ~ %s ORDER BY created ASC", c.fieldNo, jqlString(`"`+key+`"`))
	}
	return fmt.Sprintf("labels = %s ORDER BY created ASC", jqlString(KeyLabel(key)))
}

func (c *Connector) issuesForKey(ctx context.Context, key string) ([]connectors.RemoteTask, error) {
	const op = "jira find"
	var hits []connectors.RemoteTask
	token := ""
	for page := 0; ; page++ {
		if page >= 20 {
			return nil, failure.NewPermanent(op, fmt.Errorf("more than 20 pages of issues match %s", c.jql(key)))
		}
		body := map[string]any{"jql": c.jql(key), "fields": c.fieldList(), "maxResults": 100}
		if token != "" {
			body["nextPageToken"] = token
		}
		req := c.request(op, http.MethodPost, "/rest/api/3/search/jql", body)
		var out struct {
			Issues        []jiraIssue `json:"issues"`
			NextPageToken string      `json:"nextPageToken"`
			IsLast        *bool       `json:"isLast"`
		}
		resp, err := c.hc.Do(ctx, req)
		if err == nil {
			err = httpx.DecodeJSON(httpx.Request{Op: op, Method: http.MethodGet}, resp, &out)
		} else {
			// A search changes nothing although it is a POST.
			if failure.IsUnknown(err) {
				err = trackerkit.Reclass(err, failure.Retryable)
			}
			if resp != nil {
				_, err = c.classify(req, resp, err)
			}
		}
		if err != nil {
			return nil, err
		}
		if out.Issues == nil {
			return nil, failure.NewPermanent(op, errors.New("the search answer has no issues list"))
		}
		for _, is := range out.Issues {
			if rt := c.remote(is); rt.Key == key {
				hits = append(hits, rt)
			}
		}
		if out.NextPageToken == "" || (out.IsLast != nil && *out.IsLast) {
			break
		}
		token = out.NextPageToken
	}
	return hits, nil
}

// classify turns a refused request into Jira's terms: a 429 waits the later
// of Retry-After and X-RateLimit-Reset ("yyyy-MM-ddTHH:mmZ"), and any other
// refusal carries Jira's errorMessages and errors.
func (c *Connector) classify(req httpx.Request, resp *httpx.Response, err error) (*httpx.Response, error) {
	if resp.Status == http.StatusConflict {
		var je jiraErrors
		_ = json.Unmarshal(resp.Body, &je)
		return resp, &failure.Error{Class: failure.Retryable, Op: req.Op, Status: resp.Status, RetryAfter: ConflictWait,
			Err: fmt.Errorf("409 conflicting update, nothing changed: %s", je.String())}
	}
	if resp.Status == http.StatusTooManyRequests {
		wait := failure.RetryAfterOf(err)
		reset := resp.Header.Get("X-RateLimit-Reset")
		for _, layout := range []string{"2006-01-02T15:04Z07:00", time.RFC3339} {
			if t, perr := time.Parse(layout, reset); perr == nil {
				wait = max(wait, t.Sub(c.clk.Now()))
				break
			}
		}
		return resp, trackerkit.RateLimited(req.Op, resp.Status, wait, 30*time.Second, fmt.Errorf("429 Too Many Requests %s", resp.Header.Get("RateLimit-Reason")))
	}
	var je jiraErrors
	if json.Unmarshal(resp.Body, &je) == nil && je.String() != "" {
		var fe *failure.Error
		if errors.As(err, &fe) {
			cp := *fe
			cp.Err = fmt.Errorf("%d: %s", resp.Status, je.String())
			return resp, &cp
		}
	}
	return resp, err
}

// FindByKey returns the oldest issue carrying the key, or nil. A new issue
// may stay invisible for the declared LookupLag.
func (c *Connector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	hits, err := c.issuesForKey(ctx, key)
	if err != nil || len(hits) == 0 {
		return nil, err
	}
	return &hits[0], nil
}

// CountForKey returns how many issues the search shows for key.
func (c *Connector) CountForKey(ctx context.Context, key string) (int, error) {
	hits, err := c.issuesForKey(ctx, key)
	return len(hits), err
}

func (c *Connector) get(ctx context.Context, op, id string) (jiraIssue, error) {
	if !issueRe.MatchString(id) {
		return jiraIssue{}, failure.NewPermanent(op, fmt.Errorf("issue %q: want an issue key such as PROJ-12 or an id", id))
	}
	q := url.Values{"fields": {strings.Join(c.fieldList(), ",")}}
	req := c.request(op, http.MethodGet, "/rest/api/3/issue/"+id+"?"+q.Encode(), nil)
	var is jiraIssue
	resp, err := c.do(ctx, req, &is)
	if err != nil {
		return jiraIssue{}, err
	}
	if is.Key == "" {
		return jiraIssue{}, httpx.BadBody(req, resp, "the answer carries no issue")
	}
	return is, nil
}

func (c *Connector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	is, err := c.get(ctx, "jira get", id)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	return c.remote(is), nil
}

// Update sets duedate and/or assignee (R6); a resend sets the same values.
func (c *Connector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "jira update"
	if err := trackerkit.CheckDue(op, u.DueDate); err != nil {
		return connectors.RemoteTask{}, err
	}
	if !issueRe.MatchString(u.ExternalID) {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue %q: want an issue key such as PROJ-12", u.ExternalID))
	}
	fields := map[string]any{}
	if u.DueDate != "" {
		fields["duedate"] = u.DueDate
	}
	if u.AssigneeID != "" {
		if !accountRe.MatchString(u.AssigneeID) {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee %q is not an Atlassian accountId (roster ids.jira)", u.AssigneeID))
		}
		fields["assignee"] = map[string]any{"accountId": u.AssigneeID}
	}
	if len(fields) > 0 {
		req := c.request(op, http.MethodPut, "/rest/api/3/issue/"+u.ExternalID+"?notifyUsers=true", map[string]any{"fields": fields})
		if _, err := c.do(ctx, req, nil); err != nil {
			return connectors.RemoteTask{}, err
		}
	}
	rt, err := c.Get(ctx, u.ExternalID)
	if err != nil && len(fields) > 0 {
		return connectors.RemoteTask{}, failure.NewUnknown(op, fmt.Errorf("issue %s updated, reading it back: %w", u.ExternalID, err))
	}
	return rt, err
}

// Cancel applies the cancel transition (R21); an issue already in a
// cancelled status is left as it is, so cancelling twice is harmless.
func (c *Connector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "jira cancel"
	is, err := c.get(ctx, op, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if c.isCancelled(is.str("status", "name")) {
		return c.remote(is), nil
	}
	req := c.request(op, http.MethodGet, "/rest/api/3/issue/"+u.ExternalID+"/transitions", nil)
	var out struct {
		Transitions []struct {
			ID   string `json:"id"`
			Name string `json:"name"`
			To   struct {
				Name string `json:"name"`
			} `json:"to"`
		} `json:"transitions"`
	}
	if _, err := c.do(ctx, req, &out); err != nil {
		return connectors.RemoteTask{}, err
	}
	id, to := "", ""
	for _, tr := range out.Transitions {
		match := strings.EqualFold(tr.Name, c.cfg.CancelTransition)
		if c.cfg.CancelTransition == "" {
			for _, n := range cancelNames {
				match = match || strings.EqualFold(tr.To.Name, n)
			}
		}
		if match {
			id, to = tr.ID, tr.To.Name
			break
		}
	}
	if id == "" {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("issue %s has no transition to a cancelled status from %q: set jira.cancel_transition", u.ExternalID, is.str("status", "name")))
	}
	c.mu.Lock()
	c.cancelStatuses[strings.ToLower(to)] = true
	c.mu.Unlock()
	req = c.request(op, http.MethodPost, "/rest/api/3/issue/"+u.ExternalID+"/transitions", map[string]any{"transition": map[string]any{"id": id}})
	if _, err := c.do(ctx, req, nil); err != nil {
		return connectors.RemoteTask{}, err
	}
	rt, err := c.Get(ctx, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, failure.NewUnknown(op, fmt.Errorf("issue %s transitioned, reading it back: %w", u.ExternalID, err))
	}
	return rt, nil
}

// CheckUser verifies that accountID names an active user ("Get user",
// GET /rest/api/3/user?accountId=, Jira Cloud platform REST API, Users):
// the roster's ids.jira of a person tasks may be assigned to.
func (c *Connector) CheckUser(ctx context.Context, accountID string) error {
	const op = "jira check user"
	if !accountRe.MatchString(accountID) {
		return fmt.Errorf("%q is not an Atlassian accountId", accountID)
	}
	var u struct {
		AccountID string `json:"accountId"`
		Active    bool   `json:"active"`
	}
	if _, err := c.do(ctx, c.request(op, http.MethodGet, "/rest/api/3/user?accountId="+url.QueryEscape(accountID), nil), &u); err != nil {
		return fmt.Errorf("user %s: %w", accountID, err)
	}
	if !u.Active {
		return fmt.Errorf("user %s is deactivated", accountID)
	}
	return nil
}

// Check verifies the credentials, every configured project, and the key
// field (a searchable single-line text field), so a bad configuration
// shows before the first create. It returns every problem found.
func (c *Connector) Check(ctx context.Context) error {
	const op = "jira check"
	var me struct {
		AccountID string `json:"accountId"`
	}
	if _, err := c.do(ctx, c.request(op, http.MethodGet, "/rest/api/3/myself", nil), &me); err != nil {
		return fmt.Errorf("the credentials (email %s, token in %s) do not work: %w", c.cfg.Email, c.cfg.APITokenEnv, err)
	}
	var errs []error
	for _, project := range sortedKeys(c.cfg.Projects) {
		key := c.cfg.Projects[project]
		var p struct {
			Key string `json:"key"`
		}
		if _, err := c.do(ctx, c.request(op, http.MethodGet, "/rest/api/3/project/"+url.PathEscape(key), nil), &p); err != nil {
			errs = append(errs, fmt.Errorf("projects.%s: project %s: %w", project, key, err))
			continue
		}
		errs = append(errs, c.checkCreateScreen(ctx, project, key)...)
	}
	if c.fieldNo != "" {
		var fields []struct {
			ID         string `json:"id"`
			Name       string `json:"name"`
			Searchable bool   `json:"searchable"`
			Schema     struct {
				Type   string `json:"type"`
				Custom string `json:"custom"`
			} `json:"schema"`
		}
		if _, err := c.do(ctx, c.request(op, http.MethodGet, "/rest/api/3/field", nil), &fields); err != nil {
			return errors.Join(append(errs, fmt.Errorf("key_field: listing fields: %w", err))...)
		}
		found := false
		for _, f := range fields {
			if f.ID != c.cfg.KeyField {
				continue
			}
			found = true
			if !strings.HasSuffix(f.Schema.Custom, ":textfield") || !f.Searchable {
				errs = append(errs, fmt.Errorf("key_field: %s (%q) is %s, searchable %v: want a searchable single-line text field", f.ID, f.Name, f.Schema.Custom, f.Searchable))
			}
		}
		if !found {
			errs = append(errs, fmt.Errorf("key_field: no field %s on this site", c.cfg.KeyField))
		}
	}
	return errors.Join(errs...)
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// createField is one field of a create screen (FieldCreateMetadata).
type createField struct {
	FieldID         string `json:"fieldId"`
	Name            string `json:"name"`
	Required        bool   `json:"required"`
	HasDefaultValue bool   `json:"hasDefaultValue"`
}

// setFields are the fields Create sets, each with the fix when the create
// screen lacks it.
func (c *Connector) setFields(project, issueType string) map[string]string {
	screen := fmt.Sprintf("the create screen of %s's issue type %s (Project settings → Issues → Screens)", project, issueType)
	f := map[string]string{
		"summary":     "add Summary to " + screen,
		"description": "add Description to " + screen,
		"labels":      "add Labels to " + screen + "; axagent labels every issue it creates",
		"duedate":     "add Due date to " + screen + ", and give the token's account the Schedule Issues permission",
		"assignee":    "give the token's account the Assign Issues permission in " + project + " (Jira shows Assignee on the create screen only to accounts that may assign), and add Assignee to " + screen,
	}
	if c.fieldNo != "" {
		f[c.cfg.KeyField] = "add the key field " + c.cfg.KeyField + " to " + screen + " and to the edit screen"
	}
	return f
}

// checkCreateScreen reads the create metadata of a project for the
// configured issue type and names each field Create would set that the
// screen lacks, and each required field Create does not set.
func (c *Connector) checkCreateScreen(ctx context.Context, project, key string) []error {
	const op = "jira check create screen"
	base := "/rest/api/3/issue/createmeta/" + url.PathEscape(key) + "/issuetypes"
	var types struct {
		IssueTypes []struct {
			ID   string `json:"id"`
			Name string `json:"name"`
		} `json:"issueTypes"`
	}
	if _, err := c.do(ctx, c.request(op, http.MethodGet, base+"?maxResults=200", nil), &types); err != nil {
		return []error{fmt.Errorf("projects.%s: reading the create metadata of %s: %w", project, key, err)}
	}
	typeID := ""
	var names []string
	for _, t := range types.IssueTypes {
		names = append(names, t.Name)
		if strings.EqualFold(t.Name, c.cfg.IssueType) {
			typeID = t.ID
		}
	}
	if typeID == "" {
		return []error{&connectors.ConfigProblem{
			What: fmt.Sprintf("projects.%s: the token's account cannot create issues of type %q in %s (it can create: %s)", project, c.cfg.IssueType, key, strings.Join(names, ", ")),
			Fix:  fmt.Sprintf("set jira.issue_type to one of %s, or give the token's account the Create Issues permission in %s", strings.Join(names, ", "), key)}}
	}
	var fields []createField
	for startAt := 0; ; {
		var page struct {
			Fields     []createField `json:"fields"`
			MaxResults int           `json:"maxResults"`
			Total      int           `json:"total"`
		}
		q := url.Values{"startAt": {fmt.Sprint(startAt)}, "maxResults": {"200"}}
		if _, err := c.do(ctx, c.request(op, http.MethodGet, base+"/"+url.PathEscape(typeID)+"?"+q.Encode(), nil), &page); err != nil {
			return []error{fmt.Errorf("projects.%s: reading the create screen of %s (%s): %w", project, key, c.cfg.IssueType, err)}
		}
		fields = append(fields, page.Fields...)
		startAt += len(page.Fields)
		if len(page.Fields) == 0 || startAt >= page.Total || startAt >= 2000 {
			break
		}
	}
	on := map[string]createField{}
	for _, f := range fields {
		on[f.FieldID] = f
	}
	var errs []error
	set := c.setFields(key, c.cfg.IssueType)
	for _, id := range sortedKeys(set) {
		if _, ok := on[id]; !ok {
			errs = append(errs, &connectors.ConfigProblem{
				What: fmt.Sprintf("projects.%s: the create screen of %s (%s) lacks %s, which axagent sets: Jira would refuse every create with 400", project, key, c.cfg.IssueType, id),
				Fix:  set[id]})
		}
	}
	for _, f := range fields {
		if _, ours := set[f.FieldID]; ours || !f.Required || f.HasDefaultValue || f.FieldID == "project" || f.FieldID == "issuetype" {
			continue
		}
		errs = append(errs, &connectors.ConfigProblem{
			What: fmt.Sprintf("projects.%s: %s (%s) requires %s (%s), which axagent does not set: Jira would refuse every create with 400", project, key, c.cfg.IssueType, f.Name, f.FieldID),
			Fix:  fmt.Sprintf("make %s optional in the field configuration of %s, or give it a default value", f.Name, key)})
	}
	return errs
}

// TaskURL is the issue's page, {url}/browse/{KEY}; a numeric issue id has
// no such page.
func (c *Connector) TaskURL(id string) string { return taskURL(c.base, id) }

// TaskURLOf is the page of issue id of the Jira cfg configures, without a
// client ("" when the configuration or the ID gives none).
func TaskURLOf(cfg Config, id string) string {
	if cfg.URL == "" {
		return ""
	}
	return taskURL(strings.TrimRight(cfg.URL, "/"), id)
}

func taskURL(base, id string) string {
	if !issueRe.MatchString(id) || id[0] >= '0' && id[0] <= '9' {
		return ""
	}
	return base + "/browse/" + id
}
