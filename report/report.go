// Package report computes the agent's report card (issue 15; seed 003's
// closing promise): was the work done, how much did people have to fix, and
// were failures recovered. Every figure is computed from the ledger's facts
// (ledger.ReportFacts: the rows, the append-only log, the attempts and the
// log of absorbed duplicates), never from counters kept on the side, so a
// report of last month is as right after a crash as before it.
package report

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/ledger"
)

// Params selects what a card covers: a scope (zero fields match
// everything) and a period of creation times [Since, Until) (zero bounds
// are open).
type Params struct {
	Tenant  string
	Project string
	Meeting string
	Since   time.Time
	Until   time.Time
	// MeetingDate, when set, makes [Since, Until) a period of meeting
	// dates instead of record creation times: it gives a meeting's date
	// (YYYY-MM-DD, "" when unknown; such a meeting is left out of a
	// bounded period). September's notes registered in December count in
	// September.
	MeetingDate func(ledger.MeetingScope) string
	// ByRecordTime keeps [Since, Until) a period of record creation times
	// (axagent report --by-record-time).
	ByRecordTime bool
}

// Row is the card of one meeting, or of all of them (the total). Field
// meanings are documented in Fields, which `axagent report --help` prints.
type Row struct {
	Tenant  string `json:"tenant"`
	Project string `json:"project"`
	Meeting string `json:"meeting"`

	Extracted  int `json:"extracted"`
	Ready      int `json:"ready"`
	NeedsHuman int `json:"needs_human"`
	Awaiting   int `json:"awaiting_approval"`
	Registered int `json:"registered"`
	// What the tracker last said of the registered tasks (a task never
	// asked yet is in none of the three).
	TrackerOpen      int     `json:"tracker_open"`
	TrackerDone      int     `json:"tracker_done"`
	TrackerCancelled int     `json:"tracker_cancelled"`
	Notified         int     `json:"notified"`
	Open             int     `json:"open"`
	OldestOpenAgeS   int64   `json:"oldest_open_age_s"`
	OldestOpenKey    string  `json:"oldest_open_key"`
	Approvals        int     `json:"approvals"`
	Rejections       int     `json:"rejections"`
	Corrections      int     `json:"corrections"`
	CorrAssignee     int     `json:"corrections_assignee"`
	CorrDue          int     `json:"corrections_due"`
	CorrTitle        int     `json:"corrections_title"`
	CorrOther        int     `json:"corrections_other"`
	ManualResolved   int     `json:"manual_resolutions"`
	ManualFound      int     `json:"manual_found"`
	ManualRequeued   int     `json:"manual_requeued"`
	ManualAbandoned  int     `json:"manual_abandoned"`
	HumanPer100      float64 `json:"human_per_100"`

	Unknown           int `json:"unknown"`
	SettledFoundByKey int `json:"settled_found_by_key"`
	SettledResent     int `json:"settled_resent"`
	SettledByHuman    int `json:"settled_by_human"`
	UnknownOpen       int `json:"unknown_open"`
	Retries           int `json:"retries"`
	Takeovers         int `json:"stale_owner_takeovers"`
	StaleAttempts     int `json:"stale_attempts"`
	Duplicates        int `json:"duplicates_absorbed"`
	DupEvents         int `json:"duplicates_events"`
	DupKeys           int `json:"duplicates_keys"`
	BreakerRefusals   int `json:"breaker_refusals"`

	RegisteredP50Ms int64 `json:"registered_p50_ms"`
	RegisteredP99Ms int64 `json:"registered_p99_ms"`
	NotifiedP50Ms   int64 `json:"notified_p50_ms"`
	NotifiedP99Ms   int64 `json:"notified_p99_ms"`

	ChangedShare float64 `json:"changed_or_rejected_share"`

	regLat, notLat []int64
	changed        int
}

