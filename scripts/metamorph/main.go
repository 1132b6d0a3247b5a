// Command metamorph rewrites labelled minutes in ways that must not change
// what a reader finds in them, and writes the rewritten notes and labels
// beside each other, for `axagent eval extract` to measure. A rule that
// holds on the minutes as written but not on their rewrite read the
// writer's markup or vocabulary, not the action: the figures of the
// rewrite against those of the original show where the reading is brittle
// (issue 28: "generalize the reading, not the vocabulary").
//
//	go run ./scripts/metamorph -notes DIR -gold GOLD.json [-split dev] -rewrite bold-headings -out /tmp/mm
//	axagent eval extract --notes /tmp/mm --gold /tmp/mm/gold.json
//
// Rewrites (every one keeps each labelled action on its line):
//
//	bold-headings      every "## Heading" becomes a bold line "**Heading**"
//	heading=NAME       every action heading ("Action items", "Next steps", …) is renamed NAME
//	heading-fmt=F      every action heading is written as F with %s for its words ("📌 %s", "3. %s",
//	                   "%s (March 3)") or in capitals (heading-fmt=upper)
//	names=A,B,C        each labelled owner's first name becomes the next of A, B, C, in notes and labels
//	owner-paren        "- Dana to draft X" becomes "- Draft X (Dana)"
//	owner-dash         … becomes "- Draft X - Dana"
//	owner-colon        … becomes "- Dana: draft X"
//	owner-bold         … becomes "- **Dana**: draft X"
//	owner-bracket      … becomes "- [Dana] draft X"
//	owner-handle       … becomes "- @dana to draft X"
//	owner-emdash       … becomes "- Draft X — Dana"
//	owner-will         … becomes "- Dana will draft X"
//	owner-marker       … becomes "- ACTION: Dana to draft X"
//	owner-assigned     … becomes "- Draft X (assigned to Dana)"
//	owner-next-session … becomes "- For next session: Dana - draft X" (the label its due if it had none)
//	owner-for          … becomes "- For Dana: draft X"
//	owner-possessive   … becomes "- Dana's action: draft X"
//	owner-group        … becomes "- Group work: draft X", and the label's owner null (the group)
//	owner-said         … becomes "- Dana said they'd draft X"
//	owner-planning     … becomes "- Dana is planning to draft X"
//	owner-drafting     … becomes "- Dana will be drafting X in the coming days" (that span its due if it had
//	                   none; "in the coming days" is left out where it had one)
//	owner-assigned-to  … becomes "- Assigned to Dana to draft X"
//	owners-paren       "- Dana and Eli to draft X" becomes "- Draft X (Dana, Eli)"
//	owners-slash       … becomes "- Draft X - Dana/Eli"
//	owners-handles     … becomes "- @dana and @eli to draft X"
//	due-as=TEXT        a labelled due of a "Dana to draft X" line, or one written "by …"/"before …",
//	                   becomes TEXT ("this weekend", "EOW", "(due: Fri)"), and the label's due with it
//	bullets=M          "- item" becomes "M item" ("•", "◦", "–")
//	tabs               indentation written with tabs
//	quote              every line quoted with "> ", as a pasted e-mail
//	indent-parts       the text lines right under a heading indented by four spaces, as plain-text
//	                   minutes and e-mails indent a part (list items, tables and fences as written)
//	outline            the notes as a glyph outline, no heading markup (outline.go): "## X" becomes
//	                   "□ X", "### X" " ○ X", the lines under a heading indented a space a level,
//	                   list items bulleted by their depth (□ ○ - ·), as Korean report templates write
//	numbered-headings  "## X" becomes "1. X", "### X" under it "가. X" (Hangul) or "1.1. X", no markup:
//	                   a word processor's numbered parts exported as text (outline.go)
//	roman-headings     "## X" becomes "Ⅰ. X", "### X" "1) X", deeper "(1) X", no markup: a Korean
//	                   report outline's numbering (romanheadings.go)
//	bracket-headings   "## X" becomes "【X】", "### X" "[X]", deeper "< X >": the bracketed part
//	                   labels of Korean minutes templates (bracketheadings.go)
//	glyph-headings     "## X" becomes "■ X", "### X" "◆ X", deeper "▣ X", the lists under them as
//	                   written (glyphheadings.go)
//	emoji-headings     "## X" becomes "📌 X", "### X" "✏️ X", deeper "🔹 X", no markup, as chat and
//	                   Notion notes mark parts (emojiheadings.go)
//	sub-items=M        a nested item "  - y" becomes "  M y" ("ㄴ", "└", "→"): the marks Korean
//	                   chat-style minutes put under a line to carry it on (continuationmarks.go)
//	plain-headings     "## Heading" becomes "Heading" (markup lost in an export)
//	checkbox           items under action headings get "[ ] "
//	due-fmt=F          a labelled "by <when>" deadline becomes F with %s for <when> ("(due %s)", "- due %s")
//	setext             "## Heading" over a blank line becomes "Heading" underlined with "-" ("=" for "#")
//	format=F           the Markdown markup written in another markup, no line moved: F is
//	                   rst (a heading over a blank line underlined with "=", "-" or "~", by level),
//	                   asciidoc ("## X" → "== X", "- x" → "* x", "**b**" → "*b*"),
//	                   org ("## X" → "** X", "* x" → "- x", "**b**" → "*b*"),
//	                   mediawiki ("## X" → "== X ==", "- x" → "* x", "**b**" → "'''b'''") or
//	                   html (each line the element it renders as, on its line: html.go)
//	curly-apostrophes  "I'll", "we'd" become "I’ll", "we’d"
//	straight-apostrophes the other way
//	R1+R2              R1, then R2 on what R1 wrote ("ko-owner-lead-dash+ko-due-kkaji")
//	lower-items        a list item's first letter is written in lower case ("- Draft X" → "- draft X"),
//	                   unless it opens a labelled owner's name or reads as names ("Ana Lee, Bo …")
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// entry is one file's labels, kept as read apart from the owners a rename
// rewrites.
type entry map[string]json.RawMessage

