package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

func init() { addCommand(newSeriesCmd) }

func newSeriesCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{Use: "series", Short: "Meeting series: the open tasks that later meetings restate", Args: noArgsOrSub, RunE: groupRun,
		Example: "  axagent series show --tenant demo --project P42"}
	var tenant, project, name string
	show := &cobra.Command{
		Use:   "show --tenant T --project P [--series S]",
		Short: "List a series' open tasks across its meetings, with the meetings that restated each",
		Long: `Meetings of a tenant/project form a series (register --series names
another). An action a later meeting restates is linked to the earlier task
instead of being filed again; this lists the series' open tasks, the meeting
that filed each, and the later meetings that mentioned it.`,
		Example: "  axagent series show --tenant demo --project P42\n  axagent series show --tenant demo --project P42 --series weekly-ops -o json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			return fac.withLedger(ctx, func(a *app.App) error {
				tasks, err := a.Series(ctx, tenant, project, name)
				if err != nil {
					return err
				}
				if fac.JSON() {
					return fac.printJSON(tasks)
				}
				if len(tasks) == 0 {
					_, err := fmt.Fprintln(fac.Stdout, "no open tasks in this series")
					return err
				}
				rows := [][]string{{"KEY", "EXTERNAL", "TITLE", "ASSIGNEE", "DUE", "STATE", "TRACKER", "MENTIONED IN", "POSSIBLY ALSO"}}
				for _, t := range tasks {
					ms, possible := "-", []string{}
					if len(t.Mentions) > 0 {
						ms = fmt.Sprint(t.Mentions)
					}
					for _, l := range t.Links {
						if l.Kind == "possible" {
							possible = append(possible, l.Meeting+":"+l.Action)
						}
					}
					ps := "-"
					if len(possible) > 0 {
						ps = fmt.Sprint(possible)
					}
					rows = append(rows, []string{t.Key, dash(t.ExternalID), t.Title, dash(t.AssigneeID), dash(t.DueDate), t.State, dash(t.TrackerStatus), ms, ps})
				}
				if err := textable.Write(fac.Stdout, rows, 40); err != nil {
					return err
				}
				for _, t := range tasks {
					for _, l := range t.Links {
						if l.Kind == "possible" {
							if _, err := fmt.Fprintf(fac.Stdout, "%s:%s may be %s (%s) — if so: axagent series merge %s --into %s --reason \"…\"\n",
								l.Meeting, l.Action, t.Key, l.Evidence, keyOf(t.Key, l.Meeting, l.Action), t.Key); err != nil {
								return err
							}
						}
					}
				}
				return nil
			})
		},
	}
	f := show.Flags()
	f.StringVar(&tenant, "tenant", "", "tenant (required)")
	f.StringVar(&project, "project", "", "project (required)")
	f.StringVar(&name, "series", "", "the series (default: the tenant/project's)")
	_ = show.MarkFlagRequired("tenant")
	_ = show.MarkFlagRequired("project")
	cmd.AddCommand(show, newSeriesMergeCmd(fac))
	return cmd
}

// keyOf is the create-task key of action in meeting, in task's tenant
// and project.
func keyOf(task, meeting, action string) string {
	k, err := ledger.ParseKey(task)
	if err != nil {
		return meeting + ":" + action
	}
	k.Meeting, k.Action = meeting, action
	return k.String()
}

func newSeriesMergeCmd(fac *Factory) *cobra.Command {
	var into, reason, roster string
	cmd := &cobra.Command{
		Use:   "merge KEY --into TASK --reason TEXT",
		Short: "A later meeting's action is an earlier task after all: merge it in one step",
		Long: `When the evidence that a later meeting's action restates an earlier task is
partial, axagent files the action as its own task and shows the possible link
(register, series show). If it is the same task, merge it: KEY (the later
action's create-task key) is rejected if it never reached the tracker, or its
task is cancelled there (a cancel-task, which needs "cancel-task" in the
permissions); TASK takes the later due date, as a restatement would; the link
is recorded as yours. A key still in flight is refused until it settles.`,
		Example: `  axagent series merge demo:P42:M0921:A003:create-task --into demo:P42:M0914:A001:create-task --reason "same supplier follow-up"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			later, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			task, err := ledger.ParseKey(into)
			if err != nil {
				return usageErrorf("--into: %v", err)
			}
			if reason == "" {
				return usageErrorf("series merge: --reason is required (it is kept in the audit log)")
			}
			a, err := fac.app(ctx, buildOptions{Role: "merge", Roster: roster, Lang: "en"})
			if err != nil {
				return err
			}
			defer a.Close()
			m, err := a.Merge(ctx, later, task, "", reason)
			if err != nil {
				return err
			}
			if fac.JSON() {
				return fac.printJSON(map[string]any{"key": later.String(), "into": task.String(), "state": m.Settled.Execution.State, "update": m.Update})
			}
			_, err = fmt.Fprintf(fac.Stdout, "%s merged into %s (%s)\n", later, task, m.Settled.Execution.State)
			if err == nil && m.Update != "" {
				_, err = fmt.Fprintf(fac.Stdout, "%s takes its due date: %s\n", task, m.Update)
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&into, "into", "", "the earlier task's create-task key (required)")
	f.StringVar(&reason, "reason", "", "why (kept in the audit log; required)")
	f.StringVar(&roster, "roster", "", "roster file (default: the config's)")
	_ = cmd.MarkFlagRequired("into")
	return cmd
}
