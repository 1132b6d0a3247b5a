package rules

// English running minutes (issue 28): notes that follow the agenda topic
// by topic in flowing bullets or paragraphs, with no "Action items"
// section, written by teams the rules were not built from. Two kinds of
// reading live here.
//
// Lines that look like actions and are none, read from where they sit
// and what they say, not from a team's words:
//   - the roll of a meeting — names under a heading or label of who
//     attended ("## Present", "Attendees:", "## Voting member
//     attendance"), with a company or a role after the name ("[ ] Ana
//     Ruiz - Acme"): a person, not their work;
//   - a question that opens with its auxiliary ("Will this use the new
//     pool? …"): it asks, nobody answered with a commitment;
//   - an item that is only a link and names nobody (a pointer to a
//     document of actions, the parent of the tasks nested under it);
//   - an agenda topic written as a noun phrase of news ("Updates on the
//     build farm", "Status of the release"): what the meeting heard;
//   - under a heading that reviews earlier actions ("## Action item
//     review"), a line that reports status (done, under way, a hedged
//     future) rather than restating the action ("ACTION: Ana to …");
//   - "# Minutes (Ana)": the part of the notes and its scribe;
//   - topics under a "Next meeting:" label: its agenda;
//   - in a list of people with their tasks nested under them, a name
//     with nothing under it;
//   - "We've agreed to do this": the group settling what the lines
//     around it say, not a person's work.
// Each stays a possible action wherever its signals make it one; the
// roll is not even that.
//
// Commitments the running notes write that the other readings leave as
// possible actions (person + commitment form + context, combined):
//   - a person's second clause after an offer or a report, its subject
//     left out ("Ana can present, will post the time in the channel",
//     "Kate: reading the code, will pick an issue, maybe tomorrow");
//   - a step nested under a reference-only item of an action list, owned
//     by the name closing it in parentheses ("[#12](…)" / "  - fix the
//     parser (Ana Ruiz)"); "ana and Omar - will …" in an action list;
//   - a speaker's gerund of work with a look-ahead deadline ("Marta:
//     taking a look for next meeting");
//   - a need answered on the line ("Need someone to … — Tobias
//     volunteered", "Volunteer needed to … - BD", "… (Britt to do)");
//   - the group agreeing to a deliverable ("We agreed to publish a FAQ"),
//     nobody named, for a person to confirm;
//   - a sentence of running prose whose subject closes one wrapped line
//     and whose commitment opens the next ("… formats. Ken" / "plans to
//     release …"), and "He will …" after a sentence whose subject is a
//     person ("Ken has received … He will be sending it around").

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reAttendance: a heading or label naming who attended.
	reAttendance = regexp.MustCompile(`^(?:(?:voting|observer|non-voting|other|additional|tsc|tac|board|committee)\s+)?(?:members?\s+)?(?:attendees|attendance|participants|present|roll\s*call|apologies|regrets|absent|absentees|guests|in\s+attendance)(?:\s+(?:list|members|today))?$`)
	// reLooksAhead: a form that commits or plans.
	reLooksAhead = regexp.MustCompile(`(?i)\b(?:will|wil|shall|going\s+to|plans?\s+to|planning\s+to|to\s+\p{Ll}+|todo|next\s+(?:step|week|time|meeting)|volunteer\w*|agree[ds]?\s+to|offer(?:s|ed)?\s+to|needs?\s+to)\b|['’]ll\b`)
	// reFutureRunning: a form that looks ahead in a review of what was done
	// ("to report" there is no plan).
	reFutureRunning = regexp.MustCompile(`(?i)\b(?:will|wil|shall|going\s+to|plans?\s+to|planning\s+to|todo|next\s+(?:step|week|time|meeting))\b|['’]ll\b`)
	// reReviewKeep: a line of a review that restates the action itself
	// ("ACTION: eP to ask Fred …", "Ana to update the PR"), not its
	// status.
	reReviewKeep = regexp.MustCompile(`(?i)^\W*(?:(?:action(?:\s+items?)?|todo|ai)\s*[:：-]\s*|@?[\p{L}][\p{L}.'’-]*(?:\s+(?:and|&)\s+@?[\p{L}][\p{L}.'’-]*)?\s+to\s+\p{Ll})`)
	// reAuxQuestionRunning: a sentence that opens with its auxiliary and ends
	// with a question mark.
	reAuxQuestionRunning = regexp.MustCompile(`^(?:Will|Would|Should|Shall|Can|Could|Do|Does|Did|Is|Are|Was|Were|Has|Have)\s+[^.!?]{1,200}\?`)
	// reNewsTopic: a topic of news as an agenda writes it.
	reNewsTopic = regexp.MustCompile(`(?i)^(?:updates?|status|news|report|recap|progress)\s+(?:on|of|from|about|re:?)\s+\S`)
	// rePronounOwner: a pronoun with its verb read as an owner ("We've
	// agreed to do this"): the group settling something, said elsewhere.
	rePronounOwner = regexp.MustCompile(`(?i)^(?:we|they|i)['’](?:ve|d|re|m)$`)
	// reStatusRunning: a report of work done or under way.
	reStatusRunning = regexp.MustCompile(`(?i)\b(?:\p{L}{3,}ed|has|have|had|was|were|still|is\s+going|no\s+progress|figured|made|wrote|sent|did|got|took|began|done|coming\s+along|in\s+progress|(?:is|are)\s+\p{Ll}+ing|ran\s+into|run\s+into)\b`)
	// reScribeHeading: "# Meeting minutes (Jane)": the part of the
	// notes and who wrote it.
	reScribeHeading = regexp.MustCompile(`(?i)^(?:meeting\s+)?(?:minutes|notes)\s*\([^()]{1,40}\)\s*$`)
	// rePersonOnly: an item that is a name and nothing else ("Yoona_Jeon",
	// "SEUNG HOON, SHIN", "Ana Ruiz").
	rePersonOnly = regexp.MustCompile(`^@?[\p{Lu}][\p{L}._'’-]*(?:[\s,]+@?[\p{Lu}][\p{L}._'’-]*){0,3}$`)
	// reNextMeetingLabel: "Next meeting:" over the topics it will take.
	reNextMeetingLabel = regexp.MustCompile(`(?i)^(?:agenda\s+(?:for|of)\s+(?:the\s+)?)?next\s+(?:meeting|call|session|sync)(?:['’]s\s+agenda)?\s*:$`)
	// reOfferThenWill: "Ana can present, will post the time …": a
	// person, an offer or a commitment, then ", will <verb> …" with the
	// subject left out.
	reOfferThenWill = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s+(?:can|will|could\s+also|is\s+happy\s+to)\s+[^,;.?!]{2,80},\s*(?:and\s+)?will\s+(\p{Ll}[\p{L}-]*(?:\s[^.;!?]*)?)[.!]?$`)
	// reDoubleBracket: a link whose text is a bracketed reference
	// ("[[org/repo#12]](…)").
	reDoubleBracket = regexp.MustCompile(`\[\[([^\]]*)\]\]\(`)
	// reReviewWord: a heading that reviews.
	reReviewWord = regexp.MustCompile(`(?i)\breview`)
	// reLabelThenWill: "Kate: getting to know the code, will pick a
	// first issue": a speaker's label, what they report, then ", will
	// <verb> …" with the subject left out.
	reLabelThenWill = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s*:\s+[^,;.?!]{2,120},\s*(?:and\s+)?will\s+(?:also\s+)?(\p{Ll}[\p{L}-]*(?:\s[^.;!?]*)?)[.!]?$`)
	// reGuessedWhen: a guess at when closing a commitment.
	reGuessedWhen = regexp.MustCompile(`(?i),?\s*(?:maybe|probably|possibly|hopefully)\s+(today|tomorrow|tonight|this\s+\w+|next\s+\w+|by\s+\w+)\s*$`)
	// rePointingObject: a commitment whose object points back ("work
	// on it asap"): what it is stays on another line.
	rePointingObject = regexp.MustCompile(`(?i)^\p{L}+(?:\s+(?:on|at|into|to|with|about|through))?\s+(?:it|this|that|them|so)\b`)
	// reTrailingOwnerRunning: "… (Ana Ruiz)" closing a line.
	reTrailingOwnerRunning = regexp.MustCompile(`\(\s*((?:@?[\p{Lu}][\p{L}'’-]+)(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2})\s*\)\s*$`)
)

