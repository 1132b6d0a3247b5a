package app

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// A second read of a meeting's notes — `register --dry-run` after the
// meeting was registered — grows linearly with its actions (issue 29: it
// was 14× from 500 to 2,000 actions, the plan comparing every action with
// every registered one).
//
//	go test ./app -run '^$' -bench RereadRatio -benchtime 3x
//
// reports the time of the 2,000-action re-read over the 500-action one,
// both measured in the same run (linear is 4): wall time ("ratio") and
// the process's CPU time ("cpu_ratio", less swayed by other work on a
// shared machine).
func BenchmarkRereadRatio(b *testing.B) {
	ctx := context.Background()
	small, large := rereadApp(b, 500), rereadApp(b, 2000)
	var ts, tl, cs, cl time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c0 := cpuTime(b)
		ts += small.plan(ctx, b)
		c1 := cpuTime(b)
		tl += large.plan(ctx, b)
		cs, cl = cs+c1-c0, cl+cpuTime(b)-c1
	}
	b.ReportMetric(float64(ts.Milliseconds())/float64(b.N), "ms/500")
	b.ReportMetric(float64(tl.Milliseconds())/float64(b.N), "ms/2000")
	b.ReportMetric(float64(tl)/float64(ts), "ratio")
	b.ReportMetric(float64(cl)/float64(cs), "cpu_ratio")
}

// cpuTime is the CPU time this process has used (user and system).
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkReread is one size's re-read alone.
func BenchmarkReread(b *testing.B) {
	for _, n := range []int{500, 2000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rereadApp(b, n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r.plan(context.Background(), b)
			}
		})
	}
}

type rereadRig struct {
	a     *App
	notes Notes
	n     int
}

// rereadApp registers one meeting of n actions (enqueued, not worked).
func rereadApp(tb testing.TB, n int) rereadRig {
	tb.Helper()
	tb.Setenv(sandbox.EnvURL, "")
	cfg, err := config.Load("")
	if err != nil {
		tb.Fatal(err)
	}
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n  - name: 지훈\n  - name: 서연\n"))
	if err != nil {
		tb.Fatal(err)
	}
	a, err := New(context.Background(), Config{DB: filepath.Join(tb.TempDir(), "l.db"), Settings: cfg, Roster: roster, Lang: "en", Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { a.Close() })
	var body strings.Builder
	people := []string{"민서", "지훈", "서연"}
	body.WriteString("# 회의\n\n## 액션 아이템\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&body, "- [ ] @%s 항목 %d 보고서 작성 검토 %d (기한: 2026-09-%02d)\n", people[i%3], i, i*7%1000, 18+i%10)
	}
	notes := Notes{Name: "m.md", Body: []byte(body.String()), Date: "2026-09-14", Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: fmt.Sprintf("M%d", n)}}
	r, err := a.Register(context.Background(), notes, RegisterOptions{NoWait: true})
	if err != nil {
		tb.Fatal(err)
	}
	if len(r.Plan.Actions) != n {
		tb.Fatalf("registered %d actions, want %d", len(r.Plan.Actions), n)
	}
	return rereadRig{a, notes, n}
}

func (r rereadRig) plan(ctx context.Context, tb testing.TB) time.Duration {
	t0 := time.Now()
	p, err := r.a.Plan(ctx, r.notes)
	if err != nil {
		tb.Fatal(err)
	}
	if len(p.Actions) != r.n {
		tb.Fatalf("re-read found %d actions", len(p.Actions))
	}
	return time.Since(t0)
}
