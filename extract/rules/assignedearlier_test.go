package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// A restatement that names its person as whom the task was given at an
// earlier meeting ("… was assigned to Bob last week", "지난주 지훈에게 배정된
// …"), by a dash ("Alice — still on …") or by the possessive ("Alice's
// release checklist: …") is asked of the series with that person, so
// that it links to that person's open task. Asked and refused, the line
// is read as before: no task of its own.
func TestRestatementOwnerForms(t *testing.T) {
	notes := "# Weekly sync 2026-03-10\n\n## Updates\n" +
		"- Dashboard cleanup was assigned to Bob last week, not started\n" + // 4
		"- Alice — still on the release checklist\n" + // 5
		"- Alice's vendor survey: still in review\n" + // 6
		"- 지난주 지훈에게 배정된 예산 보고서 작성 아직 미완료\n" + // 7
		"- 지난 회의 민서 님이 맡은 견적서 검토: 진행 중\n" + // 8
		"- Carol — the weather was nice\n" + // 9
		"- Alice's talk went well\n" // 10
	open := map[string]string{"dashboard cleanup": "Bob", "release checklist": "Alice", "vendor survey": "Alice", "예산 보고서 작성": "지훈", "견적서 검토": "민서"}
	same := func(owner, title, _ string) bool {
		for task, who := range open {
			if owner == who && strings.Contains(strings.ToLower(title), task) {
				return true
			}
		}
		return false
	}
	got, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, same)
	if err != nil {
		t.Fatal(err)
	}
	byLine := map[int]extract.Candidate{}
	for _, c := range got {
		byLine[c.Line] = c
	}
	for line, who := range map[int]string{4: "Bob", 5: "Alice", 6: "Alice", 7: "지훈", 8: "민서"} {
		c, ok := byLine[line]
		if !ok || c.Assignee != who || c.Restates == "" {
			t.Errorf("line %d: %+v (found %v), want a restatement of %s's task", line, c, ok, who)
		}
	}
	for _, line := range []int{9, 10} {
		if c, ok := byLine[line]; ok {
			t.Errorf("line %d read: %+v", line, c)
		}
	}
	// No open task restated: nothing of the above becomes a task.
	got, err = parseWith(context.Background(), []byte(notes), testRoster(t), false, func(string, string, string) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range got {
		if c.Line != 4 && len(c.Problems) == 0 {
			t.Errorf("line %d filed as a task: %+v", c.Line, c)
		}
		if c.Line == 4 && (c.Restates != "" || len(c.Problems) == 0) {
			t.Errorf("line 4 without a task to restate: %+v, want it read as before (held)", c)
		}
	}
}
