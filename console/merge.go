package console

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// wordedRefusal is a refusal the console has worded in the page's
// language already, with more than a remedy code carries (refusal shows
// msg as it is).
type wordedRefusal struct {
	msg string
	err error
}

func (e *wordedRefusal) Error() string { return e.err.Error() }
func (e *wordedRefusal) Unwrap() error { return e.err }

// merge is a person's "this is that task" for a possible link of the
// series (a held action's "This is task …" in the queue, a filed one's
// "Merge into it" on the meeting and task pages): app.Merge, the step
// `axagent series merge` takes. The later key is rejected (never filed)
// or its task cancelled, the link recorded as the person's, and the task
// takes the later due date; the message says each.
func (s *Server) merge(ctx context.Context, later ledger.BusinessKey, raw, actor, reason, lang string) (string, error) {
	into, err := ledger.ParseKey(strings.TrimSpace(raw))
	if err != nil {
		return "", fmt.Errorf("merge: %w", err)
	}
	res, err := s.o.App.Merge(ctx, later, into, actor, reason)
	if err != nil {
		return "", s.mergeRefusal(ctx, lang, later, into, err)
	}
	lines := []string{fmt.Sprintf(tr(lang, "merge done"), later, into)}
	// The later key's end in the merge's words: the app's status message
	// of a cancel-task reads as a registration.
	switch e := res.Settled.Execution; {
	case e.Key.Operation == ledger.OpCancelTask && e.State == ledger.Succeeded:
		lines = append(lines, fmt.Sprintf(tr(lang, "merge cancelled"), dash(e.ExternalID)))
	case e.Key.Operation == ledger.OpCreateTask && e.State == ledger.Abandoned:
		lines = append(lines, tr(lang, "merge rejected"))
	default:
		// Not settled (a cancel the tracker connection may not make, one
		// that failed): where it stands and what to do.
		if m := app.Message(lang, []app.KeyStatus{res.Settled}, false); m != "" {
			lines = append(lines, m)
		}
	}
	if res.Update != "" {
		due := "-"
		if k, err := ledger.ParseKey(res.Update); err == nil {
			if d, err := s.o.App.Show(ctx, k); err == nil {
				due = dash(d.Execution.Intent.DueDate)
			}
		}
		lines = append(lines, fmt.Sprintf(tr(lang, "merge due"), into, due))
	}
	return strings.Join(lines, "\n"), nil
}

// mergeRefusal words a refused merge. The app's refusal says why in
// English only (series.CheckMerge); the one a person can act on from
// here — the two are different people's, the last check of the pair —
// is worded in lang from the two keys' assignees, which the pages show
// too. Any other refusal keeps its remedy's words.
func (s *Server) mergeRefusal(ctx context.Context, lang string, later, into ledger.BusinessKey, err error) error {
	if rm, ok := app.RemedyOf(err); !ok || rm.Code != app.RemedyMerge {
		return err
	}
	l, errL := s.o.App.Show(ctx, later)
	t, errT := s.o.App.Show(ctx, into)
	if errors.Join(errL, errT) != nil {
		return err
	}
	a, b := l.Execution.Intent, t.Execution.Intent
	if a.AssigneeID == "" || b.AssigneeID == "" || strings.EqualFold(a.AssigneeID, b.AssigneeID) {
		return err
	}
	task := into.String()
	if id := t.Execution.ExternalID; id != "" {
		task += " (" + id + ")"
	}
	return &wordedRefusal{msg: fmt.Sprintf(tr(lang, "refused merge-assignee"), later, assignee(a), task, assignee(b)), err: err}
}

// distinct is a person's "not the same task" for a possible link of a
// filed action (the meeting and task pages): app.Distinct, the step
// `axagent series distinct` takes. Only that pair's link is set aside, as
// the person's decision with the reason; nothing changes in the tracker.
// A second form (another tab) finds it decided and says by whom.
func (s *Server) distinct(ctx context.Context, later ledger.BusinessKey, raw, actor, reason, lang string) (string, error) {
	if reason == "" {
		return "", &wordedRefusal{msg: tr(lang, "refused distinct-reason"), err: &app.UsageError{Msg: "not the same task: no reason"}}
	}
	from, err := ledger.ParseKey(strings.TrimSpace(raw))
	if err != nil {
		return "", &wordedRefusal{msg: fmt.Sprintf(tr(lang, "refused distinct-no-task"), raw), err: fmt.Errorf("distinct: %w", err)}
	}
	res, err := s.o.App.Distinct(ctx, later, from, actor, reason)
	if err != nil {
		return "", distinctRefusal(lang, later, from, err)
	}
	if res.Already {
		return fmt.Sprintf(tr(lang, "already distinct"), res.Key, res.From, dash(res.By), res.At.Local().Format("2006-01-02 15:04")), nil
	}
	return fmt.Sprintf(tr(lang, "distinct done"), res.Key, res.From), nil
}

// distinctRefusal words a refused "not the same task" in lang from the
// reason app.Distinct gives (its Remedy code), with the pair's keys.
func distinctRefusal(lang string, later, from ledger.BusinessKey, err error) error {
	rm, ok := app.RemedyOf(err)
	if !ok {
		return err
	}
	var msg string
	switch rm.Code {
	case app.RemedyDistinctNoKey:
		msg = fmt.Sprintf(tr(lang, "refused "+rm.Code), later)
	case app.RemedyDistinctNoTask:
		msg = fmt.Sprintf(tr(lang, "refused "+rm.Code), from)
	case app.RemedyDistinctMerged:
		msg = fmt.Sprintf(tr(lang, "refused "+rm.Code), dash(rm.Detail))
	case app.RemedyDistinctPair, app.RemedyDistinctNotPossible, app.RemedyDistinctRestated, app.RemedyDistinctHeld:
		msg = fmt.Sprintf(tr(lang, "refused "+rm.Code), later, from)
	default:
		return err
	}
	return &wordedRefusal{msg: msg, err: err}
}
