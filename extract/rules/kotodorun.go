package rules

// A meeting's own to-do list written as bare lines: under the meeting's
// heading ("# 2020.01.13) 회의록1", "- 9/18"), a run of three or more
// short lines most of which are to-dos — a verb made a noun with -기
// ("주차 계획 간략하게 짜기", "페이지 그리기"), a noun of work ("업무
// 분담 세분화") or a proposal ("…를 만들자") — is what the team set
// itself to do. Each -기 or proposal line of it is a possible action the
// team confirms; one such line alone stays possible (kotodoverb.go), and
// under a topic ("## 기능" / "- 사진 올리기") the same endings describe a
// feature.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoProposal: a proposal closing a line ("웹페이지를 만들자", "주요
// 기능은 끝내자", "정하자").
var reKoProposal = regexp.MustCompile(`(?:하|만들|끝내|정하|짜|세우|나누|바꾸|맞추|올리|넣|그리|찾|모이|해보)자\s*[.!~]*\s*$`)

// koRunLine: the line's plain text with a remark in parentheses closing
// it left off.
func koRunLine(n doc.Node) string {
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if b := strings.TrimSpace(reTrailParen.ReplaceAllString(plain, "")); b != "" {
		return b
	}
	return plain
}

// koRunTodo: the line gives itself as a to-do; koRunShaped also counts a
// noun of work.
func koRunTodo(plain string) bool {
	return utf8.RuneCountInString(plain) <= 60 && !isQuestion(plain) && (koVerbTodo(plain) || (reKoProposal.MatchString(plain) || reKoRunGi.MatchString(plain)) && !koPast(plain))
}

// reKoRunGi: more verbs of work made nouns with -기, read as to-dos only
// in such a run ("계획 짜기", "흐름도 그리기", "계획 세우기", "사진 찍기").
var reKoRunGi = regexp.MustCompile(`(?:짜기|그리기|세우기|찍기|풀기|뽑기|익히기|배우기)\s*[.!)\]]?\s*$`)

func koRunShaped(plain string) bool {
	return koRunTodo(plain) || utf8.RuneCountInString(plain) <= 40 && reKoTaskNoun.MatchString(plain) && !koPast(plain) && !koStatus(plain)
}

// reKoCancelledMark: "(x)" closing a line strikes it out ("GIT 게임
// 하기(x)").
var reKoCancelledMark = regexp.MustCompile(`\(\s*[xX✗✘]\s*\)\s*$`)

// koMeetingScope: the line sits under the meeting itself — a heading or
// a parent item that names the meeting or only a date.
func (p *parser) koMeetingScope(n doc.Node) bool {
	if n.Parent >= 0 {
		t := strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[n.Parent].Text)))
		return p.d.Nodes[n.Parent].Parent < 0 && koDateOnly(t)
	}
	if n.Section == nil {
		return true
	}
	t := strings.TrimSpace(stripInline(stripEmphasis(n.Section.Title)))
	if reKoRecordTitle.MatchString(t) {
		// "### 회의 기록", "회의 내용 요약": what happened, not a list set.
		return false
	}
	return reMeetingWord.MatchString(t) || koDateOnly(t)
}

// reKoRecordTitle: a title of the meeting's record.
var reKoRecordTitle = regexp.MustCompile(`기록|내용|결과|요약|결론|논의|진행\s*상황|회고`)

// reKoDateOnlyRest: what a date-only title may carry beside the date.
var reKoDateOnlyRest = regexp.MustCompile(`^[\s()\[\].,/~\-:년월일요화수목금토]*$`)

// koDateOnly: t is a date and nothing else worth a word.
func koDateOnly(t string) bool {
	d := reHeadingDate.FindString(t)
	if d == "" {
		return false
	}
	rest := strings.Replace(t, d, "", 1)
	rest = strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, rest)
	return reKoDateOnlyRest.MatchString(rest)
}

// koTodoRun reads node i as a to-do of the meeting's bare list.
func (p *parser) koTodoRun(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph && n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || !extract.HasHangul(n.Text) {
		return nil
	}
	if si := p.section(n.Section); si.nonAction || si.report || si.decision || si.done || si.summary {
		return nil
	}
	plain := koRunLine(n)
	if reKoCancelledMark.MatchString(strings.TrimSpace(stripInline(n.Text))) || !koRunTodo(plain) || !p.koMeetingScope(n) {
		return nil
	}
	same := func(m doc.Node) bool {
		return m.Kind == n.Kind && m.Section == n.Section && m.Parent == n.Parent && m.Indent == n.Indent
	}
	run, shaped := 1, 1
	for j := i - 1; j >= 0 && same(p.d.Nodes[j]); j-- {
		run++
		if koRunShaped(koRunLine(p.d.Nodes[j])) {
			shaped++
		}
	}
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Parent > n.Parent && m.Parent >= i && m.Kind == doc.ListItem {
			continue // (a sub-item of a sibling)
		}
		if !same(m) {
			break
		}
		run++
		if koRunShaped(koRunLine(m)) {
			shaped++
		}
	}
	if run < 3 || shaped*2 < run {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-todo-run"}
	title, due := cutDue(plain)
	if strings.HasPrefix(strings.TrimSpace(title), "의 ") {
		// ("6주 동안의 주차 계획 짜기": a span the plan covers, no due.)
		title, due = plain, ""
	}
	c.Title, c.Due = cleanTitle(title), due
	if c.Title == "" {
		return nil
	}
	if o, rest, ok := p.koLeadName(c.Title); ok {
		// "지훈 시연 영상 찍기": a run's line opened by a name is that
		// member's to-do (konamelead.go).
		c.Assignee, c.Owners, c.Title = o, []string{o}, cleanTitle(rest)
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}
