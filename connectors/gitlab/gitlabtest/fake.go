// Package gitlabtest is a fake GitLab REST API v4 for the issue endpoints
// the connector uses, built from GitLab's documented shapes: GET
// /projects/:id (issues_enabled, permissions), POST, GET and
// PUT /projects/:id/issues[/:iid] with the project as a numeric id or a
// URL-encoded path, "List project issues" with labels, state, order_by,
// sort, per_page and page and the X-Page/X-Next-Page/X-Total headers,
// labels given as a comma-separated string and created on first use,
// assignee_ids, due_date, state_event=close and add_labels; metadata
// (labels, assignees, due date) silently ignored from a user who may not set
// it (Options.Guest); {"message": ...} errors with 400, 401, 403 and 404;
// and the RateLimit-* headers.
//
// Like GitLab, the fake runs quick actions (/close, /reopen, /label ~x,
// /assign @userN, /due YYYY-MM-DD) written at the start of a line of a
// description, outside code blocks, and removes those lines.
//
// Faults: LoseNextCreateResponse, RateLimitCreates (429 with Retry-After
// and RateLimit-Reset in epoch seconds), and DenyCreates (403 Forbidden).
package gitlabtest

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/connectors/internal/trackerkit"
	"github.com/axagent/axagent/internal/httpx"
)

// Project is a GitLab project.
type Project struct {
	ID   int
	Path string
}

// Options configure the fake.
type Options struct {
	Token    string
	Clock    clock.Clock
	Projects []Project
	// Users are user ids that exist.
	Users []int
	// Guest: the token's user may open issues but not set metadata.
	Guest bool
	// PerPageMax caps per_page (GitLab: 100).
	PerPageMax int
	// ListLag hides new issues from "List project issues" for a while, as
	// a replica behind the primary would.
	ListLag time.Duration
}

//go:embed testdata/gitlab.openapi.yaml
var schema []byte

// Schema is the OpenAPI 3 contract of the operations the connector uses,
// written from GitLab's API documentation (see its header).
func Schema() []byte { return schema }

var contract = sync.OnceValue(func() *fakekit.Contract { return fakekit.OpenAPI("gitlab", schema) })

// Contract is what every request and answer of every fake GitLab is
// checked against.
func Contract() *fakekit.Contract { return contract() }

// Issue is what the fake holds.
type Issue struct {
	ID, IID, ProjectID int
	Title, Description string
	State              string
	DueDate            string
	Assignees          []int
	Labels             []string
	UpdatedAt          time.Time
	ClosedAt           time.Time
	CreatedAt          time.Time
}

// Server is the fake.
type Server struct {
	handler  http.Handler
	mu       sync.Mutex
	o        Options
	clk      clock.Clock
	projects map[string]Project // id and lower(path) → project
	users    map[int]bool
	issues   map[int][]*Issue
	nextID   int

	createRequests int
	loseCreates    int
	rateLimited    int
	rateWait       time.Duration
	denyCreates    bool
}

// New returns a fake GitLab.
func New(o Options) *Server {
	if o.Clock == nil {
		o.Clock = clock.Real{}
	}
	if o.PerPageMax <= 0 {
		o.PerPageMax = 100
	}
	s := &Server{o: o, clk: o.Clock, projects: map[string]Project{}, users: map[int]bool{}, issues: map[int][]*Issue{}, nextID: 500}
	for _, p := range o.Projects {
		s.projects[strconv.Itoa(p.ID)] = p
		s.projects[strings.ToLower(p.Path)] = p
	}
	for _, u := range o.Users {
		s.users[u] = true
	}
	s.handler = contract().Wrap(http.HandlerFunc(s.serve))
	return s
}

// IssuesForKey counts issues whose description carries key.
func (s *Server) IssuesForKey(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, list := range s.issues {
		for _, is := range list {
			if trackerkit.KeyFromText(is.Description) == key {
				n++
			}
		}
	}
	return n
}

// Issue returns a copy of one issue.
func (s *Server) Issue(projectID, iid int) (Issue, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := s.issues[projectID]
	if iid < 1 || iid > len(list) {
		return Issue{}, false
	}
	return *list[iid-1], true
}

