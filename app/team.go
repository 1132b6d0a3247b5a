package app

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
)

// TeamTask is one registered task as a team lead follows it.
type TeamTask struct {
	Key, ExternalID, Title, Due string
	// TaskURL is the tracker's page for the task ("" for none).
	TaskURL string
	Meeting string
	// MeetingDate is the date of the meeting that gave the task
	// (YYYY-MM-DD; "" when nothing gave one).
	MeetingDate string
	// TrackerStatus is what the tracker last said ("" when it said
	// nothing yet).
	TrackerStatus string
	Overdue       bool
}

// TeamMember is one person's open tasks.
type TeamMember struct {
	Assignee      string
	Open, Overdue int
	Tasks         []TeamTask
}

// TeamFilter selects the tasks of a team lead's view.
type TeamFilter struct {
	Visible func(tenant string) bool
	Tenant  string
	// From and Until bound the meeting date, YYYY-MM-DD, Until excluded
	// ("" leaves the bound open). A task whose meeting has no date is
	// kept only when neither bound is set.
	From, Until string
}

// closedStatuses are tracker statuses that mean the work is over.
var closedStatuses = map[string]bool{"done": true, "closed": true, "resolved": true, "completed": true, "cancelled": true, "canceled": true}

// Team lists, per assignee, the registered tasks still open — not
// cancelled, and not closed as far as the tracker last said — with their
// meeting's date, the tracker's last word and whether they are overdue
// (due before today in the config's time zone); most overdue first.
func (a *App) Team(ctx context.Context, f TeamFilter) ([]TeamMember, error) {
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.Succeeded, Tenant: f.Tenant})
	if err != nil {
		return nil, fmt.Errorf("team: %w", err)
	}
	cancelled := map[string]bool{}
	// latest is each task's latest registered update (update-task-N with
	// the highest N): it carries the due date the tracker now has.
	latest := map[string]ledger.Execution{}
	for _, e := range list {
		create := e.Key.WithOperation(ledger.OpCreateTask).String()
		switch {
		case e.Key.Operation == ledger.OpCancelTask:
			cancelled[create] = true
		case strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask):
			if u, ok := latest[create]; !ok || ledger.UpdateSeq(e.Key.Operation) > ledger.UpdateSeq(u.Key.Operation) {
				latest[create] = e
			}
		}
	}
	loc, err := time.LoadLocation(a.cfg.Timezone)
	if err != nil {
		loc = time.UTC
	}
	today := a.clk.Now().In(loc).Format("2006-01-02")
	dates := map[ledger.MeetingScope]string{}
	by := map[string]*TeamMember{}
	for _, e := range list {
		k := e.Key.String()
		if e.Key.Operation != ledger.OpCreateTask || cancelled[k] || f.Visible != nil && !f.Visible(e.Key.Tenant) {
			continue
		}
		sc := ledger.MeetingScope{Tenant: e.Key.Tenant, Project: e.Key.Project, Meeting: e.Key.Meeting}
		date, ok := dates[sc]
		if !ok {
			m, err := a.store.SeriesMeetingGet(ctx, sc)
			if err != nil && !errors.Is(err, ledger.ErrNotFound) {
				return nil, fmt.Errorf("team: %w", err)
			}
			date, dates[sc] = m.Date, m.Date
		}
		if (f.From != "" || f.Until != "") && (date == "" || f.From != "" && date < f.From || f.Until != "" && date >= f.Until) {
			continue
		}
		fact, _, err := a.TaskFactOf(ctx, k)
		if err != nil {
			return nil, fmt.Errorf("team: %w", err)
		}
		if closedStatuses[strings.ToLower(fact.Status)] {
			continue
		}
		// The task's latest intent: an update may have moved its date.
		in := e.Intent
		if u, ok := latest[k]; ok {
			in = u.Intent
		}
		t := TeamTask{Key: k, ExternalID: e.ExternalID, Title: in.Title, Due: in.DueDate, Meeting: e.Key.Meeting, MeetingDate: date,
			TrackerStatus: fact.Status, Overdue: in.DueDate != "" && in.DueDate < today}
		link, err := a.TaskLink(ctx, e)
		if err != nil {
			return nil, fmt.Errorf("team: %w", err)
		}
		t.TaskURL = link.URL
		who := assigneeName(in)
		m := by[who]
		if m == nil {
			m = &TeamMember{Assignee: who}
			by[who] = m
		}
		m.Tasks = append(m.Tasks, t)
		m.Open++
		if t.Overdue {
			m.Overdue++
		}
	}
	out := make([]TeamMember, 0, len(by))
	for _, m := range by {
		sort.Slice(m.Tasks, func(i, j int) bool {
			a, b := m.Tasks[i], m.Tasks[j]
			if a.Overdue != b.Overdue {
				return a.Overdue
			}
			if a.Due != b.Due {
				return a.Due < b.Due
			}
			return a.Key < b.Key
		})
		out = append(out, *m)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Overdue != out[j].Overdue {
			return out[i].Overdue > out[j].Overdue
		}
		return out[i].Assignee < out[j].Assignee
	})
	return out, nil
}
