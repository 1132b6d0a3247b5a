package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A list of work split by who does it under an action heading often has,
// beside the people's sub-headings, one for the work they share ("## 오늘의
// 업무" / "### 공통" / "### 김민지" …, "## Action items" / "### Everyone" /
// "### Dana"). The group's sub-heading is a part of that list as the
// people's are: its items are the group's work, for a person to give to
// one of them (a task needs one owner).

// groupHeading: the group word heading s is titled with ("공통",
// "Everyone"), when s sits under an action section with no owner of its
// own and a sibling heading of its level names a person; "" otherwise.
func (p *parser) groupHeading(s *doc.Section) string {
	if s == nil || s.Level >= 7 || s.Parent == nil {
		return ""
	}
	group := strings.TrimSpace(strings.Trim(stripInline(stripEmphasis(s.Title)), ":： "))
	if !groupOwners[strings.ToLower(group)] {
		return ""
	}
	if par := p.section(s.Parent); !par.action || par.owner != "" || par.decision || par.report {
		return ""
	}
	if !p.personSiblingHeading(s) {
		return ""
	}
	return group
}

// maxSiblingHeadingScan bounds personSiblingHeading's walk either way
// (a hostile run of headings must not cost a scan each).
const maxSiblingHeadingScan = 400

// personSiblingHeading: a heading of s's level under the same parent
// heading names a person.
func (p *parser) personSiblingHeading(s *doc.Section) bool {
	start := p.nodeAt(s.Line)
	check := func(j int) (stop, found bool) {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading {
			return false, false
		}
		if m.Level < s.Level {
			return true, false
		}
		return false, m.Level == s.Level && m.Line != s.Line && p.personHeading(m.Text) != ""
	}
	for j := start + 1; j < len(p.d.Nodes) && j-start <= maxSiblingHeadingScan; j++ {
		if stop, found := check(j); stop || found {
			return found
		}
	}
	for j := start - 1; j >= 0 && start-j <= maxSiblingHeadingScan; j-- {
		if stop, found := check(j); stop || found {
			return found
		}
	}
	return false
}
