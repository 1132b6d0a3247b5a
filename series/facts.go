package series

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
	"github.com/axagent/axagent/ledger"
)

// Status facts (issue 27, migration 0027). A later meeting reports on its
// open tasks in lines the extractor rightly reads as no action — "Dana:
// budget proposal draft in progress", an item of a "Carried over:" list,
// "- AWS 배포 완료" — so a link, which needs an action, never ties them
// to the task, and the series never learns how the task stands. The linker
// reads those lines itself: a line that is no action of the plan, matched
// by the same evidence rule as a restatement (Index.Match: the same
// resolved person, or no one named and one task fitting, and the same
// deliverable, any differing number, period, entity or object meaning
// another task), records a status fact for the one task it names. A fact
// is never a task and never moves a task's title, assignee or due date.

// StatusFact is a status fact read in this meeting (Outcome.Facts).
type StatusFact struct {
	// Line is the notes' line (its first, for a wrapped item), Text the
	// line as written.
	Line int    `json:"line"`
	Text string `json:"text"`
	// Key is the task's create-task key, ExternalID its tracker ID.
	Key        string `json:"key"`
	ExternalID string `json:"external_id"`
	TaskTitle  string `json:"task_title"`
	Status     Status `json:"status,omitempty"`
	Evidence   string `json:"evidence"`
	// Why is the evidence typed (Evidence is its words).
	Why ledger.LinkEvidence `json:"why"`
	// Dismissed: a person said the line is not about the task (a rerun
	// shows it so and it no longer counts).
	Dismissed bool `json:"dismissed,omitempty"`
	// Possible: the line is only possibly about the task (its person,
	// part of its words; ledger.FactPossiblyAbout): shown for a person to
	// confirm or dismiss, never counted as its status or a mention.
	Possible bool `json:"possible,omitempty"`
}

// possiblyAbout: a line the evidence rule finds only possibly the task is
// shown as possibly about it when the line is the task's person's (a name
// leading it or its heading, resolved by the roster), it names exactly one
// open task, and it shares more than a word with it — one title
// containing the other, a shared subject or phrase — at least half the
// task's words, in a line that asks no question. Never across a
// differing distinguishing token (the rule says New there), never a line
// naming no one (any task of the series could be meant).
func possiblyAbout(a Action, dc Decision) bool {
	if a.AssigneeID == "" || len(dc.Possible) != 1 || dc.Unowned {
		return false
	}
	p := dc.Possible[0]
	if !strings.EqualFold(p.AssigneeID, a.AssigneeID) {
		return false
	}
	switch dc.Why.Kind {
	case EvContains, EvSharedSubject, EvSharedPhrase:
	default:
		return false
	}
	if strings.Contains(a.Title, "?") {
		// A question asked in the meeting is discussion, not a report.
		return false
	}
	shared := 0
	task := Of(p.Title).Terms
	for _, w := range Of(a.Title).Terms {
		if slices.Contains(task, w) {
			shared++
		}
	}
	// More than a word, and at least half the task's words: a remark
	// that brushes two of a long title's words is no report on it.
	return shared >= 2 && 2*shared >= len(task)
}

// factLine is one line of the notes a status fact may be read from.
type factLine struct {
	line int
	// text is the line's words (a wrapped item joined), raw as written.
	text, raw string
	kind      Kind
}

// reHeadOwner: "Dana: …", "[Dana] …", "@dana - …", "**Dana**: …" — a
// name opening a line, closed by a colon, a bracket or a dash.
var (
	reHeadOwner    = regexp.MustCompile(`^\s*(?:\*\*|__)?\[?@?([\p{L}][\p{L}\p{N}._'’ -]{0,38}?)\]?(?:\*\*|__)?\s*(?:[:：]|\]|\s[-–—]\s)\s*(.+)$`)
	reBracketOwner = regexp.MustCompile(`^\s*\[@?([\p{L}][\p{L}\p{N}._'’ -]{0,38}?)\]\s*(.+)$`)
	reLeadWords    = regexp.MustCompile(`^\s*@?([\p{L}][\p{L}\p{N}._'’-]*)(?:\s+([\p{L}][\p{L}\p{N}._'’-]*))?\s+(.+)$`)
	reFactEmphasis = regexp.MustCompile("\\*\\*|__|~~|`")
	reWordRun      = regexp.MustCompile(`[\p{L}\p{N}]+`)
	reSaidVerb     = regexp.MustCompile(`(?i)^(?:said|says|reported|reports|mentioned|mentions|noted|notes|confirmed|confirms|told\s+(?:us|the\s+group))\s+(?:that\s+)?`)
	reActionLabel  = regexp.MustCompile(`(?i)^\s*(?:action(?:\s+items?)?|a\.?i\.?|todo|to-do|ap\d*|follow[- ]up|액션|할\s*일)\s*[:：\-–—]\s*`)
	reURLOnly      = regexp.MustCompile(`(?i)\bhttps?://\S+`)
	// reStateLead: a state in parentheses or brackets opening an item of
	// a list of earlier work, before its owner ("(in progress) @Omar: …",
	// "[blocked] Dana: …", "(진행 중) 민서: …"): how it stands, read from
	// the whole line; whose work it is, after it.
	reStateLead = regexp.MustCompile(`(?i)^\s*[(\[]\s*(?:in[- ]progress|wip|on-?going|pending|blocked|on\s+hold|partial(?:ly\s+done)?|done|completed|carried\s+over|진행\s*중|보류|이월|계속|지속|완료|대기\s*중)\s*[)\]]\s*[:：-]?\s*`)
)

