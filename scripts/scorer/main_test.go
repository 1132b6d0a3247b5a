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
	m := train([]*file{f}, config{lambda: 1})
	good, bad := m.score([]string{"common", "good"}), m.score([]string{"common", "bad"})
	if good < 0.9 || bad > 0.1 {
		t.Errorf("score good %.3f bad %.3f: want > 0.9 and < 0.1", good, bad)
	}
	all := train([]*file{f}, config{lambda: 1, allUnits: true})
	if g := all.score([]string{"common", "good"}); g >= good {
		t.Errorf("with the extracted lines, score good %.3f, want below %.3f", g, good)
	}
}
