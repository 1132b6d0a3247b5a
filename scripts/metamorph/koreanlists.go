package main

// Korean rewrites of the list around labelled items (issue 28: "a deadline
// carried by a heading or a parent bullet and inherited by its sub-bullets,
// and team-name parent bullets", "(todo)", "[O] done marks"):
//
//	ko-due-heading    a heading whose list items are all labelled gets the deadline
//	                  ("### 할 일 (금요일까지)"); each item's own deadline leaves the item and
//	                  every label's due becomes 금요일까지
//	ko-due-parent     a run of labelled items goes under a new parent bullet ("- 금요일까지");
//	                  labels as ko-due-heading
//	ko-team-parent    the same with a team's parent bullet ("- 프론트엔드"): a team written on
//	                  an item ("프론트엔드는 …", "… - 프론트엔드") leaves it; a person written
//	                  on the item keeps the label's owner, the others take the team (the gold
//	                  writes a team's work with the team as owner)
//	ko-mark-open      "[ ] " before each labelled item's text
//	ko-mark-todo      " (todo)" after it
//	ko-mark-done      every second labelled item of a file gets "[O] " (a done mark: work
//	                  reported finished) and loses its label; the others get "[ ] "
//
// A parent bullet is a new line: the labels below it move down one.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// reKoItem: a list item — indentation, marker, the space after, the text.
var reKoItem = regexp.MustCompile(`^(\s*)([-*+]|\d+[.)])(\s+)(.*)$`)

func koIndent(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

// koLabels maps each labelled line's index to its labels.
func koLabels(lines []string, acts []action) map[int][]action {
	at := map[int][]action{}
	for _, a := range acts {
		if i, ok := lineOf(a, lines); ok {
			at[i] = append(at[i], a)
		}
	}
	return at
}

// koDropDue cuts a labelled due written on body out of it; ok is false
// when the due is part of the sentence ("3/29 오전에") or not on the line.
func koDropDue(body, old string) (string, bool) {
	if old == "" {
		return body, true
	}
	j := strings.Index(body, old)
	if j < 0 {
		return body, false
	}
	after, _ := utf8.DecodeRuneInString(body[j+len(old):])
	if j+len(old) < len(body) && unicode.Is(unicode.Hangul, after) || reKoDueParticle.MatchString(body[j+len(old):]) {
		return body, false
	}
	for _, w := range []string{"(" + old + ")", "[" + old + "]", "`" + old + "`"} {
		if strings.Contains(body, w) {
			old = w
			break
		}
	}
	return strings.Join(strings.Fields(strings.Replace(body, old, "", 1)), " "), true
}

// koRun is a tight list's run of sibling items at one indentation, with
// the lines nested under them: lines [from, to).
type koRun struct{ from, to, indent int }

// koRuns finds the runs of list items of Korean lines; a run ends at a
// blank line or at a line not nested under its items.
func koRuns(lines []string) []koRun {
	var runs []koRun
	fence := false
	for i := 0; i < len(lines); i++ {
		if strings.HasPrefix(strings.TrimSpace(lines[i]), "```") {
			fence = !fence
		}
		m := reKoItem.FindStringSubmatch(lines[i])
		if fence || m == nil || strings.HasPrefix(strings.TrimSpace(lines[i]), "|") {
			continue
		}
		r := koRun{from: i, indent: len(m[1])}
		j := i + 1
		for ; j < len(lines); j++ {
			l := lines[j]
			if strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "```") {
				break
			}
			if mm := reKoItem.FindStringSubmatch(l); mm != nil && len(mm[1]) == r.indent || koIndent(l) > r.indent {
				continue
			}
			break
		}
		r.to = j
		runs = append(runs, r)
		i = j - 1
	}
	return runs
}

// koSiblings lists a run's items at its own indentation.
func koSiblings(lines []string, r koRun) []int {
	var out []int
	for i := r.from; i < r.to; i++ {
		if m := reKoItem.FindStringSubmatch(lines[i]); m != nil && len(m[1]) == r.indent {
			out = append(out, i)
		}
	}
	return out
}

// koAllLabelled: every sibling of the run is a labelled Korean item whose
// due, if any, is written on it (a due inherited from elsewhere would
// clash with the one the rewrite gives).
func koAllLabelled(lines []string, at map[int][]action, items []int) bool {
	if len(items) == 0 {
		return false
	}
	for _, i := range items {
		if len(at[i]) == 0 || !reHangul.MatchString(lines[i]) {
			return false
		}
		if m := reKoItem.FindStringSubmatch(lines[i]); reKoChargeField.MatchString(m[4]) {
			return false // "담당 : 김민수": a field of the work above, no task of its own
		}
		for _, a := range at[i] {
			old, _ := a["due"].(string)
			m := reKoItem.FindStringSubmatch(lines[i])
			if _, ok := koDropDue(m[4], old); !ok {
				return false
			}
		}
	}
	return true
}

// koGiveDue cuts each item's own due out of it and labels it due.
func koGiveDue(lines []string, at map[int][]action, items []int, due string) {
	for _, i := range items {
		m := reKoItem.FindStringSubmatch(lines[i])
		body := m[4]
		for _, a := range at[i] {
			old, _ := a["due"].(string)
			body, _ = koDropDue(body, old)
			a["due"] = due
		}
		lines[i] = m[1] + m[2] + m[3] + body
	}
}

// koNest indents the run's lines by two spaces.
func koNest(lines []string, r koRun) {
	for i := r.from; i < r.to; i++ {
		lines[i] = "  " + lines[i]
	}
}

const koParentDue = "금요일까지"