type action map[string]any

// lineOf is label a's line as an index into lines; ok is false when the
// label names no line of them.
func lineOf(a action, lines []string) (i int, ok bool) {
	line, _ := a["line"].(float64)
	i = int(line) - 1
	return i, i >= 0 && i < len(lines)
}

// dropLabel marks a label a rewrite took away (the line no longer gives
// the action: "[O] 작업" reports it done); run leaves it out.
const dropLabel = "-drop"

func main() {
	notes := flag.String("notes", "", "folder of the labelled notes")
	goldPath := flag.String("gold", "", "labels (the shape eval extract reads)")
	split := flag.String("split", "", "only the files whose label carries this split")
	rewrite := flag.String("rewrite", "", "the rewrite (see the command's doc)")
	out := flag.String("out", "", "folder for the rewritten notes and gold.json")
	flag.Parse()
	if err := run(*notes, *goldPath, *split, *rewrite, *out); err != nil {
		fmt.Fprintln(os.Stderr, "metamorph:", err)
		os.Exit(2)
	}
}

func run(notes, goldPath, split, rewrite, out string) error {
	if notes == "" || goldPath == "" || rewrite == "" || out == "" {
		return errors.New("-notes, -gold, -rewrite and -out are required")
	}
	raw, err := os.ReadFile(goldPath)
	if err != nil {
		return fmt.Errorf("read labels: %w", err)
	}
	var gold map[string]entry
	if err := json.Unmarshal(raw, &gold); err != nil {
		return fmt.Errorf("labels %s: %w", goldPath, err)
	}
	rw, err := rewriter(rewrite)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(gold))
	for n := range gold {
		names = append(names, n)
	}
	sort.Strings(names)
	outGold := map[string]entry{}
	changed := 0
	for _, name := range names {
		e := gold[name]
		if split != "" && strings.Trim(string(e["split"]), `"`) != split {
			continue
		}
		body, err := os.ReadFile(filepath.Join(notes, filepath.FromSlash(name)))
		if err != nil {
			return fmt.Errorf("notes for %q: %w", name, err)
		}
		var acts []action
		if err := json.Unmarshal(e["actions"], &acts); err != nil {
			return fmt.Errorf("labels of %q: %w", name, err)
		}
		lines := strings.Split(string(body), "\n")
		n := rw(lines, acts)
		changed += n
		acts = slices.DeleteFunc(acts, func(a action) bool { return a[dropLabel] != nil })
		b, err := json.Marshal(acts)
		if err != nil {
			return err
		}
		e2 := maps.Clone(e)
		e2["actions"] = b
		delete(e2, "split")
		outGold[name] = e2
		dst := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", dst, err)
		}
	}
	b, err := json.MarshalIndent(outGold, "", " ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "gold.json"), b, 0o644); err != nil {
		return fmt.Errorf("write labels: %w", err)
	}
	fmt.Fprintf(os.Stderr, "metamorph: %d files, %d lines rewritten (%s) into %s\n", len(outGold), changed, rewrite, out)
	return nil
}

