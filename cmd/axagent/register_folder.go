package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// folderRow is one file of a folder run.
type folderRow struct {
	File     string         `json:"file"`
	Format   string         `json:"format"`
	Identity notes.Identity `json:"identity"`
	Actions  int            `json:"actions"`
	// Linked are the actions that restate an earlier meeting's task
	// (counted in Actions, not filed again); Updated the earlier tasks
	// they changed (a new due date or assignee).
	Linked     int           `json:"linked"`
	Updated    int           `json:"updated"`
	Ready      int           `json:"ready"`
	NeedsHuman int           `json:"needs_human"`
	NewKeys    int           `json:"new_keys"`
	Duplicate  bool          `json:"duplicate"`
	Open       int           `json:"open"`
	Error      string        `json:"error,omitempty"`
	Plan       *extract.Plan `json:"plan,omitempty"`
	// Possible are the file's possible actions (issue 28).
	Possible []extract.PossibleAction `json:"possible_actions"`
	Message  string                   `json:"message,omitempty"`
}

// registerFolder registers every notes file of a folder or glob, in date
// order, one meeting each, and prints a summary. A file that cannot be read
// (not a regular file, a dangling or looping link, no permission, not
// notes) is reported and skipped, the others are registered, and the run
// exits 6 (exitSkipped) to say so.
func registerFolder(ctx context.Context, fac *Factory, o registerOptions, ls notes.Listing) error {
	if o.Meeting != "" || o.MeetingDate != "" {
		return usageErrorf("register: --meeting and --meeting-date name one meeting; for a folder or glob they are read from each file (front matter, title, file name)")
	}
	root := ls.Root
	docs, readErrs := notes.ReadAll(ls.Files, root)
	readErrs = append(ls.Skipped, readErrs...)
	if len(docs) == 0 && len(readErrs) == 0 {
		return usageErrorf("register: no notes files (.md, .txt, .html, .vtt, .srt) found in %s", root)
	}
	lang := o.Lang
	if lang == "" && len(docs) > 0 {
		lang = app.DetectLang(docs[0].Body)
	}
	a, err := fac.app(ctx, buildOptions{Role: "register", Roster: o.Roster, Lang: lang})
	if err != nil {
		return err
	}
	defer a.Close()
	rows := make([]folderRow, 0, len(docs)+len(readErrs))
	for _, e := range readErrs {
		fac.Log.Warn("register: skipped", "file", fileOf(e), "err", e)
		rows = append(rows, folderRow{File: fileOf(e), Error: e.Error()})
	}
	bar := progress(fac, len(docs))
	worst := 0
	// A later meeting can answer an earlier one's hold (a restatement
	// naming the owner): what waits is read again once all are in.
	var regs []registered
	for _, d := range docs {
		row := folderRow{File: d.Rel, Format: d.Format}
		n, id, err := a.Document(ctx, d, o.Tenant, o.Project)
		row.Identity = id
		if err == nil {
			n.TZ, n.Series = o.TZ, o.Series
			n.NextDate = nextDate(docs, n.Date)
			if o.DryRun {
				var plan extract.Plan
				if plan, err = a.Plan(ctx, n); err == nil {
					row.Plan = &plan
					count(&row, plan)
				}
			} else {
				var r app.Registration
				if r, err = a.Register(ctx, n, app.RegisterOptions{NoWait: o.NoWait, Timeout: o.Timeout}); err == nil {
					count(&row, r.Plan)
					sum := r.Summary()
					row.Actions, row.Linked, row.Updated = sum.Extracted, sum.Linked, sum.Updated
					row.NewKeys, row.Duplicate, row.Open, row.Message = len(r.Submission.Created), r.Submission.Duplicate, len(r.Open()), r.Message
					regs = append(regs, registered{row: len(rows), r: r})
				}
			}
		}
		if err != nil {
			if !app.IsUsage(err) && ctx.Err() != nil {
				return err
			}
			row.Error = err.Error()
			worst = max(worst, exitCode(err))
		}
		rows = append(rows, row)
		if bar != nil {
			_ = bar.Add(1)
		}
	}
	if bar != nil {
		_ = bar.Finish()
		fmt.Fprintln(fac.Stderr)
	}
	if err := stillHeld(ctx, a, rows, regs); err != nil {
		return err
	}
	for _, g := range regs {
		worst = max(worst, exitCode(registerExit(g.r)))
	}
	if err := printFolder(fac, rows, o.DryRun, o.ShowPossible, a.Lang()); err != nil {
		return err
	}
	if len(readErrs) > 0 {
		// A file not read may hold actions nobody will see: that comes
		// before every other outcome of the run.
		worst = exitSkipped
	}
	if worst != 0 {
		return &exitStatusError{code: worst}
	}
	return nil
}

