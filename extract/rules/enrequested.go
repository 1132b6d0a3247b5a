package rules

// A request reported with its subjunctive ("Staff requested that the
// City Attorney review the lease", "Ruiz asked that the Finance Director
// prepare a summary"): the person or office asked does the work; the
// bare verb is the request's "will". Found on city and nonprofit board
// minutes (issue 28, a known leftover of earlier rounds).

import (
	"regexp"
	"strings"
)

// reRequestedThat: the reporting verb, "that", an optional article, one
// to three capitalised words, then a verb in its base form.
var reRequestedThat = regexp.MustCompile(`\b((?i:requested|asked|directed|recommended|moved))\s+that\s+((?i:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+(\p{Ll}+)\b`)

// requestedThat writes the bare verb of a reported request as "will"
// and the verb, when the verb is one of work.
func requestedThat(text string) string {
	m := reRequestedThat.FindStringSubmatchIndex(text)
	if m == nil || !workVerb(text[m[6]:m[7]]) {
		return text
	}
	// ("the City Attorney": the office is read as its name.)
	subject := text[m[4]:m[5]]
	if f := strings.Fields(subject); strings.EqualFold(f[0], "the") {
		subject = strings.Join(f[1:], " ")
	}
	return text[:m[4]] + subject + " will " + text[m[6]:]
}

// reTitleBefore: a courtesy or academic title closing the text before a
// clause ("… Mr.", "Dr."), its stop taken for a sentence's end.
var reTitleBefore = regexp.MustCompile(`(?:^|[\s(])(Mr|Mrs|Ms|Mx|Dr|Prof)\.\s*$`)

// reTitleLead: the same title opening an owner as written.
var reTitleLead = regexp.MustCompile(`^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.\s+`)

// reOfficeBeforeName: "The Fundraising Coordinator " (one to three
// capitalised words after the article) before the rest of the sentence,
// which opens with the person's name.
var reOfficeBeforeName = regexp.MustCompile(`^(?:The|Our)\s+(?:\p{Lu}[\p{L}-]*\s+){1,3}?(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+\s+\p{Ll}.*)$`)
