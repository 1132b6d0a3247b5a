package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/scenarios"
)

type scenarioRunOptions struct {
	Report   string
	Parallel int
}

type scenarioFuzzOptions struct {
	Runs   int
	Seed   int64
	OutDir string
}

func init() {
	addCommand(func(fac *Factory) *cobra.Command {
		cmd := &cobra.Command{
			Use:     "scenario",
			Short:   "Run scenario files (faults against the fake target) and randomized fault simulation",
			Args:    noArgsOrSub,
			RunE:    groupRun,
			Example: "  axagent scenario run 'scenarios/*.yaml'",
		}
		cmd.AddCommand(newScenarioRunCmd(fac), newScenarioFuzzCmd(fac))
		return cmd
	})
}

func newScenarioRunCmd(fac *Factory) *cobra.Command {
	var o scenarioRunOptions
	cmd := &cobra.Command{
		Use: "run FILE...",
		Example: `  axagent scenario run scenarios/meeting_action_response_loss.yaml
  axagent scenario run 'scenarios/*.yaml' -o json
  axagent scenario run 'scenarios/*.yaml' --db postgres://postgres@127.0.0.1:5432/axagent_test --parallel 8`,
		Short: "Run scenario files; each fault alone, then all together, against expected",
		Long: `Run scenario files (docs/scenario-format.md; globs such as 'scenarios/*.yaml'
work). Each file runs on a fresh temporary ledger and a fresh in-process
sandbox with workers A and B and a fake clock. Each fault first runs alone
and is checked against the invariants; then all faults run together and are
checked against expected.

Exit status: 0 all matched, 1 a mismatch, 2 an invalid file (named with its
path and line).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runScenarioRun(cmd.Context(), fac, o, args) },
	}
	cmd.Flags().StringVar(&o.Report, "report", "", "also write the full report (with an observed: block per run) to this YAML file")
	cmd.Flags().IntVar(&o.Parallel, "parallel", 1, "runs at once, over all the files (each run has its own ledger, sandbox and clock; with a PostgreSQL --db a schema, migrated once and emptied for each later run)")
	return cmd
}

// scenarioLog is quiet unless --log-level debug.
func (fac *Factory) scenarioLog() *slog.Logger {
	if strings.EqualFold(fac.LogLevel, "debug") {
		return fac.Log
	}
	return slog.New(slog.DiscardHandler)
}

// expandFiles resolves globs; a pattern that matches nothing is an error.
func expandFiles(args []string) ([]string, error) {
	var files []string
	seen := map[string]bool{}
	for _, a := range args {
		matches, err := filepath.Glob(a)
		if err != nil {
			return nil, usageErrorf("scenario: bad pattern %q: %v", a, err)
		}
		if len(matches) == 0 {
			matches = []string{a} // reported as unreadable by Load
		}
		sort.Strings(matches)
		for _, m := range matches {
			if !seen[m] {
				seen[m] = true
				files = append(files, m)
			}
		}
	}
	return files, nil
}

func runScenarioRun(ctx context.Context, fac *Factory, o scenarioRunOptions, args []string) error {
	files, err := expandFiles(args)
	if err != nil {
		return err
	}
	var scs []*scenarios.Scenario
	var invalid []error
	names := map[string]string{}
	for _, f := range files {
		sc, err := scenarios.Load(f)
		if err != nil {
			invalid = append(invalid, err)
			continue
		}
		if prev, ok := names[sc.Name]; ok {
			invalid = append(invalid, &scenarios.InvalidError{Path: f, Line: 1, Msg: fmt.Sprintf("scenario name %q is already used by %s", sc.Name, prev)})
			continue
		}
		names[sc.Name] = f
		scs = append(scs, sc)
	}
	for _, err := range invalid {
		fmt.Fprintf(fac.Stderr, "axagent: invalid scenario: %v\n", err)
	}
	if o.Parallel < 1 {
		return usageErrorf("--parallel %d: want 1 or more", o.Parallel)
	}
	ledgerFn, done := fac.scenarioLedger()
	defer done()
	opts := scenarios.Options{Log: fac.scenarioLog(), Ledger: ledgerFn}
	results := scenarios.RunFiles(ctx, scs, opts, o.Parallel)
	if err := ctx.Err(); err != nil {
		return err
	}
	if fac.JSON() {
		if err := scenarios.WriteJSON(fac.Stdout, results); err != nil {
			return err
		}
	} else if err := scenarios.WriteTable(fac.Stdout, results); err != nil {
		return err
	}
	if o.Report != "" {
		if err := scenarios.WriteReport(o.Report, results); err != nil {
			return err
		}
	}
	if len(invalid) > 0 {
		return &exitStatusError{code: exitUsage}
	}
	for _, r := range results {
		if !r.Match {
			return &exitStatusError{code: exitError}
		}
	}
	return nil
}

func newScenarioFuzzCmd(fac *Factory) *cobra.Command {
	var o scenarioFuzzOptions
	cmd := &cobra.Command{
		Use: "fuzz --runs N --seed S",
		Example: `  axagent scenario fuzz --runs 300 --seed 20261130
  axagent scenario fuzz --runs 1000 --out fuzz-failures`,
		Short: "Run random fault subsets, timings, capabilities and interleavings; check the invariants",
		Long: `Run N randomized scenarios: random fault subsets and counts, target
capabilities, search lags, idle time and worker interleavings, each checked
against the invariants (one task per key, one delivery per notification key,
no running key without a live lease, every unknown resolved or handed to a
human). On a violation it prints the run's seed and writes a minimal
reproducing scenario file to --out.

Exit status: 0 no violation, 1 a violation.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runScenarioFuzz(cmd.Context(), fac, o) },
	}
	f := cmd.Flags()
	f.IntVar(&o.Runs, "runs", 300, "number of random runs")
	f.Int64Var(&o.Seed, "seed", 0, "seed (default: from the clock; printed so the run can be repeated)")
	f.StringVar(&o.OutDir, "out", ".", "directory for reproducing scenario files")
	return cmd
}

