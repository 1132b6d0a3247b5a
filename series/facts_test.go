package series_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// factSeries is a series whose first meeting filed Dana's Q3 budget
// report and Minho's review of PR 1234 (enqueued, as register does).
func factSeries(t *testing.T) (*series.Linker, ledger.Store, *extract.Roster) {
	t.Helper()
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
	l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
	roster, err := extract.NewRoster([]extract.Person{{Name: "Dana"}, {Name: "Minho"}})
	if err != nil {
		t.Fatal(err)
	}
	act := func(id, who, title string, line int) extract.Action {
		return extract.Action{ActionID: id, Title: title, Assignee: who, AssigneeID: who, Owners: []string{who}, Status: extract.StatusReady,
			BusinessKey: "demo:P42:M1:" + id + ":create-task", SourceLine: line, Evidence: "- " + who + ": " + title}
	}
	m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"},
		Actions: []extract.Action{act("A001", "Dana", "write the Q3 budget report", 2), act("A002", "Minho", "review PR 1234", 3)}}
	notes := "## Action items\n- Dana: write the Q3 budget report\n- Minho: review PR 1234\n"
	if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte(notes), Roster: roster}); err != nil {
		t.Fatal(err)
	}
	filePlan(t, s, m1, now)
	return l, s, roster
}

// m2 is a later meeting with no action extracted: its lines are what the
// linker reads for status facts.
func m2() extract.Plan {
	return extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M2", Date: "2026-10-08"}}
}

// A progress line that is no action ("Dana: Q3 budget report still in
// progress" under a status heading) reports on Dana's open task by the
// evidence rule: a status fact, never a task, recorded once however
// often the meeting is read.
func TestProgressLineRecordsAStatusFact(t *testing.T) {
	ctx := context.Background()
	l, s, roster := factSeries(t)
	notes := "## Updates\n- Dana: Q3 budget report still in progress\n- Minho: review PR 1234 — done\n"
	for run := range 2 {
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != 2 || len(out.Same) != 0 || len(out.Plan.Actions) != 0 {
			t.Fatalf("run %d: facts %+v, same %+v, actions %+v", run, out.Facts, out.Same, out.Plan.Actions)
		}
		f := out.Facts[0]
		if f.Key != "demo:P42:M1:A001:create-task" || f.Line != 2 || f.Status != series.StatusInProgress {
			t.Errorf("run %d: Dana's line: %+v", run, f)
		}
		if g := out.Facts[1]; g.Key != "demo:P42:M1:A002:create-task" || g.Line != 3 || g.Status != series.StatusDone {
			t.Errorf("run %d: Minho's line: %+v", run, g)
		}
		for _, c := range out.Carried {
			t.Errorf("run %d: a reported task is listed as not mentioned: %s", run, c.Key)
		}
	}
	got, err := s.StatusFactList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M2"}})
	if err != nil || len(got) != 2 {
		t.Fatalf("recorded %d facts (%v), want 2 once", len(got), err)
	}
	// Nothing of the task changed: no update was asked for, no link made.
	if links, _ := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M2"}}); len(links) != 0 {
		t.Errorf("a status fact made links: %+v", links)
	}
	shown, err := series.Show(ctx, s, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, ot := range shown {
		if len(ot.Reported) != 1 || strings.Join(ot.Mentions, ",") != "M2" {
			t.Errorf("series show %s: reported %+v, mentioned in %v", ot.Key, ot.Reported, ot.Mentions)
		}
	}
	// Dismissed by a person: no longer a mention, and a rerun keeps it so.
	if _, already, err := series.DismissFact(ctx, s, ledger.MustParseKey("demo:P42:M1:A001:create-task"), "M2", 2, "kim", "another report", time.Time{}); err != nil || already {
		t.Fatalf("dismiss: %v %v", already, err)
	}
	out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
	if err != nil || len(out.Facts) != 2 || !out.Facts[0].Dismissed {
		t.Fatalf("rerun after a dismissal: %+v %v", out.Facts, err)
	}
	shown, _ = series.Show(ctx, s, "demo", "P42", "")
	if ot := shown[0]; len(ot.Mentions) != 0 || !ot.Reported[0].Dismissed || ot.Reported[0].By != "kim" {
		t.Errorf("after a dismissal: mentioned in %v, reported %+v", ot.Mentions, ot.Reported)
	}
	if _, _, err := series.DismissFact(ctx, s, ledger.MustParseKey("demo:P42:M1:A001:create-task"), "M2", 9, "kim", "none", time.Time{}); err == nil {
		t.Error("dismissed a fact never recorded")
	}
}

// A line one distinguishing token away from a task — another quarter,
// another PR, another person, another object — is about other work: no
// fact. Nor is a line naming a person the roster knows elsewhere than
// in the owner's place.
func TestNearMissLineRecordsNoFact(t *testing.T) {
	ctx := context.Background()
	for _, line := range []string{
		"- Dana: Q4 budget report still in progress",
		"- Minho: review PR 1250 — done",
		"- Minho: Q3 budget report in progress",
		"- Dana: Q3 budget slides in progress",
		"- Q3 budget report with Minho in progress",
		"- Dana: Minho says the Q3 budget report is in progress",
	} {
		l, _, roster := factSeries(t)
		notes := "## Updates\n" + line + "\n"
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != 0 {
			t.Errorf("%q: facts %+v", line, out.Facts)
		}
	}
}

