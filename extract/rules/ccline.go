package rules

import (
	"regexp"
	"strings"
)

// reCcLine: a line that only copies people in ("cc @maria", "/cc
// @alice @bob", "CC: @carol, @dave"): it tells them, it assigns nothing.
var reCcLine = regexp.MustCompile(`(?i)^/?cc\s*[:：]?\s*@[\p{L}\p{N}_.-]+(?:[\s,&]+(?:and\s+)?@[\p{L}\p{N}_.-]+)*\s*[.]?$`)

// ccLine: node i only copies people in.
func (p *parser) ccLine(i int) bool {
	return reCcLine.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[i].Text)))
}
