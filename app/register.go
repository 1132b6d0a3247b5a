package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/plan"
	"github.com/axagent/axagent/series"
)

// KeyStatus is where one execution and its notifications stand.
type KeyStatus = execute.KeyStatus

// Plan is the extracted, resolved and numbered actions of one meeting.
type Plan = extract.Plan

// Notes is one meeting's notes and the scope they are registered under.
// Tenant, project and meeting come from the caller, never from the notes.
type Notes struct {
	// Name identifies the notes in errors and the audit log (a file path,
	// "webhook/<delivery>").
	Name  string
	Body  []byte
	Scope ledger.MeetingScope
	// Date is the meeting date YYYY-MM-DD; empty: the notes' front matter.
	Date string
	// TZ resolves relative due dates (default: the config's timezone).
	TZ string
	// Lines maps Body's lines to the file's (a transcript's cue
	// positions); the plan's source lines are the file's.
	Lines []int
	// Series names the meeting series (default: the one the meeting was
	// given before, else DefaultSeries).
	Series string
	// Transcript: Body is a call's transcript ("Speaker: words" per cue).
	Transcript bool
	// NextDate is the date YYYY-MM-DD of the series' next meeting when
	// the caller knows it (the next file of a folder run); a due date
	// "for the next meeting" takes it when the ledger knows no later
	// meeting (series.NextMeeting). Without it, the date the notes write
	// for the next meeting ("다음 회의: 3/28") is taken.
	NextDate string
}

// validate checks the scope like the ledger will, naming the field.
func (n Notes) validate() error {
	for _, c := range []struct{ name, v string }{{"tenant", n.Scope.Tenant}, {"project", n.Scope.Project}, {"meeting", n.Scope.Meeting}} {
		if err := ledger.ValidateComponent(c.v); err != nil {
			return usagef("%s: %v", c.name, err)
		}
	}
	return nil
}

// Extractor is the configured extractor, built once so its counters cover
// the process's life.
func (a *App) Extractor() (extract.Extractor, error) {
	if a.exBuilt {
		return a.ex, a.exErr
	}
	a.exBuilt = true
	a.ex, a.exErr = a.buildExtractor()
	return a.ex, a.exErr
}

func (a *App) buildExtractor() (extract.Extractor, error) {
	cfg := a.cfg
	if cfg.Extractor != "llm" && cfg.Extractor != "hybrid" {
		return rules.New(), nil
	}
	c := llm.ConfigFromEnv()
	if cfg.LLM.Model != "" {
		c.Model = cfg.LLM.Model
	}
	if cfg.LLM.BaseURL != "" {
		c.BaseURL = cfg.LLM.BaseURL
	}
	if cfg.LLM.APIKeyEnv != "" {
		c.APIKey = os.Getenv(cfg.LLM.APIKeyEnv)
		if c.APIKey == "" {
			return nil, usagef("llm: environment variable %s (llm.api_key_env) is empty", cfg.LLM.APIKeyEnv)
		}
	}
	// OpenAI's own endpoint never answers without a key: say so now, as bad
	// config, rather than after five failed calls (exit 1, "chat completion
	// (5 attempts)"). A base_url of one's own may need no key.
	if c.APIKey == "" && c.BaseURL == "" {
		return nil, usagef("llm: extractor %s needs an API key: export OPENAI_API_KEY (or the variable llm.api_key_env names), or set llm.base_url to an endpoint that needs none", cfg.Extractor)
	}
	if cfg.LLM.TimeoutSecond > 0 {
		c.Timeout = time.Duration(cfg.LLM.TimeoutSecond) * time.Second
	}
	c.Cache = a.store
	c.Signals = rules.ModelCheck{}
	if cfg.Extractor == "hybrid" {
		// The model sees the rules' candidates as hints it may drop or fix.
		c.Hints = rules.New()
	}
	ex, err := llm.New(c)
	if err != nil {
		return nil, fmt.Errorf("llm extractor: %w", err)
	}
	return ex, nil
}

