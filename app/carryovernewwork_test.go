package app

import (
	"slices"
	"testing"

	"github.com/axagent/axagent/series"
)

// TestCarryOverLineWithNewWork: a line under last week's actions that
// reports its task done and takes new work ("done; will start the Q4
// report draft by Friday", "완료, 12월 11일까지 재고 보고서 작성") reports
// on the earlier task (linked, status done) and files the new work as its
// own task, titled by the new work alone. A line that restates its task
// without saying it is done and takes new work is filed and shown as
// possibly the same — the new work is never swallowed by a link. A rerun
// files nothing twice and reports what the first read reported.
func TestCarryOverLineWithNewWork(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n- 서연: Q3 report draft by 2026-11-27\n- 민서: 창고 재고 실사 결과 정리 by 2026-11-26\n- 지훈: Write the Q3 budget memo by 2026-11-26\n"
	const w2 = "# Weekly sync\n\n## Previous action items\n" +
		"- 서연: Q3 report draft — done; will start the Q4 report draft by 2026-12-04\n" +
		"- 민서: 창고 재고 실사 결과 정리 완료, 12월 11일까지 재고 보고서 작성\n" +
		"- 지훈: Write the Q3 budget memo — in review; will then draft the Q4 budget memo by 2026-12-04\n"
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-11-20", w1)
	for run := range 2 {
		r := registerNotes(t, a, "W2", "2026-11-27", w2)
		s := r.Summary()
		want, linked := 3, 2
		if run == 1 {
			// The rerun files nothing and reports the same two tasks done.
			want = 0
		}
		if s.Created != want || s.Held != 0 || s.Refused != 0 || len(r.Restated) != linked {
			t.Fatalf("run %d: %+v restated %+v\n%s", run, s, r.Restated, r.Message)
		}
		if run == 1 {
			continue
		}
		var titles []string
		for _, act := range r.Plan.Actions {
			titles = append(titles, act.Title)
		}
		for _, want := range []string{"Start the Q4 report draft", "재고 보고서 작성"} {
			if !slices.Contains(titles, want) {
				t.Errorf("new work %q not filed by its own title: %q", want, titles)
			}
		}
		for _, l := range r.Restated {
			if l.Status != "done" || l.NewWork == "" {
				t.Errorf("a done report with new work: %+v", l)
			}
		}
		if len(r.Possible) != 1 || r.Possible[0].ActionID != "A003" || r.Possible[0].Why.Kind != series.EvNewWork {
			t.Fatalf("shown as possibly the same: %+v\n%s", r.Possible, r.Message)
		}
	}
}
