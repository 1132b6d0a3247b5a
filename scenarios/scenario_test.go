package scenarios_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/scenarios"
)

func loadAll(t *testing.T) []*scenarios.Scenario {
	t.Helper()
	files, err := filepath.Glob("*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files: %v", err)
	}
	var out []*scenarios.Scenario
	for _, f := range files {
		sc, err := scenarios.Load(f)
		if err != nil {
			t.Fatalf("load: %v", err)
		}
		out = append(out, sc)
	}
	return out
}

func load(t *testing.T, name string) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load(filepath.Join("..", "scenarios", name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// fileRuns plays each scenario file once per package run: TestScenarioFiles
// checks every run of every file, and the tracker, seed and parallel-runner
// tests check more of the same runs (issue 32: the tracker files' runs and
// the seed's combined run were played twice).
var fileRuns struct {
	mu     sync.Mutex
	byPath map[string]*fileRun
}

type fileRun struct {
	once sync.Once
	r    scenarios.FileResult
}

// runFileOnce is scenarios.RunFile(sc) with default options, played once
// per file path however many tests ask.
func runFileOnce(t *testing.T, sc *scenarios.Scenario) scenarios.FileResult {
	t.Helper()
	path, err := filepath.Abs(sc.Path)
	if err != nil {
		t.Fatal(err)
	}
	fileRuns.mu.Lock()
	if fileRuns.byPath == nil {
		fileRuns.byPath = map[string]*fileRun{}
	}
	fr := fileRuns.byPath[path]
	if fr == nil {
		fr = &fileRun{}
		fileRuns.byPath[path] = fr
	}
	fileRuns.mu.Unlock()
	fr.once.Do(func() { fr.r = scenarios.RunFile(context.Background(), sc, scenarios.Options{}) })
	return fr.r
}

// Every file in scenarios/ passes against the product as it is.
func TestScenarioFiles(t *testing.T) {
	t.Parallel()
	for _, sc := range loadAll(t) {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel() // each run is a world of its own (ledger file, sandbox, clock)
			r := runFileOnce(t, sc)
			for _, run := range r.Runs {
				for _, c := range run.Checks {
					if !c.Match {
						t.Errorf("%s: %s: expected %s, observed %s\nevents:\n  %s", run.Name, c.Field, c.Expected, c.Observed,
							strings.Join(run.Observed.Events, "\n  "))
					}
				}
				if len(run.Observed.NotTriggered) > 0 && strings.HasPrefix(run.Name, "alone:") {
					t.Errorf("%s: fault never triggered: %v", run.Name, run.Observed.NotTriggered)
				}
			}
		})
	}
}

// The seed's scenario (003 part 6) with its own expected values, and the
// R17 message while the notification was unconfirmed.
func TestScenarioSeedResponseLoss(t *testing.T) {
	t.Parallel()
	sc := load(t, "meeting_action_response_loss")
	// The file's last run: all its faults, checked against expected.
	runs := runFileOnce(t, sc).Runs
	rr := runs[len(runs)-1]
	if rr.Name != scenarios.RunAll {
		t.Fatalf("the file's last run is %q, want %q", rr.Name, scenarios.RunAll)
	}
	if !rr.Match {
		t.Fatalf("seed scenario: %+v", rr.Checks)
	}
	o := rr.Observed
	if o.ExternalID != "TASK-418" || len(o.MessageIDs) != 1 || o.MessageIDs[0] != "MSG-912" {
		t.Fatalf("observed %s %v", o.ExternalID, o.MessageIDs)
	}
	told := strings.Join(o.Events, "\n")
	if !strings.Contains(told, "TASK-418 등록은 확인했습니다. 담당자 알림은 전달 여부를 확인 중입니다.") {
		t.Fatalf("R17 message not seen while the notification was unconfirmed:\n%s", told)
	}
	if o.SourceKey == "" || len(o.Attempts) < 4 || len(o.Transitions) < 8 {
		t.Fatalf("report lacks source, attempts or transitions: %+v", o)
	}
	for _, tr := range o.Transitions {
		if tr.Reason == "" {
			t.Fatalf("transition without a reason: %+v", tr)
		}
	}
}

const valid = `scenario: x
tenant: demo
project: P42
meeting_id: M0914
action_id: A007
action: 공급사 납기 회신 확인
assignee: 민서
due_date: 2026-09-21
business_key: demo:P42:M0914:A007:create-task
faults:
  - drop_create_response_after_commit
  - {fault: rate_limit_create, count: 2, note: "429 twice"}
expected:
  task_count_for_key: 1
`

