package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// TestWeekTwoAsANewUserWritesIt: the second of two weekly meetings, as a
// team writes it — a done report that takes new work, cancelled work
// (a "Cancelled:" label, a Korean "… 취소"), carry-over labels ("Carried
// forward from previous meeting:", "Carried over:", "이월:") over lines
// restating open tasks, and a status line outside the action items. Each
// earlier task is reported on (done, cancelled, in progress) and only the
// new work is filed — by its own title; nothing is held. A rerun changes
// nothing.
func TestWeekTwoAsANewUserWritesIt(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n" +
		"- Dana: Write the Q3 report by 2026-10-09\n" +
		"- Dana: Run the customer survey by 2026-10-16\n" +
		"- 지훈: Book the venue for the offsite by 2026-10-12\n" +
		"- 서연: 3분기 보고서 작성 (기한: 2026-10-09)\n" +
		"- 민서: 워크숍 장소 예약 (기한: 2026-10-12)\n" +
		"- 하은: Fix the login bug by 2026-10-09\n" +
		"- 도윤: 고객사 견적서 발송 (기한: 2026-10-09)\n"
	const w2 = "# Weekly sync\n\n## Status\n- Dana: still working on the survey\n\n## Action items\n" +
		"- Dana: finished the Q3 report, will now start the Q4 report by 2026-10-23\n" +
		"- 서연: 3분기 보고서 완료, 이제 4분기 보고서 작성 예정 (기한: 2026-10-23)\n" +
		"- Cancelled: book the venue for the offsite\n" +
		"- 워크숍 장소 예약 취소 (민서)\n\n" +
		"Carried forward from previous meeting:\n- 하은: Fix the login bug\n\n" +
		"이월:\n- 도윤: 고객사 견적서 발송 진행 중\n"
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-05", w1)
	r := registerNotes(t, a, "W2", "2026-10-12", w2)
	s := r.Summary()
	if s.Created != 2 || s.Held != 0 || len(r.Possible) != 0 {
		t.Fatalf("%+v possible %+v\n%s", s, r.Possible, r.Message)
	}
	var titles []string
	for _, act := range r.Plan.Actions {
		titles = append(titles, act.Title)
	}
	if len(titles) != 2 || titles[0] != "Start the Q4 report" || titles[1] != "4분기 보고서 작성" {
		t.Errorf("filed %q, want the new work alone", titles)
	}
	status := map[string]series.Status{}
	for _, l := range r.Restated {
		status[l.TaskTitle] = l.Status
	}
	for title, want := range map[string]series.Status{
		"Write the Q3 report": series.StatusDone, "3분기 보고서 작성": series.StatusDone,
		"Book the venue for the offsite": series.StatusCancelled, "워크숍 장소 예약": series.StatusCancelled,
		"Run the customer survey": series.StatusInProgress, "Fix the login bug": series.StatusNone,
		"고객사 견적서 발송": series.StatusInProgress,
	} {
		if got, ok := status[title]; !ok || got != want {
			t.Errorf("%q: reported %q (linked %v), want %q\n%s", title, got, ok, want, r.Message)
		}
	}
	again := registerNotes(t, a, "W2", "2026-10-12", w2)
	if s := again.Summary(); s.Created != 0 || s.Held != 0 || s.Refused != 0 || s.Linked != r.Summary().Linked {
		// Refused: the new work's title read as a change of the filed one.
		t.Errorf("rerun: %+v\n%s", s, again.Message)
	}
	for _, c := range again.CarriedOver {
		if c.Title == "Write the Q3 report" || c.Title == "3분기 보고서 작성" {
			t.Errorf("rerun: %q reported on, yet listed as not mentioned", c.Title)
		}
	}
	ts, err := a.Series(context.Background(), "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 9 {
		t.Errorf("series show: %d open tasks, want 9 (7 earlier, 2 new)", len(ts))
	}
}

// TestCarryOverLabelsRestate: lines under carry-over labels the notes
// write as a paragraph ("Carried forward from previous meeting:",
// "Carried over:", "이월:") name their open task by fewer words and are
// linked as carry-over lines — not held as commitments outside an action
// section, not filed again.
func TestCarryOverLabelsRestate(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n" +
		"- Dana: Run the customer survey by 2026-10-16\n" +
		"- 민서: 고객사 견적서 발송 (기한: 2026-10-09)\n" +
		"- 민서: 워크숍 장소 예약 (기한: 2026-10-12)\n"
	const w2 = "# Weekly sync\n\n" +
		"Carried over:\n- Dana: customer survey\n\n" +
		"이월:\n- 민서: 견적서 발송\n\n" +
		"## Action items\n- Dana: Write the Q4 report by 2026-10-30\n"
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-05", w1)
	r := registerNotes(t, a, "W2", "2026-10-12", w2)
	if s := r.Summary(); s.Created != 1 || s.Held != 0 || len(r.Restated) != 2 || len(r.Possible) != 0 {
		t.Fatalf("%+v restated %+v possible %+v\n%s", s, r.Restated, r.Possible, r.Message)
	}
	for _, l := range r.Restated {
		if l.Why.Line != series.CarryOver.String() {
			t.Errorf("%s linked as %q, want a carry-over line", l.Title, l.Why.Line)
		}
	}
}

// TestHeldTaskShowsItsPerson: a task held for a name the roster does not
// know, or for several owners, shows that person in series show (and to
// an LLM extractor as a prior) — not an empty assignee.
func TestHeldTaskShowsItsPerson(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-05", "# Weekly sync\n\n## Action items\n- Priya: Draft the budget by 2026-10-09\n- Dana: Write the Q3 report by 2026-10-09\n")
	ts, err := a.Series(context.Background(), "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	who := map[string]string{}
	for _, s := range ts {
		who[s.Title] = s.AssigneeID + "|" + s.Assignee
	}
	if who["Draft the budget"] != "|Priya" || who["Write the Q3 report"] != "Dana|" {
		t.Errorf("series show's people: %q", who)
	}
	ps, err := series.Priors(context.Background(), a.store, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Assignee == "" {
			t.Errorf("prior %q has no person", p.Title)
		}
	}
}

// TestDoneAndNewUnderAStatusHeading: the same done report that takes new
// work, written under a status heading where the extractor holds it as a
// possible action. The report still closes its task (a same link, done);
// the hold asks about the new work alone, titled by it; a rerun keeps the
// hold, changes nothing and says the same.
func TestDoneAndNewUnderAStatusHeading(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n- Dana: Write the Q3 report by 2026-10-09\n"
	const w2 = "# Weekly sync\n\n## Updates\n- Dana: finished the Q3 report, will now start the Q4 report\n"
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-05", w1)
	for run := 1; run <= 2; run++ {
		r := registerNotes(t, a, "W2", "2026-10-12", w2)
		s := r.Summary()
		if s.Created != 0 || s.Held != 1 || s.Refused != 0 {
			t.Fatalf("run %d: %+v\n%s", run, s, r.Message)
		}
		if len(r.Plan.Actions) != 1 || r.Plan.Actions[0].Title != "Start the Q4 report" {
			t.Errorf("run %d: held %+v, want the new work alone", run, r.Plan.Actions)
		}
		var done bool
		for _, l := range r.Restated {
			done = done || l.TaskTitle == "Write the Q3 report" && l.Status == series.StatusDone
		}
		if !done {
			t.Errorf("run %d: the Q3 task not reported done: %+v\n%s", run, r.Restated, r.Message)
		}
		for _, c := range r.CarriedOver {
			if c.Title == "Write the Q3 report" {
				t.Errorf("run %d: the reported task listed as not mentioned", run)
			}
		}
	}
}
