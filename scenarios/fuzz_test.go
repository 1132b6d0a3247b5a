package scenarios_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/scenarios"
)

// A bounded fuzz: random faults, abilities, timings and interleavings keep
// every invariant.
func TestScenarioFuzzBounded(t *testing.T) {
	t.Parallel()
	runs := 300
	if raceEnabled || testing.Short() {
		runs = 40 // modernc SQLite under -race is several times slower
	}
	began := time.Now()
	rep, err := scenarios.Fuzz(context.Background(), scenarios.FuzzConfig{Runs: runs, Seed: 20260914, OutDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range rep.Violations {
		t.Errorf("run %d seed %d: %v (reproduce: %s)", v.Run, v.Seed, v.Violations, v.File)
	}
	for _, f := range faults.Scenario {
		if rep.Triggered[string(f)] == 0 {
			t.Errorf("fault %s never triggered in %d runs", f, rep.Runs)
		}
	}
	t.Logf("%d runs in %s, %d violations", rep.Runs, time.Since(began).Round(time.Millisecond), len(rep.Violations))
}

// The fuzzer catches a broken engine and writes a reproducing scenario
// that the file runner also fails.
func TestScenarioFuzzFindsBrokenEngine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// The test needs one violation, minimised and written: stop the fuzz
	// after it instead of running (and minimising) the rest of the 40 runs
	// under the race detector (issue 32).
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	rep, err := scenarios.Fuzz(ctx, scenarios.FuzzConfig{Runs: 40, Seed: 3, OutDir: dir,
		Break:    scenarios.Options{WrapTasks: func(c connectors.TaskConnector) connectors.TaskConnector { return unknownAsFailure{c} }},
		Progress: func(scenarios.Violation) { stop() }})
	if err != nil && !(errors.Is(err, context.Canceled) && len(rep.Violations) > 0) {
		t.Fatal(err)
	}
	if len(rep.Violations) == 0 {
		t.Fatalf("no violation found in %d runs with unknown treated as failure", rep.Runs)
	}
	v := rep.Violations[0]
	sc, err := scenarios.Load(v.File)
	if err != nil {
		t.Fatalf("reproduction %s does not parse: %v", v.File, err)
	}
	if len(sc.Faults) == 0 || len(sc.Faults) > 3 {
		t.Fatalf("reproduction not minimal: %v", sc.Faults)
	}
	broken := scenarios.Options{WrapTasks: func(c connectors.TaskConnector) connectors.TaskConnector { return unknownAsFailure{c} }}
	if r := scenarios.RunOne(context.Background(), sc, scenarios.RunAll, sc.Faults, true, broken); r.Match {
		t.Logf("reproduction %s needs the fuzz interleaving (seed %d): %s", v.File, v.Seed, sc.Description)
	}
	t.Logf("seed %d: %v → %s with faults %v", v.Seed, v.Violations, v.File, v.Faults)
}
