package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"
	"unicode"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/intake"
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

func newRegisterCmd(app *App) *cobra.Command {
	var o registerOptions
	cmd := &cobra.Command{
		Use:   "register NOTES --tenant T --project P --meeting M",
		Short: "Extract a meeting's actions, register each as a task and notify its assignee",
		Long: `Extract the action items of a meeting's notes (who does what by when),
register each confirmed action as a task under its business key
tenant:project:meeting:action:create-task, and notify the assignee.

Tenant, project and meeting come only from these flags, never from the notes.
Actions whose assignee or due date cannot be resolved go to needs-human with
the reason. Re-running the same command creates nothing twice.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRegister(cmd.Context(), app, o, args[0])
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

func runRegister(ctx context.Context, app *App, o registerOptions, path string) error {
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
		lang = detectLang(notes)
	}
	p, err := app.buildPipeline(ctx, workerID("register"), o.Roster, lang)
	if err != nil {
		return err
	}
	defer p.Close()
	if p.roster == nil {
		return usageErrorf("register: no roster: pass --roster FILE or set roster: in the config (assignees are resolved only against it)")
	}
	scope := ledger.MeetingScope{Tenant: o.Tenant, Project: o.Project, Meeting: o.Meeting}
	plan, err := p.plan(ctx, path, notes, scope, o.MeetingDate, o.TZ)
	if err != nil {
		return err
	}
	if o.DryRun {
		if app.JSON() {
			return extract.WriteJSON(app.Stdout, plan)
		}
		return extract.WriteTable(app.Stdout, plan)
	}
	now := clock.StoreTime(app.clock())
	sub, err := intake.Submit(ctx, p.store, plan, "cli", intake.EventID(scope, notes), now)
	if err != nil {
		return err
	}
	app.Log.Debug("submitted", "keys", len(sub.Keys), "created", len(sub.Created), "duplicate", sub.Duplicate)
	var st []harness.KeyStatus
	if o.NoWait {
		st, err = harness.Status(ctx, p.store, sub.Keys)
	} else {
		wctx, cancel := context.WithTimeout(ctx, o.Timeout)
		st, err = p.runner.Work(wctx, sub.Keys)
		cancel()
	}
	if err != nil {
		return err
	}
	alreadyDone := len(sub.Created) == 0 && len(st) > 0
	msg := harness.Message(lang, st, alreadyDone)
	if len(plan.Actions) == 0 {
		msg = "회의록에서 액션 아이템을 찾지 못했습니다. 등록한 업무가 없습니다."
		if lang == "en" {
			msg = "No action items found in the notes; nothing was registered."
		}
	}
	for _, a := range plan.Actions {
		if a.Ready() {
			continue
		}
		line := fmt.Sprintf("%s 사람의 확인이 필요합니다: %s", a.BusinessKey, a.Reason)
		if lang == "en" {
			line = fmt.Sprintf("%s needs a human: %s", a.BusinessKey, a.Reason)
		}
		msg = strings.TrimSpace(msg + "\n" + line)
	}
	if o.NoWait {
		if lang == "en" {
			msg = fmt.Sprintf("%d keys queued for `axagent worker`.", len(sub.Keys))
		} else {
			msg = fmt.Sprintf("%d건을 워커 처리 대기열에 넣었습니다.", len(sub.Keys))
		}
	}
	return printRegister(app, plan, st, msg)
}

func printRegister(app *App, plan extract.Plan, st []harness.KeyStatus, msg string) error {
	byKey := map[string]harness.KeyStatus{}
	for _, k := range st {
		byKey[k.Execution.Key.String()] = k
	}
	var updates []harness.KeyStatus
	for _, k := range st {
		if k.Execution.Key.Operation != ledger.OpCreateTask {
			updates = append(updates, k)
		}
	}
	if app.JSON() {
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
		return app.printJSON(map[string]any{"meeting": plan.Meeting, "actions": out, "updates": ups, "message": msg})
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
	if err := textable.Write(app.Stdout, rows, 40); err != nil {
		return err
	}
	_, err := fmt.Fprintf(app.Stdout, "\n%s\n", msg)
	return err
}

// detectLang answers in Korean when the notes are mostly Korean.
func detectLang(notes []byte) string {
	hangul, latin := 0, 0
	for _, r := range string(notes) {
		switch {
		case unicode.Is(unicode.Hangul, r):
			hangul++
		case r < 128 && unicode.IsLetter(r):
			latin++
		}
	}
	if hangul*3 >= latin && hangul > 0 {
		return "ko"
	}
	return "en"
}

// workerID names this process in leases and the audit log.
func workerID(role string) string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s@%s:%d", role, host, os.Getpid())
}
