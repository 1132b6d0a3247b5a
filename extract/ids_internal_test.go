package extract

import (
	"fmt"
	"math/rand"
	"sort"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// quadraticPairs is the pairing assignIDs used before issue 29: every
// action against every registered action, sorted. The indexed pairing must
// decide the same IDs.
func quadraticPairs(actions []*Action, existing []ledger.RegisteredAction, used map[string]bool) []pair {
	var pairs []pair
	for i, a := range actions {
		if a.ActionID != "" {
			continue
		}
		for _, r := range existing {
			if used[r.ActionID] {
				continue
			}
			if s := similarity(a.matchKey, r.MatchKey); s >= matchThreshold {
				pairs = append(pairs, pair{i, r.ActionID, actionNum(r.ActionID), s})
			}
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool {
		if pairs[i].score != pairs[j].score {
			return pairs[i].score > pairs[j].score
		}
		if pairs[i].a != pairs[j].a {
			return pairs[i].a < pairs[j].a
		}
		return pairs[i].num < pairs[j].num
	})
	return pairs
}

// greedy takes pairs in order, as assignIDs does.
func greedy(n int, pairs []pair) []string {
	out := make([]string, n)
	used := map[string]bool{}
	for _, p := range pairs {
		if out[p.a] != "" || used[p.id] {
			continue
		}
		out[p.a], used[p.id] = p.id, true
	}
	return out
}

// The indexed pairing decides the same matches as comparing every action
// with every registered one, on random meetings drawn from a small
// vocabulary (many shared words, repeated titles, other assignees).
func TestMatchRegisteredSameAsQuadratic(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	words := []string{"보고서", "작성", "검토", "공급사", "납기", "확인", "draft", "review", "budget", "plan", "고객", "공지문"}
	people := []string{"민서", "지훈", "서연"}
	title := func() string {
		n := 1 + rng.Intn(4)
		s := ""
		for i := 0; i < n; i++ {
			s += words[rng.Intn(len(words))] + " "
		}
		return s
	}
	for round := 0; round < 300; round++ {
		var existing []ledger.RegisteredAction
		for i := 0; i < rng.Intn(30); i++ {
			existing = append(existing, ledger.RegisteredAction{ActionID: FormatActionID(i + 1), MatchKey: MatchKey(people[rng.Intn(3)], title())})
		}
		rng.Shuffle(len(existing), func(i, j int) { existing[i], existing[j] = existing[j], existing[i] })
		var actions []*Action
		for i := 0; i < rng.Intn(30); i++ {
			k := MatchKey(people[rng.Intn(3)], title())
			if len(existing) > 0 && rng.Intn(3) == 0 {
				k = existing[rng.Intn(len(existing))].MatchKey
			}
			actions = append(actions, &Action{matchKey: k})
		}
		used := map[string]bool{}
		if len(existing) > 0 && rng.Intn(4) == 0 {
			used[existing[0].ActionID] = true
		}
		want := greedy(len(actions), quadraticPairs(actions, existing, used))
		got := greedy(len(actions), matchRegistered(actions, existing, used))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("round %d: indexed pairing %v, quadratic %v", round, got, want)
		}
	}
}

// A re-read of unchanged notes compares no action with a registered action
// of another key (counted through the pairs built: one per action).
func TestRereadPairsEachActionOnce(t *testing.T) {
	var existing []ledger.RegisteredAction
	var actions []*Action
	for i := 0; i < 400; i++ {
		k := MatchKey("민서", fmt.Sprintf("항목 %d 보고서 작성 검토", i))
		existing = append(existing, ledger.RegisteredAction{ActionID: FormatActionID(i + 1), MatchKey: k, CreatedAt: time.Time{}})
		actions = append(actions, &Action{matchKey: k})
	}
	pairs := matchRegistered(actions, existing, map[string]bool{})
	if len(pairs) != len(actions) {
		t.Fatalf("%d pairs for %d unchanged actions, want one each", len(pairs), len(actions))
	}
	for i, id := range greedy(len(actions), pairs) {
		if id != FormatActionID(i+1) {
			t.Fatalf("action %d matched %s", i, id)
		}
	}
}
