package app

import (
	"reflect"
	"strings"
	"testing"
)

func TestSourceContext(t *testing.T) {
	body := strings.Split(`---
date: 2026-09-14
---
# Weekly (M0914)
## Logistics
intro
- [ ] @a one
- [ ] @b two
- [ ] @c three
- [ ] @d four
## Other
`+"```"+`
# not a heading
`+"```"+`
- [ ] @e five`, "\n")
	for _, tc := range []struct {
		name     string
		line     int
		ev       string
		remapped bool
		heads    []string
		lines    []int
	}{
		// ±2 lines, not above the section's heading, not into the next.
		{"middle", 8, "- [ ] @b two", false, []string{"Weekly (M0914)", "Logistics"}, []int{6, 7, 8, 9, 10}},
		{"first", 7, "- [ ] @a one", false, []string{"Weekly (M0914)", "Logistics"}, []int{6, 7, 8, 9}},
		{"last", 10, "- [ ] @d four", false, []string{"Weekly (M0914)", "Logistics"}, []int{8, 9, 10}},
		// A fenced "# …" is no heading.
		{"fence", 15, "- [ ] @e five", false, []string{"Weekly (M0914)", "Other"}, []int{13, 14, 15}},
		// A line number that is not the body's (a transcript's file
		// line) is found by its evidence.
		{"remapped", 99, "- [ ] @c three", true, []string{"Weekly (M0914)", "Logistics"}, []int{7, 8, 9, 10}},
		{"wrong line", 4, "- [ ] @c three", false, []string{"Weekly (M0914)", "Logistics"}, []int{7, 8, 9, 10}},
	} {
		sc, ok := sourceContext(body, tc.line, tc.ev, tc.remapped)
		if !ok {
			t.Errorf("%s: no context", tc.name)
			continue
		}
		var ns []int
		src := 0
		for _, l := range sc.Lines {
			ns = append(ns, l.N)
			if l.Source {
				src++
				if strings.TrimSpace(l.Text) != tc.ev {
					t.Errorf("%s: source line %q, want %q", tc.name, l.Text, tc.ev)
				}
			}
		}
		if !reflect.DeepEqual(sc.Headings, tc.heads) || !reflect.DeepEqual(ns, tc.lines) || src != 1 {
			t.Errorf("%s: headings %q lines %v (%d marked), want %q %v", tc.name, sc.Headings, ns, src, tc.heads, tc.lines)
		}
	}
	if _, ok := sourceContext(body, 7, "not in the notes", false); ok {
		t.Error("evidence not in the notes: want no context")
	}
}
