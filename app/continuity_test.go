package app

import (
	"cmp"
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// continuityApp is an App over a fresh SQLite ledger with the roster given
// (YAML) and config changes applied.
func continuityApp(t testing.TB, roster string, edit func(*config.Config)) (*App, string) {
	t.Helper()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(cfg)
	}
	r, err := extract.ParseRoster([]byte(roster))
	if err != nil {
		t.Fatal(err)
	}
	db := migratedLedger(t)
	a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: r, Lang: "en", Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, db
}

const teamRoster = `people:
  - {name: 지훈, ids: {sandbox: jihoon}}
  - {name: 민서, ids: {sandbox: minseo}}
  - {name: 서연, ids: {sandbox: seoyeon}}
  - {name: 하은, ids: {sandbox: haeun}}
  - {name: 도윤, ids: {sandbox: doyun}}
  - {name: 수아, ids: {sandbox: sua}}
  - {name: Dana, ids: {sandbox: dana}}
`

// messagesIn are the sandbox's delivered notifications.
func messagesIn(t *testing.T, db string) []struct{ Key, Text string } {
	t.Helper()
	var st struct {
		Messages []struct {
			Key  string `json:"key"`
			Text string `json:"text"`
		} `json:"messages"`
	}
	b, _ := os.ReadFile(db + ".sandbox.json")
	_ = json.Unmarshal(b, &st)
	out := make([]struct{ Key, Text string }, 0, len(st.Messages))
	for _, m := range st.Messages {
		out = append(out, struct{ Key, Text string }{m.Key, m.Text})
	}
	return out
}

func registerNotes(t *testing.T, a *App, id, date, body string) Registration {
	t.Helper()
	// Register returns once the keys settle; the bound is for a loaded CI
	// machine under -race (10 s once left notifications unsent).
	r, err := a.Register(context.Background(), Notes{Name: id + ".md", Body: []byte(body), Date: date,
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: id}}, RegisterOptions{Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The table: each person gets a different follow-up the next
// week (Q3→Q4, 3분기→4분기, PR 1234→1250, client A→B, 1차→2차 draft,
// iOS→Android, flights→hotel) and one task is restated with a new due
// date. 15 tasks, nothing held, only the restated task's due date
// changes, one update notification.
func TestDifferentFollowUpsAreNewTasks(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	week1 := `# 주간 회의 W1

## Action items
- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)
- [ ] @민서 3분기 예산 보고서 작성 (기한: 2026-10-09)
- [ ] @서연 Review PR 1234 (due 2026-10-08)
- [ ] @하은 고객사 A 견적서 발송 (기한: 2026-10-07)
- [ ] @도윤 물류 계약서 1차 초안 작성 (기한: 2026-10-09)
- [ ] @수아 iOS 앱 로그인 버그 수정 (기한: 2026-10-10)
- [ ] @Dana Book flights to Tokyo (due 2026-10-06)
- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-10)
`
	week2 := `# 주간 회의 W2

## Action items
- [ ] @지훈 Write the Q4 budget report (due 2026-12-31)
- [ ] @민서 4분기 예산 보고서 작성 (기한: 2026-12-31)
- [ ] @서연 Review PR 1250 (due 2026-10-15)
- [ ] @하은 고객사 B 견적서 발송 (기한: 2026-10-14)
- [ ] @도윤 물류 계약서 2차 초안 작성 (기한: 2026-10-16)
- [ ] @수아 Android 앱 로그인 버그 수정 (기한: 2026-10-17)
- [ ] @Dana Book a hotel in Tokyo (due 2026-10-13)
- [ ] @민서 9월 정산 보고서 작성 — 진행 중 (기한: 2026-10-17)
`
	r1 := registerNotes(t, a, "W1", "2026-10-01", week1)
	if s := r1.Summary(); s.Created != 8 || s.Held != 0 {
		t.Fatalf("week 1: %+v\n%s", s, r1.Message)
	}
	r2 := registerNotes(t, a, "W2", "2026-10-08", week2)
	s := r2.Summary()
	if s.Created != 7 || s.Linked != 1 || s.Updated != 1 || s.Held != 0 || s.Refused != 0 || len(r2.Possible) != 0 {
		t.Fatalf("week 2: %+v possible %+v\n%s", s, r2.Possible, r2.Message)
	}
	if !strings.Contains(r2.Message, "W2: 8 actions — 7 created, 1 linked to an earlier task, 1 updated, 0 held for a person, 0 refused.") {
		t.Errorf("summary line:\n%s", r2.Message)
	}
	tasks := tasksIn(t, db)
	if len(tasks) != 15 {
		t.Fatalf("%d tasks, want 15", len(tasks))
	}
	for _, x := range tasks {
		want := map[string]string{"demo:P42:W1:A008:create-task": "2026-10-17", "demo:P42:W1:A001:create-task": "2026-10-09",
			"demo:P42:W1:A002:create-task": "2026-10-09", "demo:P42:W1:A003:create-task": "2026-10-08"}[x.Key]
		if want != "" && x.DueDate != want {
			t.Errorf("%s due %s, want %s", x.Key, x.DueDate, want)
		}
	}
	if l := r2.Restated; len(l) != 1 || l[0].Key != "demo:P42:W1:A008:create-task" || l[0].Update != "demo:P42:W1:A008:update-task-1" {
		t.Fatalf("restated %+v", l)
	}
	updates := 0
	for _, m := range messagesIn(t, db) {
		if strings.Contains(m.Key, "update-task") || strings.Contains(m.Key, ":updated:") {
			updates++
		}
	}
	if n := len(messagesIn(t, db)); n != 16 || updates != 1 {
		t.Fatalf("%d notifications (%d about updates); want 15 created + 1 updated", n, updates)
	}
}

// examples/notes.md (M0914, with 준호 not in the roster) and a meeting that
// restates 지훈's and 서연's actions (지훈's with a later due date) and adds
// a new one of 민서's: 4 tasks, the new one created, not held as possibly
// the same as 민서's "공급사 납기 회신 확인".
func TestExampleFollowUp(t *testing.T) {
	t.Parallel()
	roster, err := os.ReadFile("../examples/roster.yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, db := continuityApp(t, string(roster), nil)
	body, err := os.ReadFile("../examples/notes.md")
	if err != nil {
		t.Fatal(err)
	}
	r1 := registerNotes(t, a, "M0914", "", string(body))
	if s := r1.Summary(); s.Created != 3 || s.Held != 1 {
		t.Fatalf("M0914: %+v\n%s", s, r1.Message)
	}
	r2 := registerNotes(t, a, "M0921", "2026-09-21", `# P42 주간 회의 (M0921)

## 지난 회의 액션 점검
- [ ] @지훈 물류 계약서 초안 검토 — 진행 중 (기한: 9/25)
- [ ] @서연 고객 공지문 작성 (due 2026-09-25)

## 액션 아이템
- [ ] @민서 신규 공급사 후보 목록 정리 (기한: 9/30)
`)
	s := r2.Summary()
	if s.Created != 1 || s.Linked != 2 || s.Updated != 1 || s.Held != 0 || len(r2.Possible) != 0 {
		t.Fatalf("M0921: %+v possible %+v\n%s", s, r2.Possible, r2.Message)
	}
	if n := len(tasksIn(t, db)); n != 4 {
		t.Fatalf("%d tasks, want 4", n)
	}
	for _, x := range tasksIn(t, db) {
		if strings.HasSuffix(x.Key, ":M0914:A002:create-task") && x.DueDate != "2026-09-25" {
			t.Errorf("지훈's task: %+v, want due 2026-09-25", x)
		}
	}
}

// No action items and every action linked are different things to say.
func TestSummaryWhenEverythingLinked(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-10)\n")
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report — still (due 2026-10-09)\n- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-17)\n")
	if strings.Contains(r.Message, "No action items") || !strings.Contains(r.Message, "W2: 2 actions — 0 created, 2 linked to an earlier task, 1 updated") {
		t.Fatalf("every action linked:\n%s", r.Message)
	}
	if !strings.Contains(r.Message, "A001: linked to demo:P42:W1:A001:create-task") {
		t.Errorf("the message does not name the task each was linked to:\n%s", r.Message)
	}
	r = registerNotes(t, a, "W3", "2026-10-15", "# W3\n\n## 논의\n- 예산 이야기만 했다.\n")
	if !strings.HasPrefix(r.Message, "No action items found") {
		t.Fatalf("nothing extracted:\n%s", r.Message)
	}
}

// heldKeys are the meeting's keys waiting for a person: reason and the
// length of each one's log.
func heldKeys(t *testing.T, a *App, meeting string) map[string]string {
	t.Helper()
	ctx := context.Background()
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{Tenant: "demo", Project: "P42", Meeting: meeting})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range list {
		if e.State != ledger.NeedsHuman {
			continue
		}
		log, err := a.store.TransitionList(ctx, e.Key.String())
		if err != nil {
			t.Fatal(err)
		}
		out[e.Key.String()] = e.Reason + " | log " + string(rune('0'+len(log)))
	}
	return out
}

