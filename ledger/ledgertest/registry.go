package ledgertest

import (
	"errors"
	"testing"

	"github.com/axagent/axagent/ledger"
)

func testRegistry(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	all, err := s.ActionRegistryAdd(ctx(), ledger.RegistryAddParams{Scope: scope, Seen: 0,
		Actions: []ledger.RegisteredAction{{ActionID: "A001", MatchKey: "m1", Title: "t1", Assignee: "a"}, {ActionID: "A002", MatchKey: "m2", Title: "t2", Assignee: "b"}}})
	if err != nil || len(all) != 2 {
		t.Fatalf("registry add = %+v, %v", all, err)
	}
	// A duplicate ID fails the whole add.
	if _, err := s.ActionRegistryAdd(ctx(), ledger.RegistryAddParams{Scope: scope, Seen: 2,
		Actions: []ledger.RegisteredAction{{ActionID: "A003", MatchKey: "m3"}, {ActionID: "A001", MatchKey: "dup"}}}); err == nil {
		t.Fatal("duplicate action ID accepted")
	}
	// Decided from a stale read (another writer added since): refused,
	// nothing written, so the caller reads and decides again.
	if _, err := s.ActionRegistryAdd(ctx(), ledger.RegistryAddParams{Scope: scope, Seen: 1,
		Actions: []ledger.RegisteredAction{{ActionID: "A002", MatchKey: "m2b"}, {ActionID: "A004", MatchKey: "m4"}}}); !errors.Is(err, ledger.ErrRegistryChanged) {
		t.Fatalf("add from a stale read: %v, want ErrRegistryChanged", err)
	}
	other := ledger.MeetingScope{Tenant: "acme", Project: "P42", Meeting: "M0914"}
	if list, _ := s.ActionRegistryList(ctx(), other); len(list) != 0 {
		t.Fatalf("another tenant sees %d actions", len(list))
	}
	list, _ := s.ActionRegistryList(ctx(), scope)
	if len(list) != 2 || list[1].MatchKey != "m2" {
		t.Fatalf("registry list = %+v", list)
	}
}
