// Package rules is the default extractor: deterministic, offline, and
// general over the common ways meeting notes write action items.
//
// It recognises, line by line:
//
//   - Markdown checklists anywhere: "- [ ] @name task (due 2026-09-21)".
//   - Markers anywhere: "TODO: …", "TODO(name): …", "AI: …", "AI(name): …",
//     "*AI:* name to …", "Action: …", "Action item: …", "[ACTION ITEM] …",
//     "**ACTION 81.1**: …", "액션: …", "할 일: …", "조치: …".
//   - Every top-level item (bullet, numbered, table row or plain line with an
//     owner) in a section headed "Action items", "Actionables", "TODO",
//     "Next steps", "Follow-ups", "액션 아이템", "할 일", "조치 사항", "후속 조치"
//     (Markdown heading of any level, a bold line, a "…:" line, or a bullet
//     whose children are the items).
//   - Korean commitments: "민서 님이 월요일까지 공급사의 납기 회신을 확인합니다."
//     (a person — with an honorific or known to the roster — as subject and a
//     present or future commitment verb), and English ones whose subject is a
//     roster person: "Minseo will send the deck by Friday."
//
// Owners are read from leading @handles ("@a, @b:", "@a+@b"), trailing
// "(@a @b)", "Name - task", "Name: task", "Name to/will task", "담당: 이름",
// and Korean subjects ("민서 님이"). Due expressions are cut out of the title
// and handed to the harness as written; this package never resolves them.
package rules

import (
	"context"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// Extractor is the rule-based extractor. The zero value is ready to use.
type Extractor struct{}

// New returns the rule-based extractor.
func New() *Extractor { return &Extractor{} }

// maxLineBytes bounds the work per line; longer lines are cut (a 1 MB
// single-line "note" is not a meeting note).
const maxLineBytes = 8 << 10

// Extract implements extract.Extractor.
func (Extractor) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	return Parse(ctx, in.Notes, in.Roster)
}

type section struct {
	active bool
	// level 0 is a bullet header, whose items are its children; 1-6 a
	// Markdown heading, 7 a bold or "…:" line.
	level      int
	headIndent int
	baseIndent int // indent of the section's top-level items, -1 unknown
}

// Parse extracts candidates from notes. It never panics on any input and
// runs in time linear in the input (RE2 regular expressions, bounded lines).
func Parse(ctx context.Context, notes []byte, roster *extract.Roster) ([]extract.Candidate, error) {
	text := strings.TrimPrefix(string(notes), "\ufeff")
	lines := strings.Split(text, "\n")
	var out []extract.Candidate
	var sec section
	inFence, inFront := false, false
	for i, raw := range lines {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		lineNo := i + 1
		raw = strings.TrimRight(raw, "\r")
		if len(raw) > maxLineBytes {
			raw = cutUTF8(raw, maxLineBytes)
		}
		if !utf8.ValidString(raw) {
			raw = strings.ToValidUTF8(raw, "\uFFFD")
		}
		trim := strings.TrimSpace(raw)
		// YAML front matter and fenced code are not notes.
		if i == 0 && trim == "---" {
			inFront = true
			continue
		}
		if inFront {
			if trim == "---" || trim == "..." {
				inFront = false
			}
			continue
		}
		if strings.HasPrefix(trim, "```") || strings.HasPrefix(trim, "~~~") {
			inFence = !inFence
			continue
		}
		if inFence || trim == "" {
			continue
		}
		indent := indentOf(raw)

		// Headings open or close sections.
		if lvl, title, ok := heading(trim); ok {
			if isActionHeading(title) {
				sec = section{active: true, level: lvl, baseIndent: -1}
			} else {
				// Any other heading ends the section: a sub-heading under
				// "Action items" is as likely "Moderator for next time".
				sec = section{}
			}
			continue
		}
		if sec.active && sec.level == 0 && indent <= sec.headIndent {
			sec = section{}
		}

		bullet, body := listItem(trim)
		// A bullet or line that only says "Action items:" heads a section
		// of its children.
		if isActionHeading(strings.TrimSuffix(stripEmphasis(body), ":")) && (bullet || strings.HasSuffix(body, ":")) {
			if bullet {
				sec = section{active: true, level: 0, headIndent: indent, baseIndent: -1}
			} else {
				sec = section{active: true, level: 7, baseIndent: -1}
			}
			continue
		}

		var c *extract.Candidate
		checkbox, cbBody := checkboxItem(body)
		switch {
		case markerItem(body) != nil:
			m := markerItem(body)
			c = parseItem(m.rest, m.owner, roster)
			c.Syntax = "marker"
		case bullet && checkbox:
			c = parseItem(cbBody, "", roster)
			c.Syntax = "checkbox"
		case sec.active && isSectionItem(&sec, bullet, indent, body):
			c = parseItem(strings.Trim(tableText(body), " "), "", roster)
			c.Syntax = "section"
			if !bullet && len(c.Owners) == 0 {
				// A plain paragraph in an action section is an action
				// only when it names an owner.
				c = nil
			}
		default:
			c = sentence(body, roster)
		}
		if c == nil || strings.TrimSpace(c.Title) == "" && len(c.Owners) == 0 {
			continue
		}
		c.Line = lineNo
		c.Evidence = trim
		out = append(out, *c)
	}
	return out, nil
}

