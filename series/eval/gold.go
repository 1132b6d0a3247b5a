package eval

import (
	"context"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// goldExtractor answers with the labelled actions of the meeting whose
// notes it is given: the list item of the labelled line as written, its
// wrapped lines joined (list marks, emphasis, the owner and the due
// phrase taken out), with the labelled owner, due and kind.
type goldExtractor struct {
	series Series
	bodies [][]byte
}

func (g goldExtractor) Extract(_ context.Context, in extract.Input) ([]extract.Candidate, error) {
	meeting := -1
	for i, m := range g.series.Meetings {
		if m.File == in.Name {
			meeting = i
		}
	}
	if meeting < 0 {
		return nil, nil
	}
	lines := strings.Split(string(g.bodies[meeting]), "\n")
	var out []extract.Candidate
	for _, a := range g.series.Actions {
		if a.Meeting != meeting || a.Line > len(lines) {
			continue
		}
		raw := item(lines, a.Line-1)
		c := extract.Candidate{Line: a.Line, Evidence: raw, Title: goldTitle(raw, deref(a.Owner), deref(a.Due)), Syntax: "gold"}
		if a.Owner != nil {
			c.Assignee = *a.Owner
			c.Owners = splitOwners(*a.Owner)
		}
		if a.Due != nil {
			c.Due = *a.Due
		}
		switch a.Kind {
		case "carry-over":
			c.Restates = extract.RestatesCarryOver
		case "progress":
			c.Restates = extract.RestatesProgress
		}
		out = append(out, c)
	}
	return out, nil
}

// item is the list item or paragraph line i is part of, its wrapped lines
// joined ("* Briefly discussed #650, Arkell's fix for chromaticity" /
// "  conversion. Joseph agreed to investigate."): what an extractor
// reads as one action. A line of its own is itself.
func item(lines []string, i int) string {
	start := i
	for start > 0 && continuation(lines[start]) && !blank(lines[start-1]) && !heading(lines[start-1]) {
		start--
	}
	end := i
	for end+1 < len(lines) && continuation(lines[end+1]) {
		end++
	}
	parts := make([]string, 0, end-start+1)
	for _, l := range lines[start : end+1] {
		parts = append(parts, strings.TrimSpace(l))
	}
	return strings.Join(parts, " ")
}

// continuation: an indented line that starts no list item of its own.
func continuation(l string) bool {
	return !blank(l) && (strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t")) && !reListMark.MatchString(l)
}

func blank(l string) bool { return strings.TrimSpace(l) == "" }

func heading(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "#") }

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

var (
	reListMark = regexp.MustCompile(`^\s*(?:[-*+•]|\d+[.)])\s+`)
	// reQuote is a blockquote's mark ("> * Review PR 953" quotes last
	// week's list): not part of the title.
	reQuote    = regexp.MustCompile(`^\s*(?:>\s*)+`)
	reCheck    = regexp.MustCompile(`^\[[ xX]\]\s*`)
	reEmphasis = regexp.MustCompile("\\*\\*|__|~~|`")
	reOwnerSep = regexp.MustCompile(`\s*(?:[,+/&;·、]|\band\b)\s*`)
	reParen    = regexp.MustCompile(`\s*\([^)]*\)`)
)

// goldTitle is a labelled line as a task title: without its list mark,
// checkbox, emphasis, owner and due phrase.
func goldTitle(raw, owner, due string) string {
	t := reListMark.ReplaceAllString(reQuote.ReplaceAllString(raw, ""), "")
	t = reCheck.ReplaceAllString(t, "")
	t = reEmphasis.ReplaceAllString(t, "")
	if due != "" {
		t = strings.Replace(t, due, "", 1)
	}
	for _, o := range append([]string{owner}, splitOwners(owner)...) {
		if o == "" {
			continue
		}
		t = withoutName(t, "@"+o)
		t = withoutName(t, o)
	}
	t = strings.Trim(strings.TrimSpace(t), ":-–—,. ")
	if t == "" {
		return strings.TrimSpace(raw)
	}
	return t
}

// withoutName is t without the first occurrence of name that is a word
// of its own: not inside another word ("AC" in "ACTION"), though a
// Korean particle may follow it ("백엔드는").
func withoutName(t, name string) string {
	for from := 0; from < len(t); {
		i := strings.Index(t[from:], name)
		if i < 0 {
			return t
		}
		i += from
		end := i + len(name)
		before, _ := utf8.DecodeLastRuneInString(t[:i])
		after, _ := utf8.DecodeRuneInString(t[end:])
		if (i == 0 || !wordRune(before)) && (end == len(t) || !wordRune(after) || unicode.Is(unicode.Hangul, after)) {
			return t[:i] + t[end:]
		}
		from = i + 1
	}
	return t
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

// splitOwners splits an owner as written into names.
func splitOwners(owner string) []string {
	var out []string
	for _, p := range reOwnerSep.Split(owner, -1) {
		p = strings.TrimSpace(strings.Trim(reParen.ReplaceAllString(p, ""), "@*_ "))
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// groupWords name a group, not a person: never in the roster.
var groupWords = map[string]bool{"all": true, "everyone": true, "everybody": true, "team": true, "group": true, "general": true, "tbd": true,
	"anyone": true, "전체": true, "모두": true, "전원": true, "팀": true, "다같이": true}

// rosterOf is the series' people: every owner the labels name, one by one
// (a team's roster lists its people; groups are not people).
func rosterOf(s Series) (*extract.Roster, error) {
	seen := map[string]bool{}
	var people []extract.Person
	for _, a := range s.Actions {
		for _, name := range splitOwners(deref(a.Owner)) {
			k := strings.ToLower(name)
			if seen[k] || groupWords[k] {
				continue
			}
			seen[k] = true
			people = append(people, extract.Person{Name: name})
		}
	}
	return extract.NewRoster(people)
}
