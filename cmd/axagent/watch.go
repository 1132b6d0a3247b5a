package main

import (
	"context"
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

// startWatch registers every notes file of the folder now (unchanged files
// are no-ops: their state is in the ledger, not in this process), then each
// file that is created, rewritten or renamed there, once it has settled.
// nudge wakes the worker loop after a registration.
func startWatch(ctx context.Context, fac *Factory, a *app.App, o watchOptions, nudge func()) error {
	w := &notes.Watcher{Dir: o.Dir, Debounce: o.Debounce, Clock: fac.Clock, Log: fac.Log}
	register := func(path string) {
		rel, err := filepath.Rel(o.Dir, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = filepath.Base(path)
		}
		d, err := notes.Read(path, rel, "", "")
		if err != nil {
			fac.Log.Warn("watch: not registered", "file", rel, "err", err)
			return
		}
		n, id, err := a.Document(ctx, d, o.Tenant, o.Project)
		if err == nil {
			var r app.Registration
			if r, err = a.Register(ctx, n, app.RegisterOptions{NoWait: true, Source: "watch"}); err == nil {
				fac.Log.Info("watch: registered", "file", rel, "meeting", id.Meeting, "meeting_from", id.MeetingFrom, "date", id.Date,
					"date_from", id.DateFrom, "actions", len(r.Plan.Actions), "new_keys", len(r.Submission.Created))
				nudge()
				return
			}
		}
		fac.Log.Warn("watch: not registered", "file", rel, "err", err)
	}
	files, err := w.Scan()
	if err != nil {
		return usageErrorf("--watch %s: %v", o.Dir, err)
	}
	for _, f := range files {
		register(f)
	}
	go func() {
		if err := w.Run(ctx, register); err != nil {
			fac.Log.Error("watch stopped", "dir", o.Dir, "err", err)
		}
	}()
	fac.Log.Info("watching", "dir", o.Dir, "files", len(files))
	return nil
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
