package redmine_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/failure"
)

const secret = "s3cr3t-api-key-never-logged"

func wantClass(t *testing.T, err error, want failure.Class, contains string) {
	t.Helper()
	var fe *failure.Error
	if !errors.As(err, &fe) {
		t.Fatalf("error %T %v is not a *failure.Error (want %s)", err, err, want)
	}
	if fe.Class != want {
		t.Fatalf("class %s, want %s: %v", fe.Class, want, err)
	}
	if contains != "" && !strings.Contains(err.Error(), contains) {
		t.Fatalf("error %q lacks %q", err, contains)
	}
	if strings.Contains(err.Error(), secret) {
		t.Fatalf("error leaks the API key: %v", err)
	}
}

func testTask(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "a1", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "> 민서가 월요일까지", AssigneeID: "5", DueDate: "2026-09-21"}
}

// contract is Redmine's, written from its REST documentation; every
// scripted answer below and every request the connector sends go through
// it, and so does the traffic with the real Redmine (liveEnv).
var contract = sync.OnceValue(func() *fakekit.Contract {
	spec, err := os.ReadFile("testdata/redmine.openapi.yaml")
	if err != nil {
		panic(err)
	}
	return fakekit.OpenAPI("redmine", spec)
})

func TestMain(m *testing.M) { os.Exit(fakekit.Checked(m.Run)) }

// issueJSON is an issue as Redmine answers it, with the key in field 9.
func issueJSON(id int, key, status string, closed any) string {
	st := fmt.Sprintf(`{"id":1,"name":%q}`, status)
	if closed != nil {
		st = fmt.Sprintf(`{"id":1,"name":%q,"is_closed":%v}`, status, closed)
	}
	return fmt.Sprintf(`{"id":%d,"project":{"id":3,"name":"demo"},"tracker":{"id":1,"name":"Bug"},"status":%s,"priority":{"id":2,"name":"Normal"},`+
		`"author":{"id":1,"name":"Admin"},"assigned_to":{"id":5,"name":"Minseo Kim"},"subject":"s","description":null,"start_date":"2026-09-14",`+
		`"due_date":"2026-09-21","done_ratio":0,"is_private":false,"estimated_hours":null,"custom_fields":[{"id":9,"name":"axagent key","value":%q}],`+
		`"created_on":"2026-09-14T09:00:00Z","updated_on":"2026-09-14T09:00:00Z","closed_on":null}`, id, st, key)
}

// fakeRedmine answers the resolve calls and lets each test script the
// rest, all through Redmine's contract.
func fakeRedmine(t *testing.T, handle func(w http.ResponseWriter, r *http.Request) bool) *redmine.Connector {
	return fakeRedmineWith(t, contract().Wrap, redmine.Config{}, handle)
}

// fakeRedmineOffContract answers what no Redmine would (a login page, an
// empty issue, a proxy's 429), to test the connector's defences.
func fakeRedmineOffContract(t *testing.T, handle func(w http.ResponseWriter, r *http.Request) bool) *redmine.Connector {
	return fakeRedmineWith(t, func(h http.Handler) http.Handler { return h }, redmine.Config{}, handle)
}

