package scenarios

import (
	"fmt"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/gitlab/gitlabtest"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/jira/jiratest"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/linear/lineartest"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/faults"
)

// SandboxTarget is the default fake service.
const SandboxTarget = "sandbox"

// TargetNames are the fakes a scenario's target.name may name.
var TargetNames = []string{SandboxTarget, "jira", "github", "linear", "gitlab"}

// faultOnTarget refuses a target-side fault the named fake cannot play:
// the tracker fakes lose a create's response, rate-limit and deny creates,
// and the jira fake's search lags; none fails a create before committing.
func (p *parse) faultOnTarget(i int, f Fault, target string) error {
	if target == SandboxTarget {
		return nil
	}
	switch {
	case f.Name == faults.FailCreateBeforeCommit:
		return p.errorf(fmt.Sprintf("$.faults[%d]", i), "fault %s: the %s fake does not play it (only the sandbox does)", f.Name, target)
	case f.Name == faults.SearchLag && !slices.Contains([]string{"jira"}, target):
		return p.errorf(fmt.Sprintf("$.faults[%d]", i), "fault %s: %s lookups have no search lag (only the sandbox and jira)", f.Name, target)
	}
	return nil
}

// tracker is a world's tracker fake: served over HTTP on the world's fake
// clock, with the real connector of that tracker on it.
type tracker struct {
	name string
	// userID is the assignee's id in the tracker (the roster's ids.<name>).
	userID string
	// connect makes a connector for one worker.
	connect func() (connectors.TaskConnector, error)
	// tasksFor lists the tracker's issues for a key, bypassing any lag.
	tasksFor func(key string) []string
	// The fakes' hooks for the target-side faults.
	loseNextCreateResponse func()
	rateLimitCreates       func(n int, wait time.Duration)
	denyCreates            func()
	srv                    *httptest.Server
}

const fakeSecret = "scenario-fake-token"

func fakeEnv(string) string { return fakeSecret }

