package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/gitlab/gitlabtest"
	"github.com/axagent/axagent/connectors/jira/jiratest"
	"github.com/axagent/axagent/connectors/linear/lineartest"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/trackerpush"
)

const (
	hookSecret   = "whsec-test-0123456789"
	linearKey    = "lin_api_test"
	linearTeam   = "5b1a4c6e-0d0f-4b7e-9a53-3f1e2a9c8d71"
	linearMinseo = "0c1d2e3f-0000-4000-8000-000000000005"
	gitlabToken  = "glpat-test"
)

// pushTracker is one tracker that pushes: its fake (where axagent files
// the task), the config section naming it, and how it signs and shapes a
// delivery about an issue.
type pushTracker struct {
	name string
	// serve starts the fake and returns the config section and the
	// roster id of 민서 in it.
	serve func(t *testing.T, clk clock.Clock) (section, rosterID string)
	// payload is the body of a delivery saying issue id has status
	// (open, done, cancelled) since updated; sent at now. body is the
	// issue's body (description) as the tracker holds it ("": none).
	payload func(id, status string, updated, now time.Time, body string) []byte
	// sign sets the delivery's signature (with secret) and delivery ID.
	sign func(h http.Header, body []byte, secret, delivery string)
	// other is an issue of that tracker that is no task of axagent.
	other string
}

func serveFake(t *testing.T, h http.Handler) string {
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s.URL
}

