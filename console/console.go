// Package console is the operator console: meetings with each action's
// path, the needs-human and in-doubt queues, a key's timeline, and the
// decisions a person makes there (approve, reject, assign, set due, edit
// title, requeue, abandon, mark found, check the tracker now, merge a
// possible link, split a restatement: "not the same task", dismiss a
// status fact: "not about this task"). It is server-rendered HTML
// (html/template, plain forms, no script needed) and calls the
// application layer for everything: it never touches SQL.
//
// Security: off unless operators are configured; sign-in with a token from
// an environment variable (compared as digests in constant time); an
// HttpOnly, SameSite=Strict session cookie (Secure behind TLS); a one-time
// MAC'd token on every form; every change attributed to the signed-in
// operator; each operator sees only the tenants the config lists.
package console

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
)

//go:embed templates/*.html
var templateFS embed.FS

// Prefix is where the console is served.
const Prefix = "/console"

// Options configure a console.
type Options struct {
	App *app.App
	// Operators who may sign in (config console.operators).
	Operators []config.Operator
	// SessionTTL bounds a sign-in (default 8h).
	SessionTTL time.Duration
	// Secure marks the session cookie Secure (the console is behind TLS).
	Secure bool
	Clock  clock.Clock
	Log    *slog.Logger
}

// Server is the console's HTTP handler.
type Server struct {
	o        Options
	tmpl     map[string]*template.Template
	sessions *sessions
}

// ErrOff: no operator is configured, so the console stays off.
var ErrOff = errors.New("console: off: no operators configured (console.operators in the config)")

// New makes a console; it refuses to start without operators, and without
// an operator who can sign in (*NoTokenError names the variables to set).
// Each operator who cannot sign in is logged.
func New(o Options) (*Server, error) {
	if len(o.Operators) == 0 {
		return nil, ErrOff
	}
	set, unset := signInVars(o.Operators)
	if len(set) == 0 {
		return nil, &NoTokenError{Vars: unset}
	}
	if o.App == nil {
		return nil, errors.New("console: no application layer")
	}
	if o.SessionTTL <= 0 {
		o.SessionTTL = 8 * time.Hour
	}
	if o.Clock == nil {
		o.Clock = clock.Real{}
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	for _, op := range o.Operators {
		if os.Getenv(op.TokenEnv) == "" {
			o.Log.Warn("console: operator cannot sign in: token variable unset or empty", "operator", op.Name, "token_env", op.TokenEnv)
		}
	}
	s := &Server{o: o, tmpl: map[string]*template.Template{}, sessions: &sessions{byID: map[string]*session{}}}
	for _, lang := range []string{"en", "ko"} {
		l := lang
		t, err := template.New("pages.html").Funcs(template.FuncMap{
			"t": func(k string) string { return tr(l, k) },
			// say: a reason of the ledger's log in the page's language.
			"say":     func(to ledger.State, reason string) string { return app.SayEntry(l, to, reason) },
			"outcome": func(o string) string { return app.OutcomeLabel(l, o) },
			// meeting: the page of a key's meeting (a restated action has
			// no key page of its own).
			"meeting": meetingPath,
			// evidence, linkStatus: why a series link was made (typed,
			// or the stored English of an older link) and what the later
			// meeting said of the task, in the page's language.
			"evidence":   func(why ledger.LinkEvidence, ev string) string { return linkEvidence(l, why, ev) },
			"linkStatus": func(st string) string { return linkStatus(l, st) },
			"fit":        fieldWidth,
		}).ParseFS(templateFS, "templates/*.html")
		if err != nil {
			return nil, fmt.Errorf("console: templates: %w", err)
		}
		s.tmpl[lang] = t
	}
	return s, nil
}

// Handler serves the console under Prefix.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+Prefix+"/login", s.loginPage)
	mux.HandleFunc("POST "+Prefix+"/login", s.login)
	mux.HandleFunc("POST "+Prefix+"/logout", s.authed(s.logout))
	mux.HandleFunc("GET "+Prefix+"/{$}", s.authed(s.meetings))
	mux.HandleFunc("GET "+Prefix+"/meetings/{tenant}/{project}/{meeting}", s.authed(s.meeting))
	mux.HandleFunc("POST "+Prefix+"/meetings/{tenant}/{project}/{meeting}/approve", s.authed(s.approveMeeting))
	mux.HandleFunc("POST "+Prefix+"/meetings/{tenant}/{project}/{meeting}/possible/{ref}/{op}", s.authed(s.decidePossible))
	mux.HandleFunc("GET "+Prefix+"/queue", s.authed(s.queue))
	mux.HandleFunc("GET "+Prefix+"/unknown", s.authed(s.unknown))
	mux.HandleFunc("GET "+Prefix+"/team", s.authed(s.team))
	mux.HandleFunc("GET "+Prefix+"/keys/{key}", s.authed(s.key))
	mux.HandleFunc("POST "+Prefix+"/keys/{key}/split", s.authed(s.split))
	mux.HandleFunc("POST "+Prefix+"/keys/{key}/dismiss-fact", s.authed(s.dismissFact))
	mux.HandleFunc("POST "+Prefix+"/keys/{key}/{op}", s.authed(s.act))
	mux.HandleFunc("POST "+Prefix+"/bulk", s.authed(s.bulk))
	mux.HandleFunc("GET "+Prefix, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, Prefix+"/", http.StatusSeeOther)
	})
	return securityHeaders(limitForms(mux))
}

