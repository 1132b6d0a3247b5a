package app

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A key the ledger does not hold is named once in the error of each
// operation on it — "show K: execution K: not found" named it twice — and
// the error is still ledger.ErrNotFound (the CLI's bad input).
func TestUnknownKeyNamedOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, err := New(ctx, Config{DB: migratedLedger(t), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	const k = "demo:P42:M9:A001:create-task"
	key, _ := ledger.ParseKey(k)
	_, showErr := a.Show(ctx, key)
	_, resolveErr := a.Resolve(ctx, Decision{Key: k, Abandon: true, Reason: "typo"})
	_, rejectErr := a.Reject(ctx, []string{k}, "me", "typo")
	_, reconcileErr := a.Reconcile(ctx, []string{k})
	for name, err := range map[string]error{"show": showErr, "resolve": resolveErr, "reject": rejectErr, "reconcile": reconcileErr} {
		if !errors.Is(err, ledger.ErrNotFound) || strings.Count(err.Error(), k) != 1 || !strings.Contains(err.Error(), "not in the ledger") {
			t.Errorf("%s of a key not in the ledger: %v; want the key named once, 'not in the ledger', ErrNotFound", name, err)
		}
	}
}
