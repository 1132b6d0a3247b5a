// Package textable writes terminal tables aligned by display width, so
// Korean and English cells line up.
package textable

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// DisplayWidth is the number of terminal columns s takes: East Asian wide
// and fullwidth runes (Hangul, CJK) take two, combining marks none.
func DisplayWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	switch {
	case r == '\t':
		return 4
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || unicode.IsControl(r) || r == '\u200b':
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// Truncate cuts s to at most w columns, marking the cut with "…".
func Truncate(s string, w int) string {
	if DisplayWidth(s) <= w {
		return s
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		rw := runeWidth(r)
		if n+rw > w-1 {
			break
		}
		b.WriteRune(r)
		n += rw
	}
	return b.String() + "…"
}

// Pad right-pads s with spaces to w columns.
func Pad(s string, w int) string { return s + strings.Repeat(" ", max(0, w-DisplayWidth(s))) }

// Sanitize drops control characters so text from notes or targets cannot
// move the terminal cursor or inject escape sequences.
func Sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// Write prints rows (the first is the header) with columns separated by two
// spaces. Cells are sanitised and cut to maxCell columns when maxCell > 0.
func Write(w io.Writer, rows [][]string, maxCell int) error {
	var widths []int
	clean := make([][]string, len(rows))
	for i, r := range rows {
		clean[i] = make([]string, len(r))
		for j, c := range r {
			c = Sanitize(c)
			if maxCell > 0 {
				c = Truncate(c, maxCell)
			}
			clean[i][j] = c
			if j >= len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], DisplayWidth(c))
		}
	}
	for _, r := range clean {
		var b strings.Builder
		for j, c := range r {
			if j == len(r)-1 {
				b.WriteString(c)
			} else {
				b.WriteString(Pad(c, widths[j]) + "  ")
			}
		}
		if _, err := fmt.Fprintln(w, strings.TrimRight(b.String(), " ")); err != nil {
			return fmt.Errorf("write table: %w", err)
		}
	}
	return nil
}
