package codec

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/axagent/axagent/ledger"
)

// ScopeString is tenant:project:meeting, for errors.
func ScopeString(sc ledger.MeetingScope) string {
	return sc.Tenant + ":" + sc.Project + ":" + sc.Meeting
}

// JoinList stores a list of names as a JSON array ("" for none).
func JoinList(ss []string) string {
	if len(ss) == 0 {
		return ""
	}
	b, _ := json.Marshal(ss)
	return string(b)
}

// SplitList reads what JoinList stored.
func SplitList(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	if json.Unmarshal([]byte(s), &out) != nil {
		return nil
	}
	return out
}

// ValidateLink checks a series link before either backend writes it.
func ValidateLink(l ledger.SeriesLink) error {
	if err := l.Task.Validate(); err != nil {
		return err
	}
	if l.Task.Operation != ledger.OpCreateTask {
		return fmt.Errorf("%s is not a create-task key", l.Task)
	}
	if err := ledger.ValidateComponent(l.Meeting); err != nil {
		return fmt.Errorf("meeting %w", err)
	}
	if l.Action == "" {
		return errors.New("empty action")
	}
	switch l.Kind {
	case ledger.LinkSame, ledger.LinkPossible, ledger.LinkMerged, ledger.LinkDistinct:
	default:
		return fmt.Errorf("link kind %q (same, possible, merged or distinct)", l.Kind)
	}
	return nil
}

// ValidateAutoLink checks a link a linker makes: same or possible only (a
// person's decision goes through SeriesLinkPut).
func ValidateAutoLink(l ledger.SeriesLink) error {
	if err := ValidateLink(l); err != nil {
		return err
	}
	if l.Kind.Decided() {
		return fmt.Errorf("link kind %q is a person's decision", l.Kind)
	}
	return nil
}

// The series tables' rows, selected in the same column order by both
// backends.

// SeriesLinkColumns are a series_links listing's columns.
const SeriesLinkColumns = `task, meeting, action, kind, status, line, evidence, actor, at, evidence_kind, evidence_fields`

// ScanSeriesLinks reads a series_links listing.
func ScanSeriesLinks(rows ScanRows) ([]ledger.SeriesLink, error) {
	return Collect(rows, func() (ledger.SeriesLink, error) {
		var l ledger.SeriesLink
		var task, kind, evKind, evFields string
		var at int64
		if err := rows.Scan(&task, &l.Meeting, &l.Action, &kind, &l.Status, &l.Line, &l.Evidence, &l.Actor, &at, &evKind, &evFields); err != nil {
			return l, err
		}
		k, err := ledger.ParseKey(task)
		if err != nil {
			return l, err
		}
		l.Task, l.Kind, l.At = k, ledger.LinkKind(kind), FromMs(at)
		l.Why, err = DecodeLinkEvidence(evKind, evFields)
		return l, err
	})
}

// EncodeLinkEvidence is a link's typed evidence as stored: its kind, and
// its fields as a JSON object ("" for none: a link of no typed evidence).
func EncodeLinkEvidence(e ledger.LinkEvidence) (kind, fields string, err error) {
	if e.Kind == "" {
		return "", "", nil
	}
	kind, e.Kind = e.Kind, ""
	b, err := json.Marshal(e)
	if err != nil {
		return "", "", fmt.Errorf("encode link evidence %s: %w", kind, err)
	}
	return kind, string(b), nil
}

// DecodeLinkEvidence reads a link's stored typed evidence; kind ""
// (a row written before it was typed) is none.
func DecodeLinkEvidence(kind, fields string) (ledger.LinkEvidence, error) {
	var e ledger.LinkEvidence
	if kind == "" {
		return e, nil
	}
	if fields != "" {
		if err := json.Unmarshal([]byte(fields), &e); err != nil {
			return e, fmt.Errorf("decode link evidence %s: %w", kind, err)
		}
	}
	e.Kind = kind
	return e, nil
}

// SeriesLinkCountQuery counts series_links by later meeting and kind.
const SeriesLinkCountQuery = `SELECT tenant, project, meeting, kind, COUNT(*), MAX(at) FROM series_links GROUP BY tenant, project, meeting, kind`

