package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoDashOwnersTail: a Korean item of work closed by its people after a
// dash, the form "task – 이름, 이름" ("2. 설계서 작성 – 김민호, 박서연",
// "발표 자료 제작 – 이지훈 담당"). The names are captured.
var reKoDashOwnersTail = regexp.MustCompile(`\S\s+[-–—]\s*((?:[\p{Hangul}]{2,4}\s*(?:님|씨)?\s*(?:,|、|/|·|및)?\s*)+?)\s*(?:담당|전담)?\s*$`)

// koDashParentOwners: list item m is a task whose people close it after a
// dash, in a section of work; the people, joined, own the work nested
// under it that names no one ("2. 설계서 작성 – 김민호, 박서연" / "  -
// 다음 주 목요일까지 맡은 파트 작성"): the parent's owners are inherited as
// a heading's are. Every name must read as a person the notes know or a
// full name; "– 9월 19일 내용과 동일" and other remarks after a dash are no
// owners.
func (p *parser) koDashParentOwners(m doc.Node) string {
	if m.Kind != doc.ListItem || len(m.Text) > maxItemBytes || !extract.HasHangul(m.Text) || !p.section(m.Section).action {
		return ""
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ".:： "))
	mm := reKoDashOwnersTail.FindStringSubmatch(t)
	if mm == nil {
		return ""
	}
	var names []string
	for _, w := range reOwnerSep.Split(strings.TrimSpace(mm[1]), -1) {
		if w = trimHonorifics(strings.TrimSpace(w)); w != "" {
			names = append(names, w)
		}
	}
	if len(names) == 0 || !p.allPeople(names, true) {
		return ""
	}
	return strings.Join(names, ", ")
}

// reOrderedBullet: a numbered list marker ("1.", "2)").
var reOrderedBullet = regexp.MustCompile(`^\d{1,2}[.)]$`)

// koDashOrderedAbove: list item i is a dash item at the margin right under
// a numbered item of the same margin — "1. 개발 착수 – 김민호, 박서연" /
// "- DB 일부 설계" — with only such dash items between: teams that type
// their minutes in a word processor nest the steps that way, a different
// marker at the same margin, which Markdown reads as a new list. The
// numbered item's people after its dash (koDashParentOwners) own the step.
func (p *parser) koDashOrderedAbove(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent >= 0 || reOrderedBullet.MatchString(n.Bullet) {
		return ""
	}
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		m := p.d.Nodes[j]
		switch {
		case m.Kind == doc.ListItem && m.Indent > n.Indent:
			continue
		case m.Kind == doc.ListItem && m.Indent == n.Indent && !reOrderedBullet.MatchString(m.Bullet):
			continue
		case m.Kind == doc.ListItem && m.Indent == n.Indent:
			return p.koDashParentOwners(m)
		}
		return ""
	}
	return ""
}