// Plan extracts, resolves and numbers the actions of n. It changes nothing
// but the action registry (so IDs stay stable, R3).
func (a *App) Plan(ctx context.Context, n Notes) (Plan, error) {
	if err := n.validate(); err != nil {
		return Plan{}, err
	}
	n.Body = extract.LineEnds(n.Body)
	if a.roster == nil {
		return Plan{}, usagef("no roster: pass --roster FILE or set roster: in the config (assignees are resolved only against it)")
	}
	in := extract.Input{Name: n.Name, Notes: n.Body, Scope: n.Scope, Roster: a.roster, Transcript: n.Transcript}
	tz := n.TZ
	if tz == "" {
		tz = a.cfg.Timezone
	}
	var err error
	if in.Location, err = dates.LoadLocation(tz); err != nil {
		return Plan{}, usagef("time zone %q: %v", tz, err)
	}
	if n.Date != "" {
		if in.MeetingDate, err = dates.ParseISO(n.Date); err != nil {
			return Plan{}, usagef("meeting date %q: %v", n.Date, err)
		}
	} else if d, ok := extract.MeetingDate(n.Body, n.Name); ok {
		in.MeetingDate = d
	}
	var next dates.Date
	if n.NextDate != "" {
		if next, err = dates.ParseISO(n.NextDate); err != nil {
			return Plan{}, usagef("next meeting date %q: %v", n.NextDate, err)
		}
	}
	if next.IsZero() {
		// "다음 회의: 3/28(월)": the notes say when the next meeting is,
		// as the next file of a folder would (a later meeting the ledger
		// holds still comes first).
		next, _ = extract.WrittenNextMeeting(n.Body, in.MeetingDate)
	}
	if in.NextMeeting, _, err = series.NextMeeting(ctx, a.store, ledger.NormalizeScope(n.Scope), n.Series, in.MeetingDate, next); err != nil {
		return Plan{}, err
	}
	ex, err := a.Extractor()
	if err != nil {
		return Plan{}, err
	}
	// A line the notes do not present as an action may still restate an
	// open task of the series (a status line under a team's heading).
	in.RestatesOpenTask = series.RestatementCheck(ctx, a.store, ledger.NormalizeScope(n.Scope), n.Series, a.roster, a.log)
	if _, ok := ex.(*llm.Extractor); ok {
		// The model sees the series' open tasks and may say an action
		// restates one; restate checks that against the ledger.
		if in.Series, err = a.priors(ctx, ledger.NormalizeScope(n.Scope), n.Series); err != nil {
			return Plan{}, err
		}
	}
	p, err := extract.Run(ctx, ex, a.store, in)
	var ne *extract.NotesError
	if errors.As(err, &ne) {
		return Plan{}, &UsageError{Msg: err.Error()}
	}
	if n.Lines != nil {
		for i, act := range p.Actions {
			if l := act.SourceLine; l >= 1 && l <= len(n.Lines) {
				p.Actions[i].SourceLine = n.Lines[l-1]
			}
		}
		for i, pa := range p.Possible {
			if l := pa.Line; l >= 1 && l <= len(n.Lines) {
				p.Possible[i].Line = n.Lines[l-1]
			}
		}
	}
	if err == nil {
		// Printed as JSON (register --dry-run -o json, a folder's plan):
		// an empty list is [], never null.
		if p.Actions == nil {
			p.Actions = []extract.Action{}
		}
		if p.Possible == nil {
			p.Possible = []extract.PossibleAction{}
		}
	}
	return p, err
}

// Submission says what an event caused in the ledger.
type Submission = plan.Submission

// Submit records the event (source, id) and enqueues the plan's keys in one
// transaction (S6). A redelivered event changes nothing. Where the config
// requires approval, new actions wait as needs-human ("awaiting approval").
// A plan submitted here was not tied to its series (Register does that):
// its actions are recorded as tasks of the meeting's series all the same,
// so later meetings find them.
func (a *App) Submit(ctx context.Context, pl Plan, source, id string) (Submission, error) {
	if err := a.linker().Record(ctx, pl, ""); err != nil {
		return Submission{}, err
	}
	return a.submit(ctx, pl, source, id, nil, nil)
}

// submit is Submit with the series' holds: a ready action the series
// holds for a person is recorded needs-human with its question, asked
// again on every read, so that a rerun or a repeated webhook body never
// turns it into work unless the notes changed in a way that answers it.
func (a *App) submit(ctx context.Context, pl Plan, source, id string, held func(extract.Action) string, claim *ledger.InboxClaim) (Submission, error) {
	approval := a.cfg.ApprovalRequired(pl.Meeting.Tenant, pl.Meeting.Project)
	o := plan.Options{Claim: claim}
	o.Hold = func(act extract.Action) string {
		if held != nil {
			if r := held(act); r != "" {
				return r
			}
		}
		if approval {
			return AwaitingApproval
		}
		return ""
	}
	// Before the keys: a crash in between leaves the possible actions
	// recorded and a rerun submits the keys.
	if err := a.recordPossible(ctx, pl); err != nil {
		return Submission{}, err
	}
	sub, err := plan.SubmitWith(ctx, a.store, pl, source, id, a.now(), o)
	traceIntake(ctx, sub, source, id, err)
	return sub, err
}

// EventID names a notes event by content and scope.
func EventID(n Notes) string { return plan.EventID(n.Scope, n.Body) }

// planEventID names a register run by the notes and by what the plan made
// of them (roster, config, dates): the same notes re-planned after a roster
// fix is a new event and corrects what was unresolved, while an unchanged
// rerun is the same event and changes nothing.
func planEventID(n Notes, pl Plan) string {
	h := sha256.New()
	h.Write([]byte(EventID(n)))
	for _, act := range pl.Actions {
		fmt.Fprintf(h, "\x00%s|%s|%s|%s|%s|%s|%s", act.ActionID, act.Status, act.Reason, act.Title, act.AssigneeID, act.DueDate, act.BusinessKey)
	}
	return "plan-" + hex.EncodeToString(h.Sum(nil))[:32]
}

// TitleChange is an action whose title in the notes differs from the one
// its registered task was made with, beyond the status the line states.
// axagent never renames a task on its own: the task keeps its title and
// the run says so (exit 3).
type TitleChange struct {
	Key                   string
	Registered, InNotes   string
	RegisteredFingerprint string
	NotesFingerprint      string
}

