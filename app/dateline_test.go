package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// Minutes date themselves on a labelled line ("- 일시: 2026. 9. 14. (월)",
// "**Date:** 14 September 2026"), not in front matter. Register reads that
// line — from a file and from a body with no file (stdin, a webhook) — so
// "금요일까지" is that week's Friday instead of a hold for an unknown date.
func TestDateLineDatesTheMeeting(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	for _, c := range []struct{ name, body, want string }{
		{"ko", "# 주간 회의\n\n- 일시: 2026. 9. 14. (월)\n- 참석자: 지훈\n\n## 할 일\n- @지훈 예산 보고서 작성 (금요일까지)\n", "2026-09-18"},
		{"en", "# Weekly sync\n\n**Date:** 14 September 2026\n\n## Action items\n- @지훈 Send the budget report by Friday\n", "2026-09-18"},
	} {
		for _, from := range []string{"file", "body"} {
			var p Plan
			if from == "file" {
				root := writeFiles(t, map[string]string{c.name + "/notes.md": c.body})
				r, id, err := registerFile(t, a, root, c.name+"/notes.md", "")
				if err != nil {
					t.Fatalf("%s %s: %v", c.name, from, err)
				}
				if id.Date != "2026-09-14" || id.DateFrom != "date line" {
					t.Errorf("%s: identity date %q from %q, want 2026-09-14 from the date line", c.name, id.Date, id.DateFrom)
				}
				p = r.Plan
			} else {
				var err error
				p, err = a.Plan(context.Background(), Notes{Name: "webhook/" + c.name, Body: []byte(c.body), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "hook-" + c.name}})
				if err != nil {
					t.Fatalf("%s %s: %v", c.name, from, err)
				}
			}
			if len(p.Actions) != 1 || p.Actions[0].DueDate != c.want {
				t.Errorf("%s from %s: actions %+v, want one due %s", c.name, from, p.Actions, c.want)
			}
		}
	}
}

// A file saved with lone carriage returns is read line by line: its
// actions are found, at the lines an editor shows.
func TestLoneCarriageReturnsAreLines(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	root := writeFiles(t, map[string]string{"mac.md": "# 주간 회의\r일시: 2026-09-14\r\r## 할 일\r- 지훈: 예산 보고서 작성\r- 민서: 공급사 목록 정리\r"})
	r, id, err := registerFile(t, a, root, "mac.md", "")
	if err != nil {
		t.Fatal(err)
	}
	if id.Date != "2026-09-14" {
		t.Errorf("date %q, want 2026-09-14 from the date line", id.Date)
	}
	if len(r.Plan.Actions) != 2 || r.Plan.Actions[0].SourceLine != 5 || r.Plan.Actions[1].SourceLine != 6 {
		t.Errorf("actions %+v, want two at lines 5 and 6", r.Plan.Actions)
	}
}
