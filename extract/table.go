package extract

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// DisplayWidth is the number of terminal columns s takes: East Asian wide
// and fullwidth runes (Hangul, CJK) take two, combining marks none.
func DisplayWidth(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r == '\t':
			n += 4
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || unicode.IsControl(r) || r == '\u200b':
		default:
			switch width.LookupRune(r).Kind() {
			case width.EastAsianWide, width.EastAsianFullwidth:
				n += 2
			default:
				n++
			}
		}
	}
	return n
}

// truncate cuts s to at most w columns, marking the cut with "…".
func truncate(s string, w int) string {
	if DisplayWidth(s) <= w {
		return s
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		rw := DisplayWidth(string(r))
		if n+rw > w-1 {
			break
		}
		b.WriteRune(r)
		n += rw
	}
	return b.String() + "…"
}

func pad(s string, w int) string { return s + strings.Repeat(" ", max(0, w-DisplayWidth(s))) }

// maxCell bounds a column so one long title does not push the table off a
// terminal.
const maxCell = 48

// WriteTable writes the plan as a table aligned by display width, followed
// by the reasons of actions that need a human.
func WriteTable(w io.Writer, p Plan) error {
	m := p.Meeting
	date := m.Date
	if date == "" {
		date = "(unknown)"
	}
	if _, err := fmt.Fprintf(w, "meeting %s:%s:%s  date %s  tz %s\n\n", m.Tenant, m.Project, m.Meeting, date, m.TZ); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	header := []string{"ID", "STATUS", "ASSIGNEE", "DUE", "TITLE", "LINE"}
	rows := [][]string{header}
	for _, a := range p.Actions {
		assignee := a.AssigneeID
		if assignee == "" {
			assignee = a.Assignee
		}
		if assignee == "" {
			assignee = "-"
		}
		due := a.DueDate
		if due == "" && a.DueExpression != "" {
			due = "? " + a.DueExpression
		}
		if due == "" {
			due = "-"
		}
		rows = append(rows, []string{a.ActionID, a.Status, truncate(sanitize(assignee), 20), truncate(sanitize(due), 20), truncate(sanitize(a.Title), maxCell), fmt.Sprint(a.SourceLine)})
	}
	widths := make([]int, len(header))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], DisplayWidth(c))
		}
	}
	for _, r := range rows {
		var b strings.Builder
		for i, c := range r {
			if i == len(r)-1 {
				b.WriteString(c)
			} else {
				b.WriteString(pad(c, widths[i]) + "  ")
			}
		}
		if _, err := fmt.Fprintln(w, strings.TrimRight(b.String(), " ")); err != nil {
			return fmt.Errorf("write table: %w", err)
		}
	}
	ready, human := p.Counts()
	if _, err := fmt.Fprintf(w, "\n%d ready, %d need a human\n", ready, human); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	for _, a := range p.Actions {
		if !a.Ready() {
			if _, err := fmt.Fprintf(w, "  %s (line %d): %s\n", a.ActionID, a.SourceLine, sanitize(a.Reason)); err != nil {
				return fmt.Errorf("write table: %w", err)
			}
		}
	}
	return nil
}

// sanitize drops control characters so notes cannot move the terminal
// cursor or inject escape sequences.
func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
