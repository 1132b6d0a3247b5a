package rules

// Personal status updates (issue 28, the cost of possible actions): a
// weekly update written per person — "- @olizilla" over "- Done:",
// "- Blocked:" and "- Next:" lists — reports each one's own plans beside
// what they did. The "Next" items are a status report, not work the
// meeting gave (corpus/extraction/README.md: "status reports … are not
// labelled"), so they are no possible action; the team's own "Next
// steps" list, under no person or with no status list beside it, still
// is.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reNextLabel: the label of one's planned work in an update.
	reNextLabel = regexp.MustCompile(`(?i)^(?:next|up\s+next|next\s+(?:week|up)|this\s+week|planned|plans?|to\s*do)$`)
	// reStatusLabel: the label of one's finished or stuck work beside it.
	reStatusLabel = regexp.MustCompile(`(?i)^(?:done|completed?|finished|last\s+week|blocked|blockers?|in\s+progress|wip)$`)
)

// labelWords: a short item's text as a label ("**Next:**" → "Next").
func labelWords(s string) string {
	if len(s) > 40 {
		return ""
	}
	return strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(s)), ":： "))
}

// personalNextItem: node i lies under a "Next" label of a person's
// status update — the label's parent item (or, at the top of a list, its
// heading) is a person, and a "Done"/"Blocked"/"Last week" label is its
// sibling.
func (p *parser) personalNextItem(i int) bool {
	n := p.d.Nodes[i]
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		l := p.d.Nodes[j]
		if l.Kind != doc.ListItem || !reNextLabel.MatchString(labelWords(l.Text)) {
			continue
		}
		owner := ""
		if l.Parent >= 0 {
			owner = p.scopeOwner(p.d.Nodes[l.Parent].Text)
		} else if l.Section != nil {
			owner = p.scopeOwner(l.Section.Title)
		}
		if owner == "" || teamName(owner) != "" {
			return false
		}
		for k := max(0, j-200); k < len(p.d.Nodes) && k <= j+200; k++ {
			m := p.d.Nodes[k]
			if k != j && m.Kind == doc.ListItem && m.Parent == l.Parent && m.Section == l.Section && m.Indent == l.Indent && reStatusLabel.MatchString(labelWords(m.Text)) {
				return true
			}
		}
		return false
	}
	return false
}

// reStanceLead: a turn that opens with the speaker's stance on what was
// said ("agree, but …", "Disagree with Matt that …", "+1").
var reStanceLead = regexp.MustCompile(`(?i)^(?:\+1|(?:dis)?agreed?)(?:\s*[,.;:!–—-]|\s+(?:with|that|on\s+this|to\s+both)\b|\s*$)`)

// speakerStance: node i is a speaker's turn ("David: agree, but let's
// phrase this as …") that opens with their stance, and its only form is
// the imperative the stance's verb was read as: an answer in the
// discussion, no work to do.
func (p *parser) speakerStance(i int, sig []extract.Signal) bool {
	plain := strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[i].Text)))
	plain = reLeadTag.ReplaceAllString(plain, "")
	m := reSpeakerLabel.FindStringSubmatch(plain)
	if m == nil || !reStanceLead.MatchString(strings.TrimSpace(m[2])) {
		return false
	}
	return onlyForms(sig, formImperative)
}

// reAskedByAgent: the person named as who asked for or reported something
// ("requested by STA", "Requested by: Ana", "bugs reported by David").
var reAskedByAgent = regexp.MustCompile(`(?i)\b(?:requested|reported|raised|suggested|proposed|filed|opened)\s+by\b`)

// personContextNoWork: node i carries only a person and a future-work
// context — no form, no deadline — and the person is who asked
// ("requested by STA"), or the line asks a question ("[Zach] What
// would it look like …?", "How many topics do we want? [Erik] feels
// …"): a remark in the discussion under the heading, no work given to
// them. An open checkbox question is a to-do to find out and stays.
func (p *parser) personContextNoWork(i int, sig []extract.Signal) bool {
	if !hasKind(sig, extract.SignalPerson) {
		return false
	}
	for _, s := range sig {
		if s.Kind != extract.SignalPerson && s.Kind != extract.SignalContext {
			return false
		}
	}
	n := p.d.Nodes[i]
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if reAskedByAgent.MatchString(plain) || p.reportedDeed(plain) && (n.Section == nil || !p.section(n.Section).action || p.reviewSection(n)) {
		// (Under "Next steps" a report of work done is out of place, and
		// a person judges it; under a review of the action items, or
		// beside action lines, it reports the meeting.)
		return true
	}
	if n.Checkbox != 0 {
		return false
	}
	// The first sentence is the question.
	rest := reLeadTag.ReplaceAllString(plain, "")
	q := strings.IndexAny(rest, "?？")
	if q < 0 || reSentence.MatchString(rest[:q]) || strings.Count(rest[:q], "(") > strings.Count(rest[:q], ")") {
		// (No question, or one after a sentence; "Signature storage
		// (Vincent/Derek?)": a doubt about who, inside parentheses.)
		return false
	}
	return isQuestion(rest[:q+1])
}

