package rules

import (
	"regexp"
	"strings"
)

// reLabelParenOwner: an action label closed by one person in parentheses
// ("Next steps (CH)", "Action items (Priya):").
var reLabelParenOwner = regexp.MustCompile(`\(\s*@?([\p{Lu}][\p{L}'’.-]*)\s*\)\s*[:：]?\s*$`)

// parenLabelOwner: the person an action label names in closing
// parentheses owns the label's list, when the notes know that person —
// listed, or speaking elsewhere as "CH: …".
func (p *parser) parenLabelOwner(title string) string {
	m := reLabelParenOwner.FindStringSubmatch(strings.TrimSpace(stripEmphasis(title)))
	if m == nil || notNames[strings.ToLower(m[1])] {
		return ""
	}
	if p.known(m[1]) || p.speaksAs(m[1]) || givenNameShape(m[1]) && !p.commonWord(m[1]) {
		return m[1]
	}
	return ""
}

// reGivenName: a given name's shape — a capital and three to twelve lower
// case letters ("Max", "Priya"), no acronym ("SIG", "TSC"), month or day.
var (
	reGivenName = regexp.MustCompile(`^[\p{Lu}][\p{Ll}]{2,11}$`)
	reMonthWord = regexp.MustCompile(`(?i)^(?:` + enMonth + `|` + enDay + `)$`)
)

// givenNameShape: w, alone in an action label's closing parentheses
// ("Next steps (Max):"), reads as the person the list is for.
func givenNameShape(w string) bool {
	return reGivenName.MatchString(w) && !reMonthWord.MatchString(w)
}

// reBareActionLabel: a list item that is only the word "Action" and a
// colon ("* Action:"), heading the items nested under it as its actions;
// also "AR:" / "ARs:" ("action required", labelforowner.go), in capitals only
// — "Ar" or "ar" is a word or a name.
var reBareActionLabel = regexp.MustCompile(`^(?:\*\*|__)?(?:(?i:action|ai)|ARs?|A/R)(?:\*\*|__)?\s*[:：](?:\*\*|__)?\s*$`)
