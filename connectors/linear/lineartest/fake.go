// Package lineartest is a fake Linear GraphQL endpoint for tests and
// drills. It answers the operations the connector sends (issueCreate,
// issueUpdate, issue(id:), workflowStates, viewer, team(id:)) with
// Linear's documented shapes: the client-chosen id must be in UUID v4
// format and is unique, dueDate is
// a TimelessDate (YYYY-MM-DD), errors come as a GraphQL errors list with
// extensions.code (INVALID_INPUT, FORBIDDEN, AUTHENTICATION_ERROR,
// RATELIMITED), every answer carries the X-RateLimit-Requests-* headers
// (reset in epoch milliseconds), and a read of a missing entity says
// "Entity not found". It is not a GraphQL engine: it recognises the
// operation by its root field, builds whole objects and answers the
// query's selection of them. Every request and answer goes through the
// contract of Linear's schema (Contract).
//
// Faults for drills: LoseNextCreateResponse (commit, then close the
// connection), RateLimitCreates, DenyCreates.
package lineartest

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/connectors/internal/trackerkit"
)

// Team is a Linear team with its workflow states.
type Team struct {
	ID, Key string
}

// Issue is what the fake holds.
type Issue struct {
	ID, Identifier, TeamID, Title, Description, DueDate, AssigneeID, StateID string
	Trashed                                                                  bool
	CreatedAt                                                                time.Time
}

//go:embed testdata/linear.graphql
var schema string

// Schema is the GraphQL SDL contract of the operations the connector
// uses, written from Linear's published schema (see its header).
func Schema() string { return schema }

var contract = sync.OnceValue(func() *fakekit.Contract { return fakekit.GraphQL("linear", "/graphql", schema) })

// Contract is what every request and answer of every fake Linear is
// checked against.
func Contract() *fakekit.Contract { return contract() }

// Options configure the fake.
type Options struct {
	APIKey string
	Clock  clock.Clock
	// Teams and Users the workspace has.
	Teams []Team
	Users []string
}

// Server is the fake.
type Server struct {
	handler http.Handler
	query   string // of the request being answered
	mu      sync.Mutex
	apiKey  string
	clk     clock.Clock
	teams   map[string]Team
	users   map[string]bool
	issues  map[string]*Issue
	order   []string
	numbers map[string]int

	createRequests int
	loseCreates    int
	rateLimited    int
	rateWait       time.Duration
	denyCreates    bool
}

// States every team has: id is teamID + "-" + type.
var stateTypes = []struct{ typ, name string }{{"triage", "Triage"}, {"backlog", "Backlog"}, {"unstarted", "Todo"}, {"started", "In Progress"},
	{"completed", "Done"}, {"canceled", "Canceled"}, {"duplicate", "Duplicate"}}

// New returns a fake workspace.
func New(o Options) *Server {
	s := &Server{apiKey: o.APIKey, clk: o.Clock, teams: map[string]Team{}, users: map[string]bool{}, issues: map[string]*Issue{}, numbers: map[string]int{}}
	if s.clk == nil {
		s.clk = clock.Real{}
	}
	for _, t := range o.Teams {
		s.teams[t.ID] = t
	}
	for _, u := range o.Users {
		s.users[u] = true
	}
	s.handler = contract().Wrap(http.HandlerFunc(s.serve))
	return s
}

// SetState moves an issue to its team's state of type typ (a person in
// Linear: completed, canceled, duplicate, ...).
func (s *Server) SetState(id, typ string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	is := s.issues[id]
	is.StateID = is.TeamID + "-" + typ
}

// Trash puts an issue in the trash bin, as deleting it in Linear does.
func (s *Server) Trash(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.issues[id].Trashed = true
}

// IssuesForKey counts issues whose description carries key.
func (s *Server) IssuesForKey(key string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, is := range s.issues {
		if trackerkit.KeyFromText(is.Description) == key {
			n++
		}
	}
	return n
}

// Issue returns a copy of an issue.
func (s *Server) Issue(id string) (Issue, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	is, ok := s.issues[id]
	if !ok {
		return Issue{}, false
	}
	return *is, true
}

// CreateRequests counts issueCreate requests received.
func (s *Server) CreateRequests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.createRequests
}

// LoseNextCreateResponse commits the next create and closes the connection.
func (s *Server) LoseNextCreateResponse() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.loseCreates++
}

// RateLimitCreates refuses the next n creates with RATELIMITED.
func (s *Server) RateLimitCreates(n int, wait time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rateLimited, s.rateWait = n, wait
}

// DenyCreates refuses every create with FORBIDDEN.
func (s *Server) DenyCreates() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.denyCreates = true
}