// A rerun, or the same notes posted again under a new delivery ID, never
// turns a key held for a person into work: every hold stays, with no new
// log entry, for each reason a key is held. A roster fix that answers an
// unknown assignee still releases that one, and the log names the event
// that answered it.
func TestRerunLeavesEveryHold(t *testing.T) {
	t.Parallel()
	const earlier = "# W1\n\n## Action items\n- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-09)\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n"
	for _, c := range []struct {
		name    string
		edit    func(*config.Config)
		earlier string // "" is earlier
		notes   string
		reason  []string // each must be the reason of one held key
	}{
		{name: "extraction and series questions", notes: `# W2

## 논의
- Dana will send the slides to the partner at some point.

## Action items
- [ ] @준호 창고 재고 실사 (기한: 2026-10-16)
- [ ] @지훈, @서연 고객 공지문 작성 (기한: 2026-10-16)
- [ ] @전체 보안 교육 이수 (기한: 2026-10-16)
- [ ] @민서 신규 공급사 후보 목록 정리 (기한: 언젠가)
- [ ] 회의실 예약 시스템 점검 (기한: 2026-10-16)
`, reason: []string{"not in the roster", "several assignees", "is a group", "due", "no assignee written", "possible action"}},
		{name: "possibly the same, series.ambiguous hold", edit: func(c *config.Config) { c.Series.Ambiguous = "hold" }, notes: `# W2

## Action items
- [ ] @지훈 Write the budget report (due 2026-10-16)
- [ ] @민서 Book flights to Tokyo (due 2026-10-16)
`, reason: []string{"possibly the same as an earlier meeting's task"}},
		// 민서's task waits to be confirmed as an action: a restatement's
		// date answers no such question (TestDueHoldAnsweredByALaterDate
		// has one it answers), so the restatement waits too.
		{name: "awaiting approval and a restated task that waits", edit: func(c *config.Config) { c.Approval = "required" },
			earlier: "# W1\n\n## 논의\n- 민서: 공급사 납기 회신 확인 예정\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n", notes: `# W2

## Action items
- [ ] @민서 공급사 납기 회신 확인 — 진행 중 (기한: 2026-10-16)
- [ ] @지훈 Review PR 1250 (due 2026-10-16)
`, reason: []string{"which waits for a person", AwaitingApproval}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			a, _ := continuityApp(t, teamRoster, c.edit)
			registerNotes(t, a, "W1", "2026-10-01", cmp.Or(c.earlier, earlier))
			registerNotes(t, a, "W2", "2026-10-08", c.notes)
			before := heldKeys(t, a, "W2")
			for _, want := range c.reason {
				found := false
				for _, r := range before {
					found = found || strings.Contains(r, want)
				}
				if !found {
					t.Fatalf("no key held for %q: %v", want, before)
				}
			}
			registerNotes(t, a, "W2", "2026-10-08", c.notes)
			if after := heldKeys(t, a, "W2"); !sameMap(before, after) {
				t.Fatalf("a rerun changed the holds:\nbefore %v\nafter  %v", before, after)
			}
			ev := Event{Tenant: "demo", Project: "P42", Meeting: "W2", Date: "2026-10-08", Notes: c.notes}
			for _, id := range []string{"dlv-1", "dlv-2"} {
				if err := a.Ingest(ctx, ev, "webhook", id); err != nil {
					t.Fatal(err)
				}
				if after := heldKeys(t, a, "W2"); !sameMap(before, after) {
					t.Fatalf("webhook %s changed the holds:\nbefore %v\nafter  %v", id, before, after)
				}
			}
			// Notes changed in a way that answers nothing (every due date
			// moved): the content is replaced, every hold stays.
			changed := strings.ReplaceAll(c.notes, "2026-10-16", "2026-10-23")
			registerNotes(t, a, "W2", "2026-10-08", changed)
			after := heldKeys(t, a, "W2")
			for k := range before {
				if _, ok := after[k]; !ok {
					t.Errorf("%s released by notes that do not answer its question (%s)", k, before[k])
				}
			}
		})
	}
	t.Run("a roster fix answers an unknown assignee", func(t *testing.T) {
		a, db := continuityApp(t, teamRoster, nil)
		notes := "# W2\n\n## Action items\n- [ ] @준호 창고 재고 실사 (기한: 2026-10-16)\n- [ ] @지훈, @서연 고객 공지문 작성 (기한: 2026-10-16)\n"
		registerNotes(t, a, "W2", "2026-10-08", notes)
		r, err := extract.ParseRoster([]byte(teamRoster + "  - {name: 준호, ids: {sandbox: junho}}\n"))
		if err != nil {
			t.Fatal(err)
		}
		a.roster = r
		registerNotes(t, a, "W2", "2026-10-08", notes)
		held := heldKeys(t, a, "W2")
		if len(held) != 1 || !strings.Contains(held["demo:P42:W2:A002:create-task"], "several assignees") {
			t.Fatalf("after the roster fix: %v", held)
		}
		log, _ := a.store.TransitionList(context.Background(), "demo:P42:W2:A001:create-task")
		if len(log) < 2 || !strings.Contains(log[1].Reason, "answered by the notes as read in cli/plan-") {
			t.Fatalf("the release does not name the input that answered it: %+v", log)
		}
		if n := len(tasksIn(t, db)); n != 1 {
			t.Fatalf("%d tasks, want 준호's", n)
		}
	})
}