// Fields documents every JSON field of a Row, in order (printed by
// `axagent report --help`).
var Fields = [][2]string{
	{"tenant, project, meeting", "the meeting (in total: the scope asked for, empty where unfiltered)"},
	{"extracted", "actions extracted: create-task keys created in the period"},
	{"ready", "actions the extraction resolved (first log entry: pending, or needs-human awaiting approval)"},
	{"awaiting_approval", "of those, actions that waited for a person's approval (config approval: required)"},
	{"needs_human", "actions the extraction could not resolve (first log entry: needs-human for another reason)"},
	{"registered", "actions whose task the target holds (their log reached succeeded)"},
	{"tracker_open, tracker_done, tracker_cancelled", "registered tasks by what their tracker last said (status pull or push): still open or in progress, done, cancelled; a task not asked yet is in none"},
	{"notified", "actions whose assignee notification was delivered (its log reached succeeded)"},
	{"open", "actions not settled yet (pending, running, unknown or needs-human now)"},
	{"oldest_open_age_s, oldest_open_key", "age in seconds and key of the oldest open action"},
	{"approvals", "approvals: axagent approve (also with a correction), or a first requeue of an action held since extraction"},
	{"rejections", "rejections: axagent reject, or a first abandon of an action held since extraction"},
	{"corrections", "content changes: a person (axagent approve/resolve with --assignee/--due/--title) or a new reading replaced a held action's content, or an update-task key changed a registered task"},
	{"corrections_assignee, corrections_due, corrections_title, corrections_other", "corrections by the field that changed (other: a replacement whose changed field the log cannot tell, e.g. a due date)"},
	{"manual_resolutions", "other human decisions: manual_found (external ID given by hand) + manual_requeued + manual_abandoned"},
	{"human_per_100", "(approvals + rejections + corrections + manual_resolutions) per 100 extracted actions"},
	{"unknown", "keys (tasks and notifications) with an unknown outcome (the target may have acted)"},
	{"settled_found_by_key, settled_resent, settled_by_human, unknown_open", "how each unknown key was settled: the reconciler found it by key, a resend with the same key inside the target's key window, a person; or not yet"},
	{"retries", "attempts that ended retryable (nothing reached the target)"},
	{"stale_owner_takeovers", "leases that expired and were taken over; the stale owner's later writes are refused"},
	{"stale_attempts", "attempts never recorded as ended whose key a later generation took over: the stale owner died, or its write was refused"},
	{"duplicates_absorbed", "duplicates absorbed without a second effect: duplicates_events (a rerun, a redelivered webhook, a concurrent register of the same event) + duplicates_keys (a key enqueued again with the same content)"},
	{"breaker_refusals", "attempts refused by the open circuit breaker of the target"},
	{"registered_p50_ms, registered_p99_ms", "meeting received (its event in the inbox, else the action's key recorded) to task registered, milliseconds"},
	{"notified_p50_ms, notified_p99_ms", "meeting received to assignee notified, milliseconds"},
	{"changed_or_rejected_share", "share of extracted actions a person corrected or rejected (extraction quality proxy, 0..1)"},
}

// Coverage says which part of the period the ledger can still answer for.
type Coverage struct {
	// OldestKept is the creation of the oldest execution left in the scope.
	OldestKept time.Time `json:"oldest_kept,omitzero"`
	// Collected actions (in the registry, no execution left: removed by
	// GC) and the span of their extraction times, which the card cannot
	// cover.
	Collected      int       `json:"collected_actions"`
	UncoveredFrom  time.Time `json:"uncovered_from,omitzero"`
	UncoveredUntil time.Time `json:"uncovered_until,omitzero"`
}

// Card is the report card: one row per meeting and the total.
type Card struct {
	Tenant      string    `json:"-"`
	Project     string    `json:"-"`
	Meeting     string    `json:"-"`
	Since       time.Time `json:"since,omitzero"`
	Until       time.Time `json:"until,omitzero"`
	GeneratedAt time.Time `json:"generated_at"`
	Meetings    []Row     `json:"meetings"`
	Total       Row       `json:"total"`
	Coverage    Coverage  `json:"coverage"`
}

