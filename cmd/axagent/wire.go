package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/channels"
	"github.com/axagent/axagent/reconcile"
)

// pipeline is everything a run needs, built once from flags and config.
type pipeline struct {
	cfg        *config.Config
	store      ledger.Store
	tasks      connectors.TaskConnector
	channels   map[string]notify.Channel
	roster     *extract.Roster
	engine     *harness.Engine
	dispatcher *notify.Dispatcher
	runner     *harness.Runner
	ex         extract.Extractor
}

func (p *pipeline) Close() error { return p.store.Close() }

// sandboxStateFile keeps the in-process sandbox beside the ledger, so a rerun
// and the worker see the same target.
func sandboxStateFile(cfg *config.Config, db string) string {
	if cfg.Sandbox.StateFile != "" {
		return cfg.Sandbox.StateFile
	}
	return db + ".sandbox.json"
}

// buildPipeline wires store, target, channels and the workers for owner.
func (app *App) buildPipeline(ctx context.Context, owner, rosterPath, lang string) (*pipeline, error) {
	cfg, err := app.config()
	if err != nil {
		return nil, err
	}
	p := &pipeline{cfg: cfg}
	if rosterPath == "" {
		rosterPath = cfg.Roster
	}
	if rosterPath != "" {
		if p.roster, err = extract.LoadRoster(rosterPath); err != nil {
			return nil, &usageError{msg: err.Error()}
		}
	}
	if p.store, err = app.openStore(ctx); err != nil {
		return nil, err
	}
	clk := app.clock()
	url := cfg.Sandbox.URL
	if env := os.Getenv(sandbox.EnvURL); env != "" {
		url = env
	}
	var sbTasks connectors.TaskConnector
	var sbChannel notify.Channel
	if cfg.Target == "sandbox" || cfg.Channel == "sandbox" {
		sbTasks, sbChannel, _, err = sandbox.Open(ctx, url, sandboxStateFile(cfg, app.DBPath), clk)
		if err != nil {
			p.store.Close()
			return nil, err
		}
	}
	switch cfg.Target {
	case "sandbox":
		p.tasks = sbTasks
	case "redmine":
		rm, err := redmine.New(cfg.Redmine, redmine.Options{Clock: clk, Log: app.Log})
		if err != nil {
			p.store.Close()
			return nil, &usageError{msg: "config redmine: " + err.Error()}
		}
		p.tasks = rm
	}
	p.channels = map[string]notify.Channel{}
	if sbChannel != nil {
		p.channels["sandbox"] = sbChannel
	}
	if cfg.Channel != "sandbox" {
		chcfg, err := channels.Decode(cfg.Channels)
		if err != nil {
			p.store.Close()
			return nil, &usageError{msg: "config channels: " + err.Error()}
		}
		ch, err := channels.Build(chcfg, cfg.Channel, channels.Options{Clock: clk, Logger: app.Log})
		if err != nil {
			p.store.Close()
			return nil, &usageError{msg: "config channels: " + err.Error()}
		}
		p.channels[cfg.Channel] = ch
	}
	lease := config.Duration(cfg.Worker.Lease, 30*time.Second)
	retry := harness.DefaultRetryPolicy
	retry.Initial = config.Duration(cfg.Worker.BackoffInitial, retry.Initial)
	retry.Max = config.Duration(cfg.Worker.BackoffMax, retry.Max)
	if cfg.Worker.MaxAttempts > 0 {
		retry.MaxAttempts = cfg.Worker.MaxAttempts
	}
	conc := cfg.Worker.Concurrency
	p.engine = &harness.Engine{
		Store: p.store, Tasks: p.tasks, Channel: cfg.Channel, Directory: rosterDirectory{roster: p.roster, target: p.tasks.Name(), channel: cfg.Channel},
		Permit: func(tenant, project, op string) (bool, string) {
			return cfg.Allowed(p.tasks.Name(), tenant, project, op)
		},
		Clock: clk, Owner: owner, Lease: lease, Retry: retry, Concurrency: conc, Log: app.Log, Lang: lang,
		Reconcile: reconcile.Config{MaxNotFound: cfg.Worker.ReconcileChecks, Recheck: config.Duration(cfg.Worker.ReconcileRecheck, 0)},
	}
	p.dispatcher = &notify.Dispatcher{Store: p.store, Channels: p.channels, Clock: clk, Owner: owner, Lease: lease,
		Backoff: retry.Next, MaxAttempts: retry.MaxAttempts, Log: app.Log}
	p.runner = &harness.Runner{Engine: p.engine, Dispatcher: p.dispatcher}
	return p, nil
}

