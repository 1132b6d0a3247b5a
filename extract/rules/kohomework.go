package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Study groups hand out their homework as a list under "과제" in a few
// shapes the general item reading misses:
//
//	* - 기본 개념 -            a label between dashes groups the items below
//	  * Ring - 양유석          the topic, a dash, the member who takes it
//	  * 인증 방식 정리          a topic whose nested items only name people:
//	    * - 김신수              those people take it
//	    * - 한기홍
//
// The label is no task and a nested name is no task of its own; the topic
// is the task and the names its owners.

// reKoGroupLabel: a short label written between dashes ("- middleware -",
// "-- 기본 개념 --").
var reKoGroupLabel = regexp.MustCompile(`^[-–—=]+\s*([^-–—=\s][^-–—=]{0,40}?)\s*[-–—=]+$`)

// reKoTopicDashName: "Ring - 양유석", "API 설명 – 박광희님".
var reKoTopicDashName = regexp.MustCompile(`^(.+?)\s+[-–—]+\s*([\p{Hangul}]{2,4}?)(?:님|씨)?\s*$`)

// koNameOnly: the person an item consists of ("- 김신수", "한기홍님"), or "".
func koNameOnly(plain string) string {
	t := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(plain), "-–—:· "))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "님"), "씨")
	if koFullName(t) {
		return t
	}
	return ""
}

func koGroupLabel(plain string) bool {
	return reKoGroupLabel.MatchString(strings.TrimSpace(plain))
}

