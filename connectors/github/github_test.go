package github_test

import (
	"context"
	"encoding/json"
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
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/failure"
)

const secret = "ghp_s3cr3tTokenNeverLogged"

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func fake(o githubtest.Options) (*githubtest.Server, *httptest.Server) {
	o.Token = secret
	o.Repos = []string{"acme/web"}
	o.Users = []string{"minseo-kim", "jihoon-lee"}
	f := githubtest.New(o)
	return f, httptest.NewServer(f)
}

func connector(t *testing.T, url string, clk clock.Clock) *github.Connector {
	t.Helper()
	c, err := github.New(github.Config{URL: url, Repos: map[string]string{"P42": "acme/web"}, SourceLink: "https://notes.example.com/{tenant}/{meeting}#{action}"},
		github.Options{Getenv: func(string) string { return secret }, Clock: clk})
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
	f, srv := fake(githubtest.Options{Clock: clk, SearchLag: 5 * time.Minute})
	t.Cleanup(srv.Close)
	connectortest.Exercise(t, connectortest.Harness{
		New:           func(t *testing.T) connectors.TaskConnector { return connector(t, srv.URL, clk) },
		Project:       "P42",
		Assignee:      "minseo-kim",
		OtherAssignee: "jihoon-lee",
		Advance:       func(d time.Duration) { clk.Advance(d) },
		CountForKey:   func(t *testing.T, key string) int { return f.IssuesForKey(key) },
		Unavailable:   func(t *testing.T) connectors.TaskConnector { return connector(t, closedPort(t), clk) },
		MissingID:     "acme/web#999999",
	})
}

func TestDrills(t *testing.T) {
	for _, mode := range []struct {
		name string
		m    githubtest.RateMode
	}{{"primary", githubtest.Primary}, {"secondary403", githubtest.Secondary}, {"secondary429", githubtest.Secondary429}} {
		t.Run(mode.name, func(t *testing.T) {
			drill.Run(t, drill.Harness{Project: "P42", Assignee: "minseo-kim", New: func(t *testing.T, clk *clock.Fake) drill.Target {
				f, srv := fake(githubtest.Options{Clock: clk, SearchLag: 5 * time.Minute, ListLag: github.DefaultLookupLag})
				f.SetMode(mode.m)
				t.Cleanup(srv.Close)
				return drill.Target{Connector: connector(t, srv.URL, clk), IssuesForKey: f.IssuesForKey, CreateRequests: f.CreateRequests,
					LoseNextCreateResponse: f.LoseNextCreateResponse, RateLimitCreates: f.RateLimitCreates, DenyCreates: f.DenyCreates}
			}})
		})
	}
}

func task(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "a1", Fingerprint: "fp", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "From meeting M0914, action A007.\n\n> 민서가 월요일까지", AssigneeID: "minseo-kim", DueDate: "2026-09-21"}
}

