// Package migrate is the one migration runner of both ledger backends.
// Migrations are files NNNN_name.sql; a number means the same change on
// both backends (a change one backend does not need leaves its number
// unused there), so "schema 12" names one layout whichever backend holds it.
//
// A migration is known by its name as well as its number: a database that
// recorded a migration under an older number (PostgreSQL's files were
// renumbered when the numbers were aligned) has its record moved to the
// current number, never the migration run twice. The backends supply the
// transaction, the lock and the SQL dialect; the decisions are here.
package migrate

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// Migration is one file.
type Migration struct {
	Version int
	Name    string // the file name, NNNN_name.sql
	SQL     string
}

// title is the name without its number: what identifies the change.
func (m Migration) title() string { return title(m.Name) }

func title(name string) string {
	if _, rest, ok := strings.Cut(name, "_"); ok {
		return rest
	}
	return name
}

// Load reads the *.sql files of dir in fsys, in version order. It refuses
// a file without a number, two files with one number and two with one
// title: each would make a database's record ambiguous.
func Load(fsys fs.FS, dir string) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("load migrations: %w", err)
	}
	var ms []Migration
	versions, titles := map[int]string{}, map[string]string{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".sql") {
			continue
		}
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("load migrations: %s: want NNNN_name.sql with NNNN > 0", e.Name())
		}
		if prev, dup := versions[v]; dup {
			return nil, fmt.Errorf("load migrations: %s and %s share version %d", prev, e.Name(), v)
		}
		if prev, dup := titles[title(e.Name())]; dup {
			return nil, fmt.Errorf("load migrations: %s and %s share a name", prev, e.Name())
		}
		versions[v], titles[title(e.Name())] = e.Name(), e.Name()
		b, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("load migrations: %w", err)
		}
		ms = append(ms, Migration{Version: v, Name: e.Name(), SQL: string(b)})
	}
	if len(ms) == 0 {
		return nil, fmt.Errorf("load migrations: no NNNN_name.sql in %s", dir)
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	return ms, nil
}

// Latest is the newest version of ms.
func Latest(ms []Migration) int {
	if len(ms) == 0 {
		return 0
	}
	return ms[len(ms)-1].Version
}

// Applied is one row of a database's migration record.
type Applied struct {
	Version int
	Name    string
}

// Move renumbers one record.
type Move struct {
	From, To int
	Name     string // the record's new name
}

// Plan is what a database needs to reach the newest known version.
type Plan struct {
	// Moves renumber records made under older numbers, highest first so
	// that no move collides with a record not yet moved.
	Moves []Move
	// Pending are the migrations to run, in order.
	Pending []Migration
}

// Empty reports whether the database is current.
func (p Plan) Empty() bool { return len(p.Moves) == 0 && len(p.Pending) == 0 }

// NewerError: the database holds a migration this build does not know,
// numbered above what it knows — it was written by a newer axagent.
type NewerError struct {
	DatabaseSchema, KnownSchema int
}

func (e *NewerError) Error() string {
	return fmt.Sprintf("schema version %d is newer than this build knows (%d)", e.DatabaseSchema, e.KnownSchema)
}

// Decide compares a database's record with the known migrations.
func Decide(applied []Applied, ms []Migration) (Plan, error) {
	byTitle := map[string]Migration{}
	for _, m := range ms {
		byTitle[m.title()] = m
	}
	known := Latest(ms)
	done := map[int]bool{}
	var p Plan
	newest := 0
	for _, a := range applied {
		m, ok := byTitle[title(a.Name)]
		if !ok {
			if a.Version > known {
				newest = max(newest, a.Version)
				continue
			}
			return Plan{}, fmt.Errorf("migration %d (%s) is recorded in the database but unknown to this build", a.Version, a.Name)
		}
		if a.Version != m.Version {
			p.Moves = append(p.Moves, Move{From: a.Version, To: m.Version, Name: m.Name})
		}
		done[m.Version] = true
	}
	if newest > 0 {
		return Plan{}, &NewerError{DatabaseSchema: newest, KnownSchema: known}
	}
	sort.Slice(p.Moves, func(i, j int) bool { return p.Moves[i].To > p.Moves[j].To })
	top := 0
	for v := range done {
		top = max(top, v)
	}
	for _, m := range ms {
		if done[m.Version] {
			continue
		}
		// A number once left unused on a backend stays unused: a file
		// numbered below what the database already ran was added out of
		// order and would run against a schema it was not written for.
		if m.Version < top {
			return Plan{}, fmt.Errorf("migration %s is numbered below %d, which the database already ran; give it a number above the newest", m.Name, top)
		}
		p.Pending = append(p.Pending, m)
	}
	return p, nil
}

// Tx is a backend's side of a run, inside one transaction that holds the
// backend's migration lock.
type Tx interface {
	// Applied reads the record, creating its table if missing.
	Applied(ctx context.Context) ([]Applied, error)
	// Exec runs a migration's whole file.
	Exec(ctx context.Context, sql string) error
	Record(ctx context.Context, m Migration) error
	Move(ctx context.Context, mv Move) error
}

// Apply brings the database of tx to the newest of ms: it re-reads the
// record under the lock (another process may have migrated meanwhile), then
// moves and runs what Decide says. Errors name the file.
func Apply(ctx context.Context, tx Tx, ms []Migration) error {
	applied, err := tx.Applied(ctx)
	if err != nil {
		return err
	}
	p, err := Decide(applied, ms)
	if err != nil {
		return err
	}
	for _, mv := range p.Moves {
		if err := tx.Move(ctx, mv); err != nil {
			return fmt.Errorf("renumber %d to %s: %w", mv.From, mv.Name, err)
		}
	}
	for _, m := range p.Pending {
		if err := tx.Exec(ctx, m.SQL); err != nil {
			return fmt.Errorf("apply %s: %w", m.Name, err)
		}
		if err := tx.Record(ctx, m); err != nil {
			return fmt.Errorf("record %s: %w", m.Name, err)
		}
	}
	return nil
}
