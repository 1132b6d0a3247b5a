package main

import (
	"context"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
)

type registerOptions struct {
	Tenant, Project, Meeting string
	MeetingDate, TZ, Roster  string
	Lang                     string
	DryRun, NoWait           bool
	Timeout                  time.Duration
}

func init() { addCommand(newRegisterCmd) }

func newRegisterCmd(fac *Factory) *cobra.Command {
	var o registerOptions
	cmd := &cobra.Command{
		Use: "register NOTES --tenant T --project P --meeting M",
		Example: `  axagent register notes.md --roster roster.yaml --tenant demo --project P42 --meeting M0914
  axagent register notes.md --tenant demo --project P42 --meeting M0914 --dry-run -o json
  axagent register notes.md --tenant demo --project P42 --meeting M0914 --meeting-date 2026-09-14 --no-wait`,
		Short: "Extract a meeting's actions, register each as a task and notify its assignee",
		Long: `Extract the action items of a meeting's notes (who does what by when),
register each confirmed action as a task under its business key
tenant:project:meeting:action:create-task, and notify the assignee.

Tenant, project and meeting come only from these flags, never from the notes.
Actions whose assignee or due date cannot be resolved go to needs-human with
the reason. Re-running the same command creates nothing twice.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRegister(cmd.Context(), fac, o, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Tenant, "tenant", "", "tenant (organisation) scope of the keys (required)")
	f.StringVar(&o.Project, "project", "", "project the tasks belong to (required)")
	f.StringVar(&o.Meeting, "meeting", "", "meeting ID, e.g. M0914 (required)")
	f.StringVar(&o.MeetingDate, "meeting-date", "", "meeting date YYYY-MM-DD (default: the notes' front-matter date:)")
	f.StringVar(&o.TZ, "tz", "", "time zone for relative dates (default: config, else Asia/Seoul)")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	f.StringVar(&o.Lang, "lang", "", "language of the closing message: ko or en (default: from the notes)")
	f.BoolVar(&o.DryRun, "dry-run", false, "print the plan; change nothing but the action registry")
	f.BoolVar(&o.NoWait, "no-wait", false, "only enqueue; leave the work to `axagent worker`")
	f.DurationVar(&o.Timeout, "timeout", 30*time.Second, "how long to work the keys before reporting what is still open")
	for _, name := range []string{"tenant", "project", "meeting"} {
		_ = cmd.MarkFlagRequired(name)
	}
	return cmd
}

// registerAction is one line of register's JSON output: the plan's fields
// plus where the key stands.
type registerAction struct {
	extract.Action
	State             string `json:"state"`
	ExternalID        string `json:"external_id"`
	NotificationState string `json:"notification_state"`
}

func runRegister(ctx context.Context, fac *Factory, o registerOptions, path string) error {
	for _, c := range []struct{ flag, v string }{{"--tenant", o.Tenant}, {"--project", o.Project}, {"--meeting", o.Meeting}} {
		if err := ledger.ValidateComponent(c.v); err != nil {
			return usageErrorf("%s: %v", c.flag, err)
		}
	}
	if o.Lang != "" && o.Lang != "ko" && o.Lang != "en" {
		return usageErrorf("--lang %q: want ko or en", o.Lang)
	}
	notes, err := extract.ReadNotes(path)
	if err != nil {
		return &usageError{msg: err.Error()}
	}
	lang := o.Lang
	if lang == "" {
		lang = app.DetectLang(notes)
	}
	n := app.Notes{Name: path, Body: notes, Scope: ledger.MeetingScope{Tenant: o.Tenant, Project: o.Project, Meeting: o.Meeting},
		Date: o.MeetingDate, TZ: o.TZ}
	a, err := fac.app(ctx, buildOptions{Role: "register", Roster: o.Roster, Lang: lang})
	if err != nil {
		return err
	}
	defer a.Close()
	if o.DryRun {
		plan, err := a.Plan(ctx, n)
		if err != nil {
			return err
		}
		if fac.JSON() {
			return extract.WriteJSON(fac.Stdout, plan)
		}
		return extract.WriteTable(fac.Stdout, plan)
	}
	r, err := a.Register(ctx, n, app.RegisterOptions{NoWait: o.NoWait, Timeout: o.Timeout})
	if err != nil {
		return err
	}
	fac.Log.Debug("submitted", "keys", len(r.Submission.Keys), "created", len(r.Submission.Created), "duplicate", r.Submission.Duplicate)
	if err := printRegister(fac, r.Plan, r.Status, r.Message); err != nil {
		return err
	}
	return registerExit(r)
}

// registerExit maps what register left behind to the documented exit
// status: 5 when keys were still open at the timeout, 3 when a registered
// task keeps an older title than the notes, 4 when a key waits for a
// person.
func registerExit(r app.Registration) error {
	if r.TimedOut {
		return &exitStatusError{code: exitPending}
	}
	if len(r.TitleChanges) > 0 {
		return &exitStatusError{code: exitConflict}
	}
	for _, act := range r.Plan.Actions {
		if !act.Ready() {
			return &exitStatusError{code: exitNeedsHuman}
		}
	}
	for _, k := range r.Status {
		if k.Execution.State == ledger.NeedsHuman || k.NotificationState() == "needs-human" {
			return &exitStatusError{code: exitNeedsHuman}
		}
	}
	return nil
}

func printRegister(fac *Factory, plan extract.Plan, st []app.KeyStatus, msg string) error {
	byKey := map[string]app.KeyStatus{}
	for _, k := range st {
		byKey[k.Execution.Key.String()] = k
	}
	var updates []app.KeyStatus
	for _, k := range st {
		if k.Execution.Key.Operation != ledger.OpCreateTask {
			updates = append(updates, k)
		}
	}
	if fac.JSON() {
		out := make([]registerAction, 0, len(plan.Actions))
		for _, a := range plan.Actions {
			ra := registerAction{Action: a, State: a.Status, NotificationState: "none"}
			if k, ok := byKey[a.BusinessKey]; ok {
				ra.State, ra.ExternalID, ra.NotificationState = string(k.Execution.State), k.Execution.ExternalID, k.NotificationState()
			}
			out = append(out, ra)
		}
		ups := make([]map[string]string, 0, len(updates))
		for _, u := range updates {
			ups = append(ups, map[string]string{"business_key": u.Execution.Key.String(), "state": string(u.Execution.State),
				"external_id": u.Execution.ExternalID, "due_date": u.Execution.Intent.DueDate, "notification_state": u.NotificationState()})
		}
		return fac.printJSON(map[string]any{"meeting": plan.Meeting, "actions": out, "updates": ups, "message": msg})
	}
	rows := [][]string{{"ID", "TITLE", "ASSIGNEE", "DUE", "KEY", "STATE", "EXTERNAL", "NOTIFY"}}
	for _, a := range plan.Actions {
		state, ext, ns := a.Status, "-", "-"
		if k, ok := byKey[a.BusinessKey]; ok {
			state, ext, ns = string(k.Execution.State), dash(k.Execution.ExternalID), k.NotificationState()
		}
		rows = append(rows, []string{a.ActionID, a.Title, dash(a.AssigneeID), dash(a.DueDate), a.BusinessKey, state, ext, ns})
	}
	for _, u := range updates {
		rows = append(rows, []string{u.Execution.Key.Action, "(due/assignee change)", dash(u.Execution.Intent.AssigneeID), dash(u.Execution.Intent.DueDate),
			u.Execution.Key.String(), string(u.Execution.State), dash(u.Execution.ExternalID), u.NotificationState()})
	}
	if err := textable.Write(fac.Stdout, rows, 40); err != nil {
		return err
	}
	_, err := fmt.Fprintf(fac.Stdout, "\n%s\n", msg)
	return err
}
