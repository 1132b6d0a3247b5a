package console

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// pageSize is how many keys one queue page lists.
const pageSize = 50

// item is one waiting key, with why it waits and the actions that answer
// its reason.
type item struct {
	Key, Title, Assignee, Due, State, Source string
	// External is the tracker's ID of the task, TaskURL its page there
	// ("" for none).
	External, TaskURL string
	// Context is the source line in its section (nil: none kept).
	Context *app.SourceContext
	// Why is the reason in the page's language, with its fix.
	Why                              app.Explanation
	Label                            string
	Awaiting, Correctable, Fixable   bool
	InDoubt, NeedsAssignee, Attempts bool
	Candidates                       []string
	// Possible are the earlier tasks a held action may be (its possible
	// links): one click merges it into one, answering the hold.
	Possible []app.Link
	// Restated are later meetings' actions linked to this held task as
	// restatements: one hold for the same work (issue 27).
	Restated []app.Link
	// PossiblyRestated are later meetings' actions shown as possibly this
	// held task: beside it for whoever answers the hold.
	PossiblyRestated []app.Link
	pg               *page
}

// CSRF renders a form token for the item's forms.
func (i item) CSRF() template.HTML { return i.pg.CSRF() }

// Back is the page the item's forms return to.
func (i item) Back() string { return i.pg.Back }

// Can reports whether act is one of the actions answering the reason.
func (i item) Can(act string) bool { return slices.Contains(i.Why.Actions, act) }

func (s *Server) itemOf(e ledger.Execution, why app.Explanation, p *page) item {
	it := item{Key: e.Key.String(), Title: e.Intent.Title, Assignee: assignee(e.Intent), Due: e.Intent.DueDate, State: string(e.State),
		Source: e.Intent.Source, External: e.ExternalID, Why: why, Label: app.ReasonLabel(p.Lang, why.Code), pg: p}
	it.Awaiting = app.AwaitsApproval(e)
	it.Fixable = e.State == ledger.NeedsHuman
	it.Correctable = it.Fixable && e.Attempts == 0
	it.Attempts = e.Attempts > 0
	it.InDoubt = e.State == ledger.Unknown || e.InDoubt
	it.NeedsAssignee = e.Intent.AssigneeID == "" && e.Key.Operation != ledger.OpCancelTask
	if r := s.o.App.Roster(); r != nil {
		it.Candidates = r.Names()
	}
	return it
}

// filter is the queue's filter as the page shows it.
type filter struct {
	State, Reason, Tenant, Project, Meeting, Assignee, Search string
	Page                                                      int
}

func filterOf(r *http.Request, st ledger.State) filter {
	q := r.URL.Query()
	f := filter{State: string(st), Reason: q.Get("reason"), Tenant: q.Get("tenant"), Project: q.Get("project"), Meeting: q.Get("meeting"),
		Assignee: q.Get("assignee"), Search: strings.TrimSpace(q.Get("q"))}
	if v := q.Get("state"); v == string(ledger.Unknown) || v == string(ledger.NeedsHuman) {
		f.State = v
	}
	f.Page, _ = strconv.Atoi(q.Get("page"))
	f.Page = max(f.Page, 1)
	return f
}

// URL is the queue with this filter, changed by pairs of name and value.
func (f filter) URL(pairs ...string) string {
	v := url.Values{}
	set := func(k, val string) {
		if val != "" {
			v.Set(k, val)
		}
	}
	set("state", f.State)
	set("reason", f.Reason)
	set("tenant", f.Tenant)
	set("project", f.Project)
	set("meeting", f.Meeting)
	set("assignee", f.Assignee)
	set("q", f.Search)
	if f.Page > 1 {
		v.Set("page", strconv.Itoa(f.Page))
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		v.Del(pairs[i])
		set(pairs[i], pairs[i+1])
	}
	if v.Get("state") == string(ledger.NeedsHuman) {
		v.Del("state")
	}
	if len(v) == 0 {
		return Prefix + "/queue"
	}
	return Prefix + "/queue?" + v.Encode()
}

// reasonCount is one entry of the reason navigation.
type reasonCount struct {
	Code, Label, URL string
	N                int
	On               bool
}

// queueView is what the queue page shows besides its items.
type queueView struct {
	F                                      filter
	Total, From, To                        int
	All                                    int
	Reasons                                []reasonCount
	Prev, Next                             string
	Tenants, Projects, Meetings, Assignees []string
}

func (s *Server) queue(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	s.list(w, r, sess, p, ledger.NeedsHuman)
}