func cutUTF8(s string, n int) string {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func indentOf(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

var (
	reHeading  = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)
	reBoldLine = regexp.MustCompile(`^(?:\*\*|__)([^*_]{1,80})(?:\*\*|__)\s*:?\s*$`)
	reList     = regexp.MustCompile(`^(?:[-*+•]|\d{1,3}[.)])\s+`)
	reCheckbox = regexp.MustCompile(`^\[([ xX])\]\s*`)
	reNumLead  = regexp.MustCompile(`^\d+(?:\.\d+)*[.)]?\s+`)
	reParen    = regexp.MustCompile(`\s*\([^)]*\)\s*`)
	reActionH  = regexp.MustCompile(`^(?:action\s*items?|action\s*points?|actionables?|actionable\s*items?|actions|next\s*steps|follow[- ]?ups?|to-?dos?|todo\s*list|tasks|ais|액션\s*아이템|액션\s*플랜|할\s*일|조치\s*사항|후속\s*조치|후속\s*작업|실행\s*항목|과제)(?:\s+(?:for|from|of|this|next|and|&|—|-|및|\()[^:]*)?$`)
)

// heading recognises Markdown headings and bold-only lines.
func heading(trim string) (level int, title string, ok bool) {
	if m := reHeading.FindStringSubmatch(trim); m != nil {
		return len(m[1]), m[2], true
	}
	if m := reBoldLine.FindStringSubmatch(trim); m != nil {
		return 7, m[1], true
	}
	return 0, "", false
}

func stripEmphasis(s string) string {
	return strings.Trim(strings.TrimSpace(s), "*_ ")
}

// isActionHeading: "Action Items (AIs):", "6. TODO", "액션 아이템".
func isActionHeading(title string) bool {
	t := strings.ToLower(stripEmphasis(title))
	t = reNumLead.ReplaceAllString(t, "")
	t = reParen.ReplaceAllString(t, " ")
	t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t), ":："))
	if t == "" || utf8.RuneCountInString(t) > 60 || strings.ContainsAny(t, ":：") {
		return false
	}
	return reActionH.MatchString(t)
}

func listItem(trim string) (bool, string) {
	if loc := reList.FindStringIndex(trim); loc != nil {
		return true, strings.TrimSpace(trim[loc[1]:])
	}
	return false, trim
}

func checkboxItem(body string) (bool, string) {
	if loc := reCheckbox.FindStringIndex(body); loc != nil {
		return true, strings.TrimSpace(body[loc[1]:])
	}
	return false, body
}

func isSectionItem(sec *section, bullet bool, indent int, body string) bool {
	if strings.HasPrefix(body, "|") {
		return isTableRow(body)
	}
	if !bullet {
		return true
	}
	if sec.baseIndent < 0 || indent < sec.baseIndent {
		sec.baseIndent = indent
	}
	// Deeper bullets are details of the item above (links, notes).
	return indent <= sec.baseIndent+1
}

