package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/jira/jiratest"
)

// The fakes' tokens; TestMain sets them in CHECK_JIRA_TOKEN and
// CHECK_GITHUB_TOKEN, which the configs name.
const checkJiraToken, checkGitHubToken = "jira-secret", "gh-secret"

// targetsEnv serves a jira fake and a github fake and writes a roster.
func targetsEnv(t *testing.T, noPush bool) (dir, jiraURL, githubURL string) {
	t.Helper()
	dir = t.TempDir()
	j := httptest.NewServer(jiratest.New(jiratest.Options{Email: "bot@acme.example", Token: checkJiraToken, Projects: []string{"PROJ"},
		Fields: []string{"customfield_10050"}, Users: []string{"712020:minseo", "712020:jihoon"}}))
	g := httptest.NewServer(githubtest.New(githubtest.Options{Token: checkGitHubToken, Repos: []string{"acme/web"}, NoPush: noPush, Users: []string{"minseo-kim"}}))
	t.Cleanup(j.Close)
	t.Cleanup(g.Close)
	return dir, j.URL, g.URL
}

func writeTargetsConfig(t *testing.T, dir, body string) string {
	t.Helper()
	path := filepath.Join(dir, "axagent.yaml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func writeRoster(t *testing.T, dir, body string) string {
	t.Helper()
	path := filepath.Join(dir, "roster.yaml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func trackersConfig(dir, jiraURL, githubURL, jiraProject, keyField string) string {
	return fmt.Sprintf(`target: jira
roster: %s
jira:
  url: %s
  email: bot@acme.example
  api_token_env: CHECK_JIRA_TOKEN
  projects: {P42: %s}
  key_field: %s
github:
  url: %s
  token_env: CHECK_GITHUB_TOKEN
  repos: {WEB: acme/web}
routes:
  - {tenants: [demo], projects: [WEB], target: github}
`, filepath.Join(dir, "roster.yaml"), jiraURL, jiraProject, keyField, githubURL)
}

const goodRoster = `people:
  - name: 민서
    ids: {jira: "712020:minseo", github: minseo-kim}
`

func TestTargetsCheckAllGood(t *testing.T) {
	parallel(t) // in process, its own fakes and directory; tokens set in TestMain
	dir, j, g := targetsEnv(t, false)
	writeRoster(t, dir, goodRoster)
	cfg := writeTargetsConfig(t, dir, trackersConfig(dir, j, g, "PROJ", "customfield_10050"))
	code, out, stderr := runScenarioCLI(t, "targets", "check", "--config", cfg)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
	for _, want := range []string{"github (routes: demo/WEB)", "jira (default)", "ok"} {
		if !strings.Contains(out, want) {
			t.Fatalf("output lacks %q:\n%s", want, out)
		}
	}
}

// Everything a person wiring a tracker gets wrong is named with its fix:
// a missing project, a key field that is not there, a token that may not
// set labels, a token variable that is not set, a person without an id.
func TestTargetsCheckNamesProblemsAndFixes(t *testing.T) {
	parallel(t) // in process, its own fakes and directory; tokens set in TestMain
	dir, j, g := targetsEnv(t, true)
	writeRoster(t, dir, goodRoster+`  - name: 지훈
    ids: {jira: "712020:jihoon"}
  - name: 서연
    ids: {jira: "712020:nobody", github: seoyeon-gone}
`)
	body := strings.Replace(trackersConfig(dir, j, g, "NOPE", "customfield_99999"), "  repos: {WEB: acme/web}\n",
		"  repos: {WEB: acme/web}\n  webhook_secret_env: CHECK_GITHUB_HOOK_UNSET\n", 1) + `gitlab:
  token_env: CHECK_GITLAB_TOKEN_UNSET
  projects: {OPS: acme/ops}
`
	cfg := writeTargetsConfig(t, dir, body)
	code, out, stderr := runScenarioCLI(t, "targets", "check", "--config", cfg)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, stderr)
	}
	for _, want := range []string{
		"projects.P42: project NOPE", "check the project mapping in the jira section",
		"key_field: no field customfield_99999", "set jira.key_field",
		"may not push to acme/web", "Issues read/write",
		"CHECK_GITLAB_TOKEN_UNSET", "fix the gitlab section",
		"지훈 has no ids.github", "add ids: {github: LOGIN} to 지훈",
		"서연's ids.jira does not resolve", "서연's ids.github does not resolve: seoyeon-gone cannot be assigned issues in acme/web",
		"set ids.github of 서연 to their LOGIN",
		"github.webhook_secret_env names CHECK_GITHUB_HOOK_UNSET, which is empty", "export CHECK_GITHUB_HOOK_UNSET",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, checkJiraToken) || strings.Contains(out, checkGitHubToken) {
		t.Fatalf("a token was printed:\n%s", out)
	}
	code, out, _ = runScenarioCLI(t, "targets", "check", "--config", cfg, "-o", "json")
	if code != 1 {
		t.Fatalf("json: exit %d", code)
	}
	var got targetsJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	byName := map[string]int{}
	for _, c := range got.Targets {
		byName[c.Target] = len(c.Problems)
		if c.OK != (len(c.Problems) == 0) {
			t.Errorf("%s: ok %v with %d problems", c.Target, c.OK, len(c.Problems))
		}
		for _, p := range c.Problems {
			if p.What == "" || p.Fix == "" {
				t.Errorf("%s: problem without text or fix: %+v", c.Target, p)
			}
		}
	}
	if got.OK || byName["jira"] != 3 || byName["github"] != 4 || byName["gitlab"] != 1 {
		t.Fatalf("problems per target %v (ok %v); want jira 3, github 4, gitlab 1", byName, got.OK)
	}
}

// An unreachable tracker says so, and how to fix it.
func TestTargetsCheckUnreachable(t *testing.T) {
	parallel(t) // in process, its own fakes and directory; tokens set in TestMain
	dir, _, g := targetsEnv(t, false)
	writeRoster(t, dir, goodRoster)
	dead := httptest.NewServer(nil)
	dead.Close()
	cfg := writeTargetsConfig(t, dir, trackersConfig(dir, dead.URL, g, "PROJ", "customfield_10050"))
	code, out, _ := runScenarioCLI(t, "targets", "check", "--config", cfg)
	if code != 1 || !strings.Contains(out, "did not answer: check jira.url") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}
