package rules

// Commitment shapes no other reading hears (issue 28, "no silent miss").
// On notes of teams nobody tuned on, actions still went unreported when
// the commitment was written in one of these shapes — each a possible
// action only (never extracted by it), read from the grammar of the
// sentence and a verb of work, never a team's vocabulary. (A passive
// future, "Notes will be published at …", and "<noun> is to <verb>", "The
// goal is to …", were tried and dropped: on the development notes they
// described the group's process far more often than they committed.)
//
//   - a named volunteer or willing helper: "Carl volunteers to do so", "I
//     am happy to assist Bob during the data session" (taking up what was
//     asked: "do so/it/that" is the work the line above asked for; a wish,
//     "I want to …", "I would like to …", is as often how a speaker
//     takes the floor, and was dropped);
//   - work announced as coming: "There will be a new issue to add a lint
//     preset", "A more detailed post is forthcoming", "details to follow";
//   - a plan with no subject opening the sentence: "Going to drop the
//     flag to avoid attack vectors", "Planning to move the docs";
//   - a sentence that is only an infinitive of work after a report:
//     "Carl started a working group. To create a meeting soon …";
//   - an embedded question is no condition: "will ask if he can share the
//     reply" commits to asking (reHedgeWord reads its "if" as a guess);
//   - the group's future opening a sentence inside a wrapped line of
//     prose ("participants. Will send announcements for the next call"):
//     the line goes on from the one above, and the signals read nothing
//     of a line that does;
//   - a step under a topic tagged by its presenter ("- [leo/pop] Social
//     process" / "    - Put a process together in the community repo"):
//     the topic's outcomes, however many;
//   - a step under an extracted action: "[ann/bob] Release process" /
//     "  - Put a process together in the repo": the item's parent is the
//     action the notes file, its steps are the work of it.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of the shape reading (values of a form signal).
const (
	formVolunteer  = "volunteer or willing helper"
	formComing     = "work announced as coming"
	formInfinitive = "infinitive of work"
	formAskIf      = "commitment to ask"
	formActionStep = "step of an extracted action"
	formGoingTo    = "subjectless going-to plan"
	formTaggedStep = "step under a tagged topic"
	formWrapPlan   = "plan in a wrapped line"
)

var (
	// reVolunteerTo: a subject volunteering, offering or glad to do the
	// work, and the verb.
	reVolunteerTo = regexp.MustCompile(`(?:^|[.;:,]\s*|\s(?i:and|so|also)\s+)(@?\p{Lu}[\p{L}.'’-]*|I)\s+(?:(?i:also)\s+)?(?i:volunteer(?:s|ed)?|offer(?:s|ed)?|(?:am|is|['’]m)\s+(?:also\s+)?(?:happy|glad|willing|keen)|would\s+be\s+(?:happy|glad|willing))\s+to\s+(\p{L}+)(?:\s+(\p{L}+))?`)
	// reThereWillBe: "There will be a new issue to add …".
	reThereWillBe = regexp.MustCompile(`(?i)^there\s+will\s+be\s+(?:a\s+|an\s+)?(?:new\s+|separate\s+|follow[- ]?up\s+)?\p{L}+\s+to\s+(\p{L}+)`)
	// reComing: a deliverable announced as coming.
	reComing = regexp.MustCompile(`(?i)\b(?:is|are)\s+forthcoming\b|\b(?:details|more|notes|minutes|slides|a\s+post|an\s+update|updates)\s+to\s+follow\b`)
	// reInfinitiveSentence: a sentence that is "To <verb> …".
	reInfinitiveSentence = regexp.MustCompile(`^To\s+(\p{Ll}+)\s+\S`)
	// reAskIf: asking or checking whether, then the rest.
	reAskIf = regexp.MustCompile(`(?i)\b(?:will|['’]ll)\s+(?:also\s+)?(?:ask|check|see|find\s+out|confirm|verify)\s+(?:if|whether)\b`)
	// reGoingToLead: a sentence that opens with a plan and no subject
	// ("Going to drop the flag to avoid …", "Planning to move the docs").
	reGoingToLead = regexp.MustCompile(`^(?i:(?:also\s+|then\s+|so\s+)?(?:going|planning)\s+to)\s+(\p{L}+)\s+\S`)
	// reWillLead: a sentence that opens with a subjectless future and
	// its verb ("Will send announcements for the next call").
	reWillLead = regexp.MustCompile(`^(?:We\s+will|We['’]ll|Will)\s+(?:also\s+|then\s+)?(\p{Ll}+)\s+\S`)
	// reTopicTag: a topic item opened by its presenters' tag ("[leo/pop]
	// Social process", "[Ann, Bo] Release").
	reTopicTag = regexp.MustCompile(`^\\?\[@?\p{L}[\p{L}.' /&,-]{0,30}\\?\]\s*\p{L}`)
	// reDoSo: the work taken up from the line above.
	reDoSo = regexp.MustCompile(`(?i)^(?:so|it|that|this)$`)
)

