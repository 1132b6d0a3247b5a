package rules

// Student team minutes keep a meeting in Markdown tables whose cells hold
// several items separated by "<br>": a row per member ("| 이름 | 한 일 |
// 할 일 |") or per agenda item ("| 안건 | 내용 | 담당 | 기한 |"), or a
// two-column form ("| 구분 | 내용 |") with a row labelled "To Do" whose
// cell lists "• 이름: 할 일" items. A table is read as rows with columns:
// the header names the owner, task and due columns, each row is a
// candidate with that row's owner and due, and each item of a task cell
// is a candidate of its own, on the row's line (labels are kept by line,
// as for the items of a long Korean line in kolonglines.go).

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// maxCellItems bounds the items one cell is split into: a cell of more is
// read whole, as before.
const maxCellItems = 12

// reCellBullet: a bullet or number opening an item of a cell ("• ", "- ",
// "1. ", "① ").
var reCellBullet = regexp.MustCompile(`^(?:[-*+•·○●◦▪▫ㅇ※➤▷]|\d{1,2}[.)]|[①-⑳]|\(\d{1,2}\))\s*`)

// splitTableItems replaces each table row whose task cell holds
// several "<br>"-separated items with one row per item, on the same line;
// the row's other cells (owner, due, status) are kept on every copy.
func splitTableItems(d *doc.Document) {
	tp := &parser{d: d, tables: map[*doc.Table]tableRoles{}}
	splitNodes(d, func(n doc.Node) []doc.Node {
		col := taskCellColumn(tp, n)
		if col < 0 {
			return nil
		}
		items := cellItems(n.Cells[col])
		if len(items) < 2 {
			return nil
		}
		out := make([]doc.Node, 0, len(items))
		for _, it := range items {
			m := n
			m.Cells = append([]string(nil), n.Cells...)
			m.Cells[col] = it
			out = append(out, m)
		}
		return out
	})
}

// taskCellColumn: the column of a table row that holds its work — the
// task (or plan) column the header names, or the value cell of a row
// whose label reads as future work — or -1.
func taskCellColumn(tp *parser, n doc.Node) int {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil {
		return -1
	}
	if col, _ := futureLabelRow(n); col >= 0 {
		return col
	}
	r := tp.roles(n.Table)
	if r.task < 0 || r.task >= len(n.Cells) {
		return -1
	}
	return r.task
}

// futureLabelRow: in a table of labels and values ("| 구분 | 내용 |"), a
// row whose label cell reads as future work ("To Do", "다음 주 할 일",
// "액션 아이템", "차주 계획") — the column of its value and the label; -1
// otherwise. The label scopes the value as a heading scopes its list.
func futureLabelRow(n doc.Node) (int, string) {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil || len(n.Cells) != 2 || len(n.Table.Header) != 2 {
		return -1, ""
	}
	label := strings.TrimRight(stripEmphasis(strings.TrimSpace(n.Cells[0])), ":： ")
	if strings.HasPrefix(label, "[") || strings.HasPrefix(label, "`") {
		// "| [todo] | Action Item |": a legend of the notes' tags.
		return -1, ""
	}
	norm := normHeading(label)
	if norm == "" || reKoDoneColumn.MatchString(norm) {
		return -1, ""
	}
	if reKoGoalHeading.MatchString(norm) && !isActionHeading(norm) && reHorizon.FindStringIndex(norm) == nil {
		// "| 시간 목표 | 1장당 최대 6분 |": a goal of no coming time names
		// a target the team measures itself by, no work.
		return -1, ""
	}
	if isActionHeading(norm) || futureWorkHeading(norm) || headerIs(norm, []string{"todo", "to do", "to-do", "할 일", "할일", "과제", "다음 할 일"}) {
		return 1, label
	}
	return -1, ""
}