func fakeRedmineWith(t *testing.T, wrap func(http.Handler) http.Handler, cfg redmine.Config, handle func(w http.ResponseWriter, r *http.Request) bool) *redmine.Connector {
	t.Helper()
	srv := httptest.NewServer(wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Redmine-API-Key") != secret {
			w.WriteHeader(401)
			return
		}
		if handle != nil && handle(w, r) {
			return
		}
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/custom_fields.json":
			fmt.Fprint(w, `{"custom_fields":[{"id":9,"name":"axagent key","customized_type":"issue","field_format":"string","is_filter":true}]}`)
		case "/projects/demo.json":
			fmt.Fprint(w, `{"project":{"id":3,"name":"demo","identifier":"demo"}}`)
		case "/issue_statuses.json":
			fmt.Fprint(w, `{"issue_statuses":[{"id":1,"name":"New","is_closed":false},{"id":3,"name":"Resolved","is_closed":false},{"id":5,"name":"Closed","is_closed":true},{"id":6,"name":"Rejected","is_closed":true}]}`)
		default:
			w.WriteHeader(404)
		}
	})))
	t.Cleanup(srv.Close)
	cfg.URL, cfg.KeyField, cfg.Projects = srv.URL, "axagent key", map[string]string{"P42": "demo"}
	c, err := redmine.New(cfg, redmine.Options{Getenv: func(string) string { return secret }, Clock: clock.NewFake(time.Date(2026, 9, 30, 12, 0, 0, 0, time.UTC))})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestNewNeedsKeyAndConfig(t *testing.T) {
	empty := func(string) string { return "" }
	if _, err := redmine.New(redmine.Config{URL: "http://x", KeyField: "k", Projects: map[string]string{"a": "b"}}, redmine.Options{Getenv: empty}); err == nil || !strings.Contains(err.Error(), redmine.DefaultAPIKeyEnv) {
		t.Fatalf("missing key: %v", err)
	}
	if _, err := redmine.New(redmine.Config{URL: "ftp://x", KeyField: "k", Projects: map[string]string{"a": "b"}}, redmine.Options{}); err == nil {
		t.Fatal("accepted ftp url")
	}
	if _, err := redmine.New(redmine.Config{URL: "http://x", Projects: map[string]string{"a": "b"}}, redmine.Options{}); err == nil {
		t.Fatal("accepted no key field")
	}
}

func TestCreateRequestShape(t *testing.T) {
	var body string
	c := fakeRedmine(t, func(w http.ResponseWriter, r *http.Request) bool {
		if r.Method == "POST" && r.URL.Path == "/issues.json" {
			b := new(strings.Builder)
			buf := make([]byte, 4096)
			n, _ := r.Body.Read(buf)
			b.Write(buf[:n])
			body = b.String()
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(201)
			fmt.Fprint(w, `{"issue":`+issueJSON(77, "demo:P42:M0914:A007:create-task", "New", false)+`}`)
			return true
		}
		return false
	})
	rt, err := c.Create(context.Background(), testTask("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	if rt.ID != "77" || rt.Project != "P42" || rt.AssigneeID != "5" || rt.SourceAction != "A007" {
		t.Fatalf("remote %+v", rt)
	}
	for _, want := range []string{`"project_id":"demo"`, `"assigned_to_id":5`, `"due_date":"2026-09-21"`,
		// Today is 2026-09-30, after the due date: start must not be later.
		`"start_date":"2026-09-21"`, `"custom_fields":[{"id":9,"value":"demo:P42:M0914:A007:create-task"}]`, `axagent key: demo:P42`} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %s: %s", want, body)
		}
	}
}

func TestCreateErrorClasses(t *testing.T) {
	cases := []struct {
		name     string
		status   int
		ctype    string
		body     string
		want     failure.Class
		contains string
		off      bool // an answer outside Redmine's contract, on purpose
	}{
		{"5xx is unknown", 500, "text/html", "<h1>Internal error</h1>", failure.Unknown, "500", false},
		{"502 is unknown", 502, "", "", failure.Unknown, "502", false},
		{"422 is permanent", 422, "application/json", `{"errors":["Due date must be greater than start date"]}`, failure.Permanent, "Due date must be greater", false},
		{"403 is permanent", 403, "", "", failure.Permanent, "403", false},
		{"html 200 is unknown", 200, "text/html", "<html>login</html>", failure.Unknown, "want JSON", true},
		{"201 without id is unknown", 201, "application/json", `{"issue":{}}`, failure.Unknown, "no issue id", true},
		{"429 is retryable", 429, "", "", failure.Retryable, "429", true},
		{"key field dropped is permanent", 201, "application/json", `{"issue":` + strings.Replace(issueJSON(5, "", "New", false), `{"id":9,"name":"axagent key","value":""}`, "", 1) + `}`, failure.Permanent, "did not keep the key field", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fake := fakeRedmine
			if tc.off {
				fake = fakeRedmineOffContract
			}
			c := fake(t, func(w http.ResponseWriter, r *http.Request) bool {
				if r.Method != "POST" {
					return false
				}
				if tc.ctype != "" {
					w.Header().Set("Content-Type", tc.ctype)
				}
				w.WriteHeader(tc.status)
				fmt.Fprint(w, tc.body)
				return true
			})
			_, err := c.Create(context.Background(), testTask("demo:P42:M1:A1:create-task"))
			wantClass(t, err, tc.want, tc.contains)
		})
	}
}

