package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/intake"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

func init() {
	addCommand(newReconcileCmd)
	addCommand(newOutboxCmd)
	addCommand(newUpdateCmd)
	addCommand(newCompensateCmd)
}

func newCompensateCmd(app *App) *cobra.Command {
	var reason, roster string
	cmd := &cobra.Command{
		Use:   "compensate KEY --reason TEXT",
		Short: "Cancel a registered task: an explicit, permitted compensation (R21)",
		Long: `Enqueues a cancel-task operation with its own key (…:cancel-task) that closes
the task in the tracker and notifies the assignee. It needs "cancel-task" listed
explicitly in the connector's permissions; it never deletes, and axagent never
compensates on its own.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			if reason == "" {
				return usageErrorf("compensate: --reason is required (it is kept in the audit log)")
			}
			p, err := app.buildPipeline(ctx, workerID("compensate"), roster, "ko")
			if err != nil {
				return err
			}
			defer p.Close()
			r, err := intake.Compensate(ctx, p.store, key, reason, clock.StoreTime(app.clock()))
			if err != nil {
				return err
			}
			st, err := p.runner.Work(ctx, []string{r.Execution.Key.String()})
			if err != nil {
				return err
			}
			e := st[0].Execution
			if app.JSON() {
				return app.printJSON(map[string]any{"key": e.Key.String(), "state": e.State, "external_id": e.ExternalID, "reason": e.Reason,
					"notification_state": st[0].NotificationState()})
			}
			fmt.Fprintf(app.Stdout, "%s: %s %s (%s)\n", e.Key, e.State, dash(e.ExternalID), e.Reason)
			return nil
		},
	}
	cmd.Flags().StringVar(&reason, "reason", "", "why (required, audited)")
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	return cmd
}

func newReconcileCmd(app *App) *cobra.Command {
	var roster string
	cmd := &cobra.Command{
		Use:   "reconcile [KEY...]",
		Short: "One reconciliation pass: settle unknown keys and notifications against the target",
		Long: `Claims the given keys (or every due one) and settles keys in doubt by looking
them up in the target: found with matching project, action, assignee and due
date → succeeded; found with other content → needs-human; not found → wait out
the target's search lag and recheck. Nothing is resent blindly.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			for _, k := range args {
				if _, err := ledger.ParseKey(k); err != nil {
					return usageErrorf("%v", err)
				}
			}
			p, err := app.buildPipeline(ctx, workerID("reconcile"), roster, "ko")
			if err != nil {
				return err
			}
			defer p.Close()
			var keys []string
			keys = append(keys, args...)
			res, err := p.engine.RunOnce(ctx, keys)
			if err != nil {
				return err
			}
			var notes []string
			if len(keys) > 0 {
				st, err := harness.Status(ctx, p.store, keys)
				if err != nil {
					return err
				}
				for _, k := range st {
					for _, n := range k.Notifications {
						notes = append(notes, n.Key)
					}
				}
			}
			var dres any
			if len(keys) == 0 || len(notes) > 0 {
				if dres, err = p.dispatcher.RunOnce(ctx, notes); err != nil {
					return err
				}
			}
			if app.JSON() {
				return app.printJSON(map[string]any{"executions": res, "notifications": dres})
			}
			fmt.Fprintf(app.Stdout, "claimed %d: %d succeeded, %d still unknown, %d waiting, %d retrying, %d need a human\n",
				res.Claimed, res.Succeeded, res.Unknown, res.Waiting, res.Retried, res.NeedsHuman)
			return nil
		},
	}
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	return cmd
}

func newOutboxCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{Use: "outbox", Short: "Inspect the notification outbox"}
	var state, execKey string
	var limit int
	list := &cobra.Command{
		Use:   "list",
		Short: "List notifications and their delivery states",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p := ledger.OutboxListParams{ExecKey: execKey, Limit: limit}
			st, err := stateFlag(state)
			if err != nil {
				return err
			}
			p.State = st
			return withStore(app, cmd.Context(), func(s ledger.Store) error {
				list, err := s.OutboxList(cmd.Context(), p)
				if err != nil {
					return err
				}
				if app.JSON() {
					return app.printJSON(mapSlice(list, toNotificationJSON))
				}
				rows := [][]string{{"KEY", "STATE", "CHANNEL", "RECIPIENT", "MESSAGE", "ATTEMPTS", "REASON"}}
				for _, n := range list {
					rows = append(rows, []string{n.Key, string(n.State), n.Channel, n.Recipient, dash(n.MessageID), strconv.Itoa(n.Attempts), dash(n.Reason)})
				}
				return textable.Write(app.Stdout, rows, 60)
			})
		},
	}
	f := list.Flags()
	f.StringVar(&state, "state", "", "only this state (succeeded means sent)")
	f.StringVar(&execKey, "key", "", "only notifications of this business key")
	f.IntVar(&limit, "limit", 100, "at most this many rows (0 = all)")
	cmd.AddCommand(list)
	return cmd
}

func newUpdateCmd(app *App) *cobra.Command {
	var due, roster string
	var noWait bool
	cmd := &cobra.Command{
		Use:   "update KEY --due DATE",
		Short: "Change the due date of a registered task (a separate update operation, R6)",
		Long: `Enqueues an update-task operation with its own key (…:update-task-N), its own
permission check, an update of the existing task, and a new notification to
the assignee. It never creates a second task.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			if _, err := dates.ParseISO(due); err != nil {
				return usageErrorf("--due %q: %v", due, err)
			}
			p, err := app.buildPipeline(ctx, workerID("update"), roster, "ko")
			if err != nil {
				return err
			}
			defer p.Close()
			e, created, err := intake.UpdateDue(ctx, p.store, key, due, clock.StoreTime(app.clock()))
			if err != nil {
				return err
			}
			keys := []string{e.Key.String()}
			var st []harness.KeyStatus
			if noWait {
				st, err = harness.Status(ctx, p.store, keys)
			} else {
				st, err = p.runner.Work(ctx, keys)
			}
			if err != nil {
				return err
			}
			if app.JSON() {
				return app.printJSON(map[string]any{"key": e.Key.String(), "created": created, "state": st[0].Execution.State,
					"external_id": st[0].Execution.ExternalID, "notification_state": st[0].NotificationState()})
			}
			if !created && e.Key.Operation == ledger.OpCreateTask {
				fmt.Fprintf(app.Stdout, "%s already has due date %s: nothing to change\n", key, due)
				return nil
			}
			fmt.Fprintln(app.Stdout, harness.Message("ko", st, !created))
			return nil
		},
	}
	cmd.Flags().StringVar(&due, "due", "", "new due date YYYY-MM-DD (required)")
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	cmd.Flags().BoolVar(&noWait, "no-wait", false, "only enqueue")
	_ = cmd.MarkFlagRequired("due")
	return cmd
}
