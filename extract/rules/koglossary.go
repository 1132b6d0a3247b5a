package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Study notes explain terms in runs of "term : definition" items ("bin :
// 각종 실행 코드", "etc : 설정 예시 (어떤 의미인지 다 볼것)"). A remark in a
// definition's parentheses may read like a commitment, but the run is a
// glossary, not a to-do list: outside an action section an item of such a
// run is no action unless its definition itself closes on a commitment.

// reTermDef: "term : definition", a term of at most eight words.
var reTermDef = regexp.MustCompile(`^([^:：]{1,80}?)\s*[:：]\s+(\S.*)$`)

// reDueLabel: a deadline field's label.
var reDueLabel = regexp.MustCompile(`^(?:기한|마감|마감일|due|deadline|일정|날짜|기간)$`)

// reGlossParen: a closing parenthetical remark.
var reGlossParen = regexp.MustCompile(`\s*[(（][^()（）]*[)）]\s*[.]?\s*$`)

// koGlossary reports whether c, read from line i, is an item of a
// glossary run.
func (p *parser) koGlossary(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || !extract.HasHangul(n.Text) {
		return false
	}
	// (Under its own heading: "## 과제: 설치 확인" / "#### 코드 받기" /
	// "* requirements : …" explains terms inside a homework review.)
	if n.Section == nil || isActionHeading(normHeading(n.Section.Title)) || p.section(n.Section).dueOnly {
		return false
	}
	def, ok := p.glossaryEntry(n.Text)
	if !ok {
		return false
	}
	// (A definition that is only a parenthetical, "(11/1 추합 예정)", is
	// the remark itself.)
	if body := strings.TrimSpace(reGlossParen.ReplaceAllString(def, "")); body == "" || koCommitEnds(body) || reKoItemCommit.MatchString(body) {
		return false
	}
	// Its siblings next to it, as far as the run goes either way.
	run := 1
	for _, step := range []int{-1, 1} {
		for j := i + step; j >= 0 && j < len(p.d.Nodes); j += step {
			m := p.d.Nodes[j]
			if m.Kind == doc.Blank || m.Kind == doc.ListItem && m.Indent > n.Indent {
				continue
			}
			if m.Kind != doc.ListItem || m.Parent != n.Parent || m.Indent != n.Indent {
				break
			}
			if _, ok := p.glossaryEntry(m.Text); !ok {
				break
			}
			run++
		}
	}
	return run >= 2
}

// glossaryEntry: the definition of a "term : definition" item whose term
// names no person or team.
func (p *parser) glossaryEntry(text string) (string, bool) {
	m := reTermDef.FindStringSubmatch(strings.TrimSpace(stripInline(text)))
	if m == nil {
		return "", false
	}
	term := strings.Trim(strings.TrimSpace(m[1]), "*_`")
	if extract.HasHangul(term) || !extract.HasHangul(m[2]) || reFuture.MatchString(term) || reDateWord.MatchString(term) {
		// A Korean word before the colon is a label of the notes ("오늘:",
		// "구현:", "다음 회의까지:"), and a label of work or time opens
		// work; the terms a study explains are written as the code or the
		// manual names them ("bin", "proxy-server").
		return "", false
	}
	if term == "" || len(strings.Fields(term)) > 8 || strings.Contains(term, "://") || isOwnerLabel(term) || reDueLabel.MatchString(term) {
		// ("담당 : 김진원", "기한 : 금요일": a record's fields.)
		return "", false
	}
	names := 0
	parts := strings.FieldsFunc(m[2], func(r rune) bool { return r == ',' || r == '/' || r == '、' })
	for _, w := range parts {
		if koNameOnly(w) != "" {
			names++
		}
	}
	if names == len(parts) {
		// People for a definition ("담당 : 김진원"): who does it, not
		// what it means.
		return "", false
	}
	for _, w := range strings.Fields(term) {
		w = strings.Trim(w, ",.()[]")
		if koFullName(strings.TrimSuffix(w, "님")) || p.known(w) || teamName(w) != "" {
			return "", false
		}
	}
	return m[2], true
}

// koCommitEnds: the definition closes on a commitment ("… 정리할 예정").
func koCommitEnds(s string) bool {
	return reKoCommitEnd.MatchString(strings.TrimSpace(s))
}
