package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// SeriesMeetingAdd records a meeting's series and identity (first writer
// wins) and returns the record held.
func (s *Store) SeriesMeetingAdd(ctx context.Context, m ledger.SeriesMeeting, now time.Time) (ledger.SeriesMeeting, bool, error) {
	if err := m.Validate(); err != nil {
		return ledger.SeriesMeeting{}, false, fmt.Errorf("series meeting add: %w", err)
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO series_meetings (tenant, project, meeting, series, date, source, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
	      ON CONFLICT (tenant, project, meeting) DO NOTHING`, m.Scope.Tenant, m.Scope.Project, m.Scope.Meeting, m.Series, m.Date, m.Source, m.Content, ms64(s.now(now)))
	if err != nil {
		return ledger.SeriesMeeting{}, false, fmt.Errorf("series meeting add %s: %w", codec.ScopeString(m.Scope), err)
	}
	s.commits.Add(1)
	n, _ := res.RowsAffected()
	got, err := s.SeriesMeetingGet(ctx, m.Scope)
	return got, n == 1, err
}

// SeriesMeetingGet returns a meeting's record.
func (s *Store) SeriesMeetingGet(ctx context.Context, sc ledger.MeetingScope) (ledger.SeriesMeeting, error) {
	m := ledger.SeriesMeeting{Scope: sc}
	var created int64
	err := s.db.QueryRowContext(ctx, `SELECT series, date, source, content, created_at FROM series_meetings WHERE tenant = ? AND project = ? AND meeting = ?`,
		sc.Tenant, sc.Project, sc.Meeting).Scan(&m.Series, &m.Date, &m.Source, &m.Content, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return m, ledger.ErrNotFound
	}
	if err != nil {
		return m, fmt.Errorf("series meeting get %s: %w", codec.ScopeString(sc), err)
	}
	m.CreatedAt = fromMs(created)
	return m, nil
}

// SeriesMeetingDates lists the dates of a series' meetings, oldest first.
func (s *Store) SeriesMeetingDates(ctx context.Context, tenant, project, series string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT date FROM series_meetings WHERE tenant = ? AND project = ? AND series = ? AND date <> '' ORDER BY date`,
		tenant, project, series)
	if err != nil {
		return nil, fmt.Errorf("series meeting dates %s/%s/%s: %w", tenant, project, series, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			return nil, fmt.Errorf("series meeting dates %s/%s/%s: %w", tenant, project, series, err)
		}
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("series meeting dates %s/%s/%s: %w", tenant, project, series, err)
	}
	return out, nil
}

// SeriesTaskAdd records tasks of a series in one transaction.
func (s *Store) SeriesTaskAdd(ctx context.Context, ts []ledger.SeriesTask, now time.Time) error {
	if len(ts) == 0 {
		return nil
	}
	at := ms64(s.now(now))
	return s.tx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO series_tasks (key, tenant, project, series, meeting, assignee, owners, title, closed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
		      ON CONFLICT (key) DO NOTHING`)
		if err != nil {
			return fmt.Errorf("series task add: %w", err)
		}
		defer st.Close()
		for _, t := range ts {
			if t.Series == "" {
				return fmt.Errorf("series task add %s: empty series", t.Key)
			}
			if _, err := st.ExecContext(ctx, t.Key.String(), t.Key.Tenant, t.Key.Project, t.Series, t.Key.Meeting, t.AssigneeID, codec.JoinList(t.Owners), t.Title, at); err != nil {
				return fmt.Errorf("series task add %s: %w", t.Key, err)
			}
		}
		return nil
	})
}

// SeriesTaskList lists a series' tasks in key order.
func (s *Store) SeriesTaskList(ctx context.Context, p ledger.SeriesTaskListParams) ([]ledger.SeriesTask, error) {
	q := `SELECT ` + codec.SeriesTaskColumns + ` FROM series_tasks WHERE tenant = ? AND project = ? AND series = ?`
	if p.Open {
		q += ` AND closed = 0`
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY key`, p.Tenant, p.Project, p.Series)
	if err != nil {
		return nil, fmt.Errorf("series task list: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanSeriesTasks(rows, func(closed int64) bool { return closed != 0 })
	if err != nil {
		return nil, fmt.Errorf("series task list: %w", err)
	}
	return out, nil
}

// SeriesTaskClose marks a task closed.
func (s *Store) SeriesTaskClose(ctx context.Context, key string) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE series_tasks SET closed = 1 WHERE key = ? AND closed = 0`, key); err != nil {
		return fmt.Errorf("series task close %s: %w", key, err)
	}
	s.commits.Add(1)
	return nil
}

// SeriesLinkAdd records a linker's links in one transaction (first writer
// wins).
func (s *Store) SeriesLinkAdd(ctx context.Context, ls []ledger.SeriesLink) (int, error) {
	for _, l := range ls {
		if err := codec.ValidateAutoLink(l); err != nil {
			return 0, fmt.Errorf("series link add: %w", err)
		}
	}
	if len(ls) == 0 {
		return 0, nil
	}
	added := 0
	err := s.tx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO series_links (task, tenant, project, meeting, action, kind, status, line, evidence, actor, at, evidence_kind, evidence_fields)
		      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		      ON CONFLICT (task, meeting, action) DO NOTHING`)
		if err != nil {
			return fmt.Errorf("series link add: %w", err)
		}
		defer st.Close()
		for _, l := range ls {
			evKind, evFields, err := codec.EncodeLinkEvidence(l.Why)
			if err != nil {
				return fmt.Errorf("series link add %s: %w", l.Task, err)
			}
			res, err := st.ExecContext(ctx, l.Task.String(), l.Task.Tenant, l.Task.Project, l.Meeting, l.Action, string(l.Kind), l.Status, l.Line, l.Evidence, l.Actor, ms64(s.now(l.At)), evKind, evFields)
			if err != nil {
				return fmt.Errorf("series link add %s: %w", l.Task, err)
			}
			n, _ := res.RowsAffected()
			added += int(n)
		}
		return nil
	})
	return added, err
}

