package execute

import (
	"context"
	"strings"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/ledger"
)

// Metrics are the worker's Prometheus series. A nil *Metrics records nothing.
type Metrics struct {
	Attempts        *prometheus.CounterVec
	Reconciliations *prometheus.CounterVec
	// StaleWrites counts ledger writes refused as stale, per table.
	StaleWrites   *prometheus.CounterVec
	Notifications *prometheus.CounterVec
	// BreakerOpenings counts circuit breaker trips per target.
	BreakerOpenings *prometheus.CounterVec
	// LapsedCalls counts calls to a target or channel that ended after
	// the caller's lease had lapsed (or was taken over): each is a call
	// another worker may have made too (issue 33).
	LapsedCalls *prometheus.CounterVec
	// Claims and Takeovers count rows claimed per table, and those of
	// them taken from an owner whose lease lapsed.
	Claims    *prometheus.CounterVec
	Takeovers *prometheus.CounterVec

	mu      sync.Mutex
	engines map[string]*Engine // by target, for their breakers' state
}

// NewMetrics registers the series on reg, plus gauges read from the ledger
// at scrape time (executions and notifications by state, outbox lag).
func NewMetrics(reg prometheus.Registerer, store ledger.Store, now func() int64) *Metrics {
	m := &Metrics{
		Attempts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_attempts_total", Help: "Attempts by outcome."}, []string{"outcome"}),
		Reconciliations: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_reconciliations_total", Help: "Reconciliations by result."},
			[]string{"result"}),
		StaleWrites: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_stale_writes_rejected_total",
			Help: "Ledger writes refused because a newer owner holds the key (executions, outbox) or a newer claim the received event (inbox)."}, []string{"table"}),
		Notifications: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_notifications_total", Help: "Notification outcomes."}, []string{"outcome"}),
		BreakerOpenings: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_circuit_breaker_openings_total",
			Help: "Times the circuit breaker of a target opened (calls refused until it half-opens)."}, []string{"target"}),
		LapsedCalls: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_lapsed_lease_calls_total",
			Help: "Calls to a tracker or channel that ended after the worker's lease on the key had lapsed."}, []string{"table"}),
		Claims: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_claims_total",
			Help: "Rows claimed (executions, outbox, inbox; handed-off notifications included)."}, []string{"table"}),
		Takeovers: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_takeovers_total",
			Help: "Rows claimed from an owner whose lease (or inbox processing claim) had lapsed."}, []string{"table"}),
		engines: map[string]*Engine{},
	}
	// Each table's series exists from the start (at 0), as the unlabelled
	// counter did, so an alert on its increase sees the first refusal.
	for _, table := range []string{"executions", "outbox", "inbox"} {
		m.StaleWrites.WithLabelValues(table)
	}
	reg.MustRegister(m.Attempts, m.Reconciliations, m.StaleWrites, m.Notifications, m.BreakerOpenings, m.LapsedCalls, m.Claims, m.Takeovers, &ledgerCollector{store: store, now: now, m: m})
	return m
}

// watch makes the engine's circuit breaker visible per target
// (axagent_circuit_breaker_state).
func (m *Metrics) watch(g *Engine) {
	if m == nil || g.Tasks == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.engines[g.Tasks.Name()] = g
}

// breakerChanged counts a breaker opening.
func (m *Metrics) breakerChanged(target string, to gobreaker.State) {
	if m != nil && to == gobreaker.StateOpen {
		m.BreakerOpenings.WithLabelValues(target).Inc()
	}
}

// breakerStates reads the breakers of each watched engine, one per target
// (routing gives an engine several): 0 closed, 1 half-open, 2 open.
func (m *Metrics) breakerStates() map[string]float64 {
	out := map[string]float64{}
	if m == nil {
		return out
	}
	m.mu.Lock()
	engines := make([]*Engine, 0, len(m.engines))
	for _, g := range m.engines {
		engines = append(engines, g)
	}
	m.mu.Unlock()
	for _, g := range engines {
		for target, st := range g.breakerStates() {
			switch st {
			case gobreaker.StateHalfOpen:
				out[target] = max(out[target], 1)
			case gobreaker.StateOpen:
				out[target] = 2
			default:
				out[target] = max(out[target], 0)
			}
		}
	}
	return out
}

func (m *Metrics) attempt(outcome string) {
	if m != nil {
		m.Attempts.WithLabelValues(outcome).Inc()
	}
}

func (m *Metrics) reconciliation(result string) {
	if m != nil {
		m.Reconciliations.WithLabelValues(result).Inc()
	}
}

