package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper en-trials30): forms of plain-text, AsciiDoc,
// reStructuredText and HTML minutes — IRC meeting summaries, a club's
// minutes written by its secretary.

// A secretary's minutes name a member with what the club knows them by
// between the name and the verb: "Ken, VA3KA, will look for another
// bank", "Ken (VA3KA) will …", "Ken VA3KA will …" (a call sign, a member
// number, a handle: capitals with a digit in them), "Dale, our
// treasurer, will file the paperwork" (an office). The commitment is
// Ken's as "Ken will look for another bank" is; read with the aside the
// name is cut off from its verb and the line is lost. Secretaries often
// drop the comma that closes the aside ("Ken, VA3KA took an action to
// …"); an identifier is plain without it. A second name in the aside is
// a list of people ("Ken, Dale, will"), not an aside, and stays.
const appositiveName = `(@?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)`

// appositiveID: an identifier — capitals and digits, a digit inside,
// "/" joining two ("VO1NO/VE3").
const appositiveID = `[A-Z]{1,3}[0-9][A-Z0-9]{1,4}(?:/[A-Z0-9]{1,6})?`

var (
	// reAppositiveID: "Ken, VA3KA, …", "Ken, VA3KA …", "Ken (VA3KA) …",
	// "Ken VA3KA …" before a word in lower case.
	reAppositiveID = regexp.MustCompile(`(^|[.;!?]\s+|\b(?:and|then|so|but)\s+)` + appositiveName + `(?:,\s+` + appositiveID + `,?|\s+\(` + appositiveID + `\),?|\s+` + appositiveID + `)\s+(\p{Ll})`)
	// reAppositiveOffice: "Dale, our treasurer, will …" before the verb
	// of a commitment.
	reAppositiveOffice = regexp.MustCompile(`(^|[.;!?]\s+)` + appositiveName + `,\s+(?:the|our|their|his|her|club|team|acting|new|former)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,3},\s+((?:will|shall|would|is\s+going\s+to|has\s+(?:offered|agreed|volunteered)|offered|agreed|volunteered|promised|plans|said|to)\s)`)
)

// reLeadAdverbial: a linking phrase before the subject of a sentence
// ("In the meantime, Rick offered to print the cards", "Following
// discussion, Ana will …"): it ties the sentence to the one before and
// hides its subject; the commitment reads as the sentence without it.
var reLeadAdverbial = regexp.MustCompile(`(^|[.;!?]\s+)(?i:in\s+the\s+meantime|meanwhile|also|additionally|in\s+addition|finally|therefore|then|afterwards|later|as\s+a\s+result|following\s+(?:the\s+)?discussion|after\s+(?:some\s+)?discussion|for\s+now),\s+(@?\p{Lu})`)

// dropAppositive is text with such asides, and a linking phrase before
// the subject, cut: "Ken will look for …".
func dropAppositive(text string) string {
	text = reLeadAdverbial.ReplaceAllString(text, "$1$2")
	if !strings.ContainsAny(text, ",(") && !reAppositiveID.MatchString(text) {
		return text
	}
	text = reAppositiveID.ReplaceAllString(text, "$1$2 $3")
	return reAppositiveOffice.ReplaceAllString(text, "$1$2 $3")
}

// reWouldBeGerund: a future progressive after the modal of reported
// speech ("Doug mentioned he would be ordering the parts soon", "she
// will be reviewing the draft"): the gerund is the verb of the plan.
var reWouldBeGerund = regexp.MustCompile(`^be\s+(\p{Ll}+ing)\s+(\S.*)$`)

// reportedGerund is work with a leading "be" + gerund read as the
// verb's base and what follows ("order the parts soon") when they are
// work (progressiveWork), else work as it is.
func reportedGerund(work string) string {
	m := reWouldBeGerund.FindStringSubmatch(work)
	if m == nil || !progressiveWork(m[1], m[2]) {
		return work
	}
	bases := enVerbBases(m[1], "ing")
	for _, b := range bases {
		if verbSlot(b+" "+m[2]) == vsWork {
			return b + " " + m[2]
		}
	}
	return bases[0] + " " + m[2]
}

// Read as whole sentences, hard-wrapped minutes (doc/reflow.go) show
// requests relayed from elsewhere in one piece: "The board has requested
// that we should prioritise the public review by the end of the year".
// What another body asks the group to consider, hedged with "should" or
// "could", commits nobody at the meeting: it stays a possible action for
// a person to judge, as a seconded suggestion does (reAgreeSuggestion).
var reRelayedAsk = regexp.MustCompile(`(?i)\b(?:has|have|had)\s+(?:requested|asked|recommended|suggested|proposed)\s+that\b[^.;!?]{0,80}?\b(?:we|you|they)\s+(?:should|could|might|may)\b`)

// Running minutes name a member once and go on with a pronoun: "Ken
// reported the balance. Ken will have tables at the show. He will
// provide the membership list to Rick." — "He" is Ken, not Rick, the
// only name on the line. rePronounPlan: a sentence opened by "He" or
// "She" and a future or a plan.
var rePronounPlan = regexp.MustCompile(`^(He|She)\s+((?:will|shall|plans\s+to|intends\s+to|is\s+going\s+to|is\s+planning\s+to)\s+\S.*)$`)

// reLeadName: the name opening a sentence (its first one or two
// capitalised words).
var reLeadName = regexp.MustCompile(`^@?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)`)

// rePronounNear: the pronoun as the subject near the start of a sentence
// ("Previously he started …").
var rePronounNear = regexp.MustCompile(`^(?:\S+\s+){0,3}?(?i:he|she)\s`)

// pronounPlan reads node i's first sentence opened by "He"/"She" and a
// plan as the plan of the person an earlier sentence of the paragraph
// opens with: the nearest one the notes know as a person, over sentences
// that go on with the pronoun; any other subject in between, and the
// pronoun stays unresolved.
func (p *parser) pronounPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || n.Kind != doc.Paragraph {
		return nil
	}
	if si := p.section(n.Section); si.done || si.decision {
		return nil
	}
	sents := sentences(strings.TrimSpace(stripInline(cutUTF8(n.Text, maxItemBytes))))
	for k, sent := range sents {
		m := rePronounPlan.FindStringSubmatch(strings.TrimSpace(sent))
		if m == nil || isQuestion(sent) {
			continue
		}
		// The sentences before it, nearest first: this line's, then the
		// lines of the paragraph it goes on.
		var before []string
		for q := k - 1; q >= 0; q-- {
			before = append(before, sents[q])
		}
		for j := i; j > 0 && p.d.Nodes[j].Cont && len(before) < 8; j-- {
			prev := p.d.Nodes[j-1]
			if prev.Kind != doc.Paragraph {
				break
			}
			ps := sentences(strings.TrimSpace(stripInline(cutUTF8(prev.Text, maxItemBytes))))
			for q := len(ps) - 1; q >= 0; q-- {
				before = append(before, ps[q])
			}
		}
		name := ""
		for _, b := range before {
			b = dropAppositive(strings.TrimSpace(strings.TrimLeft(b, "*_ ")))
			if lm := reLeadName.FindStringSubmatch(b); lm != nil {
				if p.known(lm[1]) {
					name = lm[1]
					break
				}
				if f := strings.Fields(lm[1]); len(f) == 2 && p.known(f[0]) {
					name = lm[1]
					break
				}
			}
			if rePronounNear.MatchString(b) {
				continue
			}
			break
		}
		if name == "" {
			return nil
		}
		c := p.commitment(name+" "+m[2], false)
		if c == nil || !slices.Contains(c.Owners, name) {
			return nil
		}
		return c
	}
	return nil
}
