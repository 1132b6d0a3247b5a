package rules

// English lines the rules took for actions that real minutes write as
// something else (issue 28, precision on unseen minutes): a short topic
// that groups the items under it, a thing the notes talk about doing
// something, a placeholder the note-taker left for a link.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// enTopicOverItems: the item at i is a topic of at most three words that
// groups the items nested under it ("- Verifiability" / "  - Next week's
// meeting should have the PR", "- Data op events" / "  - Data ops next
// Wednesday"): no verb, nobody, no deadline, no box, and the first
// nested item a line of its own (capitalised). Under an action heading
// the work, if any, is in the nested items; the topic itself asks nothing
// of anyone. A lower-case nested fragment ("- Packaging" / "  - ensure
// wheels for arm64") continues the label into one item, which stays (as
// in topicOfSteps); so does a word in capitals only, "JSA", which may be
// a person's initials over that person's work.
func (p *parser) enTopicOverItems(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 || len(c.Owners) > 0 || c.Due != "" || extract.HasHangul(n.Text) || !p.hasChildItem(i) {
		return false
	}
	plain := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(stripInline(stripEmphasis(n.Text))), ":： "))
	words := strings.Fields(plain)
	if len(words) == 0 || len(words) > 3 && !(len(words) <= 6 && reNounPhraseLead.MatchString(plain)) || strings.ContainsAny(plain, "?()[]@#") || workVerbFirst(plain) || verbWord(words[0]) {
		return false
	}
	lower := false
	for _, w := range words {
		w = strings.Trim(w, ",.;")
		if p.known(w) || reShortModal.MatchString(w) {
			return false
		}
		for _, r := range w {
			lower = lower || unicode.IsLower(r)
		}
	}
	return lower && p.firstChildCapitalised(i)
}

// reNounPhraseLead: a determiner opening a noun phrase ("Our ungodly
// amount of logs", "The flaky CI jobs"): a longer topic, still no step.
var reNounPhraseLead = regexp.MustCompile(`^(?:Our|The|Their|This|These|Those|Some|Many)\s`)

// firstChildCapitalised: the first item nested under i opens with a
// capital letter (emphasis, links and a checkbox aside).
func (p *parser) firstChildCapitalised(i int) bool {
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || m.Parent != i {
			return false
		}
		return capitalStep(stripInline(m.Text))
	}
	return false
}

// reShortModal: a modal or "to" that would make a short line a commitment
// ("Ana will", "to vote").
var reShortModal = regexp.MustCompile(`^(?i:will|shall|should|must|to|need|needs|please)$`)

// enThingOwner: c's owner is a thing, not a person: elsewhere the notes
// write it as a place or a means ("order on Google", "runs on Treadmill",
// "via the client"), so "Google will give …", "Treadmill will schedule
// that on some hardware" tell what the thing does — a description, no
// one's commitment. Only for a commitment read outside an action section
// (held to confirm) whose one owner neither the roster nor the notes know
// as a person.
func (p *parser) enThingOwner(c *extract.Candidate) bool {
	if len(c.Owners) != 1 || !slices.Contains(c.Problems, problemConfirm) || extract.HasHangul(c.Owners[0]) {
		return false
	}
	o := strings.TrimSpace(c.Owners[0])
	if o == "" || strings.HasPrefix(o, "@") || p.known(o) {
		return false
	}
	if thing, ok := p.thingOwners[o]; ok {
		return thing
	}
	if p.thingOwners == nil {
		p.thingOwners = map[string]bool{}
	}
	// (Asked once a name: each of a name's lines would scan the notes again.)
	p.thingOwners[o] = p.writtenAsThing(o)
	return p.thingOwners[o]
}

// writtenAsThing: the notes write o after a preposition of place or
// means, not as a person's possessive.
func (p *parser) writtenAsThing(o string) bool {
	// The thing is written as the owner is, capital and all: a person
	// named Grant is no "grant" applied for "in grant season".
	re, err := regexp.Compile(`\b(?i:on|in|via|into|onto|using|through)\s+(?i:the\s+)?` + regexp.QuoteMeta(o) + `\b`)
	if err != nil {
		return false
	}
	text := p.notesText()
	for _, loc := range re.FindAllStringIndex(text, -1) {
		rest := text[loc[1]:]
		if strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") {
			// "in Dana's draft": the person's thing, the person still.
			continue
		}
		return true
	}
	return false
}

