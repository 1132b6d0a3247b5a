package app

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
)

// A webhook delivery was answered 202 and then nothing about it reached
// the worker's log: not how many actions its notes gave (none, for notes
// with no action item), nor that one waits for a person (an assignee not
// in the roster), while the folder watcher logs both. Each ingested event
// is logged with its actions, new keys and held keys; held keys are a
// warning naming the command that lists them.
func TestIngestedEventIsLogged(t *testing.T) {
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
	var logs lockedBuffer
	a, err := New(context.Background(), Config{DB: filepath.Join(t.TempDir(), "l.db"), Settings: cfg, Roster: roster, Lang: "en",
		Log: slog.New(slog.NewTextHandler(&logs, nil)), CommandFlags: " --db /srv/l.db"})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	ctx := context.Background()
	for _, c := range []struct {
		id, meeting, notes string
		want               []string
	}{
		{"dlv-1", "M1", "# Sync\n\nNothing to decide.\n", []string{`msg="event registered" source=webhook delivery=dlv-1 meeting=M1 date=2026-10-01 actions=0 new_keys=0 held=0`}},
		{"dlv-2", "M2", "## Action items\n- [ ] @Ana write the plan (due 2026-10-09)\n- [ ] @Bob book the room (due 2026-10-09)\n", []string{
			`msg="event registered" source=webhook delivery=dlv-2 meeting=M2 date=2026-10-01 actions=2 new_keys=2 held=1`,
			`level=WARN msg="event: actions wait for a person" source=webhook delivery=dlv-2 meeting=M2 held=1 list="axagent ledger list --state needs-human --meeting M2 --db /srv/l.db"`}},
	} {
		ev := Event{Tenant: "demo", Project: "P42", Meeting: c.meeting, Date: "2026-10-01", Notes: c.notes}
		if err := a.Ingest(ctx, ev, "webhook", c.id); err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(logs.String(), w) {
				t.Errorf("%s: no %q in the log:\n%s", c.id, w, logs.String())
			}
		}
	}
}
