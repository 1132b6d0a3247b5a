package codec

import (
	"context"
	"errors"
	"testing"
)

// An actor is added once and read once; afterwards the cache answers. An
// unknown owner is NoActor (matches no row), the empty name is NULL, and a
// failed read caches nothing.
func TestActorsCache(t *testing.T) {
	ctx := context.Background()
	stored := map[string]int64{}
	reads, inserts := 0, 0
	fail := false
	a := Actors{
		Read: func(_ context.Context, name string) (int64, bool, error) {
			reads++
			if fail {
				return 0, false, errors.New("disk I/O error")
			}
			id, ok := stored[name]
			return id, ok, nil
		},
		Insert: func(_ context.Context, name string) error {
			inserts++
			if _, ok := stored[name]; !ok {
				stored[name] = int64(len(stored) + 1)
			}
			return nil
		},
	}
	if id, err := a.ID(ctx, ""); id != nil || err != nil {
		t.Fatalf("empty name: %v %v", id, err)
	}
	if id, err := a.Known(ctx, "ghost"); id != NoActor || err != nil {
		t.Fatalf("unknown owner: %v %v", id, err)
	}
	reads = 0
	for range 3 {
		if id, err := a.ID(ctx, "w1"); id != int64(1) || err != nil {
			t.Fatalf("w1: %v %v", id, err)
		}
	}
	if reads != 2 || inserts != 1 {
		t.Fatalf("%d reads, %d inserts for one new name used three times; want 2 and 1", reads, inserts)
	}
	fail = true
	if _, err := a.Known(ctx, "w2"); err == nil {
		t.Fatal("a failed read was not reported")
	}
	fail = false
	stored["w2"] = 7
	if id, err := a.Known(ctx, "w2"); id != 7 || err != nil {
		t.Fatalf("w2 after a failed read: %v %v", id, err)
	}
}
