package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

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
	a, logs := loggedApp(t, Config{Settings: cfg, Roster: roster, CommandFlags: " --db /srv/l.db"})
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

// Notes delivered again with a task's title changed: register refuses the
// new title (exit 3, "the registered task keeps …"), but a webhook's
// delivery (or a watched file) said nothing of it — the worker logged the
// event as registered. It warns, naming the key and both titles.
func TestIngestedTitleChangeIsLogged(t *testing.T) {
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
	a, logs := loggedApp(t, Config{Settings: cfg, Roster: roster})
	defer a.Close()
	ctx := context.Background()
	for i, title := range []string{"review the supplier contract", "review the logistics contract"} {
		ev := Event{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01", Notes: "## Action items\n- [ ] @Ana " + title + " (due 2026-10-09)\n"}
		if err := a.Ingest(ctx, ev, "webhook", fmt.Sprintf("dlv-%d", i)); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			wctx, cancel := context.WithTimeout(ctx, time.Minute)
			_, err := a.Work(wctx, []string{"demo:P42:M1:A001:create-task"})
			cancel()
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	want := `level=WARN msg="the notes changed a registered task's title; the task keeps its title (axagent never renames a task: change it in the tracker)" source=webhook delivery=dlv-1 key=demo:P42:M1:A001:create-task registered="review the supplier contract" in_notes="review the logistics contract"`
	if !strings.Contains(logs.String(), want) {
		t.Errorf("no %q in the log:\n%s", want, logs.String())
	}
}
