package linear_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/connectors/connectortest/drill"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/linear/lineartest"
	"github.com/axagent/axagent/failure"
)

const (
	secret = "lin_api_s3cr3t-never-logged"
	team   = "5b1a4c6e-0d0f-4b7e-9a53-3f1e2a9c8d71"
	minseo = "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5"
	jihoon = "1f2e3d4c-5b6a-4798-a6b5-c4d3e2f10918"
)

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func fake(clk clock.Clock) (*lineartest.Server, *httptest.Server) {
	f := lineartest.New(lineartest.Options{APIKey: secret, Clock: clk, Teams: []lineartest.Team{{ID: team, Key: "ENG"}}, Users: []string{minseo, jihoon}})
	return f, httptest.NewServer(f)
}

func connector(t *testing.T, url string, clk clock.Clock) *linear.Connector {
	t.Helper()
	c, err := linear.New(linear.Config{URL: url + "/graphql", Teams: map[string]string{"P42": team},
		SourceLink: "https://notes.example.com/{tenant}/{meeting}#{action}"},
		linear.Options{Getenv: func(string) string { return secret }, Clock: clk})
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
	addr := ln.Addr().String()
	ln.Close()
	return "http://" + addr
}

func TestConformance(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	t.Cleanup(srv.Close)
	connectortest.Exercise(t, connectortest.Harness{
		New:           func(t *testing.T) connectors.TaskConnector { return connector(t, srv.URL, clk) },
		Project:       "P42",
		Assignee:      minseo,
		OtherAssignee: jihoon,
		Advance:       func(d time.Duration) { clk.Advance(d) },
		CountForKey:   func(t *testing.T, key string) int { return f.IssuesForKey(key) },
		Unavailable:   func(t *testing.T) connectors.TaskConnector { return connector(t, closedPort(t), clk) },
		MissingID:     "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
	})
}

func TestDrills(t *testing.T) {
	drill.Run(t, drill.Harness{Project: "P42", Assignee: minseo, New: func(t *testing.T, clk *clock.Fake) drill.Target {
		f, srv := fake(clk)
		t.Cleanup(srv.Close)
		return drill.Target{Connector: connector(t, srv.URL, clk), IssuesForKey: f.IssuesForKey, CreateRequests: f.CreateRequests,
			LoseNextCreateResponse: f.LoseNextCreateResponse, RateLimitCreates: f.RateLimitCreates, DenyCreates: f.DenyCreates}
	}})
}

var v4 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestIssueIDIsStableUUIDv4(t *testing.T) {
	k := "demo:P42:M0914:A007:create-task"
	id := linear.IssueID(k)
	if !v4.MatchString(id) {
		t.Fatalf("IssueID %q is not in UUID v4 format", id)
	}
	if linear.IssueID(k) != id {
		t.Fatal("IssueID is not deterministic")
	}
	// A fixed vector: the id must never change across versions, or a
	// resend after an upgrade would make a second issue.
	if id != "987b5fcf-e8ed-403e-83a2-510857bbe330" {
		t.Fatalf("IssueID(%s) = %s: the derivation changed", k, id)
	}
	seen := map[string]string{}
	for _, key := range []string{k, "demo:P42:M0914:A008:create-task", "other:P42:M0914:A007:create-task", "demo:P42:M0914:A007:create-task "} {
		id := linear.IssueID(key)
		if prev, dup := seen[id]; dup {
			t.Fatalf("keys %q and %q share id %s", prev, key, id)
		}
		seen[id] = key
	}
}

func task(key string) connectors.Task {
	return connectors.Task{Key: key, AttemptID: "a1", Fingerprint: "fp", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "From meeting M0914, action A007.\n\n> 민서가 월요일까지", AssigneeID: minseo, DueDate: "2026-09-21"}
}

// The guarantee: a resend after a lost response cannot make a second
// issue, because both sends carry the id derived from the key.
func TestResendAfterLostResponseMakesNoSecondIssue(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	key := "demo:P42:M0914:A007:create-task"
	f.LoseNextCreateResponse()
	_, err := c.Create(context.Background(), task(key))
	if !failure.IsUnknown(err) {
		t.Fatalf("lost response: %v, want an unknown outcome", err)
	}
	if n := f.IssuesForKey(key); n != 1 {
		t.Fatalf("the fake did not commit before losing the answer: %d issues", n)
	}
	retry := task(key)
	retry.AttemptID = "a2"
	rt, err := c.Create(context.Background(), retry)
	if err != nil {
		t.Fatalf("resend: %v", err)
	}
	if rt.ID != linear.IssueID(key) || rt.Key != key || rt.AssigneeID != minseo || rt.DueDate != "2026-09-21" {
		t.Fatalf("resend returned %+v", rt)
	}
	if n, reqs := f.IssuesForKey(key), f.CreateRequests(); n != 1 || reqs != 2 {
		t.Fatalf("%d issues after %d create requests, want 1 after 2", n, reqs)
	}
}

func TestCreateShapeAndDescription(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(context.Background(), task(key))
	if err != nil {
		t.Fatal(err)
	}
	is, ok := f.Issue(rt.ID)
	if !ok || is.Identifier != "ENG-1" || is.TeamID != team {
		t.Fatalf("stored %+v", is)
	}
	// A person resolving a key types the identifier.
	if got, err := c.Get(context.Background(), "ENG-1"); err != nil || got.ID != rt.ID || got.Key != key {
		t.Fatalf("get by identifier: %+v %v", got, err)
	}
	for _, want := range []string{"> 민서가 월요일까지", "[meeting notes, action A007](https://notes.example.com/demo/M0914#A007)", "axagent key: `" + key + "`"} {
		if !strings.Contains(is.Description, want) {
			t.Errorf("description lacks %q:\n%s", want, is.Description)
		}
	}
}

