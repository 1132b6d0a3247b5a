package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

func init() { addCommand(newLedgerCmd) }

func newLedgerCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{Use: "ledger", Short: "Inspect and repair the execution ledger", Args: noArgsOrSub, RunE: groupRun,
		Example: "  axagent ledger list --state needs-human\n  axagent ledger show demo:P42:M0914:A007:create-task"}
	cmd.AddCommand(newLedgerListCmd(fac), newLedgerShowCmd(fac), newLedgerResolveCmd(fac), newLedgerGCCmd(fac), newLedgerStatsCmd(fac))
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

func newLedgerListCmd(fac *Factory) *cobra.Command {
	var state, tenant, project, meeting string
	var limit int
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List executions (business keys) and their states",
		Example: `  axagent ledger list --state needs-human
  axagent ledger list --meeting M0914 -o json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p := ledger.ListParams{Tenant: tenant, Project: project, Meeting: meeting, Limit: limitPlusOne(limit)}
			st, err := stateFlag(state)
			if err != nil {
				return err
			}
			p.State = st
			return fac.withLedger(cmd.Context(), func(a *app.App) error {
				list, err := a.Executions(cmd.Context(), p)
				if err != nil {
					return err
				}
				list = truncate(fac, list, limit)
				if len(list) == 0 && meeting != "" {
					if err := datedMeetingHint(cmd.Context(), fac, a, p); err != nil {
						return err
					}
				}
				if fac.JSON() {
					return fac.printJSON(mapSlice(list, toExecutionJSON))
				}
				rows := [][]string{{"KEY", "STATE", "EXTERNAL", "ASSIGNEE", "DUE", "UPDATED", "REASON"}}
				for _, e := range list {
					rows = append(rows, []string{e.Key.String(), string(e.State), dash(e.ExternalID), dash(assigneeOf(e.Intent)), dash(e.Intent.DueDate),
						e.UpdatedAt.Local().Format("2006-01-02 15:04"), dash(e.Reason)})
				}
				return textable.Write(fac.Stdout, rows, 60)
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&state, "state", "", "only this state (pending, running, succeeded, unknown, needs-human, abandoned)")
	f.StringVar(&tenant, "tenant", "", "only this tenant")
	f.StringVar(&project, "project", "", "only this project")
	f.StringVar(&meeting, "meeting", "", "only this meeting")
	f.IntVar(&limit, "limit", 100, "at most this many rows (0 = all)")
	_ = cmd.RegisterFlagCompletionFunc("state", completeStates)
	_ = cmd.RegisterFlagCompletionFunc("meeting", fac.completeMeetings)
	return cmd
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newLedgerShowCmd(fac *Factory) *cobra.Command {
	return &cobra.Command{
		Use:               "show KEY",
		Short:             "Show one key: record, transitions, attempts and notifications",
		Example:           "  axagent ledger show demo:P42:M0914:A007:create-task -o json",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: fac.completeKeys,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			key, perr := ledger.ParseKey(args[0])
			// outbox list prints notification keys (tenant:…:created:assignee:1,
			// tenant:project:meeting:digest:Person Name): such a key shows the
			// execution its notification follows, which lists it. A digest key
			// has a business key's five parts, so only a shorter one is
			// refused before the ledger is read.
			if perr != nil && strings.Count(args[0], ":") < 4 {
				return usageErrorf("%v", perr)
			}
			return fac.withLedger(ctx, func(a *app.App) error {
				if perr != nil {
					owner, err := a.NotificationOwner(ctx, args[0])
					if errors.Is(err, ledger.ErrNotFound) {
						return usageErrorf("%v, and no notification has that key", perr)
					}
					if err != nil {
						return err
					}
					fmt.Fprintf(fac.Stderr, "%s is a notification of %s: showing %s\n", args[0], owner, owner)
					key = owner
				}
				d, err := a.Show(ctx, key)
				if perr == nil && errors.Is(err, ledger.ErrNotFound) {
					// A digest's key (…:M1:digest:민서) is well formed as a
					// business key too.
					if owner, nerr := a.NotificationOwner(ctx, args[0]); nerr == nil {
						fmt.Fprintf(fac.Stderr, "%s is a notification of %s: showing %s\n", args[0], owner, owner)
						d, err = a.Show(ctx, owner)
					}
				}
				if err != nil {
					return err
				}
				e, tr, at := d.Execution, d.Transitions, d.Attempts
				// A key that waits for a person is shown with the command
				// that acts on it, as register prints it.
				next := ""
				if e.State == ledger.NeedsHuman {
					next = app.Explain("en", e, "").Command + fac.globalFlags()
				}
				if fac.JSON() {
					nj := make([]map[string]any, 0, len(d.Notifications))
					for _, n := range d.Notifications {
						nj = append(nj, map[string]any{"notification": toNotificationJSON(n.Notification), "transitions": mapSlice(n.Transitions, toTransitionJSON)})
					}
					out := map[string]any{"execution": toExecutionJSON(e), "transitions": mapSlice(tr, toTransitionJSON),
						"attempts": mapSlice(at, toAttemptJSON), "notifications": nj}
					if d.Task.URL != "" {
						out["task_url"] = d.Task.URL
					}
					if next != "" {
						out["next_command"] = next
					}
					return fac.printJSON(out)
				}
				w := fac.Stdout
				fmt.Fprintf(w, "key          %s\nstate        %s\n", e.Key, e.State)
				if e.Reason != "" {
					fmt.Fprintf(w, "reason       %s\n", textable.Sanitize(e.Reason))
				}
				if next != "" {
					fmt.Fprintf(w, "next step    %s\n", textable.Sanitize(next))
				}
				fmt.Fprintf(w, "external id  %s\ntask         %s / %s / %s / due %s\nfingerprint  %s\ngeneration   %d (owner %s)\nattempts     %d\n",
					dash(e.ExternalID), e.Intent.Project, e.Intent.Action, textable.Sanitize(e.Intent.Title), e.Intent.DueDate, e.Fingerprint, e.Generation, dash(e.Owner), e.Attempts)
				if e.Intent.Assignee != "" {
					fmt.Fprintf(w, "assignee     %s (%s)\n", e.Intent.Assignee, dash(e.Intent.AssigneeID))
				}
				if d.Task.URL != "" {
					fmt.Fprintf(w, "task url     %s\n", d.Task.URL)
				}
				fmt.Fprintln(w, "\ntransitions:")
				writeTransitions(fac, tr)
				fmt.Fprintln(w, "\nattempts:")
				rows := [][]string{{"ATTEMPT", "GEN", "OWNER", "STARTED", "ENDED", "OUTCOME", "EXTERNAL", "TRACE", "ERROR"}}
				for _, a := range at {
					ended := "-"
					if !a.EndedAt.IsZero() {
						ended = a.EndedAt.Local().Format("15:04:05")
					}
					rows = append(rows, []string{a.ID, strconv.FormatInt(a.Generation, 10), a.Owner, a.StartedAt.Local().Format("2006-01-02 15:04:05"), ended, dash(a.Outcome), dash(a.ExternalID), dash(a.TraceID), dash(a.Error)})
				}
				if err := textable.Write(w, rows, 60); err != nil {
					return err
				}
				fmt.Fprintln(w, "\nnotifications:")
				for _, nd := range d.Notifications {
					n := nd.Notification
					fmt.Fprintf(w, "  %s  %s  %s → %s  %s %s\n", ledger.ShortNotificationKey(n.Key), n.State, n.Channel, n.Recipient, dash(n.MessageID), textable.Sanitize(n.Reason))
				}
				return nil
			})
		},
	}
}

func writeTransitions(fac *Factory, tr []ledger.Transition) {
	rows := [][]string{{"AT", "FROM", "TO", "GEN", "ACTOR", "ATTEMPT", "EXTERNAL", "REASON"}}
	for _, t := range tr {
		rows = append(rows, []string{t.At.Local().Format("2006-01-02 15:04:05"), dash(string(t.From)), string(t.To), strconv.FormatInt(t.Generation, 10),
			t.Actor, dash(t.AttemptID), dash(t.ExternalID), t.Reason})
	}
	_ = textable.Write(fac.Stdout, rows, 70)
}

func newLedgerResolveCmd(fac *Factory) *cobra.Command {
	var d app.Decision
	var roster, lang string
	cmd := &cobra.Command{
		Use:   "resolve KEY (--external-id ID | --requeue | --abandon) --reason TEXT",
		Short: "Record a human decision on a key or notification key",
		Long: `Record a human decision, audited with actor and reason:
  --external-id ID  the tracker holds the task (or the notification was delivered)
                    as ID; the assignee is notified unless --no-notify. The task is
                    first looked up in the key's tracker: it must exist and carry
                    this key (or none), else exit 3 with what was found; --force
                    takes the ID unchecked and the log says so
  --requeue         send again: you checked the tracker does not hold it. With
                    --assignee, --due or --title it first corrects a key that never
                    reached the tracker; a key nobody can carry out is refused
  --abandon         do not carry this intent out`,
		Example: `  axagent ledger resolve demo:P42:M0914:A007:create-task --external-id TASK-418 --reason "found it in the tracker"
  axagent ledger resolve demo:P42:M0914:A004:create-task --requeue --assignee 준호 --reason "roster fixed"
  axagent ledger resolve demo:P42:M0914:A008:create-task --abandon --reason "not an action"`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: fac.completeKeys,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			d.Key = args[0]
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "resolve", Roster: roster, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			r, err := a.Resolve(ctx, d)
			if err != nil {
				return err
			}
			if r.Execution != nil {
				if fac.JSON() {
					return fac.printJSON(map[string]any{"execution": toExecutionJSON(*r.Execution), "notified": r.Notified})
				}
				fmt.Fprintf(fac.Stdout, "%s → %s (%s)\n", r.Execution.Key, r.Execution.State, d.Reason)
				// reconcile settles only keys in doubt: what waits is the worker's.
				once := "axagent worker --once" + fac.globalFlags()
				if roster != "" {
					once += " --roster " + shellQuote(roster)
				}
				switch {
				case r.Notified && lang == "ko":
					fmt.Fprintf(fac.Stdout, "담당자 알림을 대기열에 넣었습니다. 실행 중인 워커가 보내며, 지금 보내려면: %s\n", once)
				case r.Notified:
					fmt.Fprintf(fac.Stdout, "the assignee's notification is queued; a running worker sends it, or now: %s\n", once)
				case r.Execution.State == ledger.Pending && lang == "ko":
					fmt.Fprintf(fac.Stdout, "실행 중인 워커가 처리하며, 지금 처리하려면: %s\n", once)
				case r.Execution.State == ledger.Pending:
					fmt.Fprintf(fac.Stdout, "a running worker carries it out, or now: %s\n", once)
				}
				return nil
			}
			if fac.JSON() {
				return fac.printJSON(map[string]any{"notification": toNotificationJSON(*r.Notification)})
			}
			fmt.Fprintf(fac.Stdout, "%s → %s (%s)\n", r.Notification.Key, r.Notification.State, d.Reason)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&d.ExternalID, "external-id", "", "the target's ID (TASK-418, MSG-912): mark succeeded")
	f.BoolVar(&d.Requeue, "requeue", false, "send again")
	f.BoolVar(&d.Abandon, "abandon", false, "give the intent up")
	f.StringVar(&d.Assignee, "assignee", "", "with --requeue: assign to this person (as in the roster)")
	f.StringVar(&d.Due, "due", "", "with --requeue: due date YYYY-MM-DD")
	f.StringVar(&d.Title, "title", "", "with --requeue: the task's title")
	f.BoolVar(&d.NoNotify, "no-notify", false, "with --external-id: do not notify the assignee")
	f.BoolVar(&d.Force, "force", false, "with --external-id: take the ID without looking it up in the key's tracker (recorded as forced)")
	f.StringVar(&d.Reason, "reason", "", "why (required, audited)")
	f.StringVar(&d.Actor, "actor", envOr("USER", "human"), "who decides, for the audit log (from $USER)")
	f.StringVar(&roster, "roster", "", "roster YAML (default: roster: in the config)")
	addLangFlag(cmd, &lang)
	return cmd
}

func newLedgerGCCmd(fac *Factory) *cobra.Command {
	var dryRun bool
	var retention time.Duration
	cmd := &cobra.Command{
		Use:     "gc [--dry-run]",
		Short:   "Delete finished records older than the retention window",
		Long:    "Deletes succeeded and abandoned records (with their logs) last changed before the retention window. Pending, running, unknown and needs-human records are never deleted.",
		Example: "  axagent ledger gc --dry-run\n  axagent ledger gc --retention 2160h",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if !cmd.Flags().Changed("retention") {
				cfg, err := fac.config()
				if err != nil {
					return err
				}
				retention = cfg.Retention()
			}
			if retention <= 0 {
				return usageErrorf("--retention %s: must be positive", retention)
			}
			return fac.withLedger(ctx, func(a *app.App) error {
				res, err := a.GC(ctx, retention, dryRun)
				if err != nil {
					return err
				}
				if fac.JSON() {
					keys := res.Keys
					if keys == nil {
						keys = []string{} // [] for an empty list, as every -o json prints it
					}
					return fac.printJSON(map[string]any{"dry_run": dryRun, "retention": retention.String(), "executions": res.Executions,
						"notifications": res.Notifications, "inbox": res.Inbox, "keys": keys})
				}
				verb := "deleted"
				if dryRun {
					verb = "would delete"
				}
				fmt.Fprintf(fac.Stdout, "%s %d executions, %d notifications, %d inbox receipts older than %s\n", verb, res.Executions, res.Notifications, res.Inbox, retention)
				return nil
			})
		},
	}
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "only count what would be deleted")
	cmd.Flags().DurationVar(&retention, "retention", 0, "retention window, e.g. 2160h (default: retention in the config, else 1080h = 45 days)")
	return cmd
}

func newLedgerStatsCmd(fac *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "stats",
		Short:   "Count executions and notifications per state",
		Example: "  axagent ledger stats -o json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return fac.withLedger(cmd.Context(), func(a *app.App) error {
				st, err := a.Stats(cmd.Context())
				if err != nil {
					return err
				}
				if fac.JSON() {
					return fac.printJSON(map[string]any{"executions": fill(st.Executions), "notifications": fill(st.Notifications), "inbox": st.Inbox})
				}
				rows := [][]string{{"STATE", "EXECUTIONS", "NOTIFICATIONS"}}
				for _, s := range ledger.States {
					rows = append(rows, []string{string(s), strconv.Itoa(st.Executions[s]), strconv.Itoa(st.Notifications[s])})
				}
				return textable.Write(fac.Stdout, rows, 0)
			})
		},
	}
}

// fill is m with every state, keyed in snake_case as every -o json key
// is ("needs_human", as reconcile -o json counts it; the state's own name
// is "needs-human").
func fill(m map[ledger.State]int) map[string]int {
	out := map[string]int{}
	for _, s := range ledger.States {
		out[strings.ReplaceAll(string(s), "-", "_")] = m[s]
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

// datedMeetingHint says on stderr which meetings a --meeting that matched
// nothing may have meant: an ID inferred from a title carries its date
// ("W1" is stored as W1-20261102), so the ID as written lists nothing.
func datedMeetingHint(ctx context.Context, fac *Factory, a *app.App, p ledger.ListParams) error {
	dated, err := ledgerMeetings(ctx, a, ledger.ListParams{Tenant: p.Tenant, Project: p.Project, Limit: 10000}, p.Meeting+"-")
	if err != nil || len(dated) == 0 {
		return err
	}
	slices.Sort(dated)
	_, err = fmt.Fprintf(fac.Stderr, "no keys of meeting %s; a meeting ID inferred from a title carries its date: %s (axagent ledger list --meeting %s%s)\n",
		p.Meeting, strings.Join(dated, ", "), dated[len(dated)-1], fac.globalFlags())
	return err
}
