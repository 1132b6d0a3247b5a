package rules

import (
	"regexp"
	"strings"
)

// An owner cell that splits the row's work among people, each with their
// part ("| SoW | Ana: tech skills, Bo Li: AI part | 03/12 |", written
// with <br> between them): the owners are the people; their parts stay in
// the cell, no part of a name.

// reOwnerPart: one entry of such a cell, a name, a colon, the part.
var reOwnerPart = regexp.MustCompile(`^\s*([\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s*[:：]\s*\S`)

// ownerPartsNames: cell (its <br> already read as ", ") lists people with
// their parts; the people, joined by ", ", else "".
func (p *parser) ownerPartsNames(cell string) string {
	if !strings.ContainsAny(cell, ":：") {
		return ""
	}
	var names []string
	for _, part := range strings.Split(cell, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		m := reOwnerPart.FindStringSubmatch(part)
		if m == nil || !p.personShaped(m[1]) {
			return ""
		}
		names = append(names, m[1])
	}
	if len(names) < 2 {
		return ""
	}
	return strings.Join(names, ", ")
}
