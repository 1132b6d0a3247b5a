package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Offers written as what a named person can do ("… - TT can create the
// issues", "[name=Anne] Can add TTW templates to this!"). hedgedSlot reads
// "Name can …" only where the name opens the line; these put the offer in
// a later clause of a task line, or after a speaker tag whose sentence
// drops its subject. "Can" says what someone or something is able to do as
// often as it offers ("anyone can join", "Users can now log in", "the API
// can return 404"), so both stay possible actions (formHedged, never
// extracted) and both need a person the notes know, a verb by its shape
// and an object after it.

var (
	// reOfferTail: a later clause of the line, after a dash, a semicolon
	// or a sentence end, that opens with an owner slot and can/could.
	reOfferTail = regexp.MustCompile(`(?:\s[-–—]+\s+|[;.!]\s+)((?:` + slotNames + `)\s+(?i:can|could)\s+\p{Ll}.*)$`)
	// reOfferTagged: HackMD's speaker tag ("[name=Anne]") and a sentence
	// without its subject that opens with Can/Could ("Can add …", "I can
	// add …" is the speaker too). ("Anne: Can add …" reaches the signals
	// with its speaker split off, and is not read here.)
	reOfferTagged = regexp.MustCompile(`^\[name=([^\]\[]{1,40})\]\s*(?:(?i:i)\s+)?((?i:can|could))\s+(\p{Ll}[\p{L}'’-]*)(\s.*)?$`)
)

// offerSlot reads the two offer forms: the owners, the modal and the work
// (from its verb on), or nil owners when the line is neither.
func (p *parser) offerSlot(plain string) (owners []string, hedge, work string) {
	if isQuestion(plain) || len(plain) > maxSignalLine {
		return nil, "", ""
	}
	if m := reOfferTail.FindStringSubmatch(plain); m != nil {
		// The clause reads as a line of its own would, with the same
		// demands on its person (known, since "can" is capability).
		if owners, hedge, work = p.hedgedLead(m[1]); owners != nil {
			return owners, hedge, work
		}
		// "… - TT can create the issues" where another line of the
		// notes hands TT a task ("… - TT"): the notes write TT as a
		// person.
		return p.offerByOwner(m[1])
	}
	m := reOfferTagged.FindStringSubmatch(plain)
	if m == nil {
		return nil, "", ""
	}
	name := strings.TrimSpace(m[1])
	verb, rest := strings.ToLower(m[3]), strings.TrimSpace(m[4])
	// An object after the verb, and the verb a verb by its shape: "Can
	// do", "Can't make it", "could be worse" are no offer.
	if rest == "" || !(workVerb(verb) || hedgeWorkVerbs[verb] || clauseVerbByShape(verb+" "+rest)) || reWeakVerb.MatchString(verb+" "+rest) {
		return nil, "", ""
	}
	o := strings.TrimPrefix(name, "@")
	// HackMD's "[name=…]" tag is written for a person by construction,
	// yet a capitalised name slotPeople accepts, or one the notes know.
	if len(splitOwners(o)) != 1 || !(p.slotPeople(o) || p.known(o)) {
		return nil, "", ""
	}
	return []string{o}, strings.ToLower(m[2]), verb + " " + rest
}

// reOfferClause: a clause that is one person, can/could and the work.
var reOfferClause = regexp.MustCompile(`^(` + slotName + `)\s+((?i:can|could))\s+(\p{Ll}[\p{L}'’-]*)(\s.*)?$`)

// offerByOwner reads "Name can <verb> <object>" when the notes write the
// name as a task's owner elsewhere (writtenAsOwner).
func (p *parser) offerByOwner(clause string) (owners []string, hedge, work string) {
	m := reOfferClause.FindStringSubmatch(clause)
	if m == nil {
		return nil, "", ""
	}
	name, verb, rest := strings.TrimPrefix(m[1], "@"), strings.ToLower(m[3]), strings.TrimSpace(m[4])
	if rest == "" || !(workVerb(verb) || hedgeWorkVerbs[verb] || clauseVerbByShape(verb+" "+rest)) || reWeakVerb.MatchString(verb+" "+rest) || !p.writtenAsOwner(name) {
		return nil, "", ""
	}
	return []string{name}, strings.ToLower(m[2]), verb + " " + rest
}

// writtenAsOwner: another line of the notes puts the name where an owner
// stands — after a dash or in parentheses closing a task ("Create teams
// … - TT", "Draft the post (Anne)"), or before "to"/"will" opening one
// ("Anne to review", "Anne will send …"). A word the notes only write as
// a thing ("Users can now …", "the API can return …") has no such line.
func (p *parser) writtenAsOwner(name string) bool {
	if name == "" || strings.ContainsAny(name, "\n") {
		return false
	}
	key := "\x00owner\x00" + name
	if n, ok := p.words[key]; ok {
		return n > 0
	}
	if len(p.words) >= maxWordScans {
		return false
	}
	q := regexp.QuoteMeta(name)
	re := regexp.MustCompile(`(?:\S\s+[-–—]+\s*` + q + `|\(\s*` + q + `\s*\))\s*[.!]?\s*$|^` + q + `\s+(?:to|will)\s+\p{Ll}`)
	n := 0
	for _, nd := range p.d.Nodes {
		t := strings.TrimSpace(stripInline(nd.Text))
		if re.MatchString(t) && !reOfferClause.MatchString(t) {
			n++
			break
		}
	}
	p.words[key] = n
	return n > 0
}

// A speaker's own offer of a piece of work, in minutes of a call
// ("Mark: … I can write a developer guide on versioning.", "Leon: Amalia
// and I can create a PR together"): the speaker offers what the meeting
// then counts on, as "I will" does. Only "I can" with a verb of work
// and its object: "I can do that" points back at what was asked (a
// possible action, read with the question), "I can see it" or "I can
// talk about …" is no work, and "I need to …" stays a possible action.
// The speaker, and a person the offer shares the work with ("Amalia and
// I"), own it, for a person to confirm.

// reSpeakerCan: the offer in the turn, after an optional co-worker
// ("Amalia and I"), with the verb and the rest of its clause. (Where
// "I can" opens a relative clause, "the one person I can ask", the
// line has no offer's signal to begin with.)
var reSpeakerCan = regexp.MustCompile(`(?:\b([\p{Lu}][\p{L}'’-]+)\s+and\s+)?\bI\s+can\s+(?:still\s+|also\s+|just\s+|definitely\s+|definately\s+)*(\p{Ll}+)\s+([^.!?;,]+)`)

// reCanAndGet: the result an action yields, after the action.
var reCanAndGet = regexp.MustCompile(`\band\s+(?:get|see|receive|end\s+up\s+with)\b`)

// reOfferBackRef: an object that points back at what was said.
var reOfferBackRef = regexp.MustCompile(`^(?i:that|it|this|them|so|one|too|either|both|those|these)\b`)

// speakerCanOffer reads node i as its speaker's offer (above), or nil.
func (p *parser) speakerCanOffer(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || !strings.Contains(n.Text, "I can ") || len(n.Text) > maxSignalLine {
		// (A turn longer than an item of work is speech: the offer in
		// it stays a possible action, for a person to read.)
		return nil
	}
	speaker, offer := "", false
	for _, s := range p.signals(i) {
		switch {
		case s.Kind == extract.SignalPerson && strings.HasSuffix(s.Value, " (speaking)") && speaker == "":
			speaker = strings.TrimSuffix(s.Value, " (speaking)")
		case s.Kind == extract.SignalForm && s.Value == formOffer:
			offer = true
		}
	}
	if speaker == "" || !offer || !p.allPeople([]string{speaker}, false) {
		return nil
	}
	text := stripInline(n.Text)
	ix := reSpeakerCan.FindStringSubmatchIndex(text)
	if ix == nil {
		return nil
	}
	m := []string{"", "", text[ix[4]:ix[5]], text[ix[6]:ix[7]]}
	if ix[2] >= 0 {
		m[1] = text[ix[2]:ix[3]]
	}
	verb, rest := m[2], strings.TrimSpace(m[3])
	if verb != "try" && reCanAndGet.MatchString(text[ix[4]:]) {
		// "So in JS, I can write the call and get a time zone back":
		// what doing it yields, shown, not work offered.
		return nil
	}
	if !(enImperatives[verb] || enImperativesMore[verb] || firstWorkVerbs[verb]) || reOfferBackRef.MatchString(rest) || discourse[verb+" "+strings.Fields(rest + " x")[0]] || reSpeechVerb.MatchString(verb) && verb != "try" || reNotWork.MatchString(verb+" "+rest) {
		return nil
	}
	owners := []string{speaker}
	if co := m[1]; co != "" {
		if !p.known(co) {
			return nil
		}
		owners = []string{co, speaker}
	}
	c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "speaker-can"}
	if !titled(c, verb+" "+rest) || reGenericTask.MatchString(c.Title) {
		return nil
	}
	if c.Due == "" {
		// "… and have that ready in a month".
		c.Due = dueExtra(rest)
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}
