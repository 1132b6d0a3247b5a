package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A heading that files updates and next steps together ("Updates & next
// steps", "Status / next steps", "Progress and plans") holds both kinds
// of line: under it, an item that opens by reporting — a past-tense verb
// ("finished the Helm chart refactor"), a verb in -ing with no auxiliary
// ("reviewing the RBAC PR") or an absence ("on vacation until Dec 1",
// "out Thursday") — is an update, not a next step; the items that name
// what comes next ("next: add schema validation", "will write the
// guide", "investigate the leak") stay actions.
var (
	reMixedStatusWord  = regexp.MustCompile(`(?i)\b(?:updates?|status|progress|reports?|round-?robin|check-?ins?)\b`)
	reMixedNextWord    = regexp.MustCompile(`(?i)\b(?:next\s+steps?|next|plans?|to-?dos?|action\s+items?|actions)\b`)
	reReportOpening    = regexp.MustCompile(`(?i)^(?:\p{L}{2,}ed|did|made|wrote|sent|got|took|ran|began|built|found|met|spent|shipped|\p{L}{3,}ing|on\s+(?:vacation|leave|holiday|pto|sick\s+leave)|out|off|ooo|away)\b`)
	reReportNotOpening = regexp.MustCompile(`(?i)^(?:need|embed|feed|seed|bring|string|ping|ring|spring|sing|shed|bed|red|speed|breed|proceed|exceed|succeed)\b`)
)

// reportUnderMixedHeading: node i is a list item that reports, under a
// heading of updates and next steps.
func (p *parser) reportUnderMixedHeading(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 {
		return false
	}
	mixed := false
	for s := n.Section; s != nil; s = s.Parent {
		t := stripInline(s.Title)
		if reMixedStatusWord.MatchString(t) && reMixedNextWord.MatchString(t) {
			mixed = true
			break
		}
		if s.Level < 7 {
			break
		}
	}
	if !mixed {
		return false
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if m := reNameLead.FindStringSubmatch(text); m != nil && p.known(m[1]) {
		// "- Alice: finished …".
		text = strings.TrimSpace(m[2])
	}
	return reReportOpening.MatchString(text) && !reReportNotOpening.MatchString(text)
}
