package app

import "testing"

// TestCarryOverLineWithNewWork: a line under last week's actions that
// reports its task and also takes new work ("done; will start the Q4
// report draft by Friday", "완료, 다음 주까지 재고 보고서 작성") is filed as
// its own task and shown as possibly the same — the new work is never
// swallowed by a link to the earlier task. A rerun files nothing twice.
func TestCarryOverLineWithNewWork(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n- 서연: Q3 report draft by 2026-11-27\n- 민서: 창고 재고 실사 결과 정리 by 2026-11-26\n"
	const w2 = "# Weekly sync\n\n## Previous action items\n" +
		"- 서연: Q3 report draft — done; will start the Q4 report draft by 2026-12-04\n" +
		"- 민서: 창고 재고 실사 결과 정리 완료, 12월 11일까지 재고 보고서 작성\n"
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-11-20", w1)
	for run := range 2 {
		r := registerNotes(t, a, "W2", "2026-11-27", w2)
		s := r.Summary()
		want := 2
		if run == 1 {
			want = 0
		}
		if s.Created != want || s.Held != 0 || len(r.Restated) != 0 {
			t.Fatalf("run %d: %+v restated %+v\n%s", run, s, r.Restated, r.Message)
		}
		if run == 0 && len(r.Possible) != 2 {
			t.Fatalf("shown as possibly the same: %+v", r.Possible)
		}
	}
}
