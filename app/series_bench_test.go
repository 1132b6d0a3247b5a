package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// benchMeeting is a meeting of n actions shared among 20 people: the first
// restated are the open tasks' titles said again, the rest new work whose
// titles share most words with them ("고객사 17 견적서 발송" / "협력사 17
// 계약서 검토") — the case that made matching quadratic.
func benchMeeting(n, restated int) string {
	var b strings.Builder
	b.WriteString("# 주간 회의\n\n## 액션 아이템\n")
	for i := 0; i < n; i++ {
		title := fmt.Sprintf("고객사 %d 견적서 발송", i)
		if i >= restated {
			title = fmt.Sprintf("협력사 %d 계약서 검토", i)
		}
		fmt.Fprintf(&b, "- [ ] @P%02d %s (기한: 2026-10-%02d)\n", i%20, title, 10+i%15)
	}
	return b.String()
}

func benchApp(b *testing.B) *App {
	b.Helper()
	var roster strings.Builder
	roster.WriteString("people:\n")
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&roster, "  - {name: P%02d, ids: {sandbox: p%02d}}\n", i, i)
	}
	a, _ := continuityApp(b, roster.String(), nil)
	return a
}

// BenchmarkSeriesRegister registers a 2,000-action meeting into a series
// with 2,000 open tasks and, in the same run, the same meeting into a
// series with none, and reports both times and their ratio (issue 27: at
// most 2). "half-restated": half the actions restate open tasks, half are
// new work whose titles share most words with them; "all-new": every
// action is new work. Register does not wait for the tracker (--no-wait):
// what is measured is extraction, linking and the submission, where
// matching used to cost actions × open tasks.
func BenchmarkSeriesRegister(b *testing.B) {
	const n = 2000
	for _, c := range []struct {
		name     string
		restated int
	}{{"half-restated", n / 2}, {"all-new", 0}} {
		b.Run(c.name, func(b *testing.B) {
			a := benchApp(b)
			ctx := context.Background()
			reg := func(meeting, series, body string) time.Duration {
				start := time.Now()
				r, err := a.Register(ctx, Notes{Name: meeting, Body: []byte(body), Date: "2026-10-01", Series: series,
					Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: meeting}}, RegisterOptions{NoWait: true})
				if err != nil {
					b.Fatal(err)
				}
				if s := r.Summary(); s.Extracted != n || s.Linked > c.restated {
					b.Fatalf("%s: %+v", meeting, s)
				}
				return time.Since(start)
			}
			var idle, busy time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				// A series with 2,000 open tasks.
				reg(fmt.Sprintf("OPEN%d", i), fmt.Sprintf("busy%d", i), benchMeeting(n, n))
				b.StartTimer()
				idle += reg(fmt.Sprintf("IDLE%d", i), fmt.Sprintf("idle%d", i), benchMeeting(n, c.restated))
				busy += reg(fmt.Sprintf("BUSY%d", i), fmt.Sprintf("busy%d", i), benchMeeting(n, c.restated))
			}
			b.ReportMetric(float64(idle.Milliseconds())/float64(b.N), "ms/empty-series")
			b.ReportMetric(float64(busy.Milliseconds())/float64(b.N), "ms/2000-open")
			b.ReportMetric(float64(busy)/float64(idle), "ratio")
		})
	}
}
