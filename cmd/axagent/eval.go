package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/internal/textable"
)

func init() { addCommand(newEvalCmd) }

type evalOptions struct {
	Gold, Notes, Extractor, Roster, TZ string
	Model, BaseURL, Split              string
	Findings, BySource                 bool
}

func newEvalCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "eval",
		Short: "Measure a component against labelled data",
		Example: `  axagent eval extract --gold GOLD.json --notes DIR
  axagent eval continuity --gold GOLD.json --notes DIR -o json`,
	}
	var o evalOptions
	ex := &cobra.Command{
		Use: "extract --gold GOLD.json --notes DIR",
		Example: `  axagent eval extract --gold ../shared/corpus/real-minutes/dev-gold.json --notes ../shared/corpus/real-minutes/files
  axagent eval extract --gold gold.json --notes minutes/ --extractor llm -o json`,
		Short: "Measure an extractor on labelled meeting notes",
		Long: `Run an extractor on every notes file named in GOLD.json (read from DIR) and
compare what it finds with the labelled actions.

GOLD.json maps file names (relative to DIR) to labels:

  {"notes.md": {"lang": "ko", "actions": [{"line": 12, "owner": "민서",
      "text": "…", "due": "금요일까지", "syntax": "table-owner-col"}]}}

line is 1-based; owner is the person or group as written (several joined with
", "), or null; due is the deadline phrase as written, or null; syntax is any
tag you want figures for; lang (ko or en) is optional, detected otherwise.
text is optional. With --split dev|test only the files whose entry carries
"split": "<that split>" are measured (every entry must carry one).

The metric. Each extracted action is matched one-to-one with a gold action on
the same line or, failing that, one line away (±1). Then
  precision       = matched / extracted
  recall          = matched / gold
  owner accuracy  = matched with the right owner set / matched (case, @, **
                    and honorifics ignored; owners split on , + / & ; · and
                    "and"; no owner must match null)
  due accuracy    = matched with an agreeing due phrase / matched (both
                    absent, or after normalisation one contains the other)
  recall ∪ possible = (matched + gold actions missed but on the line, or
                    one away, of a possible action) / gold — what a person
                    sees, as a task or as a possible action; POSSIBLE is
                    how many lines were reported as possible actions
Every extracted action counts, ready or needs-human (READY shows how many
were ready: with --roster as axagent resolves them, without it those the
extractor had no doubt about). Figures are given
overall, per language and per gold syntax tag (recall, owner and due only:
an extra extraction has no tag); with --by-source also per source (the gold
entry's "repo", else the file name before "__"), all figures: a rule that
only helps the minutes it was written from shows up as a gain on that
source alone.

--extractor llm and hybrid use AXAGENT_LLM_BASE_URL (else OPENAI_BASE_URL),
OPENAI_API_KEY and AXAGENT_LLM_MODEL (or --base-url and --model); hybrid
gives the model the rules extractor's candidates as hints. Without an
endpoint or key they stop with exit 2 and say what to set.

Exit status: 0 when the evaluation ran, 2 on bad flags or unusable gold or
notes, 1 when the extractor failed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEvalExtract(cmd, fac, o)
		},
	}
	f := ex.Flags()
	f.StringVar(&o.Gold, "gold", "", "gold labels JSON (required)")
	f.StringVar(&o.Notes, "notes", "", "directory holding the notes files named in the gold file (required)")
	f.StringVar(&o.Extractor, "extractor", "rules", "extractor: rules, llm or hybrid")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (optional: owners are compared as written)")
	f.StringVar(&o.TZ, "tz", "", "time zone for relative dates (default Asia/Seoul)")
	f.StringVar(&o.Model, "model", "", "LLM model (default AXAGENT_LLM_MODEL)")
	f.StringVar(&o.BaseURL, "base-url", "", "LLM endpoint (default OPENAI_BASE_URL)")
	f.BoolVar(&o.Findings, "findings", false, "list every miss, extra, wrong owner or due, and possible action on no gold line")
	f.StringVar(&o.Split, "split", "", "only the gold files of this split (dev or test)")
	f.BoolVar(&o.BySource, "by-source", false, "figures per source too (the gold's repo, else the file name before \"__\")")
	cmd.AddCommand(ex, newEvalContinuityCmd(fac))
	return cmd
}

func runEvalExtract(cmd *cobra.Command, fac *Factory, o evalOptions) error {
	if o.Gold == "" || o.Notes == "" {
		return usageErrorf("eval extract: --gold and --notes are required")
	}
	if fi, err := os.Stat(o.Notes); err != nil || !fi.IsDir() {
		return usageErrorf("eval extract: --notes %q: not a directory", o.Notes)
	}
	gold, err := eval.LoadGold(o.Gold)
	if err != nil {
		return usageErrorf("eval extract: %v", err)
	}
	if o.Split != "" {
		splits, err := eval.LoadSplits(o.Gold)
		if err != nil {
			return usageErrorf("eval extract: %v", err)
		}
		if gold, err = gold.Select(splits, o.Split); err != nil {
			return usageErrorf("eval extract: --split: %v", err)
		}
	}
	loc, err := dates.LoadLocation(o.TZ)
	if err != nil {
		return usageErrorf("eval extract: --tz: %v", err)
	}
	var roster *extract.Roster
	if o.Roster != "" {
		if roster, err = extract.LoadRoster(o.Roster); err != nil {
			return usageErrorf("eval extract: %v", err)
		}
	}
	var ex extract.Extractor
	var model *llm.Extractor
	switch o.Extractor {
	case "rules":
		ex = rules.New()
	case "llm", "hybrid":
		c := llm.ConfigFromEnv()
		if o.Model != "" {
			c.Model = o.Model
		}
		if o.BaseURL != "" {
			c.BaseURL = o.BaseURL
		}
		if c.BaseURL == "" && c.APIKey == "" {
			// The opt-in quality run: without a model there is nothing to
			// measure, and api.openai.com without a key would only fail late.
			return usageErrorf("eval extract --extractor %s: no model configured: set %s (an OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1) and %s, or pass --base-url and --model",
				o.Extractor, llm.EnvBaseURL, llm.EnvModel)
		}
		c.Logger = fac.Log
		if o.Extractor == "hybrid" {
			c.Hints = rules.New()
		}
		c.Signals = rules.ModelCheck{}
		if model, err = llm.New(c); err != nil {
			return fmt.Errorf("eval extract: %w", err)
		}
		ex = model
	default:
		return usageErrorf("eval extract: --extractor %q: want rules, llm or hybrid", o.Extractor)
	}
	rep, err := eval.Run(cmd.Context(), ex, gold, o.Notes, eval.Options{Extractor: o.Extractor, Roster: roster, Location: loc, BySource: o.BySource})
	if err != nil {
		var ie *eval.InputError
		var ne *extract.NotesError
		if errors.As(err, &ie) || errors.As(err, &ne) {
			return usageErrorf("%v", err)
		}
		return err
	}
	out := evalOutput{Report: rep}
	if model != nil {
		st := model.Stats()
		out.LLM = &st
	}
	if fac.JSON() {
		return fac.printJSON(out)
	}
	if err := writeEvalTable(fac.Stdout, rep, o.Findings); err != nil {
		return err
	}
	if out.LLM != nil {
		// What axagent refused of the model's answers is part of the
		// model's score.
		if _, err := fmt.Fprintf(fac.Stdout, "\nmodel: %d requests, %d chunks, %d actions dropped (evidence not in the notes), %d json_object fallbacks, %d+%d tokens\n",
			out.LLM.Requests, out.LLM.Chunks, out.LLM.EvidenceDropped, out.LLM.JSONObjectFallbacks, out.LLM.PromptTokens, out.LLM.CompletionTokens); err != nil {
			return fmt.Errorf("write eval: %w", err)
		}
	}
	return nil
}

// evalOutput is the report plus, for a model, what it cost and what the
// axagent refused.
type evalOutput struct {
	eval.Report
	LLM *llm.Stats `json:"llm,omitempty"`
}

func writeEvalTable(w io.Writer, rep eval.Report, findings bool) error {
	f3 := func(x float64) string { return fmt.Sprintf("%.3f", x) }
	rows := [][]string{{"SCOPE", "GOLD", "EXTRACTED", "READY", "MATCHED", "PRECISION", "RECALL", "OWNER ACC", "DUE ACC", "POSSIBLE", "RECALL ∪ POSSIBLE"}}
	row := func(name string, s eval.Summary, withP bool) []string {
		p, ex, ready, poss := f3(s.Precision), fmt.Sprint(s.Predicted), fmt.Sprint(s.Ready), fmt.Sprint(s.Possible)
		if !withP {
			p, ex, ready, poss = "-", "-", "-", "-"
		}
		owner, due := f3(s.OwnerAccuracy), f3(s.DueAccuracy)
		if s.Matched == 0 {
			owner, due = "-", "-"
		}
		return []string{name, fmt.Sprint(s.Gold), ex, ready, fmt.Sprint(s.Matched), p, f3(s.Recall), owner, due, poss, f3(s.UnionRecall)}
	}
	rows = append(rows, row("overall", rep.Overall, true))
	for _, k := range sortedKeys(rep.ByLang) {
		rows = append(rows, row("lang "+k, rep.ByLang[k], true))
	}
	for _, k := range sortedKeys(rep.BySource) {
		rows = append(rows, row("source "+k, rep.BySource[k], true))
	}
	for _, k := range sortedKeys(rep.BySyntax) {
		rows = append(rows, row("syntax "+k, rep.BySyntax[k], false))
	}
	if _, err := fmt.Fprintf(w, "extractor %s, %d files\n\n", rep.Extractor, rep.Files); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if err := textable.Write(w, rows, 48); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	if !findings {
		return nil
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return fmt.Errorf("write eval: %w", err)
	}
	for _, f := range rep.Findings {
		detail := f.Want
		switch f.Kind {
		case "extra", "possible":
			detail = f.Got
		case "owner", "due":
			detail = fmt.Sprintf("want %q, got %q", f.Want, f.Got)
		case "flagged":
			detail = strings.TrimSpace(f.Want + " (possible: " + f.Got + ")")
		}
		if _, err := fmt.Fprintf(w, "%s:%d: %s: %s\n", f.File, f.Line, f.Kind, textable.Sanitize(strings.TrimSpace(detail))); err != nil {
			return fmt.Errorf("write eval: %w", err)
		}
	}
	return nil
}

func sortedKeys(m map[string]eval.Summary) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
