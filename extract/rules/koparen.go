package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// koParenPerson: in a Korean line, a word in parentheses owns the work
// only if it looks like a person — a name the notes or roster know, a
// Korean full name, a group, an @handle or a capitalised given name
// ("Kai"). "(fine-tuned)", "(API)", "(v2)" qualify the work.
func (p *parser) koParenPerson(o string, raw string) bool {
	name := strings.TrimPrefix(o, "@")
	if name == "" {
		return false
	}
	if extract.HasHangul(name) {
		// Hangul words ("(태민님)", "(선택)") are judged where they are
		// read (koPerson, the two-syllable remark rule).
		return true
	}
	if strings.Contains(raw, "@"+name) || p.personLike(name, true) {
		return true
	}
	// A name by its shape only (personLike's weak reading: capitalised,
	// no known non-name), written as a given name is: "Kai", not "API".
	if !p.personLike(name, false) {
		return false
	}
	_, size := utf8.DecodeRuneInString(name)
	lower := false
	for _, c := range name[size:] {
		switch {
		case unicode.IsLower(c):
			lower = true
		case unicode.IsLetter(c) || c == '\'' || c == '.' || c == '-':
		default:
			return false
		}
	}
	return lower
}
