package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

const possibleTestNotes = `# P42 주간 회의

## 액션 아이템
- 민서: 공급사 납기 회신 확인 (2026-09-21까지)

## 논의
- [ ] write the migration plan and share it
- 설문 문항 정리하라 (금요일 전까지)
`

// failDecide fails PossibleDecide while armed: a crash after a decision's
// Ingest and before the row mirrors it. With gate set, a decision's
// Ingest waits until gate's count of them arrived, so racing promotions
// all pass their checks before any of them writes.
type failDecide struct {
	ledger.Store
	armed *bool
	gate  **sync.WaitGroup
}

func (f failDecide) Ingest(ctx context.Context, p ledger.IngestParams) (ledger.IngestResult, error) {
	if g := *f.gate; g != nil && p.Source == PossibleSource {
		g.Done()
		g.Wait()
	}
	return f.Store.Ingest(ctx, p)
}

func (f failDecide) PossibleDecide(ctx context.Context, p ledger.PossibleDecideParams) (ledger.PossibleAction, error) {
	if *f.armed {
		return ledger.PossibleAction{}, errors.New("crash")
	}
	return f.Store.PossibleDecide(ctx, p)
}

func possibleApp(t *testing.T, armed *bool, gate ...**sync.WaitGroup) (*App, ledger.MeetingScope) {
	t.Helper()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(context.Background(), Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Lang: "en",
		Log: slog.New(slog.DiscardHandler), WrapStore: func(s ledger.Store) ledger.Store {
			g := new(*sync.WaitGroup)
			if len(gate) > 0 {
				g = gate[0]
			}
			return failDecide{s, armed, g}
		}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	if _, err := a.Register(context.Background(), Notes{Name: "n.md", Body: []byte(possibleTestNotes), Scope: scope, Date: "2026-09-14"}, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	return a, scope
}

func meetingKeys(t *testing.T, a *App, scope ledger.MeetingScope) []ledger.Execution {
	t.Helper()
	list, err := a.Executions(context.Background(), ledger.ListParams{Tenant: scope.Tenant, Project: scope.Project, Meeting: scope.Meeting})
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestPromotePossibleOnce: register keeps the meeting's possible actions
// with their signals; promoting one makes exactly one task — the same
// from ten concurrent promotions with different titles (two tabs, two
// operators), and again on a second click — enqueued by the person, who
// the log names; then it registers like any task. A dismissal after it
// changes nothing.
func TestPromotePossibleOnce(t *testing.T) {
	t.Parallel()
	off := false
	var gate *sync.WaitGroup
	a, scope := possibleApp(t, &off, &gate)
	ctx := context.Background()
	ps, err := a.PossibleActions(ctx, scope)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Line != 7 || ps[0].State != ledger.PossibleOpen || len(ps[0].Signals) < 2 || ps[1].Line != 8 {
		t.Fatalf("possible actions %+v", ps)
	}
	before := len(meetingKeys(t, a, scope))
	ref := ps[0].Ref
	var wg sync.WaitGroup
	keys := make([]string, 10)
	errs := make([]error, 10)
	gate = &sync.WaitGroup{}
	gate.Add(len(keys))
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Each tab gives its own words: no two titles alike.
			titles := []string{"migration plan", "물류 계약서 검토", "zebra quartz", "백업 정책 수립", "invoice audit", "서버 이전", "kiosk redesign", "채용 공고 작성", "yak shaving", "회고 문서"}
			who := []string{"지훈", "민서"}[i%2]
			r, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ref, Title: titles[i], Assignee: who, Due: "2026-09-30", Actor: fmt.Sprintf("op%d", i)})
			keys[i], errs[i] = r.Key, err
		}()
	}
	wg.Wait()
	gate = nil
	for i, err := range errs {
		if err != nil {
			t.Fatalf("promotion %d: %v", i, err)
		}
		if keys[i] != keys[0] {
			t.Fatalf("promotions answered keys %v: want one", keys)
		}
	}
	after := meetingKeys(t, a, scope)
	if len(after) != before+1 {
		t.Fatalf("%d keys before, %d after ten promotions: want one more", before, len(after))
	}
	// Nor did the racing promotions number actions that were never made.
	if reg, err := a.store.ActionRegistryList(ctx, scope); err != nil || len(reg) != len(after) {
		t.Errorf("action registry holds %d actions for %d keys (%v)", len(reg), len(after), err)
	}
	again, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ref, Assignee: "민서", Actor: "kim"})
	if err != nil || !again.Already || again.Key != keys[0] {
		t.Fatalf("second click: %+v, %v", again, err)
	}
	k := ledger.MustParseKey(keys[0])
	d, err := a.Show(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	row := again.Possible
	if d.Transitions[0].Actor != row.Actor || d.Execution.Intent.AssigneeID == "" || d.Execution.Intent.DueDate != "2026-09-30" {
		t.Errorf("enqueue by %q (promoted by %q), intent %+v", d.Transitions[0].Actor, row.Actor, d.Execution.Intent)
	}
	st, _, err := a.WorkFor(ctx, []string{keys[0]}, 10*time.Second)
	if err != nil || len(st) != 1 || st[0].Execution.State != ledger.Succeeded {
		t.Fatalf("work the promoted key: %+v, %v", st, err)
	}
	if _, err := a.Dismiss(ctx, scope, ref, "lee", "not a task"); !errors.Is(err, ledger.ErrPossibleDecided) {
		t.Errorf("dismiss after promotion: %v, want ErrPossibleDecided", err)
	}
	// Dismissing the other; promoting it afterwards is refused.
	if got, err := a.Dismiss(ctx, scope, ps[1].Ref, "lee", "a survey, not ours"); err != nil || got.State != ledger.PossibleDismissed || got.Actor != "lee" {
		t.Fatalf("dismiss: %+v, %v", got, err)
	}
	if _, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ps[1].Ref, Assignee: "민서", Actor: "kim"}); !errors.Is(err, ledger.ErrPossibleDecided) {
		t.Errorf("promote after dismissal: %v", err)
	}
	// A rerun of the same notes keeps both decisions.
	if _, err := a.Register(ctx, Notes{Name: "n.md", Body: []byte(possibleTestNotes), Scope: scope, Date: "2026-09-14"}, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	ps, _ = a.PossibleActions(ctx, scope)
	if ps[0].State != ledger.PossiblePromoted || ps[0].Key != keys[0] || ps[1].State != ledger.PossibleDismissed {
		t.Errorf("after a rerun: %+v", ps)
	}
	if n := len(meetingKeys(t, a, scope)); n != before+1 {
		t.Errorf("%d keys after the rerun, want %d", n, before+1)
	}
}

