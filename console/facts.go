package console

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// dismissFact is a person's "not about this task" for a status fact: a
// later meeting's line that is no action of its own but was read as
// naming an open task and reporting its status (series/facts.go). It is
// app.DismissFact, the step `axagent series dismiss` takes: the fact stays
// on record, dismissed by the operator, no longer counted, and no rerun of
// the meeting records it again. It is protected as every decision is
// (session, one-time form token, the operator's tenants: the task's
// tenant, which is the meeting's); a second form from another tab finds
// it dismissed and says by whom, changing nothing.
func (s *Server) dismissFact(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	k, ok := s.visibleKey(r, sess)
	if !ok {
		http.Error(w, tr(p.Lang, "not found"), http.StatusNotFound)
		return
	}
	msg, refused, err := s.dismissOne(r.Context(), k, r.PostForm, sess.operator.Name, p.Lang)
	s.o.Log.Info("console: status fact dismissed", "operator", sess.operator.Name, "key", k.String(), "meeting", r.PostForm.Get("meeting"),
		"line", r.PostForm.Get("line"), "reason", strings.TrimSpace(r.PostForm.Get("reason")), "refused", refused, "err", err)
	s.redirectBack(w, r, sess, msg, refused)
}

// dismissOne dismisses the form's fact about task and says what came of
// it; refused: nothing was changed (err is the app's refusal, if any).
func (s *Server) dismissOne(ctx context.Context, task ledger.BusinessKey, f url.Values, actor, lang string) (string, bool, error) {
	reason := strings.TrimSpace(f.Get("reason"))
	if reason == "" {
		return tr(lang, "refused fact-reason"), true, nil
	}
	meeting := strings.TrimSpace(f.Get("meeting"))
	line, err := strconv.Atoi(strings.TrimSpace(f.Get("line")))
	if meeting == "" || err != nil || line <= 0 {
		return tr(lang, "refused fact-line"), true, err
	}
	res, err := s.o.App.DismissFact(ctx, task, meeting, line, actor, reason)
	switch {
	case app.IsRefused(err):
		// The one refusal app.DismissFact gives: no such fact.
		return fmt.Sprintf(tr(lang, "refused fact-none"), line, meeting, task), true, err
	case err != nil:
		return s.refusal(lang, err), true, err
	case res.Already:
		// Another form (a second tab, a person before) dismissed it:
		// nothing was done twice.
		return fmt.Sprintf(tr(lang, "already fact dismissed"), line, meeting, task, dash(res.By), res.At.Local().Format("2006-01-02 15:04")), true, nil
	}
	return fmt.Sprintf(tr(lang, "fact dismissed"), line, meeting, task), false, nil
}
