package github_test

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/github/githubtest"
)

// CheckUser asks whether the login can be assigned in each repository.
func TestCheckUser(t *testing.T) {
	_, srv := fake(githubtest.Options{})
	defer srv.Close()
	c := connector(t, srv.URL, nil)
	if err := c.CheckUser(context.Background(), "minseo-kim"); err != nil {
		t.Fatalf("assignable login: %v", err)
	}
	if err := c.CheckUser(context.Background(), "someone-else"); err == nil || !strings.Contains(err.Error(), "cannot be assigned issues in acme/web") {
		t.Fatalf("unknown login: %v", err)
	}
}
