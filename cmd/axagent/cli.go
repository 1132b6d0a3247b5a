package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// noArgsOrSub is the Args of a command that only groups subcommands: an
// unknown subcommand is a usage error (exit 2), not help and exit 0.
func noArgsOrSub(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += "; did you mean " + strings.Join(s, " or ") + "?"
	}
	return usageErrorf("%s", msg)
}

// groupRun makes a grouping command print its help when run alone.
func groupRun(cmd *cobra.Command, args []string) error { return cmd.Help() }

// limitPlusOne asks for one row more than --limit so truncation can be
// told; 0 means all.
func limitPlusOne(limit int) int {
	if limit <= 0 {
		return 0
	}
	return limit + 1
}

// truncate cuts list to limit and says so on stderr.
func truncate[T any](fac *Factory, list []T, limit int) []T {
	if limit > 0 && len(list) > limit {
		fmt.Fprintf(fac.Stderr, "axagent: showing the first %d rows; more match (raise --limit, or --limit 0 for all)\n", limit)
		return list[:limit]
	}
	return list
}

// transitionJSON is the stable JSON shape of a log entry.
type transitionJSON struct {
	Key        string       `json:"key"`
	Kind       string       `json:"kind"`
	From       ledger.State `json:"from"`
	To         ledger.State `json:"to"`
	Reason     string       `json:"reason"`
	AttemptID  string       `json:"attempt_id"`
	Generation int64        `json:"generation"`
	Actor      string       `json:"actor"`
	ExternalID string       `json:"external_id"`
	At         time.Time    `json:"at"`
}

func toTransitionJSON(t ledger.Transition) transitionJSON {
	return transitionJSON{Key: t.Key, Kind: t.Kind, From: t.From, To: t.To, Reason: t.Reason, AttemptID: t.AttemptID,
		Generation: t.Generation, Actor: t.Actor, ExternalID: t.ExternalID, At: t.At}
}

// attemptJSON is the stable JSON shape of an attempt.
type attemptJSON struct {
	ID         string     `json:"attempt_id"`
	Key        string     `json:"key"`
	Kind       string     `json:"kind"`
	Generation int64      `json:"generation"`
	Owner      string     `json:"owner"`
	StartedAt  time.Time  `json:"started_at"`
	EndedAt    *time.Time `json:"ended_at"`
	Outcome    string     `json:"outcome"`
	ExternalID string     `json:"external_id"`
	Error      string     `json:"error"`
	// TraceID is the OpenTelemetry trace of the attempt ("" when tracing
	// was off).
	TraceID string `json:"trace_id"`
}

func toAttemptJSON(a ledger.Attempt) attemptJSON {
	return attemptJSON{ID: a.ID, Key: a.Key, Kind: a.Kind, Generation: a.Generation, Owner: a.Owner, StartedAt: a.StartedAt,
		EndedAt: timePtr(a.EndedAt), Outcome: a.Outcome, ExternalID: a.ExternalID, Error: a.Error, TraceID: a.TraceID}
}

// completeStates completes --state values.
func completeStates(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	out := make([]string, 0, len(ledger.States))
	for _, s := range ledger.States {
		out = append(out, string(s))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeKeys completes business keys from the ledger (best effort: no
// ledger, no completions).
func (fac *Factory) completeKeys(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	_ = fac.init()
	_ = fac.withLedger(cmd.Context(), func(a *app.App) error {
		list, err := a.Executions(cmd.Context(), ledger.ListParams{Limit: 1000})
		for _, e := range list {
			if k := e.Key.String(); strings.HasPrefix(k, toComplete) {
				out = append(out, k)
			}
		}
		return err
	})
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeMeetings completes meeting IDs from the ledger.
func (fac *Factory) completeMeetings(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	var out []string
	_ = fac.init()
	_ = fac.withLedger(cmd.Context(), func(a *app.App) (err error) {
		out, err = ledgerMeetings(cmd.Context(), a, ledger.ListParams{Limit: 1000}, toComplete)
		return err
	})
	return out, cobra.ShellCompDirectiveNoFileComp
}

// ledgerMeetings lists, once each in the order the ledger lists them, the
// meetings of the executions p selects whose ID starts with prefix.
func ledgerMeetings(ctx context.Context, a *app.App, p ledger.ListParams, prefix string) ([]string, error) {
	list, err := a.Executions(ctx, p)
	seen := map[string]bool{}
	var out []string
	for _, e := range list {
		if m := e.Key.Meeting; !seen[m] && strings.HasPrefix(m, prefix) {
			seen[m] = true
			out = append(out, m)
		}
	}
	return out, err
}
