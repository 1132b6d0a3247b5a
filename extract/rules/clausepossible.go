package rules

// Clause signals (issue 28, "no silent miss"). On teams nobody tuned on,
// the actions the rules neither extracted nor reported most often
// carried their commitment inside the line rather than at its start, or
// one level down from the topic they settle:
//   - a step nested under a discussion topic: the topic's outcome
//     ("* Travis is slow" / "  - move the discussion to the list");
//   - a commitment in a later clause or sentence: a future after a
//     comma or a dash ("Email went out, will also forward to …"), a
//     named future in parentheses ("(SC will check and confirm)"), a
//     plan verb after its subject ("… and plans to model a fix",
//     "mw volunteered to gather data", "niko to think about …");
//   - a request to a person ("Asked Ingo to …", "Have David upload …",
//     "[Nick] Can you please fill out …");
//   - the notes naming the next step in prose ("The next step here is to
//     check in with …", "we ought to take an action of …").
// Each is a possible action only (shown with the form it carried, never
// extracted by it): the form alone is the signal, as the strong forms of
// signals.go are, because the clause names both the work and who or
// which topic it belongs to.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of the clause reading (values of a form signal).
const (
	formTopicStep   = "step under a topic"
	formClausePlan  = "commitment in a clause"
	formAskedPerson = "request to a person"
	formNextStep    = "next step named"
	formArrowOwner  = "task and person across an arrow"
)

var (
	// reClauseWill: a future opening a clause after a comma, a dash, a
	// semicolon or a parenthesis, its subject a name, a pronoun or none
	// ("…, will also forward", "(SC will check", "– they'll work on").
	reClauseWill = regexp.MustCompile(`(?:[,;(]|\s[-–—]|\band)\s+(?:(?:also|then|so|but)\s+)?(?:(@?[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?|we|they|he|she|i)\s+)?(?:will|shall|['’]ll)\s+(?:also\s+|then\s+|now\s+)?(\p{L}+)`)
	// reContractedWill: a pronoun's contracted future ("we'll", "they’ll").
	reContractedWill = regexp.MustCompile(`(?i)\b(we|they|he|she)['’]ll\b`)
	// reSubjectWill: a sentence opening with a name or a pronoun and a
	// future ("They'll work on it", "Leo: we will create a prow job").
	reSubjectWill = regexp.MustCompile(`^(?:(?i:so|and|then|ok|okay|nope|no|yes|sure),?\s+)*(@?[\p{Lu}][\p{L}.'’-]*(?:\s+(?:and\s+)?[\p{Lu}][\p{L}.'’-]*)?|[Ww]e|[Tt]hey|[Hh]e|[Ss]he)(?:\s+(?:will|shall)|['’]ll)\s+(?:also\s+|then\s+|now\s+)?(\p{L}+)`)
	// rePlanTo: a plan verb after its subject, anywhere in the line
	// ("plans to model", "volunteered to gather", "are going to
	// continue", "proposes to close", "are to make").
	rePlanTo = regexp.MustCompile(`(?i)\b(?:plans?|planning|volunteer(?:ed|s)|offer(?:ed|s)|agreed|promised|propos(?:ed|es)|intends?|(?:is|are|['’]re|['’]s)\s+going)\s+to\s+(\p{L}+)`)
	// reWorkOn: what follows "work" as a verb of work ("going to work
	// on the docs").
	reWorkOn = regexp.MustCompile(`^\s+(?:on|with|through|out|together)\b`)
	// reNameToVerb: "niko to think about …" after the line's opening.
	reNameToVerb = regexp.MustCompile(`(?:^|[\s*(])(@?[\p{L}][\p{L}\p{N}_.-]{1,30})\s+to\s+(\p{L}+)`)
	// reAskedTo: a request to a person ("Asked Ingo to be …", "ask Dana
	// to …"); reHaveName: "Have David upload …".
	reAskedTo  = regexp.MustCompile(`\b(?i:asked|asks|ask|asking|request(?:ed|s)?|invited?)\s+(@?[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\s+to\s+(\p{L}+)`)
	reHaveName = regexp.MustCompile(`^(?:[Hh]ave|[Gg]et)\s+(@?[\p{Lu}][\p{L}.'’-]*)\s+(\p{Ll}+)`)
	// reTaggedAsk: a person's tag then a request to them ("[Nick] Can
	// you please fill out …").
	reTaggedAsk = regexp.MustCompile(`^\\?\[[\p{L}][\p{L}.' /&-]{0,24}\\?\]\s*[:-]?\s*(?i:can|could|would)\s+you\s+(?:please\s+)?(\p{L}+)`)
	// reNextStepPhrase: prose naming the next step or an action to take.
	reNextStepPhrase = regexp.MustCompile(`(?i)\b(?:next\s+steps?\s+(?:here\s+|now\s+)?(?:is|are|will\s+be|would\s+be)\s+to|(?:take|took)\s+an\s+action(?:\s+item)?\s+(?:of|to)|action\s+item\s+(?:is\s+)?to)\s+(\p{L}+)`)
	// rePassiveAgent: work to be done by a named agent ("Issue to be
	// looked at by Kepler team").
	rePassiveAgent = regexp.MustCompile(`\bto\s+be\s+\p{L}+(?:ed|en)\s+(?:at\s+|into\s+|over\s+)?by\s+(?:the\s+)?@?[\p{Lu}][\p{L}.'’-]*`)
	// reTeamHeading: a heading or label naming a team ("Review team:",
	// "Docs WG"): its imperative items are that team's steps.
	reTeamHeading = regexp.MustCompile(`(?i)^[\p{L}\p{N} &/-]{1,30}\s(?:team|group|wg|committee|squad|subcommittee)$`)
	// reAlsoLead: a leading adverb before a step's verb.
	reAlsoLead = regexp.MustCompile(`(?i)^(?:also|then|and|so|to)\s+`)
	// reHedgeWord: what makes a clause a guess, not a commitment.
	reHedgeWord = regexp.MustCompile(`(?i)\b(?:probably|maybe|perhaps|possibly|likely|hopefully|might|if|whether|unless|no\s+one|nobody|anyone|someone)\b`)
	// reAuxQuestion: a sentence that asks ("Could we move it …", "Do we
	// say …") though its question mark was cut.
	reAuxQuestion = regexp.MustCompile(`(?i)^(?:could|can|should|do|does|did|is|are|would|shall|will)\s+(?:we|you|they|he|she|i|it|someone|anyone)\b`)
)

