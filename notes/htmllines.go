package notes

import (
	"html"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// htmlLines maps each line of md, the Markdown an HTML export was
// converted to, to the line of raw where its text is written, so an action
// is reported (and scored) at the line a person finds it on in the file
// they gave. The text of each Markdown line is looked for in the HTML's
// text (tags left out, entities decoded, blanks collapsed), in order; a
// line whose text is not found, or that has none, takes the line before
// it.
func htmlLines(raw, md []byte) []int {
	text, at := htmlText(raw)
	lineAt := lineStarts(raw)
	mdLines := strings.Split(string(md), "\n")
	out := make([]int, len(mdLines))
	cursor, last := 0, 1
	for i, l := range mdLines {
		out[i] = last
		key := searchKey(l)
		if key == "" {
			continue
		}
		j := strings.Index(text[cursor:], key)
		if j < 0 {
			// The converter may space or mark the words otherwise: the
			// first word, when it comes soon.
			key, _, _ = strings.Cut(key, " ")
			if j = strings.Index(text[cursor:min(len(text), cursor+2000)], key); j < 0 || utf8.RuneCountInString(key) < 3 {
				continue
			}
		}
		cursor += j
		last = lineAt(at[cursor])
		out[i] = last
		cursor += len(key)
	}
	return out
}

// htmlText is raw's text with tags, comments and the content of script,
// style and title elements left out (the converter drops them), entities
// decoded and runs of blanks made one space; at[k] is the offset in raw of
// text's byte k.
func htmlText(raw []byte) (string, []int) {
	var b strings.Builder
	at := make([]int, 0, len(raw))
	put := func(s string, off int) {
		for _, r := range s {
			if unicode.IsSpace(r) {
				if b.Len() == 0 || strings.HasSuffix(b.String(), " ") {
					continue
				}
				r = ' '
			}
			n, _ := b.WriteRune(r)
			for ; n > 0; n-- {
				at = append(at, off)
			}
		}
	}
	s := string(raw)
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "<!--"):
			end := strings.Index(s[i:], "-->")
			if end < 0 {
				return b.String(), at
			}
			i += end + 3
		case s[i] == '<':
			end := strings.IndexByte(s[i:], '>')
			if end < 0 {
				return b.String(), at
			}
			tag := strings.ToLower(s[i : i+end])
			i += end + 1
			name := strings.TrimLeft(tag, "</")
			if k := strings.IndexAny(name, " \t\r\n/"); k >= 0 {
				name = name[:k]
			}
			if (name == "script" || name == "style" || name == "title") && !strings.HasPrefix(tag, "</") {
				if close := strings.Index(strings.ToLower(s[i:]), "</"+name); close >= 0 {
					i += close
				}
			}
			if !inlineTags[name] {
				// A block's edge parts words; "<b>Ana</b>:" does not.
				put(" ", i)
			}
		case s[i] == '&':
			end := strings.IndexByte(s[i:min(len(s), i+12)], ';')
			if end < 0 {
				put("&", i)
				i++
				continue
			}
			put(html.UnescapeString(s[i:i+end+1]), i)
			i += end + 1
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			put(string(r), i)
			i += n
		}
	}
	return b.String(), at
}

// inlineTags are the elements that sit inside a line of text.
var inlineTags = map[string]bool{"a": true, "abbr": true, "b": true, "bdi": true, "bdo": true, "cite": true, "code": true, "data": true, "del": true, "dfn": true, "em": true, "font": true, "i": true, "ins": true, "kbd": true, "mark": true, "q": true, "s": true, "samp": true, "small": true, "span": true, "strike": true, "strong": true, "sub": true, "sup": true, "time": true, "tt": true, "u": true, "var": true}

// lineStarts returns the 1-based line of a byte offset in raw.
func lineStarts(raw []byte) func(off int) int {
	var starts []int
	for i, c := range raw {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return func(off int) int {
		lo, hi := 0, len(starts)
		for lo < hi {
			m := (lo + hi) / 2
			if starts[m] <= off {
				lo = m + 1
			} else {
				hi = m
			}
		}
		return lo + 1
	}
}

var (
	// reMDMarks: the Markdown a converter writes around text: list and
	// heading marks, emphasis, code, a table's pipes, a quote.
	reMDLead  = regexp.MustCompile(`^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+|\|\s*)+`)
	reMDLink  = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	reMDMarks = regexp.MustCompile("[*_`~]+|\\\\")
)

// searchKey is the first words of a Markdown line's text, as they appear
// in the HTML's text; "" when the line has no text worth looking for.
func searchKey(l string) string {
	t := reMDLead.ReplaceAllString(l, "")
	t = reMDLink.ReplaceAllString(t, "$1")
	t = reMDMarks.ReplaceAllString(t, "")
	if i := strings.Index(t, "|"); i >= 0 {
		t = t[:i] // a table row: its first cell
	}
	t = strings.Join(strings.Fields(t), " ")
	if utf8.RuneCountInString(t) < 2 || strings.Trim(t, "-:| ") == "" {
		return ""
	}
	if r := []rune(t); len(r) > 24 {
		t = string(r[:24])
	}
	return t
}
