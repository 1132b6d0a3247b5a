package main

// emojiHeadingMarks lead the headings by level, as notes written in a
// chat or a Notion page mark them.
var emojiHeadingMarks = []string{"📌", "✏️", "🔹"}

// emojiHeadings writes the headings as plain lines led by an emoji, no
// markup: "## X" becomes "📌 X", "### X" "✏️ X", deeper levels "🔹 X".
// No line moves.
var emojiHeadings = headingsAs(func(level int, _ []int, text string) string {
	return emojiHeadingMarks[min(level-2, len(emojiHeadingMarks)-1)] + " " + text
})
