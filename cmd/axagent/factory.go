package main

import (
	"context"
	"os"
	"strings"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
)

// buildOptions are what a command adds to the global flags.
type buildOptions struct {
	// Role names the process in leases and the audit log (register,
	// worker, ...).
	Role   string
	Roster string
	Lang   string
	// LedgerOnly opens only the ledger: no target, channel or sandbox
	// (inspection and repair commands).
	LedgerOnly bool
	// Existing refuses a ledger file that does not exist instead of
	// creating it (commands that only read or repair the ledger).
	Existing bool
	// Concurrency overrides worker.concurrency (0: the config's).
	Concurrency int
}

// app builds the application layer from the global flags and the config.
func (fac *Factory) app(ctx context.Context, o buildOptions) (*app.App, error) {
	if strings.TrimSpace(fac.DBPath) == "" {
		// --db "$UNSET": app.New would take the default ledger, and a
		// register would write there without a word.
		return nil, usageErrorf("--db is empty: give a SQLite file path or a postgres:// URL (leave --db out for %s)", app.DefaultDB)
	}
	cfg, err := fac.config()
	if err != nil {
		return nil, err
	}
	role := o.Role
	if role == "" {
		role = "axagent"
	}
	rosterFlag := ""
	if o.Roster != "" {
		rosterFlag = " --roster " + shellQuote(o.Roster)
	}
	a, err := app.New(ctx, app.Config{DB: fac.DBPath, Settings: cfg, RosterPath: o.Roster, Owner: app.ProcessID(role),
		CommandFlags: fac.globalFlags(), RosterFlag: rosterFlag, Lang: o.Lang, Clock: fac.Clock, Log: fac.Log, LedgerOnly: o.LedgerOnly, ExistingLedger: o.Existing, Concurrency: o.Concurrency, AllowMaintenanceDB: fac.AllowMaintenanceDB})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// withLedger runs fn on an application layer that has only the ledger
// open; the ledger must exist (the commands that use it read or repair it).
func (fac *Factory) withLedger(ctx context.Context, fn func(*app.App) error) error {
	a, err := fac.app(ctx, buildOptions{LedgerOnly: true, Existing: true})
	if err != nil {
		return err
	}
	defer a.Close()
	return fn(a)
}

func (fac *Factory) clock() clock.Clock {
	if fac.Clock != nil {
		return fac.Clock
	}
	return clock.Real{}
}

// config loads the config file once. A --config naming a missing or invalid
// file is an error for every command.
func (fac *Factory) config() (*config.Config, error) {
	if fac.cfg != nil {
		return fac.cfg, nil
	}
	c, err := config.Load(fac.ConfigPath)
	if err != nil {
		return nil, &usageError{msg: err.Error()}
	}
	fac.cfg = c
	return c, nil
}

// globalFlags are the global flags a next command must repeat to act on
// the same ledger and config as this one (those not found again by
// default: environment, axagent.yaml).
func (fac *Factory) globalFlags() string {
	var b strings.Builder
	if fac.DBPath != envOr("AXAGENT_DB", "axagent.db") {
		b.WriteString(" --db " + shellQuote(fac.DBPath))
	}
	if c := fac.ConfigPath; c != "" && c != os.Getenv("AXAGENT_CONFIG") && c != "axagent.yaml" {
		b.WriteString(" --config " + shellQuote(c))
	}
	return b.String()
}
