package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// The process partition tests of issue 33 share this: worker processes
// with /metrics, their spans exported to an OTLP receiver in the test, and
// the end-of-run checks that the figures (report -o json, /metrics) agree
// with what the tracker and the channel themselves counted.

// otlpSink is an OTLP/HTTP trace receiver: it keeps every span it gets.
type otlpSink struct {
	url   string
	mu    sync.Mutex
	spans []spanRec
}

type spanRec struct{ trace, id, parent, name string }

func startOTLP(t *testing.T) *otlpSink {
	t.Helper()
	s := &otlpSink{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		var req coltracepb.ExportTraceServiceRequest
		if err == nil {
			err = proto.Unmarshal(body, &req)
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		s.mu.Lock()
		for _, rs := range req.ResourceSpans {
			for _, ss := range rs.ScopeSpans {
				for _, sp := range ss.Spans {
					s.spans = append(s.spans, spanRec{hex.EncodeToString(sp.TraceId), hex.EncodeToString(sp.SpanId), hex.EncodeToString(sp.ParentSpanId), sp.Name})
				}
			}
		}
		s.mu.Unlock()
		b, _ := proto.Marshal(&coltracepb.ExportTraceServiceResponse{})
		w.Header().Set("Content-Type", "application/x-protobuf")
		w.Write(b)
	}))
	t.Cleanup(srv.Close)
	s.url = srv.URL
	return s
}

// env makes a process export its spans here, promptly and without
// dropping any (a queue large enough for a run).
func (s *otlpSink) env() []string {
	return []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + s.url, "OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf",
		"OTEL_BSP_SCHEDULE_DELAY=200", "OTEL_BSP_MAX_QUEUE_SIZE=200000", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE=2048"}
}

// checkParents fails t for each exported span whose parent was not
// exported (issue 33: 1,852 of 2,499 spans hung from a parent never
// exported), and returns how many spans there were.
func (s *otlpSink) checkParents(t *testing.T) int {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	ids := map[string]bool{}
	for _, sp := range s.spans {
		ids[sp.trace+"/"+sp.id] = true
	}
	orphans := map[string]int{}
	for _, sp := range s.spans {
		if sp.parent != "" && !ids[sp.trace+"/"+sp.parent] {
			orphans[sp.name]++
		}
	}
	for name, n := range orphans {
		t.Errorf("%d exported %q spans have a parent that was never exported", n, name)
	}
	return len(s.spans)
}

// proc is a worker process: its log, its /metrics address and its owner.
type proc struct {
	cmd   *exec.Cmd
	mu    sync.Mutex
	log   strings.Builder
	addr  string
	owner string
	ready chan struct{}
}

var (
	listeningRe = regexp.MustCompile(`msg="worker listening".* addr=(\S+)`)
	ownerRe     = regexp.MustCompile(`msg="worker started".* owner=("[^"]*"|\S+)`)
)

// startProc starts `axagent worker` serving /metrics on a free port, with
// env added, and waits until it listens.
func startProc(t *testing.T, dir string, env []string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(axagentBin(t), append([]string{"worker", "--listen", "127.0.0.1:0", "--log-level", "info"}, args...)...)
	cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{cmd: cmd, ready: make(chan struct{})}
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.log.WriteString(line + "\n")
			if m := ownerRe.FindStringSubmatch(line); m != nil {
				p.owner = strings.Trim(m[1], `"`)
			}
			if m := listeningRe.FindStringSubmatch(line); m != nil && p.addr == "" {
				p.addr = m[1]
				close(p.ready)
			}
			p.mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		p.stop()
		if d := os.Getenv("AXAGENT_TEST_PARTITION_LOGS"); d != "" {
			// Whole logs for a reader, pass or fail.
			os.WriteFile(filepath.Join(d, t.Name()+"-"+strings.ReplaceAll(p.ownerID(), ":", "_")+".log"), []byte(p.logText()), 0o644)
		}
		if t.Failed() {
			t.Logf("worker %s log (last 6000 bytes):\n%s", p.ownerID(), tail(p.logText(), 6000))
		}
	})
	select {
	case <-p.ready:
	case <-time.After(60 * time.Second):
		t.Fatalf("worker did not listen:\n%s", p.logText())
	}
	return p
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func (p *proc) logText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.log.String()
}

func (p *proc) ownerID() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.owner
}

// stop ends the worker (SIGTERM: calls in flight finish, spans are
// flushed) and waits for it; a second stop does nothing.
func (p *proc) stop() {
	if p.cmd.ProcessState != nil {
		return
	}
	p.cmd.Process.Signal(syscall.SIGCONT)
	p.cmd.Process.Signal(syscall.SIGTERM)
	p.cmd.Wait()
}