func (s *Server) CreateRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createRequests
}

func (s *Server) LoseNextCreateResponse() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.loseCreates++
}

func (s *Server) RateLimitCreates(n int, wait time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rateLimited, s.rateWait = n, wait
}

func (s *Server) DenyCreates() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.denyCreates = true
}

func message(w http.ResponseWriter, status int, msg any) {
	httpx.WriteJSON(w, status, map[string]any{"message": msg})
}

// ServeHTTP answers through the contract (fakekit.Contract).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	contract().Wrap(http.HandlerFunc(s.serve)).ServeHTTP(w, r)
}

// SetGuest makes the token's user a Guest (or not) from now on: GitLab
// then ignores the labels, assignees and due date it sets.
func (s *Server) SetGuest(guest bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.o.Guest = guest
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clk.Now()
	w.Header().Set("RateLimit-Limit", "2000")
	w.Header().Set("RateLimit-Remaining", "1990")
	w.Header().Set("RateLimit-Reset", strconv.FormatInt(now.Add(time.Minute).Unix(), 10))
	if r.Header.Get("Private-Token") != s.o.Token {
		message(w, http.StatusUnauthorized, "401 Unauthorized")
		return
	}
	// /api/v4/projects/:id/issues[/:iid], :id may be a %2F-encoded path.
	parts := strings.Split(strings.TrimPrefix(r.URL.EscapedPath(), "/api/v4/"), "/")
	if len(parts) == 2 && parts[0] == "users" && r.Method == http.MethodGet {
		id, err := strconv.Atoi(parts[1])
		if err != nil || !s.users[id] {
			message(w, http.StatusNotFound, "404 User Not Found")
			return
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": id, "username": "user" + parts[1], "state": "active"})
		return
	}
	if len(parts) == 2 && parts[0] == "projects" && r.Method == http.MethodGet {
		pid, _ := url.PathUnescape(parts[1])
		p, ok := s.projects[strings.ToLower(pid)]
		if !ok {
			message(w, http.StatusNotFound, "404 Project Not Found")
			return
		}
		level := 30 // Developer
		if s.o.Guest {
			level = 10
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": p.ID, "path_with_namespace": p.Path, "issues_enabled": true,
			"permissions": map[string]any{"project_access": map[string]any{"access_level": level}, "group_access": nil}})
		return
	}
	if len(parts) < 3 || parts[0] != "projects" || parts[2] != "issues" || len(parts) > 4 {
		message(w, http.StatusNotFound, "404 Not Found")
		return
	}
	pid, _ := url.PathUnescape(parts[1])
	p, ok := s.projects[strings.ToLower(pid)]
	if !ok {
		message(w, http.StatusNotFound, "404 Project Not Found")
		return
	}
	if len(parts) == 3 {
		switch r.Method {
		case http.MethodPost:
			s.create(w, r, p, now)
		case http.MethodGet:
			s.list(w, r, p)
		default:
			message(w, http.StatusMethodNotAllowed, "405 Method Not Allowed")
		}
		return
	}
	iid, err := strconv.Atoi(parts[3])
	list := s.issues[p.ID]
	if err != nil || iid < 1 || iid > len(list) {
		message(w, http.StatusNotFound, "404 Not found")
		return
	}
	is := list[iid-1]
	switch r.Method {
	case http.MethodGet:
		httpx.WriteJSON(w, http.StatusOK, s.view(p, is))
	case http.MethodPut:
		s.update(w, r, p, is)
	default:
		message(w, http.StatusMethodNotAllowed, "405 Method Not Allowed")
	}
}

func user(id int) map[string]any {
	return map[string]any{"id": id, "username": fmt.Sprintf("user%d", id), "name": fmt.Sprintf("User %d", id), "state": "active",
		"avatar_url": nil, "web_url": fmt.Sprintf("https://gitlab.example.com/user%d", id)}
}

