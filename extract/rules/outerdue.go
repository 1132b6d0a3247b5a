package rules

import "github.com/axagent/axagent/extract/doc"

// inheritOuterDue: "## 다음 미팅까지 해야 할 일" / "### 할 일" / "- …" — an
// action sub-heading that writes no time of its own sits inside the
// future-work heading above it, so its items take that heading's deadline
// or horizon.
func (p *parser) inheritOuterDue(s *doc.Section, si *secInfo) {
	if s.Level >= 7 || !si.action || si.done || si.due != "" || si.horizon != "" || s.Parent == nil {
		return
	}
	parent := p.section(s.Parent)
	if !parent.action || parent.done || parent.carryOver {
		return
	}
	si.horizon = keepDue(parent)
}
