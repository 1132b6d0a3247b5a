package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A study session's programme lists its talks with the member who gives
// them: "git 소개 (최영락)", "최영락: Training Labs 소개 (https://…)",
// "가상화 개요 (김하늘)". The person and the parentheses read like an
// owner, but the talk happens in the session the notes record; it is no
// work left to do. A programme item names its talk by a noun of
// presenting (소개, 개요, 안내, 사례, 발표, 실습, 강의, 시연); one that
// prepares something ("발표 자료 준비 (지훈)") keeps its reading.

// reKoTalkNoun: a talk's closing noun.
var reKoTalkNoun = regexp.MustCompile(`(?:소개|개요|안내|사례|발표|실습|강의|시연|세미나|튜토리얼|데모|이란\??|란\?)$`)

// reTalkTail: what closes a programme line after its talk: a link, a
// parenthetical, a person after a dash.
var reTalkTail = regexp.MustCompile(`(?:\s*[(（][^()（）]*[)）]|\s*<?https?://\S+>?|\s+[-–—]\s*\S+)+\s*$`)

// koTalk reports whether c, read from line i outside any action
// section, is a talk of the session's programme.
func (p *parser) koTalk(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if len(c.Owners) == 0 || !extract.HasHangul(n.Text) {
		return false
	}
	if si := p.section(n.Section); si.action || si.dueOnly || c.Due != "" {
		return false
	}
	// The presenter written as a programme writes one: in parentheses
	// after the talk or as a label before it. A person who takes a talk
	// on ("발표는 지성이 맡음") takes on work.
	plain := strings.TrimSpace(stripInline(n.Text))
	o := c.Owners[0]
	if !strings.Contains(plain, "("+o) && !strings.HasPrefix(plain, o+":") && !strings.HasPrefix(plain, o+" :") {
		return false
	}
	t := strings.TrimSpace(reTalkTail.ReplaceAllString(strings.TrimSpace(c.Title), ""))
	t = strings.TrimSpace(strings.Trim(t, ".:：*_`"))
	return t != "" && reKoTalkNoun.MatchString(t)
}

// reRSTLinks: an item that is only reStructuredText links ("`발표 자료
// <materials/x.pdf>`_", "(`pptx 원본 <x.pptx>`_)") — a session's
// materials, as a Markdown link alone is.
var reRSTLinks = regexp.MustCompile("^(?:\\(?\\s*`[^`<]*<[^<>`]+>`__?\\s*\\)?\\s*)+$")

// rstReference: line i (with its wrapped lines) is only references.
func (p *parser) rstReference(i int) bool {
	n := p.d.Nodes[i]
	return reRSTLinks.MatchString(strings.TrimSpace(n.Text + " " + n.Wrap))
}
