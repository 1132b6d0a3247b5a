package scenarios

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/goccy/go-yaml"

	"github.com/axagent/axagent/internal/textable"
)

// WriteTable prints one table per file: run, field, expected, observed,
// verdict.
func WriteTable(w io.Writer, results []FileResult) error {
	for i, r := range results {
		if i > 0 {
			fmt.Fprintln(w)
		}
		verdict := "match"
		if !r.Match {
			verdict = "MISMATCH"
		}
		fmt.Fprintf(w, "%s  %s  (%s, %d runs, %s)\n", verdict, r.Path, r.Scenario, len(r.Runs), r.Duration)
		rows := [][]string{{"RUN", "FIELD", "EXPECTED", "OBSERVED", "VERDICT"}}
		for _, run := range r.Runs {
			for _, c := range run.Checks {
				v := "match"
				if !c.Match {
					v = "MISMATCH"
				}
				rows = append(rows, []string{run.Name, c.Field, c.Expected, c.Observed, v})
			}
		}
		if err := textable.Write(w, rows, 60); err != nil {
			return err
		}
		for _, run := range r.Runs {
			if len(run.Observed.NotTriggered) > 0 {
				fmt.Fprintf(w, "note: in %q the flow never reached %v\n", run.Name, run.Observed.NotTriggered)
			}
		}
	}
	return nil
}

// WriteJSON prints the results as JSON.
func WriteJSON(w io.Writer, results []FileResult) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if results == nil {
		results = []FileResult{}
	}
	return enc.Encode(map[string]any{"files": results})
}

// WriteReport writes the full report, with an observed: block per run, as
// YAML to path.
func WriteReport(path string, results []FileResult) error {
	if results == nil {
		results = []FileResult{}
	}
	b, err := yaml.MarshalWithOptions(map[string]any{"files": results}, yaml.IndentSequence(true), yaml.UseLiteralStyleIfMultiline(true))
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	return nil
}
