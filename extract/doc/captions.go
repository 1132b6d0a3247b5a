package doc

import (
	"strings"
	"unicode/utf8"
)

// outlineTitle: list item i (body its text) is a title — short, no
// sentence, no "Name: text" — and the next written line, blank lines
// between allowed, is indented under the item's marker and is a table
// row or text, not an item: the item titles the part under it, as report
// outlines write their parts ("○ D-9 · 4/21 (월)" over "  | 담당 | 작업 |",
// "○ Action Items" over "  ALL: update the site"). Read as an item, a
// table or label under it was no child of it, and the date or the
// action title it gives them was lost. (An item over deeper items is a
// parent item, as it always was.) Only an outline's glyphs title a part:
// a dash, star or number leads an item whose detail lines a writer
// indents as they like ("1. 서버 구조 정리" over "  다음 주까지 완료").
func outlineTitle(lines []string, i int, bullet, body string) bool {
	if r, _ := utf8.DecodeRuneInString(bullet); r < 0x80 || strings.ContainsAny(bullet, ".)") {
		return false
	}
	t := strings.TrimSpace(stripInlineMarks(body))
	if t == "" || utf8.RuneCountInString(t) > 60 || len(strings.Fields(t)) > 8 || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "다") {
		return false
	}
	if k := strings.IndexAny(t, ":："); k >= 0 && strings.TrimSpace(t[k:]) != ":" && strings.TrimSpace(t[k:]) != "：" {
		return false
	}
	if strings.HasPrefix(t, "[") {
		return false // a checklist item, "[x] …"
	}
	indent := indentOf(lines[i])
	// text: the column of the item's text; a line under it there or
	// deeper wraps the item ("- Pending actions\n  (summary …)").
	text := indent
	if k := strings.Index(lines[i], body); k >= 0 {
		text = utf8.RuneCountInString(lines[i][:k])
	}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		next := strings.TrimSpace(lines[j])
		if next == "" {
			continue
		}
		at := indentOf(lines[j])
		if at <= indent {
			return false
		}
		if strings.HasPrefix(next, "|") {
			return true
		}
		return at < text && listMarker(lines, j, next) == nil && !reBoxGlyph.MatchString(next) && !strings.HasPrefix(next, "#")
	}
	return false
}

// captionLevel is the level of an outline title's section: one deeper
// than the pseudo heading or outline title it is under (an earlier title
// at its indent or deeper was closed by the dedent), else a pseudo
// heading's.
func captionLevel(d *Document, sec *Section) int {
	if sec != nil && (sec.caption || sec.Level >= 7) {
		return sec.Level + 1
	}
	return pseudoLevel(d, sec)
}

// labelLevel is the level of a label line's pseudo heading: under an
// outline title it is written in ("○ Action Items" over "  Mira:"), one
// deeper, so the title's part goes on around it.
func labelLevel(d *Document, sec *Section, indent int) int {
	if sec != nil && sec.caption && indent > sec.indent {
		return sec.Level + 1
	}
	return pseudoLevel(d, sec)
}

// stripInlineMarks drops emphasis marks, so "**D-9 · 오늘**" reads as its
// words.
func stripInlineMarks(s string) string { return inlineMarks.Replace(s) }

var inlineMarks = strings.NewReplacer("**", "", "__", "", "`", "")