// SeriesLinkPut records a link (a person's decision replaces a possible
// or same link, never another decision) and returns the link held.
func (s *Store) SeriesLinkPut(ctx context.Context, l ledger.SeriesLink) (ledger.SeriesLink, bool, error) {
	if err := codec.ValidateLink(l); err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("series link put: %w", err)
	}
	var out ledger.SeriesLink
	var wrote bool
	evKind, evFields, err := codec.EncodeLinkEvidence(l.Why)
	if err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("series link put: %w", err)
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO series_links (task, tenant, project, meeting, action, kind, status, line, evidence, actor, at, evidence_kind, evidence_fields)
		      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		      ON CONFLICT (task, meeting, action) DO UPDATE SET kind = excluded.kind, evidence = excluded.evidence, actor = excluded.actor, at = excluded.at,
		        evidence_kind = excluded.evidence_kind, evidence_fields = excluded.evidence_fields
		      WHERE series_links.kind IN ('possible', 'same') AND excluded.kind IN ('merged', 'distinct')`,
			l.Task.String(), l.Task.Tenant, l.Task.Project, l.Meeting, l.Action, string(l.Kind), l.Status, l.Line, l.Evidence, l.Actor, ms64(s.now(l.At)), evKind, evFields)
		if err != nil {
			return fmt.Errorf("series link put %s: %w", l.Task, err)
		}
		n, _ := res.RowsAffected()
		wrote = n == 1
		rows, err := tx.QueryContext(ctx, selLinks+` WHERE task = ? AND meeting = ? AND action = ?`, l.Task.String(), l.Meeting, l.Action)
		if err != nil {
			return fmt.Errorf("series link put %s: %w", l.Task, err)
		}
		defer rows.Close()
		list, err := codec.ScanSeriesLinks(rows)
		if err != nil || len(list) != 1 {
			return fmt.Errorf("series link put %s: read back %d links: %v", l.Task, len(list), err)
		}
		out = list[0]
		return nil
	})
	return out, wrote, err
}

const selLinks = `SELECT ` + codec.SeriesLinkColumns + ` FROM series_links`

// SeriesLinkList lists the links of a task or of a meeting.
func (s *Store) SeriesLinkList(ctx context.Context, p ledger.SeriesLinkListParams) ([]ledger.SeriesLink, error) {
	var rows *sql.Rows
	var err error
	if p.Task != "" {
		rows, err = s.db.QueryContext(ctx, selLinks+` WHERE task = ? ORDER BY task, meeting, action`, p.Task)
	} else {
		rows, err = s.db.QueryContext(ctx, selLinks+` WHERE tenant = ? AND project = ? AND meeting = ? ORDER BY task, meeting, action`, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting)
	}
	if err != nil {
		return nil, fmt.Errorf("series link list: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanSeriesLinks(rows)
	if err != nil {
		return nil, fmt.Errorf("series link list: %w", err)
	}
	return out, nil
}

// SeriesLinkCounts counts each later meeting's links by kind.
func (s *Store) SeriesLinkCounts(ctx context.Context) ([]ledger.MeetingLinkCount, error) {
	return s.meetingCounts(ctx, "series link counts", codec.SeriesLinkCountQuery+` ORDER BY tenant, project, meeting, kind`)
}

// StatusFactCounts counts each later meeting's undismissed status facts.
func (s *Store) StatusFactCounts(ctx context.Context) ([]ledger.MeetingLinkCount, error) {
	return s.meetingCounts(ctx, "status fact counts", codec.StatusFactCountQuery+` ORDER BY tenant, project, meeting`)
}

// meetingCounts runs a per-meeting count query (codec.ScanSeriesLinkCounts
// columns).
func (s *Store) meetingCounts(ctx context.Context, op, query string) ([]ledger.MeetingLinkCount, error) {
	rows, err := s.db.QueryContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	defer rows.Close()
	out, err := codec.ScanSeriesLinkCounts(rows)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	return out, nil
}

const selStatus = `SELECT ` + codec.TaskStatusColumns + ` FROM task_status`

// TaskStatusList returns a task's status history, oldest first.
func (s *Store) TaskStatusList(ctx context.Context, key string) ([]ledger.TaskStatus, error) {
	rows, err := s.db.QueryContext(ctx, selStatus+` WHERE key = ? ORDER BY seq`, key)
	if err != nil {
		return nil, fmt.Errorf("task status list %s: %w", key, err)
	}
	defer rows.Close()
	out, err := codec.ScanTaskStatuses(rows)
	if err != nil {
		return nil, fmt.Errorf("task status list %s: %w", key, err)
	}
	return out, nil
}

// TaskStatusLatest returns each key's latest status.
func (s *Store) TaskStatusLatest(ctx context.Context, keys []string) (map[string]ledger.TaskStatus, error) {
	out := map[string]ledger.TaskStatus{}
	for len(keys) > 0 {
		n := min(len(keys), 500)
		args := make([]any, n)
		for i, k := range keys[:n] {
			args[i] = k
		}
		rows, err := s.db.QueryContext(ctx, selStatus+` t WHERE key IN (?`+strings.Repeat(", ?", n-1)+`)
		      AND seq = (SELECT max(seq) FROM task_status u WHERE u.key = t.key)`, args...)
		if err != nil {
			return nil, fmt.Errorf("task status latest: %w", err)
		}
		list, err := codec.ScanTaskStatuses(rows)
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("task status latest: %w", err)
		}
		for _, t := range list {
			out[t.Key] = t
		}
		keys = keys[n:]
	}
	return out, nil
}

// TaskStatusAdd appends an entry at its place, or ErrTaskStatusChanged.
func (s *Store) TaskStatusAdd(ctx context.Context, t ledger.TaskStatus) error {
	if t.Key == "" || t.Seq < 1 || t.Status == "" {
		return fmt.Errorf("task status add: key, seq ≥ 1 and status are required")
	}
	// The place must be the next one: seq 1 of an empty history or one
	// after the last entry.
	res, err := s.db.ExecContext(ctx, `INSERT INTO task_status (key, seq, status, since, at, via)
	      SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT coalesce(max(seq), 0) FROM task_status WHERE key = ?) = ? - 1
	      ON CONFLICT (key, seq) DO NOTHING`, t.Key, t.Seq, t.Status, ms64(t.Since), ms64(t.At), t.Via, t.Key, t.Seq)
	if err != nil {
		return fmt.Errorf("task status add %s: %w", t.Key, err)
	}
	s.commits.Add(1)
	if n, _ := res.RowsAffected(); n != 1 {
		return ledger.ErrTaskStatusChanged
	}
	return nil
}

// NotesFileGet returns the meeting recorded for a file locator.
func (s *Store) NotesFileGet(ctx context.Context, locator string) (string, bool, error) {
	var m string
	err := s.db.QueryRowContext(ctx, `SELECT meeting FROM notes_files WHERE locator = ?`, locator).Scan(&m)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("notes file get: %w", err)
	}
	return m, true, nil
}

// NotesFilePut records a file locator's meeting (first writer wins).
func (s *Store) NotesFilePut(ctx context.Context, f ledger.NotesFile) error {
	if f.Locator == "" || f.Meeting == "" {
		return fmt.Errorf("notes file put: locator and meeting are required")
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO notes_files (locator, meeting, created_at) VALUES (?, ?, ?) ON CONFLICT (locator) DO NOTHING`,
		f.Locator, f.Meeting, ms64(s.now(f.CreatedAt))); err != nil {
		return fmt.Errorf("notes file put: %w", err)
	}
	s.commits.Add(1)
	return nil
}

