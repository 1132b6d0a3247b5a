package rules

import (
	"regexp"
	"strings"
)

// A name closed by a full stop, then the task as an instruction:
// "**Dana Smith.** Update the list of projects.", "ACTION: Dana Smith.
// Clarify the wording." Minutes that file actions by person write the
// owner as a label this way as others write "Dana Smith: Update …"; the
// period ends the label, not a sentence that is only a name.

// reNameDot: a label of one to three capitalised words, bold or not,
// closed by a full stop, after the line's start or an action marker, and
// the words after it.
var reNameDot = regexp.MustCompile(`^((?:\*\*|__)?(?:[A-Za-z][A-Za-z ]{0,20}[:：]\s*(?:\*\*|__)?\s*)?(?:\*\*|__)?)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\.((?:\*\*|__)?)\s+(\p{Lu}\p{Ll}+)(.*)$`)

// nameDotLabel rewrites "Name. Verb …" as "Name: Verb …" when the notes
// know Name as a person (an attendee, someone who commits elsewhere in
// them) and what follows opens with a verb of work.
func (p *parser) nameDotLabel(text string) string {
	if !strings.Contains(text, ". ") && !strings.Contains(text, ".** ") && !strings.Contains(text, ".__ ") {
		return text
	}
	m := reNameDot.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return text
	}
	name, verb := m[2], strings.ToLower(m[4])
	if notNames[strings.ToLower(name)] || !(enImperatives[verb] || enImperativesMore[verb] || enWorkVerbs[verb] || strings.HasSuffix(verb, "ify") || strings.HasSuffix(verb, "ise") || strings.HasSuffix(verb, "ize")) {
		return text
	}
	if !p.known(name) && !p.committer(name) {
		return text
	}
	return m[1] + name + ":" + m[3] + " " + m[4] + m[5]
}