var (
	reATX        = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	reActionHead = regexp.MustCompile(`(?i)^(\s*(?:#{1,6}\s+|\*\*|__)?)(action items?|actions?|next steps|to-?dos?|follow[- ]?ups?|tasks|action points)(\s*:?\s*(?:\*\*|__)?\s*:?\s*)$`)
	reStraight   = regexp.MustCompile(`(\p{L})'(ll|d|s|re|ve|m|t)\b`)
	reCurly      = regexp.MustCompile(`(\p{L})’(ll|d|s|re|ve|m|t)\b`)
	// reItemCap: a list item's first word when it is capitalised and not
	// an acronym or a name-like word followed by a capital.
	reItemCap = regexp.MustCompile(`^\s*(?:[-*+]|\d+\.)\s+(?:\[[ xX]\]\s+)?(\p{Lu})\p{Ll}`)
	// reDashItem: a list item's marker ("-", "*", "+") and the space after.
	reDashItem = regexp.MustCompile(`^\s*([-*+])\s+`)
	reNameTo   = regexp.MustCompile(`^(\s*(?:[-*+]|\d+\.)\s+(?:\[ \]\s+)?)(\p{Lu}[\p{L}'-]+)\s+(?:to|will)\s+(\p{Ll}.*?)\.?\s*$`)
	// reNamesTo: "- Dana and Eli to draft X" (or "Dana & Eli will …").
	reNamesTo = regexp.MustCompile(`^(\s*(?:[-*+]|\d+\.)\s+(?:\[ \]\s+)?(?:ACTION:\s+)?)(\p{Lu}[\p{L}'-]+)\s+(?:and|&)\s+(\p{Lu}[\p{L}'-]+)\s+(?:to|will)\s+(\p{Ll}.*?)\.?\s*$`)
)

