package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// enWorkVerbs: general English verbs of work that open a step in a plan
// ("Develop a migration guide", "Ensure the job publishes checksums",
// "Continue the survey"), beyond enImperatives and enImperativesMore.
// Chosen from the language, not from any set of minutes: words that as
// often open a topic as a step ("support", "report", "use", "survey",
// "demo", "help", "record") are left out. They tell a label over steps
// (topicOfSteps). Extracting every capitalised nested item that opens
// with one was measured on held-out sources and dropped (issue 28: 3
// actions found for 4 lines wrongly read, those being labels that had
// matched the steps below them one line away; it also reverses
// TestPersonsNestedStep, where a nested "Bring up …" is a remark).
var enWorkVerbs = wordSet(`develop ensure identify prioritize prioritise continue determine establish
		maintain improve complete contribute clarify assess analyze analyse audit compare consolidate convert enable
		extend integrate introduce monitor onboard outline produce promote reduce refine reorganize reorganise replace
		request revise revisit reword rewrite secure simplify standardize standardise streamline translate upgrade
		apply approve automate brainstorm capture collaborate communicate configure connect consult delegate deprecate
		describe distribute edit engage estimate expand facilitate formalize formalise generate include inform install
		launch locate manage notify obtain prototype reconcile redesign register reproduce reserve retire revert
		socialize socialise solicit specify split summarise reach schedule finalize finalise discuss consider propose
		present respond resolve recruit nominate assign gather examine fill forward reach reach out notify enlist
		enrol enroll incorporate iterate justify negotiate prepare provision quantify rename restructure scope
		clean cleanup tidy verify validate read solve watch study learn practice practise attend join`)

// workVerbFirst: the item opens with a verb of work, of any of the lists.
func workVerbFirst(plain string) bool {
	first := strings.ToLower(strings.Trim(firstWord(plain), "*_,.:"))
	return enImperatives[first] || enImperativesMore[first] || enWorkVerbs[first]
}

// capitalStep: a step written as an instruction opens with a capital
// ("Develop …", "Ensure …"); a lower-case nested line is as often a
// fragment of a brainstorm ("continue compiling even when …").
func capitalStep(plain string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(plain, "*_ "))
	return unicode.IsUpper(r)
}

// topicOfSteps: an item of at most three words that opens with no verb of
// work, names nobody and holds nested items, at least one of them a
// capitalised step ("- Release" / "  - Develop …"): a topic label.
func (p *parser) topicOfSteps(i int, plain string) bool {
	t := strings.TrimRight(strings.TrimSpace(plain), ":： ")
	// A label that says it introduces what follows ("3. **Comprehensive
	// SBOMs:**") may be longer than a bare topic word or three.
	maxWords := 3
	if strings.TrimSpace(strings.TrimRight(strings.TrimSpace(plain), "*_ ")) != strings.TrimSpace(strings.TrimRight(strings.TrimSpace(plain), "*_ :：")) {
		maxWords = 8
	}
	if t != "" && len(strings.Fields(t)) > maxWords && len(strings.Fields(t)) <= 8 && !workVerbFirst(t) && !strings.ContainsAny(t, "()[]:：") && p.commitment(t, true) == nil && p.allStepsUnder(i) {
		// "- New review rules for the team" / "  - Ana will draft …" /
		// "  - Bo to check …": a longer title whose every item is a
		// step or a person's work labels them as a heading does.
		return true
	}
	if t != "" && len(strings.Fields(t)) <= 10 && !workVerbFirst(t) && p.bracketOwner(t) == "" && p.ownedBracketSteps(i) {
		// "- D1 (Publish a mission statement)" / "  - [HP] Create a
		// poll …" / "  - [NM] Publicize the poll": items that each open
		// with their own owner's tag are the work; the item over them,
		// whatever it says, is their label.
		return true
	}
	if t == "" || len(strings.Fields(t)) > maxWords || workVerbFirst(t) || reHandle.MatchString(t) || strings.ContainsAny(t, "()[]") {
		return false
	}
	for _, w := range strings.Fields(t) {
		if len(strings.Fields(t)) <= 3 && p.known(strings.Trim(w, ",.:;")) {
			// ("Adhering to Different Standards:" is a title however
			// the notes read its first word.)
			return false
		}
	}
	if !p.hasChildren(i) {
		return false
	}
	for j := range p.nestedItems(i) {
		m := p.d.Nodes[j]
		if m.Parent == i {
			c := stripInline(m.Text)
			if workVerbFirst(c) && capitalStep(c) && !isQuestion(c) {
				return true
			}
			// "- Office Hours" / "  - Sophie to draw up a plan": a
			// person given work under the topic.
			if cc := p.commitment(c, true); cc != nil && cc.Assignee != "" && !isQuestion(c) {
				return true
			}
		}
	}
	return false
}

