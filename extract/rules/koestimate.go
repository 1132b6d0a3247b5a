package rules

import (
	"regexp"
	"strings"
)

// reTrailEstimate: a bare count in parentheses closing a line of who does
// what ("진입화면 - 황종인 (2)", "로그인 구현 - 서연 (3pt)") is the work's size
// (story points, hours), not a remark that hides the owner before it. A
// count with a day unit is left alone: "(1일)" may be a date.
var reTrailEstimate = regexp.MustCompile(`\s*(?:[-–]\s*)?[(（]\s*\d{1,3}(?:\.\d)?\s*(?:pt|pts|sp|pts?\.|점|h|시간)?\s*[)）]\s*[.]?$`)

// reKoTightDash: a dash closing a Hangul word with a space after it and
// before a Hangul name ("습도 조회- 황종인"): the owner's separator, as
// " - " is.
var reKoTightDash = regexp.MustCompile(`(\p{Hangul})-\s+(\p{Hangul}{2,4}\s*$)`)

// stripEstimate drops the sizes closing t (at most two: "(2)(3h)", a
// dash before one: "회원가입 - 서연 - (4)"), and spaces a dash written
// tight against the work before a closing name.
func stripEstimate(t string) string {
	for i := 0; i < 2; i++ {
		loc := reTrailEstimate.FindStringIndex(t)
		if loc == nil || loc[0] == 0 {
			break
		}
		t = strings.TrimSpace(t[:loc[0]])
	}
	return koTightDash(t)
}

// koTightDash: "습도 조회- 황종인" read as "습도 조회 - 황종인".
func koTightDash(t string) string {
	return reKoTightDash.ReplaceAllString(t, "$1 - $2")
}
