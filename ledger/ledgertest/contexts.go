package ledgertest

import (
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

var testContext = ledger.SourceContext{Headings: []string{"P42 주간 회의", "액션 아이템"},
	Lines: []ledger.ContextLine{{N: 11, Text: "## 액션 아이템"}, {N: 12, Text: "- [ ] @지훈 계약서 검토 (기한: 9/18)", Source: true}}}

// An action's context is kept once (the first wins), read back through
// any of its keys, unchanged.
func testSourceContexts(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	if _, ok, err := s.SourceContextGet(ctx(), Key); ok || err != nil {
		t.Fatalf("empty: %v %v", ok, err)
	}
	if err := s.SourceContextPutAll(ctx(), nil, T0); err != nil {
		t.Fatalf("none: %v", err)
	}
	other := Key
	other.Action = "A008"
	bare := ledger.SourceContext{Lines: []ledger.ContextLine{{N: 1, Text: "- [ ] 무엇", Source: true}}}
	if err := s.SourceContextPutAll(ctx(), []ledger.ActionContext{{Key: Key, Context: testContext}, {Key: other, Context: bare}}, T0); err != nil {
		t.Fatal(err)
	}
	changed := testContext
	changed.Lines = []ledger.ContextLine{{N: 3, Text: "다른 줄", Source: true}}
	if err := s.SourceContextPutAll(ctx(), []ledger.ActionContext{{Key: Key.WithOperation(ledger.OpUpdateTask + "-1"), Context: changed}}, T0); err != nil {
		t.Fatal(err)
	}
	for _, k := range []ledger.BusinessKey{Key, Key.WithOperation(ledger.OpCancelTask), Key.WithOperation(ledger.OpUpdateTask + "-1")} {
		got, ok, err := s.SourceContextGet(ctx(), k)
		if !ok || err != nil || !reflect.DeepEqual(got, testContext) {
			t.Fatalf("%s: %+v %v %v; want the first context %+v", k, got, ok, err, testContext)
		}
	}
	if got, ok, err := s.SourceContextGet(ctx(), other); !ok || err != nil || !reflect.DeepEqual(got, bare) {
		t.Fatalf("without headings: %+v %v %v", got, ok, err)
	}
}

// GC removes an action's context with the action's last record, and a
// context whose action has no record once it is past retention; a
// context of an action with a record left, or inside retention, stays.
func testSourceContextGC(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	key := func(a string) ledger.BusinessKey { k := Key; k.Action = a; return k }
	done, open, updating, orphan, fresh := key("A101"), key("A102"), key("A103"), key("A104"), key("A105")
	var cs []ledger.ActionContext
	for _, k := range []ledger.BusinessKey{done, open, updating, orphan} {
		cs = append(cs, ledger.ActionContext{Key: k, Context: testContext})
	}
	if err := s.SourceContextPutAll(ctx(), cs, T0); err != nil {
		t.Fatal(err)
	}
	later := T0.Add(40 * 24 * time.Hour)
	if err := s.SourceContextPutAll(ctx(), []ledger.ActionContext{{Key: fresh, Context: testContext}}, later); err != nil {
		t.Fatal(err)
	}
	// done: its one key succeeded long ago; open: its key still pending;
	// updating: its create succeeded long ago, its update still pending.
	succeed := func(k ledger.BusinessKey) {
		enqueue(t, s, k, Intent)
		e := mustClaim(t, s, "A", T0, k.String())
		if err := completeOne(t, s, ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID,
			To: ledger.Succeeded, ExternalID: "TASK-1", Reason: "created TASK-1 in sandbox", Now: T0}); err != nil {
			t.Fatal(err)
		}
	}
	succeed(done)
	enqueue(t, s, open, Intent)
	succeed(updating)
	enqueue(t, s, updating.WithOperation(ledger.OpUpdateTask+"-1"), Intent)

	now := T0.Add(50 * 24 * time.Hour)
	if _, err := s.GC(ctx(), ledger.GCParams{Retention: ledger.DefaultRetention, DryRun: true, Now: now}); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.SourceContextGet(ctx(), done); !ok {
		t.Fatal("a dry run deleted a context")
	}
	if _, err := s.GC(ctx(), ledger.GCParams{Retention: ledger.DefaultRetention, Now: now}); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[ledger.BusinessKey]bool{done: false, orphan: false, open: true, updating: true, fresh: true} {
		if _, ok, err := s.SourceContextGet(ctx(), k); ok != want || err != nil {
			t.Errorf("after GC, context of %s kept = %v (%v); want %v", k.Action, ok, err, want)
		}
	}
}

// SourceContextsFromCache checks migration 0023 on a ledger whose source
// contexts are still "source-context:" cache rows (a ledger of schema
// 22): exec runs SQL on the open ledger's database, reopen opens it again
// (which migrates); undoLater undoes the backend's own migrations after
// 0023 first, their records included. The contexts come out of the typed
// table unchanged and the cache keeps only its other rows.
func SourceContextsFromCache(t *testing.T, exec func(t *testing.T, q string), reopen func(t *testing.T) ledger.Store, undoLater ...string) {
	for _, q := range append(undoLater, []string{
		`DROP TABLE source_contexts`,
		`DELETE FROM schema_migrations WHERE version = 23`,
		`INSERT INTO cache (key, value, created_at) VALUES
		 ('source-context:demo:P42:M0914:A007:create-task', '{"h":["P42 주간 회의","액션 아이템"],"l":[{"n":11,"t":"## 액션 아이템"},{"n":12,"t":"- [ ] @지훈 계약서 검토 (기한: 9/18)","s":true}]}', 1000),
		 ('source-context:demo:P42:M0914:A008:create-task', '{"l":[{"n":1,"t":"- [ ] 무엇","s":true}]}', 2000),
		 ('llm:v1:abc', '{"actions":[]}', 3000)`,
	}...) {
		exec(t, q)
	}
	s := reopen(t)
	got, ok, err := s.SourceContextGet(ctx(), Key.WithOperation(ledger.OpCancelTask))
	if !ok || err != nil || !reflect.DeepEqual(got, testContext) {
		t.Fatalf("A007 after the migration: %+v %v %v; want %+v", got, ok, err, testContext)
	}
	other := Key
	other.Action = "A008"
	if got, ok, err := s.SourceContextGet(ctx(), other); !ok || err != nil || got.Headings != nil || len(got.Lines) != 1 || !got.Lines[0].Source {
		t.Fatalf("A008 after the migration: %+v %v %v", got, ok, err)
	}
	if _, ok, _ := s.CacheGet(ctx(), "source-context:demo:P42:M0914:A007:create-task"); ok {
		t.Error("a source-context cache row was left behind")
	}
	if _, ok, _ := s.CacheGet(ctx(), "llm:v1:abc"); !ok {
		t.Error("an unrelated cache row was removed")
	}
}