func sameMap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A possible link is merged in one step: the later action's task is
// cancelled (or, held, rejected), the link is the person's, the earlier
// task takes the later due date, and the later action is never matched
// again.
func TestMergePossibleLink(t *testing.T) {
	t.Parallel()
	for _, hold := range []bool{false, true} {
		t.Run(map[bool]string{false: "filed", true: "held"}[hold], func(t *testing.T) {
			ctx := context.Background()
			a, db := continuityApp(t, teamRoster, func(c *config.Config) {
				if hold {
					c.Series.Ambiguous = "hold"
				}
				c.Permissions = []config.Permission{{Connector: "sandbox", Tenants: []string{"demo"}, Projects: []string{"P42"},
					Operations: []string{"create-task", "update-task", "cancel-task"}}}
			})
			registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n")
			r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-10-16)\n")
			if len(r.Possible) != 1 || r.Possible[0].ActionKey != "demo:P42:W2:A001:create-task" {
				t.Fatalf("possible %+v\n%s", r.Possible, r.Message)
			}
			later, into := ledger.MustParseKey("demo:P42:W2:A001:create-task"), ledger.MustParseKey("demo:P42:W1:A001:create-task")
			if _, err := a.Merge(ctx, later, into, "kim", ""); !IsUsage(err) {
				t.Fatalf("a merge without a reason: %v", err)
			}
			m, err := a.Merge(ctx, later, into, "kim", "same report")
			if err != nil {
				t.Fatal(err)
			}
			want := ledger.Abandoned
			if !hold {
				want = ledger.Succeeded // its cancel-task
			}
			if m.Settled.Execution.State != want || m.Update != "demo:P42:W1:A001:update-task-1" {
				t.Fatalf("merged %+v", m)
			}
			// The later key's end is the person's: the rejection, or the
			// cancel-task the merge made, names who merged.
			end := m.Settled.Execution.Key.String()
			tr, err := a.Transitions(ctx, end)
			if err != nil || len(tr) == 0 {
				t.Fatalf("log of %s: %v", end, err)
			}
			if !hold && (end != "demo:P42:W2:A001:cancel-task" || tr[0].Actor != "kim") {
				t.Errorf("the merge's cancel %s is logged by %q, want kim: %+v", end, tr[0].Actor, tr)
			}
			if last := tr[len(tr)-1]; hold && last.Actor != "kim" {
				t.Errorf("the rejection of %s is logged by %q, want kim", end, last.Actor)
			}
			for _, x := range tasksIn(t, db) {
				if x.Key == into.String() && x.DueDate != "2026-10-16" {
					t.Errorf("the task keeps due %s", x.DueDate)
				}
			}
			st, err := a.Series(ctx, "demo", "P42", "")
			if err != nil {
				t.Fatal(err)
			}
			if len(st) != 1 || st[0].Key != into.String() || len(st[0].Mentions) != 1 || st[0].Mentions[0] != "W2" || st[0].Links[0].Kind != "merged" {
				t.Fatalf("series after the merge: %+v", st)
			}
			// Merging twice, or into a task of the same meeting, is refused.
			if _, err := a.Merge(ctx, later, ledger.MustParseKey("demo:P42:W2:A009:create-task"), "kim", "x"); !IsRefused(err) {
				t.Fatalf("merge within a meeting: %v", err)
			}
		})
	}
}

