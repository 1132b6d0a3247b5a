package main

import (
	"context"
	"fmt"

	"github.com/axagent/axagent/bench"
	"github.com/axagent/axagent/internal/textable"
)

// runLatencyBench runs the meeting-latency benchmark (issue 32).
func runLatencyBench(ctx context.Context, fac *Factory, o benchOptions) error {
	lo := o.Latency
	if lo.Backlog == 0 {
		lo.Backlog = 100_000
	}
	if lo.Backlog < 1 || lo.MeetingActions < 1 || lo.Meetings < 1 || lo.BacklogTenants < 1 || o.Workers < 1 || o.BatchSize < 1 || o.IngestBatch < 1 {
		return usageErrorf("bench: --backlog, --meeting-actions, --meetings, --backlog-tenants, --workers, --batch and --ingest-batch must be at least 1")
	}
	if o.TargetLatency < 0 || o.TenantCap < 0 {
		return usageErrorf("bench: --target-latency and --tenant-cap must not be negative")
	}
	lo.Options = o.Options
	lo.Progress = fac.benchProgress
	res, err := bench.Latency(ctx, lo)
	if err != nil {
		return err
	}
	if fac.JSON() {
		return fac.printJSON(res)
	}
	f := func(format string, args ...any) string { return fmt.Sprintf(format, args...) }
	return textable.Write(fac.Stdout, [][]string{
		{"METRIC", "VALUE"},
		{"setup", f("%s ledger, %d workers, batch %d, tenant cap %d", res.Backend, res.Workers, res.BatchSize, res.TenantCap)},
		{"backlog", f("%d actions of %d tenants held unsent (fewest seen %d; filled in %.1f s), worked at %.0f actions/s", res.Backlog, res.BacklogTenants, res.BacklogMin, res.FillSeconds, res.BacklogActionsPerSec)},
		{"meetings", f("%d of %d actions, one after the other", res.Meetings, res.MeetingActions)},
		{"meeting → last notification p50 / p99 / max", f("%.1f ms / %.1f ms / %.1f ms (%d samples; p99 is the %s worst%s)", res.MeetingToLastNotifyP50Ms, res.MeetingToLastNotifyP99Ms, res.MeetingToLastNotifyMaxMs,
			res.MeetingSamples, ordinal(res.P99FromWorst), fewSamples(res.P99FromWorst))},
		{"meeting → first notification p50", f("%.1f ms", res.MeetingToFirstNotifyP50Ms)},
		{"claim p50 / p99", f("%.2f ms / %.2f ms", res.ClaimP50Ms, res.ClaimP99Ms)},
		{"duplicate tasks", f("%d", res.DuplicateTasks)},
	}, 200)
}

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

// fewSamples warns when p99 is one of the two worst samples (up to 150 samples).
func fewSamples(nthWorst int) string {
	if nthWorst <= 2 {
		return "; too few samples for a p99 that is not one of the two worst meetings, use --meetings 300"
	}
	return ""
}
