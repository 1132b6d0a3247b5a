package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// personOpenBox reads list item i as a person's work when it is an open
// box ("- [ ] 배포 스크립트 작성") right under that person: a heading or a
// bold or plain line that is only the name ("### 김철수", "**Alice
// Moore**"), or a parent item that is ("- 민수"). The box says the work is
// still to do and the scope says whose it is — two signals, enough in any
// section but one of decisions, reports or finished work. The name must be
// one the notes or the roster know, a Korean full name or an @handle: a
// capitalised word over a checklist is as often a topic.
func (p *parser) personOpenBox(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != ' ' || len(n.Text) > maxItemBytes {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || isQuestion(plain) || koPast(plain) {
		return nil
	}
	for s := n.Section; s != nil; s = s.Parent {
		// "## 완료한 일" / "### 김철수": the person's heading sits in the
		// section that says what the list is.
		if si := p.section(s); si.decision || si.report || si.done {
			return nil
		}
	}
	owner := p.ancestorOwner(n)
	if owner == "" && n.Parent < 0 && n.Section != nil {
		title := strings.TrimSpace(stripInline(stripEmphasis(n.Section.Title)))
		if o := p.personHeading(n.Section.Title); o != "" && (p.known(o) || koFullName(o) || strings.HasPrefix(title, "@")) {
			owner = o
		}
	}
	if owner == "" {
		return nil
	}
	c := p.parseItem(n.Text, owner)
	if len(c.Owners) == 0 {
		c.Assignee, c.Owners = owner, []string{owner}
	}
	if c.Title == "" {
		return nil
	}
	c.Syntax = "person-open-box"
	return c
}