// securityHeaders keeps the pages from being framed or sniffed and scripts
// from running at all: the console needs none.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "same-origin")
		w.Header().Set("Cache-Control", "no-store")
		h.ServeHTTP(w, r)
	})
}

// page is what every template gets.
type page struct {
	Lang     string
	Operator string
	Flash    string
	Error    string
	sess     *session

	Pre           string
	Meetings      []app.MeetingSummary
	Scope         ledger.MeetingScope
	Awaiting      int
	Paths         []path
	Items         []item
	Item          item
	External      string
	Transitions   []ledger.Transition
	Attempts      []ledger.Attempt
	Notifications []app.NotificationDetail
	// Possible are the meeting's possible actions (issue 28); Candidates
	// the roster's names for their promote forms.
	Possible   []possibleItem
	Candidates []string
	// Ties are a meeting's actions tied to earlier tasks of its series
	// (the meeting page), or the later actions tied to a task (its key
	// page), with who decided each.
	Ties []app.Link
	// Facts are the status facts read in a meeting's lines (the meeting
	// page), or those about a task (its key page), dismissed ones too.
	Facts []app.StatusFact
	// held: the later actions of possible Ties that wait for a person.
	held map[string]bool
	// keepsOpen: the filed later actions of possible Ties whose tracker
	// connection may not cancel tasks, with their task's tracker ID.
	keepsOpen map[string]string
	// Back is the page's own address with its filters: where its forms
	// come back to.
	Back string
	// Queue is the queue page's filter, counts and paging.
	Queue *queueView
	// Team is the team lead's view: open tasks per assignee, and its
	// meeting-date filter.
	Team        []app.TeamMember
	From, Until string
}

// MayMerge reports whether a tie of the page is a possible link of a
// filed action a person may still merge (its help says what a merge
// does: the later task cancelled).
func (p *page) MayMerge() bool { return p.mayMerge(false) }

// MaySplit reports whether a tie of the page is a restatement or a
// person's split (the split help is about those only).
func (p *page) MaySplit() bool {
	for _, l := range p.Ties {
		if l.Restated() || l.Split() {
			return true
		}
	}
	return false
}

// MayMergeHeld is MayMerge for an action held for a person (a merge
// answers the hold: it is never filed).
func (p *page) MayMergeHeld() bool { return p.mayMerge(true) }

func (p *page) mayMerge(held bool) bool {
	for _, l := range p.Ties {
		if l.Possible() && p.held[l.ActionKey] == held {
			return true
		}
	}
	return false
}

