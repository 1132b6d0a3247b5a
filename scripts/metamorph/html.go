package main

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The notes as an HTML page, line for line (format=html): what a wiki, a
// static site or a word processor's export holds. Each Markdown line
// becomes the element it renders as, on the same line — a heading, a
// paragraph (one a line, as a word processor writes every typed line as
// its own paragraph; a line opening in lower case goes on the paragraph
// above, which the editor wrapped), a list item whose list opens on its first item's
// line and closes on its last item's, a table row, a preformatted line —
// so that no label moves.

var (
	reHTMLItem     = regexp.MustCompile(`^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$`)
	reHTMLBox      = regexp.MustCompile(`^\[([ xX])\]\s+`)
	reHTMLTableSep = regexp.MustCompile(`^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$`)
	reHTMLStrong   = regexp.MustCompile(`\*\*([^*\n]+?)\*\*|__([^_\n]+?)__`)
	reHTMLCode     = regexp.MustCompile("`([^`\n]+)`")
	reHTMLLink     = regexp.MustCompile(`\[([^\]\n]+)\]\(([^)\s]+)\)`)
	reHTMLStrike   = regexp.MustCompile(`~~([^~\n]+)~~`)
	// reHTMLRaw: markup the notes already write as HTML, kept as written.
	reHTMLRaw = regexp.MustCompile(`(?i)^<(?:/?(?:a|b|br|strong|i|em|u|s|del|details|summary|sub|sup|span|div|p|img|code|kbd|table|tr|td|th|ul|ol|li|hr|font|center|small)\b)`)
	// reHTMLAutolink: "<https://…>", a link Markdown writes in brackets.
	reHTMLAutolink = regexp.MustCompile(`^<((?:https?|mailto):[^<>\s]+)>`)
	reHTMLEntity   = regexp.MustCompile(`^&(?:[A-Za-z][A-Za-z0-9]{1,9}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});`)
)

// htmlInline writes a line's inline Markdown as HTML: text escaped, bold,
// code, links and strike-through as their tags.
func htmlInline(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<':
			if end := strings.Index(s[i:], "-->"); strings.HasPrefix(s[i:], "<!--") && end > 0 {
				// A comment is kept whole.
				b.WriteString(s[i : i+end+3])
				i += end + 2
			} else if m := reHTMLAutolink.FindStringSubmatch(s[i:]); m != nil {
				u := strings.ReplaceAll(m[1], "&", "&amp;")
				fmt.Fprintf(&b, `<a href="%s">%s</a>`, u, u)
				i += len(m[0]) - 1
			} else if end := strings.IndexByte(s[i:], '>'); reHTMLRaw.MatchString(s[i:]) && end > 0 {
				// A tag the notes already write is kept whole.
				b.WriteString(s[i : i+end+1])
				i += end
			} else {
				b.WriteString("&lt;")
			}
		case '>':
			b.WriteString("&gt;")
		case '&':
			if reHTMLEntity.MatchString(s[i:]) {
				b.WriteByte('&')
			} else {
				b.WriteString("&amp;")
			}
		default:
			b.WriteByte(s[i])
		}
	}
	out := reHTMLCode.ReplaceAllString(b.String(), "<code>$1</code>")
	out = reHTMLStrong.ReplaceAllString(out, "<strong>$1$2</strong>")
	out = reHTMLStrike.ReplaceAllString(out, "<del>$1</del>")
	return reHTMLLink.ReplaceAllString(out, `<a href="$2">$1</a>`)
}

// htmlList is an open list: the indentation of its items and its tag.
type htmlList struct {
	indent int
	tag    string
}

// indentWidth is the width of an indent, a tab four columns.
func indentWidth(s string) int {
	w := 0
	for _, r := range s {
		if r == '\t' {
			w += 4
		} else {
			w++
		}
	}
	return w
}

