package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

// hist builds a key's facts from a compact log: each step is from→to with
// an attempt (att, outcome) or none (a human or the ledger), at t0+sec.
type step struct {
	from, to ledger.State
	att      string
	outcome  string
	gen      int64
	sec      int
	errText  string
}

func facts(key, source string, state ledger.State, in ledger.Intent, steps ...step) ledger.KeyFacts {
	k := ledger.KeyFacts{Key: key, State: state, Intent: in, Source: source, CreatedAt: t0}
	seen := map[string]bool{}
	for i, s := range steps {
		k.Log = append(k.Log, ledger.Transition{ID: int64(i + 1), Key: key, From: s.from, To: s.to, AttemptID: s.att, Generation: s.gen,
			At: t0.Add(time.Duration(s.sec) * time.Second)})
		if s.att != "" && !seen[s.att] {
			// An attempt with no outcome never ended (its owner died).
			seen[s.att] = true
			a := ledger.Attempt{ID: s.att, Key: key, Outcome: s.outcome, Generation: s.gen, Error: s.errText, StartedAt: t0.Add(time.Duration(s.sec) * time.Second)}
			if s.outcome != "" {
				a.EndedAt = a.StartedAt.Add(time.Second)
			}
			k.Attempts = append(k.Attempts, a)
		}
	}
	return k
}

