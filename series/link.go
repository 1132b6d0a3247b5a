package series

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// Default is the series of a meeting nothing names one for: every meeting
// of a tenant/project follows the ones before it.
const Default = "default"

// Linker links a meeting's plan to the open tasks of its series.
type Linker struct {
	Store ledger.Store
	Now   func() time.Time
	Log   *slog.Logger
	// HoldPossible holds an action with partial evidence for a person
	// (series.ambiguous: hold) instead of filing it and showing the
	// possible link.
	HoldPossible bool
	// AwaitApproval, when not nil, is the reason every task of the
	// meeting's project waits with for a person's approval before it is
	// created ("" when the team does not approve tasks): a task whose hold
	// a later meeting answers (its owner, its due date) then keeps
	// waiting, with that reason — the notes answer the hold's question,
	// never the approval.
	AwaitApproval func(sc ledger.MeetingScope) string
}

// Link is a later action tied to an earlier task.
type Link struct {
	ActionID string `json:"action_id"`
	// ActionKey is the later action's create-task key.
	ActionKey string `json:"action_key"`
	Title     string `json:"title"`
	Line      int    `json:"line"`
	Kind      string `json:"kind"`
	// Key is the earlier task's create-task key, ExternalID its task.
	Key        string `json:"key"`
	ExternalID string `json:"external_id"`
	TaskTitle  string `json:"task_title"`
	// Update is the update-task key that carries a changed due date to the
	// earlier task ("" when nothing changed).
	Update string `json:"update,omitempty"`
	// Answered: this action answered the earlier task's hold (it named
	// one of the owners the task was held for).
	Answered bool `json:"answered,omitempty"`
	// Status is what the meeting says of the task; "done" is a suggestion
	// for a person, never an automatic close.
	Status   Status `json:"status,omitempty"`
	Evidence string `json:"evidence"`
	// Why is the evidence typed (Evidence is its words).
	Why ledger.LinkEvidence `json:"why"`
	// TaskHeld: the earlier task still waits for a person before any
	// attempt; this restatement is part of that one hold (approving it
	// files one task, rejecting it drops this too), not a hold of its own.
	TaskHeld bool `json:"task_held,omitempty"`
	// HeldDue is the due date this restatement gave a task still held
	// for a person before any attempt (carried into its hold: approving
	// it files the task with this date).
	HeldDue string `json:"held_due,omitempty"`
	// NewWork is the title of the new work this action's line also
	// took ("finished X, will now start Y"): filed as its own task under
	// ActionKey, while this link reports X done.
	NewWork string `json:"new_work,omitempty"`
	// Held: a possible link of an action held for a person (a question
	// of its own, or series.ambiguous: hold): merging it answers the
	// hold; approving it as a new task drops the link (FiledNew).
	Held bool `json:"held,omitempty"`
}

// Carried is an open task of the series this meeting did not mention.
type Carried struct {
	Key        string `json:"key"`
	ExternalID string `json:"external_id"`
	Title      string `json:"title"`
	AssigneeID string `json:"assignee_id"`
	// Assignee is the person as written when no roster person is
	// (OpenTask.Assignee).
	Assignee string        `json:"assignee,omitempty"`
	DueDate  string        `json:"due_date"`
	Meeting  string        `json:"meeting"`
	State    string        `json:"state"`
	Age      time.Duration `json:"age_ns"`
	// TrackerStatus is what the tracker last said; empty until asked.
	TrackerStatus string `json:"tracker_status"`
}

// Outcome is what Link decided for a meeting.
type Outcome struct {
	Series string
	// Plan is the plan to submit: restatements are not in it.
	Plan extract.Plan
	// Holds are ready actions (by business key) held for a person, with
	// the question they ask; the submission records them needs-human.
	Holds map[string]string
	// HoldWhy are the same holds typed, for a reader's language
	// (HoldWords).
	HoldWhy map[string]Hold
	// Same are restatements (not filed again), Possible the actions
	// filed (or held) with an earlier task they may be.
	Same, Possible []Link
	// Updates are update-task keys to work (changed due dates, answered
	// holds).
	Updates []string
	Carried []Carried
	// Facts are status facts: lines that are no action reporting on an
	// open task of the series (recorded once; never a task).
	Facts []StatusFact
	// DoneReports are actions read as reports of finished work that
	// restate no open task: nothing is filed for them, and the run says
	// so, line by line, for a person to check the reading.
	DoneReports []Link
}

// ClashError: notes of another date were given a meeting ID that a
// meeting of its own already holds. Two meetings are never merged and one
// never updates the other's tasks: the second is refused, naming both.
type ClashError struct {
	Scope              ledger.MeetingScope
	First, FirstDate   string
	Second, SecondDate string
}

func (e *ClashError) Error() string {
	return fmt.Sprintf("meeting %s is the meeting of %s read from %s; %s is dated %s: it is another meeting — give it its own ID (--meeting) or fix its date",
		e.Scope.Meeting, e.FirstDate, dash(e.First, "an earlier event"), dash(e.Second, "these notes"), e.SecondDate)
}

// CheckMeeting refuses notes dated date (YYYY-MM-DD, "" unknown) that
// would join meeting sc when sc is a meeting of another date: read only,
// so the refusal comes before anything is recorded.
func CheckMeeting(ctx context.Context, s ledger.Store, sc ledger.MeetingScope, date, source string) error {
	m, err := s.SeriesMeetingGet(ctx, sc)
	switch {
	case errors.Is(err, ledger.ErrNotFound):
		return nil
	case err != nil:
		return fmt.Errorf("check meeting %s: %w", sc.Meeting, err)
	case m.Date != "" && date != "" && m.Date != date:
		return &ClashError{Scope: sc, First: m.Source, FirstDate: m.Date, Second: source, SecondDate: date}
	}
	return nil
}

// hold holds key for a person: the ledger records h's English words.
func (o *Outcome) hold(key string, h Hold) {
	o.Holds[key], o.HoldWhy[key] = HoldWords("en", h, nil), h
}

// Held returns the hold reason of an action (for plan.Options.Hold).
func (o Outcome) Held(a extract.Action) string { return o.Holds[a.BusinessKey] }

