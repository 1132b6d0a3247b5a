package rules

// Tables: columns mapped by header synonyms in any order, one candidate
// per row.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// tableRoles maps column roles to column indexes (-1 absent).
type tableRoles struct{ owner, task, due, status, id int }

func (p *parser) roles(t *doc.Table) tableRoles {
	if r, ok := p.tables[t]; ok {
		return r
	}
	r := tableRoles{-1, -1, -1, -1, -1}
	for i, h := range t.Header {
		k := normHeading(h)
		if k == "#" || k == "" || k == "no" || k == "id" || k == "번호" || p.trackerKeyColumn(k, t) {
			if r.id < 0 {
				r.id = i
			}
			continue
		}
		for _, role := range []string{"owner", "task", "due", "status"} {
			if headerIs(k, headerRoles[role]) {
				switch {
				case role == "owner" && r.owner < 0:
					r.owner = i
				case role == "task" && r.task < 0:
					r.task = i
				case role == "due" && r.due < 0:
					r.due = i
				case role == "status" && r.status < 0:
					r.status = i
				}
				break
			}
		}
	}
	if r.task < 0 {
		// "| 이름 | 이번 주 한 일 | 다음 주 계획 |": the plan is the task.
		r.task = koPlanColumn(t.Header, r.owner, r.due, r.status, r.id)
	}
	if r.task < 0 {
		// "| 이름 | 이번 주 | 다음 주 |": beside the present, the time
		// ahead is the plan (tablecells.go).
		r.task = aheadColumn(t.Header, r.owner, r.due, r.status, r.id)
	}
	if r.task >= 0 {
		// "| 조치 사항 | 담당부서 | 조치 기한 |": a Korean header is a
		// compound whose last noun names the role (…부서, …담당, 주관;
		// …기한, …일정); the words before it only say of what.
		for i, h := range t.Header {
			if i == r.task || i == r.id || i == r.status || i == r.owner || i == r.due {
				continue
			}
			switch koHeaderRole(normHeading(h)) {
			case "owner":
				if r.owner < 0 {
					r.owner = i
				}
			case "due":
				if r.due < 0 {
					r.due = i
				}
			}
		}
	}
	if r.owner < 0 && r.task >= 0 {
		// "| 이름 | 할 일 | 기한 |": beside a task column, a column of
		// names is its owners.
		for i, h := range t.Header {
			if headerIs(normHeading(h), nameHeaders) && i != r.task && i != r.due {
				r.owner = i
				break
			}
		}
	}
	if r.owner < 0 && r.task < 0 {
		// "| Name | Student ID | Link |" / "| Ana Ruiz | ar1234 | Train
		// a model … |": a template's header the team never renamed; the
		// cells say whose work is what (personworktable.go).
		r.owner, r.task = p.personWorkColumns(t, r.id, r.due, r.status)
	}
	if r.due < 0 && r.status < 0 && enAgendaHeader(t.Header) {
		// (enaisummary.go) "| Time | Item | Who | Notes |": an agenda.
		r.task, r.owner = -1, -1
	}
	p.tables[t] = r
	return r
}

// reKoOwnerHeader / reKoDueHeader: a Korean header whose last noun is
// an owner's (담당부서, 조치 담당, 주관, 주관 기관) or a deadline's (조치 기한,
// 처리기한, 추진 일정, 완료 예정일); reKoHelperHeader: the people who only
// help or ask (협조부서, 요청 부서, 관련 팀) own nothing.
var (
	reKoOwnerHeader  = regexp.MustCompile(`^[가-힣 ]{0,8}(?:담당|담당자|부서|주관|주관\s*기관|책임)$`)
	reKoDueHeader    = regexp.MustCompile(`^[가-힣 ]{0,8}(?:기한|일정|시한|마감|마감일|완료일|예정일|목표일|데드라인)$`)
	reKoHelperHeader = regexp.MustCompile(`^(?:협조|협력|지원|참여|관련|요청|참석|회의)`)
)

func koHeaderRole(k string) string {
	if !extract.HasHangul(k) || reKoHelperHeader.MatchString(k) {
		return ""
	}
	switch {
	case reKoOwnerHeader.MatchString(k):
		return "owner"
	case reKoDueHeader.MatchString(k):
		return "due"
	}
	return ""
}

var nameHeaders = []string{"이름", "성명", "name", "member", "members", "멤버", "팀원명", "who's on it"}

