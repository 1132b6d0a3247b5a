package rules

import (
	"regexp"
	"strings"
)

// reMixedInitials: a person's initials as some minutes write them in
// mixed case ("eP", "JdB", "dJB"): two or three letters, not a word's
// capitalisation ("Re", "Al" — an upper letter then lower ones — stay
// out).
var reMixedInitials = regexp.MustCompile(`^(?:\p{Ll}\p{Lu}|\p{Lu}\p{Ll}\p{Lu}|\p{Ll}\p{Lu}\p{Lu}|\p{Ll}\p{Lu}\p{Ll})$`)

// speakerInitials: w is mixed-case initials the notes use as a speaker's
// prefix ("* eP: I'd like to …") and never as a thing (initialsPerson):
// after an action marker ("ACTION: eP Add inline issues to …") it opens
// the line with its owner, as capital initials do.
func (p *parser) speakerInitials(w string) bool {
	return reMixedInitials.MatchString(w) && !notInitials[w] && p.speaksAs(w) && p.initialsPerson(w)
}

// initialsLead: a line opening on a person's initials and then the work
// ("eP Update subscription type for …", "AC publish an index …" in a list
// of last meeting's actions) is that person's, as after an action marker.
func (p *parser) initialsLead(text string) (owner, rest string) {
	f := strings.Fields(text)
	if len(f) < 3 {
		return "", text
	}
	w := f[0]
	if !(reInitials.MatchString(w) && !notInitials[w] && (p.known(w) || p.initialsPerson(w) && p.speaksAs(w)) || p.speakerInitials(w)) {
		return "", text
	}
	return w, strings.TrimSpace(strings.TrimPrefix(text, w))
}
