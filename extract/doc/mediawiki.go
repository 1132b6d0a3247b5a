package doc

import (
	"regexp"
	"strings"
)

// MediaWiki minutes (a team wiki's meeting pages) write the same
// structure as Markdown in other marks: "== Actions ==" headings framed
// with "=", "'''bold'''" and "''italic''", "*"/"**" bullets and "#"/"##"
// numbered items nested by their run of marks, ":" indents and ";Term"
// lines. Parse reads each line as the Markdown it stands for.

var (
	// reWikiHeading: a MediaWiki section title, "=" runs on both sides.
	reWikiHeading = regexp.MustCompile(`^(={1,6})\s*([^=\s].*?)\s*(=+)\s*$`)
	// reWikiBold: "'''bold'''" (or "'''''bold italic'''''").
	reWikiBold = regexp.MustCompile(`'''[^'\s](?:[^']*[^'\s])?'''`)
	// reWikiEmph: a run of two, three or five quotes around words. The
	// runs toggle emphasis whatever is beside them: bold "Dana: " then
	// "I will …" is a bold name with its colon, as Markdown writes it.
	reWikiEmph = regexp.MustCompile(`('{5}|'{3}|'{2})([^'\s][^']*?|[^']*?[^'\s])('{5}|'{3}|'{2})`)
	// reWikiList: a MediaWiki list line whose marks hold a "#" number,
	// a ":" indent or a ";" term ("*" runs alone the reader nests as
	// written).
	reWikiList = regexp.MustCompile(`^([*#:;]*[#:;][*#:;]*)\s*(\S.*)$`)
)

// wikiHeading: line l is a MediaWiki section title ("== Actions ==");
// its level and text.
func wikiHeading(l string) (level int, text string, ok bool) {
	m := reWikiHeading.FindStringSubmatch(l)
	if m == nil || len(m[1]) != len(m[3]) {
		return 0, "", false
	}
	return len(m[1]), m[2], true
}

// wikiLines writes each MediaWiki line as the Markdown it stands for, on
// the same line: "== Actions ==" is "## Actions", Dana in wiki bold
// (three quotes each side) is "**Dana**", two quotes each side are
// "*maybe*", "##" under "#" is an item
// numbered and nested by its marks, ":" lines are indented text, ";Term"
// a bold term. "*" bullet runs stay as written: the reader nests them by
// their count. Fenced code is left alone.
func wikiLines(lines []string) []string {
	out := make([]string, len(lines))
	fenced := false
	for i, l := range lines {
		out[i] = l
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fenced = !fenced
		}
		if fenced {
			continue
		}
		l = strings.TrimRight(l, "\r")
		if level, text, ok := wikiHeading(l); ok {
			out[i] = strings.Repeat("#", level) + " " + wikiEmph(text)
			continue
		}
		if m := reWikiList.FindStringSubmatch(l); m != nil {
			marks, text := m[1], wikiEmph(m[2])
			indent := strings.Repeat("  ", len(marks)-1)
			switch marks[len(marks)-1] {
			case '#':
				out[i] = indent + "1. " + text
			case '*':
				out[i] = indent + "- " + text
			case ';':
				term, def, _ := strings.Cut(text, " : ")
				out[i] = indent + "**" + strings.TrimSpace(term) + "**"
				if def != "" {
					out[i] += ": " + strings.TrimSpace(def)
				}
			default:
				out[i] = indent + "  " + text
			}
			continue
		}
		out[i] = wikiEmph(l)
	}
	return out
}

// wikiEmph writes words between runs of three quotes as "**b**", of
// two as "*i*", of five as "***bi***".
func wikiEmph(s string) string {
	if !strings.Contains(s, "''") {
		return s
	}
	return reWikiEmph.ReplaceAllStringFunc(s, func(m string) string {
		sm := reWikiEmph.FindStringSubmatch(m)
		if sm[1] != sm[3] {
			return m
		}
		mark := map[int]string{2: "*", 3: "**", 5: "***"}[len(sm[1])]
		return mark + sm[2] + mark
	})
}
