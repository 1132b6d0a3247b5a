package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/ledger"
)

// buildTarget opens the tracker connector name from its config section.
// The sandbox is opened by buildTargets (it shares its service with the
// sandbox channel).
func (a *App) buildTarget(name string) (connectors.TaskConnector, error) {
	t, err := newTracker(a.cfg, name, a.clk, a.log)
	if err != nil {
		// The connector's error names its section ("jira: environment
		// variable … (api_token_env) is empty"); this names the file.
		if f := a.cfg.File(); f != "" {
			return nil, usagef("config %s: %v", f, err)
		}
		return nil, usagef("config: %v", err)
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
			out[name] = r.Spacing()
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

// TargetCheck is what `axagent targets check` found for one target.
type TargetCheck struct {
	Target string `json:"target"`
	// Default: keys no route matches go here.
	Default bool `json:"default"`
	// Routes are the tenant/project patterns routed here.
	Routes   []string  `json:"routes,omitempty"`
	OK       bool      `json:"ok"`
	Problems []Problem `json:"problems"`
}

// Problem is one thing wrong with a target, and how to fix it.
type Problem struct {
	What string `json:"what"`
	Fix  string `json:"fix"`
}

// TargetsCheckOptions are what CheckTargets needs: the config and the
// roster (both optional: the defaults, no roster).
type TargetsCheckOptions struct {
	Settings *config.Config
	Roster   *extract.Roster
	Clock    clock.Clock
	Log      *slog.Logger
}

// userChecker is a target that can tell whether a user id may be assigned
// tasks there (jira, github, linear, gitlab).
type userChecker interface {
	CheckUser(ctx context.Context, id string) error
}

// checker is a target that can verify its configuration against the
// tracker (credentials, projects, key field or label permissions).
type checker interface {
	Check(ctx context.Context) error
}

// CheckTargets verifies every target the config names (the default, the
// routes', and any tracker section present): that the connector can be
// built from its section (the token's variable set, urls and project maps
// well formed), that the tracker answers and accepts the credentials, that
// each mapped project exists and the key field or label can be written and
// searched, and that every roster person has a user id for it
// (ids.<target>). It needs no ledger.
func CheckTargets(ctx context.Context, o TargetsCheckOptions) ([]TargetCheck, error) {
	cfg := o.Settings
	if cfg == nil {
		var err error
		if cfg, err = config.Load(""); err != nil {
			return nil, err
		}
	}
	if o.Clock == nil {
		o.Clock = clock.Real{}
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	names := map[string]bool{}
	for _, n := range cfg.Targets() {
		names[n] = true
	}
	sections := map[string]any{"redmine": cfg.Redmine, jira.Name: cfg.Jira, github.Name: cfg.GitHub, linear.Name: cfg.Linear, gitlab.Name: cfg.GitLab}
	for n, s := range sections {
		if !reflect.ValueOf(s).IsZero() {
			names[n] = true
		}
	}
	var out []TargetCheck
	for _, name := range sortedKeys(names) {
		tc := TargetCheck{Target: name, Default: name == cfg.Target, Problems: []Problem{}}
		for _, r := range cfg.Routes {
			if r.Target == name {
				tc.Routes = append(tc.Routes, pattern(r.Tenants)+"/"+pattern(r.Projects))
			}
		}
		if name != "sandbox" {
			tc.Problems = checkTracker(ctx, cfg, name, o)
		}
		tc.OK = len(tc.Problems) == 0
		out = append(out, tc)
	}
	return out, nil
}

func checkTracker(ctx context.Context, cfg *config.Config, name string, o TargetsCheckOptions) []Problem {
	t, err := newTracker(cfg, name, o.Clock, o.Log)
	if err != nil {
		return []Problem{{What: err.Error(), Fix: fmt.Sprintf("fix the %s section of the config (docs/trackers.md lists what it needs); tokens are read from the variable its *_env key names", name)}}
	}
	var ps []Problem
	if env := webhookSecretEnvs(cfg)[name]; env != "" && strings.TrimSpace(os.Getenv(env)) == "" {
		ps = append(ps, Problem{What: fmt.Sprintf("%s.webhook_secret_env names %s, which is empty: POST /hooks/%s is off and the tracker's pushes are refused", name, env, name),
			Fix: fmt.Sprintf("export %s with the secret entered in %s's webhook settings (or remove webhook_secret_env to rely on the status pull)", env, name)})
	}
	if c, ok := t.(checker); ok {
		cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := c.Check(cctx)
		cancel()
		for _, e := range splitErrors(err) {
			ps = append(ps, Problem{What: redact.String(e.Error()), Fix: fixFor(name, e)})
		}
	}
	if o.Roster == nil {
		return append(ps, Problem{What: "no roster: assignees cannot be mapped to " + name + " users",
			Fix: "set roster: in the config (or --roster) to a file whose people carry ids." + name})
	}
	uc, canCheck := t.(userChecker)
	for _, p := range o.Roster.People {
		id := strings.TrimSpace(p.IDs[name])
		if id == "" {
			ps = append(ps, Problem{What: fmt.Sprintf("%s has no ids.%s in the roster: tasks for them cannot be assigned in %s", p.Name, name, name),
				Fix: fmt.Sprintf("add ids: {%s: %s} to %s in the roster", name, userIDHint(name), p.Name)})
			continue
		}
		if !canCheck {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := uc.CheckUser(cctx, id)
		cancel()
		if err != nil {
			ps = append(ps, Problem{What: fmt.Sprintf("%s's ids.%s does not resolve: %s", p.Name, name, redact.String(err.Error())),
				Fix: fmt.Sprintf("set ids.%s of %s to their %s in %s (and give them access to the mapped projects)", name, p.Name, userIDHint(name), name)})
		}
	}
	return ps
}

// splitErrors undoes errors.Join.
func splitErrors(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, splitErrors(e)...)
		}
		return out
	}
	return []error{err}
}

// fixFor says what to do about one problem a tracker's Check found.
func fixFor(name string, err error) string {
	msg := strings.ToLower(err.Error())
	var fe *failure.Error
	var cp *connectors.ConfigProblem
	switch {
	case errors.As(err, &cp) && cp.Fix != "":
		return cp.Fix
	case errors.As(err, &fe) && fe.Class != failure.Permanent:
		return fmt.Sprintf("the tracker did not answer: check %s.url and that this host can reach it, then run the check again", name)
	case strings.Contains(msg, "credential") || strings.Contains(msg, "api key") || strings.Contains(msg, "401"):
		return fmt.Sprintf("export a valid token in the variable the %s section names, for the account it belongs to", name)
	case strings.Contains(msg, "key_field"):
		return "create a single-line text custom field, put it on the create and edit screens, and set jira.key_field to its customfield_NNNNN id (or remove key_field to use a label)"
	case strings.Contains(msg, "not found") || strings.Contains(msg, "404") || strings.Contains(msg, "no project"):
		return fmt.Sprintf("check the project mapping in the %s section, and that the token's account can see it", name)
	}
	return fmt.Sprintf("give the token's account the permission named above (see docs/trackers.md, %s)", name)
}

func userIDHint(name string) string {
	return map[string]string{jira.Name: "ACCOUNT_ID", github.Name: "LOGIN", linear.Name: "USER_UUID", gitlab.Name: "USER_ID", "redmine": "USER_ID"}[name]
}

func pattern(list []string) string {
	if len(list) == 0 {
		return "*"
	}
	return strings.Join(list, ",")
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