func headerIs(k string, words []string) bool {
	for _, w := range words {
		if k == w {
			return true
		}
	}
	return false
}

var (
	reBreak   = regexp.MustCompile(`(?i)\s*<br\s*/?>\s*`)
	reCellBox = regexp.MustCompile(`^\[([ xX✓✔]?)\]\s*`)
)

var reDone = regexp.MustCompile(`^(?:done|complete|completed|closed|finished|resolved|merged|shipped|fixed|released|x|o|○|◯|완료|완료됨|종료|해결|마감됨|처리 완료|✅|✔️?|☑️?|✓)$`)

// reNoValue: a cell or field that says it has no value.
var reNoValue = regexp.MustCompile(`^(?:없음|미정|미지정|해당\s*없음|기록된\s*내용\s*없음|추후\s*결정|담당자\s*미지정|tbd|tba|tbc|tbassigned|to\s+be\s+assigned|n/?a|none|unassigned|nobody|unknown|\?+)$`)

// reNoDeadline: a schedule cell or field that says the work has no end
// ("상시", "수시", "ongoing"): a standing duty, no deadline.
var reNoDeadline = regexp.MustCompile(`^(?:상시|수시|수시로|계속|지속|연중|연중\s*상시|상시\s*운영|ongoing|continuous|as\s+needed)$`)

var reEmptyCell = regexp.MustCompile(`^[\s\-–—?/.·:]*$`)

// reTemplateRow: the task cell of a template's sample row ("Example 1",
// "Sample task").
var reTemplateRow = regexp.MustCompile(`(?i)^(?:(?:example|sample)(?:\s+(?:task|item|row|action))?\s*\d*|(?:task|item|action)\s*\d+)$`)

// reBracketCell: a cell whose whole text is one bracketed span ("[Eden
// Tian]", "[15/04 ]", "[]"), the brackets a copied template put around
// its slots ("| [Task 1] | [Name 1] | [Due Date] |") and the team kept
// when filling them in; a link ("[Ana](…)") or a checkbox ("[x]") is not.
var reBracketCell = regexp.MustCompile(`^\[([^\[\]]*)\]$`)

// unwrapBracketCell: the cell's text without the template's brackets
// around it; a checkbox cell ("[x]", "[ ]") stays as written.
func unwrapBracketCell(v string) string {
	m := reBracketCell.FindStringSubmatch(v)
	if m == nil || reCheckboxOnly.MatchString(v) {
		return v
	}
	return strings.TrimSpace(m[1])
}

// reCheckboxOnly: a cell that is only a checkbox.
var reCheckboxOnly = regexp.MustCompile(`^\[[ xXvV✓✔]\]$`)

// reKoWeekdayOnly: a cell that names only days of the week ("금요일", "수,
// 금요일", "매주 화요일", "월~금").
var reKoWeekdayOnly = regexp.MustCompile(`^(?:매주\s*)?[월화수목금토일](?:요일)?(?:\s*[,/~·및]\s*[월화수목금토일](?:요일)?)*$`)

