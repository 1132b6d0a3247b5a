package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of Korean student-team minutes met in the ko-trials6 product
// trials (capstone and course-project teams).

// koUnderActionLabel: node i is a list item nested under an item that
// only names a to-do list ("- 액션 아이템:" / "  - [ ] 전원: 규칙 요약본
// 검수"). Its "label: value" is an owner and the work, never a record
// field, whatever the section it sits in ("## 회의 결과 요약").
func (p *parser) koUnderActionLabel(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && !(n.Kind == doc.Paragraph && n.Cont) || n.Parent < 0 {
		return false
	}
	// ("- 해야할것" / "    김회진 : 회원관리 기본기능 완성": an indented
	// line with no mark under the label is one of its items too.)
	par := p.d.Nodes[n.Parent]
	return par.Kind == doc.ListItem && par.Indent < n.Indent && p.actionLabelItem(n.Parent)
}

// reKoFieldWord: the name of a column of an action-item template ("담당자 /
// 기한 / 내용", "담당 | 할 일 | 마감").
var reKoFieldWord = regexp.MustCompile(`^(?i:담당자?|담당자명|기한|마감(?:일|기한)?|완료\s*(?:예정)?일|예정일|일정|내용|할\s*일|업무|작업|과제|항목|비고|상태|우선\s*순위|owner|assignee|due|deadline|task|action|status|notes?)$`)

// koTemplateFields: plain is nothing but the column names of an
// action-item template, split by "/", "|" or "," ("[ ] 담당자 / 기한 /
// 내용" left unfilled under "### 액션 아이템"): a line to fill, no task.
func koTemplateFields(plain string) bool {
	plain = strings.TrimSpace(strings.Trim(strings.TrimSpace(plain), "-*:：[] "))
	fields := strings.FieldsFunc(plain, func(r rune) bool { return r == '/' || r == '|' || r == ',' || r == '·' })
	if len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		if !reKoFieldWord.MatchString(strings.TrimSpace(f)) {
			return false
		}
	}
	return true
}

// reKoEmptyFields: a parenthesis of action-item fields left blank ("(담당:
// / 기한: )", "(담당자: , 마감: )"): no owner and no deadline written.
var reKoEmptyFields = regexp.MustCompile(`\s*[(\[]\s*(?:(?:담당자?|기한|마감(?:일)?|일정)\s*[:：]\s*[/,|]?\s*)+[)\]]`)

// koEmptyFields: body without a parenthesis of blank fields.
func koEmptyFields(body string) string {
	if !strings.ContainsAny(body, "(［[") {
		return body
	}
	return strings.TrimSpace(reKoEmptyFields.ReplaceAllString(body, ""))
}

// reKoCondDue: a deadline written as an event to wait for or be ahead of
// ("교수님 일정 확인 후", "다음 회의 전", "중간발표 전까지").
var reKoCondDue = regexp.MustCompile(`^[\p{Hangul}\d~/. ]{1,24}\s*(?:까지|전까지|전에|전|후|이후|후에)$`)

// koSlashDue: "서상호 / 이번 주 / 피그마 사용법 익히기" — an action item
// written as slash-separated fields (owner, deadline, work), the way a
// template of "담당자 / 기한 / 내용" is filled: the field that is wholly a
// deadline or horizon ("이번 주", "3/20까지", "교수님 일정 확인 후") is the
// item's due, taken out of its text. Only a field before the last (the
// work) is read, and only fields set off by spaced slashes ("스킬1/2" is
// no field).
func koSlashDue(body string) (rest, due string) {
	if !strings.Contains(body, " / ") || !extract.HasHangul(body) {
		return body, ""
	}
	fields := strings.Split(body, " / ")
	if len(fields) < 2 || len(fields) > 4 {
		return body, ""
	}
	for k := 0; k < len(fields)-1; k++ {
		f := strings.TrimSpace(fields[k])
		if f == "" || utf8.RuneCountInString(f) > 24 {
			continue
		}
		if !koWholeDue(f) {
			continue
		}
		last := strings.TrimSpace(fields[len(fields)-1])
		if !extract.HasHangul(last) || utf8.RuneCountInString(last) < 4 {
			return body, ""
		}
		kept := append(append([]string{}, fields[:k]...), fields[k+1:]...)
		return strings.TrimSpace(strings.Join(kept, " / ")), f
	}
	return body, ""
}

