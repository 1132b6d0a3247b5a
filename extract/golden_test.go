package extract_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
)

var update = flag.Bool("update", false, "rewrite golden files")

var scope = ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}

func loadRoster(t *testing.T) *extract.Roster {
	t.Helper()
	r, err := extract.LoadRoster("testdata/roster.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func input(t *testing.T, name string, notes []byte) extract.Input {
	t.Helper()
	loc, err := dates.LoadLocation("")
	if err != nil {
		t.Fatal(err)
	}
	d, _ := extract.MeetingDate(notes, "")
	return extract.Input{Name: name, Notes: notes, Scope: scope, MeetingDate: d, Location: loc, Roster: loadRoster(t)}
}

func runFile(t *testing.T, reg extract.Registry, path string) extract.Plan {
	t.Helper()
	notes, err := extract.ReadNotes(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := extract.Run(context.Background(), rules.New(), reg, input(t, path, notes))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGolden compares the plan of every testdata notes file with its
// expected JSON (go test ./extract -run TestGolden -update rewrites them;
// review the diff).
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.md")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	total := 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			p := runFile(t, newMemRegistry(), f)
			total += len(p.Actions)
			var buf bytes.Buffer
			if err := extract.WriteJSON(&buf, p); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(f, ".md") + ".golden.json"
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("plan of %s differs from %s:\n%s", f, golden, buf.String())
			}
		})
	}
	if total < 40 {
		t.Errorf("corpus has %d actions, want at least 40", total)
	}
}

// TestSeedSentence is the seed's example: meeting 2026-09-14, "월요일" is
// the Monday after → 2026-09-21.
func TestSeedSentence(t *testing.T) {
	notes := []byte("민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.\n")
	in := input(t, "seed", notes)
	in.MeetingDate = dates.Date{Year: 2026, Month: time.September, Day: 14}
	p, err := extract.Run(context.Background(), rules.New(), newMemRegistry(), in)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Actions) != 1 {
		t.Fatalf("got %d actions, want 1: %+v", len(p.Actions), p.Actions)
	}
	a := p.Actions[0]
	if a.AssigneeID != "민서" || a.Title != "공급사 납기 회신 확인" || a.DueDate != "2026-09-21" || !a.Ready() {
		t.Errorf("got %+v, want 민서 / 공급사 납기 회신 확인 / 2026-09-21 ready", a)
	}
	if a.BusinessKey != "demo:P42:M0914:A001:create-task" {
		t.Errorf("business key %s", a.BusinessKey)
	}
	in2, err := a.Intent("P42")
	if err != nil {
		t.Fatal(err)
	}
	if in2.AssigneeID != "민서" || in2.DueDate != "2026-09-21" || in2.Action != "A001" || a.Person.IDs["redmine"] != "5" {
		t.Errorf("intent %+v person %+v", in2, a.Person)
	}
}

// TestDueNextMeeting: a due date "for the next meeting" takes the series'
// next meeting's date when the caller knows it, and is held with the
// question when it does not.
func TestDueNextMeeting(t *testing.T) {
	c := extract.Candidate{Line: 1, Title: "보고서 초안 작성", Assignee: "민서", Due: "다음 회의 전까지"}
	in := input(t, "next", []byte("x\n"))
	in.MeetingDate = dates.Date{Year: 2026, Month: time.September, Day: 14}
	a := extract.Resolve(in, c)
	if a.Ready() || a.DueDate != "" || !strings.Contains(a.Reason, "next meeting") {
		t.Errorf("without the next meeting: %+v, want held naming the next meeting", a)
	}
	in.NextMeeting = dates.Date{Year: 2026, Month: time.September, Day: 21}
	if a := extract.Resolve(in, c); !a.Ready() || a.DueDate != "2026-09-21" {
		t.Errorf("with the next meeting: %+v, want ready due 2026-09-21", a)
	}
}