// titleChanges compares the plan's ready actions with their keys.
func (a *App) titleChanges(ctx context.Context, pl Plan) ([]TitleChange, error) {
	var keys []string
	for _, act := range pl.Actions {
		if act.Ready() {
			keys = append(keys, act.BusinessKey)
		}
	}
	if len(keys) == 0 {
		return nil, nil
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{Keys: keys})
	if err != nil {
		return nil, fmt.Errorf("register: %w", err)
	}
	byKey := map[string]ledger.Execution{}
	for _, e := range list {
		byKey[e.Key.String()] = e
	}
	var out []TitleChange
	for _, act := range pl.Actions {
		e, ok := byKey[act.BusinessKey]
		if !ok || !act.Ready() || (e.State == ledger.NeedsHuman && e.Attempts == 0) || e.Intent.Title == act.Title {
			continue
		}
		if series.WorkTitle(e.Intent.Title) == series.WorkTitle(act.Title) {
			// Only the status the line states differs ("… — 진행 중"
			// then "… — 완료", or a split's task filed as the work): a
			// fact of the link, not another title.
			continue
		}
		in, err := act.Intent(pl.Meeting.Project)
		if err != nil {
			return nil, err
		}
		out = append(out, TitleChange{Key: act.BusinessKey, Registered: e.Intent.Title, InNotes: act.Title,
			RegisteredFingerprint: e.Fingerprint, NotesFingerprint: in.Fingerprint()})
	}
	return out, nil
}

// RegisterOptions tune Register.
type RegisterOptions struct {
	// Source and EventID name the event in the inbox (default "cli" and
	// the notes' content hash).
	Source, EventID string
	// NoWait only enqueues; the worker does the rest.
	NoWait bool
	// Timeout bounds how long the keys are worked (default 30s).
	Timeout time.Duration
}

// Registration is what Register did and where every key stands.
type Registration struct {
	Plan       Plan
	Submission Submission
	Status     []KeyStatus
	// Extracted counts the actions extraction found (restatements
	// included; Plan.Actions leaves those out).
	Extracted int
	// Series is the meeting's series.
	Series string
	// TitleChanges are actions whose registered task keeps an older title.
	TitleChanges []TitleChange
	// Restated are actions linked to an earlier meeting's task (not filed
	// again); Possible actions filed (or held) that may be an earlier task
	// (a person merges them in one step); CarriedOver the series' open
	// tasks this meeting did not mention.
	Restated    []Restatement
	Possible    []Restatement
	CarriedOver []CarriedOver
	// Reported are status facts: lines that are no action reporting on
	// an open task of the series (never a task; a person may dismiss one:
	// axagent series dismiss).
	Reported []series.StatusFact `json:"Reported,omitempty"`
	// DoneReports are actions read as reports of finished work that no
	// open task of the series matches: nothing filed, each named in the
	// message.
	DoneReports []Restatement `json:"DoneReports,omitempty"`
	// LinkHolds are the actions the series held for a person (by key),
	// typed: the message words them in its language.
	LinkHolds map[string]series.Hold `json:"LinkHolds,omitempty"`
	// TimedOut: the keys were still open when Timeout ran out; Status is
	// read afterwards, so it says exactly what is confirmed.
	TimedOut bool
	// Message tells the user what is confirmed and what is not (R17).
	Message string
}

// Open reports the keys that are not settled yet.
func (r Registration) Open() []KeyStatus {
	var out []KeyStatus
	for _, k := range r.Status {
		if !k.Settled() {
			out = append(out, k)
		}
	}
	return out
}

// planned is a plan tied to its series, ready to submit.
type planned struct {
	plan      Plan
	extracted int
	link      series.Outcome
}

// planAndLink plans the notes and ties the plan to its series.
func (a *App) planAndLink(ctx context.Context, n Notes) (planned, error) {
	if err := n.validate(); err != nil {
		return planned{}, err
	}
	n.Body = extract.LineEnds(n.Body)
	date := n.Date
	if d, ok := extract.MeetingDate(n.Body, n.Name); date == "" && ok {
		date = d.String()
	}
	if err := series.CheckMeeting(ctx, a.store, ledger.NormalizeScope(n.Scope), date, n.Name); err != nil {
		return planned{}, refusedMeeting(err)
	}
	pl, err := a.Plan(ctx, n)
	if err != nil {
		return planned{}, err
	}
	out, err := a.link(ctx, n, pl)
	if err != nil {
		return planned{}, refusedMeeting(err)
	}
	if len(out.DoneReports) > 0 {
		// A done report files nothing; kept as a possible action, a
		// person promotes it to a task in one step if it was work.
		for _, d := range out.DoneReports {
			out.Plan.Possible = append(out.Plan.Possible, extract.PossibleAction{Line: d.Line, Text: d.Evidence,
				Signals: []extract.Signal{{Kind: extract.SignalForm, Value: "read as a report of finished work no open task matches"}}})
		}
		out.Plan.Possible = extract.NamePossible(out.Plan.Possible)
	}
	if err := a.workTitles(ctx, &out.Plan); err != nil {
		return planned{}, err
	}
	if err := a.recordContexts(ctx, n, out.Plan); err != nil {
		return planned{}, err
	}
	return planned{plan: out.Plan, extracted: len(pl.Actions), link: out}, nil
}

