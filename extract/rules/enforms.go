package rules

import (
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// English forms of issue 28 that the item rules read once rewritten to a
// form they already know, and guards against lines that look like work
// but are not. Kept apart from the shared rules so that each rewrite is
// one call where the line is read.

// reEnOwnerParenDue: an owner, then the deadline in parentheses, then
// the work ("Ilse (by Friday): send …"). The deadline sits between the
// owner and the separator, where the owner rules do not look for it.
var reEnOwnerParenDue = regexp.MustCompile(`^(@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?)\s*\(\s*((?i:by|before|until|due|till)\b[^()]{1,40}|(?i:` + enMonth + `)[^()]{0,20}|\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{2}-\d{2})\s*\)\s*[:：–—-]\s+(\S.*)$`)

// enOwnerParenDue rewrites "Name (by Friday): work" to "Name: work" and
// returns the deadline apart; other lines come back as they were.
func enOwnerParenDue(body string) (string, string) {
	m := reEnOwnerParenDue.FindStringSubmatch(body)
	if m == nil {
		return body, ""
	}
	return m[1] + ": " + m[3], strings.TrimSpace(m[2])
}

// reEnAndOthers: a named owner and an unnamed rest of the group before
// the verb ("MIH and others to review …", "Ana & co. will …"): the
// named one is who can be asked.
var reEnAndOthers = regexp.MustCompile(`^(@?[\p{Lu}@][\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?)\s+(?:and|&|\+)\s+(?:(?:the\s+)?others|anyone\s+(?:else\s+)?interested|co\.?|friends|volunteers|helpers)\s+((?:to|will|should|shall|are\s+going\s+to)\s+\p{L})`)

// enAndOthers drops "and others" after a named owner, so that the name
// opens the commitment.
func enAndOthers(body string) string {
	if m := reEnAndOthers.FindStringSubmatchIndex(body); m != nil {
		return body[:m[3]] + " " + body[m[4]:]
	}
	return body
}

// reEnWantsSomeone: work the group needs and nobody took ("We need
// someone to …", "looking for a volunteer to …", "volunteers needed"):
// a possible action to place, never a task with an invented owner.
// ("Someone needs to …" alone stays silent: read as possible it costs
// more lines to judge than it finds.)
var reEnWantsSomeone = regexp.MustCompile(`(?i)\b(?:need(?:s|ed)?|want(?:s|ed)?|looking\s+for|ask(?:ing)?\s+for|could\s+use)\s+(?:someone|somebody|a\s+volunteer|volunteers|an?\s+owner|a\s+champion|help)\s+(?:to|for|with)\s+\p{L}|\b(?:volunteers?|owners?)\s+(?:needed|wanted)\b`)

// reEnPronounLead: a line whose subject is a pronoun whose referent the
// line does not name ("They will be reviewing …", "He will look …"):
// the work is real but its owner is a guess.
var reEnPronounLead = regexp.MustCompile(`(?i)^(?:they|he|she|it|someone|somebody)\b`)

// reEnChatStamp: a line of a chat copied into the notes — a time stamp,
// then a speaker ("[10:03] Kenji Mori: …", "10:03 AM Kenji: …",
// "(10:03:12) kenji: …"). What is said there is the chat, read by a
// person as possible work, not the meeting's record of who does what.
var reEnChatStamp = regexp.MustCompile(`^[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?[\])]?\s+(?:<\s*)?[\p{L}@][\p{L}\d._'’ -]{0,40}?(?:\s*>)?\s*[:：>]\s*\S`)

// chatLine: node i is a line of a chat copied into notes that are not
// themselves a transcript: one of a run of at least three stamped lines
// (a single stamped line is a minute taken at that time). A line that
// records an action in so many words ("ACTION: bob to …") is the
// meeting's, stamped or not.
func (p *parser) chatLine(i int) bool {
	if p.transcript || !p.stamped(i) {
		return false
	}
	if m := reEnChatStamp.FindStringIndex(strings.TrimSpace(stripInline(p.d.Nodes[i].Text))); m != nil {
		rest := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))[m[1]-1:]
		if markerItem(rest) != nil || inlineMarker(rest) != nil {
			return false
		}
	}
	run := 1
	for j := i - 1; j >= 0 && run < 3 && p.stamped(j); j-- {
		run++
	}
	for j := i + 1; j < len(p.d.Nodes) && run < 3 && p.stamped(j); j++ {
		run++
	}
	return run >= 3
}

