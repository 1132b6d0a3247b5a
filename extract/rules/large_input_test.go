package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// hostileNotes: lines built to make a careless matcher backtrack or a
// per-line loop go quadratic (many handles, repeated openers, 2,000-rune
// runs).
func hostileNotes(size int) []byte {
	var b strings.Builder
	for b.Len() < size-200 {
		b.WriteString("- [ ] @a+@b+@c " + strings.Repeat("(due ", 20) + strings.Repeat("x", 300) + "\n")
		b.WriteString(strings.Repeat("@", 2000) + "\n")
	}
	return []byte(b.String())
}

// koreanLargeNotes: Korean tables, commitments with many distinct names,
// long lines and unbalanced parentheses.
func koreanLargeNotes(size int) []byte {
	var b strings.Builder
	i := 0
	for b.Len() < size-4096 {
		i++
		fmt.Fprintf(&b, "## 회의 %d\n| 담당 | 할 일 | 마감 |\n|---|---|---|\n| 김%c%c | 견적 %d 정리 | 9/%d |\n", i, rune(0xAC00+i%11172), rune(0xAC00+(i*7)%11172), i, i%28+1)
		fmt.Fprintf(&b, "- 박%c준 님이 다음 주까지 자료를 공유하기로 함 (담당: 이%c수, 기한: 10/%d)\n", rune(0xAC00+i%11172), rune(0xAC00+(i*3)%11172), i%28+1)
		b.WriteString("- " + strings.Repeat("가나다 ", 300) + "하기로 함\n")
		b.WriteString(strings.Repeat("(", 200) + "민서가 " + strings.Repeat("~금 ", 100) + "\n")
	}
	return []byte(b.String())
}

// possibleHostileNotes: deep nesting and long lines full of commitment
// signals, for the possible-action detector.
func possibleHostileNotes(size int) []byte {
	var b strings.Builder
	depth := 0
	for b.Len() < size-400 {
		b.WriteString(strings.Repeat("  ", depth%200) + "- [ ] Nick should please review (Alice, Bob) by Friday 다음 주까지 " + strings.Repeat("`x` ", 40) + "\n")
		b.WriteString("Next steps:\n" + strings.Repeat("will ", 300) + "\n")
		depth++
	}
	return []byte(b.String())
}

// BenchmarkLargeInput: the cost of each hostile input at two sizes; ns/op of
// the larger should be about four times the smaller (linear), far more if a
// change made the reading super-linear.
func BenchmarkLargeInput(b *testing.B) {
	ctx := context.Background()
	inputs := []struct {
		name string
		make func(int) []byte
		run  func([]byte) error
	}{
		{"hostile", hostileNotes, func(n []byte) error { _, err := Parse(ctx, n, nil); return err }},
		{"korean", koreanLargeNotes, func(n []byte) error { _, err := Parse(ctx, n, nil); return err }},
		{"possible", possibleHostileNotes, func(n []byte) error {
			_, err := (ModelCheck{}).Possible(ctx, extract.Input{Notes: n}, nil)
			return err
		}},
	}
	for _, in := range inputs {
		for _, size := range []int{largeInputBytes / 8, largeInputBytes / 2} {
			notes := in.make(size)
			b.Run(fmt.Sprintf("%s/%dKB", in.name, size/1024), func(b *testing.B) {
				b.SetBytes(int64(len(notes)))
				for i := 0; i < b.N; i++ {
					if err := in.run(notes); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
