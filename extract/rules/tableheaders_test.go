package rules

import (
	"strings"
	"testing"
)

// TestTableHeaderSynonyms: a table's columns are read by what their
// headers mean, whichever of a team's usual words names them — the
// deadline as "데드라인", "마감 기한", "Due By", "Timeline", "Completion
// Date"; the work as "To-do", "해야 할 일", "진행 업무", "Action Required",
// "Activity", "Task Description"; the owner as "Champion", "Point
// Person", "Responsible Person" — in either order of owner and work.
func TestTableHeaderSynonyms(t *testing.T) {
	cases := []struct{ task, owner, due, work, who string }{
		{"할 일", "담당", "데드라인", "로그인 API 구현", "김민수"},
		{"To-do", "담당자", "마감 기한", "로그인 API 구현", "김민수"},
		{"해야 할 일", "멤버", "마감기한", "로그인 API 구현", "김민수"},
		{"진행 업무", "이름", "완료일", "로그인 API 구현", "김민수"},
		{"Action Required", "Champion", "Due By", "Draft the release notes", "Dana Smith"},
		{"Activity", "Point Person", "Timeline", "Draft the release notes", "Dana Smith"},
		{"Task Description", "Responsible Person", "Completion Date", "Draft the release notes", "Dana Smith"},
		{"Actions", "Owner", "Target Completion", "Draft the release notes", "Dana Smith"},
	}
	for _, tc := range cases {
		for _, ownerFirst := range []bool{false, true} {
			hdr := "| " + tc.task + " | " + tc.owner + " | " + tc.due + " |"
			row := "| " + tc.work + " | " + tc.who + " | 5/3 |"
			if ownerFirst {
				hdr = "| " + tc.owner + " | " + tc.task + " | " + tc.due + " |"
				row = "| " + tc.who + " | " + tc.work + " | 5/3 |"
			}
			got, _ := parseWithPossible(t, "# Weekly sync\n\n"+hdr+"\n|---|---|---|\n"+row+"\n")
			if len(got) != 1 || strings.Join(got[0].Owners, "+") != tc.who || got[0].Due != "5/3" || got[0].Title != tc.work {
				t.Errorf("%s: got %+v", hdr, got)
			}
		}
	}
}
