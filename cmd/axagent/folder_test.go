package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// minutesFolder writes 22 notes files named the ways teams name them, each
// a meeting with two actions.
func minutesFolder(t *testing.T, dir string) map[string]string {
	t.Helper()
	people := []string{"민서", "지훈", "서연"}
	// 44 different tasks: the folder is one series, and a task restated in
	// a later file would rightly be linked, not filed again.
	tasks := []string{"공급사 납기 회신 확인", "물류 계약서 초안 검토", "고객 공지문 작성", "재고 실사 준비", "예산안 검토", "회의실 예약",
		"품질 보고서 정리", "견적서 비교", "교육 일정 조율", "발주 시스템 점검", "협력사 회의록 배포", "신규 채용 공고 게시", "서버 백업 복구 훈련",
		"홈페이지 배너 교체", "세금계산서 발행", "출장비 정산", "보안 교육 이수 확인", "사내 설문 집계", "포장재 샘플 요청", "전시회 부스 디자인",
		"법무팀 의견 수렴", "라이선스 갱신", "고객 인터뷰 일정 잡기", "마케팅 메일 발송", "제품 사진 촬영", "API 문서 보완", "장애 회고 작성",
		"모바일 앱 배포", "데이터 정합성 점검", "파트너 계약 연장", "연말 행사 장소 섭외", "번역본 감수", "가격표 개정", "물품 반납 처리",
		"사무실 이전 견적", "회계 감사 자료 준비", "뉴스레터 원고 작성", "접근 권한 정리", "네트워크 장비 교체", "고객센터 스크립트 개선",
		"인턴 온보딩 자료", "분기 목표 초안", "경쟁사 동향 조사", "특허 출원 서류 검토"}
	files := map[string]string{}
	add := func(name, head string, i int) {
		a, b := people[i%3], people[(i+1)%3]
		body := fmt.Sprintf("%s\n\n## 액션 아이템\n- [ ] @%s %s (기한: 2026-10-%02d)\n- [ ] @%s %s (기한: 2026-10-%02d)\n",
			head, a, tasks[2*i], 1+i%28, b, tasks[2*i+1], 2+i%27)
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		files[name] = body
	}
	i := 0
	for d := 1; d <= 8; d++ {
		add(fmt.Sprintf("2026/2026-08-%02d_weekly.md", d*3), "# 주간 회의", i)
		i++
	}
	for d := 1; d <= 4; d++ {
		add(fmt.Sprintf("archive/2512%02d.md", d*7), "# 회의록", i)
		i++
	}
	for n := 70; n < 74; n++ {
		add(fmt.Sprintf("meeting-%d.md", n), "# Team notes", i)
		i++
	}
	for w := 36; w < 39; w++ {
		add(fmt.Sprintf("sync/week%d.md", w), fmt.Sprintf("# P42 주간 회의 (W%d)\n\n2026년 9월 %d일", w, w-20), i)
		i++
	}
	add("front.md", "---\nmeeting: M0999\ndate: 2026-09-30\n---\n# 회의", i)
	i++
	add("misc/아이디어 회의.md", "# 아이디어 회의", i)
	i++
	add("misc/retro.md", "# Retro — Sep 29, 2026", i)
	return files
}

