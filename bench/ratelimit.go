package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
)

// RateOptions configure the rate-limit benchmark: Workers worker
// processes (`axagent worker`) on one ledger send creates to a fake
// tracker that allows Limit; the budget they share lives in the ledger
// (rate_limits: in their config).
type RateOptions struct {
	// DB is the ledger: a postgres:// URL (a fresh schema is made in it and
	// dropped after) or a SQLite file path that must not exist.
	DB string
	// Exe is the axagent binary the workers run (default: this one).
	Exe      string
	Limit    config.Rate
	Duration time.Duration
	Workers  int
	// Concurrency is each worker's calls in flight (default 8).
	Concurrency int
	// Dir holds the workers' config and logs (default: a temporary one).
	Dir      string
	Progress func(format string, args ...any)
}

// RateResult is what the fake saw.
type RateResult struct {
	Limit     string  `json:"limit"`
	Workers   int     `json:"workers"`
	Ledger    string  `json:"ledger"`
	Seconds   float64 `json:"seconds"`
	Allowed   int     `json:"allowed"`
	Creates   int     `json:"creates"`
	Used      float64 `json:"used"`
	PerSecond []int   `json:"per_second"`
	// MaxPerSecond is the most creates in one second of the window
	// (seconds counted from the first create); MaxSliding the most create
	// requests, refused ones included, in any interval [t, t+Per) of the
	// whole run.
	MaxPerSecond int `json:"max_per_second"`
	MaxSliding   int `json:"max_sliding_second"`
	// Refused is the creates the fake answered 429 (over its limit), and
	// when (seconds from the first create).
	Refused   int       `json:"refused_429"`
	RefusedAt []float64 `json:"refused_at,omitempty"`
	// DuplicateKeys counts keys the fake holds more than one task for.
	DuplicateKeys int `json:"duplicate_keys"`
	// Finished is the keys succeeded in the ledger when the workers stopped.
	Finished int `json:"finished"`
}

// limiter is the fake tracker's front: it timestamps every create and
// refuses one (429, Retry-After) that would exceed Limit within the
// trailing interval, as a rate-limited tracker does.
type limiter struct {
	next  http.Handler
	limit config.Rate

	mu       sync.Mutex
	accepted []time.Time
	refused  []time.Time
}

func (l *limiter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/tasks" {
		l.next.ServeHTTP(w, r)
		return
	}
	now := time.Now()
	l.mu.Lock()
	n := 0
	for i := len(l.accepted) - 1; i >= 0 && now.Sub(l.accepted[i]) < l.limit.Per; i-- {
		n++
	}
	if n >= l.limit.N {
		l.refused = append(l.refused, now)
		l.mu.Unlock()
		w.Header().Set("Retry-After", "1")
		http.Error(w, `{"error":"rate limited"}`, http.StatusTooManyRequests)
		return
	}
	l.accepted = append(l.accepted, now)
	l.mu.Unlock()
	l.next.ServeHTTP(w, r)
}

