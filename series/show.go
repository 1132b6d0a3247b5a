package series

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// Mention is a later meeting's action tied to a task.
type Mention struct {
	Meeting  string `json:"meeting"`
	Action   string `json:"action"`
	Kind     string `json:"kind"`
	Status   string `json:"status,omitempty"`
	Line     int    `json:"line,omitempty"`
	Evidence string `json:"evidence,omitempty"`
	// Why is the evidence typed (none for a link recorded before it was).
	Why ledger.LinkEvidence `json:"why"`
	// By is who decided a merged or distinct link.
	By string `json:"by,omitempty"`
	// Held: a possible link whose later action waits for a person before
	// any attempt (its own question): merging it answers that hold.
	Held bool `json:"held,omitempty"`
}

// OpenTask is one open task of a series with the later meetings that
// restated it and the actions that may be it.
type OpenTask struct {
	Key        string `json:"key"`
	ExternalID string `json:"external_id"`
	Title      string `json:"title"`
	AssigneeID string `json:"assignee_id"`
	// Assignee is the person as the notes wrote them when no roster
	// person is (a task held for an unknown name, or for several:
	// "Priya", "Dana, 민서"), so a held task still shows whose it is.
	Assignee string `json:"assignee,omitempty"`
	DueDate  string `json:"due_date"`
	State    string `json:"state"`
	Meeting  string `json:"meeting"`
	// Mentions are the meetings that restated the task (links "same" and
	// "merged"), oldest first.
	Mentions []string `json:"mentioned_in"`
	// Links are every link of the task, possible ones included: a person
	// merges a possible one in one step (axagent series merge), splits a
	// restatement off (axagent series split; then it is distinct).
	Links []Mention `json:"links"`
	// TrackerStatus is what the tracker last said.
	TrackerStatus string `json:"tracker_status,omitempty"`
	// ReportedStatus is the status the latest later meeting stated of it
	// (a restatement's or a status fact's: done, in-progress, blocked,
	// cancelled), ReportedIn that meeting: a task reported done stays
	// open until a person closes it, and is listed so, not as unmentioned.
	ReportedStatus string `json:"reported_status,omitempty"`
	ReportedIn     string `json:"reported_in,omitempty"`
	// Reported are the status facts on the task: lines of later meetings
	// that are no action reporting how it stands (dismissed ones
	// included, marked), oldest meeting first. Their meetings are in
	// Mentions too.
	Reported []Report `json:"reported"`
}

// Report is a status fact as series show lists it.
type Report struct {
	Meeting  string              `json:"meeting"`
	Line     int                 `json:"line"`
	Status   string              `json:"status,omitempty"`
	Text     string              `json:"text"`
	Evidence string              `json:"evidence"`
	Why      ledger.LinkEvidence `json:"why"`
	// Dismissed: a person said the line is not about the task (By).
	Dismissed bool   `json:"dismissed,omitempty"`
	By        string `json:"by,omitempty"`
	// Reason is why the person dismissed it.
	Reason string `json:"reason,omitempty"`
	// Possible: the line is only possibly about the task — shown for a
	// person to confirm or dismiss, no mention until then.
	Possible bool `json:"possible,omitempty"`
}

