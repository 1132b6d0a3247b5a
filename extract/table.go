package extract

import (
	"fmt"
	"io"

	"github.com/axagent/axagent/internal/textable"
)

// DisplayWidth is the number of terminal columns s takes (Hangul and CJK
// count two).
func DisplayWidth(s string) int { return textable.DisplayWidth(s) }

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
	rows := [][]string{{"ID", "STATUS", "ASSIGNEE", "DUE", "TITLE", "LINE"}}
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
		rows = append(rows, []string{a.ActionID, a.Status, textable.Truncate(assignee, 20), textable.Truncate(due, 20), a.Title, fmt.Sprint(a.SourceLine)})
	}
	if err := textable.Write(w, rows, maxCell); err != nil {
		return err
	}
	ready, human := p.Counts()
	if _, err := fmt.Fprintf(w, "\n%d ready, %d need a human\n", ready, human); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	for _, a := range p.Actions {
		if !a.Ready() {
			if _, err := fmt.Fprintf(w, "  %s (line %d): %s\n", a.ActionID, a.SourceLine, textable.Sanitize(a.Reason)); err != nil {
				return fmt.Errorf("write table: %w", err)
			}
		}
	}
	return nil
}

// WritePossible says how many lines looked like actions but were not
// extracted (issue 28: no silent miss) and, with show, lists each with
// the signals it carried. Nothing is written when there are none.
func WritePossible(w io.Writer, ps []PossibleAction, show bool) error {
	if len(ps) == 0 {
		return nil
	}
	hint := " (--show-possible lists them)"
	if show {
		hint = ":"
	}
	if _, err := fmt.Fprintf(w, "\n%d possible actions not extracted%s\n", len(ps), hint); err != nil {
		return fmt.Errorf("write possible actions: %w", err)
	}
	if !show {
		return nil
	}
	rows := [][]string{{"REF", "LINE", "TEXT", "SIGNALS"}}
	for _, p := range ps {
		rows = append(rows, []string{p.Ref, fmt.Sprint(p.Line), p.Text, p.SignalText()})
	}
	return textable.Write(w, rows, 60)
}
