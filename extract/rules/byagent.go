package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/dates"
)

// reByAgent: a passive future whose agent the line names ("On-boarding of
// new members will be done by Sarah and Konrad", "… is to be drafted by
// Ana", "A proposal will be made by Project Leaders"): the agents own the
// work, every one of them.
var reByAgent = regexp.MustCompile(`\b(?i:will|to|shall)\s+be\s+(?:\p{Ll}+ly\s+)?\p{Ll}+(?:ed|en|ne|wn|de|t)\s+by\s+(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?(?:\s*(?:,|\band\b|&|\+|/)\s*@?[\p{Lu}][\p{L}'’-]+){0,4})\b`)

// byAgentOwners: the people a passive future names as its agents, or
// nil; each must be someone the notes know or written as a name (no
// "the Board": a body stays with the rules that read bodies).
func (p *parser) byAgentOwners(plain string) []string {
	m := reByAgent.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	owners := splitOwners(m[1])
	if len(owners) == 0 {
		return nil
	}
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		if notNames[strings.ToLower(o)] || dates.IsCalendarName(o) || reAcronym.MatchString(o) && !p.known(o) {
			return nil
		}
		for _, w := range strings.Fields(o) {
			// "by Project Leaders" is a body written as a name; "by
			// Sarah Friday" is Sarah and a day.
			if dates.IsCalendarName(w) {
				return nil
			}
		}
	}
	return owners
}