// StatusFactAdd records status facts in one transaction (first writer
// wins).
func (s *Store) StatusFactAdd(ctx context.Context, fs []ledger.StatusFact) (int, error) {
	for _, f := range fs {
		if err := codec.ValidateStatusFact(f); err != nil {
			return 0, fmt.Errorf("status fact add: %w", err)
		}
	}
	if len(fs) == 0 {
		return 0, nil
	}
	added := 0
	err := s.tx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO status_facts (task, tenant, project, series, meeting, line, status, text, evidence, evidence_kind, evidence_fields, at)
		      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		      ON CONFLICT (task, meeting, line) DO NOTHING`)
		if err != nil {
			return fmt.Errorf("status fact add: %w", err)
		}
		defer st.Close()
		for _, f := range fs {
			evKind, evFields, err := codec.EncodeLinkEvidence(f.Why)
			if err != nil {
				return fmt.Errorf("status fact add %s: %w", f.Task, err)
			}
			res, err := st.ExecContext(ctx, f.Task.String(), f.Task.Tenant, f.Task.Project, f.Series, f.Meeting, f.Line, f.Status, f.Text, f.Evidence, evKind, evFields, ms64(s.now(f.At)))
			if err != nil {
				return fmt.Errorf("status fact add %s: %w", f.Task, err)
			}
			n, _ := res.RowsAffected()
			added += int(n)
		}
		return nil
	})
	return added, err
}

var selFacts = `SELECT ` + codec.StatusFactColumns(`dismissed`) + ` FROM status_facts`

// StatusFactList lists the status facts of a task or of a meeting.
func (s *Store) StatusFactList(ctx context.Context, p ledger.SeriesLinkListParams) ([]ledger.StatusFact, error) {
	var rows *sql.Rows
	var err error
	if p.Task != "" {
		rows, err = s.db.QueryContext(ctx, selFacts+` WHERE task = ? ORDER BY task, meeting, line`, p.Task)
	} else {
		rows, err = s.db.QueryContext(ctx, selFacts+` WHERE tenant = ? AND project = ? AND meeting = ? ORDER BY task, meeting, line`, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting)
	}
	if err != nil {
		return nil, fmt.Errorf("status fact list: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanStatusFacts(rows)
	if err != nil {
		return nil, fmt.Errorf("status fact list: %w", err)
	}
	return out, nil
}

// StatusFactDismiss marks a fact dismissed (once).
func (s *Store) StatusFactDismiss(ctx context.Context, task ledger.BusinessKey, meeting string, line int, actor, reason string, at time.Time) (bool, error) {
	var wrote bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE status_facts SET dismissed = 1, actor = ?, reason = ?, dismissed_at = ? WHERE task = ? AND meeting = ? AND line = ? AND dismissed = 0`,
			actor, reason, ms64(s.now(at)), task.String(), meeting, line)
		if err != nil {
			return fmt.Errorf("status fact dismiss %s: %w", task, err)
		}
		n, _ := res.RowsAffected()
		wrote = n == 1
		return nil
	})
	return wrote, err
}

