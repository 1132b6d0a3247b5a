package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
)

// defaultWork bounds how long approve works the approved keys.
const defaultWork = 30 * time.Second

func init() {
	addCommand(newApproveCmd)
	addCommand(newRejectCmd)
}

// decisionOptions are approve's and reject's flags.
type decisionOptions struct {
	Tenant, Project, Meeting string
	Reason, Actor, Roster    string
	Assignee, Due, Title     string
}

func (o *decisionOptions) flags(cmd *cobra.Command, fac *Factory) {
	f := cmd.Flags()
	f.StringVar(&o.Tenant, "tenant", "", "with --meeting: the meeting's tenant")
	f.StringVar(&o.Project, "project", "", "with --meeting: the meeting's project")
	f.StringVar(&o.Meeting, "meeting", "", "every key of this meeting that awaits approval")
	f.StringVar(&o.Actor, "actor", envOr("USER", "human"), "who decides, for the audit log (from $USER)")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	_ = cmd.RegisterFlagCompletionFunc("meeting", fac.completeMeetings)
}

// keys are the named keys, or the meeting's keys awaiting approval.
func (o *decisionOptions) keys(cmd *cobra.Command, a *app.App, args []string) ([]string, error) {
	if o.Meeting == "" {
		if len(args) == 0 {
			return nil, usageErrorf("%s: name keys, or --tenant T --project P --meeting M", cmd.Name())
		}
		return args, nil
	}
	if len(args) > 0 || o.Tenant == "" || o.Project == "" {
		return nil, usageErrorf("%s: --meeting takes --tenant and --project and no keys", cmd.Name())
	}
	return a.AwaitingApproval(cmd.Context(), ledger.MeetingScope{Tenant: o.Tenant, Project: o.Project, Meeting: o.Meeting})
}

func newApproveCmd(fac *Factory) *cobra.Command {
	var o decisionOptions
	var wait bool
	var lang string
	cmd := &cobra.Command{
		Use:   "approve (KEY... | --tenant T --project P --meeting M)",
		Short: "Approve actions that await approval before anything is created",
		Long: `With approval: required in the config, extracted actions wait as needs-human
("awaiting approval") until a person approves them. approve lets them go ahead —
audited with --actor — and, unless --wait=false, registers and notifies them now.
With one KEY, --assignee, --due and --title correct the action as it is approved.
An identical retry of approved content needs no new approval.`,
		Example: `  axagent approve demo:P42:M0914:A001:create-task
  axagent approve --tenant demo --project P42 --meeting M0914
  axagent approve demo:P42:M0914:A004:create-task --assignee 준호 --reason "he owns inventory"`,
		ValidArgsFunction: fac.completeKeys,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "approve", Roster: o.Roster, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			keys, err := o.keys(cmd, a, args)
			if err != nil {
				return err
			}
			var done []ledger.Execution
			if o.Assignee != "" || o.Due != "" || o.Title != "" {
				if len(keys) != 1 {
					return usageErrorf("approve: --assignee, --due and --title correct one key at a time")
				}
				reason := o.Reason
				if reason == "" {
					reason = "approved with a correction"
				}
				e, err := a.Correct(ctx, app.Correction{Key: keys[0], Assignee: o.Assignee, Due: o.Due, Title: o.Title, Actor: o.Actor, Reason: reason})
				if err != nil {
					return err
				}
				done = append(done, e)
			} else if done, err = a.Approve(ctx, keys, o.Actor, o.Reason); err != nil {
				return err
			}
			approved := make([]string, 0, len(done))
			for _, e := range done {
				approved = append(approved, e.Key.String())
			}
			var st []app.KeyStatus
			timedOut := false
			if wait && len(approved) > 0 {
				if st, timedOut, err = a.WorkFor(ctx, approved, defaultWork); err != nil {
					return err
				}
			} else if st, err = a.Status(ctx, approved); err != nil {
				return err
			}
			// With --meeting, the meeting's keys that wait for a person for
			// another reason (no owner, a date) are what is left to decide:
			// named, with their next steps, and the exit says so.
			var others []app.KeyStatus
			if o.Meeting != "" {
				waiting, err := a.WaitingForPerson(ctx, ledger.MeetingScope{Tenant: o.Tenant, Project: o.Project, Meeting: o.Meeting})
				if err != nil {
					return err
				}
				rest := waiting[:0]
				for _, k := range waiting {
					if !slices.Contains(approved, k) {
						rest = append(rest, k)
					}
				}
				if others, err = a.Status(ctx, rest); err != nil {
					return err
				}
			}
			if fac.JSON() {
				still := make([]string, 0, len(others))
				for _, k := range others {
					still = append(still, k.Execution.Key.String())
				}
				if err := fac.printJSON(map[string]any{"approved": approved, "still_waiting": still, "message": a.Message(st, false)}); err != nil {
					return err
				}
				return workExit(append(st, others...), timedOut)
			}
			if len(approved) == 0 && lang == "ko" {
				fmt.Fprintln(fac.Stdout, "승인을 기다리는 액션이 없습니다")
			} else if len(approved) == 0 {
				fmt.Fprintln(fac.Stdout, "nothing awaits approval")
			} else {
				fmt.Fprintln(fac.Stdout, a.Message(st, false))
			}
			if err := printNextSteps(fac, append(st, others...), a.Lang(), o.Roster); err != nil {
				return err
			}
			if len(approved) == 0 && len(others) == 0 {
				return nil
			}
			return workExit(append(st, others...), timedOut)
		},
	}
	o.flags(cmd, fac)
	f := cmd.Flags()
	f.StringVar(&o.Reason, "reason", "", "why (optional, audited)")
	f.StringVar(&o.Assignee, "assignee", "", "with one KEY: assign to this person (as in the roster)")
	f.StringVar(&o.Due, "due", "", "with one KEY: due date YYYY-MM-DD")
	f.StringVar(&o.Title, "title", "", "with one KEY: the task's title")
	f.BoolVar(&wait, "wait", true, "register and notify the approved actions now (--wait=false leaves it to the worker)")
	addLangFlag(cmd, &lang)
	return cmd
}

