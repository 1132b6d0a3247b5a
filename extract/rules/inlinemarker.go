package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Notes pasted from a shared document ("Copy as Markdown") escape their
// brackets ("\[todo\] …"), and notetakers who tag lines with a search key
// put the tag where the action starts, often after a sentence of
// discussion ("Agenda is full. [todo] Kim will open a thread"). Both are
// the explicit action marker of markerItem, written differently.

// reEscapedBracket: a Markdown-escaped bracket.
var reEscapedBracket = regexp.MustCompile(`\\([\[\]])`)

// unescapeBrackets turns "\[todo\]" into "[todo]".
func unescapeBrackets(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return reEscapedBracket.ReplaceAllString(s, "$1")
}

// reInlineMarker: a bracketed action tag inside a line, after a sentence
// or clause boundary, with the action following it.
var reInlineMarker = regexp.MustCompile(`(?:[.!?;,:)]|\s[-–—])\s+\[\s*(?i:todo|to-?do|action(?:\s+items?)?|ai)\s*\]\s*[:：-]?\s*(\S.*)$`)

// inlineMarker recognises "… . [todo] Kim will open a thread": the text
// after the tag is a marker's rest. A tag at the start of the line is
// markerItem's.
func inlineMarker(text string) *marker {
	if m := reBracketMarker.FindStringSubmatch(text); m != nil {
		return &marker{rest: strings.TrimSpace(m[1])}
	}
	if strings.Contains(text, "***") {
		// "****ACTION****: …": a label bolded twice over is bold.
		text = reStarRun.ReplaceAllString(text, "**")
	}
	if m := reBoldMarker.FindStringSubmatchIndex(text); m != nil && !boldLabelInSentence(text, m) {
		// (enconnectives.go)
		return &marker{rest: strings.TrimSpace(text[m[2]:m[3]])}
	}
	m := reInlineMarker.FindStringSubmatch(text)
	if m == nil {
		return inlineAbbrevMarker(text)
	}
	return &marker{rest: strings.TrimSpace(m[1])}
}

// reInlineAbbrev: the upper-case abbreviation of an action label ("AI",
// "AP" for action point) with its colon, after a sentence ends: "Should
// we copy the keys? AP: Kim takes care of it". Written in capitals and
// followed by a colon it is no word of the sentence.
var reInlineAbbrev = regexp.MustCompile(`[.!?)]\s+(?:AIs?|APs?)\s*[:：]\s*(\S.*)$`)

// reNextAbbrev: a further label on the same line, which starts another
// action ("AP: Dana to get a scope. AP: Everyone watches the walls").
var reNextAbbrev = regexp.MustCompile(`[.!?]?\s+(?:AIs?|APs?)\s*[:：]\s`)

// inlineAbbrevMarker reads the first such label; the work ends where the
// next label begins.
func inlineAbbrevMarker(text string) *marker {
	m := reInlineAbbrev.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	rest := m[1]
	if loc := reNextAbbrev.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	return &marker{rest: strings.TrimSpace(rest)}
}

// reStarRun: three or more asterisks.
var reStarRun = regexp.MustCompile(`\*{3,}`)

// boldLabelInSentence: a bold action label with no colon after it that a
// word runs into ("Notekeeper takes note of **ACTION** points") is the
// word in the sentence, not a marker; after a boundary ("… bigger? -
// **Action** NickB to …") or with a colon it marks the action.
func boldLabelInSentence(text string, m []int) bool {
	if strings.ContainsAny(text[m[0]:m[2]], ":：") {
		return false
	}
	before := strings.TrimSpace(text[:m[0]])
	r, _ := utf8.DecodeLastRuneInString(before)
	return before != "" && unicode.IsLetter(r)
}

// reBracketMarker: an action label and its task closed in brackets
// inside a paragraph or item ("… we agreed (Action: open an issue for
// the flaky test)", "[Action: Dana to file the bug]"): the bracketed
// part is the action, the text around it is context.
var reBracketMarker = regexp.MustCompile(`[(\[]\s*(?i:todo|to-?do|action(?:\s+items?)?|ai)\s*[:：]\s*([^()\[\]]*\S)\s*[)\]]`)

// reActionFor: a marker's rest that names whom the action is for
// ("Action item for Kim to gather …", "Action for Kim: gather …").
var reActionFor = regexp.MustCompile(`^(?i:action(?:\s+items?)?|task)\s+(?i:for)\s+(@?[\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*)?)\s*(?:to\s+|[:：-]\s*)(\S.*)$`)

// reActionHere: a marker's rest that restates that it is one ("The action
// here is to open …", "Action item to create …"): the task follows.
var reActionHere = regexp.MustCompile(`^(?i:(?:the\s+)?(?:action(?:\s+items?)?|next\s+(?:step|action)|task)(?:\s+here)?\s+(?:is\s+)?to)\s+(\S.*)$`)

// markerOwnerFor reads "Action item for Kim to …" in a marker's rest: the
// owner and the task.
func markerOwnerFor(m *marker) {
	if m.owner != "" {
		return
	}
	if f := reActionFor.FindStringSubmatch(m.rest); f != nil {
		m.owner, m.rest = f[1], f[2]
		return
	}
	if f := reActionHere.FindStringSubmatch(m.rest); f != nil {
		m.rest = f[1]
	}
}
