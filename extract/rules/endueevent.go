package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Deadlines that board, club and team minutes set by an event of their
// own rather than a date: the end of a period they work in ("before the
// end of the sprint", "by the end of the term"), a gathering or milestone
// named by its noun ("before the AGM", "ahead of the customer webinar",
// "before the code freeze", "by the May meeting", "at the March
// meeting"), and a clause saying when something leaves or is settled
// ("before the notice goes out", "before it is signed"), and a part of
// the day a speaker promises ("I'll reproduce it on staging this
// afternoon"). Each names the point the work must be done by; but the
// last, none has a date, so each stays unresolved for a person to date.

const enEventNoun = `(?:meeting|call|telecon|telcon|teleconference|hangout|con-?call|agm|egm|webinar|announcement|freeze|conference|election|vote|audit|break|holidays?|exams?|midterms?|finals|defen[cs]e|presentation|event|party|deadline|newsletter|hearing|session|retreat|fair|festival|gala|fundraiser|tournament|regatta|season|semester|term|convention|assembly|summit|board|trip|visit|submission|sign-?off|handover|hand-off|go-?live|release|launch|review|renewal|demo|kickoff|kick-off|offsite|workshop|rollout|cut-?over|retro|planning|all-hands|standup|interview|inspection|walkthrough|recital|concert|service|picnic|camp|count|close|closing)`

// reEnDueEvent: the three shapes above, as written.
var reEnDueEvent = regexp.MustCompile(`(?i)[\s,]*\b((?:this|by\s+this)\s+(?:afternoon|morning|evening)|later\s+today|(?:before|by|until|till|prior\s+to)\s+the\s+end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:sprint|iteration|cycle|week|month|quarter|term|semester|season|year|day|meeting|call|session)` +
	`|(?:before|ahead\s+of|prior\s+to)\s+(?:the|our|this|next\s+(?:week|month)['’]s)\s+(?:[\p{L}0-9'’-]+\s+){0,2}` + enEventNoun +
	`|(?:before|ahead\s+of|prior\s+to)\s+(?:[\p{L}0-9'’-]+\s+)?` + enEventNoun + `\s*[.!]?$` +
	// (en-trials40) a meeting still to come, named by when: "at an
	// upcoming meeting", "at next month’s Steering Committee meeting",
	// "in advance of next Panel meeting", and "next meeting" closing the
	// line ("at a future meeting" names no point: TestPersonsNestedStep).
	`|(?:at|by|before|until|in\s+advance\s+of|ahead\s+of|prior\s+to)\s+(?:(?:an?|the|our)\s+)?(?:upcoming|following|next)\s+(?:(?:month|week)['’]s\s+)?(?:[\p{Lu}][\p{L}'’-]*\s+){0,3}(?:meeting|call|session|review|telecon)` +
	`|\bnext\s+(?:meeting|call|session)\s*[.!]?$` +
	`|(?:by|before|at|for|to|until)\s+the\s+` + enMonth + `(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s+(?:[\p{L}-]+\s+)?(?:meeting|session|board\s+meeting)` +
	`|(?:before|ahead\s+of)\s+(?:the\s+(?:[\p{L}-]+\s+){0,2}?(?:notice|announcement|newsletter|email|e-mail|letter|invite|invitation|bulletin|post|contract|agreement|report|survey|release|update|blog\s+post|press\s+release)|it|they)\s+(?:is\s+|are\s+|gets\s+|get\s+)?(?:(?:goes|go)(?:\s+out|\s+live)?|sent(?:\s+out)?|signed|published|posted|live|released|announced|mailed(?:\s+out)?|printed|submitted|filed))\b`)

// enEventDues reads reEnDueEvent in the titles of candidates the other
// rules found, as their due: a deadline of this kind is too common in
// topics and plans ("prepared before the meeting", a parent "before the
// upcoming release") to make a line an action by itself, so it only
// dates work already read as an action. It replaces a due the candidate
// took from its heading or parent ("For next week") and leaves one
// written on its own line. Only a person's work is dated so: an
// owner-less line keeps its words ("Changes to the style guide are
// needed before the release").
func (p *parser) enEventDues(out []extract.Candidate) []extract.Candidate {
	for k := range out {
		c := &out[k]
		if len(c.Owners) == 0 || c.Due != "" && strings.Contains(strings.ToLower(c.Evidence), strings.ToLower(c.Due)) || extract.HasHangul(c.Title) {
			continue
		}
		low := strings.ToLower(c.Title)
		if !strings.Contains(low, "before") && !strings.Contains(low, "ahead") && !strings.Contains(low, "prior") && !strings.Contains(low, "end of") && !strings.Contains(low, "meeting") && !strings.Contains(low, "this ") && !strings.Contains(low, "later today") && !strings.Contains(low, "advance") && !strings.Contains(low, "call") && !strings.Contains(low, "session") {
			continue
		}
		m := reEnDueEvent.FindStringSubmatchIndex(c.Title)
		if m == nil || nounGoesOn(c.Title[m[1]:]) {
			continue
		}
		if w := strings.Fields(strings.ToLower(c.Title[:m[2]])); strings.HasPrefix(strings.ToLower(c.Title[m[2]:]), "next") && len(w) > 0 && (w[len(w)-1] == "to" || w[len(w)-1] == "for" || w[len(w)-1] == "the" && len(w) > 1 && (w[len(w)-2] == "to" || w[len(w)-2] == "for")) {
			// "invite to next meeting", "… to the next meeting", "find a
			// rep for next meeting":
			// where the work leads, not when it is due.
			continue
		}
		title := cleanTitle(c.Title[:m[0]] + " " + c.Title[m[1]:])
		if title == "" {
			continue
		}
		c.Due = strings.TrimSpace(c.Title[m[2]:m[3]])
		c.Title = title
	}
	return out
}

// nounGoesOn: the words after an event's noun go on naming something
// else ("before the meeting days" are days, not the meeting).
func nounGoesOn(after string) bool {
	f := strings.Fields(after)
	if len(f) == 0 || !strings.HasPrefix(after, " ") {
		return false
	}
	w := strings.ToLower(f[0])
	switch w {
	case "and", "or", "so", "to", "if", "when", "on", "at", "in", "with", "for", "by", "because", "but", "as", "-", "–", "—", "once", "next", "this":
		return false
	}
	r := []rune(w)
	return len(r) > 0 && (r[0] >= 'a' && r[0] <= 'z')
}