// factOwner reads who a report line is about: a name opening it (a
// colon, bracket or dash after it, or the line's subject: "Dana finished
// …"), else the heading it is filed under when that is a person's name
// ("### 백엔드"). ok false: the line names a person of the roster
// elsewhere, so whose work it reports is not clear — no fact.
func factOwner(roster *extract.Roster, n doc.Node, text string) (owner, assignee, title string, ok bool) {
	// resolve finds the roster person w names; short also takes the given
	// name the roster knows one person by (Roster.Resolve), for a word the
	// line's shape marks as its owner ("서연: …", "[Dana] …", "민서 - …"),
	// as an owner the extractor read may.
	resolve := func(w string, short bool) (string, bool) {
		w = strings.TrimSpace(strings.Trim(w, "*_@[] "))
		if w == "" || roster == nil {
			return "", false
		}
		p, found := roster.Lookup(w)
		if found && strings.ContainsAny(w, " \t") && !strings.EqualFold(p.Name, w) {
			// The roster finds a person by one word of several ("Dana
			// to write the report" is Dana by its first word): a name of
			// several words is one only as the roster writes it.
			return "", false
		}
		if !found && short && !strings.ContainsAny(w, " \t") {
			var why string
			p, why = roster.Resolve(w)
			found = why == ""
		}
		return p.Name, found
	}
	// "ACTION: Dana to …", "TODO - …": the label is no name.
	text = reActionLabel.ReplaceAllString(text, "")
	for _, re := range []*regexp.Regexp{reBracketOwner, reHeadOwner} {
		if m := re.FindStringSubmatch(text); m != nil {
			if id, found := resolve(m[1], true); found {
				if namesPerson(roster, m[2]) {
					// "eP: Theo still has the action to …": a speaker
					// reporting another's work — whose is not clear.
					return "", "", "", false
				}
				return m[1], id, m[2], true
			}
		}
	}
	if m := reLeadWords.FindStringSubmatch(text); m != nil {
		// Two words are a name only when they are the person's name as
		// the roster writes it ("Jason Weill"), not a word and a name
		// ("Give Dana": the roster finds Dana by the last word).
		if id, found := resolve(m[1]+" "+m[2], false); found && m[2] != "" && strings.EqualFold(id, m[1]+" "+m[2]) {
			return m[1] + " " + m[2], id, m[3], true
		}
		if id, found := resolve(m[1], false); found && isPersonWord(m[1]) {
			// "Dana said the draft is in progress": the report's verb is
			// not the work's.
			rest := reSaidVerb.ReplaceAllString(strings.TrimSpace(m[2]+" "+m[3]), "")
			if namesPerson(roster, rest) {
				return "", "", "", false
			}
			return m[1], id, rest, true
		}
	}
	if namesPerson(roster, text) {
		return "", "", "", false
	}
	if n.Section != nil {
		for _, s := range n.Section.Path() {
			if id, found := resolve(plainLabel(s.Title), false); found {
				return plainLabel(s.Title), id, text, true
			}
		}
	}
	return "", "", text, true
}

// reMidStatus: a status opening a clause in the middle of a report line,
// with no dash before it — "Q3 budget report blocked on finance data",
// "설계 문서 보류, 예산 확정 후 재개". What follows is how the work stands
// (what it waits on, where it landed), not the work.
var reMidStatus = regexp.MustCompile(`(?i)\s+(?:(?:is|are|was|now)\s+)?(?:blocked|waiting|pending|on\s+hold|stalled|in[- ]progress|wip|done|finished|completed|merged)\b|\s+(?:진행\s*중|완료|보류|대기\s*중)(?:\s|[,，;.]|$)`)

