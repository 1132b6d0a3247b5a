package app

import (
	"context"
	"fmt"
)

// The ledger's cache is write-once (first writer wins), so a growing fact —
// the meetings that restated a task, a task's status history — is a chain
// of entries prefix:1, prefix:2, …, each written once.

// maxChain bounds a chain's read.
const maxChain = 1000

// chainList reads the chain's values in order.
func (a *App) chainList(ctx context.Context, prefix string) ([]string, error) {
	var out []string
	for n := 1; n <= maxChain; n++ {
		v, ok, err := a.store.CacheGet(ctx, fmt.Sprintf("%s:%d", prefix, n))
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		out = append(out, v)
	}
	return out, nil
}

// chainAppend adds value at the chain's end unless keep says the last
// value already says it; a concurrent writer that took the same place
// moves it one further.
func (a *App) chainAppend(ctx context.Context, prefix, value string, same func(last string) bool) error {
	list, err := a.chainList(ctx, prefix)
	if err != nil {
		return err
	}
	for n := len(list) + 1; n <= maxChain; n++ {
		if len(list) > 0 && same(list[len(list)-1]) {
			return nil
		}
		k := fmt.Sprintf("%s:%d", prefix, n)
		if err := a.store.CachePut(ctx, k, value, a.now()); err != nil {
			return err
		}
		v, _, err := a.store.CacheGet(ctx, k)
		if err != nil || v == value {
			return err
		}
		list = append(list, v)
	}
	return fmt.Errorf("chain %s: more than %d entries", prefix, maxChain)
}
