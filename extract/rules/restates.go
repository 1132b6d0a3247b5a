package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// How teams restate open work (issue 27): a list of the last meeting's
// actions ("Action items from last meeting", "지난 회의 액션 점검") and
// progress lines ("지훈: … 작업 중", "Omar is still working on …", "to
// continue work on …"). Such a line is read as an action the notes present
// as earlier work (Candidate.Restates); package series links it to the
// open task it restates by the same evidence rule as any action, and a
// status it states is a fact about that task.

// carryOverHeadings name a list of earlier meetings' actions (matched like
// actionHeadings: the heading equals one or starts with one).
var carryOverHeadings = []string{
	// en
	"action items from last meeting", "action items from the last meeting", "action items from previous meeting",
	"action items from the previous meeting", "actions from last meeting", "actions from the previous meeting",
	"previous action items", "previous actions", "last meeting action items", "last week's action items",
	"last weeks action items", "pending action items", "open action items from last meeting", "review of action items",
	"review action items", "action item review", "carry over", "carry-over", "carried over", "continuation items",
	"items from last time", "items from last meeting", "items from the last meeting", "items from the previous meeting", "items from previous meeting", "follow up on action items", "follow-up on action items",
	"outstanding action items", "old action items", "continuation", "continued", "carried over items", "still open",
	// ko
	"지난 회의 액션 점검", "지난 회의 액션", "지난 회의 액션 아이템", "지난주 액션", "지난 주 액션", "지난주 액션 아이템", "지난 주 액션 아이템",
	"이전 회의 액션", "이전 액션 아이템", "지난 회의 할 일", "지난주 할 일", "지난 주 할 일", "지난 회의 후속 조치", "이월 항목", "이월된 액션",
	"지난 액션 점검", "액션 아이템 점검", "지난 회의 결과 점검", "미완료 액션",
}

func isCarryOverHeading(norm string) bool {
	for _, h := range carryOverHeadings {
		if norm == h || strings.HasPrefix(norm, h+" ") || strings.HasPrefix(norm, h+":") {
			return true
		}
	}
	// An action heading qualified by an earlier meeting: "Action Items |
	// Last week", "Action items - previous meeting", "액션 아이템 - 지난 회의"
	// (normHeading has made the separators spaces).
	for _, h := range actionHeadings {
		if strings.HasPrefix(norm, h+" ") && reEarlierMeeting.MatchString(norm[len(h)+1:]) {
			return true
		}
	}
	return false
}

// isReviewLabel: a parent item that heads a review of earlier actions —
// a carry-over heading, or a label naming actions and an earlier meeting
// or a review, however worded ("1. Review last meeting's action points"
// / "   1. Action: Boris will draft …": its items restate the earlier
// actions, their follow-ups are the new ones).
func isReviewLabel(norm string) bool {
	return isCarryOverHeading(norm) || reActionNoun.MatchString(norm) && reEarlierActions.MatchString(norm)
}

// reviewHeading: a heading that names a review of earlier actions in
// words of its own ("Review of previous action items", "Action items
// from the prior call - review"), as a review label does (isReviewLabel):
// its items restate the earlier actions. A short heading only: a
// sentence that mentions both is no title of a list.
func reviewHeading(norm string) bool {
	return len(strings.Fields(norm)) <= 8 && reActionNoun.MatchString(norm) && reEarlierActions.MatchString(norm)
}

// reActionNoun / reEarlierActions: a label naming actions, and one
// naming an earlier meeting or a review of what it decided.
var (
	reActionNoun     = regexp.MustCompile(`\b(?:action\s+(?:items?|points?)|actions|ais|to-?dos)\b`)
	reEarlierActions = regexp.MustCompile(`\b(?:review(?:ing)?|(?:last|previous|prior)\s+(?:week|meeting|call|session|month|sprint)(?:['’]?s)?)\b`)
)

// reEarlierMeeting: a heading's qualifier naming an earlier meeting.
var reEarlierMeeting = regexp.MustCompile(`^(?:[-–—]\s*)?(?:from\s+)?(?:the\s+)?(?:last|previous|prior)\s+(?:week|weeks|week's|meeting|meetings|time|call|session)$|^(?:[-–—]\s*)?(?:지난|지난주|지난 주|이전)(?:\s*(?:회의|주|미팅))?$`)