// factWork is the work a report line names: its title without a status
// remark after a separator, and without a status clause after the work
// ("Dana: Q3 budget report blocked on finance data" names "Q3 budget
// report"). The line's status is read from the whole line; only what it
// is matched on loses the remark, and only when work words stay before it.
func factWork(title string) string {
	title = withoutStatusRemark(title)
	if loc := reMidStatus.FindStringIndex(title); loc != nil && loc[0] > 0 && len(Of(title[:loc[0]]).Terms) > 0 {
		return strings.TrimSpace(title[:loc[0]])
	}
	return title
}

// namesPerson: a word (or two) of text is a person of the roster.
func namesPerson(roster *extract.Roster, text string) bool {
	if roster == nil {
		return false
	}
	ws := reWordRun.FindAllString(text, -1)
	for i, w := range ws {
		if _, ok := roster.Lookup(w); ok && isPersonWord(w) {
			return true
		}
		if i+1 < len(ws) {
			if _, ok := roster.Lookup(w + " " + ws[i+1]); ok {
				return true
			}
		}
	}
	return false
}

// isPersonWord: a one-word name is read as a person only when it is
// written as one (capitalised, or not Latin): "review" is a word even if
// someone is called Review.
func isPersonWord(w string) bool {
	if !isLatin(w) {
		return true
	}
	return hasUpper(w[:1])
}

// factLines are the lines of d a status fact may be read from: list
// items, table rows and paragraphs that are no action of the plan
// (action lines, their wrapped lines and the lines of possible links are
// skipped), with how the notes present them — an item under a
// carry-over label, a line whose words or place state how its work
// stands (a progress line), or plain.
func factLines(d *doc.Document, used map[int]bool) []factLine {
	var out []factLine
	for i := 0; i < len(d.Nodes); i++ {
		n := d.Nodes[i]
		switch {
		case n.Kind == doc.TableRow && n.HeaderRow, n.Kind != doc.ListItem && n.Kind != doc.Paragraph && n.Kind != doc.TableRow:
			continue
		case n.Kind == doc.Paragraph && n.Cont:
			continue
		}
		cont := d.Continuation(i)
		skip := used[n.Line]
		words := []string{n.Text}
		for _, j := range cont {
			skip = skip || used[d.Nodes[j].Line]
			words = append(words, strings.TrimSpace(d.Nodes[j].Text))
		}
		if n.Wrap != "" {
			words = append(words, n.Wrap)
		}
		if skip {
			continue
		}
		text := strings.TrimSpace(reFactEmphasis.ReplaceAllString(strings.Join(words, " "), ""))
		if text == "" || n.Kind == doc.TableRow {
			if n.Kind != doc.TableRow {
				continue
			}
			// A table row: its cells but the status column are its words.
			text = strings.TrimSpace(reFactEmphasis.ReplaceAllString(strings.Join(rowWords(n), " "), ""))
		}
		if text == "" {
			continue
		}
		fl := factLine{line: n.Line, text: text, raw: n.Raw}
		switch {
		case CarriedOverAt(d, n.Line):
			fl.kind = CarryOver
		case StatusAt(d, n.Line, text, func(l int) bool { return used[l] }) != StatusNone:
			fl.kind = Progress
		default:
			fl.kind = Plain
		}
		out = append(out, fl)
	}
	return out
}

// rowWords are a table row's cells but those of a status column.
func rowWords(n doc.Node) []string {
	var out []string
	for c, cell := range n.Cells {
		if n.Table != nil && c < len(n.Table.Header) && reStatusHeader.MatchString(plainLabel(n.Table.Header[c])) {
			continue
		}
		out = append(out, cell)
	}
	return out
}

