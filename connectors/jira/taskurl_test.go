package jira_test

import (
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/jira"
)

func TestTaskURL(t *testing.T) {
	c, err := jira.New(jira.Config{URL: "https://acme.atlassian.net/", Email: "a@b.c", Projects: map[string]string{"P42": "PROJ"}},
		jira.Options{Getenv: func(string) string { return "secret" }})
	if err != nil {
		t.Fatal(err)
	}
	var u connectors.TaskURLer = c
	// A numeric issue id has no /browse page; only a key does.
	for id, want := range map[string]string{"PROJ-12": "https://acme.atlassian.net/browse/PROJ-12", "10001": "", "": "", "proj-1": "", "PROJ-1/../x": ""} {
		if got := u.TaskURL(id); got != want {
			t.Errorf("TaskURL(%q) = %q, want %q", id, got, want)
		}
	}
}
