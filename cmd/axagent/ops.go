package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

func init() {
	addCommand(newReconcileCmd)
	addCommand(newOutboxCmd)
	addCommand(newUpdateCmd)
	addCommand(newCompensateCmd)
}

func newCompensateCmd(fac *Factory) *cobra.Command {
	var reason, roster, lang, actor string
	cmd := &cobra.Command{
		Use:   "compensate KEY --reason TEXT",
		Short: "Cancel a registered task: an explicit, permitted compensation",
		Long: `Enqueues a cancel-task operation with its own key (…:cancel-task) that closes
the task in the tracker and notifies the assignee. It needs "cancel-task" listed
explicitly in the connector's permissions; it never deletes, and axagent never
compensates on its own.`,
		Example: `  axagent compensate demo:P42:M0914:A007:create-task --reason "duplicate of TASK-400"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			if reason == "" {
				return usageErrorf("compensate: --reason is required (it is kept in the audit log)")
			}
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "compensate", Roster: roster, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			st, err := a.Compensate(ctx, key, actor, reason)
			if err != nil {
				return err
			}
			e := st.Execution
			if fac.JSON() {
				why := app.Explain(lang, e, "")
				if err := fac.printJSON(map[string]any{"key": e.Key.String(), "state": e.State, "external_id": e.ExternalID, "reason": e.Reason,
					"notification_state": st.NotificationState(), "waits_for": waitsFor(e, why)}); err != nil {
					return err
				}
				return compensateExit(st)
			}
			if e.State != ledger.NeedsHuman {
				fmt.Fprintf(fac.Stdout, "%s: %s %s (%s)\n", e.Key, e.State, dash(e.ExternalID), app.SayReason(lang, e.Reason))
				return compensateExit(st)
			}
			fmt.Fprintln(fac.Stdout, app.WaitLine(lang, e))
			if err := printNextSteps(fac, []app.KeyStatus{st}, lang, roster); err != nil {
				return err
			}
			return compensateExit(st)
		},
	}
	cmd.Flags().StringVar(&reason, "reason", "", "why (required, audited)")
	cmd.Flags().StringVar(&actor, "actor", envOr("USER", "human"), "who asks, for the audit log (from $USER)")
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	addLangFlag(cmd, &lang)
	return cmd
}

// addLangFlag adds --lang, the language of a command's messages.
func addLangFlag(cmd *cobra.Command, lang *string) {
	cmd.Flags().StringVar(lang, "lang", "ko", "language of the messages: ko or en")
}

// checkLang refuses a --lang other than ko or en.
func checkLang(lang string) error {
	if lang != "ko" && lang != "en" {
		return usageErrorf("--lang %q: want ko or en", lang)
	}
	return nil
}

// compensateExit is the README's status for what a compensation left: 4
// when the cancel waits for a person (no permission, a tracker that
// cannot close), 5 while its outcome is still open.
func compensateExit(st app.KeyStatus) error {
	switch st.Execution.State {
	case ledger.NeedsHuman:
		return &exitStatusError{code: exitNeedsHuman}
	case ledger.Pending, ledger.Running, ledger.Unknown:
		return &exitStatusError{code: exitPending}
	}
	if st.NotificationState() == "needs-human" {
		return &exitStatusError{code: exitNeedsHuman}
	}
	return nil
}

// waitsFor is a waiting key's reason for -o json: its code, words and
// the command that acts on it (nil when the key does not wait).
func waitsFor(e ledger.Execution, why app.Explanation) any {
	if e.State != ledger.NeedsHuman {
		return nil
	}
	return map[string]string{"code": why.Code, "text": why.Text, "fix": why.Fix, "command": why.Command}
}

func newReconcileCmd(fac *Factory) *cobra.Command {
	var roster, lang string
	cmd := &cobra.Command{
		Use:   "reconcile [KEY...]",
		Short: "Settle keys in doubt (unknown outcomes, stopped workers) against the target",
		Long: `Settles keys in doubt — an unknown outcome, or a call whose worker stopped and
whose lease expired — by looking them up in the target: found with matching
project, action, assignee and due date → succeeded; found with other content →
needs-human; not found → wait out the target's search lag and recheck. Nothing
is resent blindly, and pending keys are left to the worker.

Without KEY it takes every key in doubt that is due; a named key that is not
in doubt, or whose next check is not due yet, is reported with when it will be.`,
		Example: `  axagent reconcile
  axagent reconcile demo:P42:M0914:A007:create-task -o json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			for _, k := range args {
				if _, err := ledger.ParseKey(k); err != nil {
					return usageErrorf("%v", err)
				}
			}
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "reconcile", Roster: roster, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			rec, err := a.Reconcile(ctx, args)
			if err != nil {
				return err
			}
			if fac.JSON() {
				return fac.printJSON(reconcileJSON(rec))
			}
			// The summary is in --lang as the skipped keys' reasons are (it
			// was English around Korean reasons by default).
			keysLine, notesLine, skipLine, dueWord := "keys: claimed %d: %d succeeded, %d still unknown, %d waiting, %d retrying, %d need a human\n",
				"notifications: claimed %d: %d sent, %d still unknown, %d retrying, %d need a human\n", "skipped %s: %s, %s%s\n", "due"
			if lang == "ko" {
				keysLine, notesLine, skipLine, dueWord = "키: %d건 확인 — 등록 확인 %d, 여전히 불확실 %d, 기다림 %d, 재시도 %d, 사람 필요 %d\n",
					"알림: %d건 확인 — 전송 %d, 여전히 불확실 %d, 재시도 %d, 사람 필요 %d\n", "건너뜀 %s: %s, %s%s\n", "예정"
			}
			res := rec.Executions
			fmt.Fprintf(fac.Stdout, keysLine, res.Claimed, res.Succeeded, res.Unknown, res.Waiting, res.Retried, res.NeedsHuman)
			n := rec.Notifications
			fmt.Fprintf(fac.Stdout, notesLine, n.Claimed, n.Sent, n.Unknown, n.Retried, n.NeedsHuman)
			for _, s := range rec.Skipped {
				when := ""
				if !s.DueAt.IsZero() {
					when = " (" + dueWord + " " + s.DueAt.Local().Format("2006-01-02 15:04:05") + ")"
				}
				fmt.Fprintf(fac.Stdout, skipLine, s.Key, s.State, app.SayReason(lang, s.Reason), when)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	addLangFlag(cmd, &lang)
	return cmd
}

// reconcileJSON is reconcile's stable, snake_case JSON shape.
func reconcileJSON(r app.Reconciliation) map[string]any {
	e, n := r.Executions, r.Notifications
	return map[string]any{
		"executions": map[string]int{"claimed": e.Claimed, "succeeded": e.Succeeded, "retried": e.Retried, "unknown": e.Unknown,
			"needs_human": e.NeedsHuman, "waiting": e.Waiting, "stale_writes": e.StaleWrites},
		"notifications": map[string]int{"claimed": n.Claimed, "sent": n.Sent, "unknown": n.Unknown, "retried": n.Retried,
			"needs_human": n.NeedsHuman, "stale_writes": n.StaleWrites},
		"skipped": r.Skipped,
	}
}

func newOutboxCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{Use: "outbox", Short: "Inspect the notification outbox", Args: noArgsOrSub, RunE: groupRun,
		Example: "  axagent outbox list --state unknown"}
	var state, execKey string
	var limit int
	list := &cobra.Command{
		Use:     "list",
		Short:   "List notifications and their delivery states",
		Example: "  axagent outbox list --state unknown\n  axagent outbox list --key demo:P42:M0914:A007:create-task -o json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p := ledger.OutboxListParams{ExecKey: execKey, Limit: limitPlusOne(limit)}
			if state == "sent" {
				// register's NOTIFY column and notification_state say a
				// delivered notification is "sent": the outbox's succeeded.
				state = string(ledger.Succeeded)
			}
			st, err := stateFlag(state)
			if err != nil {
				return err
			}
			p.State = st
			return fac.withLedger(cmd.Context(), func(a *app.App) error {
				list, err := a.Notifications(cmd.Context(), p)
				if err != nil {
					return err
				}
				list = truncate(fac, list, limit)
				if fac.JSON() {
					return fac.printJSON(mapSlice(list, toNotificationJSON))
				}
				rows := [][]string{{"KEY", "STATE", "CHANNEL", "RECIPIENT", "MESSAGE", "ATTEMPTS", "REASON"}}
				for _, n := range list {
					rows = append(rows, []string{n.Key, string(n.State), n.Channel, n.Recipient, dash(n.MessageID), strconv.Itoa(n.Attempts), dash(n.Reason)})
				}
				return textable.Write(fac.Stdout, rows, 60)
			})
		},
	}
	f := list.Flags()
	f.StringVar(&state, "state", "", "only this state (succeeded means sent; --state sent works too)")
	f.StringVar(&execKey, "key", "", "only notifications of this business key")
	f.IntVar(&limit, "limit", 100, "at most this many rows (0 = all)")
	_ = list.RegisterFlagCompletionFunc("state", completeStates)
	_ = list.RegisterFlagCompletionFunc("key", fac.completeKeys)
	cmd.AddCommand(list)
	return cmd
}

