package eval_test

import (
	"testing"

	"github.com/axagent/axagent/extract/eval"
)

// TestScorePossible: a gold action the extraction missed counts towards
// recall ∪ possible only when a possible action sits on its line (or one
// away), one to one, and it is reported as flagged rather than missed.
func TestScorePossible(t *testing.T) {
	gold := []eval.GoldAction{{Line: 3}, {Line: 10}, {Line: 20}, {Line: 30}}
	preds := []eval.Prediction{{Line: 3}}
	c, _, findings := eval.Score("f.md", gold, preds, 11, 19, 40)
	if c.Matched != 1 || c.Flagged != 2 || c.Possible != 3 {
		t.Fatalf("counts %+v", c)
	}
	s := c.Scores()
	if s.Recall != 0.25 || s.UnionRecall != 0.75 || s.PossiblePerExtracted != 3 {
		t.Errorf("scores %+v", s)
	}
	kinds := map[int]string{}
	for _, f := range findings {
		kinds[f.Line] = f.Kind
	}
	if kinds[10] != "flagged" || kinds[20] != "flagged" || kinds[30] != "missed" {
		t.Errorf("findings %v", findings)
	}
	// The possible action that flagged nothing is listed on its own line:
	// what the possible ratio costs a person.
	if kinds[40] != "possible" || kinds[11] != "" {
		t.Errorf("findings %v, want line 40 a possible action on no gold line", findings)
	}
	// One possible line catches one gold action only.
	c, _, _ = eval.Score("f.md", []eval.GoldAction{{Line: 5}, {Line: 6}}, nil, 5)
	if c.Flagged != 1 {
		t.Errorf("one possible line flagged %d gold actions", c.Flagged)
	}
}

// TestDevCorporaPossible: on both development corpora together, the
// extracted ∪ possible actions cover at least 98% of the gold actions
// with about one possible action per three extracted (issue 28's target;
// the ceiling here leaves the rules' authors a little room).
// Measured 2026-12-01: recall 0.965 → 0.995 with 65 possible for 195
// extracted (0.333).
func TestDevCorporaPossible(t *testing.T) {
	var total eval.Counts
	for _, name := range []string{"real-minutes", "real-minutes-2"} {
		rep := devCorpus(t, name)
		o := rep.Overall
		t.Logf("%s: gold %d extracted %d possible %d: recall %.3f, recall ∪ possible %.3f", name, o.Gold, o.Predicted, o.Possible, o.Recall, o.UnionRecall)
		for _, f := range rep.Findings {
			if f.Kind == "missed" {
				t.Logf("%s:%d missed silently: %q", f.File, f.Line, f.Want)
			}
		}
		total.Gold += o.Gold
		total.Predicted += o.Predicted
		total.Matched += o.Matched
		total.Possible += o.Possible
		total.Flagged += o.Flagged
	}
	s := total.Scores()
	t.Logf("both: recall %.3f, recall ∪ possible %.3f, possible per extracted %.3f", s.Recall, s.UnionRecall, s.PossiblePerExtracted)
	if s.UnionRecall < 0.98 || s.PossiblePerExtracted > 0.35 {
		t.Errorf("recall ∪ possible %.3f (want ≥ 0.98), possible per extracted %.3f (want ≤ 0.35)", s.UnionRecall, s.PossiblePerExtracted)
	}
}
