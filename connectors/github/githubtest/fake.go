// Package githubtest is a fake GitHub REST API for the Issues endpoints the
// connector uses, built from GitHub's documented shapes: GET
// /repos/{owner}/{repo} (has_issues, permissions.push), POST/GET/PATCH
// /repos/{owner}/{repo}/issues[/{number}], "List repository issues" with
// labels, state, sort, direction, per_page and page and a Link header,
// GET /search/issues (label: and repo: qualifiers) whose index lags the
// store by a configurable time on the injected clock, labels created on
// first use and silently dropped (with assignees) when the token lacks
// push access, 422 "Validation Failed" for an unknown assignee, 404 for a
// missing issue, and the x-ratelimit-* headers on every answer.
//
// Faults: LoseNextCreateResponse, RateLimitCreates (primary: 403 with
// x-ratelimit-remaining 0 and x-ratelimit-reset; or secondary: 403 or 429
// with retry-after and a "secondary rate limit" message, per Mode), and
// DenyCreates (403 "Resource not accessible by personal access token",
// with ordinary rate-limit headers, as GitHub sends it).
package githubtest

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
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

// RateMode picks how RateLimitCreates refuses.
type RateMode int

const (
	// Primary: 403, x-ratelimit-remaining 0, x-ratelimit-reset.
	Primary RateMode = iota
	// Secondary: 403 with retry-after and a secondary-limit message.
	Secondary
	// Secondary429: the same with status 429.
	Secondary429
)

// Options configure the fake.
type Options struct {
	Token string
	Clock clock.Clock
	// Repos ("owner/repo") and Users (logins) that exist.
	Repos []string
	Users []string
	// NoPush: the token may open issues but not set labels or assignees,
	// which GitHub then drops silently.
	NoPush bool
	// SearchLag hides new issues from /search/issues.
	SearchLag time.Duration
	// ListLag hides new issues from "List repository issues" for a while,
	// as a read replica behind the primary would (GitHub does not promise
	// the list reads its own writes).
	ListLag time.Duration
	// PerPageMax caps per_page (GitHub: 100); tests lower it to page.
	PerPageMax int
}

// Issue is what the fake holds.
type Issue struct {
	Repo        string
	Number      int
	Title, Body string
	State       string
	StateReason string
	Assignees   []string
	Labels      []string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	ClosedAt    time.Time
}

//go:embed testdata/github.openapi.yaml
var schema []byte

// Schema is the OpenAPI 3 contract of the operations the connector uses,
// written from GitHub's published description (see its header).
func Schema() []byte { return schema }

var contract = sync.OnceValue(func() *fakekit.Contract { return fakekit.OpenAPI("github", schema) })

// Server is the fake.
type Server struct {
	handler http.Handler
	mu      sync.Mutex
	o       Options
	clk     clock.Clock
	repos   map[string]bool
	users   map[string]bool
	labels  map[string]map[string]bool
	issues  map[string][]*Issue

	Mode           RateMode
	createRequests int
	searchRequests int
	loseCreates    int
	rateLimited    int
	rateWait       time.Duration
	denyCreates    bool
	patches        []map[string]json.RawMessage
}

// New returns a fake GitHub.
func New(o Options) *Server {
	s := &Server{o: o, clk: o.Clock, repos: map[string]bool{}, users: map[string]bool{}, labels: map[string]map[string]bool{}, issues: map[string][]*Issue{}}
	if s.clk == nil {
		s.clk = clock.Real{}
	}
	if s.o.PerPageMax <= 0 {
		s.o.PerPageMax = 100
	}
	for _, r := range o.Repos {
		s.repos[strings.ToLower(r)] = true
		s.labels[strings.ToLower(r)] = map[string]bool{}
	}
	for _, u := range o.Users {
		s.users[strings.ToLower(u)] = true
	}
	s.handler = contract().Wrap(http.HandlerFunc(s.serve))
	return s
}