var reTableSep = regexp.MustCompile(`^\|?[\s:|-]+\|?$`)

func isTableRow(body string) bool {
	if reTableSep.MatchString(body) {
		return false
	}
	low := strings.ToLower(body)
	// Header rows name columns, not actions.
	return !(strings.Contains(low, "| owner") || strings.Contains(low, "| description") || strings.Contains(low, "action item |") || strings.Contains(low, "| 담당"))
}

// tableText joins the non-numeric cells of a table row.
func tableText(body string) string {
	if !strings.HasPrefix(body, "|") {
		return body
	}
	var cells []string
	for _, c := range strings.Split(strings.Trim(body, "|"), "|") {
		c = strings.Trim(strings.TrimSpace(c), "*_ ")
		if c == "" || strings.Trim(c, "0123456789.") == "" {
			continue
		}
		cells = append(cells, c)
	}
	return strings.Join(cells, " - ")
}

type marker struct {
	owner string
	rest  string
}

var reMarker = regexp.MustCompile(`^(?:\*\*|\*|__|_)?(\[)?\s*((?i:todo|action\s+items?|actions?|액션\s*아이템|액션|할\s*일|조치\s*사항|조치|후속\s*조치)|AI)(?:\s+\d+(?:\.\d+)*)?\s*(?:\(([^)]{0,80})\))?\s*(\])?\s*(?:\*\*|\*|__|_)?\s*([:：])?\s*(?:\*\*|\*|__|_)?\s*(.*)$`)

// markerItem recognises "TODO: …", "AI(name): …", "[ACTION ITEM] …".
func markerItem(body string) *marker {
	m := reMarker.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	bracketed := m[1] == "[" && m[4] == "]"
	if !bracketed && m[5] == "" {
		return nil
	}
	if strings.TrimSpace(m[6]) == "" {
		return nil
	}
	return &marker{owner: m[3], rest: strings.TrimSpace(m[6])}
}

// Korean commitment sentences: subject (+ honorific) + particle, then a
// present or future commitment verb. Past tense reports are not actions.
var (
	reKoSubject = regexp.MustCompile(`^([\p{Hangul}A-Za-z][\p{Hangul}A-Za-z.]{0,19}?)\s*(선생님|매니저님|팀장님|님|씨|매니저|팀장)?\s*(께서|이가|이|가|은|는)\s+(.+)$`)
	reKoCommit  = regexp.MustCompile(`(합니다|하겠습니다|하기로\s*했습니다|하기로\s*하였습니다|하기로\s*함|기로\s*했습니다|기로\s*함|할\s*예정(?:입니다)?|예정입니다|드리겠습니다|겠습니다|습니다|니다|해\s*주세요|부탁드립니다|한다|할\s*것)\s*[.!]?$`)
	reKoPast    = regexp.MustCompile(`(었습니다|았습니다|였습니다|했습니다|했음|됐습니다|되었습니다|입니다)\s*[.!]?$`)
	reKoFuture  = regexp.MustCompile(`(기로\s*했습니다|기로\s*하였습니다|예정입니다)\s*[.!]?$`)
	reEnSubject = regexp.MustCompile(`^(@?[\p{L}][\p{L}.'-]{0,30})\s+(will|to|is going to|shall|needs to)\s+(.+)$`)
)