// Lookup lists by label, which is consistent; the search API, which the
// fake (like GitHub) lets lag, is never used.
func TestLookupListsByLabelNotSearch(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk, SearchLag: 5 * time.Minute})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(context.Background(), task(key))
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.FindByKey(context.Background(), key)
	if err != nil || got == nil || got.ID != rt.ID || got.ID != "acme/web#1" {
		t.Fatalf("find right after create: %+v %v", got, err)
	}
	if n := f.SearchRequests(); n != 0 {
		t.Fatalf("the connector used the search API %d times", n)
	}
	// The fake's search really lags: the drill above would mean nothing
	// if it did not.
	req, _ := http.NewRequest("GET", srv.URL+"/search/issues?q=label:"+github.KeyLabel(key)+"+repo:acme/web", nil)
	req.Header.Set("Authorization", "Bearer "+secret)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("X-GitHub-Api-Version", github.APIVersion)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		TotalCount int `json:"total_count"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	resp.Body.Close()
	if out.TotalCount != 0 {
		t.Fatalf("search shows the new issue at once (%d): the fake does not lag", out.TotalCount)
	}
	is, _ := f.Issue("acme/web", 1)
	for _, want := range []string{"Due: 2026-09-21", "<!-- axagent-key: " + key + " -->", "(https://notes.example.com/demo/M0914#A007)", "> 민서가 월요일까지"} {
		if !strings.Contains(is.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, is.Body)
		}
	}
	if len(is.Labels) != 2 || is.Labels[0] != "axagent" || is.Labels[1] != github.KeyLabel(key) || len(github.KeyLabel(key)) > 50 {
		t.Fatalf("labels %v", is.Labels)
	}
}

func TestPaginationAndMarkerCheck(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk, PerPageMax: 2})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	key := "demo:P42:M0914:A007:create-task"
	for i := 0; i < 5; i++ {
		if _, err := c.Create(context.Background(), task(key)); err != nil {
			t.Fatal(err)
		}
	}
	n, err := c.CountForKey(context.Background(), key)
	if err != nil || n != 5 || f.IssuesForKey(key) != 5 {
		t.Fatalf("count over pages = %d, %v", n, err)
	}
	first, err := c.FindByKey(context.Background(), key)
	if err != nil || first.ID != "acme/web#1" {
		t.Fatalf("oldest: %+v %v", first, err)
	}
}

func TestRateLimitVersusPermission(t *testing.T) {
	clk := clock.NewFake(t0)
	cases := []struct {
		name    string
		status  int
		headers map[string]string
		msg     string
		class   failure.Class
		wait    time.Duration
	}{
		{"primary 403", 403, map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": fmt.Sprint(t0.Add(17 * time.Minute).Unix())}, "API rate limit exceeded", failure.Retryable, 17 * time.Minute},
		{"primary 429", 429, map[string]string{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": fmt.Sprint(t0.Add(2 * time.Minute).Unix())}, "API rate limit exceeded", failure.Retryable, 2 * time.Minute},
		{"secondary retry-after", 403, map[string]string{"Retry-After": "120", "X-RateLimit-Remaining": "4000"}, "You have exceeded a secondary rate limit", failure.Retryable, 2 * time.Minute},
		{"secondary without headers", 403, map[string]string{"X-RateLimit-Remaining": "4000"}, "You have exceeded a secondary rate limit", failure.Retryable, time.Minute},
		{"permission", 403, map[string]string{"X-RateLimit-Remaining": "4000", "X-RateLimit-Reset": fmt.Sprint(t0.Add(time.Hour).Unix())}, "Resource not accessible by personal access token", failure.Permanent, 0},
		{"bad credentials", 401, nil, "Bad credentials", failure.Permanent, 0},
		{"validation", 422, nil, "Validation Failed", failure.Permanent, 0},
		{"5xx on create", 502, nil, "Server Error", failure.Unknown, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(githubtest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				for k, v := range tc.headers {
					w.Header().Set(k, v)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				fmt.Fprintf(w, `{"message":%q,"documentation_url":"https://docs.github.com/rest"}`, tc.msg)
			})))
			defer srv.Close()
			_, err := connector(t, srv.URL, clk).Create(context.Background(), task("demo:P42:M1:A1:create-task"))
			if got := failure.ClassOf(err); got != tc.class {
				t.Fatalf("class %s, want %s: %v", got, tc.class, err)
			}
			if got := failure.RetryAfterOf(err); tc.class == failure.Retryable && got != tc.wait {
				t.Fatalf("wait %v, want %v", got, tc.wait)
			}
			if strings.Contains(err.Error(), secret) {
				t.Fatal("error leaks the token")
			}
		})
	}
}

func TestLabelsDroppedWithoutPushIsPermanent(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk, NoPush: true})
	defer srv.Close()
	key := "demo:P42:M0914:A007:create-task"
	_, err := connector(t, srv.URL, clk).Create(context.Background(), task(key))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "push access") {
		t.Fatalf("labels dropped: %v, want permanent naming push access", err)
	}
	if f.IssuesForKey(key) != 1 {
		t.Fatal("the fake should have created the issue without labels")
	}
}

func TestUpdateDueKeepsEditsAndCancel(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(ctx, task(key))
	if err != nil {
		t.Fatal(err)
	}
	// A person edits the body.
	req, _ := http.NewRequest("PATCH", srv.URL+"/repos/acme/web/issues/1", strings.NewReader(`{"body":"edited by a person\n`+strings.ReplaceAll(mustBody(t, f), "\n", `\n`)+`"}`))
	req.Header.Set("Authorization", "Bearer "+secret)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("X-GitHub-Api-Version", github.APIVersion)
	req.Header.Set("Content-Type", "application/json")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 200 {
		t.Fatalf("edit: %v %v", resp, err)
	}
	up, err := c.Update(ctx, connectors.Update{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, DueDate: "2026-09-28"})
	if err != nil || up.DueDate != "2026-09-28" || up.Key != key || up.AssigneeID != "minseo-kim" {
		t.Fatalf("update: %+v %v", up, err)
	}
	is, _ := f.Issue("acme/web", 1)
	if !strings.Contains(is.Body, "edited by a person") || !strings.Contains(is.Body, "Due: 2026-09-28") || strings.Contains(is.Body, "2026-09-21") {
		t.Fatalf("body after update:\n%s", is.Body)
	}
	for i := 0; i < 2; i++ {
		got, err := c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID})
		if err != nil || got.Status != "cancelled" {
			t.Fatalf("cancel %d: %+v %v", i, got, err)
		}
	}
	is, _ = f.Issue("acme/web", 1)
	if is.State != "closed" || is.StateReason != "not_planned" {
		t.Fatalf("after cancel: %s %s", is.State, is.StateReason)
	}
	if found, err := c.FindByKey(ctx, key); err != nil || found == nil || found.Status != "cancelled" {
		t.Fatalf("closed issue must still be found: %+v %v", found, err)
	}
}

func mustBody(t *testing.T, f *githubtest.Server) string {
	is, ok := f.Issue("acme/web", 1)
	if !ok {
		t.Fatal("no issue")
	}
	b, _ := json.Marshal(is.Body)
	return strings.Trim(string(b), `"`)
}

