// Package jiratest is a fake Jira Cloud REST API v3 for the endpoints the
// connector uses, built from Atlassian's documented shapes: POST
// /rest/api/3/issue (201 with id, key and self only; 400 with errorMessages
// and errors for a missing field, a description that is not an Atlassian
// Document, a field not on the create screen, an unknown assignee, or no
// permission), GET and PUT /rest/api/3/issue/{idOrKey} (PUT answers 204),
// GET/POST .../transitions, GET /rest/api/3/myself, /project/{key} and
// /field, and POST /rest/api/3/search/jql with
// nextPageToken pagination and reconcileIssues. Its search index lags the
// store: an issue is invisible to JQL until SearchLag has passed on the
// injected clock, unless its id is in reconcileIssues — which is how
// Atlassian documents the enhanced search. JQL is understood only in the
// two forms the connector sends (a key-field phrase or a label, ordered by
// created).
//
// Faults: LoseNextCreateResponse, RateLimitCreates (429 with Retry-After,
// X-RateLimit-Reset as yyyy-MM-ddTHH:mmZ and RateLimit-Reason), and
// DenyCreates (400: no permission to create issues in the project).
package jiratest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/internal/httpx"
)

// Options configure the fake.
type Options struct {
	// Email and Token are the basic-auth credentials.
	Email, Token string
	Clock        clock.Clock
	// Projects (keys) and Users (accountIds) that exist.
	Projects []string
	Users    []string
	// Fields are the custom fields on the create and edit screens.
	Fields []string
	// SearchLag hides new issues from JQL search.
	SearchLag time.Duration
	// MaxResults caps a search page (default 100).
	MaxResults int
}

// Issue is what the fake holds.
type Issue struct {
	ID, Key, Project, Summary, Status string
	Description                       map[string]any
	Assignee, DueDate                 string
	Labels                            []string
	Custom                            map[string]string
	Created                           time.Time
}

// Server is the fake.
type Server struct {
	mu     sync.Mutex
	o      Options
	clk    clock.Clock
	auth   string
	issues []*Issue
	seq    map[string]int

	createRequests int
	searchRequests int
	loseCreates    int
	rateLimited    int
	rateWait       time.Duration
	denyCreates    bool
}

// Statuses and the transitions to them (every status reachable from any).
var transitions = []struct{ id, name, to, category string }{
	{"11", "To Do", "To Do", "new"}, {"21", "In Progress", "In Progress", "indeterminate"},
	{"31", "Done", "Done", "done"}, {"41", "Won't Do", "Won't Do", "done"},
}

// New returns a fake site.
func New(o Options) *Server {
	if o.Clock == nil {
		o.Clock = clock.Real{}
	}
	if o.MaxResults <= 0 {
		o.MaxResults = 100
	}
	return &Server{o: o, clk: o.Clock, seq: map[string]int{},
		auth: "Basic " + base64.StdEncoding.EncodeToString([]byte(o.Email+":"+o.Token))}
}

// IssuesWhere counts issues (bypassing the search lag) for which match is
// true.
func (s *Server) IssuesWhere(match func(Issue) bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, is := range s.issues {
		if match(*is) {
			n++
		}
	}
	return n
}

// Issue returns a copy of an issue by key.
func (s *Server) Issue(key string) (Issue, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	is := s.find(key)
	if is == nil {
		return Issue{}, false
	}
	return *is, true
}

func (s *Server) CreateRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createRequests
}

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

func refuse(w http.ResponseWriter, status int, messages []string, errs map[string]string) {
	if messages == nil {
		messages = []string{}
	}
	if errs == nil {
		errs = map[string]string{}
	}
	httpx.WriteJSON(w, status, map[string]any{"errorMessages": messages, "errors": errs})
}

