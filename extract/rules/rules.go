// Package rules is the default extractor: deterministic, offline, and
// general over the ways real teams write action items, in Korean and
// English.
//
// It works over the document model of package doc (sections, list items
// with their nesting, tables with their header, paragraphs) and recognises:
//
//   - Tables with an owner column, in any column order, with Korean or
//     English headers and their synonyms (담당자/담당/책임자, 업무/할 일/작업/내용,
//     마감일/기한/일정; Owner/Assignee/Who/DRI, Task/Action/Item, Due/Deadline/
//     When/ETA). A date in the section heading is the rows' due date when
//     the table has no due column.
//   - Items of action sections (Action items, Next steps, TODO, 액션 아이템,
//     할 일, 후속 조치, 다음 할 일, … — see vocab.go), and of sections headed by
//     a deadline ("목요일 전까지").
//   - Markers anywhere: "TODO: …", "TODO(name)", "TODO by name:", "AI: …",
//     "AI - …", "Action: …", "[ACTION ITEM] …", "액션: …", "할 일: …"; a marker
//     recording no action ("AI: none", "할 일: 없음") is ignored.
//   - Checklist items with an owner anywhere ("- [ ] @name task"); a
//     checked name alone ("- [x] Alice") is a roll call, not an action.
//   - Commitments anywhere: "민서가 … 하기로 함", "지훈 님이 … 공유 예정",
//     "담당: 민서", "(민서)", "Dana will …", "Dana to …", a speaker's own "JK: I
//     will …", "assigned to Name", owners at the end of a line ("… - 윤하린").
//
// Three levels of confidence come out: a clear action with an owner is
// ready; a plausible commitment that is not certain (outside an action
// section, no owner, a tentative owner) carries a problem that makes it
// needs-human with the line ("possible action: confirm"); noise is not
// returned. Owners are never invented: an owner is a name written on the
// line, in its table row, or in the heading that scopes it. Due expressions
// are cut out of the title and handed to the harness as written; this
// package never resolves them.
package rules

import (
	"context"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Extractor is the rule-based extractor. The zero value is ready to use.
type Extractor struct{}

// New returns the rule-based extractor.
func New() *Extractor { return &Extractor{} }

// Extract implements extract.Extractor.
func (Extractor) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	return Parse(ctx, in.Notes, in.Roster)
}

// Problems attached to uncertain candidates (they make the action
// needs-human; the line is in the plan).
const (
	problemConfirm   = "possible action: confirm (a commitment outside an action section)"
	problemTentative = "possible action: confirm (the owner is tentative)"
	problemNoSubject = "possible action: confirm (a commitment that names nobody)"
	problemHeading   = "possible action: confirm (a name at the end of a heading: an owner or a presenter?)"
	problemInferred  = "possible action: confirm (the task is taken from the heading above)"
)

type parser struct {
	d      *doc.Document
	roster *extract.Roster
	// names are people the notes name with confidence (attendees, @handles,
	// owners of clear actions); a lower-case "tomo to …" is an owner only
	// when tomo is one of them.
	names  map[string]bool
	tables map[*doc.Table]tableRoles
	secs   map[*doc.Section]secInfo
	words  map[string]int
	text   string
	// records are the lines of field blocks ("- Owner: Alice", "- Due:
	// 9/30", "- Description: …"): the block's candidate sits on one of
	// its lines, the others give nothing.
	records map[int]*extract.Candidate
}

// Parse extracts candidates from notes. It never panics on any input and
// runs in time linear in the input (RE2 regular expressions, bounded lines).
func Parse(ctx context.Context, notes []byte, roster *extract.Roster) ([]extract.Candidate, error) {
	d, err := doc.Parse(ctx, notes)
	if err != nil {
		return nil, err
	}
	p := &parser{d: d, roster: roster, names: map[string]bool{}, tables: map[*doc.Table]tableRoles{}, secs: map[*doc.Section]secInfo{}, words: map[string]int{}}
	p.collectNames()
	p.collectRecords()
	var out []extract.Candidate
	for i := range d.Nodes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		c := p.node(i)
		if c == nil {
			continue
		}
		c.Title = strings.TrimSpace(c.Title)
		if c.Title == "" && len(c.Owners) == 0 || emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] {
			continue
		}
		c.Problems = uniq(c.Problems)
		if i := strings.IndexByte(c.Title, ']'); i > 0 && !strings.Contains(c.Title[:i], "[") {
			c.Title = cleanTitle(c.Title[:i])
		}
		n := d.Nodes[i]
		c.Line = n.Line
		c.Evidence = n.Raw
		out = append(out, *c)
	}
	return dedupeSummaries(d, out), nil
}

// secInfo is what a section tells its lines.
type secInfo struct {
	action, nonAction, decision, summary bool
	// report: attendance, agenda, status, decisions (not discussion).
	report bool
	// due is a deadline written in the heading ("목요일 전까지"); dueOnly
	// means the heading is nothing but that deadline, so its items are
	// tasks.
	due     string
	dueOnly bool
	// date is a date in the heading ("D-3 · 2026-05-11 (월)"), the due of
	// table rows under it.
	date string
	// owner is a group or person the heading assigns its items to
	// ("각자 알아야 할 것", "RFC 9999 — ana/ben").
	owner string
}

func (p *parser) section(s *doc.Section) secInfo {
	if s == nil {
		return secInfo{}
	}
	if si, ok := p.secs[s]; ok {
		return si
	}
	var si secInfo
	// Pseudo headings inherit from the heading they sit under.
	if s.Level == 7 && s.Parent != nil {
		si = p.section(s.Parent)
		si.due, si.dueOnly = "", false
	}
	norm := normHeading(s.Title)
	person := p.personHeading(s.Title)
	switch {
	case person != "" && s.Parent != nil && p.section(s.Parent).action:
		// "## Action items" / "### Alice" / "- fix the build": a
		// sub-heading that is a person gives its items an owner.
		si = p.section(s.Parent)
		si.due, si.dueOnly, si.date = "", false, ""
		si.owner = person
	case isActionHeading(norm):
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
	case matchesAny(norm, nonActionHeadings):
		si.action, si.nonAction = false, true
		si.decision = matchesAny(norm, decisionHeadings)
		si.report = matchesAny(norm, reportHeadings)
	case s.Level < 7:
		si.action, si.nonAction, si.decision, si.report = false, false, false, false
	}
	si.summary = strings.Contains(norm, "summary") || strings.Contains(norm, "요약") || strings.Contains(norm, "recap") || strings.Contains(norm, "tl;dr")
	title := stripEmphasis(s.Title)
	if rest, due := cutDue(title); due != "" {
		si.due = due
		si.dueOnly = strings.TrimSpace(strings.Trim(rest, " -–—·:")) == ""
	}
	if m := reHeadingDate.FindString(title); m != "" {
		si.date = strings.TrimSpace(m)
	}
	for g := range groupOwners {
		if strings.HasPrefix(norm, g+" ") {
			si.owner = g
		}
	}
	p.secs[s] = si
	return si
}

func uniq(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// emptyTitle: what is left when a line records no task ("@jbenet will
// do.", "I'll be there").
var emptyTitle = map[string]bool{"do": true, "do it": true, "do that": true, "do so": true, "be there": true, "it": true, "that": true, "this": true, "so": true, "too": true, "as well": true}

// personHeading: a heading that is only a person's name ("Alice",
// "@bob", "김민서", "민서 님").
func (p *parser) personHeading(title string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(title), ":："))
	if t == "" || utf8.RuneCountInString(t) > 30 {
		return ""
	}
	bare := strings.TrimPrefix(t, "@")
	if strings.HasPrefix(t, "@") && !strings.ContainsAny(bare, " @") {
		return bare
	}
	for _, h := range koHonorifics {
		bare = strings.TrimSpace(strings.TrimSuffix(bare, h))
	}
	if p.known(bare) || koFullName(bare) && !strings.Contains(bare, " ") {
		return bare
	}
	// "Alice", "Jane Doe": one or two capitalised words that are no label.
	if w := strings.Fields(bare); len(w) <= 2 && !isActionHeading(normHeading(bare)) {
		for _, x := range w {
			if !p.personLike(x, false) {
				return ""
			}
		}
		return bare
	}
	return ""
}

