package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRegisterEvidenceInItsLanguage: a Korean register run words the
// evidence of a restatement (a `same` link) and of a possible link in
// Korean, as the lines around it are; `--lang en` words them in English;
// -o json keeps the evidence's English words and typed form.
func TestRegisterEvidenceInItsLanguage(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	dir := t.TempDir()
	_, roster := examples(t)
	write := func(meeting, body string) string {
		t.Helper()
		notes := filepath.Join(dir, meeting+".md")
		if err := os.WriteFile(notes, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return notes
	}
	r1 := write("R1", "# 주간 회의 R1\n\n## 액션 아이템\n- [ ] @지훈 창고 재고 실사 계획 수립 (기한: 2026-11-06)\n- [ ] @민서 협력사 교육 자료 준비 (기한: 2026-11-13)\n")
	r2 := write("R2", "# 주간 회의 R2\n\n## 액션 아이템\n- [ ] @지훈 창고 재고 실사 계획 수립 — 진행 중 (기한: 2026-11-06)\n- [ ] @민서 협력사 교육 자료 준비 및 배포 (기한: 2026-11-13)\n")
	// series registers R1 and then R2 (with more flags) into a ledger of
	// its own, and answers R2's output.
	series := func(name string, more ...string) string {
		t.Helper()
		db := filepath.Join(dir, name+".db")
		var out string
		for _, m := range []struct{ notes, meeting, date string }{{r1, "R1", "2026-11-02"}, {r2, "R2", "2026-11-09"}} {
			args := []string{"register", m.notes, "--roster", roster, "--tenant", "demo", "--project", "P7", "--meeting", m.meeting, "--meeting-date", m.date}
			if m.meeting == "R2" {
				args = append(args, more...)
			}
			code, o, errOut := runPossibleCLI(t, db, args...)
			if code != 0 {
				t.Fatalf("%s: register %s: exit %d\n%s\n%s", name, m.meeting, code, o, errOut)
			}
			out = o
		}
		return out
	}
	const same, possible = "demo:P7:R1:A001:create-task", "demo:P7:R1:A002:create-task"

	// The notes are Korean, so is the run.
	out := series("ko")
	sameLine, possibleLine := lineWith(out, "와 같은 업무로 연결했습니다"), lineWith(out, " 같은 업무일 수 있습니다")
	if !strings.Contains(sameLine, same) || !strings.Contains(sameLine, `"창고 재고 실사 계획 수립" 와(과) 담당자와 결과물이 같음`) ||
		!strings.Contains(possibleLine, possible) || !strings.Contains(possibleLine, "(한 제목이 다른 제목을 포함함. 사람이 판단합니다)") {
		t.Fatalf("the Korean run's evidence:\n%s", out)
	}
	if s := sameLine + possibleLine; strings.Contains(s, "same assignee") || strings.Contains(s, "one title contains") {
		t.Fatalf("English evidence in the Korean run:\n%s", out)
	}

	out = series("en", "--lang", "en")
	if !strings.Contains(lineWith(out, "linked to "+same), `same assignee and the same deliverable as `+same+` "창고 재고 실사 계획 수립"`) ||
		!strings.Contains(lineWith(out, "it may be "+possible), "(one title contains the other; a person decides)") {
		t.Fatalf("the English run's evidence:\n%s", out)
	}

	// -o json: the evidence's words stay the stored English, beside its kind.
	out = series("json", "-o", "json")
	var got struct {
		Restated []struct {
			Key, Evidence string
			Why           struct{ Kind string }
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(got.Restated) != 1 || got.Restated[0].Key != same || got.Restated[0].Why.Kind != "same-deliverable" ||
		got.Restated[0].Evidence != `same assignee and the same deliverable as `+same+` "창고 재고 실사 계획 수립"` {
		t.Fatalf("-o json restated: %+v\n%s", got.Restated, out)
	}
}

// lineWith is the first line of out that contains s ("" when none does).
func lineWith(out, s string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, s) {
			return l
		}
	}
	return ""
}