func TestUnmappedProjectAndBadAssignee(t *testing.T) {
	c := fakeRedmine(t, nil)
	tk := testTask("k:P:M:A:create-task")
	tk.Project = "P99"
	_, err := c.Create(context.Background(), tk)
	wantClass(t, err, failure.Permanent, `project "P99" is not mapped`)
	tk = testTask("k:P:M:A:create-task")
	tk.AssigneeID = "민서"
	_, err = c.Create(context.Background(), tk)
	wantClass(t, err, failure.Permanent, "not a Redmine user id")
}

func TestLookupRefusesIgnoredFilter(t *testing.T) {
	c := fakeRedmine(t, func(w http.ResponseWriter, r *http.Request) bool {
		if r.URL.Path != "/issues.json" {
			return false
		}
		if r.URL.Query().Get("cf_9") == "" || r.URL.Query().Get("status_id") != "*" {
			t.Errorf("query %s", r.URL.RawQuery)
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"issues":[`+issueJSON(1, "someone else", "New", false)+`],"total_count":1,"offset":0,"limit":100}`)
		return true
	})
	_, err := c.FindByKey(context.Background(), "demo:P42:M1:A1:create-task")
	wantClass(t, err, failure.Permanent, "filter cf_9 was ignored")
}

func TestKeyFieldMustBeFilter(t *testing.T) {
	c := fakeRedmine(t, func(w http.ResponseWriter, r *http.Request) bool {
		if r.URL.Path != "/custom_fields.json" {
			return false
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"custom_fields":[{"id":9,"name":"axagent key","customized_type":"issue","field_format":"string","is_filter":false}]}`)
		return true
	})
	err := c.Check(context.Background())
	wantClass(t, err, failure.Permanent, "not \"used as a filter\"")
}

func TestConnectionRefusedIsRetryable(t *testing.T) {
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close()
	c, err := redmine.New(redmine.Config{URL: "http://" + addr, KeyField: "9", Projects: map[string]string{"P42": "demo"}},
		redmine.Options{Getenv: func(string) string { return secret }})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Create(context.Background(), testTask("demo:P42:M1:A1:create-task"))
	wantClass(t, err, failure.Retryable, "not sent")
}

// --- against a real Redmine -------------------------------------------------

type live struct {
	url, key, project, field, fieldID, assignee, other string
	// direct is the real Redmine; url is the validating proxy in front.
	direct string
}