// A line that names no one is about the one open task with that very
// deliverable; an action of the plan is the linker's, never read again as
// a fact.
func TestFactOfNoOneAndActionLinesLeftAlone(t *testing.T) {
	ctx := context.Background()
	l, _, roster := factSeries(t)
	notes := "## Updates\n- Q3 budget report: in progress\n- Minho: review PR 1234 — done\n"
	pl := m2()
	pl.Actions = []extract.Action{{ActionID: "A001", Title: "review PR 1234", Assignee: "Minho", AssigneeID: "Minho", Owners: []string{"Minho"}, Status: extract.StatusReady,
		BusinessKey: "demo:P42:M2:A001:create-task", SourceLine: 3, Evidence: "- Minho: review PR 1234 — done"}}
	out, err := l.Link(ctx, series.Input{Plan: pl, Notes: []byte(notes), Roster: roster})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Facts) != 1 || out.Facts[0].Key != "demo:P42:M1:A001:create-task" || out.Facts[0].Line != 2 {
		t.Errorf("facts %+v", out.Facts)
	}
	if len(out.Same) != 1 || out.Same[0].Line != 3 {
		t.Errorf("the action line is the linker's: same %+v", out.Same)
	}
}

// An action label before the name ("ACTION: Dana to …") is no name of
// its own: the line is Dana's, about her task.
func TestFactAfterAnActionLabel(t *testing.T) {
	ctx := context.Background()
	l, _, roster := factSeries(t)
	notes := "## Review of last week's actions\n\nACTION: Dana to write the Q3 budget report - in progress\n"
	out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Facts) != 1 || out.Facts[0].Key != "demo:P42:M1:A001:create-task" || out.Facts[0].Line != 3 || out.Facts[0].Status != series.StatusInProgress {
		t.Errorf("facts %+v", out.Facts)
	}
}

// Korean progress lines: "민서: 물류 계약서 1차 초안 작성 중" under a
// progress heading reports on 민서's task; "2차 초안" is other work.
func TestKoreanProgressLineFacts(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		line string
		want int
	}{{"- 민서: 물류 계약서 1차 초안 작성 중", 1}, {"- 민서: 물류 계약서 2차 초안 작성 중", 0}, {"- 지훈: 물류 계약서 1차 초안 작성 중", 0}} {
		s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
		l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
		roster, err := extract.NewRoster([]extract.Person{{Name: "민서"}, {Name: "지훈"}})
		if err != nil {
			t.Fatal(err)
		}
		a := extract.Action{ActionID: "A001", Title: "물류 계약서 1차 초안 작성", Assignee: "민서", AssigneeID: "민서", Owners: []string{"민서"}, Status: extract.StatusReady,
			BusinessKey: "demo:P42:M1:A001:create-task", SourceLine: 2, Evidence: "- 민서: 물류 계약서 1차 초안 작성"}
		m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"}, Actions: []extract.Action{a}}
		if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte("## 액션 아이템\n- 민서: 물류 계약서 1차 초안 작성\n"), Roster: roster}); err != nil {
			t.Fatal(err)
		}
		in, _ := a.Intent("P42")
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledger.MustParseKey(a.BusinessKey), Intent: in, Reason: "enqueued", Actor: "axagent", Now: now}); err != nil {
			t.Fatal(err)
		}
		notes := "## 진행 상황\n" + c.line + "\n"
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != c.want || c.want == 1 && out.Facts[0].Status != series.StatusInProgress {
			t.Errorf("%q: facts %+v, want %d", c.line, out.Facts, c.want)
		}
	}
}

// A roster of full names (김민서) and notes that write the given name
// (민서) in the report's owner slot: the line is 김민서's report — it was
// ignored, and the task listed as not mentioned. Elsewhere in a line a
// given name alone names no one (Roster.Lookup).
func TestProgressLineByGivenName(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		line   string
		want   int
		status series.Status
	}{
		{"- 민서: 물류 계약서 1차 초안 작성 80% 진행, 법무 검토 대기", 1, series.StatusBlocked},
		{"- 민서 - 물류 계약서 1차 초안 작성 완료", 1, series.StatusDone},
		{"- 지훈: 물류 계약서 1차 초안 작성 중", 0, ""},
		{"- 민서: 물류 계약서 2차 초안 작성 중", 0, ""},
	} {
		l, roster := koFactSeriesOf(t, []extract.Person{{Name: "김민서"}, {Name: "박지훈"}}, "김민서")
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte("## 진행 상황\n" + c.line + "\n"), Roster: roster})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != c.want || c.want == 1 && out.Facts[0].Status != c.status {
			t.Errorf("%q: facts %+v, want %d %s", c.line, out.Facts, c.want, c.status)
		}
	}
}

// A state in parentheses or brackets opening an item of a list of
// earlier work ("(in progress) @Dana: …", "[blocked] Minho: …") is how
// the item stands: whose work it is follows it, so the line reports on
// that person's task (it was read as naming no one, and the task was
// listed as not mentioned). A state before another quarter is still
// other work.
func TestStateOpeningACarriedItem(t *testing.T) {
	ctx := context.Background()
	l, _, roster := factSeries(t)
	notes := "## Review of previous action items\n- [ ] (in progress) @Dana: write the Q3 budget report.\n- [ ] [blocked] Minho: review PR 1234\n- [ ] (in progress) @Dana: write the Q4 budget report\n"
	out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Facts) != 2 {
		t.Fatalf("facts %+v", out.Facts)
	}
	if f := out.Facts[0]; f.Key != "demo:P42:M1:A001:create-task" || f.Line != 2 || f.Status != series.StatusInProgress {
		t.Errorf("Dana's line: %+v", f)
	}
	if g := out.Facts[1]; g.Key != "demo:P42:M1:A002:create-task" || g.Line != 3 || g.Status != series.StatusBlocked {
		t.Errorf("Minho's line: %+v", g)
	}
	for _, c := range out.Carried {
		t.Errorf("a reported task is listed as not mentioned: %s", c.Key)
	}
}
