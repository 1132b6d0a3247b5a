package rules

// Wider possible actions (issue 28, "no silent miss"). The signals of
// signals.go make a line possible when two kinds meet on it; on teams the
// rules were never tuned on, most of the actions still missed carried one
// signal the rules read and a second one of the document around it:
//   - a step of work in a list: an item that opens with a verb of work
//     ("Make all cancel buttons gray", "Invite alumni to …") in a list
//     where another item is an action or a possible action, or nested
//     under a topic item (the topic's outcome);
//   - a future or an obligation with its own deadline, whoever the
//     subject ("Reminder email to go out tomorrow", "An issue will be
//     submitted for next meeting");
//   - a known person with a verb of work in the -ing form or after a
//     name ("Anne adding notes - sending to Cass", "RB watching the
//     support line until the next event").
// Each needs two signals of different kinds, as possible does; what is
// new is where the second one is read.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of the wider reading (values of a form signal).
const (
	formStep       = "step of work"
	formDatedPlan  = "future with a deadline"
	formPersonWork = "person at work"
	formTagged     = "tagged obligation or step"
	// formOpenQuestion: an open checkbox question under future work;
	// formNamesAfter: a topic closed by capitalised names in parentheses
	// under future work.
	formOpenQuestion = "open question to find out"
	formNamesAfter   = "names after the topic"
)

// futureContext: a heading, label or parent item around node i marks
// future work.
func (p *parser) futureContext(i int) bool {
	found := false
	p.contextSignals(i, func(kind, v string) {
		if kind == extract.SignalContext {
			found = true
		}
	})
	return found
}

// nameParen: the item closes with one to four capitalised given names
// in parentheses ("Website (Artem and Santina)"), not an acronym, a
// number or a remark.
func nameParen(plain string) bool {
	m := reParenOwner.FindStringSubmatch(plain)
	if m == nil {
		return false
	}
	owners := splitOwners(m[2])
	if len(owners) == 0 || len(owners) > 4 {
		return false
	}
	for _, o := range owners {
		r := []rune(strings.TrimPrefix(o, "@"))
		if len(r) < 2 || !unicode.IsUpper(r[0]) || !unicode.IsLower(r[len(r)-1]) || notNames[strings.ToLower(o)] || enImperatives[strings.ToLower(o)] {
			return false
		}
	}
	return true
}

// reFutureAny: a future or an obligation anywhere in the line, with or
// without a subject ("will also forward", "to go out", "need to make").
var reFutureAny = regexp.MustCompile(`(?i)\b(?:will|shall|going\s+to|needs?\s+to|have\s+to|has\s+to|must)\s+(?:also\s+|then\s+|be\s+)?\p{L}|['’]ll\s+\p{L}`)

// reToVerbAny: "to" and the verb after it ("to go out", "to be
// published"); the verb tells an infinitive from "due to", "up to".
var reToVerbAny = regexp.MustCompile(`(?i)(\p{L}+)\s+to\s+(be\s+)?(\p{L}+)`)

// notInfinitive: words before "to" that make it a preposition.
var notInfinitive = map[string]bool{"due": true, "up": true, "according": true, "prior": true, "next": true, "close": true, "back": true, "related": true, "similar": true, "thanks": true, "from": true, "compared": true, "relative": true, "subject": true, "addition": true, "respect": true, "regard": true,
	"relevant": true, "hard": true, "easy": true, "able": true, "unable": true, "difficult": true, "ready": true, "nice": true, "good": true, "important": true, "free": true, "welcome": true, "time": true}

// reNoNeed: a need denied ("you don't need to …").
var reNoNeed = regexp.MustCompile(`(?i)\b(?:don['’]t|doesn['’]t|do\s+not|does\s+not|no)\s+(?:need|have)\b`)

// futureIn: the line holds a future or an obligation, or an infinitive
// of a verb of work ("Reminder email to go out tomorrow").
func futureIn(plain string) bool {
	if reFutureAny.MatchString(plain) {
		return true
	}
	for _, m := range reToVerbAny.FindAllStringSubmatch(plain, 8) {
		if notInfinitive[strings.ToLower(m[1])] {
			continue
		}
		v := strings.ToLower(m[3])
		if m[2] != "" && (strings.HasSuffix(v, "ed") || strings.HasSuffix(v, "en") || v == "sent" || v == "set" || v == "done" || v == "made" || v == "held" || v == "built" || v == "run") {
			return true
		}
		if m[2] == "" && (workVerb(v) || enWorkVerbs[v] || v == "go") {
			return true
		}
	}
	return false
}

