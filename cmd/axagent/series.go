package main

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

func init() { addCommand(newSeriesCmd) }

func newSeriesCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{Use: "series", Short: "Meeting series: the open tasks that later meetings restate", Args: noArgsOrSub, RunE: groupRun,
		Example: "  axagent series show --tenant demo --project P42"}
	var tenant, project, name, roster string
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
				rows := [][]string{{"KEY", "EXTERNAL", "TITLE", "ASSIGNEE", "DUE", "STATE", "TRACKER", "REPORTED", "MENTIONED IN", "POSSIBLY ALSO"}}
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
					// What the latest later meeting said of it ("done in W3"): a
					// task reported done stays open until a person closes it.
					reported := "-"
					if t.ReportedStatus != "" {
						reported = strings.ReplaceAll(t.ReportedStatus, "-", " ") + " in " + t.ReportedIn
					}
					rows = append(rows, []string{t.Key, dash(t.ExternalID), t.Title, dash(cmp.Or(t.AssigneeID, t.Assignee)), dash(t.DueDate), t.State, dash(t.TrackerStatus), reported, ms, ps})
				}
				if err := textable.Write(fac.Stdout, rows, 40); err != nil {
					return err
				}
				// Each step printed below, pasted as printed, acts on
				// this ledger and config.
				reason := `--reason "…"` + fac.globalFlags()
				// A split files a task and a merge may notify: their steps
				// carry the roster, as register's do.
				filing := reason
				if roster != "" {
					filing = `--reason "…" --roster ` + shellQuote(roster) + fac.globalFlags()
				}
				for _, t := range tasks {
					for _, r := range t.Reported {
						// A line that is no action reporting on the task
						// (a status fact): how it stands, and the one step
						// that undoes a wrong one.
						st := "with no status"
						if r.Status != "" {
							st = "as " + strings.ReplaceAll(r.Status, "-", " ")
						}
						if r.Dismissed {
							if _, err := fmt.Fprintf(fac.Stdout, "%s line %d is not about %s, dismissed by %s (%s)\n", r.Meeting, r.Line, t.Key, dash(r.By), dash(r.Reason)); err != nil {
								return err
							}
							continue
						}
						if r.Possible {
							// Only possibly about the task: no status of it
							// until a person confirms.
							if _, err := fmt.Fprintf(fac.Stdout, "%s line %d is possibly about %s (%s) — if it is not: axagent series dismiss %s --meeting %s --line %d %s\n",
								r.Meeting, r.Line, t.Key, r.Evidence, t.Key, r.Meeting, r.Line, reason); err != nil {
								return err
							}
							continue
						}
						if _, err := fmt.Fprintf(fac.Stdout, "%s line %d reported %s %s (%s) — if it is not about that task: axagent series dismiss %s --meeting %s --line %d %s\n",
							r.Meeting, r.Line, t.Key, st, r.Evidence, t.Key, r.Meeting, r.Line, reason); err != nil {
							return err
						}
					}
					for _, l := range t.Links {
						switch l.Kind {
						case "same":
							// A restatement is never filed: say how to undo one
							// the evidence got wrong.
							// The status the restatement reported ("— done" in
							// a review of last week's actions) is said with it.
							reported := ""
							if l.Status != "" {
								reported = " and reported it " + strings.ReplaceAll(l.Status, "-", " ")
							}
							if _, err := fmt.Fprintf(fac.Stdout, "%s:%s restated %s%s (%s) — if it is another task: axagent series split %s --from %s %s\n",
								l.Meeting, l.Action, t.Key, reported, l.Evidence, keyOf(t.Key, l.Meeting, l.Action), t.Key, filing); err != nil {
								return err
							}
						case "distinct":
							if l.Why.Kind == series.EvNotSame {
								if _, err := fmt.Fprintf(fac.Stdout, "%s:%s is not the same task as %s, decided by %s (%s)\n", l.Meeting, l.Action, t.Key, dash(l.By), l.Why.Reason); err != nil {
									return err
								}
								continue
							}
							if l.Why.Kind == series.EvFiledNew {
								if _, err := fmt.Fprintf(fac.Stdout, "%s:%s went ahead as a new task, not %s, decided by %s\n", l.Meeting, l.Action, t.Key, dash(l.By)); err != nil {
									return err
								}
								continue
							}
							if _, err := fmt.Fprintf(fac.Stdout, "%s:%s is another task than %s, split by %s (%s)\n", l.Meeting, l.Action, t.Key, dash(l.By), l.Evidence); err != nil {
								return err
							}
						}
						if l.Kind == "possible" && l.Held {
							// Held for a question of its own: the person who
							// answers it is told which task it may be.
							if _, err := fmt.Fprintf(fac.Stdout, "%s:%s waits for a person and may be %s (%s) — if so: axagent series merge %s --into %s %s (answers its hold)\n",
								l.Meeting, l.Action, t.Key, l.Evidence, keyOf(t.Key, l.Meeting, l.Action), t.Key, filing); err != nil {
								return err
							}
						} else if l.Kind == "possible" {
							k := keyOf(t.Key, l.Meeting, l.Action)
							if _, err := fmt.Fprintf(fac.Stdout, "%s:%s may be %s (%s) — if so: axagent series merge %s --into %s %s; if not: axagent series distinct %s --from %s %s\n",
								l.Meeting, l.Action, t.Key, l.Evidence, k, t.Key, filing, k, t.Key, reason); err != nil {
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
	f.StringVar(&roster, "roster", "", "roster file the printed split and merge steps pass on (default: the config's)")
	_ = show.MarkFlagRequired("tenant")
	_ = show.MarkFlagRequired("project")
	cmd.AddCommand(show, newSeriesMergeCmd(fac), newSeriesSplitCmd(fac), newSeriesDistinctCmd(fac), newSeriesDismissCmd(fac))
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
	var roster string
	var pair *seriesPair
	cmd := &cobra.Command{
		Use:   "merge KEY --into TASK --reason TEXT",
		Short: "A later meeting's action is an earlier task after all: merge it in one step",
		Long: `When the evidence that a later meeting's action restates an earlier task is
partial, axagent files the action as its own task and shows the possible link
(register, series show). If it is the same task, merge it: KEY (the later
action's create-task key) is rejected if it never reached the tracker, or its
task is cancelled there (a cancel-task, which needs "cancel-task" in the
permissions); TASK takes the later due date, as a restatement would; the link
is recorded as yours (--actor), and so is the cancel. A key still in flight is
refused until it settles.`,
		Example: `  axagent series merge demo:P42:M0921:A003:create-task --into demo:P42:M0914:A001:create-task --reason "same supplier follow-up"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			later, task, a, err := pair.open(ctx, fac, args[0], buildOptions{Roster: roster})
			if err != nil {
				return err
			}
			defer a.Close()
			m, err := a.Merge(ctx, later, task, pair.actor, pair.reason)
			if err != nil {
				return err
			}
			if fac.JSON() {
				if err := fac.printJSON(map[string]any{"key": later.String(), "into": task.String(), "state": m.Settled.Execution.State, "update": m.Update}); err != nil {
					return err
				}
				return compensateExit(m.Settled)
			}
			settled := m.Settled.Execution
			fmt.Fprintf(fac.Stdout, "%s merged into %s\n", later, task)
			if m.Update != "" {
				fmt.Fprintf(fac.Stdout, "%s takes its due date: %s\n", task, m.Update)
			}
			if settled.State != ledger.NeedsHuman {
				fmt.Fprintf(fac.Stdout, "%s: %s%s\n", settled.Key, settled.State, ext(settled.ExternalID))
				return compensateExit(m.Settled)
			}
			// The later task's cancel waits (no cancel-task permission, a
			// tracker that cannot close): it stays open in the tracker
			// until someone acts, which a bare "(needs-human)" did not say.
			fmt.Fprintln(fac.Stdout, app.WaitLine("en", settled))
			if err := printNextSteps(fac, []app.KeyStatus{m.Settled}, "en", roster); err != nil {
				return err
			}
			return compensateExit(m.Settled)
		},
	}
	pair = bindSeriesPair(cmd, "into", "merge")
	cmd.Flags().StringVar(&roster, "roster", "", "roster file (default: the config's)")
	return cmd
}

func newSeriesSplitCmd(fac *Factory) *cobra.Command {
	var pair *seriesPair
	var roster string
	cmd := &cobra.Command{
		Use:   "split KEY --from TASK --reason TEXT",
		Short: "A later meeting's action restated as an earlier task is another task: split it off in one step",
		Long: `When a later meeting's action restates an open task on evidence (the same
person and deliverable), axagent does not file it, and a new due date moves the
task's. If the evidence was wrong, split it off: KEY (the create-task key the
later action would have had; series show prints it) is filed as its own task
and its assignee told; TASK gets back the due date the restatement moved (an
update-task, which needs "update-task" in the permissions) unless it changed
again since, which the output says with what to do; the link is recorded as
your decision, and later reruns of either meeting never link them again.
Running it again completes a split that was cut short and changes nothing
after one that finished.`,
		Example: `  axagent series split demo:P42:M0921:A003:create-task --from demo:P42:M0914:A001:create-task --reason "Q4 close, not Q3"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			later, task, a, err := pair.open(ctx, fac, args[0], buildOptions{Roster: roster})
			if err != nil {
				return err
			}
			defer a.Close()
			s, err := a.Split(ctx, later, task, pair.actor, pair.reason)
			if err != nil {
				return err
			}
			filed := s.Filed.Execution
			if fac.JSON() {
				out := map[string]any{"key": s.Key, "from": s.From, "already": s.Already, "by": s.By, "state": filed.State, "external_id": filed.ExternalID}
				if s.Restored != nil {
					out["restored"] = map[string]any{"key": s.Restored.Execution.Key.String(), "state": s.Restored.Execution.State, "due_date": s.RestoredDue}
				}
				if s.Left != nil {
					out["due_left"], out["kept"] = s.Left, dueLeftText(*s.Left)
				}
				return fac.printJSON(out)
			}
			w := fac.Stdout
			if s.Already {
				fmt.Fprintf(w, "%s was split from %s before (by %s, %s): nothing left to do\n", s.Key, s.From, dash(s.By), s.At.UTC().Format("2006-01-02 15:04"))
			} else {
				fmt.Fprintf(w, "%s split from %s: it is its own task now\n", s.Key, s.From)
			}
			fmt.Fprintf(w, "%s: %s%s\n", s.Key, filed.State, ext(filed.ExternalID))
			if r := s.Restored; r != nil {
				fmt.Fprintf(w, "%s gets back its due date %s: %s %s%s\n", s.From, dash(s.RestoredDue), r.Execution.Key, r.Execution.State, ext(r.Execution.ExternalID))
			}
			if s.Left != nil {
				fmt.Fprintf(w, "%s\n", dueLeftText(*s.Left))
			}
			if filed.State != ledger.Succeeded || s.Restored != nil && s.Restored.Execution.State != ledger.Succeeded {
				fmt.Fprintln(w, a.Message(append([]app.KeyStatus{s.Filed}, restoredOf(s)...), false))
			}
			return nil
		},
	}
	pair = bindSeriesPair(cmd, "from", "split")
	// The split-off task is filed and its assignee told in this process:
	// without the roster both would be addressed by the person's name.
	cmd.Flags().StringVar(&roster, "roster", "", "roster file (default: the config's)")
	return cmd
}

