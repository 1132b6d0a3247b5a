package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A company's or a team's minutes of a meeting with another party list
// the action items by who takes them: "IT7: 발주처 요구사항 재검토",
// "IT7: 고도화본 준비", "한빛상사: 수정 사항 전달". The labels are no
// person's names — an organisation, a product team, a code name — and
// nothing else in the notes says they are people. What says so is the
// list: under a heading of action items, every labelled item opens with
// a one-word label, and a label comes back on more than one item; a list
// of fields ("목표: …", "참고: …") repeats no label, and a field's label
// among the items is never learned.

// reListLabel: a one-word label and a colon opening an item.
// (It opens with a letter: "1차:", "2단계:" are phases of the work.)
var reListLabel = regexp.MustCompile(`^(\p{L}[\p{L}\p{N}&._-]{0,11})\s*[:：]\s*(\S.*)$`)

// listFieldWords: labels that name a field of an item, not who takes it.
var listFieldWords = map[string]bool{
	"note": true, "notes": true, "link": true, "links": true, "context": true, "background": true, "status": true, "due": true,
	"deadline": true, "owner": true, "owners": true, "todo": true, "action": true, "next": true, "goal": true, "ref": true, "refs": true,
	"issue": true, "pr": true, "question": true, "q": true, "a": true, "fyi": true, "tbd": true, "eta": true, "update": true,
}

// collectListLabels learns the labels of the action lists (see above).
func (p *parser) collectListLabels() {
	p.listLabels = map[string]bool{}
	type list struct {
		labels  map[string]int
		items   int
		section *doc.Section
	}
	lists := map[[2]int]*list{}
	var order [][2]int
	for _, n := range p.d.Nodes {
		if n.Kind != doc.ListItem || n.Section == nil || !p.section(n.Section).action {
			continue
		}
		key := [2]int{n.Section.Line, n.Parent}
		l := lists[key]
		if l == nil {
			l = &list{labels: map[string]int{}, section: n.Section}
			lists[key] = l
			order = append(order, key)
		}
		l.items++
		m := reListLabel.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
		if m == nil || !extract.HasHangul(m[2]) {
			// (Korean work after the label: an English call's speakers,
			// "Amit: …", are read as speakers.)
			continue
		}
		w := m[1]
		low := strings.ToLower(w)
		if listFieldWords[low] || koRecordLabel(w) || koSlotStatus[w] || reKoFieldWord.MatchString(w) || isOwnerLabel(w) || reKoTimeWord.MatchString(w) || reTimeLabel.MatchString(low) || isActionHeading(normHeading(w)) || futureWorkHeading(normHeading(w)) {
			continue
		}
		if _, ok := koFutureLabel(w); ok {
			continue
		}
		l.labels[w]++
	}
	for _, key := range order {
		l := lists[key]
		if l.items < 2 {
			continue
		}
		labelled, again := 0, false
		for _, k := range l.labels {
			labelled += k
			again = again || k >= 2
		}
		if !again || labelled < 2 || labelled*2 < l.items {
			continue
		}
		for w := range l.labels {
			p.listLabels[w] = true
		}
	}
}
