package extract_test

import (
	"context"
	"sort"
	"sync"

	"github.com/axagent/axagent/ledger"
)

// memRegistry is an in-memory extract.Registry with the store's contract:
// fn sees every registered action of the scope and returns the ones to add;
// an ID is unique per scope and is never deleted, so never reused.
type memRegistry struct {
	mu      sync.Mutex
	actions map[ledger.MeetingScope][]ledger.RegisteredAction
	calls   int
}

func newMemRegistry() *memRegistry {
	return &memRegistry{actions: map[ledger.MeetingScope][]ledger.RegisteredAction{}}
}

func (m *memRegistry) ActionRegistryUpdate(ctx context.Context, scope ledger.MeetingScope, fn func([]ledger.RegisteredAction) ([]ledger.RegisteredAction, error)) ([]ledger.RegisteredAction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.calls++
	existing := append([]ledger.RegisteredAction(nil), m.actions[scope]...)
	add, err := fn(existing)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, a := range existing {
		seen[a.ActionID] = true
	}
	for _, a := range add {
		if seen[a.ActionID] {
			panic("registry: duplicate action id " + a.ActionID)
		}
		seen[a.ActionID] = true
		a.Scope = scope
		m.actions[scope] = append(m.actions[scope], a)
	}
	out := append([]ledger.RegisteredAction(nil), m.actions[scope]...)
	sort.Slice(out, func(i, j int) bool { return out[i].ActionID < out[j].ActionID })
	return out, nil
}

// remove simulates nothing: registered IDs are never deleted. It exists to
// make the "removed action" test explicit about what removal means (the
// line leaves the notes, the registry keeps the ID).
