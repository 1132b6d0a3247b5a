package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/axagent/axagent/ledger"
)

// fileID is a file's identity: device and inode.
type fileID struct {
	dev, ino uint64
}

func statID(path string) (fileID, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileID{}, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, nil
	}
	return fileID{dev: uint64(st.Dev), ino: uint64(st.Ino)}, nil
}

// CheckStorage reports a *ledger.StorageFault when the file this handle
// opened is no longer the one at its path: deleted (the handle would keep
// writing to an unlinked file nobody else sees) or replaced (a new ledger
// made at the same path). Issue 19.
func (s *Store) CheckStorage(ctx context.Context) error {
	if s.ident == (fileID{}) {
		return nil
	}
	id, err := statID(s.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &ledger.StorageFault{Ledger: s.path, Problem: "was deleted while in use",
			Advice: fmt.Sprintf("stop every worker on it; the record of sent work since the deletion exists only in the open file of running processes "+
				"(copy it from /proc/%d/fd while this process runs), or restore the ledger from backup; then restart", os.Getpid())}
	case err != nil:
		return &ledger.StorageFault{Ledger: s.path, Problem: "cannot be checked", Advice: "check the file and its directory", Err: err}
	case id != s.ident:
		return &ledger.StorageFault{Ledger: s.path, Problem: "was replaced by another file while in use",
			Advice: "stop every worker on it; this process holds the old file open, and the new file does not hold its record of sent work; " +
				"decide which file is the ledger (restore from backup if unsure), then restart"}
	}
	return nil
}

// Diagnose recognises SQLite errors that will not fix themselves: a
// corrupted file (with the first problems PRAGMA integrity_check reports)
// and a read-only file or directory.
func (s *Store) Diagnose(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ledger.ErrStorageFault) {
		return err
	}
	if f := s.CheckStorage(ctx); f != nil {
		return f
	}
	return diagnose(ctx, s.db, s.path, err)
}

func isCorrupt(msg string) bool {
	return strings.Contains(msg, "database disk image is malformed") || strings.Contains(msg, "SQLITE_CORRUPT") ||
		strings.Contains(msg, "file is not a database") || strings.Contains(msg, "SQLITE_NOTADB")
}

func isReadOnly(msg string) bool {
	return strings.Contains(msg, "readonly database") || strings.Contains(msg, "SQLITE_READONLY") || strings.Contains(msg, "read-only file system")
}

// diagnose maps err to a *ledger.StorageFault, or nil. db may be nil (at
// open, before a usable handle exists).
func diagnose(ctx context.Context, db *sql.DB, path string, err error) error {
	msg := err.Error()
	switch {
	case isCorrupt(msg):
		detail := ""
		if db != nil {
			detail = integrityCheck(ctx, db)
		}
		return &ledger.StorageFault{Ledger: path, Problem: "is corrupted", Detail: detail,
			Advice: "stop every worker on it and keep a copy of the file (with its -wal); check it with `sqlite3 " + path + " 'PRAGMA integrity_check'`; " +
				"restore the ledger from backup (or salvage with `sqlite3 " + path + " .recover`), then restart", Err: err}
	case isReadOnly(msg) || strings.Contains(msg, "unable to open database file") && !writable(path):
		return &ledger.StorageFault{Ledger: path, Problem: "is read-only",
			Advice: "make the file, its -wal and -shm files and its directory writable by the worker's user (or mount the filesystem read-write), then restart", Err: err}
	}
	return nil
}

// writable reports whether this process may write path (or create it)
// and its directory.
func writable(path string) bool {
	const wOK = 2
	if err := syscall.Access(filepath.Dir(path), wOK); err != nil {
		return false
	}
	if err := syscall.Access(path, wOK); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false
	}
	return true
}

// integrityCheck is the first problems PRAGMA integrity_check reports.
func integrityCheck(ctx context.Context, db *sql.DB) string {
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check(5)`)
	if err != nil {
		return "PRAGMA integrity_check failed: " + err.Error()
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var l string
		if rows.Scan(&l) == nil {
			lines = append(lines, l)
		}
	}
	if err := rows.Err(); err != nil {
		lines = append(lines, err.Error())
	}
	return "PRAGMA integrity_check: " + ledger.Truncate(strings.Join(lines, "; "), 600)
}