// clausePossible: node i, which no other reading makes possible, carries
// one of the clause forms above; the form signal it adds.
func (p *parser) clausePossible(i int) (extract.Signal, bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return extract.Signal{}, false
	}
	si := p.section(n.Section)
	if !si.done && n.Checkbox != 'x' && n.Checkbox != 'X' && koEndingForm(stripInline(cutUTF8(n.Text, maxItemBytes))) && !finishedItem(n.Text, n.Checkbox, si) {
		// (Korean notes file a discussion as "논의" the rules read as a
		// decision section; a commitment ending in it is still work.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoEnding}, true
	}
	if !si.done && !si.report && n.Checkbox != 'x' && n.Checkbox != 'X' && koProseAgreedAny(stripInline(stripEmphasis(cutUTF8(n.Text, 4*maxItemBytes)))) {
		// (kostudy.go: a prose sentence that settled work with no
		// homework, part or deadline on it.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoProseAgreed}, true
	}
	if !si.done && !si.report && koAgreedWorkItem(n) && !finishedItem(n.Text, n.Checkbox, si) {
		// (koagreeditem.go: an item that settles work on an object.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoAgreedItem}, true
	}
	if !si.done && !si.report && (koNeedOnObject(n) || p.koNamedNeed(n)) && !finishedItem(n.Text, n.Checkbox, si) {
		// (koneedwork.go: work on an object the meeting found needed.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoNeedWork}, true
	}
	if !si.done && !si.report && koProseParagraph(n) && koReportedAskAny(stripInline(stripEmphasis(cutUTF8(n.Text, 4*maxItemBytes)))) {
		// (koprosecell.go: work the adviser asked for, reported.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoReportedAsk}, true
	}
	if !si.done && !si.report && n.Checkbox != 'x' && n.Checkbox != 'X' && koProseParagraph(n) && koProsePlanAny(stripInline(stripEmphasis(cutUTF8(n.Text, 4*maxItemBytes)))) {
		// (koprosecell.go: a prose sentence of what is planned.)
		return extract.Signal{Kind: extract.SignalForm, Value: formKoProsePlan}, true
	}
	if si.done || si.decision || n.Checkbox == 'x' || n.Checkbox == 'X' || finishedItem(n.Text, n.Checkbox, si) || p.reviewedDone(i) {
		return extract.Signal{}, false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if plain == "" || reLinkOnly.MatchString(plain) || reLinkOnly.MatchString(strings.TrimSpace(strings.Trim(n.Text, "*_ "))) {
		return extract.Signal{}, false
	}
	low := strings.ToLower(plain)
	if reEnDone.MatchString(low) || reDecisionLabel.MatchString(n.Text) || reAttendees.MatchString(low) || reMetaLine.MatchString(low) {
		return extract.Signal{}, false
	}
	form := func(v string) (extract.Signal, bool) { return extract.Signal{Kind: extract.SignalForm, Value: v}, true }
	if p.arrowOwner(plain) != "" {
		return form(formArrowOwner)
	}
	if p.topicStep(i, plain) || p.teamStep(i, plain) || labelStep(plain) {
		return form(formTopicStep)
	}
	asks := askedSentences(plain)
	for k, sent := range sentences(plain) {
		if sent == "" || utf8.RuneCountInString(sent) > maxSignalLine || asks[k] {
			// (A sentence closed by "?" asks, though sentences cut
			// the mark: "Keep the fork? Charter our group?".)
			continue
		}
		if v := p.clauseForm(sent); v != "" {
			return form(v)
		}
		if k > 0 && n.Kind == doc.ListItem && laterStep(sent) {
			// "Who would help? Get a quote from LF for …", "Can now
			// clone it in 8 minutes; release to prod this week": the
			// item's outcome after its report or its question.
			return form(formClausePlan)
		}
	}
	if k := strings.Index(plain, " - "); k > 0 && dashStep(plain[k+3:]) {
		// "Error boundary - open an issue": the topic, then its outcome.
		return form(formClausePlan)
	}
	return extract.Signal{}, false
}