// Show lists a series' open tasks (axagent series show) with their links.
func Show(ctx context.Context, s ledger.Store, tenant, project, name string) ([]OpenTask, error) {
	if name == "" {
		name = Default
	}
	l := &Linker{Store: s}
	v, err := l.view(ctx, ledger.MeetingScope{Tenant: tenant, Project: project}, name)
	if err != nil {
		return nil, err
	}
	out := make([]OpenTask, 0, len(v.tasks))
	keys := make([]string, len(v.tasks))
	for i, t := range v.tasks {
		keys[i] = t.Key
	}
	reported, err := s.SeriesReportedLatest(ctx, keys)
	if err != nil {
		return nil, fmt.Errorf("series show: %w", err)
	}
	for _, t := range v.tasks {
		if _, err := v.open(ctx, s, t.Key); err != nil {
			return nil, err
		}
		info := v.info[t.Key]
		links, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: t.Key})
		if err != nil {
			return nil, fmt.Errorf("series show: %w", err)
		}
		ot := OpenTask{Key: t.Key, ExternalID: info.create.ExternalID, Title: info.latest.Title, AssigneeID: info.latest.AssigneeID, Assignee: info.person(), DueDate: info.latest.DueDate,
			State: string(info.create.State), Meeting: t.Meeting, Mentions: []string{}, Links: []Mention{}, TrackerStatus: v.status[t.Key].Status,
			ReportedStatus: reported[t.Key].Status, ReportedIn: reported[t.Key].Meeting}
		if ot.Title == "" {
			ot.Title = t.Title
		}
		seen := map[string]bool{}
		for _, lk := range links {
			mn := Mention{Meeting: lk.Meeting, Action: lk.Action, Kind: string(lk.Kind), Status: lk.Status, Line: lk.Line, Evidence: lk.Evidence, Why: lk.Why, By: decidedBy(lk)}
			if lk.Kind == ledger.LinkPossible {
				later := ledger.BusinessKey{Tenant: tenant, Project: project, Meeting: lk.Meeting, Action: lk.Action, Operation: ledger.OpCreateTask}
				e, err := s.ExecutionGet(ctx, later)
				if err != nil && !errors.Is(err, ledger.ErrNotFound) {
					return nil, fmt.Errorf("series show: %w", err)
				}
				mn.Held = err == nil && e.State == ledger.NeedsHuman && e.Attempts == 0
			}
			ot.Links = append(ot.Links, mn)
			if (lk.Kind == ledger.LinkSame || lk.Kind == ledger.LinkMerged) && !seen[lk.Meeting] {
				seen[lk.Meeting] = true
				ot.Mentions = append(ot.Mentions, lk.Meeting)
			}
		}
		facts, err := s.StatusFactList(ctx, ledger.SeriesLinkListParams{Task: t.Key})
		if err != nil {
			return nil, fmt.Errorf("series show: %w", err)
		}
		ot.Reported = []Report{}
		for _, f := range facts {
			ot.Reported = append(ot.Reported, Report{Meeting: f.Meeting, Line: f.Line, Status: f.Status, Text: f.Text, Evidence: f.Evidence, Why: f.Why, Dismissed: f.Dismissed, By: f.Actor, Reason: f.Reason,
				Possible: f.Possible()})
			if !f.Dismissed && !f.Possible() && !seen[f.Meeting] {
				seen[f.Meeting] = true
				ot.Mentions = append(ot.Mentions, f.Meeting)
			}
		}
		out = append(out, ot)
	}
	return out, nil
}

// Priors are the series' open tasks as an extractor sees them: the tasks
// an LLM may say an action restates. Read only.
func Priors(ctx context.Context, s ledger.Store, sc ledger.MeetingScope, named string) ([]extract.Prior, error) {
	name, err := SeriesOf(ctx, s, sc, named)
	if err != nil {
		return nil, err
	}
	l := &Linker{Store: s}
	v, err := l.view(ctx, sc, name)
	if err != nil {
		return nil, err
	}
	out := make([]extract.Prior, 0, len(v.tasks))
	for _, t := range v.tasks {
		if _, err := v.open(ctx, s, t.Key); err != nil {
			return nil, err
		}
		info := v.info[t.Key]
		out = append(out, extract.Prior{Key: t.Key, Meeting: t.Meeting, ActionID: t.ActionID, Title: info.latest.Title, Assignee: cmp.Or(info.latest.AssigneeID, info.person()), DueDate: info.latest.DueDate})
	}
	return out, nil
}