// workTitles gives each restating line that is its own task the title
// series.FiledTitle files it under (the work, not the status it states).
func (a *App) workTitles(ctx context.Context, pl *Plan) error {
	for i := range pl.Actions {
		act := &pl.Actions[i]
		if act.Restates == "" {
			continue
		}
		key, err := act.Key()
		if err != nil {
			return fmt.Errorf("register: %w", err)
		}
		if act.Title, err = series.FiledTitle(ctx, a.store, key, act.Title); err != nil {
			return fmt.Errorf("register: %w", err)
		}
	}
	return nil
}

// refusedMeeting makes a meeting clash a refusal (exit 3): nothing was
// recorded.
func refusedMeeting(err error) error {
	var c *series.ClashError
	if errors.As(err, &c) {
		return &RefusedError{Key: c.Scope.Tenant + ":" + c.Scope.Project + ":" + c.Scope.Meeting, Msg: c.Error()}
	}
	return err
}

// Register is `axagent register`: plan, tie to the series, submit, work
// the keys until they settle or opts.Timeout runs out, and say what
// happened and what is confirmed.
func (a *App) Register(ctx context.Context, n Notes, opts RegisterOptions) (Registration, error) {
	p, err := a.planAndLink(ctx, n)
	if err != nil {
		return Registration{}, err
	}
	pl := p.plan
	if opts.Source == "" {
		opts.Source = "cli"
	}
	if opts.EventID == "" {
		opts.EventID = planEventID(n, pl)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 30 * time.Second
	}
	changes, err := a.titleChanges(ctx, pl)
	if err != nil {
		return Registration{}, err
	}
	sub, err := a.submit(ctx, pl, opts.Source, opts.EventID, p.link.Held, nil)
	if err != nil {
		return Registration{}, err
	}
	r := Registration{Plan: pl, Submission: sub, Extracted: p.extracted, Series: p.link.Series, TitleChanges: changes,
		Restated: p.link.Same, Possible: p.link.Possible, CarriedOver: p.link.Carried, LinkHolds: p.link.HoldWhy, Reported: p.link.Facts,
		DoneReports: p.link.DoneReports}
	updates := p.link.Updates
	work := append(append([]string{}, sub.Keys...), updates...)
	if !opts.NoWait {
		_, r.TimedOut, err = a.WorkFor(ctx, work, opts.Timeout)
		if err != nil {
			return r, err
		}
	}
	// Every action's key as the ledger has it now, whatever this run added.
	if r.Status, err = a.statusOf(context.WithoutCancel(ctx), append(registerKeys(pl, sub), updates...)); err != nil {
		return r, err
	}
	r.Message = a.registerMessage(r, opts.NoWait)
	return r, nil
}

// linkHoldLine says that key waits for a person because of the series'
// hold h, in lang, with its evidence and what to do.
func linkHoldLine(lang, key string, h series.Hold) string {
	words := series.HoldWords(lang, h, func(lang, reason string) string {
		return strings.TrimSuffix(ExplainReason(lang, reason).Text, ".")
	})
	if lang == "ko" {
		return fmt.Sprintf("%s 사람의 확인이 필요합니다: %s.", key, words)
	}
	return fmt.Sprintf("%s needs a person: %s.", key, words)
}

// registerKeys are the plan's keys and the submission's (updates), in
// plan order, once each.
func registerKeys(pl Plan, sub Submission) []string {
	seen := map[string]bool{}
	var keys []string
	for _, k := range sub.Keys {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, act := range pl.Actions {
		if !seen[act.BusinessKey] {
			seen[act.BusinessKey] = true
			keys = append(keys, act.BusinessKey)
		}
	}
	return keys
}

// statusOf reads the keys that exist, in order; a key not in the ledger is
// left out.
func (a *App) statusOf(ctx context.Context, keys []string) ([]KeyStatus, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{Keys: keys})
	if err != nil {
		return nil, fmt.Errorf("status: %w", err)
	}
	have := map[string]bool{}
	for _, e := range list {
		have[e.Key.String()] = true
	}
	var present []string
	for _, k := range keys {
		if have[k] {
			present = append(present, k)
		}
	}
	return a.Status(ctx, present)
}

// WorkFor works keys until they settle or d runs out; on timeout it reads
// the keys' state again outside the expired deadline so the caller can say
// exactly what is confirmed.
func (a *App) WorkFor(ctx context.Context, keys []string, d time.Duration) ([]KeyStatus, bool, error) {
	if err := a.pipeline(); err != nil {
		return nil, false, err
	}
	wctx, cancel := context.WithTimeout(ctx, d)
	st, err := a.runner.Work(wctx, keys)
	timedOut := wctx.Err() != nil && ctx.Err() == nil
	cancel()
	if timedOut {
		st, err = a.Status(context.WithoutCancel(ctx), keys)
		return st, true, err
	}
	return st, false, err
}

