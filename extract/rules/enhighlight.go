package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Notes kept in HackMD or Obsidian mark their actions with the editor's
// highlight ("==Send Harry the notes==") and say so in a legend near the
// top ("==Actions are highlighted yellow==", "Actions ==highlighted=="):
// under such a legend a highlighted span is the explicit action marker,
// written differently. Without the legend a highlight is emphasis only.

// reHighlightLegend: a line that says the notes highlight their actions.
var reHighlightLegend = regexp.MustCompile(`(?i)^\W*(?:action(?:\s+item)?s?|todos?|to-dos?|tasks?)\W+(?:are\s+|in\s+|marked\s+)?\W*(?:highlighted|in\s+(?:yellow|bold\s+yellow))\b`)

// reHighlightSpan: a highlighted span.
var reHighlightSpan = regexp.MustCompile(`==\s*([^=]*[^=\s])\s*==`)

// reHighlightLabel: a highlighted span that labels itself as something
// other than work ("Suggestion: …", "Note: …", "Question: …").
var reHighlightLabel = regexp.MustCompile(`^(?:\*\*)?\s*([\p{L} ]{2,20}?)\s*(?:\*\*)?\s*[:：]`)

// highlightMarkers rewrites every highlighted span of notes with a
// legend into the bracketed marker "[Action: …]" (inlinemarker.go).
// The legend's own line, spans of fewer than three words ("==Kiu Kiu==",
// a name to remember) and spans labelled as something else stay.
func highlightMarkers(d *doc.Document) {
	legend := -1
	for i := range d.Nodes {
		if reHighlightLegend.MatchString(strings.TrimSpace(strings.ReplaceAll(d.Nodes[i].Text, "==", " "))) {
			legend = i
			break
		}
	}
	if legend < 0 {
		return
	}
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if i == legend || n.Kind == doc.Heading || !strings.Contains(n.Text, "==") || reHighlightLegend.MatchString(strings.TrimSpace(strings.ReplaceAll(n.Text, "==", " "))) {
			continue
		}
		t := reHighlightSpan.ReplaceAllStringFunc(n.Text, func(s string) string {
			in := strings.TrimSpace(reHighlightSpan.FindStringSubmatch(s)[1])
			if len(strings.Fields(in)) < 3 || strings.ContainsAny(in, "[]()") {
				return s
			}
			if m := reHighlightLabel.FindStringSubmatch(in); m != nil {
				if l := strings.ToLower(strings.TrimSpace(m[1])); l == "action" || l == "actions" || l == "todo" || l == "to do" || l == "task" {
					in = strings.TrimSpace(in[len(m[0]):])
				} else {
					return s
				}
			}
			return "[Action: " + in + "]"
		})
		if t == n.Text {
			continue
		}
		if k := strings.Index(n.Raw, n.Text); k >= 0 {
			n.Raw = n.Raw[:k] + t + n.Raw[k+len(n.Text):]
		}
		n.Text = t
	}
}