// StaleWrite counts a write the ledger refused because a newer owner
// holds the row (or a newer claim the received event) of table:
// "executions", "outbox" or "inbox".
func (m *Metrics) StaleWrite(table string) {
	if m != nil {
		m.StaleWrites.WithLabelValues(table).Inc()
	}
}

// Claimed counts n rows claimed from table ("executions", "outbox" or
// "inbox"), takeovers of them taken from an owner whose lease had lapsed.
func (m *Metrics) Claimed(table string, n, takeovers int) {
	if m != nil {
		m.Claims.WithLabelValues(table).Add(float64(n))
		m.Takeovers.WithLabelValues(table).Add(float64(takeovers))
	}
}

// LapsedCall counts a call that ended on a lapsed lease; table is
// "executions" or "outbox".
func (m *Metrics) LapsedCall(table string) {
	if m != nil {
		m.LapsedCalls.WithLabelValues(table).Inc()
	}
}

// Notified counts a dispatcher outcome.
func (m *Metrics) Notified(outcome string) {
	if m != nil {
		m.Notifications.WithLabelValues(outcome).Inc()
	}
}

var (
	execDesc    = prometheus.NewDesc("axagent_executions", "Executions by state.", []string{"state"}, nil)
	notifyDesc  = prometheus.NewDesc("axagent_notifications", "Outbox rows by state.", []string{"state"}, nil)
	lagDesc     = prometheus.NewDesc("axagent_outbox_lag_seconds", "Age of the oldest pending notification.", nil, nil)
	backlogDesc = prometheus.NewDesc("axagent_outbox_backlog", "Notifications not delivered yet (pending, running or unknown).", nil, nil)
	ageDesc     = prometheus.NewDesc("axagent_oldest_open_age_seconds",
		"Age (since the key was created) of the oldest execution key per tenant in a state that needs attention: needs-human (a person must act) or unknown (reconciliation pending).",
		[]string{"tenant", "state"}, nil)
	breakerDesc = prometheus.NewDesc("axagent_circuit_breaker_state", "Circuit breaker of a target: 0 closed, 1 half-open, 2 open.", []string{"target"}, nil)
)

type ledgerCollector struct {
	store ledger.Store
	now   func() int64
	m     *Metrics
}

func (c *ledgerCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- execDesc
	ch <- notifyDesc
	ch <- lagDesc
	ch <- backlogDesc
	ch <- ageDesc
	ch <- breakerDesc
}

func (c *ledgerCollector) Collect(ch chan<- prometheus.Metric) {
	ctx := context.Background()
	st, err := c.store.Stats(ctx)
	if err != nil {
		return
	}
	for _, s := range ledger.States {
		ch <- prometheus.MustNewConstMetric(execDesc, prometheus.GaugeValue, float64(st.Executions[s]), string(s))
		ch <- prometheus.MustNewConstMetric(notifyDesc, prometheus.GaugeValue, float64(st.Notifications[s]), string(s))
	}
	lag := 0.0
	if rows, err := c.store.OutboxList(ctx, ledger.OutboxListParams{State: ledger.Pending, Limit: 1}); err == nil && len(rows) == 1 {
		lag = float64(c.now()-rows[0].CreatedAt.UnixMilli()) / 1000
	}
	ch <- prometheus.MustNewConstMetric(lagDesc, prometheus.GaugeValue, lag)
	backlog := st.Notifications[ledger.Pending] + st.Notifications[ledger.Running] + st.Notifications[ledger.Unknown]
	ch <- prometheus.MustNewConstMetric(backlogDesc, prometheus.GaugeValue, float64(backlog))
	// Lists by state read small partial indexes (executions_held,
	// executions_unknown_due), oldest first.
	for _, state := range []ledger.State{ledger.NeedsHuman, ledger.Unknown} {
		rows, err := c.store.ExecutionList(ctx, ledger.ListParams{State: state})
		if err != nil {
			continue
		}
		oldest := map[string]int64{}
		for _, e := range rows {
			t := e.Key.Tenant
			if at, ok := oldest[t]; !ok || e.CreatedAt.UnixMilli() < at {
				oldest[t] = e.CreatedAt.UnixMilli()
			}
		}
		for tenant, at := range oldest {
			ch <- prometheus.MustNewConstMetric(ageDesc, prometheus.GaugeValue, float64(c.now()-at)/1000, tenant, string(state))
		}
	}
	for target, v := range c.m.breakerStates() {
		ch <- prometheus.MustNewConstMetric(breakerDesc, prometheus.GaugeValue, v, strings.TrimPrefix(target, "target:"))
	}
}
