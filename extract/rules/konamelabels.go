package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A daily scrum written per member puts each member's name alone over
// their lines — a heading ("### 민호", "### 박다온") or a bare line over a
// list ("나래" / "- 오늘 할 일: …"). Teams write their members as they
// call them: a given name ("민호"), a surname and a one-syllable name
// ("박설"), a name with an honorific ("설님"), a nickname ("모모"), or, for
// two members of one given name, the name with a Latin initial ("K 민호",
// "P민호", "민호k"). Alone, only some of these have a name's shape; among
// sibling labels that mostly do, the rest are members too.

// reKoMemberLabel: a short Hangul word, maybe with a Latin initial before
// or after it ("K 민호", "민호p").
var reKoMemberLabel = regexp.MustCompile(`^(?:[A-Za-z]\s?)?([\p{Hangul}]{1,5})(?:\s?[A-Za-z])?$`)

// memberLabelText: the label a heading or bare line writes, trimmed of
// decoration, emphasis and a closing colon, and its Hangul core without
// an honorific or initial; honored reports an honorific closed it. ""
// when it is no short Hangul word (with an initial) or a word of the
// notes' other kinds (a team, a role, a to-do, done or record label).
func memberLabelText(text string) (label, core string, honored bool) {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(text)), ":： "))
	t = trimOutlineNumber(strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration)))
	honored = hasHonorific(t)
	t = trimHonorifics(t)
	m := reKoMemberLabel.FindStringSubmatch(t)
	if m == nil {
		return "", "", false
	}
	core = m[1]
	norm := normHeading(core)
	if koCommonWord[core] || groupOwners[core] || koRoles[core] || koTitles[core] || teamName(core) != "" || koGivenLikeWord[core] ||
		isActionHeading(norm) || futureWorkHeading(norm) || reKoDoneLabel.MatchString(norm) || reKoTodayLabel.MatchString(norm) ||
		reKoTodoLabel.MatchString(norm) || koMemberLabelWords[core] || koRecordLabel(norm) {
		return "", "", false
	}
	return t, core, honored
}

// nameLike: a label of a member's kinds that a name's shape alone does not
// read: a name with a Latin initial ("K 민호", "민호k"), one an honorific
// closes ("윤님"), a surname and one syllable ("최윤").
func nameLike(label, core string, honored bool) bool {
	r := []rune(core)
	switch {
	case label != core:
		return koGivenShaped(core) || koFullName(core) && len(r) >= 3
	case honored:
		return len(r) <= 3
	case len(r) == 2:
		return koSurnames[string(r[:1])]
	}
	return false
}

// koMemberLabelWords: words teams write as labels beside their members'
// ("### 공용", "건의사항", "주말") that no member is called.
var koMemberLabelWords = wordSet(`공용 공동 공통 기타 전체 모두 다같이 주말 평일 오전 오후 건의 건의사항 피드백 안건 공지 공유 메모 요약 일정 목표 계획 회의 회의록 스크럼 개요 배포 질문 답변 의견 논의 정리 결론 참고 비고 내용 주제 블로커 장애물`)

// memberLabelSibling: node i is a member label candidate — a heading, or
// a bare paragraph line a list starts right under.
func (p *parser) memberLabelSibling(i int) bool {
	n := p.d.Nodes[i]
	switch n.Kind {
	case doc.Heading:
		return true
	case doc.Paragraph:
		if n.Cont || n.Indent > 0 || n.Quote > 0 {
			return false
		}
		for j := i + 1; j < len(p.d.Nodes); j++ {
			m := p.d.Nodes[j]
			if m.Kind == doc.Blank || m.Kind == doc.Skipped {
				continue
			}
			return m.Kind == doc.ListItem && m.Line <= n.Line+2
		}
	}
	return false
}

// collectMemberLabels reads the member labels of the notes: of the
// labels at one heading level (or of the bare lines over lists), when
// three or more are short Hangul words, at least two of them names by
// their shape or the notes' word and every other one written as a member
// is (nameLike), those others are members too. Only they join the names
// known — the rest are known already — and they stay out of the roll.
func (p *parser) collectMemberLabels() {
	type group struct {
		labels      []string
		strong, all int
	}
	groups := map[int]*group{} // heading level, 0 for bare lines
	for i, n := range p.d.Nodes {
		if !p.memberLabelSibling(i) || utf8.RuneCountInString(n.Text) > 40 {
			continue
		}
		level := 0
		if n.Kind == doc.Heading {
			level = n.Level
		}
		text, core, honored := memberLabelText(n.Text)
		if text == "" {
			continue
		}
		g := groups[level]
		if g == nil {
			g = &group{}
			groups[level] = g
		}
		g.all++
		if p.known(core) && text == core || koGivenShaped(core) && text == core || koFullName(core) && utf8.RuneCountInString(core) >= 3 && text == core {
			g.strong++
			continue
		}
		if nameLike(text, core, honored) {
			g.labels = append(g.labels, text)
		}
	}
	for _, g := range groups {
		if g.all < 3 || g.strong < 2 || g.strong+len(g.labels) < g.all {
			continue
		}
		for _, l := range g.labels {
			if p.memberLabels == nil {
				p.memberLabels = map[string]bool{}
			}
			p.memberLabels[strings.ToLower(l)] = true
			p.memberLabels[strings.ToLower(strings.ReplaceAll(l, " ", ""))] = true
		}
	}
}

// reKoNeedEnd: a member's line closing with what the work needs or aims
// at ("세션 저장 필요", "결제 수정 필요", "알림 배치 목표", "… 해야함").
var reKoNeedEnd = regexp.MustCompile(`\S\s*(?:필요|필요함|필요합니다|목표|목표임|목표로\s*함|해야\s*함|해야\s*합니다)[.!]?$`)

// memberNeedItem: under a member's heading of a daily scrum ("### 나래"),
// a short line that says the member's work still needs doing or is the
// aim ("- 결제 화면 수정 필요", "알림 배치 목표") is that member's
// possible action: it may state a problem or a hope rather than take the
// work, so a person confirms it (signals: the person, their list).
func (p *parser) memberNeedItem(i int, sig []extract.Signal) []extract.Signal {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || n.Section == nil || hasKind(sig, extract.SignalPerson) || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	si := p.section(n.Section)
	if si.done || si.decision {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(cutUTF8(n.Text, maxItemBytes))))
	if plain == "" || utf8.RuneCountInString(plain) > 60 || isQuestion(plain) || !reKoNeedEnd.MatchString(plain) {
		return nil
	}
	name := p.personHeading(n.Section.Title)
	if name == "" {
		if o := p.scopeOwner(n.Section.Title); o != "" && teamName(o) == "" {
			name = o
		}
	}
	if name == "" {
		return nil
	}
	return []extract.Signal{{Kind: extract.SignalPerson, Value: name}, {Kind: extract.SignalContext, Value: name + "'s list"}}
}
