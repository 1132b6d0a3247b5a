package series

import "testing"

// A line reporting work done and taking new work in a later clause is
// read as both: the report (its owner's label off) and the new work's
// title alone, plan words and due date off. A finish only planned, or a
// plan naming nothing but when, is no such line.
func TestDoneAndNew(t *testing.T) {
	for line, want := range map[string][2]string{
		"- Dana: finished the Q3 report, will now start the Q4 report (due 10/23)":   {"finished the Q3 report", "Start the Q4 report"},
		"서연: 3분기 보고서 완료, 이제 4분기 보고서 작성 예정":                                           {"3분기 보고서 완료", "4분기 보고서 작성"},
		"- 서연: Q3 report draft — done; will start the Q4 report draft by 2026-12-04": {"Q3 report draft, done", "Start the Q4 report draft"},
		"민서: 창고 재고 실사 결과 정리 완료, 12월 11일까지 재고 보고서 작성":                                 {"창고 재고 실사 결과 정리 완료", "재고 보고서 작성"},
		"Omar: completed the login fix; next, going to write the release notes":      {"completed the login fix", "Write the release notes"},
	} {
		done, next, ok := DoneAndNew(line)
		if !ok || done != want[0] || next != want[1] {
			t.Errorf("%q: %v %q / %q, want %q / %q", line, ok, done, next, want[0], want[1])
		}
	}
	for _, line := range []string{
		"Dana: Q3 report will be done by Friday",
		"Dana: finished the Q3 report, will share it by Friday",
		"서연: 3분기 보고서 완료",
		"Dana: still working on the survey, will finish next week",
		"3분기 보고서 완료 예정",
	} {
		if done, next, ok := DoneAndNew(line); ok {
			t.Errorf("%q read as done %q and new work %q", line, done, next)
		}
	}
}
