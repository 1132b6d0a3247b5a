package bench

import (
	"context"
	"path/filepath"
	"testing"
)

// TestLatencySmall runs the meeting-latency benchmark at its smallest:
// every measured meeting is timed to its last notification, the backlog
// is held (refilled as it is worked) and no key gets two tasks.
func TestLatencySmall(t *testing.T) {
	t.Parallel()
	res, err := Latency(context.Background(), LatencyOptions{
		Options: Options{Path: filepath.Join(t.TempDir(), "l.db"), Workers: 2, BatchSize: 16, IngestBatch: 20},
		Backlog: 300, BacklogTenants: 3, MeetingActions: 10, Meetings: 5})
	if err != nil {
		t.Fatal(err)
	}
	// p99 of 5 samples is the worst; the count says so.
	if res.MeetingSamples != 5 || res.P99FromWorst != 1 || res.MeetingToLastNotifyP99Ms != res.MeetingToLastNotifyMaxMs {
		t.Errorf("%d samples, p99 the %d-th worst (%.1f ms, max %.1f ms); want 5, the worst", res.MeetingSamples, res.P99FromWorst, res.MeetingToLastNotifyP99Ms, res.MeetingToLastNotifyMaxMs)
	}
	if res.Meetings != 5 || res.MeetingToLastNotifyP50Ms <= 0 || res.MeetingToLastNotifyP99Ms < res.MeetingToLastNotifyP50Ms ||
		res.MeetingToLastNotifyMaxMs < res.MeetingToLastNotifyP99Ms || res.MeetingToFirstNotifyP50Ms > res.MeetingToLastNotifyP50Ms {
		t.Errorf("percentiles: %+v", res)
	}
	// The phases split the same span: each measured, in order.
	for _, name := range []string{"ingest", "to_claim", "to_record", "to_notify"} {
		ph, ok := res.Phases[name]
		if !ok || ph[0] < 0 || ph[1] < ph[0] || ph[0] > res.MeetingToLastNotifyMaxMs {
			t.Errorf("phase %s: %v (measured %t); want 0 <= p50 <= p99, p50 within the meeting's span", name, ph, ok)
		}
	}
	if res.Phases["ingest"][0] <= 0 {
		t.Errorf("ingest phase p50 %v; want > 0", res.Phases["ingest"][0])
	}
	if res.BacklogMin < 100 || res.DuplicateTasks != 0 || res.Backend != "sqlite" {
		t.Errorf("backlog held at least %d (want about 300, at least 100), duplicates %d, backend %s", res.BacklogMin, res.DuplicateTasks, res.Backend)
	}
}

// The default number of meetings makes p99 more than the second-worst
// meeting: of 100 (or 150) it is the second-worst, of 151 the third-worst, of 300
// the fourth-worst.
func TestLatencyP99Rank(t *testing.T) {
	for n, want := range map[int]int{1: 1, 100: 2, 150: 2, 151: 3, 200: 3, 300: 4} {
		if got := n - quantileIndex(0.99, n); got != want {
			t.Errorf("p99 of %d samples is the %d-th worst, want %d", n, got, want)
		}
	}
	var lo LatencyOptions
	lo.defaults()
	if got := lo.Meetings - quantileIndex(0.99, lo.Meetings); got < 3 {
		t.Errorf("by default (%d meetings) p99 is the %d-th worst meeting; want the third or beyond", lo.Meetings, got)
	}
}
