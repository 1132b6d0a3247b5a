package extract_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/rules"
)

func TestRosterResolve(t *testing.T) {
	r := loadRoster(t)
	for _, w := range []string{"민서", "민서 님", "민서님", "민서 씨", "김민서 선생님", "@minseo", "Minseo", "MINSEO", "minseo@example.com", "민서 매니저님"} {
		p, reason := r.Resolve(w)
		if reason != "" || p.Name != "민서" {
			t.Errorf("Resolve(%q) = %q, %q; want 민서", w, p.Name, reason)
		}
	}
	for _, w := range []string{"하준", "Carol", "", "@"} {
		if p, reason := r.Resolve(w); reason == "" {
			t.Errorf("Resolve(%q) = %q, want unresolved", w, p.Name)
		}
	}
	if p, _ := r.Resolve("Alice Kim"); p.IDs["redmine"] != "11" {
		t.Errorf("ids not exposed: %+v", p)
	}
}

func TestRosterErrors(t *testing.T) {
	dir := t.TempDir()
	dup := filepath.Join(dir, "dup.yaml")
	os.WriteFile(dup, []byte("people:\n  - name: 민서\n    aliases: [ms]\n  - name: 민수\n    aliases: [MS]\n"), 0o644)
	_, err := extract.LoadRoster(dup)
	if err == nil || !strings.Contains(err.Error(), `"MS"`) || !strings.Contains(err.Error(), "민서") || !strings.Contains(err.Error(), "민수") || !strings.Contains(err.Error(), dup) {
		t.Errorf("duplicate alias: %v", err)
	}
	if _, err := extract.LoadRoster(filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "load roster") {
		t.Errorf("missing roster: %v", err)
	}
	if _, err := extract.LoadRoster(""); err == nil {
		t.Error("empty roster path accepted")
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("people: [: nope"), 0o644)
	if _, err := extract.LoadRoster(bad); err == nil {
		t.Error("bad yaml accepted")
	}
	unknown := filepath.Join(dir, "unknown.yaml")
	os.WriteFile(unknown, []byte("people:\n  - name: a\n    nickname: b\n"), 0o644)
	if _, err := extract.LoadRoster(unknown); err == nil {
		t.Error("unknown field accepted")
	}
}

func TestBadNotes(t *testing.T) {
	dir := t.TempDir()
	cases := map[string][]byte{
		"empty.md":  {},
		"blank.md":  []byte("  \n\n\t\n"),
		"binary.md": {0x89, 'P', 'N', 'G', 0, 0, 0, 1},
		"latin1.md": []byte("caf\xe9 \xff notes\n"),
		"huge.md":   bytes.Repeat([]byte("- [ ] @alice do it\n"), (20<<20)/19+1),
	}
	for name, b := range cases {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := extract.ReadNotes(path)
		var ne *extract.NotesError
		if !errors.As(err, &ne) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: got %v, want a NotesError naming the file", name, err)
		}
		// Run refuses the same input without panicking.
		in := input(t, path, b)
		if _, err := extract.Run(context.Background(), rules.New(), newMemRegistry(), in); err == nil {
			t.Errorf("%s: Run accepted bad notes", name)
		}
	}
	if _, err := extract.ReadNotes(filepath.Join(dir, "nope.md")); err == nil {
		t.Error("missing notes accepted")
	}
}

func TestNoRosterIsNeedsHuman(t *testing.T) {
	in := input(t, "n.md", []byte("## Action items\n- @alice update the runbook (due 2026-09-21)\n"))
	in.Roster = nil
	p, err := extract.Run(context.Background(), rules.New(), newMemRegistry(), in)
	if err != nil {
		t.Fatal(err)
	}
	if p.Actions[0].Ready() || !strings.Contains(p.Actions[0].Reason, "no roster") {
		t.Errorf("no roster: %+v", p.Actions[0])
	}
}

// TestPromptInjection: the notes cannot move an action to another tenant,
// project or meeting; the plan's scope is the caller's.
func TestPromptInjection(t *testing.T) {
	p := runFile(t, newMemRegistry(), "testdata/injection.md")
	if p.Meeting.Tenant != "demo" || p.Meeting.Project != "P42" || p.Meeting.Meeting != "M0914" {
		t.Errorf("meeting scope changed by notes: %+v", p.Meeting)
	}
	if len(p.Actions) == 0 {
		t.Fatal("no actions")
	}
	for _, a := range p.Actions {
		if !strings.HasPrefix(a.BusinessKey, "demo:P42:M0914:") {
			t.Errorf("business key %s left the scope", a.BusinessKey)
		}
		in, err := a.Intent("P42")
		if err == nil && in.Project != "P42" {
			t.Errorf("intent project %s", in.Project)
		}
	}
}

func TestInvalidScope(t *testing.T) {
	in := input(t, "n.md", []byte("- [ ] @alice x\n"))
	in.Scope.Project = "P:42"
	if _, err := extract.Run(context.Background(), rules.New(), nil, in); err == nil || !strings.Contains(err.Error(), "project") {
		t.Errorf("bad project accepted: %v", err)
	}
}