// stamped: node i is a list item or paragraph opened by a time stamp and
// a speaker.
func (p *parser) stamped(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return false
	}
	return reEnChatStamp.MatchString(strings.TrimSpace(stripInline(n.Text)))
}

// reEnPerfectReport: a subject, then a perfect or past of a verb of
// work ("Sterling has submitted a request", "We have already merged the
// fix", "The team had migrated …"): what was done, reported.
var reEnPerfectReport = regexp.MustCompile(`^(?:@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?|(?i:we|they|he|she|it|this|that|the\s+\p{L}+|our\s+\p{L}+))\s+(?i:has|have|had)\s+(?i:already\s+|just\s+|now\s+|also\s+|recently\s+|since\s+)?(\p{Ll}+(?:ed|en|ught|ent|ade|one|ot|un))\b(\s+to\s+\p{L}+|\s+on\s+to\b|\s+up\s+to\b)?`)

// reThenCommits: a later clause of a report whose subject is left out
// and commits it: ", and will …", "; will …", ", but is happy to …".
var reThenCommits = regexp.MustCompile(`(?i)(?:[,;]\s*|\s)(?:and|but|so)?\s*(?:(?:is|am)\s+)?(?:also\s+)?(?:will|(?:going|happy|willing|glad|planning)\s+to)\s+(?:also\s+)?\p{Ll}`)

// enCommitPerfect: perfects that report a commitment, not finished
// work ("Ana has agreed to …", "has volunteered to …").
var enCommitPerfect = map[string]bool{"agreed": true, "offered": true, "volunteered": true, "promised": true, "committed": true,
	"decided": true, "planned": true, "intended": true, "signed": true, "been": true, "taken": true, "stepped": true}

// reActionItemPlaced: "has placed an action item on our roadmap to …":
// what was done is taking the work on, a commitment (enCommit reads it).
var reActionItemPlaced = regexp.MustCompile(`(?i)\b(?:has|have)\s+(?:placed|put|added|logged|filed)\s+(?:an?|the)\s+action\s+item\s+(?:on|in|to)\b`)

// enDoneReport: the line reports work already done, in the perfect
// (a status update in a list of action items is no new action).
func enDoneReport(plain string) bool {
	plain = strings.TrimSpace(strings.TrimLeft(plain, "*_-– "))
	if len(sentences(plain)) > 1 || strings.Contains(plain, "(") {
		// "Board has approved X. We will record that (Cornelius will
		// create a pull request)": the report leads to a commitment.
		return false
	}
	m := reEnPerfectReport.FindStringSubmatch(plain)
	if m == nil || enCommitPerfect[m[1]] || reActionItemPlaced.MatchString(plain) {
		return false
	}
	if reThenCommits.MatchString(plain) {
		// "Vladimir has done some risk analysis, and will draft the
		// threat model": the report leads to the same subject's
		// commitment, a clause of its own.
		return false
	}
	// "has started to draft", "has begun to look at": under way, a
	// person may still read it as the work.
	return m[2] == ""
}

// reportLine: candidate c read from node i restates done work.
func (p *parser) reportLine(i int, c *extract.Candidate) bool {
	if c.Syntax == "marker" || c.Syntax == "record" || c.Syntax == "ellipsis-offer" {
		// An explicit action mark or record field says it is an action;
		// an offer after the report is read past it (ellipsisoffer.go).
		return false
	}
	return enDoneReport(stripInline(p.d.Nodes[i].Text)) || p.agendaTalk(i, c)
}

// enMeetingTalk: what a person on an agenda does in the meeting itself.
var enMeetingTalk = map[string]bool{"present": true, "demo": true, "discuss": true, "introduce": true, "talk": true, "show": true,
	"recap": true, "summarize": true, "summarise": true, "moderate": true, "facilitate": true}

var reAgendaTitle = regexp.MustCompile(`(?i)\bagenda\b`)

