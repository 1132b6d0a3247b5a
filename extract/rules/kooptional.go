package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A Korean team's list of work marks the items a member may leave as
// optional: "- [ ] [지호] 다크 모드 지원 (선택)", "- 애니메이션 추가 (선택
// 사항)". The corpus labels such an item no action (a task left to the
// member's choice, as "자율적으로 …" is); filed as a task it would be
// one nobody took on. It stays a possible action: its box, owner or
// section still make it one a person can promote.

// reKoOptionalMark: "(선택)", "(선택 사항)", "(선택적)" closing an item.
var reKoOptionalMark = regexp.MustCompile(`[(（]\s*선택(?:\s*사항|적)?\s*[)）]\s*$`)

// koOptionalItem: list item i closes with a mark that makes it optional.
func (p *parser) koOptionalItem(i int) bool {
	n := p.d.Nodes[i]
	return n.Kind == doc.ListItem && reKoOptionalMark.MatchString(strings.TrimSpace(stripInline(n.Text)))
}
