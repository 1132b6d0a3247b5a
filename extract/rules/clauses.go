package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A person committing in the middle of a line (issue 28, "What to build"
// 2): minutes of every team write the commitment after a remark, a
// question or a task rather than first — "Error reporting? Aapeli will
// look into it.", "… seem to work well but RB will send a poll", "Add the
// version to the picker, Shauna will do", "Björn volunteers to do so".
// The reading is one of signals, not of vocabulary: a clause boundary (a
// sentence end, a question mark, "but", "so", a dash or a comma), a
// person as the clause's subject (a name the notes know, a capitalised
// name or initials), a modal of commitment and a verb of work after it.
// A line where none of the rules above found an owner is read this way;
// what it finds outside an action section waits for a person to confirm.

// reClauseCommit: a clause opening with a subject, then a commitment.
// The subject is one to three names ("Catherine and Tarek", "Alex R.",
// "Neal and Michael"); the modal is a future, a plan or a volunteer
// ("wil" is the typo of "will" minutes keep). A condition opening the
// line ends where its subject starts even without a comma: "If no
// objections in the next days Theo will merge" commits Theo once the
// event comes.
var reClauseCommit = regexp.MustCompile(`(?:^(?i:if|once|when|after)\s+[^,.;:!?()]{2,80}?\s+|^|[.!?;…*]\s*|[?]\s*|,\s+(?:but\s+|and\s+|so\s+)?|\s+(?:but|so|and\s+then)\s+|\s+[-–—→>]+\s+|[-–—]{2,}\s*|\(\s*|\]\s*|\s+that\s+)` +
	`((?:@?` + clauseName + `)(?:\s*(?:,|\band\b|&|\+|\bor\b)\s*@?` + clauseName + `){0,3})` +
	`\s+(will|wil|shall|['’]ll|is\s+going\s+to|are\s+going\s+to|plans?\s+to|is\s+planning\s+to|volunteers\s+to|agrees\s+to|offers\s+to|helps\s+to|promises\s+to|(?:has\s+|have\s+)?promised\s+to|(?:has\s+|have\s+)?volunteered\s+to|(?:has\s+|have\s+)?agreed\s+to|(?:has\s+|have\s+)?offered\s+to|to)` +
	`\s+(?:\([^()]{1,30}\)\s+)?(?:(?:also|then|now|first|still|gladly|try\s+(?:and|to)|attempt\s+to)\s+)*(\p{L}+(?:-\p{L}+)?)([^.;!?]*)`)

// clauseName: a capitalised name, with a second name or an initial
// ("Alex R."), or a lower-case handle ("centril", "lqd"), which
// clauseSubject admits only when the notes write it again and only
// people do what follows.
//
// A team named by its work ("writing team", "Design group") is a subject
// too: the notes give work to teams as to people.
const clauseName = `(?:\p{L}+\s+(?i:team|group|committee)|[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}]\.?(?:[\p{L}'’-]+)?)?|[\p{Ll}][\p{L}\p{N}_-]{2,24})`

// reCausative: someone given work by a causative — "Have David upload
// the video", "asked Ingo to review", "Nicole to have Nadeem send out a
// poll": the person named after the verb does it.
var reCausative = regexp.MustCompile(`(?:^|[.!?;]\s+|,\s+|\s+)(?i:have|has|had|ask|asks|asked|get|gets)\s+(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}]\.)?)\s+(?:to\s+)?(\p{L}+)([^.;!?]*)`)

// reCondOpen: a line that opens with a condition on an event.
var reCondOpen = regexp.MustCompile(`(?i)^(?:if|once|when|after)\s`)

// reClauseHedge: a clause that guesses, asks or sets a condition is no
// commitment ("maybe Nick will", "if Ana will …", "whether Bob will").
var reClauseHedge = regexp.MustCompile(`(?i)\b(?:maybe|perhaps|probably|possibly|likely|might|could|would|if|whether|unless|hopefully)\b`)

// clauseNotSubject: capitalised words that open a clause without naming
// anyone ("This will …", "Release will …" is read by p.names below).
var clauseNotSubject = map[string]bool{"this": true, "that": true, "these": true, "those": true, "it": true, "there": true, "we": true, "they": true,
	"he": true, "she": true, "you": true, "i": true, "everyone": true, "everybody": true, "someone": true, "somebody": true, "nobody": true,
	"all": true, "each": true, "who": true, "what": true, "which": true, "when": true, "where": true, "how": true, "why": true, "the": true,
	"a": true, "an": true, "our": true, "their": true, "his": true, "her": true, "its": true, "one": true, "both": true, "some": true,
	"any": true, "no": true, "then": true, "also": true, "and": true, "but": true, "so": true, "or": true, "next": true, "new": true}

// clauseCommitment reads plain for a person who commits in a clause that
// does not open the line (commitment reads the opening one); nil when no
// clause does. n is the node, for its kind.
func (p *parser) clauseCommitment(plain string, n doc.Node) *extract.Candidate {
	if !reCommitHint.MatchString(plain) && !strings.Contains(plain, "volunteer") && !strings.Contains(plain, " wil ") {
		return nil
	}
	for _, m := range reClauseCommit.FindAllStringSubmatchIndex(plain, 8) {
		subject := plain[m[2]:m[3]]
		if strings.TrimSpace(plain[m[0]:m[2]]) == "that" && enPrepositions[strings.ToLower(lastWord(plain[:m[0]]))] {
			// "an issue made in that working group to remind": after a
			// preposition "that" is a determiner, no clause opens.
			continue
		}
		modal := strings.ToLower(plain[m[4]:m[5]])
		verb := strings.ReplaceAll(strings.ToLower(plain[m[6]:m[7]]), "-", "")
		rest := plain[m[6]:m[9]]
		// The clause as written, up to its end, is what must not hedge
		// nor ask.
		end := m[9]
		if q := plain[end:]; strings.HasPrefix(q, "?") || strings.HasPrefix(q, "？") {
			// "Jesse has volunteered to work on this, any updates?": a
			// question after a comma asks about the commitment before
			// it; a clause that is itself the question commits nobody.
			k := strings.LastIndex(plain[m[7]:end], ", ")
			if k < 0 {
				continue
			}
			end = m[7] + k
		}
		rest = plain[m[6]:end]
		clause := plain[m[2]:end]
		if reClauseHedge.MatchString(clause) || reNotPlan.MatchString("will "+rest) || reMeetingTalk.MatchString(rest) || reRoleChange.MatchString(rest) || reDeparture.MatchString(rest) || reNextRole.MatchString(rest) {
			continue
		}
		owners := splitOwners(reOrOwners.ReplaceAllString(subject, ", "))
		// (A subject after an opening condition does not open the line
		// either: "If no objections Theo will merge".)
		if !p.clauseSubject(owners, modal, m[0] > 0 || m[2] > 0 && reCondOpen.MatchString(plain)) {
			continue
		}
		// The verb after the modal is work: "RB will send", "to think
		// about", "will be presenting" — not "will be there", "will
		// have been".
		work := workVerb(verb) || enWorkVerbs[verb] || firstWorkVerbs[verb] || verb == "help" || verb == "do" || verb == "have" && reHaveLook.MatchString(rest) ||
			verb == "be" && reBeDoing.MatchString(rest)
		if !work && verb == "have" {
			// "Nicole to have Nadeem send out a poll": the work is
			// passed on, the person who passes it owns it.
			if cm := reCausative.FindStringSubmatch(" " + rest); cm != nil && p.causativeWork(cm) {
				work = true
			}
		}
		if k := m[6] - len("attempt to "); !work && k >= 0 && strings.EqualFold(plain[k:m[6]], "attempt to ") {
			// "Dan will attempt to form a response": the attempt names
			// its work, whose verb is read by its shape (verbslot.go).
			work = clauseVerbByShape(rest)
		}
		if !work || reAttendOnly.MatchString(strings.TrimSpace(strings.TrimRight(rest, ".)!"))) {
			// ("Simon will call in": at the meeting, no work.)
			continue
		}
		c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "clause-commitment"}
		if !titled(c, strings.TrimSpace(rest)) {
			continue
		}
		if generic := reGenericTask.MatchString(c.Title) || emptyTitle[strings.ToLower(strings.Trim(c.Title, ".! "))]; generic && m[0] > 0 {
			// "Add the version to the picker, Shauna will do": the task
			// is the clause before the person.
			if before := cleanTitle(strings.TrimRight(strings.TrimSpace(plain[:m[2]]), ",;-–— ")); before != "" {
				c.Title = before
			}
		}
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	// "Have David upload Nick's video", "John asked Ingo to review it".
	for _, loc := range reCausative.FindAllStringSubmatchIndex(plain, 4) {
		cm := make([]string, 4)
		for k := range cm {
			cm[k] = plain[loc[2*k]:loc[2*k+1]]
		}
		if getWithoutTo(cm[0], plain[loc[3]:loc[4]]) {
			// "Will get Otavio set up with this": "get" with no "to" is
			// followed by a participle — the person is set up, not the
			// one who sets up ("get Ana to review it" gives her work).
			// Opening the line, or after a subjectless "will", the work
			// is the writer's group's, nobody named.
			if lead := strings.ToLower(strings.TrimSpace(plain[:loc[0]])); lead == "" || lead == "will" || lead == "we will" {
				c := &extract.Candidate{Syntax: "causative-get"}
				if titled(c, strings.TrimSpace(strings.TrimLeft(plain[loc[0]:], ".!?;, "))) {
					c.Problems = append(c.Problems, problemNoSubject)
					return c
				}
			}
			continue
		}
		if !p.causativeWork(cm) || reClauseHedge.MatchString(cm[0]) || strings.HasPrefix(plain[loc[1]:], "?") || strings.HasPrefix(plain[loc[1]:], "？") {
			// ("… and then have Legal look at it?": a causative the
			// line asks about gives no one work.)
			continue
		}
		owner := cm[1]
		if bm := reToHaveBefore.FindStringSubmatch(plain[:loc[0]]); bm != nil && p.clauseSubject([]string{bm[1]}, "will", true) {
			// "Nicole to have Nadeem send out a poll": Nicole owns it.
			owner = bm[1]
		}
		c := &extract.Candidate{Assignee: owner, Owners: []string{strings.TrimPrefix(owner, "@")}, Syntax: "causative"}
		if !titled(c, strings.TrimSpace(cm[2]+cm[3])) {
			continue
		}
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	return nil
}

// reGetLead: a causative match that opens with "get"/"gets".
var reGetLead = regexp.MustCompile(`(?i)^[.!?;,]?\s*gets?\s`)

// getWithoutTo: match, a reCausative match, is "get NAME VERB…" with no
// "to" between the person and the verb (between is the text there).
func getWithoutTo(match, between string) bool {
	return reGetLead.MatchString(strings.TrimLeft(match, " ")) && !strings.Contains(strings.ToLower(between), "to")
}

// reToHaveBefore: "Nicole to" before a causative "have".
var reToHaveBefore = regexp.MustCompile(`(?:^|\s)([\p{Lu}][\p{L}'’-]*)\s+to$`)

// reHaveLook: "will have a (closer) look" is work; "will have time" is
// none.
var reHaveLook = regexp.MustCompile(`(?i)^have\s+a\s+(?:\p{L}+\s+)?look\b`)

// causativeWork: a reCausative match names a person (not "have Zoom
// record", "get GitHub to …") and a verb of work.
func (p *parser) causativeWork(cm []string) bool {
	name := strings.TrimPrefix(cm[1], "@")
	first := strings.ToLower(strings.Fields(name)[0])
	if clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enImperativesMore[first] || enWorkVerbs[first] || reNotSubject.MatchString(first) || reAcronym.MatchString(name) && !p.known(name) {
		return false
	}
	verb := strings.ToLower(cm[2])
	return workVerb(verb) || enWorkVerbs[verb]
}

// reOrOwners: "Catherine or Jose-Luis will do it": either is an owner.
var reOrOwners = regexp.MustCompile(`\s+or\s+`)

// clauseSubject: the owners of a clause are people — a name the notes or
// the roster know, or (when the notes list few people, so an unknown
// capitalised word is as likely someone as something) a capitalised
// name; initials and acronyms only when known. "to" alone ("Doc to …")
// needs a known person: a noun takes it too ("Access to …").
// reEnTeamSubject: a team named by its work ("writing team").
var reEnTeamSubject = regexp.MustCompile(`(?i)^\p{L}+\s+(?:team|group|committee)$`)

func (p *parser) clauseSubject(owners []string, modal string, midLine bool) bool {
	if len(owners) == 0 {
		return false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(strings.TrimSpace(o), "@")
		first := strings.ToLower(strings.Fields(o + " x")[0])
		if reEnTeamSubject.MatchString(o) && !clauseNotSubject[first] && !notNames[first] {
			// ("design team": a work's name may be a verb's.)
			continue
		}
		if o == "" || clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enImperativesMore[first] || enWorkVerbs[first] || reNotSubject.MatchString(first) {
			return false
		}
		if p.known(o) {
			continue
		}
		// Only people volunteer, agree, offer or plan.
		personVerb := strings.Contains(modal, "volunteer") || strings.Contains(modal, "agree") || strings.Contains(modal, "offer") || strings.Contains(modal, "promise") || strings.Contains(modal, "plan")
		r, _ := utf8.DecodeRuneInString(o)
		if unicode.IsLower(r) {
			// "centril plans to …", "lqd + nikomatsakis plan to meet": a
			// nickname the notes write more than once, doing what only
			// people do.
			if !personVerb || !reHandleWord.MatchString(o) || !p.recurs(o) || enPrepositions[o] {
				// ("…, with plans to release …": a preposition the
				// notes write often is no nickname — entrials29.)
				return false
			}
			continue
		}
		if !unicode.IsUpper(r) || reAcronym.MatchString(strings.Fields(o)[0]) || modal == "to" {
			return false
		}
		if len(p.names) >= 3 && !strings.Contains(o, " ") && !midLine && !personVerb && !groupOwners[strings.ToLower(o)] {
			// (A group word, "Everyone", is in no list of people and
			// names them all the same.)
			// The notes list their people and this word is none of them.
			return false
		}
	}
	return true
}