// metrics scrapes the worker's /metrics: "name{labels}" → value.
func (p *proc) metrics(t *testing.T) map[string]float64 {
	t.Helper()
	resp, err := http.Get("http://" + p.addr + "/metrics")
	if err != nil {
		t.Fatalf("scrape %s: %v", p.addr, err)
	}
	defer resp.Body.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err == nil {
			out[line[:i]] = v
		}
	}
	return out
}

// sum adds a series over the scrapes of every worker.
func sum(scrapes []map[string]float64, series ...string) float64 {
	var n float64
	for _, m := range scrapes {
		for _, s := range series {
			n += m[s]
		}
	}
	return n
}

// waitLedger polls the ledger at dsn until done says the run is over, or
// fails t after limit: the workers are real processes, and this is how
// long they may take.
func waitLedger(t *testing.T, dsn string, limit time.Duration, done func([]ledger.Execution, []ledger.Notification) bool) {
	t.Helper()
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	deadline := time.After(limit)
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		execs, err := s.ExecutionList(ctx, ledger.ListParams{})
		if err != nil {
			t.Fatal(err)
		}
		outbox, err := s.OutboxList(ctx, ledger.OutboxListParams{})
		if err != nil {
			t.Fatal(err)
		}
		if done(execs, outbox) {
			return
		}
		select {
		case <-deadline:
			states := map[string]int{}
			for _, e := range execs {
				states["execution "+string(e.State)]++
				if e.State != ledger.Succeeded {
					t.Logf("%s %s: %s", e.Key, e.State, e.Reason)
				}
			}
			for _, n := range outbox {
				states["outbox "+string(n.State)]++
			}
			t.Fatalf("not settled after %v: %v", limit, states)
		case <-tick.C:
		}
	}
}

// allSettled: every key succeeded and every notification was sent.
func allSettled(execs []ledger.Execution, outbox []ledger.Notification) bool {
	if len(execs) == 0 {
		return false
	}
	for _, e := range execs {
		if e.State != ledger.Succeeded {
			return false
		}
	}
	for _, n := range outbox {
		if n.State != ledger.Succeeded {
			return false
		}
	}
	return len(outbox) >= len(execs)
}

// reportTotals is `axagent report -o json`'s total row.
type reportTotals struct {
	Registered int `json:"registered"`
	Notified   int `json:"notified"`
	NeedsHuman int `json:"needs_human"`
	Open       int `json:"open"`
	// RegisteredP50Ms is the median time from a key's enqueue to its task.
	RegisteredP50Ms int64 `json:"registered_p50_ms"`
}

func runReport(t *testing.T, dir, dsn string) reportTotals {
	t.Helper()
	r, _ := runReportRaw(t, dir, dsn)
	return r
}

