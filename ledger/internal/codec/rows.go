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

// ScanStats reads StatsSQL's rows into a Stats; scan reads one row.
func ScanStats(rows Rows, scan func(table, value *string, n *int) error) (ledger.Stats, error) {
	st := ledger.Stats{Executions: map[ledger.State]int{}, Notifications: map[ledger.State]int{}, Inbox: map[string]int{}}
	err := Each(rows, func() error {
		var table, v string
		var n int
		if err := scan(&table, &v, &n); err != nil {
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
