package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Particles after a Korean name that make it the subject of the clause,
// and those that make it the one the work goes to.
var (
	koSubjectParticles   = []string{"께서", "이가", "이는", "이", "가", "은", "는"}
	koRecipientParticles = []string{"께", "에게", "한테"}
)

// koNameParticle finds name in text followed by an optional space, an
// optional honorific (님, 씨), an optional space and one of particles,
// closed by a space or the end of text. With wordStart the name must
// also open a word. It returns the span from the name to the particle's
// end. A scan, not a regexp built per name: it runs once per candidate.
func koNameParticle(text, name string, particles []string, wordStart bool) (start, end int, ok bool) {
	if name == "" {
		return 0, 0, false
	}
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], name)
		if i < 0 {
			return 0, 0, false
		}
		i += from
		from = i + len(name)
		if wordStart && i > 0 {
			if r, _ := utf8.DecodeLastRuneInString(text[:i]); !unicode.IsSpace(r) {
				continue
			}
		}
		j := skipOneSpace(text, i+len(name))
		for _, h := range []string{"님", "씨"} {
			if strings.HasPrefix(text[j:], h) {
				j += len(h)
				break
			}
		}
		j = skipOneSpace(text, j)
		for _, p := range particles {
			if !strings.HasPrefix(text[j:], p) {
				continue
			}
			e := j + len(p)
			if e == len(text) {
				return i, e, true
			}
			if r, _ := utf8.DecodeRuneInString(text[e:]); unicode.IsSpace(r) {
				return i, e, true
			}
		}
	}
	return 0, 0, false
}

// skipOneSpace steps over one white-space rune at i, if there is one.
func skipOneSpace(s string, i int) int {
	if r, n := utf8.DecodeRuneInString(s[i:]); n > 0 && unicode.IsSpace(r) {
		return i + n
	}
	return i
}
