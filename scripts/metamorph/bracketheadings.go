package main

// bracketHeadings writes the headings as the bracketed labels Korean
// minutes templates type for their parts, no markup: "## X" becomes
// "【X】", "### X" "[X]", deeper levels "< X >". No line moves.
var bracketHeadings = headingsAs(func(level int, _ []int, text string) string {
	switch level {
	case 2:
		return "【" + text + "】"
	case 3:
		return "[" + text + "]"
	}
	return "< " + text + " >"
})