// How teams restate open work: a status word in the due column ("지속",
// "TBD") or a group in the owner column ("전체") does not block the link
// (nothing held, no due date changed), and a task filed under several
// owners and restated under one of them is that task: the later meeting
// answers its hold, so there is one task, for that person.
func TestRestatementCells(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-09)
- [ ] @서연 보안 교육 이수 (기한: 2026-10-10)
- [ ] @Dana, @지훈 Draft the RFC for caching (due 2026-10-12)
`)
	if held := heldKeys(t, a, "W1"); len(held) != 1 || !strings.Contains(held["demo:P42:W1:A003:create-task"], "several assignees") {
		t.Fatalf("W1 holds %v", held)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## 지난 회의 액션 점검

| 담당 | 업무 | 기한 |
|---|---|---|
| 민서 | 공급사 납기 회신 확인 | 지속 |
| 전체 | 보안 교육 이수 | TBD |

## Action items
- [ ] @Dana Draft the RFC for caching (due 2026-10-14)
`)
	s := r.Summary()
	if s.Linked != 3 || s.Created != 0 || s.Held != 0 {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
	}
	for _, l := range r.Restated {
		if l.Key == "demo:P42:W1:A003:create-task" && !l.Answered {
			t.Errorf("the RFC restatement did not answer its hold: %+v", l)
		}
		if l.Key != "demo:P42:W1:A003:create-task" && l.Update != "" {
			t.Errorf("a status word changed a due date: %+v", l)
		}
	}
	if held := heldKeys(t, a, "W1"); len(held) != 0 {
		t.Fatalf("W1 still holds %v", held)
	}
	log, _ := a.store.TransitionList(context.Background(), "demo:P42:W1:A003:create-task")
	if len(log) < 2 || !strings.Contains(log[1].Reason, "answered by meeting W2") {
		t.Fatalf("the answer is not in the log: %+v", log)
	}
	if _, _, err := a.WorkFor(context.Background(), []string{"demo:P42:W1:A003:create-task"}, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range tasksIn(t, db) {
		if strings.Contains(x.Title, "RFC") {
			n++
			if x.Key != "demo:P42:W1:A003:create-task" || x.DueDate != "2026-10-14" {
				t.Errorf("RFC task %+v", x)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d RFC tasks, want 1", n)
	}
}

// A task held before any attempt and restated by a later meeting is one
// hold: the restatement is linked to it, not held a second time, and the
// earlier hold stays until a person decides it. A restatement with
// another due date carries it into the hold (heldrestated_test.go): the
// hold's reason stays, its log names the restatement.
func TestRestatedHoldIsDecidedOnce(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, func(c *config.Config) { c.Approval = "required" })
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-09)\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n")
	w1 := heldKeys(t, a, "W1")
	if len(w1) != 2 {
		t.Fatalf("W1 holds %v", w1)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @민서 공급사 납기 회신 확인 — 진행 중\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-16)\n")
	if len(r.Restated) != 2 || r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[1].Key != "demo:P42:W1:A002:create-task" {
		t.Fatalf("restated %+v", r.Restated)
	}
	if held := heldKeys(t, a, "W2"); len(held) != 0 {
		t.Fatalf("W2 holds %v; want none (one hold per task)", held)
	}
	after := heldKeys(t, a, "W1")
	if len(after) != 2 || after["demo:P42:W1:A001:create-task"] != w1["demo:P42:W1:A001:create-task"] {
		t.Fatalf("a restatement changed W1's holds:\nbefore %v\nafter  %v", w1, after)
	}
	if a2, a1 := after["demo:P42:W1:A002:create-task"], w1["demo:P42:W1:A002:create-task"]; strings.Split(a2, " | ")[0] != strings.Split(a1, " | ")[0] {
		t.Fatalf("the hold of the restated due date changed its reason: %q → %q", a1, a2)
	}
}

