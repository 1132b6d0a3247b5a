package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/axagent/axagent/ledger"
)

// BulkLoadFinished writes p.Count finished keys with a few large
// INSERT … SELECT transactions. It bypasses the per-key checks of Ingest
// and completion, so it is only for filling a ledger to measure how it
// behaves when large; the keys (tenant:project:L<n>:A<n>:create-task) do not
// collide with those of real meetings as long as no meeting is named L<n>.
func (s *Store) BulkLoadFinished(ctx context.Context, p ledger.BulkFinished) error {
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
	// Actors by id (actors): the owner "bulk" and the ledger's "axagent".
	bulk, err := s.actor(ctx, "bulk")
	if err != nil {
		return fmt.Errorf("bulk load: %w", err)
	}
	ax, err := s.actor(ctx, "axagent")
	if err != nil {
		return fmt.Errorf("bulk load: %w", err)
	}
	// Row ids follow the highest so far: execution x gets :ebase + x - :lo + 1
	// and its notification :obase + x - :lo + 1. Attempt IDs are 2x and
	// 2x+1 as 8 big-endian bytes; state codes are those of codec.
	const gen = `WITH RECURSIVE c(x) AS (SELECT :lo UNION ALL SELECT x + 1 FROM c WHERE x + 1 < :hi),
	  k(x, meeting, key, nkey, eid, oid, eatt, oatt) AS (SELECT x, printf('L%06d', x / 100),
	      printf('%s:%s:L%06d:A%07d:create-task', :tenant, :project, x / 100, x),
	      printf('%s:%s:L%06d:A%07d:created:assignee:1', :tenant, :project, x / 100, x),
	      :ebase + x - :lo + 1, :obase + x - :lo + 1, unhex(printf('%016x', 2 * x)), unhex(printf('%016x', 2 * x + 1)) FROM c) `
	stmts := []string{
		gen + `INSERT INTO executions (id, key, fingerprint, title, assignee, assignee_id, due_date, evidence, state, reason, owner, generation, attempts,
	      external_id, claimed_from, attempt_id, source, created_at, updated_at)
	    SELECT eid, key, NULL, '공급사 납기 회신 확인 ' || x, '민서', 'minseo', '2026-09-21', '민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.',
	      1, NULL, :bulk, 1, 1, printf('TASK-%d', x), 0, eatt, 'bulk/' || meeting, :now, :now FROM k`,
		gen + `INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, owner, generation, attempts, external_id, claimed_from, attempt_id, created_at, updated_at)
	    SELECT oid, nkey, eid, 'sandbox', 'minseo', printf('TASK-%d 업무가 배정되었습니다: 공급사 납기 회신 확인 %d (기한 2026-09-21)', x, x),
	      1, NULL, :bulk, 1, 1, printf('MSG-%d', x), 0, oatt, :now, :now FROM k`,
		// Six log entries per key, numbered after the highest ID so far:
		// the two enqueue transitions, and the claims and completions,
		// which their attempts hold (claim_id, done_id). The reasons the
		// ledger composes itself are NULL (codec.DerivedReason), and so are
		// the rows' reasons, which are those of their latest entries, and
		// the fingerprints, which are those of the intents; the completions'
		// reasons are in their stored form (reason.go).
		gen + `INSERT INTO transitions (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	    SELECT 0, eid, :base + 6 * (x - :lo) + 1, NULL, 0, NULL, NULL, 0, :ax, '', :now FROM k
	    UNION ALL SELECT 1, oid, :base + 6 * (x - :lo) + 3, NULL, 0, NULL, eatt, 0, :ax, '', :now FROM k`,
		gen + `INSERT INTO attempts (kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, claim_id, claimed_from,
	        done_id, done_to, done_reason)
	    SELECT 0, eid, eatt, 1, :bulk, :now, :now, 'succeeded', printf('TASK-%d', x), :base + 6 * (x - :lo) + 2, 0,
	        :base + 6 * (x - :lo) + 4, 1, char(1) || 'sandbox' FROM k
	    UNION ALL SELECT 1, oid, oatt, 1, :bulk, :now, :now, 'sent', printf('MSG-%d', x), :base + 6 * (x - :lo) + 5, 0,
	        :base + 6 * (x - :lo) + 6, 1, char(2) FROM k`,
	}
	for lo := p.From; lo < p.From+p.Count; lo += chunk {
		hi := min(lo+chunk, p.From+p.Count)
		err := s.tx(ctx, func(tx *sql.Tx) error {
			var base, ebase, obase int64
			if err := tx.QueryRowContext(ctx, `SELECT (SELECT n FROM ledger_seq WHERE name = 'transitions'),
			      (SELECT ifnull(max(id), 0) FROM executions), (SELECT ifnull(max(id), 0) FROM outbox)`).Scan(&base, &ebase, &obase); err != nil {
				return fmt.Errorf("bulk load: %w", err)
			}
			for _, q := range stmts {
				if _, err := tx.ExecContext(ctx, q, sql.Named("lo", lo), sql.Named("hi", hi), sql.Named("tenant", p.Tenant),
					sql.Named("project", p.Project), sql.Named("now", now), sql.Named("base", base),
					sql.Named("ebase", ebase), sql.Named("obase", obase), sql.Named("bulk", bulk), sql.Named("ax", ax)); err != nil {
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
