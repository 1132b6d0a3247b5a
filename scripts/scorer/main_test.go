package main

import (
	"testing"

	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/rules"
)

// TestMatchGold: units are labelled the way the metric matches, one to
// one, the same line before one line away.
func TestMatchGold(t *testing.T) {
	gold := []eval.GoldAction{{Line: 5}, {Line: 6}, {Line: 10}, {Line: 20}}
	lines := []int{4, 5, 6, 9, 11, 30}
	got := matchGold(gold, lines)
	want := map[int]int{1: 0, 2: 1, 3: 2}
	if len(got) != len(want) {
		t.Fatalf("matched %v, want %v", got, want)
	}
	for u, g := range want {
		if got[u] != g {
			t.Errorf("unit %d (line %d) matched gold %d, want %d", u, lines[u], got[u], g)
		}
	}
}

// TestTrainSeparates: a feature that marks every positive line gets the
// weight to rank them first, and the lines the rules extracted are left
// out of training unless asked for.
func TestTrainSeparates(t *testing.T) {
	f := &file{name: "a.md", src: "a"}
	for i := 0; i < 40; i++ {
		f.units = append(f.units,
			unit{Unit: rules.Unit{Line: 3 * i, Features: []string{"common", "good"}}, label: true},
			unit{Unit: rules.Unit{Line: 3*i + 1, Features: []string{"common", "bad"}}},
			// Extracted lines labelled against the feature: they must
			// not pull its weight down.
			unit{Unit: rules.Unit{Line: 3*i + 2, Features: []string{"common", "good"}, Extracted: true}})
	}
	m := fit([]*file{f}, config{lambda: 1}).p
	good, bad := m.score([]string{"common", "good"}), m.score([]string{"common", "bad"})
	if good < 0.9 || bad > 0.1 {
		t.Errorf("score good %.3f bad %.3f: want > 0.9 and < 0.1", good, bad)
	}
	all := fit([]*file{f}, config{lambda: 1, allUnits: true}).p
	if g := all.score([]string{"common", "good"}); g >= good {
		t.Errorf("with the extracted lines, score good %.3f, want below %.3f", g, good)
	}
}

// TestBudgeted: the thresholds buy the most matched actions the
// precision budget allows, demoting a wrong extraction when that pays
// for a further right promotion, and promote nothing when every
// candidate is wrong.
func TestBudgeted(t *testing.T) {
	mk := func(s float64, label bool) scored { return scored{u: &unit{label: label}, s: s} }
	oof := []scored{mk(.9, true), mk(.8, true), mk(.7, false), mk(.6, true)}
	dem := []scored{mk(.1, false), mk(.2, false), mk(.3, true)}
	// Rules: 8 of 10 right (0.8); no drop allowed.
	hi, d, n := budgeted(oof, dem, 10, 8, 1e-9)
	if hi != .6 || d != .1 || n != 1 {
		t.Errorf("budgeted = hi %.2f demote <= %.2f (%d), want hi 0.60, demote <= 0.10 (1)", hi, d, n)
	}
	wrong := []scored{mk(.9, false), mk(.8, false)}
	if hi, d, n := budgeted(wrong, nil, 10, 8, 0.02); hi <= 1 || d >= 0 || n != 0 {
		t.Errorf("all wrong: hi %.2f demote <= %.2f (%d), want nothing promoted or demoted", hi, d, n)
	}
}
