package sqlite

import (
	"fmt"
	"strings"
)

// The two reasons the hot path writes for every action name the entry's
// external ID, which the same log entry (or attempt) already holds: a
// task's creation ("created TASK-2 in sandbox", execute) and a
// notification's delivery ("delivered as MSG-2", notify). A log entry's
// stored reason keeps only what the external ID does not give (issue 32:
// 34 bytes an action of the 1,024 SQLite keeps per finished action):
//
//	\x01 + T   "created " + ext + " in " + T
//	\x02       "delivered as " + ext
//	\x03 + r   r itself, for a reason that starts with \x01, \x02 or \x03
//	r          r itself otherwise (every reason written before this form)
//
// ext is the entry's external ID: transitions.external_id, or an attempt's
// ifnull(done_ext, external_id). Reads decode in SQL (reasonSQL), so every
// query that renders a reason gives the text back exactly.
const (
	reasonCreated   = "\x01"
	reasonDelivered = "\x02"
	reasonLiteral   = "\x03"
)

// storedReason is the stored form of a log entry's reason whose entry
// holds external ID ext; NULL (a derived reason) stays NULL.
func storedReason(reason any, ext string) any {
	r, ok := reason.(string)
	if !ok {
		return reason
	}
	if ext != "" {
		if rest, ok := strings.CutPrefix(r, "created "+ext+" in "); ok {
			return reasonCreated + rest
		}
		if r == "delivered as "+ext {
			return reasonDelivered
		}
	}
	if r != "" && r[0] >= reasonCreated[0] && r[0] <= reasonLiteral[0] {
		return reasonLiteral + r
	}
	return r
}

// reasonSQL renders stored reason col of an entry whose external ID is
// the SQL expression ext (storedReason's inverse; NULL stays NULL).
func reasonSQL(col, ext string) string {
	return fmt.Sprintf(`CASE unicode(%[1]s) WHEN 1 THEN 'created ' || %[2]s || ' in ' || substr(%[1]s, 2)
	    WHEN 2 THEN 'delivered as ' || %[2]s WHEN 3 THEN substr(%[1]s, 2) ELSE %[1]s END`, col, ext)
}
