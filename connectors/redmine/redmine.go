// Package redmine is a connectors.TaskConnector for a real Redmine over its
// REST API.
//
// Redmine has no idempotency keys, so the business key is stored in an
// issue custom field (a filterable string field, configured by name or ID)
// and lookup is GET /issues.json?cf_<id>=<key>&status_id=*. The connector
// declares that honestly: no idempotent create, lookup immediate. A create
// whose answer is lost is therefore reconciled by lookup, never re-sent
// blindly (R10).
//
// Task.AssigneeID must already be the Redmine user ID (the roster's
// ids.redmine, a number); Task.Project is the axagent project name, mapped
// to a Redmine project identifier by Config.Projects.
//
// Status (RemoteTask.Status, read by the worker's status pull): an issue
// is closed when its status says is_closed (Redmine reports it in the
// issue's status since 5.0 on Debian, 5.1 upstream), or, where the
// server does not report it, when its status is one of
// Config.ClosedStatuses (default: Redmine's default closed statuses,
// Closed and Rejected). A closed issue whose status is one of
// Config.CancelledStatuses (default Rejected) is cancelled, any other
// closed issue done, every other issue open. Check verifies the
// configured names against GET /issue_statuses.json, since a misspelt
// name would never match.
package redmine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/internal/trackerkit"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/httpx"
)

// Name is the connector name.
const Name = "redmine"

// DefaultAPIKeyEnv is used when Config.APIKeyEnv is empty.
const DefaultAPIKeyEnv = "AXAGENT_REDMINE_API_KEY"

// Config is the redmine section of axagent.yaml.
type Config struct {
	// URL of the Redmine, e.g. http://127.0.0.1:3000.
	URL string `yaml:"url"`
	// APIKeyEnv names the environment variable holding the API key; the
	// key itself never appears in config or logs.
	APIKeyEnv string `yaml:"api_key_env"`
	// KeyField is the issue custom field holding the business key: its
	// name, or its numeric ID.
	KeyField string `yaml:"key_field"`
	// Projects maps axagent project names to Redmine project identifiers.
	Projects map[string]string `yaml:"projects"`
	// TrackerID, when set, is the tracker of created issues (default: the
	// project's first tracker).
	TrackerID int `yaml:"tracker_id,omitempty"`
	// ClosedStatuses name the statuses that close an issue, used when the
	// server does not report is_closed (default DefaultClosedStatuses).
	ClosedStatuses []string `yaml:"closed_statuses,omitempty"`
	// CancelledStatuses name the closed statuses meaning "will not be
	// done" (default DefaultCancelledStatuses); other closed ones are done.
	CancelledStatuses []string `yaml:"cancelled_statuses,omitempty"`
}

// Redmine's default data: Closed and Rejected close an issue; Rejected
// means it will not be done.
var (
	DefaultClosedStatuses    = []string{"Closed", "Rejected"}
	DefaultCancelledStatuses = []string{"Rejected"}
)

// Options is what every tracker connector takes (trackerkit.Options).
type Options = trackerkit.Options

// Connector talks to one Redmine.
type Connector struct {
	cfg    Config
	base   string
	apiKey string
	hc     *httpx.Client
	clk    clock.Clock
	log    *slog.Logger

	mu        sync.Mutex
	fieldID   int
	projectOf map[int]string // Redmine project id → axagent project
}

// New checks the configuration and reads the API key from the environment.
func New(cfg Config, o Options) (*Connector, error) {
	if cfg.URL == "" {
		return nil, errors.New("redmine: url is required")
	}
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("redmine: url %q: want http(s)://host[:port][/path]", cfg.URL)
	}
	if cfg.KeyField == "" {
		return nil, errors.New("redmine: key_field is required (the custom field holding the business key)")
	}
	if len(cfg.Projects) == 0 {
		return nil, errors.New("redmine: projects is empty: map at least one axagent project to a Redmine project identifier")
	}
	key, name, err := o.Secret(Name, "api_key_env", cfg.APIKeyEnv, DefaultAPIKeyEnv)
	if err != nil {
		return nil, err
	}
	cfg.APIKeyEnv = name
	cm, err := o.Setup(Name)
	if err != nil {
		return nil, err
	}
	if cfg.ClosedStatuses == nil {
		cfg.ClosedStatuses = DefaultClosedStatuses
	}
	if cfg.CancelledStatuses == nil {
		cfg.CancelledStatuses = DefaultCancelledStatuses
	}
	c := &Connector{cfg: cfg, base: strings.TrimRight(cfg.URL, "/"), apiKey: key, hc: cm.HC, clk: cm.Clock, log: cm.Log}
	if id, err := strconv.Atoi(cfg.KeyField); err == nil && id > 0 {
		c.fieldID = id
	}
	return c, nil
}

