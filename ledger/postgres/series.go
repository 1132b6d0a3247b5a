package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// SeriesMeetingAdd records a meeting's series and identity (first writer
// wins) and returns the record held: one statement.
func (s *Store) SeriesMeetingAdd(ctx context.Context, m ledger.SeriesMeeting, now time.Time) (ledger.SeriesMeeting, bool, error) {
	if err := m.Validate(); err != nil {
		return ledger.SeriesMeeting{}, false, fmt.Errorf("series meeting add: %w", err)
	}
	out := ledger.SeriesMeeting{Scope: m.Scope}
	var created int64
	var wrote bool
	// The no-op update makes RETURNING give the row that won; xmax = 0
	// tells a fresh insert.
	err := s.pool.QueryRow(ctx, `INSERT INTO series_meetings (tenant, project, meeting, series, date, source, content, created_at)
	      VALUES ($2, $3, $4, $5, $6, $7, $8, COALESCE($1::bigint, `+dbNow+`))
	      ON CONFLICT (tenant, project, meeting) DO UPDATE SET series = series_meetings.series
	      RETURNING series, date, source, content, created_at, xmax = 0`,
		s.nowArg(now), m.Scope.Tenant, m.Scope.Project, m.Scope.Meeting, m.Series, m.Date, m.Source, m.Content).
		Scan(&out.Series, &out.Date, &out.Source, &out.Content, &created, &wrote)
	if err != nil {
		return out, false, fmt.Errorf("series meeting add %s: %w", codec.ScopeString(m.Scope), err)
	}
	out.CreatedAt = fromMs(created)
	return out, wrote, nil
}

// SeriesMeetingGet returns a meeting's record.
func (s *Store) SeriesMeetingGet(ctx context.Context, sc ledger.MeetingScope) (ledger.SeriesMeeting, error) {
	m := ledger.SeriesMeeting{Scope: sc}
	var created int64
	err := s.pool.QueryRow(ctx, `SELECT series, date, source, content, created_at FROM series_meetings WHERE tenant = $1 AND project = $2 AND meeting = $3`,
		sc.Tenant, sc.Project, sc.Meeting).Scan(&m.Series, &m.Date, &m.Source, &m.Content, &created)
	if errors.Is(err, pgx.ErrNoRows) {
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
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT date FROM series_meetings WHERE tenant = $1 AND project = $2 AND series = $3 AND date <> '' ORDER BY date`,
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

// SeriesTaskAdd records tasks of a series in one statement.
func (s *Store) SeriesTaskAdd(ctx context.Context, ts []ledger.SeriesTask, now time.Time) error {
	if len(ts) == 0 {
		return nil
	}
	n := len(ts)
	keys, tenants, projects, series, meetings, assignees, owners, titles := make([]string, n), make([]string, n), make([]string, n), make([]string, n),
		make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	for i, t := range ts {
		if t.Series == "" {
			return fmt.Errorf("series task add %s: empty series", t.Key)
		}
		keys[i], tenants[i], projects[i], series[i], meetings[i] = t.Key.String(), t.Key.Tenant, t.Key.Project, t.Series, t.Key.Meeting
		assignees[i], owners[i], titles[i] = t.AssigneeID, codec.JoinList(t.Owners), t.Title
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO series_tasks (key, tenant, project, series, meeting, assignee, owners, title, created_at)
	      SELECT k, t, p, s, m, a, o, ti, COALESCE($1::bigint, `+dbNow+`)
	      FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS x(k, t, p, s, m, a, o, ti)
	      ON CONFLICT (key) DO NOTHING`, s.nowArg(now), keys, tenants, projects, series, meetings, assignees, owners, titles)
	if err != nil {
		return fmt.Errorf("series task add: %w", err)
	}
	return nil
}

