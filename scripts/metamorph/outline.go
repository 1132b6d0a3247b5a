package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// outlineGlyphs mark the levels of a report outline, as Korean report
// templates (and word processors' outline bullets) write them: □ a part,
// ○ under it, then -, then ·.
var outlineGlyphs = []string{"□", "○", "-", "·"}

// reOutlineItem: a Markdown list item — indentation, marker, text.
var reOutlineItem = regexp.MustCompile(`^(\s*)[-*+]\s+(.*)$`)

// outline rewrites the notes as a glyph outline with no heading markup:
// the title ("# X") stays a plain line; "## X" becomes "□ X", "### X"
// " ○ X" (one space deeper a level), and so on; every line under a
// heading is indented one space a level, a list item taking the glyph of
// its depth below the heading's ("- x" under "## X" becomes " ○ x", its
// sub-item "   - y"). No line moves, so every label stays valid; tables
// and fences keep their lines, indented as the part's text is.
func outline(lines []string, _ []action) int {
	n, depth, fence := 0, 0, false
	glyph := func(level int) string { return outlineGlyphs[min(level, len(outlineGlyphs)-1)] }
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
			if depth > 0 {
				lines[i], n = strings.Repeat(" ", depth)+l, n+1
			}
			continue
		}
		if fence {
			if depth > 0 && l != "" {
				lines[i], n = strings.Repeat(" ", depth)+l, n+1
			}
			continue
		}
		if m := reATX.FindStringSubmatch(l); m != nil && m[1] != "" {
			level := len(l) - len(strings.TrimLeft(l, "#"))
			if level == 1 {
				depth, lines[i] = 0, m[1]
			} else {
				depth = level - 1
				lines[i] = strings.Repeat(" ", depth-1) + glyph(depth-1) + " " + m[1]
			}
			n++
			continue
		}
		if depth == 0 || t == "" {
			continue
		}
		if m := reOutlineItem.FindStringSubmatch(l); m != nil {
			level := indentWidth(m[1]) / 2
			lines[i] = strings.Repeat(" ", depth+2*level) + glyph(depth+level) + " " + m[2]
		} else {
			lines[i] = strings.Repeat(" ", depth) + l
		}
		n++
	}
	return n
}

// koLetters number the parts under a numbered part in Korean minutes.
var koLetters = []rune("가나다라마바사아자차카타파하")

// numberedHeadings writes every heading below the title as a numbered
// line with no markup, as a word processor's numbered parts read when
// exported as text: "## X" becomes "1. X", "### X" under it "가. X" when
// X has Hangul, else "1.1. X"; deeper levels "1.1.1. X". No line moves.
var numberedHeadings = headingsAs(func(level int, counts []int, text string) string {
	var num string
	switch {
	case level == 2:
		num = fmt.Sprintf("%d.", counts[2])
	case level == 3 && strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Hangul, r) }) >= 0:
		num = string(koLetters[(counts[3]-1)%len(koLetters)]) + "."
	default:
		parts := make([]string, 0, level-1)
		for k := 2; k <= level; k++ {
			parts = append(parts, strconv.Itoa(max(counts[k], 1)))
		}
		num = strings.Join(parts, ".") + "."
	}
	return num + " " + text
})