// htmlPage rewrites lines as an HTML page (see above); it returns the
// lines changed.
func htmlPage(lines []string, _ []action) int {
	var (
		lists   []htmlList
		inTable bool
		inQuote bool
		fence   bool
		last    = -1 // the last line that holds an element
		changed int
	)
	closeAt := func(s string) {
		if last >= 0 {
			lines[last] += s
		}
	}
	closeLists := func(toIndent int) {
		for len(lists) > 0 && lists[len(lists)-1].indent > toIndent {
			closeAt("</li></" + lists[len(lists)-1].tag + ">")
			lists = lists[:len(lists)-1]
		}
	}
	closeTable := func() {
		if inTable {
			closeAt("</table>")
			inTable = false
		}
	}
	closeQuote := func() {
		if inQuote {
			closeAt("</blockquote>")
			inQuote = false
		}
	}
	closeAll := func() {
		closeLists(-1)
		closeTable()
		closeQuote()
	}
	set := func(i int, s string) {
		if s != lines[i] {
			changed++
		}
		lines[i], last = s, i
	}
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if fence {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				set(i, "</pre>")
				fence = false
			} else {
				set(i, htmlInline(l))
			}
			continue
		}
		switch {
		case t == "":
			if inTable {
				closeTable()
			}
			if inQuote {
				closeQuote()
			}
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			closeAll()
			set(i, "<pre>")
			fence = true
		case reATX.MatchString(l) && reATX.FindStringSubmatch(l)[1] != "":
			closeAll()
			level := len(l) - len(strings.TrimLeft(l, "#"))
			set(i, fmt.Sprintf("<h%d>%s</h%d>", level, htmlInline(reATX.FindStringSubmatch(l)[1]), level))
		case strings.HasPrefix(t, "|") && strings.Count(t, "|") >= 2:
			closeLists(-1)
			closeQuote()
			if reHTMLTableSep.MatchString(t) {
				set(i, "")
				continue
			}
			cell := "td"
			if i+1 < len(lines) && reHTMLTableSep.MatchString(strings.TrimSpace(lines[i+1])) {
				cell = "th"
			}
			var b strings.Builder
			if !inTable {
				b.WriteString("<table>")
				inTable = true
			}
			b.WriteString("<tr>")
			for _, c := range strings.Split(strings.Trim(t, "|"), "|") {
				fmt.Fprintf(&b, "<%s>%s</%s>", cell, htmlInline(strings.TrimSpace(c)), cell)
			}
			b.WriteString("</tr>")
			set(i, b.String())
		case strings.HasPrefix(t, ">"):
			closeLists(-1)
			closeTable()
			pre := ""
			if !inQuote {
				pre, inQuote = "<blockquote>", true
			}
			set(i, pre+"<p>"+htmlInline(strings.TrimSpace(strings.TrimLeft(t, "> ")))+"</p>")
		case reHTMLItem.MatchString(l):
			closeTable()
			closeQuote()
			m := reHTMLItem.FindStringSubmatch(l)
			indent := indentWidth(m[1])
			tag := "ul"
			if m[2][0] >= '0' && m[2][0] <= '9' {
				tag = "ol"
			}
			closeLists(indent)
			pre := ""
			if len(lists) > 0 && lists[len(lists)-1].indent == indent {
				closeAt("</li>")
			} else {
				lists = append(lists, htmlList{indent: indent, tag: tag})
				pre = "<" + tag + ">"
			}
			body, box := m[3], ""
			if b := reHTMLBox.FindStringSubmatch(body); b != nil {
				box = `<input type="checkbox" disabled> `
				if b[1] != " " {
					box = `<input type="checkbox" checked disabled> `
				}
				body = body[len(b[0]):]
			}
			set(i, m[1]+pre+"<li>"+box+htmlInline(body))
		default:
			closeTable()
			closeQuote()
			indent := indentWidth(l[:len(l)-len(strings.TrimLeft(l, " \t"))])
			if len(lists) > 0 && indent > 0 {
				// A line indented under an item continues it, on a line of
				// its own as it was typed.
				set(i, l[:len(l)-len(strings.TrimLeft(l, " \t"))]+"<br>"+htmlInline(t))
				continue
			}
			closeLists(-1)
			if reHTMLRaw.MatchString(t) {
				// HTML the notes already hold stays as written.
				set(i, htmlInline(l))
				continue
			}
			if r, _ := utf8.DecodeRuneInString(t); unicode.IsLower(r) && last == i-1 && strings.HasPrefix(lines[last], "<p>") && strings.HasSuffix(lines[last], "</p>") {
				// A line the author's editor wrapped ("… how" / "to
				// assign …") goes on the paragraph it wraps.
				lines[last] = strings.TrimSuffix(lines[last], "</p>")
				set(i, htmlInline(t)+"</p>")
				continue
			}
			set(i, "<p>"+htmlInline(t)+"</p>")
		}
	}
	closeAll()
	if fence {
		closeAt("</pre>")
	}
	if last >= 0 {
		lines[0] = "<html><body>" + lines[0]
		lines[last] += "</body></html>"
	}
	return changed
}
