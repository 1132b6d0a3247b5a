package jira_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/connectors/connectortest/drill"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/jira/jiratest"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
)

const (
	secret   = "ATATT3xFfGF0s3cr3t-never-logged"
	email    = "bot@acme.example"
	keyField = "customfield_10050"
	minseo   = "712020:5b10ac8d-82e0-5b22-cc7d-4ef5minseo"
	jihoon   = "5b10a2844c20165700ede21g"
	lag      = 3 * time.Minute
)

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func fake(clk clock.Clock) (*jiratest.Server, *httptest.Server) {
	f := jiratest.New(jiratest.Options{Email: email, Token: secret, Clock: clk, Projects: []string{"PROJ"}, Users: []string{minseo, jihoon},
		Fields: []string{keyField}, SearchLag: lag})
	return f, httptest.NewServer(f)
}

func connector(t *testing.T, url string, clk clock.Clock, field string) *jira.Connector {
	t.Helper()
	c, err := jira.New(jira.Config{URL: url, Email: email, Projects: map[string]string{"P42": "PROJ"}, KeyField: field, SearchLag: lag.String(),
		SourceLink: "https://notes.example.com/{tenant}/{meeting}#{action}"},
		jira.Options{Getenv: func(string) string { return secret }, Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func closedPort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return "http://" + ln.Addr().String()
}

// counter counts issues holding key the way the mode stores it, bypassing
// the search lag.
func counter(f *jiratest.Server, field string) func(string) int {
	return func(key string) int {
		return f.IssuesWhere(func(is jiratest.Issue) bool {
			if field != "" {
				return is.Custom[field] == key
			}
			for _, l := range is.Labels {
				if l == jira.KeyLabel(key) {
					return true
				}
			}
			return false
		})
	}
}

var modes = []struct{ name, field string }{{"keyfield", keyField}, {"label", ""}}

func TestConformance(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			clk := clock.NewFake(t0)
			f, srv := fake(clk)
			t.Cleanup(srv.Close)
			count := counter(f, m.field)
			connectortest.Exercise(t, connectortest.Harness{
				New:           func(t *testing.T) connectors.TaskConnector { return connector(t, srv.URL, clk, m.field) },
				Project:       "P42",
				Assignee:      minseo,
				OtherAssignee: jihoon,
				Advance:       func(d time.Duration) { clk.Advance(d) },
				CountForKey:   func(t *testing.T, key string) int { return count(key) },
				Unavailable:   func(t *testing.T) connectors.TaskConnector { return connector(t, closedPort(t), clk, m.field) },
				MissingID:     "PROJ-99999",
			})
		})
	}
}

func TestDrills(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			drill.Run(t, drill.Harness{Project: "P42", Assignee: minseo, New: func(t *testing.T, clk *clock.Fake) drill.Target {
				f, srv := fake(clk)
				t.Cleanup(srv.Close)
				return drill.Target{Connector: connector(t, srv.URL, clk, m.field), IssuesForKey: counter(f, m.field), CreateRequests: f.CreateRequests,
					LoseNextCreateResponse: f.LoseNextCreateResponse, RateLimitCreates: f.RateLimitCreates, DenyCreates: f.DenyCreates}
			}})
		})
	}
}

func task(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "a1", Fingerprint: "fp", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "From meeting M0914, action A007.\n\n> 민서가 월요일까지", AssigneeID: minseo, DueDate: "2026-09-21"}
}

func TestCapabilitiesDeclareTheLag(t *testing.T) {
	c := connector(t, "https://acme.atlassian.net", clock.NewFake(t0), "")
	caps := c.Capabilities()
	if caps.IdempotentCreate || !caps.LookupByKey || caps.LookupLag != lag {
		t.Fatalf("capabilities %+v", caps)
	}
	d, err := jira.New(jira.Config{URL: "https://acme.atlassian.net", Email: email, Projects: map[string]string{"P42": "PROJ"}}, jira.Options{Getenv: func(string) string { return secret }})
	if err != nil || d.Capabilities().LookupLag != jira.DefaultSearchLag {
		t.Fatalf("default lag: %+v %v", d, err)
	}
}

// The fake hides a new issue from JQL for the lag; the connector finds it
// once the lag passed.
func TestSearchLagIsReal(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(context.Background(), task(key))
	if err != nil || rt.ID != "PROJ-1" {
		t.Fatalf("create: %+v %v", rt, err)
	}
	if got, err := c.FindByKey(context.Background(), key); err != nil || got != nil {
		t.Fatalf("inside the lag: %+v %v, want not found", got, err)
	}
	clk.Advance(lag)
	got, err := c.FindByKey(context.Background(), key)
	if err != nil || got == nil || got.ID != "PROJ-1" || got.Key != key {
		t.Fatalf("after the lag: %+v %v", got, err)
	}
	if f.SearchRequests() != 2 {
		t.Fatalf("%d searches", f.SearchRequests())
	}
}