// SeriesTaskList lists a series' tasks in key order.
func (s *Store) SeriesTaskList(ctx context.Context, p ledger.SeriesTaskListParams) ([]ledger.SeriesTask, error) {
	q := `SELECT ` + codec.SeriesTaskColumns + ` FROM series_tasks WHERE tenant = $1 AND project = $2 AND series = $3`
	if p.Open {
		q += ` AND NOT closed`
	}
	rows, err := s.pool.Query(ctx, q+` ORDER BY key COLLATE "C"`, p.Tenant, p.Project, p.Series)
	if err != nil {
		return nil, fmt.Errorf("series task list: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanSeriesTasks(rows, func(closed bool) bool { return closed })
	if err != nil {
		return nil, fmt.Errorf("series task list: %w", err)
	}
	return out, nil
}

// SeriesTaskClose marks a task closed.
func (s *Store) SeriesTaskClose(ctx context.Context, key string) error {
	if _, err := s.pool.Exec(ctx, `UPDATE series_tasks SET closed = true WHERE key = $1 AND NOT closed`, key); err != nil {
		return fmt.Errorf("series task close %s: %w", key, err)
	}
	return nil
}

const selLinks = `SELECT ` + codec.SeriesLinkColumns + ` FROM series_links`

// scanLinks reads a links listing and closes it.
func scanLinks(rows pgx.Rows) ([]ledger.SeriesLink, error) {
	defer rows.Close()
	return codec.ScanSeriesLinks(rows)
}

// SeriesLinkAdd records a linker's links in one statement (first writer
// wins).
func (s *Store) SeriesLinkAdd(ctx context.Context, ls []ledger.SeriesLink) (int, error) {
	n := len(ls)
	if n == 0 {
		return 0, nil
	}
	tasks, tenants, projects, meetings, actions, kinds, statuses, evidence, actors := make([]string, n), make([]string, n), make([]string, n),
		make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	evKinds, evFields := make([]string, n), make([]string, n)
	lines, ats := make([]int32, n), make([]*int64, n)
	for i, l := range ls {
		if err := codec.ValidateAutoLink(l); err != nil {
			return 0, fmt.Errorf("series link add: %w", err)
		}
		var err error
		if evKinds[i], evFields[i], err = codec.EncodeLinkEvidence(l.Why); err != nil {
			return 0, fmt.Errorf("series link add: %w", err)
		}
		tasks[i], tenants[i], projects[i], meetings[i], actions[i] = l.Task.String(), l.Task.Tenant, l.Task.Project, l.Meeting, l.Action
		kinds[i], statuses[i], evidence[i], actors[i], lines[i], ats[i] = string(l.Kind), l.Status, l.Evidence, l.Actor, int32(l.Line), s.nowArg(l.At)
	}
	tag, err := s.pool.Exec(ctx, `INSERT INTO series_links (task, tenant, project, meeting, action, kind, status, line, evidence, actor, at, evidence_kind, evidence_fields)
	      SELECT ta, te, pr, me, ac, ki, st, li, ev, act, COALESCE(at, `+dbNow+`), ek, ef
	      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::bigint[], $12::text[], $13::text[])
	           AS x(ta, te, pr, me, ac, ki, st, li, ev, act, at, ek, ef)
	      ON CONFLICT (task, meeting, action) DO NOTHING`, tasks, tenants, projects, meetings, actions, kinds, statuses, lines, evidence, actors, ats, evKinds, evFields)
	if err != nil {
		return 0, fmt.Errorf("series link add: %w", err)
	}
	return int(tag.RowsAffected()), nil
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
	err = s.tx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO series_links (task, tenant, project, meeting, action, kind, status, line, evidence, actor, at, evidence_kind, evidence_fields)
		      VALUES ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($1::bigint, `+dbNow+`), $12, $13)
		      ON CONFLICT (task, meeting, action) DO UPDATE SET kind = excluded.kind, evidence = excluded.evidence, actor = excluded.actor, at = excluded.at,
		        evidence_kind = excluded.evidence_kind, evidence_fields = excluded.evidence_fields
		      WHERE series_links.kind IN ('possible', 'same') AND excluded.kind IN ('merged', 'distinct')`,
			s.nowArg(l.At), l.Task.String(), l.Task.Tenant, l.Task.Project, l.Meeting, l.Action, string(l.Kind), l.Status, l.Line, l.Evidence, l.Actor, evKind, evFields)
		if err != nil {
			return fmt.Errorf("series link put %s: %w", l.Task, err)
		}
		wrote = tag.RowsAffected() == 1
		rows, err := tx.Query(ctx, selLinks+` WHERE task = $1 AND meeting = $2 AND action = $3`, l.Task.String(), l.Meeting, l.Action)
		if err != nil {
			return fmt.Errorf("series link put %s: %w", l.Task, err)
		}
		list, err := scanLinks(rows)
		if err != nil || len(list) != 1 {
			return fmt.Errorf("series link put %s: read back %d links: %v", l.Task, len(list), err)
		}
		out = list[0]
		return nil
	})
	return out, wrote, err
}

// SeriesLinkList lists the links of a task or of a meeting.
func (s *Store) SeriesLinkList(ctx context.Context, p ledger.SeriesLinkListParams) ([]ledger.SeriesLink, error) {
	var rows pgx.Rows
	var err error
	const order = ` ORDER BY task COLLATE "C", meeting COLLATE "C", action COLLATE "C"`
	if p.Task != "" {
		rows, err = s.pool.Query(ctx, selLinks+` WHERE task = $1`+order, p.Task)
	} else {
		rows, err = s.pool.Query(ctx, selLinks+` WHERE tenant = $1 AND project = $2 AND meeting = $3`+order, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting)
	}
	if err != nil {
		return nil, fmt.Errorf("series link list: %w", err)
	}
	out, err := scanLinks(rows)
	if err != nil {
		return nil, fmt.Errorf("series link list: %w", err)
	}
	return out, nil
}

// SeriesLinkCounts counts each later meeting's links by kind.
func (s *Store) SeriesLinkCounts(ctx context.Context) ([]ledger.MeetingLinkCount, error) {
	return s.meetingCounts(ctx, "series link counts", codec.SeriesLinkCountQuery+` ORDER BY tenant COLLATE "C", project COLLATE "C", meeting COLLATE "C", kind COLLATE "C"`)
}

// StatusFactCounts counts each later meeting's undismissed status facts.
func (s *Store) StatusFactCounts(ctx context.Context) ([]ledger.MeetingLinkCount, error) {
	return s.meetingCounts(ctx, "status fact counts", codec.StatusFactCountQuery+` ORDER BY tenant COLLATE "C", project COLLATE "C", meeting COLLATE "C"`)
}

// meetingCounts runs a per-meeting count query (codec.ScanSeriesLinkCounts
// columns).
func (s *Store) meetingCounts(ctx context.Context, op, query string) ([]ledger.MeetingLinkCount, error) {
	rows, err := s.pool.Query(ctx, query)
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

// scanStatuses reads a status listing and closes it.
func scanStatuses(rows pgx.Rows) ([]ledger.TaskStatus, error) {
	defer rows.Close()
	return codec.ScanTaskStatuses(rows)
}

// TaskStatusList returns a task's status history, oldest first.
func (s *Store) TaskStatusList(ctx context.Context, key string) ([]ledger.TaskStatus, error) {
	rows, err := s.pool.Query(ctx, selStatus+` WHERE key = $1 ORDER BY seq`, key)
	if err != nil {
		return nil, fmt.Errorf("task status list %s: %w", key, err)
	}
	out, err := scanStatuses(rows)
	if err != nil {
		return nil, fmt.Errorf("task status list %s: %w", key, err)
	}
	return out, nil
}

// TaskStatusLatest returns each key's latest status.
func (s *Store) TaskStatusLatest(ctx context.Context, keys []string) (map[string]ledger.TaskStatus, error) {
	out := map[string]ledger.TaskStatus{}
	if len(keys) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT ON (key) key, seq, status, since, at, via FROM task_status WHERE key = ANY($1) ORDER BY key, seq DESC`, keys)
	if err != nil {
		return nil, fmt.Errorf("task status latest: %w", err)
	}
	list, err := scanStatuses(rows)
	if err != nil {
		return nil, fmt.Errorf("task status latest: %w", err)
	}
	for _, t := range list {
		out[t.Key] = t
	}
	return out, nil
}