// shapePossible: node i, which no other reading makes possible,
// carries one of the shapes above; the form signal it adds. taken holds
// the lines extracted.
func (p *parser) shapePossible(i int, taken map[int]bool) (extract.Signal, bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return extract.Signal{}, false
	}
	si := p.section(n.Section)
	if si.done || si.decision || n.Checkbox == 'x' || n.Checkbox == 'X' || finishedItem(n.Text, n.Checkbox, si) || p.reviewedDone(i) {
		return extract.Signal{}, false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if plain == "" || extract.HasHangul(plain) || reLinkOnly.MatchString(plain) {
		return extract.Signal{}, false
	}
	form := func(v string) (extract.Signal, bool) { return extract.Signal{Kind: extract.SignalForm, Value: v}, true }
	if n.Kind == doc.ListItem && n.Parent >= 0 && taken[n.Parent] && !p.hasChildren(i) && p.stepOfAction(plain) {
		return form(formActionStep)
	}
	if n.Kind == doc.ListItem && n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem && reTopicTag.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text))) && !p.hasChildren(i) && p.stepOfAction(plain) {
		return form(formTaggedStep)
	}
	if n.Kind == doc.Paragraph && n.Cont {
		// A wrapped line of prose whose first sentence goes on from the
		// line above (signals reads nothing here): a sentence of its
		// own that opens with the group's future ("participants. Will
		// send announcements for the next call").
		for k, sent := range sentences(plain) {
			if m := reWillLead.FindStringSubmatch(sent); m != nil && k > 0 && clauseWork(m[1]) && !vagueWork[m[1]] && !reNotPlan.MatchString(sent) && !reHedgeWord.MatchString(sent) {
				return form(formWrapPlan)
			}
		}
	}
	// The speaker's tag is not the sentence's subject.
	if m := reSpeakerPrefix.FindStringSubmatch(plain); m != nil {
		plain = strings.TrimSpace(plain[len(m[0]):])
	}
	for k, sent := range sentences(plain) {
		if sent == "" || len(sent) > maxSignalLine || isQuestion(sent) || reNegatedFuture.MatchString(sent) || reNoNeed.MatchString(sent) {
			continue
		}
		hedged := reHedgeWord.MatchString(reAskIf.ReplaceAllString(sent, "will ask about"))
		if hedged {
			continue
		}
		if reAskIf.MatchString(sent) && len(plain) <= maxSignalLine {
			// (In a speaker's long turn it is as often how they go
			// about the discussion.)
			return form(formAskIf)
		}
		if m := reVolunteerTo.FindStringSubmatch(sent); m != nil && len(sent) <= 120 && (m[1] == "I" || p.clauseName(m[1])) {
			v := strings.ToLower(m[2])
			if clauseWork(v) && !notPlanVerb[v] || v == "do" && reDoSo.MatchString(m[3]) || v == "assist" {
				return form(formVolunteer)
			}
		}
		if m := reThereWillBe.FindStringSubmatch(sent); m != nil && clauseWork(strings.ToLower(m[1])) {
			return form(formComing)
		}
		if m := reGoingToLead.FindStringSubmatch(sent); m != nil && clauseWork(strings.ToLower(m[1])) && !vagueWork[strings.ToLower(m[1])] {
			return form(formGoingTo)
		}
		if reComing.MatchString(sent) {
			return form(formComing)
		}
		if m := reInfinitiveSentence.FindStringSubmatch(sent); m != nil && k > 0 && clauseWork(m[1]) && m[1] != "be" && m[1] != "try" && !vagueWork[m[1]] {
			return form(formInfinitive)
		}
	}
	return extract.Signal{}, false
}

// stepOfAction: plain, an item under an extracted action, is a step of
// it: it opens with a verb of work (capitalised, as an instruction is
// written) and is no question, report or topic noun.
func (p *parser) stepOfAction(plain string) bool {
	w := strings.Fields(plain)
	if len(w) < 2 || len(w) > maxStepWords || isQuestion(plain) || !(workVerbFirst(plain) || saidWork[strings.ToLower(w[0])]) || !capitalStep(plain) || rePastLead.MatchString(plain) || reTopicNoun.MatchString(strings.ToLower(plain)) {
		return false
	}
	return !(nounVerbs[strings.ToLower(w[0])] && !stepObject[strings.ToLower(w[1])])
}
