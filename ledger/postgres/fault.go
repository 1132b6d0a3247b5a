package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/axagent/axagent/ledger"
)

// tableOID is the OID of the executions table the search path names.
func (s *Store) tableOID(ctx context.Context) (uint32, error) {
	var id *uint32
	if err := s.pool.QueryRow(ctx, `SELECT to_regclass('executions')::oid`).Scan(&id); err != nil {
		return 0, err
	}
	if id == nil {
		return 0, nil
	}
	return *id, nil
}

// CheckStorage reports a *ledger.StorageFault when the ledger this handle
// opened is gone or was made again (dropped and re-created): its
// executions table is not the one it was at open (issue 19).
func (s *Store) CheckStorage(ctx context.Context) error {
	if s.ident == 0 {
		return nil
	}
	id, err := s.tableOID(ctx)
	if err != nil {
		return s.Diagnose(ctx, err)
	}
	switch {
	case id == 0:
		return &ledger.StorageFault{Ledger: s.dsn, Problem: "was dropped while in use",
			Advice: "stop every worker on it, restore the ledger from backup, then restart"}
	case id != s.ident:
		return &ledger.StorageFault{Ledger: s.dsn, Problem: "was dropped and made again while in use",
			Advice: "stop every worker on it; the new ledger does not hold the record of sent work: restore it from backup, then restart"}
	}
	return nil
}

// Diagnose recognises PostgreSQL errors that will not fix themselves: a
// read-only database or transaction, a database or ledger table that no
// longer exists, data corruption.
func (s *Store) Diagnose(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ledger.ErrStorageFault) {
		return err
	}
	var pe *pgconn.PgError
	if !errors.As(err, &pe) {
		return nil
	}
	switch pe.Code {
	case "25006": // read_only_sql_transaction
		return &ledger.StorageFault{Ledger: s.dsn, Problem: "is read-only",
			Advice: "connect to the primary (target_session_attrs=read-write) or make the database writable (default_transaction_read_only = off), then restart", Err: err}
	case "3D000", "42P01": // invalid_catalog_name, undefined_table
		return &ledger.StorageFault{Ledger: s.dsn, Problem: "no longer exists (database or ledger tables dropped)",
			Advice: "stop every worker on it, restore the ledger from backup, then restart", Err: err}
	case "XX001", "XX002": // data_corrupted, index_corrupted
		return &ledger.StorageFault{Ledger: s.dsn, Problem: "is corrupted",
			Advice: "stop every worker on it, check the server (amcheck, server log), restore the ledger from backup, then restart", Err: err}
	}
	return nil
}
