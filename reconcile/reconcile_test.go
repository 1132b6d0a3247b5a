package reconcile

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
)

// Every decision that hands a key to a person says how to settle it with
// the command as it must be typed — --reason included (issue 13).
func TestHumanDecisionsNameTheWholeCommand(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	key := ledger.MustParseKey("demo:P42:M0914:A007:create-task")
	e := ledger.Execution{Key: key, Intent: ledger.Intent{Project: "P42", Action: "A007", Title: "t", AssigneeID: "minseo", DueDate: "2026-09-21"}}
	for name, caps := range map[string]sandbox.Capabilities{
		"no lookup, no dedup":   {},
		"lookup, nothing found": {LookupByKey: true},
	} {
		svc, err := sandbox.New(sandbox.Options{Capabilities: &caps, Clock: clk})
		if err != nil {
			t.Fatal(err)
		}
		r := &Reconciler{Tasks: sandbox.NewTaskConnector(svc), Store: s, Clock: clk, Config: Config{MaxNotFound: 1}}
		want := connectors.Task{Key: key.String(), Project: "P42", SourceAction: "A007", Title: "t", AssigneeID: "minseo", DueDate: "2026-09-21"}
		d := r.Reconcile(ctx, e, want)
		if d.Verdict != Human || !strings.Contains(d.Reason, "axagent ledger resolve "+key.String()) || !strings.Contains(d.Reason, "--reason") {
			t.Errorf("%s: %s %q; want a person, told the whole resolve command", name, d.Verdict, d.Reason)
		}
	}
}
