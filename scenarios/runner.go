package scenarios

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/faults"
)

// RunResult is one run of a file: a fault alone, or all together.
type RunResult struct {
	Name     string   `json:"run" yaml:"run"`
	Faults   []string `json:"faults" yaml:"faults"`
	Match    bool     `json:"match" yaml:"match"`
	Checks   []Check  `json:"checks" yaml:"checks"`
	Observed Observed `json:"observed" yaml:"observed"`
	Duration string   `json:"duration" yaml:"duration"`
}

// FileResult is every run of one file.
type FileResult struct {
	Path     string      `json:"path" yaml:"path"`
	Scenario string      `json:"scenario" yaml:"scenario"`
	Match    bool        `json:"match" yaml:"match"`
	Runs     []RunResult `json:"runs" yaml:"runs"`
	Duration string      `json:"duration" yaml:"duration"`
}

// Run name of the combined run.
const RunAll = "all faults"

// RunFile runs a scenario: unless isolate is false, each fault alone from a
// clean state against the invariants, then all faults together against the
// invariants and expected.
func RunFile(ctx context.Context, sc *Scenario, opts Options) FileResult {
	began := time.Now()
	fr := FileResult{Path: sc.Path, Scenario: sc.Name, Match: true}
	if sc.Isolate && len(sc.Faults) > 1 {
		seen := map[faults.Name]bool{}
		for _, f := range sc.Faults {
			if seen[f.Name] {
				continue
			}
			seen[f.Name] = true
			alone := Fault{Name: f.Name, Count: sc.count(f.Name)}
			fr.Runs = append(fr.Runs, RunOne(ctx, sc, "alone: "+string(f.Name), []Fault{alone}, false, opts))
		}
	}
	fr.Runs = append(fr.Runs, RunOne(ctx, sc, RunAll, sc.Faults, true, opts))
	for _, r := range fr.Runs {
		fr.Match = fr.Match && r.Match
	}
	fr.Duration = time.Since(began).Round(time.Millisecond).String()
	return fr
}

// RunOne runs the scenario's action once with faults from a clean state.
// The invariants are always checked; expected only when withExpected.
func RunOne(ctx context.Context, sc *Scenario, name string, fs []Fault, withExpected bool, opts Options) RunResult {
	began := time.Now()
	rr := RunResult{Name: name, Faults: []string{}}
	for _, f := range fs {
		n := string(f.Name)
		if f.Count != defaultCount(f.Name) {
			n += fmt.Sprintf("×%d", f.Count)
		}
		rr.Faults = append(rr.Faults, n)
	}
	obs, err := runWorld(ctx, sc, fs, opts)
	if err != nil {
		obs.Events = append(obs.Events, "run failed: "+err.Error())
		rr.Checks = append(rr.Checks, Check{Field: "run", Expected: "completes", Observed: err.Error()})
	}
	rr.Observed = obs
	rr.Checks = append(rr.Checks, invariantChecks(obs)...)
	if withExpected {
		rr.Checks = append(rr.Checks, expectedChecks(sc.Expected, obs)...)
	}
	rr.Match = true
	for _, c := range rr.Checks {
		rr.Match = rr.Match && c.Match
	}
	rr.Duration = time.Since(began).Round(time.Millisecond).String()
	return rr
}

func runWorld(ctx context.Context, sc *Scenario, fs []Fault, opts Options) (Observed, error) {
	w, err := newWorld(ctx, sc, fs, opts)
	if err != nil {
		return Observed{}, err
	}
	defer w.close()
	perr := w.play(ctx)
	obs, oerr := w.observe(ctx)
	if perr != nil {
		return obs, perr
	}
	return obs, oerr
}

// Summary is one line per file for the closing note.
func Summary(results []FileResult) string {
	var b strings.Builder
	for _, r := range results {
		n, bad := 0, 0
		for _, run := range r.Runs {
			for _, c := range run.Checks {
				n++
				if !c.Match {
					bad++
				}
			}
		}
		verdict := "match"
		if !r.Match {
			verdict = "MISMATCH"
		}
		fmt.Fprintf(&b, "%-9s %s (%d runs, %d checks, %d mismatched, %s)\n", verdict, r.Path, len(r.Runs), n, bad, r.Duration)
	}
	return b.String()
}