func splitIssue(id string) (string, int) {
	i := strings.LastIndexByte(id, '#')
	n, _ := strconv.Atoi(id[i+1:])
	return id[:i], n
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

var pushTrackers = []pushTracker{
	{
		name: "github",
		serve: func(t *testing.T, clk clock.Clock) (string, string) {
			url := serveFake(t, githubtest.New(githubtest.Options{Token: githubToken, Clock: clk, Repos: []string{"acme/web"}, Users: []string{"minseo-kim"}}))
			return fmt.Sprintf("github:\n  url: %s\n  token_env: TEST_GITHUB_TOKEN\n  repos: {P42: acme/web}\n  webhook_secret_env: TEST_HOOK_SECRET\n", url), "minseo-kim"
		},
		payload: func(id, status string, updated, _ time.Time, body string) []byte {
			repo, n := splitIssue(id)
			state, reason := "open", any(nil)
			switch status {
			case "done":
				state, reason = "closed", "completed"
			case "cancelled":
				state, reason = "closed", "not_planned"
			}
			return mustJSON(map[string]any{"action": map[string]string{"open": "reopened"}[status] + map[string]string{"done": "closed", "cancelled": "closed"}[status],
				"issue":      map[string]any{"number": n, "state": state, "state_reason": reason, "updated_at": updated.Format(time.RFC3339), "body": body},
				"repository": map[string]any{"full_name": repo}})
		},
		sign: func(h http.Header, body []byte, secret, delivery string) {
			h.Set("X-GitHub-Event", "issues")
			h.Set("X-GitHub-Delivery", delivery)
			h.Set("X-Hub-Signature-256", trackerpush.SignGitHub([]byte(secret), body))
		},
		other: "acme/web#999",
	},
	{
		name: "gitlab",
		serve: func(t *testing.T, clk clock.Clock) (string, string) {
			url := serveFake(t, gitlabtest.New(gitlabtest.Options{Token: gitlabToken, Clock: clk, Projects: []gitlabtest.Project{{ID: 7, Path: "acme/ops"}}, Users: []int{5}}))
			return fmt.Sprintf("gitlab:\n  url: %s/api/v4\n  token_env: TEST_GITLAB_TOKEN\n  projects: {P42: acme/ops}\n  webhook_secret_env: TEST_HOOK_SECRET\n", url), "5"
		},
		payload: func(id, status string, updated, _ time.Time, body string) []byte {
			path, iid := splitIssue(id)
			state, labels := "opened", []map[string]any{{"title": "axagent"}}
			switch status {
			case "done":
				state = "closed"
			case "cancelled":
				state, labels = "closed", append(labels, map[string]any{"title": "axagent-cancelled"})
			}
			return mustJSON(map[string]any{"object_kind": "issue", "event_type": "issue",
				"project":           map[string]any{"id": 7, "path_with_namespace": path},
				"object_attributes": map[string]any{"iid": iid, "state": state, "updated_at": updated.UTC().Format("2006-01-02 15:04:05 MST"), "description": body},
				"labels":            labels})
		},
		sign: func(h http.Header, _ []byte, secret, delivery string) {
			h.Set("X-Gitlab-Event", "Issue Hook")
			h.Set("Idempotency-Key", delivery)
			h.Set("X-Gitlab-Event-UUID", "event-"+delivery)
			h.Set("X-Gitlab-Token", secret)
		},
		other: "acme/ops#999",
	},
	{
		name: "jira",
		serve: func(t *testing.T, clk clock.Clock) (string, string) {
			url := serveFake(t, jiratest.New(jiratest.Options{Email: jiraEmail, Token: jiraToken, Clock: clk, Projects: []string{"PROJ"}, Users: []string{minseoJira}}))
			return fmt.Sprintf("jira:\n  url: %s\n  email: %s\n  api_token_env: TEST_JIRA_TOKEN\n  projects: {P42: PROJ}\n  search_lag: 1s\n  webhook_secret_env: TEST_HOOK_SECRET\n", url, jiraEmail), minseoJira
		},
		payload: func(id, status string, updated, now time.Time, body string) []byte {
			name, cat := "To Do", "new"
			switch status {
			case "done":
				name, cat = "Done", "done"
			case "cancelled":
				name, cat = "Won't Do", "done"
			}
			return mustJSON(map[string]any{"webhookEvent": "jira:issue_updated", "timestamp": now.UnixMilli(),
				"issue": map[string]any{"key": id, "fields": map[string]any{"updated": updated.Format("2006-01-02T15:04:05.000-0700"), "description": body,
					"status": map[string]any{"name": name, "statusCategory": map[string]any{"key": cat}}}}})
		},
		sign: func(h http.Header, body []byte, secret, delivery string) {
			h.Set("X-Atlassian-Webhook-Identifier", delivery)
			h.Set("X-Hub-Signature", trackerpush.SignGitHub([]byte(secret), body))
		},
		other: "PROJ-999",
	},
	{
		name: "linear",
		serve: func(t *testing.T, clk clock.Clock) (string, string) {
			url := serveFake(t, lineartest.New(lineartest.Options{APIKey: linearKey, Clock: clk, Teams: []lineartest.Team{{ID: linearTeam, Key: "APP"}}, Users: []string{linearMinseo}}))
			return fmt.Sprintf("linear:\n  url: %s/graphql\n  api_key_env: TEST_LINEAR_KEY\n  teams: {P42: %s}\n  webhook_secret_env: TEST_HOOK_SECRET\n", url, linearTeam), linearMinseo
		},
		payload: func(id, status string, updated, now time.Time, body string) []byte {
			typ := map[string]string{"open": "started", "done": "completed", "cancelled": "canceled"}[status]
			return mustJSON(map[string]any{"action": "update", "type": "Issue", "createdAt": updated.Format(time.RFC3339Nano),
				"webhookTimestamp": now.UnixMilli(),
				"data":             map[string]any{"id": id, "updatedAt": updated.Format(time.RFC3339Nano), "state": map[string]any{"type": typ}, "description": body}})
		},
		sign: func(h http.Header, body []byte, secret, delivery string) {
			h.Set("Linear-Delivery", delivery)
			h.Set("Linear-Event", "Issue")
			h.Set("Linear-Signature", trackerpush.SignLinear([]byte(secret), body))
		},
		other: "7d0c9f7e-1111-4222-8333-444455556666",
	},
}

// pushApp files one task in the tracker's fake and serves the worker's
// HTTP endpoints; it returns the task's key and external ID.
func pushApp(t *testing.T, tr pushTracker, clk *clock.Fake) (a *app.App, srv *httptest.Server, key, extID string) {
	t.Helper()
	return pushAppWith(t, tr, clk, nil)
}

func pushAppWith(t *testing.T, tr pushTracker, clk *clock.Fake, wrap func(ledger.Store) ledger.Store) (a *app.App, srv *httptest.Server, key, extID string) {
	t.Helper()
	dir := t.TempDir()
	section, id := tr.serve(t, clk)
	roster := fmt.Sprintf("people:\n  - name: 민서\n    ids: {%s: %q}\n", tr.name, id)
	if err := os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(roster), 0o600); err != nil {
		t.Fatal(err)
	}
	body := fmt.Sprintf("target: %s\nroster: %s\n%spermissions:\n  - {connector: %s, tenants: [demo]}\n", tr.name, filepath.Join(dir, "roster.yaml"), section, tr.name)
	path := filepath.Join(dir, "axagent.yaml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err = app.New(context.Background(), app.Config{DB: filepath.Join(dir, "ledger.db"), Settings: cfg, Lang: "en", Clock: clk, Log: slog.New(slog.DiscardHandler), WrapStore: wrap})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	ctx := context.Background()
	n := notesFor("P42", "M0914", "공급사 납기 회신 확인")
	if _, err := a.Register(ctx, n, app.RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	key = "demo:P42:M0914:A001:create-task"
	for range 3 {
		if _, err := a.RunEngine(ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	k, _ := ledger.ParseKey(key)
	d, err := a.Show(ctx, k)
	if err != nil || d.Execution.State != ledger.Succeeded || d.Execution.ExternalID == "" {
		t.Fatalf("%s: task not filed: %+v %v", tr.name, d.Execution, err)
	}
	srv = httptest.NewServer(a.Handler(app.HTTPOptions{Secret: []byte("meetings-secret")}))
	t.Cleanup(srv.Close)
	return a, srv, key, d.Execution.ExternalID
}

// Each tracker's push, over HTTP against the worker's handler: a signed
// status is recorded once as a fact about the task (a replayed delivery
// and the same status in another delivery record nothing), an older event
// delivered late never overwrites a newer status, a wrong or missing
// signature is 401 and records nothing, an issue that is no task of
// axagent is 202 and ignored, a body that is not the event is 400 naming
// what is wrong. "Done" is only a fact: no operation is enqueued.
func TestTrackerPushes(t *testing.T) {
	t.Parallel()
	for _, tr := range pushTrackers {
		t.Run(tr.name, func(t *testing.T) {
			clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
			a, srv, key, extID := pushApp(t, tr, clk)
			ctx := context.Background()
			t0 := clk.Now()
			type delivery struct {
				name     string
				id       string // delivery ID
				issue    string
				status   string
				updated  time.Duration // after t0
				secret   string
				body     []byte // overrides the payload (still signed)
				want     int
				wantBody string
				// facts: the statuses of the task's chain afterwards.
				facts []string
			}
			steps := []delivery{
				{name: "signed done", id: "d1", issue: extID, status: "done", updated: 10 * time.Minute, secret: hookSecret, want: 200, wantBody: `"recorded":1`, facts: []string{"done"}},
				{name: "replayed", id: "d1", issue: extID, status: "done", updated: 10 * time.Minute, secret: hookSecret, want: 200, wantBody: `"duplicate":true`, facts: []string{"done"}},
				{name: "same status, other delivery", id: "d2", issue: extID, status: "done", updated: 11 * time.Minute, secret: hookSecret, want: 200, wantBody: `"recorded":0`, facts: []string{"done"}},
				{name: "older event late", id: "d3", issue: extID, status: "open", updated: 5 * time.Minute, secret: hookSecret, want: 200, wantBody: `"older":1`, facts: []string{"done"}},
				{name: "wrong secret", id: "d4", issue: extID, status: "open", updated: 20 * time.Minute, secret: "not-the-secret", want: 401, wantBody: "error", facts: []string{"done"}},
				{name: "unsigned", id: "d5", issue: extID, status: "open", updated: 20 * time.Minute, want: 401, wantBody: "error", facts: []string{"done"}},
				{name: "unknown issue", id: "d6", issue: tr.other, status: "done", updated: 20 * time.Minute, secret: hookSecret, want: 202, wantBody: "unknown issue", facts: []string{"done"}},
				{name: "malformed", id: "d7", secret: hookSecret, body: []byte(`{"issue": 12,`), want: 400, wantBody: "not JSON", facts: []string{"done"}},
				{name: "reopened later", id: "d8", issue: extID, status: "open", updated: 30 * time.Minute, secret: hookSecret, want: 200, wantBody: `"recorded":1`, facts: []string{"done", "open"}},
			}
			for _, s := range steps {
				body := s.body
				if body == nil {
					body = tr.payload(s.issue, s.status, t0.Add(s.updated), clk.Now(), "")
				}
				req, _ := http.NewRequest(http.MethodPost, srv.URL+"/hooks/"+tr.name, bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if s.secret != "" {
					tr.sign(req.Header, body, s.secret, s.id)
				} else {
					tr.sign(req.Header, body, hookSecret, s.id)
					for _, h := range []string{"X-Hub-Signature-256", "X-Hub-Signature", "X-Gitlab-Token", "Linear-Signature"} {
						req.Header.Del(h)
					}
				}
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != s.want || !strings.Contains(string(got), s.wantBody) {
					t.Fatalf("%s: %d %s; want %d with %s", s.name, resp.StatusCode, got, s.want, s.wantBody)
				}
				fs, err := a.TaskFacts(ctx, key)
				if err != nil {
					t.Fatal(err)
				}
				var sts []string
				for _, f := range fs {
					sts = append(sts, f.Status)
				}
				if strings.Join(sts, ",") != strings.Join(s.facts, ",") {
					t.Fatalf("%s: facts %v; want %v", s.name, sts, s.facts)
				}
				clk.Advance(time.Second)
			}
			// Only the create exists: a pushed "done" closes nothing.
			list, err := a.Executions(ctx, ledger.ListParams{})
			if err != nil || len(list) != 1 {
				t.Fatalf("executions %d, %v; want the create only", len(list), err)
			}
		})
	}
}

// Linear's webhookTimestamp must be within a minute of now: an authentic
// delivery replayed later is refused and records nothing.
func TestLinearStaleDeliveryRefused(t *testing.T) {
	t.Parallel()
	tr := pushTrackers[3]
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	a, srv, key, extID := pushApp(t, tr, clk)
	for _, c := range []struct {
		name string
		sent time.Duration // webhookTimestamp relative to now
		want int
	}{
		{"two minutes old", -2 * time.Minute, 401},
		{"from the future", 90 * time.Second, 401},
		{"fresh", -30 * time.Second, 200},
	} {
		body := tr.payload(extID, "done", clk.Now().Add(-time.Minute), clk.Now().Add(c.sent), "")
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/hooks/linear", bytes.NewReader(body))
		tr.sign(req.Header, body, hookSecret, "stale-"+c.name)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Fatalf("%s: %d %s; want %d", c.name, resp.StatusCode, got, c.want)
		}
		fs, _ := a.TaskFacts(context.Background(), key)
		if (c.want == 200) != (len(fs) == 1) {
			t.Fatalf("%s: facts %+v", c.name, fs)
		}
	}
}

// A tracker whose secret is not configured has no endpoint, and a body
// over the cap is refused before it is read whole.
func TestPushEndpointLimits(t *testing.T) {
	t.Parallel()
	tr := pushTrackers[0]
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	_, srv, _, _ := pushApp(t, tr, clk)
	resp, err := http.Post(srv.URL+"/hooks/gitlab", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unconfigured tracker: %d; want 404", resp.StatusCode)
	}
	big := bytes.Repeat([]byte("x"), trackerpush.DefaultMaxBody+1)
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/hooks/github", bytes.NewReader(big))
	tr.sign(req.Header, big, hookSecret, "big")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("big body: %d; want 413", resp.StatusCode)
	}
}

// listCounter counts full listings of the ledger's executions.
type listCounter struct {
	ledger.Store
	lists atomic.Int64
}

func (c *listCounter) ExecutionList(ctx context.Context, p ledger.ListParams) ([]ledger.Execution, error) {
	c.lists.Add(1)
	return c.Store.ExecutionList(ctx, p)
}

// A push finds its task by the key the connector wrote into the issue's
// body (the payload carries the body): one read by key, no scan of the
// ledger. A body naming our key on an issue that is not our task's (the
// body was copied by hand) is not trusted: the issue is unknown and
// nothing is recorded. An issue whose body carries no key is still found,
// by a scan.
func TestPushFindsTaskByItsKey(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	for _, tr := range pushTrackers {
		t.Run(tr.name, func(t *testing.T) {
			clk := clock.NewFake(t0)
			var counter *listCounter
			wrap := func(s ledger.Store) ledger.Store { counter = &listCounter{Store: s}; return counter }
			a, srv, key, extID := pushAppWith(t, tr, clk, wrap)
			bodyOf := "Check the supplier's reply.\n\n---\naxagent key: `" + key + "`\n" + connectors.KeyMarker(key)
			send := func(delivery, issue, status string, updated time.Duration, body string) string {
				t.Helper()
				payload := tr.payload(issue, status, t0.Add(updated), clk.Now(), body)
				req, _ := http.NewRequest(http.MethodPost, srv.URL+"/hooks/"+tr.name, bytes.NewReader(payload))
				tr.sign(req.Header, payload, hookSecret, delivery)
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				return fmt.Sprint(resp.StatusCode, " ", string(got))
			}
			before := counter.lists.Load()
			if got := send("k1", extID, "done", 10*time.Minute, bodyOf); !strings.Contains(got, `"recorded":1`) {
				t.Fatalf("push with the key in the body: %s", got)
			}
			if n := counter.lists.Load() - before; n != 0 {
				t.Errorf("push with the key in the body listed the ledger %d times, want a read by key", n)
			}
			if got := send("k2", tr.other, "cancelled", 20*time.Minute, bodyOf); !strings.HasPrefix(got, "202 ") {
				t.Fatalf("our key in another issue's body: %s, want 202 (not our task)", got)
			}
			if got := send("k3", extID, "open", 30*time.Minute, ""); !strings.Contains(got, `"recorded":1`) {
				t.Fatalf("push without a key in the body: %s", got)
			}
			facts, err := a.TaskFacts(context.Background(), key)
			if err != nil {
				t.Fatal(err)
			}
			var statuses []string
			for _, f := range facts {
				statuses = append(statuses, f.Status)
			}
			if strings.Join(statuses, ",") != "done,open" {
				t.Fatalf("recorded statuses %v, want done then open (the copied key recorded nothing)", statuses)
			}
		})
	}
}
