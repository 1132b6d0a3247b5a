package doc

import (
	"io"
	"regexp"
	"strings"

	"golang.org/x/net/html"
)

// Notes written in Markdown often carry HTML: GitHub wikis, exports from
// Notion, Confluence or Google Docs, hand-written READMEs ("<b>Action
// items</b>", "<ul><li>Kim: update the docs</li></ul>", "a<br>b",
// "<table><tr><td>Owner</td>…", "<details><summary>…", "&nbsp;").
// Read as written, such notes hold no list, no heading and no table, and
// every action in them is missed without a word. htmlLines rewrites the
// HTML as the Markdown it stands for — block tags become lines, list
// items, headings and table rows; inline tags their text (bold stays
// bold, a checkbox input a "[x]"); entities are decoded — and keeps for
// each line the source line its text starts on. Markdown around the HTML
// is kept as written; fences, front matter and Markdown table rows are
// not read as HTML at all.

// reHTMLHint: a tag this reading knows or an entity. Notes without one
// are parsed exactly as before.
var reHTMLHint = regexp.MustCompile(`(?i)<(?:/?(?:b|strong|i|em|u|s|del|strike|ul|ol|li|br|p|div|h[1-6]|table|thead|tbody|tfoot|tr|td|th|details|summary|input|span|font|a|code|tt|kbd|hr|mark|img|sub|sup|small|big|ins|label|blockquote|dl|dt|dd|center|section|nobr|abbr))(?:\s[^<>]*)?/?>|&(?:[a-zA-Z][a-zA-Z0-9]{1,9}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});`)

// htmlLines is lines (the notes' source lines) with their HTML read as
// Markdown, and the 1-based source line of each output line; nil when
// the notes hold no HTML.
func htmlLines(lines []string) ([]string, []int) {
	out, nums, _ := htmlLinesWrapped(lines)
	return out, nums
}

// htmlLinesWrapped is htmlLines and the output lines that continue a
// paragraph typed over several source lines.
func htmlLinesWrapped(lines []string) ([]string, []int, map[int]bool) {
	hint := false
	for _, l := range lines {
		if (strings.Contains(l, "<") || strings.Contains(l, "&")) && reHTMLHint.MatchString(l) {
			hint = true
			break
		}
	}
	if !hint {
		return nil, nil, nil
	}
	c := &htmlConv{src: lines}
	inFront, inFence, fence := false, false, ""
	run := -1
	flush := func(end int) {
		if run >= 0 {
			c.run(run, end)
			run = -1
		}
	}
	for i, l := range lines {
		t := strings.TrimSpace(strings.TrimRight(l, "\r"))
		verbatim := false
		switch {
		case i == 0 && t == "---":
			inFront, verbatim = true, true
		case inFront:
			if t == "---" || t == "..." {
				inFront = false
			}
			verbatim = true
		case inFence:
			if strings.HasPrefix(t, fence) {
				inFence = false
			}
			verbatim = true
		case fenceOpens(t):
			inFence, fence, verbatim = true, t[:3], true
		case !c.collapse() && mdTableLine(t):
			// A Markdown table row keeps its "<br>" (the table reader
			// splits cells there) and its text as written.
			verbatim = true
		case !c.collapse() && strings.HasPrefix(t, ">"):
			// A block quote keeps its markers on each line; HTML inside one
			// is left as before rather than lose them.
			verbatim = true
		case !c.collapse() && codeSpanTag(t):
			// "`<br>`" is code, not a break.
			verbatim = true
		}
		if verbatim {
			flush(i)
			c.verbatim(l, i+1)
			continue
		}
		if run < 0 {
			run = i
		}
	}
	flush(len(lines))
	c.breakLine()
	return c.out, c.nums, c.wrapped
}

// mdTableLine: a Markdown table row or separator (a pipe first, or a
// separator row).
func mdTableLine(t string) bool {
	u, _ := unquote(t)
	u = strings.TrimSpace(u)
	return strings.HasPrefix(u, "|") || reTableSep.MatchString(u) && strings.Contains(u, "|")
}

