// Package gitlab is a connectors.TaskConnector for GitLab Issues over the
// REST API v4 (https://gitlab.com/api/v4, or a self-managed instance).
//
// Guarantee: no idempotent create, immediate lookup. "New issue" (POST
// /projects/:id/issues, GitLab REST API docs, Issues) takes no idempotency
// key, so a resend after a lost response would make a second issue; the
// connector never resends, and axagent reconciles by key. The key is
// stored twice: a hidden marker (an HTML comment) in the description, and
// a label derived from it ("axk-" + 12 hex digits of its SHA-256). Lookup
// is "List project issues" with labels=<that label>&state=all, paginated
// by the X-Next-Page header; it reads the database (not the advanced
// search index), but GitLab serves reads from replicas behind the primary
// and does not document that the list reads its own writes, so the
// connector declares a small lookup lag (Config.LookupLag, default
// DefaultLookupLag): after a lost create response axagent waits that long
// before it looks the key up. Each hit's marker is checked, so a label
// hash collision cannot adopt another key's issue.
//
// GitLab ignores assignee_ids, labels and due_date from a user who may not
// set issue metadata (a Guest; the service's filter_params drops them
// without an error); a created issue without its key label could never be
// found again, so Create reports that as a permanent failure (the issue
// exists: a human links or closes it), and Update and Cancel check the
// answer kept what they set, or fail permanently naming the role to give.
//
// GitLab runs quick actions written at the start of a description line
// (/close, /assign, /label ...). The description carries text from the
// meeting notes, so every line that would start with "/" is escaped as
// "\/" (Markdown renders it as "/"; GitLab does not run it). Assignees are GitLab user ids
// (numbers; the roster's ids.gitlab), the due date is due_date, the
// description is markdown with a link back to the notes' source line
// (Config.SourceLink). Cancel closes the issue (state_event=close) and adds
// the label "axagent-cancelled" so a cancellation is told apart from done
// work; it never deletes, and closing twice is harmless.
//
// Errors and rate limits ("Rate limits" in the GitLab docs): a 429 is
// retryable after Retry-After or RateLimit-Reset (epoch seconds), whichever
// is later; 400, 401, 403 and 404 are permanent with GitLab's message; a
// 5xx on a create is unknown.
package gitlab

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/internal/trackerkit"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
)

// Name is the connector name (and the roster's ids key).
const Name = "gitlab"

// DefaultURL is GitLab.com's API.
const DefaultURL = "https://gitlab.com/api/v4"

// DefaultTokenEnv is used when Config.TokenEnv is empty.
const DefaultTokenEnv = "AXAGENT_GITLAB_TOKEN"

// DefaultLabel is added to every issue.
const DefaultLabel = "axagent"

// CancelledLabel marks an issue closed by Cancel.
const CancelledLabel = "axagent-cancelled"

// Config is the gitlab section of axagent.yaml.
type Config struct {
	// URL of the API v4 (default DefaultURL).
	URL string `yaml:"url,omitempty"`
	// TokenEnv names the environment variable holding a token with the api
	// scope (sent as PRIVATE-TOKEN), of a user at least Planner/Reporter.
	TokenEnv string `yaml:"token_env"`
	// Projects maps axagent project names to GitLab project paths
	// (group/subgroup/project) or numeric ids.
	Projects map[string]string `yaml:"projects"`
	// Label is added to every issue besides the per-key label (default
	// DefaultLabel).
	Label string `yaml:"label,omitempty"`
	// SourceLink is a URL template linking an issue back to the notes'
	// source line: {tenant} {project} {meeting} {action}.
	SourceLink string `yaml:"source_link,omitempty"`
	// WebhookSecretEnv names the environment variable holding the secret
	// of the tracker's webhook; set, the worker accepts its pushes on
	// POST /hooks/gitlab (package trackerpush).
	WebhookSecretEnv string `yaml:"webhook_secret_env,omitempty"`
	// LookupLag is how long a new issue may stay invisible to the list by
	// label (a Go duration; default DefaultLookupLag, 0s for none).
	LookupLag string `yaml:"lookup_lag,omitempty"`
}

// DefaultLookupLag is the declared lookup lag when Config.LookupLag is
// empty: small, because the list is not the search index, and positive,
// because GitLab does not promise it reads its own writes.
const DefaultLookupLag = 10 * time.Second

// Options is what every tracker connector takes (trackerkit.Options).
type Options = trackerkit.Options

