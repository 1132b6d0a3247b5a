package app

import (
	"context"
	"log/slog"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

func TestSourceContext(t *testing.T) {
	t.Parallel()
	body := strings.Split(`---
date: 2026-09-14
---
# Weekly (M0914)
## Logistics
intro
- [ ] @a one
- [ ] @b two
- [ ] @c three
- [ ] @d four
## Other
`+"```"+`
# not a heading
`+"```"+`
- [ ] @e five`, "\n")
	for _, tc := range []struct {
		name     string
		line     int
		ev       string
		remapped bool
		heads    []string
		lines    []int
	}{
		// ±2 lines, not above the section's heading, not into the next.
		{"middle", 8, "- [ ] @b two", false, []string{"Weekly (M0914)", "Logistics"}, []int{6, 7, 8, 9, 10}},
		{"first", 7, "- [ ] @a one", false, []string{"Weekly (M0914)", "Logistics"}, []int{6, 7, 8, 9}},
		{"last", 10, "- [ ] @d four", false, []string{"Weekly (M0914)", "Logistics"}, []int{8, 9, 10}},
		// A fenced "# …" is no heading.
		{"fence", 15, "- [ ] @e five", false, []string{"Weekly (M0914)", "Other"}, []int{13, 14, 15}},
		// A line number that is not the body's (a transcript's file
		// line) is found by its evidence.
		{"remapped", 99, "- [ ] @c three", true, []string{"Weekly (M0914)", "Logistics"}, []int{7, 8, 9, 10}},
		{"wrong line", 4, "- [ ] @c three", false, []string{"Weekly (M0914)", "Logistics"}, []int{7, 8, 9, 10}},
	} {
		sc, ok := sourceContext(body, tc.line, tc.ev, tc.remapped)
		if !ok {
			t.Errorf("%s: no context", tc.name)
			continue
		}
		var ns []int
		src := 0
		for _, l := range sc.Lines {
			ns = append(ns, l.N)
			if l.Source {
				src++
				if strings.TrimSpace(l.Text) != tc.ev {
					t.Errorf("%s: source line %q, want %q", tc.name, l.Text, tc.ev)
				}
			}
		}
		if !reflect.DeepEqual(sc.Headings, tc.heads) || !reflect.DeepEqual(ns, tc.lines) || src != 1 {
			t.Errorf("%s: headings %q lines %v (%d marked), want %q %v", tc.name, sc.Headings, ns, src, tc.heads, tc.lines)
		}
	}
	if _, ok := sourceContext(body, 7, "not in the notes", false); ok {
		t.Error("evidence not in the notes: want no context")
	}
}

// An action's context is kept when its notes are registered and goes
// with its records: GC past retention removes both.
func TestSourceContextGoesWithItsRecords(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	a, err := New(ctx, Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	res, err := a.Register(ctx, meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"), RegisterOptions{Timeout: 10 * time.Second})
	if err != nil || len(res.Submission.Keys) != 1 {
		t.Fatalf("register: %+v %v", res, err)
	}
	k := ledger.MustParseKey(res.Submission.Keys[0])
	sc, ok, err := a.SourceContextOf(ctx, k)
	if !ok || err != nil || len(sc.Lines) == 0 {
		t.Fatalf("context after register: %+v %v %v", sc, ok, err)
	}
	if st, _ := a.Status(ctx, []string{k.String()}); st[0].Execution.State != ledger.Succeeded {
		t.Fatalf("not registered: %+v", st[0].Execution)
	}
	clk.Advance(50 * 24 * time.Hour)
	if _, err := a.GC(ctx, 0, false); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := a.SourceContextOf(ctx, k); ok || err != nil {
		t.Fatalf("context after GC removed its records: %v %v", ok, err)
	}
}
