package rules

// A list item that opens with a member's name and then, with no mark
// between, the work ("지훈 시연 영상 찍기", "민수 API 배포") is that
// member's, wherever it stands: the two signals together — a name the
// notes list (attendees, roster) and work after it — carry less weight as
// signals alone (a person and a task form), so the line was only a
// possible action. Outside an action section it is read for a person to
// confirm, as every commitment there is; a report or a record of work
// done says what happened instead.

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// koKnownNameLead reads node n as the work of the listed member opening it.
func (p *parser) koKnownNameLead(n doc.Node) *extract.Candidate {
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || !extract.HasHangul(n.Text) {
		return nil
	}
	if si := p.section(n.Section); si.report || si.done || si.summary {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if isQuestion(plain) {
		return nil
	}
	name, rest, ok := p.koLeadName(plain)
	if !ok || !p.known(name) {
		return nil
	}
	title, due := cutDue(rest)
	c := &extract.Candidate{Syntax: "ko-name-lead", Assignee: name, Owners: []string{name}, Due: due, Title: cleanTitle(title)}
	if c.Title == "" {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}
