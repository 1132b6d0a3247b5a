package ledgertest

import (
	"errors"
	"sync"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// testPossible: a meeting's possible actions are recorded once per ref
// (a re-extraction refreshes line and signals and keeps a decision); a
// decision is one conditional write — of racing decisions from several
// handles exactly one wins, the others learn what it was; scopes are
// apart.
func testPossible(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	add := func(h ledger.Store, acts ...ledger.PossibleAction) {
		t.Helper()
		if err := h.PossibleAdd(ctx(), ledger.PossibleAddParams{Scope: scope, Actions: acts, Now: T0}); err != nil {
			t.Fatalf("add: %v", err)
		}
	}
	list := func(st ledger.PossibleState) []ledger.PossibleAction {
		t.Helper()
		got, err := s.PossibleList(ctx(), ledger.PossibleListParams{Scope: scope, State: st})
		if err != nil {
			t.Fatalf("list: %v", err)
		}
		return got
	}
	add(s, ledger.PossibleAction{Ref: "Pb", Line: 9, Text: "- 설문 문항 정리하라", Signals: `[{"kind":"form"}]`},
		ledger.PossibleAction{Ref: "Pa", Line: 4, Text: "- [ ] write the plan", Signals: "s"})
	got := list("")
	if len(got) != 2 || got[0].Ref != "Pa" || got[1].Ref != "Pb" || got[1].Text != "- 설문 문항 정리하라" || got[1].Signals != `[{"kind":"form"}]` ||
		got[0].State != ledger.PossibleOpen || !got[0].CreatedAt.Equal(T0) || got[0].Scope != scope {
		t.Fatalf("list = %+v", got)
	}
	if err := s.PossibleAdd(ctx(), ledger.PossibleAddParams{Scope: scope}); err != nil {
		t.Fatalf("add nothing: %v", err)
	}
	// Promoted without a key, or by nobody: refused before any write.
	if _, err := s.PossibleDecide(ctx(), ledger.PossibleDecideParams{Scope: scope, Ref: "Pa", State: ledger.PossiblePromoted, Actor: "kim"}); err == nil {
		t.Fatal("promoted without a key accepted")
	}
	if _, err := s.PossibleDecide(ctx(), ledger.PossibleDecideParams{Scope: scope, Ref: "nope", State: ledger.PossibleDismissed, Actor: "kim"}); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("decide unknown ref: %v, want ErrNotFound", err)
	}
	// Racing decisions from three handles: one wins.
	key := "demo:P42:M0914:A009:create-task"
	handles := []ledger.Store{s, open(t), open(t)}
	params := []ledger.PossibleDecideParams{
		{Scope: scope, Ref: "Pa", State: ledger.PossiblePromoted, Key: key, Actor: "kim", Reason: "a task", Now: T0.Add(1)},
		{Scope: scope, Ref: "Pa", State: ledger.PossibleDismissed, Actor: "lee", Reason: "no task", Now: T0.Add(2)},
		{Scope: scope, Ref: "Pa", State: ledger.PossiblePromoted, Key: key, Actor: "park", Now: T0.Add(3)},
	}
	results := make([]ledger.PossibleAction, 3)
	errs := make([]error, 3)
	var wg sync.WaitGroup
	for i := range handles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = handles[i].PossibleDecide(ctx(), params[i])
		}()
	}
	wg.Wait()
	won := -1
	for i, err := range errs {
		switch {
		case err == nil:
			if won >= 0 {
				t.Fatalf("decisions %d and %d both won", won, i)
			}
			won = i
		case !errors.Is(err, ledger.ErrPossibleDecided):
			t.Fatalf("decision %d: %v", i, err)
		}
	}
	if won < 0 {
		t.Fatal("no decision won")
	}
	w := results[won]
	if w.State != params[won].State || w.Actor != params[won].Actor || w.Key != params[won].Key || w.DecidedAt.IsZero() {
		t.Fatalf("winner %+v", w)
	}
	for i, err := range errs {
		var de *ledger.PossibleDecidedError
		if i != won && (!errors.As(err, &de) || de.Current.State != w.State || de.Current.Actor != w.Actor) {
			t.Errorf("loser %d: %v, want the winner's decision", i, err)
		}
	}
	// A re-extraction refreshes line and signals, keeps the decision, adds new refs.
	add(handles[1], ledger.PossibleAction{Ref: "Pa", Line: 5, Text: "- [ ] write the plan", Signals: "s2"}, ledger.PossibleAction{Ref: "Pc", Line: 1, Text: "x", Signals: "s"})
	got = list("")
	if len(got) != 3 || got[0].Ref != "Pc" || got[1].Ref != "Pa" || got[1].Line != 5 || got[1].Signals != "s2" || got[1].State != w.State || got[1].Actor != w.Actor {
		t.Fatalf("after re-add: %+v", got)
	}
	if open := list(ledger.PossibleOpen); len(open) != 2 || open[0].Ref != "Pc" || open[1].Ref != "Pb" {
		t.Fatalf("open = %+v", open)
	}
	other := scope
	other.Tenant = "acme"
	if o, err := s.PossibleList(ctx(), ledger.PossibleListParams{Scope: other}); err != nil || len(o) != 0 {
		t.Fatalf("another tenant sees %d rows (%v)", len(o), err)
	}
}
