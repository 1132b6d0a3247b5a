package series

import (
	"context"
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A restatement's status is often written by the notes' structure, not
// by words on its line (issue 27): a table's status column, the item's
// checkbox or strike-through, a status note written under it ("In
// progress.", "Done, covered above."), or the heading or parent item it
// is filed under ("Done", "In progress", "Blocked", "완료", "진행 중",
// "Current work updates", "진행사항"). StatusAt reads them in that order
// of closeness; the line's own words win over all but its status column.

// maxStructureScan bounds the nodes looked through for notes under a line
// and for the items it is nested in: structure is local.
const maxStructureScan = 200

// StatusAt is the status of the restatement written on line (1-based) of
// d, whose words (the line as the extraction read it) are words. skip
// reports lines that are actions of their own: never read as a note on
// this one. StatusNone when neither the words nor the structure say.
func StatusAt(d *doc.Document, line int, words string, skip func(line int) bool) Status {
	return StatusOfRestatement(d, line, words, "", skip)
}

// StatusOfRestatement is StatusAt for a restatement of the task titled
// earlier ("" unknown): a later step of the work its line names is no
// news when the task's own title names that step ("finish the survey"
// restated as "finish the survey").
func StatusOfRestatement(d *doc.Document, line int, words, earlier string, skip func(line int) bool) Status {
	if d == nil || line < 1 || line > len(d.Nodes) {
		return StatusOf(words)
	}
	i := line - 1
	n := d.Nodes[i]
	if s := columnStatus(n); s != StatusNone {
		return s
	}
	ws := StatusOf(words)
	if ws == StatusBlocked {
		return ws
	}
	// underway: work the line says goes on ("Keep reviewing PR 1000")
	// with a note under it saying it waits ("waiting on the refactor") is
	// blocked — the note is the later, narrower news.
	underway := func(s Status) Status {
		if s == StatusInProgress && blockedNote(d, i, skip) {
			return StatusBlocked
		}
		return s
	}
	if s := progressStatus(words); s != StatusNone {
		// A partial finish ("almost done") is none; work said under way.
		return underway(s)
	}
	if ws != StatusNone {
		return underway(ws)
	}
	if s := wordsStatus(words); s != StatusNone {
		return underway(s)
	}
	if s := clauseStatus(n.Text); s != StatusNone {
		return underway(s)
	}
	if s := clauseStatus(words); s != StatusNone {
		// The words may hold the whole item where it wraps.
		return underway(s)
	}
	if s := wrappedStatus(d, i); s != StatusNone {
		// The item's own words, its status on the line it wraps onto.
		return underway(s)
	}
	switch {
	case n.Checkbox == 'x' || struck(n.Text):
		// A ticked or struck-through item is finished (or dropped): a
		// suggestion to close it, for a person.
		return StatusDone
	}
	for _, j := range notesUnder(d, i) {
		if skip != nil && skip(d.Nodes[j].Line) {
			continue
		}
		if s := noteStatus(d.Nodes[j].Text); s != StatusNone {
			return s
		}
	}
	s := filedUnder(d, i, words)
	if s == StatusDone && n.Checkbox == ' ' {
		// An open box under a "done" heading says it is not.
		return StatusNone
	}
	if s == StatusNone {
		// Weakest: the line names a later step of the work.
		s = laterStepAfter(words, earlier)
	}
	return s
}

// reStatusHeader names a table's status column.
var reStatusHeader = regexp.MustCompile(`(?i)^(?:status|state|progress|상태|진행\s*(?:상황|사항|현황|여부)?|진척(?:도)?|완료\s*여부)$`)

// columnStatus: a table row's status column states the row's status,
// over anything the other cells say.
func columnStatus(n doc.Node) Status {
	if n.Kind != doc.TableRow || n.Table == nil || n.HeaderRow {
		return StatusNone
	}
	for c, h := range n.Table.Header {
		if c < len(n.Cells) && reStatusHeader.MatchString(plainLabel(h)) {
			cell := plainLabel(n.Cells[c])
			if s := StatusOf(cell); s != StatusNone {
				return s
			}
			if reCellDone.MatchString(cell) {
				return StatusDone
			}
			if reCellUnderway.MatchString(cell) {
				return StatusInProgress
			}
			if s := reportStatus(cell); s != StatusNone {
				// "Sent to legal", "merged", "PR open".
				return s
			}
		}
		if c < len(n.Cells) && reDoneHeader.MatchString(plainLabel(h)) && reCellYes.MatchString(plainLabel(n.Cells[c])) {
			// A "Done?" column answered yes.
			return StatusDone
		}
	}
	return StatusNone
}

var (
	// reCellUnderway: a status cell naming work under way in a word the
	// status vocabulary does not read.
	reCellUnderway = regexp.MustCompile(`(?i)^(?:pending|started|in\s+review|under\s+review|review|draft(?:ing)?|doing|underway|under\s+way|in\s+flight)$`)
	// reDoneHeader names a column saying whether a row is done.
	reDoneHeader = regexp.MustCompile(`(?i)^(?:done|completed?|finished|closed|완료)\s*\??$`)
	reCellYes    = regexp.MustCompile(`(?i)^(?:yes|y|x|o|ㅇ|true|[✓✔☑✅])$`)
)

// reCellDone: a check mark alone in a status cell.
var reCellDone = regexp.MustCompile(`^[✓✔☑✅]$`)

// struck: the item is struck through ("~~Book the room~~"), or its task
// is, with a remark after it ("~~Review PR 12~~ merged Monday"): the
// struck part opens the item and holds most of its letters.
func struck(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) <= 4 || !strings.HasPrefix(t, "~~") {
		return false
	}
	end := strings.Index(t[2:], "~~")
	if end < 0 {
		return false
	}
	in, rest := t[2:2+end], t[4+end:]
	if strings.Contains(rest, "~~") {
		return false
	}
	return letters(in) > 0 && letters(in) >= letters(rest)
}