func (s *Server) find(idOrKey string) *Issue {
	for _, is := range s.issues {
		if is.ID == idOrKey || is.Key == idOrKey {
			return is
		}
	}
	return nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Header.Get("Authorization") != s.auth {
		w.Header().Set("WWW-Authenticate", `Basic realm="protected-area"`)
		refuse(w, http.StatusUnauthorized, []string{"Client must be authenticated to access this resource."}, nil)
		return
	}
	now := s.clk.Now()
	path := r.URL.Path
	switch {
	case path == "/rest/api/3/issue" && r.Method == http.MethodPost:
		s.create(w, r, now)
	case path == "/rest/api/3/search/jql" && r.Method == http.MethodPost:
		s.search(w, r, now)
	case path == "/rest/api/3/user" && r.Method == http.MethodGet:
		id := r.URL.Query().Get("accountId")
		if !s.has(s.o.Users, id) {
			refuse(w, http.StatusNotFound, []string{"Specified user does not exist or you do not have required permissions"}, nil)
			return
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"accountId": id, "accountType": "atlassian", "active": true})
	case path == "/rest/api/3/myself" && r.Method == http.MethodGet:
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"accountId": "712020:axagent-bot", "accountType": "atlassian", "emailAddress": s.o.Email, "active": true})
	case strings.HasPrefix(path, "/rest/api/3/project/") && r.Method == http.MethodGet:
		key := strings.TrimPrefix(path, "/rest/api/3/project/")
		if !s.has(s.o.Projects, key) {
			refuse(w, http.StatusNotFound, []string{"No project could be found with key '" + key + "'."}, nil)
			return
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": "10000", "key": key, "name": key})
	case path == "/rest/api/3/field" && r.Method == http.MethodGet:
		fields := []map[string]any{{"id": "summary", "name": "Summary", "custom": false, "searchable": true, "schema": map[string]any{"type": "string", "system": "summary"}}}
		for _, f := range s.o.Fields {
			fields = append(fields, map[string]any{"id": f, "key": f, "name": "axagent key", "custom": true, "searchable": true,
				"schema": map[string]any{"type": "string", "custom": "com.atlassian.jira.plugin.system.customfieldtypes:textfield", "customId": strings.TrimPrefix(f, "customfield_")}})
		}
		httpx.WriteJSON(w, http.StatusOK, fields)
	case strings.HasPrefix(path, "/rest/api/3/issue/"):
		rest := strings.TrimPrefix(path, "/rest/api/3/issue/")
		id, sub, _ := strings.Cut(rest, "/")
		is := s.find(id)
		if is == nil {
			refuse(w, http.StatusNotFound, []string{"Issue does not exist or you do not have permission to see it."}, nil)
			return
		}
		switch {
		case sub == "" && r.Method == http.MethodGet:
			httpx.WriteJSON(w, http.StatusOK, s.view(is, r.URL.Query().Get("fields")))
		case sub == "" && r.Method == http.MethodPut:
			s.edit(w, r, is)
		case sub == "transitions" && r.Method == http.MethodGet:
			var ts []map[string]any
			for _, t := range transitions {
				ts = append(ts, map[string]any{"id": t.id, "name": t.name, "to": map[string]any{"name": t.to, "statusCategory": map[string]any{"key": t.category}}})
			}
			httpx.WriteJSON(w, http.StatusOK, map[string]any{"transitions": ts})
		case sub == "transitions" && r.Method == http.MethodPost:
			var in struct {
				Transition struct{ ID string } `json:"transition"`
			}
			_ = json.NewDecoder(r.Body).Decode(&in)
			for _, t := range transitions {
				if t.id == in.Transition.ID {
					is.Status = t.to
					w.WriteHeader(http.StatusNoContent)
					return
				}
			}
			refuse(w, http.StatusBadRequest, []string{"Transition id '" + in.Transition.ID + "' is not valid for this issue."}, nil)
		default:
			refuse(w, http.StatusMethodNotAllowed, []string{"method not allowed"}, nil)
		}
	default:
		refuse(w, http.StatusNotFound, []string{"not found"}, nil)
	}
}

func (s *Server) view(is *Issue, fields string) map[string]any {
	f := map[string]any{"summary": is.Summary, "description": is.Description, "duedate": nil, "assignee": nil,
		"labels": append([]string{}, is.Labels...), "project": map[string]any{"key": is.Project},
		"status":  map[string]any{"name": is.Status, "statusCategory": map[string]any{"key": category(is.Status)}},
		"created": is.Created.UTC().Format("2006-01-02T15:04:05.000-0700")}
	if is.DueDate != "" {
		f["duedate"] = is.DueDate
	}
	if is.Assignee != "" {
		f["assignee"] = map[string]any{"accountId": is.Assignee, "accountType": "atlassian"}
	}
	for k, v := range is.Custom {
		f[k] = v
	}
	if fields != "" {
		keep := map[string]bool{}
		for _, k := range strings.Split(fields, ",") {
			keep[k] = true
		}
		for k := range f {
			if !keep[k] && !keep["*all"] {
				delete(f, k)
			}
		}
	}
	return map[string]any{"id": is.ID, "key": is.Key, "self": "https://fake.atlassian.net/rest/api/3/issue/" + is.ID, "fields": f}
}

