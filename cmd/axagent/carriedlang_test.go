package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// register's list of the series' open tasks the meeting did not mention
// was headed in English ("open in the series, not mentioned this time:")
// between a Korean table's rows and a Korean closing message. It is headed
// in the run's language.
func TestCarriedOverHeadInTheRunsLanguage(t *testing.T) {
	dir := t.TempDir()
	_, roster := examples(t)
	for lang, want := range map[string]string{"ko": "\n이번 회의에서 언급되지 않은 시리즈의 열린 업무:\n", "en": "\nopen in the series, not mentioned this time:\n"} {
		db := filepath.Join(dir, lang+".db")
		for i, body := range []string{
			"---\ndate: 2026-10-05\n---\n# 주간 회의\n\n## 액션 아이템\n- [ ] @민서 분기 보고서 작성 (기한: 2026-10-09)\n",
			"---\ndate: 2026-10-12\n---\n# 주간 회의\n\n## 액션 아이템\n- [ ] @지훈 운송사 견적 비교 (기한: 2026-10-16)\n",
		} {
			f := filepath.Join(dir, lang+"-"+string(rune('1'+i))+".md")
			if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			code := runWith(context.Background(), []string{"register", f, "--roster", roster, "--tenant", "demo", "--project", "P42",
				"--meeting", "W" + string(rune('1'+i)), "--lang", lang, "--db", db}, &out, &errb)
			if code != 0 {
				t.Fatalf("--lang %s meeting %d: exit %d %s", lang, i+1, code, errb.String())
			}
			if i == 1 && !strings.Contains(out.String(), want) {
				t.Errorf("--lang %s: no %q:\n%s", lang, want, out.String())
			}
		}
	}
}
