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
// created). A text field's "~" is Jira's text search: the field and the
// query are split into words (at every character that is not a letter or
// digit, lower-cased, English stop words dropped) and a quoted phrase
// matches where its words appear in order, next to each other — not a
// substring match; an unquoted value with Lucene's special characters
// (such as ":") is a JQL error.
//
// The create screen of each project and issue type is Options.CreateScreen
// (default: every field the connector sets, and Fields), answered by GET
// /rest/api/3/issue/createmeta/{project}/issuetypes[/{id}]; a create that
// sets a field not on it, or leaves out a required one
// (Options.RequiredFields), is refused as Jira refuses it.
//
// Faults: LoseNextCreateResponse, RateLimitCreates (429 with Retry-After,
// X-RateLimit-Reset as yyyy-MM-ddTHH:mmZ and RateLimit-Reason), and
// DenyCreates (400: no permission to create issues in the project), and
// ConflictEdits (409 "conflicting update" on the next edits).
package jiratest

import (
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

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
	// CreateScreen lists the field ids on the create screen (nil: the
	// system fields the connector sets, and Fields).
	CreateScreen []string
	// RequiredFields are fields on the create screen a create must set
	// besides project, issuetype and summary.
	RequiredFields []string
}

//go:embed testdata/jira.openapi.yaml
var schema []byte

// Schema is the OpenAPI 3 contract of the operations the connector uses,
// written from Atlassian's swagger-v3 (see its header).
func Schema() []byte { return schema }

var contract = sync.OnceValue(func() *fakekit.Contract { return fakekit.OpenAPI("jira", schema) })

// Contract is what every request and answer of every fake Jira is checked
// against.
func Contract() *fakekit.Contract { return contract() }

// systemFields are the fields every create screen has, and the ones the
// connector sets.
var systemFields = []string{"project", "issuetype", "summary", "description", "labels", "duedate", "assignee", "reporter"}

// issueTypes of every project.
var issueTypes = []struct{ id, name string }{{"10001", "Task"}, {"10002", "Bug"}}

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
	handler http.Handler
	mu      sync.Mutex
	o       Options
	clk     clock.Clock
	auth    string
	issues  []*Issue
	seq     map[string]int

	createRequests int
	searchRequests int
	loseCreates    int
	rateLimited    int
	rateWait       time.Duration
	denyCreates    bool
	conflicts      int
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
	if o.CreateScreen == nil {
		o.CreateScreen = append(append([]string{}, systemFields...), o.Fields...)
	}
	s := &Server{o: o, clk: o.Clock, seq: map[string]int{},
		auth: "Basic " + base64.StdEncoding.EncodeToString([]byte(o.Email+":"+o.Token))}
	s.handler = contract().Wrap(http.HandlerFunc(s.serve))
	return s
}

// ConflictEdits makes the next n edits answer 409, as Jira does when
// another update of the issue got there first; nothing is changed.
func (s *Server) ConflictEdits(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.conflicts = n
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

// ServeHTTP answers through the contract (fakekit.Contract).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
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
			n, _ := strconv.Atoi(strings.TrimPrefix(f, "customfield_"))
			fields = append(fields, map[string]any{"id": f, "key": f, "name": "axagent key", "custom": true, "searchable": true,
				"schema": map[string]any{"type": "string", "custom": "com.atlassian.jira.plugin.system.customfieldtypes:textfield", "customId": n}})
		}
		httpx.WriteJSON(w, http.StatusOK, fields)
	case strings.HasPrefix(path, "/rest/api/3/issue/createmeta/") && r.Method == http.MethodGet:
		s.createMeta(w, strings.Split(strings.TrimPrefix(path, "/rest/api/3/issue/createmeta/"), "/"))
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
		if known := s.has(systemFields, k) || s.has(s.o.Fields, k); !known {
			errs[k] = fmt.Sprintf("Field '%s' cannot be set. It is not on the appropriate screen, or unknown.", k)
		}
	}
	return errs
}

