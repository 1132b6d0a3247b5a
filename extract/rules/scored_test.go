package rules

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestScoredPromotes: a line the rules leave alone is an action when the
// scorer scores it at its threshold, read like an action item (owner,
// title, due); lines below the threshold and the rules' own actions stay
// as they were.
func TestScoredPromotes(t *testing.T) {
	notes := []byte("# Sync\n\n## Discussion\n\n- Tooling\n  - @priya is on the flaky CI runner by Friday\n  - the dashboard looked fine\n\n## Action items\n\n- [ ] Bob to send the survey\n")
	in := extract.Input{Notes: notes}
	base, err := Parse(context.Background(), notes, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range base {
		if c.Line == 6 {
			t.Fatalf("the rules already extract line 6 (%+v): the test needs a line they miss", c)
		}
	}
	// Weights that pick out a due date on a line that names a person.
	sc := trainedScorer{Bias: -6, Weights: map[string]float64{"due": 3, "person=@handle": 3.5}, Extract: 0.6}
	got, err := scoredWith(context.Background(), in, base, sc)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(base)+1 {
		t.Fatalf("got %d candidates, want the rules' %d and one promoted: %+v", len(got), len(base), got)
	}
	var c *extract.Candidate
	for i := range got {
		if got[i].Line == 6 {
			c = &got[i]
		}
		if i > 0 && got[i].Line < got[i-1].Line {
			t.Errorf("candidates out of line order: %+v", got)
		}
	}
	if c == nil {
		t.Fatalf("line 6 not promoted: %+v", got)
	}
	if c.Syntax != "scorer" || c.Due != "by Friday" || len(c.Owners) != 1 || c.Owners[0] != "priya" {
		t.Errorf("promoted %+v: want syntax scorer, owner priya, due by Friday", *c)
	}
	// Threshold above 1: the rules alone.
	sc.Extract = 2
	if got, _ := scoredWith(context.Background(), in, base, sc); len(got) != len(base) {
		t.Errorf("threshold 2 promoted %d lines", len(got)-len(base))
	}
}

// TestScorerWeightsLoad: the embedded weights are the JSON scripts/scorer
// writes, with a threshold.
func TestScorerWeightsLoad(t *testing.T) {
	var s trainedScorer
	if err := json.Unmarshal(scorerJSON, &s); err != nil {
		t.Fatalf("scorer_weights.json: %v", err)
	}
	if s.Extract <= 0 {
		t.Errorf("scorer_weights.json: extract threshold %v", s.Extract)
	}
}

// TestScoredPossible: a line whose signals alone make no possible action
// is one when the scorer rates it at its possible-action threshold, with
// the score among its signals; a model's check (ModelCheck) and the
// zero scorer add none.
func TestScoredPossible(t *testing.T) {
	notes := []byte("# Sync\n\n## Discussion\n\n- Tooling\n  - @priya is on the flaky CI runner by Friday\n  - the dashboard looked fine\n")
	in := extract.Input{Notes: notes}
	ctx := context.Background()
	plain, err := possibleWith(ctx, in, nil, false, trainedScorer{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range plain {
		if p.Line == 7 {
			t.Fatalf("line 7 is a possible action without the scorer (%+v): the test needs a line that is not", p)
		}
	}
	sc := trainedScorer{Bias: -2, Weights: map[string]float64{"depth=1": 5}, Extract: 2, Possible: 0.5}
	got, err := possibleWith(ctx, in, nil, false, sc)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(plain)+1 {
		t.Fatalf("got %d possible actions, want %d and line 7: %+v", len(got), len(plain), got)
	}
	var seven *extract.PossibleAction
	for i := range got {
		if got[i].Line == 7 {
			seven = &got[i]
		}
	}
	if seven == nil {
		t.Fatalf("line 7 not reported: %+v", got)
	}
	if s := seven.Signals[len(seven.Signals)-1]; s.Kind != extract.SignalScore || s.Value != "0.95" {
		t.Errorf("line 7 signals %v: want the score last (score: 0.95)", seven.Signals)
	}
	model, err := possibleWith(ctx, in, nil, true, sc)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range model {
		if p.Line == 7 {
			t.Errorf("a model's check reported line 7 from the scorer: %+v", p)
		}
	}
}
