package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
)

// problemMarkedDone opens the problem of a row or record its status marks
// done (table.go, records.go).
const problemMarkedDone = "marked done in the notes ("

// doneRestated: a row or record the notes mark done ("| 민서 | 결제 모듈
// 리팩터링 | 완료 |" in a status table) asks a person whether it is still
// to do — unless the series says, by its evidence rule, that it restates
// an open task of its person: then the line is that task's status (done,
// a fact for a person), read as a progress line for the linker, not a new
// task to confirm. If the linker does not link it after all, it stays a
// line for a person to confirm (problemRestated), never a task.
func (p *parser) doneRestated(c *extract.Candidate) {
	if p.restates == nil || len(c.Owners) > 1 {
		return
	}
	at := -1
	for i, pr := range c.Problems {
		if strings.HasPrefix(pr, problemMarkedDone) {
			at = i
		}
	}
	if at < 0 {
		return
	}
	kind := c.Restates
	if kind == "" {
		kind = extract.RestatesProgress
	}
	if !p.restates(c.Assignee, c.Title, kind) {
		return
	}
	c.Problems[at] = problemRestated
	c.Restates = kind
}