// Input is a meeting's plan and what Link needs beside it.
type Input struct {
	Plan extract.Plan
	// Series named by the caller (register --series); "" is the one the
	// meeting had, else Default.
	Series string
	// Source and Content identify the notes (a path, a hash).
	Source, Content string
	// Notes are the notes as written, their lines the plan's source
	// lines (nil when they are not, as a transcript's): the status a
	// restatement has from where it is written (StatusAt), and the lines
	// that are no action, read for status facts.
	Notes []byte
	// Roster resolves the names of lines that are no action (status
	// facts); nil reads only lines that name no one.
	Roster *extract.Roster
}

// SeriesOf is the series meeting sc belongs to: named when given (and
// recorded for a meeting that has none), else the one recorded, else
// Default.
func SeriesOf(ctx context.Context, s ledger.Store, sc ledger.MeetingScope, named string) (string, error) {
	m, err := s.SeriesMeetingGet(ctx, sc)
	switch {
	case err == nil:
		return m.Series, nil
	case !errors.Is(err, ledger.ErrNotFound):
		return "", fmt.Errorf("series of %s: %w", sc.Meeting, err)
	case named != "":
		return named, nil
	}
	return Default, nil
}

// Link decides, for each action of the plan, whether it restates an open
// task of the series, may be one (partial evidence), or is new, and
// records the series' facts: the meeting's membership, its actions as
// tasks later meetings match against, and the links. It runs before the
// plan is submitted: a crash between the two leaves facts that the next
// read of the same notes finds again, never a task the series forgot.
func (l *Linker) Link(ctx context.Context, in Input) (Outcome, error) {
	pl := in.Plan
	sc := ledger.MeetingScope{Tenant: pl.Meeting.Tenant, Project: pl.Meeting.Project, Meeting: pl.Meeting.Meeting}
	out := Outcome{Plan: pl, Holds: map[string]string{}, HoldWhy: map[string]Hold{}}
	m, _, err := l.Store.SeriesMeetingAdd(ctx, ledger.SeriesMeeting{Scope: sc, Series: nonEmpty(in.Series, Default), Date: pl.Meeting.Date,
		Source: in.Source, Content: in.Content}, l.now())
	if err != nil {
		return out, fmt.Errorf("link %s: %w", sc.Meeting, err)
	}
	if m.Date != "" && pl.Meeting.Date != "" && m.Date != pl.Meeting.Date {
		return out, &ClashError{Scope: sc, First: m.Source, FirstDate: m.Date, Second: in.Source, SecondDate: pl.Meeting.Date}
	}
	out.Series = m.Series
	if in.Series != "" && in.Series != m.Series {
		l.Log.Warn("meeting keeps the series it was first given", "meeting", sc.Meeting, "series", m.Series, "named", in.Series)
	}
	v, err := l.view(ctx, sc, out.Series)
	if err != nil {
		return out, err
	}
	existing, err := l.existing(ctx, pl)
	if err != nil {
		return out, err
	}
	apart, stored, err := recorded(ctx, l.Store, sc)
	if err != nil {
		return out, err
	}
	out.Plan.Actions = nil
	status := statusReader(ctx, in)
	kind := kindReader(ctx, in)
	mentioned := map[string]bool{}
	var pending links
	split := splitItems(pl.Actions)
	for _, act := range pl.Actions {
		e, exists := existing[act.BusinessKey]
		if KindOf(kind(act)).Restating() && !(exists && e.Intent.Title == act.Title) {
			// A carry-over or progress line's status remark ("- in
			// progress, PR #418 up") says how its task stands: the task,
			// filed or matched, is the work before it. Read alike on every
			// run, so a rerun's title is the first run's; a key registered
			// with the remark (before it was read so) keeps it, as a rerun
			// never renames a task.
			act.Title = withoutStatusRemark(act.Title)
		}
		held := exists && e.State == ledger.NeedsHuman && e.Attempts == 0
		// A key this meeting already has was decided before; only a hold
		// is asked again, so that a re-read never releases it unless the
		// notes answer its question (plan.Options.Hold).
		if exists && !held || !linkable(act) {
			if exists && !held {
				out.Same = append(out.Same, v.newWorkAgain(&act, stored[act.ActionID], mentioned)...)
				out.Possible = append(out.Possible, v.again(act, stored[act.ActionID], mentioned)...)
			}
			out.Plan.Actions = append(out.Plan.Actions, act)
			continue
		}
		if held && act.Ready() {
			// A rerun of a meeting whose held task a later meeting
			// restated with another due date keeps that date: the re-read
			// is not a correction of the hold.
			if act, err = l.keepCarriedDue(ctx, e, act); err != nil {
				return out, err
			}
		}
		if held {
			// Its key may be a task a later meeting's action was set apart
			// from: that pair stays apart whichever way it is read.
			if err := apart.reverse(ctx, l.Store, act); err != nil {
				return out, err
			}
		}
		act = kind(act)
		switch {
		case !exists && (act.Ready() || possibleOnly(act)):
			// "finished the Q3 report, will now start the Q4 report": the
			// report closes its task, the new work is filed on its own. A
			// line held only as a possible action (under a status heading,
			// say) still reports its task done: the hold asks whether the
			// new work is an action, and keeps asking it of that work alone.
			if _, err := l.doneAndNew(ctx, v, sc, out.Series, apart, &act, func(lk Link) {
				mentioned[lk.Key] = true
				pending.add(sc, v.info[lk.Key].create.Key, lk, ledger.LinkSame, l.now())
				out.Same = append(out.Same, lk)
			}); err != nil {
				return out, err
			}
		case held:
			// Its first read reported a task done and held the new work:
			// the hold is the new work's, read again as it was.
			out.Same = append(out.Same, v.newWorkAgain(&act, stored[act.ActionID], mentioned)...)
		}
		d, err := l.decide(ctx, v, sc, out.Series, reportsOn(act, status))
		if err != nil {
			return out, err
		}
		d = apart.honour(act.ActionID, d)
		d = split.guard(act, d)
		if d.Verdict == New && !act.Ready() && act.AssigneeID == "" {
			// Held with no one owner the roster knows: the deliverable
			// alone is partial evidence, shown to whoever answers the hold.
			if d, err = l.hint(ctx, v, act); err != nil {
				return out, err
			}
			d = apart.honour(act.ActionID, d)
		}
		// show records the possible links of an action held for a
		// question of its own: never linked, shown where its hold is, so
		// the person answering it may merge it into one of tasks.
		show := func(tasks []Task, why ledger.LinkEvidence) {
			for _, p := range tasks {
				mentioned[p.Key] = true
				w := v.perTask(act, why, p)
				pl := Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: act.Title, Line: act.SourceLine, Status: status(act, p.Title),
					Kind: string(ledger.LinkPossible), Key: p.Key, ExternalID: v.info[p.Key].create.ExternalID, TaskTitle: p.Title, Evidence: Words(w), Why: w, Held: true}
				pending.add(sc, v.info[p.Key].create.Key, pl, ledger.LinkPossible, l.now())
				out.Possible = append(out.Possible, pl)
			}
		}
		// heldSame: a restatement not linked because the line waits for
		// a person for its own question.
		heldSame := func() {
			was := d.Why
			show([]Task{d.Task}, ledger.LinkEvidence{Kind: EvHeldRestates, Of: &was, Task: d.Task.Key})
		}
		if d.Verdict == Same && unconfirmedNewDue(act, v.info[d.Task.Key]) {
			// A commitment in the discussion that restates a task with
			// another due date: whether it is one is the hold's question,
			// and the answer would move a task's date; a person decides.
			heldSame()
			out.Plan.Actions = append(out.Plan.Actions, act)
			continue
		}
		if d.Verdict == Same && (d.Unowned || act.Ready() && v.info[d.Task.Key].heldFor()) && !v.info[d.Task.Key].answeredBy(act) {
			// A task filed with no owner, or held for several, is this
			// action's only while it waits for nothing but its owner,
			// which this action names; else (confirmed with someone, or
			// also waiting for a due date or to be confirmed as an
			// action) a person decides: a name answers one question of
			// the hold, not the others.
			was := d.Why
			d = Decision{Verdict: Possible, Possible: []Task{d.Task}}.decided(ledger.LinkEvidence{Kind: EvWaitsForMore, Of: &was, Reason: v.info[d.Task.Key].create.Reason})
		}
		if (d.Verdict == New || d.Verdict == Possible && !act.Ready()) && doneReport(act, status(act, "")) {
			// A report that some work is done ("- 서연: Q3 report draft —
			// done" in a review of last week's actions) restating no open
			// task by the evidence rule (another deliverable, a task split
			// from it, closed meanwhile): no work to file or ask about. (A
			// ready one possibly the same as a task is filed and shown for
			// a person to merge, as any action with partial evidence.)
			// Said, never silent: a misread status would lose the work.
			out.DoneReports = append(out.DoneReports, Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: act.Title, Line: act.SourceLine, Status: StatusDone, Evidence: act.Evidence})
			continue
		}
		link := Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: act.Title, Line: act.SourceLine, Evidence: d.Evidence, Why: d.Why}
		if d.Verdict != New {
			link.Status = status(act, d.Task.Title)
		}
		switch {
		case d.Verdict == Same && held && !act.Ready():
			// Held for its own question (a re-read): shown as a first
			// read that did not link it showed it.
			heldSame()
			out.Plan.Actions = append(out.Plan.Actions, act)
		case d.Verdict == Same && held:
			// The held key's question is not this one's to settle.
			mentioned[d.Task.Key] = true
			out.hold(act.BusinessKey, Hold{Kind: HoldRestatesHeld, Tasks: []Task{d.Task}, Why: d.Why})
			out.Plan.Actions = append(out.Plan.Actions, act)
		case d.Verdict == Same:
			mentioned[d.Task.Key] = true
			t := v.info[d.Task.Key]
			// moves is the restatement as it may move the task's due date:
			// one that says the task is done carries none — when finished
			// work was due is moot, and its person would be told of a
			// change to it ("release notes done (due 10/16)").
			moves := act
			if link.Status == StatusDone || link.Status == StatusCancelled {
				moves.DueDate = ""
			}
			link.Kind, link.Key, link.ExternalID, link.TaskTitle = string(ledger.LinkSame), d.Task.Key, t.create.ExternalID, d.Task.Title
			switch {
			case t.answeredBy(moves):
				// A task held for want of one owner, or of a due date it
				// could read, or both; this meeting names the owner and
				// gives the date: the notes answer every question of it.
				key, err := l.answer(ctx, t, moves, sc)
				var meanwhile *decidedMeanwhile
				if errors.As(err, &meanwhile) {
					// A person decided the hold while this meeting was
					// read: their answer stands, and this action's is
					// not applied over it — filed as its own task and
					// shown as possibly that one, for a person to merge.
					was := d.Why
					ev := ledger.LinkEvidence{Kind: EvDecidedMeanwhile, Of: &was, Task: d.Task.Key, Reason: string(meanwhile.state)}
					pl := Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: act.Title, Line: act.SourceLine, Status: status(act, d.Task.Title),
						Kind: string(ledger.LinkPossible), Key: d.Task.Key, ExternalID: t.create.ExternalID, TaskTitle: d.Task.Title, Evidence: Words(ev), Why: ev}
					pending.add(sc, t.create.Key, pl, ledger.LinkPossible, l.now())
					out.Possible = append(out.Possible, pl)
					out.Plan.Actions = append(out.Plan.Actions, act)
					continue
				}
				if err != nil {
					return out, err
				}
				link.Answered = true
				// Answered, it still waits for approval where the team
				// approves every task: the task waits for a person.
				link.TaskHeld = l.awaitApproval(sc) != ""
				out.Updates = append(out.Updates, key)
			case t.waiting() && t.create.Attempts == 0 && moves.DueDate != "" && moves.DueDate != t.latest.DueDate && t.dueCarriable():
				// Held before any attempt, restated with another due date:
				// still one hold — the restatement's due date is carried
				// into it (the later meeting's), so the person answering it
				// files one task with the latest due date, or rejects both.
				// Never a second hold for the same work.
				moved, up, err := l.carryDue(ctx, t, moves, sc, pl.Meeting.Date)
				if err != nil {
					return out, err
				}
				if moved {
					link.HeldDue = moves.DueDate
				}
				link.Update, link.TaskHeld = up, up == ""
			case t.waiting() && t.create.Attempts == 0 && (!act.Ready() || moves.DueDate == "" || moves.DueDate == t.latest.DueDate):
				// Held before any attempt, restated with no more to say
				// (no one person named, or no other due date): one hold,
				// which the person deciding it sees restated here. The
				// hold stays; only a person releases it.
				link.TaskHeld = true
			case t.waiting():
				if !act.Ready() {
					heldSame()
					out.Plan.Actions = append(out.Plan.Actions, act)
					continue
				}
				out.hold(act.BusinessKey, Hold{Kind: HoldRestatesWaiting, Tasks: []Task{d.Task}, Why: d.Why, Reason: t.create.Reason})
				out.Plan.Actions = append(out.Plan.Actions, act)
				continue
			case moves.DueDate != "" && moves.DueDate != t.latest.DueDate:
				up, err := l.restateDue(ctx, t.create, moves)
				if err != nil {
					return out, fmt.Errorf("link %s: update %s: %w", act.BusinessKey, d.Task.Key, err)
				}
				link.Update = up
			}
			if link.Update != "" {
				out.Updates = append(out.Updates, link.Update)
			}
			pending.add(sc, t.create.Key, link, ledger.LinkSame, l.now())
			out.Same = append(out.Same, link)
		case d.Verdict == Possible && act.Ready():
			// A shared subject is no partial evidence of the deliverable:
			// shown, never held, whatever series.ambiguous says.
			// Nor is another person's task of the same words (handed over,
			// or each person's own: a person says which, the work goes on).
			hold := l.HoldPossible && d.Why.Kind != EvSharedSubject && d.Why.Kind != EvSharedPhrase && d.Why.Kind != EvOtherPerson && d.Why.Kind != EvOnlyTask
			for _, p := range d.Possible {
				mentioned[p.Key] = true
				pl := link
				pl.Kind, pl.Key, pl.ExternalID, pl.TaskTitle = string(ledger.LinkPossible), p.Key, v.info[p.Key].create.ExternalID, p.Title
				if w := v.perTask(act, d.Why, p); w.Kind == EvSharedSubject {
					pl.Why, pl.Evidence = w, Words(w)
				}
				pl.Held = hold
				pending.add(sc, v.info[p.Key].create.Key, pl, ledger.LinkPossible, l.now())
				out.Possible = append(out.Possible, pl)
			}
			if hold {
				out.hold(act.BusinessKey, Hold{Kind: HoldPossible, Tasks: d.Possible, Why: d.Why})
			}
			out.Plan.Actions = append(out.Plan.Actions, act)
		case d.Verdict == Possible:
			// Held for a question of its own (owner, due date, is it an
			// action): the possible tasks are shown with its hold.
			show(d.Possible, d.Why)
			out.Plan.Actions = append(out.Plan.Actions, act)
		default:
			out.Plan.Actions = append(out.Plan.Actions, act)
		}
	}
	if _, err := l.Store.SeriesLinkAdd(ctx, pending); err != nil {
		return out, fmt.Errorf("link %s: %w", sc.Meeting, err)
	}
	if err := l.addTasks(ctx, out); err != nil {
		return out, err
	}
	// Lines that are no action of the plan may still report on an open
	// task: status facts, recorded once.
	used := map[int]bool{}
	for _, act := range pl.Actions {
		used[act.SourceLine] = true
	}
	for _, lk := range append(append([]Link{}, out.Same...), out.Possible...) {
		used[lk.Line] = true
	}
	fs, rows, err := l.facts(ctx, v, sc, out.Series, in, used, mentioned)
	if err != nil {
		return out, err
	}
	if out.Facts, err = l.recordFacts(ctx, sc, fs, rows); err != nil {
		return out, err
	}
	out.Carried, err = l.carried(ctx, v, mentioned)
	return out, err
}