// sentence recognises a commitment outside any marker or section.
func sentence(body string, roster *extract.Roster) *extract.Candidate {
	if m := reKoSubject.FindStringSubmatch(body); m != nil {
		name, hon, rest := m[1], m[2], m[4]
		_, known := roster.Lookup(name)
		if (hon != "" || known) && reKoCommit.MatchString(rest) && (!reKoPast.MatchString(rest) || reKoFuture.MatchString(rest)) {
			c := &extract.Candidate{Assignee: strings.TrimSpace(name + " " + hon), Owners: []string{name}, Syntax: "korean-sentence"}
			c.Title, c.Due = cutDue(rest)
			c.Title, c.ExplicitID = cutExplicitID(c.Title)
			c.Title = cleanTitle(c.Title)
			return c
		}
	}
	if m := reEnSubject.FindStringSubmatch(body); m != nil {
		if _, known := roster.Lookup(m[1]); known {
			title, due := cutDue(m[3])
			if due != "" {
				c := &extract.Candidate{Assignee: m[1], Owners: []string{strings.TrimPrefix(m[1], "@")}, Syntax: "sentence"}
				c.Title, c.ExplicitID = cutExplicitID(title)
				c.Due = due
				c.Title = cleanTitle(c.Title)
				return c
			}
		}
	}
	return nil
}

var (
	reExplicitID  = regexp.MustCompile(`\[(A\d{3,6})\]\s*`)
	reStrike      = regexp.MustCompile(`~~[^~]*~~\s*`)
	reMDLink      = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	reLeadHandles = regexp.MustCompile(`^@[\p{L}\p{N}_./-]*[\p{L}\p{N}_](?:\s*(?:,|\+|&|/|\band\b|및|와|과)?\s*@[\p{L}\p{N}_./-]*[\p{L}\p{N}_])*`)
	reHandle      = regexp.MustCompile(`@[\p{L}\p{N}_./-]*[\p{L}\p{N}_]`)
	reTailHandles = regexp.MustCompile(`\(\s*(@[^)]*)\)\s*[.!]?\s*$`)
	reOwnerField  = regexp.MustCompile(`[(\[]?\s*(?i:담당자?|owner|assignee|assigned\s+to)\s*[:：]\s*([^)\],;]{1,60})[)\]]?`)
	reNameDash    = regexp.MustCompile(`^((?:[\p{Lu}][\p{L}.'-]*|[\p{Hangul}]{1,10}(?:\s*(?:님|씨))?)(?:\s+[\p{Lu}][\p{L}.'-]*)?(?:\s*(?:,|&|\+|/|\band\b|및)\s*(?:[\p{Lu}][\p{L}.'-]*|[\p{Hangul}]{1,10}(?:\s*(?:님|씨))?))*)\s*(?:-|–|—|:|：)\s+(.+)$`)
	reNameTo      = regexp.MustCompile(`^(@?[\p{L}][\p{L}'-]*(?:\s+(?:and|&)\s+@?[\p{L}][\p{L}'-]*)*)\s+(?:to|will|shall|is going to|are going to)\s+(.+)$`)
	reLeadVerb    = regexp.MustCompile(`^(?i:to|will|shall|should|is going to|are going to)\s+`)
)

// notNames are capitalised words that start an imperative or a label, not
// an owner ("Check the repos", "Note: …").
var notNames = map[string]bool{
	"check": true, "get": true, "open": true, "figure": true, "set": true, "call": true, "we": true, "i": true, "they": true,
	"someone": true, "somebody": true, "need": true, "needs": true, "let": true, "this": true, "it": true, "the": true, "a": true,
	"note": true, "notes": true, "decision": true, "decisions": true, "update": true, "updates": true, "status": true, "demo": true,
	"moderator": true, "notetaker": true, "idea": true, "request": true, "proposal": true, "question": true, "answer": true,
	"next": true, "q": true, "re": true, "fyi": true, "todo": true, "done": true, "blocked": true, "blocker": true, "context": true,
	"summary": true, "topic": true, "agenda": true, "action": true, "link": true, "links": true, "see": true, "follow": true,
	"make": true, "write": true, "add": true, "review": true, "create": true, "send": true, "schedule": true, "ask": true,
	"talk": true, "start": true, "try": true, "go": true, "do": true, "you": true, "he": true, "she": true, "who": true,
	"what": true, "when": true, "how": true, "why": true, "there": true, "and": true, "but": true, "so": true, "if": true,
	"please": true, "also": true, "plan": true, "goal": true, "result": true, "results": true, "outcome": true, "issue": true,
	"pr": true, "eta": true, "due": true, "deadline": true, "기한": true, "마감": true, "참고": true, "결정": true, "메모": true,
	"비고": true, "안건": true, "논의": true, "결론": true,
}

