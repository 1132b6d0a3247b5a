// Package github is a connectors.TaskConnector for GitHub Issues over the
// REST API (https://api.github.com, or https://HOST/api/v3 for GitHub
// Enterprise Server).
//
// Guarantee: no idempotent create, immediate lookup. "Create an issue"
// (POST /repos/{owner}/{repo}/issues, GitHub REST docs, Issues) takes no
// idempotency key, so a resend after a lost response would make a second
// issue; the connector never resends, and axagent reconciles by key.
// The key is stored twice: a hidden marker (an HTML comment) in the body,
// and a label derived from it ("axk-" + 12 hex digits of its SHA-256; a
// label name is at most 50 characters, keys may be longer). Lookup is
// "List repository issues" filtered by that label with state=all, which
// reads the database and is consistent, rather than the search API, which
// is documented to lag and is limited to 30 requests a minute (REST docs,
// "Search"). Each hit's marker is checked, so a hash collision cannot
// adopt another key's issue. GitHub does not document that the list reads
// its own writes (it serves reads from replicas), so the connector
// declares a small lookup lag (Config.LookupLag, default
// DefaultLookupLag): after a lost create response axagent waits that long
// before it looks the key up, which costs seconds only on that path and
// keeps a replica that has not caught up from answering "not found".
//
// GitHub documents that labels and assignees "are silently dropped" when
// the token lacks push access; a created issue without its key label
// could never be found again, so Create reports it as a permanent failure
// (the issue exists: a human links or closes it). Update checks the
// answer the same way: an assignee or due date it set and GitHub did not
// keep is a permanent failure naming the access to grant, never a
// success. Issues have no due date
// field: the due date is a visible "Due:" line and a hidden marker in the
// body, which Update rewrites in place. Assignees are GitHub logins (the
// roster's ids.github). Cancel closes the issue with state_reason
// "not_planned" (never a delete; closing twice is harmless). GitHub
// ignores state_reason "unless state is changed" (Update an issue), so an
// issue already closed as completed or duplicate is reopened and closed
// again as not planned; a cancel cut between the two leaves it open, and
// its retry closes it.
//
// Status (pull and push alike, IssueStatus): open is open; closed as
// not_planned or duplicate is cancelled (a duplicate is not done here:
// the work, if any, lives in the other issue); closed as completed or
// without a reason is done.
//
// Rate limits ("Rate limits for the REST API"): a 403 or 429 is a rate
// limit when it carries retry-after (wait that long), or
// x-ratelimit-remaining: 0 (wait until x-ratelimit-reset, epoch seconds),
// or says "rate limit" in its message (a secondary limit without headers:
// wait at least a minute). Those are retryable with the wait; any other 403
// is a permission refusal and permanent, so a token without access goes
// to a human instead of a retry storm.
package github

