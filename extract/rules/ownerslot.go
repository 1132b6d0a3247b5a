package rules

// The owner slot (issue 28): what opens an English line that gives work —
// one or more people, how the line says they are its owners (a label
// that is theirs, an annotation, a hedge) and optionally when — read as
// one reading of "owner slot + commitment + work", so a form another
// team writes around the same slot is read the same way:
//
//   - "Alice's AI: …", "Alice & Bob's action items: …" — a label of work
//     that belongs to the people before it (an action marker for them);
//   - "Bob (owner), due Friday: …", "Ana (lead): …" — the owner annotated,
//     and a deadline, before the colon: the title is the work after it;
//   - "Alice & Bob: …", "Alice, Bob: …" — several people before the colon
//     are read as one person there is (a speaker's label that gives work);
//   - "maybe Alice can look at …", "Alice might …", "Alice (maybe) to …"
//     — a hedged commitment: by the labelling rules no action, but never
//     silent — a possible action whose form signal names the hedge;
//   - "Anne adding notes - sending to Cass", "Xavier drafting, Yuri to
//     review" — a running status that hands the work on: pending work of
//     the person at it (and of the one it goes to, when that person takes
//     a step of their own).
//
// Several owners stay on one candidate: a task needs one owner, so the
// plan holds it for a person ("several assignees", extract/plan.go) —
// visible, never a second owner dropped in silence.

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// formHedged: a named person's commitment left open by a hedge ("maybe",
// "might", "could", "(maybe)"): a possible action alone, never extracted
// by its signals (the labelling rules count hedged plans as no action).
const formHedged = "hedged commitment"

const (
	// slotName: one person as an owner slot writes them — an @handle or
	// one or two capitalised words (no apostrophe: "Alice's" is Alice and
	// a possessive).
	slotName = `@?[\p{Lu}][\p{L}\p{N}-]*(?:\s+[\p{Lu}][\p{L}-]*)?`
	// slotNames: one to four of them, joined as lists of owners are.
	slotNames = slotName + `(?:\s*(?:,|&|\+|/|\band\b)\s*` + slotName + `){0,3}`
	// slotLabelWords: the words that name a list or a line of work.
	slotLabelWords = `(?i:AIs?|action\s+items?|actions?|to-?dos?|tasks?|next\s+steps?|follow[- ]?ups?)`
	// slotRoleWords: an annotation that says the person owns the line.
	slotRoleWords = `(?i:owners?|leads?|drivers?|assignees?|dri|responsible|poc)`
	// slotDueWords: a deadline written as a field or a preposition.
	slotDueWords = `(?i:due|by|until|before|deadline)`
)

var (
	// reSlotPossessive: "Alice's AI: book the room", "Alice & Bob's
	// action items: …".
	reSlotPossessive = regexp.MustCompile(`^(` + slotNames + `)(?:['’]s|['’])\s+` + slotLabelWords + `\s*[:：]\s*(\S.*)$`)
	// reSlotAnnotated: "Bob (owner), due Friday: write the plan", "Ana
	// (lead): …", "Bob, due Friday: …" — an annotation, a deadline or
	// both between the owner and the colon.
	reSlotAnnotated = regexp.MustCompile(`^(` + slotNames + `)\s*(\(\s*` + slotRoleWords + `\s*(?:[;,]\s*(` + slotDueWords + `\b[^:：()]{1,40}?))?\s*\))?(?:\s*,?\s*(` + slotDueWords + `\b[^:：()]{1,40}?))?(?:\s*[:：]\s*|\s+[-–—]\s+)(\S.*)$`)
	// reSlotNamesColon: several people before a speaker's colon.
	reSlotNamesColon = regexp.MustCompile(`^(` + slotName + `(?:\s*(?:,|&|\+|/|\band\b)\s*` + slotName + `){1,3})\s*[:：]\s+`)
)

