package github_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/failure"
)

// Every request the tests send and every answer the fakes give went
// through GitHub's contract; any violation fails the package.
func TestMain(m *testing.M) { os.Exit(fakekit.Checked(m.Run)) }

// The contract refuses what GitHub's description does not allow: a
// misspelt field (GitHub would ignore it, losing the change), a wrong
// type, a value outside an enum, a missing required header.
func TestContractRefusesWrongRequests(t *testing.T) {
	contract := fakekit.OpenAPI("github", githubtest.Schema()).Private()
	f := githubtest.New(githubtest.Options{Token: secret, Repos: []string{"acme/web"}, Users: []string{"minseo-kim"}})
	srv := httptest.NewServer(contract.Wrap(f))
	defer srv.Close()
	send := func(method, path, body string, headers bool) int {
		h := http.Header{"Authorization": {"Bearer " + secret}}
		if headers {
			h.Set("Accept", "application/vnd.github+json")
			h.Set("X-GitHub-Api-Version", github.APIVersion)
		}
		status, err := fakekit.Send(method, srv.URL+path, body, h)
		if err != nil {
			t.Fatal(err)
		}
		return status
	}
	if got := send("POST", "/repos/acme/web/issues", `{"title":"ok","labels":["axagent"],"assignees":["minseo-kim"]}`, true); got != 201 {
		t.Fatalf("a valid create: %d", got)
	}
	for _, bad := range []struct{ name, method, path, body string }{
		{"misspelt field", "PATCH", "/repos/acme/web/issues/1", `{"assignes":["minseo-kim"]}`},
		{"wrong type", "PATCH", "/repos/acme/web/issues/1", `{"assignees":"minseo-kim"}`},
		{"outside the enum", "PATCH", "/repos/acme/web/issues/1", `{"state":"closed","state_reason":"wont_fix"}`},
		{"missing required field", "POST", "/repos/acme/web/issues", `{"body":"no title"}`},
		{"issue number not an integer", "GET", "/repos/acme/web/issues/one", ``},
		{"unknown operation", "DELETE", "/repos/acme/web/issues/1", ``},
	} {
		before := len(contract.Violations())
		if got := send(bad.method, bad.path, bad.body, true); got != http.StatusBadRequest || len(contract.Violations()) != before+1 {
			t.Errorf("%s: status %d, violations %v; want refused", bad.name, got, contract.Violations())
		}
	}
	before := len(contract.Violations())
	if got := send("GET", "/repos/acme/web/issues/1", "", false); got != http.StatusBadRequest || len(contract.Violations()) != before+1 {
		t.Errorf("without X-GitHub-Api-Version: %d", got)
	}
	if v := contract.Violations(); !strings.Contains(strings.Join(v, "\n"), "assignes") {
		t.Errorf("the refusal does not name the field: %v", v)
	}
}

// An answer GitHub would never give (an issue without its number, a
// state_reason outside the enum) is refused before the connector sees it.
func TestContractRefusesWrongAnswers(t *testing.T) {
	contract := fakekit.OpenAPI("github", githubtest.Schema()).Private()
	answer := `{"id":1}`
	srv := httptest.NewServer(contract.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, answer)
	})))
	defer srv.Close()
	c := connector(t, srv.URL, clock.NewFake(t0))
	if _, err := c.Get(context.Background(), "acme/web#1"); err == nil || len(contract.Violations()) != 1 {
		t.Fatalf("an issue without its required fields: %v, violations %v", err, contract.Violations())
	}
	if !strings.Contains(contract.Violations()[0], "number") {
		t.Fatalf("violation does not name the missing field: %v", contract.Violations())
	}
}

// GitHub's state_reason read faithfully: completed is done, not_planned
// and duplicate are cancelled (a duplicate is not done by this issue).
func TestStateReasonMapping(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	for i, tc := range []struct{ state, reason, want string }{
		{"closed", "completed", connectors.StatusDone},
		{"closed", "not_planned", connectors.StatusCancelled},
		{"closed", "duplicate", connectors.StatusCancelled},
		{"open", "reopened", ""},
	} {
		rt, err := c.Create(ctx, task("demo:P42:M0914:A00"+string(rune('1'+i))+":create-task"))
		if err != nil {
			t.Fatal(err)
		}
		f.SetState("acme/web", i+1, tc.state, tc.reason)
		got, err := c.Get(ctx, rt.ID)
		if err != nil || got.Status != tc.want {
			t.Errorf("%s/%s: status %q %v, want %q", tc.state, tc.reason, got.Status, err, tc.want)
		}
	}
}

// GitHub ignores state_reason unless the state changes: cancelling an
// issue a person closed as completed must reopen and close it again, or
// it would stay "done" while axagent believes it cancelled.
func TestCancelOfCompletedIssueBecomesNotPlanned(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	rt, err := c.Create(ctx, task("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	f.SetState("acme/web", 1, "closed", "completed")
	got, err := c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID})
	if err != nil || got.Status != connectors.StatusCancelled {
		t.Fatalf("cancel: %+v %v", got, err)
	}
	is, _ := f.Issue("acme/web", 1)
	if is.State != "closed" || is.StateReason != "not_planned" {
		t.Fatalf("issue is %s/%s, want closed/not_planned", is.State, is.StateReason)
	}
	// Cancelling again changes nothing.
	n := len(f.Patches())
	if got, err := c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID}); err != nil || got.Status != connectors.StatusCancelled || len(f.Patches()) != n {
		t.Fatalf("second cancel: %+v %v, %d more patches", got, err, len(f.Patches())-n)
	}
}

// Without push access GitHub answers an assignee change with 200 and the
// old assignee: the connector must not call that a success.
func TestUpdateDroppedAssigneeNeedsHuman(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(githubtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	rt, err := c.Create(ctx, task("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	f.SetNoPush(true) // the token lost push access since
	_, err = c.Update(ctx, connectors.Update{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, AssigneeID: "jihoon-lee"})
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "push (write) access to acme/web") || !strings.Contains(err.Error(), "jihoon-lee") {
		t.Fatalf("dropped assignee: %v, want a permanent error naming the access to grant", err)
	}
}

// The list endpoint is not documented to read its own writes: the
// connector declares a small positive lag, configurable.
func TestLookupLagDefaultAndConfig(t *testing.T) {
	if github.DefaultLookupLag <= 0 || github.DefaultLookupLag > time.Minute {
		t.Fatalf("default lookup lag %v: want small and positive", github.DefaultLookupLag)
	}
	if got := connector(t, "http://127.0.0.1:1", nil).Capabilities().LookupLag; got != github.DefaultLookupLag {
		t.Fatalf("default: %v", got)
	}
	for raw, want := range map[string]time.Duration{"0s": 0, "3s": 3 * time.Second} {
		c, err := github.New(github.Config{URL: "http://127.0.0.1:1", Repos: map[string]string{"P42": "acme/web"}, LookupLag: raw},
			github.Options{Getenv: func(string) string { return secret }})
		if err != nil || c.Capabilities().LookupLag != want {
			t.Fatalf("lookup_lag %s: %v", raw, err)
		}
	}
	if _, err := github.New(github.Config{Repos: map[string]string{"P42": "acme/web"}, LookupLag: "-1s"}, github.Options{Getenv: func(string) string { return secret }}); err == nil || !strings.Contains(err.Error(), "lookup_lag") {
		t.Fatalf("negative lag: %v", err)
	}
}