func TestComputeClassifiesEveryFigure(t *testing.T) {
	P, R, S, U, N, A := ledger.Pending, ledger.Running, ledger.Succeeded, ledger.Unknown, ledger.NeedsHuman, ledger.Abandoned
	in := ledger.Intent{Title: "t", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	m1 := "demo:P42:M1:"
	f := ledger.ReportFacts{Now: t0.Add(time.Hour), Registry: []ledger.RegisteredAction{
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M1"}, ActionID: "A005", Title: "t", Assignee: "Jun"},
	}}
	f.Executions = []ledger.KeyFacts{
		// A001: straight through in 2 s.
		facts(m1+"A001:create-task", "cli/e1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "a1", "succeeded", 1, 1, ""}, step{R, S, "a1", "succeeded", 1, 2, ""}),
		// A002: lost response, reconciler found it by key.
		facts(m1+"A002:create-task", "cli/e1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "a2", "unknown", 1, 1, ""}, step{R, U, "a2", "unknown", 1, 2, ""},
			step{U, R, "a3", "found", 2, 3, ""}, step{R, S, "a3", "found", 2, 4, ""}),
		// A003: breaker refusal, retry, then a crash: lease taken over, resent.
		facts(m1+"A003:create-task", "cli/e1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "a4", "retryable", 1, 1, "circuit breaker sandbox: open"},
			step{R, P, "a4", "retryable", 1, 2, ""}, step{P, R, "a5", "", 2, 3, ""}, step{R, R, "a6", "unknown", 3, 40, ""}, step{R, U, "a6", "unknown", 3, 41, ""},
			step{U, R, "a7", "succeeded", 4, 50, ""}, step{R, S, "a7", "succeeded", 4, 60, ""}),
		// A004: held at extraction, approved, registered.
		facts(m1+"A004:create-task", "cli/e1", S, in, step{"", N, "", "", 0, 0, ""}, step{N, P, "", "", 1, 5, ""}, step{P, R, "a8", "succeeded", 2, 6, ""},
			step{R, S, "a8", "succeeded", 2, 8, ""}),
		// A005: held, corrected by a new reading (assignee), still open.
		facts(m1+"A005:create-task", "cli/e2", P, in, step{"", N, "", "", 0, 0, ""}, step{N, P, "", "", 0, 5, ""}),
		// A006: held, rejected.
		facts(m1+"A006:create-task", "cli/e1", A, in, step{"", N, "", "", 0, 0, ""}, step{N, A, "", "", 1, 5, ""}),
		// A007: refused by the target, found by hand.
		facts(m1+"A007:create-task", "cli/e1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "a9", "permanent", 1, 1, ""}, step{R, N, "a9", "permanent", 1, 2, ""},
			step{N, S, "", "", 2, 10, ""}),
		// A001's due date changed after registration.
		facts(m1+"A001:update-task-1", "cli/e2", S, ledger.Intent{Title: "t", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-30"},
			step{"", P, "", "", 0, 0, ""}, step{P, R, "b1", "succeeded", 1, 1, ""}, step{R, S, "b1", "succeeded", 1, 2, ""}),
		// Another meeting: lost response settled by a person.
		facts("demo:P42:M2:A001:create-task", "webhook/d1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "c1", "unknown", 1, 1, ""}, step{R, U, "c1", "unknown", 1, 2, ""},
			step{U, N, "c2", "no-lookup", 2, 3, ""}, step{N, S, "", "", 3, 100, ""}),
	}
	note := func(exec string, sec int) ledger.KeyFacts {
		n := facts(exec+":n", "", S, ledger.Intent{}, step{"", P, "", "", 0, sec, ""}, step{P, R, "n" + exec, "sent", 1, sec, ""}, step{R, S, "n" + exec, "sent", 1, sec + 1, ""})
		n.ExecKey = exec
		return n
	}
	f.Notifications = []ledger.KeyFacts{note(m1+"A001:create-task", 3), note(m1+"A002:create-task", 5), note(m1+"A004:create-task", 9)}
	f.Absorbed = []ledger.Absorbed{{ID: 1, Event: "cli/e1"}, {ID: 2, Key: m1 + "A001:create-task"}, {ID: 3, Event: "webhook/d1"}, {ID: 4, Event: "cli/unrelated"}}
	f.OldestKept = t0
	f.Collected = ledger.Collected{Count: 2, Oldest: t0.Add(-72 * time.Hour), Newest: t0.Add(-48 * time.Hour)}

	c := Compute(Params{Tenant: "demo"}, f)
	if len(c.Meetings) != 2 || c.Meetings[0].Meeting != "M1" || c.Meetings[1].Meeting != "M2" {
		t.Fatalf("meetings: %+v", c.Meetings)
	}
	m := c.Meetings[0]
	want := map[string]int{
		"extracted": 7, "ready": 4, "needs_human": 3, "registered": 5, "notified": 3, "open": 1,
		"approvals": 1, "rejections": 1, "corrections": 2, "corrections_assignee": 1, "corrections_due": 1, "corrections_title": 0, "corrections_other": 0,
		"manual_resolutions": 1, "manual_found": 1, "unknown": 2, "settled_found_by_key": 1, "settled_resent": 1, "settled_by_human": 0,
		"retries": 1, "stale_owner_takeovers": 1, "stale_attempts": 1, "duplicates_absorbed": 2, "duplicates_events": 1, "duplicates_keys": 1, "breaker_refusals": 1,
		"registered_p50_ms": 8000, "registered_p99_ms": 60000, "notified_p50_ms": 6000, "notified_p99_ms": 10000, "oldest_open_age_s": 3600,
	}
	got := asMap(t, m)
	for k, v := range want {
		if int(got[k].(float64)) != v {
			t.Errorf("M1 %s = %v, want %d", k, got[k], v)
		}
	}
	// Corrected A005 and A001 (update), rejected A006: 3 of 7.
	if m.ChangedShare != 0.43 || m.HumanPer100 != 71.43 {
		t.Errorf("M1 changed share %v, human per 100 %v", m.ChangedShare, m.HumanPer100)
	}
	m2 := c.Meetings[1]
	if m2.Unknown != 1 || m2.SettledByHuman != 1 || m2.ManualFound != 1 || m2.Duplicates != 1 || m2.DupEvents != 1 {
		t.Errorf("M2: %+v", m2)
	}
	if c.Total.Extracted != 8 || c.Total.Unknown != 3 || c.Total.Duplicates != 3 || c.Total.ManualResolved != 2 || c.Total.OldestOpenKey != m1+"A005:create-task" {
		t.Errorf("total: %+v", c.Total)
	}
	if c.Coverage.Collected != 2 || !c.Coverage.UncoveredFrom.Equal(t0.Add(-72*time.Hour)) {
		t.Errorf("coverage: %+v", c.Coverage)
	}
	var b bytes.Buffer
	if err := WriteTable(&b, c, "en"); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"demo:P42:M1", "TOTAL", "Not covered: 2 actions", "3 (2 / 1)"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("table lacks %q:\n%s", s, b.String())
		}
	}
}

func TestEmptyCardHasNoNulls(t *testing.T) {
	c := Compute(Params{Tenant: "none"}, ledger.ReportFacts{Now: t0})
	b, err := json.Marshal(struct {
		Meetings []Row `json:"meetings"`
		Total    Row   `json:"total"`
	}{c.Meetings, c.Total})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"meetings":[]`) || strings.Contains(string(b), "null") {
		t.Errorf("empty card JSON: %s", b)
	}
}

func TestHTMLEscapesAndIsSelfContained(t *testing.T) {
	// Names come from notes and webhooks: the page must escape them.
	c := Compute(Params{}, ledger.ReportFacts{Now: t0})
	c.Meetings = append(c.Meetings, Row{Tenant: "demo", Project: "P42", Meeting: "M<script>1", Extracted: 1, Open: 1})
	for _, lang := range []string{"ko", "en"} {
		var b bytes.Buffer
		if err := WriteHTML(&b, c, lang); err != nil {
			t.Fatal(err)
		}
		s := b.String()
		if strings.Contains(s, "<script>") || !strings.Contains(s, "M&lt;script&gt;1") {
			t.Errorf("%s: meeting name not escaped", lang)
		}
		for _, ext := range []string{"src=", "href=", "@import", "url("} {
			if strings.Contains(s, ext) {
				t.Errorf("%s: page refers to an external asset (%s)", lang, ext)
			}
		}
		if lang == "ko" && !strings.Contains(s, "성적표") || lang == "en" && !strings.Contains(s, "Report card") {
			t.Errorf("%s: page not in its language", lang)
		}
	}
}

func asMap(t *testing.T, r Row) map[string]any {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPersonsApprovalAndCorrectionFromTheLog(t *testing.T) {
	P, N := ledger.Pending, ledger.NeedsHuman
	in := ledger.Intent{Title: "t", Assignee: "민서", AssigneeID: "minseo"}
	held := func(key, reason string, decision ledger.Transition) ledger.KeyFacts {
		k := facts(key, "cli/e", decision.To, in)
		k.Log = []ledger.Transition{{ID: 1, Key: key, To: N, Reason: reason, At: t0}, decision}
		k.Log[1].ID, k.Log[1].Key = 2, key
		return k
	}
	f := ledger.ReportFacts{Now: t0, Executions: []ledger.KeyFacts{
		held("d:p:m:A001:create-task", "awaiting approval", ledger.Transition{From: N, To: P, Reason: "approved and corrected by kim (assignee minseo, due 2026-09-30): typo"}),
		held("d:p:m:A002:create-task", "awaiting approval", ledger.Transition{From: N, To: P, Generation: 1, Reason: "approved: ok"}),
		held("d:p:m:A003:create-task", "assignee Jun not in roster", ledger.Transition{From: N, To: P, Reason: `corrected by lee (title "x"): better`}),
		held("d:p:m:A004:create-task", "awaiting approval", ledger.Transition{From: N, To: ledger.Abandoned, Generation: 1, Reason: "rejected: duplicate of A001"}),
	}}
	r := Compute(Params{}, f).Total
	if r.Ready != 3 || r.Awaiting != 3 || r.NeedsHuman != 1 {
		t.Errorf("ready %d awaiting %d needs human %d, want 3 3 1", r.Ready, r.Awaiting, r.NeedsHuman)
	}
	if r.Approvals != 2 || r.Rejections != 1 || r.Corrections != 2 || r.CorrAssignee != 1 || r.CorrDue != 1 || r.CorrTitle != 1 || r.CorrOther != 0 || r.ManualResolved != 0 {
		t.Errorf("human effort: %+v", r)
	}
}

// What the tracker last said of each registered task is counted by
// status; a task never asked, and a create that never succeeded, count in
// none of the three.
func TestTrackerStatusOfRegisteredTasks(t *testing.T) {
	P, R, S := ledger.Pending, ledger.Running, ledger.Succeeded
	in := ledger.Intent{Title: "t", Assignee: "민서", AssigneeID: "minseo"}
	m := "demo:P42:M1:"
	done := func(a string) ledger.KeyFacts {
		return facts(m+a+":create-task", "cli/e1", S, in, step{"", P, "", "", 0, 0, ""}, step{P, R, "x" + a, "succeeded", 1, 1, ""}, step{R, S, "x" + a, "succeeded", 1, 2, ""})
	}
	f := ledger.ReportFacts{Now: t0.Add(time.Hour), Executions: []ledger.KeyFacts{done("A001"), done("A002"), done("A003"), done("A004"), done("A005"),
		facts(m+"A006:create-task", "cli/e1", P, in, step{"", P, "", "", 0, 0, ""})}}
	f.TaskStatus = map[string]ledger.TaskStatus{
		m + "A001:create-task": {Status: "done"}, m + "A002:create-task": {Status: "cancelled"},
		m + "A003:create-task": {Status: "open"}, m + "A004:create-task": {Status: "in_progress"},
		m + "A006:create-task": {Status: "done"}, // not registered: not counted
	}
	c := Compute(Params{}, f)
	if got := c.Total; got.TrackerOpen != 2 || got.TrackerDone != 1 || got.TrackerCancelled != 1 || got.Registered != 5 {
		t.Fatalf("tracker open/done/cancelled %d/%d/%d of %d registered, want 2/1/1 of 5", got.TrackerOpen, got.TrackerDone, got.TrackerCancelled, got.Registered)
	}
	var b bytes.Buffer
	if err := WriteTable(&b, c, "en"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "tracker says (open / done / cancelled)  2 / 1 / 1") {
		t.Fatalf("table lacks the tracker line:\n%s", b.String())
	}
}

// A period of meeting dates keeps the reruns of its meetings' notes: an
// event delivered again has no key, only the event its executions came
// from. Found by hand: a meeting rerun once showed DUPS 1 on the all-time
// card and 0 on 'report --since' a date before it.
func TestMeetingPeriodKeepsRerunsOfItsMeetings(t *testing.T) {
	in := ledger.Intent{Title: "t", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	ok := []step{{"", ledger.Pending, "", "", 0, 0, ""}, {ledger.Pending, ledger.Running, "a1", "succeeded", 1, 1, ""}, {ledger.Running, ledger.Succeeded, "a1", "succeeded", 1, 2, ""}}
	f := ledger.ReportFacts{Now: t0.Add(time.Hour)}
	f.Executions = []ledger.KeyFacts{
		facts("demo:P42:OLD:A001:create-task", "cli/old", ledger.Succeeded, in, ok...),
		facts("demo:P42:NEW:A001:create-task", "cli/new", ledger.Succeeded, in, ok...),
	}
	f.Absorbed = []ledger.Absorbed{{ID: 1, Event: "cli/old"}, {ID: 2, Event: "cli/new"}, {ID: 3, Key: "demo:P42:NEW:A001:create-task"}}
	p := Params{Tenant: "demo", Since: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), MeetingDate: func(sc ledger.MeetingScope) string {
		if sc.Meeting == "OLD" {
			return "2025-11-17"
		}
		return "2026-11-16"
	}}
	c := Compute(p, byMeetingDate(f, p))
	if len(c.Meetings) != 1 || c.Meetings[0].Meeting != "NEW" || c.Total.Duplicates != 2 || c.Total.DupEvents != 1 || c.Total.DupKeys != 1 {
		t.Fatalf("since 2026: meetings %+v, total %+v", c.Meetings, c.Total)
	}
}
