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

// chainAppend adds value at the chain's end unless same says the last
// value already says it; a concurrent writer that took the same place
// moves it one further.
func (a *App) chainAppend(ctx context.Context, prefix, value string, same func(last string) bool) error {
	_, err := a.chainAppendUnless(ctx, prefix, value, func(list []string) bool {
		return len(list) > 0 && same(list[len(list)-1])
	})
	return err
}

// chainAppendUnless adds value at the chain's end unless skip says the
// chain as it stands already covers it; skip is asked again whenever a
// concurrent writer took the place. added says whether value was written.
func (a *App) chainAppendUnless(ctx context.Context, prefix, value string, skip func(list []string) bool) (added bool, err error) {
	list, err := a.chainList(ctx, prefix)
	if err != nil {
		return false, err
	}
	for n := len(list) + 1; n <= maxChain; n++ {
		if skip(list) {
			return false, nil
		}
		k := fmt.Sprintf("%s:%d", prefix, n)
		if err := a.store.CachePut(ctx, k, value, a.now()); err != nil {
			return false, err
		}
		v, _, err := a.store.CacheGet(ctx, k)
		if err != nil {
			return false, err
		}
		if v == value {
			return true, nil
		}
		list = append(list, v)
	}
	return false, fmt.Errorf("chain %s: more than %d entries", prefix, maxChain)
}