// registered is a file's registration and its row.
type registered struct {
	row int
	r   app.Registration
}

// stillHeld reads the keys of every registered file again after the last
// one: a hold a later meeting answered (its restatement named the owner)
// no longer waits, so the rows, the total and the exit code say what
// waits at the end of the run, not what waited when each file was read.
func stillHeld(ctx context.Context, a *app.App, rows []folderRow, regs []registered) error {
	if len(regs) < 2 {
		return nil
	}
	var keys []string
	for _, g := range regs {
		for _, k := range g.r.Status {
			keys = append(keys, k.Execution.Key.String())
		}
	}
	now, err := a.Status(ctx, keys)
	if err != nil {
		return fmt.Errorf("register: %w", err)
	}
	by := make(map[string]app.KeyStatus, len(now))
	for _, k := range now {
		by[k.Execution.Key.String()] = k
	}
	for i := range regs {
		g := &regs[i]
		for j, k := range g.r.Status {
			if cur, ok := by[k.Execution.Key.String()]; ok {
				g.r.Status[j] = cur
			}
		}
		waiting := 0
		for _, k := range g.r.Status {
			if k.Execution.State == ledger.NeedsHuman {
				waiting++
			}
		}
		rows[g.row].NeedsHuman = min(rows[g.row].NeedsHuman, waiting)
		rows[g.row].Open = len(g.r.Open())
	}
	return nil
}

// nextDate is the date of the folder's next meeting after date (its
// earliest later date, "" when none): a due date "for the next meeting"
// in a folder of a series' notes is that meeting's.
func nextDate(docs []notes.Document, date string) string {
	next := ""
	for _, d := range docs {
		if dd := d.Identity.Date; date != "" && dd > date && (next == "" || dd < next) {
			next = dd
		}
	}
	return next
}

// linked is a row's LINKED cell: with the earlier tasks it changed.
func linked(r folderRow) string {
	if r.Updated > 0 {
		return fmt.Sprintf("%d (%d updated)", r.Linked, r.Updated)
	}
	return strconv.Itoa(r.Linked)
}

func count(row *folderRow, plan extract.Plan) {
	row.Actions = len(plan.Actions)
	row.Ready, row.NeedsHuman = plan.Counts()
	row.Possible = plan.Possible
}

func fileOf(err error) string {
	var ue *notes.UnsupportedError
	var ne *extract.NotesError
	switch {
	case errors.As(err, &ue):
		return ue.Path
	case errors.As(err, &ne):
		return ne.Name
	}
	return "?"
}

// progress is a bar on stderr when it is a terminal, else nil.
func progress(fac *Factory, n int) *progressbar.ProgressBar {
	f, ok := fac.Stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || n < 2 {
		return nil
	}
	return progressbar.NewOptions(n, progressbar.OptionSetWriter(f), progressbar.OptionSetDescription("register"),
		progressbar.OptionShowCount(), progressbar.OptionClearOnFinish())
}