func liveEnv(t *testing.T) live {
	l := live{url: os.Getenv("AXAGENT_REDMINE_URL"), key: os.Getenv("AXAGENT_REDMINE_API_KEY"),
		project: os.Getenv("AXAGENT_REDMINE_PROJECT"), field: os.Getenv("AXAGENT_REDMINE_KEY_FIELD"),
		fieldID: os.Getenv("AXAGENT_REDMINE_KEY_FIELD_ID"), assignee: os.Getenv("AXAGENT_REDMINE_ASSIGNEE"),
		other: os.Getenv("AXAGENT_REDMINE_OTHER_ASSIGNEE")}
	if l.url == "" || l.key == "" {
		t.Skip(`no Redmine: run eval "$(scripts/redmine-dev.sh)" first (sets AXAGENT_REDMINE_URL, AXAGENT_REDMINE_API_KEY, ...)`)
	}
	if l.project == "" || l.field == "" || l.assignee == "" {
		t.Fatal("AXAGENT_REDMINE_PROJECT, AXAGENT_REDMINE_KEY_FIELD and AXAGENT_REDMINE_ASSIGNEE must be set too (scripts/redmine-dev.sh prints them)")
	}
	// Every request to the real Redmine and every answer it gives go
	// through the contract too: the schema is checked against the server.
	target, err := url.Parse(l.url)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httptest.NewServer(contract().Wrap(httputil.NewSingleHostReverseProxy(target)))
	t.Cleanup(proxy.Close)
	l.direct, l.url = l.url, proxy.URL
	return l
}

