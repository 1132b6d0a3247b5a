package config

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
)

const trackersYAML = `target: jira
jira:
  url: https://acme.atlassian.net
  email: bot@acme.example
  api_token_env: ACME_JIRA_TOKEN
  projects: {P42: PROJ}
  key_field: customfield_10050
  search_lag: 2m
  cancel_transition: "Won't Do"
  source_link: "https://notes.acme.example/{tenant}/{meeting}#{action}"
github:
  token_env: ACME_GITHUB_TOKEN
  repos: {WEB: acme/web}
linear:
  api_key_env: ACME_LINEAR_KEY
  teams: {APP: 5b1a4c6e-0d0f-4b7e-9a53-3f1e2a9c8d71}
gitlab:
  url: https://gitlab.acme.example/api/v4
  token_env: ACME_GITLAB_TOKEN
  projects: {OPS: acme/platform/ops}
permissions:
  - connector: jira
    tenants: [demo]
`

// Each tracker section decodes into its connector's Config, which the
// connector's constructor accepts, with secrets read from the named
// variables only.
func TestTrackerSections(t *testing.T) {
	c, err := Load(write(t, trackersYAML))
	if err != nil {
		t.Fatal(err)
	}
	if c.Target != "jira" || c.Jira.KeyField != "customfield_10050" || c.GitHub.Repos["WEB"] != "acme/web" ||
		c.Linear.Teams["APP"] == "" || c.GitLab.Projects["OPS"] != "acme/platform/ops" {
		t.Fatalf("decoded %+v", c)
	}
	env := map[string]string{"ACME_JIRA_TOKEN": "j", "ACME_GITHUB_TOKEN": "g", "ACME_LINEAR_KEY": "l", "ACME_GITLAB_TOKEN": "gl"}
	getenv := func(k string) string { return env[k] }
	j, err := jira.New(c.Jira, jira.Options{Getenv: getenv})
	if err != nil || j.Capabilities().LookupLag.String() != "2m0s" {
		t.Fatalf("jira: %v", err)
	}
	if _, err := github.New(c.GitHub, github.Options{Getenv: getenv}); err != nil {
		t.Fatalf("github: %v", err)
	}
	if _, err := linear.New(c.Linear, linear.Options{Getenv: getenv}); err != nil {
		t.Fatalf("linear: %v", err)
	}
	if _, err := gitlab.New(c.GitLab, gitlab.Options{Getenv: getenv}); err != nil {
		t.Fatalf("gitlab: %v", err)
	}
	if ok, why := c.Allowed("jira", "demo", "P42", "create-task"); !ok {
		t.Fatalf("jira not permitted: %s", why)
	}
	for _, target := range []string{"github", "linear", "gitlab"} {
		if _, err := Load(write(t, "target: "+target+"\n")); err != nil {
			t.Errorf("target %s refused: %v", target, err)
		}
	}
}

func TestTrackerSectionUnknownKey(t *testing.T) {
	_, err := Load(write(t, "github:\n  token: ghp_literal_secret\n"))
	if err == nil || !strings.Contains(err.Error(), "token") {
		t.Fatalf("a literal token key must be refused: %v", err)
	}
	_, err = Load(write(t, "target: jira-cloud\n"))
	if err == nil || !strings.Contains(err.Error(), "jira") {
		t.Fatalf("unknown target: %v", err)
	}
}
