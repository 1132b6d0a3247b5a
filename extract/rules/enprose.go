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