// slotMarker rewrites an owner slot that labels the line's work as the
// people's own ("Alice's AI: …", "Bob (owner), due Friday: …") into the
// action marker it means ("Action item (Bob): … (due Friday)"), which
// markerItem reads; "" when the line opens with no such slot.
func (p *parser) slotMarker(text string) string {
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	if m := reSlotPossessive.FindStringSubmatch(plain); m != nil && p.slotPeople(m[1]) && slotWork(m[2]) {
		return "Action item (" + m[1] + "): " + m[2]
	}
	m := reSlotAnnotated.FindStringSubmatch(plain)
	if m == nil || m[2] == "" && m[4] == "" || !p.slotPeople(m[1]) || !slotWork(m[5]) {
		return ""
	}
	rest := m[5]
	// "Bob (owner; due Friday): …" or "Bob (owner), due Friday: …".
	due := strings.TrimSpace(m[3])
	if due == "" {
		due = strings.TrimSpace(m[4])
	}
	if due != "" {
		if _, d := cutDue("(" + due + ")"); d == "" {
			// ", before the call:" is no deadline of the work.
			return ""
		}
		rest += " (" + due + ")"
	}
	return "Action item (" + m[1] + "): " + rest
}

// reSlotPossessiveLabel: a heading or a label over a list that is
// someone's work ("### Tomasz's action items", "- Priya & Ana's next
// steps:").
var reSlotPossessiveLabel = regexp.MustCompile(`^(` + slotNames + `)(?:['’]s|['’])\s+` + slotLabelWords + `\b`)

// possessiveOwner: the people a possessive label of work names as the
// owners of its list, joined with ", "; "" when it names none.
func (p *parser) possessiveOwner(label string) string {
	m := reSlotPossessiveLabel.FindStringSubmatch(strings.TrimSpace(strings.Trim(strings.TrimSpace(label), "*_")))
	if m == nil || !p.slotPeople(m[1]) {
		return ""
	}
	return strings.Join(splitOwners(m[1]), ", ")
}

// reSlotNoWork: what follows an owner slot when it gives no work: a
// state, nothing, a reference ("done", "no update", "see below").
var reSlotNoWork = regexp.MustCompile(`^(?i:done|completed?|finished|closed|merged|none|n/?a|nothing|no\s+(?:update|updates|change|changes|news|progress)|see\s+(?:below|above|the|notes|doc|docs|link)|tbd|tba|same|skip(?:ped)?|ongoing|in\s+progress|pending|wip)\b|^[-–—.]*$`)

// slotWork: the words after an owner slot give work: not a state or a
// reference, nor a report of work under way or done ("working on the
// migration", "reviewed the PR").
func slotWork(rest string) bool {
	rest = strings.TrimSpace(strings.Trim(strings.TrimSpace(rest), "*_"))
	if rest == "" || reSlotNoWork.MatchString(rest) {
		return false
	}
	first := strings.ToLower(strings.Trim(firstWord(rest), "*_,.:"))
	return !(strings.HasSuffix(first, "ing") && len(first) > 5 || strings.HasSuffix(first, "ed") && pastOfWorkVerb(first))
}

// slotPeople: every name of an owner slot is a person — one the roster or
// the notes know, or a capitalised name that is no label, verb or
// acronym and that the notes do not also write as a common word.
func (p *parser) slotPeople(names string) bool {
	owners := splitOwners(names)
	if len(owners) == 0 || !p.plausibleOwner(names) {
		return false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		if p.known(o) {
			continue
		}
		first := strings.Fields(o)[0]
		low := strings.ToLower(first)
		if reAcronym.MatchString(o) || notNames[low] || enImperatives[low] || enImperativesMore[low] || commonLower[low] || reNotSubject.MatchString(low) ||
			len(strings.Fields(o)) == 1 && (toControllers[low] || notInfinitive[low]) ||
			workGerund(low) || reSlotNotName.MatchString(low) || p.commonWord(first) || !p.personLike(o, false) {
			return false
		}
	}
	return true
}

// reSlotNotName: capitalised words that open a labelled line and are no
// one ("Today's action items:", "Meeting's AI:").
var reSlotNotName = regexp.MustCompile(`^(?:today|yesterday|tomorrow|last|this|next|previous|meeting|team|group|everyone|everybody|all|other|open|new|old|our|your|their|my|his|her)$`)

// slotSpeaker: "Name:" as reSpeakerPrefix reads it, or several people the
// notes know before one colon ("Alice & Bob: update the docs") — then the
// speaker is the people joined with ", ". The match is [prefix, speaker].
func (p *parser) slotSpeaker(plain string) []string {
	if m := reSpeakerPrefix.FindStringSubmatch(plain); m != nil {
		return m
	}
	m := reSlotNamesColon.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	owners := splitOwners(m[1])
	if len(owners) < 2 || !p.allPeople(owners, true) && !p.slotPeople(m[1]) {
		// Only people: "Design, Docs: …" is a list of topics.
		return nil
	}
	return []string{m[0], strings.Join(owners, ", ")}
}

