package rules

// A list item that opens with a member's name and then, with no mark
// between, the work ("지훈 시연 영상 찍기", "민수 API 배포") is that
// member's, wherever it stands: the two signals together — a name the
// notes list (attendees, roster) and work after it — carry less weight as
// signals alone (a person and a task form), so the line was only a
// possible action. Outside an action section it is read for a person to
// confirm, as every commitment there is; a report or a record of work
// done says what happened instead.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoExceptLead: the member is the one left out ("민수 말고는 …", "서연
// 빼고 모두 …", "지훈 제외 전원 …"): the others' work, nobody named.
var reKoExceptLead = regexp.MustCompile(`^(?:말고|빼고|제외|외에|외\s)`)

// koKnownNameLead reads node n as the work of the listed member opening it.
func (p *parser) koKnownNameLead(n doc.Node) *extract.Candidate {
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || !extract.HasHangul(n.Text) {
		return nil
	}
	if si := p.section(n.Section); si.report || si.done || si.summary {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if isQuestion(plain) {
		return nil
	}
	name, rest, ok := p.koLeadName(plain)
	if !ok || !p.known(name) || reKoExceptLead.MatchString(rest) {
		return nil
	}
	title, due := cutDue(rest)
	c := &extract.Candidate{Syntax: "ko-name-lead", Assignee: name, Owners: []string{name}, Due: due, Title: cleanTitle(title)}
	if c.Title == "" {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// koNamedNeed: node n names a member — opening it or after a dash closing
// it — and the work found needed ("민수 로그인 구현 필요", "로그인 구현
// 필요 - 민수 (~5/3)"): whose it may be is written, so the need is shown
// as a possible action (koneedwork.go keeps a need of nobody's silent
// unless it works on an object).
func (p *parser) koNamedNeed(n doc.Node) bool {
	plain, ok := koOpenPoint(n, 120)
	if !ok || n.Kind != doc.ListItem {
		return false
	}
	if rest, _, ok := trailDueParen(plain); ok {
		plain = rest
	} else if rest, d := cutDue(plain); d != "" && strings.HasSuffix(plain, d) {
		plain = strings.TrimSpace(rest)
	}
	if _, _, ok := p.koLeadName(reKoNeedTail.ReplaceAllString(plain, "")); ok && reKoNeedOnWork.MatchString(plain) {
		return p.known(strings.Fields(plain)[0])
	}
	m := reKoNeedDashName.FindStringSubmatch(plain)
	return m != nil && p.known(m[2]) && reKoNeedOnWork.MatchString(m[1])
}

// reKoNeedDashName: a need closed by a dash and a name ("… 구현 필요 - 민수").
var reKoNeedDashName = regexp.MustCompile(`^(.+?필요(?:함)?)\s*[-–—]\s*([\p{Hangul}]{2,4})(?:\s*(?:님|씨))?$`)
