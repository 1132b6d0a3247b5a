package main

import (
	"strings"
)

// headingsAs rewrites every heading below the title ("## X", "### X", …)
// as the plain line f gives for its level (2 for "##") and the numbers of
// the headings open above it (counts[k]: its ancestor's of level k, or
// its own for k = level, each from 1 among its siblings), with no markup;
// the title ("# X") and fenced lines stay. No line moves.
func headingsAs(f func(level int, counts []int, text string) string) func([]string, []action) int {
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
			if r := f(level, counts[:level+1], m[1]); r != l {
				lines[i], n = r, n+1
			}
		}
		return n
	}
}
