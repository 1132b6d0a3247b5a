package rules

import (
	"regexp"
	"strings"
)

// After an action marker the owner is not always a person's name opening
// the line: a body of the team ("Action: Engineering team to review …")
// or an offer closing it ("Next step: document the host's role, Sheng is
// happy to help").

// reMarkerBody: a body named by a word or three and a word for a body,
// then "to" or "will" and the work.
var reMarkerBody = regexp.MustCompile(`^((?:[\p{Lu}][\p{L}&-]*\s+){1,3}(?i:team|group|committee|subcommittee|working\s+group|task\s+force|board|council|wg|sig))\s+(?:to|will)\s+(\p{Ll}\S*\s+\S.*)$`)

// reMarkerOffer: a closing clause in which one person offers to do or
// help with the work.
var reMarkerOffer = regexp.MustCompile(`[,;]\s*(?:and\s+)?@?([\p{Lu}][\p{L}'’-]+)\s+(?:is|was)\s+(?:happy|willing|glad)\s+to\s+(?:help|do\s+(?:it|this|that)|take\s+(?:it|this)(?:\s+on)?)\s*[.!]?\s*$`)

// markerOwners reads rest, a marker's text with no owner found so far:
// the owner and the task, or "" when neither form is there.
func (p *parser) markerOwners(rest string) (owner, task string) {
	rest = strings.TrimSpace(rest)
	if m := reMarkerBody.FindStringSubmatch(rest); m != nil && workSlot(m[2]) {
		return strings.Join(strings.Fields(m[1]), " "), m[2]
	}
	if loc := reMarkerOffer.FindStringSubmatchIndex(rest); loc != nil {
		name := rest[loc[2]:loc[3]]
		if !notNames[strings.ToLower(name)] && !p.commonWord(name) {
			return name, strings.TrimSpace(rest[:loc[0]])
		}
	}
	// (enroles.go) "Action: JS run the ablation".
	return initialsTask(rest)
}

// reTrailingTodoOwner: a to-do tag and its owner closing a line inside
// parentheses ("Adding Li to the security groups (Todo, Prasanth)", "…
// (converter, and arch/infra, Todo, Prasanth)"): the text before the
// parentheses is the task.
var reTrailingTodoOwner = regexp.MustCompile(`[(\[,]\s*(?i:todo|to-?do|action(?:\s+items?)?|ai)\s*[,:：-]\s*@?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s*[)\]]\s*[.]?\s*$`)

// reArrowTodoOwner: the same tag after an arrow or a dash closing a
// line ("Metrics dashboard is stale → Action: Alice", "… - AI: Dan").
var reArrowTodoOwner = regexp.MustCompile(`\s(?:→|->|=>|⇒|[-–—])\s*(?i:todo|to-?do|action(?:\s+items?)?|ai)\s*[:：]\s*@?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s*[.]?\s*$`)

// trailingTodoMarker reads that form as a marker: its owner and its
// task.
func trailingTodoMarker(text string) *marker {
	loc := reTrailingTodoOwner.FindStringSubmatchIndex(text)
	if loc == nil {
		loc = reArrowTodoOwner.FindStringSubmatchIndex(text)
	}
	if loc == nil {
		return nil
	}
	task := text[:loc[0]]
	if k := strings.LastIndex(task, "("); k >= 0 && !strings.Contains(task[k:], ")") {
		// "… (converter, and arch/infra, Todo, Prasanth)": the tag sits
		// inside a parenthesis that opened earlier.
		task = task[:k]
	}
	task = strings.TrimSpace(task)
	if task == "" {
		return nil
	}
	return &marker{owner: text[loc[2]:loc[3]], rest: task}
}

// reEnumLead: an enumerator opening a marker's text ("a) Alex announce
// …", "(1) …").
var reEnumLead = regexp.MustCompile(`^\(?(?:[a-h]|\d{1,2})\)\s+`)
