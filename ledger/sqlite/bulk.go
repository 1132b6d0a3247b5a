package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// BulkFinished describes synthetic finished work for load tests and
// benchmarks: Count create-task keys that succeeded and whose notification
// was sent, with the rows a real run leaves behind (execution, outbox row,
// six transitions, two attempts).
type BulkFinished struct {
	Tenant, Project string
	Count           int
	// Chunk is the number of keys per transaction (default 100,000).
	Chunk int
	Now   time.Time
}

// BulkLoadFinished writes p.Count finished keys with a few large
// INSERT … SELECT transactions. It bypasses the per-key checks of Ingest
// and completion, so it is only for filling a ledger to measure how it
// behaves when large; the keys (tenant:project:L<n>:A<n>:create-task) do not
// collide with those of real meetings as long as no meeting is named L<n>.
func (s *Store) BulkLoadFinished(ctx context.Context, p BulkFinished) error {
	if p.Count <= 0 {
		return nil
	}
	if p.Tenant == "" || p.Project == "" {
		return fmt.Errorf("bulk load: tenant and project are required")
	}
	chunk := p.Chunk
	if chunk <= 0 {
		chunk = 100_000
	}
	now := ms64(s.now(p.Now))
	const gen = `WITH RECURSIVE c(x) AS (SELECT :lo UNION ALL SELECT x + 1 FROM c WHERE x + 1 < :hi),
	  k(x, meeting, action, key, nkey) AS (SELECT x, printf('L%06d', x / 100), printf('A%07d', x),
	      printf('%s:%s:L%06d:A%07d:create-task', :tenant, :project, x / 100, x),
	      printf('%s:%s:L%06d:A%07d:created:assignee:1', :tenant, :project, x / 100, x) FROM c) `
	stmts := []string{
		gen + `INSERT INTO executions (key, tenant, project, meeting, fingerprint, intent, state, reason, owner, generation, attempts, external_id,
	      claimed_from, attempt_id, source, created_at, updated_at)
	    SELECT key, :tenant, :project, meeting, lower(hex(randomblob(32))),
	      json_object('project', :project, 'action', action, 'title', '공급사 납기 회신 확인 ' || x, 'assignee', '민서', 'assignee_id', 'minseo',
	        'due_date', '2026-09-21', 'source', '민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.'),
	      'succeeded', printf('created TASK-%d in sandbox', x), 'bulk', 1, 1, printf('TASK-%d', x),
	      'pending', printf('att-%016x', 2 * x), 'bulk/' || meeting, :now, :now FROM k`,
		gen + `INSERT INTO outbox (key, exec_key, channel, recipient, text, state, reason, owner, generation, attempts, external_id, claimed_from, attempt_id, created_at, updated_at)
	    SELECT nkey, key, 'sandbox', 'minseo', printf('TASK-%d 업무가 배정되었습니다: 공급사 납기 회신 확인 %d (기한 2026-09-21, 프로젝트 %s)', x, x, :project),
	      'succeeded', printf('delivered as MSG-%d', x), 'bulk', 1, 1, printf('MSG-%d', x), 'pending', printf('att-%016x', 2 * x + 1), :now, :now FROM k`,
		// Six transitions per key, numbered after the highest ID so far.
		gen + `INSERT INTO transitions (id, key, kind, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	    SELECT :base + 6 * (x - :lo) + 1, key, 'execution', '', 'pending', 'enqueued from bulk/' || meeting, '', 0, 'axagent', '', :now FROM k
	    UNION ALL SELECT :base + 6 * (x - :lo) + 2, key, 'execution', 'pending', 'running', 'claimed', printf('att-%016x', 2 * x), 1, 'bulk', '', :now FROM k
	    UNION ALL SELECT :base + 6 * (x - :lo) + 3, nkey, 'notification', '', 'pending', 'queued with ' || key, printf('att-%016x', 2 * x), 0, 'axagent', '', :now FROM k
	    UNION ALL SELECT :base + 6 * (x - :lo) + 4, key, 'execution', 'running', 'succeeded', printf('created TASK-%d in sandbox', x), printf('att-%016x', 2 * x), 1, 'bulk', printf('TASK-%d', x), :now FROM k
	    UNION ALL SELECT :base + 6 * (x - :lo) + 5, nkey, 'notification', 'pending', 'running', 'claimed', printf('att-%016x', 2 * x + 1), 1, 'bulk', '', :now FROM k
	    UNION ALL SELECT :base + 6 * (x - :lo) + 6, nkey, 'notification', 'running', 'succeeded', printf('delivered as MSG-%d', x), printf('att-%016x', 2 * x + 1), 1, 'bulk', printf('MSG-%d', x), :now FROM k`,
		gen + `INSERT INTO attempts (id, key, kind, generation, owner, started_at, ended_at, outcome, external_id)
	    SELECT printf('att-%016x', 2 * x), key, 'execution', 1, 'bulk', :now, :now, 'succeeded', printf('TASK-%d', x) FROM k
	    UNION ALL SELECT printf('att-%016x', 2 * x + 1), nkey, 'notification', 1, 'bulk', :now, :now, 'sent', printf('MSG-%d', x) FROM k`,
	}
	for lo := 0; lo < p.Count; lo += chunk {
		hi := min(lo+chunk, p.Count)
		err := s.tx(ctx, func(tx *sql.Tx) error {
			var base int64
			if err := tx.QueryRowContext(ctx, `SELECT n FROM ledger_seq WHERE name = 'transitions'`).Scan(&base); err != nil {
				return fmt.Errorf("bulk load: %w", err)
			}
			for _, q := range stmts {
				if _, err := tx.ExecContext(ctx, q, sql.Named("lo", lo), sql.Named("hi", hi), sql.Named("tenant", p.Tenant),
					sql.Named("project", p.Project), sql.Named("now", now), sql.Named("base", base)); err != nil {
					return fmt.Errorf("bulk load %d-%d: %w", lo, hi, err)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