func newSeriesDistinctCmd(fac *Factory) *cobra.Command {
	var pair *seriesPair
	cmd := &cobra.Command{
		Use:   "distinct KEY --from TASK --reason TEXT",
		Short: "A later meeting's action shown as possibly an earlier task is not that task: say so once",
		Long: `When the evidence that a later meeting's action restates an earlier task is
partial, axagent files the action as its own task and shows the possible link
(register, series show, the console). If it is not that task, say so: the link
of KEY (the later action's create-task key) to TASK is recorded as your
decision, with the reason, and is no longer offered; later reruns of either
meeting never show or make it again. KEY stays the task it is, and its
possible links to other tasks stay offered. An action held for a person is
approved as a new task instead (which sets all its possible links aside) or
merged; a restatement is undone with series split. Running it again changes
nothing and says who decided.`,
		Example: `  axagent series distinct demo:P42:M0921:A003:create-task --from demo:P42:M0914:A001:create-task --reason "the signing is legal's, not the review"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			later, task, a, err := pair.open(ctx, fac, args[0], buildOptions{LedgerOnly: true})
			if err != nil {
				return err
			}
			defer a.Close()
			d, err := a.Distinct(ctx, later, task, pair.actor, pair.reason)
			if err != nil {
				return err
			}
			if fac.JSON() {
				return fac.printJSON(d)
			}
			if d.Already {
				_, err = fmt.Fprintf(fac.Stdout, "%s was set apart from %s before (by %s, %s): nothing changed\n", d.Key, d.From, dash(d.By), d.At.UTC().Format("2006-01-02 15:04"))
				return err
			}
			_, err = fmt.Fprintf(fac.Stdout, "%s is not the same task as %s (decided by %s): the link is no longer offered\n", d.Key, d.From, dash(d.By))
			return err
		},
	}
	pair = bindSeriesPair(cmd, "from", "distinct")
	return cmd
}

// dueLeftText says why a split left the earlier task's due date as it is
// and the command that does what the person may want instead.
func dueLeftText(d app.DueLeft) string {
	switch d.Why {
	case app.LeftChangedAgain:
		return fmt.Sprintf("%s's due date was changed again since the restatement (%s, due %s): it is left as it is; if it should be %s again: axagent update %s --due %s",
			d.Task, d.Update, cmp.Or(d.Due, "none"), cmp.Or(d.Before, "none"), d.Task, cmp.Or(d.Before, "DATE"))
	case app.LeftMaybeRestatement:
		return fmt.Sprintf("%s (due %s) may be this restatement's change of %s's due date (recorded before restatements named themselves on their update): if so, axagent update %s --due %s",
			d.Update, cmp.Or(d.Due, "none"), d.Task, d.Task, cmp.Or(d.Before, "DATE"))
	case app.LeftUpdateHeld:
		return fmt.Sprintf("the restatement's update %s waits for a person: reject it (axagent ledger resolve %s --abandon --reason \"…\") and the due date stays %s",
			d.Update, d.Update, cmp.Or(d.Before, "none"))
	case app.LeftTaskCancelled:
		return fmt.Sprintf("%s was cancelled (%s is %s); a cancelled task is not changed: its due date is left as it is", d.Task, cmp.Or(d.Update, "its cancel-task"), cmp.Or(d.State, "recorded"))
	}
	return fmt.Sprintf("%s's due date is left as it is (%s)", d.Task, d.Why)
}

func restoredOf(s app.SplitResult) []app.KeyStatus {
	if s.Restored == nil {
		return nil
	}
	return []app.KeyStatus{*s.Restored}
}

// ext is " (EXTERNAL-ID)", or nothing.
func ext(id string) string {
	if id == "" {
		return ""
	}
	return " (" + id + ")"
}

// seriesPair is what merge, split and distinct share: a person's decision
// about a later action (KEY) and an earlier task (--into or --from), with
// the reason and the person the audit log keeps.
type seriesPair struct {
	flag, verb          string
	task, reason, actor string
}

func bindSeriesPair(cmd *cobra.Command, flag, verb string) *seriesPair {
	p := &seriesPair{flag: flag, verb: verb}
	f := cmd.Flags()
	f.StringVar(&p.task, flag, "", "the earlier task's create-task key (required)")
	f.StringVar(&p.reason, "reason", "", "why (kept in the audit log; required)")
	f.StringVar(&p.actor, "actor", envOr("USER", "human"), "who decides, for the audit log (from $USER)")
	_ = cmd.MarkFlagRequired(flag)
	return p
}

// open reads the pair (the reason is required) and opens the application
// the decision runs in; the caller closes it.
func (p *seriesPair) open(ctx context.Context, fac *Factory, laterArg string, o buildOptions) (later, task ledger.BusinessKey, a *app.App, err error) {
	if later, err = ledger.ParseKey(laterArg); err != nil {
		return later, task, nil, usageErrorf("%v", err)
	}
	if task, err = ledger.ParseKey(p.task); err != nil {
		return later, task, nil, usageErrorf("--%s: %v", p.flag, err)
	}
	if p.reason == "" {
		return later, task, nil, usageErrorf("series %s: --reason is required (it is kept in the audit log)", p.verb)
	}
	o.Role, o.Lang = p.verb, "en"
	a, err = fac.app(ctx, o)
	return later, task, a, err
}

func newSeriesDismissCmd(fac *Factory) *cobra.Command {
	var meeting, reason, actor string
	var line int
	cmd := &cobra.Command{
		Use:   "dismiss TASK --meeting M --line N --reason TEXT",
		Short: "A later meeting's line read as a report on an earlier task is not about it: dismiss the status fact in one step",
		Long: `A line of a later meeting that is no action but names an open task of the
series by the same evidence a restatement needs ("Dana: budget proposal in
progress") is recorded as a status fact on that task: series show lists it,
and a "done" one offers the close. It is never a task and never changes the
task. If the line is not about TASK, dismiss it: the fact stays on record,
marked dismissed by you, no longer counts, and no rerun records it again.
Running it again changes nothing and says who dismissed it.`,
		Example: `  axagent series dismiss demo:P42:M0914:A001:create-task --meeting M0921 --line 7 --reason "about the Q4 report"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			task, err := ledger.ParseKey(args[0])
			if err != nil {
				return usageErrorf("%v", err)
			}
			if reason == "" {
				return usageErrorf("series dismiss: --reason is required (it is kept in the audit log)")
			}
			a, err := fac.app(ctx, buildOptions{LedgerOnly: true, Role: "dismiss", Lang: "en"})
			if err != nil {
				return err
			}
			defer a.Close()
			d, err := a.DismissFact(ctx, task, meeting, line, actor, reason)
			if err != nil {
				return err
			}
			if fac.JSON() {
				return fac.printJSON(d)
			}
			if d.Already {
				_, err = fmt.Fprintf(fac.Stdout, "line %d of %s was dismissed before (by %s): nothing changed\n", d.Line, d.Meeting, dash(d.By))
				return err
			}
			_, err = fmt.Fprintf(fac.Stdout, "line %d of %s is not about %s (dismissed by %s): it no longer counts\n", d.Line, d.Meeting, d.Task, dash(d.By))
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&meeting, "meeting", "", "the later meeting (required)")
	f.IntVar(&line, "line", 0, "the line of its notes (required)")
	f.StringVar(&reason, "reason", "", "why (kept in the audit log; required)")
	f.StringVar(&actor, "actor", envOr("USER", "human"), "who decides, for the audit log (from $USER)")
	_ = cmd.MarkFlagRequired("meeting")
	_ = cmd.MarkFlagRequired("line")
	return cmd
}