// HeldTie reports whether the later action of a possible link waits for
// a person (held, not filed) rather than being filed as its own task.
func (p *page) HeldTie(actionKey string) bool { return p.held[actionKey] }

// tieStates reads which possible links' later actions wait for a person
// (the link alone does not say whether the action was filed or held) and
// which filed ones a merge would leave open in the tracker.
func (s *Server) tieStates(ctx context.Context, p *page) error {
	var keys []string
	for _, l := range p.Ties {
		if l.Possible() {
			keys = append(keys, l.ActionKey)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	list, err := s.o.App.Executions(ctx, ledger.ListParams{Keys: keys})
	if err != nil {
		return fmt.Errorf("tie states: %w", err)
	}
	p.held = map[string]bool{}
	p.keepsOpen = map[string]string{}
	for _, e := range list {
		p.held[e.Key.String()] = e.State == ledger.NeedsHuman
		if e.State != ledger.Succeeded {
			continue
		}
		// A merge cancels a filed action's own task: said before the
		// click when the connection may not, since the merge still goes
		// through and the task stays open in the tracker.
		ok, _, err := s.o.App.CancelPermitted(ctx, e.Key)
		if err != nil {
			return fmt.Errorf("tie states: %w", err)
		}
		if !ok {
			p.keepsOpen[e.Key.String()] = dash(e.ExternalID)
		}
	}
	return nil
}

// KeepsOpen is the tracker ID of a filed later action's own task that a
// merge would leave open (the connection may not cancel tasks), "" when
// a merge cancels it.
func (p *page) KeepsOpen(actionKey string) string { return p.keepsOpen[actionKey] }

// CSRF renders a form's one-time token fields.
func (p *page) CSRF() template.HTML {
	if p.sess == nil {
		return ""
	}
	nonce, token := p.sess.formToken()
	return template.HTML(fmt.Sprintf(`<input type="hidden" name="nonce" value="%s"><input type="hidden" name="csrf" value="%s">`, nonce, token))
}

type handler func(w http.ResponseWriter, r *http.Request, sess *session, p *page)

// authed requires a session: a page without one redirects to sign-in, a
// form without one is refused (401). A form must carry a valid, unspent
// token (403).
func (s *Server) authed(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		now := s.o.Clock.Now()
		sess := s.sessions.get(r, now)
		lang := language(w, r)
		if sess == nil {
			if r.Method == http.MethodGet {
				http.Redirect(w, r, Prefix+"/login", http.StatusSeeOther)
				return
			}
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		p := &page{Lang: lang, Operator: sess.operator.Name, sess: sess}
		sess.mu.Lock()
		if msg, refused := flashOf(sess); refused {
			p.Error = msg
		} else {
			p.Flash = msg
		}
		sess.mu.Unlock()
		if r.Method == http.MethodPost {
			if err := r.ParseForm(); err != nil {
				http.Error(w, "bad form", http.StatusBadRequest)
				return
			}
			ok, replay := sess.checkForm(r.PostForm.Get("nonce"), r.PostForm.Get("csrf"), now)
			if !ok {
				msg := tr(lang, "bad form")
				if replay {
					msg = tr(lang, "replayed")
				}
				s.o.Log.Warn("console: form refused", "operator", sess.operator.Name, "path", r.URL.Path, "replay", replay)
				http.Error(w, msg, http.StatusForbidden)
				return
			}
		}
		h(w, r, sess, p)
	}
}

// flashOf pops the message a decision left for the next page.
func flashOf(s *session) (string, bool) {
	msg, refused := s.flash, s.flashRefused
	s.flash, s.flashRefused = "", false
	return msg, refused
}

func (s *Server) render(w http.ResponseWriter, name string, p *page, status int) {
	t := s.tmpl[p.Lang]
	if t == nil {
		t = s.tmpl["en"]
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := t.ExecuteTemplate(w, name, p); err != nil {
		s.o.Log.Error("console: render", "page", name, "err", err)
	}
}

func (s *Server) loginPage(w http.ResponseWriter, r *http.Request) {
	p := &page{Lang: language(w, r), Pre: randomHex(16)}
	http.SetCookie(w, &http.Cookie{Name: preCookie, Value: p.Pre, Path: Prefix, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.secure(r)})
	s.render(w, "login", p, http.StatusOK)
}

func (s *Server) secure(r *http.Request) bool { return s.o.Secure || r.TLS != nil }

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	lang := language(w, r)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	// The sign-in form is protected by a double-submit value: the cookie
	// the form page set must come back with the form.
	c, err := r.Cookie(preCookie)
	if err != nil || c.Value == "" || c.Value != r.PostForm.Get("pre") {
		http.Error(w, tr(lang, "bad form"), http.StatusForbidden)
		return
	}
	op, ok := authenticate(s.o.Operators, r.PostForm.Get("name"), r.PostForm.Get("token"))
	if !ok {
		s.o.Log.Warn("console: sign-in refused", "name", r.PostForm.Get("name"))
		p := &page{Lang: lang, Pre: randomHex(16), Error: tr(lang, "wrong token")}
		http.SetCookie(w, &http.Cookie{Name: preCookie, Value: p.Pre, Path: Prefix, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.secure(r)})
		s.render(w, "login", p, http.StatusUnauthorized)
		return
	}
	sess := s.sessions.create(op, s.o.SessionTTL, s.o.Clock.Now())
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: sess.id, Path: Prefix, HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: s.secure(r), MaxAge: int(s.o.SessionTTL / time.Second)})
	http.SetCookie(w, &http.Cookie{Name: preCookie, Value: "", Path: Prefix, MaxAge: -1})
	s.o.Log.Info("console: signed in", "operator", op.Name)
	http.Redirect(w, r, Prefix+"/", http.StatusSeeOther)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, sess *session, _ *page) {
	s.sessions.drop(sess.id)
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: Prefix, MaxAge: -1})
	http.Redirect(w, r, Prefix+"/login", http.StatusSeeOther)
}