func runScenarioFuzz(ctx context.Context, fac *Factory, o scenarioFuzzOptions) error {
	if o.Runs < 1 {
		return usageErrorf("--runs must be at least 1")
	}
	seed := o.Seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	began := time.Now()
	ledgerFn, done := fac.scenarioLedger()
	defer done()
	rep, err := scenarios.Fuzz(ctx, scenarios.FuzzConfig{Runs: o.Runs, Seed: seed, OutDir: o.OutDir, Log: fac.scenarioLog(), Ledger: ledgerFn,
		Progress: func(v scenarios.Violation) {
			fmt.Fprintf(fac.Stderr, "violation in run %d (seed %d): %s\n  reproduce: %s\n", v.Run, v.Seed, strings.Join(v.Violations, "; "), v.File)
		}})
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	elapsed := time.Since(began).Round(time.Millisecond)
	if fac.JSON() {
		if err := fac.printJSON(map[string]any{"runs": rep.Runs, "seed": seed, "seconds": elapsed.Seconds(), "violations": rep.Violations,
			"faults_triggered": rep.Triggered}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(fac.Stdout, "%d runs, seed %d, %s, %d violation(s)\n", rep.Runs, seed, elapsed, len(rep.Violations))
		for _, v := range rep.Violations {
			fmt.Fprintf(fac.Stdout, "  run %d seed %d: %s → %s\n", v.Run, v.Seed, strings.Join(v.Violations, "; "), v.File)
		}
	}
	if len(rep.Violations) > 0 {
		return &exitStatusError{code: exitError}
	}
	return nil
}

// scenarioLedger gives each scenario world a schema of its own in the
// PostgreSQL database named by --db postgres://…, and done drops them when
// the run ends; with a SQLite --db (the default) each world keeps its own
// temporary file, as the scenario format says, and both are nil.
func (fac *Factory) scenarioLedger() (ledgerFn func(context.Context) (func(context.Context, clock.Clock) (ledger.Store, error), func(), error), done func()) {
	dsn := fac.DBPath
	if !app.IsPostgres(dsn) {
		return nil, func() {}
	}
	pool := &schemaPool{dsn: dsn}
	return func(ctx context.Context) (func(context.Context, clock.Clock) (ledger.Store, error), func(), error) {
		if !fac.AllowMaintenanceDB {
			if err := app.CheckLedgerDatabase(dsn); err != nil {
				return nil, nil, err
			}
		}
		schemaDSN, err := pool.get(ctx)
		if err != nil {
			return nil, nil, err
		}
		open := func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, schemaDSN, app.StoreOptions{Clock: clk, MaxConns: 4, AllowMaintenanceDB: fac.AllowMaintenanceDB})
		}
		return open, func() { pool.put(schemaDSN) }, nil
	}, pool.drop
}

// schemaPool hands scenario worlds their schemas. A world done with its
// schema (its stores closed) gives it back emptied to a freshly migrated
// ledger, and the next world takes it: migrating a new schema for every
// world was most of a PostgreSQL scenario run (88 worlds, each migration
// seconds of DDL, one at a time under the database's migration lock). So
// a run migrates as many schemas as it runs worlds at once (--parallel).
type schemaPool struct {
	dsn   string
	mu    sync.Mutex
	free  []string                               // emptied schemas' DSNs
	drops map[string]func(context.Context) error // every schema's, by DSN
}

// get takes a free schema, or makes a new one (its first world's store
// migrates it).
func (p *schemaPool) get(ctx context.Context) (string, error) {
	p.mu.Lock()
	if n := len(p.free); n > 0 {
		dsn := p.free[n-1]
		p.free = p.free[:n-1]
		p.mu.Unlock()
		return dsn, nil
	}
	p.mu.Unlock()
	dsn, drop, err := app.NewPostgresSchema(ctx, p.dsn, "axagent_scenario")
	if err != nil {
		return "", err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drops == nil {
		p.drops = map[string]func(context.Context) error{}
	}
	p.drops[dsn] = drop
	return dsn, nil
}

// put empties a world's schema for the next world; one that cannot be
// emptied (its world failed before migrating it, say) is dropped instead.
func (p *schemaPool) put(dsn string) {
	ctx := context.Background()
	if err := app.EmptyPostgresSchema(ctx, dsn); err == nil {
		p.mu.Lock()
		p.free = append(p.free, dsn)
		p.mu.Unlock()
		return
	}
	p.mu.Lock()
	drop := p.drops[dsn]
	delete(p.drops, dsn)
	p.mu.Unlock()
	_ = drop(ctx)
}

// drop drops every schema the pool made: the run leaves none behind.
func (p *schemaPool) drop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, drop := range p.drops {
		_ = drop(context.Background())
	}
	p.drops, p.free = nil, nil
}