// parseItem reads owners, title, due and an explicit ID from an item body.
// owner is an owner already given by the marker (TODO(name)).
func parseItem(body, owner string, roster *extract.Roster) *extract.Candidate {
	c := &extract.Candidate{}
	body = reStrike.ReplaceAllString(body, "")
	body = reMDLink.ReplaceAllString(body, "$1")
	body, c.ExplicitID = cutExplicitID(body)
	body = strings.TrimSpace(strings.TrimLeft(body, "*_ "))
	if m := reOwnerField.FindStringSubmatchIndex(body); m != nil && owner == "" {
		owner = strings.TrimSpace(body[m[2]:m[3]])
		body = strings.TrimSpace(body[:m[0]] + " " + body[m[1]:])
	}
	switch {
	case owner != "":
		c.Assignee = owner
	case reLeadHandles.MatchString(body):
		loc := reLeadHandles.FindStringIndex(body)
		c.Assignee = body[:loc[1]]
		body = strings.TrimSpace(strings.TrimLeft(body[loc[1]:], ":：-–—, "))
	case reTailHandles.MatchString(body):
		m := reTailHandles.FindStringSubmatchIndex(body)
		c.Assignee = body[m[2]:m[3]]
		body = strings.TrimSpace(body[:m[0]])
	default:
		if m := reKoSubject.FindStringSubmatch(body); m != nil {
			if _, known := roster.Lookup(m[1]); known || m[2] != "" {
				c.Assignee = strings.TrimSpace(m[1] + " " + m[2])
				body = m[4]
				break
			}
		}
		if m := reNameDash.FindStringSubmatch(body); m != nil && plausibleOwner(m[1], roster) {
			c.Assignee, body = m[1], m[2]
			break
		}
		if m := reNameTo.FindStringSubmatch(body); m != nil && plausibleOwner(m[1], roster) {
			first := strings.Fields(m[1])[0]
			if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(first, "@")); unicode.IsUpper(r) || strings.HasPrefix(first, "@") || known(roster, first) {
				c.Assignee, body = m[1], m[2]
			}
		}
	}
	c.Owners = splitOwners(c.Assignee)
	body = reLeadVerb.ReplaceAllString(strings.TrimSpace(body), "")
	c.Title, c.Due = cutDue(body)
	c.Title = cleanTitle(c.Title)
	return c
}

func known(roster *extract.Roster, name string) bool {
	_, ok := roster.Lookup(name)
	return ok
}

// plausibleOwner rejects labels and imperatives posing as names.
func plausibleOwner(s string, roster *extract.Roster) bool {
	for _, p := range splitOwners(s) {
		if known(roster, p) {
			continue
		}
		w := strings.ToLower(strings.Fields(p)[0])
		if notNames[w] || notNames[strings.TrimSuffix(w, "s")] {
			return false
		}
	}
	return s != ""
}

var reOwnerSep = regexp.MustCompile(`\s*(?:,|\+|&|\s/\s|\band\b|및|;)\s*`)

// splitOwners: "@a, @b" → [a b]; "Alan and Steven" → [Alan Steven].
func splitOwners(s string) []string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	var out []string
	if strings.Contains(s, "@") {
		for _, h := range reHandle.FindAllString(s, -1) {
			out = append(out, strings.TrimPrefix(h, "@"))
		}
		return out
	}
	for _, p := range reOwnerSep.Split(s, -1) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func cutExplicitID(s string) (string, string) {
	m := reExplicitID.FindStringSubmatchIndex(s)
	if m == nil {
		return s, ""
	}
	return strings.TrimSpace(s[:m[0]] + s[m[1]:]), s[m[2]:m[3]]
}

const enDay = `(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)`