func (s *Server) fail(w http.ResponseWriter, p *page, err error) {
	s.o.Log.Error("console", "err", err)
	p.Error = err.Error()
	s.render(w, "meetings", p, http.StatusInternalServerError)
}

func (s *Server) notFound(w http.ResponseWriter, p *page) {
	p.Error = tr(p.Lang, "not found")
	s.render(w, "meetings", p, http.StatusNotFound)
}

func (s *Server) meetings(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	ms, err := s.o.App.Meetings(r.Context(), sess.operator.MaySee)
	if err != nil {
		s.fail(w, p, err)
		return
	}
	p.Meetings = ms
	p.Back = Prefix + "/"
	s.render(w, "meetings", p, http.StatusOK)
}

// path is one key of a meeting with its steps.
type path struct {
	Key, Title, Assignee, Due, State, Reason string
	Steps                                    []step
}

type step struct{ Name, Class, Detail string }

func (s *Server) meeting(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	sc := ledger.MeetingScope{Tenant: r.PathValue("tenant"), Project: r.PathValue("project"), Meeting: r.PathValue("meeting")}
	if !sess.operator.MaySee(sc.Tenant) {
		s.notFound(w, p)
		return
	}
	ctx := r.Context()
	list, err := s.o.App.Executions(ctx, ledger.ListParams{Tenant: sc.Tenant, Project: sc.Project, Meeting: sc.Meeting})
	if err != nil {
		s.fail(w, p, err)
		return
	}
	possible, err := s.o.App.PossibleActions(ctx, sc)
	if err != nil {
		s.fail(w, p, err)
		return
	}
	// A meeting whose every action restated an earlier task has no key
	// of its own: its page still shows the links, to split one.
	if p.Ties, err = s.o.App.MeetingLinks(ctx, sc); err != nil {
		s.fail(w, p, err)
		return
	}
	if err := s.tieStates(ctx, p); err != nil {
		s.fail(w, p, err)
		return
	}
	// A meeting may have read only status facts (its lines report on
	// earlier tasks, none is an action): its page shows them, to dismiss
	// a wrong one.
	if p.Facts, err = s.o.App.MeetingStatusFacts(ctx, sc); err != nil {
		s.fail(w, p, err)
		return
	}
	if len(list) == 0 && len(possible) == 0 && len(p.Ties) == 0 && len(p.Facts) == 0 {
		s.notFound(w, p)
		return
	}
	p.Scope = sc
	p.Back = r.URL.Path
	for _, pa := range possible {
		p.Possible = append(p.Possible, possibleItem{PossibleAction: pa, Title: app.PossibleTitle(ctx, pa.Text), pg: p})
	}
	if r := s.o.App.Roster(); r != nil {
		p.Candidates = r.Names()
	}
	for _, e := range list {
		d, err := s.o.App.Show(ctx, e.Key)
		if err != nil {
			s.fail(w, p, err)
			return
		}
		if app.AwaitsApproval(e) {
			p.Awaiting++
		}
		p.Paths = append(p.Paths, pathOf(d, p.Lang))
	}
	s.render(w, "meeting", p, http.StatusOK)
}

