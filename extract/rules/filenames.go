package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// An item that is only file names ("install_python_01.jpg",
// "instance_01.jpg / instance_11.jpg") shows how files are to be named
// under the instruction above it: a sample, no piece of work.

// reFileName: one file name with its extension.
var reFileName = regexp.MustCompile(`^[\p{L}\p{N}_()\[\]-]+(?:\.[\p{L}\p{N}_-]+)*\.[A-Za-z][A-Za-z0-9]{1,4}$`)

// reFileNameSep: what lists file names ("a.jpg / b.jpg", "a.jpg, b.jpg",
// "a.jpg ~ b.jpg").
var reFileNameSep = regexp.MustCompile(`\s*(?:/|,|~|…|\.\.\.|\s)\s*`)

// fileNamesOnly: node i's words are file names and nothing else.
func (p *parser) fileNamesOnly(i int) bool {
	t := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))
	if t == "" {
		return false
	}
	n := 0
	for _, w := range reFileNameSep.Split(t, -1) {
		if w == "" {
			continue
		}
		if !reFileName.MatchString(w) {
			return false
		}
		n++
	}
	return n > 0
}

// koUnderDoneItem: node i is a line written under a list item that is
// only a label of work done ("- 완료한것" / "    백인광 : 보일러플레이팅
// 코드 작성"), one entry per line without bullets: a report, as the
// label's bulleted children are.
func (p *parser) koUnderDoneItem(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || n.Parent < 0 {
		return false
	}
	par := p.d.Nodes[n.Parent]
	label := normHeading(strings.TrimRight(stripInline(par.Text), ":： "))
	return par.Kind == doc.ListItem && utf8.RuneCountInString(label) <= 10 && extract.HasHangul(label) && reKoDoneItemLabel.MatchString(label)
}

// reKoDoneItemLabel: an item that only labels work done ("완료한것",
// "한 일", "완료 사항"), not a sentence that reports something.
var reKoDoneItemLabel = regexp.MustCompile(`^(?:완료|완료한\s*(?:것|일|작업)|완료된\s*(?:것|일|작업)|완료\s*(?:사항|항목|목록)|한\s*(?:일|것)|했던\s*(?:일|것)|지난\s*주\s*(?:한\s*)?(?:일|작업))$`)