var _ connectors.TaskConnector = (*Connector)(nil)

func (c *Connector) Name() string { return Name }

// Capabilities: Redmine keeps no idempotency keys; a key-field search is
// a plain SQL query, visible as soon as the create committed.
func (c *Connector) Capabilities() connectors.Capabilities {
	return connectors.Capabilities{IdempotentCreate: false, LookupByKey: true, LookupLag: 0}
}

func (c *Connector) request(op, method, path string, body any) httpx.Request {
	return httpx.Request{Op: op, Method: method, URL: c.base + path, JSON: body,
		Header: http.Header{"X-Redmine-Api-Key": {c.apiKey}}}
}

// Check resolves the key field and the projects, and checks the
// configured status names, so a bad configuration shows at startup rather
// than as a failed create or a status never read.
func (c *Connector) Check(ctx context.Context) error {
	if _, err := c.keyFieldID(ctx); err != nil {
		return err
	}
	if _, err := c.projects(ctx); err != nil {
		return err
	}
	return c.checkStatuses(ctx)
}

// checkStatuses names each configured status Redmine does not have, and a
// cancelled status that does not close an issue.
func (c *Connector) checkStatuses(ctx context.Context) error {
	var out struct {
		IssueStatuses []struct {
			Name     string `json:"name"`
			IsClosed bool   `json:"is_closed"`
		} `json:"issue_statuses"`
	}
	if _, err := c.hc.DoJSON(ctx, c.request("redmine check statuses", "GET", "/issue_statuses.json", nil), &out); err != nil {
		return fmt.Errorf("reading the issue statuses: %w", err)
	}
	closed := map[string]bool{}
	var names []string
	for _, st := range out.IssueStatuses {
		closed[strings.ToLower(st.Name)] = st.IsClosed
		names = append(names, st.Name)
	}
	var errs []error
	for _, list := range []struct {
		field string
		names []string
	}{{"closed_statuses", c.cfg.ClosedStatuses}, {"cancelled_statuses", c.cfg.CancelledStatuses}} {
		for _, n := range list.names {
			isClosed, ok := closed[strings.ToLower(n)]
			switch {
			case !ok:
				errs = append(errs, &connectors.ConfigProblem{What: fmt.Sprintf("redmine.%s names %q, which this Redmine does not have (it has: %s)", list.field, n, strings.Join(names, ", ")),
					Fix: fmt.Sprintf("set redmine.%s to the names of this Redmine's statuses", list.field)})
			case list.field == "cancelled_statuses" && !isClosed:
				errs = append(errs, &connectors.ConfigProblem{What: fmt.Sprintf("redmine.cancelled_statuses names %q, which does not close an issue", n),
					Fix: fmt.Sprintf("tick \"Issue closed\" for %s in Administration → Issue statuses, or remove it from redmine.cancelled_statuses", n)})
			}
		}
	}
	return errors.Join(errs...)
}

// status maps an issue's status to a task status.
func (c *Connector) status(st issueStatus) string {
	closed := slices.ContainsFunc(c.cfg.ClosedStatuses, func(n string) bool { return strings.EqualFold(n, st.Name) })
	if st.IsClosed != nil {
		closed = *st.IsClosed
	}
	switch {
	case !closed:
		return ""
	case slices.ContainsFunc(c.cfg.CancelledStatuses, func(n string) bool { return strings.EqualFold(n, st.Name) }):
		return connectors.StatusCancelled
	default:
		return connectors.StatusDone
	}
}

type customField struct {
	ID             int    `json:"id"`
	Name           string `json:"name"`
	CustomizedType string `json:"customized_type"`
	FieldFormat    string `json:"field_format"`
	IsFilter       *bool  `json:"is_filter"`
	Multiple       bool   `json:"multiple"`
}