// koWholeDue: field f is a deadline or a horizon and nothing else.
func koWholeDue(f string) bool {
	if reTimeLabel.MatchString(f) || reHorizonOnly.MatchString(f) {
		return true
	}
	if t, d := cutDue(f); d != "" && strings.TrimSpace(t) == "" {
		return true
	}
	if m := reHorizonDue.FindString(f); m != "" && strings.TrimSpace(m) == f {
		return true
	}
	return reKoCondDue.MatchString(f) && len(strings.Fields(f)) <= 4
}

// reKoDeferredTalk: a topic put off to a later talk ("back-end는 추후 논의
// 예정", "결제 버튼 추가를 추후 논의예정", "위에 것 다 구현 뒤에 이야기할
// 것", "다음 회의에서 다시 논의하기로 함"): what the team will talk about,
// not work anyone is to do.
var reKoDeferredTalk = regexp.MustCompile(`(?:추후(?:에)?|나중에|향후|차후|다음\s*(?:회의|미팅|모임|시간)(?:에서|때)?|\S+\s*(?:뒤에|후에|이후에?))\s*(?:다시\s*|더\s*|자세히\s*|추가(?:로|적으로|로\s*더)?\s*)?(?:논의|이야기|얘기|의논|협의|회의|토의|검토)\s*(?:를\s*)?(?:예정(?:임|입니다)?|할\s*(?:것|예정)|하기로\s*(?:함|했다|했음|결정)?|하기|함|진행\s*예정)?\s*[.!]?$`)

// koDeferredTalk: candidate c of line plain only puts a topic off to a
// later talk (no deadline is written: "다음 주까지 논의 후 결정" is a
// promise with a date).
func koDeferredTalk(plain string, c *extract.Candidate) bool {
	return c.Due == "" && reKoDeferredTalk.MatchString(strings.TrimSpace(plain))
}

// koBlankFields: text carries a parenthesis of action-item fields left
// blank ("(담당: / 기한: )") after Korean work.
func koBlankFields(text string) bool {
	loc := reKoEmptyFields.FindStringIndex(text)
	return loc != nil && loc[0] > 0 && extract.HasHangul(text[:loc[0]])
}

// reIterationPlanning: the heading of an iteration's or sprint's plan
// ("Iteration 1 Planning", "sprint 3 planning", normalised), in either
// order ("Planning first Iteration", "planning for the next sprint"),
// or of the tasks themselves ("Task Planning"):
// the work it hands out is its items, as under "계획".
var reIterationPlanning = regexp.MustCompile(`^(?:sprint|iteration|milestone|phase)\s*#?\d{0,3}\s*planning$|^planning\s+(?:for\s+)?(?:the\s+)?(?:first|second|third|fourth|fifth|final|last|next|\d{1,2}(?:st|nd|rd|th)?)\s+(?:sprint|iteration|milestone|phase)$|^(?:tasks?|work)\s+planning$`)

// koSpacelessHeadings: the Korean action headings without their spaces.
var koSpacelessHeadings = func() map[string]bool {
	m := map[string]bool{}
	for _, h := range actionHeadings {
		if extract.HasHangul(h) {
			m[strings.ReplaceAll(h, " ", "")] = true
		}
	}
	return m
}()

// koSpacelessActionHeading: norm is a Korean action heading spaced
// otherwise ("향후 진행사항", "향후진행 사항" for "향후 진행 사항"): Korean
// notes space compound nouns as their writer likes.
func koSpacelessActionHeading(norm string) bool {
	return extract.HasHangul(norm) && koSpacelessHeadings[strings.ReplaceAll(norm, " ", "")]
}

// reLatinHandle: one account name or ID ("chocolithm", "Minsoo2u",
// "Nari-Lee"), no words of work.
var reLatinHandle = regexp.MustCompile(`^@?[A-Za-z][A-Za-z0-9_.-]{2,38}$`)

// koHandleRoster: candidate c of line i is one of a run of "이름 : handle"
// items outside any list of work ("- git repository 생성" / "  - 강윤상 :
// chocolithm" / "  - 권기윤 : Homez96"): the members' accounts, not work
// (a to-do list's "선민: PWA2" stays work).
func (p *parser) koHandleRoster(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || len(c.Owners) != 1 || !reLatinHandle.MatchString(strings.TrimSpace(c.Title)) || p.section(n.Section).action || p.koUnderActionLabel(i) {
		return false
	}
	same := 0
	for j := range p.d.Nodes {
		m := p.d.Nodes[j]
		if m.Kind != doc.ListItem || m.Parent != n.Parent || m.Section != n.Section || m.Indent != n.Indent {
			continue
		}
		lm := reKoRecordField.FindStringSubmatch(strings.TrimSpace(stripInline(m.Text)))
		if lm == nil || !extract.HasHangul(lm[1]) || !reLatinHandle.MatchString(strings.TrimSpace(lm[2])) {
			return false
		}
		same++
	}
	return same >= 3
}

