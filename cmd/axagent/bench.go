package main

import (
	"context"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/bench"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/internal/textable"
)

type benchOptions struct {
	bench.Options
	CPUProfile string
	// RateLimit switches to the rate-limit benchmark (issue 14).
	RateLimit string
	Duration  time.Duration
	// Processes switches to the scale-out benchmark (issue 17).
	Processes int
	Wakeups   int
	NoWakeups bool
	// Tenants and Skew switch to the fairness benchmark (issue 17).
	Tenants int
	Skew    bool
	// Backlog switches to the meeting-latency benchmark (issue 32).
	Latency bench.LatencyOptions
	// notifyInline is --notify-inline: "", on or off.
	notifyInline string
}

func init() { addCommand(newBenchCmd) }

func newBenchCmd(fac *Factory) *cobra.Command {
	var o benchOptions
	cmd := &cobra.Command{
		Use: "bench",
		Example: `  axagent bench --actions 5000
  axagent bench --target-latency 50ms --workers 4 --batch 32 --inflight 64 -o json
  axagent bench --db postgres://postgres@127.0.0.1:5432/axagent_bench -o json
  axagent bench --rate-limit 5/s --duration 20s --workers 3 --db postgres://postgres@127.0.0.1:5432/axagent_bench`,
		Short: "Measure the pipeline's throughput and cost against a plain SQLite baseline",
		Long: `Run the real pipeline — enqueue (Ingest in batches) → claim → create on an
in-process sandbox → succeeded + outbox in one transaction → dispatch → sent —
with --workers engines and dispatchers on separate store handles, and print
throughput, ledger commits per action, claim and end-to-end latency, database
bytes per finished action and peak RSS, next to a baseline measured in the
same run on the same file settings: single-row INSERT … ON CONFLICT DO NOTHING
transactions per second.

The ledger is a new file: --db must name a file that does not exist (without
--db, a temporary directory is used and removed). Progress goes to stderr.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("db") && os.Getenv("AXAGENT_DB") == "" {
				o.Path = ""
			} else {
				o.Path = fac.DBPath
			}
			switch o.notifyInline {
			case "":
			case "on", "off":
				on := o.notifyInline == "on"
				o.NotifyInline = &on
			default:
				return fmt.Errorf("bench: --notify-inline %q: want on or off", o.notifyInline)
			}
			if o.Latency.Backlog > 0 || cmd.Flags().Changed("meeting-actions") {
				return runLatencyBench(cmd.Context(), fac, o)
			}
			if o.Processes > 0 {
				return runScaleBench(cmd.Context(), fac, o)
			}
			if o.Tenants > 0 || o.Skew {
				return runTenantBench(cmd.Context(), fac, o)
			}
			if o.RateLimit != "" {
				if !cmd.Flags().Changed("workers") {
					o.Workers = 3
				}
				return runRateBench(cmd.Context(), fac, o)
			}
			return runBench(cmd.Context(), fac, o)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Actions, "actions", 5000, "actions to run through the pipeline")
	f.IntVar(&o.Workers, "workers", 2, "engines and dispatchers, each on its own store handle")
	f.IntVar(&o.BatchSize, "batch", 64, "claim limit of each engine and dispatcher")
	f.IntVar(&o.Concurrency, "concurrency", 0, "target calls in flight per engine (default --batch)")
	f.DurationVar(&o.TargetLatency, "target-latency", 0, "simulated network latency of every sandbox call")
	f.IntVar(&o.InFlight, "inflight", 0, "cap on calls in flight to the tracker, and separately to the channel, across workers (default workers × concurrency)")
	f.IntVar(&o.IngestBatch, "ingest-batch", 50, "keys per Ingest (one meeting's actions)")
	f.IntVar(&o.Preload, "preload", 0, "fill the ledger with this many finished keys first")
	f.StringVar(&o.Synchronous, "synchronous", "FULL", "SQLite synchronous: FULL or NORMAL")
	f.DurationVar(&o.Baseline, "baseline", 2*time.Second, "time spent measuring the baseline, half before and half after the run")
	f.BoolVar(&o.NoChannelDedup, "no-channel-dedup", false, "sandbox channel without dedup: the dispatcher checks delivery history before each first send")
	f.StringVar(&o.CPUProfile, "cpuprofile", "", "write a CPU profile of the run to this file")
	f.DurationVar(&o.VacuumEvery, "vacuum-every", 0, "with a PostgreSQL --db: run a plain VACUUM of the ledger's tables this often during the run, as autovacuum does in a long-running deployment (e.g. 1s); the sizes then show the free space reused (bench/README.md)")
	f.StringVar(&o.CompareRiver, "compare-river", "", "also run River's benchmark on the same backend (the bench/river module's directory, or the program built from it) in windows alternating with axagent's, and print every window and the median of the per-round ratios (bench/README.md)")
	f.IntVar(&o.Rounds, "rounds", 3, "with --compare-river: axagent windows, each between two River windows; the ratio is the median of the rounds' ratios")
	f.StringVar(&o.RateLimit, "rate-limit", "", "instead: run --workers (default 3) axagent worker processes on one ledger (--db; PostgreSQL for the issue's figure) against a fake tracker allowing this many creates (e.g. 5/s), with rate_limits: set to it, for --duration; print what the fake saw")
	f.DurationVar(&o.Duration, "duration", 20*time.Second, "with --rate-limit: the measured window, from the first create; with --skew: how long the small tenants register in each phase")
	f.IntVar(&o.Processes, "processes", 0, "instead: run --actions through 1 axagent worker process, then through this many on one ledger (--db: PostgreSQL URL or SQLite file), with --target-latency on every tracker and channel call; then measure wake-ups of idle workers (--wakeups samples)")
	f.IntVar(&o.Wakeups, "wakeups", 30, "with --processes: wake-up samples")
	f.BoolVar(&o.NoWakeups, "no-wakeups", false, "with --processes: workers rely on their 1s poll alone (the figure wake-ups are compared with)")
	f.IntVar(&o.Tenants, "tenants", 0, "instead: the fairness benchmark with this many tenants (default 2 with --skew): the small ones register 3-action meetings every second, first with no backlog, then while one tenant works a backlog of --actions")
	f.IntVar(&o.TenantCap, "tenant-cap", 0, "worker.max_in_flight_per_tenant for the engines and dispatchers (fair claims; 0: no cap)")
	f.StringVar(&o.notifyInline, "notify-inline", "", "worker.notify_inline for the engines: on or off (default: on)")
	f.BoolVar(&o.Skew, "skew", false, "with --tenants: one tenant has 100× the others' load (a backlog of --actions, default 20000)")
	f.IntVar(&o.Latency.Backlog, "backlog", 0, "instead: the meeting-latency benchmark: keep this many other tenants' actions unsent in the ledger (e.g. 100000) while --meetings meetings of --meeting-actions actions are registered one after the other; print register → last notification p50/p99")
	f.IntVar(&o.Latency.MeetingActions, "meeting-actions", 10, "with --backlog: actions per measured meeting")
	f.IntVar(&o.Latency.Meetings, "meetings", 300, "with --backlog: measured meetings (p99 of fewer than 200 is one of the two worst)")
	f.IntVar(&o.Latency.BacklogTenants, "backlog-tenants", 10, "with --backlog: tenants the backlog is spread over")
	return cmd
}

func runBench(ctx context.Context, fac *Factory, o benchOptions) error {
	if o.Actions < 1 || o.Workers < 1 || o.BatchSize < 1 || o.Concurrency < 0 || o.InFlight < 0 || o.Preload < 0 || o.IngestBatch < 1 {
		return usageErrorf("bench: --actions, --workers, --batch and --ingest-batch must be at least 1; --concurrency and --preload not negative")
	}
	switch o.Synchronous {
	case "FULL", "NORMAL", "full", "normal":
	default:
		return usageErrorf("--synchronous %q: want FULL or NORMAL", o.Synchronous)
	}
	if o.TargetLatency < 0 {
		return usageErrorf("--target-latency must not be negative")
	}
	if o.Rounds < 1 {
		return usageErrorf("--rounds must be at least 1")
	}
	o.Progress = fac.benchProgress
	if o.CPUProfile != "" {
		f, err := os.Create(o.CPUProfile)
		if err != nil {
			return fmt.Errorf("bench: cpu profile: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("bench: cpu profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	res, err := bench.Run(ctx, o.Options)
	if err != nil {
		return err
	}
	if fac.JSON() {
		return fac.printJSON(res)
	}
	return textable.Write(fac.Stdout, benchRows(res), 200)
}

func benchRows(r bench.Result) [][]string {
	f := func(format string, args ...any) string { return fmt.Sprintf(format, args...) }
	var split []string
	for name, v := range r.DBBytesByTable {
		split = append(split, f("%s %.0f", name, v))
	}
	sort.Strings(split)
	rows := [][]string{
		{"METRIC", "VALUE"},
		{"actions", f("%d", r.Actions)},
		{"seconds", f("%.2f", r.Seconds)},
		{"actions_per_sec", f("%.0f", r.ActionsPerSec)},
		{"baseline_txn_per_sec", f("%.0f (before %.0f, after %.0f)", r.BaselineTxnPerSec, r.BaselineBefore, r.BaselineAfter)},
		{"actions_per_sec / baseline", f("%.2f", r.RatioToBaseline)},
		{"ledger_commits_per_action", f("%.3f (%d commits, %d empty claims not counted)", r.CommitsPerAction, r.Commits, r.EmptyClaims)},
		{"claim p50 / p99", f("%.2f ms / %.2f ms", r.ClaimP50Ms, r.ClaimP99Ms)},
		{"quiet claim probe p50 / p99", f("%.2f ms / %.2f ms", r.ProbeClaimP50Ms, r.ProbeClaimP99Ms)},
		{"end-to-end p50 / p99", f("%.1f ms / %.1f ms", r.EndToEndP50Ms, r.EndToEndP99Ms)},
		{"db_bytes_per_action", f("%.0f (%d bytes, %d finished keys)", r.DBBytesPerAction, r.DBBytes, r.FinishedInLedger)},
		{"peak_rss", f("%.1f MiB", float64(r.PeakRSSBytes)/(1<<20))},
		{"workers / calls in flight", f("%d / at most %d, peak %d (target latency %.0f ms)", r.Workers, r.CallsInFlight, r.PeakCallsInFlight, r.TargetLatencyMs)},
		{"synchronous", r.Synchronous},
		{"channel dedup", f("%t", r.ChannelDedup)},
		{"preload", f("%d (%.1f s)", r.Preload, r.PreloadSeconds)},
		{"target calls", f("%d creates, %d sends, %d lookups", r.CreateCalls, r.SendCalls, r.FindCalls)},
		{"transactions", f("%d ingests, %d+%d claims, %d+%d completions", r.IngestTransactions, r.ExecutionClaims, r.OutboxClaims, r.ExecutionCompletes, r.OutboxCompletes)},
	}
	if len(split) > 0 {
		rows = append(rows, []string{"db bytes per action by table", strings.Join(split, ", ")})
	}
	if r.DBBytesPerActionAfterVacuum > 0 {
		rows = append(rows, []string{"db bytes per action after VACUUM / live", f("%.0f / %.0f", r.DBBytesPerActionAfterVacuum, r.DBBytesPerActionLive)})
	}
	if r.CompletionFirst10Ms > 0 {
		rows = append(rows, []string{"completion call, first / last 10%", f("%.2f / %.2f ms (×%.2f)", r.CompletionFirst10Ms, r.CompletionLast10Ms, r.CompletionGrowth)})
	}
	if rc := r.River; rc != nil {
		var ws, rounds []string
		for _, w := range rc.Windows {
			ws = append(ws, f("%s %.0f", w.Kind, w.PerSec))
		}
		for _, g := range rc.Rounds {
			rounds = append(rounds, f("%.2f (%.0f over %.0f, %.0f)", g.OverRiver, g.ActionsPerSec, g.River[0], g.River[1]))
		}
		rows = append(rows, []string{"windows in order (/s)", strings.Join(ws, ", ")},
			[]string{"rounds: actions/s over river", strings.Join(rounds, "; ")},
			[]string{"actions/s over river", f("%.2f median of %d rounds (min %.2f, max %.2f)", rc.AxagentOverIt, len(rc.Rounds), rc.AxagentOverItMin, rc.AxagentOverItMax)},
			[]string{"actions/s over river chain_insert", f("%.2f (min %.2f, max %.2f)", rc.OverChainInsert, rc.OverChainInsertMin, rc.OverChainInsertMax)},
			[]string{"actions/s over river chain_tx", f("%.2f (min %.2f, max %.2f)", rc.OverChainTx, rc.OverChainTxMin, rc.OverChainTxMax)})
	}
	return rows
}

// runScaleBench runs the scale-out benchmark (issue 17).
func runScaleBench(ctx context.Context, fac *Factory, o benchOptions) error {
	if o.Processes < 1 || o.Actions < 1 || o.TargetLatency < 0 || o.Wakeups < 0 {
		return usageErrorf("--processes and --actions must be at least 1, --target-latency and --wakeups not negative")
	}
	res, err := bench.Scale(ctx, bench.ScaleOptions{DB: o.Path, Processes: o.Processes, Actions: o.Actions, Concurrency: o.Concurrency,
		TargetLatency: o.TargetLatency, Wakeups: o.Wakeups, NoWakeups: o.NoWakeups,
		Progress: fac.benchProgress})
	if err != nil {
		return err
	}
	if fac.JSON() {
		return fac.printJSON(res)
	}
	f := func(format string, args ...any) string { return fmt.Sprintf(format, args...) }
	return textable.Write(fac.Stdout, [][]string{
		{"METRIC", "VALUE"},
		{"setup", f("%d actions, %s ledger, target latency %.0f ms", res.Actions, res.Synchronous, res.TargetLatencyMs)},
		{"actions_per_sec", f("%.0f with %d processes, %.0f with 1 (%.2f×)", res.ActionsPerSec, res.Processes, res.SingleProcessActionsPerSec, res.ScaleOut)},
		{"end-to-end p50 / p99", f("%.1f ms / %.1f ms", res.EndToEndP50Ms, res.EndToEndP99Ms)},
		{"wake-up p50 / p99", f("%.1f ms / %.1f ms (%d samples)", res.WakeupP50Ms, res.WakeupP99Ms, res.WakeupSamples)},
		{"duplicates at the fake", f("%d tasks, %d notifications", res.DuplicateTasks, res.DuplicateNotifications)},
	}, 200)
}

// runTenantBench runs the fairness benchmark (issue 17).
func runTenantBench(ctx context.Context, fac *Factory, o benchOptions) error {
	if o.Tenants == 0 {
		o.Tenants = 2
	}
	if o.Tenants < 2 || o.TargetLatency < 0 || o.Duration < time.Second {
		return usageErrorf("--tenants must be at least 2, --duration at least 1s, --target-latency not negative")
	}
	to := o.Options
	to.Progress = fac.benchProgress
	res, err := bench.Fairness(ctx, bench.FairnessOptions{Options: to, Tenants: o.Tenants, Skew: o.Skew, Duration: o.Duration})
	if err != nil {
		return err
	}
	if fac.JSON() {
		return fac.printJSON(res)
	}
	f := func(format string, args ...any) string { return fmt.Sprintf(format, args...) }
	rows := [][]string{{"METRIC", "VALUE"},
		{"setup", f("%d tenants, backlog %d actions, target latency %.0f ms, %d workers", len(res.Tenants), res.Actions, res.TargetLatencyMs, res.Workers)},
		{"small tenants' p99 with no backlog", f("%.1f ms", res.QuietP99Ms)}}
	for _, t := range res.Tenants {
		rows = append(rows, []string{"tenant " + t.Tenant, f("%d actions, end-to-end p50 %.1f ms, p99 %.1f ms", t.Actions, t.EndToEndP50Ms, t.EndToEndP99Ms)})
	}
	return textable.Write(fac.Stdout, rows, 200)
}

// runRateBench runs the rate-limit benchmark: worker processes sharing a
// ledger-held budget against a fake that allows the limit.
func runRateBench(ctx context.Context, fac *Factory, o benchOptions) error {
	rate, err := config.ParseRate(o.RateLimit)
	if err != nil {
		return usageErrorf("--rate-limit: %v", err)
	}
	if o.Duration < time.Second || o.Workers < 1 {
		return usageErrorf("--duration must be at least 1s and --workers at least 1")
	}
	res, err := bench.RateLimit(ctx, bench.RateOptions{DB: o.Path, Limit: rate, Duration: o.Duration, Workers: o.Workers, Concurrency: o.Concurrency,
		Progress: fac.benchProgress})
	if err != nil {
		return err
	}
	if fac.JSON() {
		return fac.printJSON(res)
	}
	f := func(format string, args ...any) string { return fmt.Sprintf(format, args...) }
	per := make([]string, len(res.PerSecond))
	for i, n := range res.PerSecond {
		per[i] = f("%d", n)
	}
	return textable.Write(fac.Stdout, [][]string{
		{"METRIC", "VALUE"},
		{"setup", f("%d worker processes, %s ledger, fake allows %s (sliding window), %.0f s window from the first create", res.Workers, res.Ledger, res.Limit, res.Seconds)},
		{"creates in the window", f("%d of %d allowed", res.Creates, res.Allowed)},
		{"rate used", f("%.1f%%", 100*res.Used)},
		{"most in one second", f("%d (seconds from the first create); %d create requests in any 1 s interval, refused ones included", res.MaxPerSecond, res.MaxSliding)},
		{"refused by the fake (429)", f("%d %v", res.Refused, res.RefusedAt)},
		{"keys with more than one task", f("%d", res.DuplicateKeys)},
		{"keys succeeded when stopped", f("%d", res.Finished)},
		{"creates per second", strings.Join(per, " ")},
	}, 200)
}

// benchProgress writes a benchmark's progress line to stderr.
func (fac *Factory) benchProgress(format string, args ...any) {
	fmt.Fprintf(fac.Stderr, "bench: "+format+"\n", args...)
}
