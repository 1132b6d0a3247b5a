package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A heading whose section opens with a line that only names who owns it
// ("### Rework the upload retry" / "Assignee: @dana"): the heading is a
// piece of work and the line its owner, as a tracker's card is written
// in minutes that walk a board. The line reads like an item's nested
// "Assigned to: …" (reAssignedChild) one level up.

// reNoAssignee: an owner line that assigns nobody ("Assignee: nobody",
// "Owner: TBD", "unassigned / speculative").
var reNoAssignee = regexp.MustCompile(`(?i)^(?:nobody|no\s*one|none|n/?a|tbd|tba|unassigned|-+|\?+)\b`)

// reOwnerRole: a role after an owner that narrows what they do, not who
// they are ("@dana (review)", "Lee (to review)").
var reOwnerRole = regexp.MustCompile(`\s*\([^()]{0,40}\)`)

// reSectionDone: a section's line that closes its work ("Complete!",
// "Merged", "Finished & ready", "Done.").
var reSectionDone = regexp.MustCompile(`(?i)^(?:complete[d!.]?|completed?,|merged|done[.!]?|finished\b|closed\b|resolved\b|shipped\b)`)

// reIssueRef: the heading names a tracker issue or pull request ("[#376](…)
// - …", "#312 - …", a link to …/issues/… or …/pull/…).
var reIssueRef = regexp.MustCompile(`(?:^|[\s\[(])#\d+\b|/(?:issues|pull|pulls|merge_requests)/\d+`)

// reHeadingNumber: a heading's own numbering ("3. ", "10) ").
var reHeadingNumber = regexp.MustCompile(`^\d{1,3}[.)]\s+`)

// headingAssignee: heading i is a task its next line assigns; nil when
// that line names nobody, hedges ("@kim (? - waiting for ack)"), or the
// section closes the work, or lays it out as its people's own
// commitments ("- @ana to review"), which are then the tasks.
func (p *parser) headingAssignee(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	j := p.nextNonBlank(i)
	if j < 0 || !ownerLineKind(p.d.Nodes[j]) {
		return nil
	}
	m := reAssignedChild.FindStringSubmatch(strings.TrimSpace(stripInline(p.d.Nodes[j].Text)))
	if m == nil {
		return nil
	}
	who := strings.TrimSpace(m[1])
	if reNoAssignee.MatchString(who) || strings.Contains(who, "?") {
		return nil
	}
	who = strings.TrimRight(strings.TrimSpace(reOwnerRole.ReplaceAllString(who, "")), ".,;")
	owners := splitOwners(who)
	if len(owners) == 0 || !p.allPeople(owners, false) {
		return nil
	}
	title := strings.TrimSpace(reHeadingNumber.ReplaceAllString(stripInline(n.Text), ""))
	if !p.workHeading(n, title) {
		return nil
	}
	due := ""
	for k := j + 1; k < len(p.d.Nodes); k++ {
		b := p.d.Nodes[k]
		if b.Kind == doc.Heading && b.Level <= n.Level {
			break
		}
		if b.Kind != doc.ListItem && b.Kind != doc.Paragraph {
			continue
		}
		t := strings.TrimSpace(stripInline(b.Text))
		if reSectionDone.MatchString(t) || markedDone(b.Text) || enDoneReport(t) || reDoneParticiple.MatchString(t) {
			return nil
		}
		if c := p.commitment(t, false); c != nil && sharesOwner(c.Owners, owners) {
			// The assignee's work laid out as their own lines: those
			// are the tasks. (Someone else's "@lee to guide" leaves the
			// card the assignee's.)
			return nil
		}
		if due == "" && reCardWill.MatchString(t) {
			// "Will try to complete by the next meeting": the card's
			// deadline.
			_, due = cutDue(t)
		}
	}
	c := &extract.Candidate{Syntax: "heading-assignee", Assignee: strings.Join(owners, ", "), Owners: owners}
	if !titled(c, reIssueLead.ReplaceAllString(title, "")) {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	return c
}

// reCardWill: a line of a card that says what will happen without
// saying who ("Will try to finish by Friday", "To be completed soon").
var reCardWill = regexp.MustCompile(`(?i)^(?:will|to\s+be)\s`)

// reDoneParticiple: a line that reports a change as made, in the
// passive without its auxiliary ("Warning message added to the CLI",
// "Fallback removed"): the card's work is done.
var reDoneParticiple = regexp.MustCompile(`(?i)^[\w\s.-]{3,60}?\s(?:added|removed|fixed|merged|released|implemented|shipped|published|landed|deployed)\b`)

// sharesOwner: a and b name someone in common ("@" and case aside).
func sharesOwner(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if strings.EqualFold(strings.TrimPrefix(x, "@"), strings.TrimPrefix(y, "@")) {
				return true
			}
		}
	}
	return false
}