// cellItems: the items of a cell separated by "<br>", bullets dropped, or
// nil when the cell holds one item (or too many to be a list of work).
func cellItems(cell string) []string {
	if !reBreak.MatchString(cell) {
		// "1) 로그인 구현 2) 회원가입 구현": numbers written inline make a
		// list of a cell as of a line (kolonglines.go).
		if extract.HasHangul(cell) {
			if items := koInlineNumbered(strings.TrimSpace(cell)); len(items) >= 2 && len(items) <= maxCellItems {
				return items
			}
		}
		return nil
	}
	var out []string
	for _, part := range reBreak.Split(cell, -1) {
		part = strings.TrimSpace(reCellBullet.ReplaceAllString(strings.TrimSpace(part), ""))
		if reEmptyCell.MatchString(part) {
			continue
		}
		out = append(out, part)
	}
	if len(out) < 2 || len(out) > maxCellItems {
		return nil
	}
	return out
}

// koTableItemOwner: an item of a cell that opens with a person and a colon
// ("한지훈: 크롤링 데이터 전처리") — the person and the task, or "".
var reCellOwnerLead = regexp.MustCompile(`^\s*(?:\*\*|__)?([\p{Hangul}]{2,4}|[\p{L}][\p{L}.'-]{1,20})(?:\*\*|__)?\s*[:：]\s*(.+)$`)

// doneColumnHeader: a column of finished work, attendance or remarks —
// never the task of a row when no column is named so.
func doneColumnHeader(h string) bool {
	k := normHeading(h)
	if reKoDoneColumn.MatchString(k) {
		return true
	}
	switch k {
	case "출석", "출결", "참석", "참석 여부", "비고", "메모", "note", "notes", "remarks", "attendance", "done":
		return true
	}
	return false
}

// reSeeBelow: a value that only points to where the content is written
// ("아래 참고", "하단 참조", "아래와 같음", "see below").
var reSeeBelow = regexp.MustCompile(`^(?:(?:아래|하단|밑|다음)\s*(?:의\s*)?(?:내용\s*|목록\s*|항목\s*)?(?:참고|참조|확인)|(?:아래|하단|다음)와\s*같(?:음|이|습니다)|(?:see|refer\s+to|listed)\s+below|below)\s*[.!]?$`)

// labelRowItem reads one item of a future-work label row: "한지훈: 전처리
// (10/12까지)" is 한지훈's, an item naming nobody is the team's (owner
// null, as an owner-less to-do under such a heading); the label's horizon
// ("차주 계획" → 차주) is its due when the item names none.
func (p *parser) labelRowItem(n doc.Node, col int, label string, si secInfo) *extract.Candidate {
	task := strings.TrimSpace(reBreak.ReplaceAllString(n.Cells[col], ", "))
	task = strings.TrimSpace(reCellBullet.ReplaceAllString(task, ""))
	if reEmptyCell.MatchString(task) || reNoValue.MatchString(strings.ToLower(stripEmphasis(task))) || isActionHeading(normHeading(task)) || reSeeBelow.MatchString(strings.ToLower(stripEmphasis(task))) {
		// (A value that is itself a label of work explains a tag; one
		// that points elsewhere — "| 오늘의 To Do | 아래 참고 |" — holds
		// none: the work is written below.)
		return nil
	}
	owner := ""
	if m := reCellOwnerLead.FindStringSubmatch(stripInline(task)); m != nil && (p.koPerson(m[1]) || p.known(m[1])) {
		owner, task = m[1], m[2]
	}
	c := p.parseItem(task, owner)
	if owner == "" && len(c.Owners) == 0 {
		c.Owners = nil
	}
	if c.Due == "" {
		if _, d := cutDue(label); d != "" {
			c.Due = d
		} else if h := strings.TrimSpace(reHorizonDue.FindString(label)); h != "" {
			c.Due = h
		} else if si.due != "" {
			c.Due = si.due
		} else if si.horizon != "" {
			c.Due = si.horizon
		}
	}
	c.Syntax = extract.SyntaxTable
	return c
}

// reKoDoneHeading: a Korean heading of work already done ("이번 주 완료한
// 작업", "지난주에 한 일", "금주 진행한 내용", "오늘 한 것", "진행", "전일
// 진행", "전주 진행 상황 정리"); reKoAheadWord keeps one that
// also names work ahead ("완료한 일과 다음 주 할 일").
var (
	reKoDoneHeading = regexp.MustCompile(`(?:완료한|완료된|끝낸|마친|진행한|진행했던|(?:^|\s)한\s*(?:일|것)|했던\s*(?:일|것))\s*(?:작업|일|업무|항목|내용|사항|것|목록)?\s*$|^(?:오늘|금일)?\s*진행(?:\s*내용)?$|^(?:전일|어제|지난\s*주|전주|저번\s*주)\s*(?:의\s*)?진행(?:\s*(?:내용|사항|상황|현황))?(?:\s*(?:정리|공유|보고))?$`)
	reKoAheadWord   = regexp.MustCompile(`할\s*일|할일|계획|예정|다음|차주|목표|to\s*do|todo`)
)