// Source is the one ledger read a card needs.
type Source interface {
	ReportFacts(ctx context.Context, p ledger.ReportParams) (ledger.ReportFacts, error)
	TaskStatusLatest(ctx context.Context, keys []string) (map[string]ledger.TaskStatus, error)
}

// Build reads the facts and computes the card.
func Build(ctx context.Context, src Source, p Params) (Card, error) {
	if !p.Since.IsZero() && !p.Until.IsZero() && !p.Until.After(p.Since) {
		return Card{}, fmt.Errorf("report: --until %s is not after --since %s", p.Until.Format(time.RFC3339), p.Since.Format(time.RFC3339))
	}
	byMeeting := p.MeetingDate != nil && (!p.Since.IsZero() || !p.Until.IsZero())
	rp := ledger.ReportParams{Tenant: p.Tenant, Project: p.Project, Meeting: p.Meeting, Since: p.Since, Until: p.Until}
	if byMeeting {
		rp.Since, rp.Until = time.Time{}, time.Time{}
	}
	f, err := src.ReportFacts(ctx, rp)
	if err != nil {
		return Card{}, fmt.Errorf("report: %w", err)
	}
	if byMeeting {
		f = byMeetingDate(f, p)
	}
	var tasks []string
	for _, e := range f.Executions {
		if k, ok := splitKey(e.Key); ok && k.Operation == ledger.OpCreateTask && e.State == ledger.Succeeded {
			tasks = append(tasks, e.Key)
		}
	}
	if len(tasks) > 0 {
		if f.TaskStatus, err = src.TaskStatusLatest(ctx, tasks); err != nil {
			return Card{}, fmt.Errorf("report: tracker status: %w", err)
		}
	}
	return Compute(p, f), nil
}

// byMeetingDate keeps the facts of the meetings whose date is in
// [p.Since, p.Until), compared as calendar dates.
func byMeetingDate(f ledger.ReportFacts, p Params) ledger.ReportFacts {
	from, until := "", ""
	if !p.Since.IsZero() {
		from = p.Since.Format("2006-01-02")
	}
	if !p.Until.IsZero() {
		until = p.Until.Format("2006-01-02")
	}
	memo := map[ledger.MeetingScope]bool{}
	in := func(sc ledger.MeetingScope) bool {
		ok, seen := memo[sc]
		if !seen {
			d := p.MeetingDate(sc)
			ok = d != "" && (from == "" || d >= from) && (until == "" || d < until)
			memo[sc] = ok
		}
		return ok
	}
	keyIn := func(k string) bool {
		bk, err := ledger.ParseKey(k)
		return err == nil && in(ledger.MeetingScope{Tenant: bk.Tenant, Project: bk.Project, Meeting: bk.Meeting})
	}
	out := f
	out.Executions, out.Notifications, out.Absorbed, out.Registry = nil, nil, nil, nil
	for _, e := range f.Executions {
		if keyIn(e.Key) {
			out.Executions = append(out.Executions, e)
		}
	}
	for _, n := range f.Notifications {
		if keyIn(n.ExecKey) {
			out.Notifications = append(out.Notifications, n)
		}
	}
	for _, a := range f.Absorbed {
		// An event delivered again (a rerun of the notes) has no key:
		// Compute counts it for the kept executions it was the source of,
		// and for no other.
		if a.Key == "" || keyIn(a.Key) {
			out.Absorbed = append(out.Absorbed, a)
		}
	}
	for _, r := range f.Registry {
		if in(r.Scope) {
			out.Registry = append(out.Registry, r)
		}
	}
	return out
}

type meetingID struct{ tenant, project, meeting string }

