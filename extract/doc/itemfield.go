package doc

import "regexp"

// A tracker-style field written on its own line under a list item, indented
// to the item's text ("1. Add a canary stage\n   Owner: Bruno\n   Due: Jun
// 26"), belongs to that item: it is no pseudo heading over the items that
// follow, which would hand its owner or deadline to them.

// reItemField: an owner, deadline or status field and its value.
var reItemField = regexp.MustCompile(`^(?i:owners?|assignees?|assigned\s+to|due(?:\s+date)?|deadline|target(?:\s+date)?|eta|status|priority|담당자?|기한|마감)\s*[:：]\s*\S`)

// itemField: line trim, indented by indent, is such a field under the item
// (or the item's continued text) just above it.
func itemField(d *Document, trim string, indent int) bool {
	if indent == 0 || !reItemField.MatchString(trim) || len(d.Nodes) == 0 {
		return false
	}
	j := len(d.Nodes) - 1
	prev := d.Nodes[j]
	if prev.Kind == Paragraph && prev.Cont && prev.Parent >= 0 {
		prev = d.Nodes[prev.Parent]
	}
	return prev.Kind == ListItem && prev.Indent < indent
}
