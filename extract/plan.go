package extract

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
)

// Action statuses.
const (
	StatusReady      = "ready"
	StatusNeedsHuman = "needs-human"
)

// Meeting is the plan's scope. It is copied from the Input's Scope, never
// from the notes.
type Meeting struct {
	Tenant  string `json:"tenant"`
	Project string `json:"project"`
	Meeting string `json:"meeting"`
	Date    string `json:"date"`
	TZ      string `json:"tz"`
}

// Action is one planned action.
type Action struct {
	ActionID      string `json:"action_id"`
	Title         string `json:"title"`
	Assignee      string `json:"assignee"`
	AssigneeID    string `json:"assignee_id"`
	DueDate       string `json:"due_date"`
	DueExpression string `json:"due_expression"`
	BusinessKey   string `json:"business_key"`
	Status        string `json:"status"`
	Reason        string `json:"reason"`
	SourceLine    int    `json:"source_line"`
	// SameAs is the extractor's claim that this action restates an
	// earlier task of the series (its create-task key); checked against
	// the ledger before it links anything.
	SameAs string `json:"same_as,omitempty"`
	// Owners are the owners as written, one per name (several when the
	// notes named several).
	Owners []string `json:"-"`
	// Restates says the notes present the line as earlier work: a line of
	// a carry-over list or a progress line (RestatesCarryOver,
	// RestatesProgress); "" for an action item.
	Restates string `json:"restates,omitempty"`
	// Questions are what a held action asks a person, by kind.
	Questions []Question `json:"-"`

	// Person is the resolved roster person (nil when unresolved); its IDs
	// map gives each connector its user ID.
	Person *Person `json:"-"`
	// Evidence is the verbatim source text.
	Evidence string `json:"-"`

	explicitID string
	matchKey   string
	baseReason string
}

// Question is the kind of thing a held action asks a person.
type Question string

const (
	// QuestionOwner: who owns it (none, unknown, several, a group).
	QuestionOwner Question = "owner"
	// QuestionDue: when it is due (not resolved, or a guessed year).
	QuestionDue Question = "due"
	// QuestionPossible: is it an action at all (an extractor's "possible
	// action: confirm").
	QuestionPossible Question = "possible"
	// QuestionOther: anything else (a bad ID, no title…).
	QuestionOther Question = "other"
)

// PossibleActionProblem is how extractors word the problem of a line that
// may or may not be an action ("possible action: confirm (…)").
const PossibleActionProblem = "possible action"

// The reasons of an action held for want of an owner and nothing else
// (OwnerOnlyReason).
const (
	reasonNoOwner    = "no assignee written"
	reasonGroupOwner = "assignee %q is a group, not one person"
)

var reGroupOwnerReason = regexp.MustCompile(`^assignee "[^"]*" is a group, not one person$`)

// reSeveralOwnersReason is the reason of an action written for several
// owners (ownerSlot's "several assignees (…): a task needs one owner").
var reSeveralOwnersReason = regexp.MustCompile(`^several assignees \([^;]*\): a task needs one owner$`)

// OwnerOnlyReason reports whether a held action's reason asks only who
// owns it: no owner written, a group written, or several owners written.
// A later meeting naming one person for the same deliverable then answers
// the whole question.
func OwnerOnlyReason(reason string) bool {
	return reason == reasonNoOwner || reGroupOwnerReason.MatchString(reason) || reSeveralOwnersReason.MatchString(reason)
}

// DueReason reports whether one part of a held action's reason asks when
// it is due (a date the notes wrote that axagent could not resolve, or
// a year it guessed): a later meeting giving the same work a date
// answers it.
func DueReason(part string) bool { return strings.HasPrefix(part, "due \"") }

func questionOf(problem string) Question {
	if strings.HasPrefix(problem, PossibleActionProblem) {
		return QuestionPossible
	}
	return QuestionOther
}

// How the notes restate earlier work (Action.Restates).
const (
	RestatesCarryOver = "carry-over"
	RestatesProgress  = "progress"
)

func (a *Action) ask(q Question, r string) {
	if !slices.Contains(a.Questions, q) {
		a.Questions = append(a.Questions, q)
	}
	a.addReason(r)
}

func (a *Action) addReason(r string) {
	if a.Reason == "" {
		a.Reason = r
	} else {
		a.Reason += "; " + r
	}
	a.Status = StatusNeedsHuman
}

// Ready reports whether axagent may register the action on its own.
func (a Action) Ready() bool { return a.Status == StatusReady }

// Plan is what register --dry-run shows.
type Plan struct {
	Meeting Meeting  `json:"meeting"`
	Actions []Action `json:"actions"`
	// Possible are lines that carried commitment signals but were not
	// extracted (issue 28): shown to a person, never registered on their
	// own.
	Possible []PossibleAction `json:"possible_actions"`
}