// reIssueLead: an issue reference opening a title ("#376 - ", "[#376](…) - ").
var reIssueLead = regexp.MustCompile(`^(?:\[?#\d+\]?(?:\([^)]*\))?\s*[-–—:]\s*)`)

// workHeading: the heading reads as work, not a standing topic
// ("CrowdSupply Campaign", "Serial Numbers"): it opens with a verb of
// work (or one that makes something do work: "Teach the CLI to …") or
// its -ing form, names an issue or pull request, or sits under a
// heading that does ("### Finish the migration" / "#### `module.name`").
func (p *parser) workHeading(n doc.Node, title string) bool {
	if reIssueRef.MatchString(n.Text) {
		return true
	}
	if workOpening(title) {
		return true
	}
	if s := n.Section; s != nil {
		// (The parent by its verb only: "## Outstanding Topics" opens
		// with an -ing word and is no work.)
		return workVerbFirst(strings.TrimSpace(reHeadingNumber.ReplaceAllString(stripInline(s.Title), "")))
	}
	return false
}

// workOpening: the title opens with a verb of work ("Support Python
// 3.11", "Rework the retry") or a verb's -ing form over more words
// ("Bridging the chat rooms").
func workOpening(title string) bool {
	first := strings.ToLower(strings.Trim(firstWord(title), "*_,.:"))
	if workVerbFirst(title) || workVerb(first) || causativeVerbs[first] {
		return true
	}
	if stem, ok := strings.CutPrefix(first, "re"); ok && len(stem) >= 4 && workVerb(stem) {
		// "Rework …", "Rebuild …", "Retest …": a verb of work done again.
		return true
	}
	w := strings.Trim(firstWord(title), "*_,.:")
	return len(strings.Fields(title)) > 1 && len(w) >= 6 && strings.HasSuffix(strings.ToLower(w), "ing") && capitalStep(w)
}

// ownerLineKind: a line that can be a heading's owner line: a paragraph,
// or the pseudo heading a short "Assignee: …" line alone between blanks
// is read as (doc: level 7 and deeper).
func ownerLineKind(n doc.Node) bool {
	return n.Kind == doc.Paragraph || n.Kind == doc.Heading && n.Level >= 7
}

// nextNonBlank: the index of the first node after i that is not blank,
// -1 at the end.
func (p *parser) nextNonBlank(i int) int {
	for j := i + 1; j < len(p.d.Nodes); j++ {
		if p.d.Nodes[j].Kind != doc.Blank {
			return j
		}
	}
	return -1
}

// prevNonBlank: the index of the last node before i that is not blank,
// -1 at the start.
func (p *parser) prevNonBlank(i int) int {
	for j := i - 1; j >= 0; j-- {
		if p.d.Nodes[j].Kind != doc.Blank {
			return j
		}
	}
	return -1
}

// cardStep: list item i sits on a card that is a standing topic rather
// than work ("### Vendor Strings" / "Assignee: @moro" / "- Add a custom
// vendor string"); a line of it that opens with a capitalised verb of
// work is a step the card's assignee takes. nil otherwise (a card that
// is work is one task: headingAssignee).
func (p *parser) cardStep(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	s := n.Section
	if n.Kind != doc.ListItem || n.Parent >= 0 || s == nil || s.Level < 7 || s.Parent == nil {
		return nil
	}
	m := reAssignedChild.FindStringSubmatch(strings.TrimSpace(stripInline(s.Title)))
	if m == nil {
		return nil
	}
	h := p.nodeAt(s.Parent.Line)
	if h >= len(p.d.Nodes) || p.d.Nodes[h].Kind != doc.Heading || p.nextNonBlank(h) != p.nodeAt(s.Line) {
		return nil
	}
	head := p.d.Nodes[h]
	if p.workHeading(head, strings.TrimSpace(reHeadingNumber.ReplaceAllString(stripInline(head.Text), ""))) {
		return nil
	}
	who := strings.TrimRight(strings.TrimSpace(reOwnerRole.ReplaceAllString(strings.TrimSpace(m[1]), "")), ".,;")
	owners := splitOwners(who)
	if reNoAssignee.MatchString(who) || strings.Contains(m[1], "?") || len(owners) == 0 || !p.allPeople(owners, false) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if !workVerbFirst(plain) || !capitalStep(plain) || isQuestion(plain) || markedDone(n.Text) {
		return nil
	}
	c := &extract.Candidate{Syntax: "card-step", Assignee: strings.Join(owners, ", "), Owners: owners}
	if !titled(c, plain) {
		return nil
	}
	return c
}