// Connector talks to one GitLab.
type Connector struct {
	cfg    Config
	base   string
	token  string
	hc     *httpx.Client
	clk    clock.Clock
	log    *slog.Logger
	projOf map[string]string // lower(path) → axagent project
	lag    time.Duration
}

var projRe = regexp.MustCompile(`^(?:\d+|[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+)$`)

// New checks the configuration and reads the token from the environment.
func New(cfg Config, o Options) (*Connector, error) {
	if cfg.URL == "" {
		cfg.URL = DefaultURL
	}
	base, err := trackerkit.CheckBaseURL(Name, "url", cfg.URL)
	if err != nil {
		return nil, err
	}
	if len(cfg.Projects) == 0 {
		return nil, errors.New("gitlab: projects is empty: map at least one axagent project to group/project")
	}
	projOf := map[string]string{}
	for p, path := range cfg.Projects {
		if !projRe.MatchString(path) {
			return nil, fmt.Errorf("gitlab: projects.%s = %q: want group/project or a numeric project id", p, path)
		}
		projOf[strings.ToLower(path)] = p
	}
	if cfg.Label == "" {
		cfg.Label = DefaultLabel
	}
	if err := trackerkit.CheckSourceLink(cfg.SourceLink); err != nil {
		return nil, fmt.Errorf("gitlab: %w", err)
	}
	token, name, err := o.Secret(Name, "token_env", cfg.TokenEnv, DefaultTokenEnv)
	if err != nil {
		return nil, err
	}
	cfg.TokenEnv = name
	lag, err := trackerkit.Lag(Name, "lookup_lag", cfg.LookupLag, DefaultLookupLag)
	if err != nil {
		return nil, err
	}
	c := &Connector{cfg: cfg, base: base, token: token, projOf: projOf, lag: lag}
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

// Capabilities: no idempotency key on create; listing by label, after
// the declared lookup lag.
func (c *Connector) Capabilities() connectors.Capabilities {
	return connectors.Capabilities{IdempotentCreate: false, LookupByKey: true, LookupLag: c.lag}
}

// NoQuickActions escapes every line of text that GitLab would run as a
// quick action (a "/" at the start of the line, after any indentation):
// "\/" renders as "/" in Markdown and is not a command.
func NoQuickActions(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		rest := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(rest, "/") {
			lines[i] = l[:len(l)-len(rest)] + "\\" + rest
		}
	}
	return strings.Join(lines, "\n")
}

// roleFix is what a person must do when GitLab dropped metadata.
const roleFix = "give the token's user the Planner or Reporter role (or higher) in %s; GitLab drops labels, assignees and due dates from a Guest without an error"

// dropped lists what an answer did not keep of what was set.
func dropped(rt connectors.RemoteTask, is glIssue, assignee, due string, labels ...string) []string {
	var out []string
	if assignee != "" && rt.AssigneeID != assignee {
		out = append(out, fmt.Sprintf("assignee %s (kept %q)", assignee, rt.AssigneeID))
	}
	if due != "" && rt.DueDate != due {
		out = append(out, fmt.Sprintf("due date %s (kept %q)", due, rt.DueDate))
	}
	for _, l := range labels {
		if !is.hasLabel(l) {
			out = append(out, "label "+l)
		}
	}
	return out
}

// KeyLabel is the per-key label.
func KeyLabel(key string) string { return trackerkit.KeyLabel(key) }

func (c *Connector) projectURL(path string) string {
	return c.base + "/projects/" + url.PathEscape(path)
}

func (c *Connector) request(op, method, u string, body any) httpx.Request {
	return httpx.Request{Op: op, Method: method, URL: u, JSON: body, Header: http.Header{"Private-Token": {c.token}}}
}

// do sends a request; a 429 waits the later of Retry-After and
// RateLimit-Reset, and a refusal carries GitLab's message.
func (c *Connector) do(ctx context.Context, req httpx.Request, out any) (*httpx.Response, error) {
	resp, err := c.hc.Do(ctx, req)
	if err != nil {
		if resp == nil {
			return nil, err
		}
		if resp.Status == http.StatusTooManyRequests {
			wait := max(failure.RetryAfterOf(err), trackerkit.EpochWait(resp.Header.Get("RateLimit-Reset"), time.Second, c.clk.Now()))
			return resp, trackerkit.RateLimited(req.Op, resp.Status, wait, time.Minute, err)
		}
		return resp, err
	}
	if out != nil {
		if err := httpx.DecodeJSON(req, resp, out); err != nil {
			return resp, err
		}
	}
	return resp, nil
}

