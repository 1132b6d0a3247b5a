package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/console"
)

type workerOptions struct {
	Concurrency     int
	Listen          string
	Once            bool
	Drain           bool
	ShutdownTimeout time.Duration
	Poll            time.Duration
	NoWakeups       bool
	Roster          string
	Secure          bool
	Watch           watchOptions
}

func init() { addCommand(newWorkerCmd) }

func newWorkerCmd(fac *Factory) *cobra.Command {
	var o workerOptions
	cmd := &cobra.Command{
		Use:         "worker",
		Annotations: map[string]string{daemonAnnotation: "true"},
		Example: `  AXAGENT_WEBHOOK_SECRET=… axagent worker --listen 127.0.0.1:8080 --concurrency 8
  axagent worker --once --roster roster.yaml
  axagent worker --drain --db postgres://axagent@db.internal/axagent
  axagent worker --watch docs/회의록 --tenant demo --project P42`,
		Short: "Run the daemon: take meeting events, work the ledger, reconcile, dispatch notifications",
		Long: `Run the worker daemon. Several workers may share one ledger.

It claims due keys in batches, renews leases while calls are in flight,
reconciles keys whose outcome is unknown, and dispatches the notification
outbox. With --listen it serves /healthz, /readyz, /metrics, the signed
webhook POST /v1/meetings, the operator console at /console/ (when
console.operators are configured) and the trackers' signed status pushes at
POST /hooks/{github,gitlab,jira,linear} (when a tracker's webhook_secret_env
is set). It logs at INFO (--log-level to change). SIGINT/SIGTERM: stop
claiming, let calls in flight finish within --shutdown-timeout.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runWorker(cmd.Context(), fac, o) },
	}
	f := cmd.Flags()
	f.IntVar(&o.Concurrency, "concurrency", 0, "calls in flight (default: worker.concurrency in the config, else 8)")
	f.StringVar(&o.Listen, "listen", "", "serve HTTP on this address, e.g. 127.0.0.1:8080")
	f.BoolVar(&o.Once, "once", false, "stop when nothing is due")
	f.BoolVar(&o.Drain, "drain", false, "stop when the ledger has no pending, running or unknown rows left (waits out dead workers' leases)")
	f.DurationVar(&o.ShutdownTimeout, "shutdown-timeout", 0, "how long calls in flight may finish after a stop (default: config, else 10s)")
	f.DurationVar(&o.Poll, "poll", time.Second, "wait between passes that found nothing")
	f.BoolVar(&o.NoWakeups, "no-wakeups", false, "do not listen for work enqueued by other processes (LISTEN/NOTIFY, the SQLite wake file): rely on --poll alone")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	f.BoolVar(&o.Secure, "secure", false, "with --listen: TLS is in front of the listener (marks the console's session cookie Secure)")
	f.StringVar(&o.Watch.Dir, "watch", "", "register the notes files of this folder, and each one created, rewritten or renamed there (needs --tenant and --project)")
	f.StringVar(&o.Watch.Tenant, "tenant", "", "with --watch: tenant of the folder's meetings")
	f.StringVar(&o.Watch.Project, "project", "", "with --watch: project of the folder's meetings")
	f.DurationVar(&o.Watch.Debounce, "watch-debounce", 2*time.Second, "with --watch: how long a file must stay unchanged (and, on Linux, closed by every writer) before it is read")
	return cmd
}

func runWorker(ctx context.Context, fac *Factory, o workerOptions) error {
	switch {
	case o.Once && o.Drain:
		return usageErrorf("--once and --drain exclude each other")
	case o.Concurrency < 0:
		return usageErrorf("--concurrency %d: must be positive", o.Concurrency)
	case o.Watch.Dir != "" && (o.Once || o.Drain):
		return usageErrorf("--watch runs until stopped; it excludes --once and --drain")
	}
	if err := o.Watch.validate(); err != nil {
		return err
	}
	a, err := fac.app(ctx, buildOptions{Role: "worker", Roster: o.Roster, Lang: "ko", Concurrency: o.Concurrency})
	if err != nil {
		return err
	}
	defer a.Close()
	if _, err := a.Extractor(); err != nil {
		return err
	}
	if o.Watch.Dir != "" && a.Roster() == nil {
		// Every file would be refused, one warning each, until a restart.
		return usageErrorf("--watch %s: registering notes needs a roster: pass --roster FILE or set roster: in the config", o.Watch.Dir)
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	a.RegisterMetrics(reg)
	w := a.NewWorker(app.WorkerOptions{Poll: o.Poll, ShutdownTimeout: o.ShutdownTimeout, NoWakeups: o.NoWakeups})
	if o.Listen != "" {
		ln, err := net.Listen("tcp", o.Listen)
		if err != nil {
			return fmt.Errorf("worker: listen %s: %w", o.Listen, err)
		}
		var handler http.Handler = a.Handler(app.HTTPOptions{Registry: reg, Nudge: w.Nudge})
		cfg, _ := fac.config()
		c, err := newConsole(fac, a, cfg, o.Secure)
		var noToken *console.NoTokenError
		if errors.As(err, &noToken) {
			// The worker's intake does not depend on the console.
			fac.Log.Error("console not served", "err", err)
			c, err = nil, nil
		}
		if err != nil {
			return err
		}
		if c != nil {
			mux := http.NewServeMux()
			mux.Handle(console.Prefix+"/", c.Handler())
			mux.Handle(console.Prefix, c.Handler())
			mux.Handle("/", handler)
			handler = mux
		}
		var signedIn func(*http.Request) bool
		if c != nil {
			signedIn = c.SignedIn
		}
		srv := a.NewServer(handler, signedIn)
		go func() {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				fac.Log.Error("http server", "err", err)
			}
		}()
		defer func() {
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = srv.Shutdown(sctx)
		}()
		warnExposed(fac, "worker", ln.Addr(), o.Secure)
		fac.Log.Info("worker listening", "addr", ln.Addr().String())
	}
	if o.Watch.Dir != "" {
		if err := startWatch(ctx, fac, a, o.Watch, w.Nudge); err != nil {
			return err
		}
	}
	startOperatorDigests(ctx, fac, a, w.Nudge, o.Once || o.Drain)
	if !o.Once && !o.Drain {
		startStatusPulls(ctx, fac, a)
		startHealing(ctx, fac, a)
	}
	fac.Log.Info("worker started", "owner", a.Owner())
	until := app.Forever
	switch {
	case o.Once:
		until = app.Idle
	case o.Drain:
		until = app.Drained
	}
	return w.Run(ctx, until)
}

// operatorDigestEvery is how often the worker looks for keys that came to
// need a person, to tell the operators (config operators_notify).
const operatorDigestEvery = 10 * time.Second

// startOperatorDigests queues the operators' digests now and, unless once,
// every operatorDigestEvery while the worker runs.
func startOperatorDigests(ctx context.Context, fac *Factory, a *app.App, nudge func(), once bool) {
	cfg, err := fac.config()
	if err != nil || !cfg.OperatorsNotify.Enabled() {
		return
	}
	pass := func() {
		n, err := a.NotifyOperators(ctx)
		if err != nil {
			fac.Log.Warn("operator digest", "err", err)
			return
		}
		if n > 0 {
			fac.Log.Info("operator digest queued", "meetings", n)
			nudge()
		}
	}
	pass()
	if !once {
		go every(ctx, fac.clock(), operatorDigestEvery, pass)
	}
}

// every runs fn each d on clk until ctx ends.
func every(ctx context.Context, clk clock.Clock, d time.Duration, fn func()) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-clk.After(d):
			fn()
		}
	}
}

// Status pulls: every statusPullEvery the worker asks the trackers for the
// status of up to statusPullBatch open tasks, taking turns (issue 16).
const (
	statusPullEvery = 5 * time.Minute
	statusPullBatch = 50
)

func startStatusPulls(ctx context.Context, fac *Factory, a *app.App) {
	go every(ctx, fac.clock(), statusPullEvery, func() {
		res, err := a.PullStatus(ctx, statusPullBatch)
		if err != nil {
			fac.Log.Warn("status pull", "err", err)
			return
		}
		fac.Log.Debug("status pull", "checked", res.Checked, "changed", res.Changed, "deferred", res.Deferred, "failed", res.Failed)
	})
}

// Self-heal: every healEvery (worker.heal_every) the worker looks again for the tasks of up to
// healBatch keys marked needs-human because their task was not found, and
// settles those whose task has appeared since (issue 33).
const (
	healEvery = 10 * time.Minute
	healBatch = 50
)

func startHealing(ctx context.Context, fac *Factory, a *app.App) {
	d := healEvery
	if cfg, err := fac.config(); err == nil {
		d = config.Duration(cfg.Worker.HealEvery, healEvery)
	}
	go every(ctx, fac.clock(), d, func() {
		res, err := a.HealNotFound(ctx, healBatch)
		if err != nil {
			fac.Log.Warn("self-heal", "err", err)
			return
		}
		fac.Log.Debug("self-heal", "checked", res.Checked, "settled", res.Settled, "failed", res.Failed)
	})
}
