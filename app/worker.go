package app

import (
	"context"
	"net/http"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/trackerpush"
	"github.com/axagent/axagent/worker"
)

// Until says when a worker's Run returns.
type Until = worker.Until

// When Run returns: never (until stopped), when nothing is due, or when
// the ledger has nothing left to work.
const (
	Forever = worker.Forever
	Idle    = worker.Idle
	Drained = worker.Drained
)

// Worker is the daemon loop over one pipeline.
type Worker = worker.Worker

// Event is a meeting-notes event (the webhook body).
type Event = worker.Event

// WorkerOptions tune the daemon loop.
type WorkerOptions struct {
	// Poll is the wait between passes that found nothing (default 1s).
	Poll time.Duration
	// ShutdownTimeout bounds how long calls in flight may finish after a
	// stop (default: worker.shutdown_timeout in the config, else 10s).
	ShutdownTimeout time.Duration
	// NoWakeups leaves the worker to its poll: it does not listen for work
	// enqueued by other processes (LISTEN/NOTIFY on PostgreSQL, the wake
	// file on SQLite).
	NoWakeups bool
}

// Ingest turns a received meeting event into a plan and submits it under
// (source, id): the worker's half of the webhook intake.
func (a *App) Ingest(ctx context.Context, ev worker.Event, source, id string) error {
	return a.IngestClaimed(ctx, ev, source, id, nil)
}

// IngestClaimed is Ingest under the worker's processing claim on the
// received event (issue 33): the plan is recorded only while the claim is
// the event's latest, else ledger.ErrFenced and nothing was submitted.
func (a *App) IngestClaimed(ctx context.Context, ev worker.Event, source, id string, claim *ledger.InboxClaim) error {
	// A restated action is linked, not filed again; a due-date update it
	// enqueues is an ordinary key the worker works.
	p, err := a.planAndLink(ctx, Notes{Name: source + "/" + id, Body: []byte(ev.Notes),
		Scope: ledger.MeetingScope{Tenant: ev.Tenant, Project: ev.Project, Meeting: ev.Meeting}, Date: ev.Date})
	if err != nil {
		return err
	}
	changes, err := a.titleChanges(ctx, p.plan)
	if err != nil {
		return err
	}
	sub, err := a.submit(ctx, p.plan, source, id, p.link.Held, claim)
	if err != nil {
		return err
	}
	a.logIngested(ctx, source, id, p.plan, sub)
	a.LogTitleChanges(changes, "source", source, "delivery", id)
	return nil
}

// LogTitleChanges warns, in a worker's log, of each action whose title the
// notes changed while its registered task keeps the older one (register
// says so and exits 3; nobody runs register for a webhook or a watched
// file). attrs say where the notes came from.
func (a *App) LogTitleChanges(changes []TitleChange, attrs ...any) {
	for _, c := range changes {
		a.log.Warn("the notes changed a registered task's title; the task keeps its title (axagent never renames a task: change it in the tracker)",
			append(attrs, "key", c.Key, "registered", c.Registered, "in_notes", c.InNotes)...)
	}
}

// logIngested says in the worker's log what a received event became, as
// the folder watcher does for a file: nobody ran register to see it, and
// the sender was answered before the notes were read. Keys that wait for
// a person are a warning naming the command that lists them.
func (a *App) logIngested(ctx context.Context, source, id string, pl Plan, sub Submission) {
	keys := make([]string, 0, len(pl.Actions))
	for _, act := range pl.Actions {
		keys = append(keys, act.BusinessKey)
	}
	held := 0
	if len(keys) > 0 {
		list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.NeedsHuman, Keys: keys})
		if err != nil {
			a.log.Warn("event registered; could not count its keys that wait for a person", "source", source, "delivery", id, "err", err)
		}
		held = len(list)
	}
	m := pl.Meeting.Meeting
	a.log.Info("event registered", "source", source, "delivery", id, "meeting", m, "date", pl.Meeting.Date,
		"actions", len(pl.Actions), "new_keys", len(sub.Created), "held", held)
	if held > 0 {
		a.log.Warn("event: actions wait for a person", "source", source, "delivery", id, "meeting", m, "held", held,
			"list", "axagent ledger list --state needs-human --meeting "+m+a.cmdFlags)
	}
}

// NewWorker makes the daemon loop over this pipeline.
func (a *App) NewWorker(o WorkerOptions) *worker.Worker {
	if o.ShutdownTimeout == 0 {
		o.ShutdownTimeout = config.Duration(a.cfg.Worker.ShutdownTimeout, 10*time.Second)
	}
	cfg := worker.Config{Store: a.store, Keys: a.keyPass, Dispatcher: a.disp, Clock: a.clk, Poll: o.Poll,
		ShutdownTimeout: o.ShutdownTimeout, Log: a.log, Ingest: a.IngestClaimed, Owner: a.engine.Owner, EventLease: a.engine.Lease,
		Settle: a.engine.Settle}
	if a.engine.Metrics != nil {
		// RegisterMetrics came first: the inbox's claims count with the
		// engine's and the dispatcher's.
		cfg.Counters = a.engine.Metrics
	}
	w := worker.New(cfg)
	if !o.NoWakeups {
		a.ListenWork(w.Nudge)
	}
	return w
}

