package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reEnJoined: a second commitment joined to the first on one line, a
// separator, a name and the words that hand it the work: "…; Bob — close
// stale issues", "…, Carol to draft the PR", "…, and Bob will take the
// notes". "to" hands work only after a comma or semicolon: "meeting with
// Claire and Jeremy to create …" is one task with its people.
var reEnJoined = []*regexp.Regexp{
	regexp.MustCompile(`(?:;|,)\s*(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)()\s*(?:—|–|-|:)\s*(\S.*)$`),
	regexp.MustCompile(`(?:;|,)\s*(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)()\s+to\s+(\S.*)$`),
	regexp.MustCompile(`(?:;\s*|,\s*(?:and\s+)?|\s+and\s+)(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s+(?:will|can|'ll|(takes?))\s+(\S.*)$`),
}

func joinedOwner(title string) []int {
	for _, re := range reEnJoined {
		if m := re.FindStringSubmatchIndex(title); m != nil {
			return m
		}
	}
	return nil
}

// enSplitJoined splits a candidate whose title carries a second person's
// commitment into two: "Alice will schedule the review next week, and
// Bob takes the release notes" is Alice's review and Bob's release notes,
// not one task of Alice's with Bob in its title. The second person must be
// one the notes or the roster know: a capitalised word after "and" is as
// often a product ("…, and GitHub will …").
func (p *parser) enSplitJoined(out []extract.Candidate) []extract.Candidate {
	var add []extract.Candidate
	for k := range out {
		c := &out[k]
		if len(c.Owners) == 0 || extract.HasHangul(c.Title) {
			continue
		}
		for {
			m := joinedOwner(c.Title)
			if m == nil {
				break
			}
			name := strings.TrimPrefix(c.Title[m[2]:m[3]], "@")
			if !p.known(name) || slices.Contains(c.Owners, name) {
				break
			}
			rest := c.Title[m[6]:m[7]]
			if m[5] > m[4] {
				// "Bob takes the release notes": the work is the taking.
				rest = "take " + rest
			}
			second := extract.Candidate{Line: c.Line, Evidence: c.Evidence, Syntax: c.Syntax, Assignee: name, Owners: []string{name}, Problems: c.Problems}
			if !titled(&second, rest) {
				break
			}
			if c.Due != "" && strings.Contains(rest, c.Due) {
				second.Due, c.Due = c.Due, ""
			}
			c.Title = cleanTitle(c.Title[:m[0]])
			add = append(add, second)
			if c.Title == "" {
				break
			}
		}
	}
	if len(add) == 0 {
		return out
	}
	out = append(out, add...)
	slices.SortStableFunc(out, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return out
}