func (s *Server) view(p Project, is *Issue) map[string]any {
	assignees := []map[string]any{}
	for _, a := range is.Assignees {
		assignees = append(assignees, user(a))
	}
	const ts = "2006-01-02T15:04:05.000Z"
	v := map[string]any{"id": is.ID, "iid": is.IID, "project_id": p.ID, "title": is.Title, "description": is.Description, "state": is.State,
		"created_at": is.CreatedAt.UTC().Format(ts), "updated_at": is.UpdatedAt.UTC().Format(ts), "closed_at": nil,
		"due_date": nil, "labels": append([]string{}, is.Labels...), "author": user(1), "confidential": false,
		"assignees": assignees, "assignee": nil, "web_url": fmt.Sprintf("https://gitlab.example.com/%s/-/issues/%d", p.Path, is.IID)}
	if is.DueDate != "" {
		v["due_date"] = is.DueDate
	}
	if len(assignees) > 0 {
		v["assignee"] = assignees[0]
	}
	if is.State == "closed" {
		v["closed_at"] = is.ClosedAt.UTC().Format(ts)
	}
	return v
}

var quickActionRe = regexp.MustCompile(`^/(close|reopen|label|assign|due)(?:\s+(.*))?$`)

// quickActions runs the quick actions of a description as GitLab does
// (lines starting with "/", outside fenced code blocks; metadata ones
// only for a user who may set metadata) and returns the description
// without them.
func (s *Server) quickActions(is *Issue, text string, now time.Time) string {
	var kept []string
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		m := quickActionRe.FindStringSubmatch(line)
		if fenced || m == nil {
			kept = append(kept, line)
			continue
		}
		arg := strings.TrimSpace(m[2])
		switch m[1] {
		case "close":
			is.State, is.ClosedAt = "closed", now
		case "reopen":
			is.State = "opened"
		}
		if s.o.Guest {
			continue
		}
		switch m[1] {
		case "label":
			for _, l := range strings.Fields(arg) {
				if l = strings.TrimPrefix(l, "~"); !hasLabel(is, l) {
					is.Labels = append(is.Labels, l)
				}
			}
		case "assign":
			if n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(arg, "@"), "user")); err == nil && s.users[n] {
				is.Assignees = []int{n}
			}
		case "due":
			if _, err := time.Parse(time.DateOnly, arg); err == nil {
				is.DueDate = arg
			}
		}
	}
	return strings.Join(kept, "\n")
}

type issueParams struct {
	Title       *string `json:"title"`
	Description *string `json:"description"`
	AssigneeIDs []int   `json:"assignee_ids"`
	DueDate     *string `json:"due_date"`
	Labels      *string `json:"labels"`
	AddLabels   *string `json:"add_labels"`
	StateEvent  *string `json:"state_event"`
}

func splitLabels(s string) []string {
	var out []string
	for _, l := range strings.Split(s, ",") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// metadata applies labels, assignees and due date unless the user is a
// guest, in which case GitLab ignores them without an error.
func (s *Server) metadata(w http.ResponseWriter, is *Issue, in issueParams) bool {
	if in.DueDate != nil {
		if _, err := time.Parse(time.DateOnly, *in.DueDate); err != nil {
			message(w, http.StatusBadRequest, map[string]any{"due_date": []string{"is invalid"}})
			return false
		}
	}
	for _, a := range in.AssigneeIDs {
		if !s.users[a] {
			message(w, http.StatusBadRequest, map[string]any{"assignees": []string{"is invalid"}})
			return false
		}
	}
	if s.o.Guest {
		return true
	}
	if in.DueDate != nil {
		is.DueDate = *in.DueDate
	}
	if in.AssigneeIDs != nil {
		is.Assignees = in.AssigneeIDs
	}
	if in.Labels != nil {
		is.Labels = splitLabels(*in.Labels)
	}
	if in.AddLabels != nil {
		for _, l := range splitLabels(*in.AddLabels) {
			if !hasLabel(is, l) {
				is.Labels = append(is.Labels, l)
			}
		}
	}
	return true
}

func hasLabel(is *Issue, l string) bool {
	for _, have := range is.Labels {
		if strings.EqualFold(have, l) {
			return true
		}
	}
	return false
}

func (s *Server) create(w http.ResponseWriter, r *http.Request, p Project, now time.Time) {
	s.createRequests++
	if s.rateLimited > 0 {
		s.rateLimited--
		w.Header().Set("Retry-After", strconv.Itoa(int(s.rateWait/time.Second)))
		w.Header().Set("RateLimit-Remaining", "0")
		w.Header().Set("RateLimit-Reset", strconv.FormatInt(now.Add(s.rateWait).Unix(), 10))
		w.Header().Set("RateLimit-ResetTime", now.Add(s.rateWait).UTC().Format(http.TimeFormat))
		message(w, http.StatusTooManyRequests, map[string]any{"error": "This endpoint has been requested too many times. Try again later."})
		return
	}
	if s.denyCreates {
		message(w, http.StatusForbidden, "403 Forbidden")
		return
	}
	var in issueParams
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]any{"error": "body is invalid"})
		return
	}
	if in.Title == nil || *in.Title == "" {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]any{"error": "title is missing"})
		return
	}
	list := s.issues[p.ID]
	s.nextID++
	is := &Issue{ID: s.nextID, IID: len(list) + 1, ProjectID: p.ID, Title: *in.Title, State: "opened", CreatedAt: now, UpdatedAt: now}
	if !s.metadata(w, is, in) {
		s.nextID--
		return
	}
	if in.Description != nil {
		is.Description = s.quickActions(is, *in.Description, now)
	}
	s.issues[p.ID] = append(list, is)
	if s.loseCreates > 0 {
		s.loseCreates--
		fakekit.DropConnection(w)
		return
	}
	httpx.WriteJSON(w, http.StatusCreated, s.view(p, is))
}

