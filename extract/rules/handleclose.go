package rules

import (
	"regexp"

	"github.com/axagent/axagent/extract"
)

// reClosingHandle: an @handle closing a title.
var reClosingHandle = regexp.MustCompile(`^(.*\S)\s+@([\p{L}\d][\p{L}\d._-]*)$`)

// handleClosingTitle: an item whose due was cut from its end ("결제 모듈
// 연동 @minseok ~1/24") is left with its owner's @handle closing the
// title; the handle owns it, as it does when it ends the line.
func handleClosingTitle(c *extract.Candidate) {
	if len(c.Owners) > 0 {
		return
	}
	if m := reClosingHandle.FindStringSubmatch(c.Title); m != nil {
		c.Title, c.Assignee, c.Owners = m[1], "@"+m[2], []string{m[2]}
	}
}