type glIssue struct {
	ID          int      `json:"id"`
	IID         int      `json:"iid"`
	ProjectID   int      `json:"project_id"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	State       string   `json:"state"`
	CreatedAt   string   `json:"created_at"`
	DueDate     string   `json:"due_date"`
	Labels      []string `json:"labels"`
	WebURL      string   `json:"web_url"`
	Assignees   []struct {
		ID       int    `json:"id"`
		Username string `json:"username"`
	} `json:"assignees"`
}

func (is glIssue) hasLabel(name string) bool {
	for _, l := range is.Labels {
		if strings.EqualFold(l, name) {
			return true
		}
	}
	return false
}

// ID of an issue: "<project path or id>#<iid>".
// IssueStatus maps an issue's state and labels to a task status: opened
// is "", closed with CancelledLabel is cancelled, any other close is done.
func IssueStatus(state string, labels []string) string {
	if state != "closed" {
		return ""
	}
	for _, l := range labels {
		if l == CancelledLabel {
			return connectors.StatusCancelled
		}
	}
	return connectors.StatusDone
}

// IssueID is the external ID of issue iid of a project (its path, or its
// numeric id where the config names it so).
func IssueID(path string, iid int) string { return issueID(path, iid) }

func issueID(path string, iid int) string { return path + "#" + strconv.Itoa(iid) }

func parseID(id string) (path string, iid int, ok bool) {
	i := strings.LastIndexByte(id, '#')
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(id[i+1:])
	if err != nil || n <= 0 || !projRe.MatchString(id[:i]) {
		return "", 0, false
	}
	return id[:i], n, true
}

func (c *Connector) remote(path string, is glIssue) connectors.RemoteTask {
	key := trackerkit.KeyFromText(is.Description)
	proj, ok := c.projOf[strings.ToLower(path)]
	if !ok {
		proj = "gitlab-project-" + path
	}
	rt := connectors.RemoteTask{ID: issueID(path, is.IID), Key: key, Project: proj, SourceAction: trackerkit.SourceAction(key), Title: is.Title, DueDate: is.DueDate}
	if len(is.Assignees) > 0 {
		rt.AssigneeID = strconv.Itoa(is.Assignees[0].ID)
	}
	rt.Status = IssueStatus(is.State, is.Labels)
	if t, err := time.Parse(time.RFC3339, is.CreatedAt); err == nil {
		rt.CreatedAt = t
	}
	return rt
}

func userID(op, s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		return 0, failure.NewPermanent(op, fmt.Errorf("assignee %q is not a GitLab user id (roster ids.gitlab, a number)", s))
	}
	return n, nil
}

func (c *Connector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	const op = "gitlab create"
	path, ok := c.cfg.Projects[t.Project]
	if !ok {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("project %q is not mapped to a GitLab project (gitlab.projects)", t.Project))
	}
	if err := trackerkit.CheckTask(op, t); err != nil {
		return connectors.RemoteTask{}, err
	}
	in := map[string]any{"title": t.Title, "description": NoQuickActions(trackerkit.Body(t, trackerkit.SourceLink(c.cfg.SourceLink, t.Key))),
		"labels": c.cfg.Label + "," + KeyLabel(t.Key)}
	if t.AssigneeID != "" {
		id, err := userID(op, t.AssigneeID)
		if err != nil {
			return connectors.RemoteTask{}, err
		}
		in["assignee_ids"] = []int{id}
	}
	if t.DueDate != "" {
		in["due_date"] = t.DueDate
	}
	req := c.request(op, http.MethodPost, c.projectURL(path)+"/issues", in)
	var out glIssue
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if out.IID == 0 {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no issue iid")
	}
	rt := c.remote(path, out)
	if !out.hasLabel(KeyLabel(t.Key)) || rt.Key != t.Key {
		return rt, failure.NewPermanent(op, fmt.Errorf("issue %s created without its key label %s or marker (GitLab ignores labels from a user who may not set issue metadata: give the token's user the Planner or Reporter role): link or close it by hand", rt.ID, KeyLabel(t.Key)))
	}
	c.log.Info("gitlab issue created", "key", t.Key, "id", rt.ID, "attempt", t.AttemptID)
	return rt, nil
}

// issuesForKey lists the issues with the key's label in the key's project
// (every configured one when the key's project is not mapped), following
// X-Next-Page, keeping those whose marker is the key.
func (c *Connector) issuesForKey(ctx context.Context, key string) ([]connectors.RemoteTask, error) {
	const op = "gitlab find"
	var paths []string
	if p, ok := trackerkit.KeyParts(key); ok && c.cfg.Projects[p[1]] != "" {
		paths = []string{c.cfg.Projects[p[1]]}
	} else {
		for _, path := range c.cfg.Projects {
			paths = append(paths, path)
		}
	}
	var hits []connectors.RemoteTask
	for _, path := range paths {
		page := "1"
		for n := 0; page != ""; n++ {
			if n >= 10 {
				return nil, failure.NewPermanent(op, fmt.Errorf("more than 1000 issues carry label %s in %s", KeyLabel(key), path))
			}
			q := url.Values{"labels": {KeyLabel(key)}, "state": {"all"}, "per_page": {"100"}, "page": {page}, "order_by": {"created_at"}, "sort": {"asc"}}
			req := c.request(op, http.MethodGet, c.projectURL(path)+"/issues?"+q.Encode(), nil)
			var list []glIssue
			resp, err := c.do(ctx, req, &list)
			if err != nil {
				return nil, err
			}
			for _, is := range list {
				if rt := c.remote(path, is); rt.Key == key {
					hits = append(hits, rt)
				}
			}
			page = strings.TrimSpace(resp.Header.Get("X-Next-Page"))
		}
	}
	return hits, nil
}

// FindByKey returns the oldest issue carrying the key, or nil.
func (c *Connector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	hits, err := c.issuesForKey(ctx, key)
	if err != nil || len(hits) == 0 {
		return nil, err
	}
	return &hits[0], nil
}

// CountForKey returns how many issues carry key (for tests and checks).
func (c *Connector) CountForKey(ctx context.Context, key string) (int, error) {
	hits, err := c.issuesForKey(ctx, key)
	return len(hits), err
}

func (c *Connector) issueURL(op, id string) (string, string, error) {
	path, iid, ok := parseID(id)
	if !ok {
		return "", "", failure.NewPermanent(op, fmt.Errorf("issue id %q: want group/project#iid", id))
	}
	return path, c.projectURL(path) + "/issues/" + strconv.Itoa(iid), nil
}

func (c *Connector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	const op = "gitlab get"
	path, u, err := c.issueURL(op, id)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	req := c.request(op, http.MethodGet, u, nil)
	var is glIssue
	resp, err := c.do(ctx, req, &is)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if is.IID == 0 {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no issue")
	}
	return c.remote(path, is), nil
}

func (c *Connector) put(ctx context.Context, op, id string, fields map[string]any) (connectors.RemoteTask, glIssue, error) {
	path, u, err := c.issueURL(op, id)
	if err != nil {
		return connectors.RemoteTask{}, glIssue{}, err
	}
	req := c.request(op, http.MethodPut, u, fields)
	var is glIssue
	resp, err := c.do(ctx, req, &is)
	if err != nil {
		return connectors.RemoteTask{}, glIssue{}, err
	}
	if is.IID == 0 {
		return connectors.RemoteTask{}, glIssue{}, httpx.BadBody(req, resp, "the answer carries no issue")
	}
	return c.remote(path, is), is, nil
}

// Update sets due_date and/or the assignee (R6); a resend sets the same
// values. An answer that did not keep them is a permanent failure.
func (c *Connector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "gitlab update"
	if err := trackerkit.CheckDue(op, u.DueDate); err != nil {
		return connectors.RemoteTask{}, err
	}
	fields := map[string]any{}
	if u.DueDate != "" {
		fields["due_date"] = u.DueDate
	}
	if u.AssigneeID != "" {
		id, err := userID(op, u.AssigneeID)
		if err != nil {
			return connectors.RemoteTask{}, err
		}
		fields["assignee_ids"] = []int{id}
	}
	if len(fields) == 0 {
		return c.Get(ctx, u.ExternalID)
	}
	rt, is, err := c.put(ctx, op, u.ExternalID, fields)
	if err != nil {
		return rt, err
	}
	if d := dropped(rt, is, u.AssigneeID, u.DueDate); len(d) > 0 {
		path, _, _ := parseID(u.ExternalID)
		return rt, failure.NewPermanent(op, fmt.Errorf("GitLab answered the update of %s without an error but did not keep the %s: "+roleFix, u.ExternalID, strings.Join(d, " and the "), path))
	}
	return rt, nil
}

// Cancel closes the issue and labels it cancelled (R21); closing twice is
// harmless. A label GitLab did not keep would make the cancel read as
// done work, so it is a permanent failure.
func (c *Connector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "gitlab cancel"
	rt, is, err := c.put(ctx, op, u.ExternalID, map[string]any{"state_event": "close", "add_labels": CancelledLabel})
	if err != nil {
		return rt, err
	}
	if d := dropped(rt, is, "", "", CancelledLabel); len(d) > 0 || is.State != "closed" {
		path, _, _ := parseID(u.ExternalID)
		return rt, failure.NewPermanent(op, fmt.Errorf("GitLab answered the cancel of %s without an error but left it %s without the %s: "+roleFix, u.ExternalID, is.State, CancelledLabel, path))
	}
	return rt, nil
}

// CheckUser verifies that id names an active user ("Get a single user",
// GET /users/:id, GitLab REST API, Users): the roster's ids.gitlab.
func (c *Connector) CheckUser(ctx context.Context, id string) error {
	const op = "gitlab check user"
	if _, err := strconv.Atoi(id); err != nil {
		return fmt.Errorf("%q is not a numeric GitLab user id", id)
	}
	var u struct {
		State string `json:"state"`
	}
	if _, err := c.do(ctx, c.request(op, http.MethodGet, c.base+"/users/"+id, nil), &u); err != nil {
		return fmt.Errorf("user %s: %w", id, err)
	}
	if u.State != "" && u.State != "active" {
		return fmt.Errorf("user %s is %s", id, u.State)
	}
	return nil
}

// Check verifies the token and, for every configured project, that it
// exists, has issues enabled and that the token's user may set issue
// metadata (Planner, access level 15, or above; GitLab ignores labels from
// a Guest). It returns every problem found.
func (c *Connector) Check(ctx context.Context) error {
	const op = "gitlab check"
	var errs []error
	for project, path := range c.cfg.Projects {
		var out struct {
			PathWithNamespace string `json:"path_with_namespace"`
			IssuesEnabled     *bool  `json:"issues_enabled"`
			Permissions       struct {
				ProjectAccess *struct {
					AccessLevel int `json:"access_level"`
				} `json:"project_access"`
				GroupAccess *struct {
					AccessLevel int `json:"access_level"`
				} `json:"group_access"`
			} `json:"permissions"`
		}
		if _, err := c.do(ctx, c.request(op, http.MethodGet, c.projectURL(path), nil), &out); err != nil {
			if failure.ClassOf(err) == failure.Permanent {
				err = fmt.Errorf("%w (check the token in %s and that its user can see %s)", err, c.cfg.TokenEnv, path)
			}
			errs = append(errs, fmt.Errorf("projects.%s: %w", project, err))
			continue
		}
		level := 0
		if a := out.Permissions.ProjectAccess; a != nil {
			level = a.AccessLevel
		}
		if a := out.Permissions.GroupAccess; a != nil && a.AccessLevel > level {
			level = a.AccessLevel
		}
		switch {
		case out.IssuesEnabled != nil && !*out.IssuesEnabled:
			errs = append(errs, fmt.Errorf("projects.%s: %s has issues disabled", project, path))
		case level < 15:
			errs = append(errs, fmt.Errorf("projects.%s: the token's user has access level %d in %s; GitLab would ignore the key label: give it the Planner or Reporter role", project, level, path))
		}
	}
	return errors.Join(errs...)
}

// TaskURL is the issue's page, {web}/{group/project}/-/issues/{iid}, where
// web is the API URL less /api/v4; a project named by numeric id has no
// such path.
func (c *Connector) TaskURL(id string) string { return taskURL(c.base, id) }

// TaskURLOf is the page of issue id of the GitLab cfg configures, without
// a client ("" when the ID gives none).
func TaskURLOf(cfg Config, id string) string {
	base := cfg.URL
	if base == "" {
		base = DefaultURL
	}
	return taskURL(strings.TrimRight(base, "/"), id)
}

func taskURL(base, id string) string {
	path, iid, ok := parseID(id)
	if !ok || !strings.Contains(path, "/") {
		return ""
	}
	return strings.TrimSuffix(base, "/api/v4") + "/" + path + "/-/issues/" + strconv.Itoa(iid)
}