// rewriter returns the rewrite named; it changes lines (and the labels'
// owners, for a rename) in place and says how many lines it changed.
func rewriter(name string) (func([]string, []action) int, error) {
	if parts := strings.Split(name, "+"); len(parts) > 1 {
		// "ko-owner-lead-dash+ko-due-kkaji": one rewrite after the other.
		var fs []func([]string, []action) int
		for _, part := range parts {
			f, err := rewriter(part)
			if err != nil {
				return nil, err
			}
			fs = append(fs, f)
		}
		return func(lines []string, acts []action) int {
			n := 0
			for _, f := range fs {
				n += regrouped(lines, acts, f)
			}
			return n
		}, nil
	}
	switch {
	case name == "bold-headings":
		return eachLine(func(l string) string {
			if m := reATX.FindStringSubmatch(l); m != nil && m[1] != "" && !strings.Contains(m[1], "*") {
				return "**" + m[1] + "**"
			}
			return l
		}), nil
	case strings.HasPrefix(name, "heading="):
		to := strings.TrimPrefix(name, "heading=")
		return eachLine(func(l string) string {
			if m := reActionHead.FindStringSubmatch(l); m != nil {
				return m[1] + to + m[3]
			}
			return l
		}), nil
	case strings.HasPrefix(name, "heading-fmt="):
		format := strings.TrimPrefix(name, "heading-fmt=")
		if !strings.Contains(format, "%s") && format != "upper" {
			return nil, fmt.Errorf("rewrite %q: the format needs %%s where the heading goes, or is upper", name)
		}
		return eachLine(func(l string) string {
			m := reActionHead.FindStringSubmatch(l)
			if m == nil {
				return l
			}
			if format == "upper" {
				return m[1] + strings.ToUpper(m[2]) + m[3]
			}
			return m[1] + strings.Replace(format, "%s", m[2], 1) + m[3]
		}), nil
	case strings.HasPrefix(name, "names="):
		return renameOwners(strings.Split(strings.TrimPrefix(name, "names="), ",")), nil
	case strings.HasPrefix(name, "owner-") && slices.Contains(ownerForms, strings.TrimPrefix(name, "owner-")):
		return ownerForm(strings.TrimPrefix(name, "owner-")), nil
	case name == "owners-paren" || name == "owners-slash" || name == "owners-handles":
		return ownersForm(strings.TrimPrefix(name, "owners-")), nil
	case strings.HasPrefix(name, "due-as="):
		return dueAs(strings.TrimPrefix(name, "due-as=")), nil
	case strings.HasPrefix(name, "ko-"):
		// Korean forms (korean.go).
		return koRewriter(name)
	case strings.HasPrefix(name, "bullets="):
		// "- item" becomes "• item" (or the marker given), as text pasted
		// from a word processor writes lists.
		mark := strings.TrimPrefix(name, "bullets=")
		return eachLine(func(l string) string {
			if m := reDashItem.FindStringSubmatchIndex(l); m != nil {
				return l[:m[2]] + mark + l[m[3]:]
			}
			return l
		}), nil
	case name == "tabs":
		// Indentation written with tabs, one a level of two or four spaces.
		return eachLine(func(l string) string {
			t := strings.TrimLeft(l, " ")
			if k := len(l) - len(t); k >= 2 && t != "" {
				return strings.Repeat("\t", (k+1)/4+(k%4)/2) + t
			}
			return l
		}), nil
	case name == "indent-parts":
		return indentParts, nil
	case name == "outline":
		return outline, nil
	case name == "numbered-headings":
		return numberedHeadings, nil
	case name == "roman-headings":
		return romanHeadings, nil
	case name == "bracket-headings":
		return bracketHeadings, nil
	case name == "glyph-headings":
		return glyphHeadings, nil
	case name == "emoji-headings":
		return emojiHeadings, nil
	case strings.HasPrefix(name, "sub-items="):
		return continuationMarks(strings.TrimPrefix(name, "sub-items=")), nil
	case name == "quote":
		// The whole notes quoted, as a pasted e-mail is.
		return func(lines []string, _ []action) int {
			for i, l := range lines {
				lines[i] = strings.TrimRight("> "+l, " ")
			}
			return len(lines)
		}, nil
	case name == "plain-headings":
		// "## Action items" becomes "Action items": a document exported to
		// text keeps the words of its headings and loses their markup.
		return eachLine(func(l string) string {
			if m := reATX.FindStringSubmatch(l); m != nil && m[1] != "" {
				return m[1]
			}
			return l
		}), nil
	case name == "checkbox":
		return checkboxes, nil
	case strings.HasPrefix(name, "due-fmt="):
		return dueForm(strings.TrimPrefix(name, "due-fmt=")), nil
	case name == "setext":
		return setext, nil
	case strings.HasPrefix(name, "format="):
		return formatRewrite(strings.TrimPrefix(name, "format="))
	case name == "curly-apostrophes":
		return eachLine(func(l string) string { return reStraight.ReplaceAllString(l, "$1’$2") }), nil
	case name == "straight-apostrophes":
		return eachLine(func(l string) string { return reCurly.ReplaceAllString(l, "$1'$2") }), nil
	case name == "lower-items":
		return lowerItems, nil
	}
	return nil, fmt.Errorf("rewrite %q: want bold-headings, heading=NAME, names=A,B, owner-%s, setext, curly-apostrophes, straight-apostrophes or lower-items", name, strings.Join(ownerForms, "|"))
}

// regrouped runs f on the lines as written when an earlier rewrite
// inserted lines (an element holding "a\nb", its labels already counting
// them), and packs them back into the elements they came from.
func regrouped(lines []string, acts []action, f func([]string, []action) int) int {
	var flat []string
	var count []int
	for _, l := range lines {
		parts := strings.Split(l, "\n")
		flat = append(flat, parts...)
		count = append(count, len(parts))
	}
	if len(flat) == len(lines) {
		return f(lines, acts)
	}
	n := f(flat, acts)
	k := 0
	for i, c := range count {
		lines[i] = strings.Join(flat[k:k+c], "\n")
		k += c
	}
	return n
}

