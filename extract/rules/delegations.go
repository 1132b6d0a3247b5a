package rules

// A split of the work written as a label, the people under it and each
// one's tasks under them ("3. Delegations" / "   1. Jiyoung" / "      1.
// Team color theme, logo"), as course teams write who does what.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// reTeamLabel: a group of people written as a label ("Team Leads",
// "Dev Team", "Reviewers").
var reTeamLabel = regexp.MustCompile(`(?i)^(?:\p{L}+\s+)?(?:team|group|everyone|team\s+leads?|leads|leaders|reviewers|mentors|organi[sz]ers|volunteers|officers)$|^\p{L}+\s+team$`)

// labelledName: the item is only a person's or a team's name — one to three
// capitalised words the notes or roster know or that read as a given
// name, no team, no field — else "".
func (p *parser) labelledName(plain string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(plain)), ":： "))
	f := strings.Fields(t)
	if len(f) == 0 || len(f) > 3 || !nameShaped(t) {
		return ""
	}
	if teamName(t) != "" || reTeamLabel.MatchString(t) {
		// "Dev Team:", "Design:", "Team Leads:": a team's or role's
		// part of the work.
		return t
	}
	if p.teamScope(t) != "" {
		return ""
	}
	for _, w := range f {
		lw := strings.ToLower(w)
		if notNames[lw] || groupOwners[lw] || workVerb(lw) || adjBeforeTo[lw] {
			return ""
		}
	}
	if !p.known(t) && !p.known(f[0]) && !p.personLike(f[0], false) {
		return ""
	}
	return t
}

// delegatedTo: the person or team list item j is only the name of, under
// a label of actions, when the notes know the name or a sibling of j is
// a name they know (a list of people, not of topics: "Verifiability" /
// "How will namespacing work?" is no such list); never a link.
func (p *parser) delegatedTo(j int) string {
	m := p.d.Nodes[j]
	if m.Kind != doc.ListItem || m.Parent < 0 || strings.Contains(m.Text, "](") || strings.Contains(m.Text, "://") {
		return ""
	}
	if o := p.koPartRoll(stripInline(m.Text)); o != "" {
		// "- 모델: 김도현, 이수빈" / "  - 모델 학습시키기": a part of the
		// work and the people on it.
		return o
	}
	if t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： ")); koNamesOnly(t) || p.koPerson(t) {
		// "- 할 일" / "  - 서연" / "    - 후기 작성하기": Korean names
		// written alone, as a to-do heading's person items are.
		return t
	}
	o := p.labelledName(stripInline(m.Text))
	if o == "" || p.known(o) || p.known(strings.Fields(o)[0]) || teamName(o) != "" || reTeamLabel.MatchString(o) {
		return o
	}
	for k := m.Parent + 1; k < len(p.d.Nodes) && k < m.Parent+200; k++ {
		s := p.d.Nodes[k]
		if s.Kind == doc.Blank || s.Parent != m.Parent || k == j {
			if s.Kind != doc.Blank && s.Indent <= p.d.Nodes[m.Parent].Indent {
				break
			}
			continue
		}
		if so := p.labelledName(stripInline(s.Text)); so != "" && (p.known(so) || p.known(strings.Fields(so)[0]) || teamName(so) != "" || reTeamLabel.MatchString(so)) {
			return o
		}
	}
	return ""
}

// reKoPartRoll: a short label, a colon and the rest ("TX2 보드: 이도윤").
var reKoPartRoll = regexp.MustCompile(`^([^:：]{1,20}?)\s*[:：]\s*(\S.{0,60})$`)

// koPartRoll: "모델: 김도현, 이수빈", "웹 개발: 정진우, 이재빈" — a part of
// the work and only Korean names after it, one at least a full name or
// a name the notes know: the names; "" otherwise (a record's field,
// "결론: 보류", names nobody).
func (p *parser) koPartRoll(t string) string {
	m := reKoPartRoll.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil || koRecordLabel(strings.TrimSpace(m[1])) || reKoFieldWord.MatchString(strings.TrimSpace(m[1])) {
		return ""
	}
	names := strings.TrimSpace(strings.TrimRight(m[2], ". "))
	if !koNamesOnly(names) {
		return ""
	}
	for _, w := range reOwnerSep.Split(names, -1) {
		if w = strings.TrimSpace(w); koFullName(w) || p.known(w) {
			return names
		}
	}
	return ""
}