import (
	"context"
	"encoding/json"
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
const Name = "github"

// DefaultURL is GitHub's REST API.
const DefaultURL = "https://api.github.com"

// DefaultTokenEnv is used when Config.TokenEnv is empty.
const DefaultTokenEnv = "AXAGENT_GITHUB_TOKEN"

// DefaultLabel is the label every axagent issue carries.
const DefaultLabel = "axagent"

// APIVersion is sent as X-GitHub-Api-Version.
const APIVersion = "2022-11-28"

// DefaultLookupLag is the declared lookup lag when Config.LookupLag is
// empty: small, because the list endpoint is not a search index, and
// positive, because GitHub does not promise it reads its own writes.
const DefaultLookupLag = 10 * time.Second

// Config is the github section of axagent.yaml.
type Config struct {
	// URL of the REST API (default DefaultURL).
	URL string `yaml:"url,omitempty"`
	// TokenEnv names the environment variable holding a token with Issues
	// read/write (fine-grained) or repo scope (classic).
	TokenEnv string `yaml:"token_env"`
	// Repos maps axagent project names to "owner/repo".
	Repos map[string]string `yaml:"repos"`
	// Label is added to every issue besides the per-key label (default
	// DefaultLabel).
	Label string `yaml:"label,omitempty"`
	// SourceLink is a URL template linking an issue back to the notes'
	// source line: {tenant} {project} {meeting} {action}.
	SourceLink string `yaml:"source_link,omitempty"`
	// WebhookSecretEnv names the environment variable holding the secret
	// of the tracker's webhook; set, the worker accepts its pushes on
	// POST /hooks/github (package trackerpush).
	WebhookSecretEnv string `yaml:"webhook_secret_env,omitempty"`
	// LookupLag is how long a new issue may stay invisible to the list by
	// label (a Go duration; default DefaultLookupLag, 0s for none).
	LookupLag string `yaml:"lookup_lag,omitempty"`
}

// Options is what every tracker connector takes (trackerkit.Options).
type Options = trackerkit.Options

// Connector talks to one GitHub.
type Connector struct {
	cfg    Config
	base   string
	token  string
	hc     *httpx.Client
	clk    clock.Clock
	log    *slog.Logger
	repoOf map[string]string // lower(owner/repo) → axagent project
	lag    time.Duration
}

var repoRe = regexp.MustCompile(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$`)

// New checks the configuration and reads the token from the environment.
func New(cfg Config, o Options) (*Connector, error) {
	if cfg.URL == "" {
		cfg.URL = DefaultURL
	}
	base, err := trackerkit.CheckBaseURL(Name, "url", cfg.URL)
	if err != nil {
		return nil, err
	}
	if len(cfg.Repos) == 0 {
		return nil, errors.New("github: repos is empty: map at least one axagent project to owner/repo")
	}
	repoOf := map[string]string{}
	for p, r := range cfg.Repos {
		if !repoRe.MatchString(r) {
			return nil, fmt.Errorf("github: repos.%s = %q: want owner/repo", p, r)
		}
		repoOf[strings.ToLower(r)] = p
	}
	if cfg.Label == "" {
		cfg.Label = DefaultLabel
	}
	if err := trackerkit.CheckSourceLink(cfg.SourceLink); err != nil {
		return nil, fmt.Errorf("github: %w", err)
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
	c := &Connector{cfg: cfg, base: base, token: token, repoOf: repoOf, lag: lag}
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

// KeyLabel is the per-key label: "axk-" and 12 hex digits of SHA-256(key).
func KeyLabel(key string) string { return trackerkit.KeyLabel(key) }

func (c *Connector) request(op, method, path string, body any) httpx.Request {
	return httpx.Request{Op: op, Method: method, URL: c.base + path, JSON: body, Header: http.Header{
		"Authorization":        {"Bearer " + c.token},
		"Accept":               {"application/vnd.github+json"},
		"X-Github-Api-Version": {APIVersion},
	}}
}

// do sends a request and turns GitHub's rate-limit refusals into
// retryable errors with the documented wait.
func (c *Connector) do(ctx context.Context, req httpx.Request, out any) (*httpx.Response, error) {
	resp, err := c.hc.Do(ctx, req)
	if err != nil {
		if resp != nil && (resp.Status == http.StatusForbidden || resp.Status == http.StatusTooManyRequests) {
			if wait, limited := c.rateLimit(resp); limited {
				return resp, trackerkit.RateLimited(req.Op, resp.Status, wait, time.Minute, err)
			}
		}
		if resp != nil && resp.Status == http.StatusForbidden {
			return resp, fmt.Errorf("%w (the token lacks access to this repository or operation: give it Issues read/write)", err)
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

// rateLimit reads a 403/429 the way GitHub documents: retry-after first,
// then x-ratelimit-remaining 0 with x-ratelimit-reset, then a message
// naming a rate limit (secondary, no headers: at least a minute).
func (c *Connector) rateLimit(resp *httpx.Response) (time.Duration, bool) {
	now := c.clk.Now()
	if ra := resp.Header.Get("Retry-After"); ra != "" {
		return httpx.ParseRetryAfter(ra, now), true
	}
	if resp.Header.Get("X-Ratelimit-Remaining") == "0" {
		return trackerkit.EpochWait(resp.Header.Get("X-Ratelimit-Reset"), time.Second, now), true
	}
	var body struct {
		Message string `json:"message"`
	}
	_ = json.Unmarshal(resp.Body, &body)
	if strings.Contains(strings.ToLower(body.Message), "rate limit") {
		return time.Minute, true
	}
	return 0, false
}

type ghIssue struct {
	Number      int    `json:"number"`
	HTMLURL     string `json:"html_url"`
	URL         string `json:"url"`
	Title       string `json:"title"`
	Body        string `json:"body"`
	State       string `json:"state"`
	StateReason string `json:"state_reason"`
	CreatedAt   string `json:"created_at"`
	Assignees   []struct {
		Login string `json:"login"`
	} `json:"assignees"`
	Labels []struct {
		Name string `json:"name"`
	} `json:"labels"`
	PullRequest json.RawMessage `json:"pull_request"`
}

func (is ghIssue) hasLabel(name string) bool {
	for _, l := range is.Labels {
		if strings.EqualFold(l.Name, name) {
			return true
		}
	}
	return false
}

var (
	dueMarkerRe = regexp.MustCompile(`<!-- axagent-due: (\d{4}-\d{2}-\d{2})? -->`)
	dueLineRe   = regexp.MustCompile(`(?m)^Due: [^\n]*<!-- axagent-due: (\d{4}-\d{2}-\d{2})? -->`)
)

func dueMarker(due string) string { return "<!-- axagent-due: " + due + " -->" }

func dueLine(due string) string {
	if due == "" {
		return "Due: none"
	}
	return "Due: " + due
}

func body(t connectors.Task, link string) string {
	return dueLine(t.DueDate) + " " + dueMarker(t.DueDate) + "\n\n" + trackerkit.Body(t, link)
}

// withDue rewrites the due line and marker of a body, leaving the rest as
// people edited it.
func withDue(b, due string) string {
	switch {
	case dueLineRe.MatchString(b):
		return dueLineRe.ReplaceAllLiteralString(b, dueLine(due)+" "+dueMarker(due))
	case dueMarkerRe.MatchString(b):
		return dueMarkerRe.ReplaceAllLiteralString(b, dueMarker(due))
	}
	return dueLine(due) + " " + dueMarker(due) + "\n\n" + b
}

// IssueStatus maps an issue's state and state_reason to a task status:
// open is "", closed as not planned or as a duplicate is cancelled (not
// done by this issue), any other close (completed, or no reason) is done.
func IssueStatus(state, reason string) string {
	switch {
	case state != "closed":
		return ""
	case reason == "not_planned" || reason == "duplicate":
		return connectors.StatusCancelled
	default:
		return connectors.StatusDone
	}
}

// IssueID is the external ID of issue n of owner/repo.
func IssueID(repo string, n int) string { return issueID(repo, n) }

func issueID(repo string, n int) string { return repo + "#" + strconv.Itoa(n) }

func parseID(id string) (repo string, n int, ok bool) {
	i := strings.LastIndexByte(id, '#')
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(id[i+1:])
	if err != nil || n <= 0 || !repoRe.MatchString(id[:i]) {
		return "", 0, false
	}
	return id[:i], n, true
}

func (c *Connector) remote(repo string, is ghIssue) connectors.RemoteTask {
	key := trackerkit.KeyFromText(is.Body)
	proj, ok := c.repoOf[strings.ToLower(repo)]
	if !ok {
		proj = "github-repo-" + repo
	}
	rt := connectors.RemoteTask{ID: issueID(repo, is.Number), Key: key, Project: proj, SourceAction: trackerkit.SourceAction(key), Title: is.Title}
	if m := dueMarkerRe.FindStringSubmatch(is.Body); m != nil {
		rt.DueDate = m[1]
	}
	if len(is.Assignees) > 0 {
		rt.AssigneeID = is.Assignees[0].Login
	}
	rt.Status = IssueStatus(is.State, is.StateReason)
	if t, err := time.Parse(time.RFC3339, is.CreatedAt); err == nil {
		rt.CreatedAt = t
	}
	return rt
}

var loginRe = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9]|-[A-Za-z0-9]){0,38}(\[bot\])?$`)

func (c *Connector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	const op = "github create"
	repo, ok := c.cfg.Repos[t.Project]
	if !ok {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("project %q is not mapped to a repository (github.repos)", t.Project))
	}
	if err := trackerkit.CheckTask(op, t); err != nil {
		return connectors.RemoteTask{}, err
	}
	in := map[string]any{"title": t.Title, "body": body(t, trackerkit.SourceLink(c.cfg.SourceLink, t.Key)),
		"labels": []string{c.cfg.Label, KeyLabel(t.Key)}}
	if t.AssigneeID != "" {
		if !loginRe.MatchString(t.AssigneeID) {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee %q is not a GitHub login (roster ids.github)", t.AssigneeID))
		}
		in["assignees"] = []string{t.AssigneeID}
	}
	req := c.request(op, http.MethodPost, "/repos/"+repo+"/issues", in)
	var out ghIssue
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if out.Number == 0 {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no issue number")
	}
	rt := c.remote(repo, out)
	if !out.hasLabel(KeyLabel(t.Key)) || rt.Key != t.Key {
		// GitHub drops labels silently without push access: the issue
		// exists but lookup by key would never find it.
		return rt, failure.NewPermanent(op, fmt.Errorf("issue %s created without its key label %s or marker (the token needs push access, or labels were dropped): link or close it by hand", rt.ID, KeyLabel(t.Key)))
	}
	if t.AssigneeID != "" && !strings.EqualFold(rt.AssigneeID, t.AssigneeID) {
		c.log.Warn("github dropped the assignee", "key", t.Key, "id", rt.ID, "assignee", t.AssigneeID)
	}
	c.log.Info("github issue created", "key", t.Key, "id", rt.ID, "attempt", t.AttemptID)
	return rt, nil
}