func letters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// wrappedStatus is a status written as a wrapped line of item i after a
// sentence the item closed ("- MartinM- Report back on the lists.\n
// ONGOING"): that line alone, a few words, read as a status note. The
// line wrapped into the item's sentence ("… once the data is\n done") or
// one heading items of its own says nothing of the item.
func wrappedStatus(d *doc.Document, i int) Status {
	n := d.Nodes[i]
	if n.Kind != doc.ListItem {
		return StatusNone
	}
	prev := n.Text
	for j := i + 1; j < len(d.Nodes) && j-i <= maxStructureScan; j++ {
		m := d.Nodes[j]
		if m.Indent <= n.Indent || !(m.Kind == doc.Paragraph && m.Cont || m.Kind == doc.Heading && m.Level >= 7) {
			break
		}
		t := strings.TrimSpace(m.Text)
		heads := j+1 < len(d.Nodes) && d.Nodes[j+1].Kind == doc.ListItem && d.Nodes[j+1].Indent > n.Indent
		if !heads && len(strings.Fields(t)) <= 3 && (closesSentence(prev) || upper(t)) {
			if s := noteStatus(t); s != StatusNone {
				return s
			}
		}
		prev = t
	}
	return StatusNone
}

// closesSentence: the text ends a sentence or clause.
func closesSentence(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.ContainsAny(s[len(s)-1:], ".!?;)")
}

// upper: letters, all capitals ("ONGOING", "DONE").
func upper(s string) bool {
	return letters(s) > 0 && strings.ToUpper(s) == s
}

// blockedNote: a note under node i (not an action of its own) says its
// task is blocked.
func blockedNote(d *doc.Document, i int, skip func(line int) bool) bool {
	for _, j := range notesUnder(d, i) {
		if skip != nil && skip(d.Nodes[j].Line) {
			continue
		}
		t := strings.TrimSpace(d.Nodes[j].Text)
		if noteStatus(t) == StatusBlocked || reOpensBlocked.MatchString(t) {
			return true
		}
	}
	return false
}

// reOpensBlocked: a note opening on what the work waits for ("waiting on
// refactor before adding the docs"), however long.
var reOpensBlocked = regexp.MustCompile(`(?i)^(?:still\s+)?(?:waiting\s+(?:on|for)|blocked\s+(?:on|by)|on\s+hold|stuck\s+on)\b`)

