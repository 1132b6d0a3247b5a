package postgres

import "sync"

// queries keeps the hot statements' text, built once per variant: the
// engines complete and claim many times a second, and each call built a
// statement of several KiB anew (issue 32).
var queries = queryCache{m: map[queryKey]string{}}

type queryKey struct {
	stmt, table string
	a, b        bool
}

type queryCache struct {
	mu sync.RWMutex
	m  map[queryKey]string
}

func (c *queryCache) get(k queryKey, build func() string) string {
	c.mu.RLock()
	q, ok := c.m[k]
	c.mu.RUnlock()
	if ok {
		return q
	}
	q = build()
	c.mu.Lock()
	c.m[k] = q
	c.mu.Unlock()
	return q
}