// ListenWork calls wake (which must not block) whenever another process
// enqueued work on this ledger, until Close (issue 17): the cross-process
// half of the worker's Nudge. A ledger that cannot signal, or a listener
// that fails to start, leaves the worker to its poll (logged).
func (a *App) ListenWork(wake func()) {
	ws, ok := a.raw.(ledger.WorkSignals)
	if !ok {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	if err := ws.ListenWork(ctx, wake); err != nil {
		cancel()
		a.log.Warn("no wake-ups from other processes; the worker polls", "err", err)
		return
	}
	a.listenMu.Lock()
	a.stopListen = append(a.stopListen, cancel)
	a.listenMu.Unlock()
}

// RegisterMetrics exports the pipeline's metrics on reg.
func (a *App) RegisterMetrics(reg *prometheus.Registry) {
	m := execute.NewMetrics(reg, a.store, func() int64 { return a.clk.Now().UnixMilli() })
	a.engine.Metrics = m
	a.disp.Observe = m.Notified
	a.disp.Counters = m
	if ex, err := a.Extractor(); err == nil {
		if l, ok := ex.(*llm.Extractor); ok {
			registerLLMMetrics(reg, l)
		}
	}
}

// HTTPOptions configure the worker's HTTP endpoints.
type HTTPOptions struct {
	// Secret signs webhook deliveries (default: the env var named by
	// webhook.secret_env, else AXAGENT_WEBHOOK_SECRET; empty disables the
	// webhook).
	Secret   []byte
	Registry *prometheus.Registry
	// Nudge wakes the worker after a new delivery.
	Nudge func()
	// HookSecrets are the trackers' webhook secrets (default: each
	// tracker's webhook_secret_env); a tracker without one has no
	// POST /hooks/{tracker}.
	HookSecrets map[string][]byte
}

// Handler serves /healthz, /readyz, /metrics, POST /v1/meetings and the
// trackers' pushes on POST /hooks/{github,gitlab,jira,linear}. With
// webhook.legacy_signature it warns that deliveries signed the old way can
// be replayed.
func (a *App) Handler(o HTTPOptions) http.Handler {
	if o.Secret == nil {
		env := a.cfg.Webhook.SecretEnv
		if env == "" {
			env = "AXAGENT_WEBHOOK_SECRET"
		}
		o.Secret = []byte(os.Getenv(env))
		// Without it every delivery is answered 503: say so at start-up,
		// not only to the senders.
		if len(o.Secret) == 0 {
			a.log.Warn("POST /v1/meetings is off: the webhook secret's variable is empty; deliveries are answered 503 until it is set", "variable", env)
		}
	}
	if len(o.Secret) > 0 && a.roster == nil {
		// Deliveries would be accepted (202) and then fail, try after try,
		// for want of the people to assign: say so at start-up.
		a.log.Warn("POST /v1/meetings accepts deliveries but cannot register them: no roster; pass --roster FILE or set roster: in the config")
	}
	if o.HookSecrets == nil {
		o.HookSecrets = a.pushSecrets()
	}
	if a.cfg.Webhook.LegacySignature {
		a.log.Warn("webhook.legacy_signature is on: POST /v1/meetings also accepts X-Hub-Signature-256, which signs neither the delivery ID nor a time, " +
			"so a captured delivery can be replayed under a new X-Delivery-ID; move senders to Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) and turn it off")
	}
	hooks := trackerpush.Handler(trackerpush.Config{Secrets: o.HookSecrets, MaxBody: a.cfg.Webhook.MaxBodyBytes, Clock: a.clk,
		Log: a.log, Apply: a.PushStatus})
	return worker.Handler(worker.HTTPConfig{Store: a.store, Secret: o.Secret, MaxBody: a.cfg.Webhook.MaxBodyBytes,
		Tolerance: config.Duration(a.cfg.Webhook.Tolerance, worker.DefaultTolerance), LegacySignature: a.cfg.Webhook.LegacySignature,
		Clock: a.clk, Log: a.log, Registry: o.Registry, Nudge: o.Nudge, Hooks: hooks})
}

// NewServer is the worker's and the console's listener for h, bounded
// (worker.ServerConfig: timeouts, header size, and
// webhook.max_unauthenticated requests in flight whose sender is not known
// before the body is read; authenticated says who is).
func (a *App) NewServer(h http.Handler, authenticated func(*http.Request) bool) *http.Server {
	return worker.NewServer(h, worker.ServerConfig{MaxUnauthenticated: a.cfg.Webhook.MaxUnauthenticated, Authenticated: authenticated, Log: a.log})
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

// SignWebhook returns the Standard Webhooks headers with which POST
// /v1/meetings accepts body as delivery id, sent at at.
func SignWebhook(secret []byte, id string, at time.Time, body []byte) http.Header {
	return worker.Sign(secret, id, at, body)
}

// keyPass is the engine's pass over due keys, as the worker counts it.
func (a *App) keyPass(ctx context.Context) (worker.KeyCounts, error) {
	r, err := a.engine.RunOnce(ctx, nil)
	return worker.KeyCounts{Claimed: r.Claimed, Succeeded: r.Succeeded, Retried: r.Retried, Unknown: r.Unknown,
		NeedsHuman: r.NeedsHuman, StaleWrites: r.StaleWrites}, err
}