// notesUnder are the indexes of the items written directly under node i:
// a list item's children, or the indented items right under a paragraph
// (its wrapped lines skipped) — where teams note how a task stands.
func notesUnder(d *doc.Document, i int) []int {
	n := d.Nodes[i]
	var out []int
	switch n.Kind {
	case doc.ListItem:
		for j := i + 1; j < len(d.Nodes) && j-i <= maxStructureScan; j++ {
			m := d.Nodes[j]
			if m.Kind == doc.Heading && m.Level <= 6 {
				break
			}
			if m.Kind == doc.ListItem && m.Indent <= n.Indent && m.Parent != i {
				break
			}
			if m.Kind == doc.Paragraph && !m.Cont && m.Indent <= n.Indent {
				break
			}
			if m.Kind == doc.ListItem && m.Parent == i {
				out = append(out, j)
			}
		}
	case doc.Paragraph, doc.Heading:
		// Its wrapped lines (one right above a list may read as a
		// pseudo heading introducing it) are no notes.
		j := i + 1
		for j < len(d.Nodes) && j-i <= maxStructureScan && (d.Nodes[j].Kind == doc.Paragraph && d.Nodes[j].Cont || d.Nodes[j].Kind == doc.Heading && d.Nodes[j].Level >= 7) {
			j++
		}
		base := -1
		for ; j < len(d.Nodes) && j-i <= maxStructureScan; j++ {
			m := d.Nodes[j]
			if m.Kind == doc.Paragraph && m.Cont {
				continue
			}
			if m.Kind != doc.ListItem || m.Indent <= n.Indent {
				break
			}
			if base < 0 {
				base = m.Indent
			}
			if m.Indent <= base {
				out = append(out, j)
			}
		}
	}
	return out
}

var (
	// reNoteSpeaker: a note opening with who wrote it ("eP: done").
	reNoteSpeaker = regexp.MustCompile(`^[\p{L}][\p{L}\p{N}._ -]{0,24}:\s+`)
	// reNoteClause ends a note's first clause.
	reNoteClause = regexp.MustCompile(`[,.;:!?(]|\s[-–—]\s`)
	// reNoteNoReply: work sent out with no answer yet is under way.
	reNoteNoReply = regexp.MustCompile(`(?i)\bno (?:response|reply|answer)s? yet\b|아직\s*(?:회신|답변|응답)\s*(?:없|이\s*없)`)
)

// noteStatus is the status a note under a task opens with ("In
// progress.", "Done, covered above.", "Draft done and in review",
// "emails sent but no response yet"): its first clause, a few words, read
// as a status line. A plan ("will be done next week") is no status, and a
// note that only mentions a status word in passing says nothing.
func noteStatus(text string) Status {
	t := strings.TrimSpace(reNoteSpeaker.ReplaceAllString(strings.TrimSpace(text), ""))
	full := t
	for _, re := range []*regexp.Regexp{rePlannedFinish, reKoFinishBy, reEnPlannedFinish, reFinishCondition} {
		if re.MatchString(t) {
			return StatusNone
		}
	}
	if reNoteNoReply.MatchString(t) {
		return StatusInProgress
	}
	// A question asks how it stands ("Done?"): read what is stated.
	t = strings.TrimSpace(reAsked.ReplaceAllString(t, " "))
	if loc := reNoteClause.FindStringIndex(t); loc != nil {
		t = t[:loc[0]]
	}
	if len(strings.Fields(t)) <= 6 {
		if s := StatusOf(t); s != StatusNone {
			if s == StatusDone && StatusOf(full) == StatusInProgress {
				// "Done with part 1, part 2 ongoing": a piece.
				return StatusInProgress
			}
			return s
		}
	}
	// Or a note reporting the work in the past tense ("Fred created a
	// use case <link>").
	return reportStatus(full)
}

// label is what a heading or a parent item says of the items filed under
// it.
type label int

