package jira_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/internal/fakekit"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/jira/jiratest"
	"github.com/axagent/axagent/failure"
)

// Every request the tests send and every answer the fakes give went
// through Jira's contract; any violation fails the package.
func TestMain(m *testing.M) { os.Exit(fakekit.Checked(m.Run)) }

func TestContractRefusesWrongRequests(t *testing.T) {
	contract := fakekit.OpenAPI("jira", jiratest.Schema()).Private()
	f := jiratest.New(jiratest.Options{Email: email, Token: secret, Projects: []string{"PROJ"}, Users: []string{minseo}, Fields: []string{keyField}})
	srv := httptest.NewServer(contract.Wrap(f))
	defer srv.Close()
	auth := http.Header{"Authorization": {"Basic " + base64.StdEncoding.EncodeToString([]byte(email+":"+secret))}}
	send := func(method, path, body string) int {
		status, err := fakekit.Send(method, srv.URL+path, body, auth)
		if err != nil {
			t.Fatal(err)
		}
		return status
	}
	doc := `{"type":"doc","version":1,"content":[{"type":"paragraph","content":[{"type":"text","text":"x"}]}]}`
	if got := send("POST", "/rest/api/3/issue", `{"fields":{"project":{"key":"PROJ"},"issuetype":{"name":"Task"},"summary":"ok","description":`+doc+`,"duedate":"2026-09-21","labels":["axagent"]}}`); got != 201 {
		t.Fatalf("a valid create: %d %v", got, contract.Violations())
	}
	for _, bad := range []struct{ name, method, path, body string }{
		{"misspelt top-level key", "POST", "/rest/api/3/issue", `{"field":{"summary":"x"}}`},
		{"due date not a date", "PUT", "/rest/api/3/issue/PROJ-1", `{"fields":{"duedate":"21.09.2026"}}`},
		{"description not a document", "PUT", "/rest/api/3/issue/PROJ-1", `{"fields":{"description":"plain text"}}`},
		{"label with a space", "PUT", "/rest/api/3/issue/PROJ-1", `{"fields":{"labels":["two words"]}}`},
		{"assignee by name", "PUT", "/rest/api/3/issue/PROJ-1", `{"fields":{"assignee":{"name":"minseo"}}}`},
		{"search key misspelt", "POST", "/rest/api/3/search/jql", `{"jql":"labels = x","nextPage":"abc"}`},
		{"maxResults not a number", "POST", "/rest/api/3/search/jql", `{"jql":"labels = x","maxResults":"100"}`},
		{"no such operation", "GET", "/rest/api/3/search?jql=x", ``},
	} {
		before := len(contract.Violations())
		if got := send(bad.method, bad.path, bad.body); got != http.StatusBadRequest || len(contract.Violations()) != before+1 {
			t.Errorf("%s: status %d; want refused (%v)", bad.name, got, contract.Violations())
		}
	}
}

// Jira documents 409 for an edit that lost to a conflicting update:
// nothing changed, so it is retryable, never a human's problem.
func TestConflictIsRetryable(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	ctx := context.Background()
	rt, err := c.Create(ctx, task("demo:P42:M0914:A007:create-task"))
	if err != nil {
		t.Fatal(err)
	}
	f.ConflictEdits(1)
	_, err = c.Update(ctx, connectors.Update{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, DueDate: "2026-09-28"})
	if !failure.IsRetryable(err) || failure.RetryAfterOf(err) != jira.ConflictWait || !strings.Contains(err.Error(), "conflicting update") {
		t.Fatalf("409: %v (wait %v), want retryable", err, failure.RetryAfterOf(err))
	}
	if up, err := c.Update(ctx, connectors.Update{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, DueDate: "2026-09-28"}); err != nil || up.DueDate != "2026-09-28" {
		t.Fatalf("retry: %+v %v", up, err)
	}
	// The documented ErrorCollection on a create is read the same way.
	srv2 := httptest.NewServer(jiratest.Contract().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusConflict)
		io.WriteString(w, `{"errorMessages":["A conflicting update was made."],"errors":{},"status":409}`)
	})))
	defer srv2.Close()
	if _, err := connector(t, srv2.URL, clk, keyField).Create(ctx, task("demo:P42:M1:A1:create-task")); !failure.IsRetryable(err) {
		t.Fatalf("409 on create: %v", err)
	}
}

