package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Plans and progress reported in running notes (issue 28): "Galen is
// rewriting the installer", "Tomasz said he'd bisect the regression",
// "Ana mentioned that she would recolour the icons". What makes them
// actions is the shape of the clause — a subject that is a person, a
// verb form that looks ahead, a verb of work with an object after it —
// not the verb itself: a team's verbs are open ("recolour", "bisect"),
// so the verb is read by its shape (verbSlot) and only talk, state,
// motion and waiting are told apart by their meaning.
//
// The progressive present is the ambiguous form: "X is drafting Y" is a
// status as often as a commitment. It is an action to confirm only where
// the notes make it one — the line's own deadline, or an action section —
// and a possible action elsewhere (widepossible.go). A past ("was
// drafting"), a perfect ("has drafted") or a state ("is on leave", "is
// happy with") is no plan.

// reProgressive: one or two people, "is"/"are" (an adverb between), a
// gerund, what follows.
var reProgressive = regexp.MustCompile(`^@?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?(?:\s*(?:&|/|\band\b)\s*@?[\p{Lu}][\p{L}'’-]+)?|` + reHandleSubject + `)\s+(?:is|are)\s+(?:(?:now|still|currently|also|actively)\s+)?(\p{Ll}+ing)\s+(\S.*)$`)

// reHandleSubject: a @handle as the subject ("@tomk is planning on
// cutting …"), written in lower case as handles are; the "@" says it is
// a person.
const reHandleSubject = `@[\p{Ll}\p{N}][\p{L}\p{N}_.-]{1,38}`

// progressiveWork: gerund and the words after it read as a verb of work
// acting on something ("recolouring the icons", "bisecting the
// regression"), not talk, a state, a motion, waiting ("waiting for the
// vendor", "going through …", "having lunch") nor a verb with only its
// particle ("stepping down"). The gerund's base is read by its spelling:
// the stem, the stem with its "e" back ("preparing"), the stem with its
// doubled consonant undone ("planning").
func progressiveWork(gerund, rest string) bool {
	// A verb in running text is written in lower case: "Ryan Haning"
	// is a name.
	if gerund != strings.ToLower(gerund) {
		return false
	}
	bases := enVerbBases(gerund, "ing")
	if len(bases) == 0 {
		return false
	}
	work := false
	for _, b := range bases {
		if slotWaitVerbs[b] {
			return false
		}
		switch verbSlot(b + " " + rest) {
		case vsTalk, vsState, vsMotion:
			// Any reading as talk, state or motion wins: "having" is
			// "have", not "hav".
			return false
		case vsWork:
			work = true
		}
	}
	// The stem by its shape ("recolour" of "recolouring"), acting on
	// something after a particle if any.
	return work || clauseVerbByShape(bases[0]+" "+rest)
}

// progressivePlan reads node i as a known person's progressive work that
// the notes make a commitment: a deadline on the line ("Galen is
// rewriting the installer this week") or an action section around it.
// Without either it stays a possible action (widepossible.go).
func (p *parser) progressivePlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	si := p.section(n.Section)
	if si.done {
		// (A section of decisions, "Discussion" among them, leaves a
		// named person's plan theirs: reportedPlan.)
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	for k, sent := range sentences(plain) {
		if k > 0 && n.Kind == doc.ListItem || isQuestion(sent) || reNotWork.MatchString(sent) {
			continue
		}
		m := reProgressive.FindStringSubmatch(strings.TrimRight(sent, ".! "))
		if m == nil || !progressiveWork(m[2], m[3]) && !workingOn(m[2], m[3]) {
			continue
		}
		owners := progressiveOwners(m[1])
		if !p.progressiveSubject(owners) {
			continue
		}
		title, due := cutDue(progressiveTitle(m[2], m[3]))
		if due == "" && !si.action {
			continue
		}
		title = cleanTitle(strings.TrimRight(title, ".!"))
		if title == "" {
			continue
		}
		return &extract.Candidate{Syntax: "progressive-plan", Assignee: strings.Join(owners, ", "), Owners: owners,
			Title: title, Due: due, Problems: []string{problemConfirm}}
	}
	return nil
}

// reReported: reported speech of a plan — a subject, a verb of saying in
// the past ("said", "mentioned", "confirmed"), "that" at will, a
// pronoun, a modal that looks ahead, the verb and what follows:
// "Tomasz said he'd bisect the regression", "Ana mentioned that she
// would recolour the icons".
var reReported = regexp.MustCompile(`^@?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?|` + reHandleSubject + `)\s+(said|told\s+\p{Ll}+|wrote|\p{Ll}{3,}ed)\s+(?:that\s+)?(?:he|she|they)\s*(?:['’]d|['’]ll|\s+would|\s+will|\s+(?:is|are|was|were)\s+going\s+to)\s+(?:(?:also|still|then|probably|gladly)\s+)?(\p{Ll}+\s+\S.*)$`)

