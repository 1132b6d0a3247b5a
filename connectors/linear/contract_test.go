package linear_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/linear/lineartest"
	"github.com/axagent/axagent/failure"
)

// Every query the tests send and every answer the fakes give went through
// Linear's schema; any violation fails the package.
func TestMain(m *testing.M) { os.Exit(fakekit.Checked(m.Run)) }

func TestContractRefusesWrongQueries(t *testing.T) {
	contract := fakekit.GraphQL("linear", "/graphql", lineartest.Schema()).Private()
	f := lineartest.New(lineartest.Options{APIKey: secret, Teams: []lineartest.Team{{ID: team, Key: "ENG"}}})
	srv := httptest.NewServer(contract.Wrap(f))
	defer srv.Close()
	send := func(query string, vars map[string]any) int {
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		status, err := fakekit.Send("POST", srv.URL+"/graphql", string(body), http.Header{"Authorization": {secret}})
		if err != nil {
			t.Fatal(err)
		}
		return status
	}
	if got := send(`query Q($id: String!) { team(id: $id) { id key } }`, map[string]any{"id": team}); got != 200 {
		t.Fatalf("a valid query: %d %v", got, contract.Violations())
	}
	for _, bad := range []struct {
		name  string
		query string
		vars  map[string]any
	}{
		{"misspelt field", `query Q($id: String!) { issue(id: $id) { id dueAt } }`, map[string]any{"id": "x"}},
		{"misspelt input field", `mutation M($input: IssueCreateInput!) { issueCreate(input: $input) { success } }`,
			map[string]any{"input": map[string]any{"teamId": team, "title": "t", "assignee": "u"}}},
		{"wrong variable type", `mutation M($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }`,
			map[string]any{"id": "x", "input": map[string]any{"trashed": "yes"}}},
		{"missing required input", `mutation M($input: IssueCreateInput!) { issueCreate(input: $input) { success } }`,
			map[string]any{"input": map[string]any{"title": "t"}}},
		{"no such root field", `query { issues2 { id } }`, nil},
	} {
		before := len(contract.Violations())
		if got := send(bad.query, bad.vars); got != http.StatusBadRequest || len(contract.Violations()) != before+1 {
			t.Errorf("%s: status %d; want refused (%v)", bad.name, got, contract.Violations())
		}
	}
}

func TestContractRefusesWrongAnswers(t *testing.T) {
	for _, answer := range []string{
		`{"data":{"issue":{"id":"x"}}}`,                      // selected fields missing
		`{"data":{"issue":null}}`,                            // null for Issue! without errors
		`{"errors":[{"extensions":{"type":"ratelimited"}}]}`, // an error without a message
	} {
		contract := fakekit.GraphQL("linear", "/graphql", lineartest.Schema()).Private()
		srv := httptest.NewServer(contract.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, answer)
		})))
		_, err := connector(t, srv.URL, clock.NewFake(t0)).Get(context.Background(), linear.IssueID("k"))
		srv.Close()
		if err == nil || len(contract.Violations()) != 1 {
			t.Errorf("answer %s: %v, violations %v", answer, err, contract.Violations())
		}
	}
}

// Linear's error shapes as its SDK reads them (packages/sdk/src/error.ts):
// extensions.type, the HTTP status, and the reset headers.
func TestErrorShapesAsLinearSendsThem(t *testing.T) {
	clk := clock.NewFake(t0)
	reset := fmt.Sprint(t0.Add(90 * time.Second).UnixMilli())
	cases := []struct {
		name    string
		status  int
		headers map[string]string
		body    string
		read    failure.Class // for a query
		mutate  failure.Class // for a mutation
		wait    time.Duration
	}{
		{"type ratelimited on 400, no code", 400, map[string]string{"X-RateLimit-Requests-Reset": reset},
			`{"errors":[{"message":"Rate limit exceeded","extensions":{"type":"ratelimited","userPresentableMessage":"Too many requests"}}]}`,
			failure.Retryable, failure.Retryable, 90 * time.Second},
		{"429 with retry-after only", 429, map[string]string{"Retry-After": "42"},
			`{"errors":[{"message":"Too many requests"}]}`, failure.Retryable, failure.Retryable, 42 * time.Second},
		{"internal error by type on 200", 200, nil,
			`{"data":null,"errors":[{"message":"Something went wrong","extensions":{"type":"internal error"}}]}`,
			failure.Retryable, failure.Unknown, 0},
		{"lock timeout", 200, nil,
			`{"data":null,"errors":[{"message":"Lock timeout","extensions":{"type":"lock timeout"}}]}`,
			failure.Retryable, failure.Unknown, 0},
		{"invalid input stays permanent", 400, nil,
			`{"errors":[{"message":"Argument Validation Error","extensions":{"type":"invalid input","code":"INVALID_INPUT"}}]}`,
			failure.Permanent, failure.Permanent, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(lineartest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				for k, v := range tc.headers {
					w.Header().Set(k, v)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				io.WriteString(w, tc.body)
			})))
			defer srv.Close()
			c := connector(t, srv.URL, clk)
			_, err := c.Get(context.Background(), linear.IssueID("k"))
			if got := failure.ClassOf(err); got != tc.read {
				t.Errorf("read: %s, want %s: %v", got, tc.read, err)
			}
			_, err = c.Update(context.Background(), connectors.Update{ExternalID: linear.IssueID("k"), DueDate: "2026-09-28"})
			if got := failure.ClassOf(err); got != tc.mutate {
				t.Errorf("mutation: %s, want %s: %v", got, tc.mutate, err)
			}
			if tc.wait > 0 && failure.RetryAfterOf(err) != tc.wait {
				t.Errorf("wait %v, want %v", failure.RetryAfterOf(err), tc.wait)
			}
		})
	}
}

// "Entity not found" on a 400 is not found, not a refusal: the lookup
// after a lost create says nil, and the create is then safe to send.
func TestNotFoundOn400(t *testing.T) {
	srv := httptest.NewServer(lineartest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		io.WriteString(w, `{"errors":[{"message":"Entity not found: Issue","extensions":{"type":"invalid input","code":"INVALID_INPUT","userPresentableMessage":"Could not find referenced Issue."}}]}`)
	})))
	defer srv.Close()
	got, err := connector(t, srv.URL, clock.NewFake(t0)).FindByKey(context.Background(), "demo:P42:M1:A1:create-task")
	if err != nil || got != nil {
		t.Fatalf("not found on 400: %+v %v, want nil, nil", got, err)
	}
}

// The workflow state type duplicate and the trash bin are not open.
func TestDuplicateAndTrashedStatus(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk)
	ctx := context.Background()
	a, err := c.Create(ctx, task("demo:P42:M0914:A001:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Create(ctx, task("demo:P42:M0914:A002:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	f.SetState(a.ID, "duplicate")
	f.Trash(b.ID)
	for _, id := range []string{a.ID, b.ID} {
		if got, err := c.Get(ctx, id); err != nil || got.Status != connectors.StatusCancelled {
			t.Errorf("%s: %+v %v, want cancelled", id, got, err)
		}
	}
	if linear.StateStatus("duplicate") != connectors.StatusCancelled || linear.StateStatus("completed") != connectors.StatusDone || linear.StateStatus("triage") != "" {
		t.Fatal("StateStatus (also used by the webhook push) disagrees")
	}
}
