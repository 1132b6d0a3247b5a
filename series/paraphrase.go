package series

import (
	"regexp"
	"strings"
)

// sharesSubject: two lines of one person, each naming words of its own,
// share enough subject words to be possibly one task told twice — three
// at least ("asked npm about adding support info to the UI" / "talked to
// npm about showing package support info"); one or two ("Tokyo") name a
// place or a topic of several tasks. Not when each swaps one word of the
// other for one of its own ("renew the api.example.com / www.example.com
// certificate", "book a hotel / flights to Tokyo for the summit"): the
// swapped word is the object, and they are two.
func sharesSubject(a, b, shared []string) bool {
	return len(shared) >= 3 && (len(a)-len(shared) > 1 || len(b)-len(shared) > 1)
}

// reSentenceStart is a capitalised word that opens a sentence or what
// follows a colon inside a title ("… for modules. They have a backlog",
// "Action item (for the group): Document which …"): capitalised by the
// grammar, not a name. A word with a capital inside (iOS, GitHub) or a
// digit is left as it is.
var reSentenceStart = regexp.MustCompile(`([.!?:;]\s+)(\p{Lu})(\p{Ll}+)\b`)

// sentenceStartsLowered is s with the words that open a sentence inside
// it in lower case, so that they count as words, not names: a name
// read there would set the line apart from any task that lacks it.
func sentenceStartsLowered(s string) string {
	return reSentenceStart.ReplaceAllStringFunc(s, func(m string) string {
		g := reSentenceStart.FindStringSubmatch(m)
		return g[1] + strings.ToLower(g[2]) + g[3]
	})
}
