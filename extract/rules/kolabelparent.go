package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// koLabelParent reads a list of future work whose top items are bare
// Korean words over their own sub-lists ("## 다음 주까지" / "- 민호" /
// "  - 로그인 API"): the word heads its children, which are the steps.
// Left unread, such a list is a silent miss — the word is no step and its
// children sit below the section's top level. The word owns its children
// when it reads as a person: a name the notes know, or a list whose every
// head is a word of two syllables with no word of work (given names);
// otherwise it is a part of the work ("- 서버" / "- 화면 설계") and the
// steps have no owner.
func (p *parser) koLabelParent(parent int) (owner string, ok bool) {
	par := p.d.Nodes[parent]
	if par.Kind != doc.ListItem || par.Parent >= 0 {
		return "", false
	}
	w, bare := koBareWord(par.Text)
	if !bare || p.scopeOwner(w) != "" {
		return "", false
	}
	if p.koPerson(w) {
		return w, true
	}
	if utf8.RuneCountInString(w) == 2 && p.koNameHeads(parent) {
		return w, true
	}
	return "", true
}

// koBareWord: the item is one Hangul word of two to four syllables that
// names no work ("민호", "서버"; not "배포", "크롤링", "정리하기").
func koBareWord(text string) (string, bool) {
	t := strings.TrimSpace(strings.TrimRight(stripInline(text), ":： "))
	n := utf8.RuneCountInString(t)
	if n < 2 || n > 4 || !isHangul(t) || strings.ContainsAny(t, " \t") {
		return "", false
	}
	if reKoActionNoun.MatchString(t) || reKoTaskNoun.MatchString(t) || reKoTask.MatchString(t) {
		return "", false
	}
	return t, true
}

// koNameHeads: every top item of the list around parent that has a
// sub-list is a bare word of two syllables — a list of people by given
// name, and more than one of them.
func (p *parser) koNameHeads(parent int) bool {
	heads := 0
	sec := p.d.Nodes[parent].Section
	// Bounded: a list of people is short, and hostile notes pay no more.
	lo, hi := max(parent-200, 0), min(parent+200, len(p.d.Nodes))
	for i := lo; i < hi; i++ {
		m := p.d.Nodes[i]
		if m.Section != sec || m.Kind != doc.ListItem || m.Parent >= 0 || !p.hasChildren(i) {
			continue
		}
		w, ok := koBareWord(m.Text)
		if !ok || utf8.RuneCountInString(w) != 2 {
			return false
		}
		heads++
	}
	return heads >= 2
}

// koDueParent: a parent item that is only a deadline ("- 일요일 전까지" /
// "  - 데이터 전처리") heads the steps due then, as a heading that is only
// a deadline does.
func (p *parser) koDueParent(parent int) (due string, ok bool) {
	par := p.d.Nodes[parent]
	if par.Kind != doc.ListItem || par.Parent >= 0 {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(par.Text), ":： "))
	if !extract.HasHangul(t) {
		return "", false
	}
	rest, due := cutDue(t)
	if due == "" || strings.TrimSpace(strings.Trim(rest, " -–—·:()[]")) != "" || !reDeadlineWord.MatchString(due) {
		return "", false
	}
	return due, true
}

// koPlanParent: the parent item is a plan's label with a deadline and no
// work of its own ("5. 앞으로의 계획: 금요일까지 확정해야 함", labelScope):
// it heads its items as a heading of future work would, even in the notes'
// discussion ("회의 내용:"), and its deadline is theirs.
func (p *parser) koPlanParent(parent int) (due string, ok bool) {
	par := p.d.Nodes[parent]
	if par.Kind != doc.ListItem || par.Parent >= 0 {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(par.Text), ":： "))
	rest, due := cutDue(t)
	if due == "" || !reDeadlineWord.MatchString(due) || !koPlanLeadIn(strings.TrimSpace(stripEmphasis(rest))) {
		return "", false
	}
	return due, true
}

// reKoClauseParticle: a subject, topic or object particle before a word —
// the line is a clause ("설문 얘기가 나옴"), not the name of a piece of
// work.
var reKoClauseParticle = regexp.MustCompile(`\p{Hangul}(?:이|가|은|는|을|를)\s`)

// koDueStep: under a deadline in the notes' discussion, t reads as work:
// a to-do or work ending, or a bare noun phrase naming the work ("알림
// 설정 페이지"), not a clause reporting what was said.
func koDueStep(t string) bool {
	t = strings.TrimSpace(stripInline(t))
	return koWorkEnding(t) || koTodoEnding(t) || koNominalWork(t) && !reKoClauseParticle.MatchString(t+" ")
}

// koTeamDueParent: a parent item that names a team and a deadline and
// nothing else ("- 백엔드: 토요일까지", "- 앱 파트 (~7/3)") heads that
// team's work due then, as a deadline alone heads the work (koDueParent).
func (p *parser) koTeamDueParent(parent int) (team, due string, ok bool) {
	par := p.d.Nodes[parent]
	if par.Kind != doc.ListItem || par.Parent >= 0 {
		return "", "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(par.Text)), ":： "))
	if !extract.HasHangul(t) {
		return "", "", false
	}
	rest, due := cutDue(t)
	if due == "" || meetingDate(due) || !reDeadlineWord.MatchString(strings.ToLower(due)) {
		return "", "", false
	}
	if team = teamName(strings.TrimSpace(strings.Trim(rest, " -–—·:：()[]（）"))); team == "" {
		return "", "", false
	}
	return team, due, true
}
