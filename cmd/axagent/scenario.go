package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sort"
	"strings"
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
	cmd.Flags().IntVar(&o.Parallel, "parallel", 1, "runs at once, over all the files (each run has its own ledger, sandbox and clock; with a PostgreSQL --db a run mostly waits for its schema)")
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
	opts := scenarios.Options{Log: fac.scenarioLog(), Ledger: fac.scenarioLedger()}
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
	rep, err := scenarios.Fuzz(ctx, scenarios.FuzzConfig{Runs: o.Runs, Seed: seed, OutDir: o.OutDir, Log: fac.scenarioLog(), Ledger: fac.scenarioLedger(),
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

// scenarioLedger gives each scenario world a fresh schema in the PostgreSQL
// database named by --db postgres://…; with a SQLite --db (the default) each
// world keeps its own temporary file, as the scenario format says.
func (fac *Factory) scenarioLedger() func(context.Context) (func(context.Context, clock.Clock) (ledger.Store, error), func(), error) {
	dsn := fac.DBPath
	if !app.IsPostgres(dsn) {
		return nil
	}
	return func(ctx context.Context) (func(context.Context, clock.Clock) (ledger.Store, error), func(), error) {
		if !fac.AllowMaintenanceDB {
			if err := app.CheckLedgerDatabase(dsn); err != nil {
				return nil, nil, err
			}
		}
		schemaDSN, drop, err := app.NewPostgresSchema(ctx, dsn, "axagent_scenario")
		if err != nil {
			return nil, nil, err
		}
		open := func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, schemaDSN, app.StoreOptions{Clock: clk, MaxConns: 4, AllowMaintenanceDB: fac.AllowMaintenanceDB})
		}
		return open, func() { _ = drop(context.Background()) }, nil
	}
}