// StatusFactCountQuery counts the undismissed status facts of each later
// meeting, in the columns of SeriesLinkCountQuery (kind empty). A fact
// only possibly about its task (ledger.FactPossiblyAbout) reports nothing
// until a person confirms it, so it is not counted.
const StatusFactCountQuery = `SELECT tenant, project, meeting, '', COUNT(*), MAX(at) FROM status_facts WHERE dismissed = FALSE AND evidence_kind <> '` + ledger.FactPossiblyAbout + `' GROUP BY tenant, project, meeting`

// ScanSeriesLinkCounts reads a SeriesLinkCountQuery or StatusFactCountQuery listing.
func ScanSeriesLinkCounts(rows ScanRows) ([]ledger.MeetingLinkCount, error) {
	return Collect(rows, func() (ledger.MeetingLinkCount, error) {
		var c ledger.MeetingLinkCount
		var kind string
		var at int64
		err := rows.Scan(&c.Scope.Tenant, &c.Scope.Project, &c.Scope.Meeting, &kind, &c.N, &at)
		c.Kind, c.Last = ledger.LinkKind(kind), FromMs(at)
		return c, err
	})
}

// TaskStatusColumns are a task_status listing's columns.
const TaskStatusColumns = `key, seq, status, since, at, via`

// ScanTaskStatuses reads a task_status listing.
func ScanTaskStatuses(rows ScanRows) ([]ledger.TaskStatus, error) {
	return Collect(rows, func() (ledger.TaskStatus, error) {
		var t ledger.TaskStatus
		var since, at int64
		err := rows.Scan(&t.Key, &t.Seq, &t.Status, &since, &at, &t.Via)
		t.Since, t.At = FromMs(since), FromMs(at)
		return t, err
	})
}

// SeriesTaskColumns are a series_tasks listing's columns; closed is read
// as a bool by PostgreSQL and as an integer by SQLite (Closed converts).
const SeriesTaskColumns = `key, series, assignee, owners, title, closed, created_at`

// ScanSeriesTasks reads a series_tasks listing; closed is scanned into a
// value of the backend's type and told apart by closedOf.
func ScanSeriesTasks[C any](rows ScanRows, closedOf func(C) bool) ([]ledger.SeriesTask, error) {
	return Collect(rows, func() (ledger.SeriesTask, error) {
		var t ledger.SeriesTask
		var key, owners string
		var closed C
		var created int64
		if err := rows.Scan(&key, &t.Series, &t.AssigneeID, &owners, &t.Title, &closed, &created); err != nil {
			return t, err
		}
		k, err := ledger.ParseKey(key)
		t.Key, t.Owners, t.Closed, t.CreatedAt = k, SplitList(owners), closedOf(closed), FromMs(created)
		return t, err
	})
}

// StatusFactColumns are a status_facts listing's columns, dismissed
// selected as an integer by the expression d (0 or 1).
func StatusFactColumns(d string) string {
	return `task, series, meeting, line, status, text, evidence, evidence_kind, evidence_fields, ` + d + `, actor, reason, dismissed_at, at`
}

// ValidateStatusFact checks a status fact before it is stored.
func ValidateStatusFact(f ledger.StatusFact) error { return f.Validate() }

// ScanStatusFacts reads a status_facts listing.
func ScanStatusFacts(rows ScanRows) ([]ledger.StatusFact, error) {
	return Collect(rows, func() (ledger.StatusFact, error) {
		var f ledger.StatusFact
		var task, evKind, evFields string
		var dismissed int
		var dismissedAt, at int64
		if err := rows.Scan(&task, &f.Series, &f.Meeting, &f.Line, &f.Status, &f.Text, &f.Evidence, &evKind, &evFields, &dismissed, &f.Actor, &f.Reason, &dismissedAt, &at); err != nil {
			return f, err
		}
		k, err := ledger.ParseKey(task)
		if err != nil {
			return f, err
		}
		f.Task, f.Dismissed, f.At = k, dismissed != 0, FromMs(at)
		if dismissedAt != 0 {
			f.DismissedAt = FromMs(dismissedAt)
		}
		f.Why, err = DecodeLinkEvidence(evKind, evFields)
		return f, err
	})
}