const (
	labelNone label = iota
	labelDone
	labelInProgress
	labelBlocked
	// labelReport: a progress report ("Current work updates",
	// "진행사항"): Korean reports write finished work as a bare noun
	// phrase ("계정 기능 추가", "디자인 작업 수행") and work under way
	// with "중"; English ones a bare noun phrase for work under way
	// ("Unit tests", "Windows work"). The line's words already said
	// neither.
	labelReport
	// labelPlan: work still to do ("Next steps", "다음 주 할 일"): what
	// is filed under it has no status from further up.
	labelPlan
)

var (
	reLabelDone       = regexp.MustCompile(`(?i)^(?:done|completed?|finished|closed|resolved|shipped|accomplish(?:ed|ments)|(?:done|completed|finished|closed)\s+(?:items?|tasks?|work|this\s+week|last\s+week)|완료(?:됨|된\s*(?:일|것|작업|항목|사항|업무|과제))?|(?:(?:이번|지난|저번|금)\s*주(?:에)?\s*)?한\s*(?:일|것|작업)(?:들)?)$`)
	reLabelInProgress = regexp.MustCompile(`(?i)^(?:in[- ]progress|ongoing|wip|work\s+in\s+progress|doing|in\s+flight|underway|continu(?:ation|ing|ed)(?:\s+(?:items?|tasks?|work))?|carr(?:y|ied)[- ]?(?:over|forward)(?:\s+(?:items?|tasks?|actions?))?|carryover|roll(?:ed)?[- ]?over|진행\s*중(?:인\s*(?:일|것|작업|항목|사항|업무|과제))?|작업\s*중|하는\s*중)$`)
	reLabelBlocked    = regexp.MustCompile(`(?i)^(?:blocked|blockers?|on\s+hold|stalled|보류(?:\s*중)?|막힘|막힌\s*(?:일|것|작업)|블로커)$`)
	reLabelReport     = regexp.MustCompile(`(?i)^(?:(?:current|recent)\s+work(?:\s+updates?)?|work\s+updates?|progress(?:\s+(?:updates?|reports?))?|status\s+updates?|(?:(?:이번|금)\s*주\s*)?진행\s*(?:사항|상황|현황)|구현물)$`)
	reLabelPlan       = regexp.MustCompile(`(?i)^(?:next\s+steps?|to\s*-?\s*dos?|todos?|action\s+(?:items?|points?)|plans?|next\s+week|(?:(?:다음|차)\s*주\s*)?(?:할\s*일|목표|계획)|다음\s*(?:할\s*일|목표|계획)|이후\s*계획)$`)
)

// plainLabel is a heading or cell as a label: emphasis, a leading
// symbol or emoji and a closing colon dropped.
func plainLabel(s string) string {
	s = strings.TrimSpace(strings.NewReplacer("**", "", "__", "", "`", "").Replace(s))
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '[' })
	s = strings.TrimRight(s, " :：.")
	return strings.TrimSpace(strings.Trim(s, "*_ "))
}

// reLabelLink: a link closing a label ("Done (https://…/milestone/15)",
// "Work in Progress [board](https://…)", "Blocked <https://…>"): where the
// items are tracked, no word of the label.
var reLabelLink = regexp.MustCompile(`\s*(?:\(\s*(?:\[[^\]]*\]\()?https?://[^\s)]+\)?\s*\)|\[[^\]]*\]\(https?://[^\s)]+\)|<https?://[^\s>]+>|https?://\S+)\s*$`)

func labelOf(title string) label {
	t := plainLabel(reLabelLink.ReplaceAllString(strings.TrimSpace(title), ""))
	if t == "" || len([]rune(t)) > 40 {
		return labelNone
	}
	switch {
	case reLabelDone.MatchString(t):
		return labelDone
	case reLabelInProgress.MatchString(t):
		return labelInProgress
	case reLabelBlocked.MatchString(t):
		return labelBlocked
	case reLabelReport.MatchString(t):
		return labelReport
	case reLabelPlan.MatchString(t):
		return labelPlan
	}
	return labelNone
}

