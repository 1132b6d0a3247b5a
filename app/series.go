package app

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/plan"
	"github.com/axagent/axagent/series"
)

// DefaultSeries is the series of a meeting nothing names one for: every
// meeting of a tenant/project follows the ones before it.
const DefaultSeries = "default"

// Restatement is an action of this meeting recognised as an earlier
// meeting's task (issue 16).
type Restatement struct {
	ActionID string `json:"action_id"`
	Title    string `json:"title"`
	// Key is the earlier task's create-task key, ExternalID its task.
	Key        string `json:"key"`
	ExternalID string `json:"external_id"`
	// Update is the update-task key that carries a changed due date to
	// the earlier task ("" when nothing changed).
	Update string `json:"update,omitempty"`
	// SaysDone: the meeting says the task is finished. A suggestion for a
	// person — axagent never closes a task on its own.
	SaysDone bool   `json:"says_done"`
	Reason   string `json:"reason"`
}

// CarriedOver is an open task of the series this meeting did not mention.
type CarriedOver struct {
	Key        string        `json:"key"`
	ExternalID string        `json:"external_id"`
	Title      string        `json:"title"`
	AssigneeID string        `json:"assignee_id"`
	DueDate    string        `json:"due_date"`
	Meeting    string        `json:"meeting"`
	State      string        `json:"state"`
	Age        time.Duration `json:"age_ns"`
	// TrackerStatus is what the tracker last said (worker status pulls);
	// empty until it was asked.
	TrackerStatus string `json:"tracker_status"`
}

// seriesOf is the series a meeting belongs to, remembered in the ledger
// when named (register --series) so later meetings find it.
func (a *App) seriesOf(ctx context.Context, sc ledger.MeetingScope, named string) (string, error) {
	k := "series-of:" + sc.Tenant + ":" + sc.Project + ":" + sc.Meeting
	if named != "" {
		if err := a.store.CachePut(ctx, k, named, a.now()); err != nil {
			return "", fmt.Errorf("series: %w", err)
		}
		return named, nil
	}
	v, ok, err := a.store.CacheGet(ctx, k)
	if err != nil {
		return "", fmt.Errorf("series: %w", err)
	}
	if !ok || v == "" {
		return DefaultSeries, nil
	}
	return v, nil
}

// seriesTask is an earlier meeting's task with its latest intent.
type seriesTask struct {
	create ledger.Execution
	latest ledger.Intent
	// waiting: the task waits for a person and may exist in the tracker (a
	// send reached it); a restatement of it is theirs to decide too.
	waiting bool
}

// openTasks lists the open tasks of series s in tenant/project, other than
// meeting except: created (or on their way), not cancelled or abandoned.
func (a *App) openTasks(ctx context.Context, sc ledger.MeetingScope, s string) ([]seriesTask, error) {
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{Tenant: sc.Tenant, Project: sc.Project})
	if err != nil {
		return nil, fmt.Errorf("series: %w", err)
	}
	byAction := map[string]*seriesTask{}
	cancelled := map[string]bool{}
	updates := map[string][]ledger.Execution{}
	memo := map[string]string{}
	var order []string
	for _, e := range list {
		if e.Key.Meeting == sc.Meeting {
			continue
		}
		m, ok := memo[e.Key.Meeting]
		if !ok {
			if m, err = a.seriesOf(ctx, ledger.MeetingScope{Tenant: sc.Tenant, Project: sc.Project, Meeting: e.Key.Meeting}, ""); err != nil {
				return nil, err
			}
			memo[e.Key.Meeting] = m
		}
		if m != s {
			continue
		}
		id := e.Key.Meeting + ":" + e.Key.Action
		switch {
		case e.Key.Operation == ledger.OpCreateTask:
			if e.State == ledger.Abandoned || e.State == ledger.NeedsHuman && e.Attempts == 0 {
				continue
			}
			byAction[id] = &seriesTask{create: e, latest: e.Intent, waiting: e.State == ledger.NeedsHuman}
			order = append(order, id)
		case e.Key.Operation == ledger.OpCancelTask && e.State != ledger.Abandoned:
			cancelled[id] = true
		case strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-") && e.State != ledger.Abandoned:
			updates[id] = append(updates[id], e)
		}
	}
	var out []seriesTask
	for _, id := range order {
		if cancelled[id] {
			continue
		}
		t := byAction[id]
		ups := updates[id]
		sort.Slice(ups, func(i, j int) bool { return ups[i].Key.Operation < ups[j].Key.Operation })
		if len(ups) > 0 {
			t.latest = ups[len(ups)-1].Intent
		}
		out = append(out, *t)
	}
	return out, nil
}