// TaskStatusAdd appends an entry at its place, or ErrTaskStatusChanged.
func (s *Store) TaskStatusAdd(ctx context.Context, t ledger.TaskStatus) error {
	if t.Key == "" || t.Seq < 1 || t.Status == "" {
		return fmt.Errorf("task status add: key, seq ≥ 1 and status are required")
	}
	tag, err := s.pool.Exec(ctx, `INSERT INTO task_status (key, seq, status, since, at, via)
	      SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT coalesce(max(seq), 0) FROM task_status WHERE key = $1) = $2 - 1
	      ON CONFLICT (key, seq) DO NOTHING`, t.Key, t.Seq, t.Status, ms64(t.Since), ms64(t.At), t.Via)
	if err != nil {
		return fmt.Errorf("task status add %s: %w", t.Key, err)
	}
	if tag.RowsAffected() != 1 {
		return ledger.ErrTaskStatusChanged
	}
	return nil
}

// NotesFileGet returns the meeting recorded for a file locator.
func (s *Store) NotesFileGet(ctx context.Context, locator string) (string, bool, error) {
	var m string
	err := s.pool.QueryRow(ctx, `SELECT meeting FROM notes_files WHERE locator = $1`, locator).Scan(&m)
	if errors.Is(err, pgx.ErrNoRows) {
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
	if _, err := s.pool.Exec(ctx, `INSERT INTO notes_files (locator, meeting, created_at) VALUES ($2, $3, COALESCE($1::bigint, `+dbNow+`)) ON CONFLICT (locator) DO NOTHING`,
		s.nowArg(f.CreatedAt), f.Locator, f.Meeting); err != nil {
		return fmt.Errorf("notes file put: %w", err)
	}
	return nil
}

// StatusFactAdd records status facts in one statement (first writer
// wins).
func (s *Store) StatusFactAdd(ctx context.Context, fs []ledger.StatusFact) (int, error) {
	n := len(fs)
	if n == 0 {
		return 0, nil
	}
	tasks, tenants, projects, series, meetings, statuses, texts, evidence, evKinds, evFields := make([]string, n), make([]string, n), make([]string, n),
		make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	lines, ats := make([]int32, n), make([]*int64, n)
	for i, f := range fs {
		if err := codec.ValidateStatusFact(f); err != nil {
			return 0, fmt.Errorf("status fact add: %w", err)
		}
		var err error
		if evKinds[i], evFields[i], err = codec.EncodeLinkEvidence(f.Why); err != nil {
			return 0, fmt.Errorf("status fact add: %w", err)
		}
		tasks[i], tenants[i], projects[i], series[i], meetings[i] = f.Task.String(), f.Task.Tenant, f.Task.Project, f.Series, f.Meeting
		statuses[i], texts[i], evidence[i], lines[i], ats[i] = f.Status, f.Text, f.Evidence, int32(f.Line), s.nowArg(f.At)
	}
	tag, err := s.pool.Exec(ctx, `INSERT INTO status_facts (task, tenant, project, series, meeting, line, status, text, evidence, evidence_kind, evidence_fields, at)
	      SELECT ta, te, pr, se, me, li, st, tx, ev, ek, ef, COALESCE(at, `+dbNow+`)
	      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::bigint[])
	           AS x(ta, te, pr, se, me, li, st, tx, ev, ek, ef, at)
	      ON CONFLICT (task, meeting, line) DO NOTHING`, tasks, tenants, projects, series, meetings, lines, statuses, texts, evidence, evKinds, evFields, ats)
	if err != nil {
		return 0, fmt.Errorf("status fact add: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

var selFacts = `SELECT ` + codec.StatusFactColumns(`dismissed::int`) + ` FROM status_facts`

// StatusFactList lists the status facts of a task or of a meeting.
func (s *Store) StatusFactList(ctx context.Context, p ledger.SeriesLinkListParams) ([]ledger.StatusFact, error) {
	var rows pgx.Rows
	var err error
	const order = ` ORDER BY task COLLATE "C", meeting COLLATE "C", line`
	if p.Task != "" {
		rows, err = s.pool.Query(ctx, selFacts+` WHERE task = $1`+order, p.Task)
	} else {
		rows, err = s.pool.Query(ctx, selFacts+` WHERE tenant = $1 AND project = $2 AND meeting = $3`+order, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting)
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
	tag, err := s.pool.Exec(ctx, `UPDATE status_facts SET dismissed = true, actor = $2, reason = $6, dismissed_at = COALESCE($1::bigint, `+dbNow+`)
	      WHERE task = $3 AND meeting = $4 AND line = $5 AND NOT dismissed`, s.nowArg(at), actor, task.String(), meeting, line, reason)
	if err != nil {
		return false, fmt.Errorf("status fact dismiss %s: %w", task, err)
	}
	return tag.RowsAffected() == 1, nil
}

// SeriesReportedLatest is each task's latest status stated by a later
// meeting (a restatement's or a status fact's), in one query.
func (s *Store) SeriesReportedLatest(ctx context.Context, keys []string) (map[string]ledger.Reported, error) {
	out := map[string]ledger.Reported{}
	if len(keys) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT ON (r.task) r.task, r.meeting, r.line, r.status, r.at
	    FROM (SELECT task, tenant, project, meeting, line, status, at FROM series_links
	           WHERE task = ANY($1) AND kind IN ('same', 'merged') AND status <> ''
	          UNION ALL
	          SELECT task, tenant, project, meeting, line, status, at FROM status_facts
	           WHERE task = ANY($1) AND NOT dismissed AND evidence_kind <> $2 AND status <> '') r
	    LEFT JOIN series_meetings m ON m.tenant = r.tenant AND m.project = r.project AND m.meeting = r.meeting
	   ORDER BY r.task, coalesce(m.date, '') DESC, r.at DESC, r.meeting DESC, r.line DESC`, keys, ledger.FactPossiblyAbout)
	if err != nil {
		return nil, fmt.Errorf("series reported latest: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r ledger.Reported
		var at int64
		if err := rows.Scan(&r.Task, &r.Meeting, &r.Line, &r.Status, &at); err != nil {
			return nil, fmt.Errorf("series reported latest: %w", err)
		}
		r.At = codec.TimeOf(at)
		out[r.Task] = r
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("series reported latest: %w", err)
	}
	return out, nil
}
