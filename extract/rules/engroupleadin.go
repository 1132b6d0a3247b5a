package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A line in which the group announces its own work as the list that
// follows — "We need to:", "Next week we'll:", "We will do the following
// before the launch:" — makes each step of that list the group's work:
// an action with nobody named (a person confirms who), the lead-in's
// deadline its own. The lead-in says work follows, so a step is one when
// it opens with a verb of work, capitalised or not ("We need to:" /
// "  - update the onboarding page" goes on the lead-in's sentence). A
// list under a line that is no commitment ("We looked at the following
// options:", "Some things we discussed:") stays a list.

// reGroupLeadIn: the group's future or obligation, at most a few words
// more, and a colon closing the line.
var reGroupLeadIn = regexp.MustCompile(`(?i)^(?:[^:：.;!?]{0,40}?,?\s+)?(?:we\s+(?:still\s+|also\s+)?(?:will|shall|need\s+to|have\s+to|must|are\s+going\s+to|plan\s+to)|we['’]ll|we['’]re\s+going\s+to)(?:\s+[^:：.;!?]{0,60})?\s*[:：]\s*$`)

// reNamedLeadIn: named people announcing their work as the list that
// follows ("Items that Jens, Leslie, and Megan can work on in June:",
// "Dana and Omar will handle the following before the launch:"); group 1
// holds the names, each capitalised.
var reNamedLeadIn = regexp.MustCompile(`^(?i:(?:items?|things?|tasks?|work)\s+(?:that\s+)?)?(\p{Lu}[\p{L}'’-]+(?:\s*,\s*(?:and\s+)?\p{Lu}[\p{L}'’-]+|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)+)\s+(?i:can|will|shall|need\s+to|have\s+to|are\s+going\s+to|agreed\s+to)\s+(?i:work\s+on|do|handle|take\s+on|tackle|cover)\b[^:：.;!?]{0,80}[:：]\s*$`)

// reGroupLeadInNot: a lead-in that waits on a condition or hedges.
var reGroupLeadInNot = regexp.MustCompile(`(?i)^(?:if|unless|whether|maybe|perhaps)\b|\b(?:probably|maybe|perhaps|possibly|might|could)\b|\bwe\s+will\s+(?:see|discuss|talk|consider|look\s+at\s+options)\b`)

// groupLeadIn is the lead-in that scopes list item i — its parent item,
// or, for an item of a top-level list, the paragraph or heading just
// above the list — when that lead-in is the group's; else -1.
func (p *parser) groupLeadIn(i int) int {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return -1
	}
	isLead := func(m doc.Node) bool {
		t := strings.TrimSpace(strings.TrimLeft(stripInline(m.Text), "*_ "))
		return len(t) <= 120 && (reGroupLeadIn.MatchString(t) || reNamedLeadIn.MatchString(t)) && !reGroupLeadInNot.MatchString(t)
	}
	if n.Parent >= 0 {
		m := p.d.Nodes[n.Parent]
		if m.Kind == doc.ListItem && isLead(m) {
			return n.Parent
		}
		return -1
	}
	// A top-level item: back over the items of its list (and blank
	// lines) to what stands above the list.
	for j, seen := i-1, 0; j >= 0 && seen < 40; j, seen = j-1, seen+1 {
		m := p.d.Nodes[j]
		switch {
		case m.Kind == doc.Blank:
			continue
		case m.Kind == doc.ListItem:
			if m.Parent < 0 && m.Indent == n.Indent {
				continue
			}
			if m.Parent >= 0 {
				continue
			}
			return -1
		case m.Kind == doc.Paragraph && isLead(m):
			return j
		case m.Kind == doc.Heading && isLead(doc.Node{Text: strings.TrimRight(m.Text, ":： ") + ":"}):
			// (A line of its own closed by a colon reads as a heading.)
			return j
		}
		return -1
	}
	return -1
}

// groupLeadInStep reads list item n (node i) as a step of the group's
// announced work (see above); nil when it is none.
func (p *parser) groupLeadInStep(i int, text, plain string) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || isQuestion(plain) || !workVerbFirst(plain) || len(plain) > 160 || p.hasChildren(i) {
		return nil
	}
	j := p.groupLeadIn(i)
	if j < 0 {
		return nil
	}
	c := p.parseItem(text, "")
	if c == nil || c.Title == "" {
		return nil
	}
	if c.Due == "" {
		lead := strings.TrimRight(strings.TrimSpace(stripInline(p.d.Nodes[j].Text)), ":： ")
		if _, due := cutDue(lead); due != "" {
			c.Due = due
		}
	}
	c.Syntax = "group-lead-in-step"
	if m := reNamedLeadIn.FindStringSubmatch(strings.TrimSpace(strings.TrimLeft(stripInline(p.d.Nodes[j].Text), "*_ "))); m != nil && len(c.Owners) == 0 {
		// "Items that Jens, Leslie and Megan will work on in June:":
		// the people the lead-in names take each step.
		c.Assignee, c.Owners = m[1], splitOwners(m[1])
	}
	if len(c.Owners) == 0 {
		c.Problems = append(c.Problems, problemNoSubject)
	}
	return c
}