var reCodeSpanTag = regexp.MustCompile("`[^`]*<[^`]*`")

func codeSpanTag(t string) bool {
	return strings.Contains(t, "`") && reCodeSpanTag.MatchString(t)
}

type listFrame struct {
	ordered bool
	n       int
	indent  int
}

// htmlConv builds the output lines.
type htmlConv struct {
	src  []string
	out  []string
	nums []int
	// wrapped: the output lines that go on a paragraph typed over
	// several source lines (softWrap); softCont: the next line out is
	// one.
	wrapped  map[int]bool
	softCont bool
	// skip: inside <head>, <style> or <script>, whose text is no part of
	// the notes (a page a word processor exports opens with its CSS).
	skip int
	// sepEnd: len(out) right after separate's blank line — a blank source
	// line that comes next is that gap, not a second one.
	sepEnd int

	// cur is the line being built: its prefix (indent, list marker,
	// heading marks) and text; curLine the source line its text starts
	// on, 0 while it has none.
	prefix  string
	cur     strings.Builder
	curLine int
	// line is the source line being read; lineTag: it held a tag or text,
	// so a newline ending it is no blank line.
	line    int
	lineTag bool
	// contPrefix: the prefix of a line that goes on the current item or
	// paragraph after a <br> or a closed inner block.
	contPrefix string

	// htmlBlock: a line opened with a block tag since the last blank
	// line (CommonMark's HTML block); atStart: the tag being read is the
	// first thing on its line ("##### <li> Name </li>" is Markdown with
	// inline HTML, no HTML block).
	htmlBlock bool
	atStart   bool
	lists     []listFrame
	inP       int
	heading   int
	summary   bool
	// Tables: the row's cells, the open cell, its header flag, rows done.
	table     int
	row       []string
	rowOpen   bool
	cell      *strings.Builder
	rowLine   int
	tableRows int
}

// collapse: inside an HTML block (list, table, paragraph, heading,
// summary), where a newline is a space.
//
// As in CommonMark, an HTML block ends at a blank line: "<ul>", a blank
// line, then "* item" lines is a Markdown list that the <ul> only
// indents, and its lines stay lines. A table's cells stay cells.
func (c *htmlConv) collapse() bool {
	return c.table > 0 || c.htmlBlock && (len(c.lists) > 0 || c.inP > 0 || c.heading > 0 || c.summary)
}

func (c *htmlConv) verbatim(l string, num int) {
	c.breakLine()
	c.out = append(c.out, l)
	c.nums = append(c.nums, num)
}

// emit adds a line. Lines stay in source order (the document model and
// its readers look lines up by number): a line whose text started
// before the last one out — only broken HTML does that, such as an
// unclosed <h3> around a table — takes the last one's number.
func (c *htmlConv) emit(s string, num int) {
	if n := len(c.nums); n > 0 && num < c.nums[n-1] {
		num = c.nums[n-1]
	}
	if c.softCont {
		if c.wrapped == nil {
			c.wrapped = map[int]bool{}
		}
		c.wrapped[len(c.out)] = true
		c.softCont = false
	}
	c.out = append(c.out, s)
	c.nums = append(c.nums, num)
}

// breakLine ends the line being built: out when it has text.
// A line with no text keeps its prefix: "<li><p>text" is one item.
func (c *htmlConv) breakLine() {
	if c.curLine > 0 && strings.TrimSpace(c.cur.String()) != "" {
		c.emit(strings.TrimRight(c.prefix+c.cur.String(), " \t"), c.curLine)
		c.prefix = c.contPrefix
	}
	c.cur.Reset()
	c.curLine = 0
}