func eachLine(f func(string) string) func([]string, []action) int {
	return func(lines []string, _ []action) int {
		n, fence := 0, false
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "```") {
				fence = !fence
			}
			if fence {
				continue
			}
			if r := f(l); r != l {
				lines[i], n = r, n+1
			}
		}
		return n
	}
}

var ownerForms = []string{"paren", "dash", "colon", "bold", "bracket", "handle", "emdash", "will", "marker", "assigned",
	"next-session", "for", "possessive", "group", "said", "planning", "drafting", "assigned-to"}

// reNameLike: a capitalised word followed by another or by a comma ("Smit
// Lunagariya, Nabil …", "Alice, Bob"): names, not a step.
var reNameLike = regexp.MustCompile(`^\p{Lu}\p{Ll}+(?:\s+\p{Lu}|,)`)

// lowerItems writes a list item's first letter in lower case unless its
// first word is a labelled owner's name (a name keeps its capital).
func lowerItems(lines []string, acts []action) int {
	owners := map[string]bool{}
	for _, a := range acts {
		owner, _ := a["owner"].(string)
		for _, w := range ownerWords(owner) {
			owners[w] = true
		}
	}
	return eachLine(func(l string) string {
		m := reItemCap.FindStringSubmatchIndex(l)
		if m == nil {
			return l
		}
		first := strings.FieldsFunc(l[m[2]:], func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
		if len(first) > 0 && owners[first[0]] || reNameLike.MatchString(l[m[2]:]) {
			return l
		}
		return l[:m[2]] + strings.ToLower(l[m[2]:m[3]]) + l[m[3]:]
	})(lines, acts)
}

// checkboxes gives every unchecked item under an action heading an open
// checkbox ("- [ ] Dana to draft X").
func checkboxes(lines []string, _ []action) int {
	n, under := 0, false
	for i, l := range lines {
		if m := reATX.FindStringSubmatch(l); m != nil {
			under = reActionHead.MatchString(l)
			continue
		}
		if !under {
			continue
		}
		if m := reDashItem.FindStringSubmatchIndex(l); m != nil && !strings.HasPrefix(strings.TrimSpace(l[m[1]:]), "[") {
			lines[i] = l[:m[1]] + "[ ] " + l[m[1]:]
			n++
		}
	}
	return n
}

// dueForm rewrites a labelled "by <when>" deadline on its line into
// format (%s for <when>: "(due %s)", "— due: %s", "[%s]"), and the
// label's due with it.
func dueForm(format string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		for _, a := range acts {
			due, _ := a["due"].(string)
			i, ok := lineOf(a, lines)
			if !strings.HasPrefix(strings.ToLower(due), "by ") || !ok {
				continue
			}
			k := strings.Index(lines[i], due)
			if k < 0 {
				continue
			}
			when := due[3:]
			repl := strings.Replace(format, "%s", when, 1)
			rest := strings.TrimLeft(lines[i][k+len(due):], ".")
			lines[i] = strings.TrimRight(lines[i][:k], " ") + " " + repl + rest
			a["due"] = repl
			n++
		}
		return n
	}
}

// setext writes an ATX heading of level 1 or 2 as a setext heading when
// the line below it is blank, so no label moves.
func setext(lines []string, _ []action) int {
	return underlineHeadings(lines, func(level int) string {
		switch level {
		case 1:
			return "="
		case 2:
			return "-"
		}
		return ""
	})
}

// underlineHeadings writes each ATX heading over a blank line as its text
// underlined, on that blank line, with the character under gives its
// level ("" leaves the heading as written), so no label moves. Code
// fences are left alone.
func underlineHeadings(lines []string, under func(level int) string) int {
	n, fence := 0, false
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fence = !fence
		}
		if fence || i+1 >= len(lines) || strings.TrimSpace(lines[i+1]) != "" {
			continue
		}
		m := reATX.FindStringSubmatch(l)
		if m == nil || m[1] == "" {
			continue
		}
		u := under(len(l) - len(strings.TrimLeft(l, "#")))
		if u == "" {
			continue
		}
		lines[i], lines[i+1] = m[1], strings.Repeat(u, max(3, len([]rune(m[1]))))
		n++
	}
	return n
}