// agendaTalk: c, read from an item of an agenda, is someone's part in
// the meeting ("## Agenda" / "- Bob to present the roadmap"), not work
// after it.
func (p *parser) agendaTalk(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Section == nil || !reAgendaTitle.MatchString(n.Section.Title) || p.section(n.Section).action || c.Due != "" || reAgendaAndNotes.MatchString(normHeading(n.Section.Title)) || c.Syntax == "talk-with" {
		// ("Kim to discuss with Ada …": talk with a counterpart named,
		// held apart from the meeting — enstepforms.go.)
		// ("Agenda and Notes" holds the minutes: enactionlabels.go.)
		return false
	}
	return enMeetingTalk[strings.ToLower(firstWord(c.Title))]
}

// reEnNameDashLead: an item opened by a name (or two), a spaced dash,
// then the work: "Sherri - tag styling, then carousel".
var reEnNameDashLead = regexp.MustCompile(`^(@?\p{Lu}[\p{L}'’-]+(?:\s*(?:/|&|,|\band\b)\s*@?\p{Lu}[\p{L}'’-]+)?)\s+[-–—]\s+(\S.*)$`)

// nameDashList reads list item i as a person's share of the work when
// every item of its list (two at least) opens with a person's name and a
// dash: "## What are we working on" / "- Darren - friends page" / "-
// Lucas - finish the location page". A list of topics written the same
// way ("- Website - docs - later") names words the notes also write in
// lower case or as common nouns, and no person the notes name elsewhere.
func (p *parser) nameDashList(i int, n doc.Node, si secInfo) *extract.Candidate {
	if n.Kind != doc.ListItem || si.report || si.decision || si.nonAction || si.done {
		return nil
	}
	m := reEnNameDashLead.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil {
		return nil
	}
	all, named := 0, 0
	ok := true
	// A share of work per person: each item names other people ("-
	// Omar - we all have …" / "- Omar - conclusion …" is one speaker's
	// remarks, "- Option - could …" twice labelled alternatives; a
	// discussion written as "Name - remark" gives a speaker several
	// turns, discussion.go).
	leads := map[string]bool{}
	walk := func(from, step int) {
		for j := from; ok && j >= 0 && j < len(p.d.Nodes); j += step {
			s := p.d.Nodes[j]
			if s.Kind == doc.Heading || s.Kind == doc.Paragraph && s.Indent <= n.Indent || s.Kind == doc.ListItem && s.Indent < n.Indent {
				return
			}
			if s.Kind != doc.ListItem || s.Parent != n.Parent {
				continue
			}
			all++
			sm := reEnNameDashLead.FindStringSubmatch(strings.TrimSpace(stripInline(s.Text)))
			if sm == nil {
				ok = false
				return
			}
			if reEnNotWorkLead.MatchString(sm[2]) {
				ok = false
				return
			}
			leads[strings.ToLower(sm[1])] = true
			known := false
			for _, o := range splitOwners(sm[1]) {
				o = strings.TrimPrefix(o, "@")
				if !p.personLike(o, false) || p.commonWord(o) || p.writtenLower(o) || notNames[strings.ToLower(o)] {
					ok = false
					return
				}
				known = known || p.known(o) || p.recurs(o)
			}
			if known {
				named++
			}
		}
	}
	walk(i-1, -1)
	walk(i, 1)
	if !ok || all < 2 || len(leads) < all || named == 0 || enDoneReport(m[2]) {
		return nil
	}
	c := &extract.Candidate{Syntax: "name-dash-list", Assignee: m[1], Owners: splitOwners(m[1])}
	title, due := cutDue(m[2])
	c.Title, c.Due = cleanTitle(title), due
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reEnNotWorkLead: words after "Name - " that open a remark or an
// alternative, not a piece of work ("we all have …", "could treat …"),
// or report what the speaker did in the meeting ("DT - asked for
// status", "KT - reported that the draft is …", "Vincent - assumed it
// would be …": en-trials40).
var reEnNotWorkLead = regexp.MustCompile(`(?i)^(?:we|i|they|it|this|that|there|could|would|might|maybe|perhaps|should|conclusion|question|agreed|yes|no|asked|reported|noted|discussed|commented|mentioned|presented|reviewed|explained|summari[sz]ed|shared|said|assumed|raised|stated|expressed|questioned|wondered|pointed\s+out|brought\s+up)\b`)

// enLeadWords: words that cannot close a clause: an item that ends in
// one and a colon goes on in its nested items ("Dana to open issues
// on:" / "  - the broken search filter").
var enLeadWords = map[string]bool{"on": true, "for": true, "about": true, "with": true, "to": true, "of": true, "in": true, "into": true,
	"at": true, "from": true, "following": true, "these": true, "the": true, "re": true, "regarding": true, "including": true, "like": true}

// enColonLeadIn is the words of an item t that a colon after a word of
// enLeadWords leaves open — a verb of work first, or a person then
// "to"/"will" and a verb of work — else "".
func (p *parser) enColonLeadIn(t string) string {
	head, ok := strings.CutSuffix(strings.TrimSpace(t), ":")
	if !ok || len(head) > 120 || strings.ContainsAny(head, ".;:") {
		return ""
	}
	f := strings.Fields(head)
	if len(f) < 2 || !enLeadWords[strings.ToLower(f[len(f)-1])] {
		return ""
	}
	if workVerbFirst(head) {
		return head
	}
	if m := reNameTo.FindStringSubmatch(head); m != nil && p.plausibleOwner(m[1]) && workVerbFirst(m[2]) {
		r := []rune(m[1])
		if len(r) > 0 && unicode.IsUpper(r[0]) || p.known(m[1]) {
			return head
		}
	}
	return ""
}

// leadInCarried: list item i in an action section opens words its
// nested items complete; they are the actions (rules.go item), it is
// none.
func (p *parser) leadInCarried(i int) bool {
	n := p.d.Nodes[i]
	si := p.section(n.Section)
	return n.Kind == doc.ListItem && (si.action || si.dueOnly) && p.leadIn(i) != ""
}

// enLabelName: o, written in a label before work that opens with a verb
// ("For Lukas: send the slides", "For next session: Hana - read …"), is
// a person even where the notes name them nowhere else: a capitalised
// word or two the notes never write in lower case or mid-sentence as a
// common word, no acronym (a product or team: "For CI: …").
func (p *parser) enLabelName(o, rest string) bool {
	o = strings.TrimSpace(o)
	rest = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(rest), "-–—:： "))
	if o == "" || !(workVerbFirst(rest) || enStudyVerbs[strings.ToLower(firstWord(rest))]) || !p.allPeople(splitOwners(o), false) {
		return false
	}
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", "&", " ").Replace(o)) {
		w = strings.TrimPrefix(w, "@")
		if strings.EqualFold(w, "and") {
			continue
		}
		if p.commonWord(w) || p.writtenLower(w) || reAcronym.MatchString(w) || strings.ContainsAny(w, "0123456789") {
			return false
		}
	}
	return true
}

