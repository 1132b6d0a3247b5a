// Package app is axagent's one application layer. New builds the pipeline
// once — ledger, extractor, task target, channels, engine, dispatcher,
// reconciler — and its methods are what users do: Plan, Register, Work,
// Reconcile, Resolve, UpdateDue, Compensate, Status and the ledger views. The
// CLI, the worker's HTTP intake, the scenario runner and the benchmark all
// call it; none of them builds a pipeline of its own or opens a backend.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/channels"
	"github.com/axagent/axagent/reconcile"
)

// DefaultDB is the ledger used when Config.DB is empty.
const DefaultDB = "axagent.db"

// Config is what New needs. Zero values mean the built-in defaults: a
// SQLite ledger file, the rule-based extractor, the sandbox target and
// channel.
type Config struct {
	// DB names the ledger: a SQLite file path or a postgres:// URL.
	DB string
	// Settings is the parsed config file (nil: the defaults).
	Settings *config.Config
	// RosterPath overrides Settings.Roster; Roster, when set, is used as is.
	RosterPath string
	Roster     *extract.Roster
	// Owner names this process in leases and the audit log (default
	// "axagent@host:pid").
	Owner string
	// Lang is the language of user-facing messages: "ko" (default) or "en".
	Lang string
	// CommandFlags are the flags a command printed for the user to run
	// next must repeat to act on this ledger and config (" --db l.db");
	// RosterFlag is the roster this run was given (" --roster FILE"),
	// repeated by printed commands that file or notify.
	CommandFlags string
	RosterFlag   string
	Clock        clock.Clock
	Log          *slog.Logger

	// Concurrency bounds target calls in flight per engine; BatchSize one
	// claim. Zero: worker.concurrency in the config, else the engine's.
	Concurrency int
	BatchSize   int

	// The overrides below replace one part of the pipeline and leave the
	// rest as users run it: the scenario runner and the benchmark put a
	// shared in-process sandbox and fault points in, tests a fake clock.

	// AllowMaintenanceDB lets DB name PostgreSQL's postgres or template*
	// database (refused otherwise; StoreOptions.AllowMaintenanceDB).
	AllowMaintenanceDB bool

	// OpenStore opens the ledger instead of DB.
	OpenStore func(ctx context.Context, clk clock.Clock) (ledger.Store, error)
	// WrapStore wraps the opened ledger (tests that break axagent on
	// purpose).
	WrapStore func(ledger.Store) ledger.Store
	// Tasks replaces the configured target.
	Tasks connectors.TaskConnector
	// Channels replaces the configured channels; Channel names the one
	// outbox rows are written for.
	Channels map[string]notify.Channel
	Channel  string
	// Extractor replaces the configured extractor.
	Extractor extract.Extractor
	// Faults are named fault points (nil in production).
	Faults *faults.Points
	// Permit replaces the config's permissions.
	Permit execute.Permit

	// LedgerOnly opens the ledger and nothing else (no target, channel or
	// sandbox): enough to inspect and repair. Methods that need the
	// pipeline return ErrLedgerOnly.
	LedgerOnly bool
	// ExistingLedger refuses a SQLite ledger file that does not exist
	// (StoreOptions.MustExist): commands that read or repair the ledger.
	ExistingLedger bool
}

// ErrLedgerOnly: the method needs the pipeline but New was asked for the
// ledger only.
var ErrLedgerOnly = errors.New("app: opened for the ledger only")

// App is one built pipeline. Close releases the ledger.
type App struct {
	cfg      *config.Config
	log      *slog.Logger
	clk      clock.Clock
	lang     string
	db       string
	raw      ledger.Store
	store    ledger.Store
	tasks    connectors.TaskConnector
	targets  map[string]connectors.TaskConnector // every target keys may go to, by name (tasks included)
	channels map[string]notify.Channel
	roster   *extract.Roster
	engine   *execute.Engine
	disp     *notify.Dispatcher
	runner   *execute.Runner
	ex       extract.Extractor
	exErr    error
	exBuilt  bool
	// statusNext is where the next status pull starts (taking turns).
	statusMu   sync.Mutex
	statusNext int
	// stopListen ends the wake-up listeners NewWorker started.
	listenMu   sync.Mutex
	stopListen []context.CancelFunc
	// cmdFlags and rosterFlag are Config.CommandFlags and RosterFlag.
	cmdFlags, rosterFlag string
}

// UsageError is bad input from the user (flags, config, files): the CLI
// exits 2 on it.
type UsageError struct {
	Msg string
	Remedy
}

func (e *UsageError) Error() string { return e.Msg }

func usagef(format string, args ...any) error { return &UsageError{Msg: fmt.Sprintf(format, args...)} }

// Remedy names, for a person's screen, what a refused or invalid decision
// lacks: a stable code, the field to fill (assignee, due, title,
// external_id, reason) and a detail (a name or value as given). The CLI
// prints Msg, which names its flags; the console words the code in the
// page's language and points at its own form field instead.
type Remedy struct {
	Code   string
	Field  string
	Detail string
}

