package gitlab_test

import (
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/gitlab"
)

func TestTaskURL(t *testing.T) {
	env := gitlab.Options{Getenv: func(string) string { return "secret" }}
	projects := map[string]string{"P42": "acme/platform/web"}
	com, err := gitlab.New(gitlab.Config{Projects: projects}, env)
	if err != nil {
		t.Fatal(err)
	}
	self, err := gitlab.New(gitlab.Config{URL: "https://git.example.com/api/v4", Projects: projects}, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c        connectors.TaskURLer
		id, want string
	}{
		{com, "acme/platform/web#3", "https://gitlab.com/acme/platform/web/-/issues/3"},
		{self, "acme/web#3", "https://git.example.com/acme/web/-/issues/3"},
		// A project named by its numeric id has no path to link to.
		{com, "42#3", ""},
		{com, "acme/web", ""},
	} {
		if got := tc.c.TaskURL(tc.id); got != tc.want {
			t.Errorf("TaskURL(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}