var (
	// reBold: Markdown bold, not a chat mention written "@**Name**"
	// (Zulip's), which stays as written.
	reBold   = regexp.MustCompile(`@?\*\*([^*\n]+?)\*\*`)
	reItemAt = regexp.MustCompile(`^(\s*)[-*+]\s+`)
	// reListAt: a Markdown list item, bulleted or numbered.
	reListAt = regexp.MustCompile(`^\s*(?:[-*+]|\d{1,3}[.)])\s+`)
)

// formatRewrite writes the Markdown markup of the notes in another markup
// (rst, asciidoc, org, mediawiki) line for line, so no label moves.
func formatRewrite(f string) (func([]string, []action) int, error) {
	width := indentWidth
	// open holds the indents of the list items the line is nested in
	// (bulleted or numbered): an item's depth is one more than the items
	// left of it, however far it is indented ("    * b" under "* a" is
	// "** b", not "*** b"). A line at the margin that is no item ends the
	// list, unless it continues the item's text right under it (a lazy
	// continuation line, no blank between).
	var open []int
	blank := true
	depth := func(l string) (int, bool) {
		trim := strings.TrimSpace(l)
		wasBlank := blank
		blank = trim == ""
		if trim == "" {
			return 0, false
		}
		w := width(l[:len(l)-len(strings.TrimLeft(l, " \t"))])
		if !reListAt.MatchString(l) {
			if w == 0 && (wasBlank || reATX.MatchString(l)) {
				open = open[:0]
			}
			return 0, false
		}
		for len(open) > 0 && open[len(open)-1] >= w {
			open = open[:len(open)-1]
		}
		open = append(open, w)
		return len(open), true
	}
	heading := func(l string) (level int, text string, ok bool) {
		m := reATX.FindStringSubmatch(l)
		if m == nil || m[1] == "" {
			return 0, "", false
		}
		return len(l) - len(strings.TrimLeft(l, "#")), m[1], true
	}
	switch f {
	case "rst":
		// Headings underlined (rst has no other); lists and **bold** are rst
		// already. A heading with no blank line below it stays as written.
		return func(lines []string, _ []action) int {
			return underlineHeadings(lines, func(level int) string {
				return [...]string{"=", "-", "~", "^", "\"", "'"}[level-1]
			})
		}, nil
	case "html":
		return htmlPage, nil
	case "asciidoc", "org", "mediawiki":
		return eachLine(func(l string) string {
			d, _ := depth(l)
			if level, text, ok := heading(l); ok {
				switch f {
				case "asciidoc":
					return strings.Repeat("=", level+1) + " " + text
				case "org":
					return strings.Repeat("*", level) + " " + text
				default:
					eq := strings.Repeat("=", level)
					return eq + " " + text + " " + eq
				}
			}
			bold := "*"
			if f == "mediawiki" {
				bold = "'''"
			}
			// The bold of the item's words is rewritten before its marker
			// is: "** " written first would open a bold span ("** Submit
			// a **PR**" read as "*Submit a *PR**").
			marker := ""
			if m := reItemAt.FindStringSubmatch(l); m != nil {
				if f == "org" {
					// Org lists are "-" ("*" at the line start is a headline).
					marker = m[1] + "- "
				} else {
					marker = strings.Repeat("*", d) + " "
				}
				l = l[len(m[0]):]
			}
			if strings.Contains(l, "***") {
				// "***Dana***", bold and italic: left as written.
				return marker + l
			}
			return marker + reBold.ReplaceAllStringFunc(l, func(b string) string {
				if strings.HasPrefix(b, "@") {
					return b
				}
				return bold + b[2:len(b)-2] + bold
			})
		}), nil
	}
	return nil, fmt.Errorf("rewrite %q: want format=rst, asciidoc, org, mediawiki or html", "format="+f)
}

