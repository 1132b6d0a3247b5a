package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A task named first and its people after a colon, in a list of actions:
// "- Venue booking: Sam", "2. level design: Leah and Casey". Who takes
// the work is what the colon opens when all it opens is people the notes
// know; a label before a colon is otherwise its owner ("Sam: book the
// venue") or a topic ("Venue: booked").

// reTaskColonNames: the task, a colon, then what follows it.
var reTaskColonNames = regexp.MustCompile(`^([^:：]{3,80}?)\s*[:：]\s+([^:：]{2,80})$`)

// reFieldLabelEnd: a label that is a field of an item, not a task.
var reFieldLabelEnd = regexp.MustCompile(`(?i)(?:^|\W)(?:owners?|assignees?|assigned(?:\s+to)?|responsible|lead|leads|who|due(?:\s+date)?|deadline|eta|status|priority|by|contact|poc|point\s+of\s+contact)$`)

// taskThenOwners reads item i of an action list as "task: people".
func (p *parser) taskThenOwners(n doc.Node, text string) *extract.Candidate {
	if n.Kind != doc.ListItem {
		return nil
	}
	m := reTaskColonNames.FindStringSubmatch(strings.TrimSpace(stripInline(text)))
	if m == nil {
		return nil
	}
	task, who := strings.TrimSpace(m[1]), strings.TrimRight(strings.TrimSpace(m[2]), ".")
	if extract.HasHangul(text) || len(strings.Fields(task)) > 6 || reFieldLabelEnd.MatchString(task) || p.known(task) || p.allPeople(splitOwners(task), true) {
		// (A field, "Owner: Dana", "… — owner: Jo", names the owner of
		// the item it belongs to; Korean "X 담당: Y" is a role.)
		return nil
	}
	owners := splitOwners(who)
	if len(owners) == 0 || len(owners) > 4 {
		return nil
	}
	for _, o := range owners {
		l := strings.ToLower(o)
		if len(strings.Fields(o)) > 3 || notNames[l] || groupOwners[l] || commonLower[l] || enImperatives[l] || reSlotNoWork.MatchString(o) {
			return nil
		}
		// A person the notes know, or a capitalised name they write
		// again (the team's members in notes with no roll call).
		if !p.known(o) && !p.committer(o) && !(unicode.IsUpper([]rune(o)[0]) && p.recurs(o)) {
			return nil
		}
	}
	c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "task-colon-owners"}
	if !titled(c, task) {
		return nil
	}
	return c
}
