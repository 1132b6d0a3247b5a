package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// A Korean progress list names a group's work in the same forms as a
// person's ("[전체] …", "… (전체) 완료", "전체 - …"): such a line is asked
// of the series with the group as its owner, and is a progress line only
// when the series says it restates an open task; else it is nothing, as
// before.
func TestKoreanGroupProgressLineIsAskedWithTheGroup(t *testing.T) {
	notes := "# W2\n\n## 진행사항\n" +
		"- [전체] 주간 회의록 정리 계속\n" + // 4
		"- 팀 위키 업데이트 (전체) 완료\n" + // 5
		"- 전체 - 발표 자료 준비 진행 중\n" // 6
	open := []string{"주간 회의록 정리", "팀 위키 업데이트", "발표 자료 준비"}
	restates := func(owner, title, _ string) bool {
		for _, o := range open {
			if owner == "전체" && strings.HasPrefix(title, o) {
				return true
			}
		}
		return false
	}
	cs, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, restates)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]extract.Candidate{}
	for _, c := range cs {
		got[c.Line] = c
	}
	for line, title := range map[int]string{4: "주간 회의록 정리", 5: "팀 위키 업데이트", 6: "발표 자료 준비"} {
		c, ok := got[line]
		if !ok || c.Assignee != "전체" || c.Restates != extract.RestatesProgress || !strings.HasPrefix(c.Title, title) {
			t.Errorf("line %d: %+v (read %v), want a progress line of 전체 on %q", line, c, ok, title)
		}
	}

	// No open task of the series: the lines are no actions.
	none, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, func(string, string, string) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range none {
		t.Errorf("no open task: line %d read as %+v", c.Line, c)
	}
}
