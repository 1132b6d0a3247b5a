package doc

import (
	"strings"
	"unicode/utf8"
)

// tableCaption: list item i (body its text) is short, no sentence, and
// the next written line, at most one blank line below, is a table row
// indented under the item's marker — a caption over its table, as report
// outlines write a day's or a team's table ("○ D-9 · 4/21 (월)" over
// "  | 담당 | 작업 |"). Read as an item, the table was no child of it and
// the date the caption gives its rows was lost.
func tableCaption(lines []string, i int, body string) bool {
	t := strings.TrimSpace(stripInlineMarks(body))
	if t == "" || utf8.RuneCountInString(t) > 60 || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "다") {
		return false
	}
	indent := indentOf(lines[i])
	for j, blanks := i+1, 0; j < len(lines) && blanks <= 1; j++ {
		next := strings.TrimSpace(lines[j])
		if next == "" {
			blanks++
			continue
		}
		return strings.HasPrefix(next, "|") && indentOf(lines[j]) > indent
	}
	return false
}

// captionLevel is the level of a caption's section: a sibling of the
// caption before it, else one deeper than the pseudo heading it is
// under, else a pseudo heading's.
func captionLevel(d *Document, sec *Section) int {
	switch {
	case sec != nil && sec.caption:
		return sec.Level
	case sec != nil && sec.Level >= 7 && sec.Level < 9:
		return sec.Level + 1
	}
	return pseudoLevel(d, sec)
}

// stripInlineMarks drops emphasis marks, so "**D-9 · 오늘**" reads as its
// words.
func stripInlineMarks(s string) string {
	return strings.NewReplacer("**", "", "__", "", "`", "").Replace(s)
}