func (p *parser) tableRow(n doc.Node, si secInfo) *extract.Candidate {
	if n.HeaderRow {
		return nil
	}
	if si.done {
		// A table of finished work ("## 이번 주 완료한 작업") records it.
		return nil
	}
	if n.Table == nil {
		// A pipe line without a header: in an action section its text is
		// the item.
		if !si.action {
			return nil
		}
		c := p.parseItem(joinCells(n.Cells, -1), "")
		c.Syntax = extract.SyntaxTable
		return c
	}
	r := p.roles(n.Table)
	if r.owner < 0 && r.task < 0 && r.due >= 0 && r.due < len(n.Cells) && reKoWeekdayOnly.MatchString(strings.TrimSpace(stripEmphasis(n.Cells[r.due]))) {
		// "| 학년 | 날짜 | 행동 |" / "| 1 | 금요일 | 기초 강화 |": with no
		// column of owners nor of tasks, a day of the week in the date
		// column is when a standing activity takes place — a timetable.
		return nil
	}
	if !si.action && r.due < 0 && agendaTable(n.Table) {
		// "## 토의 항목" / "| 시간 | 항목 | 담당 | 메모 |": a wiki's
		// meeting template lists the agenda with a time slot per item;
		// its owner column names who presents, no task.
		return nil
	}
	if cols, label, done := p.transposedRow(n); done {
		// "| 구분 | 김민수 | 이하은 |" / "| 이번 주 한 일 | … | … |": what
		// each did.
		return nil
	} else if cols != nil {
		// "| 구분 | 김민수 | 이하은 |" / "| 이번 주 할 일 | … | … |": the
		// people are the columns (tablecells.go).
		return p.transposedItem(n, cols, label, si)
	}
	if col, label := futureLabelRow(n); col >= 0 {
		// "| To Do | • 한지훈: 전처리<br>• 오세린: 라벨링 |": the label row
		// of a two-column form heads its value as a heading heads a list
		// (tablecells.go).
		return p.labelRowItem(n, col, label, si)
	}
	if r.owner < 0 && !si.action && futureColumn(n.Table, r.task) {
		// "| 날짜 | 회의 내용 | 다음 회의까지 할 일 |": a column headed as
		// future work is a list of it, whatever heading the table is
		// under (tablecells.go).
		si.action = true
	}
	if r.owner < 0 && !si.action {
		return nil
	}
	cell := func(i int) string {
		if i < 0 || i >= len(n.Cells) {
			return ""
		}
		v := unwrapBracketCell(strings.TrimSpace(reBreak.ReplaceAllString(n.Cells[i], ", ")))
		if reEmptyCell.MatchString(v) || reNoValue.MatchString(strings.ToLower(stripEmphasis(v))) {
			return ""
		}
		return v
	}
	task := cell(r.task)
	nameOwner := ""
	if r.task < 0 && !si.action && (r.due < 0 || koRoleColumn(n.Table.Header)) {
		// An owner column without a task column is a roster ("팀원 | 역할");
		// with a deadline column too, each row gives someone work by a
		// date ("| 기능 | 담당 | 기한 |").
		return nil
	}
	if r.task < 0 {
		if r.owner < 0 {
			task = joinCells(n.Cells, r.id)
		} else {
			// No task column named: the first other column with words.
			for i := range n.Cells {
				if i == r.owner || i == r.due || i == r.status || i == r.id {
					continue
				}
				if i < len(n.Table.Header) && doneColumnHeader(n.Table.Header[i]) && !(nameOwner != "" && remarkColumnHeader(n.Table.Header[i])) {
					// "| 이름 | 한 일 | 상태 |": what was done, attendance
					// or a remark is no task (tablecells.go) — unless the
					// Name column held the person, when the remark is all
					// the row says of the work.
					continue
				}
				if v := cell(i); v != "" && strings.Trim(v, "0123456789. ") != "" && !reTrackerKey.MatchString(v) {
					if nameOwner == "" && cell(r.owner) == "" && i < len(n.Table.Header) && headerIs(normHeading(n.Table.Header[i]), nameHeaders) && p.personShaped(stripEmphasis(v)) {
						// "| Name | Assigned To | Deadline | Notes |" /
						// "| Ana | | May 3 | write the guide |": with the
						// assignee cell left empty, a person in the Name
						// column is who the row is for; the task is
						// further on.
						nameOwner = stripEmphasis(v)
						continue
					}
					task = v
					break
				}
			}
		}
	}
	if task == "" {
		return nil
	}
	// A checkbox in the task cell: "[x] task" is done.
	doneBox := false
	if m := reCellBox.FindStringSubmatch(task); m != nil {
		doneBox = strings.TrimSpace(m[1]) != ""
		task = strings.TrimSpace(task[len(m[0]):])
	}
	// "정도윤(PM)": the role in parentheses is not part of the name.
	owner := strings.Trim(stripEmphasis(reParen.ReplaceAllString(reMDLink.ReplaceAllString(cell(r.owner), "$1"), " ")), " @")
	if owner == "" && nameOwner != "" {
		owner = nameOwner
	}
	if names := p.ownerPartsNames(owner); names != "" {
		// "Xin: tech skills, Bo Li: AI part": the people, their parts
		// left out (tableownerparts.go).
		owner = names
	}
	if placeholderOwner(owner) {
		// "| Build the prototype | [Name] | Not Started |": the owner
		// cell still holds the template's word for a person
		// (actionpoints.go) — the work is real and nobody has it yet: an
		// action with no owner, held for a person to assign, never
		// dropped.
		owner = ""
	}
	if reTemplateRow.MatchString(strings.Trim(stripEmphasis(task), " .")) {
		// "| Example 1 | @username | Feb 30th | Explanation |": the
		// sample row a copied template keeps, not work.
		return nil
	}
	if owner == "" && cell(r.due) == "" && reKoDecidedRow.MatchString(stripInline(task)) {
		// "| 회의 방식 | 매주 수요일 회의로 확정 | - | - |": a decision
		// row of an agenda table, nobody's work (tablecells.go).
		return nil
	}
	c := p.parseItem(task, owner)
	if owner == "" && len(c.Owners) == 0 {
		c.Owners = nil
	}
	if due := cell(r.due); due != "" && !reCheckboxOnly.MatchString(due) && !reNoDeadline.MatchString(strings.ToLower(stripEmphasis(due))) && !(meetingDateColumn(n.Table, r.due) && koColumnHorizon(n.Table, r.task) != "") {
		c.Due = stripEmphasis(due)
	} else if c.Due == "" {
		if h := koColumnHorizon(n.Table, r.task); h != "" {
			c.Due = h
		} else if si.date != "" {
			c.Due = si.date
		} else if si.due != "" {
			c.Due = si.due
		} else if si.horizon != "" {
			// "## 이번 주 목표" over "| 이름 | 목표 |": the rows are the
			// goals of the horizon the heading names, as its items are.
			c.Due = si.horizon
		}
	}
	if key := strings.Trim(cell(r.id), "*_` "); reTrackerKey.MatchString(key) && !strings.Contains(c.Title, key) {
		// "| PAY-101 | 환불 API | 지훈 |": the tracker's key stays in the
		// title, as an item's "#650" does: it is what a later meeting's
		// line about the same issue is tied by (package series).
		c.Title += " (" + key + ")"
	}
	c.Syntax = extract.SyntaxTable
	if !si.action && r.owner < 0 {
		return nil
	}
	// A row its status column marks done is a record of work, not a new
	// task: a human confirms before anything is registered.
	if st := cell(r.status); st != "" && reDone.MatchString(strings.ToLower(stripEmphasis(st))) {
		c.Problems = append(c.Problems, "marked done in the notes ("+st+"): confirm it is still to do")
	} else if doneBox {
		c.Problems = append(c.Problems, "marked done in the notes ([x]): confirm it is still to do")
	}
	return c
}