// again is what an earlier read of these notes linked a filed action to,
// reported once more: a rerun decides nothing anew for a filed key, yet
// shows what the first run showed (the open tasks it may be) and counts
// the tasks it was tied to as mentioned, never as "not mentioned".
func (v *view) again(act extract.Action, ls []ledger.SeriesLink, mentioned map[string]bool) []Link {
	var out []Link
	for _, sl := range ls {
		key := sl.Task.String()
		if sl.Kind != ledger.LinkPossible && sl.Kind != ledger.LinkMerged {
			continue
		}
		mentioned[key] = true
		t, open := v.info[key]
		if sl.Kind != ledger.LinkPossible || !open {
			continue
		}
		out = append(out, Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: act.Title, Line: sl.Line, Kind: string(sl.Kind),
			Key: key, ExternalID: t.create.ExternalID, TaskTitle: v.title(key), Status: Status(sl.Status), Evidence: sl.Evidence, Why: sl.Why})
	}
	return out
}

// perTask is the evidence of a possible link of act to task p: the
// kinds that name a task name each its own (and a shared subject its
// own shared words).
func (v *view) perTask(act extract.Action, why ledger.LinkEvidence, p Task) ledger.LinkEvidence {
	w := why
	switch w.Kind {
	case EvHeldSameDeliverable, EvHeldContains:
		w.Task, w.Title = p.Key, p.Title
	case EvSharedSubject:
		if e, ok := v.ix.SubjectWhy(actionOf(act), p.Key); ok {
			w = e
		}
	case EvHeldSharedSubject:
		if e, ok := v.ix.noOneSubjectWhy(actionOf(act), p.Key); ok {
			w = e
		}
	}
	return w
}

