package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A folder run closes with its summary in the run's language, as a single
// file's message is: with --lang ko (or Korean notes) it was English.
func TestFolderSummaryInTheRunsLanguage(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	_, roster := examples(t)
	folder := filepath.Join(dir, "minutes")
	if err := os.MkdirAll(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder, "2026-10-19.md"), []byte("# W3\n\n## 액션 아이템\n- [ ] 서연: 환불 정책 초안 (10/23까지)\n- [ ] 준호: 재고 실사 (10/23까지)\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{"ko": "파일 1개, 액션 2건 — 이전 업무에 연결 0, 새 키 2, 사람의 확인을 기다림 1 (axagent ledger list --state needs-human --db ",
		"en": "1 file, 2 actions, 0 linked to an earlier task, 2 new keys, 1 waiting for a person (axagent ledger list --state needs-human --db "} {
		db := filepath.Join(dir, lang+".db")
		code, out, errOut := runPossibleCLI(t, db, "register", folder, "--roster", roster, "--tenant", "demo", "--project", "P42", "--lang", lang)
		if code != exitNeedsHuman || !strings.Contains(out, want+db+")") {
			t.Errorf("--lang %s: exit %d, want %q\n%s\n%s", lang, code, want, out, errOut)
		}
	}
}