// reEnFutureLabelName: a label, then a name and a dash, then the work
// ("For next session: Hana - read chapter 4").
var reEnFutureLabelName = regexp.MustCompile(`^\[?([^:：\]\[]{2,30}?)\]?\s*[:：]\s*(@?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+[-–—]\s+(\S.*)$`)

// enFutureLabelName: the person a future-work label puts before the
// work ("For next session: Hana - read …"), or "".
//
// After any other short label ("Group work: Mina - build the lexer",
// "Individual: Felix - read chapter 5") the person must be one the notes
// name.
func (p *parser) enFutureLabelName(plain string) string {
	m := reEnFutureLabelName.FindStringSubmatch(plain)
	if m == nil || !p.enLabelName(m[2], m[3]) {
		return ""
	}
	if !reFuture.MatchString(strings.ToLower(m[1])) && !p.allPeople(splitOwners(m[2]), true) {
		return ""
	}
	return m[2]
}

// enStudyVerbs: the work of study groups and reading circles, handed out
// for the next session ("Hana - read chapter 4"); the verb lists of work
// leave them out, being as often past tense or topic ("read", "study").
// Only read after a label that names a person.
var enStudyVerbs = map[string]bool{"read": true, "reread": true, "watch": true, "study": true, "learn": true, "practice": true,
	"practise": true, "solve": true, "skim": true, "memorize": true, "memorise": true, "listen": true}