// remarkColumnHeader: a column of remarks ("Notes", "비고").
func remarkColumnHeader(h string) bool {
	switch normHeading(h) {
	case "비고", "메모", "note", "notes", "remarks":
		return true
	}
	return false
}

func joinCells(cells []string, skip int) string {
	var out []string
	for i, c := range cells {
		c = strings.Trim(strings.TrimSpace(c), "*_ ")
		if i == skip || c == "" || strings.Trim(c, "0123456789.") == "" {
			continue
		}
		out = append(out, c)
	}
	return strings.Join(out, " - ")
}

// reTrackerKey: a tracker's key for an issue ("PAY-101", "#42").
var reTrackerKey = regexp.MustCompile(`^(?:[A-Z][A-Z0-9]{1,9}-\d{1,6}|#\d{1,7})$`)

// trackerKeyColumn: header k heads a column of tracker keys — named so
// ("key", "ticket", "이슈 키"), or "issue"/"이슈" over cells that are all
// keys ("| 이슈 | 제목 | 담당 |" / "| PAY-101 | …").
func (p *parser) trackerKeyColumn(k string, t *doc.Table) bool {
	switch k {
	case "key", "issue key", "ticket", "jira", "키", "이슈 키", "티켓":
		return true
	case "issue", "이슈", "issue #", "이슈 번호":
	default:
		return false
	}
	col := -1
	for i, h := range t.Header {
		if normHeading(h) == k {
			col = i
			break
		}
	}
	keys := 0
	for _, n := range p.d.Nodes {
		if n.Table != t || n.Kind != doc.TableRow || n.HeaderRow {
			continue
		}
		if col >= len(n.Cells) {
			return false
		}
		v := strings.Trim(strings.TrimSpace(n.Cells[col]), "*_` ")
		if v == "" {
			continue
		}
		if !reTrackerKey.MatchString(v) {
			return false
		}
		keys++
	}
	return keys > 0
}

// agendaTimeHeaders: a column of time slots, as an agenda has.
var agendaTimeHeaders = []string{"시간", "소요 시간", "소요시간", "발표 시간", "time", "duration", "timebox", "mins", "minutes"}

// agendaTable: a table with a column of time slots is an agenda.
func agendaTable(t *doc.Table) bool {
	for _, h := range t.Header {
		if headerIs(normHeading(h), agendaTimeHeaders) {
			return true
		}
	}
	return false
}