// A task filed with no owner (held for that alone) and restated by a later
// meeting that names one person for the same deliverable is that task: the later meeting answers its hold (one task, theirs, the
// log naming the meeting), and a third meeting restating it again links
// to it as theirs. A task held for more than its owner (a due date no one
// can read) is not answered by a name: the later action is filed and shown
// as possibly the same.
func TestOwnerlessTaskAnsweredByALaterOwner(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] Determine status for the stale pull requests
- [ ] Reach out to the venue contacts
- [ ] Collect the speaker bios (due sometime soon)
`)
	if held := heldKeys(t, a, "W1"); len(held) != 3 {
		t.Fatalf("W1 holds %v", held)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] @Dana Determine status for the stale pull requests
- [ ] @Dana reach out to the venue contacts
- [ ] @Dana Collect the speaker bios
`)
	s := r.Summary()
	if s.Linked != 2 || s.Created != 1 {
		t.Fatalf("W2: %+v restated %+v possible %+v\n%s", s, r.Restated, r.Possible, r.Message)
	}
	for _, l := range r.Restated {
		if !l.Answered {
			t.Errorf("the restatement did not answer its hold: %+v", l)
		}
	}
	if len(r.Possible) != 1 || r.Possible[0].Key != "demo:P42:W1:A003:create-task" {
		t.Fatalf("the bios, held for its due date too, is not shown as possible: %+v", r.Possible)
	}
	held := heldKeys(t, a, "W1")
	if _, ok := held["demo:P42:W1:A003:create-task"]; len(held) != 1 || !ok {
		t.Fatalf("W1 holds %v; want only the bios", held)
	}
	log, _ := a.store.TransitionList(context.Background(), "demo:P42:W1:A001:create-task")
	if len(log) < 2 || !strings.Contains(log[1].Reason, "answered by meeting W2") {
		t.Fatalf("the answer is not in the log: %+v", log)
	}
	r = registerNotes(t, a, "W3", "2026-10-15", `# W3

## Action items
- [ ] @Dana Determine status for the stale pull requests
- [ ] @지훈 reach out to the venue contacts
`)
	if s := r.Summary(); s.Linked != 1 || s.Created != 1 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A001:create-task" {
		t.Fatalf("W3: %+v restated %+v possible %+v", s, r.Restated, r.Possible)
	}
}

// A task held for an owner the roster does not know, restated by a later
// meeting under the same name, is one hold (linked, not held again); the
// same deliverable under another unknown name is held on its own.
func TestSameUnknownOwnerIsOneHold(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @Kim prepare the retro board
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] @Kim prepare the retro board
- [ ] @Lou prepare the retro board
`)
	s := r.Summary()
	if s.Linked != 1 || s.Held != 1 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Line != 4 {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
	}
}

// A status line outside the action items — under the person's heading, a
// progress report — that restates an open task of the series by the
// evidence rule (the same person, the same deliverable) is linked to it:
// not skipped, not a task of its own. A line about other work ("2차")
// stays what it was: no action.
func TestStatusLineRestatesAnOpenTask(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @민서 결제 모듈 리팩터링 (기한: 2026-10-20)
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## 민서
### 진행사항
- 결제 모듈 리팩터링 완료
- 결제 모듈 2차 리팩터링 착수
`)
	s := r.Summary()
	if s.Linked != 1 || s.Created != 0 || s.Held != 0 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Line != 5 {
		t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
	}
	if r.Restated[0].Status != "done" {
		t.Errorf("status %q, want done (a fact for a person)", r.Restated[0].Status)
	}
}

// A commitment written in the discussion, held as a possible action, that
// restates an open task of its person by the evidence rule (the same pull
// request named, or the same deliverable) is that task restated: linked,
// not held. One naming another pull request, or another person's, stays
// a possible action for a person to confirm.
func TestPossibleActionRestatesAnOpenTask(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @Dana Review the export script in PR 812 (due 2026-10-09)
- [ ] @Dana Send the slides to the partner (due 2026-10-09)
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## 논의
- Dana will follow up with the vendor on PR 812.
- Dana will send the slides to the partner.
- Dana will follow up with the vendor on PR 815.
- 지훈 will send the slides to the partner.
`)
	got := map[int]string{}
	for _, l := range r.Restated {
		got[l.Line] = l.Key
	}
	want := map[int]string{4: "demo:P42:W1:A001:create-task", 5: "demo:P42:W1:A002:create-task"}
	if len(got) != len(want) || got[4] != want[4] || got[5] != want[5] {
		t.Fatalf("restated %+v, want lines 4 and 5 linked %v\nplan %+v\n%s", r.Restated, want, r.Plan.Actions, r.Message)
	}
	held := map[int]bool{}
	for _, act := range r.Plan.Actions {
		if slices.Contains(act.Questions, extract.QuestionPossible) {
			held[act.SourceLine] = true
		}
	}
	if !held[6] || !held[7] || held[4] || held[5] {
		t.Fatalf("held as possible actions: %v, want lines 6 and 7 only\nplan %+v", held, r.Plan.Actions)
	}
}

// fixedExtractor reads each meeting's candidates from a table by notes
// name (an extractor that says what the rules do not: a possible action
// with a due date).
type fixedExtractor map[string][]extract.Candidate

func (f fixedExtractor) Extract(_ context.Context, in extract.Input) ([]extract.Candidate, error) {
	return f[in.Name], nil
}

// A line held as a possible action that restates a task with another due
// date stays held: confirming it is what would move the task's date, and
// that is a person's decision. The same line with the task's own date is
// linked.
func TestPossibleActionWithANewDueStaysHeld(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		due    string
		linked bool
	}{{"2026-10-30", false}, {"2026-10-09", true}} {
		t.Run(c.due, func(t *testing.T) {
			cfg, err := config.Load("")
			if err != nil {
				t.Fatal(err)
			}
			r, err := extract.ParseRoster([]byte(teamRoster))
			if err != nil {
				t.Fatal(err)
			}
			ex := fixedExtractor{
				"W1.md": {{Line: 4, Evidence: "- [ ] @Dana Review the export script (due 2026-10-09)", Title: "Review the export script", Assignee: "Dana", Owners: []string{"Dana"}, Due: "2026-10-09"}},
				"W2.md": {{Line: 4, Evidence: "- Dana might review the export script by " + c.due, Title: "Review the export script", Assignee: "Dana", Owners: []string{"Dana"}, Due: c.due,
					Problems: []string{extract.PossibleActionProblem + ": confirm (a commitment outside an action section)"}}},
			}
			a, err := New(context.Background(), Config{DB: migratedLedger(t), Settings: cfg, Roster: r, Lang: "en", Log: slog.New(slog.DiscardHandler), Extractor: ex})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @Dana Review the export script (due 2026-10-09)\n")
			reg := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## 논의\n- Dana might review the export script by "+c.due+"\n")
			s := reg.Summary()
			if c.linked && (s.Linked != 1 || s.Held != 0 || s.Updated != 0) || !c.linked && (s.Linked != 0 || s.Held != 1 || s.Updated != 0) {
				t.Fatalf("%+v, want linked %v and no update\n%s", s, c.linked, reg.Message)
			}
		})
	}
}

// A later action item that names nobody and has the deliverable of one
// open task of the series, whoever owns it, is that task restated: it is
// linked (shown with its evidence), not held for an owner R1 would have
// a person name — it has one, the task's. Another follow-up that names
// nobody ("Q4" after "Q3", the report's appendix, the report without its
// period) is never swallowed: held for its owner as a new action.
func TestUnownedLineOfOneOpenTask(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-09)
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] 공급사 납기 회신 확인 (기한: 2026-10-16)
- [ ] Write the Q4 budget report (due 2026-12-31)
- [ ] Write the Q3 budget report appendix (due 2026-10-16)
- [ ] Write the budget report (due 2026-10-16)
`)
	s := r.Summary()
	if s.Linked != 1 || s.Held != 3 || s.Created != 0 {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
	}
	l := r.Restated[0]
	if l.Key != "demo:P42:W1:A002:create-task" || l.Update == "" || !strings.Contains(l.Evidence, "names no one person") {
		t.Fatalf("restated %+v", l)
	}
	if !strings.Contains(r.Message, "linked to demo:P42:W1:A002:create-task") || !strings.Contains(r.Message, l.Evidence) {
		t.Errorf("the link and its evidence are not shown:\n%s", r.Message)
	}
	for k, why := range heldKeys(t, a, "W2") {
		if !strings.Contains(why, "no assignee") {
			t.Errorf("%s held for %q, want its owner asked", k, why)
		}
	}
	for _, x := range tasksIn(t, db) {
		if x.Key == "demo:P42:W1:A001:create-task" && x.DueDate != "2026-10-09" {
			t.Errorf("the Q3 task moved to %s", x.DueDate)
		}
		if x.Key == "demo:P42:W1:A002:create-task" && x.DueDate != "2026-10-16" {
			t.Errorf("the restated task is due %s", x.DueDate)
		}
	}
}