func (s *Server) unknown(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	s.list(w, r, sess, p, ledger.Unknown)
}

func (s *Server) list(w http.ResponseWriter, r *http.Request, sess *session, p *page, st ledger.State) {
	f := filterOf(r, st)
	res, err := s.o.App.Queue(r.Context(), app.QueueFilter{State: ledger.State(f.State), Reason: f.Reason, Tenant: f.Tenant, Project: f.Project,
		Meeting: f.Meeting, Assignee: f.Assignee, Search: f.Search, Visible: sess.operator.MaySee, Lang: p.Lang,
		Offset: (f.Page - 1) * pageSize, Limit: pageSize})
	if err != nil {
		s.fail(w, p, err)
		return
	}
	p.Back = f.URL()
	v := &queueView{F: f, Total: res.Total, Tenants: res.Tenants, Projects: res.Projects, Meetings: res.Meetings, Assignees: res.Assignees}
	codes := append(app.WaitCodes(), app.WaitInDoubt)
	for _, c := range codes {
		if n := res.Counts[c]; n > 0 || c == f.Reason {
			v.Reasons = append(v.Reasons, reasonCount{Code: c, Label: app.ReasonLabel(p.Lang, c), N: n, On: c == f.Reason, URL: f.URL("reason", c, "page", "")})
			v.All += n
		}
	}
	if len(res.Entries) > 0 {
		v.From, v.To = (f.Page-1)*pageSize+1, (f.Page-1)*pageSize+len(res.Entries)
	}
	if f.Page > 1 {
		v.Prev = f.URL("page", strconv.Itoa(f.Page-1))
	}
	if v.To < res.Total {
		v.Next = f.URL("page", strconv.Itoa(f.Page+1))
	}
	for _, e := range res.Entries {
		it := s.itemOf(e.Execution, e.Why, p)
		it.External, it.TaskURL, it.Context, it.Possible, it.Restated, it.PossiblyRestated = e.Task.ID, e.Task.URL, e.Context, e.Possible, e.Restated, e.PossiblyRestated
		p.Items = append(p.Items, it)
	}
	p.Queue = v
	s.render(w, "queue", p, http.StatusOK)
}

// act carries out one decision on a key, as the signed-in operator, and
// goes back to where the person came from, with what happened: a refusal
// shown as one, in the page's language, naming the field to fill.
func (s *Server) act(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	k, ok := s.visibleKey(r, sess)
	if !ok {
		http.Error(w, tr(p.Lang, "not found"), http.StatusNotFound)
		return
	}
	op := r.PathValue("op")
	msg, err := s.decide(r.Context(), op, k, r.PostForm, sess.operator.Name, p.Lang)
	if errors.Is(err, errUnknownOp) {
		http.Error(w, "unknown operation", http.StatusNotFound)
		return
	}
	s.o.Log.Info("console: decision", "operator", sess.operator.Name, "key", k.String(), "op", op, "err", err)
	if err != nil {
		s.redirectBack(w, r, sess, s.refusal(p.Lang, err), true)
		return
	}
	s.redirectBack(w, r, sess, msg, false)
}

var errUnknownOp = errors.New("console: unknown operation")

// The console's own refusals of "check now" (app.Remedy codes).
const (
	remedyHeld       = "held"         // a worker holds the key
	remedyNotInDoubt = "not-in-doubt" // nothing to check
	remedyNotDue     = "not-due"      // the next check is later
)

// reasonOr is the form's reason, or a note saying where it was decided.
func reasonOr(f url.Values) string {
	if r := strings.TrimSpace(f.Get("reason")); r != "" {
		return r
	}
	return "via the console"
}