// keyFieldID resolves Config.KeyField. A name needs GET /custom_fields.json,
// which only an administrator may call; a numeric ID needs nothing.
func (c *Connector) keyFieldID(ctx context.Context) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.fieldID != 0 {
		return c.fieldID, nil
	}
	req := c.request("redmine resolve key field", "GET", "/custom_fields.json", nil)
	var out struct {
		CustomFields []customField `json:"custom_fields"`
	}
	if _, err := c.hc.DoJSON(ctx, req, &out); err != nil {
		if failure.IsPermanent(err) {
			return 0, fmt.Errorf("%w (listing custom fields needs an admin key; or set key_field to the field's numeric id)", err)
		}
		return 0, err
	}
	for _, f := range out.CustomFields {
		if f.CustomizedType != "issue" || !strings.EqualFold(f.Name, c.cfg.KeyField) {
			continue
		}
		if f.FieldFormat != "string" || f.Multiple {
			return 0, failure.NewPermanent("redmine resolve key field", fmt.Errorf("custom field %q (id %d) is %s, want a single string field", f.Name, f.ID, f.FieldFormat))
		}
		if f.IsFilter != nil && !*f.IsFilter {
			// Redmine silently ignores a filter on a non-filter field and
			// returns every issue: lookup would be meaningless.
			return 0, failure.NewPermanent("redmine resolve key field", fmt.Errorf("custom field %q (id %d) is not \"used as a filter\"; lookup by key needs it", f.Name, f.ID))
		}
		c.fieldID = f.ID
		return f.ID, nil
	}
	return 0, failure.NewPermanent("redmine resolve key field", fmt.Errorf("no issue custom field named %q", c.cfg.KeyField))
}

// projects returns Redmine project id → axagent project, resolving each
// configured identifier once.
func (c *Connector) projects(ctx context.Context) (map[int]string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.projectOf != nil {
		return c.projectOf, nil
	}
	m := map[int]string{}
	for name, ident := range c.cfg.Projects {
		req := c.request("redmine resolve project", "GET", "/projects/"+url.PathEscape(ident)+".json", nil)
		var out struct {
			Project struct {
				ID int `json:"id"`
			} `json:"project"`
		}
		resp, err := c.hc.DoJSON(ctx, req, &out)
		if err != nil {
			return nil, fmt.Errorf("redmine project %q (for %s): %w", ident, name, err)
		}
		if out.Project.ID == 0 {
			return nil, httpx.BadBody(req, resp, "project %q has no id", ident)
		}
		m[out.Project.ID] = name
	}
	c.projectOf = m
	return m, nil
}

type idName struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// issueStatus is an issue's status; IsClosed is nil where the server does
// not report it.
type issueStatus struct {
	ID       int    `json:"id"`
	Name     string `json:"name"`
	IsClosed *bool  `json:"is_closed"`
}

type issue struct {
	ID           int         `json:"id"`
	Status       issueStatus `json:"status"`
	Project      idName      `json:"project"`
	AssignedTo   idName      `json:"assigned_to"`
	Subject      string      `json:"subject"`
	StartDate    string      `json:"start_date"`
	DueDate      string      `json:"due_date"`
	CreatedOn    string      `json:"created_on"`
	CustomFields []struct {
		ID    int `json:"id"`
		Value any `json:"value"`
	} `json:"custom_fields"`
}

func (is issue) fieldValue(id int) string {
	for _, f := range is.CustomFields {
		if f.ID == id {
			if s, ok := f.Value.(string); ok {
				return s
			}
		}
	}
	return ""
}

func (c *Connector) remote(ctx context.Context, is issue, fieldID int) (connectors.RemoteTask, error) {
	projects, err := c.projects(ctx)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	proj, ok := projects[is.Project.ID]
	if !ok {
		// Not one of ours: say so rather than guess, so a comparison fails.
		proj = fmt.Sprintf("redmine-project-%d", is.Project.ID)
	}
	key := is.fieldValue(fieldID)
	rt := connectors.RemoteTask{ID: strconv.Itoa(is.ID), Key: key, Project: proj, SourceAction: sourceAction(key),
		Title: is.Subject, DueDate: is.DueDate}
	if is.AssignedTo.ID != 0 {
		rt.AssigneeID = strconv.Itoa(is.AssignedTo.ID)
	}
	rt.Status = c.status(is.Status)
	if t, err := time.Parse(time.RFC3339, is.CreatedOn); err == nil {
		rt.CreatedAt = t
	}
	return rt, nil
}

// sourceAction is the action component of tenant:project:meeting:action:op.
func sourceAction(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) == 5 {
		return parts[3]
	}
	return ""
}