func TestRegisterFolder(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	minutes := filepath.Join(dir, "minutes")
	files := minutesFolder(t, minutes)
	if len(files) < 20 {
		t.Fatalf("only %d files", len(files))
	}
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	run := func(args ...string) (string, string, int) {
		return axagent(t, dir, []string{"AXAGENT_SANDBOX_URL="}, append([]string{"register", minutes, "--roster", roster, "--tenant", "demo", "--project", "P42",
			"--db", db, "--log-level", "warn"}, args...)...)
	}
	// --dry-run shows every plan and changes nothing.
	out, errOut, code := run("--dry-run")
	if code != 0 || strings.Count(out, "== ") != len(files) || !strings.Contains(out, "(from title)") {
		t.Fatalf("dry run: exit %d\n%s\n%s", code, out, errOut)
	}
	if st := readSandbox(t, db); len(st.Tasks) != 0 {
		t.Fatalf("--dry-run created %d tasks", len(st.Tasks))
	}
	out, errOut, code = run("-o", "json")
	if code != 0 {
		t.Fatalf("register folder: exit %d\n%s\n%s", code, out, errOut)
	}
	var res struct {
		Files []folderRow `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	want := map[string][4]string{
		"2026/2026-08-03_weekly.md": {"", "path", "2026-08-03", "file name"},
		"archive/251207.md":         {"", "path", "2025-12-07", "file name"},
		"meeting-71.md":             {"meeting-71", "file name", "", ""},
		"sync/week37.md":            {"W37", "title", "", ""},
		"front.md":                  {"M0999", "front matter", "2026-09-30", "front matter"},
		"misc/retro.md":             {"", "path", "2026-09-29", "title"},
	}
	meetings := map[string]bool{}
	prevDate := ""
	for _, r := range res.Files {
		if r.Error != "" || r.Actions != 2 || r.NewKeys != 2 {
			t.Errorf("%s: %+v", r.File, r)
		}
		if meetings[r.Identity.Meeting] {
			t.Errorf("meeting %s used twice", r.Identity.Meeting)
		}
		meetings[r.Identity.Meeting] = true
		if w, ok := want[r.File]; ok {
			got := r.Identity
			if (w[0] != "" && got.Meeting != w[0]) || got.MeetingFrom != w[1] || got.Date != w[2] || got.DateFrom != w[3] {
				t.Errorf("%s: identity %+v, want %v", r.File, got, w)
			}
		}
		if r.Identity.Date != "" {
			if r.Identity.Date < prevDate {
				t.Errorf("%s (%s) registered after %s: not in date order", r.File, r.Identity.Date, prevDate)
			}
			prevDate = r.Identity.Date
		}
	}
	if len(res.Files) != len(files) {
		t.Fatalf("%d rows for %d files", len(res.Files), len(files))
	}
	if st := readSandbox(t, db); len(st.Tasks) != 2*len(files) || len(st.Messages) != 2*len(files) {
		t.Fatalf("%d tasks, %d messages; want %d each", len(st.Tasks), len(st.Messages), 2*len(files))
	}
	// A rerun creates nothing.
	out, errOut, code = run()
	if code != 0 || !strings.Contains(out, "unchanged") || strings.Contains(out, " ok\n") {
		t.Fatalf("rerun: exit %d\n%s\n%s", code, out, errOut)
	}
	if st := readSandbox(t, db); len(st.Tasks) != 2*len(files) {
		t.Fatalf("rerun made tasks: %d", len(st.Tasks))
	}
	// Editing one file re-plans only that meeting: a changed due date is
	// one update of the same task.
	edited := filepath.Join(minutes, "sync", "week37.md")
	b, _ := os.ReadFile(edited)
	changed := strings.Replace(string(b), "(기한: 2026-10-", "(기한: 2026-11-", 1)
	if err := os.WriteFile(edited, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = run("-o", "json")
	if code != 0 {
		t.Fatalf("after the edit: exit %d\n%s\n%s", code, out, errOut)
	}
	res.Files = nil
	_ = json.Unmarshal([]byte(out), &res)
	for _, r := range res.Files {
		if r.File == "sync/week37.md" {
			if r.NewKeys != 1 || r.Identity.Meeting != "W37" {
				t.Errorf("edited file: %+v; want one new key (the update) under W37", r)
			}
		} else if r.NewKeys != 0 {
			t.Errorf("%s re-planned although unchanged: %+v", r.File, r)
		}
	}
	st := readSandbox(t, db)
	if len(st.Tasks) != 2*len(files) {
		t.Fatalf("the edit made tasks: %d", len(st.Tasks))
	}
}

// A file renamed inside the folder keeps its meeting: nothing is created
// twice.
func TestRegisterFolderRenameKeepsMeeting(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	body := "# 아이디어 회의\n\n## 액션 아이템\n- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-01)\n"
	minutes := minutesDir(t, dir, map[string]string{"ideas.md": body})
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	run := func() string {
		out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL="}, "register", minutes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--db", db, "--log-level", "warn")
		if code != 0 {
			t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
		}
		return out
	}
	run()
	if err := os.Rename(filepath.Join(minutes, "ideas.md"), filepath.Join(minutes, "brainstorm.md")); err != nil {
		t.Fatal(err)
	}
	out := run()
	if !strings.Contains(out, "file identity") {
		t.Fatalf("the renamed file did not keep its meeting:\n%s", out)
	}
	if st := readSandbox(t, db); len(st.Tasks) != 1 {
		t.Fatalf("%d tasks after a rename, want 1", len(st.Tasks))
	}
}

// TestRegisterFolderNextMeeting: in a folder of a series' notes, a due
// date "for the next meeting" is the next file's date; the last file's,
// with no later meeting and no cadence, is held with that question.
func TestRegisterFolderNextMeeting(t *testing.T) {
	parallel(t)
	dir := t.TempDir()
	minutes := minutesDir(t, dir, nil)
	for name, task := range map[string]string{"2026-09-07_weekly.md": "견적서 비교표 작성", "2026-09-10_weekly.md": "물류 계약서 초안 검토"} {
		body := "# 주간 회의\n\n## 액션 아이템\n- [ ] @민서 " + task + " (기한: 다음 회의 전까지)\n"
		if err := os.WriteFile(filepath.Join(minutes, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, roster := examples(t)
	out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL="}, "register", minutes, "--roster", roster, "--tenant", "demo", "--project", "P42",
		"--db", filepath.Join(dir, "l.db"), "--log-level", "warn", "--dry-run", "-o", "json")
	if code != 0 {
		t.Fatalf("register folder: exit %d\n%s\n%s", code, out, errOut)
	}
	var res struct {
		Files []folderRow `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	due := map[string]string{}
	for _, f := range res.Files {
		if f.Plan == nil || len(f.Plan.Actions) != 1 {
			t.Fatalf("%s: plan %+v", f.File, f.Plan)
		}
		a := f.Plan.Actions[0]
		due[f.File] = a.DueDate + "|" + string(a.Status)
	}
	if got := due["2026-09-07_weekly.md"]; got != "2026-09-10|ready" {
		t.Errorf("first meeting's action: %s, want due 2026-09-10 (the next file) and ready", got)
	}
	if got := due["2026-09-10_weekly.md"]; got != "|needs-human" {
		t.Errorf("last meeting's action: %s, want held (no next meeting known)", got)
	}
}

// A later meeting in the folder answers an earlier one's hold — "지훈 +
// 리뷰어" held for several owners, restated by 지훈 alone the week after —
// and the run says what waits at its end: nothing, exit 0, not the hold
// the first file had when it was read.
func TestRegisterFolderLaterMeetingAnswersAHold(t *testing.T) {
	parallel(t)
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("2026-11-02_회의.md", "# 주간 회의 2026-11-02\n\n## 할 일\n- 지훈 + 리뷰어: 물류 계약서 검토 (11/6까지)\n- 서연: 릴리스 노트 작성\n")
	write("2026-11-09_회의.md", "# 주간 회의 2026-11-09\n\n## 지난주 액션\n- 지훈: 물류 계약서 검토 — 진행 중\n- 서연: 릴리스 노트 작성 — 완료\n")
	_, roster := examples(t)
	db := filepath.Join(t.TempDir(), "l.db")
	code, out, errOut := runPossibleCLI(t, db, "register", dir, "--series", "w", "--roster", roster, "--tenant", "demo", "--project", "P42", "--lang", "en")
	if code != 0 || !strings.Contains(out, "0 waiting for a person") {
		t.Fatalf("exit %d, want 0 with nothing waiting\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "ledger", "list", "--state", "needs-human")
	if code != 0 || strings.Contains(out, "create-task") {
		t.Fatalf("still waiting:\n%s", out)
	}
	code, out, _ = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42", "--series", "w")
	if code != 0 || !strings.Contains(out, "물류 계약서 검토  지훈") || strings.Contains(out, "리뷰어:") {
		t.Fatalf("series show: the task filed for 지훈 under its own title:\n%s", out)
	}
}

// TestRegisterNextMeetingWrittenInTheNotes: notes that say when the next
// meeting is ("다음 회의: 3/28(화) 19시") give a due date "for the next
// meeting" that date; without such a line it is held with the question.
func TestRegisterNextMeetingWrittenInTheNotes(t *testing.T) {
	parallel(t)
	dir := t.TempDir()
	_, roster := examples(t)
	due := func(body string) string {
		t.Helper()
		f := filepath.Join(dir, "2023-03-21_weekly.md")
		if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL="}, "register", f, "--roster", roster, "--tenant", "demo", "--project", "P42",
			"--db", filepath.Join(dir, "l.db"), "--log-level", "warn", "--dry-run", "-o", "json")
		if code != 0 && code != 4 {
			t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
		}
		var p struct {
			Actions []struct {
				DueDate string `json:"due_date"`
				Status  string `json:"status"`
			} `json:"actions"`
		}
		if err := json.Unmarshal([]byte(out), &p); err != nil || len(p.Actions) != 1 {
			t.Fatalf("plan %s: %v", out, err)
		}
		return p.Actions[0].DueDate + "|" + p.Actions[0].Status
	}
	task := "# 주간 회의 2023-03-21\n\n## 액션 아이템\n- [ ] @민서 견적서 비교표 작성 (다음 회의까지)\n"
	if got := due(task + "\n다음 회의: 3/28(화) 19시\n"); got != "2023-03-28|ready" {
		t.Errorf("with the next meeting written: %s, want 2023-03-28|ready", got)
	}
	if got := due(task); got != "|needs-human" {
		t.Errorf("without it: %s, want held", got)
	}
}