// ownerForm rewrites a labelled "Name to/will work" item so the owner is
// written in another place.
func ownerForm(form string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		for _, a := range acts {
			owner, _ := a["owner"].(string)
			i, ok := lineOf(a, lines)
			if owner == "" || !ok {
				continue
			}
			m := reNameTo.FindStringSubmatch(lines[i])
			if m == nil || m[2] != owner {
				continue
			}
			work := strings.ToUpper(m[3][:1]) + m[3][1:]
			switch form {
			case "paren":
				lines[i] = m[1] + work + " (" + owner + ")"
			case "dash":
				lines[i] = m[1] + work + " - " + owner
			case "colon":
				lines[i] = m[1] + owner + ": " + m[3]
			case "bold":
				lines[i] = m[1] + "**" + owner + "**: " + m[3]
			case "bracket":
				lines[i] = m[1] + "[" + owner + "] " + m[3]
			case "handle":
				lines[i] = m[1] + "@" + strings.ToLower(owner) + " to " + m[3]
			case "emdash":
				lines[i] = m[1] + work + " — " + owner
			case "will":
				lines[i] = m[1] + owner + " will " + m[3]
			case "marker":
				lines[i] = m[1] + "ACTION: " + owner + " to " + m[3]
			case "assigned":
				lines[i] = m[1] + work + " (assigned to " + owner + ")"
			case "next-session":
				// The label is a time to come: the deadline where the
				// work names none.
				lines[i] = m[1] + "For next session: " + owner + " - " + m[3]
				if a["due"] == nil {
					a["due"] = "For next session"
				}
			case "for":
				lines[i] = m[1] + "For " + owner + ": " + m[3]
			case "possessive":
				lines[i] = m[1] + owner + "'s action: " + m[3]
			case "group":
				lines[i] = m[1] + "Group work: " + m[3]
				a["owner"] = nil
			case "said":
				lines[i] = m[1] + owner + " said they'd " + m[3]
			case "planning":
				lines[i] = m[1] + owner + " is planning to " + m[3]
			case "drafting":
				verb, rest, _ := strings.Cut(m[3], " ")
				lines[i] = strings.TrimRight(m[1]+owner+" will be "+ingForm(verb)+" "+rest, " ")
				if a["due"] == nil {
					// A span of time to come, the deadline where the
					// work names none.
					lines[i] += " in the coming days"
					a["due"] = "in the coming days"
				}
			case "assigned-to":
				lines[i] = m[1] + "Assigned to " + owner + " to " + m[3]
			}
			n++
		}
		return n
	}
}

var reCapWord = regexp.MustCompile(`^\p{Lu}\p{Ll}{2,}$`)

// ownerWords splits a label's owner into its names ("Ana, Bo + @cy").
func ownerWords(owner string) []string {
	return strings.FieldsFunc(owner, func(r rune) bool { return strings.ContainsRune(" ,+/&;·@", r) })
}

// ownerMapping gives each labelled owner's word that rename may take the
// next name of pool, in the order the labels name them; order holds the
// words taken, quoted for a regular expression.
func ownerMapping(acts []action, pool []string, rename func(string) bool) (mapping map[string]string, order []string) {
	mapping = map[string]string{}
	for _, a := range acts {
		owner, _ := a["owner"].(string)
		for _, w := range ownerWords(owner) {
			if _, ok := mapping[w]; !ok && rename(w) && len(mapping) < len(pool) && !slices.Contains(pool, w) {
				mapping[w] = pool[len(mapping)]
				order = append(order, regexp.QuoteMeta(w))
			}
		}
	}
	return mapping, order
}

// renameIn applies sub to every line and to each label's owner, and says
// how many lines it changed.
func renameIn(lines []string, acts []action, sub func(string) string) int {
	n := 0
	for i, l := range lines {
		if r := sub(l); r != l {
			lines[i], n = r, n+1
		}
	}
	for _, a := range acts {
		if owner, ok := a["owner"].(string); ok {
			a["owner"] = sub(owner)
		}
	}
	return n
}

// renameOwners gives each labelled owner's capitalised words new names,
// everywhere in the notes and in the labels.
func renameOwners(pool []string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		mapping, order := ownerMapping(acts, pool, reCapWord.MatchString)
		if len(mapping) == 0 {
			return 0
		}
		re := regexp.MustCompile(`(?:^|[^\p{L}\-])(` + strings.Join(order, "|") + `)(?:$|[^\p{L}\-])`)
		sub := func(s string) string {
			return re.ReplaceAllStringFunc(s, func(m string) string {
				sm := re.FindStringSubmatch(m)
				return strings.Replace(m, sm[1], mapping[sm[1]], 1)
			})
		}
		return renameIn(lines, acts, sub)
	}
}

