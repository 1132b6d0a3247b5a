package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// PossibleAdd records a meeting's possible actions in one statement; a
// row already there keeps its state and decision.
func (s *Store) PossibleAdd(ctx context.Context, p ledger.PossibleAddParams) error {
	if len(p.Actions) == 0 {
		return nil
	}
	refs, lines, texts, signals := make([]string, len(p.Actions)), make([]int64, len(p.Actions)), make([]string, len(p.Actions)), make([]string, len(p.Actions))
	for i, a := range p.Actions {
		refs[i], lines[i], texts[i], signals[i] = a.Ref, int64(a.Line), a.Text, a.Signals
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO possible_actions (tenant, project, meeting, ref, line, text, signals, created_at)
	    SELECT $2, $3, $4, r, l, t, g, COALESCE($1::bigint, `+dbNow+`) FROM unnest($5::text[], $6::bigint[], $7::text[], $8::text[]) AS u(r, l, t, g)
	    ON CONFLICT (tenant, project, meeting, ref) DO UPDATE SET line = excluded.line, signals = excluded.signals`,
		s.nowArg(p.Now), p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, refs, lines, texts, signals)
	if err != nil {
		return fmt.Errorf("add possible actions of %s: %w", p.Scope.Meeting, err)
	}
	return nil
}

// PossibleList lists a meeting's possible actions by line.
func (s *Store) PossibleList(ctx context.Context, p ledger.PossibleListParams) ([]ledger.PossibleAction, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+codec.PossibleColumns+` FROM possible_actions
	    WHERE tenant = $1 AND project = $2 AND meeting = $3 AND ($4 = '' OR state = $4) ORDER BY line, ref`,
		p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, string(p.State))
	if err != nil {
		return nil, fmt.Errorf("list possible actions: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanPossible(rows, p.Scope)
	if err != nil {
		return nil, fmt.Errorf("list possible actions: %w", err)
	}
	return out, nil
}

// PossibleDecide moves an open possible action on with one conditional
// update.
func (s *Store) PossibleDecide(ctx context.Context, p ledger.PossibleDecideParams) (ledger.PossibleAction, error) {
	if err := p.Validate(); err != nil {
		return ledger.PossibleAction{}, err
	}
	got, err := codec.ScanPossibleRow(s.pool.QueryRow(ctx, `UPDATE possible_actions SET state = $2, key = $3, actor = $4, reason = $5, decided_at = COALESCE($1::bigint, `+dbNow+`)
	    WHERE tenant = $6 AND project = $7 AND meeting = $8 AND ref = $9 AND state = 'open' RETURNING `+codec.PossibleColumns,
		s.nowArg(p.Now), string(p.State), p.Key, p.Actor, p.Reason, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, p.Ref), p.Scope)
	if err == nil {
		return got, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, err)
	}
	cur, err := codec.ScanPossibleRow(s.pool.QueryRow(ctx, `SELECT `+codec.PossibleColumns+` FROM possible_actions
	    WHERE tenant = $1 AND project = $2 AND meeting = $3 AND ref = $4`, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, p.Ref), p.Scope)
	if errors.Is(err, pgx.ErrNoRows) {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, err)
	}
	return cur, &ledger.PossibleDecidedError{Current: cur}
}
