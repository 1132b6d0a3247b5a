package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// The words between a person and the work ("@bob agreed to …", "Bob
// Jones can …", "Bob will try to …", "said he'd …"): readers that take
// the owner from the head of a line keep whatever follows as the title,
// and each knows its own few commitment words. Whatever reader took the
// owner, the title is the work, so a commitment still opening it is cut
// here, once, for every reader (TestEnCommitCompositions).

// reTitleCommitLead: a commitment opening a title, any of the ways notes
// write one, then the work's verb (lower case: a title "Will Smith's
// notes" or "Can opener" is no commitment).
var reTitleCommitLead = regexp.MustCompile(`^(?i:(?:has\s+|have\s+)?(?:` +
	`will|shall|can|(?:is|are)\s+to|(?:is|are)\s+going\s+to|plans?\s+to|(?:is|are)\s+planning\s+to|` +
	`(?:said|mentioned|confirmed|noted)\s+(?:that\s+)?(?:he|she|they)(?:['’]d|['’]ll|\s+would|\s+will|\s+can)|` +
	`agreed\s+to|offered\s+to|volunteered\s+to|committed\s+to|promised\s+to|signed\s+up\s+to|stepped\s+up\s+to|` +
	`took\s+(?:on\s+)?(?:an?|the)\s+(?:action(?:\s+item)?|AI)\s+to)\s+)+(\p{Ll})`)

// reTitleProgressive: a progressive opening the title ("is working on
// …").
var reTitleProgressive = regexp.MustCompile(`^(?:is|are)\s+(?:(?:now|still|currently)\s+)?(\p{Ll}+ing)\s+(\S.*)$`)

// reTitleTry: an attempt opening the title ("try to fix …"): cut only
// when a verb of the lists of work follows — "try to get to it" keeps
// its attempt, the only work it names. ("intends to" is kept too: an
// intention, not yet work taken on.)
var reTitleTry = regexp.MustCompile(`^(?i:(?:try|attempt)\s+to)\s+(\p{Ll})`)

// reVagueObject: a verb whose only object is a pronoun ("get to it",
// "look at this"): the attempt is the title's only content.
var reVagueObject = regexp.MustCompile(`^\p{Ll}+(?:\s+(?:to|on|at|into|in|with))?\s+(?:it|this|that|them)\b`)

// enTitleCommitLead cuts a commitment opening the title of c, an action
// whose owner is already read; the work is what is left.
func enTitleCommitLead(c *extract.Candidate) {
	if len(c.Owners) == 0 {
		return
	}
	if m := reTitleCommitLead.FindStringSubmatchIndex(c.Title); m != nil {
		c.Title = c.Title[m[2]:]
	}
	if rest, ok := strings.CutPrefix(c.Title, "owns "); ok {
		// "Bob Jones owns the migration": to own it.
		c.Title = "own " + rest
	}
	if m := reTitleProgressive.FindStringSubmatch(c.Title); m != nil && workingOn(m[1], m[2]) {
		// "@bob is working on updating the docs" (enworkingon.go).
		c.Title = progressiveTitle(m[1], m[2])
	}
	if t := reTitleTry.FindStringSubmatchIndex(c.Title); t != nil && verbSlot(c.Title[t[2]:]) == vsWork && !reVagueObject.MatchString(c.Title[t[2]:]) {
		c.Title = c.Title[t[2]:]
	}
}