// meetingPath is the console page of key's meeting ("" for no key).
func meetingPath(key string) string {
	k, err := ledger.ParseKey(key)
	if err != nil {
		return ""
	}
	return Prefix + "/meetings/" + url.PathEscape(k.Tenant) + "/" + url.PathEscape(k.Project) + "/" + url.PathEscape(k.Meeting)
}

// pathOf reads a key's way from extraction to notification off its log.
func pathOf(d app.KeyDetail, lang string) path {
	e := d.Execution
	pt := path{Key: e.Key.String(), Title: e.Intent.Title, Assignee: assignee(e.Intent), Due: e.Intent.DueDate, State: string(e.State)}
	if e.State == ledger.NeedsHuman || e.State == ledger.Unknown {
		pt.Reason = app.ExplainKey(lang, e, "").Text
	}
	pt.Steps = append(pt.Steps, step{Name: "extracted", Class: "ok"})
	approved := step{Name: "approved", Class: "ok", Detail: tr(lang, "auto")}
	for _, t := range d.Transitions {
		if strings.HasPrefix(t.Reason, "approved") {
			approved.Detail = t.Actor
		}
	}
	switch {
	case app.AwaitsApproval(e):
		approved = step{Name: "approved", Class: "wait"}
	case e.State == ledger.Abandoned:
		approved = step{Name: "approved", Class: "no"}
	case e.State == ledger.NeedsHuman && e.Attempts == 0:
		// Held for another question (an unknown assignee, a date): not
		// refused approval, only not reached yet.
		approved = step{Name: "approved", Class: "todo"}
	}
	pt.Steps = append(pt.Steps, approved)
	reg := step{Name: "registered", Class: "wait"}
	switch e.State {
	case ledger.Succeeded:
		reg = step{Name: "registered", Class: "ok", Detail: e.ExternalID}
	case ledger.Abandoned:
		reg.Class = "no"
	case ledger.NeedsHuman:
		reg.Class = "todo"
	}
	pt.Steps = append(pt.Steps, reg)
	nt := step{Name: "notified", Class: "wait"}
	if len(d.Notifications) > 0 {
		n := d.Notifications[0].Notification
		switch n.State {
		case ledger.Succeeded:
			nt = step{Name: "notified", Class: "ok", Detail: n.MessageID}
		case ledger.NeedsHuman:
			nt.Class = "no"
		}
	} else if reg.Class != "ok" && reg.Class != "wait" {
		nt.Class = reg.Class
	}
	pt.Steps = append(pt.Steps, nt)
	return pt
}

func assignee(in ledger.Intent) string {
	if in.AssigneeID != "" {
		return in.AssigneeID
	}
	if in.Assignee != "" {
		return in.Assignee + " (?)"
	}
	return "-"
}

