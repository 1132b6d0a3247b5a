package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// English meeting summaries as meeting assistants (Zoom AI Companion,
// Teams recap, Meet's notes, Otter, Fireflies, Fathom) and recap emails
// write them: a part that records the meeting ("Summary", "Quick
// recap", "Decisions", "Key takeaways") and a part that lists the work
// ("Next steps", "Action items", "Follow-up tasks").

// enRecordPart: a commitment read with doubt (a possible action to
// confirm) from a part of English notes that records the meeting — its
// summary or its decisions — is what the meeting said, not work it gave
// anyone: "## Decisions" / "- We will share the report under NDA",
// "Summary" / "- Marketing will hold the announcement until …". The
// list of work is elsewhere in the same notes.
func (p *parser) enRecordPart(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if extract.HasHangul(n.Text) || len(c.Problems) == 0 {
		return false
	}
	if n.Section == nil && n.Kind == doc.Paragraph && len(c.Owners) == 0 && len(c.Problems) > 0 && reWeAgreedTo.MatchString(stripInline(n.Text)) && p.hasActionList() {
		// "Hi all, … We agreed to launch the portal on July 1." above
		// "Next steps:": the recap of a decision, the steps listed.
		return true
	}
	if n.Section == nil || p.section(n.Section).action {
		return false
	}
	if p.byAgentOwners(stripInline(n.Text)) != nil {
		// "Doodle poll will be sent by RB": a person is given the
		// work, decision or not.
		return false
	}
	return reEnRecordTitle.MatchString(normHeading(n.Section.Title)) && p.hasActionList()
}

// reEnRecordTitle: the title of a part that records what a meeting said
// or settled, in an English summary ("Quick recap", "Key takeaways",
// "Decisions"); not "Discussion", whose items may carry work.
var reEnRecordTitle = regexp.MustCompile(`^(?:quick recap|recap|(?:meeting )?summary|tl;?dr|key (?:points|takeaways|decisions)|takeaways|decisions(?: made)?|overview|meeting purpose|context)$`)

// hasActionList: some list item of the notes sits in an action part
// ("Next steps", "Action items", "Follow-up tasks").
func (p *parser) hasActionList() bool {
	for _, m := range p.d.Nodes {
		if m.Kind == doc.ListItem && m.Section != nil && p.section(m.Section).action {
			return true
		}
	}
	return false
}

// enNameLabel: a pseudo heading (a bold line, a short label) that is an
// English full name — a given name and a surname — as meeting assistants
// group action items under each person ("**Jordan Lee**").
func (p *parser) enNameLabel(s *doc.Section, person string) bool {
	w := strings.Fields(person)
	if s.Level < 7 || len(w) != 2 || extract.HasHangul(person) || strings.HasPrefix(person, "@") {
		return false
	}
	// Written in bold and nothing else: "On Hold:" is a status label.
	j := p.d.Index(s.Line)
	if j < 0 {
		return false
	}
	raw := strings.TrimSpace(p.d.Nodes[j].Raw)
	return (strings.HasPrefix(raw, "**") && strings.HasSuffix(raw, "**") || strings.HasPrefix(raw, "__") && strings.HasSuffix(raw, "__")) && !strings.ContainsAny(raw, ":：")
}

// reTitleTimestamp: the recording time an assistant writes after an
// action item ("Share the spec (12:03)", "… [00:04:12]").
var reTitleTimestamp = regexp.MustCompile(`\s*[(\[]\d{1,2}:\d{2}(?::\d{2})?[)\]]\s*$`)

// dropTimestamp takes the recording time off the end of c's title: it
// says where the action was said, not what it is.
func dropTimestamp(c *extract.Candidate) {
	if t := reTitleTimestamp.ReplaceAllString(c.Title, ""); t != "" {
		c.Title = t
	}
	// "book the drill for next week": the due read without its
	// preposition leaves it dangling at the end of the title.
	if t, ok := strings.CutSuffix(c.Title, " for"); ok && c.Due != "" && !extract.HasHangul(c.Title) && !strings.Contains(strings.ToLower(c.Due), "for") {
		c.Title, c.Due = strings.TrimSpace(t), "for "+c.Due
	}
}

