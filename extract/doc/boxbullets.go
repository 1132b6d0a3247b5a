package doc

import (
	"regexp"
	"slices"
	"strings"
)

// reBoxItem: a line opening with "□" as a mark; reDoneMark: a mark of a
// ticked checklist item; reOtherBullet: any other bullet.
var (
	reBoxItem     = regexp.MustCompile(`^\s*□\x{FE0F}?\s+\S`)
	reDoneMark    = regexp.MustCompile(`^\s*(?:[-*+]\s+)?(?:[☑✅✔■▣☒]|\[[xX✓✔]\])`)
	reOtherBullet = regexp.MustCompile(`^\s*[-*+•·○●◦▪ㅇ]\s+\S`)
)

// boxBullets writes "•" for "□" at the head of every item of notes that
// bullet their lists with "□": a box is an open checklist item only in a
// checklist, and a checklist is one flat list of tasks that ticks some of
// them. Notes whose items are mostly "□", with nothing ticked anywhere,
// whose boxes make lists in two or more places (parted by a heading or a
// line of text) or nest boxes under boxes, use the box as their bullet (a
// word processor's or a Korean report template's) — read as boxes, every
// remark of them was an open to-do. "•" has the byte length of "□", so no
// column moves.
func boxBullets(lines []string) []string {
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "□") }) {
		return lines // the common case, read without a regexp
	}
	boxes, others, runs := 0, 0, 0
	inRun, nested := false, false
	indent := 0
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case reDoneMark.MatchString(l):
			return lines
		case reBoxItem.MatchString(l):
			boxes++
			in := len(l) - len(strings.TrimLeft(l, " \t"))
			if !inRun {
				runs, inRun = runs+1, true
			} else if in > indent {
				nested = true
			}
			indent = in
		case reOtherBullet.MatchString(l):
			others++
		case t != "" && t == l:
			// A heading, a label or a paragraph at the margin parts
			// the lists.
			inRun = false
		}
	}
	if boxes < 3 || runs < 2 && !nested || boxes <= others {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if reBoxItem.MatchString(l) {
			l = strings.Replace(l, "□", "•", 1)
		}
		out[i] = l
	}
	return out
}