// restate recognises this meeting's new actions that restate an open task
// of the series: such an action is linked and not filed again (a changed
// due date becomes one update of the earlier task); one only a person can
// tell goes to them with the candidates; the rest are new. It returns the
// plan to submit, the links, the updates to work, and the series' open
// tasks this meeting did not mention.
func (a *App) restate(ctx context.Context, pl Plan, named string) (Plan, []Restatement, []string, []CarriedOver, error) {
	sc := ledger.MeetingScope{Tenant: pl.Meeting.Tenant, Project: pl.Meeting.Project, Meeting: pl.Meeting.Meeting}
	s, err := a.seriesOf(ctx, sc, named)
	if err != nil {
		return pl, nil, nil, nil, err
	}
	tasks, err := a.openTasks(ctx, sc, s)
	if err != nil || len(tasks) == 0 {
		return pl, nil, nil, nil, err
	}
	var keys []string
	for _, act := range pl.Actions {
		keys = append(keys, act.BusinessKey)
	}
	existing := map[string]bool{}
	if len(keys) > 0 {
		list, err := a.store.ExecutionList(ctx, ledger.ListParams{Keys: keys})
		if err != nil {
			return pl, nil, nil, nil, fmt.Errorf("series: %w", err)
		}
		for _, e := range list {
			existing[e.Key.String()] = true
		}
	}
	cands := make([]series.Candidate, 0, len(tasks))
	byKey := map[string]seriesTask{}
	for _, t := range tasks {
		k := t.create.Key.String()
		byKey[k] = t
		cands = append(cands, series.Candidate{Key: k, ExternalID: t.create.ExternalID, Title: t.latest.Title, AssigneeID: t.latest.AssigneeID,
			DueDate: t.latest.DueDate, Meeting: t.create.Key.Meeting})
	}
	out := pl
	out.Actions = nil
	var links []Restatement
	var work []string
	mentioned := map[string]bool{}
	for _, act := range pl.Actions {
		// A key this meeting already has was decided before: unchanged.
		if existing[act.BusinessKey] || !act.Ready() {
			out.Actions = append(out.Actions, act)
			continue
		}
		var d series.Decision
		claim := ""
		if act.SameAs != "" {
			// The extractor (an LLM) says which earlier task this is: a
			// claim checked against the ledger, never trusted as it is.
			c, why, err := a.checkSameAs(ctx, sc, s, act, byKey)
			if err != nil {
				return pl, nil, nil, nil, err
			}
			if why == "" {
				d = series.Decision{Verdict: series.Same, Candidates: []series.Candidate{c}, Scores: []float64{1},
					Reason: fmt.Sprintf("the extractor says it restates %s; the ledger agrees (open, this series, same assignee)", c.Key)}
			} else {
				claim = fmt.Sprintf("the extractor's claim that it restates %s is not trusted: %s", act.SameAs, why)
				a.log.Warn("extractor's same-as claim not trusted; restatement detection decides", "action", act.BusinessKey, "claim", act.SameAs, "why", why)
			}
		}
		if len(d.Candidates) == 0 {
			d = series.Match(act.AssigneeID, act.Title, act.DueDate, cands)
			if claim != "" && d.Verdict == series.Ambiguous {
				d.Reason += "; " + claim
			}
		}
		if d.Verdict == series.Same && byKey[d.Candidates[0].Key].waiting {
			// The earlier task may exist in the tracker but waits for a
			// person: linking or filing anew are both theirs to decide.
			c := d.Candidates[0]
			d.Verdict = series.Ambiguous
			d.Reason = fmt.Sprintf("restates %s, which waits for a person (%s): settle it first, then approve this one or reject it as the same", c.Key, byKey[c.Key].create.Reason)
		}
		switch d.Verdict {
		case series.Same:
			c := d.Candidates[0]
			mentioned[c.Key] = true
			link := Restatement{ActionID: act.ActionID, Title: act.Title, Key: c.Key, ExternalID: c.ExternalID, Reason: d.Reason, SaysDone: series.SaysDone(act.Title)}
			if act.DueDate != "" && act.DueDate != byKey[c.Key].latest.DueDate {
				up, _, err := plan.UpdateDue(ctx, a.store, byKey[c.Key].create.Key, act.DueDate, a.now())
				if err != nil {
					return pl, nil, nil, nil, fmt.Errorf("series: update %s: %w", c.Key, err)
				}
				link.Update = up.Key.String()
				work = append(work, link.Update)
			}
			if err := a.mention(ctx, c.Key, pl.Meeting.Meeting); err != nil {
				return pl, nil, nil, nil, err
			}
			links = append(links, link)
		case series.Ambiguous:
			for _, c := range d.Candidates {
				mentioned[c.Key] = true
			}
			act.Status, act.Reason = extract.StatusNeedsHuman, d.Reason
			out.Actions = append(out.Actions, act)
		default:
			out.Actions = append(out.Actions, act)
		}
	}
	var carried []CarriedOver
	now := a.clk.Now()
	for _, t := range tasks {
		k := t.create.Key.String()
		if mentioned[k] {
			continue
		}
		f, _, err := a.TaskFactOf(ctx, k)
		if err != nil {
			return pl, nil, nil, nil, err
		}
		carried = append(carried, CarriedOver{Key: k, ExternalID: t.create.ExternalID, Title: t.latest.Title, AssigneeID: t.latest.AssigneeID,
			DueDate: t.latest.DueDate, Meeting: t.create.Key.Meeting, State: string(t.create.State), Age: now.Sub(t.create.CreatedAt), TrackerStatus: f.Status})
	}
	return out, links, work, carried, nil
}

