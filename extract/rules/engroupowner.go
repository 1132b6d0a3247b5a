package rules

// A group of people named by what they are in the organisation, written
// in lower case after its qualifier ("Board members to return the
// forms", "All Members: review …", "the volunteers will set up …"): the
// group as written owns the work, as a team name does. Found on
// makerspace-board and student-team minutes (issue 28, en-trials4).

import (
	"regexp"
	"strings"
)

// enPeopleGroup: an optional "the"/"all", up to two capitalised
// qualifiers, and a plural noun of people (none that is also a verb:
// "Dana leads …", "Sam volunteers to …").
const enPeopleGroup = `(?:(?i:the|all)\s+)?(?:[\p{Lu}][\p{L}-]*\s+){0,2}(?i:members|officers|directors|trustees|organi[sz]ers|mentors|students|coordinators|reviewers|maintainers|developers|representatives|reps|parents|teachers|tutors|advisors|advisers)`

var rePeopleGroup = regexp.MustCompile(`^` + enPeopleGroup + `$`)

// groupWithoutWork: a group of people whose words after the modal open
// with no verb of work ("New members will form the core of …", "TSC
// members will predominantly make …"): what the group is or usually
// does, not a task given to it.
func groupWithoutWork(name, rest string) bool {
	return rePeopleGroup.MatchString(name) && !workVerb(strings.ToLower(firstWord(rest)))
}