var (
	// reSlotHedgeLead: a hedge opening the line.
	reSlotHedgeLead = regexp.MustCompile(`^(?i:(maybe|perhaps|possibly|probably|potentially))\s*,?\s+`)
	// reSlotHedgeParen: a hedge in parentheses after the owner.
	reSlotHedgeParen = regexp.MustCompile(`^\s*\(\s*(?i:(maybe|perhaps|possibly|probably|tentative(?:ly)?|tbc|tbd|\?))\s*\??\s*\)`)
	// reSlotNamesLead: the owner slot opening a sentence.
	reSlotNamesLead = regexp.MustCompile(`^(` + slotNames + `)`)
	// reSlotModal: how the slot commits to the work after it; a hedge
	// (might, may, could, can, would; "will try to") or a plain modal
	// that a hedge before it leaves open.
	reSlotModal = regexp.MustCompile(`^(?:\s*[:：]\s*|\s+(?i:(might|may|could|can|would)(?:\s+(?:also|possibly|maybe|perhaps|be\s+able\s+to|want\s+to|try\s+to))?|(?:will|to)(?:\s+(try\s+to|maybe|possibly|probably|perhaps))?|(?:is|are)\s+(?:going\s+to\s+)?(try(?:ing)?\s+to))\s+)`)
)

// hedgedSlot reads a named person's hedged commitment: "maybe Alice can
// look at the flaky test", "Alice might update the README", "Alice
// (maybe) to check the logs", "Perhaps Bob could draft it", "Ana will try
// to fix it". It returns the owners, the hedge as written and the work
// (from its verb on); nil owners when the line is none. A firm
// commitment ("Alice to …") is no hedge, nor is being ("Alice might be
// late"), a past ("Alice may have fixed it"), a negation ("Alice can't
// make it") or a question.
func (p *parser) hedgedSlot(plain string) (owners []string, hedge, work string) {
	if owners, hedge, work = p.hedgedLead(plain); owners != nil {
		return owners, hedge, work
	}
	return p.offerSlot(plain)
}

// hedgedLead is hedgedSlot where the owner slot opens the line.
func (p *parser) hedgedLead(plain string) (owners []string, hedge, work string) {
	if isQuestion(plain) || len(plain) > maxSignalLine {
		return nil, "", ""
	}
	s := plain
	if m := reSlotHedgeLead.FindStringSubmatch(s); m != nil {
		hedge, s = strings.ToLower(m[1]), s[len(m[0]):]
	}
	m := reSlotNamesLead.FindStringSubmatch(s)
	if m == nil {
		return nil, "", ""
	}
	names := m[1]
	s = s[len(m[0]):]
	if hm := reSlotHedgeParen.FindStringSubmatch(s); hm != nil {
		hedge, s = "("+strings.ToLower(hm[1])+")", s[len(hm[0]):]
	}
	mm := reSlotModal.FindStringSubmatch(s)
	if mm == nil {
		return nil, "", ""
	}
	switch {
	case hedge != "":
		// "maybe Alice can …": the hedge before the slot says it.
	case mm[1] != "":
		hedge = strings.ToLower(mm[1])
	case mm[2] != "":
		hedge = strings.ToLower(mm[2])
	case mm[3] != "":
		hedge = strings.ToLower(mm[3])
	}
	if hedge == "" {
		return nil, "", ""
	}
	work = strings.TrimSpace(s[len(mm[0]):])
	verb := strings.ToLower(strings.Trim(firstWord(work), "*_,.:"))
	if !workVerb(verb) && !hedgeWorkVerbs[verb] || reWeakVerb.MatchString(work) {
		return nil, "", ""
	}
	if !p.slotPeople(names) {
		return nil, "", ""
	}
	owners = splitOwners(names)
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		// "PostGIS could create tiles", "Ambassadors can also help":
		// things and groups can and could too; a person the notes know
		// (an attendee, an owner elsewhere), or for the plainer hedges a
		// simple capitalised name the notes write again, is the slot.
		if !p.known(o) && (capability[hedge] || !reSimpleName.MatchString(o) || !p.recurs(o) || strings.HasSuffix(o, "s")) {
			return nil, "", ""
		}
	}
	return owners, hedge, work
}

// capability: modals that as often say what someone or something is able
// to do as offer to do it.
var capability = map[string]bool{"can": true, "could": true, "would": true}