// The meeting date is read where minutes write it — front matter, title,
// a labelled date line in any of the forms teams use, the file name — and
// never from a date that merely appears near the top (a deadline).
func TestInferMeetingDate(t *testing.T) {
	for _, c := range []struct{ name, notes, want, from string }{
		{"x.md", "---\ntitle: x\ndate: 2026-09-14\n---\n# x\n", "2026-09-14", extract.DateFromFrontMatter},
		{"x.md", "---\n일시: 2026년 9월 14일\n---\n# x\n", "2026-09-14", extract.DateFromFrontMatter},
		{"x.md", "# Weekly sync, Sep 14, 2026\n", "2026-09-14", extract.DateFromTitle},
		{"x.md", "# 3주차 회의록\n\n- 일시: 2019.03.20\n- 참석자: 김철수\n", "2019-03-20", extract.DateFromLine},
		{"x.md", "**회의 일자** : 2019. 05. 14 (화)\n\n**참석 인원** : 김철수\n", "2019-05-14", extract.DateFromLine},
		{"x.md", "# 회의록\n| 회의 일시 | 2019년 5월 14일 14:00 |\n", "2019-05-14", extract.DateFromLine},
		{"x.md", "# Minutes\n\n**Date:** 14 September 2026\n", "2026-09-14", extract.DateFromLine},
		{"x.md", "# Minutes\n\nDate and time: 2026-09-14 10:00 UTC\n", "2026-09-14", extract.DateFromLine},
		{"x.md", "회의록\n\n1. 회의 일시 : 2019년 4월 24일 15:00\n2. 회의 안건\n", "2019-04-24", extract.DateFromLine},
		{"2019-04-02_회의록.md", "# 회의록\n\n## 할 일\n", "2019-04-02", extract.DateFromFileName},
		{"minutes-190402.md", "# 회의록\n", "2019-04-02", extract.DateFromFileName},
		// A date line wins over the file name: the file may be named for
		// the day it was uploaded.
		{"2019-04-05.md", "# 회의록\n일시: 2019-04-02\n", "2019-04-02", extract.DateFromLine},
		// A plain first line over the first heading is the title.
		{"x.md", "2019.05.10 정기회의\n\n## 다음주까지\n - 지훈: 회원가입 마무리\n", "2019-05-10", extract.DateFromTitle},
		{"x.md", "Team sync 2026-09-14\n\n## Action items\n", "2026-09-14", extract.DateFromTitle},
		// Fields that share a line.
		{"x.md", "# 캡스톤 3주차 회의록\n작성자: 박민재 / 작성일: 2021.03.22\n", "2021-03-22", extract.DateFromLine},
		{"x.md", "# Minutes\nPlace: Room 3 | Date: 2026-09-14\n", "2026-09-14", extract.DateFromLine},
		// ... but a list item over it is a deadline, not the title.
		{"x.md", "- release 2026-10-01\n\n# notes\n", "", ""},
		{"x.md", "# notes\n\nno date here\n", "", ""},
		// A deadline near the top is not the meeting's date.
		{"x.md", "# notes\n\n- release 2026-10-01\n", "", ""},
		// A date without its year is never completed by a guess.
		{"x.md", "# notes\n일시: 5월 14일\n", "", ""},
		// Past the first 40 lines a "Date:" is part of the discussion.
		{"x.md", "# notes\n" + strings.Repeat("- item\n", 45) + "Date: 2026-09-14\n", "", ""},
	} {
		d, from := extract.InferMeetingDate([]byte(c.notes), c.name)
		got := ""
		if from != "" {
			got = d.String()
		}
		if got != c.want || from != c.from {
			t.Errorf("InferMeetingDate(%q, %q) = %q from %q, want %q from %q", c.name, c.notes, got, from, c.want, c.from)
		}
	}
}

func TestWriteTable(t *testing.T) {
	p := runFile(t, newMemRegistry(), "testdata/ko_weekly.md")
	var buf bytes.Buffer
	if err := extract.WriteTable(&buf, p); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	// Every row's LINE column starts at the same display column.
	col := -1
	for _, l := range lines {
		if !strings.HasPrefix(l, "A0") && !strings.HasPrefix(l, "ID") {
			continue
		}
		i := strings.LastIndex(l, "  ")
		w := extract.DisplayWidth(l[:i+2])
		if col == -1 {
			col = w
		} else if w != col {
			t.Errorf("misaligned row (col %d, want %d): %q", w, col, l)
		}
	}
	if col == -1 || !strings.Contains(buf.String(), "need a human") {
		t.Errorf("table:\n%s", buf.String())
	}
	if extract.DisplayWidth("민서 ab") != 7 {
		t.Errorf("DisplayWidth(민서 ab) = %d", extract.DisplayWidth("민서 ab"))
	}
}

// Notes saved with lone carriage returns (classic Mac line ends) are read
// line by line like any other; CRLF and LF notes are returned as they are.
func TestLineEnds(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"# a\r## 할 일\r- 민서: 배포\r", "# a\n## 할 일\n- 민서: 배포\n"},
		{"# a\r\n- b\r\n", "# a\r\n- b\r\n"},
		{"# a\n- b\n", "# a\n- b\n"},
		{"# a\r\n- b\r- c", "# a\r\n- b\n- c"},
	} {
		if got := string(extract.LineEnds([]byte(c.in))); got != c.want {
			t.Errorf("LineEnds(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
