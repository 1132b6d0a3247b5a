package rules

// Remarks under an action heading: minutes of a call often go on writing
// the discussion after "## Next Steps" ("- Amit: Worth considering if …",
// "- Bobby: I think digest may be good to look into", "- Amit: Digest has
// fewer distractions"), one speaker-labelled line each, between the lines
// that commit ("- Bobby: Will put together a proposal", "- Tyler: I will
// send over …"). A speaker's line is a step only when it reads as work: a
// commitment, a task written as a verb or a noun; a remark — an opinion,
// a hedge, a statement about a thing — is the discussion, not a step.

import (
	"regexp"
	"strings"
	"unicode"
)

// reRemarkOpener: the words a remark opens with — an opinion or a hedge
// ("I think", "Worth considering", "Maybe", "Agreed"), not a task.
var reRemarkOpener = regexp.MustCompile(`(?i)^(?:(?:i|we)\s+(?:think|believe|feel|guess|agree|disagree|like|prefer|wonder|suspect|doubt|see|am\s+not\s+sure|'m\s+not\s+sure|’m\s+not\s+sure)|worth|maybe|perhaps|probably|possibly|not\s+sure|agreed?|yes|yeah|no|nope|right|true|exactly|interesting|sounds|good|great|makes\s+sense|that\s+makes)\b`)

// reThingStatement: a statement about a thing — a pronoun or a noun phrase
// of one or two words, then a verb in the present or past that is no
// commitment ("Digest has fewer distractions", "It will touch on …",
// "This is a lot of work", "The HIL exists").
var reThingStatement = regexp.MustCompile(`(?i)^(?:it|this|that|these|those|there|the\s+\p{L}+|\p{L}+(?:\s+\p{L}+)?)\s+(?:is|are|was|were|has|had|have|seems?|looks?|sounds?|feels?|exists?|means?|needs|requires?|would|could|might|will\s+(?:be|touch|have|need|make|take|cause|affect|require|mean|depend|change|break|work))\b`)

// reRemarkWork: a commitment inside the remark keeps it a step ("I'll
// approve and Amit should merge", "we will send …").
var reRemarkWork = regexp.MustCompile(`(?i)\b(?:i|we)\s*(?:will|'ll|’ll|am\s+going\s+to|'m\s+going\s+to|’m\s+going\s+to|plan\s+to|can\s+take|volunteer)\b|\b(?:to\s+do|action\s+item|todo)\b`)

// remarkStep: plain, an item of an action section, is a speaker's remark
// ("Amit: Digest has fewer distractions."): the speaker label names a
// person speaking and what they say is an opinion, a hedge or a statement
// about a thing, committing nobody.
func (p *parser) remarkStep(plain string) bool {
	m := reSpeakerLabel.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil || !p.speakerName(m[1]) {
		return false
	}
	said := strings.TrimSpace(m[2])
	said = strings.TrimSpace(reSpokenLead.ReplaceAllString(said, ""))
	if said == "" || reRemarkWork.MatchString(said) {
		return false
	}
	return reRemarkOpener.MatchString(said) || reThingStatement.MatchString(said) && !personSubject(said) && !reNoSubjectStep.MatchString(said)
}

// reNoSubjectStep: words that are no subject before the statement's verb,
// so the line is a step asked of the speaker, not a statement about a
// thing: a request, a modal or an adverb before a bare verb ("please look
// into FDO", "just have a look", "should look at …"), or a verb of work
// that takes a clause ("ensure docs are updated", "confirm this is
// fixed"). reThingStatement would read "please" or "ensure docs" as the
// subject.
var reNoSubjectStep = regexp.MustCompile(`(?i)^(?:(?:(?:please|pls|plz|kindly|do|to|will|shall|should|must|can|could|would|may|might|needs?\s+to|ha(?:s|ve)\s+to|going\s+to|just|also|still|then|first|quickly|again|only|really|now|soon|additionally)\s+){1,3}(?:have|seem|look|sound|feel|exist|mean|require)|ensure|confirm|verify|validate|determine|investigate|clarify|double[- ]?check)\b`)

// reSpokenLead: the interjection a speaker opens with ("Okay, …", "So …").
var reSpokenLead = regexp.MustCompile(`(?i)^(?:okay|ok|so|well|cool|then|and|also|yes|yeah)[,.!]?\s+`)

// reSubjectPerson: the statement's subject is a person ("Leon is setting
// up …", "Dana has to send …"): read by the commitment readings, not here.
var reSubjectPerson = regexp.MustCompile(`^(?:It|This|That|These|Those|There|The)\s|^(\p{Lu}\p{Ll}+\s+(?:is\s+\p{L}+ing|has\s+to|needs\s+to|will)\b)`)