// reEnPassiveAfterName: a capitalised word, then a passive future
// ("Tickets will be created …", "Docs will be updated"): the word is
// what the work is done to, not who does it.
var reEnPassiveAfterName = regexp.MustCompile(`^[\p{Lu}][\p{Ll}]{1,20}\s+will\s+be\s+\p{Ll}+(?:ed|en|t)\b`)

// enPassiveSubject: the name at the start of s is the patient of a
// passive future.
func enPassiveSubject(s string) bool {
	return reEnPassiveAfterName.MatchString(strings.TrimSpace(s))
}

// reEnArrowLead: an owner, then an ASCII arrow, then the work ("Maya ->
// book the room"): the arrow the owner rules read as "→".
var reEnArrowLead = regexp.MustCompile(`^(@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?(?:\s*(?:,|&|\+|/|\band\b)\s*@?\p{Lu}[\p{L}.'’-]*)*)\s*(?:-{1,2}>|=>)\s*(\S.*)$`)

// enArrow rewrites "Name -> work" as "Name → work".
func enArrow(body string) string {
	if m := reEnArrowLead.FindStringSubmatch(body); m != nil {
		return m[1] + " → " + m[2]
	}
	return body
}

// reEnVocativeAsk: a person addressed, then asked to do something ("Alice,
// can you share the slides?", "@bob could you please rotate the keys
// before Friday?").
var reEnVocativeAsk = regexp.MustCompile(`^(@?\p{Lu}[\p{L}'’-]+|@[\p{L}\d_.-]+)\s*,?\s+(?i:can|could|would|will)\s+you\s+(?i:please\s+)?(\p{Ll}+)(\s[^?]*)?\?*\s*$`)

// reEnInMeeting: what is asked of someone in the meeting itself, done
// as it is asked ("remind us what …", "share your screen", "walk us
// through …").
var reEnInMeeting = regexp.MustCompile(`(?i)^(?:remind|tell|show|walk)\s+(?:us|me|everyone|the\s+group)\b|^(?:share|stop\s+sharing)\s+(?:your|the)\s+screen\b|^(?:hear|see)\s+(?:me|us)\b`)