// reSimpleName: one capitalised word, or two ("Ana Lima").
var reSimpleName = regexp.MustCompile(`^[\p{Lu}][\p{Ll}]+(?:\s+[\p{Lu}][\p{Ll}]+)?$`)

// hedgeWorkVerbs: verbs a hedged offer takes that the lists of work
// verbs leave out.
var hedgeWorkVerbs = map[string]bool{"look": true, "help": true, "take": true, "reach": true, "ask": true, "talk": true, "chat": true, "ping": true, "dig": true, "try": true}

var (
	// reSlotHandOff: a person at work, then the hand-off of that work
	// after a dash, a comma or a semicolon: "Anne adding notes - sending
	// to Cass", "Xavier drafting, Yuri to review".
	reSlotHandOff = regexp.MustCompile(`^(` + slotName + `)\s+(?:(?:is|are)\s+)?(\p{Ll}+ing)\b(.*?)(?:\s+[-–—]+\s+|\s*[,;]\s+(?:and\s+|then\s+)?)(\S.*)$`)
	// reSlotPassOn: the work goes to someone: "sending to Cass", "then
	// passing it to Cass", "handing over to Cass for review".
	reSlotPassOn = regexp.MustCompile(`^(?i:then\s+|will\s+|to\s+)?(?i:send(?:ing)?|pass(?:ing)?|hand(?:ing)?(?:\s+(?:it|them))?\s+(?:over|off)|forward(?:ing)?|giv(?:ing|e)|shar(?:ing|e))(?:\s+(?:it|them|this|that))?(?:\s+(?:over|on))?\s+(?i:to|with)\s+(` + slotName + `)\b`)
	// reSlotNextStep: the person the work goes to takes a step of their
	// own: "Yuri to review", "Yuri will review".
	reSlotNextStep = regexp.MustCompile(`^(?i:then\s+)?(` + slotName + `)\s+(?:to|will)\s+(\p{Ll}+)\b`)
)

// handOffSlot reads a running status that hands its work on. The owners
// are the person at work and, when the receiver takes a step of their
// own ("Yuri to review"), the receiver; nil when the line is no such
// hand-off.
func (p *parser) handOffSlot(plain string) []string {
	if isQuestion(plain) || len(plain) > maxSignalLine {
		return nil
	}
	m := reSlotHandOff.FindStringSubmatch(plain)
	if m == nil || !workGerund(m[2]) || !p.slotPeople(m[1]) {
		return nil
	}
	next := strings.TrimSpace(m[4])
	if pm := reSlotPassOn.FindStringSubmatch(next); pm != nil && p.slotPeople(pm[1]) {
		return []string{m[1]}
	}
	if nm := reSlotNextStep.FindStringSubmatch(next); nm != nil && p.slotPeople(nm[1]) && (workVerb(strings.ToLower(nm[2])) || hedgeWorkVerbs[strings.ToLower(nm[2])]) && nm[1] != m[1] {
		return []string{m[1], nm[1]}
	}
	return nil
}

