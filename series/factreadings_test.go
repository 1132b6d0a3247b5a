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

// How teams report progress on open work, each reading a status fact on
// the task the line names by the evidence rule: an item of a
// previous-actions list (checkbox state), a progress line under the
// person's heading or with the person leading, status words in English
// and Korean, a table row of a review list.
func TestFactReadingsOfProgressReports(t *testing.T) {
	ctx := context.Background()
	const dana, minho = "demo:P42:M1:A001:create-task", "demo:P42:M1:A002:create-task"
	for _, c := range []struct {
		name, notes string
		key         string
		line        int
		status      series.Status
	}{
		{"checked item of a previous-actions list", "## Review of previous action items\n- [x] Dana: write the Q3 budget report\n", dana, 2, series.StatusDone},
		{"open item of a previous-actions list", "## Review of previous action items\n- [ ] Minho: review PR 1234\n", minho, 2, series.StatusNone},
		{"carry-over item, status after a dash", "## Carried over\n- Dana - write the Q3 budget report - WIP\n", dana, 2, series.StatusInProgress},
		{"person heading, WIP", "## Updates\n### Dana\n- Q3 budget report: WIP\n", dana, 3, series.StatusInProgress},
		{"person heading, still working on", "## Updates\n### Dana\n- still working on the Q3 budget report\n", dana, 3, series.StatusInProgress},
		{"person leading, still working on", "## Updates\n- Dana is still working on the Q3 budget report\n", dana, 2, series.StatusInProgress},
		{"person leading, blocked", "## Updates\n- Dana: Q3 budget report blocked on finance data\n", dana, 2, series.StatusBlocked},
		{"words reordered, done", "## Updates\n- Minho: PR 1234 review done\n", minho, 2, series.StatusDone},
		{"checked item with a reference remark", "## Review of previous action items\n- [x] Dana: write the Q3 budget report - ref [PR](https://example.com/pull/7)\n", dana, 2, series.StatusDone},
		{"table row of a review list", "## Previous actions\n\n| Owner | Action | Status |\n|---|---|---|\n| Dana | Q3 budget report | in progress |\n", dana, 5, series.StatusInProgress},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, s, roster := factSeries(t)
			for run := range 2 {
				out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(c.notes), Roster: roster})
				if err != nil {
					t.Fatal(err)
				}
				if len(out.Facts) != 1 || out.Facts[0].Key != c.key || out.Facts[0].Line != c.line || out.Facts[0].Status != c.status {
					t.Fatalf("run %d: facts %+v, want one on line %d about %s, status %q", run, out.Facts, c.line, c.key, c.status)
				}
				if len(out.Same) != 0 || len(out.Possible) != 0 {
					t.Errorf("run %d: a fact made links: same %+v, possible %+v", run, out.Same, out.Possible)
				}
			}
			// Read twice, recorded once.
			if got, err := s.StatusFactList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M2"}}); err != nil || len(got) != 1 {
				t.Errorf("recorded %+v (%v), want one fact", got, err)
			}
		})
	}
}

// The same readings one distinguishing token away — another quarter,
// another PR — are about other work: no fact, not even a possible one.
func TestFactReadingsNearMissesRecordNothing(t *testing.T) {
	ctx := context.Background()
	for _, notes := range []string{
		"## Review of previous action items\n- [x] Dana: write the Q4 budget report\n",
		"## Review of previous action items\n- [ ] Minho: review PR 1250\n",
		"## Updates\n### Dana\n- Q4 budget report: WIP\n",
		"## Updates\n- Minho is still working on PR 1250\n",
		"## Review of previous action items\n- [x] Dana: write the Q4 budget report - ref [PR](https://example.com/pull/7)\n",
		"## Previous actions\n\n| Owner | Action | Status |\n|---|---|---|\n| Dana | Q4 budget report | done |\n",
	} {
		l, _, roster := factSeries(t)
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != 0 {
			t.Errorf("%q: facts %+v", notes, out.Facts)
		}
	}
}

// koFactSeries is a series whose first meeting filed 민서's first draft of
// the logistics contract.
func koFactSeries(t *testing.T) (*series.Linker, *extract.Roster) {
	t.Helper()
	return koFactSeriesOf(t, []extract.Person{{Name: "민서"}, {Name: "지훈"}}, "민서")
}

