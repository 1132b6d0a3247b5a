package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
)

// A line whose "task" is only a link ("Vulnerability Review -
// https://…/issues", a standing agenda item and where it is tracked)
// names no work; read as "Owner - task" it makes the topic a person.
// Only a person the notes know keeps it ("Dana - https://…/pull/12":
// Dana's pull request to see to).

// linkOnlyTask: candidate c's title is links only (reLinkOnly) and its
// owners are no people the notes know.
func (p *parser) linkOnlyTask(c *extract.Candidate) bool {
	if !reLinkOnly.MatchString(strings.TrimSpace(c.Title)) {
		return false
	}
	for _, o := range c.Owners {
		if p.known(o) {
			return false
		}
	}
	return true
}
