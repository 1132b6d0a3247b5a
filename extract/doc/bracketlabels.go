package doc

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// reDateline: a full date with its year and nothing else ("April 16,
// 2026", "2026-04-16 (목)", "2026년 4월 16일"): the date of the meeting a
// label opens, not a part of an outline.
var reDateline = regexp.MustCompile(`(?i)^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|\d{4}[-./]\s*\d{1,2}[-./]\s*\d{1,2}\.?|\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일)(?:\s*\(\S{1,3}\))?$`)

// bracketRank is a bracket style that labels parts ('【' of "【백엔드】")
// and the level of its first label.
type bracketRank struct {
	open  rune
	level int
}

// bracketStyle is the opening bracket of a bracketed label line.
func bracketStyle(trim string) (rune, bool) {
	t := strings.TrimSpace(trim)
	if inner, ok := bracketInner(t); !ok || inner == "" {
		return 0, false
	}
	r, _ := utf8.DecodeRuneInString(t)
	return r, true
}

// Dateline: a part's title is only a meeting's full date, bare or in
// brackets ("[April 16, 2026]", "2026-04-16 (목)"): the date of the
// meeting whose record the part is, no deadline of the work in it.
func Dateline(title string) bool {
	t := strings.TrimSpace(title)
	if inner, ok := bracketLabel(t); ok {
		t = inner
	}
	return reDateline.MatchString(t)
}

// bracketLevel is the level of a part labelled in brackets open, whose
// level by position is level: a style keeps the level its first label
// took, as a report template's levels do — "【백엔드】" over "[진행사항]"
// puts "[" a level under "【", so "[계획]" after the items of "[진행사항]"
// is still a part of "【백엔드】", and "【프론트엔드】" ends it. ranks is the
// styles in order of first use.
func bracketLevel(ranks []bracketRank, open rune, level int) (int, []bracketRank) {
	for _, r := range ranks {
		if r.open == open {
			return r.level, ranks
		}
	}
	return level, append(ranks, bracketRank{open, level})
}

// nextBracketLabel: the next written line, within within lines after
// line i, is a bracketed label.
func nextBracketLabel(lines []string, i, within int) bool {
	for j := i + 1; j < len(lines) && j <= i+within; j++ {
		t := strings.TrimSpace(lines[j])
		if t == "" {
			continue
		}
		_, ok := bracketLabel(t)
		return ok
	}
	return false
}

// bracketedPart is the innermost open part, sec or one around it, that a
// bracketed label titles at a pseudo level; nil when none does.
func bracketedPart(sec *Section) *Section {
	for s := sec; s != nil; s = s.Parent {
		if _, ok := bracketStyle(s.Title); ok && s.label && s.Level >= 7 {
			return s
		}
	}
	return nil
}