// koDoneHeading: the heading names only finished work; its lists and
// tables record it.
func koDoneHeading(norm string) bool {
	return reKoDoneHeading.MatchString(norm) && !reKoAheadWord.MatchString(norm)
}

// reKoDecidedRow: a cell that records a decision ("매주 수요일 19시 회의로
// 확정", "MUI로 통일함"), not work: what was settled "(으)로".
var reKoDecidedRow = regexp.MustCompile(`(?:로|으로)\s*(?:확정|결정|통일|합의)(?:됨|함|했음|하였음)?\s*[.]?$|(?:확정|결정|합의)(?:됨|되었음|했음)\s*[.]?$`)

// reKoAheadColumn: a column header that is only a time ahead ("다음 주",
// "차주", "다음 스프린트", "next week"): beside a column of the present or
// past ("이번 주", "지난 주", "한 일") it is the plan.
var (
	reKoAheadColumn = regexp.MustCompile(`(?i)^(?:다음\s*주|차주|다음\s*스프린트|다음\s*회의(?:\s*(?:전까지|까지))?|다음\s*주\s*까지|next\s+week|next\s+sprint)$`)
	reKoNowColumn   = regexp.MustCompile(`(?i)^(?:이번\s*주|금주|지난\s*주|저번\s*주|전주|오늘|어제|this\s+week|last\s+week|done|completed|finished|did|progress|yesterday)$|한\s*일|완료|진행`)
)

// aheadColumn: the index of a header that is only a time ahead, beside one
// of the present or past, or -1.
func aheadColumn(header []string, skip ...int) int {
	ahead, now := -1, false
	for i, h := range header {
		k := normHeading(h)
		switch {
		case containsInt(skip, i):
			// ("| Name | Done | Next week |": the done column, read as a
			// status, is the present beside the plan all the same.)
			now = now || reKoNowColumn.MatchString(k)
		case reKoAheadColumn.MatchString(k) && ahead < 0:
			ahead = i
		case reKoNowColumn.MatchString(k):
			now = true
		}
	}
	if !now {
		return -1
	}
	return ahead
}

// transposedRow: a table whose header names people ("| 구분 | 김민수 |
// 이하은 |", "| | Alice | Bob |") and whose row is labelled future work
// ("이번 주 할 일", "Next"): each person's cell is their work. It returns
// the columns that name people, with the label, or nil; done is true for
// a row of such a table labelled with what was done or is under way
// ("이번 주 한 일", "Done"), which records and gives no work.
func (p *parser) transposedRow(n doc.Node) (cols []int, label string, done bool) {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil || len(n.Cells) < 2 || len(n.Table.Header) < 3 {
		return nil, "", false
	}
	label = strings.TrimRight(stripEmphasis(strings.TrimSpace(n.Cells[0])), ":： ")
	norm := normHeading(label)
	if norm == "" {
		return nil, "", false
	}
	doneRow := reKoDoneColumn.MatchString(norm) || reEnDoneRowLabel.MatchString(norm)
	_, aheadLabel := koFutureLabel(label)
	if !doneRow && !(isActionHeading(norm) || futureWorkHeading(norm) || aheadLabel || reEnAheadRowLabel.MatchString(norm)) {
		return nil, "", false
	}
	// The people: names the notes know or Korean names, or — every
	// column — capitalised given names.
	known := true
	for i, h := range n.Table.Header[1:] {
		name := strings.Trim(stripEmphasis(reParen.ReplaceAllString(reMDLink.ReplaceAllString(h, "$1"), " ")), " @")
		if name == "" {
			continue
		}
		if !(p.koPerson(name) || p.known(name)) {
			known = false
			if !personNameShape(name) {
				return nil, "", false
			}
		}
		cols = append(cols, i+1)
	}
	if len(cols) == 0 || !known && len(cols) < 2 {
		return nil, "", false
	}
	if r := p.roles(n.Table); !known && (r.owner > 0 || r.task > 0 || r.due > 0 || r.status > 0) {
		// "| Task | Owner | Due |": capitalised words that head the
		// columns of a table of work, no people (the corner cell may
		// name the rows' kind: "| Who | Alice | Bob |").
		return nil, "", false
	}
	if doneRow {
		return nil, "", true
	}
	return cols, label, false
}