// extractor returns the configured extractor, built once so its counters
// cover the process's life.
func (p *pipeline) extractor() (extract.Extractor, error) {
	if p.ex != nil {
		return p.ex, nil
	}
	if p.cfg.Extractor != "llm" {
		p.ex = rules.New()
		return p.ex, nil
	}
	c := llm.ConfigFromEnv()
	if p.cfg.LLM.Model != "" {
		c.Model = p.cfg.LLM.Model
	}
	if p.cfg.LLM.BaseURL != "" {
		c.BaseURL = p.cfg.LLM.BaseURL
	}
	if p.cfg.LLM.APIKeyEnv != "" {
		c.APIKey = os.Getenv(p.cfg.LLM.APIKeyEnv)
		if c.APIKey == "" {
			return nil, usageErrorf("llm: environment variable %s (llm.api_key_env) is empty", p.cfg.LLM.APIKeyEnv)
		}
	}
	if p.cfg.LLM.TimeoutSecond > 0 {
		c.Timeout = time.Duration(p.cfg.LLM.TimeoutSecond) * time.Second
	}
	c.Cache = p.store
	ex, err := llm.New(c)
	if err != nil {
		return nil, fmt.Errorf("llm extractor: %w", err)
	}
	p.ex = ex
	return ex, nil
}

// rosterDirectory maps roster people to target user IDs and channel
// addresses: ids.<target> / ids.<channel>, else the e-mail for smtp, else
// the canonical name.
type rosterDirectory struct {
	roster          *extract.Roster
	target, channel string
}

func (d rosterDirectory) person(in ledger.Intent) (extract.Person, bool) {
	if d.roster == nil || in.AssigneeID == "" {
		return extract.Person{}, false
	}
	return d.roster.ByName(in.AssigneeID)
}

func (d rosterDirectory) TargetUser(in ledger.Intent) string {
	if p, ok := d.person(in); ok {
		if id := p.IDs[d.target]; id != "" {
			return id
		}
	}
	return in.AssigneeID
}

func (d rosterDirectory) Recipient(in ledger.Intent) string {
	if p, ok := d.person(in); ok {
		if id := p.IDs[d.channel]; id != "" {
			return id
		}
		if d.channel == "smtp" && p.Email != "" {
			return p.Email
		}
	}
	return in.AssigneeID
}

// plan extracts and numbers the actions of notes. The meeting date comes from
// date (YYYY-MM-DD) or else the notes' front matter.
func (p *pipeline) plan(ctx context.Context, name string, notes []byte, scope ledger.MeetingScope, date, tz string) (extract.Plan, error) {
	in := extract.Input{Name: name, Notes: notes, Scope: scope, Roster: p.roster}
	if tz == "" {
		tz = p.cfg.Timezone
	}
	var err error
	if in.Location, err = dates.LoadLocation(tz); err != nil {
		return extract.Plan{}, usageErrorf("time zone %q: %v", tz, err)
	}
	if date != "" {
		if in.MeetingDate, err = dates.ParseISO(date); err != nil {
			return extract.Plan{}, usageErrorf("meeting date %q: %v", date, err)
		}
	} else if d, ok := extract.FrontMatterDate(notes); ok {
		in.MeetingDate = d
	}
	ex, err := p.extractor()
	if err != nil {
		return extract.Plan{}, err
	}
	return extract.Run(ctx, ex, p.store, in)
}
