package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/doc"
	"github.com/axagent/axagent/ledger"
)

// Possible actions (issue 28): lines that carried commitment signals but
// were not extracted. Each meeting's are kept in the ledger; a person
// promotes one to a task or dismisses it. A decision is an inbox event
// (source PossibleSource, one message ID per possible action): the first
// decision's Ingest records it and, for a promotion, enqueues the task in
// the same transaction, and any later one — a second click, another tab,
// another operator — is a duplicate that changes nothing. The row's state
// then mirrors the decision (repaired on listing if a crash came between).

// PossibleSource is the inbox source of decisions on possible actions.
const PossibleSource = "possible"

// PossibleAction is a possible action with its signals decoded.
type PossibleAction struct {
	ledger.PossibleAction
	Signals []extract.Signal
}

// possibleDecision is what the inbox keeps of a decision.
type possibleDecision struct {
	Decision ledger.PossibleState `json:"decision"`
	Key      string               `json:"key,omitempty"`
	Actor    string               `json:"actor"`
	Reason   string               `json:"reason,omitempty"`
}

func possibleMessageID(scope ledger.MeetingScope, ref string) string {
	return scope.Tenant + ":" + scope.Project + ":" + scope.Meeting + ":" + ref
}

// recordPossible keeps a plan's possible actions. It runs before the
// plan's keys are submitted, so a crash in between leaves the possible
// actions and a rerun submits the keys; a re-extraction keeps decisions.
func (a *App) recordPossible(ctx context.Context, pl Plan) error {
	if len(pl.Possible) == 0 {
		return nil
	}
	scope := ledger.MeetingScope{Tenant: pl.Meeting.Tenant, Project: pl.Meeting.Project, Meeting: pl.Meeting.Meeting}
	rows := make([]ledger.PossibleAction, 0, len(pl.Possible))
	for _, p := range pl.Possible {
		sig, err := json.Marshal(p.Signals)
		if err != nil {
			return fmt.Errorf("record possible actions: %w", err)
		}
		rows = append(rows, ledger.PossibleAction{Ref: p.Ref, Line: p.Line, Text: p.Text, Signals: string(sig)})
	}
	if err := a.store.PossibleAdd(ctx, ledger.PossibleAddParams{Scope: scope, Actions: rows, Now: a.now()}); err != nil {
		return fmt.Errorf("record possible actions: %w", err)
	}
	return nil
}

// PossibleActions lists a meeting's possible actions by line, each open
// one checked against the inbox for a decision whose mirror a crash
// interrupted.
func (a *App) PossibleActions(ctx context.Context, scope ledger.MeetingScope) ([]PossibleAction, error) {
	rows, err := a.store.PossibleList(ctx, ledger.PossibleListParams{Scope: scope})
	if err != nil {
		return nil, err
	}
	out := make([]PossibleAction, 0, len(rows))
	for _, r := range rows {
		if r.State == ledger.PossibleOpen {
			if r, err = a.repairPossible(ctx, r); err != nil {
				return nil, err
			}
		}
		pa := PossibleAction{PossibleAction: r}
		if err := json.Unmarshal([]byte(r.Signals), &pa.Signals); err != nil {
			return nil, fmt.Errorf("possible action %s: signals: %w", r.Ref, err)
		}
		out = append(out, pa)
	}
	return out, nil
}

// repairPossible mirrors a decision the inbox holds onto an open row.
func (a *App) repairPossible(ctx context.Context, r ledger.PossibleAction) (ledger.PossibleAction, error) {
	rec, err := a.store.InboxGet(ctx, PossibleSource, possibleMessageID(r.Scope, r.Ref))
	if errors.Is(err, ledger.ErrNotFound) {
		return r, nil
	}
	if err != nil {
		return r, fmt.Errorf("possible action %s: %w", r.Ref, err)
	}
	return a.mirrorPossible(ctx, r.Scope, r.Ref, rec.Result)
}

// mirrorPossible sets a row to the decision the inbox recorded.
func (a *App) mirrorPossible(ctx context.Context, scope ledger.MeetingScope, ref, result string) (ledger.PossibleAction, error) {
	var d possibleDecision
	if err := json.Unmarshal([]byte(result), &d); err != nil {
		return ledger.PossibleAction{}, fmt.Errorf("possible action %s: recorded decision: %w", ref, err)
	}
	got, err := a.store.PossibleDecide(ctx, ledger.PossibleDecideParams{Scope: scope, Ref: ref, State: d.Decision, Key: d.Key, Actor: d.Actor, Reason: d.Reason, Now: a.now()})
	var de *ledger.PossibleDecidedError
	if errors.As(err, &de) {
		return de.Current, nil
	}
	return got, err
}