// visibleKey parses the path's key and checks the operator may see it.
func (s *Server) visibleKey(r *http.Request, sess *session) (ledger.BusinessKey, bool) {
	k, err := ledger.ParseKey(r.PathValue("key"))
	if err != nil || !sess.operator.MaySee(k.Tenant) {
		return ledger.BusinessKey{}, false
	}
	return k, true
}

func (s *Server) key(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	k, ok := s.visibleKey(r, sess)
	if !ok {
		s.notFound(w, p)
		return
	}
	d, err := s.o.App.Show(r.Context(), k)
	if errors.Is(err, ledger.ErrNotFound) {
		s.notFound(w, p)
		return
	}
	if err != nil {
		s.fail(w, p, err)
		return
	}
	p.Back = r.URL.Path
	p.Item = s.itemOf(d.Execution, app.ExplainKey(p.Lang, d.Execution, ""), p)
	p.Item.External, p.Item.TaskURL, p.Item.Context = d.Task.ID, d.Task.URL, d.Context
	p.External = d.Task.ID
	p.Transitions, p.Attempts, p.Notifications = d.Transitions, d.Attempts, d.Notifications
	if d.Execution.State == ledger.NeedsHuman {
		if p.Item.Possible, err = s.o.App.PossibleOf(r.Context(), k); err != nil {
			s.fail(w, p, err)
			return
		}
	}
	if k.Operation == ledger.OpCreateTask {
		if p.Ties, err = s.o.App.TaskLinks(r.Context(), k); err != nil {
			s.fail(w, p, err)
			return
		}
		if err := s.tieStates(r.Context(), p); err != nil {
			s.fail(w, p, err)
			return
		}
		if p.Facts, err = s.o.App.TaskStatusFacts(r.Context(), k); err != nil {
			s.fail(w, p, err)
			return
		}
	}
	s.render(w, "key", p, http.StatusOK)
}

func (s *Server) approveMeeting(w http.ResponseWriter, r *http.Request, sess *session, p *page) {
	sc := ledger.MeetingScope{Tenant: r.PathValue("tenant"), Project: r.PathValue("project"), Meeting: r.PathValue("meeting")}
	if !sess.operator.MaySee(sc.Tenant) {
		http.Error(w, tr(p.Lang, "not found"), http.StatusNotFound)
		return
	}
	ctx := r.Context()
	keys, err := s.o.App.AwaitingApproval(ctx, sc)
	msg := tr(p.Lang, "nothing awaiting")
	if err == nil && len(keys) > 0 {
		if _, err = s.o.App.Approve(ctx, keys, sess.operator.Name, "via the console"); err == nil {
			msg = s.workNow(ctx, keys, p.Lang)
		}
	}
	if err != nil {
		s.o.Log.Info("console: approved meeting", "operator", sess.operator.Name, "meeting", sc.Meeting, "keys", len(keys), "err", err)
		s.redirectBack(w, r, sess, s.refusal(p.Lang, err), true)
		return
	}
	s.o.Log.Info("console: approved meeting", "operator", sess.operator.Name, "meeting", sc.Meeting, "keys", len(keys), "err", err)
	s.redirectBack(w, r, sess, msg, false)
}

// redirectBack goes to the page the form was on, with its filters: the
// form's "back" field, else the Referer (same origin, console pages only).
// refused shows msg as a refusal, not as a success.
func (s *Server) redirectBack(w http.ResponseWriter, r *http.Request, sess *session, msg string, refused bool) {
	sess.mu.Lock()
	sess.flash, sess.flashRefused = msg, refused
	sess.mu.Unlock()
	to := Prefix + "/"
	if b := r.PostForm.Get("back"); b != "" {
		if u, err := url.Parse(b); err == nil && u.Host == "" && u.Scheme == "" && strings.HasPrefix(u.Path, Prefix+"/") {
			to = u.RequestURI()
		}
	} else if ref, err := url.Parse(r.Referer()); err == nil && ref.Host == r.Host && strings.HasPrefix(ref.Path, Prefix+"/") {
		to = ref.RequestURI()
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}