// TestRerunShowsItsPossibleLinksAgain: a rerun of a meeting whose action
// was filed as possibly an earlier task reports that possible link again,
// and never lists that task as "not mentioned" in this meeting.
func TestRerunShowsItsPossibleLinksAgain(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @민서 협력사 교육 자료 준비 (기한: 2026-10-09)\n- [ ] @지훈 창고 재고 실사 계획 수립 (기한: 2026-10-09)\n")
	const w2 = "# W2\n\n## Action items\n- [ ] @민서 협력사 교육 자료 준비 및 배포 (기한: 2026-10-16)\n"
	first := registerNotes(t, a, "W2", "2026-10-08", w2)
	const task = "demo:P42:W1:A001:create-task"
	if len(first.Possible) != 1 || first.Possible[0].Key != task {
		t.Fatalf("first run: possible links %+v, want one to %s", first.Possible, task)
	}
	again := registerNotes(t, a, "W2", "2026-10-08", w2)
	if len(again.Possible) != 1 || again.Possible[0].Key != task || again.Possible[0].ActionKey != first.Possible[0].ActionKey ||
		again.Possible[0].Evidence != first.Possible[0].Evidence || again.Possible[0].Why.Kind != first.Possible[0].Why.Kind {
		t.Fatalf("rerun: possible links %+v, want the first run's %+v", again.Possible, first.Possible)
	}
	for _, c := range again.CarriedOver {
		if c.Key == task {
			t.Fatalf("rerun lists %s as not mentioned: %+v", task, again.CarriedOver)
		}
	}
	if len(again.CarriedOver) != 1 || again.CarriedOver[0].Key != "demo:P42:W1:A002:create-task" {
		t.Fatalf("rerun: not mentioned %+v, want only W1:A002", again.CarriedOver)
	}
}