// RemedyOf is err's Remedy, when a refusal or bad input has one.
func RemedyOf(err error) (Remedy, bool) {
	var r *RefusedError
	if errors.As(err, &r) && r.Code != "" {
		return r.Remedy, true
	}
	var u *UsageError
	if errors.As(err, &u) && u.Code != "" {
		return u.Remedy, true
	}
	return Remedy{}, false
}

// usageRemedy is usagef with a Remedy.
func usageRemedy(pr Remedy, format string, args ...any) error {
	return &UsageError{Msg: fmt.Sprintf(format, args...), Remedy: pr}
}

// IsUsage reports whether err is bad input from the user.
func IsUsage(err error) bool {
	var u *UsageError
	return errors.As(err, &u)
}

// New builds the pipeline. On error nothing is left open.
func New(ctx context.Context, c Config) (*App, error) {
	a := &App{cfg: c.Settings, log: c.Log, clk: c.Clock, lang: c.Lang, db: c.DB, cmdFlags: c.CommandFlags, rosterFlag: c.RosterFlag}
	if a.cfg == nil {
		var err error
		if a.cfg, err = config.Load(""); err != nil {
			return nil, err
		}
	}
	if a.log == nil {
		a.log = slog.Default()
	}
	if a.clk == nil {
		a.clk = clock.Real{}
	}
	if a.lang == "" {
		a.lang = "ko"
	}
	if a.lang != "ko" && a.lang != "en" {
		return nil, usagef("language %q: want ko or en", a.lang)
	}
	if a.db == "" {
		a.db = DefaultDB
	}
	owner := c.Owner
	if owner == "" {
		owner = ProcessID("axagent")
	}
	a.roster = c.Roster
	if a.roster == nil {
		path := c.RosterPath
		if path == "" {
			path = a.cfg.Roster
		}
		if path != "" {
			r, err := extract.LoadRoster(path)
			if err != nil {
				return nil, &UsageError{Msg: err.Error()}
			}
			a.roster = r
		}
	}
	var err error
	if c.OpenStore != nil {
		a.raw, err = c.OpenStore(ctx, c.Clock)
	} else {
		a.raw, err = OpenStoreWith(ctx, a.db, StoreOptions{Clock: c.Clock, AllowMaintenanceDB: c.AllowMaintenanceDB, MustExist: c.ExistingLedger})
	}
	if err != nil {
		return nil, err
	}
	a.store = a.raw
	if c.WrapStore != nil {
		a.store = c.WrapStore(a.raw)
	}
	if c.LedgerOnly {
		return a, nil
	}
	if err := a.buildTargets(ctx, c); err != nil {
		a.raw.Close()
		return nil, err
	}
	a.ex, a.exBuilt = c.Extractor, c.Extractor != nil
	a.buildWorkers(c, owner)
	return a, nil
}

// buildTargets opens the task target and the notification channels.
func (a *App) buildTargets(ctx context.Context, c Config) error {
	cfg := a.cfg
	chName := c.Channel
	if chName == "" {
		chName = cfg.Channel
	}
	a.tasks, a.channels = c.Tasks, c.Channels
	routedToSandbox := false
	for _, r := range cfg.Routes {
		routedToSandbox = routedToSandbox || r.Target == "sandbox"
	}
	needSandbox := (a.tasks == nil && cfg.Target == "sandbox") || routedToSandbox || (a.channels == nil && chName == "sandbox")
	var sbTasks connectors.TaskConnector
	var sbChannel notify.Channel
	if needSandbox {
		url := cfg.Sandbox.URL
		if env := os.Getenv(sandbox.EnvURL); env != "" {
			url = env
		}
		var err error
		sbTasks, sbChannel, _, err = sandbox.Open(ctx, url, SandboxStateFile(cfg, a.db), a.clk)
		if err != nil {
			return err
		}
	}
	if a.tasks == nil {
		if cfg.Target == "sandbox" {
			a.tasks = sbTasks
		} else {
			t, err := a.buildTarget(cfg.Target)
			if err != nil {
				return err
			}
			a.tasks = t
		}
	}
	// Routes may send some tenants/projects to other trackers.
	a.targets = map[string]connectors.TaskConnector{a.tasks.Name(): a.tasks}
	for _, name := range cfg.Targets() {
		if name == cfg.Target {
			continue
		}
		if _, ok := a.targets[name]; ok {
			continue
		}
		if name == "sandbox" {
			a.targets[name] = sbTasks
			continue
		}
		t, err := a.buildTarget(name)
		if err != nil {
			return err
		}
		a.targets[name] = t
	}
	a.addConfiguredTrackers()
	if a.channels == nil {
		a.channels = map[string]notify.Channel{}
		if sbChannel != nil {
			a.channels["sandbox"] = sbChannel
		}
		if chName != "sandbox" {
			chcfg, err := channels.Decode(cfg.Channels)
			if err != nil {
				return usagef("config channels: %v", err)
			}
			ch, err := channels.Build(chcfg, chName, channels.Options{Clock: a.clk, Logger: a.log})
			if err != nil {
				return usagef("config channels: %v", err)
			}
			a.channels[chName] = ch
		}
		a.addConfiguredChannels(cfg)
	}
	if _, ok := a.channels[chName]; !ok {
		return usagef("channel %q: not configured", chName)
	}
	a.cfg = withChannel(cfg, chName)
	return nil
}

