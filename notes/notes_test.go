package notes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

func TestInferIdentity(t *testing.T) {
	cases := []struct {
		name, rel, body, flagM, flagD string
		want                          Identity
	}{
		{"flags win", "x/2026-08-11_kickoff.md", "# P42 주간 회의 (M0914)\n", "M1", "2026-01-02",
			Identity{"M1", FromFlag, "2026-01-02", FromFlag, ""}},
		{"front matter", "a.md", "---\nmeeting: W37\ndate: 2026-09-14\n---\n# Weekly (M0914) 2026-09-15\n", "", "",
			Identity{"W37", FromFrontMatter, "2026-09-14", FromFrontMatter, ""}},
		{"korean title", "a.md", "# P42 주간 회의 (M0914)\n\n2026년 9월 14일 회의\n", "", "",
			Identity{"M0914", FromTitle, "", FromNone, ""}},
		{"korean date title", "notes/a.md", "# 2026년 9월 14일 회의\n", "", "",
			Identity{PathID("notes/a.md"), FromPath, "2026-09-14", FromTitle, ""}},
		{"english title", "x.md", "Weekly sync — 2026-09-14\n\n- Dana will send it\n", "", "",
			Identity{PathID("x.md"), FromPath, "2026-09-14", FromTitle, ""}},
		{"english month title", "x.md", "# Product sync, Sep 14, 2026 (MTG-12)\n", "", "",
			Identity{"MTG-12-20260914", FromTitle, "2026-09-14", FromTitle, "MTG-12"}},
		{"dated file name", "2026/2026-08-11_kickoff.md", "# Kickoff\n", "", "",
			Identity{PathID("2026/2026-08-11_kickoff.md"), FromPath, "2026-08-11", FromFileName, ""}},
		{"yymmdd file name", "251229.md", "# 회의\n", "", "",
			Identity{PathID("251229.md"), FromPath, "2025-12-29", FromFileName, ""}},
		{"numbered file name", "meeting-73.md", "# Notes\n", "", "",
			Identity{"meeting-73", FromFileName, "", FromNone, ""}},
		{"hash meeting", "x.md", "# Retro #73\n", "", "",
			Identity{"M73", FromTitle, "", FromNone, ""}},
		// A labelled date line dates the meeting (relative due dates
		// resolve) but does not change an ID inferred from the title: the
		// ID files had before that line was read is the ID they keep.
		{"date line", "x.md", "# Weekly sync W37\n\nDate: 2025-09-08\n", "", "",
			Identity{"W37", FromTitle, "2025-09-08", FromDateLine, ""}},
		{"korean date line", "notes/a.md", "# 3주차 회의록\n\n- 일시: 2019. 3. 20. (수)\n- 참석자: 김철수\n", "", "",
			Identity{PathID("notes/a.md"), FromPath, "2019-03-20", FromDateLine, ""}},
		{"impossible date ignored", "2026-02-30.md", "# notes\n", "", "",
			Identity{PathID("2026-02-30.md"), FromPath, "", FromNone, ""}},
		// Titles repeat every year: the date makes an inferred ID unique.
		{"week number 2025", "2025/2025-09-08_weekly.md", "# Weekly sync W37\n", "", "",
			Identity{"W37-20250908", FromTitle, "2025-09-08", FromFileName, "W37"}},
		{"week number 2026", "2026/2026-09-07_weekly.md", "# Weekly sync W37\n", "", "",
			Identity{"W37-20260907", FromTitle, "2026-09-07", FromFileName, "W37"}},
		{"numbered file name with a date", "meeting-73.md", "---\ndate: 2026-09-14\n---\n# Notes\n", "", "",
			Identity{"meeting-73-20260914", FromFileName, "2026-09-14", FromFrontMatter, "meeting-73"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Infer(c.rel, []byte(c.body), c.flagM, c.flagD)
			if got != c.want {
				t.Fatalf("Infer(%q) = %+v, want %+v", c.rel, got, c.want)
			}
			if err := ledger.ValidateComponent(got.Meeting); err != nil {
				t.Fatalf("meeting ID %q is not a key component: %v", got.Meeting, err)
			}
		})
	}
}

func TestPathIDStableAndValid(t *testing.T) {
	for _, rel := range []string{"docs/회의록/2026-05-11 week1 kickoff.md", "a/b.md", "..md", "#.md", strings.Repeat("긴이름", 40) + ".md", "The minutes/week4-2.md"} {
		id := PathID(rel)
		if err := ledger.ValidateComponent(id); err != nil {
			t.Errorf("PathID(%q) = %q: %v", rel, id, err)
		}
		if id != PathID(rel) {
			t.Errorf("PathID(%q) is not stable", rel)
		}
	}
	if PathID("a/b.md") == PathID("a.b.md") {
		t.Error("two paths share an ID")
	}
}

func write(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestWebVTTSpeakers(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "sync.vtt", "WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\n<v 지훈>다음 주 월요일까지 견적서 검토할게요</v>\n\n2\n00:00:05.000 --> 00:00:08.500\n<v Dana Kim>I'll send the draft by Friday.\n\n00:00:09.000 --> 00:00:10.000\nNo speaker here\n")
	d, err := Read(p, "sync.vtt", "", "")
	if err != nil {
		t.Fatal(err)
	}
	want := "지훈: 다음 주 월요일까지 견적서 검토할게요\nDana Kim: I'll send the draft by Friday.\nNo speaker here\n"
	if d.Format != VTT || string(d.Body) != want {
		t.Fatalf("body %q (format %s), want %q", d.Body, d.Format, want)
	}
	if d.SourceLine(1) != 5 || d.SourceLine(2) != 9 || d.SourceLine(3) != 12 {
		t.Fatalf("cue lines %v, want 5, 9, 12", d.Lines)
	}
}