var (
	// Linear's IssueCreateInput.id: "The identifier in UUID v4 format".
	uuidV4Re = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	dateRe   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

type gqlErr struct {
	Message    string         `json:"message"`
	Extensions map[string]any `json:"extensions"`
}

func errOf(code, msg string) gqlErr {
	return gqlErr{Message: msg, Extensions: map[string]any{"code": code, "type": strings.ToLower(strings.ReplaceAll(code, "_", " ")), "userPresentableMessage": msg}}
}

func (s *Server) rateHeaders(w http.ResponseWriter, remaining int, reset time.Time) {
	w.Header().Set("X-RateLimit-Requests-Limit", "5000")
	w.Header().Set("X-RateLimit-Requests-Remaining", fmt.Sprint(remaining))
	w.Header().Set("X-RateLimit-Requests-Reset", fmt.Sprint(reset.UnixMilli()))
}

func (s *Server) answer(w http.ResponseWriter, status int, data map[string]any, errs ...gqlErr) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	body := map[string]any{"data": nil}
	if data != nil {
		body["data"] = fakekit.SelectGraphQL(s.query, data)
	}
	if len(errs) > 0 {
		body["errors"] = errs
	}
	_ = json.NewEncoder(w).Encode(body)
}

// ServeHTTP answers through the contract (fakekit.Contract).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/graphql" {
		http.NotFound(w, r)
		return
	}
	if r.Header.Get("Authorization") != s.apiKey {
		s.answer(w, http.StatusBadRequest, nil, errOf("AUTHENTICATION_ERROR", "Authentication required, not authenticated"))
		return
	}
	var req struct {
		Query     string          `json:"query"`
		Variables json.RawMessage `json:"variables"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		s.answer(w, http.StatusBadRequest, nil, errOf("GRAPHQL_PARSE_FAILED", "body is not a GraphQL request"))
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.query = req.Query
	now := s.clk.Now()
	s.rateHeaders(w, 4999, now.Add(time.Hour))
	q := req.Query
	switch {
	case strings.Contains(q, "issueCreate("):
		s.create(w, now, req.Variables)
	case strings.Contains(q, "issueUpdate("):
		s.update(w, req.Variables)
	case strings.Contains(q, "workflowStates("):
		s.states(w, req.Variables)
	case strings.Contains(q, "issue("):
		var v struct{ ID string }
		_ = json.Unmarshal(req.Variables, &v)
		is, ok := s.lookup(v.ID)
		if !ok {
			s.answer(w, http.StatusOK, nil, errOf("INVALID_INPUT", "Entity not found: Issue"))
			return
		}
		s.answer(w, http.StatusOK, map[string]any{"issue": s.view(is)})
	case strings.Contains(q, "user("):
		var v struct{ ID string }
		_ = json.Unmarshal(req.Variables, &v)
		if !s.users[v.ID] {
			s.answer(w, http.StatusOK, nil, errOf("INVALID_INPUT", "Entity not found: User"))
			return
		}
		s.answer(w, http.StatusOK, map[string]any{"user": map[string]any{"id": v.ID, "active": true}})
	case strings.Contains(q, "viewer"):
		s.answer(w, http.StatusOK, map[string]any{"viewer": map[string]any{"id": "00000000-0000-4000-8000-00000000000v", "name": "axagent bot"}})
	case strings.Contains(q, "team("):
		var v struct{ ID string }
		_ = json.Unmarshal(req.Variables, &v)
		t, ok := s.teams[v.ID]
		if !ok {
			s.answer(w, http.StatusOK, nil, errOf("INVALID_INPUT", "Entity not found: Team"))
			return
		}
		s.answer(w, http.StatusOK, map[string]any{"team": map[string]any{"id": t.ID, "key": t.Key}})
	default:
		s.answer(w, http.StatusBadRequest, nil, errOf("GRAPHQL_VALIDATION_FAILED", "operation not supported by the fake"))
	}
}

// lookup finds an issue by id or identifier (ENG-1), as Linear's issue(id:)
// does.
func (s *Server) lookup(ref string) (*Issue, bool) {
	if is, ok := s.issues[ref]; ok {
		return is, true
	}
	for _, is := range s.issues {
		if is.Identifier == ref {
			return is, true
		}
	}
	return nil, false
}

func (s *Server) view(is *Issue) map[string]any {
	team := s.teams[is.TeamID]
	st := strings.TrimPrefix(is.StateID, team.ID+"-")
	v := map[string]any{"id": is.ID, "identifier": is.Identifier, "title": is.Title, "description": is.Description,
		"dueDate": nil, "createdAt": is.CreatedAt.UTC().Format("2006-01-02T15:04:05.000Z"), "url": "https://linear.app/fake/issue/" + is.Identifier,
		"assignee": nil, "team": map[string]any{"id": team.ID, "key": team.Key}, "state": map[string]any{"id": is.StateID, "type": st, "name": st},
		"trashed": nil}
	if is.Trashed {
		v["trashed"] = true
	}
	if is.DueDate != "" {
		v["dueDate"] = is.DueDate
	}
	if is.AssigneeID != "" {
		v["assignee"] = map[string]any{"id": is.AssigneeID, "name": "user", "active": true}
	}
	return v
}

type issueInput struct {
	ID          *string `json:"id"`
	TeamID      *string `json:"teamId"`
	Title       *string `json:"title"`
	Description *string `json:"description"`
	AssigneeID  *string `json:"assigneeId"`
	DueDate     *string `json:"dueDate"`
	StateID     *string `json:"stateId"`
}

func (s *Server) validate(in issueInput) *gqlErr {
	if in.AssigneeID != nil && *in.AssigneeID != "" && !s.users[*in.AssigneeID] {
		e := errOf("INVALID_INPUT", "Entity not found: User - Could not find referenced User.")
		return &e
	}
	if in.DueDate != nil && !dateRe.MatchString(*in.DueDate) {
		e := errOf("INVALID_INPUT", "Argument Validation Error: dueDate must be a TimelessDate (YYYY-MM-DD)")
		return &e
	}
	return nil
}

func (s *Server) create(w http.ResponseWriter, now time.Time, vars json.RawMessage) {
	s.createRequests++
	if s.rateLimited > 0 {
		s.rateLimited--
		s.rateHeaders(w, 0, now.Add(s.rateWait))
		s.answer(w, http.StatusBadRequest, nil, errOf("RATELIMITED", "Rate limit exceeded"))
		return
	}
	if s.denyCreates {
		s.answer(w, http.StatusBadRequest, nil, errOf("FORBIDDEN", "You don't have permission to create issues in this team"))
		return
	}
	var v struct{ Input issueInput }
	_ = json.Unmarshal(vars, &v)
	in := v.Input
	if in.TeamID == nil || in.Title == nil || *in.Title == "" {
		s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Argument Validation Error: teamId and title are required"))
		return
	}
	team, ok := s.teams[*in.TeamID]
	if !ok {
		s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Entity not found: Team - Could not find referenced Team."))
		return
	}
	if e := s.validate(in); e != nil {
		s.answer(w, http.StatusBadRequest, nil, *e)
		return
	}
	id := ""
	if in.ID != nil {
		id = *in.ID
		if !uuidV4Re.MatchString(id) {
			s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Argument Validation Error: id must be a UUID v4"))
			return
		}
		if _, dup := s.issues[id]; dup {
			s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Entity already exists: Issue"))
			return
		}
	} else {
		id = fmt.Sprintf("00000000-0000-4000-8000-%012d", len(s.order)+1)
	}
	s.numbers[team.ID]++
	is := &Issue{ID: id, Identifier: fmt.Sprintf("%s-%d", team.Key, s.numbers[team.ID]), TeamID: team.ID, Title: *in.Title,
		StateID: team.ID + "-backlog", CreatedAt: now}
	if in.Description != nil {
		is.Description = *in.Description
	}
	if in.AssigneeID != nil {
		is.AssigneeID = *in.AssigneeID
	}
	if in.DueDate != nil {
		is.DueDate = *in.DueDate
	}
	s.issues[id] = is
	s.order = append(s.order, id)
	if s.loseCreates > 0 {
		s.loseCreates--
		fakekit.DropConnection(w)
		return
	}
	s.answer(w, http.StatusOK, map[string]any{"issueCreate": map[string]any{"success": true, "lastSyncId": len(s.order), "issue": s.view(is)}})
}

func (s *Server) update(w http.ResponseWriter, vars json.RawMessage) {
	var v struct {
		ID    string
		Input issueInput
	}
	_ = json.Unmarshal(vars, &v)
	is, ok := s.lookup(v.ID)
	if !ok {
		s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Entity not found: Issue - Could not find referenced Issue."))
		return
	}
	if e := s.validate(v.Input); e != nil {
		s.answer(w, http.StatusBadRequest, nil, *e)
		return
	}
	if st := v.Input.StateID; st != nil {
		if !strings.HasPrefix(*st, is.TeamID+"-") {
			s.answer(w, http.StatusBadRequest, nil, errOf("INVALID_INPUT", "Entity not found: WorkflowState"))
			return
		}
		is.StateID = *st
	}
	if v.Input.AssigneeID != nil {
		is.AssigneeID = *v.Input.AssigneeID
	}
	if v.Input.DueDate != nil {
		is.DueDate = *v.Input.DueDate
	}
	s.answer(w, http.StatusOK, map[string]any{"issueUpdate": map[string]any{"success": true, "issue": s.view(is)}})
}

func (s *Server) states(w http.ResponseWriter, vars json.RawMessage) {
	var v struct{ Team string }
	_ = json.Unmarshal(vars, &v)
	team, ok := s.teams[v.Team]
	var nodes []map[string]any
	if ok {
		for _, st := range stateTypes {
			if st.typ == "canceled" {
				nodes = append(nodes, map[string]any{"id": team.ID + "-" + st.typ, "name": st.name, "type": st.typ})
			}
		}
	}
	s.answer(w, http.StatusOK, map[string]any{"workflowStates": map[string]any{"nodes": nodes}})
}
