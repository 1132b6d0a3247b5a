package scenarios_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/scenarios"
)

// Each tracker's scenario reaches that tracker's fake (not the sandbox)
// with exactly one issue for the key in every run, alone and combined,
// and every fault it names was played.
func TestTrackerScenariosReachEachTrackerOnce(t *testing.T) {
	t.Parallel()
	prefix := map[string]string{"jira": "PROJ-", "github": "acme/web#", "gitlab": "acme/ops#", "linear": ""}
	for name, want := range prefix {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sc := load(t, "tracker_"+name)
			if sc.Target.Name != name {
				t.Fatalf("target.name = %q", sc.Target.Name)
			}
			r := runFileOnce(t, sc)
			if !r.Match || len(r.Runs) < 2 {
				t.Fatalf("%s: match %v, %d runs", sc.Name, r.Match, len(r.Runs))
			}
			for _, run := range r.Runs {
				o := run.Observed
				if o.TaskCountForKey != 1 || len(o.TaskIDs) != 1 || o.TaskIDs[0] != o.ExternalID || !strings.HasPrefix(o.ExternalID, want) {
					t.Errorf("%s: %d issue(s) %v, ledger %q; want one %s issue, the one the ledger holds", run.Name, o.TaskCountForKey, o.TaskIDs, o.ExternalID, name)
				}
				if strings.HasPrefix(o.ExternalID, "TASK-") {
					t.Errorf("%s: the task went to the sandbox", run.Name)
				}
				if len(o.NotTriggered) > 0 {
					t.Errorf("%s: faults not played: %v", run.Name, o.NotTriggered)
				}
			}
		})
	}
}

const trackerFile = `scenario: x
tenant: demo
project: P42
meeting_id: M0914
action_id: A007
action: 공급사 납기 회신 확인
assignee: 민서
due_date: 2026-09-21
business_key: demo:P42:M0914:A007:create-task
target:
  name: jira
faults:
  - drop_create_response_after_commit
`

// target.name picks a tracker fake; what a fake cannot play is refused
// with its line.
func TestScenarioTargetNameRefusals(t *testing.T) {
	t.Parallel()
	if sc, err := scenarios.Parse("ok.yaml", []byte(trackerFile)); err != nil || sc.Target.Name != "jira" {
		t.Fatalf("valid tracker file: %v", err)
	}
	for _, c := range []struct{ name, old, new, want string }{
		{"unknown fake", "name: jira", "name: trello", `target.name "trello"`},
		{"sandbox-only ability", "name: jira", "name: jira\n  idempotent_create: true", "target.idempotent_create: the jira fake"},
		{"no lag on github", "name: jira", "name: github\n  search_lag: 30s", "github lookups have no search lag"},
		{"fault the fakes cannot play", "  - drop_create_response_after_commit", "  - fail_create_before_commit", "the jira fake does not play it"},
		{"search lag fault on gitlab", "name: jira\nfaults:\n  - drop_create_response_after_commit", "name: gitlab\nfaults:\n  - search_lag", "gitlab lookups have no search lag"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := scenarios.Parse("bad.yaml", []byte(strings.Replace(trackerFile, c.old, c.new, 1)))
			var ie *scenarios.InvalidError
			if !errors.As(err, &ie) || !strings.Contains(ie.Msg, c.want) || ie.Line < 2 {
				t.Fatalf("err = %v, want a line and …%s…", err, c.want)
			}
		})
	}
}

// A tracker scenario written by Marshal parses back to the same one.
func TestTrackerScenarioMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	sc := load(t, "tracker_jira")
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
	if back.Target != sc.Target || len(back.Faults) != len(sc.Faults) {
		t.Fatalf("round trip lost something: %+v vs %+v\n%s", back.Target, sc.Target, b)
	}
}
