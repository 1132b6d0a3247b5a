package main

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

func init() { addCommand(newLedgerCmd) }

func newLedgerCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{Use: "ledger", Short: "Inspect and repair the execution ledger"}
	cmd.AddCommand(newLedgerListCmd(app), newLedgerShowCmd(app), newLedgerResolveCmd(app), newLedgerGCCmd(app), newLedgerStatsCmd(app))
	return cmd
}

// executionJSON is the stable JSON shape of an execution.
type executionJSON struct {
	Key           string        `json:"key"`
	State         ledger.State  `json:"state"`
	Reason        string        `json:"reason,omitempty"`
	ExternalID    string        `json:"external_id,omitempty"`
	Fingerprint   string        `json:"fingerprint"`
	Intent        ledger.Intent `json:"intent"`
	Owner         string        `json:"owner,omitempty"`
	Generation    int64         `json:"generation"`
	LeaseUntil    *time.Time    `json:"lease_until,omitempty"`
	NextAttemptAt *time.Time    `json:"next_attempt_at,omitempty"`
	Attempts      int           `json:"attempts"`
	InDoubt       bool          `json:"in_doubt"`
	Source        string        `json:"source,omitempty"`
	CreatedAt     time.Time     `json:"created_at"`
	UpdatedAt     time.Time     `json:"updated_at"`
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func toExecutionJSON(e ledger.Execution) executionJSON {
	return executionJSON{Key: e.Key.String(), State: e.State, Reason: e.Reason, ExternalID: e.ExternalID, Fingerprint: e.Fingerprint,
		Intent: e.Intent, Owner: e.Owner, Generation: e.Generation, LeaseUntil: timePtr(e.LeaseUntil), NextAttemptAt: timePtr(e.NextAttemptAt),
		Attempts: e.Attempts, InDoubt: e.InDoubt, Source: e.Source, CreatedAt: e.CreatedAt, UpdatedAt: e.UpdatedAt}
}

type notificationJSON struct {
	Key        string       `json:"key"`
	ExecKey    string       `json:"exec_key"`
	Channel    string       `json:"channel"`
	Recipient  string       `json:"recipient"`
	State      ledger.State `json:"state"`
	Reason     string       `json:"reason,omitempty"`
	MessageID  string       `json:"message_id,omitempty"`
	Generation int64        `json:"generation"`
	Attempts   int          `json:"attempts"`
	InDoubt    bool         `json:"in_doubt"`
	CreatedAt  time.Time    `json:"created_at"`
	UpdatedAt  time.Time    `json:"updated_at"`
}

func toNotificationJSON(n ledger.Notification) notificationJSON {
	return notificationJSON{Key: n.Key, ExecKey: n.ExecKey.String(), Channel: n.Channel, Recipient: n.Recipient, State: n.State, Reason: n.Reason,
		MessageID: n.MessageID, Generation: n.Generation, Attempts: n.Attempts, InDoubt: n.InDoubt, CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt}
}

func newLedgerListCmd(app *App) *cobra.Command {
	var state, tenant, project, meeting string
	var limit int
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List executions (business keys) and their states",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p := ledger.ListParams{Tenant: tenant, Project: project, Meeting: meeting, Limit: limit}
			st, err := stateFlag(state)
			if err != nil {
				return err
			}
			p.State = st
			return withStore(app, cmd.Context(), func(s ledger.Store) error {
				list, err := s.ExecutionList(cmd.Context(), p)
				if err != nil {
					return err
				}
				if app.JSON() {
					return app.printJSON(mapSlice(list, toExecutionJSON))
				}
				rows := [][]string{{"KEY", "STATE", "EXTERNAL", "ASSIGNEE", "DUE", "UPDATED", "REASON"}}
				for _, e := range list {
					rows = append(rows, []string{e.Key.String(), string(e.State), dash(e.ExternalID), dash(assigneeOf(e.Intent)), dash(e.Intent.DueDate),
						e.UpdatedAt.Local().Format("2006-01-02 15:04"), dash(e.Reason)})
				}
				return textable.Write(app.Stdout, rows, 60)
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&state, "state", "", "only this state (pending, running, succeeded, unknown, needs-human, abandoned)")
	f.StringVar(&tenant, "tenant", "", "only this tenant")
	f.StringVar(&project, "project", "", "only this project")
	f.StringVar(&meeting, "meeting", "", "only this meeting")
	f.IntVar(&limit, "limit", 100, "at most this many rows (0 = all)")
	return cmd
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newLedgerShowCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "show KEY",
		Short: "Show one key: record, transitions, attempts and notifications",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			return withStore(app, ctx, func(s ledger.Store) error {
				e, err := s.ExecutionGet(ctx, key.String())
				if err != nil {
					return err
				}
				tr, err := s.TransitionList(ctx, key.String())
				if err != nil {
					return err
				}
				at, err := s.AttemptList(ctx, key.String())
				if err != nil {
					return err
				}
				notes, err := s.OutboxList(ctx, ledger.OutboxListParams{ExecKey: key.String()})
				if err != nil {
					return err
				}
				noteTr := map[string][]ledger.Transition{}
				for _, n := range notes {
					if noteTr[n.Key], err = s.TransitionList(ctx, n.Key); err != nil {
						return err
					}
				}
				if app.JSON() {
					nj := make([]map[string]any, 0, len(notes))
					for _, n := range notes {
						nj = append(nj, map[string]any{"notification": toNotificationJSON(n), "transitions": noteTr[n.Key]})
					}
					return app.printJSON(map[string]any{"execution": toExecutionJSON(e), "transitions": tr, "attempts": at, "notifications": nj})
				}
				w := app.Stdout
				fmt.Fprintf(w, "key          %s\nstate        %s\n", e.Key, e.State)
				if e.Reason != "" {
					fmt.Fprintf(w, "reason       %s\n", textable.Sanitize(e.Reason))
				}
				fmt.Fprintf(w, "external id  %s\ntask         %s / %s / %s / due %s\nfingerprint  %s\ngeneration   %d (owner %s)\nattempts     %d\n",
					dash(e.ExternalID), e.Intent.Project, e.Intent.Action, textable.Sanitize(e.Intent.Title), e.Intent.DueDate, e.Fingerprint, e.Generation, dash(e.Owner), e.Attempts)
				if e.Intent.Assignee != "" {
					fmt.Fprintf(w, "assignee     %s (%s)\n", e.Intent.Assignee, dash(e.Intent.AssigneeID))
				}
				fmt.Fprintln(w, "\ntransitions:")
				writeTransitions(app, tr)
				fmt.Fprintln(w, "\nattempts:")
				rows := [][]string{{"ATTEMPT", "GEN", "OWNER", "STARTED", "ENDED", "OUTCOME", "EXTERNAL", "ERROR"}}
				for _, a := range at {
					ended := "-"
					if !a.EndedAt.IsZero() {
						ended = a.EndedAt.Local().Format("15:04:05")
					}
					rows = append(rows, []string{a.ID, strconv.FormatInt(a.Generation, 10), a.Owner, a.StartedAt.Local().Format("2006-01-02 15:04:05"), ended, dash(a.Outcome), dash(a.ExternalID), dash(a.Error)})
				}
				if err := textable.Write(w, rows, 60); err != nil {
					return err
				}
				fmt.Fprintln(w, "\nnotifications:")
				for _, n := range notes {
					fmt.Fprintf(w, "  %s  %s  %s → %s  %s %s\n", ledger.ShortNotificationKey(n.Key), n.State, n.Channel, n.Recipient, dash(n.MessageID), textable.Sanitize(n.Reason))
				}
				return nil
			})
		},
	}
}

