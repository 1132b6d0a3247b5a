package rules

import "testing"

// Issue 28: due expressions written without "by" — "tomorrow", "next
// month", "in a week or two" — and not a meeting named
// by its date ("next month's call"). Notes written for these tests.
func TestBareDueSpans(t *testing.T) {
	for _, tc := range []struct{ in, title, due string }{
		{"Ana to send the survey tomorrow", "Ana to send the survey", "tomorrow"},
		{"Ana to publish the roadmap next month", "Ana to publish the roadmap", "next month"},
		{"Ana to finish the slides in a week or two", "Ana to finish the slides", "in a week or two"},
		{"Ana to present at next month's call", "Ana to present at next month's call", ""},
		{"Release planning call tomorrow (Ana)", "Release planning call tomorrow (Ana)", ""},
		{"Ana to book the workshop next month", "Ana to book the workshop next month", ""},
		// A time zone after a date is upper case: a word that only looks
		// like one when case is ignored ("post", "React") opens the title.
		{"by Friday post the update", "post the update", "by Friday"},
		{"금요일까지 React 강의 듣기", "React 강의 듣기", "금요일까지"},
		{"이번 주 안에 React 기초 강의 듣고 오기", "React 기초 강의 듣고 오기", "이번 주 안에"},
		{"Ana to ship it by Friday 5pm PST", "Ana to ship it", "by Friday 5pm PST"},
		// The end of a working day or week by its short name, within this
		// week, and before a term event.
		{"Send the deck EOW", "Send the deck", "EOW"},
		{"Send the deck by COB Friday", "Send the deck", "by COB Friday"},
		{"이번 주 내 서버 로그 확인", "서버 로그 확인", "이번 주 내"},
		{"개강 전까지 서버 로그 확인", "서버 로그 확인", "개강 전까지"},
		{"Ship the cobalt theme", "Ship the cobalt theme", ""},
		// A week in brackets, with or without the tilde that reads "until".
		{"DB 스키마 정리 (이번 주 내)", "DB 스키마 정리", "이번 주 내"},
		{"DB 스키마 정리 (~이번 주 내)", "DB 스키마 정리", "~이번 주 내"},
		{"DB 스키마 정리 (~이번주)", "DB 스키마 정리", "~이번주"},
		{"DB 스키마 정리 (~다음 주 월요일)", "DB 스키마 정리", "~다음 주 월요일"},
		{"DB 스키마 정리 ~이번 주 내", "DB 스키마 정리", "~이번 주 내"},
		{"DB 스키마 정리 (~내일)", "DB 스키마 정리", "~내일"},
		{"크롤링 대상 사이트 조사 (다음주 월)", "크롤링 대상 사이트 조사", "다음주 월"},
		{"크롤링 대상 사이트 조사 (이번 주 금)", "크롤링 대상 사이트 조사", "이번 주 금"},
		// A sprint, a quarter, the holidays, a full date closing the item;
		// a date the work is about is none.
		{"Ana to update the roadmap this sprint", "Ana to update the roadmap", "this sprint"},
		{"Ana to update the roadmap this quarter", "Ana to update the roadmap", "this quarter"},
		{"Ana to update the roadmap over the holidays", "Ana to update the roadmap", "over the holidays"},
		{"Ana to update the roadmap end of Q4", "Ana to update the roadmap", "end of Q4"},
		{"Ana to update the roadmap 2026-12-15", "Ana to update the roadmap", "2026-12-15"},
		{"Cancel the meetings scheduled for 2026-12-21 and 2026-12-28", "Cancel the meetings scheduled for 2026-12-21 and 2026-12-28", ""},
		{"로그인 API 구현 2주 안에", "로그인 API 구현", "2주 안에"},
		{"로그인 API 구현 12/4 (금)", "로그인 API 구현", "12/4 (금)"},
		{"로그인 API 구현 D-3", "로그인 API 구현", "D-3"},
		// The week's qualifier before a span's "주 …까지".
		{"다음 주 스프린트까지 크롤링 모듈 완성", "크롤링 모듈 완성", "다음 주 스프린트까지"},
		{"크롤링 모듈 완성 (이번 주 발표 전까지)", "크롤링 모듈 완성", "이번 주 발표 전까지"},
	} {
		title, due := cutDue(tc.in)
		if title != tc.title || due != tc.due {
			t.Errorf("cutDue(%q) = %q, %q; want %q, %q", tc.in, title, due, tc.title, tc.due)
		}
	}
}

// TestNegatedWorkIsNoAction: a line that rules work out ("should not",
// "won't") commits no one, whatever deadline it mentions; the same line
// without the negation is a possible action.
func TestNegatedWorkIsNoAction(t *testing.T) {
	notes := `# Planning

## Discussion
- Roadmap
  - We should not cut the release before Friday, we will get more reports anyway
  - We will cut the release before Friday
`
	got := parseNotes(t, notes)
	for _, c := range got {
		if c.Line == 5 {
			t.Errorf("line 5 extracted: %+v", c)
		}
	}
	ps := possibleLines(t, notes, nil)
	if _, ok := ps[5]; ok {
		t.Errorf("line 5: a negated line reported as possible")
	}
	found := false
	for _, c := range got {
		found = found || c.Line == 6
	}
	if _, ok := ps[6]; !ok && !found {
		t.Errorf("line 6: neither extracted nor possible")
	}
}

// Numbers joined by slashes ("1/2/3/4번 페이지") are a list, no month and
// day; a month and day alone still are (notes invented for the test).
func TestSlashListIsNoDate(t *testing.T) {
	for _, tc := range []struct{ in, due string }{
		{"화면 녹화 완료(1/2/3/4번 페이지 영상 녹화 완료)", ""},
		{"slides 1/2/3 reviewed", ""},
		{"보고서 제출 3/14", " 3/14"},
	} {
		if got := dueExtra(tc.in); got != tc.due {
			t.Errorf("dueExtra(%q) = %q, want %q", tc.in, got, tc.due)
		}
	}
}
