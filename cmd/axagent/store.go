package main

import (
	"context"
	"strings"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/sqlite"
)

// openStore opens the ledger named by --db.
func (app *App) openStore(ctx context.Context) (ledger.Store, error) {
	dsn := app.DBPath
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		// A nil clock means the database's own: leases are compared on one
		// clock however skewed the workers' are.
		return postgres.Open(ctx, dsn, postgres.Options{Clock: app.Clock})
	}
	s, err := sqlite.Open(ctx, dsn, sqlite.Options{Clock: app.clock()})
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (app *App) clock() clock.Clock {
	if app.Clock != nil {
		return app.Clock
	}
	return clock.Real{}
}

func withStore(app *App, ctx context.Context, fn func(ledger.Store) error) error {
	s, err := app.openStore(ctx)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := fn(s); err != nil {
		return err
	}
	return nil
}

// config loads the config file once.
func (app *App) config() (*config.Config, error) {
	if app.cfg != nil {
		return app.cfg, nil
	}
	c, err := config.Load(app.ConfigPath)
	if err != nil {
		return nil, &usageError{msg: err.Error()}
	}
	app.cfg = c
	return c, nil
}
