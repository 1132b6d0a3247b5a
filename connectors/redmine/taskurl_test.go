package redmine_test

import (
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/redmine"
)

func TestTaskURL(t *testing.T) {
	c, err := redmine.New(redmine.Config{URL: "https://redmine.example.com/pm/", KeyField: "k", Projects: map[string]string{"a": "b"}},
		redmine.Options{Getenv: func(string) string { return "secret" }})
	if err != nil {
		t.Fatal(err)
	}
	var u connectors.TaskURLer = c
	for id, want := range map[string]string{"42": "https://redmine.example.com/pm/issues/42", "": "", "x/1": "", "-3": ""} {
		if got := u.TaskURL(id); got != want {
			t.Errorf("TaskURL(%q) = %q, want %q", id, got, want)
		}
	}
}
