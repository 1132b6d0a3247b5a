package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Forms of minutes written to a company-like template (trial ko-trials34):
// an issue or page template's action item left as the template wrote it.

// reSlotDateMask: a date written as its format ("YYYY-MM-DD", "MM/DD",
// "yyyy.mm.dd", "YYYY년 MM월 DD일"): the place for a date, no date.
var reSlotDateMask = regexp.MustCompile(`(?i)\b(?:y{2,4}[-./]\s*m{1,2}[-./]\s*d{1,2}|m{1,2}[-./]d{1,2}(?:[-./]y{2,4})?|d{1,2}[-./]m{1,2}[-./]y{2,4})\b|(?i:y{2,4})\s*년\s*(?i:m{1,2})\s*월\s*(?i:d{1,2})\s*일`)

// reSlotOwner: an owner written as the template's role word ("@담당자",
// "담당자:", "@이름", "@owner", "[Assignee]").
var reSlotOwner = regexp.MustCompile(`(?i)^[\[(<]?@?(?:담당자(?:명)?|담당|이름|성명|작성자|name|owner|assignee|person|responsible|who)[\])>]?\s*(?:[:：—–\-|/,]\s*)?`)

// reSlotDue: the template's due field, in brackets or after a dash
// ("(기한: YYYY-MM-DD)", "- due: MM/DD"), its value a mask or empty.
var reSlotDue = regexp.MustCompile(`(?i)[(\[]?\s*(?:기한|마감(?:일)?|일정|due(?:\s*date)?|deadline|by)?\s*[:：]?\s*(?:` + reSlotDateMask.String() + `)\s*[)\]]?`)

// reSlotTask: the template's word for the task itself.
var reSlotTask = regexp.MustCompile(`(?i)^(?:할\s*일|해야\s*할\s*일|작업(?:\s*내용)?|업무(?:\s*내용)?|내용|액션(?:\s*아이템)?|task(?:\s*description)?|to-?do|action(?:\s*item)?|description|item|\.{3}|…)$`)

// templateSlot: an action item a template left unfilled ("- [ ] @담당자 —
// 할 일 (기한: YYYY-MM-DD)", "- [ ] @owner — task (due: MM/DD)"): its
// task is the template's word for a task, and its owner is the role word
// or its due a date's format. A team that copies the template into every
// issue and fills in the rest leaves these two lines as they were; they
// are places for actions, none themselves.
func (p *parser) templateSlot(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return false
	}
	s := strings.TrimSpace(reSlotBox.ReplaceAllString(stripInline(n.Text), ""))
	owner, mask := false, false
	if loc := reSlotOwner.FindStringIndex(s); loc != nil && loc[1] > 0 {
		owner = true
		s = strings.TrimSpace(s[loc[1]:])
	}
	if reSlotDateMask.MatchString(s) {
		mask = true
		s = strings.TrimSpace(reSlotDue.ReplaceAllString(s, " "))
	}
	if !owner && !mask {
		return false
	}
	s = strings.Trim(s, " \t—–-:：|/,()[]")
	return reSlotTask.MatchString(s)
}
