package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A task named first and its people after a colon, in a list of actions:
// "- Venue booking: Sam", "2. level design: Leah and Casey". Who takes
// the work is what the colon opens when all it opens is people the notes
// know; a label before a colon is otherwise its owner ("Sam: book the
// venue") or a topic ("Venue: booked").

// reTaskColonNames: the task, a colon, then what follows it.
var reTaskColonNames = regexp.MustCompile(`^([^:：]{3,80}?)\s*[:：]\s+([^:：]{2,80})$`)

// reFieldLabelEnd: a label that is a field of an item, not a task.
var reFieldLabelEnd = regexp.MustCompile(`(?i)(?:^|\W)(?:owners?|assignees?|assigned(?:\s+to)?|responsible|lead|leads|who|due(?:\s+date)?|deadline|eta|status|priority|by|contact|poc|point\s+of\s+contact)$`)

// taskThenOwners reads item i of an action list as "task: people".
func (p *parser) taskThenOwners(n doc.Node, text string) *extract.Candidate {
	if n.Kind != doc.ListItem {
		return nil
	}
	m := reTaskColonNames.FindStringSubmatch(strings.TrimSpace(stripInline(text)))
	if m == nil {
		return nil
	}
	task, who := strings.TrimSpace(m[1]), strings.TrimRight(strings.TrimSpace(m[2]), ".")
	if extract.HasHangul(text) || len(strings.Fields(task)) > 6 || reFieldLabelEnd.MatchString(task) || p.known(task) || p.allPeople(splitOwners(task), true) {
		// (A field, "Owner: Dana", "… — owner: Jo", names the owner of
		// the item it belongs to; Korean "X 담당: Y" is a role.)
		return nil
	}
	owners := splitOwners(who)
	if len(owners) == 0 || len(owners) > 4 {
		return nil
	}
	for _, o := range owners {
		l := strings.ToLower(o)
		if len(strings.Fields(o)) > 3 || notNames[l] || groupOwners[l] || commonLower[l] || enImperatives[l] || reSlotNoWork.MatchString(o) {
			return nil
		}
		// A person the notes know, or a capitalised name they write
		// again (the team's members in notes with no roll call).
		if !p.known(o) && !p.committer(o) && !(unicode.IsUpper([]rune(o)[0]) && p.recurs(o)) && !(assigneeShaped(o) && p.assignmentList(n)) {
			return nil
		}
	}
	c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "task-colon-owners"}
	if !titled(c, task) {
		return nil
	}
	return c
}

// An assignment list says its values are people: "### Task Assignments"
// over "- **Problem Statement**: Amin", or "The following members were
// assigned to push their sections:" over "- **Group Norms:** Samuel Gai".
// There a capitalised name after the colon takes the work though the
// notes write it only once (issue 28, en-trials23).

// reAssignmentLabel: a heading or lead-in that announces who does what.
var reAssignmentLabel = regexp.MustCompile(`(?i)\b(?:assignments?|assigned|allocations?|allocated|responsibilit(?:y|ies)|division\s+of\s+(?:work|labou?r)|who\s+does\s+what)\b`)

// assignmentList: item n stands under a heading, or a lead-in line
// closed by a colon, that announces an assignment of the work.
func (p *parser) assignmentList(n doc.Node) bool {
	if n.Kind != doc.ListItem {
		return false
	}
	if n.Section != nil && reAssignmentLabel.MatchString(n.Section.Title) {
		return true
	}
	t, ok := p.colonLeadIn(n)
	return ok && reAssignmentLabel.MatchString(t)
}

// colonLeadIn: the line list item n hangs from — the first line above
// its items that is no item of the list — when it is a paragraph or an
// outer item closed by a colon; its plain text.
func (p *parser) colonLeadIn(n doc.Node) (string, bool) {
	for j := n.Line - 2; j >= 0 && j < len(p.d.Nodes); j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank || m.Kind == doc.ListItem && m.Indent >= n.Indent {
			continue
		}
		t := strings.TrimSpace(stripInline(m.Text))
		return t, (m.Kind == doc.Paragraph || m.Kind == doc.ListItem) && strings.HasSuffix(t, ":")
	}
	return "", false
}

// assigneeShaped: one to three capitalised words and nothing else ("Amin",
// "Samuel Gai"), none a word that is no name.
func assigneeShaped(o string) bool {
	ws := strings.Fields(o)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	for _, w := range ws {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) || len(r) < 2 || notNames[strings.ToLower(w)] || commonLower[strings.ToLower(w)] {
			return false
		}
		for _, c := range r {
			if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '’' {
				return false
			}
		}
	}
	return true
}
