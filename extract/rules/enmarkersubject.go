package rules

import (
	"regexp"
	"strings"
)

// After an action label, the minutes of boards and volunteer groups write
// the owner first and then a verb the "Name to …" reading does not take
// (issue 28: community chapters, house projects, volunteer boards):
//
//   - a modal or a stated intention: "AI: board should add the alias",
//     "AI: Board intends to create a skeleton", "Action: Sam needs to
//     book the room";
//   - a progressive: "AI: Dana is moving the wiki" (work under way is
//     still the action's);
//   - a dash glued to the owner: "AI: board- get the list of services";
//   - a present tense of a verb of work: "AP: Kim takes care of the keys".
//
// The label already says the line is an action, so only who owns it is
// read here; the first words are that owner only when they are a person
// the notes know, someone who commits elsewhere, or an office (board,
// treasurer); a capitalised word also counts unless the verb is "is" or
// "are", where a topic's state reads the same ("Wiki is moving").
var reMarkerSubjectVerb = regexp.MustCompile(`^@?([\p{L}][\p{L}'’.-]{0,30}(?:\s*(?:,|&|\+|/|\band\b)\s*@?[\p{L}][\p{L}'’.-]{0,30})*)(?:\s*[-–—]\s+|\s+(should|must|shall|needs?\s+to|has\s+to|have\s+to|intends?\s+to|plans?\s+to|is|are|\p{Ll}{2,}s)\s+)(\p{Ll}.*)$`)

// reOfficeWord: an office or body named alone ("board", "Treasurer").
var reOfficeWord = regexp.MustCompile(`(?i)^(?:the\s+)?` + enOffice + `$`)

// markerSubjectVerb reads that owner and the work, or "" when the line
// has no such opening.
func (p *parser) markerSubjectVerb(rest string) (string, string) {
	m := reMarkerSubjectVerb.FindStringSubmatch(strings.TrimSpace(rest))
	if m == nil {
		return "", ""
	}
	verb, work := strings.ToLower(m[2]), m[3]
	// A progressive only names a person the notes know: "Wiki is
	// moving" is a topic's state.
	firm := verb != "is" && verb != "are"
	switch {
	case verb == "is" || verb == "are":
		// Only "is V-ing": "Dana is away" or "is done" tells a state.
		if w := strings.Fields(work)[0]; !strings.HasSuffix(w, "ing") {
			return "", ""
		}
		work = verb + " " + work
	case strings.HasSuffix(verb, "s") && !strings.HasSuffix(verb, " to") && verb != "is":
		stem := strings.TrimSuffix(verb, "s")
		if !workVerb(stem) && !workVerb(strings.TrimSuffix(stem, "e")) && stem != "take" {
			return "", ""
		}
		work = verb + " " + work
	}
	owners := splitOwners(m[1])
	if len(owners) == 0 {
		return "", ""
	}
	for _, o := range owners {
		if notNames[strings.ToLower(o)] {
			return "", ""
		}
		if p.known(o) || p.committer(o) || reOfficeWord.MatchString(o) || firm && p.personLike(o, false) {
			continue
		}
		return "", ""
	}
	return strings.Join(owners, ", "), work
}