// enVocativeRequest reads node i as a request to a person the notes
// name: the person asked owns the work, to confirm (the answer may be
// no). A question about opinion ("Alice, do you think …") asks nothing
// to be done: the verb after "can you" must be one of work.
func (p *parser) enVocativeRequest(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || p.section(n.Section).done {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reEnVocativeAsk.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	name := strings.TrimPrefix(m[1], "@")
	if !(p.known(name) || strings.HasPrefix(m[1], "@")) || !(workVerbFirst(m[2]) || verbSlot(m[2]+m[3]) == vsVerb) || reSpeechVerb.MatchString(m[2]+m[3]) || reEnInMeeting.MatchString(m[2]+m[3]) {
		return nil
	}
	c := &extract.Candidate{Syntax: "vocative-request", Assignee: name, Owners: []string{name}}
	titled(c, strings.TrimRight(m[2]+m[3], "? "))
	if !p.section(n.Section).action {
		// Asked in an action list, the request is the assignment.
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// reEnDueMore: deadlines the other due patterns miss: a named meeting
// to come ("before the next steering meeting", "at next workgroup
// meeting", "for the next board meeting"), a month or part of one ("by
// May", "by the end of June", "by mid-March") and a quarter ("in Q3",
// "by early Q2"), an event to come the notes name ("before the launch
// review", "ahead of the renewal", "before the demo"), a week named
// by its first day ("for the week of July 6").
var reEnDueMore = regexp.MustCompile(`(?i)[\s,]*\b((?:by|before|until)\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:sprint|iteration|quarter|cycle|milestone|term|semester|release)|within\s+(?:a|an|one|two|three|\d{1,2}|the\s+next(?:\s+(?:few|couple\s+of))?)\s+(?:days?|weeks?|months?)|(?:before|by|for|at|until)\s+(?:the\s+)?next\s+(?:[\p{L}_*-]+\s+){1,2}(?:meeting|call|session|sync|release|sprint|review|workshop|summit)|(?:by|before|until)\s+(?:early|mid|late)[- ]` + enMonth + `|(?:by|before|until|till)\s+(?:the\s+end\s+of\s+)?` + enMonth + `(?:\s+\d{4})?|(?:by|before|until|in|for)\s+(?:(?:early|mid|late)[- ]|the\s+end\s+of\s+)?q[1-4](?:\s+\d{4})?|(?:for|by|in|during)\s+the\s+week\s+of\s+(?:` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `)|(?:before|ahead\s+of|prior\s+to)\s+(?:the\s+(?:[\p{L}-]+\s+)?)?(?:review|renewal|demo|launch|kickoff|kick-off|offsite|workshop|rollout|go-live|cut-?over|retro|planning|all-hands|standup))\b`)

// enPrepositions: words after which a capitalised word is an object
// ("Partners at Amazon will …", "a call with Dana to …"), not the
// subject that acts.
var enPrepositions = map[string]bool{"at": true, "from": true, "with": true, "by": true, "for": true, "of": true, "in": true, "on": true,
	"to": true, "into": true, "via": true, "about": true, "than": true, "like": true, "within": true, "without": true, "between": true}

// enObjectBefore: the word before position i of s is a preposition.
func enObjectBefore(s string, i int) bool {
	f := strings.Fields(s[:i])
	return len(f) > 0 && enPrepositions[strings.ToLower(f[len(f)-1])]
}

// reEnFullDate: a date with its year and nothing else ("2018.11.16",
// "2024-03-05").
var reEnFullDate = regexp.MustCompile(`^\d{4}[-./]\d{1,2}[-./]\d{1,2}\.?$`)

// meetingDate: a heading's due that is a full date written alone, with
// no word that makes it a deadline ("# 2018.11.16"): the day of the
// meeting, not when its items are due.
func meetingDate(due string) bool {
	return reEnFullDate.MatchString(strings.TrimSpace(due))
}

// enAskVerbs: a verb that opens a line before the person it asks ("Asked
// Nakul to start …", "Ask Rita to …", "Pinged Omar to …"): the person
// asked does the work.
var enAskVerbs = map[string]bool{"asked": true, "ask": true, "told": true, "tell": true, "reminded": true, "remind": true, "pinged": true,
	"ping": true, "invited": true, "invite": true, "requested": true, "encouraged": true}

// reEnPastLead: a past tense opening an owner read from a capitalised
// pair ("Moved RegionKind", "Merged Parser"): a report of what was done.
var reEnPastLead = regexp.MustCompile(`^\p{Lu}\p{Ll}+ed$`)

// verbOwner fixes an owner whose first word is a verb: the person asked
// ("Asked Nakul" → Nakul); a past tense before a word ("Moved
// RegionKind") reports done work, and c is none (drop).
func (p *parser) verbOwner(c *extract.Candidate) (drop bool) {
	if len(c.Owners) != 1 {
		return false
	}
	f := strings.Fields(c.Owners[0])
	if len(f) != 2 {
		return false
	}
	if enAskVerbs[strings.ToLower(f[0])] {
		c.Assignee, c.Owners = f[1], []string{f[1]}
		return false
	}
	if causativeVerbs[strings.ToLower(f[0])] && !p.known(c.Owners[0]) && !p.known(f[1]) {
		// "Teach Vireo to reuse …": the verb and its object, nobody
		// named; the whole line is the work.
		c.Title = c.Owners[0] + " to " + c.Title
		c.Assignee, c.Owners = "", nil
		return false
	}
	return reEnPastLead.MatchString(f[0]) && pastOfWorkVerb(f[0]) && !p.known(c.Owners[0]) && !p.known(f[0])
}

// pastOfWorkVerb: w is the past tense of a verb of work ("Moved",
// "Merged", "Dropped"), not a name that ends the same way ("Ahmed",
// "Jared").
func pastOfWorkVerb(w string) bool {
	l := strings.ToLower(w)
	stem := strings.TrimSuffix(l, "ed")
	cands := []string{stem, stem + "e"}
	if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] {
		cands = append(cands, stem[:n-1])
	}
	for _, s := range cands {
		if workVerbFirst(s) || workVerb(s) {
			return true
		}
	}
	return false
}

// reEnAnnounce: a line that announces or reminds ("Reminder: PR freeze
// 9/24", "FYI: the office is closed Friday"), then what is announced.
var reEnAnnounce = regexp.MustCompile(`(?i)^(?:reminder|fyi|note|nb|heads[- ]?up|announcement|psa|info)\s*[:：–—-]\s*(\S.*)$`)

// reEnCrossRef: a pointer to another part of the notes ("see the bullet
// point below", "see Zenodo bullet under Nick's items").
var reEnCrossRef = regexp.MustCompile(`(?i)^(?:see|cf\.?|refer\s+to)\s.{0,60}\b(?:below|above|bullet(?:\s+points?)?|section|item|items|thread|earlier|later\s+in)\b[^.;]{0,30}$`)

// reEnTopicQuestion: a topic written as an open question ("How to do
// Zenodo for the mini-conf", "Whether to drop Python 3.8").
var reEnTopicQuestion = regexp.MustCompile(`(?i)^(?:how\s+to|how\s+do\s+(?:we|i)|how\s+should\s+we|whether|what\s+about)\b`)

// noteLine: c, read from node i, is an announcement with no work in it,
// a pointer elsewhere in the notes, or a topic written as a question.
func (p *parser) noteLine(i int, c *extract.Candidate) bool {
	if c.Syntax == "marker" || c.Syntax == "record" {
		return false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(p.d.Nodes[i].Text), "*_ "))
	if m := reEnAnnounce.FindStringSubmatch(plain); m != nil && len(c.Owners) == 0 {
		rest := strings.ToLower(m[1])
		if !workVerbFirst(rest) && !reEnCommit.MatchString(rest) && !rePlease.MatchString(rest) {
			return true
		}
	}
	return reEnCrossRef.MatchString(plain) || reEnTopicQuestion.MatchString(plain)
}

// reEnParenNameTask: a topic, then in parentheses a person and the work
// they take ("Hack week planning (Nick: post in the forum)").
var reEnParenNameTask = regexp.MustCompile(`^(.{2,80}?)\s*\(\s*(@?\p{Lu}[\p{L}'’-]+(?:\s*(?:/|&|,|\band\b)\s*@?\p{Lu}[\p{L}'’-]+)?)\s*[:：–—-]\s*([^()]{3,120})\)\s*[.!]?$`)

// reEnTrailAssigned: work, then the person now assigned to it ("Broken
// link -> Cass now assigned", "Fix the docs build - Omar assigned").
var reEnTrailAssigned = regexp.MustCompile(`^(.{3,120}?)\s*(?:->|=>|→|[-–—:])\s*(@?\p{Lu}[\p{L}'’-]+)\s+(?:is\s+|was\s+)?(?:now\s+)?assigned\s*[.!]?$`)

// enParenTask reads node i as work a person takes in a parenthesis after
// a topic, or work a person is now assigned to after an arrow; nil when
// it is neither. The person must be one the notes name.
func (p *parser) enParenTask(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || p.section(n.Section).done {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if m := reEnParenNameTask.FindStringSubmatch(plain); m != nil {
		o := strings.TrimPrefix(m[2], "@")
		task := strings.TrimSpace(m[3])
		if p.allPeople(splitOwners(o), true) && (workVerbFirst(task) || enStudyVerbs[strings.ToLower(firstWord(task))]) {
			c := &extract.Candidate{Syntax: "paren-person-task", Assignee: o, Owners: splitOwners(o)}
			titled(c, task)
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
	}
	if m := reEnTrailAssigned.FindStringSubmatch(plain); m != nil {
		o := strings.TrimPrefix(m[2], "@")
		if p.allPeople([]string{o}, true) {
			c := &extract.Candidate{Syntax: "trail-assigned", Assignee: o, Owners: []string{o}}
			titled(c, strings.TrimSpace(m[1]))
			return c
		}
	}
	return nil
}

// reEnNameThirdPerson: a person (or two), then a verb of work in the
// third person ("Alice drafts the RFC", "Bob and Maya review it").
var reEnNameThirdPerson = regexp.MustCompile(`^(@?\p{Lu}[\p{L}'’-]+(?:\s+(?:and|&)\s+@?\p{Lu}[\p{L}'’-]+)?)\s+(\p{Ll}+)\s+(\S.*)$`)

// thirdPersonOwner gives an ownerless step of an action list the person
// who opens it with a verb of work in the third person — next steps
// written as a plan ("1. Alice drafts the RFC", "2. Bob reviews it by
// Monday"). Only in action sections, and only for people the notes
// name.
func (p *parser) thirdPersonOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem {
		return
	}
	si := p.section(n.Section)
	if !si.action && !si.dueOnly {
		return
	}
	m := reEnNameThirdPerson.FindStringSubmatch(strings.TrimSpace(c.Title))
	if m == nil || !workThirdPerson(m[2]) {
		return
	}
	owners := splitOwners(strings.ReplaceAll(m[1], "&", ","))
	if !p.allPeople(owners, true) {
		return
	}
	c.Assignee, c.Owners = strings.Join(owners, ", "), owners
	c.Title = m[2] + " " + m[3]
}

// reKoFullNameSubject: a Korean item opening with a person as the subject
// of its sentence ("이서연은 …", "정우진이 …", "한도윤 님께서 …").
var reKoFullNameSubject = regexp.MustCompile(`^([가-힣]{2,4}?)\s*(?:님|씨)?\s*(?:께서|은|는|이|가)\s+\S`)

// reKoUnitSubject: a Korean item opening with a team or office as the
// subject ("마케팅팀은 …", "정보화팀에서 …").
var reKoUnitSubject = regexp.MustCompile(`^([가-힣]{2,12}?)(?:은|는|이|가|에서)\s+\S`)

// reKoLeadParticle: the particle left of a subject cut off a title.
var reKoLeadParticle = regexp.MustCompile(`^\s*(?:님|씨)?\s*(?:께서|은|는|이|가)\s+`)

// koThirdPersonOwner: an item of an action section written as a sentence
// about a person, as AI note-takers write next steps ("이서연은 온보딩 시안을
// 6월 12일까지 공유할 예정입니다.", "정우진이 결제 로그를 분석합니다."): a full
// name, or a name the notes know, as the subject owns the item.
func (p *parser) koThirdPersonOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem && n.Kind != doc.Paragraph || !extract.HasHangul(n.Text) {
		return
	}
	if si := p.section(n.Section); !si.action || si.report || si.decision {
		return
	}
	// (A team or office as the subject, "마케팅팀은 …", is the owner as
	// a person is.)
	plain := stripInline(n.Text)
	m := reKoFullNameSubject.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		m = reKoUnitSubject.FindStringSubmatch(strings.TrimSpace(plain))
	}
	if m == nil || !(koFullName(m[1]) && utf8.RuneCountInString(m[1]) >= 3 || p.known(m[1]) || koOrgUnit(m[1])) || koCommonWord[m[1]] || koPast(plain) {
		return
	}
	c.Assignee, c.Owners = m[1], []string{m[1]}
	if t, ok := strings.CutPrefix(c.Title, m[1]); ok {
		if t = strings.TrimSpace(reKoLeadParticle.ReplaceAllString(strings.TrimPrefix(t, "에서"), "")); t != "" {
			c.Title = t
		}
	}
}

