package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// Document turns a notes file into the Notes register takes, under
// tenant/project. A meeting ID that nothing in the file names is kept per
// file in the ledger — by path and by file identity (device and inode) — so
// a rerun over the same folder, a restart of a watching worker, or a rename
// maps to the meeting the file first got.
func (a *App) Document(ctx context.Context, d notes.Document, tenant, project string) (Notes, notes.Identity, error) {
	id := d.Identity
	if id.MeetingFrom == notes.FromPath {
		m, from, err := a.fileMeeting(ctx, d.Path, id.Meeting)
		if err != nil {
			return Notes{}, id, err
		}
		id.Meeting, id.MeetingFrom = m, from
	}
	n := Notes{Name: d.Rel, Body: d.Body, Scope: ledger.MeetingScope{Tenant: tenant, Project: project, Meeting: id.Meeting}, Date: id.Date, Lines: d.Lines,
		Transcript: d.Format == notes.VTT || d.Format == notes.SRT || d.Format == notes.Transcript}
	return n, id, nil
}

// fileMeeting returns the meeting a file got first, remembering derived
// for it when it has none yet.
func (a *App) fileMeeting(ctx context.Context, path, derived string) (string, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", "", fmt.Errorf("notes %s: %w", path, err)
	}
	byPath := "notes-file:path:" + abs
	byInode := ""
	if st, err := os.Stat(path); err == nil {
		if sys, ok := st.Sys().(*syscall.Stat_t); ok {
			byInode = fmt.Sprintf("notes-file:inode:%d:%d", sys.Dev, sys.Ino)
		}
	}
	m, from := "", notes.FromPath
	if v, ok, err := a.store.CacheGet(ctx, byPath); err != nil {
		return "", "", fmt.Errorf("notes %s: %w", path, err)
	} else if ok {
		m = v
	}
	if m == "" && byInode != "" {
		if v, ok, err := a.store.CacheGet(ctx, byInode); err != nil {
			return "", "", fmt.Errorf("notes %s: %w", path, err)
		} else if ok {
			m, from = v, notes.FromFile
		}
	}
	if m == "" {
		m = derived
	}
	for _, k := range []string{byPath, byInode} {
		if k == "" {
			continue
		}
		if err := a.store.CachePut(ctx, k, m, a.now()); err != nil {
			return "", "", fmt.Errorf("notes %s: remember its meeting: %w", path, err)
		}
	}
	return m, from, nil
}
