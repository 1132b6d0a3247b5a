package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Korean team templates (daily scrums, sprint plans, retros) often title
// a section with a short label and, in parentheses, what kind of list it
// is: "### 🔜 Today (오늘 할 일)", "### To Do (해야 할 일)", "### 1. 주요
// 기능 구현 (이번 주 목표)". normHeading drops what parentheses hold, so
// such a heading read as the label alone ("today", "주요 기능 구현") and
// its to-do list was neither an action section nor due that day. The
// parenthesis is what the team means the section to be; when the label
// names no kind of section and the parenthesis is an action heading or
// a goal list of a coming time, it is the heading read.

// reHeadingGloss: a heading of a short label followed by a
// parenthesised gloss that closes it ("Today (오늘 할 일)").
var reHeadingGloss = regexp.MustCompile(`^([\p{L}\d][\p{L}\d' .&/-]{0,30}?)\s*[(（]([^()（）]+)[)）]\s*:?$`)

// headingGloss: the normalised gloss of title when title is "<label>
// (<Korean action heading or coming time's goals>)" and the label alone
// is no action heading; "" otherwise.
func headingGloss(title string) string {
	t := strings.TrimSpace(stripInline(stripEmphasis(title)))
	// Emoji and marks before the label ("🔜 Today (…)") are no part of it.
	t = strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration))
	t = reNumLead.ReplaceAllString(t, "")
	m := reHeadingGloss.FindStringSubmatch(t)
	if m == nil || !extract.HasHangul(m[2]) || len(strings.Fields(m[1])) > 3 {
		return ""
	}
	label := normHeading(m[1])
	if isActionHeading(label) || futureWorkHeading(label) {
		return ""
	}
	gloss := normHeading(m[2])
	if !isActionHeading(gloss) && reKoDayTodo.FindString(gloss) == "" && !koHorizonGoalLabel(gloss) {
		return ""
	}
	return gloss
}