// reStepNotVerb: an item whose first word is no verb but a noun or an
// adjective ("Launch of the foundation", "Open Source Wallets In
// Action: …", "Release artifacts would need …").
// A verb straight before a preposition ("Communicate to contributors")
// names an activity, not a step with its object.
var reStepNotVerb = regexp.MustCompile(`(?i)^\p{L}+\s+(?:of|for|to|with|about|on|in|at|is|are|was|were|would|could|might|may)\b|^[^:：]{1,60}[:：]\s`)

// rePastLead: a line that reports (the first word a past form or a
// report verb).
var rePastLead = regexp.MustCompile(`(?i)^(?:\p{L}+ed|was|were|had|did|went|got|made|sent|wrote|said|told|gave|took|began|found|met|ran|saw|thought|brought|built|bought|kept|left|held)\b`)

// reIngWork: a person, then a verb of work in -ing ("Anne adding …",
// "RB watching …", "Galen is drafting …").
var reIngWork = regexp.MustCompile(`^@?\[?([\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\]?\s+(?:is\s+|are\s+|will\s+be\s+)?(\p{L}+ing)\b`)

// reSoonWord: a time to come written without a date.
var reSoonWord = regexp.MustCompile(`\b(?:soon|shortly|asap|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|later)\b`)

// reLeadTag: a bracketed tag opening the line ("[JB]", "\\[Nate W.\\]",
// as exported notes escape it).
var reLeadTag = regexp.MustCompile(`^\\?\[([\p{L}][\p{L}.' /&-]{0,24})\\?\]\s*[:-]?\s*`)

// maxStepWords: a longer item is discussion, not a step.
const maxStepWords = 20

// widePossible: node i, which the signals alone do not make possible,
// carries one of the combinations above; the form signal it adds.
func (p *parser) widePossible(i int, sig []extract.Signal, taken map[int]bool) (extract.Signal, bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return extract.Signal{}, false
	}
	si := p.section(n.Section)
	if si.done || si.decision || n.Checkbox == 'x' || n.Checkbox == 'X' || finishedItem(n.Text, n.Checkbox, si) || p.reviewedDone(i) {
		return extract.Signal{}, false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	form := func(v string) (extract.Signal, bool) { return extract.Signal{Kind: extract.SignalForm, Value: v}, true }
	if n.Kind == doc.ListItem && plain != "" && utf8.RuneCountInString(plain) <= maxSignalLine && (n.Checkbox == ' ' || nameParen(plain)) && p.futureContext(i) {
		// "### Action items" / "- [ ] Can the parser stream its input?":
		// an open box under future work is something to find out, a
		// question or not; "- Website (Artem and Santina)": a topic
		// closed by names is theirs.
		if n.Checkbox == ' ' && isQuestion(plain) {
			return form(formOpenQuestion)
		}
		if nameParen(plain) && !p.hasChildren(i) {
			return form(formNamesAfter)
		}
	}
	if plain == "" || utf8.RuneCountInString(plain) > maxSignalLine || isQuestion(plain) || reLinkOnly.MatchString(plain) || strings.HasSuffix(plain, ":") {
		return extract.Signal{}, false
	}
	low := strings.ToLower(plain)
	if reEnDone.MatchString(low) || reDecisionLabel.MatchString(n.Text) || reAttendees.MatchString(low) || reMetaLine.MatchString(low) || reNegatedFuture.MatchString(low) || reNotPlan.MatchString(low) {
		return extract.Signal{}, false
	}
	words := len(strings.Fields(plain))
	// A step of work in a list of steps or under a topic.
	if n.Kind == doc.ListItem && words <= maxStepWords && workVerbFirst(plain) && capitalStep(plain) && !reTopicNoun.MatchString(low) && !reStepNotVerb.MatchString(plain) && !p.hasChildren(i) {
		if p.siblingAction(i, taken) {
			return form(formStep)
		}
	}
	// A future with its own deadline.
	if hasKind(sig, extract.SignalDeadline) && ownDeadline(sig) && futureIn(plain) && !reHopedFuture.MatchString(low) && !rePastLead.MatchString(plain) && !rePastWord.MatchString(low) && !reNoNeed.MatchString(low) && !reConditionalLead.MatchString(low) && !strings.HasPrefix(low, "when ") {
		return form(formDatedPlan)
	}
	// A passive future whose agent the notes leave out, with a person it
	// goes to or a time ("Briefing notes will be passed to Kirstie
	// Wednesday", "A call will be set up soon").
	if words <= maxStepWords && rePassiveFuture.MatchString(plain) && !rePastWord.MatchString(low) && (reSoonWord.MatchString(low) || hasKind(sig, extract.SignalPerson)) {
		return form(formDatedPlan)
	}
	// A speaker's tag, then an obligation or a step ("[JB] Need to
	// provide a template", "\\[NW\\] Invite the alumni"): the tag names
	// who raised it, the line what is to be done.
	if m := reLeadTag.FindStringSubmatch(plain); m != nil {
		rest := strings.TrimSpace(plain[len(m[0]):])
		rl := strings.ToLower(rest)
		if rest != "" && !isQuestion(rest) && (reObligation.MatchString(rl) && !strings.Contains(rl[:min(len(rl), 12)], "be ") || workVerbFirst(rest) && capitalStep(rest) && !reStepNotVerb.MatchString(rest)) {
			return form(formTagged)
		}
	}
	// A known person at work.
	// (The verb by its shape: reportedplan.go.)
	if m := reIngWork.FindStringSubmatchIndex(plain); m != nil && words <= maxStepWords && (p.allPeople(splitOwners(plain[m[2]:m[3]]), true) || reProgressive.MatchString(plain) && p.progressiveSubject(splitOwners(plain[m[2]:m[3]]))) {
		if progressiveWork(plain[m[4]:m[5]], plain[m[5]:]) {
			return form(formPersonWork)
		}
	}
	// A name the notes do not know, in the progressive with a verb of
	// work and its own deadline ("Dorota is recolouring the icons this
	// week"): a status or a plan, and who it is unsure.
	if m := reProgressive.FindStringSubmatch(strings.TrimRight(plain, ".! ")); m != nil && words <= maxStepWords && ownDeadline(sig) && p.slotSubject(m[1]) && progressiveWork(m[2], m[3]) {
		return form(formPersonWork)
	}
	// Reported speech of a plan by someone the notes do not know ("Zed
	// said he'd bisect the regression").
	for _, sent := range sentences(plain) {
		if _, _, known := p.reportedCommit(sent); !known && reReported.MatchString(strings.TrimRight(sent, ".! ")) {
			if o, _, _ := p.reportedCommit(sent); o != "" {
				return form(formNamedThin)
			}
		}
	}
	return extract.Signal{}, false
}

