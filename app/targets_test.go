package app_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/jira/jiratest"
	"github.com/axagent/axagent/ledger"
)

const (
	jiraEmail   = "bot@acme.example"
	jiraToken   = "jira-test-token"
	githubToken = "ghp_test_token"
	minseoJira  = "712020:minseo"
)

// trackers is a jira fake and a github fake served over HTTP, and a
// directory with a roster and a config routing demo/P42 to jira and
// demo/WEB to github.
type trackers struct {
	t      *testing.T
	dir    string
	jira   *jiratest.Server
	github *githubtest.Server
	jURL   string
	gURL   string
}

func newTrackers(t *testing.T) *trackers {
	t.Helper()
	tr := &trackers{t: t, dir: t.TempDir()}
	tr.jira = jiratest.New(jiratest.Options{Email: jiraEmail, Token: jiraToken, Projects: []string{"PROJ"}, Users: []string{minseoJira}})
	tr.github = githubtest.New(githubtest.Options{Token: githubToken, Repos: []string{"acme/web"}, Users: []string{"minseo-kim"}})
	js, gs := httptest.NewServer(tr.jira), httptest.NewServer(tr.github)
	t.Cleanup(js.Close)
	t.Cleanup(gs.Close)
	tr.jURL, tr.gURL = js.URL, gs.URL
	roster := `people:
  - name: 민서
    ids: {jira: "` + minseoJira + `", github: minseo-kim, sandbox: minseo}
`
	if err := os.WriteFile(filepath.Join(tr.dir, "roster.yaml"), []byte(roster), 0o600); err != nil {
		t.Fatal(err)
	}
	return tr
}

// config writes and loads a config whose routes send WEB to webTarget.
func (tr *trackers) config(webTarget string) *config.Config {
	tr.t.Helper()
	body := fmt.Sprintf(`target: jira
roster: %s
jira:
  url: %s
  email: %s
  api_token_env: TEST_JIRA_TOKEN
  projects: {P42: PROJ, WEB: PROJ}
  search_lag: 1s
github:
  url: %s
  token_env: TEST_GITHUB_TOKEN
  repos: {WEB: acme/web}
routes:
  - {tenants: [demo], projects: [WEB], target: %s}
permissions:
  - {connector: jira, tenants: [demo]}
  - {connector: github, tenants: [demo]}
`, filepath.Join(tr.dir, "roster.yaml"), tr.jURL, jiraEmail, tr.gURL, webTarget)
	path := filepath.Join(tr.dir, "axagent-"+webTarget+".yaml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		tr.t.Fatal(err)
	}
	cfg, err := config.Load(path)
	if err != nil {
		tr.t.Fatal(err)
	}
	return cfg
}

