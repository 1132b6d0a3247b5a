package main

import (
	"fmt"
	"strings"
)

// romanNumerals number the parts of a report outline ("Ⅰ. 회의 개요").
var romanNumerals = []string{"Ⅰ", "Ⅱ", "Ⅲ", "Ⅳ", "Ⅴ", "Ⅵ", "Ⅶ", "Ⅷ", "Ⅸ", "Ⅹ", "Ⅺ", "Ⅻ"}

// romanHeadings writes the headings as a Korean (or Word) report outline
// numbers them, no markup: "## X" becomes "Ⅰ. X" (the Roman numeral
// sign), "### X" under it "1) X", deeper levels "(1) X". No line moves.
var romanHeadings = headingsAs(func(level int, counts []int, text string) string {
	count := counts[level]
	switch level {
	case 2:
		return romanNumerals[(count-1)%len(romanNumerals)] + ". " + text
	case 3:
		return fmt.Sprintf("%d) %s", count, text)
	}
	return strings.Repeat(" ", level-4) + fmt.Sprintf("(%d) %s", count, text)
})