var reHeadingDate = regexp.MustCompile(`\d{4}[-./]\d{1,2}[-./]\d{1,2}|\b\d{1,2}/\d{1,2}\b|\d{1,2}\s*월\s*\d{1,2}\s*일`)

var (
	reNumLead   = regexp.MustCompile(`^(?:\d+(?:\.\d+)*[.)]?|[a-z][.)]|[ivx]+[.)])\s+`)
	reParen     = regexp.MustCompile(`\s*[(\[（][^)\]）]*[)\]）]\s*`)
	reSymbols   = regexp.MustCompile(`:[a-z0-9_+-]{1,40}:|[^\p{L}\p{N}\s&/'’;-]`)
	reSpaceRuns = regexp.MustCompile(`\s+`)
)

// normHeading: "11. 오늘 액션 아이템", "📃 문서화 해야 할 것들", "Action Items (AIs):".
func normHeading(t string) string {
	t = strings.ToLower(stripEmphasis(t))
	t = reMDLink.ReplaceAllString(t, "$1")
	t = reParen.ReplaceAllString(t, " ")
	t = reSymbols.ReplaceAllString(t, " ")
	t = strings.TrimSpace(reSpaceRuns.ReplaceAllString(t, " "))
	t = reNumLead.ReplaceAllString(t, "")
	return strings.TrimSpace(t)
}

func isActionHeading(norm string) bool {
	if norm == "" || utf8.RuneCountInString(norm) > 60 {
		return false
	}
	for _, h := range actionHeadings {
		if norm == h || strings.HasPrefix(norm, h+" ") && qualifier(norm[len(h)+1:]) {
			return true
		}
		// "오늘 액션 아이템", "today's action items", "이번 주 할 일"
		if strings.HasSuffix(norm, " "+h) && utf8.RuneCountInString(norm)-utf8.RuneCountInString(h) <= 12 {
			return true
		}
	}
	for _, s := range actionHeadingSuffixes {
		if strings.HasSuffix(norm, s) && utf8.RuneCountInString(norm)-utf8.RuneCountInString(s) <= 14 {
			return true
		}
	}
	return false
}

var reQualifier = regexp.MustCompile(`^(?:for|from|of|this|next|and|&|-|및|이번|다음|to|until|by|after|before|today|정리|목록|list|review|recap|\d)`)

func qualifier(rest string) bool { return reQualifier.MatchString(rest) }

func matchesAny(norm string, words []string) bool {
	for _, w := range words {
		if norm == w || strings.HasPrefix(norm, w+" ") || strings.HasSuffix(norm, " "+w) {
			return true
		}
	}
	return false
}

// collectNames finds the people the notes name with confidence.
func (p *parser) collectNames() {
	roll := false // inside the list after an "Attendance" line
	for _, n := range p.d.Nodes {
		if n.Kind == doc.Skipped || n.Kind == doc.Blank {
			continue
		}
		if len(n.Raw) > maxItemBytes {
			n.Raw, n.Text = cutUTF8(n.Raw, maxItemBytes), cutUTF8(n.Text, maxItemBytes)
		}
		if n.Kind == doc.Paragraph || n.Kind == doc.Heading {
			roll = len(n.Text) < 120 && reAttendeeStart.MatchString(normHeading(n.Text))
		}
		if strings.Contains(n.Raw, "@") {
			for _, h := range reHandle.FindAllString(n.Raw, -1) {
				p.names[strings.ToLower(strings.TrimPrefix(h, "@"))] = true
			}
		}
		low := strings.ToLower(n.Raw)
		if m := reAttendees.FindStringSubmatchIndex(low); m != nil {
			for _, part := range reAttendeeSep.Split(n.Raw[m[1]:], -1) {
				part = strings.Trim(strings.NewReplacer("*", "", "_", "").Replace(reParen.ReplaceAllString(part, " ")), " .@")
				if w := strings.Fields(part); len(w) > 0 && len(w) <= 3 {
					p.names[strings.ToLower(w[0])] = true
					p.names[strings.ToLower(part)] = true
				}
			}
		}
		// The items under an "Attendees:" label or heading are people.
		underLabel := n.Parent >= 0 && reAttendees.MatchString(strings.ToLower(stripInline(p.d.Nodes[n.Parent].Text)))
		underHeading := n.Kind == doc.ListItem && n.Section != nil && reAttendeeHeading.MatchString(normHeading(n.Section.Title))
		if underLabel || underHeading || roll && n.Kind == doc.ListItem {
			part := strings.Trim(strings.NewReplacer("*", "", "_", "").Replace(reParen.ReplaceAllString(stripInline(n.Text), " ")), " .@")
			if i := strings.IndexAny(part, ",(–—"); i > 0 {
				part = strings.TrimSpace(part[:i])
			}
			if w := strings.Fields(part); len(w) > 0 && len(w) <= 3 {
				p.names[strings.ToLower(w[0])] = true
				p.names[strings.ToLower(part)] = true
			}
		}
		// A speaker's prefix names a person ("Josh: I want …").
		if strings.ContainsAny(n.Text, ":：") {
			if m := reSpeakerName.FindStringSubmatch(stripInline(n.Text)); m != nil && !notNames[strings.ToLower(m[1])] {
				p.names[strings.ToLower(m[1])] = true
			}
		}
		// "Name to …" in an action section names a person.
		if n.Kind == doc.ListItem && p.section(n.Section).action {
			if m := reNameCommitLoose.FindStringSubmatch(stripInline(n.Text)); m != nil && !notNames[strings.ToLower(m[1])] {
				p.names[strings.ToLower(m[1])] = true
			}
		}
	}
}