var (
	// (due 2026-09-21), (기한: 9/18), (by Friday), (마감 월요일)
	reDueParen = regexp.MustCompile(`(?i)\s*[(\[]\s*((?:due|by|until|deadline|기한|마감|납기)\s*[:：]?\s*[^)\]]{1,40})[)\]]`)
	// ", due: 9/21" or "기한: 9/18" at the end
	reDueField = regexp.MustCompile(`(?i)[\s,;—–-]*\b((?:due|deadline)\s*[:：]?\s*[^,;()]{1,30}|(?:기한|마감|납기)\s*[:：]?\s*[^,;()]{1,30})\s*[.!]?$`)
	// by Friday, by EOD Tuesday, by next week Monday, by 9/21, until end of month, ASAP
	reDueEn = regexp.MustCompile(`(?i)[\s,]*\b((?:by|until|till|before|due|on)\s+(?:the\s+)?(?:eod\s+|end\s+of\s+)?(?:(?:this|next)\s+week(?:'s)?\s+` + enDay + `|` + enDay + `(?:\s+(?:this|next)\s+week)?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}|eod|eom|eow|today|tomorrow|(?:the\s+)?(?:day|week|month)|this\s+week|next\s+week|next\s+\w+day)|asap|as\s+soon\s+as\s+possible|(?:this|next)\s+week|eod\s+` + enDay + `|end\s+of\s+(?:the\s+)?(?:day|week|month))\b[.!]?`)
	// 월요일까지, 이번 주 금요일까지, 9월 21일까지, 2026-09-21까지, 내일까지
	reDueKo = regexp.MustCompile(`\s*((?:(?:(?:이번|다음|차|금)\s*주\s*)?[월화수목금토일](?:요일|욜)|오늘|내일|모레|월말|이번\s*달\s*말|이달\s*말|\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}/\d{1,2}|이번\s*주|다음\s*주|금주|차주)\s*(?:까지(?:는)?|중으로|중에|내로|안에)|(?:가능한|최대한)\s*빨리|빠른\s*시일\s*(?:내에|내로|안에|내)|조속히)`)
)

// cutDue finds the due expression, returns the title without it and the
// expression as written.
func cutDue(s string) (title, due string) {
	for _, re := range []*regexp.Regexp{reDueParen, reDueKo, reDueField, reDueEn} {
		if m := re.FindStringSubmatchIndex(s); m != nil {
			due = strings.TrimSpace(s[m[2]:m[3]])
			if re == reDueKo {
				due = strings.TrimSpace(s[m[2]:m[1]])
			}
			return strings.TrimSpace(s[:m[0]] + " " + s[m[1]:]), due
		}
	}
	return s, ""
}

// Korean particles that the seed's nominalised title drops.
var koDropParticles = []string{"을", "를", "의"}

var koKeepWithParticle = map[string]bool{"회의": true, "논의": true, "합의": true, "동의": true, "협의": true, "문의": true, "정의": true, "주의": true, "건의": true, "심의": true, "질의": true, "강의": true, "의의": true}

var koEndings = []string{
	"하기로 하였습니다", "하기로 했습니다", "하기로 함", "할 예정입니다", "할 예정", "하겠습니다", "해 주세요", "해주세요",
	"부탁드립니다", "드리겠습니다", "드립니다", "합니다", "한다", "하기", "함", "할 것",
}

// cleanTitle trims punctuation and nominalises a Korean commitment:
// "공급사의 납기 회신을 확인합니다" → "공급사 납기 회신 확인".
func cleanTitle(s string) string {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, " \t.,;:!-–—*_")
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return s
	}
	last := []rune(s)[utf8.RuneCountInString(s)-1]
	if !unicode.Is(unicode.Hangul, last) {
		return s
	}
	for _, e := range koEndings {
		if h, ok := strings.CutSuffix(s, e); ok && strings.TrimSpace(h) != "" {
			s = strings.TrimSpace(h)
			break
		}
	}
	words := strings.Fields(s)
	for i, w := range words {
		if koKeepWithParticle[w] {
			continue
		}
		for _, p := range koDropParticles {
			if h, ok := strings.CutSuffix(w, p); ok && h != "" && isHangul(h) {
				words[i] = h
				break
			}
		}
	}
	return strings.Join(words, " ")
}

func isHangul(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return true
}
