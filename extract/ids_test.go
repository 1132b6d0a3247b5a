package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

func plan(t *testing.T, reg extract.Registry, notes string) extract.Plan {
	t.Helper()
	in := input(t, "notes.md", []byte(notes))
	p, err := extract.Run(context.Background(), rules.New(), reg, in)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// ids maps "assignee|title" to action ID.
func ids(p extract.Plan) map[string]string {
	m := map[string]string{}
	for _, a := range p.Actions {
		m[a.AssigneeID+"|"+a.Title] = a.ActionID
	}
	return m
}

func idOf(t *testing.T, p extract.Plan, assignee, titleWord string) string {
	t.Helper()
	for _, a := range p.Actions {
		if a.AssigneeID == assignee && strings.Contains(a.Title, titleWord) {
			return a.ActionID
		}
	}
	t.Fatalf("no action of %s with %q in %+v", assignee, titleWord, p.Actions)
	return ""
}

const first = `---
date: 2026-09-14
---
## Action items
- @alice update the runbook by Friday
- @bob rotate the staging credentials
- 민서: 공급사 납기 회신 확인 (기한: 9/21)
- 지훈: 견적서 검토
`

func TestIDsStableAcrossReorderAndRephrase(t *testing.T) {
	reg := newMemRegistry()
	p1 := plan(t, reg, first)
	want := map[string]string{"Alice": "A001", "Bob": "A002", "민서": "A003", "지훈": "A004"}
	for _, a := range p1.Actions {
		if want[a.AssigneeID] != a.ActionID {
			t.Errorf("first run: %s got %s, want %s", a.AssigneeID, a.ActionID, want[a.AssigneeID])
		}
	}
	// Reordered lines, rephrased titles, a Korean sentence instead of the
	// list item, another due date wording.
	second := `---
date: 2026-09-14
---
민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.
## Action items
- 지훈: 견적서를 검토하기
- @bob rotate staging credentials
- @alice update the team runbook (due 2026-09-18)
`
	p2 := plan(t, reg, second)
	if got := idOf(t, p2, "민서", "납기"); got != "A003" {
		t.Errorf("민서 rephrased: %s, want A003", got)
	}
	if got := idOf(t, p2, "지훈", "견적서"); got != "A004" {
		t.Errorf("지훈 rephrased: %s, want A004", got)
	}
	if got := idOf(t, p2, "Bob", "credentials"); got != "A002" {
		t.Errorf("bob rephrased: %s, want A002", got)
	}
	if got := idOf(t, p2, "Alice", "runbook"); got != "A001" {
		t.Errorf("alice rephrased: %s, want A001", got)
	}
}

func TestIDsNewRemovedExplicit(t *testing.T) {
	reg := newMemRegistry()
	plan(t, reg, first)
	// Bob's action is removed, a new one added: it gets A005, never A002.
	third := `## Action items
- @alice update the runbook by Friday
- 민서: 공급사 납기 회신 확인 (기한: 9/21)
- 지훈: 견적서 검토
- 서연: 계약서 초안 작성
`
	p3 := plan(t, reg, third)
	if got := idOf(t, p3, "서연", "계약서"); got != "A005" {
		t.Errorf("new action: %s, want A005", got)
	}
	for _, a := range p3.Actions {
		if a.ActionID == "A002" {
			t.Errorf("removed ID A002 reused by %+v", a)
		}
	}
	// A different action for Bob later: a new ID, not the removed A002.
	p4 := plan(t, reg, third+"- @bob order new laptops\n")
	if got := idOf(t, p4, "Bob", "laptops"); got != "A006" {
		t.Errorf("new bob action: %s, want A006", got)
	}
	// An explicit ID wins, even over a match, and stays on re-read.
	p5 := plan(t, reg, third+"- [A007] @bob order new laptops\n")
	if got := idOf(t, p5, "Bob", "laptops"); got != "A007" {
		t.Errorf("explicit: %s, want A007", got)
	}
	p6 := plan(t, reg, "## Action items\n- [A007] @bob order new laptops\n- 서연: 계약서 초안 작성\n")
	if got := idOf(t, p6, "Bob", "laptops"); got != "A007" {
		t.Errorf("explicit re-read: %s, want A007", got)
	}
	if got := idOf(t, p6, "서연", "계약서"); got != "A005" {
		t.Errorf("after explicit: 서연 %s, want A005", got)
	}
	// And the next new action goes after A007.
	p7 := plan(t, reg, "## Action items\n- @alice plan the offsite\n")
	if got := idOf(t, p7, "Alice", "offsite"); got != "A008" {
		t.Errorf("after explicit: %s, want A008", got)
	}
}

func TestIDsExplicitDuplicate(t *testing.T) {
	p := plan(t, newMemRegistry(), "## TODO\n- [A007] @bob order laptops\n- [A007] @alice order chairs\n")
	if p.Actions[0].ActionID != "A007" || !p.Actions[0].Ready() {
		t.Errorf("first A007: %+v", p.Actions[0])
	}
	if p.Actions[1].Ready() || !strings.Contains(p.Actions[1].Reason, "A007") {
		t.Errorf("second A007 should need a human: %+v", p.Actions[1])
	}
}

func TestIDsScopedByTenant(t *testing.T) {
	reg := newMemRegistry()
	plan(t, reg, first)
	in := input(t, "notes.md", []byte("## Action items\n- @alice plan the offsite\n"))
	in.Scope = ledger.MeetingScope{Tenant: "other", Project: "P42", Meeting: "M0914"}
	p, err := extract.Run(context.Background(), rules.New(), reg, in)
	if err != nil {
		t.Fatal(err)
	}
	if p.Actions[0].ActionID != "A001" || p.Actions[0].BusinessKey != "other:P42:M0914:A001:create-task" {
		t.Errorf("other tenant: %+v", p.Actions[0])
	}
}

func TestMatchKeyTolerance(t *testing.T) {
	same := [][2]string{
		{"공급사 납기 회신 확인", "공급사의 납기 회신을 확인합니다"},
		{"Write up a guide on code coverage for go repos", "write a guide on code coverage"},
		{"rotate the staging credentials", "Rotate staging credentials"},
	}
	for _, s := range same {
		a, b := extract.MatchKey("x", s[0]), extract.MatchKey("x", s[1])
		if extract.Similarity(a, b) < 0.5 {
			t.Errorf("%q vs %q: %.2f, want a match", s[0], s[1], extract.Similarity(a, b))
		}
	}
	diff := [][2]string{
		{"견적서 검토", "계약서 초안 작성"},
		{"update the runbook", "order new laptops"},
	}
	for _, s := range diff {
		a, b := extract.MatchKey("x", s[0]), extract.MatchKey("x", s[1])
		if extract.Similarity(a, b) >= 0.5 {
			t.Errorf("%q vs %q: %.2f, want no match", s[0], s[1], extract.Similarity(a, b))
		}
	}
	_ = ids
}

// racingRegistry lets another writer register actions of the same meeting
// between the extractor's read and its add, the first `races` times.
type racingRegistry struct {
	*memRegistry
	races int
	n     int
}

func (r *racingRegistry) ActionRegistryAdd(ctx context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error) {
	if r.races > 0 {
		r.races--
		r.n++
		existing, _ := r.memRegistry.ActionRegistryList(ctx, p.Scope)
		other := ledger.RegisteredAction{ActionID: extract.FormatActionID(len(existing) + 1), MatchKey: "other-" + extract.FormatActionID(r.n), Title: "other", Assignee: "x"}
		if _, err := r.memRegistry.ActionRegistryAdd(ctx, ledger.RegistryAddParams{Scope: p.Scope, Seen: len(existing), Actions: []ledger.RegisteredAction{other}}); err != nil {
			return nil, err
		}
	}
	return r.memRegistry.ActionRegistryAdd(ctx, p)
}

// A concurrent register of the same meeting wins the registry between the
// read and the add: the extractor decides again from the new registry and
// numbers after the winner's IDs, never reusing one (R3). Past a storm of
// such races it gives up with a retryable error.
func TestIDsDecidedAgainWhenAnotherWriterWins(t *testing.T) {
	reg := &racingRegistry{memRegistry: newMemRegistry(), races: 2}
	p := plan(t, reg, first)
	got := map[string]bool{}
	for _, a := range p.Actions {
		got[a.ActionID] = true
	}
	for _, id := range []string{"A003", "A004", "A005", "A006"} {
		if !got[id] {
			t.Errorf("after two lost races the actions are %v, want A003–A006 (after the winners' A001, A002)", got)
		}
	}
	list, _ := reg.ActionRegistryList(context.Background(), ledger.MeetingScope{Tenant: p.Meeting.Tenant, Project: p.Meeting.Project, Meeting: p.Meeting.Meeting})
	if len(list) != 6 {
		t.Fatalf("registry holds %d actions, want the 2 winners' and our 4", len(list))
	}

	storm := &racingRegistry{memRegistry: newMemRegistry(), races: 1000}
	in := input(t, "notes.md", []byte(first))
	if _, err := extract.Run(context.Background(), rules.New(), storm, in); err == nil || !failure.IsRetryable(err) {
		t.Fatalf("registry changing under every try: %v, want a retryable error", err)
	}
}
