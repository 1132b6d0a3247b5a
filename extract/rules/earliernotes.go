package rules

import (
	"regexp"

	"github.com/axagent/axagent/extract/doc"
)

// reEarlierNotes: a heading over a copy of an earlier meeting's notes,
// kept for context at the foot of this meeting's ("## Previous Notes",
// "### Notes from previous meeting", "Last meeting's minutes", "Recap of
// the last call", or the bare "## Previous Meeting" over that meeting's
// topics and their next steps, restated for context). What it lists was
// said or done then: no new work, however worded. (A review of earlier actions is another thing — its
// items are read as restated: restates.go.)
var reEarlierNotes = regexp.MustCompile(`^(?:(?:previous|last|prior|earlier)\s+(?:(?:meeting|call|session|week)(?:['’]?s)?\s+)?(?:notes|minutes|recap)|(?:the\s+)?(?:previous|prior)\s+(?:meeting|call|session)|(?:notes|minutes|recap)\s+(?:from|of)\s+(?:the\s+)?(?:previous|last|prior|earlier)\s+(?:meeting|call|session|week)(?:['’]?s)?)$`)

// earlierNotes: section s, or a section it sits in, copies an earlier
// meeting's notes.
func earlierNotes(s *doc.Section) bool {
	for a := s; a != nil; a = a.Parent {
		if reEarlierNotes.MatchString(normHeading(a.Title)) {
			return true
		}
	}
	return false
}
