package config

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
)

// Route sends the keys of some tenants and projects (empty lists and "*"
// match all) to a target.
type Route struct {
	Tenants  []string `yaml:"tenants"`
	Projects []string `yaml:"projects"`
	Target   string   `yaml:"target"`
}

// TargetNames are the targets a config may name.
var TargetNames = []string{"sandbox", "redmine", jira.Name, github.Name, linear.Name, gitlab.Name}

func knownTarget(name string) bool {
	for _, n := range TargetNames {
		if n == name {
			return true
		}
	}
	return false
}

func (c *Config) validateRoutes() error {
	for i, r := range c.Routes {
		if !knownTarget(r.Target) {
			return fmt.Errorf("routes[%d].target %q: want one of %s", i, r.Target, strings.Join(TargetNames, ", "))
		}
	}
	for name, v := range c.RateLimits {
		if !knownTarget(name) {
			return fmt.Errorf("rate_limits.%s: not a target (want one of %s)", name, strings.Join(TargetNames, ", "))
		}
		if _, err := ParseRate(v); err != nil {
			return fmt.Errorf("rate_limits.%s: %w", name, err)
		}
	}
	return nil
}

// RouteOf names the target that carries tenant/project's keys: the first
// matching route's, else Target.
func (c *Config) RouteOf(tenant, project string) string {
	for _, r := range c.Routes {
		if match(r.Tenants, tenant) && match(r.Projects, project) {
			return r.Target
		}
	}
	return c.Target
}

// Targets are every target the config uses: Target and each route's,
// sorted, once each.
func (c *Config) Targets() []string {
	seen := map[string]bool{c.Target: true}
	for _, r := range c.Routes {
		seen[r.Target] = true
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Rate is a send budget: N sends per Per.
type Rate struct {
	N   int
	Per time.Duration
}

// Interval is the spacing of sends at this rate.
func (r Rate) Interval() time.Duration { return r.Per / time.Duration(r.N) }

// Spacing is the spacing axagent keeps: Interval plus 8%, so that jitter
// between a worker's turn in the ledger's schedule and the request's
// arrival at the tracker (up to 8% of Per across a window, 80 ms at 5/s)
// cannot put one send too many into any window of Per.
func (r Rate) Spacing() time.Duration { return r.Interval() + r.Interval()*8/100 }

func (r Rate) String() string {
	unit := map[time.Duration]string{time.Second: "s", time.Minute: "m", time.Hour: "h"}[r.Per]
	return fmt.Sprintf("%d/%s", r.N, unit)
}

// ParseRate reads "5/s", "100/m" or "3000/h".
func ParseRate(v string) (Rate, error) {
	n, unit, ok := strings.Cut(strings.TrimSpace(v), "/")
	per := map[string]time.Duration{"s": time.Second, "m": time.Minute, "h": time.Hour}[unit]
	count, err := strconv.Atoi(n)
	if !ok || per == 0 || err != nil || count < 1 || time.Duration(count) > per/time.Millisecond {
		return Rate{}, fmt.Errorf("rate %q: want N/s, N/m or N/h with N at least 1 (at most one send per millisecond)", v)
	}
	return Rate{N: count, Per: per}, nil
}

// RateLimit is the configured budget of target, ok false when none.
func (c *Config) RateLimit(target string) (Rate, bool) {
	v, ok := c.RateLimits[target]
	if !ok {
		return Rate{}, false
	}
	r, err := ParseRate(v)
	return r, err == nil
}