// A text field's "~" is fuzzy: an issue whose key merely contains ours is
// not ours.
func TestLookupComparesTheKeyExactly(t *testing.T) {
	clk := clock.NewFake(t0)
	_, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	long := task("demo:P42:M0914:A007:create-task-extra")
	if _, err := c.Create(context.Background(), long); err != nil {
		t.Fatal(err)
	}
	clk.Advance(lag)
	if got, err := c.FindByKey(context.Background(), "demo:P42:M0914:A007:create-task"); err != nil || got != nil {
		t.Fatalf("fuzzy hit adopted: %+v %v", got, err)
	}
}

func TestCreateSendsADF(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, "")
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(context.Background(), task(key))
	if err != nil {
		t.Fatal(err)
	}
	is, _ := f.Issue(rt.ID)
	b, _ := json.Marshal(is.Description)
	doc := string(b)
	for _, want := range []string{`"type":"doc"`, `"version":1`, `"type":"blockquote"`, `"text":"민서가 월요일까지"`,
		`"href":"https://notes.example.com/demo/M0914#A007"`, "axagent key: `" + key + "`"} {
		if !strings.Contains(doc, want) {
			t.Errorf("ADF lacks %s: %s", want, doc)
		}
	}
	if len(is.Labels) != 2 || is.Labels[1] != jira.KeyLabel(key) || is.DueDate != "2026-09-21" || is.Assignee != minseo {
		t.Fatalf("stored %+v", is)
	}
}

func TestErrorClasses(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	ctx := context.Background()

	// The key field is not on the create screen: Jira refuses the create.
	c := connector(t, srv.URL, clk, "customfield_10099")
	_, err := c.Create(ctx, task("demo:P42:M1:A1:create-task"))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "not on the appropriate screen") {
		t.Fatalf("field not on screen: %v", err)
	}
	c = connector(t, srv.URL, clk, keyField)
	bad := task("demo:P42:M1:A2:create-task")
	bad.AssigneeID = "nobody"
	if _, err = c.Create(ctx, bad); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "assignee") {
		t.Fatalf("unknown assignee: %v", err)
	}
	f.RateLimitCreates(1, 75*time.Second)
	_, err = c.Create(ctx, task("demo:P42:M1:A3:create-task"))
	// X-RateLimit-Reset has minute precision; Retry-After says 75s.
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) < 75*time.Second {
		t.Fatalf("429: %v wait %v", err, failure.RetryAfterOf(err))
	}
	f.DenyCreates()
	_, err = c.Create(ctx, task("demo:P42:M1:A4:create-task"))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "permission") {
		t.Fatalf("no permission: %v", err)
	}
	if _, err = c.Get(ctx, "PROJ-404"); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("missing issue: %v", err)
	}
	wrong, _ := jira.New(jira.Config{URL: srv.URL, Email: email, Projects: map[string]string{"P42": "PROJ"}}, jira.Options{Getenv: func(string) string { return "wrong" }})
	if _, err = wrong.Get(ctx, "PROJ-1"); !failure.IsPermanent(err) || strings.Contains(err.Error(), secret) {
		t.Fatalf("bad token: %v", err)
	}
}

func TestRateLimitResetHeaderAndServerErrors(t *testing.T) {
	clk := clock.NewFake(t0)
	status := 429
	srv := httptest.NewServer(jiratest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if status == 429 {
			w.Header().Set("X-RateLimit-Reset", t0.Add(4*time.Minute).Format("2006-01-02T15:04Z"))
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprint(w, `{"errorMessages":["busy"],"errors":{}}`)
	})))
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	_, err := c.Create(context.Background(), task("demo:P42:M1:A1:create-task"))
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != 4*time.Minute {
		t.Fatalf("429 without Retry-After: %v wait %v", err, failure.RetryAfterOf(err))
	}
	status = 500
	if _, err = c.Create(context.Background(), task("demo:P42:M1:A1:create-task")); !failure.IsUnknown(err) {
		t.Fatalf("500 on create: %v, want unknown", err)
	}
	if _, err = c.FindByKey(context.Background(), "demo:P42:M1:A1:create-task"); !failure.IsRetryable(err) {
		t.Fatalf("500 on a search: %v, want retryable", err)
	}
}

