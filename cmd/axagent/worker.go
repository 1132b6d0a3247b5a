package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/spf13/cobra"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/intake"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/worker"
)

type workerOptions struct {
	Concurrency     int
	Listen          string
	Once            bool
	Drain           bool
	ShutdownTimeout time.Duration
	Poll            time.Duration
	Roster          string
}

func init() { addCommand(newWorkerCmd) }

func newWorkerCmd(app *App) *cobra.Command {
	var o workerOptions
	cmd := &cobra.Command{
		Use:   "worker",
		Short: "Run the daemon: take meeting events, work the ledger, reconcile, dispatch notifications",
		Long: `Run the worker daemon. Several workers may share one ledger.

It claims due keys in batches, renews leases while calls are in flight,
reconciles keys whose outcome is unknown, and dispatches the notification
outbox. With --listen it serves /healthz, /readyz, /metrics and the signed
webhook POST /v1/meetings. SIGINT/SIGTERM: stop claiming, let calls in flight
finish within --shutdown-timeout.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runWorker(cmd.Context(), app, o) },
	}
	f := cmd.Flags()
	f.IntVar(&o.Concurrency, "concurrency", 0, "calls in flight (default: worker.concurrency in the config, else 8)")
	f.StringVar(&o.Listen, "listen", "", "serve HTTP on this address, e.g. 127.0.0.1:8080")
	f.BoolVar(&o.Once, "once", false, "stop when nothing is due")
	f.BoolVar(&o.Drain, "drain", false, "stop when the ledger has no pending, running or unknown rows left (waits out dead workers' leases)")
	f.DurationVar(&o.ShutdownTimeout, "shutdown-timeout", 0, "how long calls in flight may finish after a stop (default: config, else 10s)")
	f.DurationVar(&o.Poll, "poll", time.Second, "wait between passes that found nothing")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	return cmd
}

func runWorker(ctx context.Context, app *App, o workerOptions) error {
	p, err := app.buildPipeline(ctx, workerID("worker"), o.Roster, "ko")
	if err != nil {
		return err
	}
	defer p.Close()
	if o.Concurrency > 0 {
		p.engine.Concurrency = o.Concurrency
		p.engine.BatchSize = max(32, o.Concurrency)
		p.dispatcher.BatchSize = max(32, o.Concurrency)
	}
	shutdown := o.ShutdownTimeout
	if shutdown == 0 {
		shutdown = config.Duration(p.cfg.Worker.ShutdownTimeout, 10*time.Second)
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m := harness.NewMetrics(reg, p.store, func() int64 { return app.clock().Now().UnixMilli() })
	p.engine.Metrics = m
	ex, err := p.extractor()
	if err != nil {
		return err
	}
	if l, ok := ex.(*llm.Extractor); ok {
		registerLLMMetrics(reg, l)
	}
	p.dispatcher.Observe = m.Notified
	w := worker.New(worker.Config{Store: p.store, Engine: p.engine, Dispatcher: p.dispatcher, Clock: app.clock(), Poll: o.Poll,
		ShutdownTimeout: shutdown, Log: app.Log, Ingest: func(ctx context.Context, ev worker.Event, source, id string) error {
			if p.roster == nil {
				return errors.New("no roster configured: cannot resolve assignees")
			}
			scope := ledger.MeetingScope{Tenant: ev.Tenant, Project: ev.Project, Meeting: ev.Meeting}
			plan, err := p.plan(ctx, source+"/"+id, []byte(ev.Notes), scope, ev.Date, "")
			if err != nil {
				return err
			}
			_, err = intake.Submit(ctx, p.store, plan, source, id, clock.StoreTime(app.clock()))
			return err
		}})
	if o.Listen != "" {
		secretEnv := p.cfg.Webhook.SecretEnv
		if secretEnv == "" {
			secretEnv = "AXAGENT_WEBHOOK_SECRET"
		}
		ln, err := net.Listen("tcp", o.Listen)
		if err != nil {
			return fmt.Errorf("worker: listen %s: %w", o.Listen, err)
		}
		srv := &http.Server{Handler: worker.Handler(worker.HTTPConfig{Store: p.store, Secret: []byte(os.Getenv(secretEnv)), MaxBody: p.cfg.Webhook.MaxBodyBytes,
			Registry: reg, Nudge: w.Nudge}), ReadHeaderTimeout: 10 * time.Second}
		go func() {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				app.Log.Error("http server", "err", err)
			}
		}()
		defer func() {
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = srv.Shutdown(sctx)
		}()
		app.Log.Info("worker listening", "addr", ln.Addr().String())
	}
	app.Log.Info("worker started", "owner", p.engine.Owner, "concurrency", p.engine.Concurrency)
	until := worker.Forever
	switch {
	case o.Once && o.Drain:
		return usageErrorf("--once and --drain exclude each other")
	case o.Once:
		until = worker.Idle
	case o.Drain:
		until = worker.Drained
	}
	return w.Run(ctx, until)
}

// registerLLMMetrics exports the extractor's counters: calls, retries,
// cache hits and tokens.
func registerLLMMetrics(reg prometheus.Registerer, l *llm.Extractor) {
	counter := func(name, help string, f func(llm.Stats) int64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, func() float64 { return float64(f(l.Stats())) })
	}
	reg.MustRegister(
		counter("axagent_llm_requests_total", "LLM HTTP requests sent.", func(s llm.Stats) int64 { return s.Requests }),
		counter("axagent_llm_retries_total", "LLM requests retried.", func(s llm.Stats) int64 { return s.Retries }),
		counter("axagent_llm_cache_hits_total", "Extractions answered from the ledger cache.", func(s llm.Stats) int64 { return s.CacheHits }),
		counter("axagent_llm_prompt_tokens_total", "Prompt tokens used.", func(s llm.Stats) int64 { return s.PromptTokens }),
		counter("axagent_llm_completion_tokens_total", "Completion tokens used.", func(s llm.Stats) int64 { return s.CompletionTokens }),
	)
}