// text adds s (decoded) to the open cell or the current line; s is on
// source line at.
func (c *htmlConv) text(s string, at int) {
	s = strings.ReplaceAll(html.UnescapeString(s), "\u00a0", " ")
	if c.collapse() {
		// Inside an HTML block runs of spaces are one space.
		f := strings.Fields(s)
		if len(f) == 0 {
			c.space()
			return
		}
		if isSpace(s[0]) {
			c.space()
		}
		c.add(strings.Join(f, " "), at)
		if isSpace(s[len(s)-1]) {
			c.space()
		}
		return
	}
	if c.cur.Len() == 0 && c.prefix != "" {
		// The text after a <br>: the prefix is its indent.
		s = strings.TrimLeft(s, " \t")
	}
	c.add(s, at)
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// space adds one space between words of a collapsed block.
func (c *htmlConv) space() {
	b := c.target()
	if b.Len() == 0 {
		return
	}
	if t := b.String(); !strings.HasSuffix(t, " ") {
		b.WriteByte(' ')
	}
}

func (c *htmlConv) target() *strings.Builder {
	if c.cell != nil {
		return c.cell
	}
	return &c.cur
}

// add writes s to the target; the first non-space text of a line or row
// gives its source line.
func (c *htmlConv) add(s string, at int) {
	b := c.target()
	if b.Len()+len(s) > MaxLineBytes {
		return
	}
	b.WriteString(s)
	if strings.TrimSpace(s) == "" {
		return
	}
	if c.cell != nil {
		if c.rowLine == 0 {
			c.rowLine = at
		}
		return
	}
	if c.curLine == 0 {
		c.curLine = at
	}
}

// markup adds Markdown markup (bold marks, a checkbox) that counts as the
// line's start when nothing came before it.
func (c *htmlConv) markup(s string) {
	c.add(s, c.line)
	if c.cell == nil && c.curLine == 0 {
		c.curLine = c.line
	}
}

// run reads source lines [from, to) as Markdown with HTML in it.
func (c *htmlConv) run(from, to int) {
	// Each source line ends with its newline, the last one too: a
	// blank last line stays a blank line.
	text := strings.Join(c.src[from:to], "\n") + "\n"
	z := html.NewTokenizer(strings.NewReader(text))
	c.line = from + 1
	c.lineTag = false
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if z.Err() != io.EOF {
				// The tokenizer stops only at the end of its input.
				c.rawText(string(z.Raw()))
			}
			return
		}
		raw := string(z.Raw())
		switch tt {
		case html.TextToken:
			c.rawText(raw)
			continue
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			var attrs map[string]string
			if tt != html.EndTagToken {
				attrs = tagAttrs(z)
			}
			c.atStart = !c.lineTag
			if strings.Contains(raw, "\n") || !c.tag(tag, tt == html.EndTagToken, attrs) {
				// Not a tag this reading knows ("<https://…>", "<Name>"):
				// its text as written.
				if tt == html.StartTagToken {
					z.NextIsNotRawText()
				}
				c.rawText(raw)
				continue
			}
			c.lineTag = true
		default:
			// Comments, doctypes: as written.
			c.rawText(raw)
			continue
		}
	}
}

// rawText is text as written (entities decoded): each newline outside an
// HTML block ends a line, and a line with nothing on it is a blank line.
func (c *htmlConv) rawText(raw string) {
	if c.skip > 0 {
		for range strings.Count(raw, "\n") {
			c.newline()
		}
		return
	}
	parts := strings.Split(raw, "\n")
	for k, p := range parts {
		if k > 0 {
			c.newline()
		}
		if p == "" {
			continue
		}
		if strings.TrimSpace(p) != "" {
			c.lineTag = true
		}
		c.text(p, c.line)
	}
}

