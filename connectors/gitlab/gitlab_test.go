package gitlab_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/connectors/connectortest/drill"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/gitlab/gitlabtest"
	"github.com/axagent/axagent/failure"
)

const secret = "glpat-s3cr3t-never-logged"

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func fake(o gitlabtest.Options) (*gitlabtest.Server, *httptest.Server) {
	o.Token = secret
	o.Projects = []gitlabtest.Project{{ID: 42, Path: "acme/platform/web"}}
	o.Users = []int{5, 7}
	f := gitlabtest.New(o)
	return f, httptest.NewServer(f)
}

func connector(t *testing.T, url string, clk clock.Clock) *gitlab.Connector {
	t.Helper()
	c, err := gitlab.New(gitlab.Config{URL: url + "/api/v4", Projects: map[string]string{"P42": "acme/platform/web"},
		SourceLink: "https://notes.example.com/{tenant}/{meeting}#{action}"},
		gitlab.Options{Getenv: func(string) string { return secret }, Clock: clk})
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

func TestConformance(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk})
	t.Cleanup(srv.Close)
	connectortest.Exercise(t, connectortest.Harness{
		New:           func(t *testing.T) connectors.TaskConnector { return connector(t, srv.URL, clk) },
		Project:       "P42",
		Assignee:      "5",
		OtherAssignee: "7",
		Advance:       func(d time.Duration) { clk.Advance(d) },
		CountForKey:   func(t *testing.T, key string) int { return f.IssuesForKey(key) },
		Unavailable:   func(t *testing.T) connectors.TaskConnector { return connector(t, closedPort(t), clk) },
		MissingID:     "acme/platform/web#99999",
	})
}

func TestDrills(t *testing.T) {
	drill.Run(t, drill.Harness{Project: "P42", Assignee: "5", New: func(t *testing.T, clk *clock.Fake) drill.Target {
		f, srv := fake(gitlabtest.Options{Clock: clk, ListLag: gitlab.DefaultLookupLag})
		t.Cleanup(srv.Close)
		return drill.Target{Connector: connector(t, srv.URL, clk), IssuesForKey: f.IssuesForKey, CreateRequests: f.CreateRequests,
			LoseNextCreateResponse: f.LoseNextCreateResponse, RateLimitCreates: f.RateLimitCreates, DenyCreates: f.DenyCreates}
	}})
}

func task(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "a1", Fingerprint: "fp", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "From meeting M0914, action A007.\n\n> 민서가 월요일까지", AssigneeID: "5", DueDate: "2026-09-21"}
}

func TestCreateShapeAndPagedLookup(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk, PerPageMax: 2})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	key := "demo:P42:M0914:A007:create-task"
	for i := 0; i < 5; i++ {
		rt, err := c.Create(ctx, task(key))
		if err != nil || rt.ID != fmt.Sprintf("acme/platform/web#%d", i+1) || rt.DueDate != "2026-09-21" || rt.AssigneeID != "5" {
			t.Fatalf("create %d: %+v %v", i, rt, err)
		}
	}
	if n, err := c.CountForKey(ctx, key); err != nil || n != 5 {
		t.Fatalf("count over pages: %d %v", n, err)
	}
	if first, err := c.FindByKey(ctx, key); err != nil || first.ID != "acme/platform/web#1" {
		t.Fatalf("oldest: %+v %v", first, err)
	}
	is, _ := f.Issue(42, 1)
	for _, want := range []string{"<!-- axagent-key: " + key + " -->", "(https://notes.example.com/demo/M0914#A007)", "> 민서가 월요일까지"} {
		if !strings.Contains(is.Description, want) {
			t.Errorf("description lacks %q", want)
		}
	}
	if len(is.Labels) != 2 || is.Labels[1] != gitlab.KeyLabel(key) {
		t.Fatalf("labels %v", is.Labels)
	}
}

func TestGuestMetadataIgnoredIsPermanent(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk, Guest: true})
	defer srv.Close()
	key := "demo:P42:M0914:A007:create-task"
	_, err := connector(t, srv.URL, clk).Create(context.Background(), task(key))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "Reporter") {
		t.Fatalf("labels ignored: %v", err)
	}
	if f.IssuesForKey(key) != 1 {
		t.Fatal("the fake should have created the issue without metadata")
	}
}

