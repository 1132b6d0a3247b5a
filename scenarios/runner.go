package scenarios

import (
	"context"
	"fmt"
	"strings"
	"sync"
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
	return RunFiles(ctx, []*Scenario{sc}, opts, 1)[0]
}

// RunFiles runs each scenario as RunFile does, up to parallel runs at once
// over all the files (each run is a world of its own: ledger, sandbox,
// clock); the results keep the files' and the runs' order. A run is not
// started once ctx is done. On PostgreSQL a world's fresh schema is most
// of its time, spent waiting on the server: one file's fifteen runs one
// after another took 94 s of a 150 s run of every file (issue 32).
func RunFiles(ctx context.Context, scs []*Scenario, opts Options, parallel int) []FileResult {
	if parallel < 1 {
		parallel = 1
	}
	type job struct {
		file, run int
		spec      runSpec
	}
	results := make([]FileResult, len(scs))
	var jobs []job
	for i, sc := range scs {
		specs := sc.runSpecs()
		results[i] = FileResult{Path: sc.Path, Scenario: sc.Name, Match: true, Runs: make([]RunResult, len(specs))}
		for j, sp := range specs {
			jobs = append(jobs, job{i, j, sp})
		}
	}
	began := make([]time.Time, len(scs))
	ended := make([]time.Time, len(scs))
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, parallel)
	for _, jb := range jobs {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			start := time.Now()
			rr := RunOne(ctx, scs[jb.file], jb.spec.name, jb.spec.faults, jb.spec.withExpected, opts)
			end := time.Now()
			mu.Lock()
			defer mu.Unlock()
			results[jb.file].Runs[jb.run] = rr
			if began[jb.file].IsZero() || start.Before(began[jb.file]) {
				began[jb.file] = start
			}
			if end.After(ended[jb.file]) {
				ended[jb.file] = end
			}
		}()
	}
	wg.Wait()
	for i := range results {
		for _, r := range results[i].Runs {
			// A run never started (ctx done) has no checks and no match.
			results[i].Match = results[i].Match && r.Match
		}
		results[i].Duration = ended[i].Sub(began[i]).Round(time.Millisecond).String()
	}
	return results
}

// runSpec is one run of a file: its name, its faults, and whether expected
// is checked besides the invariants.
type runSpec struct {
	name         string
	faults       []Fault
	withExpected bool
}

// runSpecs lists a file's runs: each fault alone (unless isolate is false),
// then all together.
func (sc *Scenario) runSpecs() []runSpec {
	var specs []runSpec
	if sc.Isolate && len(sc.Faults) > 1 {
		seen := map[faults.Name]bool{}
		for _, f := range sc.Faults {
			if seen[f.Name] {
				continue
			}
			seen[f.Name] = true
			alone := Fault{Name: f.Name, Count: sc.count(f.Name)}
			specs = append(specs, runSpec{"alone: " + string(f.Name), []Fault{alone}, false})
		}
	}
	return append(specs, runSpec{RunAll, sc.Faults, true})
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