// SeriesReportedLatest is each task's latest status stated by a later
// meeting (a restatement's or a status fact's), in one query per 400 keys.
func (s *Store) SeriesReportedLatest(ctx context.Context, keys []string) (map[string]ledger.Reported, error) {
	out := map[string]ledger.Reported{}
	for len(keys) > 0 {
		n := min(len(keys), 400)
		in := `(?` + strings.Repeat(", ?", n-1) + `)`
		args := make([]any, 0, 2*n)
		for range 2 {
			for _, k := range keys[:n] {
				args = append(args, k)
			}
		}
		rows, err := s.db.QueryContext(ctx, `SELECT task, meeting, line, status, at FROM (
		  SELECT r.task, r.meeting, r.line, r.status, r.at,
		         row_number() OVER (PARTITION BY r.task ORDER BY coalesce(m.date, '') DESC, r.at DESC, r.meeting DESC, r.line DESC) AS n
		    FROM (SELECT task, tenant, project, meeting, line, status, at FROM series_links
		           WHERE task IN `+in+` AND kind IN ('same', 'merged') AND status <> ''
		          UNION ALL
		          SELECT task, tenant, project, meeting, line, status, at FROM status_facts
		           WHERE task IN `+in+` AND dismissed = 0 AND evidence_kind <> ? AND status <> '') r
		    LEFT JOIN series_meetings m ON m.tenant = r.tenant AND m.project = r.project AND m.meeting = r.meeting)
		  WHERE n = 1`, append(args, ledger.FactPossiblyAbout)...)
		if err != nil {
			return nil, fmt.Errorf("series reported latest: %w", err)
		}
		for rows.Next() {
			var r ledger.Reported
			var at int64
			if err := rows.Scan(&r.Task, &r.Meeting, &r.Line, &r.Status, &at); err != nil {
				rows.Close()
				return nil, fmt.Errorf("series reported latest: %w", err)
			}
			r.At = codec.TimeOf(at)
			out[r.Task] = r
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("series reported latest: %w", err)
		}
		keys = keys[n:]
	}
	return out, nil
}