func runReportRaw(t *testing.T, dir, dsn string) (reportTotals, string) {
	t.Helper()
	out, errOut, code := axagent(t, dir, nil, "report", "--db", dsn, "-o", "json")
	if code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	var r struct {
		Total reportTotals `json:"total"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("report -o json: %v\n%s", err, out)
	}
	return r.Total, out
}

// figures checks that the report and /metrics agree with the tracker's
// and the channel's own counts: tasks created, messages delivered. healed
// is how many keys self-heal settled (they have no attempt outcome).
func figures(t *testing.T, dir, dsn, sb string, scrapes []map[string]float64, healed int) {
	t.Helper()
	tasks, msgs := len(adminTasks(t, sb)), len(adminMessages(t, sb))
	rep := runReport(t, dir, dsn)
	if rep.Registered != tasks || rep.Notified != msgs {
		t.Errorf("report -o json: registered %d, notified %d; the tracker holds %d tasks, the channel delivered %d messages", rep.Registered, rep.Notified, tasks, msgs)
	}
	// The ledger's gauges, as any worker serves them.
	if g := scrapes[0][`axagent_executions{state="succeeded"}`]; int(g) != tasks {
		t.Errorf("/metrics axagent_executions{state=succeeded} %v; the tracker holds %d tasks", g, tasks)
	}
	if g := scrapes[0][`axagent_notifications{state="succeeded"}`]; int(g) != msgs {
		t.Errorf("/metrics axagent_notifications{state=succeeded} %v; the channel delivered %d messages", g, msgs)
	}
	// The workers' own counters: each task is one create that succeeded
	// or one found by key after its answer was lost (or one self-heal
	// settled); each message one send or one found in the history.
	if c := int(sum(scrapes, `axagent_attempts_total{outcome="succeeded"}`, `axagent_attempts_total{outcome="found"}`)) + healed; c != tasks {
		t.Errorf("/metrics attempts succeeded+found (+%d healed) = %d over the workers; the tracker holds %d tasks", healed, c, tasks)
	}
	if c := int(sum(scrapes, `axagent_notifications_total{outcome="sent"}`, `axagent_notifications_total{outcome="found"}`)); c != msgs {
		t.Errorf("/metrics notifications sent+found = %d over the workers; the channel delivered %d messages", c, msgs)
	}
}

// sandboxCaps sets the sandbox server's capabilities (a JSON patch).
func sandboxCaps(t *testing.T, sb, patch string) {
	t.Helper()
	resp, err := http.Post(sb+"/_admin/capabilities", "application/json", bytes.NewReader([]byte(patch)))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("sandbox capabilities %s: %v %v", patch, resp, err)
	}
	resp.Body.Close()
}

// armSandbox arms the sandbox's faults: name → count.
func armSandbox(t *testing.T, sb string, fs map[string]int) {
	t.Helper()
	var list []map[string]any
	for f, n := range fs {
		list = append(list, map[string]any{"fault": f, "count": n})
	}
	b, _ := json.Marshal(list)
	resp, err := http.Post(sb+"/_admin/faults", "application/json", bytes.NewReader(b))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("sandbox faults %s: %v %v", b, resp, err)
	}
	resp.Body.Close()
}

func attemptsOf(t *testing.T, dsn string) map[string][]ledger.Attempt {
	t.Helper()
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	execs, _ := s.ExecutionList(ctx, ledger.ListParams{})
	outbox, _ := s.OutboxList(ctx, ledger.OutboxListParams{})
	out := map[string][]ledger.Attempt{}
	keys := []string{}
	for _, e := range execs {
		keys = append(keys, e.Key.String())
	}
	for _, n := range outbox {
		keys = append(keys, n.Key)
	}
	for _, k := range keys {
		atts, err := s.AttemptList(ctx, k)
		if err != nil {
			t.Fatal(fmt.Errorf("attempts of %s: %w", k, err))
		}
		out[k] = atts
	}
	return out
}

// pgSlots bounds the PostgreSQL process tests running at once: each holds
// up to ~40 of the server's connections (worker pools of 8, scenario worlds
// of two pools of 4), and the server's 100 are shared with other packages'
// tests; all of them at once ran out ("sorry, too many clients already").
var pgSlots = make(chan struct{}, 2)

// holdPostgresSlot waits for one of pgSlots and frees it when t ends.
func holdPostgresSlot(t *testing.T) {
	t.Helper()
	pgSlots <- struct{}{}
	t.Cleanup(func() { <-pgSlots })
}

// partitionWorld is where a process partition test runs: a PostgreSQL
// database of its own, a sandbox tracker and channel, the workers' config
// file and an OTLP receiver for their spans.
type partitionWorld struct {
	dsn, dir, sb, cfg string
	sink              *otlpSink
}

// newPartitionWorld makes a world on the server admin: caps patches the
// sandbox's capabilities (none if empty), worker adds lines under the
// config's "worker:" to the tests' shared timings, n keys are recorded
// before any worker starts, sandboxArgs go to `axagent sandbox serve`.
func newPartitionWorld(t *testing.T, admin, caps, worker string, n int, sandboxArgs ...string) *partitionWorld {
	t.Helper()
	// A copy of the binary's one migrated template: migrating each
	// world's database took seconds of the test (issue 32).
	w := &partitionWorld{dsn: pgtest.FromTemplate(t, admin, pgtest.SharedTemplate(t, admin)), dir: t.TempDir()}
	w.sb = startSandbox(t, w.dir, sandboxArgs...)
	if caps != "" {
		sandboxCaps(t, w.sb, caps)
	}
	if n > 0 {
		seedPostgres(t, w.dsn, n)
	}
	w.cfg = filepath.Join(w.dir, "axagent.yaml")
	if err := os.WriteFile(w.cfg, []byte("worker:\n"+worker+"  backoff_initial: 100ms\n  reconcile_recheck: 500ms\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.sink = startOTLP(t)
	return w
}

// args are a worker's flags on the ledger at dsn (the world's, or a proxy
// in front of it).
func (w *partitionWorld) args(dsn string) []string {
	return []string{"--db", dsn, "--config", w.cfg, "--concurrency", "4", "--poll", "50ms"}
}

// seedPostgres records n actions' keys in the PostgreSQL ledger at dsn,
// as registered meetings would, before any worker starts.
func seedPostgres(t *testing.T, dsn string, n int) {
	t.Helper()
	s, err := postgres.Open(context.Background(), dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ingestTasks(t, s, n, "test")
}
