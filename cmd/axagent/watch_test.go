package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// worker --watch: files written, renamed, rewritten in place and written
// in two halves land as one meeting each, the final content wins, and a
// worker killed in the middle and started again loses and duplicates
// nothing.
func TestWatchFolder(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	minutes := minutesDir(t, dir, nil)
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	note := func(title, who, task, due string) string {
		return "# " + title + "\n\n## 액션 아이템\n- [ ] @" + who + " " + task + " (기한: " + due + ")\n"
	}
	put := func(name, body string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(minutes, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := func() *exec.Cmd {
		t.Helper()
		cmd := exec.Command(axagentBin(t), "worker", "--watch", minutes, "--tenant", "demo", "--project", "P42", "--roster", roster, "--db", db,
			"--watch-debounce", "300ms", "--poll", "100ms", "--log-level", "warn")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "AXAGENT_SANDBOX_URL=")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	// waitFor polls the ledger until cond holds (the worker runs in another
	// process; there is nothing to wait on but its results).
	waitFor := func(what string, cond func(keys map[string]string) bool) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		for {
			out, _, _ := axagent(t, dir, nil, "ledger", "list", "--db", db, "--limit", "0", "-o", "json")
			var list []struct {
				Key, State string
				Intent     struct {
					Title   string `json:"title"`
					DueDate string `json:"due_date"`
				} `json:"intent"`
			}
			keys := map[string]string{}
			if json.Unmarshal([]byte(out), &list) == nil {
				for _, e := range list {
					keys[e.Key] = e.State + "|" + e.Intent.Title + "|" + e.Intent.DueDate
				}
			}
			if cond(keys) {
				return
			}
			select {
			case <-ctx.Done():
				t.Fatalf("waiting for %s; the ledger has %v", what, keys)
			case <-time.After(200 * time.Millisecond):
			}
		}
	}
	succeeded := func(keys map[string]string, prefix string) int {
		n := 0
		for k, v := range keys {
			if strings.HasPrefix(k, prefix) && strings.HasPrefix(v, "succeeded|") {
				n++
			}
		}
		return n
	}

	put("a.md", note("회의 (M1)", "민서", "공급사 납기 회신 확인", "2026-10-01"))
	w := start()
	waitFor("M1 registered", func(k map[string]string) bool { return succeeded(k, "demo:P42:M1:") == 1 })

	// Written in two halves: only the finished file is a meeting.
	f, err := os.Create(filepath.Join(minutes, "b.md"))
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("# 회의 (M2)\n\n## 액션 아이템\n- [ ] @지훈 물류 계약서")
	f.Sync()
	f.WriteString(" 초안 검토 (기한: 2026-10-02)\n")
	f.Close()
	put("c.md", note("회의 (M3)", "서연", "고객 공지문 작성", "2026-10-03"))
	waitFor("M2 and M3", func(k map[string]string) bool {
		return succeeded(k, "demo:P42:M2:") == 1 && succeeded(k, "demo:P42:M3:") == 1
	})

	// Killed mid-way; a rename and an in-place rewrite while it is down.
	w.Process.Signal(syscall.SIGKILL)
	w.Wait()
	if err := os.Rename(filepath.Join(minutes, "a.md"), filepath.Join(minutes, "a-renamed.md")); err != nil {
		t.Fatal(err)
	}
	put("c.md", note("회의 (M3)", "서연", "고객 공지문 작성", "2026-10-10"))
	put("d.md", note("Weekly sync — 2026-09-14", "민서", "예산안 검토", "2026-10-04"))
	w = start()
	t.Cleanup(func() { w.Process.Signal(syscall.SIGTERM); w.Wait() })
	waitFor("the rewrite and the new file", func(k map[string]string) bool {
		return succeeded(k, "demo:P42:M3:A001:update-task-1") == 1 && len(k) == 5
	})
	// The file with no meeting ID and the renamed one: one meeting each.
	out, _, _ := axagent(t, dir, nil, "ledger", "list", "--db", db, "--limit", "0", "-o", "json")
	var list []struct{ Key string }
	json.Unmarshal([]byte(out), &list)
	meetings := map[string]int{}
	for _, e := range list {
		meetings[strings.Split(e.Key, ":")[2]]++
	}
	if len(meetings) != 4 || meetings["M1"] != 1 || meetings["M2"] != 1 || meetings["M3"] != 2 {
		t.Fatalf("meetings %v; want M1, M2, M3 (create + one update) and one for d.md", meetings)
	}
	st := readSandbox(t, db)
	if len(st.Tasks) != 4 {
		t.Fatalf("%d tasks, want 4 (one per meeting's action)", len(st.Tasks))
	}
	for _, tk := range st.Tasks {
		if strings.HasPrefix(tk.Key, "demo:P42:M3:") && tk.DueDate != "2026-10-10" {
			t.Fatalf("the rewritten file did not win: %+v", tk)
		}
		if strings.HasPrefix(tk.Key, "demo:P42:M2:") && !strings.Contains(tk.Title, "초안 검토") {
			t.Fatalf("the half-written file was read half: %+v", tk)
		}
	}
}

// Issue 29: with 300 notes in the folder, files created in the first
// seconds of `worker --watch` — while the ones already there were being
// registered — were never registered until a restart (the folder was
// listed before the watcher started). Here 150 notes are there; two more
// are written as soon as the first one is registered; both are registered
// by the same process.
func TestWatchRegistersFilesCreatedDuringTheStartupScan(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	minutes := minutesDir(t, dir, nil)
	_, roster := examples(t)
	note := func(meeting string) []byte {
		return []byte("# 회의 (" + meeting + ")\n\n## 액션 아이템\n- [ ] @민서 " + meeting + " 회의록 정리 (기한: 2026-10-01)\n")
	}
	for i := range 150 {
		if err := os.WriteFile(filepath.Join(minutes, fmt.Sprintf("m%03d.md", i)), note(fmt.Sprintf("M%03d", i)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, lines := startLogging(t, dir, []string{"AXAGENT_SANDBOX_URL="}, "worker", "--watch", minutes, "--tenant", "demo", "--project", "P42",
		"--roster", roster, "--db", filepath.Join(dir, "l.db"), "--watch-debounce", "300ms", "--poll", "100ms", "--log-level", "info")
	registered := make(chan string, 512)
	go func() {
		for l := range lines {
			if m := regexp.MustCompile(`msg="watch: registered" file=(\S+)`).FindStringSubmatch(l); m != nil {
				registered <- m[1]
			}
		}
		close(registered)
	}()
	seen := map[string]bool{}
	deadline := time.After(180 * time.Second)
	wait := func(cond func() bool, what string) {
		t.Helper()
		for !cond() {
			select {
			case f, ok := <-registered:
				if !ok {
					t.Fatalf("the worker ended before %s", what)
				}
				seen[f] = true
			case <-deadline:
				t.Fatalf("%s: not within 180 s (%d files registered)", what, len(seen))
			}
		}
	}
	wait(func() bool { return len(seen) > 0 }, "the first registration")
	first := len(seen)
	for _, n := range []string{"late1.md", "late2.md"} {
		if err := os.WriteFile(filepath.Join(minutes, n), note("M9"+n[4:5]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wait(func() bool { return seen["late1.md"] && seen["late2.md"] }, "the files created during the start-up registrations")
	if first >= 150 {
		t.Logf("the start-up registrations were done before the late files were written; the race was not exercised")
	}
	wait(func() bool { return len(seen) == 152 }, "every file")
}

// A watched file whose action waits for a person (an owner not in the
// roster) says so at the worker's default level, with the command that
// lists what waits: nobody ran register to see its next steps, and the
// log said only "registered … actions=1".
func TestWatchSaysWhatWaitsForAPerson(t *testing.T) {
	parallel(t) // its own process and directory
	dir := t.TempDir()
	minutes := minutesDir(t, dir, map[string]string{"a.md": "# 회의 (M1)\n\n## 액션 아이템\n- [ ] @준호 창고 재고 실사 (기한: 2026-10-01)\n"})
	_, roster := examples(t) // without 준호
	db := filepath.Join(dir, "l.db")
	logPath := filepath.Join(dir, "worker.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	cmd := exec.Command(axagentBin(t), "worker", "--watch", minutes, "--tenant", "demo", "--project", "P42", "--roster", roster, "--db", db,
		"--watch-debounce", "100ms", "--poll", "100ms")
	cmd.Dir, cmd.Stderr = dir, logFile
	cmd.Env = append(os.Environ(), "AXAGENT_SANDBOX_URL=")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(syscall.SIGTERM); cmd.Wait() })
	want := "axagent ledger list --state needs-human --meeting M1 --db " + db
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for {
		b, _ := os.ReadFile(logPath)
		if s := string(b); strings.Contains(s, "level=WARN") && strings.Contains(s, "watch: actions wait for a person") && strings.Contains(s, want) {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("no warning naming %q:\n%s", want, b)
		case <-time.After(100 * time.Millisecond):
		}
	}
}