// decide carries out op on k and says what came of it.
func (s *Server) decide(ctx context.Context, op string, k ledger.BusinessKey, f url.Values, actor, lang string) (string, error) {
	key, reason := k.String(), reasonOr(f)
	var err error
	work := true
	switch op {
	case "approve":
		_, err = s.o.App.Approve(ctx, []string{key}, actor, reason)
	case "reject":
		_, err = s.o.App.Reject(ctx, []string{key}, actor, reason)
		work = false
	case "correct", "new":
		// "new": a possible duplicate that is a new task goes ahead as is.
		_, err = s.o.App.Correct(ctx, app.Correction{Key: key, Assignee: f.Get("assignee"), Due: strings.TrimSpace(f.Get("due")),
			Title: f.Get("title"), Actor: actor, Reason: reason})
	case "requeue":
		_, err = s.o.App.Resolve(ctx, app.Decision{Key: key, Requeue: true, Reason: reason, Actor: actor})
	case "abandon":
		_, err = s.o.App.Resolve(ctx, app.Decision{Key: key, Abandon: true, Reason: reason, Actor: actor})
		work = false
	case "found":
		id := strings.TrimSpace(f.Get("external_id"))
		if id == "" {
			return "", &app.UsageError{Msg: "found: no tracker ID", Remedy: app.Remedy{Code: app.RemedyOneDecision, Field: "external_id"}}
		}
		_, err = s.o.App.Resolve(ctx, app.Decision{Key: key, ExternalID: id, Assignee: f.Get("assignee"),
			NoNotify: f.Get("notify") == "no", Reason: reason, Actor: actor})
	case "reconcile":
		return s.checkNow(ctx, k, lang)
	case "merge":
		// A possible link of the series: the later action is the task.
		return s.merge(ctx, k, f.Get("into"), actor, reason, lang)
	case "distinct":
		// A possible link of the series: the later action is not the task.
		return s.distinct(ctx, k, f.Get("from"), actor, strings.TrimSpace(f.Get("reason")), lang)
	default:
		return "", errUnknownOp
	}
	if err != nil {
		return "", err
	}
	if work {
		return s.workNow(ctx, []string{key}, lang), nil
	}
	return s.statusMessage(ctx, []string{key}, lang), nil
}

// statusMessage says where keys stand now.
func (s *Server) statusMessage(ctx context.Context, keys []string, lang string) string {
	st, err := s.o.App.Status(ctx, keys)
	if err != nil {
		return tr(lang, "done")
	}
	return app.Message(lang, st, false)
}

// workNow registers and notifies what a decision made due, bounded, and
// says where the keys stand.
func (s *Server) workNow(ctx context.Context, keys []string, lang string) string {
	st, _, err := s.o.App.WorkFor(ctx, keys, 20*time.Second)
	if err != nil {
		return fmt.Sprintf(tr(lang, "work later"), len(keys))
	}
	return app.Message(lang, st, false)
}

// checkNow looks a key in doubt up in the tracker now; when its next check
// is not due, it says when that is and why it cannot be sooner.
func (s *Server) checkNow(ctx context.Context, k ledger.BusinessKey, lang string) (string, error) {
	res, err := s.o.App.Reconcile(ctx, []string{k.String()})
	if err != nil {
		return "", err
	}
	now := s.o.Clock.Now()
	for _, sk := range res.Skipped {
		if sk.Key != k.String() {
			continue
		}
		switch {
		case sk.State == string(ledger.Running):
			return "", &app.RefusedError{Key: sk.Key, Msg: sk.Reason, Remedy: app.Remedy{Code: remedyHeld, Detail: when(lang, sk.DueAt, now)}}
		case sk.DueAt.IsZero():
			return "", &app.RefusedError{Key: sk.Key, Msg: sk.Reason, Remedy: app.Remedy{Code: remedyNotInDoubt, Detail: stateLabel(lang, sk.State)}}
		default:
			e, err := s.o.App.Status(ctx, []string{k.String()})
			why := "why lag"
			if err == nil && len(e) == 1 && strings.HasPrefix(e[0].Execution.Reason, "lookup failed") {
				why = "why failed"
			}
			return "", &app.RefusedError{Key: sk.Key, Msg: sk.Reason, Remedy: app.Remedy{Code: remedyNotDue, Detail: when(lang, sk.DueAt, now) + ". " + tr(lang, why)}}
		}
	}
	return s.statusMessage(ctx, []string{k.String()}, lang), nil
}

// when says a time of day and how far off it is, in lang.
func when(lang string, at, now time.Time) string {
	d := at.Sub(now).Round(time.Second)
	if d < 0 {
		d = 0
	}
	return fmt.Sprintf(tr(lang, "at in"), at.Local().Format("15:04:05"), duration(lang, d))
}

// duration says d in minutes and seconds, in lang.
func duration(lang string, d time.Duration) string {
	m, sec := int(d/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case lang == "ko" && m > 0:
		return fmt.Sprintf("%d분 %d초", m, sec)
	case lang == "ko":
		return fmt.Sprintf("%d초", sec)
	case m > 0:
		return fmt.Sprintf("%d min %d s", m, sec)
	}
	return fmt.Sprintf("%d s", sec)
}

