package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean notes answer a bullet on the line below it with "ㄴ" (a reply, a
// conclusion: "- 로그인 에러 원인 공유" / "ㄴ 민재가 내일까지 로그 확인하기로"),
// or with "└" / "↳". The document model reads such a line as prose of
// its own; koSubMarks reads it as what it is, a sub-item of the item
// above, so the conclusion is read as a line of the list and its parent's
// context (owner, deadline, section) carries to it.

// reKoSubMark: the reply marks opening a line.
var reKoSubMark = regexp.MustCompile(`^(?:ㄴ|└─?|↳)\s*`)

func koSubMarks(d *doc.Document) {
	last := -1 // the last list item that is not itself a reply
	for i := range d.Nodes {
		n := &d.Nodes[i]
		switch n.Kind {
		case doc.ListItem:
			if n.Bullet != "ㄴ" {
				last = i
			}
			continue
		case doc.Blank, doc.Skipped:
			continue
		case doc.Paragraph:
		default:
			last = -1
			continue
		}
		m := reKoSubMark.FindString(n.Text)
		if m == "" || strings.TrimSpace(n.Text[len(m):]) == "" || !extract.HasHangul(n.Text) {
			last = -1
			continue
		}
		n.Text = strings.TrimSpace(n.Text[len(m):])
		n.Kind, n.Bullet, n.Cont = doc.ListItem, "ㄴ", false
		if last >= 0 && d.Nodes[last].Section == n.Section {
			n.Parent, n.Indent = last, d.Nodes[last].Indent+2
		}
	}
}
