package gitlab_test

import (
	"context"
	"testing"

	"github.com/axagent/axagent/connectors/gitlab/gitlabtest"
)

// CheckUser resolves the roster's ids.gitlab (numeric user ids).
func TestCheckUser(t *testing.T) {
	_, srv := fake(gitlabtest.Options{})
	defer srv.Close()
	c := connector(t, srv.URL, nil)
	if err := c.CheckUser(context.Background(), "5"); err != nil {
		t.Fatalf("known user: %v", err)
	}
	for _, id := range []string{"6", "minseo"} {
		if err := c.CheckUser(context.Background(), id); err == nil {
			t.Fatalf("%q resolved", id)
		}
	}
}