// bulk applies one decision with one reason to the keys ticked in a
// queue: approve, requeue (send again) or abandon (reject, for a key
// awaiting approval). Each key is its own audited decision; a key the
// decision does not fit is refused by name and the others go ahead.
func (s *Server) bulk(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	ctx := r.Context()
	f := r.PostForm
	op := f.Get("op")
	reason := reasonOr(f)
	var done, work []string
	var refusals []string
	for _, raw := range f["key"] {
		k, err := ledger.ParseKey(raw)
		if err != nil || !sess.operator.MaySee(k.Tenant) {
			refusals = append(refusals, raw+": "+tr(p.Lang, "not found"))
			continue
		}
		key := k.String()
		switch op {
		case "approve":
			_, err = s.o.App.Approve(ctx, []string{key}, sess.operator.Name, reason)
			work = append(work, key)
		case "requeue":
			_, err = s.o.App.Resolve(ctx, app.Decision{Key: key, Requeue: true, Reason: reason, Actor: sess.operator.Name})
			work = append(work, key)
		case "abandon":
			st, serr := s.o.App.Status(ctx, []string{key})
			if serr == nil && len(st) == 1 && app.AwaitsApproval(st[0].Execution) {
				_, err = s.o.App.Reject(ctx, []string{key}, sess.operator.Name, reason)
			} else {
				_, err = s.o.App.Resolve(ctx, app.Decision{Key: key, Abandon: true, Reason: reason, Actor: sess.operator.Name})
			}
		default:
			http.Error(w, "unknown operation", http.StatusNotFound)
			return
		}
		s.o.Log.Info("console: bulk decision", "operator", sess.operator.Name, "key", key, "op", op, "err", err)
		if err != nil {
			if len(work) > 0 && work[len(work)-1] == key {
				work = work[:len(work)-1]
			}
			refusals = append(refusals, key+": "+s.refusal(p.Lang, err))
			continue
		}
		done = append(done, key)
	}
	if len(f["key"]) == 0 {
		s.redirectBack(w, r, sess, tr(p.Lang, "none ticked"), true)
		return
	}
	msg := fmt.Sprintf(tr(p.Lang, "bulk done"), len(done))
	if len(work) > 0 {
		msg += "\n" + s.workNow(ctx, work, p.Lang)
	}
	if len(refusals) > 0 {
		s.redirectBack(w, r, sess, msg+"\n"+strings.Join(refusals, "\n"), true)
		return
	}
	s.redirectBack(w, r, sess, msg, false)
}

// refusal words a refused or failed decision in lang: what was refused
// and which field of the form to fill, never a command-line flag.
func (s *Server) refusal(lang string, err error) string {
	var wr *wordedRefusal
	if errors.As(err, &wr) {
		return wr.msg
	}
	if rm, ok := app.RemedyOf(err); ok {
		if f, ok := catalog["refused "+rm.Code]; ok {
			w := f[0]
			if lang == "ko" {
				w = f[1]
			}
			d := rm.Detail
			switch rm.Code {
			case app.RemedyNotWaiting, app.RemedyNotAwaiting, app.RemedyUnsettled:
				d = stateLabel(lang, d)
			}
			if strings.Contains(w, "%s") {
				w = fmt.Sprintf(w, d)
			}
			return w
		}
	}
	switch {
	case app.IsRefused(err), app.IsUsage(err):
		s.o.Log.Info("console: refusal without a remedy code", "err", err)
		return tr(lang, "refused")
	case errors.Is(err, ledger.ErrNotFound):
		return tr(lang, "not found")
	}
	s.o.Log.Error("console: decision failed", "err", err)
	return tr(lang, "failed")
}

// stateLabel names a state in lang.
func stateLabel(lang, st string) string { return tr(lang, "st "+st) }

// team is the team lead's view: each person's open tasks — by meeting
// date, overdue first, with what the tracker last said — filtered by the
// meeting's date (from, until: YYYY-MM-DD, until excluded).
func (s *Server) team(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	q := r.URL.Query()
	p.From, p.Until = strings.TrimSpace(q.Get("from")), strings.TrimSpace(q.Get("until"))
	for _, d := range []string{p.From, p.Until} {
		if _, err := time.Parse("2006-01-02", d); d != "" && err != nil {
			p.Error = fmt.Sprintf(tr(p.Lang, "refused bad-due"), d)
			p.From, p.Until = "", ""
		}
	}
	list, err := s.o.App.Team(r.Context(), app.TeamFilter{Visible: sess.operator.MaySee, From: p.From, Until: p.Until})
	if err != nil {
		s.fail(w, p, err)
		return
	}
	p.Team = list
	p.Back = r.URL.RequestURI()
	s.render(w, "team", p, http.StatusOK)
}
