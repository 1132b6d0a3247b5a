package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// The most common way a team reports progress on open work is a status
// with the deliverable and, often, when it will be ready: "Dana: release
// notes in progress, due 10/16", "release notes - ETA next week",
// "release notes (WIP, 10/16)", "민서: 릴리스 노트 진행 중, 금요일까지".
// The deadline makes such a line read like a commitment, and a rule may
// take it for one (held to confirm, or filed); but it is the open task's
// status, and the deadline is when that task is now due. Such a line is
// asked of the series as a status line, with its deliverable — the
// title without the status words and what qualifies them ("blocked on
// legal review") — and, when the evidence rule ties it to an open task
// of its person, it is that task's progress line: linked with its status,
// its due date moving as any restatement's does. Otherwise nothing
// changes: it stays the action or the possible action it was.

// reEnStatusWord: an English status of work on a line.
var reEnStatusWord = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:in[- ]progress|wip|on-?going|under\s?way|in\s+review|under\s+review|still|done|completed|finished|blocked|on\s+hold|waiting\s+(?:on|for))(?:$|[^\p{L}])`)

// reKoStatusWord: a Korean status of work on a line ("진행 중", "작성중",
// "완료", "보류", "대기 중", "마무리 단계").
var reKoStatusWord = regexp.MustCompile(`(?:` + extract.KoProgressNouns + `)\s*중|완료|보류|대기\s*중|지연|막힘|마무리\s*단계`)

// reEnStatusPart: a status with what qualifies it, leading or closing a
// title, or in parentheses: "in progress", "(WIP)", "blocked on legal
// review", "WIP:", "- done".
var (
	enStatus       = `(?:(?:still\s+)?(?:in[- ]progress|wip|on-?going|under\s?way|in\s+review|under\s+review)|done|completed|finished|blocked(?:\s+(?:on|by)\s+[^,;()]+)?|on\s+hold(?:\s+(?:until|for|pending)\s+[^,;()]+)?|waiting\s+(?:on|for)\s+[^,;()]+)`
	reEnStatusTail = regexp.MustCompile(`(?i)[\s,;:\-–—]*\b(?:is\s+|are\s+)?` + enStatus + `\s*[.!]?$`)
	reEnStatusLead = regexp.MustCompile(`(?i)^` + enStatus + `\s*(?:[:\-–—,]\s*|\s+(?:on|with)\s+)`)
	// reEnStatusOnly: a line that is a status and nothing else ("Blocked
	// on legal review", "Waiting for the vendor"): no deliverable to do
	// or to link.
	reEnStatusOnly  = regexp.MustCompile(`(?i)^` + enStatus + `\s*[.!]?$`)
	reEnStatusParen = regexp.MustCompile(`(?i)\s*[(\[]\s*` + enStatus + `\s*[)\]]`)
	reKoStatusPart  = regexp.MustCompile(`[\s,;:\-–—]*(?:(?:진행|작업)\s*중|완료|보류|대기\s*중|지연|막힘|마무리\s*단계)(?:\s*(?:입니다|임|됨|상태))?\s*[.。]?$`)
	reEnGetLead     = regexp.MustCompile(`(?i)^get(?:s|ting)?\s+`)
	// "릴리스 노트 작성 중": the work's verb stays ("릴리스 노트 작성").
	reKoVerbProgressive = regexp.MustCompile(`(` + extract.KoWorkNouns + `)\s*중(?:입니다|임)?\s*[.。]?$`)
)

// A status line's deadline, when the due rules read none: a date closing
// the line after a separator or before a deadline word ("…, 10/16 마감",
// "… (금요일 마감)", "… (~10/16)", "… - 다음 주 금요일 마감"). Read only on a
// line the series says restates an open task, so it never makes a line an
// action.
var (
	statusDueDate = `(?:(?:다음|이번|차|금)\s*주\s*)?[월화수목금토일]요일|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\s*/\s*\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일|오늘|내일|모레|이번\s*주|다음\s*주|차주|주말|월말|` +
		`(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|eod|eow|next\s+week|end\s+of\s+(?:the\s+)?(?:day|week|month)`
	reStatusDueTail = regexp.MustCompile(`(?i)(?:\s*[,;(\[\-–—]\s*(?:~\s*)?(` + statusDueDate + `)\s*(?:까지|마감|데드라인|deadline)?|\s+(` + statusDueDate + `)\s*(?:까지|마감|데드라인|deadline))\s*[)\]]?\s*$`)
)

// statusDue is cutDue for a status line: the deadline the due rules
// read, else one closing the line (reStatusDueTail); a due phrase that
// took the status with it ("진행 중, 금요일까지") keeps only the deadline.
func statusDue(s string) (title, due string) {
	title, due = cutDue(s)
	if due == "" {
		if m := reStatusDueTail.FindStringSubmatchIndex(title); m != nil {
			at := 2
			if m[2] < 0 {
				at = 4
			}
			due = title[m[at]:m[at+1]]
			title = strings.TrimSpace(title[:m[0]])
		}
	}
	return title, statusDueOnly(due)
}

// statusDueOnly is due without the status it took with it: "진행 중,
// 금요일까지" is "금요일까지".
func statusDueOnly(due string) string {
	if statusWords(due) {
		var keep []string
		for _, part := range strings.FieldsFunc(due, func(r rune) bool { return r == ',' || r == ';' }) {
			if part = strings.TrimSpace(part); part != "" && !statusWords(part) {
				keep = append(keep, part)
			}
		}
		due = strings.Join(keep, ", ")
	}
	// A deadline word with the date ("금요일 마감", "~10/16") is the date
	// rules' to cut (extract/dates).
	return strings.TrimSpace(due)
}

// statusWords: text states a status of work.
func statusWords(text string) bool {
	return reEnStatusWord.MatchString(text) || extract.HasHangul(text) && reKoStatusWord.MatchString(text)
}

// statusDeliverable is title without the status words that lead or close
// it, or sit in parentheses, and what qualifies them.
func statusDeliverable(title string) string {
	t := strings.TrimSpace(title)
	for range 3 {
		was := t
		t = reEnStatusParen.ReplaceAllString(t, "")
		if u := reEnStatusTail.ReplaceAllString(t, ""); u != t {
			// "get the release notes done": the verb goes with its status.
			t = reEnGetLead.ReplaceAllString(u, "")
		}
		t = reEnStatusLead.ReplaceAllString(t, "")
		if extract.HasHangul(t) {
			t = reKoStatusPart.ReplaceAllString(t, "")
			t = reKoVerbProgressive.ReplaceAllString(t, "$1")
		}
		t = strings.TrimSpace(strings.Trim(t, " -–—:,;"))
		if t == was {
			break
		}
	}
	return t
}

// statusLineRestated: candidate c, read from node n, is a line stating a
// status of work — a possible action to confirm, or an action filed as
// written — that the series says restates an open task of its person:
// it is that task's progress line (see above). A line the notes already
// present as earlier work, or one for several owners, is left as it is.
func (p *parser) statusLineRestated(c *extract.Candidate, n doc.Node) {
	if p.restates == nil || c.Restates != "" || len(c.Owners) > 1 {
		return
	}
	at := -1
	for i, pr := range c.Problems {
		switch pr {
		case problemConfirm, problemNoSubject:
			at = i
		default:
			// Held for another question (an owner in a heading, a
			// tentative owner): a person answers that one first.
			return
		}
	}
	text := stripInline(n.Text)
	if !statusWords(c.Title) && !statusWords(text) {
		return
	}
	if at < 0 {
		// An action filed as written ("- [ ] @지훈 Draft the vendor
		// contract (ongoing) (due …)" in the action items) keeps its
		// title and due date as the notes wrote them; the evidence rule
		// drops the status words itself.
		if p.restates(c.Assignee, c.Title, extract.RestatesProgress) {
			c.Restates = extract.RestatesProgress
		}
		return
	}
	title, due := c.Title, statusDueOnly(c.Due)
	if due == "" {
		title, due = statusDue(title)
	}
	task := statusDeliverable(title)
	if task == "" || !p.restates(c.Assignee, task, extract.RestatesProgress) {
		return
	}
	c.Title, c.Due = task, due
	c.Restates = extract.RestatesProgress
	c.Problems[at] = problemRestated
}