// Compute turns facts into the card. It is a pure function of its input.
func Compute(p Params, f ledger.ReportFacts) Card {
	c := Card{Tenant: p.Tenant, Project: p.Project, Meeting: p.Meeting, Since: p.Since, Until: p.Until, GeneratedAt: f.Now, Meetings: []Row{}}
	rows := map[meetingID]*Row{}
	rowOf := func(k ledger.BusinessKey) *Row {
		id := meetingID{k.Tenant, k.Project, k.Meeting}
		r := rows[id]
		if r == nil {
			r = &Row{Tenant: k.Tenant, Project: k.Project, Meeting: k.Meeting}
			rows[id] = r
		}
		return r
	}
	registry := map[string]ledger.RegisteredAction{}
	for _, a := range f.Registry {
		registry[a.Scope.Tenant+":"+a.Scope.Project+":"+a.Scope.Meeting+":"+a.ActionID] = a
	}
	notes := make(map[string][]int, len(f.Notifications)) // indices into f.Notifications
	for i, n := range f.Notifications {
		notes[n.ExecKey] = append(notes[n.ExecKey], i)
	}
	// Intents by action, create first then updates in order, so that an
	// update is compared with the intent it changed.
	type step struct {
		seq int
		in  ledger.Intent
	}
	chains := map[string][]step{}
	keys := make(map[string]ledger.BusinessKey, len(f.Executions))
	bySource := map[string][]ledger.BusinessKey{}
	for _, e := range f.Executions {
		k, ok := splitKey(e.Key)
		if !ok {
			continue
		}
		keys[e.Key] = k
		bySource[e.Source] = append(bySource[e.Source], k)
		if strings.HasPrefix(k.Operation, ledger.OpUpdateTask) {
			act := actionOf(k)
			chains[act] = append(chains[act], step{updateSeq(k.Operation), e.Intent})
		}
	}
	// The creates of the actions that were updated head their chains.
	for _, e := range f.Executions {
		if k, ok := keys[e.Key]; ok && k.Operation == ledger.OpCreateTask && len(chains) > 0 {
			if ch, ok := chains[actionOf(k)]; ok {
				chains[actionOf(k)] = append(ch, step{0, e.Intent})
			}
		}
	}
	for _, ch := range chains {
		sort.Slice(ch, func(i, j int) bool { return ch[i].seq < ch[j].seq })
	}
	changedActions := map[string]bool{}
	for _, e := range f.Executions {
		k, ok := keys[e.Key]
		if !ok {
			continue
		}
		r := rowOf(k)
		var act string // the action's key, built when needed
		actOf := func() string {
			if act == "" {
				act = actionOf(k)
			}
			return act
		}
		heldAtStart := len(e.Log) > 0 && e.Log[0].To == ledger.NeedsHuman
		awaiting := heldAtStart && strings.HasPrefix(e.Log[0].Reason, AwaitingApproval)
		// The meeting was received when the inbox took its event (a webhook
		// waits for the worker), else when the key was recorded.
		received := e.CreatedAt
		if at, ok := f.Received[e.Source]; ok && at.Before(received) {
			received = at
		}
		if k.Operation == ledger.OpCreateTask {
			r.Extracted++
			switch {
			case awaiting:
				r.Ready++
				r.Awaiting++
			case heldAtStart:
				r.NeedsHuman++
			case len(e.Log) > 0:
				r.Ready++
			}
			if at, ok := firstTo(e.Log, ledger.Succeeded); ok {
				r.Registered++
				if st, ok := f.TaskStatus[e.Key]; ok {
					switch st.Status {
					case connectors.StatusDone:
						r.TrackerDone++
					case connectors.StatusCancelled:
						r.TrackerCancelled++
					default:
						r.TrackerOpen++
					}
				}
				r.regLat = append(r.regLat, at.Sub(received).Milliseconds())
			}
			for _, i := range notes[e.Key] {
				if at, ok := firstTo(f.Notifications[i].Log, ledger.Succeeded); ok {
					r.Notified++
					r.notLat = append(r.notLat, at.Sub(received).Milliseconds())
					break
				}
			}
			if !e.State.Terminal() {
				r.Open++
				if age := int64(f.Now.Sub(e.CreatedAt) / time.Second); r.OldestOpenKey == "" || age > r.OldestOpenAgeS {
					r.OldestOpenAgeS, r.OldestOpenKey = age, e.Key
				}
			}
		}
		if strings.HasPrefix(k.Operation, ledger.OpUpdateTask) {
			r.Corrections++
			changedActions[actOf()] = true
			ch := chains[actOf()]
			for i := 1; i < len(ch); i++ {
				if ch[i].seq == updateSeq(k.Operation) {
					prev, cur := ch[i-1].in, ch[i].in
					if prev.DueDate != cur.DueDate {
						r.CorrDue++
					}
					if !strings.EqualFold(prev.AssigneeID, cur.AssigneeID) {
						r.CorrAssignee++
					}
					if prev.Title != cur.Title {
						r.CorrTitle++
					}
					break
				}
			}
		}
		attempted := false
		for _, t := range e.Log {
			switch {
			case t.AttemptID != "":
				attempted = true
			case isCorrection(t):
				r.Corrections++
				changedActions[actOf()] = true
				if strings.HasPrefix(t.Reason, "approved and ") {
					r.Approvals++
				}
				title, assignee, due, said := correctedFields(t.Reason)
				if !said {
					// A new reading replaced the content: what changed is
					// read against what the extraction first registered.
					reg, known := registry[actOf()]
					title = known && reg.Title != e.Intent.Title
					assignee = known && !strings.EqualFold(reg.Assignee, e.Intent.Assignee) && !strings.EqualFold(reg.Assignee, e.Intent.AssigneeID)
				}
				r.CorrTitle += b2i(title)
				r.CorrAssignee += b2i(assignee)
				r.CorrDue += b2i(due)
				if !title && !assignee && !due {
					r.CorrOther++
				}
			case t.From != "":
				// A human decision: no attempt, a new generation. Approve
				// and reject write their word first; a first requeue or
				// abandon of an action held since extraction is one too.
				first := heldAtStart && !attempted
				switch {
				case t.To == ledger.Pending && (strings.HasPrefix(t.Reason, "approved") || first):
					r.Approvals++
				case t.To == ledger.Abandoned && (strings.HasPrefix(t.Reason, "rejected") || first):
					r.Rejections++
					changedActions[actOf()] = true
				default:
					r.manual(t.To)
				}
			}
		}
		r.recovery(e)
	}
	for _, n := range f.Notifications {
		k, ok := keys[n.ExecKey]
		if !ok {
			continue
		}
		r := rowOf(k)
		for _, t := range n.Log {
			if t.AttemptID == "" && t.From != "" {
				r.manual(t.To)
			}
		}
		r.recovery(n)
	}
	seen := map[meetingID]map[int64]bool{}
	for _, d := range f.Absorbed {
		var targets []ledger.BusinessKey
		if d.Key != "" {
			if k, ok := keys[d.Key]; ok {
				targets = append(targets, k)
			}
		} else {
			targets = bySource[d.Event]
		}
		for _, k := range targets {
			id := meetingID{k.Tenant, k.Project, k.Meeting}
			if seen[id] == nil {
				seen[id] = map[int64]bool{}
			}
			if seen[id][d.ID] {
				continue
			}
			seen[id][d.ID] = true
			r := rowOf(k)
			r.Duplicates++
			if d.Key != "" {
				r.DupKeys++
			} else {
				r.DupEvents++
			}
		}
	}
	for act := range changedActions {
		if k, ok := splitKey(act + ":" + ledger.OpCreateTask); ok {
			if _, ok := keys[k.String()]; ok {
				rowOf(k).changed++
			}
		}
	}
	total := Row{Tenant: p.Tenant, Project: p.Project, Meeting: p.Meeting}
	for _, r := range rows {
		r.finish()
		c.Meetings = append(c.Meetings, *r)
		total.add(r)
	}
	sort.Slice(c.Meetings, func(i, j int) bool {
		a, b := c.Meetings[i], c.Meetings[j]
		if a.Tenant != b.Tenant {
			return a.Tenant < b.Tenant
		}
		if a.Project != b.Project {
			return a.Project < b.Project
		}
		return a.Meeting < b.Meeting
	})
	total.finish()
	c.Total = total
	c.Coverage = Coverage{OldestKept: f.OldestKept, Collected: f.Collected.Count}
	if f.Collected.Count > 0 {
		c.Coverage.UncoveredFrom, c.Coverage.UncoveredUntil = f.Collected.Oldest, f.Collected.Newest
	}
	return c
}

