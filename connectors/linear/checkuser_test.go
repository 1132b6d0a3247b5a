package linear_test

import (
	"context"
	"testing"
)

// CheckUser resolves the roster's ids.linear against the workspace.
func TestCheckUser(t *testing.T) {
	_, srv := fake(nil)
	defer srv.Close()
	c := connector(t, srv.URL, nil)
	if err := c.CheckUser(context.Background(), minseo); err != nil {
		t.Fatalf("known user: %v", err)
	}
	if err := c.CheckUser(context.Background(), "00000000-0000-4000-8000-000000000000"); err == nil {
		t.Fatal("unknown user resolved")
	}
}
