package jira_test

import (
	"context"
	"testing"
)

// CheckUser resolves the roster's ids.jira against the site's users.
func TestCheckUser(t *testing.T) {
	_, srv := fake(nil)
	defer srv.Close()
	c := connector(t, srv.URL, nil, "")
	if err := c.CheckUser(context.Background(), minseo); err != nil {
		t.Fatalf("known user: %v", err)
	}
	for _, id := range []string{"712020:nobody", "not an account id"} {
		if err := c.CheckUser(context.Background(), id); err == nil {
			t.Fatalf("%q resolved", id)
		}
	}
}