// The key search is Jira's text search: a phrase of words, not a
// substring. The fake models it, a key with ':' round-trips, and the
// connector keeps only the issue whose stored key is exactly the key.
func TestKeySearchIsAPhraseSearch(t *testing.T) {
	clk := clock.NewFake(t0)
	f, srv := fake(clk)
	defer srv.Close()
	c := connector(t, srv.URL, clk, keyField)
	ctx := context.Background()
	key := "demo:P42:M0914:A007:create-task"
	rt, err := c.Create(ctx, task(key))
	if err != nil {
		t.Fatal(err)
	}
	// Same words plus one more: the phrase matches it too.
	longer := "demo:P42:M0914:A007:create-task-2"
	if _, err := c.Create(ctx, task(longer)); err != nil {
		t.Fatal(err)
	}
	clk.Advance(lag)
	got, err := c.FindByKey(ctx, key)
	if err != nil || got == nil || got.ID != rt.ID || got.Key != key {
		t.Fatalf("key with ':' did not round-trip: %+v %v", got, err)
	}
	if n, err := c.CountForKey(ctx, key); err != nil || n != 1 {
		t.Fatalf("count %d %v: the longer key's issue was adopted", n, err)
	}
	search := func(jql string) (int, int) {
		body, _ := json.Marshal(map[string]any{"jql": jql, "fields": []string{keyField}})
		req, _ := http.NewRequest("POST", srv.URL+"/rest/api/3/search/jql", strings.NewReader(string(body)))
		req.SetBasicAuth(email, secret)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out struct {
			Issues []json.RawMessage `json:"issues"`
		}
		json.NewDecoder(resp.Body).Decode(&out)
		return resp.StatusCode, len(out.Issues)
	}
	phrase := func(s string) string { return fmt.Sprintf(`cf[10050] ~ "\"%s\"" ORDER BY created ASC`, s) }
	for _, tc := range []struct {
		phrase string
		hits   int
	}{
		{key, 2},                               // itself and the longer key
		{"DEMO P42 M0914 A007 create", 2},      // words, any separators and case
		{"emo:P42:M0914:A007:create-task", 0},  // a substring is not a word
		{"demo:M0914:P42:A007:create-task", 0}, // words out of order
	} {
		if status, n := search(phrase(tc.phrase)); status != 200 || n != tc.hits {
			t.Errorf("phrase %q: %d hits (status %d), want %d", tc.phrase, n, status, tc.hits)
		}
	}
	if status, _ := search(`cf[10050] ~ "` + key + `" ORDER BY created ASC`); status != http.StatusBadRequest {
		t.Errorf("an unquoted value with ':' is a JQL error in Jira; the fake answered %d", status)
	}
	_ = f
}

// targets check reads the create metadata: every field the connector sets
// that the screen lacks, and every required field it does not set, is
// named with its fix.
func TestCheckReadsCreateMetadata(t *testing.T) {
	clk := clock.NewFake(t0)
	f := jiratest.New(jiratest.Options{Email: email, Token: secret, Clock: clk, Projects: []string{"PROJ"}, Users: []string{minseo}, Fields: []string{keyField},
		CreateScreen:   []string{"project", "issuetype", "summary", "description", "labels", keyField, "customfield_10099"},
		RequiredFields: []string{"customfield_10099"}})
	srv := httptest.NewServer(f)
	defer srv.Close()
	err := connector(t, srv.URL, clk, keyField).Check(context.Background())
	var problems []*connectors.ConfigProblem
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var cp *connectors.ConfigProblem
		if errors.As(e, &cp) {
			problems = append(problems, cp)
		}
	}
	want := map[string]string{"lacks assignee": "Assign Issues permission", "lacks duedate": "add Due date to the create screen of PROJ's issue type Task",
		"requires Field customfield_10099": "make Field customfield_10099 optional"}
	if len(problems) != len(want) {
		t.Fatalf("problems %v, want %d", err, len(want))
	}
	for what, fix := range want {
		found := false
		for _, p := range problems {
			found = found || (strings.Contains(p.What, what) && strings.Contains(p.Fix, fix))
		}
		if !found {
			t.Errorf("no problem %q with fix %q in %v", what, fix, err)
		}
	}
	// A create the check warned about is indeed refused.
	if _, err := connector(t, srv.URL, clk, keyField).Create(context.Background(), task("demo:P42:M0914:A007:create-task")); !failure.IsPermanent(err) {
		t.Fatalf("create against that screen: %v", err)
	}
	// An issue type the project does not offer.
	c, _ := jira.New(jira.Config{URL: srv.URL, Email: email, Projects: map[string]string{"P42": "PROJ"}, IssueType: "Story"}, jira.Options{Getenv: func(string) string { return secret }})
	if err := c.Check(context.Background()); err == nil || !strings.Contains(err.Error(), `type "Story"`) || !strings.Contains(err.Error(), "Task, Bug") {
		t.Fatalf("unknown issue type: %v", err)
	}
}
