package github_test

import (
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
)

func TestTaskURL(t *testing.T) {
	env := github.Options{Getenv: func(string) string { return "secret" }}
	repos := map[string]string{"P42": "acme/web"}
	pub, err := github.New(github.Config{Repos: repos}, env)
	if err != nil {
		t.Fatal(err)
	}
	ghes, err := github.New(github.Config{URL: "https://ghe.example.com/api/v3/", Repos: repos}, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c        connectors.TaskURLer
		id, want string
	}{
		{pub, "acme/web#7", "https://github.com/acme/web/issues/7"},
		{ghes, "acme/web#7", "https://ghe.example.com/acme/web/issues/7"},
		{pub, "7", ""},
		{pub, "acme/web#0", ""},
		{pub, "a/b/c#1", ""},
	} {
		if got := tc.c.TaskURL(tc.id); got != tc.want {
			t.Errorf("TaskURL(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}
