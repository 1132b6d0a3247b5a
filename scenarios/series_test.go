package scenarios_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/axagent/axagent/scenarios"
)

const restatedBase = `scenario: restated
tenant: demo
project: P42
meeting_id: M0914
meeting_date: 2026-09-14
action_id: A007
action: 공급사 납기 회신 확인
assignee: 민서
due_date: 2026-09-21
business_key: demo:P42:M0914:A007:create-task
restated_in:
  - meeting_id: M0921
    meeting_date: 2026-09-21
    action: ACTION
    due_date: 2026-09-28
expected:
  task_count_for_key: 1
  update_count_for_key: 1
`

// A sequence of meetings in the scenario format: the restated action stays
// one task with one update; a later "restatement" that is really another
// task shows the new invariant can fail.
func TestScenarioRestatedIn(t *testing.T) {
	sc, err := scenarios.Parse("r.yaml", []byte(strings.Replace(restatedBase, "ACTION", "공급사 납기 회신 확인 — 진행 중", 1)))
	if err != nil {
		t.Fatal(err)
	}
	res := scenarios.RunFile(context.Background(), sc, scenarios.Options{})
	if !res.Match {
		t.Fatalf("restated sequence: %+v", res.Runs)
	}
	other, err := scenarios.Parse("r.yaml", []byte(strings.Replace(restatedBase, "ACTION", "협력사 회의록 배포", 1)))
	if err != nil {
		t.Fatal(err)
	}
	rr := scenarios.RunOne(context.Background(), other, "another task", nil, false, scenarios.Options{})
	for _, c := range rr.Checks {
		if c.Field == scenarios.InvRestated && c.Match {
			t.Fatalf("a second task for the action's series was not flagged: %+v", rr.Checks)
		}
	}
}

func TestScenarioRestatedInInvalid(t *testing.T) {
	for _, c := range []struct{ old, new, want string }{
		{"  - meeting_id: M0921", "  - meeting_id: M0914", "not the scenario's own"},
		{"    due_date: 2026-09-28", "    due_date: 2026-09-31", `due_date "2026-09-31" is not a date`},
		{"  - meeting_id: M0921", "  - meeting_id: M 0921", "restated_in[0].meeting_id"},
		{"    due_date: 2026-09-28", "    due: 2026-09-28", "unknown field"},
	} {
		_, err := scenarios.Parse("bad.yaml", []byte(strings.Replace(restatedBase, c.old, c.new, 1)))
		var ie *scenarios.InvalidError
		if !errors.As(err, &ie) || !strings.Contains(ie.Msg, c.want) || ie.Line < 12 {
			t.Errorf("%s → %q: err %v, want line ≥ 12 mentioning %q", c.old, c.new, err, c.want)
		}
	}
}