// personSubject: the statement opens with a person's name doing or owing
// work, not with a pronoun or an article.
func personSubject(said string) bool {
	m := reSubjectPerson.FindStringSubmatch(said)
	return m != nil && m[1] != ""
}

// ownerLedQuestion: an item of an action list that opens with its owner
// and closes with a question mark ("1. Brandon: public report from the
// package manager survey?", "Joel - (or someone else) fill out the survey
// for Maven Central?"): the work is given to the person; the mark doubts
// a detail of it. An item that asks ("Dana: what do we do about …?",
// "Leon - should we wait?") is still a question.
func (p *parser) ownerLedQuestion(plain string) bool {
	m := reNameDash.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil || !p.plausibleOwner(m[1]) || notNames[strings.ToLower(strings.Fields(m[1])[0])] {
		return false
	}
	rest := strings.TrimSpace(reSpokenLead.ReplaceAllString(strings.TrimSpace(m[2]), ""))
	if groupOwners[strings.ToLower(m[1])] && (!workVerbFirst(rest) || strings.Count(rest, "?")+strings.Count(rest, "？") > 1 || reClauseAsks.MatchString(rest)) {
		// "Everyone: Investigate … software?" gives the group work; "All:
		// Consider the events below – will we see you there?" asks it.
		return false
	}
	if m := reAskYou.FindStringSubmatch(rest); m != nil {
		// "Bob: can you check the logs?": a request to the person named.
		return workVerbFirst(m[1])
	}
	return rest != "" && !reWhLead.MatchString(rest) && !reAuxQuestion.MatchString(rest) && !reAskLead.MatchString(rest)
}

// reAskYou: a request put as a question ("can you check …", "could you
// please send …"); its group is the work.
var reAskYou = regexp.MustCompile(`(?i)^(?:can|could|would|will)\s+you\s+(?:please\s+)?(\S.*)$`)

// ownerToFindOut: an item of an action list that gives a person work
// whose object is a question ("Dana to check: is the bucket public?",
// "Aapeli to ask Lee if the runners are back?"): the question is what
// they find out, not one put to the group.
func (p *parser) ownerToFindOut(plain string) bool {
	m := reNameTo.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil || !p.plausibleOwner(m[1]) || notNames[strings.ToLower(strings.Fields(m[1])[0])] {
		return false
	}
	q := strings.IndexAny(m[2], "?？")
	return q > 0 && (workVerbFirst(m[2][:q]) || reFindOut.MatchString(m[2]))
}

// reFindOut: work whose object is an answer ("find out whether …").
var reFindOut = regexp.MustCompile(`(?i)^(?:find|figure|work|sort)\s+out\b`)

// reAskLead: a clause that asks, whatever its subject ("should we …",
// "is it …", "any news …", "do you …").
var reAskLead = regexp.MustCompile(`(?i)^(?:should|could|can|would|will|shall|do|does|did|is|are|was|were|has|have|any|anyone|anybody|who|what|when|where|why|how|which)\b`)

// reClauseAsks: a later clause that asks ("… – will we see you there?",
// "…, can you help?").
var reClauseAsks = regexp.MustCompile(`(?i)(?:[–—,;:.]|\s-)\s*(?:will|can|could|would|do|does|are|is|should)\s+(?:we|you|they|anyone|someone)\b[^?？]*[?？]`)

// unlistedThing: owner is one capitalised word that notes listing their
// people (three names or more) neither list nor write again — a thing
// ("Client", "Treadmill"), not a person.
func (p *parser) unlistedThing(owner string) bool {
	f := strings.Fields(owner)
	if len(f) != 1 || len(p.names) < 3 || p.known(owner) || p.recurs(owner) || strings.HasPrefix(owner, "@") || reInitialsName.MatchString(owner) {
		return false
	}
	low := strings.ToLower(owner)
	if groupOwners[low] || reBodyWord.MatchString(low) || strings.HasSuffix(low, "s") {
		// "Committee to review …", "Maintainers will check …": a body
		// or a group of people takes work as a person does.
		return false
	}
	r := []rune(owner)
	return len(r) > 1 && unicode.IsUpper(r[0]) && unicode.IsLower(r[1])
}

// reBodyWord: a body of people named by what it is.
var reBodyWord = regexp.MustCompile(`^(?:committee|subcommittee|team|group|board|council|wg|sig|tsc|tac|staff|chair|chairs|lead|leads|secretary|treasurer|editor|editors|organi[sz]ers?|mentors?|maintainers?|reviewers?|moderators?|everyone|everybody|all)$`)
