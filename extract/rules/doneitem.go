package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// formDoneItem: an action item the meeting gave and marked done in the
// same notes.
const formDoneItem = "action item marked done"

// reLabelledAction: an explicit action-item label with the work after it
// ("Action item for Ana: post the notice", "… Action Item: follow up with
// Kim on chat").
var reLabelledAction = regexp.MustCompile(`(?i)\baction\s+items?(?:\s+for\s+[^:：]{1,40})?\s*[:：]\s*\p{L}`)

// doneActionPossible: node i is an item finishedItem drops (a trailing
// "[done]") that names itself an action item, or commits someone, before
// the mark: the meeting gave the work, and its being done already is for
// a person to confirm (issue 28: dropped whole, it was a silent miss).
func (p *parser) doneActionPossible(i int) (extract.Signal, bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 {
		return extract.Signal{}, false
	}
	si := p.section(n.Section)
	if si.done || !reFinishedMark.MatchString(strings.TrimSpace(n.Text)) {
		return extract.Signal{}, false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if len(plain) > maxSignalLine || !reLabelledAction.MatchString(plain) {
		return extract.Signal{}, false
	}
	return extract.Signal{Kind: extract.SignalForm, Value: formDoneItem}, true
}
