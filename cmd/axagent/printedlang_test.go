package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ledger resolve and approve take --lang, and the commands a run in
// English prints for the keys that wait carry --lang en: pasted as
// printed they answer in the language of the run that printed them
// (before, resolve and approve had no --lang and their hints none).
func TestPrintedCommandsCarryLang(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes, roster := examples(t) // roster without 준호: A004 waits for an assignee
	db := filepath.Join(dir, "l.db")
	cfg := filepath.Join(dir, "approval.yaml")
	if err := os.WriteFile(cfg, []byte("approval: required\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--lang", "en", "--config", cfg)
	if code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	flags := " --roster " + roster + " --lang en --db " + db + " --config " + cfg
	for _, want := range []string{
		"axagent approve demo:P42:M0914:A001:create-task" + flags,
		"axagent approve --tenant demo --project P42 --meeting M0914" + flags,
		"axagent ledger resolve demo:P42:M0914:A004:create-task --requeue --assignee NAME --reason TEXT" + flags,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("register --lang en lacks %q:\n%s", want, out)
		}
	}
	code, out, errOut = runPossibleCLI(t, db, "approve", "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--roster", roster, "--lang", "en", "--config", cfg)
	if code != exitNeedsHuman || !strings.Contains(out, "Next step for each key") || strings.Contains(out, "다음 단계") ||
		!strings.Contains(out, "--requeue --assignee NAME --reason TEXT"+flags) {
		t.Fatalf("approve --lang en: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "ledger", "resolve", "demo:P42:M0914:A004:create-task", "--requeue", "--assignee", "민서", "--reason", "covers it", "--roster", roster, "--lang", "en", "--config", cfg)
	if code != 0 || !strings.Contains(out, "a running worker carries it out") {
		t.Fatalf("resolve --lang en: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "approve", "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--lang", "ko", "--config", cfg)
	if code != 0 || !strings.Contains(out, "승인을 기다리는 액션이 없습니다") {
		t.Fatalf("approve --lang ko with nothing left: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, _, errOut = runPossibleCLI(t, db, "ledger", "resolve", "demo:P42:M0914:A004:create-task", "--abandon", "--reason", "x", "--lang", "fr"); code != exitUsage || !strings.Contains(errOut, `--lang "fr"`) {
		t.Fatalf("resolve --lang fr: exit %d %s", code, errOut)
	}
}

// register --no-wait names the worker that carries the keys out with this
// run's roster and ledger: the bare "axagent worker" it printed, run as
// printed, worked the default ledger and none of these keys.
func TestNoWaitNamesTheWorkerWithTheRunsFlags(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	for lang, want := range map[string]string{"en": "keys queued for `axagent worker --roster " + roster + " --db " + db + "`",
		"ko": "워커 처리 대기열에 넣었습니다(`axagent worker --roster " + roster + " --db " + db + "`)"} {
		_, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M-"+lang, "--no-wait", "--lang", lang)
		if !strings.Contains(out, want) {
			t.Errorf("register --no-wait --lang %s lacks %q:\n%s\n%s", lang, want, out, errOut)
		}
	}
}
