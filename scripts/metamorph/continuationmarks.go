package main

import (
	"regexp"
	"strings"
)

// reSubItem: a nested Markdown list item — indentation, marker, text.
var reSubItem = regexp.MustCompile(`^(\s+)[-*+]\s+(.*)$`)

// continuationMarks writes a nested item ("  - y" under "- x") with the
// mark Korean chat-style minutes put under a line to carry it on or
// answer it: "  ㄴ y" (mark "ㄴ"), or "└", "→". Top-level items, numbered
// items and fenced lines stay. No line moves.
func continuationMarks(mark string) func([]string, []action) int {
	return func(lines []string, _ []action) int {
		n, fence := 0, false
		for i, l := range lines {
			if t := strings.TrimSpace(l); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fence = !fence
				continue
			}
			if fence {
				continue
			}
			if m := reSubItem.FindStringSubmatch(l); m != nil {
				lines[i], n = m[1]+mark+" "+m[2], n+1
			}
		}
		return n
	}
}