// askedSentences: which of sentences(text) close with a question mark.
func askedSentences(text string) map[int]bool {
	out := map[int]bool{}
	for k, loc := range reSentence.FindAllStringIndex(text, 64) {
		if strings.HasPrefix(text[loc[0]:], "?") {
			out[k] = true
		}
	}
	return out
}

// topicStep: node i is a leaf item nested under a topic item and opens
// with a verb of work (after "also", "to"): the topic's outcome.
func (p *parser) topicStep(i int, plain string) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem || p.hasChildren(i) {
		return false
	}
	if longGoalOnly(append(p.signals(i), extract.Signal{Kind: extract.SignalForm, Value: formImperative})) {
		// ("## Goals" / "- Ensure a smooth experience …": a roadmap.)
		return false
	}
	step := reAlsoLead.ReplaceAllString(plain, "")
	if reNotWork.MatchString(step) || linkObject(p.d.Nodes[i].Text) {
		// ("Try to have maintainers in …": a hope; "Promote <link>",
		// "Check out the [issue](…)": a pointer to read.)
		return false
	}
	if len(strings.Fields(step)) > maxStepWords || isQuestion(step) || strings.HasSuffix(step, ":") {
		return false
	}
	if w := strings.Fields(strings.ToLower(step)); len(w) > 1 && nounVerbs[strings.Trim(w[0], "*_,.:")] && !stepObject[w[1]] {
		// "Open, transparent elections", "Test vectors for …",
		// "Complete clarity about …": the word is the noun or the
		// adjective; as a step it takes its object ("Open the issue").
		return false
	}
	// (A verb before its preposition names an activity in a short item,
	// "Communicate to contributors"; in a longer one it is the step,
	// "Respond to the TAC mailing list with details".)
	notVerb := reStepNotVerb.MatchString(step) && (len(strings.Fields(step)) < 4 || strings.ContainsAny(step, ":："))
	if !workVerbFirst(step) || notVerb || reTopicNoun.MatchString(strings.ToLower(step)) || rePastLead.MatchString(step) {
		return false
	}
	// One step settles the topic; several are a plan or a list of
	// goals the topic holds ("Hack week" / "Create the website" /
	// "Announce it"), which the meeting did not give anyone.
	for j, m := range p.d.Nodes {
		if j != i && m.Kind == doc.ListItem && m.Parent == n.Parent && workVerbFirst(reAlsoLead.ReplaceAllString(strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(m.Text, maxItemBytes)), "*_ ")), "")) {
			return false
		}
	}
	return !strings.HasSuffix(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text)), ":")
}