// createMeta answers the create metadata of a project: its issue types,
// or the fields on the create screen of one of them.
func (s *Server) createMeta(w http.ResponseWriter, parts []string) {
	if len(parts) < 2 || parts[1] != "issuetypes" || len(parts) > 3 || !s.has(s.o.Projects, parts[0]) {
		refuse(w, http.StatusNotFound, []string{"No project could be found with key '" + parts[0] + "'."}, nil)
		return
	}
	if len(parts) == 2 {
		var types []map[string]any
		for _, t := range issueTypes {
			types = append(types, map[string]any{"id": t.id, "name": t.name, "subtask": false, "self": "https://fake.atlassian.net/rest/api/3/issuetype/" + t.id})
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"issueTypes": types, "maxResults": 50, "startAt": 0, "total": len(types)})
		return
	}
	known := false
	for _, t := range issueTypes {
		known = known || t.id == parts[2]
	}
	if !known {
		refuse(w, http.StatusNotFound, []string{"Issue type with id '" + parts[2] + "' does not exist or is not visible."}, nil)
		return
	}
	var fields []map[string]any
	for _, id := range s.o.CreateScreen {
		typ, system := "string", id
		switch id {
		case "project", "issuetype", "assignee", "reporter":
			typ = map[string]string{"project": "project", "issuetype": "issuetype", "assignee": "user", "reporter": "user"}[id]
		case "labels":
			typ = "array"
		case "duedate":
			typ = "date"
		}
		sch := map[string]any{"type": typ}
		if strings.HasPrefix(id, "customfield_") {
			n, _ := strconv.Atoi(strings.TrimPrefix(id, "customfield_"))
			sch["custom"], sch["customId"] = "com.atlassian.jira.plugin.system.customfieldtypes:textfield", n
		} else {
			sch["system"] = system
		}
		required := id == "project" || id == "issuetype" || id == "summary" || s.has(s.o.RequiredFields, id)
		fields = append(fields, map[string]any{"fieldId": id, "key": id, "name": fieldName(id), "required": required,
			"hasDefaultValue": false, "operations": []string{"set"}, "schema": sch})
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"fields": fields, "maxResults": 50, "startAt": 0, "total": len(fields)})
}

func fieldName(id string) string {
	if n, ok := map[string]string{"project": "Project", "issuetype": "Issue Type", "summary": "Summary", "description": "Description",
		"labels": "Labels", "duedate": "Due date", "assignee": "Assignee", "reporter": "Reporter"}[id]; ok {
		return n
	}
	return "Field " + id
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
	for k := range f {
		if _, bad := errs[k]; !bad && !s.has(s.o.CreateScreen, k) {
			errs[k] = fmt.Sprintf("Field '%s' cannot be set. It is not on the appropriate screen, or unknown.", k)
		}
	}
	for _, k := range s.o.RequiredFields {
		if v, ok := f[k]; !ok || string(v) == "null" || string(v) == `""` {
			errs[k] = fieldName(k) + " is required."
		}
	}
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
	if s.conflicts > 0 {
		s.conflicts--
		refuse(w, http.StatusConflict, []string{"The issue could not be updated: a conflicting update was made. Try again."}, nil)
		return
	}
	if errs := s.checkFields(in.Fields); len(errs) > 0 {
		refuse(w, http.StatusBadRequest, nil, errs)
		return
	}
	s.apply(is, in.Fields)
	w.WriteHeader(http.StatusNoContent)
}

// stopWords are the English stop words Jira's text search drops (Lucene's
// English analyzer).
var stopWords = map[string]bool{"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "but": true, "by": true,
	"for": true, "if": true, "in": true, "into": true, "is": true, "it": true, "no": true, "not": true, "of": true, "on": true, "or": true,
	"such": true, "that": true, "the": true, "their": true, "then": true, "there": true, "these": true, "they": true, "this": true,
	"to": true, "was": true, "will": true, "with": true}

// Words splits text the way the fake's text search indexes it: at every
// character that is not a letter or digit, lower-cased, without stop words.
func Words(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !stopWords[w] {
			out = append(out, w)
		}
	}
	return out
}

func containsRun(words, run []string) bool {
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

var (
	// An unquoted text-search value with one of Lucene's special
	// characters is a JQL error in Jira.
	jqlBareFieldRe = regexp.MustCompile(`^cf\[(\d+)\] ~ "[^\\"]*[+\-&|!(){}\[\]^~*?:][^"]*" ORDER BY created ASC$`)
	jqlFieldRe     = regexp.MustCompile(`^cf\[(\d+)\] ~ "\\"(.*)\\"" ORDER BY created ASC$`)
	jqlLabelRe     = regexp.MustCompile(`^labels = "([^"]*)" ORDER BY created ASC$`)
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
	if jqlBareFieldRe.MatchString(in.JQL) {
		refuse(w, http.StatusBadRequest, []string{"Error in the JQL Query: the text search value has special characters: quote it as a phrase or escape them."}, nil)
		return
	}
	if m := jqlFieldRe.FindStringSubmatch(in.JQL); m != nil {
		field, phrase := "customfield_"+m[1], strings.ReplaceAll(m[2], `\\`, `\`)
		if !s.has(s.o.Fields, field) {
			refuse(w, http.StatusBadRequest, []string{fmt.Sprintf("Field 'cf[%s]' does not exist or you do not have permission to view it.", m[1])}, nil)
			return
		}
		// A text field's "~" is a word search: the phrase's words, in
		// order and adjacent, not a substring.
		want := Words(phrase)
		match = func(is *Issue) bool { return len(want) > 0 && containsRun(Words(is.Custom[field]), want) }
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
