package dates

import (
	"fmt"
	"strings"
	"testing"
)

// Issue 28: a deadline noun (마감, 마감일, 기한, 제출 기한, 데드라인,
// deadline, due, ETA) before or after a date that dates resolves is that
// date; without a date, or as part of other words, it is no date at all.
func TestDeadlineNoun(t *testing.T) {
	meeting := Date{2026, 10, 7} // a Wednesday
	for expr, want := range map[string]string{
		"금요일 마감":             "2026-10-09",
		"10/16 마감":           "2026-10-16",
		"10/16 제출 마감":        "2026-10-16",
		"마감: 10/16":          "2026-10-16",
		"마감일 10월 16일":        "2026-10-16", // not 일 = Sunday
		"마감일: 10/16":         "2026-10-16",
		"기한: 금요일":            "2026-10-09",
		"제출 기한 10/16":        "2026-10-16",
		"데드라인 금요일":           "2026-10-09",
		"(~10/16)":           "2026-10-16",
		"10/16 까지 제출":        "2026-10-16",
		"10/16까지 마감":         "2026-10-16",
		"deadline: Friday":   "2026-10-09",
		"deadline Oct 16":    "2026-10-16",
		"deadline of Oct 16": "2026-10-16",
		"Oct 16 deadline":    "2026-10-16",
		"ETA next week":      "2026-10-16",
		"due EOD Friday":     "2026-10-09",
	} {
		if got := Resolve(expr, meeting); got.Date.String() != want {
			t.Errorf("Resolve(%q) = %q (%s), want %s", expr, got.Date, got.Reason, want)
		}
	}
	// Guards: never a date, and never a guess.
	for _, expr := range []string{"마감 회의", "마감했습니다", "금요일 마감했습니다", "deadline was missed", "마감", "deadline", "기한", "due diligence", "next Friday deadline"} {
		if got := Resolve(expr, meeting); got.Resolved() {
			t.Errorf("Resolve(%q) = %s, want unresolved", expr, got.Date)
		}
	}
	if r := Resolve("next Friday deadline", meeting); !strings.Contains(r.Reason, "ambiguous") {
		t.Errorf("Resolve(next Friday deadline) reason = %q, want the ambiguity named", r.Reason)
	}
}

func TestIsDateExpr(t *testing.T) {
	for expr, want := range map[string]bool{
		"deadline Friday": true, "마감 10/16": true, "deadline next Friday": true, "due the next meeting": true,
		"deadline was missed": false, "due diligence": false, "마감 회의": false, "마감": false, "ETA unclear": false,
	} {
		if got := IsDateExpr(expr); got != want {
			t.Errorf("IsDateExpr(%q) = %v, want %v", expr, got, want)
		}
	}
}

// TestDateWordsAloneQuoted: a due written as only the words around a date
// ("마감", "by:", "~") is held with what was written quoted, so the hold
// says which due; only an empty expression has no quote.
func TestDateWordsAloneQuoted(t *testing.T) {
	for _, expr := range []string{"마감", "by:", "~", "기한"} {
		r := Resolve(expr, Date{2026, 3, 2})
		if r.Resolved() || !strings.HasPrefix(r.Reason, fmt.Sprintf("due %q", expr)) {
			t.Errorf("Resolve(%q) reason = %q, want it to quote %q", expr, r.Reason, expr)
		}
	}
	if r := Resolve("  ", Date{2026, 3, 2}); r.Reason != "empty due date" {
		t.Errorf("Resolve(blank) reason = %q, want empty due date", r.Reason)
	}
}
