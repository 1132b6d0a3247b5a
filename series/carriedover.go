package series

import (
	"context"
	"regexp"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reCarryOverLabel: a label that says the items under it are restated
// from an earlier meeting ("Carried forward from previous meeting:",
// "Carried over:", "Rolled over", "Still open", "이월:", "이월 항목",
// "지난주에서 이월된 업무").
var reCarryOverLabel = regexp.MustCompile(`(?i)^(?:carr(?:y|ied)[- ]?(?:over|forward)|carryover|roll(?:ed)?[- ]?over|still\s+open|open\s+from\s+last\s+(?:week|meeting))(?:\s+(?:items?|tasks?|actions?|action\s+items?))?(?:\s+from\s+(?:the\s+)?(?:previous|last|prior)\s+(?:meeting|week|call|session))?$|^(?:(?:지난\s*(?:주|회의)|이전\s*회의)(?:에서|의)?\s*)?이월(?:된|\s*항목|\s*사항)?(?:\s*(?:항목|업무|액션|일|사항))?$`)

// CarriedOverAt: the item at line is filed under a label saying it is
// restated from an earlier meeting — a parent item, the paragraph line
// just above its list, or a heading over it.
func CarriedOverAt(d *doc.Document, line int) bool {
	if d == nil {
		return false
	}
	i := d.Index(line)
	if i < 0 || d.Nodes[i].Kind != doc.ListItem {
		return false
	}
	// Up the list: parent items, then the line the list opens under.
	for j := i - 1; j >= 0 && i-j <= maxStructureScan; j-- {
		m := d.Nodes[j]
		if m.Kind == doc.ListItem {
			if m.Indent < d.Nodes[i].Indent && reCarryOverLabel.MatchString(plainLabel(m.Text)) {
				return true
			}
			continue
		}
		if m.Kind == doc.Paragraph || m.Kind == doc.Heading {
			if reCarryOverLabel.MatchString(plainLabel(m.Text)) {
				return true
			}
			break
		}
	}
	for _, s := range d.Nodes[i].Section.Path() {
		if reCarryOverLabel.MatchString(plainLabel(s.Title)) {
			return true
		}
	}
	return false
}

// kindReader reads how in's notes present each action: a plain line
// filed under a carry-over label is a line of a carry-over list (the
// extractor may not read every label so). A transcript has no structure
// to read: its actions are as the extractor read them.
func kindReader(ctx context.Context, in Input) func(a extract.Action) extract.Action {
	var d *doc.Document
	parsed := false
	return func(a extract.Action) extract.Action {
		if in.Notes == nil || KindOf(a) != Plain {
			return a
		}
		if !parsed {
			parsed = true
			d, _ = doc.Parse(ctx, in.Notes)
		}
		if CarriedOverAt(d, a.SourceLine) {
			a.Restates = extract.RestatesCarryOver
		}
		return a
	}
}