// reVerbThenLink: a verb, a determiner at most, then only a link.
var reVerbThenLink = regexp.MustCompile(`(?i)^[-*+\s]*\p{L}+(?:\s+out)?(?:\s+(?:the|a|an|our|this))?(?:\s+(?:most\s+)?(?:recent|latest|new))?\s+(?:\[[^\]]*\]\([^)]*\)|<?https?://\S+>?)\s*[.!]?\s*$`)

// linkObject: the item is a verb whose object is only a link.
func linkObject(text string) bool {
	return reVerbThenLink.MatchString(strings.TrimSpace(text))
}

// teamStep: node i is an item opening with a verb of work under a
// heading or label that names a team.
func (p *parser) teamStep(i int, plain string) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Section == nil || len(strings.Fields(plain)) > maxStepWords || isQuestion(plain) {
		return false
	}
	t := strings.TrimSpace(strings.Trim(stripInline(n.Section.Title), "*_:： "))
	return reTeamHeading.MatchString(t) && workVerbFirst(plain) && !rePastLead.MatchString(plain) && !reTopicNoun.MatchString(strings.ToLower(plain))
}

// laterStep: sent, a sentence after the first of an item, is a step: a
// capitalised verb of work taking its object ("Get quote from LF …"),
// or a verb of work with its own deadline ("release to prod this week").
func laterStep(sent string) bool {
	w := strings.Fields(sent)
	if len(w) < 2 || len(w) > maxStepWords || isQuestion(sent) || !workVerbFirst(sent) || rePastLead.MatchString(sent) {
		return false
	}
	if reDueEn.MatchString(sent) {
		return true
	}
	return capitalStep(sent) && !reStepNotVerb.MatchString(sent) && !nounVerbs[strings.ToLower(w[0])]
}

// dashStep: seg, the part of an item after " - ", opens with a verb of
// work and its determiner ("open an issue", "ping the list").
func dashStep(seg string) bool {
	w := strings.Fields(strings.ToLower(strings.TrimSpace(seg)))
	if len(w) < 3 || len(w) > 10 || strings.Contains(seg, " - ") || isQuestion(seg) {
		return false
	}
	return workVerb(w[0]) && stepObject[w[1]] && w[1] != "up" && w[1] != "out" && w[1] != "with"
}

// reStepLabel: a short label before a step ("Group work: collect the
// answers", "Homework: read chapter 4", "@tom: rebase the branch").
var reStepLabel = regexp.MustCompile(`^([^:：]{1,24})[:：]\s+(\S.*)$`)

// notStepLabel: labels whose value is a report, a question or a topic,
// not a step.
var notStepLabel = map[string]bool{"done": true, "completed": true, "finished": true, "fixed": true, "status": true, "update": true, "updates": true, "result": true, "results": true,
	"background": true, "context": true, "problem": true, "issue": true, "question": true, "q": true, "a": true, "answer": true, "topic": true, "agenda": true, "summary": true, "decision": true, "decided": true, "outcome": true, "example": true, "e.g": true, "idea": true, "ideas": true, "proposal": true, "option": true, "pros": true, "cons": true, "wip": true, "deadline": true, "milestone": true, "schedule": true, "step": true,
	// (Labels of a view or an option under discussion.)
	"alternative": true, "alternatives": true, "feedback": true, "suggestion": true, "suggestions": true, "comment": true, "comments": true, "note": true, "notes": true, "concern": true, "concerns": true}