// attendanceScope: node n sits in a list under a heading or label of
// who attended (the innermost heading and the labels inside it).
func (p *parser) attendanceScope(n doc.Node) bool {
	for s := n.Section; s != nil; s = s.Parent {
		if reAttendance.MatchString(strings.TrimSpace(strings.TrimRight(normHeading(s.Title), ":"))) {
			return n.Kind == doc.ListItem && p.listRunsFrom(s.Line, n.Line)
		}
		if s.Level < 7 {
			return false
		}
	}
	return false
}

// reviewSection: the node's heading reviews earlier actions ("Action
// item review", "Review of last week's action items").
func (p *parser) reviewSection(n doc.Node) bool {
	for s := n.Section; s != nil; s = s.Parent {
		t := stripInline(s.Title)
		if reActionPhrase.MatchString(t) && reReviewWord.MatchString(t) {
			return true
		}
		if s.Level < 7 {
			return false
		}
	}
	return false
}

// enRunningNot: candidate c read from node i is one of the lines the
// file's doc lists as no action.
func (p *parser) enRunningNot(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	text := strings.TrimSpace(stripInline(n.Text))
	if extract.HasHangul(text) {
		return false
	}
	title := strings.TrimSpace(c.Title)
	switch {
	case p.attendanceScope(n) && !reLooksAhead.MatchString(text):
		return true
	case reAuxQuestionRunning.MatchString(text) && !answeredQuestion(text, c):
		return true
	case len(c.Owners) == 0 && title != "" && reLinkOnly.MatchString(reDoubleBracket.ReplaceAllString(title, "[$1](")):
		return true
	case len(c.Owners) == 0 && reNewsTopic.MatchString(title):
		return true
	case p.reviewSection(n) && !markedOpen(text) && (!reFutureRunning.MatchString(text) || reClauseHedge.MatchString(text)) && reStatusRunning.MatchString(text) && !reReviewKeep.MatchString(text):
		return true
	case n.Kind == doc.Heading && reScribeHeading.MatchString(text):
		return true
	case n.Kind == doc.ListItem && n.Checkbox == 0 && rePersonOnly.MatchString(text) && !p.hasChildren(i) && p.siblingParent(i):
		return true
	case n.Parent >= 0 && len(c.Owners) == 0 && reNextMeetingLabel.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text))):
		return true
	case len(c.Owners) == 1 && rePronounOwner.MatchString(c.Owners[0]):
		return true
	}
	return false
}