func writeTransitions(app *App, tr []ledger.Transition) {
	rows := [][]string{{"AT", "FROM", "TO", "GEN", "ACTOR", "ATTEMPT", "EXTERNAL", "REASON"}}
	for _, t := range tr {
		rows = append(rows, []string{t.At.Local().Format("2006-01-02 15:04:05"), dash(string(t.From)), string(t.To), strconv.FormatInt(t.Generation, 10),
			t.Actor, dash(t.AttemptID), dash(t.ExternalID), t.Reason})
	}
	_ = textable.Write(app.Stdout, rows, 70)
}

func newLedgerResolveCmd(app *App) *cobra.Command {
	var externalID, reason, actor string
	var requeue, abandon bool
	cmd := &cobra.Command{
		Use:   "resolve KEY (--external-id ID | --requeue | --abandon) --reason TEXT",
		Short: "Record a human decision on a key or notification key",
		Long: `Record a human decision, audited with actor and reason:
  --external-id ID  the target holds the task (or the notification was delivered) as ID
  --requeue         send again: you checked the target does not hold it
  --abandon         do not carry this intent out`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n := 0
			var to ledger.State
			if externalID != "" {
				n, to = n+1, ledger.Succeeded
			}
			if requeue {
				n, to = n+1, ledger.Pending
			}
			if abandon {
				n, to = n+1, ledger.Abandoned
			}
			if n != 1 {
				return usageErrorf("resolve: give exactly one of --external-id, --requeue, --abandon")
			}
			if reason == "" {
				return usageErrorf("resolve: --reason is required (it is kept in the audit log)")
			}
			ctx := cmd.Context()
			key := args[0]
			p := ledger.ResolveParams{Key: key, To: to, ExternalID: externalID, Reason: reason, Actor: actor, Now: clock.StoreTime(app.clock())}
			return withStore(app, ctx, func(s ledger.Store) error {
				if _, err := ledger.ParseKey(key); err == nil {
					e, err := s.ExecutionResolve(ctx, p)
					if err != nil {
						return err
					}
					if app.JSON() {
						return app.printJSON(toExecutionJSON(e))
					}
					fmt.Fprintf(app.Stdout, "%s → %s (%s)\n", e.Key, e.State, reason)
					return nil
				}
				nt, err := s.OutboxResolve(ctx, p)
				if errors.Is(err, ledger.ErrNotFound) {
					return usageErrorf("resolve %s: no such business key or notification key", key)
				}
				if err != nil {
					return err
				}
				if app.JSON() {
					return app.printJSON(toNotificationJSON(nt))
				}
				fmt.Fprintf(app.Stdout, "%s → %s (%s)\n", nt.Key, nt.State, reason)
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&externalID, "external-id", "", "the target's ID (TASK-418, MSG-912): mark succeeded")
	f.BoolVar(&requeue, "requeue", false, "send again")
	f.BoolVar(&abandon, "abandon", false, "give the intent up")
	f.StringVar(&reason, "reason", "", "why (required, audited)")
	f.StringVar(&actor, "actor", envOr("USER", "human"), "who decides (default $USER)")
	return cmd
}

func newLedgerGCCmd(app *App) *cobra.Command {
	var dryRun bool
	var retention time.Duration
	cmd := &cobra.Command{
		Use:   "gc [--dry-run]",
		Short: "Delete finished records older than the retention window",
		Long:  "Deletes succeeded and abandoned records (with their logs) last changed before the retention window. Pending, running, unknown and needs-human records are never deleted.",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if !cmd.Flags().Changed("retention") {
				cfg, err := app.config()
				if err != nil {
					return err
				}
				retention = cfg.Retention()
			}
			return withStore(app, ctx, func(s ledger.Store) error {
				res, err := s.GC(ctx, ledger.GCParams{Retention: retention, DryRun: dryRun, Now: clock.StoreTime(app.clock())})
				if err != nil {
					return err
				}
				if app.JSON() {
					return app.printJSON(map[string]any{"dry_run": dryRun, "retention": retention.String(), "executions": res.Executions,
						"notifications": res.Notifications, "inbox": res.Inbox, "keys": res.Keys})
				}
				verb := "deleted"
				if dryRun {
					verb = "would delete"
				}
				fmt.Fprintf(app.Stdout, "%s %d executions, %d notifications, %d inbox receipts older than %s\n", verb, res.Executions, res.Notifications, res.Inbox, retention)
				return nil
			})
		},
	}
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "only count what would be deleted")
	cmd.Flags().DurationVar(&retention, "retention", ledger.DefaultRetention, "retention window (default from config, else 45 days = 1080h)")
	return cmd
}

func newLedgerStatsCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "stats",
		Short: "Count executions and notifications per state",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(app, cmd.Context(), func(s ledger.Store) error {
				st, err := s.Stats(cmd.Context())
				if err != nil {
					return err
				}
				if app.JSON() {
					return app.printJSON(map[string]any{"executions": fill(st.Executions), "notifications": fill(st.Notifications), "inbox": st.Inbox})
				}
				rows := [][]string{{"STATE", "EXECUTIONS", "NOTIFICATIONS"}}
				for _, s := range ledger.States {
					rows = append(rows, []string{string(s), strconv.Itoa(st.Executions[s]), strconv.Itoa(st.Notifications[s])})
				}
				return textable.Write(app.Stdout, rows, 0)
			})
		},
	}
}

func fill(m map[ledger.State]int) map[ledger.State]int {
	out := map[ledger.State]int{}
	for _, s := range ledger.States {
		out[s] = m[s]
	}
	return out
}

func assigneeOf(in ledger.Intent) string {
	if in.AssigneeID != "" {
		return in.AssigneeID
	}
	return in.Assignee
}

// stateFlag parses an optional --state value.
func stateFlag(s string) (ledger.State, error) {
	if s == "" {
		return "", nil
	}
	st, err := ledger.ParseState(s)
	if err != nil {
		return "", usageErrorf("--state: %v", err)
	}
	return st, nil
}

// mapSlice converts each element; never nil, so JSON prints [] not null.
func mapSlice[T, U any](in []T, f func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, x := range in {
		out = append(out, f(x))
	}
	return out
}