// newline is a source newline.
func (c *htmlConv) newline() {
	blank := !c.lineTag && strings.TrimSpace(c.cur.String()) == ""
	if c.cell != nil {
		c.space()
	}
	if blank && c.table == 0 {
		c.htmlBlock = false
	}
	if c.softWrap() {
		// A paragraph's source line ends: its next line goes on the
		// paragraph, marked as its continuation (reflowLines).
		c.breakLine()
		c.softCont = true
	} else if !c.collapse() {
		if blank && c.curLine == 0 && c.cell == nil {
			if c.sepEnd == len(c.out) {
				// "<p>Action items</p>" over a blank line: one gap, as
				// the Markdown it stands for has ("Action items", blank,
				// list), so a title still reaches the list under it.
				c.sepEnd = 0
			} else {
				c.emit("", c.line)
			}
		}
		c.contPrefix = ""
		c.breakLine()
		c.prefix = ""
	} else {
		c.space()
	}
	c.line++
	c.lineTag = false
}

func tagAttrs(z *html.Tokenizer) map[string]string {
	var m map[string]string
	for {
		k, v, more := z.TagAttr()
		if len(k) > 0 {
			if m == nil {
				m = map[string]string{}
			}
			m[string(k)] = string(v)
		}
		if !more {
			return m
		}
	}
}

// tag applies a known tag; false for a tag it does not know.
func (c *htmlConv) tag(name string, end bool, attrs map[string]string) bool {
	switch name {
	case "b", "strong":
		c.bold(end)
	case "del", "s", "strike":
		c.markup("~~")
	case "code", "tt", "kbd":
		c.markup("`")
	case "i", "em", "u", "span", "font", "a", "mark", "sub", "sup", "small", "big", "ins", "label", "nobr", "abbr", "img":
		// Their text is the text.
	case "br":
		if c.cell != nil {
			c.cell.WriteString("<br>")
			return true
		}
		c.breakLine()
		if !c.collapse() && c.contPrefix == "" {
			c.contPrefix = contIndent(c.src, c.line)
			c.prefix = c.contPrefix
		}
	case "input":
		if !end && strings.EqualFold(attrs["type"], "checkbox") {
			if _, ok := attrs["checked"]; ok {
				c.markup("[x] ")
			} else {
				c.markup("[ ] ")
			}
		}
	case "head", "style", "script":
		if end {
			c.skip = max(c.skip-1, 0)
		} else {
			c.skip++
		}
	case "html", "body", "meta", "link":
		// The page's frame: no text of its own.
	case "ul", "ol":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.list(name == "ol", end, exportLevel(attrs["class"]))
	case "li", "dt", "dd":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.item(end)
	case "p", "div", "blockquote", "section", "center", "details", "hr", "dl":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.block(name, end)
	case "h1", "h2", "h3", "h4", "h5", "h6":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.head(int(name[1]-'0'), end)
	case "summary":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.summaryTag(end)
	case "table", "thead", "tbody", "tfoot", "tr", "td", "th":
		c.htmlBlock = c.htmlBlock || c.atStart
		c.tableTag(name, end)
	default:
		return false
	}
	return true
}

func (c *htmlConv) bold(end bool) {
	b := c.target()
	t := b.String()
	if !end {
		c.markup("**")
		return
	}
	if strings.HasSuffix(t, "**") {
		// "<b></b>": no bold text.
		s := strings.TrimSuffix(t, "**")
		b.Reset()
		b.WriteString(s)
		if c.cell == nil && strings.TrimSpace(s) == "" {
			c.curLine = 0
		}
		return
	}
	// "<b>Owner: </b>x" is "**Owner:** x".
	trimmed := strings.TrimRight(t, " ")
	b.Reset()
	b.WriteString(trimmed)
	b.WriteString("**")
	if len(trimmed) < len(t) {
		b.WriteByte(' ')
	}
}

// contIndent: the prefix of a line that goes on source line at's list
// item or paragraph after a <br> ("- Kim: docs<br>Lee: tests").
func contIndent(src []string, at int) string {
	if at < 1 || at > len(src) {
		return ""
	}
	l := src[at-1]
	ind := indentOf(l)
	t := strings.TrimSpace(l)
	if loc := reList.FindStringIndex(t); loc != nil {
		ind += loc[1]
	}
	return strings.Repeat(" ", ind)
}