// title is an open task's title as the series matches it.
func (v *view) title(key string) string {
	for _, t := range v.tasks {
		if t.Key == key {
			return t.Title
		}
	}
	return ""
}

func nonEmpty(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

func (l *Linker) now() time.Time {
	if l.Now == nil {
		return time.Now()
	}
	return l.Now()
}

// ownerStatus are status words written in an owner's place.
var ownerStatus = map[string]bool{"tbd": true, "n/a": true, "-": true, "?": true, "미정": true, "지속": true, "ongoing": true, "none": true,
	// "Cancelled: book the venue": the label says how the work stands.
	"cancelled": true, "canceled": true, "dropped": true, "취소": true, "취소됨": true,
	// "| 진행 중 | 공급사 납기 회신 확인 |", "(partial) …" read as an
	// owner: how the work stands, written where its owner would be.
	"in progress": true, "wip": true, "blocked": true, "pending": true, "on hold": true, "partial": true, "partially done": true,
	"done": true, "carried over": true, "진행": true, "진행 중": true, "진행중": true, "보류": true, "완료": true, "계속": true,
	"대기": true, "대기 중": true, "대기중": true, "이월": true}

// noOne: an owner cell that names no one person (a group, a status).
func noOne(owner string) bool {
	return extract.IsGroup(owner) || ownerStatus[strings.Join(strings.Fields(strings.ToLower(owner)), " ")]
}

// linkable: a ready action, or one held only for its owner or due cells
// ("전체", "TBD", "지속", "ongoing", none written) or for being a possible
// action (a commitment in the discussion, a line the notes present as
// earlier work): none of these blocks a link. A possible action that is
// an open task restated by the evidence rule ("Dana will follow up on PR
// 812" about Dana's "Review PR 812") asks nothing a new task would: it
// is that task. An action that links to no task keeps its hold.
func linkable(a extract.Action) bool {
	if a.Ready() {
		return true
	}
	if len(a.Questions) == 0 {
		return false
	}
	for _, q := range a.Questions {
		switch {
		case q == extract.QuestionOwner, q == extract.QuestionDue:
		case q == extract.QuestionPossible:
		default:
			return false
		}
	}
	return true
}

// doneReport: a line the notes present as earlier work (a carry-over or
// progress line), ready or held only as a possible action, whose status
// is done (or cancelled) ("- 서연: Q4 보고서 초안 완료" in "## 지난주 액션 점검") — a status
// report, read only as the restatement of an open task.
func doneReport(a extract.Action, st Status) bool {
	if st != StatusDone && st != StatusCancelled || KindOf(a) == Plain {
		return false
	}
	if a.Ready() {
		return true
	}
	if len(a.Questions) == 0 {
		return false
	}
	for _, q := range a.Questions {
		if q != extract.QuestionPossible {
			return false
		}
	}
	return true
}

// unconfirmedNewDue: a plain line held as a possible action (not a
// line the notes present as earlier work) giving task t another due date.
func unconfirmedNewDue(a extract.Action, t *taskInfo) bool {
	return !a.Ready() && KindOf(a) == Plain && slices.Contains(a.Questions, extract.QuestionPossible) &&
		a.DueDate != "" && t != nil && a.DueDate != t.latest.DueDate
}

// KindOf is how the notes wrote an action.
func KindOf(a extract.Action) Kind {
	switch a.Restates {
	case extract.RestatesCarryOver:
		return CarryOver
	case extract.RestatesProgress:
		return Progress
	}
	return Plain
}

// decide matches one action, checking an extractor's same_as claim and
// the ledger state of whatever it picks: a task found closed is dropped
// from the index and the action matched again.
func (l *Linker) decide(ctx context.Context, v *view, sc ledger.MeetingScope, s string, act extract.Action) (Decision, error) {
	// AssigneeID is set only when the roster resolved the owner, ready or
	// held for another question (a due date it could not read).
	a := actionOf(act)
	distrust := ""
	if act.SameAs != "" {
		why, err := l.checkSameAs(ctx, v, sc, s, act)
		if err != nil {
			return Decision{}, err
		}
		if why == "" {
			a.SameAs = act.SameAs
		} else {
			distrust = why
			l.Log.Warn("extractor's same-as claim not trusted; the evidence rule decides", "action", act.BusinessKey, "claim", act.SameAs, "why", why)
		}
	}
	return l.checked(ctx, v, func() Decision {
		d := v.ix.Match(a)
		if d.Verdict == Possible && distrust != "" {
			was := d.Why
			d = d.decided(ledger.LinkEvidence{Kind: EvClaimDistrusted, Of: &was, Claim: act.SameAs, Reason: distrust})
		}
		return d
	})
}

// actionOf is a plan's action as the index matches it.
func actionOf(act extract.Action) Action {
	a := Action{AssigneeID: act.AssigneeID, Owners: act.Owners, Title: act.Title, Due: act.DueDate, Text: act.Evidence, Kind: KindOf(act)}
	a.NoOwner = a.AssigneeID == "" && (len(act.Owners) == 0 || len(act.Owners) == 1 && noOne(act.Owners[0]))
	return a
}

// hint is Index.Hint for a held action, its tasks checked open.
func (l *Linker) hint(ctx context.Context, v *view, act extract.Action) (Decision, error) {
	a := actionOf(act)
	return l.checked(ctx, v, func() Decision { return v.ix.Hint(a) })
}

// checked is match's decision once every task it picks is found open in
// the ledger: a task found closed is dropped from the index and the
// action matched again.
func (l *Linker) checked(ctx context.Context, v *view, match func() Decision) (Decision, error) {
	for range 8 {
		d := match()
		var picked []Task
		switch d.Verdict {
		case Same:
			picked = []Task{d.Task}
		case Possible:
			picked = d.Possible
		default:
			return d, nil
		}
		dropped := false
		for _, t := range picked {
			open, err := v.open(ctx, l.Store, t.Key)
			if err != nil {
				return Decision{}, err
			}
			if !open {
				v.ix.drop(t.Key)
				dropped = true
			}
		}
		if !dropped {
			return d, nil
		}
	}
	return Decision{Verdict: New}, nil
}

// checkSameAs checks an extractor's claim that act restates act.SameAs:
// an open task of an earlier meeting of this series, tenant and project,
// not reported done or cancelled by the tracker, with the same assignee
// after roster resolution. It returns "" when every check holds, else
// what failed.
func (l *Linker) checkSameAs(ctx context.Context, v *view, sc ledger.MeetingScope, s string, act extract.Action) (string, error) {
	k, err := ledger.ParseKey(act.SameAs)
	switch {
	case err != nil:
		return fmt.Sprintf("%q is not a task key", act.SameAs), nil
	case k.Operation != ledger.OpCreateTask:
		return "not a task's create-task key", nil
	case k.Tenant != sc.Tenant || k.Project != sc.Project:
		return fmt.Sprintf("a task of %s/%s, not of %s/%s", k.Tenant, k.Project, sc.Tenant, sc.Project), nil
	case k.Meeting == sc.Meeting:
		return "a task of this meeting", nil
	}
	t, ok := v.ix.Task(k.String())
	if !ok {
		e, err := l.Store.ExecutionGet(ctx, k)
		if errors.Is(err, ledger.ErrNotFound) {
			return "no such task in the ledger", nil
		}
		if err != nil {
			return "", fmt.Errorf("check %s: %w", k, err)
		}
		m, err := SeriesOf(ctx, l.Store, ledger.MeetingScope{Tenant: k.Tenant, Project: k.Project, Meeting: k.Meeting}, "")
		if err != nil {
			return "", err
		}
		if m != s {
			return fmt.Sprintf("a task of series %q, not %q", m, s), nil
		}
		return fmt.Sprintf("not an open task (%s, or cancelled)", e.State), nil
	}
	open, err := v.open(ctx, l.Store, t.Key)
	if err != nil {
		return "", err
	}
	if !open {
		return "not an open task (cancelled or abandoned)", nil
	}
	if f, ok := v.status[t.Key]; ok && (f.Status == connectors.StatusDone || f.Status == connectors.StatusCancelled) {
		return fmt.Sprintf("the tracker says it is %s", f.Status), nil
	}
	if latest := v.info[t.Key].latest.AssigneeID; !strings.EqualFold(latest, act.AssigneeID) {
		return fmt.Sprintf("assigned to %s, this action to %s", latest, act.AssigneeID), nil
	}
	return "", nil
}

// answer requeues a task held for its owner alone (several written, or
// none) with the one this meeting names: the log says which meeting and
// line answered it, and the due date the line gave.
func (l *Linker) answer(ctx context.Context, t *taskInfo, act extract.Action, sc ledger.MeetingScope) (string, error) {
	in := t.create.Intent
	owner := in.AssigneeID == ""
	if owner {
		in.Assignee, in.AssigneeID = act.Assignee, act.AssigneeID
	}
	if act.DueDate != "" {
		in.DueDate = act.DueDate
	}
	// The log says which line answered what: the owner, the due date
	// the same line gave, or the due date alone.
	note := fmt.Sprintf("answered by meeting %s (%s, line %d): ", sc.Meeting, act.ActionID, act.SourceLine)
	switch {
	case owner && act.DueDate != "" && act.DueDate != t.create.Intent.DueDate:
		note += fmt.Sprintf("%s alone owns it, due %s", act.AssigneeID, act.DueDate)
	case owner:
		note += act.AssigneeID + " alone owns it"
	default:
		note += "due " + act.DueDate
	}
	p := ledger.EnqueueParams{Key: t.create.Key, Intent: in, ReplaceUnattempted: true, Correction: note, Actor: "axagent", Now: l.now()}
	if approval := l.awaitApproval(sc); approval != "" {
		p.State, p.Reason = ledger.NeedsHuman, approval
	}
	_, err := l.Store.ExecutionEnqueue(ctx, p)
	if errors.Is(err, ledger.ErrFingerprintMismatch) {
		// The replacement is conditional on the hold being untouched:
		// a person answered or rejected it since this meeting's read.
		e, gerr := l.Store.ExecutionGet(ctx, t.create.Key)
		if gerr != nil {
			return "", fmt.Errorf("link %s: answer %s: %w", act.BusinessKey, t.create.Key, gerr)
		}
		if e.State != ledger.NeedsHuman || e.Attempts != 0 || e.Fingerprint != t.create.Fingerprint {
			return "", &decidedMeanwhile{state: e.State}
		}
	}
	if err != nil {
		return "", fmt.Errorf("link %s: answer %s: %w", act.BusinessKey, t.create.Key, err)
	}
	return t.create.Key.String(), nil
}

// awaitApproval is the reason a task of sc's project waits with for
// approval ("" when none is asked).
func (l *Linker) awaitApproval(sc ledger.MeetingScope) string {
	if l.AwaitApproval == nil {
		return ""
	}
	return l.AwaitApproval(sc)
}

// decidedMeanwhile: a person decided a held task while a later meeting
// restating it was read; the task is now in state.
type decidedMeanwhile struct{ state ledger.State }

func (e *decidedMeanwhile) Error() string {
	return fmt.Sprintf("a person decided the hold meanwhile (%s)", e.state)
}

// dueCarriable: the task's hold does not ask for its due date (it had
// one, or it waits only for its owner), so a restatement's due date may
// be carried into it without answering a question nobody asked.
func (t *taskInfo) dueCarriable() bool {
	return t.create.Intent.DueDate != "" || extract.OwnerOnlyReason(t.create.Reason)
}

// carriedDueNote opens the log reason of a due date carried into a held
// task by a restatement; keepCarriedDue finds it by this.
const carriedDueNote = "due date carried from a restatement: "

// carryDue gives task t, held before any attempt, the due date of act, a
// restatement of it in meeting sc dated date: the key stays held with its
// reason, its log naming the restatement. A restatement from a meeting
// dated before t's (the meetings registered out of order) leaves t's due
// date: the latest meeting's is the one that holds. The replacement is
// conditional on the key being untouched: when a person resolved it
// meanwhile, a task approved (or assigned) takes the date as any filed
// task does (update, the update-task key, which waits for the create), and
// a rejected one takes the restatement with it (nothing to update).
func (l *Linker) carryDue(ctx context.Context, t *taskInfo, act extract.Action, sc ledger.MeetingScope, date string) (moved bool, update string, err error) {
	k := t.create.Key
	if date != "" {
		m, err := l.Store.SeriesMeetingGet(ctx, ledger.MeetingScope{Tenant: k.Tenant, Project: k.Project, Meeting: k.Meeting})
		switch {
		case err != nil && !errors.Is(err, ledger.ErrNotFound):
			return false, "", fmt.Errorf("link %s: carry due to %s: %w", act.BusinessKey, k, err)
		case err == nil && m.Date != "" && date < m.Date:
			return false, "", nil
		}
	}
	in := t.create.Intent
	in.DueDate = act.DueDate
	note := fmt.Sprintf("%s%s, due %s (was %s); still waits for a person: %s", carriedDueNote, RestatedReason(act.BusinessKey, act.SourceLine),
		act.DueDate, dash(t.create.Intent.DueDate, "none"), t.create.Reason)
	_, err = l.Store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, State: ledger.NeedsHuman, Reason: t.create.Reason,
		ReplaceUnattempted: true, Correction: note, Actor: "axagent", Now: l.now()})
	switch {
	case err == nil:
		t.create.Intent, t.latest = in, in
		return true, "", nil
	case !errors.Is(err, ledger.ErrFingerprintMismatch):
		return false, "", fmt.Errorf("link %s: carry due to %s: %w", act.BusinessKey, k, err)
	}
	// A person decided the hold while this meeting was read.
	e, err := l.Store.ExecutionGet(ctx, k)
	if err != nil {
		return false, "", fmt.Errorf("link %s: carry due to %s: %w", act.BusinessKey, k, err)
	}
	if e.State == ledger.Abandoned || e.State == ledger.NeedsHuman {
		// Rejected: the restatement goes with it. Still held (a person
		// corrected it and kept it waiting): their content stands.
		return false, "", nil
	}
	up, err := l.restateDue(ctx, e, act)
	if err != nil {
		return false, "", fmt.Errorf("link %s: update %s: %w", act.BusinessKey, k, err)
	}
	return false, up, nil
}