func TestErrorClasses(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	f.RateLimitCreates(1, 100*time.Second)
	_, err := c.Create(ctx, task("demo:P42:M1:A1:create-task"))
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != 100*time.Second {
		t.Fatalf("429: %v wait %v", err, failure.RetryAfterOf(err))
	}
	bad := task("demo:P42:M1:A2:create-task")
	bad.AssigneeID = "99"
	if _, err = c.Create(ctx, bad); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "assignees") {
		t.Fatalf("unknown assignee: %v", err)
	}
	bad.AssigneeID = "minseo"
	if _, err = c.Create(ctx, bad); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "ids.gitlab") {
		t.Fatalf("login as assignee: %v", err)
	}
	f.DenyCreates()
	if _, err = c.Create(ctx, task("demo:P42:M1:A3:create-task")); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "403") {
		t.Fatalf("forbidden: %v", err)
	}
	if _, err = c.Get(ctx, "acme/platform/web#404"); !failure.IsPermanent(err) {
		t.Fatalf("missing: %v", err)
	}
	if strings.Contains(err.Error(), secret) {
		t.Fatal("error leaks the token")
	}
}

func TestRateLimitResetWithoutRetryAfter(t *testing.T) {
	clk := clock.NewFake(t0)
	srv := httptest.NewServer(gitlabtest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("RateLimit-Reset", fmt.Sprint(t0.Add(150*time.Second).Unix()))
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(429)
		fmt.Fprint(w, `{"message":"Retry later"}`)
	})))
	defer srv.Close()
	_, err := connector(t, srv.URL, clk).Create(context.Background(), task("demo:P42:M1:A1:create-task"))
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != 150*time.Second {
		t.Fatalf("429: %v wait %v", err, failure.RetryAfterOf(err))
	}
}

func TestCancelClosesAndLabels(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(ctx, task(key))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		got, err := c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID})
		if err != nil || got.Status != "cancelled" {
			t.Fatalf("cancel %d: %+v %v", i, got, err)
		}
	}
	is, _ := f.Issue(42, 1)
	if is.State != "closed" || len(is.Labels) != 3 {
		t.Fatalf("after cancel: %+v", is)
	}
	if found, err := c.FindByKey(ctx, key); err != nil || found == nil || found.Status != "cancelled" {
		t.Fatalf("a closed issue must still be found: %+v %v", found, err)
	}
}

func TestNewChecksConfig(t *testing.T) {
	env := func(string) string { return secret }
	for _, tc := range []struct {
		cfg  gitlab.Config
		want string
	}{
		{gitlab.Config{}, "projects is empty"},
		{gitlab.Config{Projects: map[string]string{"P42": "web"}}, "group/project"},
		{gitlab.Config{URL: "gitlab.com", Projects: map[string]string{"P42": "acme/web"}}, "url"},
	} {
		if _, err := gitlab.New(tc.cfg, gitlab.Options{Getenv: env}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.want)
		}
	}
	if _, err := gitlab.New(gitlab.Config{Projects: map[string]string{"P42": "42"}}, gitlab.Options{Getenv: func(string) string { return "" }}); err == nil || !strings.Contains(err.Error(), gitlab.DefaultTokenEnv) {
		t.Fatalf("missing token: %v", err)
	}
}

func TestCheck(t *testing.T) {
	clk := clock.NewFake(t0)
	_, srv := fake(gitlabtest.Options{Clock: clk})
	defer srv.Close()
	if err := connector(t, srv.URL, clk).Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	_, guest := fake(gitlabtest.Options{Clock: clk, Guest: true})
	defer guest.Close()
	if err := connector(t, guest.URL, clk).Check(context.Background()); err == nil || !strings.Contains(err.Error(), "Planner") {
		t.Fatalf("guest: %v", err)
	}
	missing, _ := gitlab.New(gitlab.Config{URL: srv.URL + "/api/v4", Projects: map[string]string{"P42": "acme/nope"}}, gitlab.Options{Getenv: func(string) string { return secret }})
	if err := missing.Check(context.Background()); err == nil || !strings.Contains(err.Error(), "projects.P42") || !strings.Contains(err.Error(), "404") {
		t.Fatalf("missing project: %v", err)
	}
}
