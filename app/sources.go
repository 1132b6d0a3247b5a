package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// Document turns a notes file into the Notes register takes, under
// tenant/project. A file keeps the meeting it first got: the meeting is
// recorded per file in the ledger — by path and by file identity (device
// and inode) — so a rerun over the same folder, a restart of a watching
// worker, or a rename maps to the same meeting. An ID inferred from a
// title or file name carries the meeting date (notes.Qualify), and one
// that another file with other content already holds gets a hash of this
// file's path: two files are never one meeting.
func (a *App) Document(ctx context.Context, d notes.Document, tenant, project string) (Notes, notes.Identity, error) {
	id := d.Identity
	if id.MeetingFrom == notes.FromPath || id.Base != "" {
		m, from, err := a.fileMeeting(ctx, d, tenant, project)
		if err != nil {
			return Notes{}, id, err
		}
		if m != id.Meeting {
			id.Meeting, id.MeetingFrom = m, from
		}
	}
	n := Notes{Name: d.Rel, Body: d.Body, Scope: ledger.MeetingScope{Tenant: tenant, Project: project, Meeting: id.Meeting}, Date: id.Date, Lines: d.Lines,
		Transcript: d.Transcript()}
	return n, id, nil
}

// fileMeeting returns the meeting a file got first; a file seen for the
// first time gets its inferred one (made unique, see Document), which is
// remembered for it.
func (a *App) fileMeeting(ctx context.Context, d notes.Document, tenant, project string) (string, string, error) {
	id := d.Identity
	abs, err := filepath.Abs(d.Path)
	if err != nil {
		return "", "", fmt.Errorf("notes %s: %w", d.Path, err)
	}
	byPath := "path:" + abs
	byInode := ""
	if st, err := os.Stat(d.Path); err == nil {
		if sys, ok := st.Sys().(*syscall.Stat_t); ok {
			byInode = fmt.Sprintf("inode:%d:%d", sys.Dev, sys.Ino)
		}
	}
	m, from := "", id.MeetingFrom
	if v, ok, err := a.store.NotesFileGet(ctx, byPath); err != nil {
		return "", "", fmt.Errorf("notes %s: %w", d.Path, err)
	} else if ok {
		m = v
	}
	if m == "" && byInode != "" {
		if v, ok, err := a.store.NotesFileGet(ctx, byInode); err != nil {
			return "", "", fmt.Errorf("notes %s: %w", d.Path, err)
		} else if ok {
			m, from = v, notes.FromFile
		}
	}
	if m == "" {
		if m, err = a.inferredMeeting(ctx, d, ledger.MeetingScope{Tenant: tenant, Project: project}); err != nil {
			return "", "", err
		}
	}
	for _, k := range []string{byPath, byInode} {
		if k == "" {
			continue
		}
		if err := a.store.NotesFilePut(ctx, ledger.NotesFile{Locator: k, Meeting: m, CreatedAt: a.now()}); err != nil {
			return "", "", fmt.Errorf("notes %s: remember its meeting: %w", d.Path, err)
		}
	}
	return m, from, nil
}

// inferredMeeting is the meeting ID of a file seen for the first time.
// A meeting registered before meeting IDs carried their date (its ID is
// the bare title's, with no record of where it came from) keeps its ID for
// the file that registers it first, so an upgrade files nothing twice.
func (a *App) inferredMeeting(ctx context.Context, d notes.Document, sc ledger.MeetingScope) (string, error) {
	id := d.Identity
	m := id.Meeting
	if id.Base != "" {
		sc.Meeting = id.Base
		_, err := a.store.SeriesMeetingGet(ctx, sc)
		switch {
		case err == nil:
		case !errors.Is(err, ledger.ErrNotFound):
			return "", fmt.Errorf("notes %s: %w", d.Rel, err)
		default:
			acts, err := a.store.ActionRegistryList(ctx, sc)
			if err != nil {
				return "", fmt.Errorf("notes %s: %w", d.Rel, err)
			}
			if len(acts) > 0 {
				return id.Base, nil
			}
		}
	}
	sc.Meeting = m
	rec, err := a.store.SeriesMeetingGet(ctx, sc)
	switch {
	case errors.Is(err, ledger.ErrNotFound):
		return m, nil
	case err != nil:
		return "", fmt.Errorf("notes %s: %w", d.Rel, err)
	case rec.Source != d.Rel && rec.Content != EventID(Notes{Body: d.Body, Scope: sc}):
		// Another file with the same title and date, other content.
		return notes.Unique(m, d.Rel), nil
	}
	return m, nil
}