func TestSRTSpeakers(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "a.srt", "1\r\n00:00:01,000 --> 00:00:03,000\r\n서연: 네, 제가 할게요.\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\nAlex: I will book the room\r\nfor Tuesday.\r\n")
	d, err := Read(p, "a.srt", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if want := "서연: 네, 제가 할게요.\nAlex: I will book the room for Tuesday.\n"; string(d.Body) != want {
		t.Fatalf("body %q, want %q", d.Body, want)
	}
	if d.SourceLine(2) != 7 {
		t.Fatalf("lines %v", d.Lines)
	}
}

func TestPlainTranscriptExports(t *testing.T) {
	dir := t.TempDir()
	stamped := write(t, dir, "zoom.txt", "[00:00:01] 지훈: 회의 시작하겠습니다\n[00:00:09] 민서: 제가 목요일까지 정리해서 공유할게요\n[00:01:10] Dana: I'll follow up with legal\n")
	d, err := Read(stamped, "zoom.txt", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if d.Format != Transcript || !strings.Contains(string(d.Body), "민서: 제가 목요일까지") || d.SourceLine(2) != 2 {
		t.Fatalf("stamped: %s %q %v", d.Format, d.Body, d.Lines)
	}
	headers := write(t, dir, "clova.txt", "참석자 1 00:00\n안녕하세요\n\n지훈 00:12\n금요일까지 초안 보낼게요\n그리고 예산도요\n\n서연 01:02\n네\n")
	d, err = Read(headers, "clova.txt", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if want := "참석자 1: 안녕하세요\n지훈: 금요일까지 초안 보낼게요\n지훈: 그리고 예산도요\n서연: 네\n"; string(d.Body) != want || d.SourceLine(2) != 5 {
		t.Fatalf("headers: %q %v, want %q", d.Body, d.Lines, want)
	}
	plain := write(t, dir, "notes.txt", "회의록\n\n- 민서: 납기 확인 (기한: 9/21)\n- 10:30 시작\n")
	if d, _ := Read(plain, "notes.txt", "", ""); d.Format != Markdown || d.Lines != nil {
		t.Fatalf("plain notes read as a transcript: %s", d.Format)
	}
}

func TestHTMLExportKeepsTables(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "wiki.html", `<html><body><h1>Weekly sync 2026-09-14</h1><h2>Action items</h2>
<table><thead><tr><th>Owner</th><th>Task</th><th>Due</th></tr></thead><tbody><tr><td>Dana</td><td>Send the draft</td><td>9/18</td></tr></tbody></table></body></html>`)
	d, err := Read(p, "wiki.html", "", "")
	if err != nil {
		t.Fatal(err)
	}
	body := string(d.Body)
	if !strings.Contains(body, "| Owner") || !strings.Contains(body, "Send the draft") || !strings.Contains(body, "# Weekly sync") {
		t.Fatalf("HTML → Markdown lost the table or heading:\n%s", body)
	}
	if d.Identity.Date != "2026-09-14" {
		t.Fatalf("date from the HTML title: %+v", d.Identity)
	}
}

func TestListAndOrder(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "2026/2026-09-21_weekly.md", "# weekly\n")
	write(t, dir, "2026/2026-09-14_weekly.md", "# weekly\n")
	write(t, dir, "undated.md", "# notes\n")
	write(t, dir, "251229.md", "# 회의\n")
	write(t, dir, "image.png", "x")
	write(t, dir, ".git/HEAD.md", "x")
	ls, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	docs, errs := ReadAll(ls.Files, ls.Root)
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	var got []string
	for _, d := range docs {
		got = append(got, d.Rel)
	}
	want := "251229.md 2026/2026-09-14_weekly.md 2026/2026-09-21_weekly.md undated.md"
	if strings.Join(got, " ") != want {
		t.Fatalf("order %v, want %s", got, want)
	}
	ls, err = List(filepath.Join(dir, "2026", "*.md"))
	if err != nil || len(ls.Files) != 2 || ls.Root != filepath.Join(dir, "2026") {
		t.Fatalf("glob: %+v %v", ls, err)
	}
	if _, err := List(filepath.Join(dir, "nothing-*.md")); err == nil {
		t.Fatal("an empty glob is not an error")
	}
}

func FuzzTranscripts(f *testing.F) {
	f.Add([]byte("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v a>b</v>\n"))
	f.Add([]byte("1\n00:00:01,000 --> 00:00:02,000\na: b\n"))
	f.Add([]byte("[00:00:01] a: b\n[00:00:02] c: d\n"))
	f.Add([]byte("x 00:01\ny\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		body, lines := cues(b, true)
		if n := strings.Count(string(body), "\n"); n != len(lines) && !(n == 1 && len(lines) == 0) {
			t.Fatalf("%d body lines, %d mapped", n, len(lines))
		}
		if body, lines, ok := plainTranscript(b); ok {
			if n := strings.Count(string(body), "\n"); n != len(lines) && !(n == 1 && len(lines) == 0) {
				t.Fatalf("plain: %d body lines, %d mapped", n, len(lines))
			}
		}
		_ = Infer("f.md", b, "", "")
	})
}

// Sphinx-published minutes are .rst files; they are read as Markdown (their
// bullets and underlined titles are the lines Markdown reads) rather than
// skipped as unknown files.
func TestRestructuredTextMinutesRead(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "2024-03-05.rst", "Action items\n============\n\n- Dana to rotate the mirror keys\n")
	d, err := Read(p, "2024-03-05.rst", "", "")
	if err != nil || d.Format != Markdown {
		t.Fatalf("rst minutes: format %q, err %v", d.Format, err)
	}
	if !isNotesFile("minutes.RST") {
		t.Fatal("an .rst file in a notes folder is skipped")
	}
}
