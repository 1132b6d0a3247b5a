package worker_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/plan"
	"github.com/axagent/axagent/worker"
)

// poisonSeeds are the bodies issue 19 found: each parses, none may be
// ingested, and none may panic or grow without bound.
func poisonSeeds() [][]byte {
	var out [][]byte
	for _, ev := range poisonShapes() {
		b, _ := json.Marshal(ev)
		out = append(out, b)
	}
	long := worker.Event{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-09-14"}
	var lines []string
	for i := range 4000 {
		lines = append(lines, fmt.Sprintf("민서 님이 월요일까지 항목 %d을 확인합니다.", i))
	}
	long.Notes = strings.Join(lines, "\n")
	b, _ := json.Marshal(long)
	out = append(out, b, body(seed), []byte(`{}`), []byte(`null`), []byte(`{"tenant":1}`), []byte(`{"notes":"\u0000"}`), []byte(`[`))
	return out
}

// FuzzDecodeEvent: the webhook parser never panics, and whatever it
// accepts builds valid business keys (the longest an action may get).
func FuzzDecodeEvent(f *testing.F) {
	for _, s := range poisonSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		ev, err := worker.DecodeEvent(b)
		if err != nil {
			return
		}
		for _, op := range []string{ledger.OpCreateTask, ledger.OpUpdateTask + "-9999"} {
			k := ledger.BusinessKey{Tenant: ev.Tenant, Project: ev.Project, Meeting: ev.Meeting, Action: "A99999", Operation: op}
			if _, err := ledger.ParseKey(k.String()); err != nil {
				t.Fatalf("accepted event %+v builds an invalid key: %v", ev, err)
			}
		}
		if err := worker.ValidateNotes(ev.Notes); err != nil {
			t.Fatalf("accepted notes fail validation: %v", err)
		}
	})
}

// FuzzNotes: the notes parser (rules extraction) and intake never panic
// on any notes the webhook accepts, and a plan never holds more actions
// than the notes have lines.
func FuzzNotes(f *testing.F) {
	for _, s := range poisonSeeds() {
		var ev worker.Event
		if json.Unmarshal(s, &ev) == nil && ev.Notes != "" {
			f.Add(ev.Notes)
		}
	}
	f.Add("민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.\n지훈: 금요일까지 견적서 검토\n- [ ] 다음 주 화요일 회의록 공유 @민서")
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n    aliases: [Minseo]\n    ids: {sandbox: minseo}\n"))
	if err != nil {
		f.Fatal(err)
	}
	store, err := sqlite.Open(context.Background(), filepath.Join(f.TempDir(), "l.db"), sqlite.Options{Synchronous: "NORMAL"})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { store.Close() })
	loc, _ := dates.LoadLocation("")
	d, _ := dates.ParseISO("2026-09-14")
	n := 0
	f.Fuzz(func(t *testing.T, notes string) {
		if worker.ValidateNotes(notes) != nil {
			return
		}
		n++
		scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: fmt.Sprintf("F%d", n)}
		pl, err := extract.Run(context.Background(), rules.New(), store, extract.Input{Name: "fuzz", Notes: []byte(notes), Location: loc, MeetingDate: d,
			Scope: scope, Roster: roster})
		if err != nil {
			return
		}
		if lines := strings.Count(notes, "\n") + 1; len(pl.Actions) > lines {
			t.Fatalf("%d actions from %d lines", len(pl.Actions), lines)
		}
		if len(pl.Actions) > plan.MaxActionsPerMeeting {
			return
		}
		if _, err := plan.Submit(context.Background(), store, pl, "fuzz", scope.Meeting, d.Time(loc)); err != nil {
			t.Fatalf("submit of a valid plan: %v", err)
		}
	})
}
