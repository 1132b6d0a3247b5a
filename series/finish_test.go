package series

import "testing"

// A finish with a deadline is planned work, in progress: the deadline is
// when the task is now due. A line saying the work is done, whatever date
// it also names, states a finish.
func TestStatusOfPlannedFinish(t *testing.T) {
	for text, want := range map[string]Status{
		"Dana: get the release notes done by Friday":        StatusInProgress,
		"release notes to be completed by 10/16":            StatusInProgress,
		"release notes should be finished before next week": StatusInProgress,
		"release notes will be done by EOD":                 StatusInProgress,
		"릴리스 노트 금요일까지 완료":                                   StatusInProgress,
		"릴리스 노트 10/16까지 마무리 예정":                             StatusInProgress,
		"release notes done (due 10/16)":                    StatusDone,
		"release notes - completed, due 10/16":              StatusDone,
		"release notes completed by Dana":                   StatusDone,
		"릴리스 노트 작성 완료 (기한 10/16)":                           StatusDone,
		"어제까지 완료했음":                                         StatusDone,
	} {
		if got := StatusOf(text); got != want {
			t.Errorf("StatusOf(%q) = %q, want %q", text, got, want)
		}
	}
}
