package rules

import "github.com/axagent/axagent/extract/doc"

// Notes whose headings are all bold lines lose the levels "##" and "###"
// wrote: "**백엔드**" right over "**진행사항**" reads as a part and its
// first label, but the labels that follow it in the same style
// ("**계획**", "**차주 목표**") come out as the part's siblings. A reader
// keeps them in the part until the next line that names someone.

// boldPartOwner: s is a bold-line heading of the outer level that names
// nobody; the owner of the part it stays in — the nearest bold line before
// it that names a team or person and opens with a label right under it
// (one level deeper when a bold title over the notes nests it) — or "".
func (p *parser) boldPartOwner(s *doc.Section) string {
	if s == nil || s.Level != 7 {
		return ""
	}
	heads := p.headingsBefore(s.Line)
	for j := len(heads) - 1; j >= 0; j-- {
		h := p.d.Nodes[heads[j]]
		if h.Level < 7 {
			return "" // a real heading closes the run of bold lines
		}
		if h.Level > 8 {
			continue
		}
		o := p.updateOwner(h.Text)
		if o == "" {
			o = p.scopeOwner(h.Text)
		}
		if o == "" {
			continue // another label of the part
		}
		if j+1 < len(heads) && p.d.Nodes[heads[j+1]].Level == h.Level+1 && p.d.Nodes[heads[j+1]].Line == h.Line+1 {
			return o
		}
		return ""
	}
	return ""
}