// reportedCommit reads one sentence as reported speech of a plan: the
// subject, whether the notes know it as a person, and the work.
func (p *parser) reportedCommit(sent string) (owner, work string, known bool) {
	sent = dropAppositive(sent)
	m := reReported.FindStringSubmatch(strings.TrimRight(sent, ".! "))
	if m == nil {
		// "The Fundraising Coordinator Omar Haddad said he would …": the
		// person's office before their name (enrequested.go).
		if rest := reOfficeBeforeName.FindStringSubmatch(sent); rest != nil {
			if m = reReported.FindStringSubmatch(strings.TrimRight(rest[1], ".! ")); m != nil && !p.allPeople([]string{m[1]}, true) {
				m = nil
			}
		}
	}
	if m == nil || isQuestion(sent) {
		return "", "", false
	}
	m[3] = reportedGerund(m[3])
	// The verb of work by its shape; not one of waiting or trying ("said
	// he would try to …"), talk ("would discuss"), state ("she'd be
	// happy to").
	if k := verbSlot(m[3]); k != vsWork && k != vsVerb || slotWaitVerbs[strings.ToLower(firstWord(m[3]))] {
		return "", "", false
	}
	if p.allPeople([]string{m[1]}, true) {
		return m[1], m[3], true
	}
	if heSheReported(sent, m[1]) {
		return m[1], m[3], true
	}
	if p.slotSubject(m[1]) {
		return m[1], m[3], false
	}
	return "", "", false
}

// allNameShaped: each of owners is written as a name — capitalised, and
// no word of the language that opens a clause ("This", "Release", "Fix").
func allNameShaped(owners []string) bool {
	for _, o := range owners {
		f := strings.Fields(o)
		if len(f) == 0 || strings.HasPrefix(o, "@") || !unicode.IsUpper([]rune(f[0])[0]) {
			return false
		}
		first := strings.ToLower(f[0])
		if clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enWorkVerbs[first] || reAcronym.MatchString(f[0]) {
			return false
		}
	}
	return len(owners) > 0
}

// reHeShe: "he" or "she" reporting the subject's plan.
var reHeShe = regexp.MustCompile(`^\s+\S+(?:\s+\p{Ll}+)?\s+(?:that\s+)?(?:he|she)\b`)

// heSheReported: subject, a capitalised name the notes do not list,
// reports its own plan as "he" or "she" ("Priya mentioned she would …"):
// the pronoun makes it a person, where "Release will …" may be a thing.
func heSheReported(sent, subject string) bool {
	// (allNameShaped refuses a handle and an empty subject.)
	if !allNameShaped([]string{subject}) {
		return false
	}
	k := strings.Index(sent, subject)
	return k >= 0 && reHeShe.MatchString(sent[k+len(subject):])
}

// reportedPlan reads node i as reported speech of a known person's plan,
// an action to confirm outside an action section (the notes report it,
// the person did not write it). An unknown subject stays a possible action (widepossible.go).
func (p *parser) reportedPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	// A section of decisions (or "Discussion", which decisionHeadings
	// holds) makes a subjectless plan the meeting's decision; a named
	// person's reported plan there is still theirs.
	si := p.section(n.Section)
	if si.done {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	for _, sent := range sentences(plain) {
		owner, work, known := p.reportedCommit(sent)
		if !known {
			continue
		}
		title, due := cutDue(work)
		title = cleanTitle(strings.TrimRight(title, ".!"))
		if title == "" {
			continue
		}
		c := &extract.Candidate{Syntax: "reported-plan", Assignee: owner, Owners: []string{strings.TrimPrefix(owner, "@")}, Title: title, Due: due}
		if !si.action {
			// Under the notes' own action heading the report is one of
			// their actions; elsewhere a person confirms it.
			c.Problems = []string{problemConfirm}
		}
		return c
	}
	return nil
}

// progressiveOwner gives an ownerless step of an action section the
// person who opens it in the progressive ("- Galen is rewriting the
// installer" under "Action items"): there the progressive is the plan.
func (p *parser) progressiveOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem || !p.section(n.Section).action {
		return
	}
	m := reProgressive.FindStringSubmatch(strings.TrimSpace(c.Title))
	if m == nil || !progressiveWork(m[2], m[3]) && !workingOn(m[2], m[3]) {
		return
	}
	owners := progressiveOwners(m[1])
	if !p.progressiveSubject(owners) && !allNameShaped(owners) {
		// (Under the notes' action heading a name they do not list
		// opening the step is its owner, as for "Priya will …".)
		return
	}
	c.Assignee, c.Owners = strings.Join(owners, ", "), owners
	c.Title = progressiveTitle(m[2], m[3])
}

// shouldNoWork: "Name should …" whose verb slot (verbslot.go) holds no
// work — talk, a state, a motion, waiting or no verb ("Mirela should be
// careful with the quota", "Zed should think about it"): advice or a
// view, not a commitment. Other modals are read elsewhere.
func shouldNoWork(modal, rest string) bool {
	if strings.TrimSpace(modal) != "should" {
		return false
	}
	k := verbSlot(rest)
	return k != vsWork && k != vsVerb || slotWaitVerbs[strings.ToLower(strings.Trim(firstWord(strings.TrimSpace(rest)), "*_,.:;!?"))]
}

// progressiveSubject: the subjects of a progressive are people — the
// notes or the roster know them, or the notes show each committing
// elsewhere as the subject of "will" ("Galen will contact them"), which
// only a person does with a name that reads as one (slotSubject).
func (p *parser) progressiveSubject(owners []string) bool {
	if p.allPeople(owners, true) {
		return true
	}
	for _, o := range owners {
		if !p.slotSubject(o) || !strings.Contains(p.notesText(), o+" will ") {
			return false
		}
	}
	return len(owners) > 0
}

// reportedNoWork: the line is reported speech of a plan in its shape
// whose verb is no work ("Ana said she'd be happy to help", "… said he
// would think about it"): a state or a view, no commitment.
func reportedNoWork(body string) bool {
	m := reReported.FindStringSubmatch(strings.TrimRight(body, ".! "))
	if m == nil {
		return false
	}
	work := reportedGerund(m[3])
	k := verbSlot(work)
	return k != vsWork && k != vsVerb || slotWaitVerbs[strings.ToLower(firstWord(work))]
}
