package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract/doc"
)

// HackMD writes who a line is by with a tag, "[name=Dana]" (several:
// "[name=dana,eli]"). Where the tag closes a task it is the task's owner,
// as "(Dana)" closing it would be ("Follow up with the organisers
// [name=dana,eli]", "Will email an invite [name=Eli]"); before "to" and a
// verb it is the person the work is given to ("[name=Dana] to follow up on
// the PR"); between a marker and its colon it names the marker's owner
// ("TODO [name=Dana] : Add …"). The tag is read as those forms read; a tag
// opening any other line stays the speaker tag it is (canoffer.go).

var (
	// reNameTagEnd: a tag closing the line, after some text.
	reNameTagEnd = regexp.MustCompile(`^(.*\S)\s*\[name=([^\]\[]{1,60})\]\s*([.!]?)\s*$`)
	// reNameTagTo: a tag opening the line, then "to" or "will" and a
	// verb ("[name=Olivier] will open an RFC issue").
	reNameTagTo = regexp.MustCompile(`^\[name=([^\]\[]{1,60})\]\s+((?:to|will)\s+\p{Ll}.*)$`)
	// reNameTagMarker: a marker word, the tag, then the marker's colon.
	reNameTagMarker = regexp.MustCompile(`^(\p{L}{2,12})\s*\[name=([^\]\[]{1,60})\]\s*:\s*(\S.*)$`)
)

// nameTagOwners: the names of a tag's body, joined as owners are written
// and capitalised ("dana,eli" → "Dana, Eli"); "" when a part is no
// name.
func nameTagOwners(body string) string {
	var names []string
	for _, part := range strings.Split(body, ",") {
		part = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), "@"))
		if part == "" || len(strings.Fields(part)) > 3 || strings.ContainsAny(part, "()[]:;") {
			return ""
		}
		// A tag holds a person by construction, often written in
		// lower case ("[name=dana]"): read as the name it is.
		words := strings.Fields(part)
		for k, w := range words {
			r, size := utf8.DecodeRuneInString(w)
			words[k] = string(unicode.ToUpper(r)) + w[size:]
		}
		names = append(names, strings.Join(words, " "))
	}
	return strings.Join(names, ", ")
}

// nameTagText rewrites one line's tag into the form it stands for, or
// returns the line as it is.
func nameTagText(t string) string {
	if !strings.Contains(t, "[name=") {
		return t
	}
	if m := reNameTagTo.FindStringSubmatch(t); m != nil {
		if o := nameTagOwners(m[1]); o != "" {
			return o + " " + m[2]
		}
		return t
	}
	if m := reNameTagMarker.FindStringSubmatch(t); m != nil {
		if o := nameTagOwners(m[2]); o != "" {
			return m[1] + ": " + strings.TrimSpace(m[3]) + " (" + o + ")"
		}
		return t
	}
	if m := reNameTagEnd.FindStringSubmatch(t); m != nil && !strings.HasPrefix(m[1], "[name=") {
		if o := nameTagOwners(m[2]); o != "" {
			return m[1] + " (" + o + ")" + m[3]
		}
	}
	return t
}

// nameTagsAsOwners rewrites the tags of every node (nametag.go).
func nameTagsAsOwners(d *doc.Document) {
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if !strings.Contains(n.Text, "[name=") {
			continue
		}
		t := nameTagText(n.Text)
		if t == n.Text {
			continue
		}
		if k := strings.Index(n.Raw, n.Text); k >= 0 {
			n.Raw = n.Raw[:k] + t + n.Raw[k+len(n.Text):]
		}
		n.Text = t
	}
}
