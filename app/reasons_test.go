package app_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/reasontest"
	"github.com/axagent/axagent/ledger"
)

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
	t.Parallel()
	samples := reasontest.Samples(t)
	for _, code := range app.WaitCodes() {
		if len(samples[code]) == 0 {
			t.Errorf("no sample reason for %s", code)
		}
	}
	for code, reasons := range samples {
		for _, reason := range reasons {
			for _, lang := range []string{"ko", "en"} {
				ex := app.ExplainReason(lang, reason)
				if ex.Code != code {
					t.Errorf("%q read as %s, want %s", reason, ex.Code, code)
				}
				if ex.Text == "" || ex.Fix == "" || len(ex.Actions) == 0 || app.ReasonLabel(lang, code) == code {
					t.Errorf("%s (%s): text %q fix %q actions %v label %q", code, lang, ex.Text, ex.Fix, ex.Actions, app.ReasonLabel(lang, code))
				}
				for _, s := range []string{ex.Text, ex.Fix, app.ReasonLabel(lang, code)} {
					if strings.Contains(s, "--") || strings.Contains(s, "`") {
						t.Errorf("%s (%s): a command-line flag in %q", code, lang, s)
					}
					if strings.Contains(s, "%!") || strings.Contains(s, "%s") {
						t.Errorf("%s (%s): a broken format in %q", code, lang, s)
					}
				}
				if lang == "ko" {
					for _, s := range []string{ex.Text, ex.Fix, app.ReasonLabel(lang, code)} {
						for _, w := range english.FindAllString(strings.ReplaceAll(s, ex.Detail, ""), -1) {
							if !allowedLatin[w] {
								t.Errorf("%s: English %q in the Korean %q (reason %q)", code, w, s, reason)
							}
						}
					}
				}
				cmd := app.Explain(lang, ledger.Execution{Key: ledger.BusinessKey{Tenant: "demo", Project: "P42", Meeting: "M0914", Action: "A001", Operation: ledger.OpCreateTask}, Reason: reason}, "--roster team.yaml").Command
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
	t.Parallel()
	ex := app.ExplainReason("ko", `awaiting approval; assignee "준호" is not in the roster; due "언젠가" is not a date axagent can resolve without guessing`)
	if ex.Code != app.WaitUnknownAssignee || !ex.Approval || len(ex.Codes) != 3 || ex.Codes[2] != app.WaitAwaitingApproval {
		t.Fatalf("%+v", ex)
	}
	if !strings.Contains(ex.Text, "준호") || !strings.Contains(ex.Text, "언젠가") || !strings.Contains(ex.Text, "승인") {
		t.Fatalf("text %q", ex.Text)
	}
	dup := app.ExplainReason("en", `possibly the same as an earlier meeting's task — merge it, or approve it as new: demo:P42:M0914:A001:create-task "x" (TASK-1) — e`)
	if dup.Candidate != "demo:P42:M0914:A001:create-task" || dup.Actions[0] != app.ActMerge {
		t.Fatalf("%+v", dup)
	}
	if c := app.Explain("en", ledger.Execution{Key: ledger.BusinessKey{Tenant: "d", Project: "P", Meeting: "M", Action: "A001", Operation: ledger.OpCreateTask},
		Reason: dup.Text}, "").Command; !strings.HasPrefix(c, "axagent") {
		t.Fatal(c)
	}
}

// A name written with its honorific ("민서님이 …" is read as "민서 님")
// takes the sentence's own 님 once.
func TestReasonHonorificOnce(t *testing.T) {
	t.Parallel()
	for reason, want := range map[string]string{
		`assignee "민서 님" is not in the roster`: `담당자 "민서" 님이 명단에 없습니다.`,
		`assignee "민서씨" is not in the roster`:  `담당자 "민서" 님이 명단에 없습니다.`,
		`assignee "준호" is not in the roster`:   `담당자 "준호" 님이 명단에 없습니다.`,
	} {
		if got := app.ExplainReason("ko", reason).Text; got != want {
			t.Errorf("%s: %q, want %q", reason, got, want)
		}
	}
	if got := app.ExplainReason("en", `assignee "민서 님" is not in the roster`).Text; !strings.Contains(got, `"민서 님"`) {
		t.Errorf("en: %q, want the name as written", got)
	}
}

// A line held because the extractor is unsure it is an action (or the
// notes mark it done) says so,
// with why, in either language, and offers to create it or reject it; a
// missing person is asked first, so that the fix carries the assignee.
func TestPossibleActionExplained(t *testing.T) {
	t.Parallel()
	ex := app.ExplainReason("ko", "possible action: confirm (a commitment outside an action section)")
	if ex.Code != app.WaitPossibleAction || !strings.Contains(ex.Text, "액션 항목 밖에 적힌 약속") {
		t.Errorf("ko: %s %q", ex.Code, ex.Text)
	}
	if len(ex.Actions) == 0 || ex.Actions[0] != app.ActNew || !slices.Contains(ex.Actions, app.ActReject) {
		t.Errorf("actions %v: want create first and reject", ex.Actions)
	}
	en := app.ExplainReason("en", "possible action: confirm (the owner is tentative)")
	if !strings.Contains(en.Text, "the owner is tentative") {
		t.Errorf("en: %q", en.Text)
	}
	both := app.ExplainReason("en", "possible action: confirm (a commitment that names nobody); no assignee written")
	if both.Code != app.WaitNoAssignee || len(both.Codes) != 2 || both.Codes[1] != app.WaitPossibleAction {
		t.Errorf("no assignee and possible action: %s %v", both.Code, both.Codes)
	}
	done := app.ExplainReason("en", "marked done in the notes (완료): confirm it is still to do")
	if done.Code != app.WaitMarkedDone || !strings.Contains(done.Text, "(완료)") || done.Actions[0] != app.ActReject {
		t.Errorf("marked done: %s %q %v", done.Code, done.Text, done.Actions)
	}
	e := ledger.Execution{Key: ledger.BusinessKey{Tenant: "demo", Project: "P42", Meeting: "M1", Action: "A001", Operation: ledger.OpCreateTask},
		Reason: "possible action: confirm (a commitment outside an action section)"}
	if got := app.Explain("en", e, "").Command; !strings.Contains(got, "--requeue") {
		t.Errorf("command %q", got)
	}
}