func (s *Server) update(w http.ResponseWriter, r *http.Request, p Project, is *Issue) {
	var in issueParams
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		httpx.WriteJSON(w, http.StatusBadRequest, map[string]any{"error": "body is invalid"})
		return
	}
	cp := *is
	if !s.metadata(w, &cp, in) {
		return
	}
	now := s.clk.Now()
	if in.Description != nil {
		cp.Description = s.quickActions(&cp, *in.Description, now)
	}
	if in.StateEvent != nil {
		switch *in.StateEvent {
		case "close":
			if cp.State != "closed" {
				cp.State, cp.ClosedAt = "closed", now
			}
		case "reopen":
			cp.State = "opened"
		default:
			httpx.WriteJSON(w, http.StatusBadRequest, map[string]any{"error": "state_event does not have a valid value"})
			return
		}
	}
	cp.UpdatedAt = now
	*is = cp
	httpx.WriteJSON(w, http.StatusOK, s.view(p, is))
}

func (s *Server) list(w http.ResponseWriter, r *http.Request, p Project) {
	q := r.URL.Query()
	labels := splitLabels(q.Get("labels"))
	state := q.Get("state")
	if state == "" {
		state = "all"
	}
	var hits []*Issue
	now := s.clk.Now()
	for _, is := range s.issues[p.ID] {
		ok := (state == "all" || is.State == state) && fakekit.Visible(is.CreatedAt, now, s.o.ListLag)
		for _, l := range labels {
			ok = ok && hasLabel(is, l)
		}
		if ok {
			hits = append(hits, is)
		}
	}
	asc := q.Get("sort") == "asc"
	sort.SliceStable(hits, func(i, j int) bool {
		if asc {
			return hits[i].ID < hits[j].ID
		}
		return hits[i].ID > hits[j].ID
	})
	per, _ := strconv.Atoi(q.Get("per_page"))
	if per <= 0 {
		per = 20
	}
	per = min(per, s.o.PerPageMax)
	page, _ := strconv.Atoi(q.Get("page"))
	if page <= 0 {
		page = 1
	}
	from := min((page-1)*per, len(hits))
	to := min(from+per, len(hits))
	w.Header().Set("X-Page", strconv.Itoa(page))
	w.Header().Set("X-Per-Page", strconv.Itoa(per))
	w.Header().Set("X-Total", strconv.Itoa(len(hits)))
	next := ""
	if to < len(hits) {
		next = strconv.Itoa(page + 1)
	}
	w.Header().Set("X-Next-Page", next)
	out := []map[string]any{}
	for _, is := range hits[from:to] {
		out = append(out, s.view(p, is))
	}
	httpx.WriteJSON(w, http.StatusOK, out)
}
