package rules

// More kinds of line that carry commitment signals and are no new work
// (issue 28: at most one possible action for three extracted, so that
// each one shown is worth a reader's time). Each is read from the shape
// of the line, never a team's words; each was a possible action on the
// development notes or on fresh minutes of teams never tuned on, and
// never a gold action there:
//
//   - the meeting's own talk or a conclusion it reached: a line that
//     opens with the verb of talking ("Discuss the release next week",
//     "Discussed logistics with the foundation", "Will discuss in the
//     next meeting") or with the label of a conclusion ("Consensus: make
//     the view public by default", "**CONCLUSION:** keep talking on the
//     issue"). With a person of its own ("[Leo] Discuss the PR") or under
//     an action label ("Action: Discuss who to hire") it stays possible;
//   - a proposal reported ("Ann offers proposal: build the index behind a
//     flag", "Proposal by Ann to …", "Proposal: …"): an option under
//     discussion, not a decision; a reminder ("Keep in mind that …");
//   - a negated need ("Don't need to be fully prescriptive", "No need to
//     …"): it promises nothing;
//   - someone away ("Ann will be on vacation next month", "… will be on
//     parental leave"): a person's absence, not their work;
//   - an agenda topic titled by the issue it discusses ("Get permissions
//     to create the stream [#138](…)" over its notes): the item names the
//     issue, its sub-items say what was said;
//   - a Korean decision with nobody named ("디자인 시안 중 B안으로 결정"):
//     what the meeting settled, not a task;
//   - the group's obligation to deliberate ("We need to decide whether to
//     go with rules or a process", "need to determine a path forward"): a
//     question for a meeting, with nobody named;
//   - a turn of a transcript written by initials ("STA - test suite
//     requires definition", "EAO: create issues for what is missing") in
//     notes that hold many such turns: what a speaker said, a possible
//     action only when it commits by its own words (first person, a
//     named person, an offer), not by an imperative or the heading above;
//   - an outcome, not work ("will get the context propagated
//     automatically if …", "It will require a lot of coordination"):
//     the one future of the line says what will come of something;
//   - an event the group will hold ("We will have some tutorials before
//     the hackathon", "will have closing ceremony"): "have" with a thing
//     is no verb of work, and the line commits to nothing else.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reTalkLead: the line opens with the verb of the meeting's talk
	// (after a number, a bullet or a bold mark).
	reTalkLead = regexp.MustCompile(`^(?:\d{1,3}[.)]\s*)?(?i:discuss(?:ed|ing)?|talk(?:ed)?\s+(?:on|about)|(?:will|to)\s+(?:further\s+)?discuss?\s+(?:(?:it|this|that|further)\s+)?(?:in|at|during)\s+(?:the\s+)?next)\b`)
	// reConclusionLabel: the label of a conclusion opening the line.
	reConclusionLabel = regexp.MustCompile(`^(?:\d{1,3}[.)]\s*)?(?i:consensus|conclusions?|decisions?|decided|resolution|resolved|outcome)\s*[:：]`)
	// reActionLabel: an action label before the talk ("Action: Discuss
	// who to hire next").
	reActionLabel = regexp.MustCompile(`(?i)^(?:\d{1,3}[.)]\s*)?(?:action(?:\s+items?)?|ai|todo|next\s+steps?)\s*[:：-]`)
)

// meetingTalk: node i, with signals sig, opens with the meeting's talk
// or a conclusion and names no person of its own.
func (p *parser) meetingTalk(i int, sig []extract.Signal) bool {
	if hasKind(sig, extract.SignalPerson) {
		return false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes)), "*_ "))
	if reActionLabel.MatchString(plain) {
		return false
	}
	return reTalkLead.MatchString(plain) || reConclusionLabel.MatchString(plain)
}

