package ledger

import (
	"errors"
	"time"
)

// Series facts (issue 27): which series a meeting belongs to and what
// identifies it, the tasks a series matches later actions against, the
// links between a later meeting's action and an earlier task, the status
// history a tracker reported for a task, and the meeting a notes file was
// given. Package series decides them; the ledger keeps them in typed
// tables of both backends (migration 0021).

// SeriesMeeting is a meeting's place in a series and what identifies it.
type SeriesMeeting struct {
	Scope  MeetingScope
	Series string
	// Date is the meeting date YYYY-MM-DD ("" when nothing gave one).
	Date string
	// Source names the notes the meeting was first read from (a path
	// relative to its folder, "webhook/<delivery>").
	Source string
	// Content is a hash of those notes.
	Content   string
	CreatedAt time.Time
}

// SeriesTask is a task as a series matches later actions against it: its
// create-task key and what it was filed as. Whether it is still open in
// the ledger (not abandoned or cancelled) is read from its executions.
type SeriesTask struct {
	Key    BusinessKey
	Series string
	// AssigneeID is the roster person ("" for a task held for want of
	// one); Owners the owners as written when there were several.
	AssigneeID string
	Owners     []string
	Title      string
	// Closed: cancelled, abandoned or merged into another task; never
	// matched again.
	Closed    bool
	CreatedAt time.Time
}

// SeriesTaskListParams selects a series' tasks.
type SeriesTaskListParams struct {
	Tenant, Project, Series string
	// Open leaves out closed tasks.
	Open bool
}

// LinkKind says what a series link records.
type LinkKind string

const (
	// LinkSame: the later action restates the task (evidence in
	// Evidence); it was not filed again.
	LinkSame LinkKind = "same"
	// LinkPossible: partial evidence; the later action was filed as its
	// own task (or held) and a person may merge it.
	LinkPossible LinkKind = "possible"
	// LinkMerged: a person said the later action is the task.
	LinkMerged LinkKind = "merged"
	// LinkDistinct: a person said the later action is another task.
	LinkDistinct LinkKind = "distinct"
)

// Decided reports whether a person decided the link.
func (k LinkKind) Decided() bool { return k == LinkMerged || k == LinkDistinct }

// SeriesLink ties a later meeting's action to an earlier task.
type SeriesLink struct {
	// Task is the earlier task's create-task key.
	Task BusinessKey
	// Meeting and Action name the later action (same tenant and project).
	Meeting string
	Action  string
	Kind    LinkKind
	// Status is what the later meeting said of the task (in-progress,
	// done, blocked; "" none).
	Status string
	// Line is the later notes' line (0 unknown).
	Line int
	// Evidence is the link's evidence in English words; Why is the same
	// evidence typed (links recorded before it was typed have none).
	Evidence string
	Why      LinkEvidence
	Actor    string
	At       time.Time
}

// LinkEvidence is why a link was made, typed: the rule that made it (Kind,
// one of series' Ev… kinds) and the values it names, so that a page words
// it in its reader's language instead of parsing English back. Kind ""
// is none: a link recorded before the evidence was typed, whose words
// (SeriesLink.Evidence) are all there is.
type LinkEvidence struct {
	Kind string `json:"kind,omitempty"`
	// Line is how the later notes wrote the action: plain, carry-over,
	// progress.
	Line string `json:"line,omitempty"`
	// Who is the later action's person (roster ID, or a name as written).
	Who string `json:"who,omitempty"`
	// Task and Title are the earlier task's create-task key and title.
	Task  string `json:"task,omitempty"`
	Title string `json:"title,omitempty"`
	// Owners are the owners a task was filed for.
	Owners []string `json:"owners,omitempty"`
	// Refs are references the notes name (a tracker ID, #123, a URL).
	Refs []string `json:"refs,omitempty"`
	// Due is the later action's due date, TaskDue the task's.
	Due     string `json:"due,omitempty"`
	TaskDue string `json:"task_due,omitempty"`
	// Assignee is the task's assignee where it differs from Who.
	Assignee string `json:"assignee,omitempty"`
	// Claim is an extractor's same_as claim.
	Claim string `json:"claim,omitempty"`
	// Reason is a person's reason, a hold's reason, or why a claim was
	// not trusted.
	Reason string `json:"reason,omitempty"`
	// Of is the evidence this one qualifies (a split's "linked on", a
	// caveat on a decision).
	Of *LinkEvidence `json:"of,omitempty"`
	// Text is the words of an evidence recorded before it was typed (an
	// Of naming such a link).
	Text string `json:"text,omitempty"`
}

