package redmine_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
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

// fakeRedmine answers the resolve calls and lets each test script the rest.
func fakeRedmine(t *testing.T, handle func(w http.ResponseWriter, r *http.Request) bool) *redmine.Connector {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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
			fmt.Fprint(w, `{"project":{"id":3,"identifier":"demo"}}`)
		default:
			w.WriteHeader(404)
		}
	}))
	t.Cleanup(srv.Close)
	c, err := redmine.New(redmine.Config{URL: srv.URL, KeyField: "axagent key", Projects: map[string]string{"P42": "demo"}},
		redmine.Options{Getenv: func(string) string { return secret }, Clock: clock.NewFake(time.Date(2026, 9, 30, 12, 0, 0, 0, time.UTC))})
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
			fmt.Fprint(w, `{"issue":{"id":77,"project":{"id":3},"assigned_to":{"id":5},"subject":"s","due_date":"2026-09-21","custom_fields":[{"id":9,"value":"demo:P42:M0914:A007:create-task"}]}}`)
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
	}{
		{"5xx is unknown", 500, "text/html", "<h1>Internal error</h1>", failure.Unknown, "500"},
		{"502 is unknown", 502, "", "", failure.Unknown, "502"},
		{"422 is permanent", 422, "application/json", `{"errors":["Due date must be greater than start date"]}`, failure.Permanent, "Due date must be greater"},
		{"403 is permanent", 403, "", "", failure.Permanent, "403"},
		{"html 200 is unknown", 200, "text/html", "<html>login</html>", failure.Unknown, "want JSON"},
		{"201 without id is unknown", 201, "application/json", `{"issue":{}}`, failure.Unknown, "no issue id"},
		{"429 is retryable", 429, "", "", failure.Retryable, "429"},
		{"key field dropped is permanent", 201, "application/json", `{"issue":{"id":5,"project":{"id":3},"custom_fields":[]}}`, failure.Permanent, "did not keep the key field"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := fakeRedmine(t, func(w http.ResponseWriter, r *http.Request) bool {
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
		fmt.Fprint(w, `{"issues":[{"id":1,"project":{"id":3},"custom_fields":[{"id":9,"value":"someone else"}]}],"total_count":1}`)
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
	return l
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
