package extract_test

import (
	"context"
	"sort"
	"sync"

	"github.com/axagent/axagent/ledger"
)

// memRegistry is an in-memory extract.Registry with the store's contract:
// an add decided from a stale read is refused with ErrRegistryChanged; an
// ID is unique per scope and is never deleted, so never reused.
type memRegistry struct {
	mu      sync.Mutex
	actions map[ledger.MeetingScope][]ledger.RegisteredAction
}

func newMemRegistry() *memRegistry {
	return &memRegistry{actions: map[ledger.MeetingScope][]ledger.RegisteredAction{}}
}

func (m *memRegistry) ActionRegistryList(_ context.Context, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := append([]ledger.RegisteredAction(nil), m.actions[scope]...)
	sort.Slice(out, func(i, j int) bool { return out[i].ActionID < out[j].ActionID })
	return out, nil
}

func (m *memRegistry) ActionRegistryAdd(ctx context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error) {
	m.mu.Lock()
	existing := m.actions[p.Scope]
	if len(existing) != p.Seen {
		m.mu.Unlock()
		return nil, ledger.ErrRegistryChanged
	}
	seen := map[string]bool{}
	for _, a := range existing {
		seen[a.ActionID] = true
	}
	for _, a := range p.Actions {
		if seen[a.ActionID] {
			panic("registry: duplicate action id " + a.ActionID)
		}
		seen[a.ActionID] = true
		a.Scope = p.Scope
		m.actions[p.Scope] = append(m.actions[p.Scope], a)
	}
	m.mu.Unlock()
	return m.ActionRegistryList(ctx, p.Scope)
}

// remove simulates nothing: registered IDs are never deleted. It exists to
// make the "removed action" test explicit about what removal means (the
// line leaves the notes, the registry keeps the ID).