// reLinkPlaceholder: a to-do mark whose only object is a link the
// note-taker means to add to the notes ("[TODO: Link to slides?]",
// "(TODO: slides link)",
// "<TODO: link!>", "TODO: add link"): the notes' own gap, not the team's
// work.
var reLinkPlaceholder = regexp.MustCompile(`(?i)[\[<(]?\s*\b(?:todo|tbd|tk)\b\s*[:：-]?\s*(?:add|insert|paste|put)?\s*(?:a|the)?\s*(?:(?:slides?|slide\s+deck|deck|docs?|document|video|recording|issue|pr|presentation|paper|notes|agenda|repo|github)\s+)?links?\b(?:\s+(?:to|for)\s+[^\]>)?!.]{1,40})?\s*[?!.]*\s*(?:[\]>)]|$)`)

// withoutLinkPlaceholder: text with its link placeholders taken out.
func withoutLinkPlaceholder(text string) string {
	if !strings.Contains(strings.ToLower(text), "link") {
		return text
	}
	return reLinkPlaceholder.ReplaceAllString(text, " ")
}

// enLinkPlaceholder: the line's only mark of work is a link placeholder
// (reLinkPlaceholder): without it nothing of the line reads as work.
func (p *parser) enLinkPlaceholder(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if len(c.Owners) > 0 || extract.HasHangul(n.Text) {
		return false
	}
	text := stripInline(n.Text)
	if !reLinkPlaceholder.MatchString(text) {
		return false
	}
	rest := strings.TrimSpace(reLinkPlaceholder.ReplaceAllString(text, " "))
	return rest == "" || p.commitment(rest, false) == nil && !workVerbFirst(rest) && !reMarkerWord.MatchString(rest)
}

// reMarkerWord: another action mark left on the line once the placeholder
// is gone.
var reMarkerWord = regexp.MustCompile(`(?i)\b(?:todo|action|ai|tbd)\b`)

// reBodyNoun: the last word of a named body of people ("Credential Format
// Comparison SIG", "Journals Task Force", "the Docs working group").
var reBodyNoun = regexp.MustCompile(`(?i)(?:^|\s)(?:sig|wg|tf|task\s*force|working\s+group|sub-?committee|committee|council|board|team|group|squad|chapter|guild)$`)

// reMeetsOnSchedule: a title that sets when a group meets ("meet on
// Wednesdays at 4pm", "meet again October 8", "meet bi-weekly", "resume
// in January"); meeting someone ("meet with the lawyers to …") is work.
var reMeetsOnSchedule = regexp.MustCompile(`(?i)^(?:meet|reconvene|regroup|resume|reconnect)(?:\s+(?:again|on|every|each|weekly|bi-?weekly|monthly|fortnightly|next|at|in|from|after|until|once|twice)\b|\s*$)`)

// reMeetingsResume: the meetings themselves as the subject of a schedule
// ("Meetings return in January", "The call will resume after the
// holidays", "Next week's sync is cancelled").
var reMeetingsResume = regexp.MustCompile(`(?i)^(?:the\s+|our\s+|next\s+week['’]s\s+|next\s+)?(?:meetings?|calls?|syncs?|stand-?ups?)\s+(?:will\s+)?(?:return|resume|restart|pause|continue|move|moves|is\s+cancell?ed|are\s+cancell?ed|be\s+cancell?ed|is\s+moved|are\s+moved|be\s+moved|is\s+held|are\s+held|be\s+held|take\s+place)\b`)

// enMeetingSchedule: the line sets when a group or the meeting itself
// meets — the calendar, no one's task (as enGroupMeetsAgain for "the
// team", here for a named body and for the meetings as subject).
func (p *parser) enMeetingSchedule(i int, c *extract.Candidate) bool {
	if extract.HasHangul(c.Title) {
		return false
	}
	if len(c.Owners) == 1 && reBodyNoun.MatchString(strings.TrimSpace(c.Owners[0])) && reMeetsOnSchedule.MatchString(strings.TrimSpace(c.Title)) {
		return true
	}
	if len(c.Owners) > 0 {
		return false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(p.d.Nodes[i].Text), "*_ "))
	return reMeetingsResume.MatchString(plain)
}
