package migrate

import (
	"context"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

func files(names ...string) fstest.MapFS {
	m := fstest.MapFS{}
	for _, n := range names {
		m["m/"+n] = &fstest.MapFile{Data: []byte("-- " + n)}
	}
	return m
}

func TestLoadRefusesAmbiguousFiles(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fs    fstest.MapFS
		wants string
	}{
		{"no number", files("0001_init.sql", "init2.sql"), "want NNNN_name.sql"},
		{"zero", files("0000_init.sql"), "want NNNN_name.sql"},
		{"same number", files("0001_init.sql", "0002_a.sql", "0002_b.sql"), "share version 2"},
		{"same name", files("0001_init.sql", "0002_a.sql", "0003_a.sql"), "share a name"},
		{"empty", fstest.MapFS{"m/README": &fstest.MapFile{}}, "no NNNN_name.sql"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Load(tc.fs, "m"); err == nil || !strings.Contains(err.Error(), tc.wants) {
				t.Fatalf("Load: %v, want an error saying %q", err, tc.wants)
			}
		})
	}
	ms, err := Load(files("0012_c.sql", "0001_init.sql", "0003_b.sql", "notes.txt"), "m")
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 3 || ms[0].Name != "0001_init.sql" || ms[2].Version != 12 || Latest(ms) != 12 || ms[1].SQL != "-- 0003_b.sql" {
		t.Fatalf("Load: %+v", ms)
	}
}

func known(t *testing.T, names ...string) []Migration {
	t.Helper()
	ms, err := Load(files(names...), "m")
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func applied(names ...string) []Applied {
	var out []Applied
	for _, n := range names {
		var v int
		fmt.Sscanf(n, "%d_", &v)
		out = append(out, Applied{Version: v, Name: n})
	}
	return out
}

func TestDecide(t *testing.T) {
	ms := known(t, "0001_init.sql", "0003_compact.sql", "0004_actors.sql", "0011_trace.sql", "0012_inbox.sql")
	t.Run("fresh", func(t *testing.T) {
		p, err := Decide(nil, ms)
		if err != nil || len(p.Moves) != 0 || !reflect.DeepEqual(p.Pending, ms) {
			t.Fatalf("fresh: %+v %v", p, err)
		}
	})
	t.Run("current", func(t *testing.T) {
		p, err := Decide(applied("0001_init.sql", "0003_compact.sql", "0004_actors.sql", "0011_trace.sql", "0012_inbox.sql"), ms)
		if err != nil || !p.Empty() {
			t.Fatalf("current: %+v %v", p, err)
		}
	})
	t.Run("older numbers are moved, not run again", func(t *testing.T) {
		// The record a database made before the numbers were aligned.
		p, err := Decide(applied("0001_init.sql", "0002_compact.sql", "0003_actors.sql", "0009_trace.sql"), ms)
		if err != nil {
			t.Fatal(err)
		}
		want := []Move{{From: 9, To: 11, Name: "0011_trace.sql"}, {From: 3, To: 4, Name: "0004_actors.sql"}, {From: 2, To: 3, Name: "0003_compact.sql"}}
		if !reflect.DeepEqual(p.Moves, want) || len(p.Pending) != 1 || p.Pending[0].Name != "0012_inbox.sql" {
			t.Fatalf("moves %+v pending %+v, want %+v and 0012 only", p.Moves, p.Pending, want)
		}
	})
	t.Run("newer", func(t *testing.T) {
		_, err := Decide(applied("0001_init.sql", "0003_compact.sql", "0004_actors.sql", "0011_trace.sql", "0012_inbox.sql", "0013_future.sql"), ms)
		var ne *NewerError
		if !errors.As(err, &ne) || ne.DatabaseSchema != 13 || ne.KnownSchema != 12 {
			t.Fatalf("newer: %v", err)
		}
	})
	t.Run("unknown below the newest", func(t *testing.T) {
		_, err := Decide(applied("0001_init.sql", "0002_other.sql"), ms)
		if err == nil || !strings.Contains(err.Error(), "0002_other.sql") {
			t.Fatalf("unknown record: %v", err)
		}
	})
	t.Run("a file added below what ran", func(t *testing.T) {
		ms := known(t, "0001_init.sql", "0002_late.sql", "0003_compact.sql")
		_, err := Decide(applied("0001_init.sql", "0003_compact.sql"), ms)
		if err == nil || !strings.Contains(err.Error(), "0002_late.sql") {
			t.Fatalf("out of order: %v", err)
		}
	})
}

// fakeTx records what Apply asks of a backend.
type fakeTx struct {
	rec  []Applied
	log  []string
	fail string
}

func (f *fakeTx) Applied(context.Context) ([]Applied, error) { return f.rec, nil }
func (f *fakeTx) Exec(_ context.Context, sql string) error {
	if sql == f.fail {
		return errors.New("syntax error")
	}
	f.log = append(f.log, "exec "+sql)
	return nil
}
func (f *fakeTx) Record(_ context.Context, m Migration) error {
	f.log = append(f.log, "record "+m.Name)
	return nil
}
func (f *fakeTx) Move(_ context.Context, mv Move) error {
	f.log = append(f.log, fmt.Sprintf("move %d→%s", mv.From, mv.Name))
	return nil
}

func TestApplyMovesThenRunsInOrder(t *testing.T) {
	ms := known(t, "0001_init.sql", "0003_compact.sql", "0005_x.sql")
	tx := &fakeTx{rec: applied("0001_init.sql", "0002_compact.sql")}
	if err := Apply(context.Background(), tx, ms); err != nil {
		t.Fatal(err)
	}
	want := []string{"move 2→0003_compact.sql", "exec -- 0005_x.sql", "record 0005_x.sql"}
	if !reflect.DeepEqual(tx.log, want) {
		t.Fatalf("log %q, want %q", tx.log, want)
	}
	tx = &fakeTx{fail: "-- 0003_compact.sql"}
	if err := Apply(context.Background(), tx, ms); err == nil || !strings.Contains(err.Error(), "apply 0003_compact.sql") {
		t.Fatalf("failing file: %v", err)
	}
}

// The backends' files: one number is one change on both, and every change
// both backends make has the same number on both.
func TestBackendsAgreeOnNumbers(t *testing.T) {
	lite, err := Load(os.DirFS("../../sqlite"), "migrations")
	if err != nil {
		t.Fatal(err)
	}
	pg, err := Load(os.DirFS("../../postgres"), "migrations")
	if err != nil {
		t.Fatal(err)
	}
	byVersion, byTitle := map[int]string{}, map[string]int{}
	for _, m := range lite {
		byVersion[m.Version], byTitle[m.title()] = m.title(), m.Version
	}
	shared := 0
	for _, m := range pg {
		if tl, ok := byVersion[m.Version]; ok && tl != m.title() {
			t.Errorf("version %d is %s on SQLite and %s on PostgreSQL", m.Version, tl, m.Name)
		}
		if v, ok := byTitle[m.title()]; ok {
			shared++
			if v != m.Version {
				t.Errorf("%s is %d on SQLite and %d on PostgreSQL", m.title(), v, m.Version)
			}
		}
	}
	if shared < 8 {
		t.Fatalf("only %d migrations shared; the backends' files were not found or not aligned", shared)
	}
}