var (
	// reProposalLead: a proposal reported, or labelled, opening the line.
	reProposalLead = regexp.MustCompile(`^(?:\d{1,3}[.)]\s*)?(?:(?:@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?\s+)?(?i:offers?|offered|makes?|made|presents?|presented|brings?|brought)\s+(?i:a\s+|the\s+|his\s+|her\s+|their\s+)?(?i:proposal|suggestion|idea)\b|(?i:proposal|suggestion|idea)\s*[:：]|(?i:proposal|suggestion|idea)\s+(?i:by|from)\s+@?\p{Lu})`)
	// reMindLead: a reminder to bear something in mind, not work.
	reMindLead = regexp.MustCompile(`^(?i:(?:also\s+)?(?:keep|bear)\s+in\s+mind)\b`)
	// reNoNeedLead: a negated need opening the line.
	reNoNeedLead = regexp.MustCompile(`^(?i:(?:we\s+)?(?:don['’]t|do\s+not)\s+(?:need|have)\s+to|doesn['’]t\s+need|does\s+not\s+need|no\s+need)\b`)
	// reAway: a person's absence in the future.
	reAway = regexp.MustCompile(`(?i)\bwill\s+be\s+(?:away|absent|unavailable|off|out\s+of\s+(?:office|town)|travel+ing|on\s+(?:vacation|holiday|holidays|leave|pto|break|sabbatical)|(?:on|in)\s+(?:\p{L}+\s+)?leave)\b`)
	// reDeliberate: the group's obligation is to deliberate ("We need to
	// decide whether …", "need to determine a path forward"): a question
	// for a meeting, not a piece of work.
	reDeliberate = regexp.MustCompile(`(?i)\b(?:need|needs|have|has|must|should)\s+to\s+(?:decide|determine|discuss|consider|agree|debate)\b`)
	// reWillHaveEvent: "will have" and what the group will hold, not a
	// verb ("We will have some tutorials", "will have closing ceremony").
	reWillHaveEvent = regexp.MustCompile(`(?i)\b(?:will|['’]ll)\s+have\s+(?:(?:a|an|some|the|two|three|several|more|our|its)\s+)?\p{L}+`)
	reWillHaveTo    = regexp.MustCompile(`(?i)\b(?:will|['’]ll)\s+have\s+to\b`)
	// reInitialsTurn: a paragraph opened by a speaker's initials and a
	// dash or a colon ("STA - test suite requires definition", "EAO:
	// create issues …"): a turn of a transcript.
	reInitialsTurn = regexp.MustCompile(`^(?:\*\*)?\p{Lu}{2,4}(?:\*\*)?\s*(?:[-–—]|[:：])\s*\S`)
	// reOutcomeWill: a future that says what will come of something, not
	// who will work ("will get the context automatically if …", "It will
	// require a lot of coordination", "will become the default").
	reOutcomeWill = regexp.MustCompile(`(?i)\b(?:will|['’]ll)\s+(?:also\s+|then\s+|probably\s+)?(?:get|gets|become|require|cause|affect|break|fail|remain|stay|mean|depend|allow|happen|result|lead)\b`)
	// reIssueTitle: an item closed by a link to the issue it discusses
	// ("… [#138](https://…/issues/138)").
	reIssueTitle = regexp.MustCompile(`\[#\d{1,6}\]\([^)\s]+\)\s*$`)
)

