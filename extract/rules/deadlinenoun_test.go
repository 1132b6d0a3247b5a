package rules

import (
	"testing"

	"github.com/axagent/axagent/extract/dates"
)

// Issue 28: a deadline noun before or after a date is the due, cut from
// the title whole; a deadline noun without a date, a meeting named 마감 and
// a done 마감 are not. Notes written for these tests.
func TestDeadlineNounDue(t *testing.T) {
	meeting := dates.Date{Year: 2026, Month: 10, Day: 7} // a Wednesday
	for _, tc := range []struct{ in, title, due, date string }{
		{"보고서 작성 금요일 마감", "보고서 작성", "금요일 마감", "2026-10-09"},
		{"보고서 작성 10/16 마감", "보고서 작성", "10/16 마감", "2026-10-16"},
		{"보고서 작성 10/16 제출 마감.", "보고서 작성 .", "10/16 제출 마감", "2026-10-16"},
		{"보고서 작성 마감: 10/16", "보고서 작성", "마감: 10/16", "2026-10-16"},
		{"보고서 작성, 마감일 10월 16일", "보고서 작성,", "마감일 10월 16일", "2026-10-16"},
		{"보고서 제출 기한 10/16까지", "보고서", "제출 기한 10/16까지", "2026-10-16"},
		{"보고서 데드라인 금요일", "보고서", "데드라인 금요일", "2026-10-09"},
		{"보고서 작성 기한: 금요일", "보고서 작성", "기한: 금요일", "2026-10-09"},
		{"보고서 작성 (~10/16)", "보고서 작성", "~10/16", "2026-10-16"},
		{"보고서 10/16 까지 제출", "보고서  제출", "10/16 까지", "2026-10-16"},
		{"Write report, deadline: Friday", "Write report", "deadline: Friday", "2026-10-09"},
		{"Write report deadline Oct 16", "Write report", "deadline Oct 16", "2026-10-16"},
		{"Write report ETA next week", "Write report", "ETA next week", "2026-10-16"},
		{"Write report due EOD Friday", "Write report", "due EOD Friday", "2026-10-09"},
		// A date dates cannot settle stays the due, unresolved.
		{"Submissions due coming Friday", "Submissions", "due coming Friday", ""},
		// Guards.
		{"마감 회의 준비", "마감 회의 준비", "", ""},
		{"팀 금요일 마감 회의 준비", "팀 금요일 마감 회의 준비", "", ""},
		{"보고서 마감했습니다", "보고서 마감했습니다", "", ""},
		{"보고서 마감 관리", "보고서 마감 관리", "", ""},
		{"The deadline was missed", "The deadline was missed", "", ""},
		{"CNCF TOC Due diligence", "CNCF TOC Due diligence", "", ""},
		// Days counted from a deadline not written here.
		{"마감 3일 전 공지", "마감 3일 전 공지", "", ""},
	} {
		title, due := cutDue(tc.in)
		if title != tc.title || due != tc.due {
			t.Errorf("cutDue(%q) = %q, %q; want %q, %q", tc.in, title, due, tc.title, tc.due)
			continue
		}
		if due == "" {
			continue
		}
		if got := dates.Resolve(due, meeting).Date.String(); got != tc.date {
			t.Errorf("Resolve(%q) = %q, want %q", due, got, tc.date)
		}
	}
}

// TestDeadlineNounInNotes: the due reaches the candidate and leaves its
// title, and the meeting named 마감 keeps its name.
func TestDeadlineNounInNotes(t *testing.T) {
	notes := `# 주간 회의

## 할 일
- 민서: 발표 자료 작성 10/16 마감
- 지훈: 마감 회의 준비
`
	byLine := map[int][2]string{}
	for _, c := range parseNotes(t, notes) {
		byLine[c.Line] = [2]string{c.Title, c.Due}
	}
	if got := byLine[4]; got != [2]string{"발표 자료 작성", "10/16 마감"} {
		t.Errorf("line 4 = %q, want title 발표 자료 작성, due 10/16 마감", got)
	}
	if got := byLine[5]; got[1] != "" || got[0] != "마감 회의 준비" {
		t.Errorf("line 5 = %q, want title 마감 회의 준비 and no due", got)
	}
}