func (tr *trackers) app(cfg *config.Config) *app.App {
	tr.t.Helper()
	a, err := app.New(context.Background(), app.Config{DB: filepath.Join(tr.dir, "ledger.db"), Settings: cfg, Lang: "en",
		Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		tr.t.Fatal(err)
	}
	tr.t.Cleanup(func() { a.Close() })
	return a
}

func notesFor(project, meeting, title string) app.Notes {
	body := "---\ndate: 2026-09-14\n---\n# " + meeting + "\n\n## 액션 아이템\n- [ ] @민서 " + title + " (기한: 2026-09-21)\n"
	return app.Notes{Name: meeting + ".md", Body: []byte(body), Scope: ledger.MeetingScope{Tenant: "demo", Project: project, Meeting: meeting}}
}

func (tr *trackers) githubIssues(key string) int { return tr.github.IssuesForKey(key) }

func (tr *trackers) jiraIssues(key string) int {
	// Without a key field, jira keeps the key as a label derived from it.
	return tr.jira.IssuesWhere(func(is jiratest.Issue) bool {
		for _, l := range is.Labels {
			if l == jira.KeyLabel(key) {
				return true
			}
		}
		return false
	})
}

// Each project's keys go to the tracker its route names, with the
// assignee mapped through that tracker's roster ids.
func TestRoutesSendEachProjectToItsTracker(t *testing.T) {
	t.Parallel()
	tr := newTrackers(t)
	a := tr.app(tr.config("github"))
	ctx := context.Background()
	for _, n := range []app.Notes{notesFor("P42", "M0914", "공급사 납기 회신 확인"), notesFor("WEB", "M0915", "랜딩 페이지 문구 수정")} {
		r, err := a.Register(ctx, n, app.RegisterOptions{Timeout: 20 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Status) != 1 || r.Status[0].Execution.State != ledger.Succeeded {
			t.Fatalf("%s: %+v", n.Name, r.Status)
		}
	}
	p42, web := "demo:P42:M0914:A001:create-task", "demo:WEB:M0915:A001:create-task"
	if got := [4]int{tr.jiraIssues(p42), tr.githubIssues(p42), tr.jiraIssues(web), tr.githubIssues(web)}; got != [4]int{1, 0, 0, 1} {
		t.Fatalf("issues (jira P42, github P42, jira WEB, github WEB) = %v; want P42 only in jira, WEB only in github", got)
	}
	e, err := a.Ledger().ExecutionGet(ctx, ledger.MustParseKey(web))
	if err != nil || !strings.HasPrefix(e.ExternalID, "acme/web#") {
		t.Fatalf("WEB external id %q, %v", e.ExternalID, err)
	}
	if is, ok := tr.github.Issue("acme/web", 1); !ok || len(is.Assignees) != 1 || is.Assignees[0] != "minseo-kim" {
		t.Fatalf("github issue assignees: %+v (want the roster's ids.github)", is)
	}
}

// A key whose create response was lost is reconciled in the tracker it
// was sent to, even after its route moved to another tracker: one issue,
// in the first tracker, and nothing sent to the second.
func TestReconciliationFollowsTheTargetAfterTheRouteChanged(t *testing.T) {
	t.Parallel()
	tr := newTrackers(t)
	ctx := context.Background()
	before := tr.app(tr.config("github"))
	tr.github.LoseNextCreateResponse()
	r, err := before.Register(ctx, notesFor("WEB", "M0915", "랜딩 페이지 문구 수정"), app.RegisterOptions{NoWait: true})
	if err != nil {
		t.Fatal(err)
	}
	key := r.Submission.Keys[0]
	if _, err := before.RunEngine(ctx, []string{key}); err != nil {
		t.Fatal(err)
	}
	if e, _ := before.Ledger().ExecutionGet(ctx, ledger.MustParseKey(key)); e.State != ledger.Unknown || tr.githubIssues(key) != 1 {
		t.Fatalf("after the lost response: %s, %d github issues; want unknown and 1", e.State, tr.githubIssues(key))
	}
	before.Close()

	after := tr.app(tr.config("jira"))
	jiraCreates := tr.jira.CreateRequests()
	st, _, err := after.WorkFor(ctx, []string{key}, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Execution.State != ledger.Succeeded || !strings.HasPrefix(st[0].Execution.ExternalID, "acme/web#") {
		t.Fatalf("after the route change: %s %q (%s); want succeeded with the github issue", st[0].Execution.State, st[0].Execution.ExternalID, st[0].Execution.Reason)
	}
	if tr.githubIssues(key) != 1 || tr.jiraIssues(key) != 0 || tr.jira.CreateRequests() != jiraCreates {
		t.Fatalf("github %d, jira %d issues, jira creates %d→%d; want the one github issue and nothing sent to jira",
			tr.githubIssues(key), tr.jiraIssues(key), jiraCreates, tr.jira.CreateRequests())
	}
	// A new key of the same project now goes to jira.
	r2, err := after.Register(ctx, notesFor("WEB", "M0916", "배너 교체"), app.RegisterOptions{Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if k := r2.Status[0].Execution.Key.String(); tr.jiraIssues(k) != 1 || tr.githubIssues(k) != 0 {
		t.Fatalf("a new WEB key: jira %d github %d; want it in jira", tr.jiraIssues(k), tr.githubIssues(k))
	}
}

// targets check reads Jira's create metadata: a project whose create
// screen lacks a field axagent sets is named, with the connector's fix.
func TestTargetsCheckNamesMissingCreateScreenFields(t *testing.T) {
	t.Parallel()
	tr := newTrackers(t)
	narrow := jiratest.New(jiratest.Options{Email: jiraEmail, Token: jiraToken, Projects: []string{"PROJ"}, Users: []string{minseoJira},
		CreateScreen: []string{"project", "issuetype", "summary", "description", "labels", "assignee"}})
	srv := httptest.NewServer(narrow)
	t.Cleanup(srv.Close)
	tr.jURL = srv.URL
	cfg := tr.config("github")
	checks, err := app.CheckTargets(context.Background(), app.TargetsCheckOptions{Settings: cfg})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range checks {
		if tc.Target != jira.Name {
			continue
		}
		for _, p := range tc.Problems {
			if strings.Contains(p.What, "lacks duedate") && strings.Contains(p.Fix, "add Due date to the create screen of PROJ's issue type Task") {
				return
			}
		}
		t.Fatalf("jira problems %+v: want the missing duedate with its fix", tc.Problems)
	}
	t.Fatal("no jira check")
}

// A ledger-only App (ledger show) gives a task's page where its tracker's
// configuration alone gives one — Redmine, Jira, GitHub, GitLab: the base
// URL and the ID; Linear: the configured workspace and an issue's
// identifier — by the key's pinned tracker, else its route; none for a
// Linear issue's UUID (its page needs the identifier) or the sandbox.
func TestLedgerOnlyTaskLinkFromTheConfig(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Redmine.URL = "https://redmine.acme.example/"
	cfg.Jira.URL = "https://acme.atlassian.net"
	cfg.GitLab.URL = "https://gitlab.acme.example/api/v4"
	cfg.Linear.Workspace = "acme"
	cfg.Routes = []config.Route{{Tenants: []string{"demo"}, Projects: []string{"WEB"}, Target: "github"}}
	a, err := app.New(ctx, app.Config{DB: filepath.Join(t.TempDir(), "l.db"), Settings: cfg, LedgerOnly: true, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	for _, tc := range []struct {
		key, pin, id, want string
	}{
		{"demo:P42:M1:A001:create-task", "redmine", "42", "https://redmine.acme.example/issues/42"},
		{"demo:P42:M1:A002:update-task-1", "jira", "P42-7", "https://acme.atlassian.net/browse/P42-7"},
		{"demo:P42:M1:A003:create-task", "gitlab", "acme/web#3", "https://gitlab.acme.example/acme/web/-/issues/3"},
		{"demo:WEB:M1:A004:create-task", "", "acme/web#9", "https://github.com/acme/web/issues/9"},
		{"demo:P42:M1:A005:create-task", "linear", "0b5d3c1e-6a8e-4c37-9f3e-2d2a1f0e9b7c", ""},
		{"demo:P42:M1:A007:create-task", "linear", "ENG-12", "https://linear.app/acme/issue/ENG-12"},
		{"demo:P42:M1:A006:create-task", "", "TASK-1", ""}, // the sandbox: no page
	} {
		k := ledger.MustParseKey(tc.key)
		if tc.pin != "" {
			if _, err := a.Ledger().TargetPin(ctx, k.WithOperation(ledger.OpCreateTask).String(), tc.pin); err != nil {
				t.Fatal(err)
			}
		}
		l, err := a.TaskLink(ctx, ledger.Execution{Key: k, ExternalID: tc.id})
		if err != nil || l.ID != tc.id || l.URL != tc.want {
			t.Errorf("%s (%s): %+v %v; want %q", tc.key, tc.pin, l, err, tc.want)
		}
	}
}
