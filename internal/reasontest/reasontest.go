// Package reasontest holds, for tests, the reasons a key waits for a
// person with as the steps that hold it write them.
package reasontest

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/rules"
)

// Samples are reasons as the steps that hold a key write them, one
// or more per code: taken from the producing function where it can be
// called, else as the producer formats it. Shared by the
// tests of app and console.
func Samples(t testing.TB) map[string][]string {
	t.Helper()
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 지훈\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, unknown := roster.Resolve("준호")
	ambiguous := `assignee "민서" matches more than one person (김민서, 이민서)`
	_, noRoster := (*extract.Roster)(nil).Resolve("준호")
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	_, noPerm := cfg.Allowed("jira", "demo", "P42", "cancel-task")
	cfg.Permissions = []config.Permission{{Connector: "jira", Tenants: []string{"demo"}, Projects: []string{"*"}, Operations: []string{"create-task"}}}
	_, notPerm := cfg.Allowed("jira", "demo", "P42", "update-task-1")
	meeting, _ := dates.ParseISO("2026-09-14")
	var dueReasons []string
	for _, expr := range []string{"언젠가", "2026-13-45", "9/1", "다음 주"} {
		if r := dates.Resolve(expr, meeting); !r.Resolved() {
			dueReasons = append(dueReasons, r.Reason)
		}
	}
	if r := dates.Resolve("금요일", dates.Date{}); !r.Resolved() {
		dueReasons = append(dueReasons, r.Reason)
	}
	if len(dueReasons) < 3 {
		t.Fatalf("dates resolved what they should not: %v", dueReasons)
	}
	return map[string][]string{
		app.WaitPossibleAction: possibleActionReasons(t, roster),
		app.WaitMarkedDone:     markedDoneReasons(t, roster),
		// As extract/llm (answer.go) formats what it cannot verify.
		app.WaitModelAssignee: {`assignee "지훈" is not in the evidence quote`},
		app.WaitModelDue: {`model's due date "다음 주 금요일" is not YYYY-MM-DD`, `model gave due date 2026-09-18 without quoting the words it came from`,
			`model says "금요일까지" is 2026-09-19, axagent resolves it to 2026-09-18`},
		app.WaitAwaitingApproval:  {app.AwaitingApproval},
		app.WaitPossibleDuplicate: {`possibly the same as an earlier meeting's task — merge it, or approve it as new: demo:P42:M0914:A001:create-task "물류 계약서 초안 검토" (TASK-1) — same owner, similar title`},
		app.WaitUnknownAssignee:   {unknown, "assignee not in the roster"},
		app.WaitAmbiguousAssignee: {ambiguous},
		app.WaitNoRoster:          {noRoster},
		app.WaitNoAssignee:        {"no assignee written", "nobody is assigned: `axagent ledger resolve demo:P42:M0914:A001:create-task --requeue --assignee NAME --reason TEXT`"},
		app.WaitSeveralAssignees:  {`several assignees (지훈, 서연): a task needs one owner`},
		app.WaitGroupAssignee:     {`assignee "전체" is a group, not one person`},
		app.WaitAssigneeConflict:  {`extractor says "민서" is 김민서, the roster says 이민서`},
		app.WaitDueUnclear:        dueReasons,
		app.WaitDueYear:           {`due "1/5" read as 2027-01-05, the next such date after the meeting: confirm the year`},
		app.WaitNoTitle:           {"no task title", "model gave no title"},
		app.WaitActionID:          {`action ID A003 is written twice in the notes`, `action ID "X-1" is not of the form A007`},
		app.WaitNotPermitted:      {noPerm, notPerm},
		app.WaitUnsupported:       {"github cannot close tasks through axagent: close TASK-7 by hand, then resolve this key with --external-id TASK-7"},
		app.WaitBlocked:           {"the task's create is needs-human; resolve it first", "cancel needs a registered task; the create is not succeeded", "update without a registered create: not found"},
		app.WaitNoTarget:          {"target gone: demo:P42:M0914:A001:create-task was created in redmine, which is no longer in the config: add its section back (and a route), or resolve the key by hand"},
		app.WaitGaveUp:            {"gave up after 8 attempts; last error: create failed: 503 Service Unavailable"},
		app.WaitTrackerRefused:    {"create refused: 400 Bad Request: project P42 does not exist"},
		app.WaitMismatch:          {"jira holds TASK-9 for this key with other content (assignee jihoon ≠ seoyeon): a human must decide"},
		app.WaitUnconfirmed: {"outcome unknown and email offers neither lookup by key nor idempotent create: check the tracker, then `axagent ledger resolve K --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)",
			"not found after 3 checks and no dedup, so a resend could duplicate: check the tracker, then `axagent ledger resolve K --requeue --reason TEXT` (or `--external-id ID --reason TEXT`)",
			"lookup by key refused: 403 Forbidden", "outcome unknown and no lookup"},
		app.WaitTakeovers: {"taken over 3 times from workers that died or lost the lease before recording an outcome; check the worker logs, look the key up in the target, then resolve it"},
		app.WaitOther:     {"something nobody foresaw"},
	}
}

// markedDoneReasons are the problems the rules extractor gives a table
// row whose status column says it is done.
func markedDoneReasons(t testing.TB, roster *extract.Roster) []string {
	t.Helper()
	out := problemsOf(t, roster, "## Action items\n\n| Action | Owner | Status |\n|---|---|---|\n| Update the wiki | 지훈 | done |\n| 회의록 정리 | 지훈 | 완료 |\n", "marked done in the notes")
	if len(out) != 2 {
		t.Fatalf("the rules extractor holds %d rows marked done, want 2: %q", len(out), out)
	}
	return out
}

// possibleActionReasons are the problems the rules extractor gives lines
// it is not sure are actions.
func possibleActionReasons(t testing.TB, roster *extract.Roster) []string {
	t.Helper()
	out := problemsOf(t, roster, "# Weekly\n\n## Misc\n- Can someone check the staging certs this month? 지훈: I'll check.\n", extract.PossibleActionProblem)
	if len(out) == 0 {
		t.Fatal("the rules extractor holds no possible action")
	}
	return append(out, "possible action: confirm", "possible action: confirm (a reason written later)")
}

// problemsOf are the problems starting with prefix that the rules
// extractor gives the lines of notes.
func problemsOf(t testing.TB, roster *extract.Roster, notes, prefix string) []string {
	t.Helper()
	cands, err := rules.New().Extract(context.Background(), extract.Input{Name: "sample.md", Notes: []byte(notes), Roster: roster})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range cands {
		for _, p := range c.Problems {
			if strings.HasPrefix(p, prefix) {
				out = append(out, p)
			}
		}
	}
	return out
}
