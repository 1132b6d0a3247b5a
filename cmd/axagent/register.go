package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
	"github.com/axagent/axagent/notify"
)

type registerOptions struct {
	Tenant, Project, Meeting string
	MeetingDate, TZ, Roster  string
	Lang, Series             string
	DryRun, NoWait           bool
	// ShowPossible lists the possible actions, not only their count.
	ShowPossible bool
	Timeout      time.Duration
}

func init() { addCommand(newRegisterCmd) }

func newRegisterCmd(fac *Factory) *cobra.Command {
	var o registerOptions
	cmd := &cobra.Command{
		Use: "register (NOTES | FOLDER | GLOB) --tenant T --project P [--meeting M]",
		Example: `  axagent register notes.md --roster roster.yaml --tenant demo --project P42 --meeting M0914
  axagent register notes.md --tenant demo --project P42 --dry-run -o json
  axagent register docs/회의록/ --tenant demo --project P42          # every file, in date order
  axagent register 'meetings/2026/*.md' --tenant demo --project P42 --dry-run
  axagent register standup.vtt --tenant demo --project P42 --meeting-date 2026-09-14`,
		Short: "Extract meetings' actions, register each as a task and notify its assignee",
		Long: `Extract the action items of a meeting's notes (who does what by when),
register each confirmed action as a task under its business key
tenant:project:meeting:action:create-task, and notify the assignee.

NOTES is a file (Markdown, text, HTML export, WebVTT or SRT transcript, or a
video-call tool's plain-text transcript; "-" reads stdin), a folder (every
notes file in it, recursively, in date order) or a glob. Tenant and project
come only from the flags. The meeting ID and date come, in order, from
--meeting/--meeting-date, the front matter (meeting:, date:), the title line
("# P42 주간 회의 (M0914)", "Weekly sync — 2026-09-14", "2026년 9월 14일 회의"),
the file name (2026-08-11_….md, 251229.md, meeting-73.md); a meeting ID nothing
names is derived from the file's path and kept for that file, so a rerun or a
rename maps to the same meeting. The plan says where each value came from.
Without a date, relative due dates stay unresolved (needs-human).

Actions whose assignee or due date cannot be resolved go to needs-human with
the reason. Re-running creates nothing twice; an edited file re-plans its
meeting.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRegister(cmd.Context(), fac, o, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Tenant, "tenant", "", "tenant (organisation) scope of the keys (required)")
	f.StringVar(&o.Project, "project", "", "project the tasks belong to (required)")
	f.StringVar(&o.Meeting, "meeting", "", "meeting ID, e.g. M0914 (default: inferred; one file only)")
	f.StringVar(&o.MeetingDate, "meeting-date", "", "meeting date YYYY-MM-DD (default: inferred; one file only)")
	f.StringVar(&o.TZ, "tz", "", "time zone for relative dates (default: config, else Asia/Seoul)")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	f.StringVar(&o.Lang, "lang", "", "language of the closing message: ko or en (default: from the notes)")
	f.StringVar(&o.Series, "series", "", "the meeting series (default: the one the meeting had, else one per tenant/project); actions restating an open task of the series are linked to it, not filed again")
	f.BoolVar(&o.DryRun, "dry-run", false, "print the plan; change nothing but the action registry")
	f.BoolVar(&o.NoWait, "no-wait", false, "only enqueue; leave the work to the worker (axagent worker)")
	f.BoolVar(&o.ShowPossible, "show-possible", false, "list the possible actions: lines that look like actions (a person, a deadline, a to-do context, a commitment) but were not extracted")
	f.DurationVar(&o.Timeout, "timeout", 30*time.Second, "how long to work each meeting's keys before reporting what is still open")
	for _, name := range []string{"tenant", "project"} {
		_ = cmd.MarkFlagRequired(name)
	}
	_ = cmd.RegisterFlagCompletionFunc("meeting", fac.completeMeetings)
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

func runRegister(ctx context.Context, fac *Factory, o registerOptions, arg string) error {
	for _, c := range []struct{ flag, v string }{{"--tenant", o.Tenant}, {"--project", o.Project}} {
		if err := ledger.ValidateComponent(c.v); err != nil {
			return usageErrorf("%s: %v", c.flag, err)
		}
	}
	if o.Meeting != "" {
		if err := ledger.ValidateComponent(o.Meeting); err != nil {
			return usageErrorf("--meeting: %v", err)
		}
	}
	if o.MeetingDate != "" {
		if _, err := dates.ParseISO(o.MeetingDate); err != nil {
			return usageErrorf("--meeting-date %q: %v", o.MeetingDate, err)
		}
	}
	if o.Lang != "" && o.Lang != "ko" && o.Lang != "en" {
		return usageErrorf("--lang %q: want ko or en", o.Lang)
	}
	var doc notes.Document
	if arg == "-" {
		body, err := extract.ReadNotes("-")
		if err != nil {
			return &usageError{msg: err.Error()}
		}
		doc = notes.Document{Path: "-", Rel: "stdin", Format: notes.Markdown, Body: body, Identity: notes.Infer("stdin", body, o.Meeting, o.MeetingDate)}
		if doc.Identity.MeetingFrom == notes.FromPath {
			return usageErrorf("register -: nothing in the notes names the meeting; pass --meeting")
		}
	} else {
		ls, err := notes.List(arg)
		if err != nil {
			return &usageError{msg: err.Error()}
		}
		files := ls.Files
		if st, err := os.Stat(arg); err != nil || st.IsDir() || len(files) != 1 {
			return registerFolder(ctx, fac, o, ls)
		}
		// One file is a folder of its own: its path-derived meeting ID is
		// its name's.
		if doc, err = notes.Read(files[0], filepath.Base(files[0]), o.Meeting, o.MeetingDate); err != nil {
			return &usageError{msg: err.Error()}
		}
	}
	lang := o.Lang
	if lang == "" {
		lang = app.DetectLang(doc.Body)
	}
	a, err := fac.app(ctx, buildOptions{Role: "register", Roster: o.Roster, Lang: lang})
	if err != nil {
		return err
	}
	defer a.Close()
	n, id, err := a.Document(ctx, doc, o.Tenant, o.Project)
	if err != nil {
		return err
	}
	n.TZ, n.Series = o.TZ, o.Series
	if o.DryRun {
		plan, err := a.Plan(ctx, n)
		if err != nil {
			return err
		}
		if fac.JSON() {
			return fac.printJSON(struct {
				app.Plan
				Identity notes.Identity `json:"identity"`
			}{plan, id})
		}
		fmt.Fprintln(fac.Stdout, id)
		if err := extract.WriteTable(fac.Stdout, plan); err != nil {
			return err
		}
		return extract.WritePossible(fac.Stdout, plan.Possible, o.ShowPossible)
	}
	r, err := a.Register(ctx, n, app.RegisterOptions{NoWait: o.NoWait, Timeout: o.Timeout})
	if err != nil {
		return err
	}
	fac.Log.Debug("submitted", "keys", len(r.Submission.Keys), "created", len(r.Submission.Created), "duplicate", r.Submission.Duplicate)
	if !fac.JSON() {
		fmt.Fprintln(fac.Stdout, id)
	}
	if err := printRegister(fac, r, &id, o.ShowPossible, lang); err != nil {
		return err
	}
	if !fac.JSON() {
		if err := printNextSteps(fac, r.Status, lang, o.Roster); err != nil {
			return err
		}
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
	// An action the notes leave open waits only if its key does: an
	// earlier run (another roster) may have settled it already.
	settled := map[string]bool{}
	for _, k := range r.Status {
		settled[k.Execution.Key.String()] = k.Execution.State != ledger.NeedsHuman
	}
	for _, act := range r.Plan.Actions {
		if !act.Ready() && !settled[act.BusinessKey] {
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

func printRegister(fac *Factory, r app.Registration, id *notes.Identity, showPossible bool, lang string) error {
	plan, st, msg := r.Plan, r.Status, r.Message
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
		restated, carried := r.Restated, r.CarriedOver
		if restated == nil {
			restated = []app.Restatement{}
		}
		if carried == nil {
			carried = []app.CarriedOver{}
		}
		possible := plan.Possible
		if possible == nil {
			possible = []extract.PossibleAction{}
		}
		// possible_links: the earlier tasks an action filed, or held for a
		// person ("held": merging it answers its hold), may be.
		links := r.Possible
		if links == nil {
			links = []app.Restatement{}
		}
		// done_reports: actions read as finished work no open task
		// matches, not filed.
		done := r.DoneReports
		if done == nil {
			done = []app.Restatement{}
		}
		return fac.printJSON(map[string]any{"meeting": plan.Meeting, "identity": id, "actions": out, "updates": ups,
			"restated": restated, "possible_links": links, "carried_over": carried, "possible_actions": possible, "done_reports": done, "message": msg})
	}
	rows := [][]string{{"ID", "TITLE", "ASSIGNEE", "DUE", "KEY", "STATE", "EXTERNAL", "NOTIFY"}}
	for _, a := range plan.Actions {
		state, ext, ns := a.Status, "-", "-"
		who, due := a.AssigneeID, a.DueDate
		if k, ok := byKey[a.BusinessKey]; ok {
			state, ext, ns = string(k.Execution.State), dash(k.Execution.ExternalID), k.NotificationState()
			// What the notes leave open a person may have answered
			// (ledger resolve --assignee/--due): the key's, not "-".
			who, due = cmp.Or(who, k.Execution.Intent.AssigneeID), cmp.Or(due, k.Execution.Intent.DueDate)
		}
		rows = append(rows, []string{a.ActionID, a.Title, dash(who), dash(due), a.BusinessKey, state, ext, ns})
	}
	for _, u := range updates {
		rows = append(rows, []string{u.Execution.Key.Action, "(due/assignee change)", dash(u.Execution.Intent.AssigneeID), dash(u.Execution.Intent.DueDate),
			u.Execution.Key.String(), string(u.Execution.State), dash(u.Execution.ExternalID), u.NotificationState()})
	}
	for _, l := range r.Restated {
		rows = append(rows, []string{l.ActionID, l.Title, "", "", "→ " + l.Key, "restated", dash(l.ExternalID), "-"})
	}
	if err := textable.Write(fac.Stdout, rows, 40); err != nil {
		return err
	}
	if len(r.CarriedOver) > 0 {
		// In the run's language, as the closing message below is.
		head := "\nopen in the series, not mentioned this time:"
		if lang == "ko" {
			head = "\n이번 회의에서 언급되지 않은 시리즈의 열린 업무:"
		}
		fmt.Fprintln(fac.Stdout, head)
		co := [][]string{{"KEY", "EXTERNAL", "TITLE", "ASSIGNEE", "DUE", "STATE", "TRACKER", "AGE"}}
		for _, c := range r.CarriedOver {
			co = append(co, []string{c.Key, dash(c.ExternalID), c.Title, dash(cmp.Or(c.AssigneeID, c.Assignee)), dash(c.DueDate), c.State, dash(c.TrackerStatus), fmt.Sprintf("%dd", int(c.Age.Hours()/24))})
		}
		if err := textable.Write(fac.Stdout, co, 40); err != nil {
			return err
		}
	}
	if err := extract.WritePossible(fac.Stdout, plan.Possible, showPossible); err != nil {
		return err
	}
	_, err := fmt.Fprintf(fac.Stdout, "\n%s\n", msg)
	return err
}

// printNextSteps ends a command's report with, for each key that waits
// for a person, the exact command that acts on it (with the flags this
// run needed: --db, --config, --roster) and, when the console's address
// is configured, the key's page there.
func printNextSteps(fac *Factory, st []app.KeyStatus, lang, roster string) error {
	var waiting []ledger.Execution
	for _, k := range st {
		if k.Execution.State == ledger.NeedsHuman {
			waiting = append(waiting, k.Execution)
		}
	}
	// A notification that waits for a person is a key that waits too (the
	// exit is 4 for it): its key is the outbox's, which ledger list does
	// not show.
	var held []ledger.Notification
	for _, k := range st {
		for _, n := range notify.Effective(k.Notifications) {
			if n.State == ledger.NeedsHuman {
				held = append(held, n)
			}
		}
	}
	if len(waiting) == 0 && len(held) == 0 {
		return nil
	}
	head := "Next step for each key that waits for a person:"
	if lang == "ko" {
		head = "사람의 확인을 기다리는 키마다 다음 단계:"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", head)
	rosterFlag := ""
	if roster != "" {
		rosterFlag = "--roster " + shellQuote(roster)
	}
	console := ""
	if cfg, err := fac.config(); err == nil && cfg.OperatorsNotify.ConsoleURL != "" {
		console = strings.TrimRight(cfg.OperatorsNotify.ConsoleURL, "/")
	}
	for _, e := range waiting {
		ex := app.Explain(lang, e, rosterFlag)
		fmt.Fprintf(&b, "  %s — %s\n    %s%s%s\n", e.Key, ex.Text, ex.Command, langFlag(ex.Command, lang), fac.globalFlags())
		if console != "" {
			fmt.Fprintf(&b, "    %s/keys/%s\n", console, e.Key)
		}
	}
	for _, n := range held {
		text, command := notificationStep(lang, n)
		fmt.Fprintf(&b, "  %s — %s\n    %s%s%s\n", n.Key, text, command, langFlag(command, lang), fac.globalFlags())
	}
	_, err := io.WriteString(fac.Stdout, b.String())
	return err
}

// notificationStep says why a notification waits for a person and the
// command that settles it: one that may have reached its recipient is
// recorded by its message ID once they confirm it (or sent again if they
// did not get it); one that was not sent is sent again once its cause is
// fixed.
func notificationStep(lang string, n ledger.Notification) (string, string) {
	if n.InDoubt {
		text := fmt.Sprintf("the notification to %s may have been delivered and the channel cannot tell: ask them; if it arrived, record its message ID, else send it again with --requeue", n.Recipient)
		if lang == "ko" {
			text = fmt.Sprintf("%s 님에게 알림이 전달되었는지 채널이 알려 주지 못합니다. 받는 사람에게 확인한 뒤, 받았다면 메시지 ID를 기록하고 받지 못했다면 --requeue로 다시 보내세요", n.Recipient)
		}
		return text, "axagent ledger resolve " + n.Key + " --external-id ID --reason TEXT"
	}
	reason := ledger.Truncate(n.Reason, 160)
	text := fmt.Sprintf("the notification to %s was not sent (%s): fix that, then send it again", n.Recipient, reason)
	if lang == "ko" {
		text = fmt.Sprintf("%s 님에게 알림을 보내지 못했습니다 (%s). 원인을 고친 뒤 다시 보내세요", n.Recipient, reason)
	}
	return text, "axagent ledger resolve " + n.Key + " --requeue --reason TEXT"
}

// langFlag is " --lang en" when the printed command takes --lang and this
// run spoke English: its default is Korean, so pasted as printed it would
// answer in another language than the run that printed it.
func langFlag(command, lang string) string {
	if lang == "ko" || lang == "" {
		return ""
	}
	for _, p := range []string{"axagent approve ", "axagent ledger resolve ", "axagent reconcile ", "axagent compensate ", "axagent update "} {
		if strings.HasPrefix(command, p) {
			return " --lang " + lang
		}
	}
	return ""
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '/' || r == '.' || r == '-' || r == '_' || r == ':' || r == '=' || r == '@' || r == '+' || r == ',' ||
			'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r > 127)
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