// facts reads the status facts of in's notes: each line that is no
// action of the plan and names one open task of the series by the
// evidence rule. mentioned gets the tasks they report on.
func (l *Linker) facts(ctx context.Context, v *view, sc ledger.MeetingScope, series string, in Input, used map[int]bool, mentioned map[string]bool) ([]StatusFact, []ledger.StatusFact, error) {
	if in.Notes == nil || v.ix.Len() == 0 {
		return nil, nil, nil
	}
	d, err := doc.Parse(ctx, in.Notes)
	if err != nil || d == nil {
		// A parse that fails (cancelled) reads no facts.
		return nil, nil, nil
	}
	var out []StatusFact
	var rows []ledger.StatusFact
	for _, fl := range factLines(d, used) {
		n := d.Nodes[d.Index(fl.line)]
		owner, assignee, title, ok := factOwner(in.Roster, n, reStateLead.ReplaceAllString(fl.text, ""))
		if !ok {
			continue
		}
		if len(Of(reURLOnly.ReplaceAllString(title, " ")).Terms) == 0 {
			// A line of a reference or a link alone names no work.
			continue
		}
		a := Action{AssigneeID: assignee, Title: factWork(title), Text: fl.text, Kind: fl.kind}
		if owner != "" {
			a.Owners = []string{owner}
		}
		a.NoOwner = a.AssigneeID == "" && (owner == "" || noOne(owner))
		if owner != "" && assignee == "" {
			continue
		}
		dc, err := l.checked(ctx, v, func() Decision { return v.ix.Match(a) })
		if err != nil {
			return nil, nil, err
		}
		// Only the evidence of a restatement: one task, not one filed
		// with no owner that this line would answer (a person decides
		// that), not a recurring instance. Partial evidence on a line of
		// the task's own person is shown as possibly about it.
		task, possible := dc.Task, false
		switch {
		case dc.Verdict == Same && !dc.Unowned:
		case dc.Verdict == Possible && possiblyAbout(a, dc):
			task, possible = dc.Possible[0], true
		default:
			continue
		}
		if task.Meeting == sc.Meeting {
			continue
		}
		t := v.info[task.Key]
		if t == nil {
			continue
		}
		st := StatusOfRestatement(d, fl.line, fl.text, task.Title, func(l int) bool { return used[l] })
		why := dc.Why
		if why.Line == "" {
			why.Line = fl.kind.String()
		}
		if possible {
			of := why
			why = ledger.LinkEvidence{Kind: ledger.FactPossiblyAbout, Line: fl.kind.String(), Who: assignee, Task: task.Key, Title: task.Title, Of: &of}
		}
		f := StatusFact{Line: fl.line, Text: fl.raw, Key: task.Key, ExternalID: t.create.ExternalID, TaskTitle: task.Title, Status: st, Evidence: Words(why), Why: why, Possible: possible}
		if !possible {
			// A possible fact is no mention until a person confirms it:
			// the task stays listed as not mentioned.
			mentioned[f.Key] = true
		}
		out = append(out, f)
		rows = append(rows, ledger.StatusFact{Task: t.create.Key, Series: series, Meeting: sc.Meeting, Line: f.Line, Status: string(st), Text: f.Text,
			Evidence: f.Evidence, Why: why, At: l.now()})
	}
	return out, rows, nil
}

// recordFacts stores a meeting's status facts (a rerun records nothing
// twice) and reads back those a person dismissed.
func (l *Linker) recordFacts(ctx context.Context, sc ledger.MeetingScope, fs []StatusFact, rows []ledger.StatusFact) ([]StatusFact, error) {
	if len(rows) == 0 {
		return fs, nil
	}
	if _, err := l.Store.StatusFactAdd(ctx, rows); err != nil {
		return nil, fmt.Errorf("link %s: status facts: %w", sc.Meeting, err)
	}
	held, err := l.Store.StatusFactList(ctx, ledger.SeriesLinkListParams{Scope: sc})
	if err != nil {
		return nil, fmt.Errorf("link %s: status facts: %w", sc.Meeting, err)
	}
	dismissed := map[string]bool{}
	for _, h := range held {
		if h.Dismissed {
			dismissed[fmt.Sprintf("%s@%d", h.Task, h.Line)] = true
		}
	}
	for i := range fs {
		fs[i].Dismissed = dismissed[fmt.Sprintf("%s@%d", fs[i].Key, fs[i].Line)]
	}
	return fs, nil
}

// DismissError: a dismissal refused (no such fact).
type DismissError struct{ Msg string }

func (e *DismissError) Error() string { return e.Msg }

// DismissFact is a person's undo of a status fact: the line of meeting
// is not about task. The fact stays on record, marked dismissed by actor
// (no longer counted as a mention or a status), and a rerun of the
// meeting never records it again. already: it was dismissed before.
func DismissFact(ctx context.Context, s ledger.Store, task ledger.BusinessKey, meeting string, line int, actor, reason string, at time.Time) (f ledger.StatusFact, already bool, err error) {
	wrote, err := s.StatusFactDismiss(ctx, task, meeting, line, actor, reason, at)
	if err != nil {
		return f, false, fmt.Errorf("dismiss status fact: %w", err)
	}
	fs, err := s.StatusFactList(ctx, ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil {
		return f, false, fmt.Errorf("dismiss status fact: %w", err)
	}
	for _, x := range fs {
		if x.Meeting == meeting && x.Line == line {
			return x, !wrote, nil
		}
	}
	return f, false, &DismissError{Msg: fmt.Sprintf("no status fact of line %d of meeting %s on %s", line, meeting, task)}
}