// answeredQuestion: the line asks a question, then names who finds out
// ("Will the API return checksums? (It should, but SC will check.)",
// "Does the mirror sync? Dana will confirm"): candidate c's owner is read
// after the question mark, so the commitment is the answer's, not the
// question's. A short title ("check") takes the question as its object.
func answeredQuestion(text string, c *extract.Candidate) bool {
	loc := reAuxQuestionRunning.FindStringIndex(text)
	if loc == nil || len(c.Owners) == 0 {
		return false
	}
	question, rest := strings.TrimSpace(text[:loc[1]]), text[loc[1]:]
	for _, o := range c.Owners {
		if !containsWord(rest, strings.TrimPrefix(o, "@")) {
			return false
		}
	}
	if len(strings.Fields(c.Title)) <= 3 {
		c.Title = strings.TrimRight(strings.TrimSpace(c.Title), ".!") + ": " + question
	}
	return true
}

// containsWord: w occurs in s as a whole word.
func containsWord(s, w string) bool {
	if w == "" {
		return false
	}
	for k := 0; k+len(w) <= len(s); {
		j := strings.Index(s[k:], w)
		if j < 0 {
			return false
		}
		at := k + j
		end := at + len(w)
		before, after := at == 0 || !isWordByte(s[at-1]), end == len(s) || !isWordByte(s[end])
		if before && after {
			return true
		}
		k = at + 1
	}
	return false
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}