// Contract is what every request and answer of every fake GitHub is
// checked against.
func Contract() *fakekit.Contract { return contract() }

// IssuesForKey counts issues (in every repo) whose body carries key.
func (s *Server) IssuesForKey(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, list := range s.issues {
		for _, is := range list {
			if trackerkit.KeyFromText(is.Body) == key {
				n++
			}
		}
	}
	return n
}

// Issue returns a copy of one issue.
func (s *Server) Issue(repo string, number int) (Issue, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := s.issues[strings.ToLower(repo)]
	if number < 1 || number > len(list) {
		return Issue{}, false
	}
	return *list[number-1], true
}

// CreateRequests counts POSTs to the issues endpoint.
func (s *Server) CreateRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createRequests
}

// SearchRequests counts /search/issues requests.
func (s *Server) SearchRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.searchRequests
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

// SetMode picks how RateLimitCreates refuses.
func (s *Server) SetMode(m RateMode) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Mode = m
}

func (s *Server) rateHeaders(w http.ResponseWriter, resource string, remaining int, reset time.Time) {
	h := w.Header()
	h.Set("X-RateLimit-Limit", "5000")
	h.Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
	h.Set("X-RateLimit-Used", strconv.Itoa(5000-remaining))
	h.Set("X-RateLimit-Reset", strconv.FormatInt(reset.Unix(), 10))
	h.Set("X-RateLimit-Resource", resource)
}

func message(w http.ResponseWriter, status int, msg, doc string) {
	httpx.WriteJSON(w, status, map[string]any{"message": msg, "documentation_url": "https://docs.github.com/rest/" + doc, "status": strconv.Itoa(status)})
}

// ServeHTTP answers through the contract (fakekit.Contract).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clk.Now()
	resource := "core"
	if strings.HasPrefix(r.URL.Path, "/search/") {
		resource = "search"
	}
	s.rateHeaders(w, resource, 4990, now.Add(time.Hour).Truncate(time.Second))
	if r.Header.Get("Authorization") != "Bearer "+s.o.Token {
		message(w, http.StatusUnauthorized, "Bad credentials", "overview/troubleshooting-the-rest-api")
		return
	}
	if r.URL.Path == "/search/issues" && r.Method == http.MethodGet {
		s.search(w, r, now)
		return
	}
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	if len(parts) == 3 && parts[0] == "repos" && r.Method == http.MethodGet {
		repo := strings.ToLower(parts[1] + "/" + parts[2])
		if !s.repos[repo] {
			message(w, http.StatusNotFound, "Not Found", "repos/repos#get-a-repository")
			return
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": 1000 + len(repo), "node_id": "R_" + repo, "name": parts[2], "full_name": repo, "private": true, "has_issues": true,
			"permissions": map[string]any{"admin": false, "maintain": false, "push": !s.o.NoPush, "triage": !s.o.NoPush, "pull": true}})
		return
	}
	if len(parts) == 5 && parts[0] == "repos" && parts[3] == "assignees" && r.Method == http.MethodGet {
		// "Check if a user can be assigned": 204, or 404 when they cannot.
		if !s.repos[strings.ToLower(parts[1]+"/"+parts[2])] || !s.users[strings.ToLower(parts[4])] {
			message(w, http.StatusNotFound, "Not Found", "issues/assignees#check-if-a-user-can-be-assigned")
			return
		}
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if len(parts) < 4 || parts[0] != "repos" || parts[3] != "issues" || len(parts) > 5 {
		message(w, http.StatusNotFound, "Not Found", "issues")
		return
	}
	repo := strings.ToLower(parts[1] + "/" + parts[2])
	if !s.repos[repo] {
		message(w, http.StatusNotFound, "Not Found", "issues")
		return
	}
	if len(parts) == 4 {
		switch r.Method {
		case http.MethodPost:
			s.create(w, r, repo, now)
		case http.MethodGet:
			s.list(w, r, repo)
		default:
			message(w, http.StatusNotFound, "Not Found", "issues")
		}
		return
	}
	n, err := strconv.Atoi(parts[4])
	list := s.issues[repo]
	if err != nil || n < 1 || n > len(list) {
		message(w, http.StatusNotFound, "Not Found", "issues/issues#get-an-issue")
		return
	}
	is := list[n-1]
	switch r.Method {
	case http.MethodGet:
		httpx.WriteJSON(w, http.StatusOK, s.view(is))
	case http.MethodPatch:
		s.update(w, r, is)
	default:
		message(w, http.StatusNotFound, "Not Found", "issues")
	}
}

