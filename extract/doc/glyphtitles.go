package doc

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// glyphStyle is the glyph that leads a title line ('■' of "■ 백엔드",
// '📌' of "📌 Action items"): a symbol outside ASCII, then the title's
// words. Minutes typed without heading markup mark their parts so, one
// glyph a level, as Korean reports and chat or Notion notes do.
func glyphStyle(trim string) (rune, bool) {
	t := strings.TrimSpace(trim)
	r, n := utf8.DecodeRuneInString(t)
	if r < 0x80 || !startsWithSymbol(t) {
		return 0, false
	}
	rest := strings.TrimLeft(t[n:], "\ufe0f \t")
	w, _ := utf8.DecodeRuneInString(rest)
	if !unicode.IsLetter(w) && !unicode.IsNumber(w) {
		return 0, false
	}
	return r, true
}

// glyphWords is a title without the glyph that leads it ("◆ Action items"
// reads as "Action items").
func glyphWords(t string) string {
	if _, ok := glyphStyle(t); !ok {
		return t
	}
	_, n := utf8.DecodeRuneInString(t)
	return strings.TrimLeft(t[n:], "\ufe0f \t")
}

// glyphShort: t is a glyph-led line as short as a title (no sentence),
// a label's closing colon aside.
func glyphShort(t string) bool {
	if _, ok := glyphStyle(t); !ok {
		return false
	}
	w := strings.TrimRight(glyphWords(strings.TrimSpace(t)), ":： ")
	return utf8.RuneCountInString(w) <= 30 && len(strings.Fields(w)) <= 4 && !strings.ContainsAny(w, ".?!,;:：")
}

// glyphTitleOverTitle: line i is a glyph-led title, and the next written
// line, over a blank line or two, is a title led by another glyph right
// over its list ("■ 프론트엔드", a blank line, "◆ 진행사항", "- …"): the
// title of a part over the title of its first part, as a report template
// spaces them. (A plain line over a blank is no title: the glyph says so.)
func glyphTitleOverTitle(lines []string, i int) bool {
	g, ok := glyphStyle(lines[i])
	if !ok || lines[i] != strings.TrimLeft(lines[i], " \t") || !glyphShort(strings.TrimSpace(lines[i])) {
		return false
	}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		if strings.TrimSpace(lines[j]) != "" {
			return glyphTitleBelow(lines, i, g) && nextIsList(lines, j, 1)
		}
	}
	return false
}

// glyphLevel is the level of a part titled behind glyph g whose level
// by position is level: a glyph keeps the level its first title took,
// as bracket styles do (bracketLevel) — "■ 백엔드" over "◆ 진행사항" puts
// '◆' a level under '■', so "◆ 계획" after the items of "◆ 진행사항" is
// still a part of "■ 백엔드" — and "■ Meeting Minutes" right under an
// empty "■ Tasks" is its sibling, not its part.
func glyphLevel(ranks []bracketRank, g rune, level int, sec *Section) (int, []bracketRank) {
	return bracketLevel(ranks, g, newGlyphLevel(sec, level))
}

// glyphParent is the nearest part titled behind a glyph among the
// pseudo parts around sec, nil when there is none.
func glyphParent(sec *Section) *Section {
	for s := sec; s != nil && s.Level >= 7; s = s.Parent {
		if s.Glyph {
			return s
		}
	}
	return nil
}

// rankedGlyphTitle: line i, at the margin after a blank line, is led by
// a glyph and reads as a title, not a sentence, and either stands
// between blank lines led by a glyph that titles parts (ranks) or that
// the notes lead two or more short lines with (uses) — "■ Topic:
// Schedule and Goals for 2023" where "■ Admin" came before: the notes'
// mark of a part titles it however long its words — or names a list of
// actions ("◆ Action points for follow up" over a remark and the list).
func rankedGlyphTitle(ranks []bracketRank, uses map[rune]int, trim string, lines []string, i int) bool {
	g, ok := glyphStyle(trim)
	if !ok || lines[i] != strings.TrimLeft(lines[i], " \t") || !blankBefore(lines, i) || i+1 >= len(lines) {
		return false
	}
	w := glyphWords(strings.TrimSpace(trim))
	if utf8.RuneCountInString(reRemarkParen.ReplaceAllString(w, "")) > 60 || len(strings.Fields(w)) > 10 ||
		strings.ContainsAny(w[len(w)-1:], ".?!;,") || strings.Contains(w, ". ") {
		return false
	}
	if reActionLabelWords.MatchString(w) {
		return strings.TrimSpace(lines[i+1]) != "" || blankAfter(lines, i) && i+2 < len(lines) && strings.TrimSpace(lines[i+2]) != ""
	}
	return blankAfter(lines, i) && (glyphRanked(ranks, g) || uses[g] >= 2)
}

// glyphUses counts, per glyph, the short glyph-led lines at the margin
// after a blank line: the notes that lead two or more such lines with
// one glyph use it to mark their parts.
func glyphUses(lines []string) map[rune]int {
	var uses map[rune]int
	for i, l := range lines {
		if l == "" || l[0] < 0x80 || !blankBefore(lines, i) || !glyphShort(l) {
			continue
		}
		g, _ := glyphStyle(l)
		if uses == nil {
			uses = map[rune]int{}
		}
		uses[g]++
	}
	return uses
}

// usedGlyphTitle: line i is a short line at the margin after a blank
// line, led by a glyph the notes lead other such lines with (uses), and
// right over what it titles ("■ 백엔드" over a link to the branch, "◆
// 진행사항" over a screenshot and then the list).
func usedGlyphTitle(uses map[rune]int, trim string, lines []string, i int) bool {
	g, ok := glyphStyle(trim)
	if !ok || uses[g] < 2 || lines[i] != strings.TrimLeft(lines[i], " \t") || !blankBefore(lines, i) || !glyphShort(trim) || i+1 >= len(lines) {
		return false
	}
	next := strings.TrimSpace(lines[i+1])
	if next == "" {
		// "■ 구현물", a blank line, "◆ 백엔드": a title over the title
		// of its first part.
		return glyphTitleBelow(lines, i, g)
	}
	h, _ := glyphStyle(next)
	return h != g
}

// glyphTitleBelow: the next written line after line i, over a blank line
// or two, is a short title at the margin led by a glyph other than g.
func glyphTitleBelow(lines []string, i int, g rune) bool {
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		t := strings.TrimSpace(lines[j])
		if t == "" {
			continue
		}
		h, ok := glyphStyle(t)
		return ok && h != g && t == lines[j] && glyphShort(t)
	}
	return false
}

// newGlyphLevel is the level of the first title behind a glyph, by its
// position level: one under the glyph title open right above when that
// part holds no list yet ("■ 백엔드", a link to its branch, "◆ 진행사항":
// the first part of the backend's).
func newGlyphLevel(sec *Section, level int) int {
	if sec != nil && sec.Glyph && !sec.listed {
		return max(level, sec.Level+1)
	}
	return level
}

// glyphRanked: glyph g titles parts already.
func glyphRanked(ranks []bracketRank, g rune) bool {
	return slices.ContainsFunc(ranks, func(r bracketRank) bool { return r.open == g })
}