// newTracker starts the fake sc names.
func newTracker(sc *Scenario, lagFault bool, clk clock.Clock, log *slog.Logger) (*tracker, error) {
	slug := strings.ToLower(sc.Project)
	t := &tracker{name: sc.Target.Name}
	switch sc.Target.Name {
	case "jira":
		lag := sc.Target.SearchLag
		if lag == 0 && lagFault {
			lag = 30 * time.Second
		}
		f := jiratest.New(jiratest.Options{Email: "axagent@scenario.example", Token: fakeSecret, Clock: clk, Projects: []string{"PROJ"},
			Users: []string{"712020:scenario-assignee"}, SearchLag: lag})
		declared := jira.DefaultSearchLag
		if lag > 0 {
			declared = lag
		}
		t.userID, t.srv = "712020:scenario-assignee", httptest.NewServer(f)
		t.connect = func() (connectors.TaskConnector, error) {
			return jira.New(jira.Config{URL: t.srv.URL, Email: "axagent@scenario.example", Projects: map[string]string{sc.Project: "PROJ"}, SearchLag: declared.String()},
				jira.Options{Clock: clk, Log: log, Getenv: fakeEnv})
		}
		t.tasksFor = func(key string) []string {
			var ids []string
			f.IssuesWhere(func(is jiratest.Issue) bool {
				if slices.Contains(is.Labels, jira.KeyLabel(key)) {
					ids = append(ids, is.Key)
				}
				return false
			})
			return ids
		}
		t.loseNextCreateResponse, t.rateLimitCreates, t.denyCreates = f.LoseNextCreateResponse, f.RateLimitCreates, f.DenyCreates
	case "github":
		repo := "acme/" + slug
		f := githubtest.New(githubtest.Options{Token: fakeSecret, Clock: clk, Repos: []string{repo}, Users: []string{"scenario-assignee"}})
		t.userID, t.srv = "scenario-assignee", httptest.NewServer(f)
		t.connect = func() (connectors.TaskConnector, error) {
			return github.New(github.Config{URL: t.srv.URL, Repos: map[string]string{sc.Project: repo}}, github.Options{Clock: clk, Log: log, Getenv: fakeEnv})
		}
		t.tasksFor = func(key string) []string {
			var ids []string
			for n := 1; ; n++ {
				is, ok := f.Issue(repo, n)
				if !ok {
					return ids
				}
				if slices.Contains(is.Labels, github.KeyLabel(key)) {
					ids = append(ids, fmt.Sprintf("%s#%d", repo, n))
				}
			}
		}
		t.loseNextCreateResponse, t.rateLimitCreates, t.denyCreates = f.LoseNextCreateResponse, f.RateLimitCreates, f.DenyCreates
	case "gitlab":
		path := "acme/" + slug
		f := gitlabtest.New(gitlabtest.Options{Token: fakeSecret, Clock: clk, Projects: []gitlabtest.Project{{ID: 42, Path: path}}, Users: []int{5}})
		t.userID, t.srv = "5", httptest.NewServer(f)
		t.connect = func() (connectors.TaskConnector, error) {
			return gitlab.New(gitlab.Config{URL: t.srv.URL + "/api/v4", Projects: map[string]string{sc.Project: path}}, gitlab.Options{Clock: clk, Log: log, Getenv: fakeEnv})
		}
		t.tasksFor = func(key string) []string {
			var ids []string
			for n := 1; ; n++ {
				is, ok := f.Issue(42, n)
				if !ok {
					return ids
				}
				if slices.Contains(is.Labels, gitlab.KeyLabel(key)) {
					ids = append(ids, fmt.Sprintf("%s#%d", path, n))
				}
			}
		}
		t.loseNextCreateResponse, t.rateLimitCreates, t.denyCreates = f.LoseNextCreateResponse, f.RateLimitCreates, f.DenyCreates
	case "linear":
		const team = "5b1a4c6e-0d0f-4b7e-9a53-3f1e2a9c8d71"
		f := lineartest.New(lineartest.Options{APIKey: fakeSecret, Clock: clk, Teams: []lineartest.Team{{ID: team, Key: "ENG"}},
			Users: []string{"0c1d2e3f-1111-4222-8333-444455556666"}})
		t.userID, t.srv = "0c1d2e3f-1111-4222-8333-444455556666", httptest.NewServer(f)
		t.connect = func() (connectors.TaskConnector, error) {
			return linear.New(linear.Config{URL: t.srv.URL + "/graphql", Teams: map[string]string{sc.Project: team}}, linear.Options{Clock: clk, Log: log, Getenv: fakeEnv})
		}
		t.tasksFor = func(key string) []string {
			if is, ok := f.Issue(linear.IssueID(key)); ok && f.IssuesForKey(key) > 0 {
				return []string{is.ID}
			}
			return nil
		}
		t.loseNextCreateResponse, t.rateLimitCreates, t.denyCreates = f.LoseNextCreateResponse, f.RateLimitCreates, f.DenyCreates
	default:
		return nil, fmt.Errorf("target %q: no such fake", sc.Target.Name)
	}
	return t, nil
}

// arm injects a target-side fault into the fake; false when the fault is
// not the tracker's (the notification faults stay with the sandbox).
func (t *tracker) arm(f faults.Name, n int) bool {
	switch f {
	case faults.DropCreateResponse:
		for range n {
			t.loseNextCreateResponse()
		}
	case faults.RateLimitCreate:
		t.rateLimitCreates(n, sandbox.DefaultRetryAfter)
	case faults.RejectCreate:
		t.denyCreates()
	case faults.SearchLag:
		// The jira fake's lag is set when it starts (target.search_lag).
	default:
		return false
	}
	return true
}

func (t *tracker) close() {
	if t != nil && t.srv != nil {
		t.srv.Close()
	}
}