func (c *Connector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	const op = "redmine create"
	ident, ok := c.cfg.Projects[t.Project]
	if !ok {
		return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("project %q is not mapped to a Redmine project (redmine.projects)", t.Project))
	}
	if t.Key == "" || t.Title == "" {
		return connectors.RemoteTask{}, failure.NewPermanent(op, errors.New("key and title are required"))
	}
	fieldID, err := c.keyFieldID(ctx)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	fields := map[string]any{
		"project_id":    ident,
		"subject":       t.Title,
		"description":   description(t),
		"custom_fields": []map[string]any{{"id": fieldID, "value": t.Key}},
	}
	if c.cfg.TrackerID != 0 {
		fields["tracker_id"] = c.cfg.TrackerID
	}
	if t.AssigneeID != "" {
		id, err := strconv.Atoi(t.AssigneeID)
		if err != nil {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee id %q is not a Redmine user id (roster ids.redmine)", t.AssigneeID))
		}
		fields["assigned_to_id"] = id
	}
	if t.DueDate != "" {
		due, err := time.Parse(time.DateOnly, t.DueDate)
		if err != nil {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("due date %q: want YYYY-MM-DD", t.DueDate))
		}
		fields["due_date"] = t.DueDate
		// Redmine defaults the start date to today and refuses a due date
		// before it; a task due in the past (notes registered late) would be
		// refused, so start no later than the due date.
		fields["start_date"] = minDate(c.today(), due).Format(time.DateOnly)
	}
	req := c.request(op, "POST", "/issues.json", map[string]any{"issue": fields})
	var out struct {
		Issue issue `json:"issue"`
	}
	resp, err := c.hc.DoJSON(ctx, req, &out)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	if out.Issue.ID == 0 {
		return connectors.RemoteTask{}, httpx.BadBody(req, resp, "the answer carries no issue id")
	}
	rt, err := c.remote(ctx, out.Issue, fieldID)
	if err != nil {
		return connectors.RemoteTask{}, failure.NewUnknown(op, fmt.Errorf("issue #%d created, reading it back: %w", out.Issue.ID, err))
	}
	if rt.Key != t.Key {
		// Redmine drops values of a custom field not enabled for the
		// project or tracker. The issue exists but lookup will never find
		// it: stop here loudly rather than invite a duplicate later.
		return rt, failure.NewPermanent(op, fmt.Errorf("issue #%d created but Redmine did not keep the key field (id %d): enable it for all projects and this tracker", out.Issue.ID, fieldID))
	}
	c.log.Info("redmine issue created", "key", t.Key, "id", rt.ID, "attempt", t.AttemptID)
	return rt, nil
}

func description(t connectors.Task) string {
	var b strings.Builder
	b.WriteString(t.Description)
	if t.Description != "" {
		b.WriteString("\n\n")
	}
	fmt.Fprintf(&b, "---\naxagent key: %s\nsource action: %s", t.Key, t.SourceAction)
	if t.Fingerprint != "" {
		fmt.Fprintf(&b, "\nfingerprint: %s", t.Fingerprint)
	}
	return b.String()
}