// koFactSeriesOf is koFactSeries with its roster, the draft filed for the
// roster person assignee (the notes write "민서").
func koFactSeriesOf(t *testing.T, people []extract.Person, assignee string) (*series.Linker, *extract.Roster) {
	t.Helper()
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
	l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
	roster, err := extract.NewRoster(people)
	if err != nil {
		t.Fatal(err)
	}
	a := extract.Action{ActionID: "A001", Title: "물류 계약서 1차 초안 작성", Assignee: "민서", AssigneeID: assignee, Owners: []string{"민서"}, Status: extract.StatusReady,
		BusinessKey: "demo:P42:M1:A001:create-task", SourceLine: 2, Evidence: "- 민서: 물류 계약서 1차 초안 작성"}
	m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"}, Actions: []extract.Action{a}}
	if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte("## 액션 아이템\n- 민서: 물류 계약서 1차 초안 작성\n"), Roster: roster}); err != nil {
		t.Fatal(err)
	}
	filePlan(t, s, m1, now)
	return l, roster
}

// Korean progress reports: the person's heading or name leading, 진행 중 /
// 완료 / 보류 in the line, an item of the last meeting's action review; a
// line about the second draft is other work.
func TestKoreanFactReadings(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		notes  string
		want   int
		status series.Status
	}{
		{"## 진행 상황\n### 민서\n- 물류 계약서 1차 초안 작성 진행 중\n", 1, series.StatusInProgress},
		{"## 지난 회의 액션 점검\n- [x] 민서: 물류 계약서 1차 초안 작성\n", 1, series.StatusDone},
		{"## 진행 상황\n- 민서: 물류 계약서 1차 초안 작성 완료\n", 1, series.StatusDone},
		{"## 진행 상황\n- 민서: 물류 계약서 1차 초안 보류, 법무 검토 대기\n", 1, series.StatusBlocked},
		{"## 진행 상황\n### 민서\n- 물류 계약서 2차 초안 작성 진행 중\n", 0, ""},
		{"## 지난 회의 액션 점검\n- [x] 민서: 물류 계약서 2차 초안 작성\n", 0, ""},
	} {
		l, roster := koFactSeries(t)
		for run := range 2 {
			out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(c.notes), Roster: roster})
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Facts) != c.want || c.want == 1 && out.Facts[0].Status != c.status {
				t.Errorf("run %d, %q: facts %+v, want %d with status %q", run, c.notes, out.Facts, c.want, c.status)
			}
		}
	}
}

// A line of the task's own person that names it only in part — a
// paraphrase sharing its rarer words — is shown as possibly about the
// task: recorded once, worded for a person to confirm or dismiss, and no
// status or mention of the task until then. The same words about another
// quarter, or from another person, show nothing.
func TestPossibleFactIsShownNotCounted(t *testing.T) {
	ctx := context.Background()
	l, s, roster := factSeries(t)
	notes := "## Updates\n- Dana: finance team reviewing the Q3 budget report\n"
	for run := range 2 {
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Facts) != 1 || !out.Facts[0].Possible || out.Facts[0].Key != "demo:P42:M1:A001:create-task" || !strings.Contains(out.Facts[0].Evidence, "possibly about") {
			t.Fatalf("run %d: facts %+v", run, out.Facts)
		}
		carried := false
		for _, c := range out.Carried {
			carried = carried || c.Key == "demo:P42:M1:A001:create-task"
		}
		if !carried {
			t.Errorf("run %d: a possible fact counted as a mention: carried %+v", run, out.Carried)
		}
	}
	got, err := s.StatusFactList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M2"}})
	if err != nil || len(got) != 1 || !got[0].Possible() {
		t.Fatalf("recorded %+v (%v), want one possible fact once", got, err)
	}
	if counts, err := s.StatusFactCounts(ctx); err != nil || len(counts) != 0 {
		t.Errorf("a possible fact is counted: %+v %v", counts, err)
	}
	shown, err := series.Show(ctx, s, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, ot := range shown {
		if ot.Key == "demo:P42:M1:A001:create-task" && (len(ot.Reported) != 1 || !ot.Reported[0].Possible || len(ot.Mentions) != 0) {
			t.Errorf("series show: reported %+v, mentioned in %v", ot.Reported, ot.Mentions)
		}
	}
	if _, _, err := series.DismissFact(ctx, s, ledger.MustParseKey("demo:P42:M1:A001:create-task"), "M2", 2, "kim", "about the finance review", time.Time{}); err != nil {
		t.Fatalf("dismiss: %v", err)
	}
	if out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte(notes), Roster: roster}); err != nil || len(out.Facts) != 1 || !out.Facts[0].Dismissed {
		t.Fatalf("rerun after a dismissal: %+v %v", out.Facts, err)
	}
	for _, line := range []string{"- Dana: finance team reviewing the Q4 budget report", "- Minho: finance team reviewing the Q3 budget report"} {
		l, _, roster := factSeries(t)
		out, err := l.Link(ctx, series.Input{Plan: m2(), Notes: []byte("## Updates\n" + line + "\n"), Roster: roster})
		if err != nil || len(out.Facts) != 0 {
			t.Errorf("%q: facts %+v %v", line, out.Facts, err)
		}
	}
}
