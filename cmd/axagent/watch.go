package main

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// watchOptions are worker's --watch flags.
type watchOptions struct {
	Dir             string
	Tenant, Project string
	Debounce        time.Duration
}

func (o watchOptions) validate() error {
	if o.Dir == "" {
		return nil
	}
	for _, c := range []struct{ flag, v string }{{"--tenant", o.Tenant}, {"--project", o.Project}} {
		if err := ledger.ValidateComponent(c.v); err != nil {
			return usageErrorf("--watch needs %s: %v", c.flag, err)
		}
	}
	if o.Debounce <= 0 {
		return usageErrorf("--watch-debounce %s: must be positive", o.Debounce)
	}
	if !isDir(o.Dir) {
		return usageErrorf("--watch %s: not a folder", o.Dir)
	}
	return nil
}

// startWatch registers every notes file of the folder, and then each file
// that is created, rewritten or renamed there, once it is stable (the
// watcher watches before it lists, so nothing created meanwhile is
// missed). Unchanged files are no-ops: their state is in the ledger, not in
// this process. nudge wakes the worker loop after a registration. It
// returns once the folder is watched (or cannot be).
func startWatch(ctx context.Context, fac *Factory, a *app.App, o watchOptions, nudge func()) error {
	w := &notes.Watcher{Dir: o.Dir, Debounce: o.Debounce, Clock: fac.Clock, Log: fac.Log}
	register := func(path string) error {
		rel, err := filepath.Rel(o.Dir, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = filepath.Base(path)
		}
		d, err := notes.Read(path, rel, "", "")
		if err != nil {
			fac.Log.Warn("watch: not registered", "file", rel, "err", err)
			return nil // read again when it changes
		}
		n, id, err := a.Document(ctx, d, o.Tenant, o.Project)
		if err == nil {
			var r app.Registration
			if r, err = a.Register(ctx, n, app.RegisterOptions{NoWait: true, Source: "watch"}); err == nil {
				held := r.Summary().Held
				fac.Log.Info("watch: registered", "file", rel, "meeting", id.Meeting, "meeting_from", id.MeetingFrom, "date", id.Date,
					"date_from", id.DateFrom, "actions", len(r.Plan.Actions), "new_keys", len(r.Submission.Created), "held", held)
				a.LogTitleChanges(r.TitleChanges, "file", rel)
				if held > 0 {
					// Nobody runs register here to see its next steps: say,
					// at the level a worker logs by default, where they are.
					fac.Log.Warn("watch: actions wait for a person", "file", rel, "meeting", id.Meeting, "held", held,
						"list", "axagent ledger list --state needs-human --meeting "+shellQuote(id.Meeting)+fac.globalFlags())
				}
				nudge()
				return nil
			}
		}
		if watchRetries(err) {
			return err // the watcher logs it and tries again
		}
		fac.Log.Warn("watch: not registered", "file", rel, "err", err)
		return nil
	}
	started := make(chan error, 1)
	w.OnStarted = func(err error) { started <- err }
	go func() {
		if err := w.Run(ctx, register); err != nil {
			fac.Log.Error("watch stopped", "dir", o.Dir, "err", err)
		}
	}()
	if err := <-started; err != nil {
		return usageErrorf("--watch %s: %v", o.Dir, err)
	}
	return nil
}

// watchRetries says whether a watched file whose registration failed with
// err is tried again without being changed: an operation that failed (the
// ledger busy or unreachable, the extractor's endpoint down — register's
// exit 1) is; notes refused as bad input or in conflict (exit 2 or 3) wait
// for the file to change, as a rerun of register would fail the same way.
func watchRetries(err error) bool {
	var ue *notes.UnsupportedError
	if errors.As(err, &ue) || errors.Is(err, fs.ErrNotExist) {
		return false
	}
	return exitCode(err) == exitError
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
