package rules

import (
	"strings"
	"testing"
)

// TestOneLineHTMLPossibles: a page exported as HTML on a single source
// line (as word processors and note apps export it) is many nodes on one
// line; an action read from one of them must not silence the others — the
// possible actions below are the same as in the page written over many
// lines.
func TestOneLineHTMLPossibles(t *testing.T) {
	page := `<html><body><h1>Planning call</h1><h2>Action items</h2><ul><li>Dana to draft the Q4 budget by Friday</li></ul>` +
		`<h2>Discussion</h2><ul><li>Someone should ask the venue about catering by Friday</li>` +
		`<li>Need to renew the domain before December 12</li><li>Eli: migrate the CI runners</li></ul></body></html>`
	texts := func(notes string) (acts, poss []string) {
		got, pos := parseWithPossible(t, notes)
		for _, c := range got {
			acts = append(acts, c.Title)
		}
		for _, p := range pos {
			poss = append(poss, strings.TrimSpace(p.Text))
		}
		return acts, poss
	}
	oneActs, onePoss := texts(page)
	manyActs, manyPoss := texts(strings.ReplaceAll(page, "><", ">\n<"))
	if strings.Join(oneActs, "|") != strings.Join(manyActs, "|") {
		t.Errorf("actions on one line %q, over many lines %q", oneActs, manyActs)
	}
	if len(manyPoss) != 2 || strings.Join(onePoss, "|") != strings.Join(manyPoss, "|") {
		t.Errorf("possible actions on one line %q, over many lines %q (want the two undecided items)", onePoss, manyPoss)
	}
}