// reEnAgreedThatName: the group settling who does the work ("agreed that
// Carol should own the rollout", "decided that Dana will …"), the title
// a group owner was read with.
var reEnAgreedThatName = regexp.MustCompile(`^(?:agreed|decided|asked)\s+that\s+(@?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+(?:should|will|would|is\s+to|needs\s+to|must)\s+(\p{Ll}.*)$`)

// reEnCommittedTo: a person's commitment reported with its verb as a
// gerund or a verb ("Erin committed to sending …", "Erin committed to
// send …") that no owner was read from.
var reEnCommittedTo = regexp.MustCompile(`^(@?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+(?:has\s+)?(?:committed|agreed|volunteered|offered|promised)\s+to\s+(\p{Ll}+)\b(.*)$`)

// enSettledOwner: in an English action item, the person a group's
// agreement names owns the work, not the group ("The team agreed that
// Carol should own …"); a person who "committed to sending" the work
// owns it too.
func (p *parser) enSettledOwner(c *extract.Candidate, n doc.Node) {
	if extract.HasHangul(n.Text) {
		return
	}
	group := len(c.Owners) == 0
	for _, o := range c.Owners {
		group = group || groupOwners[strings.ToLower(o)] || strings.EqualFold(o, "the team") || strings.EqualFold(o, "the group")
	}
	if !group {
		return
	}
	if m := reEnAgreedThatName.FindStringSubmatch(c.Title); m != nil && p.personLike(m[1], false) {
		c.Assignee, c.Owners, c.Title = m[1], splitOwners(m[1]), m[2]
		return
	}
	if len(c.Owners) > 0 {
		return
	}
	if m := reEnCommittedTo.FindStringSubmatch(c.Title); m != nil && p.personLike(m[1], false) {
		verb := m[2]
		if stem, ok := strings.CutSuffix(verb, "ing"); ok && workGerund(verb) {
			verb = gerundVerb(stem)
		}
		if !workVerbFirst(verb) {
			return
		}
		c.Assignee, c.Owners, c.Title = m[1], splitOwners(m[1]), verb+m[3]
	}
}

// enWrapDue: the due field on an item's wrapped line ("1. Migrate the
// secrets" / "   Owner: Frank — Due: Jun 14", as templates lay out an
// action's fields under it) is the item's due when its own words gave
// none.
func (p *parser) enWrapDue(c *extract.Candidate, n doc.Node) {
	if c.Due != "" || n.Kind != doc.ListItem || n.Wrap == "" || extract.HasHangul(n.Wrap) {
		return
	}
	if m := reDueField.FindStringSubmatch(stripInline(n.Wrap)); m != nil {
		// ("Due: TBD" names no date.)
		if due := strings.TrimSpace(m[1]); reDateWord.MatchString(due) {
			c.Due = due
		}
	}
}

// enAgendaHeader: a table with a column of time slots ("| Time | Item |
// Who | Notes |", Confluence's discussion items) is an agenda: its
// "Who" is who presents, its items are topics, none of them work given
// (a table with a due or status column is an action table).
func enAgendaHeader(header []string) bool {
	for _, h := range header {
		switch normHeading(h) {
		case "time", "duration", "timebox", "time box", "mins", "minutes", "slot", "time slot":
			return true
		}
	}
	return false
}

// reEnMentionFullName: a mention of a full name as Confluence, Jira and
// Google Docs render one ("@Raj Patel update the notes"), the verb after it.
var reEnMentionFullName = regexp.MustCompile(`^@(\p{Lu}[\p{Ll}'’-]+)\s+(\p{Lu}[\p{Ll}'’-]+)\s+(\p{Ll}+)`)

// enMentionFullName: the owner read as the first word of a full-name
// mention ("Raj", title "Patel update …") is the whole name when a verb
// of work follows the surname.
func (p *parser) enMentionFullName(c *extract.Candidate, n doc.Node) {
	m := reEnMentionFullName.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil || len(c.Owners) != 1 || c.Owners[0] != m[1] || !workVerbFirst(m[3]) {
		return
	}
	if rest, ok := strings.CutPrefix(c.Title, m[2]+" "); ok {
		full := m[1] + " " + m[2]
		c.Assignee, c.Owners, c.Title = full, []string{full}, rest
	}
}

