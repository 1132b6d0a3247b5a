package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Notes typed as plain text write a dash as two hyphens set off by
// spaces ("Dana -- draft the notes", "draft the notes -- Friday"); the
// readings know the dash ("—", "–", "-") that parts an owner, a task and
// a deadline, so each line's text reads " -- " as " — " (its raw line
// keeps what was written). A flag ("--force") has no space after it.

// asciiDashes rewrites the double hyphens of d's lines and items.
func asciiDashes(d *doc.Document) {
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if (n.Kind == doc.ListItem || n.Kind == doc.Paragraph) && strings.Contains(n.Text, " -- ") {
			n.Text = strings.ReplaceAll(n.Text, " -- ", " — ")
		}
	}
}