func koDueHeading(lines []string, acts []action) int {
	at := koLabels(lines, acts)
	n := 0
	for h := 0; h < len(lines); h++ {
		if reATX.FindStringSubmatch(lines[h]) == nil || len(at[h]) > 0 || !reHangul.MatchString(lines[h]) {
			continue
		}
		end := h + 1
		for end < len(lines) && reATX.FindStringSubmatch(lines[end]) == nil {
			end++
		}
		var items []int
		ok, top := true, -1
		for _, r := range koRuns(lines[:end]) {
			if r.from <= h {
				continue
			}
			if top < 0 || r.indent < top {
				top = r.indent
			}
		}
		for _, r := range koRuns(lines[:end]) {
			if r.from <= h || r.indent != top {
				continue
			}
			items = append(items, koSiblings(lines, r)...)
		}
		for i := h + 1; i < end; i++ {
			if len(at[i]) > 0 && !slices.Contains(items, i) && reKoItem.MatchString(lines[i]) {
				ok = false // a labelled sub-item: its parent's words are its context
			}
		}
		if !ok || !koAllLabelled(lines, at, items) {
			continue
		}
		koGiveDue(lines, at, items, koParentDue)
		lines[h] = strings.TrimRight(lines[h], " #") + " (" + koParentDue + ")"
		n += 1 + len(items)
	}
	return n
}

// koParentRuns calls f for each run of labelled sibling items; a parent
// line f returns is written above the run, and the run nested under it.
// The parent is a line of its own: lines[i] takes "parent\n" before it
// and every label below moves down one (run and chained rewrites read the
// text as written).
func koParentRuns(lines []string, acts []action, f func(r koRun, items []int, at map[int][]action) string) int {
	at := koLabels(lines, acts)
	n := 0
	var added []int
	for _, r := range koRuns(lines) {
		items := koSiblings(lines, r)
		if strings.Contains(lines[r.from], "\n") || !koAllLabelled(lines, at, items) {
			continue
		}
		m := reKoItem.FindStringSubmatch(lines[r.from])
		parent := f(r, items, at)
		if parent == "" {
			continue
		}
		koNest(lines, r)
		if mark := m[2]; mark != "-" && mark != "*" && mark != "+" {
			m[2] = "-" // "1. 금요일까지" over "1. 작업" would number a heading
		}
		lines[r.from] = m[1] + m[2] + m[3] + parent + "\n" + lines[r.from]
		added = append(added, r.from)
		n += r.to - r.from
	}
	for _, a := range acts {
		line, _ := a["line"].(float64)
		k := 0
		for _, i := range added {
			if i <= int(line)-1 {
				k++
			}
		}
		a["line"] = line + float64(k)
	}
	return n
}

func koDueParent(lines []string, acts []action) int {
	return koParentRuns(lines, acts, func(r koRun, items []int, at map[int][]action) string {
		koGiveDue(lines, at, items, koParentDue)
		return koParentDue
	})
}

// koTeamParent writes team over a run of labelled items: a team written on
// an item leaves it, a person's name stays with its label, and the other
// items take the team as owner.
func koTeamParent(team string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		return koParentRuns(lines, acts, func(r koRun, items []int, at map[int][]action) string {
			work := map[int]string{}
			for _, i := range items {
				m := reKoItem.FindStringSubmatch(lines[i])
				for _, a := range at[i] {
					o, _ := a["owner"].(string)
					switch {
					case o == "" || o == team && !strings.Contains(m[4], team):
						// Owner-less, or the team already owns it from above.
					case slices.Contains(koTeams, o):
						w, ok := koSplitOwner(m[4], o)
						if !ok || o != team {
							return "" // another team's work, or its name inside the work
						}
						work[i] = w
					case !strings.Contains(m[4], o):
						return "" // an owner from elsewhere (a heading, a parent) would clash
					}
				}
			}
			for _, i := range items {
				for _, a := range at[i] {
					if o, _ := a["owner"].(string); o == "" || o == team {
						a["owner"] = team
					}
				}
				if w, ok := work[i]; ok {
					m := reKoItem.FindStringSubmatch(lines[i])
					lines[i] = m[1] + m[2] + m[3] + w
				}
			}
			return team
		})
	}
}

// reKoBox: a checkbox already on an item.
var reKoBox = regexp.MustCompile(`^\[[ xXoOvV]\]`)

// koMark marks each labelled Korean list item ("[ ] ", " (todo)"); no
// "[X]": in Korean notes X is as often "not done" (O/X) as a ticked box,
// and the labels read a ticked box as work done (recruiterz "[x]" goals);
// with "done" every second one takes "[O] " and its labels are dropped
// (dropLabel), the others "[ ] ".
func koMark(mark string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		at := koLabels(lines, acts)
		idx := make([]int, 0, len(at))
		for i := range at {
			idx = append(idx, i)
		}
		slices.Sort(idx)
		n, k := 0, 0
		for _, i := range idx {
			m := reKoItem.FindStringSubmatch(lines[i])
			if m == nil || !reHangul.MatchString(lines[i]) || reKoBox.MatchString(m[4]) || strings.Contains(m[4], "(todo)") {
				continue
			}
			head := m[1] + m[2] + m[3]
			switch mark {
			case "open":
				lines[i] = head + "[ ] " + m[4]
			case "todo":
				tail := reKoTail.FindString(m[4])
				core := strings.TrimRight(m[4][:len(m[4])-len(tail)], " ")
				lines[i] = head + core + " (todo)" + tail
			case "done":
				if k++; k%2 == 0 {
					lines[i] = head + "[O] " + m[4]
					for _, a := range at[i] {
						a[dropLabel] = true // finished work: no action any more
					}
				} else {
					lines[i] = head + "[ ] " + m[4]
				}
			}
			n++
		}
		return n
	}
}
