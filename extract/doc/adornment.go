package doc

import (
	"strings"
	"unicode/utf8"
)

// Minutes kept as AsciiDoc or reStructuredText files, and plain-text
// minutes written in their style, underline their titles with more marks
// than "=" and "-": "Conclusion" over "~~~~~~~~~~", "Group 1" over
// "^^^^^^^", a blog post's title over "#####…". A run of "~" read as
// Markdown opens a code fence, and every line after it — the decisions,
// the "X will …" of the meeting — is code, never read. A run of one such
// mark under a one-line paragraph of about its length (AsciiDoc asks the
// two to match within two characters; reStructuredText writers match them
// too) is that paragraph's underline: the paragraph is a heading, ranked
// below "=" and "-" in order of first use, as reStructuredText ranks its
// adornments. A fence stays a fence when the line above is blank, a list
// item, or much shorter or longer than the run.

// adornMarks: the marks an underline is written in, besides "=" and "-".
const adornMarks = "~^+*#\"'`_"

// adornment: trim (an underline candidate) is a run of one adornment
// mark, at least three long, whose length is within two of title's.
func adornment(title, trim string) bool {
	if len(trim) < 3 || !strings.ContainsRune(adornMarks, rune(trim[0])) {
		return false
	}
	if strings.Trim(trim, trim[:1]) != "" {
		return false
	}
	title = strings.TrimSpace(title)
	if title == "" || strings.Trim(title, title[:1]) == "" {
		return false
	}
	d := utf8.RuneCountInString(title) - len(trim)
	return d >= -2 && d <= 2
}

// titleUnderline: line i is an adornment run right under a line of text
// at the margin (not a list item, not blank), so it underlines that line
// rather than open a fence.
func titleUnderline(lines []string, i int) bool {
	if i == 0 {
		return false
	}
	prev := strings.TrimRight(lines[i-1], "\r")
	if indentOf(prev) >= 4 || reBulletLine.MatchString(strings.TrimSpace(prev)) {
		return false
	}
	return adornment(prev, strings.TrimSpace(lines[i]))
}

// adornLevel is the heading level an underline mark gives: 3 for the
// first mark seen after "=" and "-", then 4, 5 …, at most 6.
func adornLevel(seen []byte, mark byte) (int, []byte) {
	for k, m := range seen {
		if m == mark {
			return min(3+k, 6), seen
		}
	}
	return min(3+len(seen), 6), append(seen, mark)
}