// enGroupMeetsAgain: "The team will meet again on Monday to review …",
// "We'll regroup next week": the group's next meeting, listed among the
// next steps, is no one's task.
func enGroupMeetsAgain(c *extract.Candidate) bool {
	if len(c.Owners) == 0 {
		return false
	}
	for _, o := range c.Owners {
		l := strings.ToLower(strings.TrimPrefix(strings.ToLower(o), "the "))
		if !groupOwners[l] && l != "we" && l != "group" {
			return false
		}
	}
	w := strings.Fields(strings.ToLower(c.Title))
	return len(w) > 0 && (w[0] == "meet" || w[0] == "reconvene" || w[0] == "regroup" || w[0] == "reconnect")
}

// reMailtoLead: an item opening with a person chip as Google Docs
// exports one ("[Maria Gomez](mailto:maria@example.com) Ask …").
var reMailtoLead = regexp.MustCompile(`^\[([^\[\]]{2,40})\]\(mailto:[^()\s]+\)\s*[-–—:]?\s*(\S.*)$`)

// enMailtoOwner: the person a mailto chip opening the item names owns it.
func (p *parser) enMailtoOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 {
		return
	}
	m := reMailtoLead.FindStringSubmatch(strings.TrimSpace(n.Text))
	if m == nil || extract.HasHangul(m[1]) {
		return
	}
	name := strings.TrimSpace(m[1])
	if rest, ok := strings.CutPrefix(c.Title, name); ok && strings.TrimSpace(rest) != "" {
		c.Title = strings.TrimSpace(strings.TrimLeft(rest, " -–—:"))
	}
	c.Assignee, c.Owners = name, []string{name}
}

// reEnInlineStep: a step number written inside a line ("1) …", "(2) …").
var reEnInlineStep = regexp.MustCompile(`(?:^|[\s;,:.])\(?([1-9])\)\s+`)

// reEnStepsLabel: the label an inline list of steps follows ("Next
// steps:", "Action items:", "To do:"), at the end of the lead-in.
var reEnStepsLabel = regexp.MustCompile(`(?i)\b(?:next\s+steps|action\s+items|follow[- ]?ups?|to[- ]?dos?|actions|owners)\s*:\s*$`)

// enSplitInlineSteps: a recap email's "Next steps: 1) Yuki to rotate the
// keys; 2) Moritz to update the runbook" is a list written in one line:
// one node per step, on the line, after the lead-in.
func enSplitInlineSteps(d *doc.Document) {
	splitNodes(d, func(n doc.Node) []doc.Node {
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || extract.HasHangul(n.Text) {
			return nil
		}
		text := n.Text
		ms := reEnInlineStep.FindAllStringSubmatchIndex(text, 12)
		if len(ms) < 2 || text[ms[0][2]:ms[0][3]] != "1" || !reEnStepsLabel.MatchString(text[:ms[0][0]+1]) {
			return nil
		}
		for k, m := range ms {
			if text[m[2]:m[3]] != string(rune('1'+k)) {
				return nil
			}
		}
		out := []doc.Node{n}
		out[0].Text = strings.TrimSpace(text[:ms[0][0]+1])
		for k, m := range ms {
			end := len(text)
			if k+1 < len(ms) {
				end = ms[k+1][0]
			}
			step := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(text[m[1]:end]), ";,"))
			step = strings.TrimSpace(strings.TrimSuffix(step, " and"))
			if step == "" {
				return nil
			}
			s := n
			s.Kind, s.Text, s.Cont, s.Bullet, s.Checkbox = doc.ListItem, step, false, text[m[2]:m[3]]+")", 0
			out = append(out, s)
		}
		return out
	})
}

// enInlineStep: node i is a step split off a line after its "Next
// steps:" lead-in (enSplitInlineSteps): a step of a list of work, not a
// commitment outside one.
func (p *parser) enInlineStep(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || !strings.HasSuffix(n.Bullet, ")") {
		return false
	}
	for j := i - 1; j >= 0 && p.d.Nodes[j].Line == n.Line; j-- {
		if m := p.d.Nodes[j]; m.Kind != doc.ListItem {
			return reEnStepsLabel.MatchString(m.Text)
		}
	}
	return false
}
