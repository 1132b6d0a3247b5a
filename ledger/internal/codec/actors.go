package codec

import (
	"context"
	"fmt"
	"sync"
)

// NoActor is the id passed for a name that has none: it matches no row, as
// the name itself would have matched no owner before.
const NoActor = int64(-1)

// Actors caches actor name → id for a backend. Rows of actors are never
// changed or deleted, so a committed id is valid for the life of the
// database, in every process. The backend supplies the two statements.
type Actors struct {
	m sync.Map
	// Read returns name's committed id (ok false when there is none).
	Read func(ctx context.Context, name string) (id int64, ok bool, err error)
	// Insert adds name if missing, as its own autocommit write.
	Insert func(ctx context.Context, name string) error
}

// ID is the id of name (nil for the empty name, stored as NULL), adding it
// when new. The add is made before the caller's transaction, so that a
// rolled-back transaction can never leave a cached id that another name
// then takes; it happens once per name and database.
func (a *Actors) ID(ctx context.Context, name string) (any, error) {
	if name == "" {
		return nil, nil
	}
	if id, ok, err := a.Lookup(ctx, name); err != nil {
		return nil, err
	} else if ok {
		return id, nil
	}
	if err := a.Insert(ctx, name); err != nil {
		return nil, fmt.Errorf("actor %q: %w", name, err)
	}
	id, ok, err := a.Lookup(ctx, name)
	if err == nil && !ok {
		err = fmt.Errorf("actor %q: not stored", name)
	}
	return id, err
}

// Known is the id of name for a fenced write's owner check: NoActor when
// the name was never stored, so the check fails as it did before.
func (a *Actors) Known(ctx context.Context, name string) (int64, error) {
	id, ok, err := a.Lookup(ctx, name)
	if err != nil || !ok {
		return NoActor, err
	}
	return id, nil
}

// Lookup reads name's committed id, through the cache.
func (a *Actors) Lookup(ctx context.Context, name string) (int64, bool, error) {
	if v, ok := a.m.Load(name); ok {
		return v.(int64), true, nil
	}
	id, ok, err := a.Read(ctx, name)
	if err != nil {
		return 0, false, fmt.Errorf("actor %q: %w", name, err)
	}
	if ok {
		a.m.Store(name, id)
	}
	return id, ok, nil
}

// Cached is name's id when the cache holds it.
func (a *Actors) Cached(name string) (int64, bool) {
	v, ok := a.m.Load(name)
	if !ok {
		return 0, false
	}
	return v.(int64), true
}
