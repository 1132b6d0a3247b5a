package app

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// A compensation the permissions do not allow waits for a person, and the
// task stays open in the tracker; axagent update then refused with "the
// task TASK-1 was cancelled" (found by product QA: compensate without
// cancel-task in permissions, then update). It says the cancellation is
// not carried out yet and how to keep the task; a done one still says
// "was cancelled".
func TestUpdateWhileCancellationWaits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	cfg.Permissions = []config.Permission{{Connector: sandbox.Name, Tenants: []string{"demo"}, Projects: []string{"P42"}, Operations: []string{"create-task", "update-task"}}}
	r, err := extract.ParseRoster([]byte(teamRoster))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(ctx, Config{DB: filepath.Join(t.TempDir(), "l.db"), Settings: cfg, Roster: r, Lang: "en", Log: slog.New(slog.DiscardHandler),
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @민서 Order the name badges (due 2026-10-10)\n")
	task := ledger.MustParseKey("demo:P42:W1:A001:create-task")
	if st, err := a.Compensate(ctx, task, "", "the event moved online"); err != nil || st.Execution.State != ledger.NeedsHuman {
		t.Fatalf("compensate without cancel-task permitted: %+v %v, want needs-human", st, err)
	}
	_, _, _, err = a.UpdateDue(ctx, task, "2026-10-20", false)
	var re *RefusedError
	if !errors.As(err, &re) || strings.Contains(err.Error(), "was cancelled") || !strings.Contains(err.Error(), "not carried out yet") ||
		!strings.Contains(err.Error(), "--abandon") {
		t.Fatalf("update while the cancellation waits: %v", err)
	}
}