// enOfferThenWill reads node i as "Name can …, will <verb> …".
func (p *parser) enOfferThenWill(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reOfferThenWill.FindStringSubmatch(text)
	if m == nil {
		m = reLabelThenWill.FindStringSubmatch(text)
	}
	if m == nil {
		return nil
	}
	who := strings.TrimPrefix(m[1], "@")
	first := strings.Fields(who)[0]
	if clauseNotSubject[strings.ToLower(first)] || notNames[strings.ToLower(first)] || !p.personShaped(who) {
		return nil
	}
	rest := m[2]
	// "…, maybe tomorrow": the guess is about when, not whether.
	guessed := ""
	if k := reGuessedWhen.FindStringSubmatchIndex(rest); k != nil {
		rest, guessed = rest[:k[0]], rest[k[2]:k[3]]
	}
	if reClauseHedge.MatchString(rest) || rePointingObject.MatchString(rest) {
		return nil
	}
	verb := strings.Fields(rest)[0]
	if !workVerbOf(verb, rest) {
		return nil
	}
	c := &extract.Candidate{Assignee: who, Owners: []string{who}, Syntax: "offer-then-will"}
	if !titled(c, strings.TrimRight(rest, ". ")) {
		return nil
	}
	if c.Due == "" {
		c.Due = guessed
	}
	if si := p.section(n.Section); !si.action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// personShaped: who is written as a person — a name the notes know,
// initials ("JF"), or one or two capitalised words.
func (p *parser) personShaped(who string) bool {
	if p.known(who) {
		return true
	}
	w := strings.Fields(who)
	if len(w) == 0 || len(w) > 2 {
		return false
	}
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// workVerbOf: verb, followed by rest, is a verb of work (its slot or
// its shape), not talk, a state or a motion.
func workVerbOf(verb, rest string) bool {
	switch verbSlot(rest) {
	case vsTalk, vsState, vsMotion:
		return false
	case vsWork:
		return true
	}
	return clauseVerbByShape(rest)
}

// trailingParenOwner gives c, read from an item of an action section
// with nobody named, the person written last in parentheses ("[#12](…)
// fix the parser (Ana Ruiz)").
func (p *parser) trailingParenOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem || !p.section(n.Section).action {
		return
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if p.leadDashWillOwners(c, text) {
		return
	}
	m := reTrailingOwnerRunning.FindStringSubmatchIndex(text)
	if m == nil {
		return
	}
	who := strings.TrimPrefix(text[m[2]:m[3]], "@")
	w := strings.Fields(who)
	// One word is a person only when the notes know it; two or three
	// capitalised words are a full name ("(Jane Doe)", not "(Nvidia)").
	if len(w) == 1 && !p.known(who) || notNames[strings.ToLower(w[0])] || clauseNotSubject[strings.ToLower(w[0])] {
		return
	}
	c.Assignee, c.Owners = who, []string{who}
	if k := strings.LastIndex(c.Title, "("); k > 0 && strings.Contains(c.Title[k:], w[0]) {
		c.Title = strings.TrimSpace(c.Title[:k])
	}
}

// quietRoll: node i is a name on the roll of the meeting (a line
// under a heading or label of who attended, with no form that looks
// ahead); it is no possible action either.
func (p *parser) quietRoll(i int) bool {
	n := p.d.Nodes[i]
	return n.Kind == doc.ListItem && p.attendanceScope(n) && !reLooksAhead.MatchString(stripInline(n.Text))
}

// listRunsFrom: the lines after the heading or label on line from,
// up to line to, are one list (a label's section runs on to the next
// heading; its roll ends where the list does).
func (p *parser) listRunsFrom(from, to int) bool {
	if to-from > 400 {
		// No roll runs that long; the bound keeps the reading linear.
		return false
	}
	k := sort.Search(len(p.d.Nodes), func(j int) bool { return p.d.Nodes[j].Line > from })
	for _, m := range p.d.Nodes[k:] {
		if m.Kind == doc.Blank {
			continue
		}
		if m.Line >= to {
			return true
		}
		if m.Kind != doc.ListItem {
			return false
		}
	}
	return true
}

// parenPerson: who, written in parentheses closing a line, is a person
// — a name the notes know, or two or three capitalised words ("(Jane
// Doe)", not "(Nvidia)").
func (p *parser) parenPerson(who string) bool {
	w := strings.Fields(who)
	if len(w) == 0 || notNames[strings.ToLower(w[0])] || clauseNotSubject[strings.ToLower(w[0])] {
		return false
	}
	return len(w) > 1 || p.known(who)
}

// enRefChild reads node i, a step nested under an item of an action
// section that is only a reference ("- [#72](…)" / "  - resolve the
// blockers (Ana Ruiz)"), as the task of the person it names last in
// parentheses: the reference is what the step works on.
func (p *parser) enRefChild(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || n.Checkbox == 'X' || !p.section(n.Section).action {
		return nil
	}
	parent := strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text))
	if !reLinkOnly.MatchString(reDoubleBracket.ReplaceAllString(p.d.Nodes[n.Parent].Text, "[$1](")) && !reLinkOnly.MatchString(parent) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reTrailingOwnerRunning.FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	who := strings.TrimPrefix(text[m[2]:m[3]], "@")
	if !p.parenPerson(who) {
		return nil
	}
	c := &extract.Candidate{Assignee: who, Owners: []string{who}, Syntax: "ref-child-owner"}
	if !titled(c, strings.TrimSpace(text[:m[0]])) {
		return nil
	}
	return c
}

// reGerundLabel: "Name: taking a look for next meeting" — a speaker's
// label, then a gerund and what follows.
var reGerundLabel = regexp.MustCompile(`^@?([\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s*:\s+(\p{Ll}+ing)\s+(\S.*)$`)

// reForNext: "for (the) next meeting" closing a line.
var reForNext = regexp.MustCompile(`(?i)\s+for\s+(?:the\s+)?next\s+(?:meeting|session|call|sync|week|time)\s*[.!]?$`)

// reAheadDue: a deadline that looks ahead.
var reAheadDue = regexp.MustCompile(`(?i)\b(?:next|by|before|until|till|tomorrow|end\s+of)\b`)