func printFolder(fac *Factory, rows []folderRow, dryRun, showPossible bool, lang string) error {
	for i := range rows {
		if rows[i].Possible == nil {
			rows[i].Possible = []extract.PossibleAction{}
		}
	}
	if fac.JSON() {
		return fac.printJSON(map[string]any{"dry_run": dryRun, "files": rows})
	}
	if dryRun {
		for _, r := range rows {
			if r.Plan == nil {
				continue
			}
			fmt.Fprintf(fac.Stdout, "== %s: %s\n", r.File, r.Identity)
			if err := extract.WriteTable(fac.Stdout, *r.Plan); err != nil {
				return err
			}
			fmt.Fprintln(fac.Stdout)
		}
	}
	table := [][]string{{"FILE", "MEETING", "FROM", "DATE", "FROM", "ACTIONS", "LINKED", "READY", "NEEDS-HUMAN", "NEW KEYS", "OPEN", "RESULT"}}
	for _, r := range rows {
		result := "ok"
		switch {
		case r.Error != "":
			result = r.Error
		case dryRun:
			result = "planned"
		case r.Duplicate || (r.NewKeys == 0 && r.Actions > 0):
			result = "unchanged"
		}
		table = append(table, []string{r.File, dash(r.Identity.Meeting), dash(r.Identity.MeetingFrom), dash(r.Identity.Date), dash(r.Identity.DateFrom),
			strconv.Itoa(r.Actions), linked(r), strconv.Itoa(r.Ready), strconv.Itoa(r.NeedsHuman), strconv.Itoa(r.NewKeys), strconv.Itoa(r.Open), result})
	}
	if err := textable.Write(fac.Stdout, table, 50); err != nil {
		return err
	}
	var files, unread, actions, linkedN, created, human int
	for _, r := range rows {
		if r.Error == "" {
			files++
		} else {
			unread++
		}
		actions += r.Actions
		linkedN += r.Linked
		created += r.NewKeys
		human += r.NeedsHuman
	}
	// In the run's language, as a single file's closing message is.
	summary := "\n%d files, %d actions, %d linked to an earlier task, %d new keys, %d waiting for a person (axagent ledger list --state %s%s)\n"
	if lang == "ko" {
		summary = "\n파일 %d개, 액션 %d건 — 이전 업무에 연결 %d, 새 키 %d, 사람의 확인을 기다림 %d (axagent ledger list --state %s%s)\n"
	}
	if lang != "ko" && files == 1 {
		summary = strings.Replace(summary, "%d files,", "%d file,", 1)
	}
	if _, err := fmt.Fprintf(fac.Stdout, summary, files, actions, linkedN, created, human, ledger.NeedsHuman, fac.globalFlags()); err != nil {
		return err
	}
	// The files not read close the summary too: in a long table their
	// rows scroll away, and they may hold actions nobody sees (exit 6).
	if unread > 0 {
		line := "%d files not read (RESULT says why)\n"
		switch {
		case lang == "ko":
			line = "읽지 못한 파일 %d개 (RESULT에 이유)\n"
		case unread == 1:
			line = "%d file not read (RESULT says why)\n"
		}
		if _, err := fmt.Fprintf(fac.Stdout, line, unread); err != nil {
			return err
		}
	}
	return printFolderPossible(fac, rows, showPossible)
}

// printFolderPossible counts (and with show lists, per file) the lines
// that looked like actions but were not extracted.
func printFolderPossible(fac *Factory, rows []folderRow, show bool) error {
	n := 0
	for _, r := range rows {
		n += len(r.Possible)
	}
	if n == 0 {
		return nil
	}
	if !show {
		_, err := fmt.Fprintf(fac.Stdout, "%d possible actions not extracted (--show-possible lists them)\n", n)
		return err
	}
	for _, r := range rows {
		if len(r.Possible) == 0 {
			continue
		}
		if _, err := fmt.Fprintf(fac.Stdout, "\n== %s", r.File); err != nil {
			return err
		}
		if err := extract.WritePossible(fac.Stdout, r.Possible, true); err != nil {
			return err
		}
	}
	return nil
}
