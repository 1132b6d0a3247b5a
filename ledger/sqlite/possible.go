package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// PossibleAdd records a meeting's possible actions in one transaction; a
// row already there keeps its state and decision.
func (s *Store) PossibleAdd(ctx context.Context, p ledger.PossibleAddParams) error {
	if len(p.Actions) == 0 {
		return nil
	}
	now := codec.Ms(s.now(p.Now))
	err := s.tx(ctx, func(tx *sql.Tx) error {
		for _, a := range p.Actions {
			if _, err := tx.ExecContext(ctx, `INSERT INTO possible_actions (tenant, project, meeting, ref, line, text, signals, created_at)
			    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			    ON CONFLICT (tenant, project, meeting, ref) DO UPDATE SET line = excluded.line, signals = excluded.signals`,
				p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, a.Ref, a.Line, a.Text, a.Signals, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("add possible actions of %s: %w", p.Scope.Meeting, err)
	}
	s.commits.Add(1)
	return nil
}

// PossibleList lists a meeting's possible actions by line.
func (s *Store) PossibleList(ctx context.Context, p ledger.PossibleListParams) ([]ledger.PossibleAction, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+codec.PossibleColumns+` FROM possible_actions
	    WHERE tenant = ? AND project = ? AND meeting = ? AND (? = '' OR state = ?) ORDER BY line, ref`,
		p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, string(p.State), string(p.State))
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
	row := s.db.QueryRowContext(ctx, `UPDATE possible_actions SET state = ?, key = ?, actor = ?, reason = ?, decided_at = ?
	    WHERE tenant = ? AND project = ? AND meeting = ? AND ref = ? AND state = 'open' RETURNING `+codec.PossibleColumns,
		string(p.State), p.Key, p.Actor, p.Reason, codec.Ms(s.now(p.Now)), p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, p.Ref)
	got, err := codec.ScanPossibleRow(row, p.Scope)
	if err == nil {
		s.commits.Add(1)
		return got, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, err)
	}
	cur, err := codec.ScanPossibleRow(s.db.QueryRowContext(ctx, `SELECT `+codec.PossibleColumns+` FROM possible_actions
	    WHERE tenant = ? AND project = ? AND meeting = ? AND ref = ?`, p.Scope.Tenant, p.Scope.Project, p.Scope.Meeting, p.Ref), p.Scope)
	if errors.Is(err, sql.ErrNoRows) {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.PossibleAction{}, fmt.Errorf("decide possible action %s: %w", p.Ref, err)
	}
	return cur, &ledger.PossibleDecidedError{Current: cur}
}