// presenceGerunds: being somewhere, not work ("attending the
// conference next week").
var presenceGerunds = map[string]bool{"attending": true, "joining": true, "going": true, "travelling": true, "traveling": true, "visiting": true, "presenting": true}

// enGerundLabel reads node i as a person's gerund of work that the
// line gives a deadline ("Marta: taking a look for next meeting"): with
// its deadline it is what they will have done by then, not a status.
func (p *parser) enGerundLabel(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reGerundLabel.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	who := m[1]
	first := strings.ToLower(strings.Fields(who)[0])
	if clauseNotSubject[first] || notNames[first] || !p.personShaped(who) {
		return nil
	}
	task, due := cutDue(m[2] + " " + m[3])
	if due == "" {
		// "for next meeting": what to have ready when the team meets
		// again.
		if k := reForNext.FindStringIndex(task); k != nil {
			task, due = task[:k[0]], strings.TrimSpace(task[k[0]:])
		}
	}
	// The deadline looks ahead ("for next meeting", "by Friday"); a
	// weekday or a date alone dates a status as often as it sets one.
	if !reAheadDue.MatchString(due) || presenceGerunds[m[2]] || reClauseHedge.MatchString(text) || !progressiveWork(m[2], m[3]) {
		return nil
	}
	c := p.ownedLine(n, who, task, "label-gerund-due")
	if c != nil {
		c.Due = due
	}
	return c
}

// reVolunteerAfter: a need stated, then who took it ("Need someone
// to update the page — Tobias volunteered", "…, Ana offered", "… -> Raj
// volunteered").
var reVolunteerAfter = regexp.MustCompile(`(?i)^(?:we\s+)?(?:still\s+)?needs?\s+(?:someone|somebody|a\s+volunteer|volunteers?|an?\s+owner)\s+(?:to|for)\s+(.{4,160}?)\s*(?:[—–→⇒]|-+>|=>|\s-\s|[,;.]|\s-+\s)\s*@?([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s+(?:has\s+)?(?:volunteered|volunteers|offered|offers|signed\s+up|stepped\s+up|will\s+do\s+it|will\s+take\s+it|took\s+it)\b[.!]?$`)

// reVolunteerNamed: a call for a volunteer answered on the line by a
// name ("Volunteer needed to notify the teams - BD", "… (Britt to do)",
// "need an owner for the analytics events -> Raj").
var reVolunteerNamed = regexp.MustCompile(`(?i)^(?:volunteers?\s+needed|need(?:s|ed)?\s+(?:a\s+)?volunteers?|need(?:s|ed)?\s+an?\s+owner|someone\s+needed)\s+(?:to|for)\s+(.{4,160}?)\s*(?:\s[-–—]+\s*|\s*(?:-+>|=>|→|⇒)\s*|\(\s*)@?([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)(?:\s+to\s+do(?:\s+it)?)?\s*(?:\)|\(|$)`)

// enVolunteerAfter reads node i as the need the line states, owned by
// the person who took it up at its end.
func (p *parser) enVolunteerAfter(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reVolunteerAfter.FindStringSubmatch(text)
	if m == nil {
		m = reVolunteerNamed.FindStringSubmatch(text)
	}
	if m == nil {
		return nil
	}
	who := m[2]
	first := strings.ToLower(strings.Fields(who)[0])
	if clauseNotSubject[first] || notNames[first] {
		return nil
	}
	return p.ownedLine(n, who, m[1], "need-then-volunteer")
}

// reLeadDashWill: "ana and Omar - will triage the list": the people
// before a dash, then their commitment.
var reLeadDashWill = regexp.MustCompile(`^((?:@?[\p{L}][\p{L}\p{N}'’._-]*)(?:\s*(?:,|\band\b|&)\s*@?[\p{L}][\p{L}\p{N}'’._-]*){0,3})\s+[-–—]\s+(?:will|wil|to)\s+\p{Ll}`)

// leadDashWillOwners gives c the people its action-list line names
// before a dash and a commitment; at least one is written as a name (a
// capital or a name the notes know), the others may be handles.
func (p *parser) leadDashWillOwners(c *extract.Candidate, text string) bool {
	m := reLeadDashWill.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	owners := splitOwners(m[1])
	named := false
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		first := strings.ToLower(strings.Fields(o + " x")[0])
		if clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enWorkVerbs[first] {
			return false
		}
		r, _ := utf8.DecodeRuneInString(o)
		if unicode.IsUpper(r) || p.known(o) {
			named = true
		}
	}
	if !named || len(owners) == 0 {
		return false
	}
	c.Assignee, c.Owners = strings.Join(owners, ", "), owners
	return true
}