// ingForm writes a verb's -ing form ("draft" → "drafting", "write" →
// "writing", "set" → "setting", "plan" → "planning").
func ingForm(verb string) string {
	vowel := func(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
	n := len(verb)
	switch {
	case n > 2 && strings.HasSuffix(verb, "e") && !strings.HasSuffix(verb, "ee"):
		return verb[:n-1] + "ing"
	case n >= 3 && n <= 4 && !vowel(verb[0]) && !vowel(verb[n-1]) && strings.IndexByte("wxy", verb[n-1]) < 0 &&
		vowel(verb[n-2]) && !vowel(verb[n-3]):
		return verb + verb[n-1:] + "ing"
	}
	return verb + "ing"
}

// ownersForm rewrites a labelled "Dana and Eli to work" item so its two
// owners are written in another place; the label's owner becomes the
// names as the line now writes them.
func ownersForm(form string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		for _, a := range acts {
			owner, _ := a["owner"].(string)
			i, ok := lineOf(a, lines)
			if owner == "" || !ok {
				continue
			}
			m := reNamesTo.FindStringSubmatch(lines[i])
			if m == nil || !slices.Equal(ownerWords(owner), []string{m[2], m[3]}) && !slices.Equal(ownerWords(strings.ReplaceAll(owner, " and ", ",")), []string{m[2], m[3]}) {
				continue
			}
			work := strings.ToUpper(m[4][:1]) + m[4][1:]
			switch form {
			case "paren":
				lines[i] = m[1] + work + " (" + m[2] + ", " + m[3] + ")"
				a["owner"] = m[2] + ", " + m[3]
			case "slash":
				lines[i] = m[1] + work + " - " + m[2] + "/" + m[3]
				a["owner"] = m[2] + "/" + m[3]
			case "handles":
				lines[i] = m[1] + "@" + strings.ToLower(m[2]) + " and @" + strings.ToLower(m[3]) + " to " + m[4]
				a["owner"] = "@" + strings.ToLower(m[2]) + " and @" + strings.ToLower(m[3])
			}
			n++
		}
		return n
	}
}

// reDueLead: a due written as a deadline ("by Friday", "before the call").
var reDueLead = regexp.MustCompile(`(?i)^(?:by|before|until|till|due|no\s+later\s+than|ahead\s+of)\b`)

// dueAs writes each labelled due of a "Name to work" line, or written as
// a deadline ("by …", "before …"), where its line has it as written, as
// text instead ("this weekend", "EOW", "(due: Fri)"), and the label's due
// with it.
func dueAs(text string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		for _, a := range acts {
			due, _ := a["due"].(string)
			i, ok := lineOf(a, lines)
			if due == "" || !ok || !reDueLead.MatchString(due) && !reNameTo.MatchString(lines[i]) {
				// A date that is the line's subject ("Next release: 0.27
				// on May 4", "Closes 9/30") is no deadline to rewrite.
				continue
			}
			k := strings.Index(lines[i], due)
			if k < 0 {
				continue
			}
			lines[i] = lines[i][:k] + text + lines[i][k+len(due):]
			a["due"] = text
			n++
		}
		return n
	}
}

// indentParts indents by four spaces the lines of text that follow a
// heading directly (blank lines between allowed), up to the next list
// item, table row, fence or heading.
func indentParts(lines []string, _ []action) int {
	n, under, fence := 0, false, false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "```"):
			fence, under = !fence, false
		case fence:
		case t == "":
		case reATX.MatchString(l):
			under = true
		case reItemAt.MatchString(l) || reNumberedAt.MatchString(l) || strings.HasPrefix(t, "|") || strings.HasPrefix(t, ">") || strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t"):
			under = false
		case under:
			lines[i] = "    " + l
			n++
		}
	}
	return n
}

var reNumberedAt = regexp.MustCompile(`^\s*\d{1,3}[.)]\s+`)
