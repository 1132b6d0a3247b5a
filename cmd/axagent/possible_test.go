package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// possibleNotes has one clear action and two lines that look like
// actions but that the rules do not extract (issue 28).
const possibleNotes = `# P42 주간 회의 (M0914)

## 액션 아이템
- 민서: 공급사 납기 회신 확인 (월요일까지)

## 논의
- [ ] write the migration plan and share it
- 설문 문항 정리하라 (금요일 전까지)
`

func runPossibleCLI(t *testing.T, db string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runWith(context.Background(), append([]string{"--db", db}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// TestRegisterPossibleActions: register says how many lines were
// possible actions, lists them with --show-possible, and carries them
// with their signals in -o json (dry run and real run).
func TestRegisterPossibleActions(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.md")
	if err := os.WriteFile(notes, []byte(possibleNotes), 0o600); err != nil {
		t.Fatal(err)
	}
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	base := []string{"register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting-date", "2026-09-14"}

	code, out, errOut := runPossibleCLI(t, db, append(base, "--dry-run")...)
	if code != 0 || !strings.Contains(out, "2 possible actions not extracted (--show-possible lists them)") || strings.Contains(out, "write the migration plan") {
		t.Fatalf("dry run: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, append(base, "--dry-run", "--show-possible")...)
	for _, want := range []string{"2 possible actions not extracted:", "write the migration plan", "form: imperative", "context: [ ] open item", "deadline: 금요일 전까지"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("--show-possible: exit %d, output lacks %q:\n%s", code, want, out)
		}
	}
	for _, extra := range [][]string{{"--dry-run"}, {}} {
		code, out, errOut = runPossibleCLI(t, db, append(append(base, extra...), "-o", "json")...)
		if code != 0 {
			t.Fatalf("%v -o json: exit %d\n%s\n%s", extra, code, out, errOut)
		}
		var got struct {
			Possible []struct {
				Ref     string `json:"ref"`
				Line    int    `json:"line"`
				Text    string `json:"text"`
				Signals []struct{ Kind, Value string }
			} `json:"possible_actions"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v\n%s", extra, err, out)
		}
		if len(got.Possible) != 2 || got.Possible[0].Line != 7 || got.Possible[1].Line != 8 || got.Possible[0].Ref == "" || len(got.Possible[1].Signals) < 2 {
			t.Errorf("%v: possible_actions %+v", extra, got.Possible)
		}
		var any map[string]any
		_ = json.Unmarshal([]byte(out), &any)
		checkSnake(t, "register possible", any)
	}
}