// AwaitingApproval is the reason an action that needs approval (config
// approval: required) waits with from extraction (app.AwaitingApproval).
const AwaitingApproval = "awaiting approval"

// correctedFields reads which fields a person's correction changed from its
// log reason, "[approved and ]corrected by NAME (assignee X, due D, title
// "T"): why"; said is false for a reason of another form.
func correctedFields(reason string) (title, assignee, due, said bool) {
	rest, ok := strings.CutPrefix(strings.TrimPrefix(reason, "approved and "), "corrected by ")
	if !ok {
		return false, false, false, false
	}
	open := strings.Index(rest, " (")
	end := strings.Index(rest, "): ")
	if open < 0 || end < open {
		return false, false, false, false
	}
	for _, part := range strings.Split(rest[open+2:end], ", ") {
		switch {
		case strings.HasPrefix(part, "assignee "):
			assignee = true
		case strings.HasPrefix(part, "due "):
			due = true
		case strings.HasPrefix(part, "title "):
			title = true
		}
	}
	return title, assignee, due, true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// splitKey splits a business key read from the ledger (validated when it
// was stored) into its components.
func splitKey(key string) (ledger.BusinessKey, bool) {
	c := strings.Split(key, ":")
	if len(c) != 5 {
		return ledger.BusinessKey{}, false
	}
	return ledger.BusinessKey{Tenant: c[0], Project: c[1], Meeting: c[2], Action: c[3], Operation: c[4]}, true
}

func actionOf(k ledger.BusinessKey) string {
	return k.Tenant + ":" + k.Project + ":" + k.Meeting + ":" + k.Action
}

// isCorrection: a held key's content replaced before any attempt. It is
// logged from needs-human with no attempt and, unlike a human decision,
// without a new generation.
func isCorrection(t ledger.Transition) bool {
	return t.AttemptID == "" && t.From == ledger.NeedsHuman && t.Generation == 0 && (t.To == ledger.Pending || t.To == ledger.NeedsHuman)
}

func (r *Row) manual(to ledger.State) {
	r.ManualResolved++
	switch to {
	case ledger.Succeeded:
		r.ManualFound++
	case ledger.Pending:
		r.ManualRequeued++
	case ledger.Abandoned:
		r.ManualAbandoned++
	}
}

// recovery counts one key's unknown outcome and how it was settled,
// retries, takeovers and breaker refusals.
func (r *Row) recovery(k ledger.KeyFacts) {
	var lastGen int64
	for _, a := range k.Attempts {
		lastGen = max(lastGen, a.Generation)
	}
	for _, a := range k.Attempts {
		if a.EndedAt.IsZero() && a.Generation < lastGen {
			r.StaleAttempts++
		}
		if ledger.Outcome(a.Outcome) == ledger.OutcomeRetryable {
			r.Retries++
		}
		if strings.Contains(a.Error, "circuit breaker") {
			r.BreakerRefusals++
		}
	}
	sawUnknown := false
	var settled *ledger.Transition
	for i, t := range k.Log {
		if t.From == ledger.Running && t.To == ledger.Running {
			r.Takeovers++
		}
		if t.To == ledger.Unknown {
			sawUnknown = true
		}
		if sawUnknown && t.To.Terminal() {
			settled = &k.Log[i]
		}
	}
	if !sawUnknown {
		return
	}
	r.Unknown++
	switch {
	case settled == nil:
		r.UnknownOpen++
	case settled.AttemptID == "" || settled.To == ledger.Abandoned:
		r.SettledByHuman++
	case ledger.Outcome(outcomeOf(k.Attempts, settled.AttemptID)) == ledger.OutcomeFound:
		r.SettledFoundByKey++
	default:
		r.SettledResent++
	}
}

// outcomeOf is the outcome of attempt id (a key has a few attempts).
func outcomeOf(atts []ledger.Attempt, id string) string {
	for _, a := range atts {
		if a.ID == id {
			return a.Outcome
		}
	}
	return ""
}

func (r *Row) add(o *Row) {
	r.Extracted += o.Extracted
	r.Ready += o.Ready
	r.NeedsHuman += o.NeedsHuman
	r.Awaiting += o.Awaiting
	r.Registered += o.Registered
	r.TrackerOpen += o.TrackerOpen
	r.TrackerDone += o.TrackerDone
	r.TrackerCancelled += o.TrackerCancelled
	r.Notified += o.Notified
	r.Open += o.Open
	if o.OldestOpenKey != "" && (r.OldestOpenKey == "" || o.OldestOpenAgeS > r.OldestOpenAgeS) {
		r.OldestOpenAgeS, r.OldestOpenKey = o.OldestOpenAgeS, o.OldestOpenKey
	}
	r.Approvals += o.Approvals
	r.Rejections += o.Rejections
	r.Corrections += o.Corrections
	r.CorrAssignee += o.CorrAssignee
	r.CorrDue += o.CorrDue
	r.CorrTitle += o.CorrTitle
	r.CorrOther += o.CorrOther
	r.ManualResolved += o.ManualResolved
	r.ManualFound += o.ManualFound
	r.ManualRequeued += o.ManualRequeued
	r.ManualAbandoned += o.ManualAbandoned
	r.Unknown += o.Unknown
	r.SettledFoundByKey += o.SettledFoundByKey
	r.SettledResent += o.SettledResent
	r.SettledByHuman += o.SettledByHuman
	r.UnknownOpen += o.UnknownOpen
	r.Retries += o.Retries
	r.Takeovers += o.Takeovers
	r.StaleAttempts += o.StaleAttempts
	r.Duplicates += o.Duplicates
	r.DupEvents += o.DupEvents
	r.DupKeys += o.DupKeys
	r.BreakerRefusals += o.BreakerRefusals
	r.regLat = append(r.regLat, o.regLat...)
	r.notLat = append(r.notLat, o.notLat...)
	r.changed += o.changed
}

func (r *Row) finish() {
	r.RegisteredP50Ms, r.RegisteredP99Ms = percentile(r.regLat, 50), percentile(r.regLat, 99)
	r.NotifiedP50Ms, r.NotifiedP99Ms = percentile(r.notLat, 50), percentile(r.notLat, 99)
	if r.Extracted > 0 {
		r.HumanPer100 = round2(float64(r.Approvals+r.Rejections+r.Corrections+r.ManualResolved) * 100 / float64(r.Extracted))
		r.ChangedShare = round2(float64(r.changed) / float64(r.Extracted))
	}
}

// percentile is the nearest-rank percentile (0 for no values).
func percentile(v []int64, p int) int64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]int64(nil), v...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := int(math.Ceil(float64(p) / 100 * float64(len(s))))
	return s[max(rank, 1)-1]
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

func firstTo(log []ledger.Transition, to ledger.State) (time.Time, bool) {
	for _, t := range log {
		if t.To == to {
			return t.At, true
		}
	}
	return time.Time{}, false
}

// updateSeq reads n from update-task-n (1 for update-task).
func updateSeq(op string) int {
	var n int
	if _, err := fmt.Sscanf(strings.TrimPrefix(op, ledger.OpUpdateTask), "-%d", &n); err == nil {
		return n
	}
	return 1
}
