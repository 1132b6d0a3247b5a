package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Study groups and courses hand out homework as links: a problem of an
// online judge, a chapter, a video, one per line under "## 2주차 과제" or
// "## Homework". Anywhere else a line that is only a link points at
// something (an agenda item's issue, the document of actions) and names
// no work (linkOnlyTask, enRunningNot); under a heading that hands out
// homework the link is the work — solve, read or watch what it names —
// for every member, held for a person to name one.

// reEnHomework: an English heading that hands out homework ("Homework",
// "Week 3 assignments", "Exercises", "Reading list", "Readings for next
// week", "Problems to solve").
var reEnHomework = regexp.MustCompile(`(?i)(?:^|\s)(?:homework|assignments?|exercises|problem\s+sets?|problems\s+to\s+solve|reading\s+list|readings?(?:\s+for\s+next\s+(?:week|session|time|meeting))?|to\s+read)$`)

// homeworkSection: the section, or one it is part of, hands out homework.
func homeworkSection(s *doc.Section) bool {
	for ; s != nil; s = s.Parent {
		if koHomework(s) || reEnHomework.MatchString(strings.TrimRight(normHeading(s.Title), ":： ")) {
			return true
		}
	}
	return false
}

// homeworkLink reads node n, in a homework section whose lines are all
// links, when its text is only a link: the homework the link names, nil
// otherwise. A link nested under an item, or in parentheses, or among
// steps written out ("- 주제 후보 조사" / "- (https://…)") is a
// reference of the step it is with.
func (p *parser) homeworkLink(n doc.Node, plain string, si secInfo) *extract.Candidate {
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || n.Parent >= 0 || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	t := strings.TrimSpace(plain)
	if t == "" || strings.HasPrefix(t, "(") || !reLinkOnly.MatchString(t) || !homeworkSection(n.Section) || !p.linksOnlySection(n.Section) {
		return nil
	}
	title := strings.TrimSpace(stripInline(t))
	if title == "" {
		title = t
	}
	c := &extract.Candidate{Title: title, Syntax: synHomeworkLink}
	inheritDue(c, si)
	return c
}

const synHomeworkLink = "homework-link"

// linksOnlySection: every top-level item and paragraph of section s (its
// own lines, not its parts') is only a link.
func (p *parser) linksOnlySection(s *doc.Section) bool {
	seen := false
	for _, m := range p.d.Nodes {
		if m.Section != s || m.Parent >= 0 || m.Kind != doc.ListItem && m.Kind != doc.Paragraph {
			continue
		}
		if !reLinkOnly.MatchString(strings.TrimSpace(stripInline(m.Text))) && !reLinkOnly.MatchString(strings.TrimSpace(m.Text)) {
			return false
		}
		seen = true
	}
	return seen
}
