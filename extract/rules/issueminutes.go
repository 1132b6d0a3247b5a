package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper en-trials31): forms of meeting minutes kept as GitHub
// issues — a working group's "Action Items - Meeting #N" issues and
// community calls' follow-up lists.

// reParenRoleTail: a role closing a name in an owner's parenthesis —
// "(@ana, @ben review)", "(@ana, @ben to review)", "(@ana, WG review)": the
// named person or body reviews or helps with the work, and shares it.
var reParenRoleTail = regexp.MustCompile(`(?i)\s+(?:to\s+)?(?:review|reviews|reviewer|reviewers|reviewing|help|helps|helping|assist|assists|support|supports|backup|shadow|shadows)$`)

// reParenHandleStep: an @handle, then that person's own step in lower
// case — "(@ana ping the host about it)": the handle owns the item.
var reParenHandleStep = regexp.MustCompile(`^(@[\p{L}\p{N}_][\p{L}\p{N}_.-]*)\s+\p{Ll}[\p{L}\p{N}\s'.-]*$`)

var reParenPartSep = regexp.MustCompile(`\s*[,;]\s*`)

// parenRoleOwners reads the owners of a parenthesis whose names carry a
// role ("@ben review") or whose handle is followed by the person's step
// ("@ana ping …"); ok is false when no part carries either, so that
// every other parenthesis is read as before. roled are the names that
// came with a role (a reviewer may be a body, "WG").
func parenRoleOwners(inner string) (owners, roled []string, ok bool) {
	inner = strings.TrimSpace(inner)
	if inner == "" || len(inner) > 80 {
		return nil, nil, false
	}
	if m := reParenHandleStep.FindStringSubmatch(inner); m != nil {
		return []string{m[1]}, nil, true
	}
	for _, part := range reParenPartSep.Split(inner, -1) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name := reParenRoleTail.ReplaceAllString(part, "")
		if name != part {
			ok = true
			if name == "" || strings.ContainsAny(name, " \t") && !strings.HasPrefix(name, "@") && len(strings.Fields(name)) > 2 {
				return nil, nil, false
			}
			for _, o := range splitOwners(name) {
				roled = append(roled, o)
				owners = append(owners, o)
			}
			continue
		}
		owners = append(owners, splitOwners(part)...)
	}
	if !ok || len(owners) == 0 || len(owners) > 6 {
		return nil, nil, false
	}
	return owners, roled, true
}

// parenRoleSharers: the owners parenRoleOwners reads, when each name
// without a role is a person and each name with one a person or a body
// written as an acronym ("WG", "TSC").
func (p *parser) parenRoleSharers(inner string) []string {
	owners, roled, ok := parenRoleOwners(inner)
	if !ok {
		return nil
	}
	isRoled := map[string]bool{}
	for _, o := range roled {
		isRoled[o] = true
	}
	doers := 0
	for _, o := range owners {
		if isRoled[o] && reAcronym.MatchString(strings.TrimPrefix(o, "@")) {
			continue
		}
		if !p.allPeople([]string{o}, true) {
			return nil
		}
		if !isRoled[o] {
			doers++
		}
	}
	if doers == 0 && len(roled) == len(owners) && len(owners) > 0 {
		// "(@ana review)": the reviewer alone is who the item waits on.
		doers = 1
	}
	if doers == 0 {
		return nil
	}
	return owners
}

// widerOwners: owners name one as written and more people besides.
func widerOwners(one string, owners []string) bool {
	if len(owners) < 2 {
		return false
	}
	one = strings.ToLower(strings.TrimPrefix(one, "@"))
	for _, o := range owners {
		if strings.ToLower(strings.TrimPrefix(o, "@")) == one {
			return true
		}
	}
	return false
}

// reTrailParenAny: a line closed by a parenthesis, and what it holds.
var reTrailParenAny = regexp.MustCompile(`^(.{2,}?)\s*[(（]([^()（）]{1,80})[)）]\s*[.]?$`)

// verbBeforeTo: w, opening action item text before "to" and a verb of
// work ("Meet to discuss the roadmap"), is the item's verb, the
// infinitive after it its purpose — not a person the notes name. Before
// "to" and no verb ("Move to next meeting") the word stays as read.
func verbBeforeTo(text, w string) bool {
	if !workVerb(strings.ToLower(strings.Trim(w, "*_"))) {
		return false
	}
	m := reVerbToVerb.FindStringSubmatch(text)
	return m != nil && strings.EqualFold(strings.Trim(m[1], "*_@"), strings.Trim(w, "*_@")) && workVerb(strings.ToLower(m[2]))
}