// checkSameAs checks an extractor's claim that act restates the task
// act.SameAs: the key must exist, be an open task (not cancelled,
// abandoned or reported done or cancelled by the tracker) of an earlier
// meeting of series s in the same tenant and project, and be assigned to
// the same person after roster resolution. why is "" when every check
// holds, else what failed.
func (a *App) checkSameAs(ctx context.Context, sc ledger.MeetingScope, s string, act extract.Action, open map[string]seriesTask) (c series.Candidate, why string, err error) {
	k, perr := ledger.ParseKey(act.SameAs)
	switch {
	case perr != nil:
		return c, fmt.Sprintf("%q is not a task key", act.SameAs), nil
	case k.Operation != ledger.OpCreateTask:
		return c, "not a task's create-task key", nil
	case k.Tenant != sc.Tenant || k.Project != sc.Project:
		return c, fmt.Sprintf("a task of %s/%s, not of %s/%s", k.Tenant, k.Project, sc.Tenant, sc.Project), nil
	case k.Meeting == sc.Meeting:
		return c, "a task of this meeting", nil
	}
	key := k.String()
	t, ok := open[key]
	if !ok {
		e, err := a.store.ExecutionGet(ctx, k)
		if errors.Is(err, ledger.ErrNotFound) {
			return c, "no such task in the ledger", nil
		}
		if err != nil {
			return c, "", fmt.Errorf("series: check %s: %w", key, err)
		}
		m, err := a.seriesOf(ctx, ledger.MeetingScope{Tenant: k.Tenant, Project: k.Project, Meeting: k.Meeting}, "")
		if err != nil {
			return c, "", err
		}
		if m != s {
			return c, fmt.Sprintf("a task of series %q, not %q", m, s), nil
		}
		return c, fmt.Sprintf("not an open task (%s, or cancelled)", e.State), nil
	}
	f, known, err := a.TaskFactOf(ctx, key)
	if err != nil {
		return c, "", fmt.Errorf("series: check %s: %w", key, err)
	}
	if known && (f.Status == connectors.StatusDone || f.Status == connectors.StatusCancelled) {
		return c, fmt.Sprintf("the tracker says it is %s", f.Status), nil
	}
	if !strings.EqualFold(t.latest.AssigneeID, act.AssigneeID) {
		return c, fmt.Sprintf("assigned to %s, this action to %s", t.latest.AssigneeID, act.AssigneeID), nil
	}
	return series.Candidate{Key: key, ExternalID: t.create.ExternalID, Title: t.latest.Title, AssigneeID: t.latest.AssigneeID,
		DueDate: t.latest.DueDate, Meeting: t.create.Key.Meeting}, "", nil
}

