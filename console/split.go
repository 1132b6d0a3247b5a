package console

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// split is a person's "not the same task" for a later meeting's action the
// linker tied to an earlier task as a restatement (app.Split): the link
// becomes the person's "another task", the later action is filed as its
// own task, and the due date the restatement moved is restored. It is
// protected as every decision is (session, one-time form token, the
// operator's tenants); the split itself is keyed, so a second form from
// another tab finds it done and says so, changing nothing.
func (s *Server) split(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	k, ok := s.visibleKey(r, sess)
	if !ok {
		http.Error(w, tr(p.Lang, "not found"), http.StatusNotFound)
		return
	}
	// Once its form is accepted the split runs to its end even if the
	// browser drops the request — a double click abandons the first one —:
	// stopped between recording the link as split and filing the action,
	// it would leave the action with no task and no button to split.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), splitTimeout)
	defer cancel()
	msg, refused, err := s.splitOne(ctx, k, r.PostForm, sess, p.Lang)
	s.o.Log.Info("console: split", "operator", sess.operator.Name, "key", k.String(), "from", r.PostForm.Get("from"), "refused", refused, "err", err)
	s.redirectBack(w, r, sess, msg, refused)
}

// splitTimeout bounds a split the browser no longer waits for.
const splitTimeout = 2 * time.Minute

// splitOne splits later from the form's task and says what came of it;
// refused: nothing was changed (err is the app's refusal, if any).
func (s *Server) splitOne(ctx context.Context, later ledger.BusinessKey, f url.Values, sess *session, lang string) (string, bool, error) {
	reason := strings.TrimSpace(f.Get("reason"))
	if reason == "" {
		return tr(lang, "refused split-reason"), true, nil
	}
	raw := strings.TrimSpace(f.Get("from"))
	from, err := ledger.ParseKey(raw)
	if err != nil || !sess.operator.MaySee(from.Tenant) {
		return fmt.Sprintf(tr(lang, "refused split-no-task"), raw), true, err
	}
	res, err := s.o.App.Split(ctx, later, from, sess.operator.Name, reason)
	switch {
	case app.IsRefused(err):
		return s.splitRefusal(lang, later, from, err), true, err
	case err != nil:
		return s.refusal(lang, err), true, err
	case res.Already:
		// Another form (a second tab, a person before) split it: nothing
		// was done twice.
		return fmt.Sprintf(tr(lang, "already split"), res.Key, res.From, res.By, res.At.Local().Format("2006-01-02 15:04")), true, nil
	}
	lines := []string{fmt.Sprintf(tr(lang, "split done"), res.Key, res.From)}
	if m := app.Message(lang, []app.KeyStatus{res.Filed}, false); m != "" {
		lines = append(lines, m)
	}
	switch {
	case res.Restored != nil:
		lines = append(lines, fmt.Sprintf(tr(lang, "due restored"), res.From, dash(res.RestoredDue)))
	case res.Left != nil:
		lines = append(lines, s.dueLeft(ctx, lang, *res.Left))
	}
	return strings.Join(lines, "\n"), false, nil
}

// dueLeft words, in lang, why the split left the earlier task's due date
// as it is and what the person can do from here (never a CLI command).
func (s *Server) dueLeft(ctx context.Context, lang string, d app.DueLeft) string {
	task := d.Task
	if k, err := ledger.ParseKey(d.Task); err == nil {
		if t, err := s.o.App.Show(ctx, k); err == nil && t.Execution.ExternalID != "" {
			task += " (" + t.Execution.ExternalID + ")"
		}
	}
	switch d.Why {
	case app.LeftChangedAgain:
		return fmt.Sprintf(tr(lang, "due left changed-again"), task, d.Update, dash(d.Due), dash(d.Before))
	case app.LeftMaybeRestatement:
		return fmt.Sprintf(tr(lang, "due left maybe-restatement"), d.Update, dash(d.Due), task, dash(d.Before))
	case app.LeftUpdateHeld:
		return fmt.Sprintf(tr(lang, "due left update-held"), task, d.Update, dash(d.Due), dash(d.Before))
	case app.LeftTaskCancelled:
		return fmt.Sprintf(tr(lang, "due left task-cancelled"), task)
	}
	return fmt.Sprintf(tr(lang, "due left"), task)
}

// splitRefusal words a refused split in lang from the reason app.Split
// gives (its Remedy code): the ledger is not read again to guess it.
func (s *Server) splitRefusal(lang string, later, from ledger.BusinessKey, err error) string {
	rm, _ := app.RemedyOf(err)
	switch rm.Code {
	case app.RemedySplitNoTask:
		return fmt.Sprintf(tr(lang, "refused split-no-task"), from)
	case app.RemedySplitMerged:
		return fmt.Sprintf(tr(lang, "refused split-merged"), dash(rm.Detail), later, from)
	case app.RemedySplitNoAction, app.RemedySplitNoOne:
		return fmt.Sprintf(tr(lang, "refused "+rm.Code), later)
	case app.RemedySplitPair, app.RemedySplitOwnTask, app.RemedySplitNotLinked, app.RemedySplitPossible, app.RemedySplitAnswered:
		return fmt.Sprintf(tr(lang, "refused "+rm.Code), later, from)
	}
	// A refusal with no split reason (none today): its own words.
	var re *app.RefusedError
	if errors.As(err, &re) {
		return tr(lang, "refused split") + " " + re.Msg
	}
	return s.refusal(lang, err)
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
