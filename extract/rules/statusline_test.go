package rules

import (
	"context"
	"reflect"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
)

// statusLineNotes: status lines with a deadline, in the forms teams write
// them, under a heading of updates (no action section).
const statusLineNotes = "# W2\n\n## Updates\n" +
	"- Alice: release notes in progress, due Friday\n" + // 4
	"- Alice: release notes (WIP, 10/16)\n" + // 5
	"- Alice: release notes WIP, ETA next week\n" + // 6
	"- Alice: release notes blocked on legal review, due 10/16\n" + // 7
	"- Alice: release notes done (due 10/16)\n" + // 8
	"- 민서: 릴리스 노트 작성 (진행 중, 금요일까지)\n" + // 9
	"- 민서: 릴리스 노트 작성 진행 중, 10/16 마감\n" + // 10
	"- 민서: 릴리스 노트 작성 중 - 다음 주 금요일 마감\n" + // 11
	"- 민서: 릴리스 노트 작성 진행 중 (~10/16)\n" // 12

// A status line with a deadline is asked of the series as a progress line
// with its deliverable (the status words, what qualifies them and the
// deadline gone); when the series says it restates an open task, it is
// that task's progress line carrying the deadline as its due date — a
// line to confirm only if the linker does not link it after all, never a
// commitment of its own. Otherwise it is what it was.
func TestStatusLineWithDeadlineIsAskedAsProgress(t *testing.T) {
	open := map[string]bool{"Alice|release notes": true, "민서|릴리스 노트 작성": true}
	var asked []string
	restates := func(owner, title, kind string) bool {
		asked = append(asked, owner+"|"+title+"|"+kind)
		return open[owner+"|"+title]
	}
	cs, err := parseWith(context.Background(), []byte(statusLineNotes), testRoster(t), false, restates)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]struct{ title, due string }{
		4: {"release notes", "due Friday"},
		5: {"release notes", "10/16"},
		6: {"release notes", "ETA next week"},
		7: {"release notes", "due 10/16"},
		8: {"release notes", "due 10/16"},
		9: {"릴리스 노트 작성", "금요일까지"},
		// The deadline word stays as written; the date rules cut it.
		10: {"릴리스 노트 작성", "10/16 마감"},
		11: {"릴리스 노트 작성", "다음 주 금요일 마감"},
		12: {"릴리스 노트 작성", "~10/16"},
	}
	got := map[int]extract.Candidate{}
	for _, c := range cs {
		got[c.Line] = c
	}
	for line, w := range want {
		c, ok := got[line]
		if !ok {
			t.Errorf("line %d: nothing read; asked %q", line, asked)
			continue
		}
		if c.Restates != extract.RestatesProgress || c.Due != w.due || len(c.Owners) != 1 || c.Title != w.title {
			t.Errorf("line %d: %+v, want a progress line %q due %q", line, c, w.title, w.due)
		}
		if clean := map[int]string{10: "10/16", 11: "다음 주 금요일", 12: "10/16"}[line]; clean != "" && dates.Clean(c.Due) != clean {
			t.Errorf("line %d: due %q reads as %q, want %q", line, c.Due, dates.Clean(c.Due), clean)
		}
		for _, p := range c.Problems {
			if p != problemRestated {
				t.Errorf("line %d: problem %q, want only %q", line, p, problemRestated)
			}
		}
	}

	// When the series has no open task the line restates — it says no,
	// or is not asked — the line is what the rules read without the
	// series: the status and its deadline change nothing.
	notes := statusLineNotes + "- Alice: Q4 budget report in progress, due Friday\n- 민서: 2차 초안 작성 (진행 중, 금요일까지)\n"
	alone, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, nil)
	if err != nil {
		t.Fatal(err)
	}
	no, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, func(string, string, string) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(alone, no) {
		t.Errorf("the series said no and the lines changed:\nalone %+v\nasked %+v", alone, no)
	}
}

// The status words, and what qualifies them, are no part of the
// deliverable: leading, closing or in parentheses.
func TestStatusDeliverable(t *testing.T) {
	for in, want := range map[string]string{
		"release notes in progress":             "release notes",
		"release notes WIP":                     "release notes",
		"release notes (WIP)":                   "release notes",
		"WIP: release notes":                    "release notes",
		"release notes blocked on legal review": "release notes",
		"release notes - still in review":       "release notes",
		"release notes waiting for sign-off":    "release notes",
		"release notes done":                    "release notes",
		"get the release notes done":            "the release notes",
		"get started on the release notes":      "get started on the release notes",
		"릴리스 노트 작성 진행 중":                        "릴리스 노트 작성",
		"릴리스 노트 작성 - 보류":                        "릴리스 노트 작성",
		"릴리스 노트 작성 중":                           "릴리스 노트 작성",
		"write the release notes":               "write the release notes",
		"done":                                  "",
	} {
		if got := statusDeliverable(in); got != want {
			t.Errorf("statusDeliverable(%q) = %q, want %q", in, got, want)
		}
	}
}
