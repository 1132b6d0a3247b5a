package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean commitment signals the rules do not turn into a task (issue 28):
// each makes a line a possible action rather than a silent miss. They are
// signals of a shape, not words of the teams the rules were built from: a
// to-do ending, a given name in an owner slot, a deadline before a thing
// to deliver.

// formKoTodo: a Korean to-do ending — "정리할 것", "조사해 올 것",
// "논문 읽어오기" — is how student notes write an instruction to
// whoever reads them. Possible alone (strongForms); never promoted by it
// (weight 0): the line's other form decides whether it is extracted.
const formKoTodo = "to-do ending"

// reKoTodoEnd: "할 것", "볼 것", "해 올 것", "만들 것" (a future
// adnominal before 것, see koWillThing) and the bring-back "해오기".
// reKoRuleTodo: "주의할 것", "유의할 것", "참고할 것": a rule to keep in
// mind, not work.
var (
	reKoTodoEnd = regexp.MustCompile(`(?:할|볼|올|해\s*올)\s*것\s*[.!)\]]?\s*$`)
	// reKoListLabel: "해야 할 것", "알아야 할 것들": a label over a list.
	reKoListLabel = regexp.MustCompile(`야\s*할\s*것(?:들)?\s*[:：]?\s*$`)
	reKoRuleTodo  = regexp.MustCompile(`(?:주의|유의|명심|참고|조심|참조|고려)\s*(?:해야\s*)?할\s*것\s*[.!)\]]?\s*$`)
)

// koTodoEnding: plain closes with a to-do ending that commits no one yet.
func koTodoEnding(plain string) bool {
	t := koTrimMarkup(tail(plain, 64))
	if !extract.HasHangul(t) || koPast(t) || koConditional(plain) || reKoRuleTodo.MatchString(t) || reKoListLabel.MatchString(t) {
		return false
	}
	return reKoTodoEnd.MatchString(t) || koWillThing(t) || koBringBack(t)
}

// reKoDeliverable: a thing a team hands in, closing a line with no verb
// ("금요일까지 보고서", "다음 주까지 발표 자료 초안"): with a deadline
// before it, the line is work due then.
var reKoDeliverableEnd = regexp.MustCompile(`(?:보고서|자료|문서|초안|기획서|계획서|제안서|명세서|설계서|신청서|발표\s*자료|슬라이드|ppt|PPT|영상|포스터|과제|숙제|리포트|레포트|결과물|산출물|회고|요약본|정리본|목업|프로토타입|시안|와이어프레임|readme|README)\s*[.!)]?\s*$`)

// koDeliverableDue: the form of a Korean line whose only verb is a noun
// to deliver and that says by when ("금요일까지 보고서"): a task. form is
// the form read so far; it is kept when there is one.
func koDeliverableDue(plain, due, form string) string {
	if form == "" && due != "" && extract.HasHangul(plain) && koDatedWork(plain, due) {
		return formTask
	}
	// "~10/3" (a tilde before the date) is "by 10/3", as 까지 is:
	// "- [ ] 발표 자료 (~10/3)".
	if form != "" || due == "" || !extract.HasHangul(plain) || !reUntilDue.MatchString(due) && !strings.HasPrefix(strings.TrimSpace(due), "~") {
		return form
	}
	rest := strings.TrimSpace(strings.Replace(plain, due, " ", 1))
	rest = strings.TrimSpace(strings.Trim(rest, " -–—·,:：()[]"))
	if m := reKoLeadLabel.FindStringSubmatch(rest); m != nil {
		// "결론: … 까지 … 완성 목표": the label before the line's words.
		rest = strings.TrimSpace(m[1])
	}
	if rest == "" || utf8.RuneCountInString(rest) > 40 || reKoSchedule.MatchString(rest) || strings.ContainsAny(rest, ":：") {
		// "다음 회의: 금요일까지" schedules; "제출 기한: …" labels.
		return form
	}
	if reKoDeliverableEnd.MatchString(rest) || reKoWorkGoalEnd.MatchString(rest) {
		return formTask
	}
	return form
}

// koSignals adds the Korean signals of node i's plain text read with the
// form form: the to-do ending.
func (p *parser) koSignals(i int, plain, form string, add func(kind, v string)) {
	if !extract.HasHangul(plain) || form == "" {
		// A name closing a line that does no work is a remark or a
		// speaker ("좋은 의견 (민재)").
		return
	}
	// (A discussion or decision section is kept: "- 서버 비용 정리할
	// 것" under "## 논의" is the work the discussion left; a decision is
	// written with its label, "결정: …", and carries no signal.)
	if si := p.section(p.d.Nodes[i].Section); si.report || si.done {
		return
	}
	if (form == formCommitment || form == formImperative || form == formTask) && p.d.Nodes[i].Kind != doc.Heading && (koTodoEnding(plain) || koVerbTodo(plain) && !koTreeBranch(p.d.Nodes[i].Raw)) {
		// (A heading "### 각자 알아야 할 것" names a list.)
		add(extract.SignalForm, formKoTodo)
	}
}