// Summary counts what one register run did with the meeting's actions.
type Summary struct {
	// Extracted: actions extraction found; Created: new tasks filed this
	// run; Linked: actions tied to an earlier task instead of filed;
	// Updated: update operations this run queued; Held: actions waiting
	// for a person; Refused: changes the run refused (a registered task's
	// title).
	Extracted, Created, Linked, Updated, Held, Refused int
	// DoneReported: actions read as reports of finished work that no open
	// task matches (nothing filed).
	DoneReported int
	// Reported: lines that are no action reporting on an open task of the
	// series (status facts; dismissed ones left out). PossiblyReported:
	// lines only possibly about one, shown for a person to confirm.
	Reported, PossiblyReported int
}

// Summary says what the run did.
func (r Registration) Summary() Summary {
	s := Summary{Extracted: r.Extracted, Linked: len(r.Restated), Refused: len(r.TitleChanges), DoneReported: len(r.DoneReports)}
	for _, f := range r.Reported {
		switch {
		case f.Dismissed:
		case f.Possible:
			s.PossiblyReported++
		default:
			s.Reported++
		}
	}
	state := map[string]ledger.State{}
	for _, k := range r.Status {
		state[k.Execution.Key.String()] = k.Execution.State
	}
	created := map[string]bool{}
	for _, k := range r.Submission.Created {
		created[k] = true
		if bk, err := ledger.ParseKey(k); err == nil && bk.Operation != ledger.OpCreateTask {
			s.Updated++
		}
	}
	for _, l := range r.Restated {
		if l.Update != "" && !created[l.Update] {
			s.Updated++
		}
	}
	for _, act := range r.Plan.Actions {
		st, ok := state[act.BusinessKey]
		switch {
		case !ok && !act.Ready() || st == ledger.NeedsHuman:
			s.Held++
		case created[act.BusinessKey]:
			s.Created++
		}
	}
	return s
}

// printedCommands are the commands register's message prints for a
// person to run, each up to its end (the quoted reason, or the last
// argument); withFlags repeats after each the flags this run needed.
var printedCommands = regexp.MustCompile(`axagent (?:series (?:split|merge|distinct|dismiss)|compensate) [^"]*--reason "[^"]*"|` +
	"axagent series show --tenant [^\\s)]+ --project [^\\s)]+|axagent approve --tenant \\S+ --project \\S+ --meeting [^\\s`]+")

// withFlags appends, to each command the line prints, the flags this run
// was given that the command needs to act on the same ledger, config and
// roster (--db, --config; --roster for those that file or notify: split,
// merge, compensate, approve): pasted as printed, a command without them
// reads the default ledger and says the key is not there, or addresses the
// assignee by name instead of their ids.
func (a *App) withFlags(line string) string {
	if a.cmdFlags == "" && a.rosterFlag == "" && a.Lang() != "en" || !strings.Contains(line, "axagent ") {
		return line
	}
	return printedCommands.ReplaceAllStringFunc(line, func(c string) string {
		// compensate and approve speak Korean unless told: a run in
		// English prints them with its --lang.
		lang := ""
		if a.Lang() == "en" && (strings.HasPrefix(c, "axagent compensate ") || strings.HasPrefix(c, "axagent approve ")) {
			lang = " --lang en"
		}
		for _, p := range []string{"axagent series split ", "axagent series merge ", "axagent compensate ", "axagent approve "} {
			if strings.HasPrefix(c, p) {
				return c + a.rosterFlag + lang + a.cmdFlags
			}
		}
		return c + a.cmdFlags
	})
}