// Invalid files are refused with their path and the line at fault.
func TestScenarioParseInvalid(t *testing.T) {
	t.Parallel()
	if _, err := scenarios.Parse("ok.yaml", []byte(valid)); err != nil {
		t.Fatalf("valid file refused: %v", err)
	}
	for _, c := range []struct {
		name, old, new string
		line           int
		want           string
	}{
		{"unknown fault", "  - drop_create_response_after_commit", "  - drop_everything", 11, `unknown fault "drop_everything"`},
		{"unknown fault in mapping", "fault: rate_limit_create", "fault: rate_limit", 12, `unknown fault "rate_limit"`},
		{"unknown field", "assignee: 민서", "assignee: 민서\nowner: 민서", 8, `unknown field: "owner"`},
		{"unknown field in fault", `note: "429 twice"`, `notes: "429 twice"`, 12, `unknown field: "notes"`},
		{"bad date", "due_date: 2026-09-21", "due_date: 2026-09-31", 8, `due_date "2026-09-31" is not a date`},
		{"missing business key", "business_key: demo:P42:M0914:A007:create-task\n", "", 1, "missing required field business_key"},
		{"key not derived", "business_key: demo:P42:M0914:A007:create-task", "business_key: demo:P42:M0914:A008:create-task", 9, "not the key axagent derives"},
		{"bad count", "count: 2", "count: 0", 12, "count must be at least 1"},
		{"bad state", "task_count_for_key: 1", "registration_state: done", 14, `registration_state: unknown state "done"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenarios.Parse("bad.yaml", []byte(strings.Replace(valid, c.old, c.new, 1)))
			var ie *scenarios.InvalidError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want *InvalidError", err)
			}
			if ie.Path != "bad.yaml" || ie.Line != c.line || !strings.Contains(ie.Msg, c.want) {
				t.Fatalf("err = %v, want bad.yaml:%d: …%s…", err, c.line, c.want)
			}
		})
	}
}

// A reproduction written by Marshal parses back to the same scenario.
func TestScenarioMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	sc := load(t, "meeting_action_response_loss")
	b, err := scenarios.Marshal(sc)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x.yaml")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := scenarios.Load(path)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if back.Key() != sc.Key() || back.Target != sc.Target || len(back.Faults) != len(sc.Faults) || *back.Expected.TaskID != "TASK-418" {
		t.Fatalf("round trip lost something:\n%s", b)
	}
}

// RunFiles with runs at once gives what RunFile gives file by file: the
// same runs in the same order, each with the same verdicts, and a file
// with a failing run (a broken expected) still fails.
func TestRunFilesParallelKeepsOrder(t *testing.T) {
	t.Parallel()
	lag, broken := load(t, "fault_search_lag"), load(t, "fault_reject_create")
	seven := 7
	broken.Expected.TaskCountForKey = &seven
	scs := []*scenarios.Scenario{lag, broken}
	got := scenarios.RunFiles(context.Background(), scs, scenarios.Options{}, 4)
	if len(got) != len(scs) {
		t.Fatalf("%d results for %d files", len(got), len(scs))
	}
	for i, sc := range scs {
		// Played one run after another: as TestScenarioFiles plays it.
		var want scenarios.FileResult
		if sc == lag {
			want = runFileOnce(t, sc)
		} else {
			want = scenarios.RunFile(context.Background(), sc, scenarios.Options{})
		}
		if got[i].Path != want.Path || got[i].Match != want.Match || len(got[i].Runs) != len(want.Runs) {
			t.Fatalf("%s: parallel %s match=%v %d runs; serial %s match=%v %d runs", sc.Name, got[i].Path, got[i].Match, len(got[i].Runs), want.Path, want.Match, len(want.Runs))
		}
		for j, r := range got[i].Runs {
			w := want.Runs[j]
			if r.Name != w.Name || r.Match != w.Match || len(r.Checks) != len(w.Checks) {
				t.Errorf("%s run %d: parallel %q match=%v %d checks; serial %q match=%v %d checks", sc.Name, j, r.Name, r.Match, len(r.Checks), w.Name, w.Match, len(w.Checks))
				continue
			}
			for k, c := range r.Checks {
				if c.Field != w.Checks[k].Field || c.Match != w.Checks[k].Match {
					t.Errorf("%s run %q check %d: parallel %s=%v, serial %s=%v", sc.Name, r.Name, k, c.Field, c.Match, w.Checks[k].Field, w.Checks[k].Match)
				}
			}
		}
	}
	// The runs' order as the format states it: each fault alone, in the
	// file's order, then all together.
	var names []string
	for _, f := range lag.Faults {
		names = append(names, "alone: "+string(f.Name))
	}
	names = append(names, scenarios.RunAll)
	for j, r := range got[0].Runs {
		if j >= len(names) || r.Name != names[j] {
			t.Errorf("%s run %d is %q; want the order %q", lag.Name, j, r.Name, names)
		}
	}
	if !got[0].Match || got[1].Match {
		t.Errorf("matches %v %v; want true false", got[0].Match, got[1].Match)
	}
	if len(got[0].Runs) < 2 {
		t.Errorf("%s has %d runs: the test wants a file of several", lag.Name, len(got[0].Runs))
	}
}
