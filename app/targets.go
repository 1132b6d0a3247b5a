package app

import (
	"fmt"
	"log/slog"
	"reflect"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/ledger"
)

// buildTarget opens the tracker connector name from its config section.
// The sandbox is opened by buildTargets (it shares its service with the
// sandbox channel).
func (a *App) buildTarget(name string) (connectors.TaskConnector, error) {
	t, err := newTracker(a.cfg, name, a.clk, a.log)
	if err != nil {
		return nil, usagef("config %s: %v", name, err)
	}
	return t, nil
}

// newTracker builds one of the real trackers' connectors.
func newTracker(cfg *config.Config, name string, c clock.Clock, l *slog.Logger) (connectors.TaskConnector, error) {
	switch name {
	case "redmine":
		return redmine.New(cfg.Redmine, redmine.Options{Clock: c, Log: l})
	case jira.Name:
		return jira.New(cfg.Jira, jira.Options{Clock: c, Log: l})
	case github.Name:
		return github.New(cfg.GitHub, github.Options{Clock: c, Log: l})
	case linear.Name:
		return linear.New(cfg.Linear, linear.Options{Clock: c, Log: l})
	case gitlab.Name:
		return gitlab.New(cfg.GitLab, gitlab.Options{Clock: c, Log: l})
	}
	return nil, fmt.Errorf("target %q: not supported", name)
}

// addConfiguredTrackers builds every tracker whose section is in the
// config though no route names it (any more): keys created there are
// still reconciled, updated and cancelled there. One that cannot be built
// is left out with a warning; its keys then go to a person.
func (a *App) addConfiguredTrackers() {
	sections := map[string]any{"redmine": a.cfg.Redmine, jira.Name: a.cfg.Jira, github.Name: a.cfg.GitHub, linear.Name: a.cfg.Linear, gitlab.Name: a.cfg.GitLab}
	for name, section := range sections {
		if _, ok := a.targets[name]; ok || reflect.ValueOf(section).IsZero() {
			continue
		}
		t, err := a.buildTarget(name)
		if err != nil {
			a.log.Warn("tracker configured but not available", "target", name, "err", err)
			continue
		}
		a.targets[name] = t
	}
}

// route names the target of tenant/project's keys: the config's routes,
// with the default target being whatever carries unrouted keys (the
// configured target, or the one put in through Config.Tasks).
func (a *App) route(tenant, project string) string {
	if n := a.cfg.RouteOf(tenant, project); n != a.cfg.Target {
		return n
	}
	return a.tasks.Name()
}

// rateLimits are the configured send spacings of the built targets.
func (a *App) rateLimits() map[string]time.Duration {
	out := map[string]time.Duration{}
	for name := range a.targets {
		if r, ok := a.cfg.RateLimit(name); ok {
			out[name] = r.Interval()
		}
	}
	return out
}

// TargetUserIn is the assignee's user ID in target (ids.<target>), else
// the canonical name.
func (d rosterDirectory) TargetUserIn(target string, in ledger.Intent) string {
	if p, ok := d.person(in); ok {
		if id := p.IDs[target]; id != "" {
			return id
		}
	}
	return in.AssigneeID
}
