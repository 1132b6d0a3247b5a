package main

import (
	"strings"
)

// headingsAs rewrites every heading below the title ("## X", "### X", …)
// as the plain line f gives for its level (2 for "##") and its number
// among the headings of that level under the same parent (from 1), with
// no markup; the title ("# X") and fenced lines stay. No line moves.
func headingsAs(f func(level, count int, text string) string) func([]string, []action) int {
	return func(lines []string, _ []action) int {
		n, fence := 0, false
		var counts [7]int
		for i, l := range lines {
			if t := strings.TrimSpace(l); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fence = !fence
			}
			m := reATX.FindStringSubmatch(l)
			if fence || m == nil || m[1] == "" {
				continue
			}
			level := len(l) - len(strings.TrimLeft(l, "#"))
			if level == 1 {
				continue
			}
			counts[level]++
			for k := level + 1; k < len(counts); k++ {
				counts[k] = 0
			}
			if r := f(level, counts[level], m[1]); r != l {
				lines[i], n = r, n+1
			}
		}
		return n
	}
}