func TestNewChecksConfig(t *testing.T) {
	env := func(string) string { return secret }
	for _, tc := range []struct {
		cfg  github.Config
		want string
	}{
		{github.Config{}, "repos is empty"},
		{github.Config{Repos: map[string]string{"P42": "acme"}}, "owner/repo"},
		{github.Config{URL: "api.github.com", Repos: map[string]string{"P42": "acme/web"}}, "url"},
	} {
		if _, err := github.New(tc.cfg, github.Options{Getenv: env}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.want)
		}
	}
	if _, err := github.New(github.Config{Repos: map[string]string{"P42": "acme/web"}}, github.Options{Getenv: func(string) string { return "" }}); err == nil || !strings.Contains(err.Error(), github.DefaultTokenEnv) {
		t.Fatalf("missing token: %v", err)
	}
}

func TestCheck(t *testing.T) {
	clk := clock.NewFake(t0)
	_, srv := fake(githubtest.Options{Clock: clk})
	defer srv.Close()
	if err := connector(t, srv.URL, clk).Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	_, nopush := fake(githubtest.Options{Clock: clk, NoPush: true})
	defer nopush.Close()
	if err := connector(t, nopush.URL, clk).Check(context.Background()); err == nil || !strings.Contains(err.Error(), "drop the key label") {
		t.Fatalf("no push: %v", err)
	}
	missing, _ := github.New(github.Config{URL: srv.URL, Repos: map[string]string{"P42": "acme/nope"}}, github.Options{Getenv: func(string) string { return secret }})
	if err := missing.Check(context.Background()); err == nil || !strings.Contains(err.Error(), "repos.P42") || !strings.Contains(err.Error(), "404") {
		t.Fatalf("missing repo: %v", err)
	}
}
