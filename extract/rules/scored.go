package rules

// The line scorer in the extractor (issue 28): a line the rules did not
// extract is promoted to an action when the logistic model in
// scorer_weights.json scores it at its Extract threshold or above, and
// reported as a possible action at its Possible threshold. The weights
// and thresholds are written by scripts/scorer from the dev split
// (-max-drop chooses thresholds for the most recall whose source-grouped
// cross-validated precision stays within a budget of the rules' own).
//
// The committed file holds weights trained on every dev source with both
// thresholds at 2: nothing is promoted or flagged. Source-grouped CV on
// the dev split showed a small held-out gain, but every threshold that
// promotes anything cost the ../shared real-minutes sample 0.04–0.09 of
// precision (long transcript sentences in the first person), beyond the
// 0.02 the extractor may lose there; see scripts/scorer's doc. To measure
// a threshold, write the file with -max-drop and run eval extract.

import (
	"context"
	_ "embed"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

//go:embed scorer_weights.json
var scorerJSON []byte

// trainedScorer is the scorer the extractor uses (its JSON as
// scripts/scorer -write writes it).
type trainedScorer struct {
	Bias    float64            `json:"bias"`
	Weights map[string]float64 `json:"weights"`
	// Extract is the promotion threshold; above 1 nothing is promoted.
	Extract float64 `json:"extract"`
	// Possible is the possible-action threshold: a line scored at it or
	// above is reported as a possible action whatever its signals.
	Possible float64 `json:"possible"`
}

// scoredPossible: the scorer rates node i, which the rules neither
// extract nor report, a possible action; value is its score as shown.
func (p *parser) scoredPossible(i int, sc trainedScorer) (value string, ok bool) {
	if sc.Possible <= 0 || sc.Possible > 1 {
		return "", false
	}
	f, _, ok := p.unitFeatures(i)
	if !ok {
		return "", false
	}
	s := Weights{Bias: sc.Bias, W: sc.Weights}.Score(f)
	if s < sc.Possible {
		return "", false
	}
	return strconv.FormatFloat(s, 'f', 2, 64), true
}

var lineScorer = sync.OnceValue(func() trainedScorer {
	var s trainedScorer
	if err := json.Unmarshal(scorerJSON, &s); err != nil {
		// A broken embedded file is a build mistake the scorer's test
		// catches; the rules alone still work.
		return trainedScorer{Extract: 2}
	}
	return s
})

// scoredActions adds to cands the lines of in's notes the rules did not
// extract and the scorer promotes, in line order.
func scoredActions(ctx context.Context, in extract.Input, cands []extract.Candidate) ([]extract.Candidate, error) {
	return scoredWith(ctx, in, cands, lineScorer())
}

func scoredWith(ctx context.Context, in extract.Input, cands []extract.Candidate, sc trainedScorer) ([]extract.Candidate, error) {
	if sc.Extract > 1 {
		return cands, nil
	}
	p, taken, err := readUntaken(ctx, in, cands)
	if err != nil {
		return nil, err
	}
	w := Weights{Bias: sc.Bias, W: sc.Weights}
	var added []extract.Candidate
	for i := range p.d.Nodes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if taken[i] {
			continue
		}
		f, owner, ok := p.unitFeatures(i)
		if !ok || w.Score(f) < sc.Extract {
			continue
		}
		if c := p.scoredCandidate(i, owner); c != nil {
			taken[i] = true
			added = append(added, *c)
		}
	}
	if len(added) == 0 {
		return cands, nil
	}
	out := append(cands, added...)
	slices.SortStableFunc(out, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return out, nil
}

// readUntaken parses in's notes as the rules do and marks taken, by
// node index, the nodes cands were read from and the field lines of
// record blocks (a record block is one action: its other field lines
// are part of it) — what the scorer and the possible actions must not
// read again.
func readUntaken(ctx context.Context, in extract.Input, cands []extract.Candidate) (*parser, map[int]bool, error) {
	d, err := doc.Parse(ctx, in.Notes)
	if err != nil {
		return nil, nil, err
	}
	// (koprosecell.go) as parse reads them.
	koProseFieldRows(d)
	p := newParser(d, in.Roster, in.Transcript)
	taken := takenNodes(d, cands)
	for i, c := range p.records {
		if c == nil {
			taken[i] = true
		}
	}
	return p, taken, nil
}

// takenNodes maps each candidate to the node it was read from: the node
// on its line whose raw text is its evidence, else every node on its
// line. One source line can hold many nodes — a page exported as HTML on
// a single line — and marking them all would silence every other line
// of the page.
func takenNodes(d *doc.Document, cands []extract.Candidate) map[int]bool {
	onLine := map[int][]int{}
	for i, n := range d.Nodes {
		onLine[n.Line] = append(onLine[n.Line], i)
	}
	taken := map[int]bool{}
	for _, c := range cands {
		nodes := onLine[c.Line]
		found := false
		if len(nodes) > 1 {
			for _, i := range nodes {
				if d.Nodes[i].Raw == c.Evidence {
					taken[i], found = true, true
				}
			}
		}
		if !found {
			for _, i := range nodes {
				taken[i] = true
			}
		}
		if c.Syntax == synOwnerChild {
			// (ownerchild.go) the item the nested line gives is its title:
			// read, no possible action beside it.
			for _, i := range nodes {
				if par := d.Nodes[i].Parent; par >= 0 {
					taken[par] = true
				}
			}
		}
	}
	return taken
}

// scoredCandidate reads a promoted line the way an action section's item
// is read: owner, title and due from the line, else the owner the
// scorer's person signal names and the section's deadline.
func (p *parser) scoredCandidate(i int, owner string) *extract.Candidate {
	n := p.d.Nodes[i]
	text := n.Text
	if n.Kind == doc.TableRow {
		text = joinCells(n.Cells, -1)
	}
	text = cutUTF8(text, maxItemBytes)
	si := p.section(n.Section)
	c := p.parseItem(text, si.owner)
	if len(c.Owners) == 0 && owner != "" {
		c.Assignee, c.Owners = owner, []string{strings.TrimPrefix(owner, "@")}
	}
	inheritDue(c, si)
	c.Title = strings.TrimSpace(c.Title)
	if c.Title == "" || emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] {
		return nil
	}
	c.Line, c.Evidence, c.Syntax = n.Line, n.Raw, "scorer"
	return c
}