// labelStep: plain is a short label and a step opening with a verb of
// work.
func labelStep(plain string) bool {
	m := reStepLabel.FindStringSubmatch(plain)
	if m == nil || len(strings.Fields(m[1])) > 3 || strings.ContainsAny(m[1], "0123456789#[]") || strings.ContainsAny(m[2], ":：") {
		// (A reference, "[PR 952](…): move to …", titles what it names.)
		return false
	}
	if label := strings.ToLower(strings.TrimSpace(strings.Trim(m[1], "*_ "))); notStepLabel[label] || workVerb(label) {
		// ("merge: …", "close: …": a triage disposition of an item.)
		return false
	}
	rest := strings.TrimSpace(strings.TrimLeft(m[2], "*_ "))
	w := strings.Fields(rest)
	if len(w) < 2 || len(w) > maxStepWords || isQuestion(rest) || !workVerbFirst(rest) || rePastLead.MatchString(rest) || reLinkOnly.MatchString(rest) {
		return false
	}
	return !(reStepNotVerb.MatchString(rest) && len(w) < 4) && !nounVerbs[strings.ToLower(w[0])] || stepObject[strings.ToLower(w[1])]
}

// rePassiveDue: a passive future in a later part of the line, whose
// deadline follows it.
var rePassiveDue = regexp.MustCompile(`(?:[,;]|\s[-–—])\s+(?:and\s+)?(?:it\s+|this\s+)?will\s+be\s+\p{L}+(?:ed|en|t)\b`)

var (
	// reAddressedAsk: a person addressed, then a request ("@sam please
	// take a look", "Dana, could you send …").
	reAddressedAsk = regexp.MustCompile(`^(@[\p{L}\p{N}_.-]{2,30}|[\p{Lu}][\p{L}'’-]+)\s*,?\s+(?i:please|pls|plz|can\s+you|could\s+you|would\s+you)\s+(?:please\s+)?(\p{L}+)`)
	// reTeamWill: a team as the subject of a future ("The docs team
	// will publish …", "Infra WG to migrate …").
	reTeamWill = regexp.MustCompile(`^(?i:the\s+)?(?:[\p{L}\p{N}&/-]+\s+){1,2}(?i:team|group|wg|committee|sig|squad|subcommittee)\s+(?:will|shall|is\s+going\s+to|are\s+going\s+to|to)\s+(?:also\s+|then\s+)?(\p{L}+)`)
	// reArrowOwner: a task and a person on either side of an arrow
	// ("디자인 → 영희", "Sam → update the roadmap").
	reArrowOwner = regexp.MustCompile(`^(.{2,80}?)\s*(?:→|->|=>|⇒)\s*(.{2,80})$`)
)

// arrowOwner is the person on one side of an arrow whose other side is
// a task, or "".
func (p *parser) arrowOwner(plain string) string {
	m := reArrowOwner.FindStringSubmatch(plain)
	if m == nil || strings.ContainsAny(m[2], "→⇒") || strings.Contains(m[2], "->") {
		return ""
	}
	for _, side := range []string{strings.TrimSpace(strings.Trim(m[2], "*_ .")), strings.TrimSpace(strings.Trim(m[1], "*_ ."))} {
		if side == "" || len(strings.Fields(side)) > 2 {
			continue
		}
		if strings.HasPrefix(side, "@") || p.known(side) || extract.HasHangul(side) && koPersonWord(side) {
			return side
		}
	}
	return ""
}

// reKoHonorificName: a Korean name with an honorific ("지훈님", "서연 씨").
var reKoHonorificName = regexp.MustCompile(`^\p{Hangul}{2,4}\s*(?:님|씨)$`)

// koPersonWord: a Korean name with an honorific, or a full name of a
// surname and two syllables (koFullName: the surnames and common-word
// exceptions the rules use everywhere).
func koPersonWord(w string) bool {
	return reKoHonorificName.MatchString(w) || utf8.RuneCountInString(w) == 3 && koFullName(w)
}

// notPlanVerb: verbs of a request that ask for no work ("please be
// there", "can you see the screen").
var notPlanVerb = map[string]bool{"be": true, "attend": true, "join": true, "come": true, "stay": true, "wait": true, "see": true, "hear": true, "have": true, "go": true, "like": true, "remind": true, "tell": true, "explain": true, "repeat": true}

