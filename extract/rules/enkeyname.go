package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// An English line "key: Full Name" names a person for the key. When the
// key opens with a verb of work ("Draft the survey: Omar Haddad") the
// person owns that work, the form "Omar Haddad: Draft the survey" other
// readings take. Otherwise the key is a role or a slot ("Facilitator:
// Omar Haddad", "Minutes taker: Jinghan Gao", "Scribe: Bingkun Li"):
// who does what at a meeting, no task — before, "Facilitator" owned a
// task titled "Omar Haddad". A key that is neither is left as it was.

// reKeyFullName: a key, a colon and a name of two or three capitalised
// words and nothing else.
var reKeyFullName = regexp.MustCompile(`^\s*[*_]*([A-Za-z][^:：]{1,60}?)[*_]*\s*[:：]\s*[*_]*((?:[\p{Lu}][\p{Ll}'’-]+)(?:\s+[\p{Lu}][\p{Ll}'’-]+){1,2})[*_]*\s*\.?\s*$`)

// reSlotRole: a role at a meeting or in the group, the whole key
// ("Facilitator", "Minutes taker", "Vice Chair", "Point of contact").
// Any other key before a name ("Budget report: Jane Doe") is left to the
// readings of work and owner.
var reSlotRole = regexp.MustCompile(`(?i)^(?:(?:vice|co|deputy|acting|interim|assistant|executive|program|project|release|community|technical)[\s-]+)?(?:scribe|facilitator|moderator|host|co-?host|note[\s-]?taker|notes|minutes(?:\s+taker)?|time\s?keeper|presenter|speaker|guest|attendee|driver|champion|sponsor|(?:point\s+of\s+)?contact|poc|backup|` + enOffice + `)s?$`)

// keyNameItems rewrites or sets aside the lines of d written as "key:
// Full Name".
func keyNameItems(d *doc.Document) {
	for i, n := range d.Nodes {
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > 160 || extract.HasHangul(n.Text) {
			continue
		}
		m := reKeyFullName.FindStringSubmatch(stripInline(n.Text))
		if m == nil {
			continue
		}
		key, name := strings.TrimSpace(m[1]), m[2]
		if workVerbFirst(key) && len(strings.Fields(key)) >= 2 {
			d.Nodes[i].Text = name + ": " + key
			continue
		}
		if reSlotRole.MatchString(key) {
			// No words left to read; the item stays in the tree.
			d.Nodes[i].Text = ""
		}
	}
}

// nounLabelOverItems: list item i ends with a colon, holds nested items
// and opens with no verb of work or commitment ("- Group meeting:" over "
// - Scribe: …", "- Time: …"): a label of what is under it, no task.
func (p *parser) nounLabelOverItems(i int, plain string) bool {
	n := p.d.Nodes[i]
	t := strings.TrimSpace(strings.Trim(plain, "*_ "))
	if n.Kind != doc.ListItem || !p.hasChildren(i) || extract.HasHangul(t) || len(t) > 60 || !(strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")) {
		return false
	}
	t = strings.TrimRight(t, ":： ")
	if workVerbFirst(t) || reCommit.MatchString(t) || len(strings.Fields(t)) > 4 {
		return false
	}
	// Items under it, each a field ("Scribe: …", "Time: 26 Aug"): a
	// record. A label over steps or details may be the task itself.
	fields := 0
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || m.Parent != i {
			break
		}
		if t := strings.TrimSpace(stripInline(m.Text)); t != "" && !reShortField.MatchString(t) {
			return false
		}
		fields++
	}
	return fields > 0
}

// reShortField: a short key, a colon and a short value, or none ("Time:
// 26 Aug 3-4pm", "Scribe:", "Location: Zoom").
var reShortField = regexp.MustCompile(`^[*_]*[A-Za-z][A-Za-z /-]{0,24}[*_]*\s*[:：]\s*[^:：]{0,40}$`)