// keepCarriedDue is act, a re-read of held key e, with the due date a
// later meeting's restatement carried into e (its log says so), so a
// rerun of the earlier meeting neither reverts the date nor logs a
// correction.
func (l *Linker) keepCarriedDue(ctx context.Context, e ledger.Execution, act extract.Action) (extract.Action, error) {
	if e.Intent.DueDate == act.DueDate {
		return act, nil
	}
	log, err := l.Store.TransitionList(ctx, e.Key.String())
	if err != nil {
		return act, fmt.Errorf("link %s: %w", act.BusinessKey, err)
	}
	if len(log) > 0 && strings.HasPrefix(log[len(log)-1].Reason, carriedDueNote) {
		act.DueDate = e.Intent.DueDate
	}
	return act, nil
}

// links are a meeting's links, written in one transaction.
type links []ledger.SeriesLink

func (ls *links) add(sc ledger.MeetingScope, task ledger.BusinessKey, link Link, kind ledger.LinkKind, now time.Time) {
	*ls = append(*ls, ledger.SeriesLink{Task: task, Meeting: sc.Meeting, Action: link.ActionID, Kind: kind, Status: string(link.Status),
		Line: link.Line, Evidence: link.Evidence, Why: link.Why, Actor: "axagent", At: now})
}

// Record records a plan submitted without Link (app.Submit: a plan made
// elsewhere) as the meeting's place in its series and its actions as
// tasks later meetings match against.
func (l *Linker) Record(ctx context.Context, pl extract.Plan, named string) error {
	sc := ledger.MeetingScope{Tenant: pl.Meeting.Tenant, Project: pl.Meeting.Project, Meeting: pl.Meeting.Meeting}
	m, _, err := l.Store.SeriesMeetingAdd(ctx, ledger.SeriesMeeting{Scope: sc, Series: nonEmpty(named, Default), Date: pl.Meeting.Date}, l.now())
	if err != nil {
		return fmt.Errorf("record %s: %w", sc.Meeting, err)
	}
	return l.addTasks(ctx, Outcome{Series: m.Series, Plan: pl})
}

