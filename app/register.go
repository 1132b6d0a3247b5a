package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/intake"
	"github.com/axagent/axagent/ledger"
)

// KeyStatus is where one execution and its notifications stand.
type KeyStatus = harness.KeyStatus

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
	if cfg.Extractor != "llm" {
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
	if cfg.LLM.TimeoutSecond > 0 {
		c.Timeout = time.Duration(cfg.LLM.TimeoutSecond) * time.Second
	}
	c.Cache = a.store
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
	if a.roster == nil {
		return Plan{}, usagef("no roster: pass --roster FILE or set roster: in the config (assignees are resolved only against it)")
	}
	in := extract.Input{Name: n.Name, Notes: n.Body, Scope: n.Scope, Roster: a.roster}
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
	} else if d, ok := extract.FrontMatterDate(n.Body); ok {
		in.MeetingDate = d
	}
	ex, err := a.Extractor()
	if err != nil {
		return Plan{}, err
	}
	p, err := extract.Run(ctx, ex, a.store, in)
	var ne *extract.NotesError
	if errors.As(err, &ne) {
		return Plan{}, &UsageError{Msg: err.Error()}
	}
	return p, err
}

// Submission says what an event caused in the ledger.
type Submission = intake.Submission

// Submit records the event (source, id) and enqueues the plan's keys in one
// transaction (S6). A redelivered event changes nothing.
func (a *App) Submit(ctx context.Context, plan Plan, source, id string) (Submission, error) {
	return intake.Submit(ctx, a.store, plan, source, id, a.now())
}

// EventID names a notes event by content and scope.
func EventID(n Notes) string { return intake.EventID(n.Scope, n.Body) }

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

// Register is `axagent register`: plan, submit, work the keys until they
// settle or opts.Timeout runs out, and say what is confirmed.
func (a *App) Register(ctx context.Context, n Notes, opts RegisterOptions) (Registration, error) {
	plan, err := a.Plan(ctx, n)
	if err != nil {
		return Registration{}, err
	}
	if opts.Source == "" {
		opts.Source = "cli"
	}
	if opts.EventID == "" {
		opts.EventID = EventID(n)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 30 * time.Second
	}
	sub, err := a.Submit(ctx, plan, opts.Source, opts.EventID)
	if err != nil {
		return Registration{}, err
	}
	r := Registration{Plan: plan, Submission: sub}
	if opts.NoWait {
		r.Status, err = a.Status(ctx, sub.Keys)
	} else {
		r.Status, r.TimedOut, err = a.WorkFor(ctx, sub.Keys, opts.Timeout)
	}
	if err != nil {
		return r, err
	}
	r.Message = a.registerMessage(r, opts.NoWait)
	return r, nil
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

func (a *App) registerMessage(r Registration, noWait bool) string {
	lang := a.lang
	if noWait {
		if lang == "en" {
			return fmt.Sprintf("%d keys queued for `axagent worker`.", len(r.Submission.Keys))
		}
		return fmt.Sprintf("%d건을 워커 처리 대기열에 넣었습니다.", len(r.Submission.Keys))
	}
	alreadyDone := len(r.Submission.Created) == 0 && len(r.Status) > 0
	msg := harness.Message(lang, r.Status, alreadyDone)
	if len(r.Plan.Actions) == 0 {
		msg = "회의록에서 액션 아이템을 찾지 못했습니다. 등록한 업무가 없습니다."
		if lang == "en" {
			msg = "No action items found in the notes; nothing was registered."
		}
	}
	for _, act := range r.Plan.Actions {
		if act.Ready() {
			continue
		}
		line := fmt.Sprintf("%s 사람의 확인이 필요합니다: %s", act.BusinessKey, act.Reason)
		if lang == "en" {
			line = fmt.Sprintf("%s needs a human: %s", act.BusinessKey, act.Reason)
		}
		msg = strings.TrimSpace(msg + "\n" + line)
	}
	if r.TimedOut {
		line := fmt.Sprintf("%d건은 아직 진행 중입니다. `axagent worker`가 이어서 처리하며, `axagent ledger list --state unknown` 등으로 확인할 수 있습니다.", len(r.Open()))
		if lang == "en" {
			line = fmt.Sprintf("%d keys are still open; `axagent worker` carries on with them (follow with `axagent ledger show KEY`).", len(r.Open()))
		}
		msg = strings.TrimSpace(msg + "\n" + line)
	}
	return msg
}

// DetectLang answers "ko" when the notes are mostly Korean, else "en".
func DetectLang(notes []byte) string {
	hangul, latin := 0, 0
	for _, r := range string(notes) {
		switch {
		case unicode.Is(unicode.Hangul, r):
			hangul++
		case r < 128 && unicode.IsLetter(r):
			latin++
		}
	}
	if hangul*3 >= latin && hangul > 0 {
		return "ko"
	}
	return "en"
}
