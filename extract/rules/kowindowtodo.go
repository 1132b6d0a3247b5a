package rules

// A to-do list for a span of time. Korean minutes head the work of a
// stretch of time with the stretch and "할 일" — "7. 7월 한달 동안 할 일",
// "## 방학 동안 할 일", "겨울 방학 중 할 일", "3월 중 할 일": the items are
// the work to be done within it, so the span is their due (as "이번 주 할
// 일" gives "이번 주"). "동안" and "중" name no deadline word, and such a
// span was read as the heading's date and dropped.

import (
	"regexp"
	"strings"
)

// reKoWindowTodo: a span of time ("7월 한달 동안", "여름 방학 동안", "3월 중",
// "이번 달 안에") heading a to-do list ("할 일", "해야 할 일", "해올 것",
// "목표").
var reKoWindowTodo = regexp.MustCompile(`^((?:[\p{Hangul}\d]+\s*){0,2}?(?:\d{1,2}\s*월(?:\s*한\s*달)?|한\s*달|(?:이번|다음)\s*달|방학|연휴|주말|학기|기간)\s*(?:동안|중에?|내에?|안에))\s*(?:에\s*)?(?:해야\s*할\s*일|할\s*일|할일|해올\s*것|목표)$`)

// koWindowTodo: heading title t is a to-do list for a span of time; the
// span as written.
func koWindowTodo(t string) string {
	m := reKoWindowTodo.FindStringSubmatch(normHeading(t))
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}