// Counts returns how many actions are ready and how many need a human.
func (p Plan) Counts() (ready, needsHuman int) {
	for _, a := range p.Actions {
		if a.Ready() {
			ready++
		} else {
			needsHuman++
		}
	}
	return
}

// Run extracts, resolves and numbers the actions of one meeting. It changes
// nothing but the action registry. reg may be nil (see AssignIDs).
func Run(ctx context.Context, ex Extractor, reg Registry, in Input) (Plan, error) {
	if err := in.Validate(); err != nil {
		return Plan{}, fmt.Errorf("extract: %w", err)
	}
	if in.Location == nil {
		loc, err := dates.LoadLocation("")
		if err != nil {
			return Plan{}, fmt.Errorf("extract: %w", err)
		}
		in.Location = loc
	}
	cands, err := ex.Extract(ctx, in)
	if err != nil {
		return Plan{}, fmt.Errorf("extract %s: %w", in.Name, err)
	}
	possible, err := possibleOf(ctx, ex, in, cands)
	if err != nil {
		return Plan{}, fmt.Errorf("extract %s: %w", in.Name, err)
	}
	p, err := BuildPlan(ctx, reg, in, cands, time.Now())
	p.Possible = possible
	return p, err
}

// BuildPlan resolves candidates and assigns their IDs.
func BuildPlan(ctx context.Context, reg Registry, in Input, cands []Candidate, now time.Time) (Plan, error) {
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Line < cands[j].Line })
	actions := make([]*Action, len(cands))
	for i, c := range cands {
		actions[i] = Resolve(in, c)
	}
	if err := AssignIDs(ctx, reg, in.Scope, actions, now); err != nil {
		return Plan{}, err
	}
	tz := ""
	if in.Location != nil {
		tz = in.Location.String()
	}
	p := Plan{Meeting: Meeting{Tenant: in.Scope.Tenant, Project: in.Scope.Project, Meeting: in.Scope.Meeting, Date: in.MeetingDate.String(), TZ: tz}, Actions: make([]Action, 0, len(actions))}
	for _, a := range actions {
		key := ledger.BusinessKey{Tenant: in.Scope.Tenant, Project: in.Scope.Project, Meeting: in.Scope.Meeting, Action: a.ActionID, Operation: ledger.OpCreateTask}
		if err := key.Validate(); err != nil {
			return Plan{}, fmt.Errorf("build plan: %w", err)
		}
		a.BusinessKey = key.String()
		p.Actions = append(p.Actions, *a)
	}
	return p, nil
}

// GroupOwners are owners as written that name a group, not one person
// (lower case; read only). The extractor keeps them as owners as written
// and planning sends them to a person: a task needs one owner.
var GroupOwners = map[string]bool{
	"all": true, "everyone": true, "everybody": true, "team": true, "all hands": true, "pms": true, "all members": true, "all team members": true,
	"모두": true, "다들": true, "전원": true, "다같이": true, "전체": true, "팀": true, "각자": true, "공통": true, "나머지": true,
	"팀원 전체": true, "팀 전체": true, "두 분": true, "다 같이": true, "다 함께": true, "다함께": true, "팀원 모두": true, "전체 팀원": true,
	"우리 모두": true, "모두 다": true, "the whole team": true, "whole team": true,
}

// noOwnerWritten are owners as written that say nobody owns the work yet
// (lower case).
var noOwnerWritten = map[string]bool{
	"unassigned": true, "tbd": true, "tba": true, "tbc": true, "n/a": true, "none": true, "nobody": true, "no one": true,
	"anyone": true, "someone": true, "volunteer": true, "volunteers": true, "volunteer needed": true, "owner needed": true, "owner tbd": true,
	"?": true, "??": true, "미정": true, "담당자 미정": true, "담당 미정": true, "누군가": true, "아무나": true, "없음": true,
}

// IsGroup reports whether an owner as written names a group ("전체",
// "각자", "all"), not one person.
func IsGroup(owner string) bool { return GroupOwners[assigneeKey(owner)] }