func TestCancelTransitionsNeverDeletes(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	ctx := context.Background()
	rt, err := c.Create(ctx, task("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		got, err := c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID})
		if err != nil || got.Status != "cancelled" {
			t.Fatalf("cancel %d: %+v %v", i, got, err)
		}
	}
	if is, ok := f.Issue(rt.ID); !ok || is.Status != "Won't Do" {
		t.Fatalf("after cancel: %+v", is)
	}
}

func TestNewChecksConfig(t *testing.T) {
	env := func(string) string { return secret }
	for _, tc := range []struct {
		cfg  jira.Config
		want string
	}{
		{jira.Config{}, "url is required"},
		{jira.Config{URL: "https://a.atlassian.net"}, "email"},
		{jira.Config{URL: "https://a.atlassian.net", Email: email}, "projects is empty"},
		{jira.Config{URL: "https://a.atlassian.net", Email: email, Projects: map[string]string{"P42": "proj"}}, "project key"},
		{jira.Config{URL: "https://a.atlassian.net", Email: email, Projects: map[string]string{"P42": "PROJ"}, KeyField: "axagent key"}, "customfield_"},
		{jira.Config{URL: "https://a.atlassian.net", Email: email, Projects: map[string]string{"P42": "PROJ"}, SearchLag: "soon"}, "search_lag"},
	} {
		if _, err := jira.New(tc.cfg, jira.Options{Getenv: env}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.want)
		}
	}
	if _, err := jira.New(jira.Config{URL: "https://a.atlassian.net", Email: email, Projects: map[string]string{"P42": "PROJ"}}, jira.Options{Getenv: func(string) string { return "" }}); err == nil || !strings.Contains(err.Error(), jira.DefaultTokenEnv) {
		t.Fatalf("missing token: %v", err)
	}
}

// A site whose search lags longer than declared: reconciliation finds
// nothing in its bounded re-checks and hands the key to a human. It never
// resends, so the mistake costs a look, not a duplicate issue.
func TestUnderDeclaredLagGoesToHumanNeverDuplicates(t *testing.T) {
	clk := clock.NewFake(t0)
	f := jiratest.New(jiratest.Options{Email: email, Token: secret, Clock: clk, Projects: []string{"PROJ"}, Users: []string{minseo},
		Fields: []string{keyField}, SearchLag: time.Hour})
	srv := httptest.NewServer(f)
	defer srv.Close()
	c, err := jira.New(jira.Config{URL: srv.URL, Email: email, Projects: map[string]string{"P42": "PROJ"}, KeyField: keyField, SearchLag: "1m"},
		jira.Options{Getenv: func(string) string { return secret }, Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(context.Background(), ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(context.Background(), ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	key := ledger.MustParseKey("demo:P42:M0914:A007:create-task")
	if _, err := store.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: key, Now: clk.Now(),
		Intent: ledger.Intent{Project: "P42", Action: "A007", Title: "t", Assignee: "민서", AssigneeID: minseo, DueDate: "2026-09-21"}}); err != nil {
		t.Fatal(err)
	}
	g := &execute.Engine{Store: store, Tasks: c, Channel: "x", Clock: clk, Owner: "A", Lease: 30 * time.Second, Log: slog.New(slog.DiscardHandler)}
	f.LoseNextCreateResponse()
	var x ledger.Execution
	for i := 0; i < 12; i++ {
		if _, err := g.RunOnce(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
		if x, err = store.ExecutionGet(context.Background(), key); err != nil {
			t.Fatal(err)
		}
		if x.State == ledger.NeedsHuman || x.State == ledger.Succeeded {
			break
		}
		clk.Advance(time.Minute)
	}
	if x.State != ledger.NeedsHuman {
		t.Fatalf("state %s (%s), want needs-human", x.State, x.Reason)
	}
	if n, reqs := counter(f, keyField)(key.String()), f.CreateRequests(); n != 1 || reqs != 1 {
		t.Fatalf("%d issues after %d creates, want 1 after 1", n, reqs)
	}
}

func TestCheck(t *testing.T) {
	clk := clock.NewFake(t0)
	_, srv := fake(clk)
	defer srv.Close()
	if err := connector(t, srv.URL, clk, keyField).Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := connector(t, srv.URL, clk, "").Check(context.Background()); err != nil {
		t.Fatalf("label mode: %v", err)
	}
	bad, _ := jira.New(jira.Config{URL: srv.URL, Email: email, Projects: map[string]string{"P42": "NOPE"}, KeyField: "customfield_10099"},
		jira.Options{Getenv: func(string) string { return secret }})
	err := bad.Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), "projects.P42") || !strings.Contains(err.Error(), "no field customfield_10099") {
		t.Fatalf("bad config: %v", err)
	}
	wrong, _ := jira.New(jira.Config{URL: srv.URL, Email: email, Projects: map[string]string{"P42": "PROJ"}}, jira.Options{Getenv: func(string) string { return "wrong" }})
	if err := wrong.Check(context.Background()); err == nil || !strings.Contains(err.Error(), jira.DefaultTokenEnv) || strings.Contains(err.Error(), "wrong") {
		t.Fatalf("bad token: %v", err)
	}
}
