package rules

// Sentences of prose minutes wrapped over several lines (issue 28, "no
// silent miss"). Minutes written as paragraphs under a bullet ("- Outreach
// Working Group: we discussed … The trustees will\n  produce a Terms of
// Reference … at the next board meeting.") put a commitment in a sentence
// that starts mid-line and ends lines below; each line read alone holds
// half of it. The sentences that begin on a line are read whole over its
// continuation (doc.Continuation, as wrapTitles does for titles), and a
// group or an unnamed subject committing to future work ("We will take up
// contact …", "The website will be updated …", "other sub-groups will work
// on …") is a possible action there — never extracted by it: extracting
// "We will <verb>" cost precision on ../shared.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// formGroupFuture: the group, a body of it or an unnamed subject commits
// to work in the future.
const formGroupFuture = "group future"

// reGroupFuture: a sentence opening with a group, a pronoun or a short
// noun phrase, then a future and its verb (passive or progressive after
// "be").
var reGroupFuture = regexp.MustCompile(`(?i)^(?:(?:so|then|and|also|now),?\s+)?(?:we|they|(it|this)|(?:the|our|other|all|each)\s+(?:[\p{L}-]+\s+){0,5}[\p{L}-]+|[\p{L}-]+\s+(?:sub-?groups?|groups?|teams?|trustees|board|committee|wg))\s+(?:will|shall|['’]ll|are\s+going\s+to|is\s+going\s+to)\s+(?:also\s+|then\s+|now\s+|still\s+)?(be\s+)?(\p{L}+)`)

// reBareFuture: a future without its subject after a comma or "and" /
// "but" ("…, but will be revised", "… and will be clarifying our
// position"), or an aim opening the line ("Aiming to open nominations").
var reBareFuture = regexp.MustCompile(`(?i)(?:,\s*|\b(?:and|but)\s+)(?:also\s+)?will\s+(?:also\s+)?be\s+(\p{L}+)|^(?:we\s+are\s+|we['’]re\s+)?(?:aiming|planning|intending)\s+to\s+(\p{L}+)`)

// reGroupClause: where a clause of a sentence begins.
var reGroupClause = regexp.MustCompile(`,\s+|\s[-–—]\s+`)

// reTopicLabel: a short topic label opening the line, and what follows.
var reTopicLabel = regexp.MustCompile(`^[^:：]{1,60}[:：]\s+(\S.*)$`)

// wrapPossible: a sentence that begins on node i's line, read whole,
// commits the group to work; the form signal it adds.
func (p *parser) wrapPossible(i int) (extract.Signal, bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return extract.Signal{}, false
	}
	si := p.section(n.Section)
	if si.done || si.decision || p.reviewedDone(i) || finishedItem(n.Text, n.Checkbox, si) || extract.HasHangul(n.Text) {
		return extract.Signal{}, false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if reDecisionLabel.MatchString(n.Text) || reDecisionLabel.MatchString(plain) {
		// "Decision: the bucket will be renamed": what the meeting
		// settled, as clausePossible reads it.
		return extract.Signal{}, false
	}
	if m := p.slotSpeaker(plain); m != nil && p.allPeople(splitOwners(m[1]), true) {
		// "Wei: We will still provide support …": speech commits only in
		// the first person (signals), the group's future is talk.
		return extract.Signal{}, false
	}
	for k, sent := range p.lineSentences(i) {
		if m := reTopicLabel.FindStringSubmatch(sent); k == 0 && m != nil {
			// "Outreach: the trustees will …": the topic, then the
			// sentence.
			sent = m[1]
		}
		if sent == "" || len(sent) > maxSignalLine || isQuestion(sent) || reHedgeWord.MatchString(sent) || reNegatedFuture.MatchString(sent) {
			continue
		}
		if v := p.clauseForm(sent); v != "" {
			return extract.Signal{Kind: extract.SignalForm, Value: v}, true
		}
		if m := reBareFuture.FindStringSubmatch(sent); m != nil && (m[1] != "" && workStem(strings.ToLower(m[1])) || m[2] != "" && clauseWork(strings.ToLower(m[2]))) {
			// "The ToR was well received, but will be revised slightly",
			// "Aiming to open nominations on the 26th": the subject is the
			// topic's or the group's, left out.
			return extract.Signal{Kind: extract.SignalForm, Value: formGroupFuture}, true
		}
		for _, clause := range reGroupClause.Split(sent, 8) {
			// "Discussed a request for sponsorship, we will seek further
			// information": the group's future after a comma.
			if groupFuture(strings.TrimSpace(clause)) {
				return extract.Signal{Kind: extract.SignalForm, Value: formGroupFuture}, true
			}
		}
	}
	return extract.Signal{}, false
}

// groupFuture: sent opens with a group or unnamed subject committing to
// work ("We will take up contact", "It will be uploaded", "The analysis
// will begin"), not with being somewhere or something merely happening.
func groupFuture(sent string) bool {
	m := reGroupFuture.FindStringSubmatch(sent)
	if m == nil || reNotPlan.MatchString(sent) || reBeing.MatchString(sent) {
		return false
	}
	v := strings.ToLower(m[3])
	if m[2] != "" {
		// "will be updated", "will be clarifying": the verb's stem.
		return workStem(v)
	}
	if m[1] != "" {
		// "It will make it easier", "This will tie into …": what a
		// thing will do is an effect; only its passive is work done
		// to it ("It will be uploaded").
		return false
	}
	return v != "be" && v != "have" && v != "not" && v != "need" && !reWeakVerb.MatchString(v)
}

// workStem: w, a participle, is of a verb of work or of a plan's start
// ("organised", "uploaded", "revised", "clarifying").
func workStem(w string) bool {
	for _, suf := range []string{"ing", "ed", "d", "en"} {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || stem == "" {
			continue
		}
		for _, s := range []string{stem, stem + "e", strings.TrimSuffix(stem, stem[len(stem)-1:])} {
			if clauseWork(s) || s == "upload" || s == "organise" || s == "organize" || s == "mark" {
				return true
			}
		}
	}
	return false
}

// lineSentences are the sentences that begin on node i's line, the last
// one read on over the lines that continue it up to its end: a line that
// opens mid-sentence (the sentence above wraps onto it) starts after that
// sentence's end.
func (p *parser) lineSentences(i int) []string {
	n := p.d.Nodes[i]
	line := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if n.Kind == doc.Paragraph && n.Cont && i > 0 {
		if above := strings.TrimSpace(stripInline(p.d.Nodes[i-1].Text)); above != "" && !sentenceClosed(above) {
			loc := reWrapSentenceEnd.FindStringIndex(line)
			if loc == nil {
				return nil
			}
			line = strings.TrimSpace(line[loc[1]:])
		}
	}
	if line == "" {
		return nil
	}
	if !sentenceClosed(line) {
		for _, j := range p.d.Continuation(i) {
			t := strings.TrimSpace(stripInline(p.d.Nodes[j].Text))
			if t == "" || reSpeakerLead.MatchString(t) {
				break
			}
			if loc := reWrapSentenceEnd.FindStringIndex(t); loc != nil {
				line += " " + t[:loc[0]]
				break
			}
			line += " " + t
		}
	}
	return sentences(line)
}