var nextLinkRe = regexp.MustCompile(`<([^>]+)>;\s*rel="next"`)

// issuesForKey lists the issues carrying the key's label in the key's
// repository (every configured one when the key's project is not mapped),
// following Link rel="next", keeping those whose marker is the key.
func (c *Connector) issuesForKey(ctx context.Context, key string) ([]connectors.RemoteTask, error) {
	const op = "github find"
	var repos []string
	if p, ok := trackerkit.KeyParts(key); ok && c.cfg.Repos[p[1]] != "" {
		repos = []string{c.cfg.Repos[p[1]]}
	} else {
		for _, r := range c.cfg.Repos {
			repos = append(repos, r)
		}
	}
	var hits []connectors.RemoteTask
	for _, repo := range repos {
		q := url.Values{"labels": {KeyLabel(key)}, "state": {"all"}, "per_page": {"100"}, "sort": {"created"}, "direction": {"asc"}}
		next := c.base + "/repos/" + repo + "/issues?" + q.Encode()
		for page := 0; next != ""; page++ {
			if page >= 10 {
				return nil, failure.NewPermanent(op, fmt.Errorf("more than 1000 issues carry label %s in %s", KeyLabel(key), repo))
			}
			req := c.request(op, http.MethodGet, "", nil)
			req.URL = next
			var list []ghIssue
			resp, err := c.do(ctx, req, &list)
			if err != nil {
				return nil, err
			}
			for _, is := range list {
				if len(is.PullRequest) > 0 && string(is.PullRequest) != "null" {
					continue
				}
				if rt := c.remote(repo, is); rt.Key == key {
					hits = append(hits, rt)
				}
			}
			next = ""
			if m := nextLinkRe.FindStringSubmatch(resp.Header.Get("Link")); m != nil {
				if !strings.HasPrefix(m[1], c.base+"/") {
					return nil, failure.NewPermanent(op, fmt.Errorf("pagination link %q leaves the API base", m[1]))
				}
				next = m[1]
			}
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

func (c *Connector) get(ctx context.Context, op, id string) (string, ghIssue, error) {
	repo, n, ok := parseID(id)
	if !ok {
		return "", ghIssue{}, failure.NewPermanent(op, fmt.Errorf("issue id %q: want owner/repo#number", id))
	}
	req := c.request(op, http.MethodGet, "/repos/"+repo+"/issues/"+strconv.Itoa(n), nil)
	var is ghIssue
	resp, err := c.do(ctx, req, &is)
	if err != nil {
		return "", ghIssue{}, err
	}
	if is.Number != n {
		return "", ghIssue{}, httpx.BadBody(req, resp, "asked for issue %d, got %d", n, is.Number)
	}
	if len(is.PullRequest) > 0 && string(is.PullRequest) != "null" {
		return "", ghIssue{}, failure.NewPermanent(op, fmt.Errorf("%s is a pull request, not an issue", id))
	}
	return repo, is, nil
}

func (c *Connector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	repo, is, err := c.get(ctx, "github get", id)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	return c.remote(repo, is), nil
}

func (c *Connector) patch(ctx context.Context, op, id string, fields map[string]any) (connectors.RemoteTask, error) {
	repo, n, _ := parseID(id)
	req := c.request(op, http.MethodPatch, "/repos/"+repo+"/issues/"+strconv.Itoa(n), fields)
	var out ghIssue
	resp, err := c.do(ctx, req, &out)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if out.Number != n {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer is not issue %d", n)
	}
	return c.remote(repo, out), nil
}

// Update sets the due date (the body's due line and marker) and/or the
// assignee (R6). It reads the body first so people's edits are kept; the
// values set are absolute, so a resend is harmless.
func (c *Connector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "github update"
	if err := trackerkit.CheckDue(op, u.DueDate); err != nil {
		return connectors.RemoteTask{}, err
	}
	_, cur, err := c.get(ctx, op, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	fields := map[string]any{}
	if u.DueDate != "" {
		fields["body"] = withDue(cur.Body, u.DueDate)
	}
	if u.AssigneeID != "" {
		if !loginRe.MatchString(u.AssigneeID) {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee %q is not a GitHub login (roster ids.github)", u.AssigneeID))
		}
		fields["assignees"] = []string{u.AssigneeID}
	}
	if len(fields) == 0 {
		return c.Get(ctx, u.ExternalID)
	}
	rt, err := c.patch(ctx, op, u.ExternalID, fields)
	if err != nil {
		return rt, err
	}
	// GitHub drops assignee changes without an error when the token
	// lacks push access (or the login cannot be assigned here).
	var dropped []string
	if u.AssigneeID != "" && !strings.EqualFold(rt.AssigneeID, u.AssigneeID) {
		dropped = append(dropped, fmt.Sprintf("assignee %s (kept %q)", u.AssigneeID, rt.AssigneeID))
	}
	if u.DueDate != "" && rt.DueDate != u.DueDate {
		dropped = append(dropped, fmt.Sprintf("due date %s (kept %q)", u.DueDate, rt.DueDate))
	}
	if len(dropped) > 0 {
		repo, _, _ := parseID(u.ExternalID)
		return rt, failure.NewPermanent(op, fmt.Errorf("GitHub answered the update of %s without an error but did not keep the %s: give the token push (write) access to %s (fine-grained: Issues read/write on a repository where its account has write access) and check that %s can be assigned there (axagent targets check)",
			u.ExternalID, strings.Join(dropped, " and the "), repo, u.AssigneeID))
	}
	return rt, nil
}

// Cancel closes the issue as not planned (R21); closing twice is
// harmless. GitHub ignores state_reason unless the state changes, so an
// issue closed for another reason (completed, duplicate) is reopened
// first; a cancel cut between the two calls leaves it open, and its
// retry closes it.
func (c *Connector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "github cancel"
	repo, cur, err := c.get(ctx, op, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if cur.State == "closed" && cur.StateReason == "not_planned" {
		return c.remote(repo, cur), nil
	}
	if cur.State == "closed" {
		if _, err := c.patch(ctx, op, u.ExternalID, map[string]any{"state": "open"}); err != nil {
			return connectors.RemoteTask{}, err
		}
	}
	rt, err := c.patch(ctx, op, u.ExternalID, map[string]any{"state": "closed", "state_reason": "not_planned"})
	if err != nil {
		return rt, err
	}
	if rt.Status != connectors.StatusCancelled {
		return rt, failure.NewPermanent(op, fmt.Errorf("GitHub did not close %s as not planned (the token needs Issues write or the Triage role on %s)", u.ExternalID, repo))
	}
	return rt, nil
}

// CheckUser verifies that login can be assigned issues in every configured
// repository ("Check if a user can be assigned", GET
// /repos/{owner}/{repo}/assignees/{assignee}: 204, or 404 when not; GitHub
// drops an assignee it cannot assign without an error).
func (c *Connector) CheckUser(ctx context.Context, login string) error {
	const op = "github check user"
	var errs []error
	for _, repo := range c.cfg.Repos {
		if _, err := c.do(ctx, c.request(op, http.MethodGet, "/repos/"+repo+"/assignees/"+url.PathEscape(login), nil), nil); err != nil {
			errs = append(errs, fmt.Errorf("%s cannot be assigned issues in %s (not a collaborator, or no such login): %w", login, repo, err))
		}
	}
	return errors.Join(errs...)
}

// Check verifies the token and, for every configured repository, that it
// exists, has issues enabled and that the token may push — without push
// access GitHub silently drops the key label. It returns every problem.
func (c *Connector) Check(ctx context.Context) error {
	const op = "github check"
	var errs []error
	for project, repo := range c.cfg.Repos {
		req := c.request(op, http.MethodGet, "/repos/"+repo, nil)
		var out struct {
			FullName    string `json:"full_name"`
			HasIssues   bool   `json:"has_issues"`
			Permissions *struct {
				Push bool `json:"push"`
			} `json:"permissions"`
		}
		if _, err := c.do(ctx, req, &out); err != nil {
			if failure.ClassOf(err) == failure.Permanent {
				err = fmt.Errorf("%w (check the token in %s and that it can see %s)", err, c.cfg.TokenEnv, repo)
			}
			errs = append(errs, fmt.Errorf("repos.%s: %w", project, err))
			continue
		}
		switch {
		case !out.HasIssues:
			errs = append(errs, fmt.Errorf("repos.%s: %s has issues disabled", project, repo))
		case out.Permissions == nil || !out.Permissions.Push:
			errs = append(errs, fmt.Errorf("repos.%s: the token may not push to %s, so GitHub would drop the key label: give it Issues read/write (fine-grained) or repo scope", project, repo))
		}
	}
	return errors.Join(errs...)
}

// TaskURL is the issue's page, {web}/{owner}/{repo}/issues/{n}, where web
// is github.com for the public API and the API URL less /api/v3 for
// GitHub Enterprise Server.
func (c *Connector) TaskURL(id string) string { return taskURL(c.base, id) }

// TaskURLOf is the page of issue id of the GitHub cfg configures, without
// a client ("" when the ID gives none).
func TaskURLOf(cfg Config, id string) string {
	base := cfg.URL
	if base == "" {
		base = DefaultURL
	}
	return taskURL(strings.TrimRight(base, "/"), id)
}

func taskURL(base, id string) string {
	repo, n, ok := parseID(id)
	if !ok {
		return ""
	}
	return webBase(base) + "/" + repo + "/issues/" + strconv.Itoa(n)
}

func webBase(api string) string {
	if api == DefaultURL {
		return "https://github.com"
	}
	return strings.TrimSuffix(api, "/api/v3")
}
