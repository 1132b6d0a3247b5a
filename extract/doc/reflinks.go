package doc

import (
	"regexp"
	"strings"
)

// Markdown reference links (en-trials33): "[Anne Dorsey][AnneDorsey] will
// call the insurer" with "[AnneDorsey]: /people/AnneDorsey" defined
// elsewhere in the notes is the same link as "[Anne Dorsey](/people/…)";
// sites that keep minutes as Markdown (Jekyll, Pelican, wikis) link every
// member's name that way. Read as the reference stood, the name was no
// name and the line no one's commitment. Each reference whose label the
// notes define is rewritten as the inline link it stands for, so every
// reader that keeps a link's text ("[text](url)" → "text") reads the name;
// a bracketed word whose label is not defined ("[Bug][UI]", "[ ]",
// "[TBD]") is left as written.

// reRefDef: a link reference definition, "[label]: destination".
var reRefDef = regexp.MustCompile(`^ {0,3}\[([^\[\]]{1,80})\]:\s*(\S+)`)

// reRefUse: "[text][label]", "[text][]" or "[text]" not followed by "(" or
// ":" (a shortcut reference).
var reRefUse = regexp.MustCompile(`\[([^\[\]]{1,80})\](?:\[([^\[\]]{0,80})\])?`)

func refLabel(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// inlineRefLinks rewrites the reference links of lines whose labels the
// lines define; the definitions themselves are left to the reader (a line
// of its own, no work).
func inlineRefLinks(lines []string) {
	defs := map[string]string{}
	for _, l := range lines {
		if m := reRefDef.FindStringSubmatch(l); m != nil {
			if k := refLabel(m[1]); k != "" {
				if _, ok := defs[k]; !ok {
					defs[k] = strings.Trim(m[2], "<>")
				}
			}
		}
	}
	if len(defs) == 0 {
		return
	}
	for i, l := range lines {
		if !strings.Contains(l, "]") || reRefDef.MatchString(l) {
			continue
		}
		var b strings.Builder
		last := 0
		for _, loc := range reRefUse.FindAllStringSubmatchIndex(l, -1) {
			start, end := loc[0], loc[1]
			if start > 0 && (l[start-1] == '!' || l[start-1] == '\\' || l[start-1] == ']') {
				continue
			}
			text := l[loc[2]:loc[3]]
			label := text
			if loc[4] >= 0 {
				if lb := l[loc[4]:loc[5]]; strings.TrimSpace(lb) != "" {
					label = lb
				}
			} else if end < len(l) && (l[end] == '(' || l[end] == ':') {
				// "[text](url)" is an inline link already; "[x]:" a
				// label.
				continue
			}
			dest, ok := defs[refLabel(label)]
			if !ok || strings.ContainsAny(dest, "()") {
				continue
			}
			b.WriteString(l[last:start])
			b.WriteString("[" + text + "](" + dest + ")")
			last = end
		}
		if last > 0 {
			b.WriteString(l[last:])
			lines[i] = b.String()
		}
	}
}