func (a *App) registerMessage(r Registration, noWait bool) string {
	lang := a.lang
	m := r.Plan.Meeting
	sum := r.Summary()
	if r.Extracted == 0 && sum.Reported == 0 && sum.PossiblyReported == 0 {
		if lang == "en" {
			return "No action items found in the notes; nothing was registered."
		}
		return "회의록에서 액션 아이템을 찾지 못했습니다. 등록한 업무가 없습니다."
	}
	msg := fmt.Sprintf("%s: 액션 %d건 — 새 업무 %d, 이전 업무에 연결 %d, 변경 %d, 보류 %d, 거부 %d.", m.Meeting, sum.Extracted, sum.Created, sum.Linked, sum.Updated, sum.Held, sum.Refused)
	if lang == "en" {
		msg = fmt.Sprintf("%s: %s — %d created, %d linked to an earlier task, %d updated, %d held for a person, %d refused.", m.Meeting, plural(sum.Extracted, "action"), sum.Created, sum.Linked, sum.Updated, sum.Held, sum.Refused)
	}
	add := func(line string) { msg = strings.TrimSpace(msg + "\n" + a.withFlags(line)) }
	if sum.DoneReported > 0 {
		// Read as finished work no open task matches: not filed, and
		// said line by line, so a misread status loses nothing unseen.
		if lang == "en" {
			add(fmt.Sprintf("%d read as reports of finished work that match no open task (not filed; kept as possible actions to promote if they are work):", sum.DoneReported))
		} else {
			add(fmt.Sprintf("완료 보고로 읽혀 등록하지 않은 줄 %d건 (열린 업무와 맞는 것이 없음; 할 일이라면 가능 액션에서 업무로 올려 주세요):", sum.DoneReported))
		}
		for _, d := range r.DoneReports {
			add(fmt.Sprintf("  line %d: %s", d.Line, d.Title))
		}
	}
	if sum.Reported > 0 {
		// Lines that are no action but say how an open task stands: the
		// series now knows; never a task, never a change of one.
		if lang == "en" {
			add(fmt.Sprintf("%d lines that are no action report on open tasks of the series (status facts; never filed):", sum.Reported))
		} else {
			add(fmt.Sprintf("액션이 아닌 %d개 줄이 시리즈의 열린 업무 상황을 보고합니다(상태 기록; 업무로 등록하지 않음):", sum.Reported))
		}
		for _, f := range r.Reported {
			if f.Dismissed || f.Possible {
				continue
			}
			st := string(f.Status)
			if st == "" {
				st = "-"
			}
			if lang == "en" {
				add(fmt.Sprintf("line %d reports on %s (%s): %s — %s; if it is not about that task: axagent series dismiss %s --meeting %s --line %d --reason \"…\"",
					f.Line, f.Key, dashed(f.ExternalID), st, series.WordsIn(lang, f.Why, f.Evidence, nil), f.Key, m.Meeting, f.Line))
			} else {
				add(fmt.Sprintf("%d번 줄은 %s(%s)의 상황입니다: %s — %s; 그 업무가 아니라면: axagent series dismiss %s --meeting %s --line %d --reason \"…\"",
					f.Line, f.Key, dashed(f.ExternalID), st, series.WordsIn(lang, f.Why, f.Evidence, nil), f.Key, m.Meeting, f.Line))
			}
			if f.Status == series.StatusDone {
				if lang == "en" {
					add(fmt.Sprintf("line %d: the notes say %s is done. To close the task: axagent compensate %s --reason \"done, per the meeting\"", f.Line, f.Key, f.Key))
				} else {
					add(fmt.Sprintf("%d번 줄: 회의록은 %s 업무가 끝났다고 합니다. 닫으려면: axagent compensate %s --reason \"회의에서 완료 확인\"", f.Line, f.Key, f.Key))
				}
			}
			if f.Status == series.StatusCancelled {
				if lang == "en" {
					add(fmt.Sprintf("line %d: the notes say %s is cancelled. To close the task: axagent compensate %s --reason \"cancelled, per the meeting\"", f.Line, f.Key, f.Key))
				} else {
					add(fmt.Sprintf("%d번 줄: 회의록은 %s 업무가 취소되었다고 합니다. 닫으려면: axagent compensate %s --reason \"회의에서 취소 확인\"", f.Line, f.Key, f.Key))
				}
			}
		}
	}
	if sum.PossiblyReported > 0 {
		// Lines of a task's person naming it only in part: a person says
		// whether they are about it; until then nothing of the task is
		// read from them.
		if lang == "en" {
			add(fmt.Sprintf("%d lines that are no action may be about open tasks (not recorded as their status until a person confirms):", sum.PossiblyReported))
		} else {
			add(fmt.Sprintf("액션이 아닌 %d개 줄이 열린 업무에 관한 것일 수 있습니다(사람이 확인하기 전에는 상태로 기록하지 않음):", sum.PossiblyReported))
		}
		for _, f := range r.Reported {
			if f.Dismissed || !f.Possible {
				continue
			}
			if lang == "en" {
				add(fmt.Sprintf("line %d is possibly about %s (%s) %q — %s; if it is not: axagent series dismiss %s --meeting %s --line %d --reason \"…\"",
					f.Line, f.Key, dashed(f.ExternalID), f.TaskTitle, series.WordsIn(lang, f.Why, f.Evidence, nil), f.Key, m.Meeting, f.Line))
			} else {
				add(fmt.Sprintf("%d번 줄은 %s(%s) %q 업무에 관한 것일 수 있습니다 — %s; 아니라면: axagent series dismiss %s --meeting %s --line %d --reason \"…\"",
					f.Line, f.Key, dashed(f.ExternalID), f.TaskTitle, series.WordsIn(lang, f.Why, f.Evidence, nil), f.Key, m.Meeting, f.Line))
			}
		}
	}
	// The worker and ledger commands named here carry this run's roster,
	// ledger and config: run as printed they work the same keys (withFlags
	// matches only the commands it knows the end of).
	worker := "axagent worker" + a.rosterFlag + a.cmdFlags
	if noWait {
		if lang == "en" {
			add(fmt.Sprintf("%d keys queued for `%s`.", len(r.Submission.Keys), worker))
		} else {
			add(fmt.Sprintf("%d건을 워커 처리 대기열에 넣었습니다(`%s`).", len(r.Submission.Keys), worker))
		}
	} else if len(r.Status) > 0 {
		// A key the series held, still held for that question, is
		// worded from its typed hold (its evidence in this language).
		for _, k := range r.Status {
			h, ok := r.LinkHolds[k.Execution.Key.String()]
			if ok && k.Execution.State == ledger.NeedsHuman && k.Execution.Reason == series.HoldWords("en", h, nil) {
				add(linkHoldLine(lang, k.Execution.Key.String(), h))
			} else if m := Message(lang, []KeyStatus{k}, len(r.Submission.Created) == 0); m != "" {
				add(m)
			}
		}
	}
	inStatus := map[string]bool{}
	awaiting := 0
	for _, k := range r.Status {
		inStatus[k.Execution.Key.String()] = true
		if awaitingApproval(k.Execution) {
			awaiting++
		}
	}
	for _, act := range r.Plan.Actions {
		if act.Ready() || inStatus[act.BusinessKey] {
			continue
		}
		k, err := ledger.ParseKey(act.BusinessKey)
		if err != nil {
			continue
		}
		add(WaitLine(lang, ledger.Execution{Key: k, State: ledger.NeedsHuman, Reason: act.Reason}))
	}
	if awaiting > 0 {
		if lang == "en" {
			add(fmt.Sprintf("%s %s approval: `axagent approve --tenant %s --project %s --meeting %s` (or approve them in the console)", plural(awaiting, "action"), map[bool]string{true: "awaits", false: "await"}[awaiting == 1], m.Tenant, m.Project, m.Meeting))
		} else {
			add(fmt.Sprintf("%d건이 승인을 기다립니다: `axagent approve --tenant %s --project %s --meeting %s` (또는 콘솔에서 승인)", awaiting, m.Tenant, m.Project, m.Meeting))
		}
	}
	// The evidence in the message's language (series words each kind);
	// the JSON keeps its English words and typed form.
	evidence := func(l Restatement) string { return series.WordsIn(lang, l.Why, l.Evidence, nil) }
	for _, l := range r.Restated {
		line := fmt.Sprintf("%s: 이전 회의의 %s(%s)와 같은 업무로 연결했습니다 — %s", l.ActionID, l.Key, dashed(l.ExternalID), evidence(l))
		if lang == "en" {
			line = fmt.Sprintf("%s: linked to %s (%s) of an earlier meeting, not filed again — %s", l.ActionID, l.Key, dashed(l.ExternalID), evidence(l))
		}
		if l.NewWork != "" {
			// "finished X, will now start Y": the line reports X; Y is its
			// own action, filed or held as any (its row says which).
			line = fmt.Sprintf("%s: 이전 회의의 %s(%s)에 대한 보고로 연결했습니다 — %s; 이 항목이 말한 새 업무는 별도 액션입니다(%q)", l.ActionID, l.Key, dashed(l.ExternalID), evidence(l), l.NewWork)
			if lang == "en" {
				line = fmt.Sprintf("%s: reports on %s (%s) of an earlier meeting — %s; the new work the line names is an action of its own (%q)", l.ActionID, l.Key, dashed(l.ExternalID), evidence(l), l.NewWork)
			}
		}
		switch {
		case l.Answered && l.TaskHeld && lang == "en":
			line += "; it answers that task's hold, and the task now awaits approval"
		case l.Answered && l.TaskHeld:
			line += "; 보류된 그 업무의 질문에 답했고, 그 업무는 이제 승인을 기다립니다"
		case l.Answered && lang == "en":
			line += "; it answers that task's hold, which goes ahead"
		case l.Answered:
			line += "; 보류된 그 업무의 질문에 답하므로 진행합니다"
		case l.TaskHeld && l.HeldDue != "" && lang == "en":
			line += "; that task waits for a person, and its hold now carries this due date (" + l.HeldDue + "): approving it files one task, rejecting it drops this one too"
		case l.TaskHeld && l.HeldDue != "":
			line += "; 그 업무는 사람의 확인을 기다리며, 보류에 이 기한(" + l.HeldDue + ")을 반영했습니다. 승인하면 업무 하나가 등록되고, 거절하면 이 항목도 함께 버려집니다"
		case l.TaskHeld && lang == "en":
			line += "; that task waits for a person: approving it files one task, rejecting it drops this one too"
		case l.TaskHeld:
			line += "; 그 업무는 사람의 확인을 기다립니다. 승인하면 업무 하나가 등록되고, 거절하면 이 항목도 함께 버려집니다"
		case l.Update != "" && lang == "en":
			line += "; its due date changes (" + l.Update + ")"
		case l.Update != "":
			line += "; 기한 변경은 " + l.Update + "로 반영합니다"
		}
		if !l.Answered {
			// A restatement is not filed: the one step that undoes a
			// wrong one is shown with it (issue 27), last and with no
			// full stop, which would be pasted as part of its last flag.
			if lang == "en" {
				line += fmt.Sprintf(" — if it is another task: axagent series split %s --from %s --reason \"…\"", l.ActionKey, l.Key)
			} else {
				line += fmt.Sprintf(" — 다른 업무라면: axagent series split %s --from %s --reason \"…\"", l.ActionKey, l.Key)
			}
		} else {
			line += "."
		}
		add(line)
		if l.Status == series.StatusDone {
			if lang == "en" {
				add(fmt.Sprintf("%s: the notes say it is done. To close the task: axagent compensate %s --reason \"done, per the meeting\"", l.ActionID, l.Key))
			} else {
				add(fmt.Sprintf("%s: 회의록은 이 업무가 끝났다고 합니다. 닫으려면: axagent compensate %s --reason \"회의에서 완료 확인\"", l.ActionID, l.Key))
			}
		}
		if l.Status == series.StatusCancelled {
			if lang == "en" {
				add(fmt.Sprintf("%s: the notes say it is cancelled. To close the task: axagent compensate %s --reason \"cancelled, per the meeting\"", l.ActionID, l.Key))
			} else {
				add(fmt.Sprintf("%s: 회의록은 이 업무가 취소되었다고 합니다. 닫으려면: axagent compensate %s --reason \"회의에서 취소 확인\"", l.ActionID, l.Key))
			}
		}
	}
	held := map[string]bool{}
	for _, k := range r.Status {
		held[k.Execution.Key.String()] = k.Execution.State == ledger.NeedsHuman && k.Execution.Attempts == 0
	}
	for _, l := range r.Possible {
		if st, ok := held[l.ActionKey]; ok && st || !ok && l.Held {
			// Held for a person: the one who answers the hold is told
			// which task it may be, so approving it files no duplicate.
			if lang == "en" {
				add(fmt.Sprintf("%s: held for a person; it may be %s %q (%s) — if so: axagent series merge %s --into %s --reason \"…\" (answers its hold); if it is a new task, answer the hold and the possible link is dropped", l.ActionID, l.Key, l.TaskTitle, evidence(l), l.ActionKey, l.Key))
			} else {
				add(fmt.Sprintf("%s: 사람의 확인을 기다립니다. %s %q%s 같은 업무일 수 있습니다(%s) — 같다면: axagent series merge %s --into %s --reason \"…\" (보류가 해결됩니다). 새 업무라면 보류에 답하면 이 연결 후보는 사라집니다", l.ActionID, l.Key, l.TaskTitle, koWith(l.TaskTitle), evidence(l), l.ActionKey, l.Key))
			}
			continue
		}
		if lang == "en" {
			add(fmt.Sprintf("%s: filed as its own task; it may be %s %q (%s) — if so: axagent series merge %s --into %s --reason \"…\"; if not: axagent series distinct %s --from %s --reason \"…\"", l.ActionID, l.Key, l.TaskTitle, evidence(l), l.ActionKey, l.Key, l.ActionKey, l.Key))
		} else {
			add(fmt.Sprintf("%s: 새 업무로 등록했지만 %s %q%s 같은 업무일 수 있습니다(%s) — 같다면: axagent series merge %s --into %s --reason \"…\", 아니라면: axagent series distinct %s --from %s --reason \"…\"", l.ActionID, l.Key, l.TaskTitle, koWith(l.TaskTitle), evidence(l), l.ActionKey, l.Key, l.ActionKey, l.Key))
		}
	}
	if n := len(r.CarriedOver); n > 0 {
		if lang == "en" {
			add(fmt.Sprintf("%s of the series %s not mentioned in this meeting (axagent series show --tenant %s --project %s).", plural(n, "open task"), map[bool]string{true: "was", false: "were"}[n == 1], m.Tenant, m.Project))
		} else {
			add(fmt.Sprintf("이번 회의에서 언급되지 않은 시리즈의 열린 업무 %d건이 있습니다 (axagent series show --tenant %s --project %s).", n, m.Tenant, m.Project))
		}
	}
	for _, c := range r.TitleChanges {
		if lang == "en" {
			add(fmt.Sprintf("%s: the notes now say %q but the registered task keeps %q (fingerprint %s → %s); axagent never renames a task — change it in the tracker.", c.Key, c.InNotes, c.Registered, short(c.RegisteredFingerprint), short(c.NotesFingerprint)))
		} else {
			add(fmt.Sprintf("%s: 회의록의 제목이 %q(으)로 바뀌었지만 등록된 업무는 %q 제목을 유지합니다(지문 %s → %s). 제목은 트래커에서 직접 바꾸세요.", c.Key, c.InNotes, c.Registered, short(c.RegisteredFingerprint), short(c.NotesFingerprint)))
		}
	}
	if r.TimedOut {
		if lang == "en" {
			add(fmt.Sprintf("%d keys are still open; `%s` carries on with them (follow with `axagent ledger show KEY%s`).", len(r.Open()), worker, a.cmdFlags))
		} else {
			add(fmt.Sprintf("%d건은 아직 진행 중입니다. `%s`가 이어서 처리하며, `axagent ledger list --state unknown%s` 등으로 확인할 수 있습니다.", len(r.Open()), worker, a.cmdFlags))
		}
	}
	return msg
}

func short(fp string) string {
	if len(fp) > 12 {
		return fp[:12]
	}
	return fp
}

// DetectLang answers "ko" when the notes are mostly Korean, else "en".
func DetectLang(notes []byte) string { return extract.DetectLang(notes) }

// plural is "1 action", "2 actions".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// koWith is the particle "with" after word: 과 after a syllable closed by
// a consonant ("작성과"), 와 after an open one ("검토와"), and "와(과)"
// after anything that is no Hangul syllable (an ID, a closing bracket),
// which a reader says either way.
func koWith(word string) string {
	r, _ := utf8.DecodeLastRuneInString(word)
	switch {
	case r < 0xAC00 || r > 0xD7A3:
		return "와(과)"
	case (r-0xAC00)%28 != 0:
		return "과"
	}
	return "와"
}