func (c *Connector) today() time.Time {
	y, m, d := c.clk.Now().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func minDate(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// FindByKey searches the key field over all statuses (a closed task still
// exists). It returns the oldest issue carrying exactly the key.
func (c *Connector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	issues, fieldID, err := c.issuesForKey(ctx, key)
	if err != nil || len(issues) == 0 {
		return nil, err
	}
	rt, err := c.remote(ctx, issues[0], fieldID)
	if err != nil {
		return nil, err
	}
	return &rt, nil
}

// CountForKey returns how many issues carry key (for tests and checks).
func (c *Connector) CountForKey(ctx context.Context, key string) (int, error) {
	issues, _, err := c.issuesForKey(ctx, key)
	return len(issues), err
}

func (c *Connector) issuesForKey(ctx context.Context, key string) ([]issue, int, error) {
	const op = "redmine find"
	fieldID, err := c.keyFieldID(ctx)
	if err != nil {
		return nil, 0, err
	}
	q := url.Values{}
	q.Set(fmt.Sprintf("cf_%d", fieldID), key)
	q.Set("status_id", "*")
	q.Set("sort", "id")
	q.Set("limit", "100")
	req := c.request(op, "GET", "/issues.json?"+q.Encode(), nil)
	var out struct {
		Issues     []issue `json:"issues"`
		TotalCount int     `json:"total_count"`
	}
	resp, err := c.hc.DoJSON(ctx, req, &out)
	if err != nil {
		return nil, 0, err
	}
	if out.Issues == nil {
		return nil, 0, httpx.BadBody(req, resp, "the answer has no issues list")
	}
	var hits []issue
	for _, is := range out.Issues {
		if is.fieldValue(fieldID) == key {
			hits = append(hits, is)
			continue
		}
		// Redmine ignores a filter it cannot apply and lists everything:
		// a lookup that returns other keys cannot be trusted.
		return nil, 0, failure.NewPermanent(op, fmt.Errorf("the key-field filter cf_%d was ignored (issue #%d has another value): make the field \"used as a filter\"", fieldID, is.ID))
	}
	if out.TotalCount > len(out.Issues) {
		c.log.Warn("redmine lookup truncated", "key", key, "total", out.TotalCount)
	}
	sort.Slice(hits, func(i, j int) bool { return hits[i].ID < hits[j].ID })
	return hits, fieldID, nil
}

func (c *Connector) get(ctx context.Context, op, id string) (issue, int, error) {
	if _, err := strconv.Atoi(id); err != nil {
		return issue{}, 0, failure.NewPermanent(op, fmt.Errorf("issue id %q is not a number", id))
	}
	fieldID, err := c.keyFieldID(ctx)
	if err != nil {
		return issue{}, 0, err
	}
	req := c.request(op, "GET", "/issues/"+id+".json", nil)
	var out struct {
		Issue issue `json:"issue"`
	}
	resp, err := c.hc.DoJSON(ctx, req, &out)
	if err != nil {
		return issue{}, 0, err
	}
	if out.Issue.ID == 0 {
		return issue{}, 0, httpx.BadBody(req, resp, "the answer carries no issue")
	}
	return out.Issue, fieldID, nil
}

func (c *Connector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	is, fieldID, err := c.get(ctx, "redmine get", id)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	return c.remote(ctx, is, fieldID)
}

// Update sets the due date and/or assignee (R6) and records the update key
// as a journal note. Setting values is idempotent, so a resend is harmless.
func (c *Connector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	const op = "redmine update"
	cur, _, err := c.get(ctx, op, u.ExternalID)
	if err != nil {
		return connectors.RemoteTask{}, err
	}
	fields := map[string]any{}
	if u.AssigneeID != "" {
		id, err := strconv.Atoi(u.AssigneeID)
		if err != nil {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("assignee id %q is not a Redmine user id", u.AssigneeID))
		}
		fields["assigned_to_id"] = id
	}
	if u.DueDate != "" {
		due, err := time.Parse(time.DateOnly, u.DueDate)
		if err != nil {
			return connectors.RemoteTask{}, failure.NewPermanent(op, fmt.Errorf("due date %q: want YYYY-MM-DD", u.DueDate))
		}
		fields["due_date"] = u.DueDate
		if start, err := time.Parse(time.DateOnly, cur.StartDate); err == nil && due.Before(start) {
			fields["start_date"] = u.DueDate
		}
	}
	if u.Key != "" {
		fields["notes"] = fmt.Sprintf("axagent update %s (attempt %s)", u.Key, u.AttemptID)
	}
	req := c.request(op, "PUT", "/issues/"+u.ExternalID+".json", map[string]any{"issue": fields})
	if _, err := c.hc.Do(ctx, req); err != nil {
		return connectors.RemoteTask{}, err
	}
	rt, err := c.Get(ctx, u.ExternalID)
	if err != nil {
		// The update was accepted; only reading it back failed.
		return connectors.RemoteTask{}, failure.NewUnknown(op, fmt.Errorf("issue #%s updated, reading it back: %w", u.ExternalID, err))
	}
	return rt, nil
}

// TaskURL is the issue's page, {url}/issues/{id}.
func (c *Connector) TaskURL(id string) string { return taskURL(c.base, id) }

// TaskURLOf is the page of issue id of the Redmine cfg configures, without
// a client ("" when the configuration or the ID gives none).
func TaskURLOf(cfg Config, id string) string {
	if cfg.URL == "" {
		return ""
	}
	return taskURL(strings.TrimRight(cfg.URL, "/"), id)
}

func taskURL(base, id string) string {
	if n, err := strconv.Atoi(id); err != nil || n <= 0 {
		return ""
	}
	return base + "/issues/" + id
}
