package app

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// Register on two meetings: the second's line that is no action but
// reports on an open task of the first ("Dana said the Q3 budget report
// is still in progress") is a status fact — counted in the summary, shown
// in series show, never a task, never a change of the task — and read
// once however often the meeting is registered; an item the extraction
// read (a carried-over one) stays the linker's link, not also a fact. A
// line one distinguishing token away (Q4) is not one. A dismissal takes a
// fact out of the count and no rerun brings it back.
func TestRegisterRecordsStatusFacts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	w1 := "# W1\n\n## Action items\n- [ ] @Dana Write the Q3 budget report (due 2026-10-20)\n- [ ] @민서 물류 계약서 1차 초안 작성 (기한: 2026-10-20)\n"
	registerNotes(t, a, "W1", "2026-10-01", w1)
	w2 := "# W2\n\n## Notes\n\nDana said the Q3 budget report is still in progress.\n\nThe Q4 budget report was not discussed.\n\n## 이월:\n- 물류 계약서 1차 초안\n"
	for run := range 2 {
		r := registerNotes(t, a, "W2", "2026-10-08", w2)
		s := r.Summary()
		if s.Created != 0 || s.Linked != 1 || s.Reported != 1 {
			t.Fatalf("run %d: %+v reported %+v plan %+v\n%s", run, s, r.Reported, r.Plan.Actions, r.Message)
		}
		if r.Reported[0].Key != "demo:P42:W1:A001:create-task" || r.Reported[0].Line != 5 || r.Reported[0].Status != "in-progress" {
			t.Errorf("run %d: Dana's line: %+v", run, r.Reported[0])
		}
		if len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A002:create-task" || r.Restated[0].Line != 10 {
			t.Errorf("run %d: the carried-over item: %+v", run, r.Restated)
		}
		if !strings.Contains(r.Message, "1 lines that are no action report on open tasks") || strings.Contains(r.Message, "No action items found") {
			t.Errorf("run %d: message:\n%s", run, r.Message)
		}
		if len(r.CarriedOver) != 0 {
			t.Errorf("run %d: reported tasks listed as not mentioned: %+v", run, r.CarriedOver)
		}
	}
	tasks, err := a.Series(ctx, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, ot := range tasks {
		want := 0
		if ot.Key == "demo:P42:W1:A001:create-task" {
			want = 1
		}
		if len(ot.Reported) != want || strings.Join(ot.Mentions, ",") != "W2" || ot.DueDate != "2026-10-20" {
			t.Errorf("series show %s: reported %+v mentioned %v due %s", ot.Key, ot.Reported, ot.Mentions, ot.DueDate)
		}
	}
	d, err := a.DismissFact(ctx, ledger.MustParseKey("demo:P42:W1:A001:create-task"), "W2", 5, "kim", "about the board's budget")
	if err != nil || d.Already || d.By != "kim" {
		t.Fatalf("dismiss: %+v %v", d, err)
	}
	if d, err := a.DismissFact(ctx, ledger.MustParseKey("demo:P42:W1:A001:create-task"), "W2", 5, "lee", "again"); err != nil || !d.Already || d.By != "kim" {
		t.Fatalf("dismissed twice: %+v %v", d, err)
	}
	if _, err := a.DismissFact(ctx, ledger.MustParseKey("demo:P42:W1:A001:create-task"), "W2", 6, "kim", "none there"); err == nil {
		t.Error("dismissed a fact never recorded")
	}
	if r := registerNotes(t, a, "W2", "2026-10-08", w2); r.Summary().Reported != 0 || len(r.Reported) != 1 {
		t.Errorf("after a dismissal: %+v", r.Reported)
	}
}

// A status fact saying the task is done offers the close, as a done
// restatement does; the task itself is not touched (still open, its due
// date kept).
func TestDoneStatusFactOffersTheClose(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @Dana Write the Q3 budget report (due 2026-10-20)\n")
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Notes\n\nDana said the Q3 budget report is done.\n")
	if len(r.Reported) != 1 || r.Reported[0].Status != "done" || !strings.Contains(r.Message, "axagent compensate demo:P42:W1:A001:create-task") {
		t.Fatalf("reported %+v\n%s", r.Reported, r.Message)
	}
	tasks, err := a.Series(context.Background(), "demo", "P42", "")
	if err != nil || len(tasks) != 1 || tasks[0].DueDate != "2026-10-20" || tasks[0].Reported[0].Status != "done" {
		t.Fatalf("series show: %+v %v", tasks, err)
	}
}

// A line of Dana's that names her task only in part is shown as possibly
// about it — counted apart, worded with the one step that dismisses it —
// and no status or mention of the task: the summary's facts stay 0, series
// show lists the task as mentioned by no later meeting.
func TestRegisterShowsPossibleFactsApart(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @Dana Write the Q3 budget report (due 2026-10-20)\n")
	w2 := "# W2\n\n## Updates\n\n- Dana: finance team reviewing the Q3 budget report\n"
	for run := range 2 {
		r := registerNotes(t, a, "W2", "2026-10-08", w2)
		s := r.Summary()
		if s.Reported != 0 || s.PossiblyReported != 1 || s.Created != 0 || s.Linked != 0 {
			t.Fatalf("run %d: %+v reported %+v\n%s", run, s, r.Reported, r.Message)
		}
		if !strings.Contains(r.Message, "1 lines that are no action may be about open tasks") || !strings.Contains(r.Message, "line 5 is possibly about demo:P42:W1:A001:create-task") ||
			!strings.Contains(r.Message, "axagent series dismiss demo:P42:W1:A001:create-task --meeting W2 --line 5") {
			t.Errorf("run %d: message:\n%s", run, r.Message)
		}
	}
	tasks, err := a.Series(ctx, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(tasks) != 1 || len(tasks[0].Reported) != 1 || !tasks[0].Reported[0].Possible || len(tasks[0].Mentions) != 0 {
		t.Errorf("series show: %+v", tasks)
	}
}
