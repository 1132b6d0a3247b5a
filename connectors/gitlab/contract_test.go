package gitlab_test

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
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/gitlab/gitlabtest"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/failure"
)

// Every request the tests send and every answer the fakes give went
// through GitLab's contract; any violation fails the package.
func TestMain(m *testing.M) { os.Exit(fakekit.Checked(m.Run)) }

func TestContractRefusesWrongRequests(t *testing.T) {
	contract := fakekit.OpenAPI("gitlab", gitlabtest.Schema()).Private()
	f := gitlabtest.New(gitlabtest.Options{Token: secret, Projects: []gitlabtest.Project{{ID: 42, Path: "acme/platform/web"}}, Users: []int{5}})
	srv := httptest.NewServer(contract.Wrap(f))
	defer srv.Close()
	send := func(method, path, body string) int {
		status, err := fakekit.Send(method, srv.URL+path, body, http.Header{"Private-Token": {secret}})
		if err != nil {
			t.Fatal(err)
		}
		return status
	}
	if got := send("POST", "/api/v4/projects/acme%2Fplatform%2Fweb/issues", `{"title":"ok","labels":"axagent","assignee_ids":[5],"due_date":"2026-09-21"}`); got != 201 {
		t.Fatalf("a valid create: %d %v", got, contract.Violations())
	}
	for _, bad := range []struct{ name, method, path, body string }{
		{"misspelt field", "PUT", "/api/v4/projects/42/issues/1", `{"assignee_id":[5]}`},
		{"wrong type", "PUT", "/api/v4/projects/42/issues/1", `{"assignee_ids":"5"}`},
		{"not a date", "PUT", "/api/v4/projects/42/issues/1", `{"due_date":"21.09.2026"}`},
		{"outside the enum", "PUT", "/api/v4/projects/42/issues/1", `{"state_event":"cancel"}`},
		{"empty edit", "PUT", "/api/v4/projects/42/issues/1", `{}`},
		{"missing title", "POST", "/api/v4/projects/42/issues", `{"description":"x"}`},
		{"bad state filter", "GET", "/api/v4/projects/42/issues?state=open", ``},
	} {
		before := len(contract.Violations())
		if got := send(bad.method, bad.path, bad.body); got != http.StatusBadRequest || len(contract.Violations()) != before+1 {
			t.Errorf("%s: status %d; want refused (%v)", bad.name, got, contract.Violations())
		}
	}
}

func TestContractRefusesWrongAnswers(t *testing.T) {
	contract := fakekit.OpenAPI("gitlab", gitlabtest.Schema()).Private()
	srv := httptest.NewServer(contract.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":1,"iid":1,"state":"open"}`) // GitLab says "opened", and much more
	})))
	defer srv.Close()
	if _, err := connector(t, srv.URL, clock.NewFake(t0)).Get(context.Background(), "acme/platform/web#1"); err == nil || len(contract.Violations()) != 1 {
		t.Fatalf("a wrong answer: %v %v", err, contract.Violations())
	}
}

// A user who lost the right to set metadata has labels, assignee and due
// date dropped without an error: Update and Cancel must not succeed.
func TestSilentDropsNeedHuman(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	rt, err := c.Create(ctx, task("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	f.SetGuest(true)
	for _, u := range []connectors.Update{
		{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, AssigneeID: "7"},
		{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, DueDate: "2026-10-01"},
	} {
		_, err := c.Update(ctx, u)
		if !failure.IsPermanent(err) || !strings.Contains(err.Error(), "Planner or Reporter role") {
			t.Errorf("%+v: %v, want permanent naming the role", u, err)
		}
	}
	_, err = c.Cancel(ctx, connectors.Update{Key: "demo:P42:M0914:A007:cancel-task", ExternalID: rt.ID})
	if !failure.IsPermanent(err) || !strings.Contains(err.Error(), gitlab.CancelledLabel) {
		t.Fatalf("cancel without its label: %v", err)
	}
}

// Notes text that starts a line with a quick action is written, not run.
func TestDescriptionQuickActionsNeutralized(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(gitlabtest.Options{Clock: clk})
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	tk := task("demo:P42:M0914:A007:create-task")
	tk.Description = "From meeting M0914.\n/close\n  /assign @user7\n/label ~wontfix\npath /usr/bin stays"
	rt, err := c.Create(context.Background(), tk)
	if err != nil {
		t.Fatal(err)
	}
	is, _ := f.Issue(42, 1)
	if is.State != "opened" || rt.Status != "" || rt.AssigneeID != "5" || len(is.Labels) != 2 {
		t.Fatalf("quick actions ran: state %s, assignee %s, labels %v", is.State, rt.AssigneeID, is.Labels)
	}
	for _, want := range []string{`\/close`, `  \/assign @user7`, `\/label ~wontfix`, "path /usr/bin stays"} {
		if !strings.Contains(is.Description, want) {
			t.Errorf("description lacks %q:\n%s", want, is.Description)
		}
	}
	if got := gitlab.NoQuickActions("a\n/close\n\t/due 2026-01-01"); got != "a\n\\/close\n\t\\/due 2026-01-01" {
		t.Fatalf("NoQuickActions = %q", got)
	}
}

func TestLookupLagDefaultAndConfig(t *testing.T) {
	if gitlab.DefaultLookupLag <= 0 || gitlab.DefaultLookupLag > time.Minute {
		t.Fatalf("default lookup lag %v: want small and positive", gitlab.DefaultLookupLag)
	}
	if got := connector(t, "http://127.0.0.1:1", nil).Capabilities().LookupLag; got != gitlab.DefaultLookupLag {
		t.Fatalf("default: %v", got)
	}
	c, err := gitlab.New(gitlab.Config{Projects: map[string]string{"P42": "acme/web"}, LookupLag: "0s"}, gitlab.Options{Getenv: func(string) string { return secret }})
	if err != nil || c.Capabilities().LookupLag != 0 {
		t.Fatalf("lookup_lag 0s: %v", err)
	}
	if _, err := gitlab.New(gitlab.Config{Projects: map[string]string{"P42": "acme/web"}, LookupLag: "soon"}, gitlab.Options{Getenv: func(string) string { return secret }}); err == nil {
		t.Fatal("accepted lookup_lag soon")
	}
}
