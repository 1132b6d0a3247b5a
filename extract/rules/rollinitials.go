package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// en-trials35: minutes kept by a secretary who names each member once in
// the roll, with the initials the minutes then use ("Duncan Dickinson
// (DD)", "Mark Davis (MED)"), and writes every task with those initials
// ("DD to chase up the contract"). The initials are that member's name:
// an acronym the rules otherwise read as a body or a product ("SIG to
// forecast") when no verb of work follows it.

// reRollInitials: a name of two or three capitalised words and, in
// parentheses right after it, two to four capitals.
var reRollInitials = regexp.MustCompile(`([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}.'’-]*){1,2})\s*\(\s*([\p{Lu}]{2,4})\s*\)`)

// rollInitials registers, for each "Full Name (FN)" of an attendance
// roll, the initials as a person's name when they are that name's: they
// open with the first name's initial and hold the surname's after it.
// "Jeff Borek (IBM)", "Marina Moore (NYU)": an employer, not initials.
func (p *parser) rollInitials(text string) {
	if !strings.Contains(text, "(") {
		return
	}
	for _, m := range reRollInitials.FindAllStringSubmatch(text, 16) {
		if nameInitials(m[1], m[2]) {
			p.names[strings.ToLower(m[2])] = true
		}
	}
}

// nameInitials: ini abbreviates name.
func nameInitials(name, ini string) bool {
	w := strings.Fields(name)
	if len(w) < 2 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w[0])
	last, _ := utf8.DecodeRuneInString(w[len(w)-1])
	r, size := utf8.DecodeRuneInString(ini)
	if unicode.ToUpper(first) != r {
		return false
	}
	return strings.ContainsRune(ini[size:], unicode.ToUpper(last))
}
