package config

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestRoutesAndRateLimits(t *testing.T) {
	c, err := Load(write(t, `target: sandbox
routes:
  - {tenants: [demo], projects: [P42], target: jira}
  - {tenants: [demo], projects: [WEB, APP], target: github}
  - {tenants: [acme], target: linear}
rate_limits: {jira: 5/s, github: 80/m}
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ tenant, project, want string }{
		{"demo", "P42", "jira"}, {"demo", "web", "github"}, {"demo", "APP", "github"},
		{"acme", "P42", "linear"}, {"demo", "OPS", "sandbox"}, {"other", "P42", "sandbox"},
	} {
		if got := c.RouteOf(tc.tenant, tc.project); got != tc.want {
			t.Errorf("RouteOf(%s, %s) = %s, want %s", tc.tenant, tc.project, got, tc.want)
		}
	}
	if got := c.Targets(); !reflect.DeepEqual(got, []string{"github", "jira", "linear", "sandbox"}) {
		t.Errorf("Targets = %v", got)
	}
	if r, ok := c.RateLimit("jira"); !ok || r.Interval() != 200*time.Millisecond || r.Spacing() != 216*time.Millisecond || r.String() != "5/s" {
		t.Errorf("jira rate = %v %v", r, ok)
	}
	if r, ok := c.RateLimit("github"); !ok || r.Interval() != 750*time.Millisecond {
		t.Errorf("github rate = %v %v", r, ok)
	}
	if _, ok := c.RateLimit("linear"); ok {
		t.Error("linear has no rate limit configured")
	}
	// No routes: everything goes to the target, as before routing existed.
	d, err := Load("")
	if err != nil || d.RouteOf("demo", "P42") != "sandbox" || !reflect.DeepEqual(d.Targets(), []string{"sandbox"}) {
		t.Fatalf("defaults: %v %v", d.Targets(), err)
	}
}

func TestRoutesRefused(t *testing.T) {
	for body, want := range map[string]string{
		"routes:\n  - {projects: [P42], target: jira-cloud}\n": "routes[0].target",
		"rate_limits: {jira: 5}\n":                             "rate_limits.jira",
		"rate_limits: {jira: 0/s}\n":                           "rate_limits.jira",
		"rate_limits: {jira: 5000/s}\n":                        "rate_limits.jira",
		"rate_limits: {trello: 5/s}\n":                         "rate_limits.trello",
		"routes:\n  - {project: P42, target: jira}\n":          "project",
	} {
		if _, err := Load(write(t, body)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err %v, want it to name %s", body, err, want)
		}
	}
}