// addTasks records the plan's actions as tasks of the series, before the
// plan is submitted (see Link).
func (l *Linker) addTasks(ctx context.Context, out Outcome) error {
	ts := make([]ledger.SeriesTask, 0, len(out.Plan.Actions))
	for _, act := range out.Plan.Actions {
		k, err := act.Key()
		if err != nil {
			return fmt.Errorf("link: %w", err)
		}
		t := ledger.SeriesTask{Key: k, Series: out.Series, AssigneeID: act.AssigneeID, Title: act.Title}
		if len(act.Owners) > 1 || act.AssigneeID == "" && len(act.Owners) == 1 && !noOne(act.Owners[0]) {
			// Several owners, or one name the roster does not know: a
			// later line naming the same (as written) restates it.
			t.Owners = act.Owners
		}
		ts = append(ts, t)
	}
	if err := l.Store.SeriesTaskAdd(ctx, ts, l.now()); err != nil {
		return fmt.Errorf("link: %w", err)
	}
	return nil
}

func (l *Linker) existing(ctx context.Context, pl extract.Plan) (map[string]ledger.Execution, error) {
	out := map[string]ledger.Execution{}
	if len(pl.Actions) == 0 {
		return out, nil
	}
	list, err := l.Store.ExecutionList(ctx, ledger.ListParams{Tenant: pl.Meeting.Tenant, Project: pl.Meeting.Project, Meeting: pl.Meeting.Meeting})
	if err != nil {
		return nil, fmt.Errorf("link: %w", err)
	}
	for _, e := range list {
		out[e.Key.String()] = e
	}
	return out, nil
}

