package rules

import (
	"regexp"
	"strings"
)

// Where the person is written before the work in forms other than "Name
// to …" (issue 28, English minutes of teams never read): a label that
// says whom or when the work is for, an assignment, a plan or reported
// speech. Each says what "Dana to draft X" says, and is read as that
// line is — by the same tests of the name, the verb and the section —
// so a team that writes
//
//	- For next session: Dana - draft the FAQ
//	- For Dana: draft the FAQ
//	- Dana's action: draft the FAQ
//	- Assigned to Dana to draft the FAQ
//	- Dana is planning to draft the FAQ
//	- Dana said she'd draft the FAQ
//
// is read as one that writes "Dana to draft the FAQ". A future label's
// time ("For next session") is the deadline when the work names none;
// reported speech stays to confirm (the notes report it).

const leadName = `@?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’-]*)?`

const leadNames = leadName + `(?:\s*(?:,|&|/|\band\b)\s*` + leadName + `){0,3}`

var (
	// reLeadFutureLabel: a label naming a time to come, then the owner
	// and a dash or a colon, then the work.
	reLeadFutureLabel = regexp.MustCompile(`^((?i:for|by|before|until)\s+(?i:the\s+)?(?i:next|this|coming|upcoming)\s+(?i:session|meeting|call|sync|week|sprint|time))\s*[:：]\s*(` + leadNames + `)\s*(?:[-–—]|[:：])\s+(\p{Ll}.*)$`)
	// reLeadForName: "For Dana: draft X", "For Dana and Eli - draft X".
	reLeadForName = regexp.MustCompile(`^(?i:for)\s+(` + leadNames + `)\s*(?:[:：]|\s[-–—])\s+(\p{Ll}.*)$`)
	// reLeadPossessive: "Dana's action: draft X", "Dana's AI - …",
	// "Dana's to-do: …".
	reLeadPossessive = regexp.MustCompile(`^(` + leadName + `)['’]s?\s+(?i:action(?:\s+items?)?|AI|task|to-?do|todo|next\s+steps?|homework)\s*(?:[:：]|\s[-–—])\s+(\p{Ll}.*)$`)
	// reLeadAssignedTo: "Assigned to Dana to draft X", "Assigned to Dana:
	// draft X".
	reLeadAssignedTo = regexp.MustCompile(`^(?i:assigned\s+to|assignee\s*:)\s+(` + leadNames + `)\s*(?:\s(?:to)|[:：]|\s[-–—])\s+(\p{Ll}.*)$`)
	// reLeadPlanning: "Dana is planning to draft X", "Dana and Eli are
	// planning on drafting X" (the latter left to the progressive).
	reLeadPlanning = regexp.MustCompile(`^(` + leadNames + `)\s+(?:is|are)\s+(?:(?:also|now|still)\s+)?planning\s+to\s+(\p{Ll}.*)$`)
)

// The forms enLeadForm reads.
const (
	leadNone = iota
	leadLabel
	leadAssigned
	leadPlanning
	leadReported
)

// enLeadForm rewrites text that writes its owner before the work in one
// of the forms above as "Name to work": the text to read, the label's
// time as the deadline ("" if none) and the form. Text in no such form,
// or whose work after a label is no verb of work ("Alice's AI: done",
// "For Bob: reviewed the PR"), comes back as it is.
func enLeadForm(text string) (out, due string, form int) {
	t := strings.TrimSpace(text)
	if m := reLeadFutureLabel.FindStringSubmatch(t); m != nil && leadWork(m[3]) {
		return m[2] + " to " + m[3], m[1], leadLabel
	}
	for k, re := range []*regexp.Regexp{reLeadForName, reLeadPossessive, reLeadAssignedTo, reLeadPlanning} {
		if m := re.FindStringSubmatch(t); m != nil && leadWork(m[2]) {
			return m[1] + " to " + m[2], "", []int{leadLabel, leadLabel, leadAssigned, leadPlanning}[k]
		}
	}
	if m := reReported.FindStringSubmatch(strings.TrimRight(t, ".! ")); m != nil {
		return m[1] + " will " + m[3], "", leadReported
	}
	return text, "", leadNone
}

// leadWork: the words after a label open with a verb of work (by its
// shape, verbslot.go), not a state, a report or nothing.
func leadWork(rest string) bool {
	k := verbSlot(rest)
	return (k == vsWork || k == vsVerb) && !slotWaitVerbs[strings.ToLower(firstWord(rest))]
}
