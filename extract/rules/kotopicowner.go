package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean owners a topic names ("수빈이/현우는 …", "장갑 구매는 총무님이")
// and the parts of a team a heading of work ahead lists (issue 28).

// reKoNamesSubject: names joined by a slash or a comma, then the topic or
// subject particle: "수빈이/현우는 …", "지호, 서연이가 …".
var reKoNamesSubject = regexp.MustCompile(`^([\p{Hangul}]{2,4}(?:(?:\s*[/,·]\s*|(?:와|과|이랑|랑|하고)\s+)[\p{Hangul}]{2,4}?)+)\s*(?:은|는|가|이)\s+(\S.*)$`)

// reKoNameJoin: the joins between those names.
var reKoNameJoin = regexp.MustCompile(`\s*[/,·]\s*|(?:와|과|이랑|랑|하고)\s+`)

// reKoOwnerLast: a topic, then who takes it with the verb left out: "장갑
// 구매는 총무님이", "회의실 예약은 민지가".
var reKoOwnerLast = regexp.MustCompile(`^(\S.*?)[은는]\s+([\p{Hangul}]{2,4}?)(님|씨)?(이|가)\s*[.!]?$`)

// koNamesTopic reads body as owned by the people or office it names:
//   - several names joined before the topic particle, one of them a
//     person by a given name's 이 ("수빈이") or known to the notes, none a
//     common word or a team;
//   - a topic, then a person or an office with the subject particle and
//     nothing after ("장갑 구매는 총무님이"): an office, a name with 님/씨,
//     or one the notes know.
func (p *parser) koNamesTopic(body string) (owner, rest string, ok bool) {
	if m := reKoNamesSubject.FindStringSubmatch(body); m != nil {
		var names []string
		person := false
		for _, w := range reKoNameJoin.Split(m[1], -1) {
			if strings.HasSuffix(w, "이") && len([]rune(w)) == 3 && koClosedSyllable(string([]rune(w)[1])) {
				w, person = string([]rune(w)[:2]), true
			}
			if koCommonWord[w] || teamName(w) != "" || koRoles[w] || groupOwners[w] {
				return "", "", false
			}
			person = person || p.known(w) || p.runNames[w]
			names = append(names, w)
		}
		if person {
			return strings.Join(names, ", "), m[2], true
		}
	}
	if m := reKoOwnerLast.FindStringSubmatch(body); m != nil && !koCommonWord[m[2]] {
		if koOfficer(m[2]) || m[3] != "" && !koTitleOnly(m[2]+m[3]) || p.known(m[2]) || koFullName(m[2]) {
			return m[2], m[1], true
		}
	}
	return "", "", false
}

// koPartHeading: heading s is a short Korean label ("데이터 시각화",
// "머신러닝") in a run of same-level headings, one of them a team, right
// under an empty Korean heading of work ahead ("### [금일 업무]"): a part
// of the team whose work that heading lists.
func (p *parser) koPartHeading(s *doc.Section) bool {
	title := strings.TrimSpace(stripInline(stripEmphasis(s.Title)))
	if !extract.HasHangul(title) || utf8.RuneCountInString(title) > 12 || strings.ContainsAny(title, ".:：?!") || koCommonWord[title] || koSectionLabels[title] {
		return false
	}
	team := false
	for j := p.nodeAt(s.Line) - 1; j >= 0 && p.d.Nodes[j].Line >= s.Line-400; j-- {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading {
			continue
		}
		if m.Level < s.Level {
			return false
		}
		t := strings.TrimSpace(stripInline(stripEmphasis(m.Text)))
		if m.Level == s.Level && extract.HasHangul(t) && utf8.RuneCountInString(t) <= 12 && !strings.ContainsAny(t, ".:：?!") {
			team = team || teamName(t) != ""
			continue
		}
		norm := normHeading(m.Text)
		if !extract.HasHangul(m.Text) || !(isActionHeading(norm) || futureWorkHeading(norm) || koWorkAheadHeading(norm)) {
			return false
		}
		return team && p.emptyBelow(j)
	}
	return false
}
