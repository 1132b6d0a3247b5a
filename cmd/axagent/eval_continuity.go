package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/internal/textable"
	"github.com/axagent/axagent/series/eval"
)

type evalContinuityOptions struct {
	Gold, Notes, Extraction, Ambiguous string
	Findings                           bool
}

func newEvalContinuityCmd(fac *Factory) *cobra.Command {
	var o evalContinuityOptions
	cmd := &cobra.Command{
		Use: "continuity --gold GOLD.json --notes DIR",
		Example: `  go run ./scripts/corpus -manifest corpus/continuity/sources.json -out /tmp/axagent-continuity
  axagent eval continuity --gold corpus/continuity/gold.json --notes /tmp/axagent-continuity
  axagent eval continuity --gold corpus/continuity/gold.json --notes /tmp/axagent-continuity --extraction gold -o json`,
		Short: "Measure how later meetings' actions are linked to earlier tasks",
		Long: `Register every labelled series of GOLD.json meeting by meeting — the notes
read from DIR, each series on a fresh ledger, through the same pipeline as
register (--no-wait) — and compare what happened to each action of a later
meeting with its label: the same task as an earlier action, or new.

GOLD.json:

  {"series": [{"id", "lang", "source",
     "meetings": [{"file", "date"}],             // in meeting order
     "actions": [{"meeting": 1, "line": 12, "owner": "지훈" | null,
                  "due": "금요일" | null, "kind": "plain" | "carry-over" | "progress",
                  "gold": "new" | {"meeting": 0, "line": 4},   // the chain's first action
                  "status": null | "in-progress" | "done" | "blocked",
                  "near_miss": null | {"meeting": 0, "line": 7},
                  "duplicate_of": {"meeting": 1, "line": 9}}]}]}   // optional

Every action of every meeting is labelled; lines are 1-based. duplicate_of
marks a new action written again on an earlier line of the same meeting: both
lines are one chain. The roster of
a series is the people its labels name (groups such as "Everyone" are not
people).

The metric, over the actions of later meetings:
  links           actions linked to an earlier task instead of filed again
  false merges    links where the label says new or names another task:
                  an action swallowed (links to the chain of the label's
                  task count as right)
  link precision  correct links / links
  link recall     correct links / actions labelled as restatements
  worded          restatements whose labelled line words the earlier
                  action's deliverable the same (equal once status words
                  and dates are gone, or one containing the other): what
                  an evidence rule can read; the others are paraphrases
                  ("Schedule fortnightly meeting" for "Agree to meet every
                  other week"); RECALL WORDED is the recall over them
  held            share of later actions held for a person; HELD
                  UNRESOLVED the share held for what axagent may not guess
                  (owner, due date, is it an action, other), HELD LINKER the share
                  the linker held (possibly the same task, or restating
                  one that waits for a person); a second table counts the
                  holds by question
  shown           restatements filed as their own task but shown as
                  possibly the right earlier task (merged in one step)
  recall ∪ shown  restatements linked to their earlier task, or shown
                  (filed or held) as possibly it / restatements: found
                  with at most one click
  shown links     possible links shown on labelled later actions (filed
                  or held; one per action and earlier task)
  shown precision shown links to the labelled earlier task of a
                  restatement / shown links (the rest a person dismisses)
  status acc      right links whose label states a status (in progress,
                  done, blocked) that record that status / STATUS
                  LABELLED, those links (--findings lists the wrong ones)
  missed          (--findings) the restatements not linked, by cause:
                  not found, held (by question), wrong task, shown,
                  owner differs (the labels name another owner than the
                  earlier action's), worded, paraphrase, no word shared
  held by signal  (--findings) the held actions by each signal their
                  hold's reason gives ("no assignee written", "a
                  commitment outside an action section"…; an action once
                  per signal), and how many of them restate a task

--extraction rules (default) runs the rules extractor, end to end;
--extraction gold makes the labelled lines the extraction (each read as its
whole list item when it wraps; owner, due and kind as labelled), so the
linker is judged apart from extraction misses.

Exit status: 0 when the evaluation ran, 2 on bad flags, gold or notes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEvalContinuity(cmd, fac, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Gold, "gold", "", "labels JSON (required)")
	f.StringVar(&o.Notes, "notes", "", "directory holding the meetings' files (required)")
	f.StringVar(&o.Extraction, "extraction", eval.ExtractRules, "rules (end to end) or gold (the labelled lines)")
	f.StringVar(&o.Ambiguous, "ambiguous", "create", "series.ambiguous: create (file and show a possible link) or hold")
	f.BoolVar(&o.Findings, "findings", false, "list every false merge, missed link, held and unfound restatement, count the restatements not linked by cause and the holds by signal")
	return cmd
}

func runEvalContinuity(cmd *cobra.Command, fac *Factory, o evalContinuityOptions) error {
	if o.Gold == "" || o.Notes == "" {
		return usageErrorf("eval continuity: --gold and --notes are required")
	}
	if fi, err := os.Stat(o.Notes); err != nil || !fi.IsDir() {
		return usageErrorf("eval continuity: --notes %q: not a directory", o.Notes)
	}
	if o.Ambiguous != "create" && o.Ambiguous != "hold" {
		return usageErrorf("eval continuity: --ambiguous %q: want create or hold", o.Ambiguous)
	}
	gold, err := eval.LoadGold(o.Gold)
	if err != nil {
		return usageErrorf("eval continuity: %v", err)
	}
	rep, err := eval.Run(cmd.Context(), gold, o.Notes, eval.Options{Extraction: o.Extraction, Ambiguous: o.Ambiguous})
	if err != nil {
		var ie *eval.InputError
		if errors.As(err, &ie) {
			return usageErrorf("eval continuity: %v", err)
		}
		return fmt.Errorf("eval continuity: %w", err)
	}
	if fac.JSON() {
		return fac.printJSON(rep)
	}
	return writeContinuityTable(fac.Stdout, rep, o.Findings)
}

func writeContinuityTable(w io.Writer, rep eval.Report, findings bool) error {
	f2 := func(x float64) string { return fmt.Sprintf("%.2f", x) }
	rows := [][]string{{"SCOPE", "SERIES", "LATER", "RESTATED", "FOUND", "LINKS", "FALSE MERGES", "PRECISION", "RECALL", "WORDED", "RECALL WORDED", "SHOWN", "RECALL ∪ SHOWN", "SHOWN LINKS", "SHOWN PRECISION", "HELD", "HELD UNRESOLVED", "HELD LINKER", "STATUS LABELLED", "STATUS ACC", "FACTS", "FACTS RIGHT", "FACTS FALSE", "FACTS UNLABELLED", "PRECISION +FACTS", "RECALL +FACTS", "FALSE MERGES +FACTS", "FACTS SHOWN", "FACTS SHOWN RIGHT", "FACTS SHOWN UNLABELLED"}}
	add := func(name string, r eval.Row) {
		rows = append(rows, []string{name, fmt.Sprint(r.Series), fmt.Sprint(r.Later), fmt.Sprint(r.Restatements), fmt.Sprint(r.Found), fmt.Sprint(r.Links),
			fmt.Sprint(r.FalseMerges), f2(r.Precision), f2(r.Recall), fmt.Sprint(r.Worded), f2(r.WordedRecall), fmt.Sprint(r.Shown), f2(r.RecallOrShown), fmt.Sprint(r.ShownLinks), f2(r.ShownPrecision), f2(r.HeldShare),
			f2(r.HeldR1Share), f2(r.HeldContinuityShare), fmt.Sprint(r.StatusLabelled), f2(r.StatusAccuracy),
			fmt.Sprint(r.Facts), fmt.Sprint(r.FactsCorrect), fmt.Sprint(r.FactsFalse), fmt.Sprint(r.FactsUnlabelled), f2(r.PrecisionWithFacts), f2(r.RecallWithFacts), fmt.Sprint(r.FalseMergesWithFacts),
			fmt.Sprint(r.FactsShown), fmt.Sprint(r.FactsShownRight), fmt.Sprint(r.FactsShownUnlabelled)})
	}
	add("total", rep.Total)
	for _, r := range rep.Languages {
		add("lang "+r.Lang, r)
	}
	for _, r := range rep.Series {
		add(r.Name, r)
	}
	if _, err := fmt.Fprintf(w, "extraction %s\n\n", rep.Extraction); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if err := textable.Write(w, rows, 40); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	// What each hold asks, in actions: what may not be guessed (R1), then
	// the linker's questions.
	// SHOWN RIGHT/OTHER: held restatements shown with their hold as
	// possibly the right earlier task / only others; NEW SHOWN: held new
	// actions shown as possibly an earlier task.
	held := [][]string{{"HELD (ACTIONS)", "OWNER", "DUE", "POSSIBLE ACTION", "OTHER", "UNRESOLVED", "LINKER", "SHOWN RIGHT", "SHOWN OTHER", "NEW SHOWN"}}
	for _, r := range append([]eval.Row{rep.Total}, rep.Languages...) {
		name := r.Name
		if r.Lang != "" {
			name = "lang " + r.Lang
		}
		row := []string{name}
		for _, k := range eval.HoldReasons[:len(eval.HoldReasons)-1] {
			row = append(row, fmt.Sprint(r.HeldBy[k]))
		}
		row = append(row, fmt.Sprint(r.Held-r.HeldBy[eval.HoldContinuity]), fmt.Sprint(r.HeldBy[eval.HoldContinuity]),
			fmt.Sprint(r.HeldShown), fmt.Sprint(r.HeldShownWrong), fmt.Sprint(r.HeldNewShown))
		held = append(held, row)
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if err := textable.Write(w, held, 40); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if !findings {
		return nil
	}
	// The restatements not linked, by cause: what to work on next.
	missed := [][]string{{"MISSED (RESTATEMENTS)"}}
	for _, k := range eval.MissCauses {
		missed[0] = append(missed[0], strings.ToUpper(k))
	}
	for _, r := range append([]eval.Row{rep.Total}, rep.Languages...) {
		name := r.Name
		if r.Lang != "" {
			name = "lang " + r.Lang
		}
		row := []string{name}
		for _, k := range eval.MissCauses {
			row = append(row, fmt.Sprint(r.MissedBy[k]))
		}
		missed = append(missed, row)
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if err := textable.Write(w, missed, 40); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	// The holds by the signals their reasons give (an action once per
	// signal), most first: which extractor rule or linker question holds
	// how many actions, and how many of them restate an earlier task.
	signals := make([]string, 0, len(rep.Total.HeldSignals))
	for k := range rep.Total.HeldSignals {
		signals = append(signals, k)
	}
	sort.Slice(signals, func(i, j int) bool {
		a, b := rep.Total.HeldSignals[signals[i]], rep.Total.HeldSignals[signals[j]]
		return a > b || a == b && signals[i] < signals[j]
	})
	bySignal := [][]string{{"HELD BY SIGNAL", "ACTIONS", "RESTATED", "OWNER LABELLED"}}
	for _, k := range signals {
		bySignal = append(bySignal, []string{k, fmt.Sprint(rep.Total.HeldSignals[k]), fmt.Sprint(rep.Total.HeldSignalsRestated[k]), fmt.Sprint(rep.Total.HeldSignalsOwned[k])})
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if err := textable.Write(w, bySignal, 100); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	for _, f := range rep.Findings {
		if _, err := fmt.Fprintf(w, "%s:%d\t%s\t%s\n", f.File, f.Line, f.What, f.Detail); err != nil {
			return fmt.Errorf("write eval: %w", err)
		}
	}
	return nil
}