// reVerbToVerb: a word opening a line, "to", and the word after it.
var reVerbToVerb = regexp.MustCompile(`^\W*@?([\p{L}][\p{L}\p{N}._-]*)\s+to\s+([\p{L}]+)`)

// topicOverBoxes: list item i is a topic grouping the to-dos under it —
// an item with no box of its own, owner, deadline or verb of work, over
// items (at any depth below it) that carry checkboxes: "* Specs" / "  *
// Upcoming specs" / "    - [ ] cache format draft (@ana)". Where a list
// marks its work with boxes, an item without one over boxed items names
// what they are about; it is no task itself.
func (p *parser) topicOverBoxes(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 || len(c.Owners) > 0 || c.Due != "" || extract.HasHangul(n.Text) || !p.hasChildItem(i) {
		return false
	}
	plain := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(stripInline(stripEmphasis(n.Text))), ":： "))
	words := strings.Fields(plain)
	if len(words) == 0 || len(words) > 6 || strings.ContainsAny(plain, "?@") || isQuestion(plain) || workVerbFirst(plain) || workVerb(strings.ToLower(words[0])) || reCommitHint.MatchString(plain) {
		return false
	}
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || !p.descends(j, i) {
			return false
		}
		if m.Checkbox != 0 {
			return true
		}
	}
	return false
}

// descends: node j is nested, at any depth, under node i.
func (p *parser) descends(j, i int) bool {
	for k, depth := p.d.Nodes[j].Parent, 0; k >= 0 && depth < 16; k, depth = p.d.Nodes[k].Parent, depth+1 {
		if k == i {
			return true
		}
	}
	return false
}

// reNextMeetingDateLabel: a label for the next meeting, the date it is held
// in parentheses — "Next Meeting Setup (21 March, 9:30 am PST)", "Before
// the next call (May 3)", "Prep for next sync (5/12)": what is listed
// under it is to be done by then.
var reNextMeetingDateLabel = regexp.MustCompile(`(?i)^(?:prep(?:are|aration)?\s+for\s+|before\s+|for\s+)?(?:the\s+)?next\s+(?:meeting|call|sync|session|check-?in)\b[^()]{0,30}\(([^()]{3,60})\)\s*[:：]?$`)

// nextMeetingParentDue gives c, with no deadline of its own, the date of
// the next-meeting label it is listed under (reNextMeetingDateLabel).
func (p *parser) nextMeetingParentDue(c *extract.Candidate, i int) {
	if c.Due != "" {
		return
	}
	for k, depth := p.d.Nodes[i].Parent, 0; k >= 0 && depth < 8; k, depth = p.d.Nodes[k].Parent, depth+1 {
		m := reNextMeetingDateLabel.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[k].Text))))
		if m == nil {
			continue
		}
		date := strings.TrimSpace(m[1])
		if j := strings.IndexAny(date, ",;"); j > 0 {
			date = strings.TrimSpace(date[:j])
		}
		if reBareDate.MatchString(date) || dates.IsDateExpr(date) || reReleaseDate.MatchString(date) {
			c.Due = date
		}
		return
	}
}

// tickedActionItem: checked item i of an action section names who owns
// it in a closing parenthesis ("- [x] Make template for notes (@ana)"):
// a list of action items kept as an issue is ticked off as the work gets
// done, after the meeting that gave it; the box does not make it a
// report (as finishedItem keeps a checked box of this meeting's list).
func (p *parser) tickedActionItem(i int, plain string) bool {
	n := p.d.Nodes[i]
	return n.Checkbox != 0 && n.Checkbox != ' ' && p.ownedBoxItem(i, plain)
}

// ownedBoxItem: item i of an action section carries a checkbox, open or
// ticked, and names who owns it in a closing parenthesis — @handles, or
// names the notes know ("- [ ] Make the release checklist (@ana)").
func (p *parser) ownedBoxItem(i int, plain string) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 0 || n.Section == nil || extract.HasHangul(plain) {
		return false
	}
	if si := p.section(n.Section); !si.action || si.done || si.carryOver || si.dueOnly {
		return false
	}
	m := reTrailParenAny.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return false
	}
	owners := splitOwners(m[2])
	if !(len(owners) > 0 && len(owners) <= 6 && p.allPeople(owners, true)) && p.parenRoleSharers(m[2]) == nil {
		return false
	}
	for _, o := range owners {
		if !strings.HasPrefix(strings.TrimSpace(o), "@") && !p.known(o) && !strings.Contains(m[2], "@") {
			return false
		}
	}
	return true
}
