package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
)

// SampleReasons are reasons as the steps that hold a key write them, one
// or more per code: taken from the producing function where it can be
// called, else as the producer formats it. Exported to the console's
// tests through ReasonSamples.
func sampleReasons(t *testing.T) map[string][]string {
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
		WaitAwaitingApproval:  {AwaitingApproval},
		WaitPossibleDuplicate: {`possibly the same as an earlier meeting's task — merge it, or approve it as new: demo:P42:M0914:A001:create-task "물류 계약서 초안 검토" (TASK-1) — same owner, similar title`},
		WaitUnknownAssignee:   {unknown, "assignee not in the roster"},
		WaitAmbiguousAssignee: {ambiguous},
		WaitNoRoster:          {noRoster},
		WaitNoAssignee:        {"no assignee written", "nobody is assigned: `axagent ledger resolve demo:P42:M0914:A001:create-task --requeue --assignee NAME --reason TEXT`"},
		WaitSeveralAssignees:  {`several assignees (지훈, 서연): a task needs one owner`},
		WaitGroupAssignee:     {`assignee "전체" is a group, not one person`},
		WaitAssigneeConflict:  {`extractor says "민서" is 김민서, the roster says 이민서`},
		WaitDueUnclear:        dueReasons,
		WaitDueYear:           {`due "1/5" read as 2027-01-05, the next such date after the meeting: confirm the year`},
		WaitNoTitle:           {"no task title"},
		WaitActionID:          {`action ID A003 is written twice in the notes`, `action ID "X-1" is not of the form A007`},
		WaitNotPermitted:      {noPerm, notPerm},
		WaitUnsupported:       {"github cannot close tasks through axagent: close TASK-7 by hand, then resolve this key with --external-id TASK-7"},
		WaitBlocked:           {"the task's create is needs-human; resolve it first", "cancel needs a registered task; the create is not succeeded", "update without a registered create: not found"},
		WaitNoTarget:          {"target gone: demo:P42:M0914:A001:create-task was created in redmine, which is no longer in the config: add its section back (and a route), or resolve the key by hand"},
		WaitGaveUp:            {"gave up after 8 attempts; last error: create failed: 503 Service Unavailable"},
		WaitTrackerRefused:    {"create refused: 400 Bad Request: project P42 does not exist"},
		WaitMismatch:          {"jira holds TASK-9 for this key with other content (assignee jihoon ≠ seoyeon): a human must decide"},
		WaitUnconfirmed: {"outcome unknown and email offers neither lookup by key nor idempotent create: check the tracker, then `axagent ledger resolve K --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)",
			"not found after 3 checks and no dedup, so a resend could duplicate: check the tracker, then `axagent ledger resolve K --requeue --reason TEXT` (or `--external-id ID --reason TEXT`)",
			"lookup by key refused: 403 Forbidden", "outcome unknown and no lookup"},
		WaitTakeovers: {"taken over 3 times from workers that died or lost the lease before recording an outcome; look in the tracker"},
		WaitOther:     {"something nobody foresaw"},
	}
}

// english finds words of the reasons as the ledger keeps them: a page
// or message in Korean must not carry them.
var english = regexp.MustCompile(`[A-Za-z]{3,}`)

// allowedLatin are the Latin words a Korean text may carry: a date
// format, the product, a config key.
var allowedLatin = map[string]bool{"YYYY": true, "axagent": true, "permissions": true, "roster": true}

// TestEveryReasonExplained: every reason a key waits with is recognised
// as its code and said in Korean and English with its fix; the Korean
// has no English reason text, neither language a command-line flag, and
// every reason has the console actions that answer it and the CLI
// command that does.
func TestEveryReasonExplained(t *testing.T) {
	samples := sampleReasons(t)
	for _, code := range WaitCodes() {
		if len(samples[code]) == 0 {
			t.Errorf("no sample reason for %s", code)
		}
	}
	for code, reasons := range samples {
		for _, reason := range reasons {
			for _, lang := range []string{"ko", "en"} {
				ex := ExplainReason(lang, reason)
				if ex.Code != code {
					t.Errorf("%q read as %s, want %s", reason, ex.Code, code)
				}
				if ex.Text == "" || ex.Fix == "" || len(ex.Actions) == 0 || ReasonLabel(lang, code) == code {
					t.Errorf("%s (%s): text %q fix %q actions %v label %q", code, lang, ex.Text, ex.Fix, ex.Actions, ReasonLabel(lang, code))
				}
				for _, s := range []string{ex.Text, ex.Fix, ReasonLabel(lang, code)} {
					if strings.Contains(s, "--") || strings.Contains(s, "`") {
						t.Errorf("%s (%s): a command-line flag in %q", code, lang, s)
					}
					if strings.Contains(s, "%!") || strings.Contains(s, "%s") {
						t.Errorf("%s (%s): a broken format in %q", code, lang, s)
					}
				}
				if lang == "ko" {
					for _, s := range []string{ex.Text, ex.Fix, ReasonLabel(lang, code)} {
						for _, w := range english.FindAllString(strings.ReplaceAll(s, ex.Detail, ""), -1) {
							if !allowedLatin[w] {
								t.Errorf("%s: English %q in the Korean %q (reason %q)", code, w, s, reason)
							}
						}
					}
				}
				cmd := Explain(lang, ledger.Execution{Key: ledger.BusinessKey{Tenant: "demo", Project: "P42", Meeting: "M0914", Action: "A001", Operation: ledger.OpCreateTask}, Reason: reason}, "--roster team.yaml").Command
				if !strings.HasPrefix(cmd, "axagent ") || !strings.Contains(cmd, "demo:P42:M0914:A001:create-task") {
					t.Errorf("%s: command %q", code, cmd)
				}
			}
		}
	}
}

// A key held for two questions names both; approval asked with another
// question goes last, and going ahead approves it.
func TestReasonPartsAndApproval(t *testing.T) {
	ex := ExplainReason("ko", `awaiting approval; assignee "준호" is not in the roster; due "언젠가" is not a date axagent can resolve without guessing`)
	if ex.Code != WaitUnknownAssignee || !ex.Approval || len(ex.Codes) != 3 || ex.Codes[2] != WaitAwaitingApproval {
		t.Fatalf("%+v", ex)
	}
	if !strings.Contains(ex.Text, "준호") || !strings.Contains(ex.Text, "언젠가") || !strings.Contains(ex.Text, "승인") {
		t.Fatalf("text %q", ex.Text)
	}
	dup := ExplainReason("en", `possibly the same as an earlier meeting's task — merge it, or approve it as new: demo:P42:M0914:A001:create-task "x" (TASK-1) — e`)
	if dup.Candidate != "demo:P42:M0914:A001:create-task" || dup.Actions[0] != ActMerge {
		t.Fatalf("%+v", dup)
	}
	if c := Explain("en", ledger.Execution{Key: ledger.BusinessKey{Tenant: "d", Project: "P", Meeting: "M", Action: "A001", Operation: ledger.OpCreateTask},
		Reason: dup.Text}, "").Command; !strings.HasPrefix(c, "axagent") {
		t.Fatal(c)
	}
}
