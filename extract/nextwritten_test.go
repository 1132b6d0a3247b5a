package extract

import (
	"testing"

	"github.com/axagent/axagent/extract/dates"
)

// The notes say when the next meeting is; a line that names no date, a
// date before the meeting, or a "next meeting" that is an agenda topic
// gives none.
func TestWrittenNextMeeting(t *testing.T) {
	meeting := dates.Date{Year: 2023, Month: 3, Day: 21}
	for notes, want := range map[string]string{
		"# 회의\n\n## 참고\n- 다음 회의: 3/28(월) 19시, 디스코드\n":             "2023-03-28",
		"# 회의\n\n다음 모임은 3/25 토요일 오후 2시\n":                         "2023-03-25",
		"# Sync\n\n**Next meeting:** Apr 4, same time\n":          "2023-04-04",
		"# 회의\n\n1. 차기 회의 일정 : 2023.04.02\n":                      "2023-04-02",
		"# 회의\n\n- 다음 회의: 미정\n":                                   "",
		"# 회의\n\n- 다음 회의: 3/14\n":                                 "",
		"# Sync\n\n- Next meeting agenda: review the 3/30 plan\n": "",
	} {
		got, ok := WrittenNextMeeting([]byte(notes), meeting)
		s := ""
		if ok {
			s = got.String()
		}
		if s != want {
			t.Errorf("%q: next meeting %q, want %q", notes, s, want)
		}
	}
	if _, ok := WrittenNextMeeting([]byte("다음 회의: 3/28\n"), dates.Date{}); ok {
		t.Error("a next meeting read without the meeting's date")
	}
}