// user is a simple-user as GitHub answers it.
func user(login string) map[string]any {
	u := "https://api.github.com/users/" + login
	return map[string]any{"login": login, "id": 7000 + len(login), "node_id": "U_" + login, "type": "User", "site_admin": false,
		"avatar_url": "https://avatars.githubusercontent.com/u/1", "gravatar_id": "", "url": u, "html_url": "https://github.com/" + login,
		"followers_url": u + "/followers", "following_url": u + "/following{/other_user}", "gists_url": u + "/gists{/gist_id}",
		"starred_url": u + "/starred{/owner}{/repo}", "subscriptions_url": u + "/subscriptions", "organizations_url": u + "/orgs",
		"repos_url": u + "/repos", "events_url": u + "/events{/privacy}", "received_events_url": u + "/received_events"}
}

// view is the issue as GitHub answers it (the "issue" schema's required
// fields, and the ones the connector reads).
func (s *Server) view(is *Issue) map[string]any {
	assignees := []map[string]any{}
	for _, a := range is.Assignees {
		assignees = append(assignees, user(a))
	}
	labels := []map[string]any{}
	for i, l := range is.Labels {
		labels = append(labels, map[string]any{"id": 500 + i, "node_id": "LA_" + l, "url": "https://api.github.com/repos/" + is.Repo + "/labels/" + url.PathEscape(l),
			"name": l, "description": nil, "color": "ededed", "default": false})
	}
	api := fmt.Sprintf("https://api.github.com/repos/%s/issues/%d", is.Repo, is.Number)
	v := map[string]any{"id": 90000 + is.Number, "node_id": fmt.Sprintf("I_%s_%d", is.Repo, is.Number), "number": is.Number, "title": is.Title, "body": is.Body,
		"state": is.State, "state_reason": nil, "url": api, "repository_url": "https://api.github.com/repos/" + is.Repo,
		"labels_url": api + "/labels{/name}", "comments_url": api + "/comments", "events_url": api + "/events",
		"html_url": fmt.Sprintf("https://github.com/%s/issues/%d", is.Repo, is.Number), "user": user("axagent-bot"),
		"assignees": assignees, "assignee": nil, "labels": labels, "milestone": nil, "locked": false, "comments": 0,
		"created_at": is.CreatedAt.UTC().Format(time.RFC3339), "updated_at": is.UpdatedAt.UTC().Format(time.RFC3339),
		"closed_at": nil, "author_association": "MEMBER"}
	if len(assignees) > 0 {
		v["assignee"] = assignees[0]
	}
	if is.StateReason != "" {
		v["state_reason"] = is.StateReason
	}
	if is.State == "closed" {
		v["closed_at"] = is.ClosedAt.UTC().Format(time.RFC3339)
	}
	return v
}

func validationFailed(w http.ResponseWriter, doc string, errs ...map[string]any) {
	httpx.WriteJSON(w, http.StatusUnprocessableEntity, map[string]any{"message": "Validation Failed",
		"documentation_url": "https://docs.github.com/rest/" + doc, "status": "422", "errors": errs})
}

