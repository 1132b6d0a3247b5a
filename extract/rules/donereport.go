package rules

import (
	"github.com/axagent/axagent/extract"
)

// doneReport reads an item of a review of earlier actions that reports
// one done ("## Previous action items" / "- 서연: Q3 report draft —
// done"): no new work (reviewedDone), yet a fact the series records —
// when its evidence rule (the same person and deliverable) says the line
// restates an open task, it is that task's status report, a carry-over
// line the linker links; else nothing is read (issue 27). Its words keep
// the done mark, which the series reads as the status.
func (p *parser) doneReport(i int) *extract.Candidate {
	if p.restates == nil || !p.reviewedDone(i) {
		return nil
	}
	n := p.d.Nodes[i]
	si := p.section(n.Section)
	// restatedLine reads lines outside action sections; a review list is
	// one's earlier items, not its work.
	si.action = false
	c := p.restatedLine(n, si)
	if c == nil {
		return nil
	}
	c.Restates = extract.RestatesCarryOver
	return c
}