// reWeAgreedTo: "We agreed to publish a short FAQ": the group's own
// commitment, what follows "to" its deliverable; it may close a longer
// note ("It is a long form, but useful. We agreed to include …").
//
// A commitment ("We committed to finalizing the list within two days"),
// a plan the minutes record ("We planned to prepare a list of questions")
// and a need the group named ("We discussed the need to schedule a
// check-in") put work on the group the same way (issue 28, en-trials23);
// the verb after "to" may be written as a gerund.
var reWeAgreedTo = regexp.MustCompile(`(?i)(?:^|[.!;,:]\s+)(?:we|the\s+(?:group|team|committee|wg|sig|panel|board|tsc|tac))\s+(?:have\s+|has\s+|all\s+)?(?:(?:agreed|decided|committed|resolved|planned)\s+to|(?:discussed|identified|noted|recogni[sz]ed)\s+the\s+need\s+to)\s+(\p{Ll}+)\s+(\S.*)$`)

// reAgreedToBare: the agreement with no subject, opening the line
// ("Agreed to rerun the benchmark …", "Committed to finalising the
// list"); the same reading as reWeAgreedTo.
var reAgreedToBare = regexp.MustCompile(`(?i)^(?:agreed|committed)\s+to\s+(\p{Ll}+)\s+(\S.*)$`)

// reWeAgreedThat: "We decided that others will review …", "We agreed
// we would draft …": the agreement puts the work on the group or on
// nobody named yet (a named person is read as theirs elsewhere).
var reWeAgreedThat = regexp.MustCompile(`(?i)(?:^|[.!;,]\s+)(?:we|the\s+(?:group|team|committee|wg|sig|panel|board|tsc|tac))\s+(?:have\s+|has\s+|all\s+)?(?:agreed|decided)\s+(?:that\s+)?(?:we|others|the\s+others|someone|somebody)\s+(?:will|would|shall)\s+(\p{Ll}+)\s+(\S.*)$`)

// reCondTail: a condition that goes on after the work ("… the draft
// and if it is too long, …").
var reCondTail = regexp.MustCompile(`(?i),?\s+(?:and\s+|but\s+)?(?:if|unless|in\s+case)\b`)

