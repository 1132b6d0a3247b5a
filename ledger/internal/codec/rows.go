package codec

import (
	"strconv"

	"github.com/axagent/axagent/ledger"
)

// Rows is what a result set of either driver offers (database/sql's
// *sql.Rows, pgx.Rows): the backends' loops over rows are this file's,
// with the scanning their own.
type Rows interface {
	Next() bool
	Err() error
}

// ScanRows is a result set that scans into destinations, as both drivers'
// do: the listings whose columns both backends select alike are read by
// this package's scanners.
type ScanRows interface {
	Rows
	Scan(dest ...any) error
}

// Each calls fn on every row, stopping at its first error, then returns
// the result set's own error. The caller closes rows.
func Each(rows Rows, fn func() error) error {
	for rows.Next() {
		if err := fn(); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Collect scans every row.
func Collect[T any](rows Rows, scan func() (T, error)) ([]T, error) {
	return CollectKept(rows, 0, nil, scan)
}

// CollectKept scans rows and keeps those keep accepts (nil: all), until
// limit rows are kept (0: no limit).
func CollectKept[T any](rows Rows, limit int, keep func(T) bool, scan func() (T, error)) ([]T, error) {
	var out []T
	for (limit <= 0 || len(out) < limit) && rows.Next() {
		v, err := scan()
		if err != nil {
			return nil, err
		}
		if keep == nil || keep(v) {
			out = append(out, v)
		}
	}
	return out, rows.Err()
}

// StatsSQL counts rows per state and the inbox per status, as (table,
// value, count) with table 'e', 'o' or 'i' and the state's code as text:
// the same statement on both backends.
const StatsSQL = `SELECT 'e', CAST(state AS text), count(*) FROM executions GROUP BY state
    UNION ALL SELECT 'o', CAST(state AS text), count(*) FROM outbox GROUP BY state
    UNION ALL SELECT 'i', status, count(*) FROM inbox GROUP BY status`

// ScanStats reads StatsSQL's rows into a Stats.
func ScanStats(rows ScanRows) (ledger.Stats, error) {
	st := ledger.Stats{Executions: map[ledger.State]int{}, Notifications: map[ledger.State]int{}, Inbox: map[string]int{}}
	err := Each(rows, func() error {
		var table, v string
		var n int
		if err := rows.Scan(&table, &v, &n); err != nil {
			return err
		}
		switch table {
		case "e", "o":
			c, err := strconv.ParseInt(v, 10, 64)
			m := st.Executions
			if table == "o" {
				m = st.Notifications
			}
			m[StateOf(c, err == nil)] = n
		case "i":
			st.Inbox[v] = n
		}
		return nil
	})
	return st, err
}

// ScanIDsAndKeys reads (id, key) rows.
func ScanIDsAndKeys(rows ScanRows) (ids []int64, keys []string, err error) {
	err = Each(rows, func() error {
		var id int64
		var k string
		if err := rows.Scan(&id, &k); err != nil {
			return err
		}
		ids, keys = append(ids, id), append(keys, k)
		return nil
	})
	return ids, keys, err
}

// ScanRelations reads (name, table, is index, bytes) rows.
func ScanRelations(rows ScanRows) ([]ledger.Relation, error) {
	return Collect(rows, func() (r ledger.Relation, err error) {
		err = rows.Scan(&r.Name, &r.Table, &r.Index, &r.Bytes)
		return
	})
}

// ScanRegistry reads (action_id, match_key, title, assignee, created_at)
// rows of scope's action registry.
func ScanRegistry(rows ScanRows, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	return Collect(rows, func() (ledger.RegisteredAction, error) {
		a := ledger.RegisteredAction{Scope: scope}
		var c int64
		err := rows.Scan(&a.ActionID, &a.MatchKey, &a.Title, &a.Assignee, &c)
		a.CreatedAt = FromMs(c)
		return a, err
	})
}

// PossibleColumns are the columns ScanPossible reads, in order.
const PossibleColumns = `ref, line, text, signals, state, key, actor, reason, created_at, decided_at`

// ScanPossible reads possible actions of one meeting (PossibleColumns).
func ScanPossible(rows ScanRows, scope ledger.MeetingScope) ([]ledger.PossibleAction, error) {
	return Collect(rows, func() (ledger.PossibleAction, error) {
		return ScanPossibleRow(rows, scope)
	})
}

// ScanPossibleRow reads one row of PossibleColumns.
func ScanPossibleRow(row interface{ Scan(...any) error }, scope ledger.MeetingScope) (ledger.PossibleAction, error) {
	p := ledger.PossibleAction{Scope: scope}
	var line, created, decided int64
	var state string
	err := row.Scan(&p.Ref, &line, &p.Text, &p.Signals, &state, &p.Key, &p.Actor, &p.Reason, &created, &decided)
	p.Line, p.State, p.CreatedAt, p.DecidedAt = int(line), ledger.PossibleState(state), FromMs(created), FromMs(decided)
	return p, err
}