// RateLimit runs the benchmark.
func RateLimit(ctx context.Context, o RateOptions) (RateResult, error) {
	if o.Workers < 1 || o.Limit.N < 1 || o.Duration < time.Second {
		return RateResult{}, errors.New("bench rate-limit: want at least 1 worker, a limit and a duration of at least 1s")
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 8
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
	if o.Exe == "" {
		exe, err := os.Executable()
		if err != nil {
			return RateResult{}, fmt.Errorf("bench rate-limit: %w", err)
		}
		o.Exe = exe
	}
	if o.Dir == "" {
		dir, err := os.MkdirTemp("", "axagent-ratelimit-")
		if err != nil {
			return RateResult{}, fmt.Errorf("bench rate-limit: %w", err)
		}
		defer os.RemoveAll(dir)
		o.Dir = dir
	}
	res := RateResult{Limit: o.Limit.String(), Workers: o.Workers, Seconds: o.Duration.Seconds(),
		Allowed: int(float64(o.Limit.N) * o.Duration.Seconds() / o.Limit.Per.Seconds())}

	// The ledger, with more keys than the window can take.
	db, drop, err := freshLedger(ctx, o.DB)
	if err != nil {
		return res, err
	}
	defer drop()
	res.Ledger = map[bool]string{true: "postgresql", false: "sqlite"}[app.IsPostgres(o.DB)]
	store, err := openLedger(ctx, db)
	if err != nil {
		return res, err
	}
	defer store.Close()
	actions := res.Allowed + res.Allowed/2 + 50
	for lo := 0; lo < actions; lo += 50 {
		meeting := fmt.Sprintf("R%05d", lo/50)
		var ps []ledger.EnqueueParams
		for i := lo; i < min(lo+50, actions); i++ {
			ps = append(ps, ledger.EnqueueParams{Key: Key(meeting, i), Intent: Intent(i)})
		}
		if _, err := store.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: meeting, Executions: ps}); err != nil {
			return res, fmt.Errorf("bench rate-limit: enqueue: %w", err)
		}
	}
	o.Progress("%d keys enqueued in the %s ledger", actions, res.Ledger)

	// The fake tracker (and channel), rate-limited, over HTTP.
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		return res, fmt.Errorf("bench rate-limit: %w", err)
	}
	lim := &limiter{next: svc.Handler(), limit: o.Limit}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return res, fmt.Errorf("bench rate-limit: %w", err)
	}
	srv := &http.Server{Handler: lim, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String()

	cfgPath := filepath.Join(o.Dir, "axagent.yaml")
	cfg := fmt.Sprintf("target: sandbox\nsandbox: {url: %q}\nrate_limits: {sandbox: %q}\nworker: {lease: 60s, concurrency: %d}\n", url, o.Limit.String(), o.Concurrency)
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		return res, fmt.Errorf("bench rate-limit: %w", err)
	}

	// The workers: separate processes, as a deployment runs them.
	var cmds []*exec.Cmd
	defer func() {
		for _, c := range cmds {
			if c.ProcessState == nil {
				_ = c.Process.Kill()
				_ = c.Wait()
			}
		}
	}()
	for i := range o.Workers {
		logf, err := os.Create(filepath.Join(o.Dir, "worker-"+strconv.Itoa(i)+".log"))
		if err != nil {
			return res, fmt.Errorf("bench rate-limit: %w", err)
		}
		defer logf.Close()
		c := exec.CommandContext(ctx, o.Exe, "worker", "--db", db, "--config", cfgPath, "--poll", "100ms", "--log-level", "warn")
		c.Stdout, c.Stderr = logf, logf
		c.Env = append(os.Environ(), "AXAGENT_DB="+db)
		if err := c.Start(); err != nil {
			return res, fmt.Errorf("bench rate-limit: start worker %d: %w", i, err)
		}
		cmds = append(cmds, c)
	}
	o.Progress("%d workers started against a fake allowing %s", o.Workers, o.Limit)

	// The window starts at the first create the fake sees.
	var start time.Time
	for start.IsZero() {
		select {
		case <-ctx.Done():
			return res, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
		lim.mu.Lock()
		if len(lim.accepted) > 0 {
			start = lim.accepted[0]
		}
		lim.mu.Unlock()
	}
	select {
	case <-ctx.Done():
		return res, ctx.Err()
	case <-time.After(time.Until(start.Add(o.Duration))):
	}
	for _, c := range cmds {
		_ = c.Process.Signal(syscall.SIGTERM)
	}
	for _, c := range cmds {
		_ = c.Wait()
	}
	o.Progress("workers stopped")

	lim.mu.Lock()
	arrivals := append([]time.Time(nil), lim.accepted...)
	res.Refused = len(lim.refused)
	for _, t := range lim.refused {
		res.RefusedAt = append(res.RefusedAt, t.Sub(start).Seconds())
	}
	lim.mu.Unlock()
	end := start.Add(o.Duration)
	res.PerSecond = make([]int, int(o.Duration/time.Second))
	var in []time.Time
	for _, t := range arrivals {
		if t.Before(end) {
			in = append(in, t)
			if s := int(t.Sub(start) / time.Second); s < len(res.PerSecond) {
				res.PerSecond[s]++
			}
		}
	}
	res.Creates = len(in)
	res.Used = float64(res.Creates) / float64(res.Allowed)
	for _, n := range res.PerSecond {
		res.MaxPerSecond = max(res.MaxPerSecond, n)
	}
	lim.mu.Lock()
	seen := append(append([]time.Time(nil), lim.accepted...), lim.refused...)
	lim.mu.Unlock()
	sort.Slice(seen, func(i, j int) bool { return seen[i].Before(seen[j]) })
	for i := range seen {
		j := i
		for j < len(seen) && seen[j].Sub(seen[i]) < o.Limit.Per {
			j++
		}
		res.MaxSliding = max(res.MaxSliding, j-i)
	}
	perKey := map[string]int{}
	for _, t := range svc.Tasks() {
		perKey[t.Key]++
	}
	for _, n := range perKey {
		if n > 1 {
			res.DuplicateKeys++
		}
	}
	st, err := store.Stats(ctx)
	if err != nil {
		return res, fmt.Errorf("bench rate-limit: %w", err)
	}
	res.Finished = st.Executions[ledger.Succeeded]
	return res, nil
}

// freshLedger makes an empty ledger: a new schema on PostgreSQL, a new
// file otherwise. drop removes it.
func freshLedger(ctx context.Context, db string) (string, func(), error) {
	if app.IsPostgres(db) {
		dsn, drop, err := app.NewPostgresSchema(ctx, db, "ratelimit")
		if err != nil {
			return "", nil, fmt.Errorf("bench rate-limit: %w", err)
		}
		return dsn, func() { _ = drop(context.Background()) }, nil
	}
	if db == "" {
		dir, err := os.MkdirTemp("", "axagent-ratelimit-db-")
		if err != nil {
			return "", nil, fmt.Errorf("bench rate-limit: %w", err)
		}
		return filepath.Join(dir, "ledger.db"), func() { os.RemoveAll(dir) }, nil
	}
	if _, err := os.Stat(db); err == nil {
		return "", nil, fmt.Errorf("bench rate-limit: %s exists; name a new file", db)
	}
	return db, func() { removeDB(db) }, nil
}

func openLedger(ctx context.Context, db string) (ledger.Store, error) {
	return app.OpenStoreWith(ctx, db, app.StoreOptions{})
}
