package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoExcept: a name, then a word that leaves the person out ("선주
// 말고는 …", "민수 빼고 모두 …", "민수 제외하고 다들 …"): the work is
// everyone else's. ("지훈 외 2명", "지훈 외 리뷰어" add people: 외 is no
// such word.)
var reKoExcept = regexp.MustCompile(`^(\p{Hangul}{2,4}?)(?:님|씨)?\s*(?:을|를)?\s*(?:말고|빼고|제외하고|제외한)(?:는|도)?\s`)

// reKoNotThis: a word, its subject particle and the negative copula
// ("문장형이 아닌 구나/절 형태로 작성", "주말이 아니라 금요일까지"): what the work
// is not, never who does it.
var reKoNotThis = regexp.MustCompile(`^(\p{Hangul}{2,5}?)(?:이|가)\s+(?:아닌|아니라|아니고)\s`)

// koExceptOwner: the one owner read from line n is the person the line
// leaves out, or what the work is not; the line names no owner of its
// own, and its whole text is the task, for a person to assign.
func (p *parser) koExceptOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) != 1 {
		return
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reKoExcept.FindStringSubmatch(plain)
	if m == nil {
		m = reKoNotThis.FindStringSubmatch(plain)
	}
	if m == nil || trimHonorifics(c.Owners[0]) != m[1] {
		return
	}
	due := c.Due
	c.Assignee, c.Owners = "", nil
	titled(c, plain)
	if c.Due == "" {
		c.Due = due
	}
}
