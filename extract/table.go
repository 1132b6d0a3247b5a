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
