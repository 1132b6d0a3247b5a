package harness

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/axagent/axagent/ledger"
)

// Metrics are the worker's Prometheus series. A nil *Metrics records nothing.
type Metrics struct {
	Attempts        *prometheus.CounterVec
	Reconciliations *prometheus.CounterVec
	StaleWrites     prometheus.Counter
	Notifications   *prometheus.CounterVec
}

// NewMetrics registers the series on reg, plus gauges read from the ledger
// at scrape time (executions and notifications by state, outbox lag).
func NewMetrics(reg prometheus.Registerer, store ledger.Store, now func() int64) *Metrics {
	m := &Metrics{
		Attempts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_attempts_total", Help: "Attempts by outcome."}, []string{"outcome"}),
		Reconciliations: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_reconciliations_total", Help: "Reconciliations by result."},
			[]string{"result"}),
		StaleWrites:   prometheus.NewCounter(prometheus.CounterOpts{Name: "axagent_stale_writes_rejected_total", Help: "Ledger writes refused because a newer owner holds the key."}),
		Notifications: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "axagent_notifications_total", Help: "Notification outcomes."}, []string{"outcome"}),
	}
	reg.MustRegister(m.Attempts, m.Reconciliations, m.StaleWrites, m.Notifications, &ledgerCollector{store: store, now: now})
	return m
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

func (m *Metrics) staleWrite() {
	if m != nil {
		m.StaleWrites.Inc()
	}
}

// Notified counts a dispatcher outcome.
func (m *Metrics) Notified(outcome string) {
	if m != nil {
		m.Notifications.WithLabelValues(outcome).Inc()
	}
}

var (
	execDesc   = prometheus.NewDesc("axagent_executions", "Executions by state.", []string{"state"}, nil)
	notifyDesc = prometheus.NewDesc("axagent_notifications", "Outbox rows by state.", []string{"state"}, nil)
	lagDesc    = prometheus.NewDesc("axagent_outbox_lag_seconds", "Age of the oldest pending notification.", nil, nil)
)

type ledgerCollector struct {
	store ledger.Store
	now   func() int64
}

func (c *ledgerCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- execDesc
	ch <- notifyDesc
	ch <- lagDesc
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
}