func TestErrorClasses(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()

	f.RateLimitCreates(1, 42*time.Second)
	_, err := c.Create(ctx, task("demo:P42:M1:A1:create-task"))
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != 42*time.Second {
		t.Fatalf("RATELIMITED: %v (wait %v), want retryable after 42s", err, failure.RetryAfterOf(err))
	}

	bad := task("demo:P42:M1:A2:create-task")
	bad.AssigneeID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
	_, err = c.Create(ctx, bad)
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "User") {
		t.Fatalf("unknown assignee: %v, want permanent", err)
	}
	bad.AssigneeID = "민서"
	if _, err = c.Create(ctx, bad); !failure.IsPermanent(err) || !strings.Contains(err.Error(), "ids.linear") {
		t.Fatalf("name as assignee: %v", err)
	}

	f.DenyCreates()
	_, err = c.Create(ctx, task("demo:P42:M1:A3:create-task"))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "FORBIDDEN") {
		t.Fatalf("forbidden: %v, want permanent", err)
	}

	wrong, err := linear.New(linear.Config{URL: srv.URL + "/graphql", Teams: map[string]string{"P42": team}}, linear.Options{Getenv: func(string) string { return "wrong" }})
	if err != nil {
		t.Fatal(err)
	}
	_, err = wrong.Get(ctx, linear.IssueID("x"))
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "AUTHENTICATION_ERROR") {
		t.Fatalf("bad key: %v", err)
	}
	for _, e := range []error{err} {
		if strings.Contains(e.Error(), secret) {
			t.Fatal("error leaks the API key")
		}
	}
}

// Linear may also answer 429; and a 5xx on a mutation is unknown.
func TestStatusVariants(t *testing.T) {
	clk := clock.NewFake(t0)
	status := 429
	srv := httptest.NewServer(lineartest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-RateLimit-Complexity-Reset", fmt.Sprint(t0.Add(3*time.Minute).UnixMilli()))
		if status != 429 {
			w.Header().Set("Content-Type", "text/html")
		}
		w.WriteHeader(status)
		if status == 429 {
			fmt.Fprint(w, `{"errors":[{"message":"Rate limit exceeded","extensions":{"code":"RATELIMITED"}}]}`)
		} else {
			fmt.Fprint(w, `<html>bad gateway</html>`)
		}
	})))
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	_, err := c.Create(context.Background(), task("demo:P42:M1:A1:create-task"))
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != 3*time.Minute {
		t.Fatalf("429: %v wait %v", err, failure.RetryAfterOf(err))
	}
	status = 502
	_, err = c.Create(context.Background(), task("demo:P42:M1:A1:create-task"))
	if !failure.IsUnknown(err) {
		t.Fatalf("502 on create: %v, want unknown", err)
	}
	_, err = c.Get(context.Background(), linear.IssueID("k"))
	if !failure.IsRetryable(err) {
		t.Fatalf("502 on a read: %v, want retryable", err)
	}
}

func TestCancelClosesNeverDeletes(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
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
		if err != nil || got.Status != "cancelled" || got.ID != rt.ID {
			t.Fatalf("cancel %d: %+v %v", i+1, got, err)
		}
	}
	is, ok := f.Issue(rt.ID)
	if !ok || is.StateID != team+"-canceled" {
		t.Fatalf("issue after cancel: %+v %v", is, ok)
	}
	if found, err := c.FindByKey(ctx, key); err != nil || found == nil || found.Status != "cancelled" {
		t.Fatalf("a cancelled issue must still be found by key: %+v %v", found, err)
	}
}

func TestNewChecksConfig(t *testing.T) {
	env := func(string) string { return secret }
	cases := []struct {
		cfg  linear.Config
		want string
	}{
		{linear.Config{}, "teams is empty"},
		{linear.Config{Teams: map[string]string{"P42": "ENG"}}, "not its key"},
		{linear.Config{URL: "ftp://x", Teams: map[string]string{"P42": team}}, "url"},
		{linear.Config{Teams: map[string]string{"P42": team}, SourceLink: "notes/{meeting}"}, "source_link"},
	}
	for _, tc := range cases {
		if _, err := linear.New(tc.cfg, linear.Options{Getenv: env}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.cfg, err, tc.want)
		}
	}
	_, err := linear.New(linear.Config{Teams: map[string]string{"P42": team}}, linear.Options{Getenv: func(string) string { return "" }})
	if err == nil || !strings.Contains(err.Error(), linear.DefaultAPIKeyEnv) {
		t.Fatalf("missing key: %v", err)
	}
	var fe *failure.Error
	if errors.As(err, &fe) {
		t.Fatal("a config error is not a target failure")
	}
}

func TestCheck(t *testing.T) {
	clk := clock.NewFake(t0)
	_, srv := fake(clk)
	defer srv.Close()
	if err := connector(t, srv.URL, clk).Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	missing, _ := linear.New(linear.Config{URL: srv.URL + "/graphql", Teams: map[string]string{"P42": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"}},
		linear.Options{Getenv: func(string) string { return secret }})
	if err := missing.Check(context.Background()); err == nil || !strings.Contains(err.Error(), "teams.P42") {
		t.Fatalf("missing team: %v", err)
	}
	wrong, _ := linear.New(linear.Config{URL: srv.URL + "/graphql", Teams: map[string]string{"P42": team}}, linear.Options{Getenv: func(string) string { return "nope" }})
	if err := wrong.Check(context.Background()); err == nil || !strings.Contains(err.Error(), linear.DefaultAPIKeyEnv) {
		t.Fatalf("bad key: %v", err)
	}
}
