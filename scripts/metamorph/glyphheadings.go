package main

// glyphHeadings writes the headings as lines led by the solid glyphs of
// Korean reports and slides, no markup: "## X" becomes "■ X", "### X"
// "◆ X", deeper levels "▣ X"; the lists under them stay as written. No
// line moves.
var glyphHeadings = headingsAs(func(level int, _ []int, text string) string {
	switch level {
	case 2:
		return "■ " + text
	case 3:
		return "◆ " + text
	}
	return "▣ " + text
})
