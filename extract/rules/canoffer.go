package rules

import (
	"regexp"
	"strings"
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
