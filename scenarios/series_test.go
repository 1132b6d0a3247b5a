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
	t.Parallel()
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
	t.Parallel()
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

const followedBase = `scenario: followed
tenant: demo
project: P42
meeting_id: W1
meeting_date: 2026-10-01
action_id: A001
action: Write the Q3 budget report
assignee: 지훈
due_date: 2026-10-09
business_key: demo:P42:W1:A001:create-task
followed_by:
  - meeting_id: W2
    meeting_date: 2026-10-08
    action: ACTION
    due_date: 2026-10-16
    same: false
`

// followed_by with same: false: a different task of a later meeting must
// be filed on its own; a linker that swallowed it fails the invariant.
func TestScenarioFollowedByDistinct(t *testing.T) {
	t.Parallel()
	sc, err := scenarios.Parse("f.yaml", []byte(strings.Replace(followedBase, "ACTION", "Write the Q4 budget report", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if res := scenarios.RunFile(context.Background(), sc, scenarios.Options{}); !res.Match {
		t.Fatalf("a different task: %+v", res.Runs)
	}
	// The same words again are the same task: labelled different, the
	// invariant shows it was linked.
	same, err := scenarios.Parse("f.yaml", []byte(strings.Replace(followedBase, "ACTION", "Write the Q3 budget report", 1)))
	if err != nil {
		t.Fatal(err)
	}
	rr := scenarios.RunOne(context.Background(), same, "swallowed", nil, false, scenarios.Options{})
	flagged := false
	for _, c := range rr.Checks {
		flagged = flagged || c.Field == scenarios.InvDistinct && !c.Match
	}
	if !flagged {
		t.Fatalf("a linked action labelled different was not flagged: %+v", rr.Checks)
	}
	_, err = scenarios.Parse("f.yaml", []byte(strings.Replace(strings.Replace(followedBase, "ACTION", "x", 1), "    same: false\n", "", 1)))
	if err == nil || !strings.Contains(err.Error(), "followed_by[0]: same (true or false) is required") {
		t.Fatalf("followed_by without same: %v", err)
	}
}

// A file written back (a fuzz reproduction) parses to the same later
// meetings: restatements under restated_in, different tasks under
// followed_by with same: false.
func TestFollowedByRoundTrip(t *testing.T) {
	t.Parallel()
	src := strings.Replace(followedBase, "ACTION", "Write the Q4 budget report", 1) + `  - meeting_id: W3
    action: Write the Q3 budget report — in progress
    same: true
restated_in:
  - meeting_id: W4
`
	sc, err := scenarios.Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	sc.RestatedIn = append(sc.RestatedIn, scenarios.Restatement{MeetingID: "W5"}) // as the fuzzer adds one
	b, err := scenarios.Marshal(sc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := scenarios.Parse("f.yaml", b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	got := map[string]bool{}
	for _, r := range back.RestatedIn {
		got[r.MeetingID] = *r.Same
	}
	if len(got) != 4 || got["W2"] || !got["W3"] || !got["W4"] || !got["W5"] {
		t.Fatalf("later meetings after a round trip: %v\n%s", got, b)
	}
}