// reExportLevel: the nesting level a word processor's HTML export writes
// in a list's class instead of nesting the list ("lst-kix_ab12-1", as
// Google Docs writes every level as a list of its own).
var reExportLevel = regexp.MustCompile(`\blst-kix_[A-Za-z0-9_]+-(\d)\b`)

// exportLevel is the nesting level class gives a list; 0 when none.
func exportLevel(class string) int {
	if m := reExportLevel.FindStringSubmatch(class); m != nil {
		return int(m[1][0] - '0')
	}
	return 0
}

func (c *htmlConv) list(ordered, end bool, level int) {
	c.breakLine()
	if end {
		if len(c.lists) > 0 {
			c.lists = c.lists[:len(c.lists)-1]
		}
		c.itemPrefix()
		if !c.collapse() {
			c.separate()
		}
		return
	}
	ind := 0
	if n := len(c.lists); n > 0 {
		ind = c.lists[n-1].indent + 2
		if c.lists[n-1].ordered {
			ind++
		}
	} else if c.line >= 1 && c.line <= len(c.src) {
		// A list opened inside a Markdown item nests under it.
		ind = indentOf(c.src[c.line-1])
	}
	if len(c.lists) == 0 {
		// A sibling list at an exported level nests as deep.
		ind += 3 * level
	}
	c.lists = append(c.lists, listFrame{ordered: ordered, indent: ind})
	c.itemPrefix()
}

// itemPrefix: lines inside the open list go on its last item.
func (c *htmlConv) itemPrefix() {
	if n := len(c.lists); n > 0 {
		c.contPrefix = strings.Repeat(" ", c.lists[n-1].indent+3)
	} else {
		c.contPrefix = ""
	}
	c.prefix = c.contPrefix
}

func (c *htmlConv) item(end bool) {
	if c.cell != nil {
		if !end && strings.TrimSpace(c.cell.String()) != "" {
			c.cell.WriteString("<br>")
		}
		return
	}
	c.breakLine()
	if end {
		return
	}
	if len(c.lists) == 0 {
		// "##### <li> Name </li>" with no list open: an item, and no list
		// left open after it.
		c.prefix = "- "
		return
	}
	f := &c.lists[len(c.lists)-1]
	f.n++
	marker := "- "
	if f.ordered {
		marker = itoa(f.n) + ". "
	}
	c.prefix = strings.Repeat(" ", f.indent) + marker
}