// imperativeLead: the item's first word, after a speaker's or a topic's
// label ("DEF: create issues …"), is an imperative the rules know.
func imperativeLead(text string) bool {
	plain := strings.TrimSpace(stripInline(stripEmphasis(text)))
	if m := reSpeakerLabel.FindStringSubmatch(plain); m != nil {
		plain = m[2]
	}
	w := strings.ToLower(strings.Trim(firstWord(reAlsoLead.ReplaceAllString(plain, "")), "*_,.:;!?"))
	return enImperatives[w] || enImperativesMore[w]
}

// en-trials40: minutes that write what each member did in the meeting
// ("DT reviewed the action items", "KT - discussed #90 …", "Felicia
// updated the team on …", "DM asked the voting members for …") under an
// action heading or beside action lines: the person and the context are
// there, the line is a report of the meeting. Initials the notes know as
// a person made many more of them possible actions.

// reReportedDeed: people ("DT", "DT and KT", "Lily Sturmann (LS)"), an
// optional speaker's dash or colon, then a verb in the past tense.
var reReportedDeed = regexp.MustCompile(`^((?:[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?(?:\s*\([^()]{1,30}\))?)(?:\s*(?:,|/|and|&)\s*[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?(?:\s*\([^()]{1,30}\))?){0,3})\s*(?:[-–—:]\s*)?(\p{Ll}+)\b`)

// deedVerbs: past tenses of a meeting's reports that do not end in -ed.
var deedVerbs = map[string]bool{"gave": true, "brought": true, "led": true, "said": true, "spoke": true, "showed": true,
	"shown": true, "made": true, "began": true, "wrote": true, "met": true, "ran": true, "told": true, "went": true, "sent": true,
	"put": true, "thought": true, "felt": true, "found": true, "saw": true, "set": false}

// commitDeeds: past tenses that report a commitment, not a deed ("TT
// agreed to check", "MB volunteered").
var commitDeeds = map[string]bool{"agreed": true, "volunteered": true, "offered": true, "promised": true, "committed": true,
	"pledged": true, "planned": true, "undertook": true, "assigned": true, "tasked": true}

// reportedDeed: plain reports what named people did in the meeting, and
// no clause of it commits anyone.
func (p *parser) reportedDeed(plain string) bool {
	if c := reInitialsCapVerb.FindStringSubmatchIndex(plain); c != nil {
		// "DT and KT Reviewed the action items": a capitalised verb
		// after initials.
		plain = plain[:c[2]] + strings.ToLower(plain[c[2]:c[3]]) + plain[c[3]:]
	}
	m := reReportedDeed.FindStringSubmatch(plain)
	if m == nil {
		return false
	}
	v := m[2]
	if !(strings.HasSuffix(v, "ed") && len(v) > 3 || deedVerbs[v]) || commitDeeds[v] {
		return false
	}
	first := strings.ToLower(strings.Fields(strings.NewReplacer("(", " ", ",", " ", "/", " ").Replace(m[1]))[0])
	if !p.names[first] && !p.names[strings.ToLower(strings.TrimSpace(reParen.ReplaceAllString(strings.SplitN(m[1], " and ", 2)[0], "")))] {
		return false
	}
	if len(sentences(plain)) > 1 {
		// "Seth kicked off the sub-group. To create a meeting soon …":
		// a later sentence may plan the work.
		return false
	}
	low := strings.ToLower(plain)
	for w := range commitDeeds {
		if strings.Contains(low, w) {
			return false
		}
	}
	return !reFutureAny.MatchString(plain) && !reToVerbTask.MatchString(plain)
}

// reToVerbTask: "Name to <verb>" somewhere in the line (a task given).
var reToVerbTask = regexp.MustCompile(`\b\p{Lu}[\p{L}'’.-]*\s+to\s+\p{Ll}`)

// reInitialsCapVerb: initials (one or two joined) and a capitalised word
// in the past tense.
var reInitialsCapVerb = regexp.MustCompile(`^\p{Lu}{2,4}(?:\s+(?:and|&)\s+\p{Lu}{2,4})?\s+(\p{Lu}\p{Ll}+ed)\b`)