// allStepsUnder: list item i holds two or more items of its own that are
// each a capitalised step, someone's commitment, or a person's label over
// their own items ("- Ana:" / "  - …"), and they are most of its items
// (a rule or remark may sit among them) or two of them give named people
// work; no item is a question.
func (p *parser) allStepsUnder(i int) bool {
	k, all, named := 0, 0, 0
	for j := range p.nestedItems(i) {
		m := p.d.Nodes[j]
		if m.Parent != i {
			continue
		}
		all++
		c := strings.TrimSpace(stripInline(m.Text))
		switch {
		case isQuestion(c):
			return false
		case workVerbFirst(c) && capitalStep(c):
		case p.hasChildren(j) && p.known(strings.TrimRight(strings.Trim(c, "*_ "), ":： ")):
		default:
			if cc := p.commitment(c, true); cc == nil || cc.Assignee == "" {
				continue
			}
			named++
		}
		k++
	}
	return k >= 2 && (2*k > all || named >= 2)
}

// markerNameFirst: after an action marker, "Name word …" where the notes
// know Name as a person and the word is no verb of being, possession or
// report ("Eric was", "Boris has") and no past form: Name and the rest.
// A full name the roll lists ("AI: Dana Smith draft the notes") is read
// so too.
func (p *parser) markerNameFirst(rest string) (string, string) {
	if m := reFullNameBareVerb.FindStringSubmatch(strings.TrimSpace(rest)); m != nil && p.known(m[1]) && !reNotObject.MatchString(m[2]) && !strings.HasSuffix(m[2], "ed") {
		return m[1], m[2] + " " + m[3]
	}
	m := reNameBareVerb.FindStringSubmatch(strings.TrimSpace(rest))
	if m == nil || notNames[strings.ToLower(m[1])] || reNotObject.MatchString(m[2]) || strings.HasSuffix(m[2], "ed") || !p.known(m[1]) && !p.committer(m[1]) {
		return "", ""
	}
	return m[1], m[2] + " " + m[3]
}

// bracketStep: plain opens with a tag naming its owner ("[HP] Create a
// poll", "[MS, NM] Investigate …") and the work follows: the work, else "".
func (p *parser) bracketStep(plain string) string {
	t := strings.TrimSpace(strings.TrimLeft(plain, "*_ "))
	if p.bracketOwner(t) == "" {
		return ""
	}
	m := reLeadBracket.FindStringSubmatch(t)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[2])
}

// ownedBracketSteps: list item i holds items of its own, and each opens
// with its owner's tag and then a capitalised step or a work verb.
func (p *parser) ownedBracketSteps(i int) bool {
	k := 0
	for j := range p.nestedItems(i) {
		m := p.d.Nodes[j]
		if m.Parent != i {
			continue
		}
		rest := p.bracketStep(stripInline(m.Text))
		if rest == "" || isQuestion(rest) || !(capitalStep(rest) || workVerbFirst(rest)) {
			return false
		}
		k++
	}
	return k > 0
}