// filedUnder is the status the items and headings node i is filed under
// give it, nearest first: the list items it is nested in (by indent, so
// an item a stray line cut from its list still finds them), then its
// sections.
func filedUnder(d *doc.Document, i int, words string) Status {
	var titles []string
	ind := d.Nodes[i].Indent
	for j := i - 1; j >= 0 && ind > 0 && i-j <= maxStructureScan; j-- {
		m := d.Nodes[j]
		if m.Kind == doc.Heading && m.Level <= 6 || m.Kind == doc.Paragraph && m.Indent == 0 && !m.Cont {
			break
		}
		if m.Kind == doc.ListItem && m.Indent < ind {
			titles = append(titles, m.Text)
			ind = m.Indent
		}
	}
	for _, s := range d.Nodes[i].Section.Path() {
		if j := d.Index(s.Line); s.Level >= 7 && j >= 0 && d.Nodes[j].Indent > d.Nodes[i].Indent {
			// A short line indented under an earlier item (its wrapped
			// "ONGOING", or a label over that item's own sub-list) is
			// no heading over this less indented one.
			continue
		}
		titles = append(titles, s.Title)
	}
	for _, t := range titles {
		switch labelOf(t) {
		case labelDone:
			return StatusDone
		case labelInProgress:
			return StatusInProgress
		case labelBlocked:
			return StatusBlocked
		case labelReport:
			return reported(words)
		case labelPlan:
			return StatusNone
		}
	}
	return StatusNone
}

// statusReader reads each restatement's status from its words and, when
// they state none, from the structure of in's notes (parsed once, when a
// line first needs it); earlier is the title of the task it restates.
func statusReader(ctx context.Context, in Input) func(a extract.Action, earlier string) Status {
	var d *doc.Document
	parsed := false
	lines := map[int]bool{}
	for _, a := range in.Plan.Actions {
		lines[a.SourceLine] = true
	}
	return func(a extract.Action, earlier string) Status {
		if in.Notes == nil {
			return StatusOf(a.Evidence)
		}
		if !parsed {
			parsed = true
			// A parse that fails (cancelled) leaves the words alone to say.
			d, _ = doc.Parse(ctx, in.Notes)
		}
		return StatusOfRestatement(d, a.SourceLine, a.Evidence, earlier, func(l int) bool { return l != a.SourceLine && lines[l] })
	}
}

var (
	// reStandsStill: a report line saying the work has not moved ("No
	// progress, Greg to check it out", "Nothing yet", "진척 없음").
	reStandsStill = regexp.MustCompile(`(?i)\bno (?:progress|update|movement)\b|\bnothing (?:yet|new)\b|진척\s*(?:이\s*)?없|진행\s*(?:사항\s*)?(?:이\s*)?없|변동\s*없`)
	// reKoOngoingEnd: a Korean report line ending on "…중" after any
	// word ("AWS에 deploy중", "문서화중"): work under way.
	reKoOngoingEnd = regexp.MustCompile(`[\p{L}\p{N}]\s?중(?:입니다|이며|이고|임)?\s*[.。)]?\s*$`)
	// rePartialWork: a report line naming a first, partial or stand-in
	// piece of the work ("로그인 API 목업 구현", "1차 구현", "일부 기능
	// 구현", "프로토타입 제작", "초안 작성", "구현 시작"): that piece is
	// written, the task is not — in progress.
	rePartialWork = regexp.MustCompile(`(?i)목업|mock-?ups?\b|스켈레톤|skeleton|뼈대|프로토타입|prototype|초안|가안|시안|draft|stub|일부|부분(?:적)?|(?:^|[^\p{N}])[1-9]\s*차(?:\s|$)|(?:시작|착수)(?:함|했음|했습니다|하였음|됨)?\s*[.。]?$`)
)

// reported is the status a line of a progress report has when its words
// state none (labelReport): none for a line that says the work stands
// still or is to come, in progress for a Korean line ending on "…중", one
// naming partial work and an English one, done for another Korean line
// (a plain report of completed work).
func reported(words string) Status {
	w := strings.TrimSpace(words)
	switch {
	case reStandsStill.MatchString(w) || reFutureWork.MatchString(w):
		return StatusNone
	case extract.HasHangul(w) && !reKoOngoingEnd.MatchString(w) && !rePartialWork.MatchString(w):
		return StatusDone
	}
	return StatusInProgress
}