// possibleRow reads one possible action of a meeting.
func (a *App) possibleRow(ctx context.Context, scope ledger.MeetingScope, ref string) (ledger.PossibleAction, error) {
	rows, err := a.store.PossibleList(ctx, ledger.PossibleListParams{Scope: scope})
	if err != nil {
		return ledger.PossibleAction{}, err
	}
	for _, r := range rows {
		if r.Ref == ref {
			return r, nil
		}
	}
	return ledger.PossibleAction{}, &UsageError{Msg: fmt.Sprintf("no possible action %s in meeting %s:%s:%s", ref, scope.Tenant, scope.Project, scope.Meeting)}
}

// Promotion is a person's decision to make a possible action a task.
// Title defaults to the line's text; Assignee is a roster name (empty:
// the task waits for a person to name one); Due is a date (YYYY-MM-DD or
// any expression that needs no meeting date).
type Promotion struct {
	Scope                ledger.MeetingScope
	Ref                  string
	Title, Assignee, Due string
	Actor, Reason        string
}

// PromoteResult says which task the possible action became. Already: it
// had been promoted before (by Possible.Actor), nothing changed now.
type PromoteResult struct {
	Key      string
	Already  bool
	Possible ledger.PossibleAction
}

// Promote makes a possible action a task through the normal ledger path:
// extracted (as a person gave it), resolved against the roster, numbered
// by the action registry, and enqueued under its business key with the
// person as the actor — in one Ingest with the decision, so promoting
// twice, or from two tabs at once, makes one task.
func (a *App) Promote(ctx context.Context, p Promotion) (PromoteResult, error) {
	if p.Actor == "" {
		return PromoteResult{}, usagef("promote %s: no actor", p.Ref)
	}
	if a.roster == nil {
		return PromoteResult{}, usageRemedy(Remedy{Code: RemedyNoRoster, Field: "assignee"}, "promote %s: no roster loaded (assignees are resolved only against it): pass --roster FILE (or set roster: in the config)", p.Ref)
	}
	row, err := a.possibleRow(ctx, p.Scope, p.Ref)
	if err != nil {
		return PromoteResult{}, err
	}
	if row.State == ledger.PossibleOpen {
		row, err = a.repairPossible(ctx, row)
		if err != nil {
			return PromoteResult{}, err
		}
	}
	switch row.State {
	case ledger.PossiblePromoted:
		return PromoteResult{Key: row.Key, Already: true, Possible: row}, nil
	case ledger.PossibleDismissed:
		return PromoteResult{Possible: row}, &ledger.PossibleDecidedError{Current: row}
	}
	act, err := a.promotedAction(ctx, p, row)
	if err != nil {
		return PromoteResult{}, err
	}
	key, err := act.Key()
	if err != nil {
		return PromoteResult{}, fmt.Errorf("promote %s: %w", p.Ref, err)
	}
	reason := fmt.Sprintf("promoted from a possible action (line %d) by %s", row.Line, p.Actor)
	if r := strings.TrimSpace(p.Reason); r != "" {
		reason += ": " + r
	}
	ep := ledger.EnqueueParams{Key: key, Actor: p.Actor, Reason: reason, Now: a.now()}
	if act.Ready() {
		if ep.Intent, err = act.Intent(p.Scope.Project); err != nil {
			return PromoteResult{}, err
		}
	} else {
		// Promoted without all it needs (an assignee, a date): the task
		// waits for a person with the reason, like any unresolved action.
		ep.Intent = ledger.Intent{Project: p.Scope.Project, Action: act.ActionID, Title: act.Title, Assignee: act.Assignee, DueDate: act.DueDate, Source: act.Evidence}
		ep.State, ep.Reason = ledger.NeedsHuman, reason+"; "+act.Reason
	}
	res, _ := json.Marshal(possibleDecision{Decision: ledger.PossiblePromoted, Key: key.String(), Actor: p.Actor, Reason: p.Reason})
	in, err := a.store.Ingest(ctx, ledger.IngestParams{Source: PossibleSource, MessageID: possibleMessageID(p.Scope, p.Ref), Result: string(res),
		Executions: []ledger.EnqueueParams{ep}, Now: a.now()})
	if err != nil {
		return PromoteResult{}, fmt.Errorf("promote %s: %w", p.Ref, err)
	}
	result := string(res)
	if in.Duplicate {
		// Another click or tab decided first: theirs stands.
		result = in.Receipt.Result
	}
	row, err = a.mirrorPossible(ctx, p.Scope, p.Ref, result)
	if err != nil {
		return PromoteResult{}, err
	}
	if row.State != ledger.PossiblePromoted {
		return PromoteResult{Possible: row}, &ledger.PossibleDecidedError{Current: row}
	}
	return PromoteResult{Key: row.Key, Already: in.Duplicate, Possible: row}, nil
}

