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
// ("wil" is the typo of "will" minutes keep).
var reClauseCommit = regexp.MustCompile(`(?:^|[.!?;…]\s+|[?]\s*|,\s+(?:but\s+|and\s+|so\s+)?|\s+(?:but|so|and\s+then)\s+|\s+[-–—→>]+\s+|\(\s*|\s+that\s+)` +
	`((?:@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}]\.?(?:[\p{L}'’-]+)?)?)(?:\s*(?:,|\band\b|&|\+|\bor\b)\s*@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}]\.?(?:[\p{L}'’-]+)?)?){0,3})` +
	`\s+(will|wil|shall|['’]ll|is\s+going\s+to|are\s+going\s+to|plans?\s+to|is\s+planning\s+to|volunteers\s+to|(?:has\s+|have\s+)?volunteered\s+to|(?:has\s+|have\s+)?agreed\s+to|(?:has\s+|have\s+)?offered\s+to|to)` +
	`\s+(?:(?:also|then|now|first|still|gladly|try\s+(?:and|to))\s+)*(\p{L}+(?:-\p{L}+)?)([^.;!?]*)`)

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
		modal := strings.ToLower(plain[m[4]:m[5]])
		verb := strings.ReplaceAll(strings.ToLower(plain[m[6]:m[7]]), "-", "")
		rest := plain[m[6]:m[9]]
		// The clause as written, up to its end, is what must not hedge
		// nor ask.
		end := m[9]
		if end < len(plain) && (plain[end] == '?') {
			continue
		}
		clause := plain[m[2]:end]
		if reClauseHedge.MatchString(clause) || reNotPlan.MatchString("will "+rest) || reMeetingTalk.MatchString(rest) {
			continue
		}
		owners := splitOwners(reOrOwners.ReplaceAllString(subject, ", "))
		if !p.clauseSubject(owners, modal, m[0] > 0) {
			continue
		}
		// The verb after the modal is work: "RB will send", "to think
		// about", "will be presenting" — not "will be there", "will
		// have been".
		work := workVerb(verb) || enWorkVerbs[verb] || firstWorkVerbs[verb] || verb == "help" || verb == "do" || verb == "have" && strings.HasPrefix(strings.ToLower(strings.TrimSpace(rest[len(verb):])), "a look") ||
			verb == "be" && reBeDoing.MatchString(rest)
		if !work {
			continue
		}
		c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "clause-commitment"}
		c.Title, c.Due = cutDue(strings.TrimSpace(rest))
		c.Title = cleanTitle(c.Title)
		if c.Title == "" {
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
	return nil
}

// reOrOwners: "Catherine or Jose-Luis will do it": either is an owner.
var reOrOwners = regexp.MustCompile(`\s+or\s+`)

// clauseSubject: the owners of a clause are people — a name the notes or
// the roster know, or (when the notes list few people, so an unknown
// capitalised word is as likely someone as something) a capitalised
// name; initials and acronyms only when known. "to" alone ("Doc to …")
// needs a known person: a noun takes it too ("Access to …").
func (p *parser) clauseSubject(owners []string, modal string, midLine bool) bool {
	if len(owners) == 0 {
		return false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(strings.TrimSpace(o), "@")
		first := strings.ToLower(strings.Fields(o + " x")[0])
		if o == "" || clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enImperativesMore[first] || enWorkVerbs[first] || reNotSubject.MatchString(first) {
			return false
		}
		if p.known(o) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(o)
		if !unicode.IsUpper(r) || reAcronym.MatchString(strings.Fields(o)[0]) || modal == "to" {
			return false
		}
		// Only people volunteer, agree, offer or plan.
		personVerb := strings.HasPrefix(modal, "volunteer") || strings.Contains(modal, "agreed") || strings.Contains(modal, "offered") || strings.HasPrefix(modal, "plan")
		if len(p.names) >= 3 && !strings.Contains(o, " ") && !midLine && !personVerb {
			// The notes list their people and this word is none of them.
			return false
		}
	}
	return true
}