// reEnSentenceEnd: the end of a sentence inside a title ("share the
// questions with the group . Omar thinks …" once a due phrase is cut out
// of its middle): a lower-case word, a number or a closing bracket, a
// stop, then a capitalised word.
var reEnSentenceEnd = regexp.MustCompile(`(?:\p{Ll}{3,}|\d|\))\s*\.\s+\p{Lu}|\s*,?\s+and\s+that\s+\p{L}`)

// oneSentenceTitle cuts an English title at the end of its first
// sentence, or before a second "and that" clause: what follows is
// what was said after the work, or another person's.
func oneSentenceTitle(c *extract.Candidate) {
	if extract.HasHangul(c.Title) {
		// "정책안 준비한다. 완료 기한 정해지지 않았다": a Korean line's
		// first sentence is the work; the next remarks on it.
		if first, ok := koFirstSentence(c.Title); ok && koSentencePlans(first) {
			if t := cleanTitle(first); t != "" {
				c.Title = t
			}
		}
		return
	}
	if loc := reEnSentenceEnd.FindStringIndex(c.Title); loc != nil {
		head := c.Title[:loc[1]-1]
		if i := strings.Index(head, " and that"); i >= 0 {
			head = head[:i]
		}
		head = strings.TrimRight(strings.TrimSpace(head), "., ")
		if len(strings.Fields(head)) >= 2 {
			c.Title = head
		}
	}
}