// TestPromoteCrashBeforeMirror: a crash after the promotion's Ingest
// (task enqueued) and before the row says so loses nothing and doubles
// nothing: the listing shows it promoted, a retry answers the same key,
// and a dismissal is refused.
func TestPromoteCrashBeforeMirror(t *testing.T) {
	t.Parallel()
	armed := false
	a, scope := possibleApp(t, &armed)
	ctx := context.Background()
	ps, _ := a.PossibleActions(ctx, scope)
	before := len(meetingKeys(t, a, scope))
	armed = true
	if _, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ps[0].Ref, Assignee: "지훈", Actor: "kim"}); err == nil {
		t.Fatal("promotion with the mirror failing reported success")
	}
	armed = false
	if n := len(meetingKeys(t, a, scope)); n != before+1 {
		t.Fatalf("%d keys after the crash, want %d (the task was enqueued)", n, before+1)
	}
	if _, err := a.Dismiss(ctx, scope, ps[0].Ref, "lee", ""); !errors.Is(err, ledger.ErrPossibleDecided) {
		t.Errorf("dismiss of a promoted line after the crash: %v", err)
	}
	ps2, err := a.PossibleActions(ctx, scope)
	if err != nil || ps2[0].State != ledger.PossiblePromoted || ps2[0].Actor != "kim" {
		t.Fatalf("after repair: %+v, %v", ps2, err)
	}
	r, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ps[0].Ref, Assignee: "지훈", Actor: "kim"})
	if err != nil || !r.Already || r.Key != ps2[0].Key {
		t.Fatalf("retry: %+v, %v", r, err)
	}
	if n := len(meetingKeys(t, a, scope)); n != before+1 {
		t.Errorf("%d keys after the retry, want %d", n, before+1)
	}
}

// TestPromoteNeedsAPerson: a promotion without an assignee is recorded
// as a task that waits for a person (with the reason); a bad due date is
// refused before anything is written.
func TestPromoteNeedsAPerson(t *testing.T) {
	t.Parallel()
	off := false
	a, scope := possibleApp(t, &off)
	ctx := context.Background()
	ps, _ := a.PossibleActions(ctx, scope)
	before := len(meetingKeys(t, a, scope))
	if _, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ps[1].Ref, Assignee: "민서", Due: "someday", Actor: "kim"}); !IsUsage(err) {
		t.Fatalf("bad due: %v, want a usage error", err)
	}
	if n := len(meetingKeys(t, a, scope)); n != before {
		t.Fatalf("a refused promotion wrote %d keys", n-before)
	}
	r, err := a.Promote(ctx, Promotion{Scope: scope, Ref: ps[1].Ref, Actor: "kim"})
	if err != nil {
		t.Fatal(err)
	}
	e, err := a.store.ExecutionGet(ctx, ledger.MustParseKey(r.Key))
	if err != nil || e.State != ledger.NeedsHuman {
		t.Fatalf("promoted without assignee: %+v, %v", e, err)
	}
	if _, err := a.Promote(ctx, Promotion{Scope: scope, Ref: "Pnope", Actor: "kim"}); !IsUsage(err) {
		t.Errorf("unknown ref: %v", err)
	}
}