func newUpdateCmd(fac *Factory) *cobra.Command {
	var due, roster, lang string
	var noWait bool
	cmd := &cobra.Command{
		Use:   "update KEY --due DATE",
		Short: "Change the due date of a registered task (a separate update operation)",
		Long: `Enqueues an update-task operation with its own key (…:update-task-N), its own
permission check, an update of the existing task, and a new notification to
the assignee. It never creates a second task.`,
		Example: `  axagent update demo:P42:M0914:A007:create-task --due 2026-09-28`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			if _, err := dates.ParseISO(due); err != nil {
				return usageErrorf("--due %q: %v", due, err)
			}
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "update", Roster: roster, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			e, created, st, err := a.UpdateDue(ctx, key, due, noWait)
			if err != nil {
				return err
			}
			if fac.JSON() {
				return fac.printJSON(map[string]any{"key": e.Key.String(), "created": created, "state": st[0].Execution.State,
					"external_id": st[0].Execution.ExternalID, "notification_state": st[0].NotificationState()})
			}
			if !created && e.Key.Operation == ledger.OpCreateTask {
				if lang == "ko" {
					fmt.Fprintf(fac.Stdout, "%s 의 기한은 이미 %s 입니다. 바꿀 것이 없습니다.\n", key, due)
				} else {
					fmt.Fprintf(fac.Stdout, "%s already has due date %s: nothing to change\n", key, due)
				}
				return nil
			}
			fmt.Fprintln(fac.Stdout, a.Message(st, !created))
			return nil
		},
	}
	cmd.Flags().StringVar(&due, "due", "", "new due date YYYY-MM-DD (required)")
	cmd.Flags().StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	cmd.Flags().BoolVar(&noWait, "no-wait", false, "only enqueue")
	addLangFlag(cmd, &lang)
	_ = cmd.MarkFlagRequired("due")
	return cmd
}
