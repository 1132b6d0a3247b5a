package extract

import (
	"strings"
	"unicode"
)

// DetectLang says "ko" when Hangul is a real share of the letters (Korean
// notes are full of English code words; a Hangul syllable carries about as
// much as three Latin letters), else "en". The plan's messages and the
// evaluation's per-language figures both use it.
func DetectLang(notes []byte) string {
	var hangul, latin int
	for _, r := range string(notes) {
		switch {
		case unicode.Is(unicode.Hangul, r):
			hangul++
		case r < 128 && unicode.IsLetter(r):
			latin++
		}
	}
	if hangul*3 >= latin/4 && hangul > 0 {
		return "ko"
	}
	return "en"
}

// HasHangul: s holds at least one Hangul letter — a Korean line, however
// much English it quotes.
func HasHangul(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Hangul, r) })
}