// personNameShape: name is written as a person's name is — one to three
// capitalised words, the first a given name's shape ("Alice", "Bob
// Jones").
func personNameShape(name string) bool {
	f := strings.Fields(name)
	if len(f) == 0 || len(f) > 3 || !givenNameShape(f[0]) {
		return false
	}
	for _, w := range f[1:] {
		if !reCapitalWord.MatchString(w) {
			return false
		}
	}
	return true
}

// reCapitalWord: a capitalised word ("Jones", "O'Neil", "Smith-Lee").
var reCapitalWord = regexp.MustCompile(`^[\p{Lu}][\p{Ll}'’-]+\.?$`)

// reEnAheadRowLabel, reEnDoneRowLabel: an English row label of work ahead
// ("Next", "To do", "Next week") or of work done or under way ("Done",
// "Last week", "In progress").
var (
	reEnAheadRowLabel = regexp.MustCompile(`^(?:next(?:\s+(?:week|steps?|sprint|up))?|to[\s-]*dos?|planned|plans?|upcoming|this\s+week)$`)
	reEnDoneRowLabel  = regexp.MustCompile(`^(?:done|completed|finished|last\s+week|in\s+progress|progress|status|updates?)$`)
)

// transposedItem reads a transposed table's future-work row: one
// candidate for the row's line, owned by every person whose cell holds
// work (the gold labels a line once, with its owners listed).
func (p *parser) transposedItem(n doc.Node, cols []int, label string, si secInfo) *extract.Candidate {
	var owners, tasks []string
	for _, col := range cols {
		if col >= len(n.Cells) {
			continue
		}
		v := strings.TrimSpace(reBreak.ReplaceAllString(n.Cells[col], ", "))
		v = strings.TrimSpace(reCellBullet.ReplaceAllString(v, ""))
		if reEmptyCell.MatchString(v) || reNoValue.MatchString(strings.ToLower(stripEmphasis(v))) {
			continue
		}
		name := strings.Trim(stripEmphasis(reParen.ReplaceAllString(reMDLink.ReplaceAllString(n.Table.Header[col], "$1"), " ")), " @")
		owners = append(owners, name)
		tasks = append(tasks, v)
	}
	if len(tasks) == 0 {
		return nil
	}
	c := p.parseItem(strings.Join(tasks, "; "), strings.Join(owners, ", "))
	c.Assignee, c.Owners = strings.Join(owners, ", "), owners
	if c.Due == "" {
		if _, d := cutDue(label); d != "" {
			c.Due = d
		} else if h := strings.TrimSpace(reHorizonDue.FindString(label)); h != "" {
			c.Due = h
		} else if si.horizon != "" {
			c.Due = si.horizon
		}
	}
	if len(owners) > 1 {
		c.Problems = append(c.Problems, "several people's work on one table row: confirm each")
	}
	c.Syntax = extract.SyntaxTable
	return c
}

// futureColumn: the table's column col is headed as future work ("다음
// 회의까지 할 일", "Action items", "차주 계획").
func futureColumn(t *doc.Table, col int) bool {
	if t == nil || col < 0 || col >= len(t.Header) {
		return false
	}
	norm := normHeading(t.Header[col])
	return !reKoDoneColumn.MatchString(norm) && (isActionHeading(norm) || futureWorkHeading(norm))
}

// meetingDateColumn: the column is headed by a bare date word ("날짜",
// "일시", "date"): in a log of meetings, the day each met — not a due when
// the task column names its own ("다음 회의까지 할 일").
func meetingDateColumn(t *doc.Table, col int) bool {
	if t == nil || col < 0 || col >= len(t.Header) {
		return false
	}
	switch normHeading(t.Header[col]) {
	case "날짜", "일시", "일자", "회의 일시", "회의일", "date", "meeting date":
		return true
	}
	return false
}
