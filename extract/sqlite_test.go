package extract_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger/sqlite"
)

// TestSQLiteRegistry runs the ID rules against the real ledger database,
// across a close and reopen: IDs survive restarts and are never reused.
func TestSQLiteRegistry(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	open := func() *sqlite.Store {
		s, err := sqlite.Open(ctx, path, sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s := open()
	p1 := plan(t, s, first)
	if got := idOf(t, p1, "지훈", "견적서"); got != "A004" {
		t.Errorf("first run 지훈 %s, want A004", got)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = open()
	defer s.Close()
	// Reordered, rephrased, Bob removed, a new action added.
	second := "## Action items\n- 지훈: 견적서를 검토하기\n- 서연: 계약서 초안 작성\n- @alice update the team runbook\n"
	p2 := plan(t, s, second)
	if got := idOf(t, p2, "지훈", "견적서"); got != "A004" {
		t.Errorf("reopened 지훈 %s, want A004", got)
	}
	if got := idOf(t, p2, "Alice", "runbook"); got != "A001" {
		t.Errorf("reopened alice %s, want A001", got)
	}
	if got := idOf(t, p2, "서연", "계약서"); got != "A005" {
		t.Errorf("new action %s, want A005", got)
	}
	all, err := s.ActionRegistryList(ctx, scope)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 5 {
		t.Errorf("registry has %d actions, want 5: %+v", len(all), all)
	}
	var _ extract.Registry = s
}
