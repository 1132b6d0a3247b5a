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

// A line that only says when the next meeting is; one that gives work
// for it, or names no day, is not.
func TestNextMeetingLine(t *testing.T) {
	for line, want := range map[string]bool{
		"다음 스터디는 5월 9일 토요일 오후 2시":                                                               true,
		"- 다음 회의: 4/21(화) 19시 온라인":                                                              true,
		"**Next meeting:** Thursday, 10am":                                                      true,
		"Next meeting: Oct 15":                                                                  true,
		"다음 회의: 민수 발표 준비":                                                                       false,
		"다음 회의까지 API 문서 정리":                                                                     false,
		"Next meeting: we will review the roadmap and assign owners for each of the milestones": false,
	} {
		if got := NextMeetingLine(line); got != want {
			t.Errorf("NextMeetingLine(%q) = %v, want %v", line, got, want)
		}
	}
}