// Resolve turns one candidate into an action, resolving the assignee with
// the roster and the due date with axagent's own date rules. Anything
// not resolved with confidence makes the action needs-human with the reason.
func Resolve(in Input, c Candidate) *Action {
	a := &Action{
		Title:         strings.TrimSpace(c.Title),
		Assignee:      strings.TrimSpace(c.Assignee),
		DueExpression: strings.TrimSpace(c.Due),
		SourceLine:    c.Line,
		Evidence:      c.Evidence,
		Status:        StatusReady,
		SameAs:        c.SameAs,
		Restates:      c.Restates,
	}
	for _, p := range c.Problems {
		a.ask(questionOf(p), p)
	}
	if a.Title == "" {
		a.ask(QuestionOther, "no task title")
	}
	owners := c.Owners
	if len(owners) == 0 && a.Assignee != "" {
		owners = []string{a.Assignee}
	}
	if len(owners) == 1 && noOwnerWritten[assigneeKey(owners[0])] {
		// "Unassigned: find a sponsor", "TBD - …", "담당자 미정": the notes
		// say nobody owns it yet — not that someone called TBD is missing
		// from the roster.
		owners, a.Assignee = nil, ""
	}
	a.Owners = resolvedOwners(in.Roster, owners)
	switch {
	case len(owners) == 0:
		a.ask(QuestionOwner, reasonNoOwner)
	case len(owners) > 1:
		a.ask(QuestionOwner, fmt.Sprintf("several assignees (%s): a task needs one owner", strings.Join(owners, ", ")))
	case IsGroup(owners[0]):
		a.ask(QuestionOwner, fmt.Sprintf(reasonGroupOwner, owners[0]))
	default:
		p, reason := in.Roster.Resolve(owners[0])
		if reason != "" {
			a.ask(QuestionOwner, reason)
		} else {
			a.Person = &p
			a.AssigneeID = p.Name
			if c.Person != nil && c.Person.Name != p.Name {
				a.ask(QuestionOwner, fmt.Sprintf("extractor says %q is %s, the roster says %s", owners[0], c.Person.Name, p.Name))
			}
		}
	}
	if a.DueExpression != "" {
		var r dates.Result
		switch {
		case dates.IsNextMeeting(a.DueExpression):
			r = dates.ResolveNext(a.DueExpression, in.MeetingDate, in.NextMeeting)
		case c.Syntax == SyntaxTable:
			// A schedule looks forward: its month/day is the next such day.
			r = dates.ResolveOnOrAfter(a.DueExpression, in.MeetingDate)
		default:
			r = dates.Resolve(a.DueExpression, in.MeetingDate)
		}
		if r.Resolved() {
			a.DueDate = r.Date.String()
			// A schedule's day already past this year reads as next
			// year's: likely, not certain.
			if c.Syntax == SyntaxTable && !in.MeetingDate.IsZero() && r.Date.Time(time.UTC).Sub(in.MeetingDate.Time(time.UTC)) > 183*24*time.Hour {
				a.ask(QuestionDue, fmt.Sprintf("due %q read as %s, the next such date after the meeting: confirm the year", a.DueExpression, a.DueDate))
			}
		} else {
			a.ask(QuestionDue, r.Reason)
		}
	}
	if c.ExplicitID != "" {
		if ValidActionID(c.ExplicitID) {
			a.explicitID = c.ExplicitID
		} else {
			a.ask(QuestionOther, fmt.Sprintf("action ID %q is not of the form A007", c.ExplicitID))
		}
	}
	assignee := a.AssigneeID
	if assignee == "" {
		assignee = strings.Join(owners, " ")
	}
	a.matchKey = MatchKey(assignee, a.Title)
	if c.Identity != "" {
		a.matchKey = c.Identity
	}
	a.baseReason = a.Reason
	return a
}

// resolvedOwners are the owners as the roster names them (as written
// when it does not know them), so a task filed under several owners is
// found again by any one of them.
func resolvedOwners(r *Roster, owners []string) []string {
	out := make([]string, 0, len(owners))
	for _, o := range owners {
		if p, reason := r.Resolve(o); reason == "" {
			o = p.Name
		}
		out = append(out, o)
	}
	return out
}

// Intent is the ledger intent of a ready action. AssigneeID is the roster
// person's canonical name; connectors map it to their own user ID through
// the roster (Person.IDs).
func (a Action) Intent(project string) (ledger.Intent, error) {
	if !a.Ready() {
		return ledger.Intent{}, fmt.Errorf("intent of %s: action needs a human: %s", a.ActionID, a.Reason)
	}
	return ledger.Intent{
		Project:    project,
		Action:     a.ActionID,
		Title:      a.Title,
		Assignee:   a.Assignee,
		AssigneeID: a.AssigneeID,
		DueDate:    a.DueDate,
		Source:     a.Evidence,
	}, nil
}

// Key is the action's create-task business key.
func (a Action) Key() (ledger.BusinessKey, error) { return ledger.ParseKey(a.BusinessKey) }

// WriteJSON writes the plan as indented JSON.
func WriteJSON(w io.Writer, p Plan) error {
	if p.Actions == nil {
		p.Actions = []Action{}
	}
	if p.Possible == nil {
		p.Possible = []PossibleAction{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return fmt.Errorf("write plan: %w", err)
	}
	return nil
}