// koStudyAssigned reads the homework shapes above in an action
// section; ok reports that it settled the line (c nil: the line is none).
func (p *parser) koStudyAssigned(i int, n doc.Node, si secInfo) (c *extract.Candidate, ok bool) {
	if n.Kind != doc.ListItem {
		return nil, false
	}
	if !(si.action || si.dueOnly) {
		return p.koMemberTodo(n, si)
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if koGroupLabel(plain) && p.hasChildren(i) {
		return nil, true
	}
	parentLabel := false
	if n.Parent >= 0 {
		m := p.d.Nodes[n.Parent]
		if m.Kind != doc.ListItem {
			return nil, false
		}
		if koNameOnly(plain) != "" && koNameOnly(stripInline(m.Text)) == "" {
			// The owner of the item it is nested under.
			return nil, true
		}
		if parentLabel = koGroupLabel(strings.TrimSpace(stripInline(m.Text))); !parentLabel {
			return nil, false
		}
	}
	// ("✅ 회의실 예약 - 서연": a status pictograph is no word of the
	// title.)
	title, owner := reStatusEmojiLead.ReplaceAllString(plain, ""), ""
	if m := reKoTopicDashName.FindStringSubmatch(title); m != nil && koFullName(m[2]) && koNameOnly(m[1]) == "" {
		title, owner = m[1], m[2]
	}
	if names := p.koChildNames(i); owner == "" && len(names) > 0 {
		owner = strings.Join(names, ", ")
	}
	if owner == "" {
		if !parentLabel {
			return nil, false
		}
		// An item of a labelled group is a top item of the list.
		c := p.parseItem(n.Text, si.owner)
		c.Syntax = "ko-study-group"
		inheritDue(c, si)
		return c, true
	}
	// "발표 자료 준비 (~5/3) - 이서연": the deadline before the name is
	// the item's, not part of its title.
	title, due := cutDue(title)
	c = &extract.Candidate{Title: cleanTitle(title), Due: due, Assignee: owner, Owners: splitOwners(owner), Syntax: "ko-study-assigned"}
	inheritDue(c, si)
	return c, true
}

// koChildNames: the people item i's nested items consist of, when every
// nested item is only a name.
func (p *parser) koChildNames(i int) []string {
	var names []string
	for j := range p.nestedItems(i) {
		m := p.d.Nodes[j]
		if m.Parent != i {
			return nil
		}
		nm := koNameOnly(stripInline(m.Text))
		if nm == "" {
			return nil
		}
		names = append(names, nm)
	}
	return names
}

// reKoBeforehand: a heading of what members do before the session —
// "사전 준비", "[사전 과제]", "사전 학습 사항", "미리 해올 것": its items are
// tasks, as under "다음 모임 준비".
var reKoBeforehand = regexp.MustCompile(`^(?:\d+\.\s*)?(?:사전|모임\s*전|스터디\s*전|미리)\s*(?:준비|과제|숙제|학습|읽을\s*거리|해올\s*것|할\s*일)(?:\s*사항)?$`)

// koRefChildren: every item nested under item i is only a link ("*
// 스위프트 학습하기" / "  * https://…"): the item's references, not steps
// it heads.
func (p *parser) koRefChildren(i int) bool {
	seen := false
	for j := range p.nestedItems(i) {
		m := p.d.Nodes[j]
		t := strings.TrimSpace(m.Text)
		if !reLinkOnly.MatchString(t) {
			return false
		}
		seen = true
	}
	return seen
}

// reKoHomework: a heading that hands out homework ("과제", "### 숙제",
// "이번 주 과제").
var reKoHomework = regexp.MustCompile(`(?:과제|숙제|해올\s*것)$`)

// koHomework: the section hands out homework. Its steps are
// instructions, conditional ones too ("… 리뷰가 없으면 한 명을 리뷰어로
// 초대"): what a member does if it happens, not a feature's behaviour.
func koHomework(s *doc.Section) bool {
	return s != nil && reKoHomework.MatchString(normHeading(s.Title))
}

// reKoMemberTodo: an item written as a to-do ("2장 정리하기", "예제 실행해
// 오기", "문제 풀 것", "발표 준비 예정").
var reKoMemberTodo = regexp.MustCompile(`(?:하기|풀기|읽기|쓰기|만들기|찾기|올리기|외우기|익히기|듣기|[해아어]\s*오기|[해아어]\s*보기|할\s*것|할것|볼\s*것|[을를]\s*것|예정)\s*[.!]?$`)

// koMemberTodo: a study page with a heading per member ("## 김민수" /
// "- 2장 정리하기"): an item under the member's heading written as a
// to-do is that member's task. Items that report ("2장 정리 완료") or only
// name a topic stay as they were read.
func (p *parser) koMemberTodo(n doc.Node, si secInfo) (*extract.Candidate, bool) {
	if n.Section == nil || n.Parent >= 0 || si.done || si.report || !extract.HasHangul(n.Text) {
		return nil, false
	}
	who := p.personHeading(n.Section.Title)
	if who == "" || !extract.HasHangul(who) {
		return nil, false
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if !reKoMemberTodo.MatchString(plain) || isQuestion(plain) || koConditional(plain) {
		return nil, false
	}
	c := p.parseItem(n.Text, who)
	if len(c.Owners) == 0 {
		c.Assignee, c.Owners = who, []string{who}
	}
	c.Syntax = "ko-member-heading"
	inheritDue(c, si)
	return c, true
}

// reLatinLabel: a Latin label of one or two words before a colon
// ("Exercise :", "Zanata ID:").
var reLatinLabel = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9._-]*(?:\s+[A-Za-z][A-Za-z0-9._-]*)?)\s*[:：]\s*\S`)

// koLatinLabelOwner: in a Korean homework item "Exercise : 자신의 패치
// 올리기" or "Zanata ID: 번역 기여에 필요", the Latin label names what the
// step is about, not who does it, unless the notes know it as a person
// elsewhere (an attendee, a roster name): the owner read from it goes.
func (p *parser) koLatinLabelOwner(i int, c *extract.Candidate) {
	n := p.d.Nodes[i]
	if len(c.Owners) != 1 || !koHomework(n.Section) {
		return
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reLatinLabel.FindStringSubmatch(plain)
	if m == nil || m[1] != c.Owners[0] || !extract.HasHangul(plain[len(m[0]):]) || p.known(m[1]) {
		return
	}
	if strings.Count(strings.ToLower(p.notesText()), strings.ToLower(m[1])) > 1 {
		// Written elsewhere too: maybe a person the team calls so.
		return
	}
	c.Assignee, c.Owners = "", nil
}