// promotedAction is the action a person made of the line: resolved and
// numbered like any extracted one.
func (a *App) promotedAction(ctx context.Context, p Promotion, row ledger.PossibleAction) (extract.Action, error) {
	title := strings.TrimSpace(p.Title)
	if title == "" {
		title = PossibleTitle(ctx, row.Text)
	}
	due := strings.TrimSpace(p.Due)
	if due != "" {
		if r := dates.Resolve(due, dates.Date{}); !r.Resolved() {
			return extract.Action{}, usageRemedy(Remedy{Code: RemedyBadDue, Field: "due", Detail: due}, "promote %s: due %q: %s (give a date, YYYY-MM-DD)", p.Ref, due, r.Reason)
		}
	}
	// One action ID per possible action, however many promotions race.
	c := extract.Candidate{Line: row.Line, Evidence: row.Text, Title: title, Due: due, Syntax: "promoted", Identity: "possible " + row.Ref}
	if who := strings.TrimSpace(p.Assignee); who != "" {
		c.Assignee, c.Owners = who, []string{who}
	}
	loc, err := dates.LoadLocation(a.cfg.Timezone)
	if err != nil {
		return extract.Action{}, usagef("time zone %q: %v", a.cfg.Timezone, err)
	}
	in := extract.Input{Name: "possible " + p.Ref, Notes: []byte(row.Text), Scope: p.Scope, Roster: a.roster, Location: loc}
	pl, err := extract.BuildPlan(ctx, a.store, in, []extract.Candidate{c}, a.now())
	if err != nil {
		return extract.Action{}, fmt.Errorf("promote %s: %w", p.Ref, err)
	}
	return pl.Actions[0], nil
}

// PossibleTitle is the title a possible action's line suggests: its text
// without the bullet, checkbox and inline marks.
func PossibleTitle(ctx context.Context, line string) string {
	d, err := doc.Parse(ctx, []byte(line))
	if err == nil && len(d.Nodes) > 0 {
		if t := strings.TrimSpace(strings.NewReplacer("~~", "", "**", "", "`", "").Replace(d.Nodes[0].Text)); t != "" {
			return t
		}
	}
	return strings.TrimSpace(line)
}

// Dismiss records that a possible action is no task, as actor; a
// possible action promoted first stays promoted.
func (a *App) Dismiss(ctx context.Context, scope ledger.MeetingScope, ref, actor, reason string) (ledger.PossibleAction, error) {
	if actor == "" {
		return ledger.PossibleAction{}, usagef("dismiss %s: no actor", ref)
	}
	row, err := a.possibleRow(ctx, scope, ref)
	if err != nil {
		return row, err
	}
	if row.State != ledger.PossibleOpen {
		return row, &ledger.PossibleDecidedError{Current: row}
	}
	res, _ := json.Marshal(possibleDecision{Decision: ledger.PossibleDismissed, Actor: actor, Reason: strings.TrimSpace(reason)})
	in, err := a.store.Ingest(ctx, ledger.IngestParams{Source: PossibleSource, MessageID: possibleMessageID(scope, ref), Result: string(res), Now: a.now()})
	if err != nil {
		return row, fmt.Errorf("dismiss %s: %w", ref, err)
	}
	result := string(res)
	if in.Duplicate {
		result = in.Receipt.Result
	}
	if row, err = a.mirrorPossible(ctx, scope, ref, result); err != nil {
		return row, err
	}
	if row.State != ledger.PossibleDismissed {
		return row, &ledger.PossibleDecidedError{Current: row}
	}
	return row, nil
}