// withChannel returns cfg naming ch as its channel, without changing the
// caller's copy.
func withChannel(cfg *config.Config, ch string) *config.Config {
	if cfg.Channel == ch {
		return cfg
	}
	c := *cfg
	c.Channel = ch
	return &c
}

// buildWorkers makes the engine, the dispatcher and the runner.
func (a *App) buildWorkers(c Config, owner string) {
	cfg := a.cfg
	lease := config.Duration(cfg.Worker.Lease, 30*time.Second)
	retry := execute.DefaultRetryPolicy
	retry.Initial = config.Duration(cfg.Worker.BackoffInitial, retry.Initial)
	retry.Max = config.Duration(cfg.Worker.BackoffMax, retry.Max)
	if cfg.Worker.MaxAttempts > 0 {
		retry.MaxAttempts = cfg.Worker.MaxAttempts
	}
	conc := c.Concurrency
	if conc <= 0 {
		conc = cfg.Worker.Concurrency
	}
	batch := c.BatchSize
	if batch <= 0 && conc > 0 {
		batch = max(32, conc)
	}
	permit := c.Permit
	var permitIn execute.PermitIn
	if permit == nil {
		permit = func(tenant, project, op string) (bool, string) {
			return cfg.Allowed(a.route(tenant, project), tenant, project, op)
		}
		permitIn = cfg.Allowed
	}
	a.engine = &execute.Engine{
		Store: a.store, Tasks: a.tasks, Channel: cfg.Channel,
		Directory: rosterDirectory{roster: a.roster, target: a.tasks.Name(), channel: cfg.Channel},
		Permit:    permit, Clock: a.clk, Owner: owner, Lease: lease, Retry: retry, Concurrency: conc, BatchSize: batch,
		Faults: c.Faults, Log: a.log, Lang: a.lang,
		Reconcile: reconcile.Config{MaxNotFound: cfg.Worker.ReconcileChecks, Recheck: config.Duration(cfg.Worker.ReconcileRecheck, 0)},
		PermitIn:  permitIn, Limits: a.rateLimits(),
		BreakerOpen: config.Duration(cfg.Worker.BreakerOpen, 0),
	}
	if len(a.targets) > 1 {
		a.engine.Route, a.engine.Targets = a.route, a.targets
	}
	a.engine.Outbox = a.notifyPlanner().Plan
	tenants, capN := cfg.Worker.FairClaims()
	a.engine.Tenants, a.engine.MaxInFlight = tenants, capN
	a.disp = &notify.Dispatcher{Store: a.store, Channels: a.channels, Clock: a.clk, Owner: owner, Lease: lease,
		Backoff: retry.Next, MaxAttempts: retry.MaxAttempts, BatchSize: batch, Faults: c.Faults, Log: a.log,
		Digest: a.digestConfig(), Tenants: tenants, MaxInFlight: capN}
	// A success's notifications go straight to this process's dispatcher
	// (ledger.Handoff), unless worker.notify_inline is off.
	if cfg.Worker.Inline(true) {
		a.engine.Notify = a.disp
	}
	a.runner = &execute.Runner{Engine: a.engine, Dispatcher: a.disp}
}

// Close waits for notifications the engine is still delivering, then
// releases the ledger.
func (a *App) Close() error {
	if a.engine != nil {
		a.engine.Wait()
	}
	a.listenMu.Lock()
	for _, stop := range a.stopListen {
		stop()
	}
	a.stopListen = nil
	a.listenMu.Unlock()
	return a.raw.Close()
}

// Settings is the effective configuration.
func (a *App) Settings() *config.Config { return a.cfg }

// Roster is the roster assignees resolve against (nil when none is set).
func (a *App) Roster() *extract.Roster { return a.roster }

// Owner names this pipeline in leases and the audit log.
func (a *App) Owner() string {
	if a.engine == nil {
		return ""
	}
	return a.engine.Owner
}

// TargetName is the task target's name (sandbox, redmine, ...).
func (a *App) TargetName() string {
	if a.tasks == nil {
		return ""
	}
	return a.tasks.Name()
}

// pipeline fails when New was asked for the ledger only.
func (a *App) pipeline() error {
	if a.engine == nil {
		return ErrLedgerOnly
	}
	return nil
}

// Clock is the pipeline's clock.
func (a *App) Clock() clock.Clock { return a.clk }

// now is the time written to the ledger: zero on PostgreSQL's real clock so
// the database's own clock is used.
func (a *App) now() time.Time { return clock.StoreTime(a.clk) }

// ProcessID names a process in leases and the audit log.
func ProcessID(role string) string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s@%s:%d", role, host, os.Getpid())
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