// nounVerbs: verbs of work as often a noun or an adjective opening a
// topic; stepObject: what follows them when they are the step's verb.
var (
	nounVerbs  = map[string]bool{"open": true, "complete": true, "test": true, "release": true, "review": true, "update": true, "support": true, "report": true, "plan": true, "design": true, "draft": true, "process": true, "document": true, "check": true, "request": true, "fix": true, "change": true, "call": true, "scope": true, "ensure": false}
	stepObject = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true, "our": true, "their": true, "your": true, "its": true, "it": true, "them": true, "all": true, "any": true, "some": true, "each": true, "up": true, "out": true, "with": true}
)

// clauseForm is the clause form sentence sent carries, or "".
func (p *parser) clauseForm(sent string) string {
	// "we'll add …", "they'll send …": the contraction read as the
	// future the clause readings below know.
	sent = reContractedWill.ReplaceAllString(sent, "$1 will")
	if reHedgeWord.MatchString(sent) || strings.HasPrefix(strings.ToLower(sent), "please ") || reNegatedFuture.MatchString(sent) || reNoNeed.MatchString(sent) {
		return ""
	}
	if m := reNextStepPhrase.FindStringSubmatch(sent); m != nil && (clauseWork(m[1]) || gerundWork(m[1])) {
		// ("take an action of ensuring …": the step as a gerund.)
		return formNextStep
	}
	if m := reTaggedAsk.FindStringSubmatch(sent); m != nil && clauseWork(strings.ToLower(m[1])) {
		return formAskedPerson
	}
	if m := reAskedTo.FindStringSubmatch(sent); m != nil && p.clauseName(m[1]) && (clauseWork(strings.ToLower(m[2])) || m[2] == "be") {
		return formAskedPerson
	}
	if m := reHaveName.FindStringSubmatch(sent); m != nil && p.clauseName(m[1]) && clauseWork(m[2]) {
		return formAskedPerson
	}
	if m := reAddressedAsk.FindStringSubmatch(sent); m != nil && !isQuestion(sent) && (strings.HasPrefix(m[1], "@") || p.clauseName(m[1])) && !notPlanVerb[strings.ToLower(m[2])] {
		// "@sam please take a look at the PR".
		return formAskedPerson
	}
	if m := reTeamWill.FindStringSubmatch(sent); m != nil && clauseWork(strings.ToLower(m[1])) {
		// "The docs team will publish the guide …".
		return formClausePlan
	}
	if reAuxQuestion.MatchString(sent) {
		return ""
	}
	if rePassiveAgent.MatchString(sent) {
		return formClausePlan
	}
	if isQuestion(sent) {
		// ("Will the API return SHA-256? (It should, but SC will check
		// and confirm.)": the parenthesis is its own sentence.)
		if k := strings.IndexAny(sent, "(（"); k > 0 && !isQuestion(sent[k:]) {
			sent = sent[k:]
		} else {
			return ""
		}
	}
	if reNotPlan.MatchString(sent) || reBeing.MatchString(sent) {
		return ""
	}
	if m := reSubjectWill.FindStringSubmatch(sent); m != nil && m[1] != "I" && p.clausePronounOrName(m[1]) && clauseWork(strings.ToLower(m[2])) {
		return formClausePlan
	}
	for _, m := range reClauseWill.FindAllStringSubmatch(sent, 4) {
		if (m[1] == "" || p.clausePronounOrName(m[1])) && clauseWork(strings.ToLower(m[2])) {
			return formClausePlan
		}
	}
	for _, m := range rePlanTo.FindAllStringSubmatchIndex(sent, 4) {
		if v := strings.ToLower(sent[m[2]:m[3]]); clauseWork(v) && !(v == "work" && !reWorkOn.MatchString(sent[m[3]:])) {
			// ("… how the system is going to work": "work" without
			// "on" or "with" is how a thing behaves.)
			return formClausePlan
		}
	}
	if m := rePassiveDue.FindStringSubmatch(sent); m != nil && reDueEn.MatchString(sent[strings.Index(sent, m[0]):]) {
		// "… - will be presented to DA next week".
		return formClausePlan
	}
	for _, m := range reNameToVerb.FindAllStringSubmatch(sent, 4) {
		if p.known(strings.TrimPrefix(m[1], "@")) && clauseWork(strings.ToLower(m[2])) {
			return formClausePlan
		}
	}
	return ""
}