// notNewWork: node i, with signals sig, is one of the classes above.
func (p *parser) notNewWork(i int, sig []extract.Signal) bool {
	n := p.d.Nodes[i]
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	person := hasKind(sig, extract.SignalPerson)
	switch {
	case p.meetingTalk(i, sig):
		return true
	case !person && reRecordStamp.MatchString(strings.TrimRight(reStampDate.ReplaceAllString(plain, ""), ". ")):
		// A record stamp ("Document generated by Wikitool on Mar 3,
		// 2023", notaction.go): its date is when, not a deadline.
		return true
	case reProposalLead.MatchString(plain) || reNoNeedLead.MatchString(plain) || reMindLead.MatchString(plain):
		return true
	case reAway.MatchString(sentences(plain)[0]) && !namedSentence(strings.Join(sentences(plain)[1:], ". ")):
		// ("… will be away. Kim will cover the release" names the work
		// in the next sentence.)
		return true
	case n.Kind == doc.ListItem && reIssueTitle.MatchString(strings.TrimSpace(n.Text)) && p.hasChildren(i) && !hasKind(sig, extract.SignalContext):
		return true
	case extract.HasHangul(plain) && !person && reKoDecided.MatchString(tail(plain, 32)) && !koProseSettlesBefore(n) && !koAgreedWorkItem(n):
		// (A paragraph of prose whose last sentence records a decision
		// may settle work in an earlier one: koprosecell.go; "… 자문을
		// 구하기로 결정" settles work on an object: koagreeditem.go.)
		return true
	case extract.HasHangul(plain) && reKoChoiceDecided.MatchString(tail(plain, 40)):
		// A choice settled, whoever the line names as its topic: "서버는
		// Firebase로 가기로 결정" is no one's work.
		return true
	case n.Kind == doc.Paragraph && reInitialsTurn.MatchString(plain) && !strongIn(sig) && p.initialsTranscript() && !p.strongClause(i):
		return true
	case !person && onlyForms(sig, formPlan, formCommitment) && reOutcomeWill.MatchString(plain) && len(reFutureAny.FindAllString(plain, 3)) == 1:
		return true
	case !person && onlyForms(sig, formPlan, formCommitment, formObligation) && reDeliberate.MatchString(plain):
		return true
	case !person && onlyForms(sig, formPlan, formCommitment) && reWillHaveEvent.MatchString(plain) && !reWillHaveTo.MatchString(plain) && len(reFutureAny.FindAllString(plain, 3)) == 1:
		// (Only the one future in the line: "will have the draft
		// ready and will send it" commits in its second.)
		return true
	}
	return false
}

// onlyForms: sig carries a form signal, and every one is among vs.
func onlyForms(sig []extract.Signal, vs ...string) bool {
	found := false
	for _, s := range sig {
		if s.Kind != extract.SignalForm {
			continue
		}
		ok := false
		for _, v := range vs {
			ok = ok || s.Value == v
		}
		if !ok {
			return false
		}
		found = true
	}
	return found
}

// minTranscriptTurns: how many paragraphs opened by initials make the
// notes a transcript of turns.
const minTranscriptTurns = 10

// initialsTranscript: the notes hold at least minTranscriptTurns
// paragraphs opened by a speaker's initials (counted once per parse).
func (p *parser) initialsTranscript() bool {
	const key = "\x00initials-turns"
	if n, ok := p.words[key]; ok {
		return n >= minTranscriptTurns
	}
	n := 0
	for _, nd := range p.d.Nodes {
		if nd.Kind == doc.Paragraph && reInitialsTurn.MatchString(strings.TrimSpace(stripInline(cutUTF8(nd.Text, 64)))) {
			n++
		}
	}
	p.words[key] = n
	return n >= minTranscriptTurns
}

// strongIn: sig carries a form that is a commitment by its own words
// (first person, a named person, a todo mark, an offer, an action named
// as such, a request to a person …).
func strongIn(sig []extract.Signal) bool {
	for _, s := range sig {
		if s.Kind == extract.SignalForm && (strongForms[s.Value] || s.Value == formVolunteer || s.Value == formAskIf || s.Value == formNextStep || s.Value == formAskedPerson) {
			return true
		}
	}
	return false
}

// strongClause: a clause or shape reading of node i commits by its own
// words ("we ought to take an action of …", "asked Dana to …").
func (p *parser) strongClause(i int) bool {
	if c, ok := p.clausePossible(i); ok && strongIn([]extract.Signal{c}) {
		return true
	}
	c, ok := p.shapePossible(i, nil)
	return ok && strongIn([]extract.Signal{c})
}

// reKoChoiceDecided: a Korean line closed by a choice the meeting settled
// ("Firebase로 가기로 결정", "React로 통일", "주 1회로 확정"): what was
// chosen, with 로; the 기로 of a verb ("작성하기로 결정") is work decided
// and is read as such elsewhere.
var reKoChoiceDecided = regexp.MustCompile(`(?:[^기\s]\s*로|으로)\s*(?:(?:가|하|쓰|사용하|진행하)기로\s*)?(?:결정|확정|통일|합의)(?:함|했음|하였음|됨|되었음|했다|하였다)?\s*[.!]?\s*$`)