// reHopedFuture: a future hoped for, not taken on ("That meeting will
// hopefully happen this week"): a hedged plan (README: not labelled).
var reHopedFuture = regexp.MustCompile(`\b(?:will|['’]ll)\s+hopefully\b|\bhopefully\s+(?:will|['’]ll)\b`)

// ownDeadline: a deadline signal read on the line itself, not inherited
// from a heading or a parent item.
func ownDeadline(sig []extract.Signal) bool {
	for _, s := range sig {
		if s.Kind == extract.SignalDeadline && !strings.HasSuffix(s.Value, "(heading)") && !strings.HasSuffix(s.Value, "(parent)") {
			return true
		}
	}
	return false
}

// siblingAction: another item of node i's list (same parent, no other
// block between) was extracted or is a possible action by its own
// signals.
func (p *parser) siblingAction(i int, taken map[int]bool) bool {
	n := p.d.Nodes[i]
	check := func(j int) (stop, found bool) {
		m := p.d.Nodes[j]
		switch m.Kind {
		case doc.Blank:
			return false, false
		case doc.ListItem:
		default:
			if m.Parent < 0 || m.Indent <= n.Indent {
				return true, false
			}
			return false, false
		}
		if m.Section != n.Section || m.Parent < n.Parent && m.Indent < n.Indent {
			return true, false
		}
		if m.Parent != n.Parent {
			return false, false
		}
		return false, taken[j]
	}
	for j := i - 1; j >= 0 && j >= i-40; j-- {
		if stop, found := check(j); stop {
			break
		} else if found {
			return true
		}
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+40; j++ {
		if stop, found := check(j); stop {
			break
		} else if found {
			return true
		}
	}
	return false
}

// reGoalContext: a context that names goals, a roadmap or a vision;
// reShortHorizon: one that gives them a near time ("Goals for next
// week", "차주 목표"), a future-work list.
var (
	reGoalContext  = regexp.MustCompile(`(?i)\b(?:goals?|non-goals|objectives?|roadmap|vision|priorities)\b|목표|비전|로드맵`)
	reShortHorizon = regexp.MustCompile(`(?i)\b(?:next|this|coming)\s+(?:week|sprint|meeting|session|call|time)\b|\bweek(?:ly)?\b|\bsprint\b|다음|차주|금주|이번\s*주|까지`)
)

// longGoalOnly: the line's only signals are an imperative or a task and
// a goals context with no near time ("## 1.0 goals" / "- Add deep
// learning docs"): a roadmap item, not work the meeting gave.
func longGoalOnly(sig []extract.Signal) bool {
	goal := false
	for _, s := range sig {
		switch s.Kind {
		case extract.SignalForm:
			if s.Value != formImperative && s.Value != formTask {
				return false
			}
		case extract.SignalContext:
			if !reGoalContext.MatchString(s.Value) || reShortHorizon.MatchString(s.Value) {
				return false
			}
			goal = true
		default:
			return false
		}
	}
	return goal
}