// reKoRoleChosen: "팀장 선정", "서기 지정", "발표자 결정": the choice of
// who holds a role.
var reKoRoleChosen = regexp.MustCompile(`^(?:팀장|부팀장|조장|서기|총무|리더|pm|po|발표자|회의록\s*작성자)\s*(?:선정|지정|결정|선출|확정)$`)

// koRoleChosen: candidate c only records who was chosen for a role ("-
// 팀장 선정 : 강윤상"), no work of theirs.
func koRoleChosen(c *extract.Candidate) bool {
	return len(c.Owners) > 0 && c.Due == "" && reKoRoleChosen.MatchString(strings.ToLower(strings.TrimSpace(c.Title)))
}

// reKoRoleParen: "(발표자: 김재우)", "(작성자: 한지민, 오세훈)": the person
// who presents, writes or reviews the work, in a parenthesis closing it.
var reKoRoleParen = regexp.MustCompile(`\s*[(\[]\s*(?:발표자|작성자|책임자|진행자|검토자|리뷰어|발표|작성|검토)\s*[:：]\s*([^()\[\]:：]{1,40}?)\s*[)\]]`)

// koRoleParenOwner: body without a closing parenthesis that names the
// person of the work by their part in it, and that person ("발표자료 작성
// 및 9/27(금) 발표 진행 (발표자: 김재우)"); ok is false when there is none
// or it names no one (full names only: "(작성: 초안)" is no person).
func koRoleParenOwner(body string) (rest, owner string, ok bool) {
	loc := reKoRoleParen.FindStringSubmatchIndex(body)
	if loc == nil || loc[0] == 0 {
		return body, "", false
	}
	o := strings.TrimSpace(body[loc[2]:loc[3]])
	if !koOnlyNames(o) || strings.TrimSpace(body[loc[1]:]) != "" {
		return body, "", false
	}
	return strings.TrimSpace(body[:loc[0]]), o, true
}

// koTopicSiblings: among the items sibling picks, one is no name in shape
// ("- 메인화면" / "- 마이홈" / "- 수집품 거래" / "- 기타"; a group word,
// "- 공통", is no topic): the run lists topics, and a word of a name's
// shape among them ("마이홈") is a topic too, unless the notes know it as a
// person.
func (p *parser) koTopicSiblings(sibling func(doc.Node) bool) bool {
	n := 0
	for _, m := range p.d.Nodes {
		if !sibling(m) {
			continue
		}
		n++
		if groupOwners[strings.ToLower(strings.TrimSpace(strings.Trim(stripInline(m.Text), "*_:： ")))] {
			// "- 공통" beside the names: the work all share.
			continue
		}
		if w, _ := koNameShape(m.Text); w == "" {
			return true
		}
	}
	return false
}

// reKoArrowResolution: "이슈 : API가 필요할 것 같음 => 12/1까지 … 완료 후
// … 해결": a problem, an arrow, and what is to be done about it.
var reKoArrowResolution = regexp.MustCompile(`^(?:[^:：=>→⇒]{1,12}[:：]\s*)?(\S.*?)\s*(?:=>|->|→|⇒)\s*(\S.*)$`)

// koArrowResolution reads line i as the work after an arrow when that
// part has a deadline of its own and ends as work does (a to-do or
// commitment ending, a noun of work): the resolution the meeting wrote to
// a problem, for a person to confirm. The problem before the arrow is no
// part of it.
func (p *parser) koArrowResolution(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	if n.Section != nil && p.section(n.Section).done {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reKoArrowResolution.FindStringSubmatch(plain)
	if m == nil || !extract.HasHangul(m[2]) {
		return nil
	}
	right := strings.TrimSpace(m[2])
	due := dueExtra(right)
	if due == "" || !koWorkValue(right) {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-arrow-resolution"}
	title := strings.TrimSpace(strings.Replace(right, due, "", 1))
	if !titled(c, title) {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}