func (l *Linker) carried(ctx context.Context, v *view, mentioned map[string]bool) ([]Carried, error) {
	var out []Carried
	now := l.now()
	if now.IsZero() {
		// A zero Now stamps records with the store's clock; an age needs
		// a reading.
		now = time.Now()
	}
	var keys []string
	for _, t := range v.tasks {
		if !mentioned[t.Key] && !v.ix.dropped(t.Key) {
			keys = append(keys, t.Key)
		}
	}
	if len(keys) == 0 {
		return nil, nil
	}
	// A task an earlier meeting reported done or called off is no open
	// work this meeting left unmentioned: what remains is a person's
	// close, offered when it was reported (series show lists it with
	// that report). One read for all of them.
	reported, err := l.Store.SeriesReportedLatest(ctx, keys)
	if err != nil {
		return nil, fmt.Errorf("link: reported statuses: %w", err)
	}
	for _, t := range v.tasks {
		if mentioned[t.Key] || v.ix.dropped(t.Key) || finished(reported[t.Key].Status) {
			continue
		}
		info := v.info[t.Key]
		if info == nil || info.create.State == ledger.NeedsHuman && info.create.Attempts == 0 {
			continue
		}
		out = append(out, Carried{Key: t.Key, ExternalID: info.create.ExternalID, Title: info.latest.Title, AssigneeID: info.latest.AssigneeID, Assignee: info.person(),
			DueDate: info.latest.DueDate, Meeting: t.Meeting, State: string(info.create.State), Age: now.Sub(info.create.CreatedAt), TrackerStatus: v.status[t.Key].Status})
	}
	return out, nil
}

// finished: a status a meeting stated that leaves no work (done, or
// called off).
func finished(st string) bool { return Status(st) == StatusDone || Status(st) == StatusCancelled }

// view is a series' open tasks as one meeting sees them: the index, and
// each task's ledger state read once.
type view struct {
	tasks  []Task
	ix     *Index
	info   map[string]*taskInfo
	status map[string]ledger.TaskStatus
	// listed meetings (latest intents come from their update keys).
	listed map[string]bool
}

type taskInfo struct {
	create    ledger.Execution
	latest    ledger.Intent
	cancelled bool
	owners    []string
}