var (
	reAttendees       = regexp.MustCompile(`^[\s*_-]*(?:attendees|attendance|participants|present|참석자?|참석 인원|참여자)[\s*_]*[:：]`)
	reAttendeeSep     = regexp.MustCompile(`\s*(?:,|·|/|;|、|\band\b)\s*`)
	reAttendeeStart   = regexp.MustCompile(`^(?:attendees|attendance|participants|present|참석자?|참여자)\b`)
	reAttendeeHeading = regexp.MustCompile(`attendees|attendance|participants|참석|참여자`)
	reSpeakerName     = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]{1,20}(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+(?i:i|i'm|i’m|i'd|we|we're|my|\+1|-1|agree|yes|no)\b`)
	reNameCommitLoose = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{N}._-]{1,30})\s+(?:to|will)\s+\p{L}`)
)

// recurs: the word occurs more than once in the notes (a name written in
// two places is a name, a word that looks like one once is often not).
func (p *parser) recurs(w string) bool {
	if n, ok := p.words[w]; ok {
		return n >= 2
	}
	// Each distinct word costs one scan of the notes; past a bound (only
	// hostile notes get there) a word counts as seen once.
	if len(p.words) >= 256 {
		return false
	}
	if p.text == "" {
		var b strings.Builder
		for _, nd := range p.d.Nodes {
			b.WriteString(nd.Raw)
			b.WriteByte('\n')
		}
		p.text = b.String()
	}
	n := strings.Count(p.text, w)
	p.words[w] = n
	return n >= 2
}

var reRecordField = regexp.MustCompile(`(?i)^(owner|owners|assignee|assigned\s+to|who|responsible|담당자?|책임자|due|due\s+date|deadline|eta|target\s+date|마감일?|기한|status|state|상태|priority|우선순위|description|task|action|what|내용|할\s*일|업무|notes?|비고|created|assigned|id|번호)\s*[:：]\s*(.*)$`)

// collectRecords finds blocks of field lines and makes one candidate of
// each block that names a task or an owner.
func (p *parser) collectRecords() {
	p.records = map[int]*extract.Candidate{}
	type field struct {
		idx        int
		key, value string
	}
	flush := func(block []field) {
		if len(block) < 2 {
			return
		}
		var owner, due, title, status string
		at := block[0].idx
		for _, f := range block {
			v := strings.TrimSpace(strings.Trim(f.value, "[]*_ "))
			switch k := strings.ToLower(strings.Join(strings.Fields(f.key), " ")); k {
			case "owner", "owners", "assignee", "assigned to", "who", "responsible", "담당", "담당자", "책임자":
				owner = v
			case "due", "due date", "deadline", "eta", "target date", "마감", "마감일", "기한":
				due = v
			case "description", "task", "action", "what", "내용", "할 일", "할일", "업무":
				title, at = v, f.idx
			case "status", "state", "상태":
				status = v
			}
		}
		if owner == "" && title == "" {
			return
		}
		for _, f := range block {
			p.records[f.idx] = nil
		}
		n := p.d.Nodes[at]
		if title == "" {
			// The block's heading or parent item names the task.
			first := p.d.Nodes[block[0].idx]
			if first.Parent >= 0 {
				title = stripInline(p.d.Nodes[first.Parent].Text)
			} else if first.Section != nil {
				title = stripInline(first.Section.Title)
			}
			title = strings.TrimSpace(reRecordID.ReplaceAllString(title, ""))
		}
		if reEmptyCell.MatchString(owner) || rePlaceholder.MatchString(owner) {
			owner = ""
		}
		if reEmptyCell.MatchString(due) {
			due = ""
		}
		c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Due: due, Title: cleanTitle(title), Syntax: "record"}
		if !p.section(n.Section).action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		if reDone.MatchString(strings.ToLower(status)) {
			c.Problems = append(c.Problems, "marked done in the notes ("+status+"): confirm it is still to do")
		}
		p.records[at] = c
	}
	var block []field
	parent := -2
	for i, n := range p.d.Nodes {
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		var m []string
		if (n.Kind == doc.ListItem || n.Kind == doc.Paragraph) && strings.ContainsAny(n.Text, ":：") {
			m = reRecordField.FindStringSubmatch(stripInline(cutUTF8(n.Text, maxItemBytes)))
		}
		if m == nil || n.Parent != parent && len(block) > 0 {
			flush(block)
			block = nil
		}
		if m != nil {
			block = append(block, field{i, m[1], m[2]})
			parent = n.Parent
		}
	}
	flush(block)
}

// reRecordID: "Action Item #1", "ACT-001:" in front of a record's title.
var reRecordID = regexp.MustCompile(`(?i)^(?:action\s+item\s*#?\s*\d+|[a-z]{1,5}-\d{1,5})\s*[:.-]?\s*`)

// known: the roster or the notes name this person with confidence.
func (p *parser) known(name string) bool {
	name = strings.TrimPrefix(strings.TrimSpace(name), "@")
	if name == "" {
		return false
	}
	if _, ok := p.roster.Lookup(name); ok {
		return true
	}
	return p.names[strings.ToLower(name)]
}

func (p *parser) node(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	si := p.section(n.Section)
	if c, ok := p.records[i]; ok {
		return c
	}
	switch n.Kind {
	case doc.TableRow:
		return p.tableRow(n, si)
	case doc.Heading:
		return p.heading(n)
	case doc.ListItem, doc.Paragraph:
		return p.item(i, n, si)
	}
	return nil
}

// tableRoles maps column roles to column indexes (-1 absent).
type tableRoles struct{ owner, task, due, status, id int }

func (p *parser) roles(t *doc.Table) tableRoles {
	if r, ok := p.tables[t]; ok {
		return r
	}
	r := tableRoles{-1, -1, -1, -1, -1}
	for i, h := range t.Header {
		k := normHeading(h)
		if k == "#" || k == "" || k == "no" || k == "id" || k == "번호" {
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
	p.tables[t] = r
	return r
}

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

var reDone = regexp.MustCompile(`^(?:done|complete|completed|closed|finished|resolved|merged|shipped|x|완료|완료됨|종료|해결|마감됨|처리 완료|✅|✔️?|☑️?|✓)$`)

// reNoValue: a cell or field that says it has no value.
var reNoValue = regexp.MustCompile(`^(?:없음|미정|미지정|해당\s*없음|기록된\s*내용\s*없음|추후\s*결정|담당자\s*미지정|tbd|tba|tbc|tbassigned|to\s+be\s+assigned|n/?a|none|unassigned|nobody|unknown|\?+)$`)

var reEmptyCell = regexp.MustCompile(`^[\s\-–—?/.·:]*$`)

func (p *parser) tableRow(n doc.Node, si secInfo) *extract.Candidate {
	if n.HeaderRow {
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
	if r.owner < 0 && !si.action {
		return nil
	}
	cell := func(i int) string {
		if i < 0 || i >= len(n.Cells) {
			return ""
		}
		v := strings.TrimSpace(reBreak.ReplaceAllString(n.Cells[i], ", "))
		if reEmptyCell.MatchString(v) || reNoValue.MatchString(strings.ToLower(stripEmphasis(v))) {
			return ""
		}
		return v
	}
	task := cell(r.task)
	if r.task < 0 && !si.action {
		// An owner column without a task column is a roster ("팀원 | 역할").
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
				if v := cell(i); v != "" && strings.Trim(v, "0123456789. ") != "" {
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
	c := p.parseItem(task, owner)
	if owner == "" && len(c.Owners) == 0 {
		c.Owners = nil
	}
	if due := cell(r.due); due != "" {
		c.Due = stripEmphasis(due)
	} else if c.Due == "" {
		if si.date != "" {
			c.Due = si.date
		} else if si.due != "" {
			c.Due = si.due
		}
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

// heading: a heading is an action when it names an owner at its end
// ("인코더 모듈 - 최유진") or holds a commitment ("배포 권한 (정도윤이 오늘
// 설정)", "… 합치기로 함.").
func (p *parser) heading(n doc.Node) *extract.Candidate {
	text := stripInline(n.Text)
	if c := p.trailingOwner(text, true); c != nil {
		// "인코더 모듈 - 최유진" assigns a part; "진행 현황 - 정도윤" names
		// a presenter. A heading cannot say which: a human confirms.
		c.Syntax = "heading-owner"
		c.Problems = append(c.Problems, problemHeading)
		return c
	}
	if isActionHeading(normHeading(n.Text)) {
		return nil
	}
	if c := p.koreanCommitment(text, n, true); c != nil {
		return c
	}
	// A line that introduces a list can be a commitment too ("Dana will
	// send:").
	if c := p.commitment(strings.TrimRight(text, ":： "), false); c != nil {
		return c
	}
	return nil
}

var (
	reLinkOnly      = regexp.MustCompile(`^(?:\[[^\]]*\]\([^)]*\)|<?https?://\S+>?|\s|[,;])+$`)
	rePlaceholder   = regexp.MustCompile(`^(?:\\?<[^>]{0,30}\\?>|\.{2,}|…|tbd|n/a|-+)$`)
	reDecisionLabel = regexp.MustCompile(`^(?:\*\*|__)?(?i:decisions?|decided|resolution|결정(?:\s*사항)?|합의(?:\s*사항)?)(?:\s+\d+(?:\.\d+)*)?(?:\*\*|__)?\s*[:：]`)
	reQuestion      = regexp.MustCompile(`[?？]\s*(?:\)|\*|_)*\s*(?:\(?@[\w.-]+\)?\s*)*$`)
)

var reMarkerLowerOwner = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{N}_.-]{1,30})\s+(?:to|will)\s+(.+)$`)

// isQuestion: the line, without its parentheses, asks something.
func isQuestion(s string) bool {
	if !strings.ContainsAny(s, "?？") {
		return false
	}
	s = tail(s, 256)
	return reQuestion.MatchString(reParen.ReplaceAllString(s, " ")) || reQuestion.MatchString(s) && !strings.HasSuffix(strings.TrimSpace(s), ")")
}

// maxItemBytes bounds the text the rules read per line: an action is a
// sentence or two, and every rule then costs at most this much.
const maxItemBytes = 1 << 10

func (p *parser) item(i int, n doc.Node, si secInfo) *extract.Candidate {
	text := n.Text
	if len(text) > maxItemBytes {
		text = cutUTF8(text, maxItemBytes)
	}
	if strings.TrimSpace(text) == "" || rePlaceholder.MatchString(text) || reDecisionLabel.MatchString(text) {
		return nil
	}
	if reLinkOnly.MatchString(text) {
		// A link is a reference, unless its text is a commitment.
		return p.commitment(stripInline(text), si.action)
	}
	// Markers anywhere.
	if m := markerItem(stripStrike(text)); m != nil {
		if noneWords[lowerTrim(strings.Trim(m.rest, ".*_ "))] {
			return nil
		}
		c := p.parseItem(m.rest, m.owner)
		// After an action marker, "bob to …" names bob even in lower case
		// (IRC nicknames).
		if len(c.Owners) == 0 {
			if lm := reMarkerLowerOwner.FindStringSubmatch(stripInline(m.rest)); lm != nil && !notNames[strings.ToLower(lm[1])] && !commonLower[strings.ToLower(lm[1])] {
				c.Assignee, c.Owners = lm[1], []string{lm[1]}
				c.Title, c.Due = cutDue(lm[2])
				c.Title = cleanTitle(c.Title)
			}
		}
		c.Syntax = "marker"
		p.tentative(c, m.rest)
		return c
	}
	plain := stripInline(text)
	// "JK: I will …": the speaker's own commitment.
	if c := p.speaker(plain, i); c != nil {
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	// A checked name alone is a roll call.
	if n.Checkbox != 0 && p.rollCall(plain) {
		return nil
	}
	parentText := ""
	if n.Parent >= 0 {
		parentText = stripInline(p.d.Nodes[n.Parent].Text)
	}
	top := n.Kind == doc.ListItem && p.topLevel(i, n)
	inAction := si.action || si.dueOnly
	// "* Action items:" as a list item heads its children.
	if n.Parent >= 0 && n.Kind == doc.ListItem && isActionHeading(normHeading(strings.TrimRight(parentText, ":： "))) {
		inAction, top = true, p.d.Nodes[n.Parent].Indent < n.Indent && p.siblingsTop(n)
	}
	switch {
	case inAction && n.Kind == doc.ListItem && top && isQuestion(plain):
		return nil
	case inAction && n.Kind == doc.ListItem && top:
		owner := si.owner
		c := p.parseItem(text, owner)
		if len(c.Owners) == 0 {
			if cc := p.commitment(plain, true); cc != nil {
				c = cc
			}
		}
		c.Syntax = "section"
		if si.dueOnly && c.Due == "" {
			c.Due = si.due
		}
		p.tentative(c, text)
		return c
	case inAction && n.Kind == doc.Paragraph && n.Indent == 0:
		c := p.parseItem(text, si.owner)
		if len(c.Owners) == 0 && !taskLike(plain) {
			return nil
		}
		c.Syntax = "section"
		if si.dueOnly && c.Due == "" {
			c.Due = si.due
		}
		return c
	case inAction && n.Kind == doc.ListItem:
		// A nested item in an action section is a detail, unless it is a
		// commitment of its own ("felix to summarize …").
		if c := p.commitment(plain, true); c != nil {
			return c
		}
		return nil
	}
	// Outside action sections.
	// "- 담당 :" with children "task : Name": the children carry owners.
	if n.Parent >= 0 && isOwnerLabel(parentText) {
		if c := p.trailingOwner(plain, false); c != nil {
			c.Syntax = "owner-list"
			return c
		}
	}
	if n.Kind == doc.ListItem && n.Checkbox != 0 && !isQuestion(plain) {
		c := p.parseItem(text, "")
		// Outside action sections a box's owner must be written as one
		// (leading name, @handle); "topic — name" is a standing
		// responsibility.
		if len(c.Owners) > 0 && (p.leadOwner(text) || reHandle.MatchString(plain)) {
			c.Syntax = "checkbox"
			return c
		}
		// An open box with no owner among boxes that have owners is a
		// task nobody took yet; boxes without any owner are a checklist
		// (agenda, triage, success criteria).
		if n.Checkbox == ' ' && len(c.Owners) == 0 && !si.nonAction && !strings.HasPrefix(strings.TrimSpace(text), "[") && !strings.HasSuffix(plain, ":") && p.ownedSibling(i, n) {
			c.Syntax = "checkbox"
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
	}
	if c := p.commitment(plain, false); c != nil {
		return c
	}
	if c := p.inheritedOwner(plain, n); c != nil {
		return c
	}
	if c := p.teamCommitment(plain); c != nil {
		return c
	}
	if c := p.damdang(plain, n); c != nil {
		return c
	}
	if c := p.koreanCommitment(plain, n, false); c != nil {
		return c
	}
	if c := p.koVocative(plain); c != nil {
		return c
	}
	if c := p.ownerField(text); c != nil {
		return c
	}
	// In status, attendance, agenda and decision sections a name next to a
	// line reports, it does not assign; and a report of what is done or
	// under way is no task anywhere.
	if si.report || koStatus(plain) {
		return nil
	}
	if c := p.leadingKoName(plain, i); c != nil {
		return c
	}
	// "1. 로그에서 오류 줄만 추출": a numbered Korean item that ends in
	// an action noun, outside any section that says what it is.
	if n.Kind == doc.ListItem && reNumbered.MatchString(n.Bullet) && n.Parent < 0 && n.Section == nil && reKoActionNoun.MatchString(tail(plain, 32)) && !strings.ContainsAny(plain, ":：") {
		c := &extract.Candidate{Syntax: "numbered-task"}
		c.Title, c.Due = cutDue(plain)
		c.Title = cleanTitle(c.Title)
		c.Problems = append(c.Problems, problemNoSubject)
		return c
	}
	if c := p.trailingOwner(plain, false); c != nil && (taskLike(c.Evidence) || hasHangul(c.Evidence) && len(c.Owners) <= 2 && p.strongOwners(c.Owners)) {
		c.Evidence = ""
		c.Syntax = "trailing-owner"
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	return nil
}

// ownedSibling: another box of the same list names its owner.
func (p *parser) ownedSibling(i int, n doc.Node) bool {
	for j := i - 1; j >= 0 && j >= i-30; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent == 0 || m.Indent < n.Indent && m.Kind == doc.ListItem && j != n.Parent {
			break
		}
		if m.Parent == n.Parent && m.Checkbox != 0 && (p.leadOwner(m.Text) || reHandle.MatchString(m.Text)) {
			return true
		}
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+30; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent == 0 || m.Kind == doc.ListItem && m.Indent < n.Indent {
			break
		}
		if m.Parent == n.Parent && m.Checkbox != 0 && (p.leadOwner(m.Text) || reHandle.MatchString(m.Text)) {
			return true
		}
	}
	return false
}

// siblingsTop: under a list-item heading, only its direct children are
// items (grandchildren are details).
func (p *parser) siblingsTop(n doc.Node) bool {
	par := p.d.Nodes[n.Parent]
	return par.Kind == doc.ListItem
}

// ownerField: "물류 계약 갱신 검토 (담당: 김하늘)", "Fix login (owner: Omar)" —
// an owner written as a field is an explicit assignment anywhere.
func (p *parser) ownerField(text string) *extract.Candidate {
	if !strings.ContainsAny(text, ":：") || !reOwnerField.MatchString(stripInline(text)) {
		return nil
	}
	c := p.parseItem(text, "")
	if len(c.Owners) == 0 || c.Title == "" {
		return nil
	}
	c.Syntax = "owner-field"
	return c
}

// strongOwners: every owner is certainly a person or group.
func (p *parser) strongOwners(owners []string) bool {
	for _, o := range owners {
		if !p.personLike(o, true) {
			return false
		}
	}
	return len(owners) > 0
}

// topLevel: the item is at the section's top list level (deeper items are
// details: links, notes).
func (p *parser) topLevel(i int, n doc.Node) bool {
	if n.Parent < 0 {
		return true
	}
	// Under a pseudo heading that is itself a list item ("* Action items:").
	par := p.d.Nodes[n.Parent]
	return isActionHeading(normHeading(strings.TrimRight(par.Text, ":： "))) && par.Parent < 0
}

// leadOwner: the item starts with its owner (@handle, "Name:", "Name to").
func (p *parser) leadOwner(text string) bool {
	t := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	return reLeadHandles.MatchString(t) || reNameDash.MatchString(t) || reNameTo.MatchString(t)
}

var reRollCall = regexp.MustCompile(`^@?[\p{L}][\p{L}.'-]*(?:\s+@?[\p{L}][\p{L}.'-]*){0,2}\s*(?:\([^)]*\))?\s*$`)

// rollCall: "- [x] Alice", "- [x] @bob (remote)", "- [ ] 김민서".
func (p *parser) rollCall(text string) bool {
	t := strings.TrimSpace(text)
	if !reRollCall.MatchString(t) {
		return false
	}
	w := strings.Fields(reParen.ReplaceAllString(t, " "))
	if len(w) == 0 {
		return false
	}
	// Names only: a name, not a task ("- [x] Deploy", "- [ ] @minseo 검토").
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if strings.HasPrefix(x, "@") || p.known(x) || koFullName(x) {
			continue
		}
		if !unicode.IsUpper(r) || notNames[strings.ToLower(x)] {
			return false
		}
	}
	return true
}

func (p *parser) tentative(c *extract.Candidate, text string) {
	if reTentative.MatchString(text) && len(c.Owners) > 0 {
		c.Problems = append(c.Problems, problemTentative)
	}
}

var reTentative = regexp.MustCompile(`(?i)\b(?:probably|maybe|perhaps|tentative(?:ly)?|possibly)\b|아마|잠정`)

// Speaker-attributed first person: "JK: I will …", "(David) - Note: I
// intend to …", "[Rae] I'll …".
var reSpeaker = regexp.MustCompile(`^(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*)?(?:\(([^)]{1,40})\)\s*[-–—:]?|\[([^\]]{1,40})\]\s*[-–—:]?|<([^>]{1,40})>\s*[-–—:]?|([\p{L}][\p{L}.'’ -]{0,30}?)\s*[:：])\s*(?:[\p{L}]{1,12}[:：]\s*)?(?:(?i:okay|ok|yes|sure|so),?\s+)?` + firstPersonCommit + `\s+(.+)$`)

func (p *parser) speaker(text string, i int) *extract.Candidate {
	m := reSpeaker.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	name := strings.TrimSpace(m[1] + m[2] + m[3] + m[4])
	if name == "" || notNames[strings.ToLower(strings.Fields(name)[0])] || !hasLetter(name) {
		return nil
	}
	if reWeakVerb.MatchString(m[5]) {
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "speaker"}
	c.Title, c.Due = cutDue(m[5])
	c.Title = cleanTitle(c.Title)
	// "Dan: Sure, I'll do it." answers the request above it.
	if emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] || reGenericTask.MatchString(c.Title) {
		if q, due := p.enRequestAbove(i, name); q != "" {
			c.Title = q
			if c.Due == "" {
				c.Due = due
			}
		}
	}
	return c
}

var (
	reGenericTask = regexp.MustCompile(`(?i)^(?:take|handle|own|do|pick\s+up|look\s+into)\s+(?:it|that|this|one)(?:\s+on)?$`)
	reEnRequest   = regexp.MustCompile(`(?i)^(?:(?:so|ok|okay),?\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?(.+?)\s*[?？]+\s*$`)
)

// enRequestAbove is the task of a question put to name on one of the two
// lines above line i ("Carol: Dan, can you send the deck by Friday?").
func (p *parser) enRequestAbove(i int, name string) (title, due string) {
	first := strings.ToLower(strings.Fields(name)[0])
	seen := 0
	for j := i - 1; j >= 0 && seen < 2; j-- {
		n := p.d.Nodes[j]
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		seen++
		t := stripInline(n.Text)
		if !strings.Contains(strings.ToLower(t), first) {
			continue
		}
		if k := strings.IndexAny(t, ":："); k >= 0 && k < 40 {
			t = strings.TrimSpace(t[k+1:])
		}
		// "Dan, can you …" / "can you …, Dan?"
		low := strings.ToLower(t)
		if strings.HasPrefix(low, first) {
			t = strings.TrimLeft(t[len(first):], " ,")
		}
		t = strings.TrimSpace(reTrailVocative.ReplaceAllString(t, "?"))
		m := reEnRequest.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		title, due = cutDue(m[1])
		return cleanTitle(title), due
	}
	return "", ""
}

var reTrailVocative = regexp.MustCompile(`,\s*[\p{Lu}][\p{L}'’-]*\s*[?？]+\s*$`)

// Commitments in running text: "Dana will …", "Ravi to address.", "Lee to
// follow up", "Probably Sam Ortiz to own this", "[x](mailto:…) to resolve",
// "who will write the summary: quux".
var (
	reClauseSplit = regexp.MustCompile(`(?:^|[.;!]\s+|[:：]\s+|\s+[→>-]+\s+|\[|\s+-\s+|\(|,\s+(?:and\s+)?|\s+that\s+)`)
	enNameUnit    = `@?[\p{Lu}][\p{L}'’-]*(?:\s+(?:[\p{Lu}]\.|[\p{Lu}][\p{L}'’-]*)){0,2}`
	reEnName      = `(` + enNameUnit + `(?:\s*(?:,|&|\band\b)\s*` + enNameUnit + `)*(?:\s+(?i:group|team|committee|wg|sig|working\s+group))?|@[\p{L}\p{N}_.-]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\p{Hangul}]{2,4}(?:\s*님)?|[\p{Ll}][\p{L}\p{N}_-]{1,30})`
	reCommit      = regexp.MustCompile(`^(?:(?i:probably|maybe|perhaps|tentatively)\s+)?` + reEnName + `\s+(?:[^.;:]{0,60}?(?:\s+and|,)\s+)?` + enCommit + `\s+(.+)$`)
	reWhoWill     = regexp.MustCompile(`^(?i:who)\s+(?:will|to)\s+(.+?)\s*[:：]\s*(@?[\p{L}][\p{L}\p{N}_.-]{1,30})\s*$`)
	reAssignedTo  = regexp.MustCompile(`(?i)^(.+?)\s*[,(\[-]?\s*\b(?:assigned\s+to|assign\s+to|owner\s*[:=])\s+@?([\p{L}][\p{L}\p{N}_.-]*(?:\s+[\p{Lu}][\p{L}.-]*)?)\s*[)\]]?\s*[.]?$`)
	reAcronym     = regexp.MustCompile(`^[\p{Lu}\p{N}]{2,}s?$`)
	// reCommitHint is a cheap first test: no commitment without one of these.
	reCommitHint = regexp.MustCompile(`(?i)\b(?:will|to|shall|going|'ll|’ll)\b|\bwho\b|assign`)
	// Only people offer, agree, volunteer or promise.
	rePersonVerb = regexp.MustCompile(`(?i)\b(?:offered|agreed|volunteered|promised)\s+to\b`)
	reToOnly     = regexp.MustCompile(`^\s+to\s`)
	reWeakVerb   = regexp.MustCompile(`(?i)^(?:be|have|not|need|probably|likely|also be|get\s+back|continue\s+to\s+be)\b`)
)

func (p *parser) commitment(text string, inAction bool) *extract.Candidate {
	if !reCommitHint.MatchString(text) || isQuestion(text) {
		return nil
	}
	if m := reWhoWill.FindStringSubmatch(text); m != nil {
		c := &extract.Candidate{Assignee: m[2], Owners: []string{strings.TrimPrefix(m[2], "@")}, Syntax: "who-will"}
		c.Title, c.Due = cutDue(m[1])
		c.Title = cleanTitle(c.Title)
		return c
	}
	if m := reAssignedTo.FindStringSubmatch(text); m != nil {
		c := &extract.Candidate{Assignee: m[2], Owners: []string{m[2]}, Syntax: "assigned-to"}
		c.Title, c.Due = cutDue(m[1])
		c.Title = cleanTitle(c.Title)
		if !inAction {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	for _, loc := range reClauseSplit.FindAllStringIndex(text, 8) {
		clause := strings.TrimSpace(text[loc[1]:])
		m := reCommit.FindStringSubmatch(clause)
		if m == nil {
			continue
		}
		name, rest := m[1], m[2]
		first := strings.ToLower(strings.Fields(strings.TrimPrefix(name, "@"))[0])
		if notNames[first] || notNames[strings.ToLower(name)] || reWeakVerb.MatchString(rest) {
			continue
		}
		// Outside an action section an unknown single capitalised word
		// is as likely a verb ("Want to …") as a name.
		// "SIG to forecast", "SIGs, WG to …": an acronym is a body, not a
		// person.
		acronym := false
		for _, o := range splitOwners(name) {
			if reAcronym.MatchString(o) && !p.known(o) {
				acronym = true
			}
		}
		if acronym {
			continue
		}
		strongVerb := !reToOnly.MatchString(clause[len(name):])
		koName := koFullName(strings.TrimSpace(strings.TrimSuffix(name, "님"))) || hasHonorific(name)
		if !p.known(name) && !koName && !strings.Contains(name, "@") && !((inAction || strongVerb) && !unicode.IsLower([]rune(name)[0])) && len(strings.Fields(name)) < 2 {
			continue
		}
		// Notes that list their people ("Attendees: …") name them: outside
		// an action section a capitalised word they do not list is more
		// likely a thing ("Release will …") than a person.
		if !inAction && !p.known(name) && !koName && !strings.Contains(name, "@") && len(strings.Fields(name)) < 2 && len(p.names) >= 3 && !rePersonVerb.MatchString(clause) {
			continue
		}
		c := &extract.Candidate{Assignee: name, Owners: splitOwners(name), Syntax: "commitment"}
		c.Title, c.Due = cutDue(rest)
		c.Title, c.ExplicitID = cutExplicitID(c.Title)
		c.Title = cleanTitle(strings.TrimRight(c.Title, "]"))
		if c.Title == "" {
			continue
		}
		p.tentative(c, clause)
		if !inAction && !(p.known(name) && c.Due != "") {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	return nil
}

// inheritedOwner: "going to create an issue" under an item that names its
// owners ("RFC 9999 — ana/ben"): the item's owners, to be confirmed.
var reDashOwner = regexp.MustCompile(`\s[—–]\s*([\p{L}][\p{L}\p{N}_.-]{1,20}(?:\s*[/,&+]\s*[\p{L}][\p{L}\p{N}_.-]{1,20})*)\s*$`)

var reNoSubjectEn = regexp.MustCompile(`^(?i:going\s+to|planning\s+to|plan\s+to|plans\s+to|will)\s+(.+)$`)

func (p *parser) inheritedOwner(text string, n doc.Node) *extract.Candidate {
	m := reNoSubjectEn.FindStringSubmatch(text)
	if m == nil || reWeakVerb.MatchString(m[1]) || isQuestion(text) {
		return nil
	}
	for par := n.Parent; par >= 0; par = p.d.Nodes[par].Parent {
		pt := stripInline(p.d.Nodes[par].Text)
		t := p.trailingOwner(pt, false)
		if t == nil {
			if m := reDashOwner.FindStringSubmatch(pt); m != nil {
				t = &extract.Candidate{Assignee: m[1], Owners: splitOwners(m[1])}
			}
		}
		if t == nil {
			continue
		}
		c := &extract.Candidate{Assignee: t.Assignee, Owners: t.Owners, Syntax: "inherited-owner"}
		c.Title, c.Due = cutDue(m[1])
		c.Title = cleanTitle(c.Title)
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	return nil
}

// teamCommitment: "OK, by the next sync, let's get owners lined up.",
// "Try to have a draft in the next few days" — a team's own
// commitment with a deadline; nobody is named, so a human confirms.
var reTeamCommit = regexp.MustCompile(`^(?:(?i:okay|ok|so|then),?\s+)?(?:[^.]{0,40},\s*)?(?i:let[’']s|let\s+us|we\s+will|we[’']ll|we\s+need\s+to|we\s+should|try\s+to|need\s+to)\s+\S`)

func (p *parser) teamCommitment(text string) *extract.Candidate {
	if !reTeamCommit.MatchString(text) || isQuestion(text) {
		return nil
	}
	title, due := cutDue(text)
	if due == "" {
		return nil
	}
	c := &extract.Candidate{Title: cleanTitle(title), Due: due, Syntax: "team-commitment"}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// isOwnerLabel: "담당 :", "Owners:", "담당자:" with nothing after.
func isOwnerLabel(t string) bool {
	t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t), ":："))
	return headerIs(strings.ToLower(t), headerRoles["owner"])
}

// damdang: "담당: 김진원", "담당자 : 민서" — the owner of the task its section
// or parent item names.
var reDamdang = regexp.MustCompile(`^(?:담당자?|책임자|owner|assignee)\s*[:：]\s*(.+)$`)

func (p *parser) damdang(text string, n doc.Node) *extract.Candidate {
	m := reDamdang.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return nil
	}
	owner := strings.TrimSpace(strings.Trim(m[1], "*_ "))
	// "Owner: Erin — follow up with legal": the owner, then the task.
	task := ""
	if i := strings.IndexAny(owner, "—–"); i > 0 {
		owner, task = strings.TrimSpace(owner[:i]), strings.TrimSpace(strings.TrimLeft(owner[i:], "—– "))
	} else if i := strings.Index(owner, " - "); i > 0 {
		owner, task = strings.TrimSpace(owner[:i]), strings.TrimSpace(owner[i+3:])
	}
	if owner == "" || utf8.RuneCountInString(owner) > 40 {
		return nil
	}
	if task != "" {
		c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Syntax: "owner-field"}
		c.Title, c.Due = cutDue(task)
		c.Title = cleanTitle(c.Title)
		return c
	}
	title := ""
	if n.Parent >= 0 {
		title = stripInline(p.d.Nodes[n.Parent].Text)
	} else if n.Section != nil {
		title = stripInline(n.Section.Title)
	}
	title = reParen.ReplaceAllString(title, " ")
	title = strings.TrimSpace(strings.TrimRight(reSymbols.ReplaceAllString(title, " "), ":： "))
	c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Title: cleanTitle(title), Syntax: "owner-field"}
	if c.Title == "" {
		c.Title = owner
	}
	// The task is the heading or item above: likely, not written here.
	c.Problems = append(c.Problems, problemInferred)
	return c
}

// Korean commitments: "민서가 … 하기로 함", "지훈 님이 … 공유 예정", "정도윤이 …
// 등록", subjectless "… 하기로 함", "… 알아볼 것", "… 예정".
var (
	reKoSubject = regexp.MustCompile(`^(?:\(|\s)*([\p{Hangul}A-Za-z][\p{Hangul}A-Za-z.]{0,19}?)\s*(선생님|매니저님|팀장님|책임님|선임님|님|씨|매니저|팀장)?\s*(께서|이가|이|가|은|는)\s+(.+)$`)
	reKoCommit  = regexp.MustCompile(`(합니다|하겠습니다|하기로\s*했습니다|하기로\s*하였습니다|하기로\s*함|하기로\s*했음|하기로\s*했다|기로\s*했습니다|기로\s*함|기로\s*했음|할\s*예정(?:입니다|임|이다)?|예정(?:입니다|임|이다)?|드리겠습니다|겠습니다|습니다|니다|해\s*주세요|부탁드립니다|한다|할\s*것|맡기로\s*함|맡음|담당|할게요|할께요|볼게요|볼께요|드릴게요|하겠음|겠어요)\s*[.!)]?$`)
	reKoPast    = regexp.MustCompile(`(었습니다|았습니다|였습니다|했습니다|했음|됐습니다|되었습니다|입니다|였음|었음|았음|했다|었다|였다|완료)\s*[.!)]?$`)
	reKoFuture  = regexp.MustCompile(`(기로\s*했습니다|기로\s*하였습니다|기로\s*했음|기로\s*했다|예정입니다)\s*[.!)]?$`)
	// An action noun ending a clause: "… 에 등록", "오늘 설정".
	reKoActionNoun = regexp.MustCompile(`(등록|설정|작성|공유|정리|검토|확인|제출|준비|조사|수정|구현|배포|전달|요청|연락|담당|진행|발표|업로드|초대|추가|개선|해결|분석|추출|수집|학습|설계|개발|테스트|점검|교체|적용|반영|취합|예약|통일)\s*[)]?\s*(?:[:：].*)?$`)
	// Subjectless commitments.
	reKoNoSubject = regexp.MustCompile(`(?:하기로\s*함|하기로\s*했음|하기로\s*했다|기로\s*함|기로\s*했음|기로\s*했다|할\s*예정(?:임|이다)?|(?:등록|작성|공유|정리|검토|확인|제출|준비|조사|수정|구현|배포|전달|요청|연락|추합|취합|업로드|발송|분석|개발|테스트|설계|보고)\s*예정(?:임|이다)?|할\s*것|할것|볼\s*것|볼것|해\s*올\s*것|해올것|하자|해보자)\s*[.!)]?\s*$`)
)

func (p *parser) koreanCommitment(text string, n doc.Node, heading bool) *extract.Candidate {
	t := strings.TrimSpace(text)
	if t == "" || isQuestion(t) || !hasHangul(t) {
		return nil
	}
	// A parenthesised commitment inside the line: "배포 권한 (정도윤이 오늘 설정)".
	if i := strings.LastIndex(t, "("); i > 0 && strings.HasSuffix(t, ")") {
		inner := t[i+1 : len(t)-1]
		if c := p.koSubject(inner, true); c != nil {
			if c.Title == "" || utf8.RuneCountInString(c.Title) <= 4 {
				c.Title = cleanTitle(strings.TrimSpace(t[:i]) + " " + c.Title)
			}
			c.Syntax = "korean-paren"
			return c
		}
	}
	if c := p.koSubject(t, false); c != nil {
		return c
	}
	si := p.section(n.Section)
	tt := strings.TrimSpace(reTrailParen.ReplaceAllString(tail(t, 96), ""))
	if tt == "" {
		tt = tail(t, 64)
	}
	scheduled := strings.Contains(tt, "예정") && reKoSchedule.MatchString(t)
	// "…를 사용하기로 함" records a decision; "이후 팀별로 문서를 작성하기로 함" a
	// task: a subjectless 하기로 함 counts when it makes something and says
	// when or by whom.
	decided := reKoHagiro.MatchString(tt) && !(reKoDeliverable.MatchString(tt) && reKoTaskCue.MatchString(t))
	if (reKoNoSubject.MatchString(tt) || reKoNoSubject.MatchString(tail(t, 64))) && !koPast(t) && !scheduled && !decided && !si.decision && !strings.HasSuffix(t, ":") {
		c := &extract.Candidate{Syntax: "korean-commitment"}
		c.Title, c.Due = cutDue(t)
		if c.Due == "" {
			if d := reHeadingDate.FindString(t); d != "" {
				c.Due = d
			}
		}
		c.Title = cleanTitle(c.Title)
		c.Problems = append(c.Problems, problemNoSubject)
		return c
	}
	return nil
}

// reKoSchedule: a line about when a meeting or event takes place ("다음
// 회의는 금요일 진행 예정") schedules, it assigns nothing.
var (
	reKoHagiro      = regexp.MustCompile(`기로\s*(?:함|했음|했다|하였음)\s*[.!)]?\s*$`)
	reKoDeliverable = regexp.MustCompile(`(?:작성|제출|준비|조사|정리|공유|전달|보고|발표|확인|검토|설계|구현|개발|만들|합치|작업|연락|요청|정하|예약|업데이트|수정|취합|분석|테스트|배포|초안|문서)[가-힣]{0,3}\s*기로`)
	reKoTaskCue     = regexp.MustCompile(`이후|다음|내일|모레|까지|추후|나중에|향후|차주|이번\s*주|각자|팀별|팀원|전원|담당|\d{1,2}\s*/\s*\d{1,2}|\d{1,2}\s*월|요일`)
)

var reTrailParen = regexp.MustCompile(`\s*[(（][^()（）]*[)）]\s*[.]?\s*$`)

var reKoSchedule = regexp.MustCompile(`회의|미팅|모임|세미나|행사|일정은|meeting`)

// koSubject: a named subject and a commitment (or an action noun, for a
// full name: "정도윤이 저장소 설정에 등록").
func (p *parser) koSubject(t string, inner bool) *extract.Candidate {
	m := reKoSubject.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	name, hon, rest := m[1], m[2], m[4]
	known := p.known(name)
	// A word that only looks like a name ("인증서는 …") is a topic: with 은/는 a
	// name must be known or carry an honorific.
	full := koFullName(name) && m[3] != "은" && m[3] != "는"
	if !(hon != "" || known || full) {
		return nil
	}
	if koPast(rest) {
		return nil
	}
	commit := reKoCommit.MatchString(rest)
	noun := full && reKoActionNoun.MatchString(rest)
	if !commit && !noun {
		return nil
	}
	c := &extract.Candidate{Assignee: strings.TrimSpace(name + " " + hon), Owners: []string{name}, Syntax: "korean-sentence"}
	if i := strings.IndexAny(rest, ":："); i > 0 && noun && !commit {
		rest = rest[:i]
	}
	c.Title, c.Due = cutDue(rest)
	c.Title, c.ExplicitID = cutExplicitID(c.Title)
	c.Title = cleanTitle(c.Title)
	if !commit {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// koStatus: "로그인 API 개발 완료", "테스트 진행 중", "검토했습니다".
var reNumbered = regexp.MustCompile(`^\d{1,3}[.)]$`)

var reKoStatus = regexp.MustCompile(`(?:완료|완료됨|완료함|진행\s*중|진행중|작업\s*중|하는\s*중|검토\s*중|대기\s*중|보류|됨|되었음|됐음)\s*[.!)]?\s*$`)

func koStatus(s string) bool {
	s = tail(s, 64)
	return reKoStatus.MatchString(s) || hasHangul(s) && koPast(s)
}

// tail is the end of s (at most n bytes, whole runes): the end-anchored
// rules look only there, so a long line costs them nothing more.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

// koPast: the clause reports what was done ("보냈습니다", "공유했음", "완료"),
// not what will be: a past-tense final syllable (with ㅆ, but not the
// future 겠) before the ending.
func koPast(s string) bool {
	s = tail(s, 64)
	if reKoFuture.MatchString(s) {
		return false
	}
	if reKoPast.MatchString(s) {
		return true
	}
	t := strings.TrimRight(strings.TrimSpace(s), ".!) ")
	for _, end := range []string{"습니다", "어요", "다", "음", "고"} {
		h, ok := strings.CutSuffix(t, end)
		if !ok || h == "" {
			continue
		}
		r, _ := utf8.DecodeLastRuneInString(h)
		if r >= 0xAC00 && r <= 0xD7A3 && (r-0xAC00)%28 == 20 && r != '겠' {
			return true
		}
	}
	return false
}

// koVocative: "민서님, 견적서 검토 부탁드립니다" — a request addressed to a
// person.
var reKoVocative = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)\s*[,:：]?\s+(.+?)\s*(?:좀\s*)?(?:부탁드립니다|부탁드려요|부탁합니다|해\s*주세요|해\s*주시기\s*바랍니다|바랍니다)\s*[.!]?$`)

func (p *parser) koVocative(t string) *extract.Candidate {
	m := reKoVocative.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1] + " 님", Owners: []string{m[1]}, Syntax: "korean-request"}
	c.Title, c.Due = cutDue(m[2])
	c.Title = cleanTitle(c.Title)
	if c.Title == "" {
		return nil
	}
	return c
}

// leadingKoName: "한지우 : 보수 성향 매체 두 곳" — a Korean full name, then the
// task.
var reKoVolitional = regexp.MustCompile(`(?:합니다|하겠습니다|겠습니다|할게요|할께요|볼게요|볼께요|드릴게요|하기로\s*함|기로\s*했음|예정(?:입니다|임)?|할\s*것|하겠음|겠어요)\s*[.!]*$`)

// requestAbove is the task of a question put to name on one of the two
// lines above line i ("민서: 지훈 님, 견적서 초안 금요일까지 보내주실 수 있을까요?").
func (p *parser) requestAbove(i int, name string) (title, due string) {
	seen := 0
	for j := i - 1; j >= 0 && seen < 2; j-- {
		n := p.d.Nodes[j]
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		seen++
		t := stripInline(n.Text)
		if !isQuestion(t) || !strings.Contains(t, name) {
			continue
		}
		if k := strings.IndexAny(t, ":："); k >= 0 && k < 40 {
			t = t[k+len(":"):]
		}
		t = strings.TrimSpace(strings.TrimLeft(t, ": "))
		if k := strings.Index(t, name); k >= 0 {
			t = t[k+len(name):]
		}
		t = strings.TrimLeft(t, " 님씨,")
		t = reKoRequestEnd.ReplaceAllString(t, "")
		title, due = cutDue(strings.TrimSpace(t))
		return cleanTitle(title), due
	}
	return "", ""
}

var reKoRequestEnd = regexp.MustCompile(`\s*(?:해\s*)?(?:주실\s*수\s*있을까요|주시겠어요|주시겠습니까|주실래요|줄\s*수\s*있어요|줄래요|줄\s*수\s*있을까요|할\s*수\s*있을까요|가능할까요|가능한가요)\s*[?？]+\s*$`)

// koVolitional: the speaker commits ("하겠습니다", "보낼게요", "작성할게요").
func koVolitional(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(tail(s, 64)), ".!~ ")
	if reKoVolitional.MatchString(t) {
		return true
	}
	for _, end := range []string{"게요", "께요", "게", "께"} {
		if h, ok := strings.CutSuffix(t, end); ok && h != "" {
			r, _ := utf8.DecodeLastRuneInString(h)
			// 보낼게요, 할게요: a syllable closed by ㄹ before 게요.
			if r >= 0xAC00 && r <= 0xD7A3 && (r-0xAC00)%28 == 8 {
				return true
			}
		}
	}
	return false
}

var (
	reKoFirstPerson = regexp.MustCompile(`(?:^|\s)(?:제가|저는|저희가|제)\s`)
	// reKoProcedure: the meeting talking about itself ("회의 시작하겠습니다").
	reKoProcedure = regexp.MustCompile(`회의\s*(?:를|을)?\s*(?:시작|마치|마무리|종료|끝내)`)
	// reKoSpeakerLead: what a spoken answer opens with ("네, 제가 …").
	reKoSpeakerLead = regexp.MustCompile(`^(?:(?:네|예|넵|좋아요|좋습니다|알겠습니다|그럼|그러면)[,.!]?\s+)*(?:제가|저는|제가\s+직접|저희가|내가)?\s*`)
)

var reKoSentenceEnd = regexp.MustCompile(`(?:다|요|죠|네|군|음)\s*[.!?~]*$`)

var reLeadKoName = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*[:：]\s*(.+)$`)

func (p *parser) leadingKoName(t string, i int) *extract.Candidate {
	m := reLeadKoName.FindStringSubmatch(strings.TrimSpace(t))
	// A name, when the notes know it, write it twice, or it speaks of itself
	// ("서연: … 제가 작성할게요").
	if m == nil || !(p.known(m[1]) || koFullName(m[1]) && (p.recurs(m[1]) || reKoFirstPerson.MatchString(m[2]))) {
		return nil
	}
	// "민서: 좋습니다" is a speaker's remark; "민서: 제가 해볼게요" or "한지우 :
	// 매체 두 곳" (a task without a verb) assigns.
	rest := strings.TrimSpace(m[2])
	if reKoSentenceEnd.MatchString(tail(rest, 32)) && !koVolitional(rest) || isQuestion(rest) || reKoProcedure.MatchString(rest) {
		return nil
	}
	rest = reKoSpeakerLead.ReplaceAllString(rest, "")
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "owner-colon"}
	c.Title, c.Due = cutDue(rest)
	c.Title = cleanTitle(c.Title)
	// "네, 보낼게요" answers the request above it: the task is there.
	if len(strings.Fields(c.Title)) <= 1 {
		if q, due := p.requestAbove(i, m[1]); q != "" {
			c.Title = q
			if c.Due == "" {
				c.Due = due
			}
		}
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// trailingOwner: "썸네일 자르기 - Kai", "인코더 모듈 - 최유진",
// "보수 성향 매체 두 곳 : 한지우", "task (민서)". strong asks for a name that
// is certainly a person (a Korean full name, a group word, the roster, a
// name the notes know); otherwise a capitalised word will do.
var (
	reTrailOwner      = regexp.MustCompile(`^(.{2,}?)\s+(?:-|–|—|:|：|→)\s*(@?[\p{L}][\p{L}\p{N}._'-]*?(?:\s*(?:,|/|&|\+|and|및|·)\s*@?[\p{L}][\p{L}\p{N}._'-]*?)*)(?:\s*(?:님|씨))?(?:\s*담당)?\s*[.]?$`)
	reMetaLabel       = regexp.MustCompile(`^(?:서기|사회|사회자|작성자|작성|기록|기록자|참석|참석자|참여자|불참|회의\s*종류|회의\s*유형|장소|일시|날짜|시간|진행|진행자|주최|lead|notetaker|moderator|facilitator|scribe|chair|host|attendees?|date|time|location)$`)
	reTrailColonOwner = regexp.MustCompile(`^([^:：]{2,40}?)[:：]\s*(@?[\p{L}][\p{L}\p{N}._'-]*?(?:\s*(?:,|/|&|\+|and|및|·)\s*@?[\p{L}][\p{L}\p{N}._'-]*?)*)(?:\s*(?:님|씨))?\s*[.]?$`)
	reParenOwner      = regexp.MustCompile(`^(.{2,}?)\s*[(（]\s*(@?[\p{L}][\p{L}\p{N}._-]*(?:\s*(?:,|/|&|\+|·)\s*@?[\p{L}][\p{L}\p{N}._-]*)*)\s*[)）]\s*[.]?$`)
)

func (p *parser) trailingOwner(text string, strong bool) *extract.Candidate {
	t := strings.TrimSpace(text)
	for _, re := range []*regexp.Regexp{reTrailOwner, reParenOwner, reTrailColonOwner} {
		m := re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		if re == reTrailColonOwner && (!hasHangul(m[1]) || reMetaLabel.MatchString(normHeading(m[1])) || strings.Contains(m[2], "@")) {
			// "백엔드: 지훈, 서연" assigns; "서기: @kim", "Lead: @ana" label
			// the meeting.
			continue
		}
		owners := splitOwners(m[2])
		ok := len(owners) > 0
		for _, o := range owners {
			// Without a space before the colon, only names that are
			// certainly people.
			if !p.personLike(o, strong || re == reTrailColonOwner) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// Evidence holds the raw title for the caller's checks; Parse
		// overwrites it with the line.
		c := &extract.Candidate{Assignee: m[2], Owners: owners, Evidence: m[1]}
		c.Title, c.Due = cutDue(m[1])
		c.Title = cleanTitle(c.Title)
		if c.Title == "" {
			continue
		}
		return c
	}
	return nil
}

func (p *parser) personLike(o string, strong bool) bool {
	o = strings.TrimPrefix(o, "@")
	if groupOwners[strings.ToLower(o)] || p.known(o) || koFullName(o) {
		return true
	}
	if strong {
		return false
	}
	r, _ := utf8.DecodeRuneInString(o)
	return unicode.IsUpper(r) && !notNames[strings.ToLower(o)] && utf8.RuneCountInString(o) <= 20
}

// taskLike: a nominalised Korean task ("데이터 찾기", "알아볼 것", "공부해
// 오기") or an English imperative-looking short line.
var reKoTask = regexp.MustCompile(`(?:기|할\s*것|할것|볼\s*것|볼것|하자|해오기|해\s*오기)\s*[.!]?\s*$`)

func taskLike(t string) bool {
	t = strings.TrimSpace(t)
	return t != "" && reKoTask.MatchString(tail(t, 64))
}

func cutUTF8(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func hasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}

// dedupeSummaries drops an action restated in a summary section when the
// same action (same owner, same title) is already extracted elsewhere.
func dedupeSummaries(d *doc.Document, cands []extract.Candidate) []extract.Candidate {
	lineSec := map[int]*doc.Section{}
	for _, n := range d.Nodes {
		lineSec[n.Line] = n.Section
	}
	isSummary := func(line int) bool {
		for _, s := range lineSec[line].Path() {
			t := normHeading(s.Title)
			if strings.Contains(t, "summary") || strings.Contains(t, "요약") || strings.Contains(t, "recap") || strings.Contains(t, "tl;dr") {
				return true
			}
		}
		return false
	}
	key := func(c extract.Candidate) string { return extract.MatchKey(strings.Join(c.Owners, " "), c.Title) }
	seen := map[string]bool{}
	for _, c := range cands {
		if !isSummary(c.Line) {
			seen[key(c)] = true
		}
	}
	out := cands[:0]
	for _, c := range cands {
		if isSummary(c.Line) && seen[key(c)] {
			continue
		}
		out = append(out, c)
	}
	return out
}