// closeIssue sets an issue's status through Redmine's API, as a person
// closing it in Redmine would.
func (l live) closeIssue(t *testing.T, id, status string) {
	t.Helper()
	var statusID int
	req, _ := http.NewRequest("GET", l.direct+"/issue_statuses.json", nil)
	req.Header.Set("X-Redmine-API-Key", l.key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		IssueStatuses []struct {
			ID   int    `json:"id"`
			Name string `json:"name"`
		} `json:"issue_statuses"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	resp.Body.Close()
	for _, st := range out.IssueStatuses {
		if st.Name == status {
			statusID = st.ID
		}
	}
	if statusID == 0 {
		t.Fatalf("this Redmine has no status %q: %+v", status, out)
	}
	req, _ = http.NewRequest("PUT", l.direct+"/issues/"+id+".json", strings.NewReader(fmt.Sprintf(`{"issue":{"status_id":%d}}`, statusID)))
	req.Header.Set("X-Redmine-API-Key", l.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent && resp.StatusCode != http.StatusOK {
		t.Fatalf("closing #%s as %s: %d", id, status, resp.StatusCode)
	}
}

// A real Redmine issue closed through its API reads as done, one
// rejected as cancelled, one reopened as open again: one Get each (what
// the status pull calls).
func TestLiveStatusClosedRejectedReopened(t *testing.T) {
	l := liveEnv(t)
	c := l.connector(t, l.field)
	ctx := context.Background()
	if err := c.Check(ctx); err != nil {
		t.Fatalf("check (statuses): %v", err)
	}
	for _, tc := range []struct{ status, want string }{{"Closed", connectors.StatusDone}, {"Rejected", connectors.StatusCancelled}, {"In Progress", ""}} {
		rt, err := c.Create(ctx, connectors.Task{Key: connectortest.NewKey("P42"), Project: "P42", Title: "status " + tc.status, AssigneeID: l.assignee, DueDate: "2030-01-02"})
		if err != nil {
			t.Fatal(err)
		}
		if rt.Status != "" {
			t.Fatalf("new issue reads %q, want open", rt.Status)
		}
		l.closeIssue(t, rt.ID, tc.status)
		got, err := c.Get(ctx, rt.ID)
		if err != nil || got.Status != tc.want {
			t.Fatalf("#%s set to %s reads %q (%v), want %q", rt.ID, tc.status, got.Status, err, tc.want)
		}
		if tc.want != "" {
			l.closeIssue(t, rt.ID, "New")
			if got, err := c.Get(ctx, rt.ID); err != nil || got.Status != "" {
				t.Fatalf("#%s reopened reads %q (%v), want open", rt.ID, got.Status, err)
			}
		}
	}
}

func (l live) connector(t *testing.T, keyField string) *redmine.Connector {
	t.Helper()
	c, err := redmine.New(redmine.Config{URL: l.url, KeyField: keyField, Projects: map[string]string{"P42": l.project}},
		redmine.Options{Getenv: func(string) string { return l.key }})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLiveConformance(t *testing.T) {
	l := liveEnv(t)
	counter := l.connector(t, l.field)
	if err := counter.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	connectortest.Exercise(t, connectortest.Harness{
		New:           func(t *testing.T) connectors.TaskConnector { return l.connector(t, l.field) },
		Project:       "P42",
		Assignee:      l.assignee,
		OtherAssignee: l.other,
		CountForKey: func(t *testing.T, key string) int {
			n, err := counter.CountForKey(context.Background(), key)
			if err != nil {
				t.Fatal(err)
			}
			return n
		},
		Unavailable: func(t *testing.T) connectors.TaskConnector {
			ln, _ := net.Listen("tcp", "127.0.0.1:0")
			addr := ln.Addr().String()
			ln.Close()
			c, err := redmine.New(redmine.Config{URL: "http://" + addr, KeyField: "1", Projects: map[string]string{"P42": l.project}},
				redmine.Options{Getenv: func(string) string { return l.key }})
			if err != nil {
				t.Fatal(err)
			}
			return c
		},
		MissingID: "999999999",
	})
}

func TestLiveKeyFieldByID(t *testing.T) {
	l := liveEnv(t)
	if l.fieldID == "" {
		t.Skip("AXAGENT_REDMINE_KEY_FIELD_ID not set")
	}
	c := l.connector(t, l.fieldID)
	key := connectortest.NewKey("P42")
	rt, err := c.Create(context.Background(), connectors.Task{Key: key, Project: "P42", Title: "by id", AssigneeID: l.assignee, DueDate: "2030-01-02"})
	if err != nil {
		t.Fatal(err)
	}
	found, err := c.FindByKey(context.Background(), key)
	if err != nil || found == nil || found.ID != rt.ID {
		t.Fatalf("find: %+v %v", found, err)
	}
}

func TestLivePastDueDate(t *testing.T) {
	l := liveEnv(t)
	c := l.connector(t, l.field)
	// Notes registered after the due date: Redmine would refuse due < start
	// (today) without start_date = min(today, due).
	rt, err := c.Create(context.Background(), connectors.Task{Key: connectortest.NewKey("P42"), Project: "P42", Title: "late",
		AssigneeID: l.assignee, DueDate: "2020-01-06"})
	if err != nil || rt.DueDate != "2020-01-06" {
		t.Fatalf("past due date: %+v %v", rt, err)
	}
	// And an update moving the due date before the start date.
	rt2, err := c.Create(context.Background(), connectors.Task{Key: connectortest.NewKey("P42"), Project: "P42", Title: "moved", DueDate: "2030-05-05"})
	if err != nil {
		t.Fatal(err)
	}
	up, err := c.Update(context.Background(), connectors.Update{ExternalID: rt2.ID, DueDate: "2020-02-03", Key: "k:P42:M:A:update-task"})
	if err != nil || up.DueDate != "2020-02-03" {
		t.Fatalf("update before start: %+v %v", up, err)
	}
}

func TestLiveErrors(t *testing.T) {
	l := liveEnv(t)
	ctx := context.Background()
	// 401: a wrong key.
	bad, err := redmine.New(redmine.Config{URL: l.url, KeyField: l.field, Projects: map[string]string{"P42": l.project}},
		redmine.Options{Getenv: func(string) string { return secret }})
	if err != nil {
		t.Fatal(err)
	}
	_, err = bad.Create(ctx, testTask(connectortest.NewKey("P42")))
	wantClass(t, err, failure.Permanent, "401")

	// 422: an assignee Redmine does not know.
	c := l.connector(t, l.field)
	tk := testTask(connectortest.NewKey("P42"))
	tk.AssigneeID = "999999"
	tk.DueDate = "2030-01-01"
	_, err = c.Create(ctx, tk)
	wantClass(t, err, failure.Permanent, "422")

	// A project identifier Redmine does not have.
	missing, _ := redmine.New(redmine.Config{URL: l.url, KeyField: l.field, Projects: map[string]string{"P42": "no-such-project"}},
		redmine.Options{Getenv: func(string) string { return l.key }})
	_, err = missing.Create(ctx, testTask(connectortest.NewKey("P42")))
	wantClass(t, err, failure.Permanent, "")
}

// Redmine reports is_closed in an issue's status; where it does not, the
// configured closed statuses decide; Rejected is cancelled.
func TestStatusFromIsClosedOrConfig(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cfg    redmine.Config
		status string
		closed any
		want   string
	}{
		{"closed reported", redmine.Config{}, "Closed", true, connectors.StatusDone},
		{"rejected reported", redmine.Config{}, "Rejected", true, connectors.StatusCancelled},
		{"resolved is open", redmine.Config{}, "Resolved", false, ""},
		{"is_closed wins over the names", redmine.Config{}, "Closed", false, ""},
		{"a custom closed status", redmine.Config{}, "Erledigt", true, connectors.StatusDone},
		{"not reported: default names", redmine.Config{}, "Closed", nil, connectors.StatusDone},
		{"not reported: rejected", redmine.Config{}, "Rejected", nil, connectors.StatusCancelled},
		{"not reported: open", redmine.Config{}, "In Progress", nil, ""},
		{"not reported: configured names", redmine.Config{ClosedStatuses: []string{"Erledigt", "Abgelehnt"}, CancelledStatuses: []string{"Abgelehnt"}}, "Abgelehnt", nil, connectors.StatusCancelled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := fakeRedmineWith(t, contract().Wrap, tc.cfg, func(w http.ResponseWriter, r *http.Request) bool {
				if r.URL.Path != "/issues/7.json" {
					return false
				}
				w.Header().Set("Content-Type", "application/json")
				fmt.Fprint(w, `{"issue":`+issueJSON(7, "demo:P42:M1:A1:create-task", tc.status, tc.closed)+`}`)
				return true
			})
			got, err := c.Get(context.Background(), "7")
			if err != nil || got.Status != tc.want {
				t.Fatalf("status %s (is_closed %v): %q %v, want %q", tc.status, tc.closed, got.Status, err, tc.want)
			}
		})
	}
}

// A misspelt status name would never match: Check names it.
func TestCheckNamesUnknownStatuses(t *testing.T) {
	c := fakeRedmineWith(t, contract().Wrap, redmine.Config{CancelledStatuses: []string{"Rejectd", "Resolved"}}, nil)
	err := c.Check(context.Background())
	var cp *connectors.ConfigProblem
	if !errors.As(err, &cp) || !strings.Contains(err.Error(), `"Rejectd", which this Redmine does not have`) || !strings.Contains(err.Error(), `"Resolved", which does not close an issue`) {
		t.Fatalf("check: %v", err)
	}
}

// The contract refuses a request Redmine would silently half-ignore.
func TestContractRefusesWrongRequests(t *testing.T) {
	private := func() *fakekit.Contract {
		spec, _ := os.ReadFile("testdata/redmine.openapi.yaml")
		return fakekit.OpenAPI("redmine", spec).Private()
	}()
	srv := httptest.NewServer(private.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(204) })))
	defer srv.Close()
	for _, body := range []string{`{"issue":{"assigned_to":5}}`, `{"issue":{"due_date":"21.09.2026"}}`, `{"issue":{"custom_fields":[{"id":"nine","value":"k"}]}}`} {
		status, err := fakekit.Send("PUT", srv.URL+"/issues/7.json", body, http.Header{"X-Redmine-Api-Key": {secret}})
		if err != nil {
			t.Fatal(err)
		}
		if status != http.StatusBadRequest {
			t.Errorf("%s: %d, want refused", body, status)
		}
	}
	if n := len(private.Violations()); n != 3 {
		t.Fatalf("%d violations, want 3", n)
	}
}