func newRejectCmd(fac *Factory) *cobra.Command {
	var o decisionOptions
	var lang string
	cmd := &cobra.Command{
		Use:   "reject (KEY... | --tenant T --project P --meeting M) --reason TEXT",
		Short: "Reject actions that wait for a person: nothing is created",
		Example: `  axagent reject demo:P42:M0914:A003:create-task --reason "not an action, a status report"
  axagent reject --tenant demo --project P42 --meeting M0914 --reason "meeting cancelled"`,
		ValidArgsFunction: fac.completeKeys,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if err := checkLang(lang); err != nil {
				return err
			}
			a, err := fac.app(ctx, buildOptions{Role: "reject", Roster: o.Roster, LedgerOnly: true, Lang: lang})
			if err != nil {
				return err
			}
			defer a.Close()
			keys, err := o.keys(cmd, a, args)
			if err != nil {
				return err
			}
			done, err := a.Reject(ctx, keys, o.Actor, o.Reason)
			if err != nil {
				return err
			}
			// With --meeting only what awaited approval is rejected: the
			// meeting's keys that wait for a person for another reason (no
			// owner, a date, an outcome in doubt) are named with their next
			// steps, and the exit says so, as approve --meeting does.
			var others []app.KeyStatus
			if o.Meeting != "" {
				rest, err := a.WaitingForPerson(ctx, ledger.MeetingScope{Tenant: o.Tenant, Project: o.Project, Meeting: o.Meeting})
				if err != nil {
					return err
				}
				if others, err = a.Status(ctx, rest); err != nil {
					return err
				}
			}
			if fac.JSON() {
				if err := fac.printJSON(mapSlice(done, toExecutionJSON)); err != nil {
					return err
				}
				return workExit(others, false)
			}
			for _, e := range done {
				fmt.Fprintf(fac.Stdout, "%s → %s (%s)\n", e.Key, e.State, e.Reason)
			}
			if len(done) == 0 && o.Meeting != "" {
				if lang == "ko" {
					fmt.Fprintln(fac.Stdout, "승인을 기다리는 액션이 없습니다")
				} else {
					fmt.Fprintln(fac.Stdout, "nothing awaits approval")
				}
			}
			if err := printNextSteps(fac, others, lang, o.Roster); err != nil {
				return err
			}
			return workExit(others, false)
		},
	}
	o.flags(cmd, fac)
	cmd.Flags().StringVar(&o.Reason, "reason", "", "why (required, audited)")
	addLangFlag(cmd, &lang)
	return cmd
}

// workExit is the README's status for keys a command worked: 5 when the
// time ran out with keys open, 4 when a key (or its notification) waits
// for a person.
func workExit(st []app.KeyStatus, timedOut bool) error {
	if timedOut {
		return &exitStatusError{code: exitPending}
	}
	for _, k := range st {
		if k.Execution.State == ledger.NeedsHuman || k.NotificationState() == "needs-human" {
			return &exitStatusError{code: exitNeedsHuman}
		}
	}
	return nil
}
