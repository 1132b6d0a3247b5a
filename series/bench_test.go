package series

import (
	"fmt"
	"testing"
	"time"
)

func benchTasks(n int) []Task {
	tasks := make([]Task, n)
	for i := range tasks {
		tasks[i] = Task{Key: fmt.Sprintf("d:P:M1:A%04d:create-task", i), Title: fmt.Sprintf("고객사 %d 견적서 발송", i), AssigneeID: fmt.Sprintf("P%02d", i%20)}
	}
	return tasks
}

// BenchmarkMatch matches 2,000 actions (half restating open tasks, half
// new work with most words in common: "고객사 17 견적서 발송" / "협력사 17
// 계약서 검토") against indexes of 200 and of 2,000 open tasks of 20
// people, in the same run. "ratio" is the matching time against 2,000
// over against 200: near 1, because a match reads the postings of one
// signature, one rarest term and the subsets of its own terms, never every
// task. Building the index reads each open task once per meeting
// (µs/index-2000).
func BenchmarkMatch(b *testing.B) {
	const n = 2000
	actions := make([]Action, n)
	for i := range actions {
		title := fmt.Sprintf("협력사 %d 계약서 검토", i)
		if i%2 == 0 {
			// A task both indexes hold, so both answer the same.
			title = fmt.Sprintf("고객사 %d 견적서 발송 — 진행 중", i%(n/10))
		}
		actions[i] = Action{AssigneeID: fmt.Sprintf("P%02d", i%20), Title: title}
	}
	small, large := benchTasks(n/10), benchTasks(n)
	var tSmall, tLarge, tIndex time.Duration
	for i := 0; i < b.N; i++ {
		start := time.Now()
		ixLarge := NewIndex(large)
		tIndex += time.Since(start)
		ixSmall := NewIndex(small)
		for _, c := range []struct {
			ix   *Index
			d    *time.Duration
			same int
		}{{ixSmall, &tSmall, n / 2}, {ixLarge, &tLarge, n / 2}} {
			start := time.Now()
			same := 0
			for _, a := range actions {
				if c.ix.Match(a).Verdict == Same {
					same++
				}
			}
			*c.d += time.Since(start)
			if same != c.same {
				b.Fatalf("%d restatements linked, want %d", same, c.same)
			}
		}
	}
	b.ReportMetric(float64(tIndex.Microseconds())/float64(b.N), "µs/index-2000")
	b.ReportMetric(float64(tSmall.Microseconds())/float64(b.N), "µs/match-200-open")
	b.ReportMetric(float64(tLarge.Microseconds())/float64(b.N), "µs/match-2000-open")
	b.ReportMetric(float64(tLarge)/float64(tSmall), "ratio")
}
