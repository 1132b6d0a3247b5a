package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// English running minutes write a meeting's plan as prose: "Maya and Leo
// are pairing on the login flow. Priya will write the test plan by
// Wednesday. Tom needs to book a room for the demo." Read whole, the
// paragraph gives one action at most (its first committing sentence),
// and the others are lost. A paragraph of a few sentences of which two
// or more commit someone is read one sentence at a time, each on the
// paragraph's line, as a Korean paragraph is (kolonglines.go).

// enSplitProse replaces each such paragraph of d with one node per
// sentence.
func enSplitProse(d *doc.Document) { splitItems(d, enProseSentences) }

// enProseSentences: the sentences of an English paragraph of two to
// eight, each of three words or more, when at least two of them commit
// someone (a future or an obligation); nil otherwise.
func enProseSentences(n doc.Node) []string {
	if n.Kind != doc.Paragraph || n.Wrap != "" || len(n.Text) > 4*maxItemBytes || extract.HasHangul(n.Text) {
		return nil
	}
	ss := sentences(strings.TrimSpace(n.Text))
	if len(ss) < 2 || len(ss) > 8 {
		return nil
	}
	commits := 0
	for _, s := range ss {
		if len(strings.Fields(s)) < 3 {
			return nil
		}
		if reFutureAny.MatchString(s) {
			commits++
		}
	}
	if commits < 2 {
		return nil
	}
	return ss
}

// A list item wrapped over several lines is prose too: "* Peter will merge
// the fixes into the RB-2.4 branch via cherry\n  picking commits. Kimball
// will look into any cmake changes. Cary will\n  prepare the release
// notes." Read whole it gave Peter's action only. Such an item, where
// two or more people commit, is read as one node a person: each starts
// at the sentence where its person commits, on the line that sentence
// starts on, and keeps the sentences after it that commit nobody new
// ("Carol will also report back" stays with Carol's work).

// enSplitWrappedItems replaces each such item of d with its nodes;
// committer names the person a sentence commits ("" for none): a person
// the notes name, or the writer ("we"), never a thing ("Labels will
// indicate …") or a question.
func enSplitWrappedItems(d *doc.Document, committer func(sentence string, n doc.Node) string) {
	// The parts of each item that splits, by its node index; the document
	// is rebuilt once, after every item is read.
	split := map[int][]doc.Node{}
	for i, n := range d.Nodes {
		if n.Kind != doc.ListItem || n.Wrap == "" {
			continue
		}
		m := n
		m.Kind, m.Text, m.Wrap = doc.Paragraph, n.Text+" "+n.Wrap, ""
		if enProseSentences(m) == nil {
			continue
		}
		lines := wrapLines(d, i)
		if parts := personParts(n, lines, committer); parts != nil {
			split[i] = parts
			// The wrapped lines are read in the parts now, not again
			// alone.
			for j := i + 1; j < i+len(lines); j++ {
				d.Nodes[j].Text = ""
			}
		}
	}
	if len(split) == 0 {
		return
	}
	i := -1 // splitNodes asks of each node in order
	splitNodes(d, func(doc.Node) []doc.Node {
		i++
		return split[i]
	})
}

// wrapLines is the item i's first line and the lines that wrap it, as
// the nodes of d hold them.
func wrapLines(d *doc.Document, i int) []doc.Node {
	out := []doc.Node{d.Nodes[i]}
	for j := i + 1; j < len(d.Nodes); j++ {
		m := d.Nodes[j]
		if m.Kind != doc.Paragraph || !m.Cont || m.Indent <= d.Nodes[i].Indent {
			break
		}
		out = append(out, m)
	}
	return out
}

// personParts splits item n, whose text runs over lines, at each sentence
// where a person not yet committed in it commits; nil unless two or more
// do.
func personParts(n doc.Node, lines []doc.Node, committer func(string, doc.Node) string) []doc.Node {
	full, starts := "", make([]int, 0, len(lines))
	for k, l := range lines {
		if k > 0 {
			full += " "
		}
		starts = append(starts, len(full))
		full += strings.TrimSpace(l.Text)
	}
	var out []doc.Node
	seen := map[string]bool{}
	at := 0
	for _, s := range sentences(full) {
		if s == "" {
			continue
		}
		off := strings.Index(full[at:], s)
		if off < 0 {
			return nil
		}
		off += at
		at = off + len(s)
		who := ""
		if !isQuestion(s) {
			who = strings.ToLower(committer(s, n))
		}
		if len(out) > 0 && (who == "" || seen[who]) {
			last := &out[len(out)-1]
			last.Text += " " + s
			continue
		}
		if who != "" {
			seen[who] = true
		}
		k := 0
		for k+1 < len(starts) && starts[k+1] <= off {
			k++
		}
		m := n
		m.Text, m.Wrap, m.Line = s, "", lines[k].Line
		if len(out) > 0 {
			// Only the first part is the item as written; the others
			// are its wrapped prose.
			m.Kind, m.Bullet, m.Checkbox, m.Cont = doc.Paragraph, "", 0, true
		}
		out = append(out, m)
	}
	if len(seen) < 2 {
		return nil
	}
	return out
}