var (
	// A line that says it repeats an earlier action.
	reCarryOverMark = regexp.MustCompile(`(?i)\((?:same|carried over|carry-over|continued) (?:action )?from (?:last|the previous) (?:week|meeting)\)|^\s*(?:지난주|지난 주|지난 회의|이전) 액션\s*[:：]`)
	// Progress phrases, English: "is still working on X", "continues to
	// work on X", "to continue work on X", "keep working on X".
	reEnProgress = regexp.MustCompile(`(?i)^(?:(?:is|are)\s+)?(?:still\s+)?(?:working on|continu(?:e|es|ing) (?:to work on|work on|working on|with)|to continue (?:work on|working on|with)|keep(?:s)? (?:working on|refining|improving)|(?:is|are) in progress on)\s+(.+)$`)
	// Korean: "<task> 작업 중", "<task> 진행 중", "<task> 작성 중".
	reKoProgress = regexp.MustCompile(`^(.+?)\s*(` + extract.KoProgressNouns + `)\s*중(?:입니다|임|이에요|이다)?[.。]?\s*$`)
	// "Name: text", "Name - text".
	reNameLead = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{M}.'-]{0,30}(?:\s[\p{Lu}][\p{L}.'-]{0,20})?)\s*(?:님)?\s*[:：]\s*(.+)$`)
	// "Name is still working on …", "Name to continue work on …".
	reNameSubject = regexp.MustCompile(`^@?([\p{Lu}][\p{L}.'-]{0,30})\s+(.+)$`)
)

// markRestatement sets how the notes present c's line: a line of a
// carry-over list, a progress line, or neither.
func (p *parser) markRestatement(c *extract.Candidate, n doc.Node, si secInfo) {
	switch {
	case si.carryOver || reCarryOverMark.MatchString(n.Text) || p.carryOverParent(n):
		c.Restates = extract.RestatesCarryOver
	case progressText(stripInline(c.Title)) != "" || progressText(stripInline(n.Text)) != "":
		c.Restates = extract.RestatesProgress
	}
}

// carryOverParent: n is an item of a list whose parent item says it
// lists earlier work ("* Follow up on next steps from last meeting",
// "* Action items from the previous call:").
func (p *parser) carryOverParent(n doc.Node) bool {
	for j, depth := n.Parent, 0; j >= 0 && depth < 4; j, depth = p.d.Nodes[j].Parent, depth+1 {
		norm := normHeading(strings.TrimRight(stripInline(p.d.Nodes[j].Text), ":： "))
		if utf8.RuneCountInString(norm) > 80 {
			continue
		}
		if isCarryOverHeading(norm) || reFromEarlierMeeting.MatchString(norm) && reWorkKind.MatchString(norm) {
			return true
		}
	}
	return false
}

// reFromEarlierMeeting: a label's tail naming an earlier meeting.
var reFromEarlierMeeting = regexp.MustCompile(`\b(?:from|of)\s+(?:the\s+)?(?:last|previous|prior)\s+(?:week|weeks|week's|meeting|meetings|time|call|session)$|(?:지난|지난주|지난 주|이전)\s*(?:회의|주|미팅)?\s*(?:의|에서)?\s*(?:액션|할\s*일|과제|목표)`)

// progressText is the task a progress phrase names, or "".
func progressText(s string) string {
	s = strings.TrimSpace(strings.TrimRight(s, ".。 "))
	if m := reEnProgress.FindStringSubmatch(s); m != nil {
		return strings.TrimSpace(m[1])
	}
	if m := reKoProgress.FindStringSubmatch(s); m != nil {
		// "예산 보고서 작성 중" keeps its verb: the task is "예산 보고서 작성".
		return strings.TrimSpace(m[1]) + " " + extract.KoWorkVerb(m[2])
	}
	return ""
}

// progressLine reads a line no other rule took as a progress line about
// someone's work: "지훈: 3분기 예산 보고서 작성 중", "Omar is still working on
// the iOS login bug", "- still working on the proposal" under a person's
// heading. The owner must be a person the notes or the roster name; the
// line is work in progress, so it is an action (a restatement when it
// names an open task, else new work).
func (p *parser) progressLine(n doc.Node, si secInfo) *extract.Candidate {
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || p.restates == nil {
		// A status line ("Ivan: working on search", "Radoslav working on
		// TUF") reports work, it gives none: an action only where it
		// restates an open task of the series (below).
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if len(text) > maxItemBytes || text == "" {
		return nil
	}
	owner, rest := "", text
	if m := reNameLead.FindStringSubmatch(text); m != nil && p.progressOwner(m[1]) {
		owner, rest = m[1], m[2]
	} else if m := reNameSubject.FindStringSubmatch(text); m != nil && p.progressOwner(m[1]) && progressText(m[2]) != "" {
		owner, rest = m[1], m[2]
	} else if si.owner != "" && !groupOwners[strings.ToLower(si.owner)] {
		owner = si.owner
	} else if o := p.parentOwner(n); o != "" {
		owner = o
		if progressText(rest) == "" && p.personItem(n) && workGerund(firstWord(rest)) && !isQuestion(rest) {
			// "* Greg" / "  * Starting to look at REST API": under a
			// person's item, a line that opens with a verb of work in
			// -ing is what they are doing.
			rest = "working on " + rest
		}
	}
	task := progressText(rest)
	if owner == "" || task == "" {
		return nil
	}
	title, due := cutDue(task)
	title = strings.TrimSpace(strings.Trim(title, " -–—:,"))
	if title == "" {
		return nil
	}
	if !p.restates(owner, title, extract.RestatesProgress) {
		return nil
	}
	return &extract.Candidate{Title: title, Assignee: owner, Owners: []string{owner}, Due: due, Syntax: "progress", Restates: extract.RestatesProgress}
}

// restatedLine reads a list item or paragraph that is no action as
// written ("- `/upload` 통신 구현 완료" under "## 프론트엔드", "- please look
// at <URL>" again under "## Docs") as a progress line when the series says
// it restates one of its open tasks by the evidence rule: the task's
// person (the line's name, or its heading's) and its deliverable. It
// carries a problem, so that if the linker does not link it after all it
// is a line for a person to confirm, never a task of its own.
func (p *parser) restatedLine(n doc.Node, si secInfo) *extract.Candidate {
	if p.restates == nil || n.Kind != doc.ListItem && n.Kind != doc.Paragraph || si.action {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if len(text) > maxItemBytes || text == "" {
		return nil
	}
	owner, rest := "", text
	if m := reNameLead.FindStringSubmatch(text); m != nil && p.progressOwner(m[1]) {
		owner, rest = m[1], m[2]
	} else if o, r := p.subjectOwner(text); o != "" {
		owner, rest = o, r
	} else if o, r := p.koOwnerForm(text); o != "" {
		owner, rest = o, r
	} else if o, r := p.restatedOwnerForm(text); o != "" {
		owner, rest = o, r
	} else if si.owner != "" && !groupOwners[strings.ToLower(si.owner)] {
		owner = si.owner
	} else if o := p.parentOwner(n); o != "" {
		owner = o
	} else if o := p.updateScope(n); o != "" {
		// A line deeper in a person's report ("* Ben" / "  * Checking on
		// SPI stuff." / "    * Nimby, …") is asked with that person.
		owner = o
	} else if o := p.headingOwner(n); o != "" {
		owner = o
	}
	title, due := statusDue(rest)
	title = strings.TrimSpace(strings.Trim(title, " -–—:,"))
	kind := p.restatedKind(n, si)
	if title == "" {
		return nil
	}
	if !p.restates(owner, title, kind) {
		// "release notes blocked on legal review": the status and what
		// qualifies it are no part of the deliverable (statusline.go).
		task := statusDeliverable(title)
		if task == "" || task == title || !p.restates(owner, task, kind) {
			return nil
		}
		title = task
	}
	c := &extract.Candidate{Title: title, Due: due, Syntax: "restated", Restates: kind, Problems: []string{problemRestated}}
	if owner != "" {
		c.Assignee, c.Owners = owner, []string{owner}
	}
	return c
}

// parentOwner is the person or team a parent item of n is, and only
// is ("* Current work updates" / "* Brian" / "* Working on packaging.").
func (p *parser) parentOwner(n doc.Node) string {
	if n.Parent < 0 {
		return ""
	}
	// "* Update from Shiva:" (updates.go) is Shiva's, whatever else
	// the notes take the label for.
	o := p.updateOwner(p.d.Nodes[n.Parent].Text)
	if o == "" {
		o = p.scopeOwner(stripInline(p.d.Nodes[n.Parent].Text))
	}
	if groupOwners[strings.ToLower(o)] {
		return ""
	}
	return o
}

// personItem: n's parent item is a person the notes or the roster know
// (not a team, nor a group).
func (p *parser) personItem(n doc.Node) bool {
	o := p.parentOwner(n)
	if o == "" || !p.progressOwner(o) || p.teamScope(o) != "" {
		return false
	}
	// A name, not a topic the notes happen to know ("Simple web view").
	for _, w := range strings.Fields(o) {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) && !isHangul(string(r)) {
			return false
		}
	}
	return true
}

// headingOwner is the team or person a heading above n names ("## 백엔드"
// / "### 진행사항" / "- …").
func (p *parser) headingOwner(n doc.Node) string {
	for s := n.Section; s != nil; s = s.Parent {
		if o := p.updateOwner(s.Title); o != "" {
			return o
		}
		if o := p.scopeOwner(s.Title); o != "" {
			return o
		}
	}
	return p.boldPartOwner(n.Section)
}

// progressOwner: a person the roster or the notes name, never a group.
func (p *parser) progressOwner(name string) bool {
	return p.known(name) && !groupOwners[strings.ToLower(name)]
}

// carriedItemRemark: c, read as "<Name> to <work>" with a name the roster
// does not know (the notes' names grow with such reads: "Move" read so
// is one), is a note under an item of a carry-over
// list that axagent read as an action ("* [ ] @alice: Draft the
// checklist" / "    * Move to next meeting", "    * Started to write a
// proposal: <link>"): what became of that earlier action, whose first
// word is a verb, not a person — no action of its own. A note naming a
// known person ("    * @bob to review it") is still read.
func (p *parser) carriedItemRemark(c *extract.Candidate, n doc.Node, before []extract.Candidate) bool {
	if c.Restates != extract.RestatesCarryOver || c.Syntax != "commitment" || c.Assignee == "" || p.rosterKnows(c.Assignee) || !verbWord(c.Assignee) ||
		strings.Contains(c.Assignee, "@") || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem {
		return false
	}
	parent := p.d.Nodes[n.Parent].Line
	for i := len(before) - 1; i >= 0; i-- {
		if before[i].Line == parent {
			return before[i].Restates == extract.RestatesCarryOver
		}
	}
	return false
}

// carriedStateVerbs: what notes say became of an earlier action, besides
// the verbs of work ("Deferred to …", "Pushed to next week").
var carriedStateVerbs = map[string]bool{"defer": true, "push": true, "carry": true, "continue": true, "postpone": true, "punt": true, "keep": true, "roll": true, "bump": true}

// verbWord: w, read where an owner stands, is a verb in a form notes
// write ("Move", "Started", "Moved", "Deferred", "Pushing"), not a name:
// a name the notes merely do not list ("Omar to …") still owns its line.
func verbWord(w string) bool {
	lw := strings.ToLower(strings.TrimSpace(w))
	isVerb := func(v string) bool { return enImperatives[v] || enImperativesMore[v] || carriedStateVerbs[v] }
	if isVerb(lw) {
		return true
	}
	for _, b := range enVerbBases(lw, "ed", "d", "ing", "s") {
		if isVerb(b) {
			return true
		}
	}
	return false
}

// rosterKnows: the roster resolves name.
func (p *parser) rosterKnows(name string) bool {
	_, ok := p.roster.Lookup(strings.TrimPrefix(strings.TrimSpace(name), "@"))
	return ok
}