// handOff is the candidate of a hand-off line (handOffSlot) that nothing
// else read: the person's pending work, for a person to confirm outside
// an action section.
func (p *parser) handOff(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || len(n.Text) > maxItemBytes {
		return nil
	}
	si := p.section(n.Section)
	if si.done {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	owners := p.handOffSlot(plain)
	if owners == nil {
		return nil
	}
	c := &extract.Candidate{Syntax: "hand-off", Assignee: strings.Join(owners, ", "), Owners: owners}
	if !titled(c, plain) {
		return nil
	}
	if !si.action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// slotOwners gives a candidate the owners its line's slot names when the
// reading that made it kept none or only some of them: in an action
// list, a hedged owner ("- Alice might update the README") is the owner,
// tentative; a hand-off keeps the person at work beside the receiver
// ("Xavier drafting, Yuri to review" is not Yuri's alone).
func (p *parser) slotOwners(c *extract.Candidate, n doc.Node) {
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > maxItemBytes {
		return
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if owners := p.handOffSlot(plain); owners != nil {
		// (Read as a clause, "… - will share with Tomasz" gave the
		// receiver, "…, Yuri to review" the receiver alone.)
		c.Assignee, c.Owners = strings.Join(owners, ", "), owners
		titled(c, plain)
		for k, pr := range c.Problems {
			if pr == problemNoSubject {
				// It names someone now; still to be confirmed.
				c.Problems[k] = problemConfirm
			}
		}
		return
	}
	if len(c.Owners) > 0 {
		p.laterOwners(c, plain)
		return
	}
	if owners, _, work := p.hedgedSlot(plain); owners != nil {
		c.Assignee, c.Owners = strings.Join(owners, ", "), owners
		if !titled(c, work) {
			titled(c, plain)
		}
		c.Problems = append(c.Problems, problemTentative)
	}
}

// reSlotLaterClause: a later clause of the line that opens with its own
// owner slot and commitment: "… . Emma to review", "… (Max to review and
// publish)", "…, and Bob will test it", "… Action: Skot to post …" (a
// second action label on the line).
var reSlotLaterClause = regexp.MustCompile(`(?:[.;!]\s+|\(\s*|,\s+(?:and\s+|then\s+)?|\s+(?:and|then)\s+|\s[-–—]\s+|\b(?i:action)\s*[:：]\s*)(` + slotNames + `)\s+(?:to|will|shall|is\s+going\s+to|are\s+going\s+to)\s+(\p{Ll}+)`)

// laterOwners adds to a candidate the people a later clause of its line
// commits ("Juan to update the PR. Emma to review.", "OSRD will draft
// the post (Max to review and publish)"): one line, one action, every
// owner it names (the plan asks which one the task gets). A name after
// a verb ("ask Bob to review") is the verb's object, no clause of its own.
func (p *parser) laterOwners(c *extract.Candidate, plain string) {
	if extract.HasHangul(plain) || len(plain) > maxItemBytes {
		// (A line of running minutes holds several sentences; each
		// that opens with its own owner and commitment adds one.)
		return
	}
	has := map[string]bool{}
	for _, o := range c.Owners {
		has[strings.ToLower(strings.TrimPrefix(o, "@"))] = true
		// ("Mr. Ortiz will …" names Ortiz once, title and all.)
		has[strings.ToLower(reTitleLead.ReplaceAllString(o, ""))] = true
	}
	added := false
	for _, loc := range reSlotLaterClause.FindAllStringSubmatchIndex(plain, 4) {
		// ("… budget. Additionally Nate will add …": the connective
		// opens the sentence, Nate alone is named.)
		names, verb := trimConnective(plain[loc[2]:loc[3]]), strings.ToLower(plain[loc[4]:loc[5]])
		if !workVerb(verb) && !hedgeWorkVerbs[verb] || !p.slotPeople(names) {
			continue
		}
		if reInitialStop.MatchString(plain[:loc[0]+1]) {
			// "David A. Wheeler will help": the stop closes a middle
			// initial, no sentence.
			continue
		}
		if before := strings.Fields(plain[:loc[0]]); len(before) > 0 && !strings.ContainsAny(plain[loc[0]:loc[2]], ".;!(,-–—") {
			// "for Eric and Boris to respond": "and" joins the name
			// before it to a list, it opens no clause.
			if r := []rune(before[len(before)-1]); unicode.IsUpper(r[0]) {
				continue
			}
		}
		for _, o := range splitOwners(names) {
			if k := strings.ToLower(strings.TrimPrefix(o, "@")); !has[k] {
				has[k] = true
				c.Owners = append(c.Owners, o)
				added = true
			}
		}
	}
	if added {
		c.Assignee = strings.Join(c.Owners, ", ")
	}
}

// reFirstHedge: the writer or the speaker offers work with a hedge ("I
// might update the README", "maybe I can check the logs", "I could
// draft it"); group 1 is the verb.
var reFirstHedge = regexp.MustCompile(`(?i)^(?:(?:maybe|perhaps|possibly|probably)\s*,?\s+i\s+(?:can|could|might|may|will|['’]ll)|i\s+(?:might|may|could|(?:can|will|['’]ll)\s+try\s+to))\s+(?:also\s+)?(\p{L}+)`)

// hedgedWork: the verb after a hedge is work (not "be late", "have").
func hedgedWork(verb string) bool {
	verb = strings.ToLower(verb)
	return (workVerb(verb) || hedgeWorkVerbs[verb]) && !reWeakVerb.MatchString(verb)
}

// reInitialStop: text that ends with a capital initial and its stop, as a
// name's middle initial does ("David A.").
var reInitialStop = regexp.MustCompile(`(?:^|[\s(])\p{Lu}\.$`)