// A task filed as "X + reviewers: …" (held: no one owner) and restated
// the next week under X alone is one task, X's: the later meeting answers
// its hold. Another deliverable of X's that week is a task of its own.
func TestOwnersAtTheHeadRestatedByOne(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] Dana + reviewers: Draft the RFC for caching (due 2026-10-12)
`)
	if held := heldKeys(t, a, "W1"); len(held) != 1 {
		t.Fatalf("W1 holds %v", held)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] @Dana Draft the RFC for caching (due 2026-10-14)
- [ ] @Dana Draft the RFC for logging (due 2026-10-14)
`)
	if s := r.Summary(); s.Linked != 1 || s.Created != 1 || s.Held != 0 {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
	}
	if l := r.Restated[0]; l.Key != "demo:P42:W1:A001:create-task" || !l.Answered || l.Title != "Draft the RFC for caching" {
		t.Fatalf("restated %+v", l)
	}
	if _, _, err := a.WorkFor(context.Background(), []string{"demo:P42:W1:A001:create-task"}, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range tasksIn(t, db) {
		if strings.Contains(x.Title, "caching") {
			n++
			if x.Key != "demo:P42:W1:A001:create-task" || x.DueDate != "2026-10-14" {
				t.Errorf("caching task %+v", x)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d caching tasks, want 1", n)
	}
}

// The series' holds are said in the message's language with their
// evidence: a Korean register shows no English evidence or question, and
// the ledger's reason (English, for the log) is read as a possible
// duplicate of the restated task by every page that has only it.
func TestSeriesHoldsWordedInKorean(t *testing.T) {
	t.Parallel()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Series.Ambiguous = "hold"
	roster, err := extract.ParseRoster([]byte(teamRoster))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(context.Background(), Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Lang: "ko", Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## 논의
- 지훈: 예산 보고서 작성 예정

## 액션 아이템
- [ ] @민서 공급사 납기 회신 확인 및 계약서 검토 (기한: 2026-10-09)
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## 액션 아이템
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-16)
- [ ] @지훈 예산 보고서 작성 (기한: 2026-10-20)
`)
	if len(r.LinkHolds) != 2 {
		t.Fatalf("series holds %+v\n%s", r.LinkHolds, r.Message)
	}
	kinds := map[string]bool{}
	for _, h := range r.LinkHolds {
		kinds[h.Kind] = true
	}
	if !kinds[series.HoldPossible] || !kinds[series.HoldRestatesWaiting] {
		t.Fatalf("series holds of kinds %v, want both %s and %s", kinds, series.HoldPossible, series.HoldRestatesWaiting)
	}
	for key, h := range r.LinkHolds {
		var line string
		for _, l := range strings.Split(r.Message, "\n") {
			if strings.HasPrefix(l, key+" ") {
				line = l
			}
		}
		if !strings.Contains(line, series.WordsIn("ko", h.Why, "", nil)) || !strings.Contains(line, h.Tasks[0].Key) {
			t.Errorf("%s (%s): no Korean evidence or task in %q", key, h.Kind, line)
		}
		for _, en := range []string{series.Words(h.Why), "restates", "possibly the same", "waits for a person", "approve it"} {
			if strings.Contains(line, en) {
				t.Errorf("%s (%s): English %q in %q", key, h.Kind, en, line)
			}
		}
		// What the ledger keeps is read by pages that have only it.
		e, err := a.store.ExecutionGet(context.Background(), ledger.MustParseKey(key))
		if err != nil {
			t.Fatal(err)
		}
		if ex := ExplainReason("ko", e.Reason); ex.Code != WaitPossibleDuplicate || ex.Candidate != h.Tasks[0].Key {
			t.Errorf("%s: the recorded reason %q explained as %+v", key, e.Reason, ex)
		}
	}
}

// An action with no assignee written whose deliverable is the one open
// task's is that task restated: linked, the task keeps its owner, nothing
// held for its owner. Two open tasks with the deliverable, or a title
// that only contains the task's, are not linked: held for their owner as
// any action with none.
func TestNoAssigneeWrittenRestatesTheOneTask(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-10-09)
- [ ] @지훈 예산 보고서 작성 (기한: 2026-10-09)
- [ ] @서연 예산 보고서 작성 (기한: 2026-10-10)
- [ ] @Dana Review PR 1234
`)
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] 공급사 납기 회신 확인 (기한: 2026-10-16)
- [ ] 예산 보고서 작성
- [ ] 공급사 납기 회신 확인 및 계약서 검토
- [ ] Follow up on PR 1234
`)
	linked := map[string]bool{}
	for _, l := range r.Restated {
		linked[l.Key] = true
	}
	if s := r.Summary(); s.Linked != 2 || !linked["demo:P42:W1:A001:create-task"] || !linked["demo:P42:W1:A004:create-task"] {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
	}
	held := heldKeys(t, a, "W2")
	if len(held) != 2 || !strings.Contains(held["demo:P42:W2:A002:create-task"], "no assignee") || !strings.Contains(held["demo:P42:W2:A003:create-task"], "no assignee") {
		t.Fatalf("W2 holds %v", held)
	}
	for _, l := range r.Restated {
		if l.Key == "demo:P42:W1:A001:create-task" && l.Update == "" {
			t.Errorf("the restated due date did not update the task: %+v", l)
		}
	}
}

// An action item that goes on in its nested items ("* Open issues on..."
// / "    1. …") is one task per item, and a later meeting writing the
// list again restates each by the same words: linked, nothing filed. An
// item the later list adds is a new task. (Read as one task "Open issues
// on", the items were lost and the later list's items were new tasks.)
func TestLeadInItemsRestated(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	r1 := registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items

### Dana
* Open issues on...
    1. the parser crash
    2. the memory leak
`)
	if s := r1.Summary(); s.Created != 2 || s.Held != 0 {
		t.Fatalf("W1: %+v\n%s", s, r1.Message)
	}
	r2 := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items

### Dana
* Open issues on...
    1. the parser crash
    2. the memory leak
    3. the slow export job
`)
	s := r2.Summary()
	if s.Linked != 2 || s.Created != 1 || s.Held != 0 || len(r2.Restated) != 2 {
		t.Fatalf("W2: %+v restated %+v\n%s", s, r2.Restated, r2.Message)
	}
	for _, l := range r2.Restated {
		if want := map[int]string{7: "demo:P42:W1:A001:create-task", 8: "demo:P42:W1:A002:create-task"}[l.Line]; l.Key != want {
			t.Errorf("line %d linked to %s, want %s", l.Line, l.Key, want)
		}
	}
}

// The same person restating an open task in other words around a name
// few tasks carry ("Azure") files a new task and shows the possible link
// (shared-subject) for a person to merge: the earlier task is unchanged,
// and nothing is held, also under series.ambiguous: hold — a shared
// subject is no partial evidence of the deliverable.
func TestSharedSubjectShownNotApplied(t *testing.T) {
	t.Parallel()
	const roster = `people:
  - {name: Christina, ids: {sandbox: christina}}
  - {name: Peter, ids: {sandbox: peter}}