func itoa(n int) string {
	if n <= 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// separate ends an HTML block that sat in Markdown with a blank line, so
// the Markdown after it is no continuation of its last item.
func (c *htmlConv) separate() {
	if n := len(c.out); n > 0 && c.out[n-1] != "" {
		c.emit("", c.line)
		c.sepEnd = len(c.out)
	}
}

func (c *htmlConv) block(name string, end bool) {
	if c.cell != nil {
		if strings.TrimSpace(c.cell.String()) != "" && (end || name == "hr") {
			c.cell.WriteString("<br>")
		}
		return
	}
	c.breakLine()
	// (The line the block's end closes goes on the paragraph; what
	// follows the block does not.)
	c.softCont = false
	if name == "p" {
		if end {
			c.inP = max(c.inP-1, 0)
		} else {
			c.inP++
		}
	}
	if end && !c.collapse() {
		c.separate()
	}
}

func (c *htmlConv) head(level int, end bool) {
	if c.cell != nil {
		return
	}
	c.breakLine()
	if end {
		c.heading = 0
		c.prefix = c.contPrefix
		if !c.collapse() {
			c.separate()
		}
		return
	}
	c.heading = level
	c.prefix = strings.Repeat("#", level) + " "
}

// summaryTag: a <details> summary heads what it folds, as a bold line.
func (c *htmlConv) summaryTag(end bool) {
	if c.cell != nil {
		return
	}
	if !end {
		c.breakLine()
		c.summary = true
		return
	}
	c.summary = false
	t := strings.TrimSpace(strings.ReplaceAll(c.cur.String(), "**", ""))
	if t != "" && c.curLine > 0 {
		c.emit("**"+t+"**", c.curLine)
	}
	c.cur.Reset()
	c.curLine = 0
	c.prefix = c.contPrefix
	c.separate()
}

func (c *htmlConv) tableTag(name string, end bool) {
	switch name {
	case "table":
		if end {
			if c.table == 0 {
				return
			}
			c.endRow()
			c.table--
			if c.table == 0 {
				c.separate()
			}
			return
		}
		if c.table > 0 {
			// A table in a cell: its rows are lines of that cell.
			c.table++
			return
		}
		c.breakLine()
		c.table = 1
		c.tableRows = 0
	case "tr":
		if c.table > 1 {
			if c.cell != nil && strings.TrimSpace(c.cell.String()) != "" {
				c.cell.WriteString("<br>")
			}
			return
		}
		c.endRow()
		if !end {
			c.rowOpen = true
		}
	case "td", "th":
		if c.table > 1 {
			if !end && c.cell != nil && strings.TrimSpace(c.cell.String()) != "" && !strings.HasSuffix(c.cell.String(), "<br>") {
				c.cell.WriteString(" ")
			}
			return
		}
		if c.table == 0 {
			return
		}
		c.endCell()
		if !end {
			c.rowOpen = true
			c.cell = &strings.Builder{}
		}
	}
}

func (c *htmlConv) endCell() {
	if c.cell == nil {
		return
	}
	v := strings.TrimSpace(c.cell.String())
	v = strings.TrimSuffix(v, "<br>")
	c.row = append(c.row, strings.ReplaceAll(strings.TrimSpace(v), "|", `\|`))
	c.cell = nil
}

func (c *htmlConv) endRow() {
	c.endCell()
	if !c.rowOpen {
		return
	}
	c.rowOpen = false
	row, at := c.row, c.rowLine
	c.row, c.rowLine = nil, 0
	empty := true
	for _, v := range row {
		if v != "" {
			empty = false
		}
	}
	if len(row) == 0 || empty || at == 0 {
		return
	}
	c.emit("| "+strings.Join(row, " | ")+" |", at)
	if c.tableRows == 0 {
		// The first row heads the table, as the header row of a Markdown
		// table does.
		c.emit("|"+strings.Repeat(" --- |", len(row)), at)
	}
	c.tableRows++
}

// An HTML paragraph typed over several source lines ("<p>Ken reported
// the balance.\nHe will look for another bank …</p>", as secretaries
// and site generators write minutes) was one line, numbered by its first
// source line: every action in it pointed at the paragraph's first line,
// however far below it was written, and a person looking for it, or a
// label that names its line, found something else. Such a paragraph now
// keeps its source lines as a wrapped Markdown paragraph does, each
// sentence on the line it is written on. Only a plain paragraph: inside
// a list item, a table cell, a heading or a summary newlines stay spaces,
// and a source line that would open a block as Markdown ("- …", "1. …",
// "# …", "> …", "| …") stays joined to the line before.

// reBlockOpener: a line that Markdown reads as the start of a block.
var reBlockOpener = regexp.MustCompile(`^(?:[-*+•]\s|\d{1,3}[.)]\s|#|>|\||=+\s*$|-+\s*$|~~~|` + "```" + `)`)

// softWrap: a newline here ends a line of a plain paragraph that goes
// on, on the next source line, with text that opens no block.
func (c *htmlConv) softWrap() bool {
	if c.cell != nil || c.table > 0 || len(c.lists) > 0 || c.heading > 0 || c.summary || c.inP == 0 || !c.htmlBlock {
		return false
	}
	if strings.TrimSpace(c.cur.String()) == "" || c.line >= len(c.src) {
		return false
	}
	next := strings.TrimSpace(c.src[c.line])
	if next == "" || reBlockOpener.MatchString(next) {
		return false
	}
	return true
}