func (s *Server) rateLimitCreate(w http.ResponseWriter, now time.Time) {
	secs := strconv.Itoa(int(s.rateWait / time.Second))
	switch s.Mode {
	case Primary:
		s.rateHeaders(w, "core", 0, now.Add(s.rateWait))
		message(w, http.StatusForbidden, "API rate limit exceeded for user ID 1.", "overview/rate-limits-for-the-rest-api")
	case Secondary, Secondary429:
		w.Header().Set("Retry-After", secs)
		status := http.StatusForbidden
		if s.Mode == Secondary429 {
			status = http.StatusTooManyRequests
		}
		message(w, status, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", "overview/rate-limits-for-the-rest-api#about-secondary-rate-limits")
	}
}

func (s *Server) create(w http.ResponseWriter, r *http.Request, repo string, now time.Time) {
	s.createRequests++
	if s.rateLimited > 0 {
		s.rateLimited--
		s.rateLimitCreate(w, now)
		return
	}
	if s.denyCreates {
		message(w, http.StatusForbidden, "Resource not accessible by personal access token", "issues/issues#create-an-issue")
		return
	}
	var in struct {
		Title     any      `json:"title"`
		Body      string   `json:"body"`
		Assignees []string `json:"assignees"`
		Labels    []string `json:"labels"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		message(w, http.StatusBadRequest, "Problems parsing JSON", "issues/issues#create-an-issue")
		return
	}
	title, _ := in.Title.(string)
	if title == "" {
		validationFailed(w, "issues/issues#create-an-issue", map[string]any{"resource": "Issue", "code": "missing_field", "field": "title"})
		return
	}
	is := &Issue{Repo: repo, Title: title, Body: in.Body, State: "open", CreatedAt: now, UpdatedAt: now}
	if !s.o.NoPush {
		for _, a := range in.Assignees {
			if !s.users[strings.ToLower(a)] {
				validationFailed(w, "issues/issues", map[string]any{"value": a, "resource": "Issue", "field": "assignees", "code": "invalid"})
				return
			}
		}
		is.Assignees = in.Assignees
		for _, l := range in.Labels {
			s.labels[repo][l] = true // created on first use
		}
		is.Labels = in.Labels
	}
	is.Number = len(s.issues[repo]) + 1
	s.issues[repo] = append(s.issues[repo], is)
	if s.loseCreates > 0 {
		s.loseCreates--
		fakekit.DropConnection(w)
		return
	}
	w.Header().Set("Location", fmt.Sprintf("https://api.github.com/repos/%s/issues/%d", repo, is.Number))
	httpx.WriteJSON(w, http.StatusCreated, s.view(is))
}

func (s *Server) update(w http.ResponseWriter, r *http.Request, is *Issue) {
	var in map[string]json.RawMessage
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		message(w, http.StatusBadRequest, "Problems parsing JSON", "issues/issues#update-an-issue")
		return
	}
	if v, ok := in["assignees"]; ok {
		var as []string
		_ = json.Unmarshal(v, &as)
		for _, a := range as {
			if !s.users[strings.ToLower(a)] {
				validationFailed(w, "issues/issues", map[string]any{"value": a, "resource": "Issue", "field": "assignees", "code": "invalid"})
				return
			}
		}
		if !s.o.NoPush {
			is.Assignees = as
		}
	}
	if v, ok := in["body"]; ok {
		_ = json.Unmarshal(v, &is.Body)
	}
	// "state_reason: The reason for the state change. Ignored unless
	// `state` is changed." Closing without a reason closes as completed;
	// reopening sets reopened.
	var st, reason string
	if v, ok := in["state"]; ok {
		_ = json.Unmarshal(v, &st)
	}
	if v, ok := in["state_reason"]; ok {
		_ = json.Unmarshal(v, &reason)
	}
	now := s.clk.Now()
	if st != "" && st != is.State {
		is.State = st
		switch {
		case st == "closed" && reason != "" && reason != "reopened":
			is.StateReason, is.ClosedAt = reason, now
		case st == "closed":
			is.StateReason, is.ClosedAt = "completed", now
		default:
			is.StateReason = "reopened"
		}
	}
	is.UpdatedAt = now
	s.patches = append(s.patches, in)
	httpx.WriteJSON(w, http.StatusOK, s.view(is))
}

// Patches returns the bodies of every PATCH the fake took, in order.
func (s *Server) Patches() []map[string]json.RawMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]map[string]json.RawMessage(nil), s.patches...)
}

// SetState sets an issue's state and reason as a person in GitHub would
// (closed as completed, as a duplicate, ...).
func (s *Server) SetState(repo string, number int, state, reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	is := s.issues[strings.ToLower(repo)][number-1]
	is.State, is.StateReason, is.ClosedAt = state, reason, s.clk.Now()
}

// SetNoPush turns push access off (or on) for the token from now on:
// labels and assignees it sets are then dropped without an error.
func (s *Server) SetNoPush(noPush bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.o.NoPush = noPush
}

func hasLabels(is *Issue, want []string) bool {
	for _, l := range want {
		found := false
		for _, have := range is.Labels {
			if strings.EqualFold(have, l) {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func (s *Server) list(w http.ResponseWriter, r *http.Request, repo string) {
	q := r.URL.Query()
	var labels []string
	if l := q.Get("labels"); l != "" {
		labels = strings.Split(l, ",")
	}
	state := q.Get("state")
	if state == "" {
		state = "open"
	}
	var hits []*Issue
	now := s.clk.Now()
	for _, is := range s.issues[repo] {
		if (state == "all" || is.State == state) && hasLabels(is, labels) && fakekit.Visible(is.CreatedAt, now, s.o.ListLag) {
			hits = append(hits, is)
		}
	}
	asc := q.Get("direction") == "asc"
	sort.SliceStable(hits, func(i, j int) bool {
		if asc {
			return hits[i].Number < hits[j].Number
		}
		return hits[i].Number > hits[j].Number
	})
	per, _ := strconv.Atoi(q.Get("per_page"))
	if per <= 0 {
		per = 30
	}
	per = min(per, s.o.PerPageMax)
	page, _ := strconv.Atoi(q.Get("page"))
	if page <= 0 {
		page = 1
	}
	from := min((page-1)*per, len(hits))
	to := min(from+per, len(hits))
	if to < len(hits) {
		next := *r.URL
		nq := next.Query()
		nq.Set("page", strconv.Itoa(page+1))
		next.RawQuery = nq.Encode()
		w.Header().Set("Link", fmt.Sprintf(`<http://%s%s>; rel="next"`, r.Host, next.RequestURI()))
	}
	out := []map[string]any{}
	for _, is := range hits[from:to] {
		out = append(out, s.view(is))
	}
	httpx.WriteJSON(w, http.StatusOK, out)
}

// search answers label:X and repo:o/r qualifiers from an index that only
// holds issues older than SearchLag.
func (s *Server) search(w http.ResponseWriter, r *http.Request, now time.Time) {
	s.searchRequests++
	q, _ := url.QueryUnescape(r.URL.Query().Get("q"))
	var labels []string
	repo := ""
	for _, f := range strings.Fields(q) {
		switch {
		case strings.HasPrefix(f, "label:"):
			labels = append(labels, strings.Trim(strings.TrimPrefix(f, "label:"), `"`))
		case strings.HasPrefix(f, "repo:"):
			repo = strings.ToLower(strings.TrimPrefix(f, "repo:"))
		}
	}
	items := []map[string]any{}
	for rp, list := range s.issues {
		if repo != "" && rp != repo {
			continue
		}
		for _, is := range list {
			if fakekit.Visible(is.CreatedAt, now, s.o.SearchLag) && hasLabels(is, labels) {
				items = append(items, s.view(is))
			}
		}
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"total_count": len(items), "incomplete_results": false, "items": items})
}