// priors are the series' open tasks as an extractor sees them: the
// candidates an LLM may say an action restates. Read only — a series
// named here is recorded when the plan is registered.
func (a *App) priors(ctx context.Context, sc ledger.MeetingScope, named string) ([]extract.Prior, error) {
	s := named
	if s == "" {
		var err error
		if s, err = a.seriesOf(ctx, sc, ""); err != nil {
			return nil, err
		}
	}
	tasks, err := a.openTasks(ctx, sc, s)
	if err != nil {
		return nil, err
	}
	out := make([]extract.Prior, 0, len(tasks))
	for _, t := range tasks {
		out = append(out, extract.Prior{Key: t.create.Key.String(), Meeting: t.create.Key.Meeting, ActionID: t.create.Key.Action,
			Title: t.latest.Title, Assignee: t.latest.AssigneeID, DueDate: t.latest.DueDate})
	}
	return out, nil
}

// mention records that meeting restated the task key (provenance).
func (a *App) mention(ctx context.Context, key, meeting string) error {
	list, err := a.chainList(ctx, "series-mentions:"+key)
	if err != nil {
		return fmt.Errorf("series: %w", err)
	}
	for _, m := range list {
		if m == meeting {
			return nil
		}
	}
	if err := a.chainAppend(ctx, "series-mentions:"+key, meeting, func(last string) bool { return last == meeting }); err != nil {
		return fmt.Errorf("series: %w", err)
	}
	return nil
}

// SeriesTask is one task of a series with the meetings that mentioned it.
type SeriesTask struct {
	Key        string   `json:"key"`
	ExternalID string   `json:"external_id"`
	Title      string   `json:"title"`
	AssigneeID string   `json:"assignee_id"`
	DueDate    string   `json:"due_date"`
	State      string   `json:"state"`
	Meeting    string   `json:"meeting"`
	Mentions   []string `json:"mentioned_in"`
}

// Series lists a series' open tasks across its meetings (axagent series
// show), with the later meetings that restated each.
func (a *App) Series(ctx context.Context, tenant, project, name string) ([]SeriesTask, error) {
	if name == "" {
		name = DefaultSeries
	}
	tasks, err := a.openTasks(ctx, ledger.MeetingScope{Tenant: tenant, Project: project, Meeting: "\x00"}, name)
	if err != nil {
		return nil, err
	}
	out := make([]SeriesTask, 0, len(tasks))
	for _, t := range tasks {
		k := t.create.Key.String()
		ms, err := a.chainList(ctx, "series-mentions:"+k)
		if err != nil {
			return nil, fmt.Errorf("series: %w", err)
		}
		out = append(out, SeriesTask{Key: k, ExternalID: t.create.ExternalID, Title: t.latest.Title, AssigneeID: t.latest.AssigneeID,
			DueDate: t.latest.DueDate, State: string(t.create.State), Meeting: t.create.Key.Meeting, Mentions: ms})
	}
	return out, nil
}