`
	for _, mode := range []string{"create", "hold"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			a, db := continuityApp(t, roster, func(c *config.Config) { c.Series.Ambiguous = mode })
			registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @Christina investigate Azure job failures (due 2026-10-09)\n- [ ] @Peter confirm CLA is on file (due 2026-10-09)\n")
			r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @Christina follow up on the Azure build failures (due 2026-10-16)\n")
			s := r.Summary()
			if s.Created != 1 || s.Linked != 0 || s.Updated != 0 || s.Held != 0 {
				t.Fatalf("%+v\n%s", s, r.Message)
			}
			if len(r.Possible) != 1 || r.Possible[0].Key != "demo:P42:W1:A001:create-task" || r.Possible[0].Why.Kind != series.EvSharedSubject || r.Possible[0].Held {
				t.Fatalf("possible %+v", r.Possible)
			}
			if !strings.Contains(r.Message, "filed as its own task; it may be demo:P42:W1:A001:create-task") {
				t.Errorf("message:\n%s", r.Message)
			}
			// The evidence does not name the task again beside it.
			if n := strings.Count(r.Message, `"investigate Azure job failures"`); n != 1 {
				t.Errorf("the earlier task's title %d times in the hint:\n%s", n, r.Message)
			}
			// The commands it suggests run as written: both refuse to
			// run without a reason.
			for _, cmd := range []string{"axagent series merge demo:P42:W2:A001:create-task --into demo:P42:W1:A001:create-task --reason",
				"axagent series distinct demo:P42:W2:A001:create-task --from demo:P42:W1:A001:create-task --reason"} {
				if !strings.Contains(r.Message, cmd) {
					t.Errorf("message lacks %q:\n%s", cmd, r.Message)
				}
			}
			tasks := tasksIn(t, db)
			if len(tasks) != 3 {
				t.Fatalf("%d tasks, want 3", len(tasks))
			}
			for _, x := range tasks {
				if x.Key == "demo:P42:W1:A001:create-task" && x.DueDate != "2026-10-09" {
					t.Errorf("the earlier task changed: %+v", x)
				}
			}
		})
	}
}

// A later meeting gives the same work, word for word, to another person
// ("Daniel: run the load test" then "민서: run the load test"): handed
// over, or each their own? Words cannot tell. Filed for 민서 and shown as
// possibly Daniel's task — never linked, never held (also under
// series.ambiguous: hold), Daniel's task unchanged. It was filed with
// nothing said.
func TestSameWorkAnotherPersonShown(t *testing.T) {
	t.Parallel()
	const roster = `people:
  - {name: Daniel, ids: {sandbox: daniel}}
  - {name: 민서, ids: {sandbox: minseo}}
`
	for _, mode := range []string{"create", "hold"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			a, db := continuityApp(t, roster, func(c *config.Config) { c.Series.Ambiguous = mode })
			registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] Daniel: run the load test on staging (due 2026-10-09)\n")
			r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] 민서: run the load test on staging (due 2026-10-16)\n")
			if s := r.Summary(); s.Created != 1 || s.Linked != 0 || s.Updated != 0 || s.Held != 0 {
				t.Fatalf("%+v\n%s", s, r.Message)
			}
			if len(r.Possible) != 1 || r.Possible[0].Key != "demo:P42:W1:A001:create-task" || r.Possible[0].Why.Kind != series.EvOtherPerson || r.Possible[0].Held {
				t.Fatalf("possible %+v\n%s", r.Possible, r.Message)
			}
			for _, x := range tasksIn(t, db) {
				if x.Key == "demo:P42:W1:A001:create-task" && x.DueDate != "2026-10-09" {
					t.Errorf("the earlier task changed: %+v", x)
				}
			}
		})
	}
}

// A later line with no owner written whose title (status words gone) is
// the title of one open task of the series restates it: the task's
// assignee is its owner, so the "no assignee" hold has its answer and
// nothing is filed. When two open tasks of other people have that title
// the line cannot say which: held for its owner, both shown with the
// hold, neither task changed.
func TestOwnerlessLineOfOneTitle(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @지훈 고객 공지문 작성 (기한: 2026-10-09)\n- [ ] @민서 고객 공지문 작성 (기한: 2026-10-09)\n- [ ] @서연 물류 계약서 초안 검토 (기한: 2026-10-09)\n")
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] 물류 계약서 초안 검토 — 진행 중\n- [ ] 고객 공지문 작성 — 진행 중\n")
	s := r.Summary()
	if s.Linked != 1 || s.Held != 1 || s.Created != 0 {
		t.Fatalf("%+v\n%s", s, r.Message)
	}
	if l := r.Restated; len(l) != 1 || l[0].Key != "demo:P42:W1:A003:create-task" || l[0].Why.Kind != series.EvNoOnePerson {
		t.Fatalf("restated %+v", l)
	}
	var shown []string
	for _, p := range r.Possible {
		if !p.Held || p.Why.Kind != series.EvSeveralSame {
			t.Errorf("possible %+v, want held, several-same", p)
		}
		shown = append(shown, p.Key)
	}
	slices.Sort(shown)
	if !slices.Equal(shown, []string{"demo:P42:W1:A001:create-task", "demo:P42:W1:A002:create-task"}) {
		t.Fatalf("shown %v, want both 공지문 tasks", shown)
	}
	if n := len(tasksIn(t, db)); n != 3 {
		t.Fatalf("%d tasks, want 3", n)
	}
}