// enWeAgreedTo reads node i as a group's commitment to a deliverable:
// a verb of work with an object of its own ("to publish a short FAQ on
// the website", not "to do this" nor "to meet again"). Nobody is named,
// so a person confirms it.
func (p *parser) enWeAgreedTo(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	k := reWeAgreedTo.FindStringSubmatchIndex(text)
	that := false
	if k == nil {
		// "We decided that others will review the draft": the group
		// settles work on itself or on whoever takes it up.
		k, that = reWeAgreedThat.FindStringSubmatchIndex(text), true
	}
	if k == nil {
		// "Agreed to rerun the benchmark after the cache change": a log
		// the writer keeps of their own meetings (a student's supervisor
		// log) drops the subject; the line opens with the agreement.
		k = reAgreedToBare.FindStringSubmatchIndex(text)
	}
	if k == nil {
		return nil
	}
	// Only the agreement's own sentence may not hedge nor ask: "…, but
	// might be useful. We agreed to include it" agrees.
	sent := text[k[0]:]
	m := []string{sent, text[k[2]:k[3]], text[k[4]:k[5]]}
	if that {
		// The reported modal ("agreed we would …") is no hedge; a
		// condition after the work ("… and if it is too long, …") is
		// its detail, not the work.
		if c := reCondTail.FindStringIndex(m[2]); c != nil {
			m[2] = m[2][:c[0]]
		}
		sent = m[2]
	}
	if isQuestion(sent) || reClauseHedge.MatchString(sent) {
		return nil
	}
	if reNeedTo.MatchString(sent) && (n.Section == nil || !p.section(n.Section).action) {
		// "We identified the need to document the audience" among the
		// points discussed is the discussion; under the meeting's actions
		// it is the work it names.
		return nil
	}
	verb, obj := gerundBase(m[1]), strings.TrimRight(m[2], ". ,")
	words := strings.Fields(obj)
	if len(words) < 2 || reDemonstrative.MatchString(words[0]) || ongoingVerbs[verb] || !workVerbOf(verb, verb+" "+obj) || !enImperatives[verb] && !enWorkVerbs[verb] {
		return nil
	}
	c := &extract.Candidate{Syntax: "group-agreed-to"}
	if !titled(c, verb+" "+obj) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// ongoingVerbs: agreeing to go on, wait or talk is no deliverable
// ("agreed to continue the discussion in the tracker").
var ongoingVerbs = map[string]bool{"continue": true, "keep": true, "discuss": true, "meet": true, "talk": true, "revisit": true, "consider": true,
	"think": true, "wait": true, "hold": true, "defer": true, "postpone": true, "resume": true, "stay": true, "remain": true, "monitor": true, "follow": true}

// reDemonstrative: an object that points back instead of naming.
var reDemonstrative = regexp.MustCompile(`(?i)^(?:this|that|it|so|these|those|them)$`)

// siblingParent: a sibling of list item i has items nested under it —
// the list is one of people (or topics) with their tasks under them, so
// an entry with nothing under it has no task.
func (p *parser) siblingParent(i int) bool {
	n := p.d.Nodes[i]
	// Look at most a few dozen items either way: a list of people is
	// short, and the bound keeps the reading linear.
	for _, step := range []int{-1, 1} {
		for j, seen := i+step, 0; j >= 0 && j < len(p.d.Nodes) && seen < 40; j += step {
			m := p.d.Nodes[j]
			if m.Kind == doc.Blank {
				continue
			}
			if m.Kind != doc.ListItem || m.Indent < n.Indent && m.Parent != n.Parent {
				break
			}
			seen++
			if m.Parent == n.Parent && j != i && p.hasChildren(j) {
				return true
			}
		}
	}
	return false
}

// reNameTail: a sentence that a line ends by opening with a name
// ("… old file formats. Ken"), its verb wrapped onto the next line.
var reNameTail = regexp.MustCompile(`(?:^|[.!?;]\s+)((?:@?[\p{Lu}][\p{L}'’-]*)(?:\s+(?:and\s+)?@?[\p{Lu}][\p{L}'’.-]*){0,2})\s*$`)

// reModalHead: a wrapped line that opens with the commitment its
// subject on the line above makes.
var reModalHead = regexp.MustCompile(`^(?:will|wil|shall|plans?\s+to|is\s+planning\s+to|is\s+going\s+to|volunteered\s+to|agreed\s+to|offered\s+to|to)\s+\p{Ll}`)

// enWrappedSubject reads node i, a paragraph line whose last sentence
// is only its subject, with the line that continues it ("… formats. Ken"
// / "plans to release it at the studio first."): the commitment is the
// line where its person is written.
func (p *parser) enWrappedSubject(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || i+1 >= len(p.d.Nodes) {
		return nil
	}
	next := p.d.Nodes[i+1]
	if next.Kind != doc.Paragraph || !next.Cont {
		return nil
	}
	line := strings.TrimSpace(stripInline(n.Text))
	cont := strings.TrimSpace(stripInline(next.Text))
	if k := strings.IndexAny(cont, ".!?;"); k > 0 {
		cont = cont[:k]
	}
	if subj := p.modalTailWraps(i); subj != "" {
		// "… next month. Priya will" / "draft the plan by Friday.": the
		// modal stays with its subject, the verb wraps.
		return p.clauseCommitment(subj+" "+cont, n)
	}
	m := reNameTail.FindStringSubmatch(line)
	if m == nil || !reModalHead.MatchString(cont) {
		return nil
	}
	return p.clauseCommitment(m[1]+" "+cont, n)
}

// reNameModalTail: a sentence that a line ends with its subject and
// modal ("… next month. Priya will"), the verb wrapped onto the next
// line.
var reNameModalTail = regexp.MustCompile(`(?:^|[.!?;]\s+)((?:@?[\p{Lu}][\p{L}'’-]*)(?:\s+(?:and\s+)?@?[\p{Lu}][\p{L}'’.-]*){0,2}\s+(?:will|shall|plans?\s+to|is\s+planning\s+to|is\s+going\s+to|volunteered\s+to|agreed\s+to|offered\s+to|to))\s*$`)

// reVerbHead: a wrapped line opening with a lower-case word, the verb
// its line above leaves open.
var reVerbHead = regexp.MustCompile(`^\p{Ll}+\s+\S`)

// modalTailWraps: paragraph line i ends a sentence's subject and modal
// and the next line, wrapped, opens with the verb; the subject and
// modal ("Priya will"), or "". Such a line is read by enWrappedSubject,
// not by its signals, which would give the person an earlier clause.
func (p *parser) modalTailWraps(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || i+1 >= len(p.d.Nodes) {
		return ""
	}
	next := p.d.Nodes[i+1]
	if next.Kind != doc.Paragraph || !next.Cont || !reVerbHead.MatchString(strings.TrimSpace(stripInline(next.Text))) {
		return ""
	}
	m := reNameModalTail.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil {
		return ""
	}
	return m[1]
}

// reHeWill: a sentence opened by a third-person pronoun and a
// commitment ("He will be sending it around shortly").
var reHeWill = regexp.MustCompile(`(?:^|[.!?;]\s+)(?:He|She|They)\s+((?:will|wil|plans?\s+to|is\s+going\s+to|is\s+planning\s+to)\s+\p{Ll}[^.!?;]*)`)

// reNamedSubject: a sentence opened by a name and its verb ("Ken has
// received …", "Ana said …").
var reNamedSubject = regexp.MustCompile(`(?:^|[.!?;]\s+)([\p{Lu}][\p{L}'’-]+)\s+(?:has|had|is|was|will|said|says|mentioned|explained|reported|noted|\p{Ll}{2,}ed)\b`)

// enPronounPlan reads node i, a paragraph line where "He/She will …"
// commits, as the commitment of the person the paragraph's sentence
// before it names as subject ("Ken has received the answer from the
// vendor. He will be sending it around shortly."): the pronoun stands
// for the nearest named subject, read back over the wrapped lines of the
// paragraph; a paragraph naming nobody before it gives nothing.
func (p *parser) enPronounPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reHeWill.FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	before := text[:m[0]]
	for j, k := i, 0; j > 0 && p.d.Nodes[j].Cont && k < 6; j, k = j-1, k+1 {
		prev := p.d.Nodes[j-1]
		if prev.Kind != doc.Paragraph {
			break
		}
		before = strings.TrimSpace(stripInline(prev.Text)) + " " + before
	}
	subs := reNamedSubject.FindAllStringSubmatch(before, -1)
	if len(subs) == 0 {
		return nil
	}
	who := subs[len(subs)-1][1]
	if clauseNotSubject[strings.ToLower(who)] || notNames[strings.ToLower(who)] || commonLower[strings.ToLower(who)] {
		return nil
	}
	c := p.clauseCommitment(who+" "+text[m[2]:m[3]], n)
	if c != nil {
		c.Syntax = "pronoun-plan"
	}
	return c
}