// gerundWork: v is the -ing form of a verb of work ("making",
// "ensuring", "planning").
func gerundWork(v string) bool {
	stem, ok := strings.CutSuffix(strings.ToLower(v), "ing")
	if !ok || len(stem) < 2 {
		return false
	}
	n := len(stem)
	return clauseWork(stem) || clauseWork(stem+"e") || enWorkVerbs[stem] || enWorkVerbs[stem+"e"] || n > 2 && stem[n-1] == stem[n-2] && clauseWork(stem[:n-1])
}

// clauseWork: v is a verb of work (or of thinking a problem through, as
// a plan to "think about how …" is work in design notes).
func clauseWork(v string) bool {
	return workVerb(v) || enWorkVerbs[v] || saidWork[v] || v == "continue" || v == "forward" || v == "share"
}

// clausePronounOrName: s is a pronoun or a name the notes know (a capitalised
// word they do not is as often a thing: "The API will return …").
func (p *parser) clausePronounOrName(s string) bool {
	switch strings.ToLower(s) {
	case "we", "they", "he", "she", "i":
		return true
	}
	return p.clauseName(s)
}

// clauseName: s names a person the notes know, by the whole or its first
// word.
func (p *parser) clauseName(s string) bool {
	s = strings.TrimPrefix(s, "@")
	if s == "" || notNames[strings.ToLower(strings.Fields(s)[0])] {
		return false
	}
	return p.known(s) || p.known(strings.Fields(s)[0]) || p.recurs(s)
}

var (
	// reKoSpeakerName: a Korean given or full name opening the line as
	// its speaker ("지훈: …") or closed by an honorific ("서연님이 …").
	reKoSpeakerName = regexp.MustCompile(`^[-*+\s]*(\p{Hangul}{2,4})\s*[:：]|(\p{Hangul}{2,4})\s*(?:님|씨)(?:이|가|은|는|께서)?\s`)
	// reTagName: a bracketed tag opening the line ("[Nick] Can you …").
	reTagName = regexp.MustCompile(`^\\?\[([\p{L}][\p{L}.' -]{0,24})\\?\]`)
)

// clausePerson is the person a clause form of node i names, for the
// possible action's signals: the one asked, tagged, or the subject of
// the future; "" when the clause names nobody the notes know.
func (p *parser) clausePerson(i int) string {
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes)), "*_ "))
	if o := p.arrowOwner(plain); o != "" && extract.HasHangul(plain) {
		return o
	}
	if extract.HasHangul(plain) {
		if m := reKoSpeakerName.FindStringSubmatch(plain); m != nil {
			return m[1] + m[2]
		}
		return ""
	}
	if o := p.arrowOwner(plain); o != "" {
		return strings.TrimPrefix(o, "@")
	}
	if m := reAddressedAsk.FindStringSubmatch(plain); m != nil {
		return strings.TrimPrefix(m[1], "@")
	}
	if m := reTagName.FindStringSubmatch(plain); m != nil && reTaggedAsk.MatchString(plain) {
		return m[1]
	}
	for _, sent := range sentences(plain) {
		for _, re := range []*regexp.Regexp{reAskedTo, reHaveName} {
			if m := re.FindStringSubmatch(sent); m != nil && p.clauseName(m[1]) {
				return strings.TrimPrefix(m[1], "@")
			}
		}
		if m := reSubjectWill.FindStringSubmatch(sent); m != nil && m[1] != "I" && p.clauseName(m[1]) {
			return strings.TrimPrefix(m[1], "@")
		}
		for _, m := range reClauseWill.FindAllStringSubmatch(sent, 4) {
			if m[1] != "" && p.clauseName(m[1]) {
				return strings.TrimPrefix(m[1], "@")
			}
		}
	}
	return ""
}
