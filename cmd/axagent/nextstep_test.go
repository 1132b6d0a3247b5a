package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// register's report ends with the exact command that acts on each key
// that waits — with the --db and --roster this run needed — and that
// command, run as printed, does it.
func TestRegisterSaysTheNextStep(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	out, errOut, code := h.register()
	if code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	i := strings.Index(out, "Next step for each key that waits for a person:")
	if i < 0 {
		t.Fatalf("no next step:\n%s", out)
	}
	next := out[i:]
	want := "axagent ledger resolve " + a004 + " --requeue --assignee NAME --reason TEXT --roster " + h.rs + " --lang en --db " + h.db
	if !strings.Contains(next, want) || !strings.Contains(next, `The assignee "준호" is not in the roster.`) {
		t.Fatalf("next step, want %q:\n%s", want, next)
	}
	// Run it as printed, with a person and a reason filled in.
	line, _, _ := strings.Cut(next[strings.Index(next, "axagent ledger resolve"):], "\n")
	args := strings.Fields(strings.NewReplacer("NAME", "민서", "TEXT", "covers").Replace(line))[1:]
	o, e, code := axagent(t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d\n%s\n%s", args, code, o, e)
	}
	// Its output names the command that carries it out now: run that too.
	i = strings.Index(o, "axagent worker --once")
	if i < 0 {
		t.Fatalf("resolve does not say what carries it out:\n%s", o)
	}
	line, _, _ = strings.Cut(o[i:], "\n")
	if o, e, code := axagent(t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, strings.Fields(line)[1:]...); code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", line, code, o, e)
	}
	if st := readSandbox(t, h.db); st.tasksFor(a004) != 1 || st.messagesFor("demo:P42:M0914:A004:") != 1 {
		t.Fatalf("the printed command did not create the task once: %d tasks, %d messages", st.tasksFor(a004), st.messagesFor("demo:P42:M0914:A004:"))
	}
	// Nothing waits now: no next step, exit 0.
	if out, _, code := h.register(); code != 0 || strings.Contains(out, "Next step") {
		t.Fatalf("rerun: exit %d\n%s", code, out)
	}
}

// compensate with no permission for cancel-task leaves the cancel waiting
// for a person: exit 4, saying what waits and the next step.
func TestCompensateWithoutPermissionExits4(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	if out, errOut, code := h.register(); code != 0 {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	a002 := "demo:P42:M0914:A002:create-task"
	out, errOut, code := h.run("compensate", a002, "--reason", "dup", "--roster", h.rs)
	if code != exitNeedsHuman {
		t.Fatalf("compensate without permissions: exit %d, want 4\n%s\n%s", code, out, errOut)
	}
	cancel := "demo:P42:M0914:A002:cancel-task"
	if !strings.Contains(out, cancel+" 사람의 확인이 필요합니다") || !strings.Contains(out, "권한") || !strings.Contains(out, "axagent ledger resolve "+cancel) {
		t.Fatalf("compensate does not say what waits:\n%s", out)
	}
	if out, _, code := h.run("compensate", a002, "--reason", "dup", "--roster", h.rs, "-o", "json"); code != exitNeedsHuman || !strings.Contains(out, `"code": "not-permitted"`) {
		t.Fatalf("compensate -o json: exit %d\n%s", code, out)
	}
	// In English when asked: the same key, the same exit, no Korean.
	out, _, code = h.run("compensate", a002, "--reason", "dup", "--roster", h.rs, "--lang", "en")
	if code != exitNeedsHuman || !strings.Contains(out, cancel+" needs a person") || strings.Contains(out, "권한") {
		t.Fatalf("compensate --lang en: exit %d\n%s", code, out)
	}
}

// report --since/--until select by meeting date: September's notes
// registered later count in September; --by-record-time selects by when
// the ledger recorded them.
func TestReportByMeetingDate(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	if out, errOut, code := h.register(); code != 0 {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	total := func(args ...string) string {
		out, errOut, code := h.run(append([]string{"report", "--tenant", "demo", "-o", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("report %v: exit %d\n%s", args, code, errOut)
		}
		i := strings.Index(out, `"total"`)
		j := strings.Index(out[i:], `"extracted"`)
		line, _, _ := strings.Cut(out[i+j:], ",")
		return line
	}
	if got := total("--since", "2026-09-01", "--until", "2026-10-01"); got != `"extracted": 4` {
		t.Fatalf("September by meeting date: %s, want 4", got)
	}
	if got := total("--since", "2026-10-01"); got != `"extracted": 0` {
		t.Fatalf("from October by meeting date: %s, want 0", got)
	}
	if time.Now().After(time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)) {
		if got := total("--since", "2026-09-01", "--until", "2026-10-01", "--by-record-time"); got != `"extracted": 0` {
			t.Fatalf("September by record time (recorded %s): %s, want 0", time.Now().Format("2006-01"), got)
		}
	}
}

// A key held only for its due date: the command register prints, run
// with a date, and then the worker command that prints, file the task
// for the roster's person and notify them at their id. Found by hand:
// it was refused "nobody is assigned" (the hold had dropped the owner),
// and without --roster carried on the worker addressed the task and the
// message to the person's name instead of their sandbox id.
func TestRegisterNextStepForADueDate(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.notes = filepath.Join(h.dir, "notes.md")
	if err := os.WriteFile(h.notes, []byte("---\ndate: 2026-09-14\n---\n# 주간 회의\n\n## 액션 아이템\n- [ ] @민서 공급사 미팅 자료 준비 (due next Fri)\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := h.register()
	if code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	key := "demo:P42:M0914:A001:create-task"
	want := "axagent ledger resolve " + key + " --requeue --due YYYY-MM-DD --reason TEXT --roster " + h.rs + " --lang en --db " + h.db
	i := strings.Index(out, want)
	if i < 0 {
		t.Fatalf("next step, want %q:\n%s", want, out)
	}
	line, _, _ := strings.Cut(out[i:], "\n")
	args := strings.Fields(strings.NewReplacer("YYYY-MM-DD", "2026-09-25", "TEXT", "agreed").Replace(line))[1:]
	o, e, code := axagent(t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d\n%s\n%s", args, code, o, e)
	}
	i = strings.Index(o, "axagent worker --once")
	if i < 0 {
		t.Fatalf("resolve does not say what carries it out:\n%s", o)
	}
	line, _, _ = strings.Cut(o[i:], "\n")
	if o, e, code := axagent(t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, strings.Fields(line)[1:]...); code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", line, code, o, e)
	}
	st := readSandbox(t, h.db)
	if len(st.Tasks) != 1 || st.Tasks[0].Assignee != "minseo" || st.Tasks[0].DueDate != "2026-09-25" || len(st.Messages) != 1 || st.Messages[0].Recipient != "minseo" {
		t.Fatalf("sandbox after the printed commands: %+v", st)
	}
	// A rerun's table shows the date the person gave, not the notes' "-".
	out, _, code = h.register()
	if row := lineWith(out, key); code != 0 || !strings.Contains(row, "2026-09-25") {
		t.Fatalf("rerun: exit %d, row %q\n%s", code, row, out)
	}
}