func category(status string) string {
	for _, t := range transitions {
		if t.to == status {
			return t.category
		}
	}
	return "new"
}

func (s *Server) has(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// checkFields validates editable fields shared by create and edit.
func (s *Server) checkFields(f map[string]json.RawMessage) map[string]string {
	errs := map[string]string{}
	if v, ok := f["assignee"]; ok && string(v) != "null" {
		var a struct {
			AccountID string `json:"accountId"`
		}
		if json.Unmarshal(v, &a) != nil || !s.has(s.o.Users, a.AccountID) {
			errs["assignee"] = "Specify a valid value for assignee"
		}
	}
	if v, ok := f["duedate"]; ok && string(v) != "null" {
		var d string
		if json.Unmarshal(v, &d) != nil {
			errs["duedate"] = "Error parsing date string: " + string(v)
		} else if _, err := time.Parse(time.DateOnly, d); err != nil {
			errs["duedate"] = "Error parsing date string: " + d
		}
	}
	for k := range f {
		if strings.HasPrefix(k, "customfield_") && !s.has(s.o.Fields, k) {
			errs[k] = fmt.Sprintf("Field '%s' cannot be set. It is not on the appropriate screen, or unknown.", k)
		}
	}
	return errs
}

func (s *Server) create(w http.ResponseWriter, r *http.Request, now time.Time) {
	s.createRequests++
	if s.rateLimited > 0 {
		s.rateLimited--
		w.Header().Set("Retry-After", strconv.Itoa(int(s.rateWait/time.Second)))
		w.Header().Set("X-RateLimit-Reset", now.Add(s.rateWait).UTC().Format("2006-01-02T15:04Z"))
		w.Header().Set("RateLimit-Reason", "jira-burst-based")
		refuse(w, http.StatusTooManyRequests, []string{"Rate limit exceeded."}, nil)
		return
	}
	var in struct {
		Fields map[string]json.RawMessage `json:"fields"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Fields == nil {
		refuse(w, http.StatusBadRequest, []string{"Unexpected request body"}, nil)
		return
	}
	f := in.Fields
	var proj struct{ Key string }
	_ = json.Unmarshal(f["project"], &proj)
	if !s.has(s.o.Projects, proj.Key) {
		refuse(w, http.StatusBadRequest, nil, map[string]string{"project": "Specify a valid project ID or key"})
		return
	}
	if s.denyCreates {
		refuse(w, http.StatusBadRequest, nil, map[string]string{"project": "You do not have permission to create issues in this project."})
		return
	}
	errs := s.checkFields(f)
	var summary string
	if json.Unmarshal(f["summary"], &summary) != nil || summary == "" {
		errs["summary"] = "You must specify a summary of the issue."
	}
	var it struct{ Name string }
	if json.Unmarshal(f["issuetype"], &it) != nil || it.Name == "" {
		errs["issuetype"] = "Specify an issue type"
	}
	var desc map[string]any
	if v, ok := f["description"]; ok {
		if json.Unmarshal(v, &desc) != nil || desc["type"] != "doc" || desc["version"] != float64(1) {
			errs["description"] = "Operation value must be an Atlassian Document (see the Atlassian Document Format)"
		}
	}
	var labels []string
	if v, ok := f["labels"]; ok {
		_ = json.Unmarshal(v, &labels)
		for _, l := range labels {
			if strings.ContainsAny(l, " \t") {
				errs["labels"] = "The label '" + l + "' contains spaces which is invalid."
			}
		}
	}
	if len(errs) > 0 {
		refuse(w, http.StatusBadRequest, nil, errs)
		return
	}
	s.seq[proj.Key]++
	is := &Issue{ID: strconv.Itoa(10000 + len(s.issues)), Key: fmt.Sprintf("%s-%d", proj.Key, s.seq[proj.Key]), Project: proj.Key,
		Summary: summary, Status: "To Do", Description: desc, Labels: labels, Custom: map[string]string{}, Created: now}
	s.apply(is, f)
	s.issues = append(s.issues, is)
	if s.loseCreates > 0 {
		s.loseCreates--
		fakekit.DropConnection(w)
		return
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": is.ID, "key": is.Key, "self": "https://fake.atlassian.net/rest/api/3/issue/" + is.ID})
}

func (s *Server) apply(is *Issue, f map[string]json.RawMessage) {
	if v, ok := f["assignee"]; ok {
		var a struct {
			AccountID string `json:"accountId"`
		}
		_ = json.Unmarshal(v, &a)
		is.Assignee = a.AccountID
	}
	if v, ok := f["duedate"]; ok {
		var d string
		_ = json.Unmarshal(v, &d)
		is.DueDate = d
	}
	for k, v := range f {
		if strings.HasPrefix(k, "customfield_") {
			var val string
			_ = json.Unmarshal(v, &val)
			is.Custom[k] = val
		}
	}
}

func (s *Server) edit(w http.ResponseWriter, r *http.Request, is *Issue) {
	var in struct {
		Fields map[string]json.RawMessage `json:"fields"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		refuse(w, http.StatusBadRequest, []string{"Unexpected request body"}, nil)
		return
	}
	if errs := s.checkFields(in.Fields); len(errs) > 0 {
		refuse(w, http.StatusBadRequest, nil, errs)
		return
	}
	s.apply(is, in.Fields)
	w.WriteHeader(http.StatusNoContent)
}

var (
	jqlFieldRe = regexp.MustCompile(`^cf\[(\d+)\] ~ "\\"(.*)\\"" ORDER BY created ASC$`)
	jqlLabelRe = regexp.MustCompile(`^labels = "([^"]*)" ORDER BY created ASC$`)
)

func (s *Server) search(w http.ResponseWriter, r *http.Request, now time.Time) {
	s.searchRequests++
	var in struct {
		JQL             string   `json:"jql"`
		Fields          []string `json:"fields"`
		MaxResults      int      `json:"maxResults"`
		NextPageToken   string   `json:"nextPageToken"`
		ReconcileIssues []int    `json:"reconcileIssues"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		refuse(w, http.StatusBadRequest, []string{"Unexpected request body"}, nil)
		return
	}
	var match func(*Issue) bool
	if m := jqlFieldRe.FindStringSubmatch(in.JQL); m != nil {
		field, phrase := "customfield_"+m[1], strings.ReplaceAll(m[2], `\\`, `\`)
		if !s.has(s.o.Fields, field) {
			refuse(w, http.StatusBadRequest, []string{fmt.Sprintf("Field 'cf[%s]' does not exist or you do not have permission to view it.", m[1])}, nil)
			return
		}
		// A text field's "~" matches words, not the exact value.
		match = func(is *Issue) bool { return strings.Contains(is.Custom[field], phrase) }
	} else if m := jqlLabelRe.FindStringSubmatch(in.JQL); m != nil {
		match = func(is *Issue) bool { return s.has(is.Labels, m[1]) }
	} else {
		refuse(w, http.StatusBadRequest, []string{"Error in the JQL Query: the fake understands only the connector's queries: " + in.JQL}, nil)
		return
	}
	reconcile := map[string]bool{}
	for _, id := range in.ReconcileIssues {
		reconcile[strconv.Itoa(id)] = true
	}
	var hits []*Issue
	for _, is := range s.issues {
		if (fakekit.Visible(is.Created, now, s.o.SearchLag) || reconcile[is.ID]) && match(is) {
			hits = append(hits, is)
		}
	}
	from := 0
	if in.NextPageToken != "" {
		b, err := base64.RawURLEncoding.DecodeString(in.NextPageToken)
		if err != nil {
			refuse(w, http.StatusBadRequest, []string{"Invalid nextPageToken"}, nil)
			return
		}
		from, _ = strconv.Atoi(string(b))
	}
	per := in.MaxResults
	if per <= 0 || per > s.o.MaxResults {
		per = s.o.MaxResults
	}
	from = min(from, len(hits))
	to := min(from+per, len(hits))
	issues := []map[string]any{}
	for _, is := range hits[from:to] {
		issues = append(issues, s.view(is, strings.Join(in.Fields, ",")))
	}
	out := map[string]any{"issues": issues, "isLast": to >= len(hits)}
	if to < len(hits) {
		out["nextPageToken"] = base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(to)))
	}
	httpx.WriteJSON(w, http.StatusOK, out)
}