// reReportThenWill: "Maintainers' email went out, will also forward it
// to the list": a report, then ", will <verb> …" with its subject — the
// note-taker or the person the item sits under — left out. "will try
// this afternoon and share …" tries what follows its deadline.
var reReportThenWill = regexp.MustCompile(`^(.{3,200}?),\s*(?:and\s+)?will\s+(?:also\s+)?(?:try\s+(?:((?:this|next)\s+\p{L}+|tomorrow|today|tonight)\s+)?(?:to\s+|and\s+)?)?(\p{Ll}[\p{L}-]*(?:\s[^.;!?]*)?)[.!]?$`)

// talkVerbsRunning: saying or asking is no deliverable ("will ask why …").
var talkVerbsRunning = map[string]bool{"ask": true, "say": true, "mention": true, "talk": true, "discuss": true, "tell": true, "note": true, "explain": true, "wonder": true, "see": true}

// enReportThenWill reads list item i as the commitment of its last
// clause, owned by nobody it names (the scope above may give one); a
// person confirms it.
func (p *parser) enReportThenWill(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reReportThenWill.FindStringSubmatch(text)
	if m == nil || isQuestion(text) || strings.Contains(m[1], ":") {
		return nil
	}
	rest, guessed := m[3], m[2]
	if k := reGuessedWhen.FindStringSubmatchIndex(rest); k != nil {
		rest, guessed = rest[:k[0]], rest[k[2]:k[3]]
	}
	verb := strings.Fields(rest)[0]
	if reClauseHedge.MatchString(rest) || rePointingObject.MatchString(rest) || ongoingVerbs[verb] || talkVerbsRunning[verb] || !workVerbOf(verb, rest) || !enImperatives[verb] && !enWorkVerbs[verb] {
		return nil
	}
	return subjectless("report-then-will", strings.TrimRight(rest, ". "), guessed)
}

// reNeedTo: the group names a need, not a commitment.
var reNeedTo = regexp.MustCompile(`(?i)\bthe\s+need\s+to\s`)

// gerundBase: the verb of work a gerund is written from ("finalizing" →
// "finalize", "preparing" → "prepare", "setting" → "set"), or v as it is.
func gerundBase(v string) string {
	stem, ok := strings.CutSuffix(v, "ing")
	if !ok || len(stem) < 2 {
		return v
	}
	work := func(w string) bool { return enImperatives[w] || enWorkVerbs[w] }
	for _, w := range []string{stem, stem + "e"} {
		if work(w) {
			return w
		}
	}
	if n := len(stem); n >= 3 && stem[n-1] == stem[n-2] && work(stem[:n-1]) {
		return stem[:n-1]
	}
	return v
}
