package console

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// possibleItem is a possible action on a meeting's page, with what a
// person can do about it.
type possibleItem struct {
	app.PossibleAction
	// Title is the title its line suggests (the promote form's default).
	Title string
	pg    *page
}

// CSRF renders a form token for the item's forms.
func (i possibleItem) CSRF() template.HTML { return i.pg.CSRF() }

// Open: nobody decided yet.
func (i possibleItem) Open() bool { return i.State == ledger.PossibleOpen }

// decidePossible promotes a possible action to a task or dismisses it, as
// the signed-in operator. The app makes the decision once however many
// forms arrive (another tab, another operator): each form's token is
// spent once, and the decision itself is recorded once per possible
// action.
func (s *Server) decidePossible(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	sc := ledger.MeetingScope{Tenant: r.PathValue("tenant"), Project: r.PathValue("project"), Meeting: r.PathValue("meeting")}
	if !sess.operator.MaySee(sc.Tenant) {
		http.Error(w, tr(p.Lang, "not found"), http.StatusNotFound)
		return
	}
	ctx := r.Context()
	ref, actor, f := r.PathValue("ref"), sess.operator.Name, r.PostForm
	reason := strings.TrimSpace(f.Get("reason"))
	var msg string
	var err error
	switch op := r.PathValue("op"); op {
	case "promote":
		var res app.PromoteResult
		res, err = s.o.App.Promote(ctx, app.Promotion{Scope: sc, Ref: ref, Title: f.Get("title"), Assignee: f.Get("assignee"),
			Due: f.Get("due"), Actor: actor, Reason: reason})
		switch {
		case err != nil:
		case res.Already:
			msg = fmt.Sprintf(tr(p.Lang, "already promoted"), res.Key, res.Possible.Actor)
		default:
			msg = s.workNow(ctx, []string{res.Key}, p.Lang)
		}
	case "dismiss":
		_, err = s.o.App.Dismiss(ctx, sc, ref, actor, reason)
		msg = tr(p.Lang, "dismissed")
	default:
		http.Error(w, "unknown operation", http.StatusNotFound)
		return
	}
	var de *ledger.PossibleDecidedError
	refused := false
	switch {
	case errors.As(err, &de) && de.Current.State == ledger.PossiblePromoted:
		msg = fmt.Sprintf(tr(p.Lang, "already promoted"), de.Current.Key, de.Current.Actor)
	case errors.As(err, &de):
		msg = fmt.Sprintf(tr(p.Lang, "already dismissed"), de.Current.Actor)
	case err != nil:
		msg, refused = s.refusal(p.Lang, err), true
	}
	s.o.Log.Info("console: possible action", "operator", actor, "meeting", sc.Meeting, "ref", ref, "op", r.PathValue("op"), "err", err)
	s.redirectBack(w, r, sess, msg, refused)
}