// RestatementCheck returns extract.Input.RestatesOpenTask for meeting sc:
// whether an owner (as written, resolved with roster) and title restate
// an open task of the series by Match's evidence, read as the line the
// notes present it as (restates: extract.RestatesCarryOver, a line of a
// list of earlier items; else a progress line).
// The series' open tasks are read the first time it is asked (most notes
// never ask); a read that fails answers false (the line is then skipped,
// as without the check) and is logged.
func RestatementCheck(ctx context.Context, s ledger.Store, sc ledger.MeetingScope, named string, roster *extract.Roster, log *slog.Logger) func(owner, title, restates string) bool {
	var ix *Index
	return func(owner, title, restates string) bool {
		if ix == nil {
			// The tasks the linker matches against, as it reads them.
			var tasks []Task
			name, err := SeriesOf(ctx, s, sc, named)
			if err == nil {
				var v *view
				if v, err = (&Linker{Store: s}).view(ctx, sc, name); err == nil {
					tasks = v.tasks
				}
			}
			if err != nil {
				log.Warn("restatement check: the series' open tasks could not be read", "meeting", sc.Meeting, "err", err)
			}
			ix = NewIndex(tasks)
		}
		if ix.Len() == 0 {
			return false
		}
		a := Action{Title: title, Kind: Progress, Text: title}
		if restates == extract.RestatesCarryOver {
			a.Kind = CarryOver
		}
		if owner != "" {
			a.Owners = []string{owner}
			if roster != nil {
				if p, why := roster.Resolve(owner); why == "" {
					a.AssigneeID = p.Name
				}
			}
		}
		a.NoOwner = a.AssigneeID == "" && (owner == "" || noOne(owner))
		return ix.Match(a).Verdict == Same
	}
}

// Tie is a later meeting's action tied to an earlier task, as a person
// sees it: restated (not filed), possibly the same (filed; merged in one
// step), or decided by a person.
type Tie struct {
	// ActionKey is the later action's create-task key (a restated one was
	// never filed under it).
	ActionKey string `json:"action_key"`
	Kind      string `json:"kind"`
	Task      string `json:"task"`
	TaskTitle string `json:"task_title"`
	Evidence  string `json:"evidence"`
	// Why is the evidence typed (none for a link recorded before it was).
	Why    ledger.LinkEvidence `json:"why"`
	Line   int                 `json:"line"`
	Status string              `json:"status,omitempty"`
}

// Possible reports whether a person may still merge it.
func (t Tie) Possible() bool { return t.Kind == string(ledger.LinkPossible) }

// MeetingTies lists the ties a meeting's actions have to earlier tasks.
func MeetingTies(ctx context.Context, s ledger.Store, sc ledger.MeetingScope) ([]Tie, error) {
	links, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: sc})
	if err != nil {
		return nil, fmt.Errorf("meeting ties: %w", err)
	}
	out := make([]Tie, 0, len(links))
	titles := map[string]string{}
	for _, l := range links {
		k := l.Task.String()
		if _, ok := titles[k]; !ok {
			e, err := s.ExecutionGet(ctx, l.Task)
			if err != nil && !errors.Is(err, ledger.ErrNotFound) {
				return nil, fmt.Errorf("meeting ties: %w", err)
			}
			titles[k] = e.Intent.Title
		}
		later := ledger.BusinessKey{Tenant: sc.Tenant, Project: sc.Project, Meeting: sc.Meeting, Action: l.Action, Operation: ledger.OpCreateTask}
		out = append(out, Tie{ActionKey: later.String(), Kind: string(l.Kind), Task: k, TaskTitle: titles[k], Evidence: l.Evidence, Why: l.Why, Line: l.Line, Status: l.Status})
	}
	return out, nil
}

// decidedBy is the person who decided a link ("" for a linker's).
func decidedBy(l ledger.SeriesLink) string {
	if l.Kind.Decided() {
		return l.Actor
	}
	return ""
}

// person is whose a task is as the notes wrote it when the roster named
// no one: the owner as written, or the several owners a task was held
// for ("" when a roster person is its assignee, or none was written).
func (t *taskInfo) person() string {
	if t.latest.AssigneeID != "" {
		return ""
	}
	if len(t.owners) > 1 {
		return strings.Join(t.owners, ", ")
	}
	return strings.TrimSpace(t.latest.Assignee)
}
