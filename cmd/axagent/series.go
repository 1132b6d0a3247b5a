package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/textable"
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
				rows := [][]string{{"KEY", "EXTERNAL", "TITLE", "ASSIGNEE", "DUE", "STATE", "MENTIONED IN"}}
				for _, t := range tasks {
					ms := "-"
					if len(t.Mentions) > 0 {
						ms = fmt.Sprint(t.Mentions)
					}
					rows = append(rows, []string{t.Key, dash(t.ExternalID), t.Title, dash(t.AssigneeID), dash(t.DueDate), t.State, ms})
				}
				return textable.Write(fac.Stdout, rows, 40)
			})
		},
	}
	f := show.Flags()
	f.StringVar(&tenant, "tenant", "", "tenant (required)")
	f.StringVar(&project, "project", "", "project (required)")
	f.StringVar(&name, "series", "", "the series (default: the tenant/project's)")
	_ = show.MarkFlagRequired("tenant")
	_ = show.MarkFlagRequired("project")
	cmd.AddCommand(show)
	return cmd
}