// MeetingLinkCount is how many links of one kind a later meeting's
// actions have, and when the latest was made (SeriesLinkCounts).
type MeetingLinkCount struct {
	Scope MeetingScope
	Kind  LinkKind
	N     int
	Last  time.Time
}

// SeriesLinkListParams selects links: those of one task (Task set), or
// those made in one meeting (Scope set).
type SeriesLinkListParams struct {
	Task  string
	Scope MeetingScope
}

// TaskStatus is one entry of what a tracker reported for a task: its
// status since Since (first seen), true at At (the tracker's time of the
// change for a push, the time of the read for a pull), seen via Via
// ("pull", "push:github"). Seq numbers a task's entries from 1.
type TaskStatus struct {
	Key    string
	Seq    int
	Status string
	Since  time.Time
	At     time.Time
	Via    string
}

// Reported is the status a later meeting stated of a task (a
// restatement's or a status fact's), as SeriesReportedLatest gives it.
type Reported struct {
	Task    string
	Meeting string
	Line    int
	// Status: done, in-progress, blocked, cancelled.
	Status string
	At     time.Time
}

// ErrTaskStatusChanged: TaskStatusAdd found the entry's place taken by a
// concurrent writer; read the history again and decide again.
var ErrTaskStatusChanged = errors.New("task status history changed concurrently")

// NotesFile is the meeting a notes file was given, found by a locator
// (its absolute path, or its device and inode).
type NotesFile struct {
	Locator   string
	Meeting   string
	CreatedAt time.Time
}

// Validate checks a meeting record.
func (m SeriesMeeting) Validate() error {
	if err := validateScope(m.Scope); err != nil {
		return err
	}
	if m.Series == "" {
		return errors.New("series meeting: empty series")
	}
	return nil
}

func validateScope(sc MeetingScope) error {
	for _, c := range []string{sc.Tenant, sc.Project, sc.Meeting} {
		if err := ValidateComponent(c); err != nil {
			return err
		}
	}
	return nil
}

// StatusFact is what a later meeting's line that is no action of its own
// (a progress line, an item of a carry-over list) says of an open task
// of the series it names by the linker's evidence rule: the task's status
// as that meeting read it. Never a task and never a change of the task's
// title, assignee or due date (migration 0027). Keyed by task, meeting and
// line: a rerun of the meeting records nothing twice, and a fact a person
// dismissed stays dismissed.
type StatusFact struct {
	// Task is the task's create-task key; Series its series.
	Task   BusinessKey
	Series string
	// Meeting and Line name the later line (same tenant and project).
	Meeting string
	Line    int
	// Status read: done, in-progress, blocked, cancelled, "" none.
	Status string
	// Text is the line as written.
	Text string
	// Evidence is why the line is about the task in English words; Why
	// the same evidence typed.
	Evidence string
	Why      LinkEvidence
	// Dismissed: a person said the line is not about the task (by Actor,
	// at DismissedAt); it no longer counts.
	Dismissed bool
	Actor     string
	// Reason is the person's why, kept with the fact (the audit of a
	// dismissal).
	Reason      string
	DismissedAt time.Time
	At          time.Time
}

// FactPossiblyAbout is the evidence kind of a possible status fact: a
// line of the task's person naming the task only in part (Why.Of says
// how), shown for a person to confirm or dismiss. It is no status and no
// mention of the task until a person says so.
const FactPossiblyAbout = "possibly-about"

// Possible: the fact is only possibly about its task (FactPossiblyAbout).
func (f StatusFact) Possible() bool { return f.Why.Kind == FactPossiblyAbout }

// Validate checks a status fact.
func (f StatusFact) Validate() error {
	if err := f.Task.Validate(); err != nil {
		return err
	}
	if f.Task.Operation != OpCreateTask {
		return errors.New("status fact: the task is not a create-task key")
	}
	if err := validateScope(MeetingScope{Tenant: f.Task.Tenant, Project: f.Task.Project, Meeting: f.Meeting}); err != nil {
		return err
	}
	if f.Meeting == f.Task.Meeting {
		return errors.New("status fact: a line of the task's own meeting")
	}
	if f.Line < 1 {
		return errors.New("status fact: no line")
	}
	if f.Series == "" {
		return errors.New("status fact: empty series")
	}
	return nil
}