// heldFor: held before any attempt for want of one owner.
func (t *taskInfo) heldFor() bool {
	return t.create.State == ledger.NeedsHuman && t.create.Attempts == 0 && len(t.owners) > 1 && t.create.Intent.AssigneeID == ""
}

// answeredBy: held before any attempt for questions act, a ready
// restatement, answers, each of them (the plan's reason, part by part):
// who owns it, with no owner on the task and one person named by act;
// when it is due, with a date act gives. Any other question (is it an
// action, an approval, an owner the roster does not know) is a person's.
func (t *taskInfo) answeredBy(act extract.Action) bool {
	if !act.Ready() || t.create.State != ledger.NeedsHuman || t.create.Attempts != 0 || t.create.Reason == "" {
		return false
	}
	for _, part := range strings.Split(t.create.Reason, "; ") {
		switch {
		case extract.OwnerOnlyReason(part) && t.create.Intent.AssigneeID == "" && act.AssigneeID != "":
		case extract.DueReason(part) && act.DueDate != "":
		default:
			return false
		}
	}
	return true
}

// waiting: the task waits for a person and may exist in the tracker, or
// was held before any attempt for another question.
func (t *taskInfo) waiting() bool { return t.create.State == ledger.NeedsHuman }

// view reads the series' open tasks (one indexed read) and their create
// and cancel keys (one read), not this meeting's own.
func (l *Linker) view(ctx context.Context, sc ledger.MeetingScope, s string) (*view, error) {
	rows, err := l.Store.SeriesTaskList(ctx, ledger.SeriesTaskListParams{Tenant: sc.Tenant, Project: sc.Project, Series: s, Open: true})
	if err != nil {
		return nil, fmt.Errorf("link %s: %w", sc.Meeting, err)
	}
	v := &view{info: map[string]*taskInfo{}, listed: map[string]bool{}}
	keys := make([]string, 0, 2*len(rows))
	for _, r := range rows {
		if r.Key.Meeting == sc.Meeting {
			continue
		}
		v.tasks = append(v.tasks, Task{Key: r.Key.String(), Meeting: r.Key.Meeting, ActionID: r.Key.Action, Title: r.Title, AssigneeID: r.AssigneeID, Owners: r.Owners})
		v.info[r.Key.String()] = &taskInfo{owners: r.Owners}
		keys = append(keys, r.Key.String(), r.Key.WithOperation(ledger.OpCancelTask).String())
	}
	if len(keys) > 0 {
		list, err := l.Store.ExecutionList(ctx, ledger.ListParams{Keys: keys})
		if err != nil {
			return nil, fmt.Errorf("link %s: %w", sc.Meeting, err)
		}
		for _, e := range list {
			create := e.Key.WithOperation(ledger.OpCreateTask).String()
			t := v.info[create]
			switch {
			case t == nil:
			case e.Key.Operation == ledger.OpCreateTask:
				t.create, t.latest = e, e.Intent
			case e.State != ledger.Abandoned:
				t.cancelled = true
			}
		}
		if v.status, err = l.Store.TaskStatusLatest(ctx, keys); err != nil {
			return nil, fmt.Errorf("link %s: %w", sc.Meeting, err)
		}
	}
	// Tasks whose create is gone (never submitted, or GC'd) or closed are
	// not matched; the closed ones are marked so no later read sees them.
	live := v.tasks[:0]
	for _, t := range v.tasks {
		info := v.info[t.Key]
		switch {
		case info.create.Key.Action == "":
			delete(v.info, t.Key)
			continue
		case info.cancelled || info.create.State == ledger.Abandoned:
			if err := l.Store.SeriesTaskClose(ctx, t.Key); err != nil {
				return nil, fmt.Errorf("link %s: %w", sc.Meeting, err)
			}
			delete(v.info, t.Key)
			continue
		case bornTicked(info.create.Intent.Source):
			// Written ticked in its own meeting ("- [x] Publish this
			// meeting's notes"): finished work on record, not an open task
			// a later line can restate. The same words ticked again a week
			// later are that week's chore, done again — a new task, never
			// a link that swallows it.
			delete(v.info, t.Key)
			continue
		}
		t.ExternalID, t.DueDate = info.create.ExternalID, info.create.Intent.DueDate
		if t.AssigneeID == "" {
			// Filed with no one person and since given one (a later
			// meeting answered its hold, or a person did): it is theirs.
			t.AssigneeID = info.create.Intent.AssigneeID
		}
		t.Waiting = info.create.State == ledger.NeedsHuman
		live = append(live, t)
	}
	v.tasks = live
	v.ix = NewIndex(v.tasks)
	return v, nil
}

// open reports whether key is an open task and, the first time, reads its
// meeting's update keys so the latest due date and assignee are known.
func (v *view) open(ctx context.Context, s ledger.Store, key string) (bool, error) {
	t := v.info[key]
	if t == nil {
		return false, nil
	}
	m := t.create.Key.Meeting
	if !v.listed[m] {
		v.listed[m] = true
		list, err := s.ExecutionList(ctx, ledger.ListParams{Tenant: t.create.Key.Tenant, Project: t.create.Key.Project, Meeting: m})
		if err != nil {
			return false, fmt.Errorf("link: read %s: %w", m, err)
		}
		ups := map[string][]ledger.Execution{}
		for _, e := range list {
			if strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-") && e.State != ledger.Abandoned {
				ups[e.Key.WithOperation(ledger.OpCreateTask).String()] = append(ups[e.Key.WithOperation(ledger.OpCreateTask).String()], e)
			}
		}
		for k, us := range ups {
			if ti := v.info[k]; ti != nil {
				slices.SortFunc(us, func(a, b ledger.Execution) int {
					return ledger.UpdateSeq(a.Key.Operation) - ledger.UpdateSeq(b.Key.Operation)
				})
				ti.latest = us[len(us)-1].Intent
			}
		}
	}
	return !v.ix.dropped(key), nil
}

// reTicked: a list item whose checkbox is ticked ("- [x] …", "1. [X] …").
var reTicked = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+\[[xX]\]\s`)

// bornTicked reports whether a task's own line, the one that created it,
// was written with its checkbox ticked: done when it was first written.
func bornTicked(source string) bool { return reTicked.MatchString(source) }

// possibleOnly: a held action whose one question is whether it is an
// action at all, its person known.
func possibleOnly(act extract.Action) bool {
	return act.AssigneeID != "" && len(act.Questions) == 1 && act.Questions[0] == extract.QuestionPossible
}
