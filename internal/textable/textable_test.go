package textable

import (
	"strings"
	"testing"
)

func TestWriteAlignsKoreanByDisplayWidth(t *testing.T) {
	var b strings.Builder
	if err := Write(&b, [][]string{{"ID", "TITLE", "DUE"}, {"A007", "공급사 납기 회신 확인", "2026-09-21"}, {"A008", "ship it", "-"}}, 0); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	col := func(line string) int { return DisplayWidth(line[:strings.Index(line, "2026")]) }
	if !strings.Contains(lines[1], "2026-09-21") || col(lines[1]) != DisplayWidth(lines[0][:strings.Index(lines[0], "DUE")]) {
		t.Fatalf("DUE column misaligned:\n%s", b.String())
	}
	if DisplayWidth("공급사") != 6 || DisplayWidth("abc") != 3 {
		t.Fatal("display width of Hangul must be 2 per rune")
	}
}

func TestTruncateAndSanitize(t *testing.T) {
	if got := Truncate("공급사 납기 회신 확인", 8); DisplayWidth(got) > 8 || !strings.HasSuffix(got, "…") {
		t.Fatalf("Truncate = %q", got)
	}
	if got := Sanitize("a\x1b[2Jb"); strings.ContainsRune(got, 0x1b) {
		t.Fatalf("escape kept: %q", got)
	}
}
