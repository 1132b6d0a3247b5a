package ledgertest

import (
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

var seriesScope = ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}

// A meeting's series and identity: first writer wins, the record held is
// returned to a later writer with other values.
func testSeriesMeeting(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	if _, err := s.SeriesMeetingGet(ctx(), seriesScope); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("no record: %v", err)
	}
	m := ledger.SeriesMeeting{Scope: seriesScope, Series: "weekly", Date: "2026-09-14", Source: "2026/2026-09-14_weekly.md", Content: "h1"}
	got, wrote, err := s.SeriesMeetingAdd(ctx(), m, T0)
	if err != nil || !wrote || got.Series != "weekly" || got.Date != "2026-09-14" || got.Source != m.Source || got.Content != "h1" || !got.CreatedAt.Equal(T0) {
		t.Fatalf("add: %+v wrote=%v err=%v", got, wrote, err)
	}
	other := m
	other.Series, other.Date, other.Source = "other", "2027-09-13", "2027/x.md"
	got, wrote, err = s.SeriesMeetingAdd(ctx(), other, T0.Add(time.Hour))
	if err != nil || wrote || got.Series != "weekly" || got.Date != "2026-09-14" || got.Source != m.Source {
		t.Fatalf("second writer: %+v wrote=%v err=%v", got, wrote, err)
	}
	if got, err := s.SeriesMeetingGet(ctx(), seriesScope); err != nil || got.Series != "weekly" {
		t.Fatalf("get: %+v %v", got, err)
	}
	if _, _, err := s.SeriesMeetingAdd(ctx(), ledger.SeriesMeeting{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "a:b"}, Series: "x"}, T0); err == nil {
		t.Fatal("a meeting ID with ':' was accepted")
	}
	// The series' dates, oldest first: other series, projects and
	// meetings without a date left out, a date two meetings share once.
	for _, m := range []ledger.SeriesMeeting{
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0928"}, Series: "weekly", Date: "2026-09-28"},
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0907"}, Series: "weekly", Date: "2026-09-07"},
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0907b"}, Series: "weekly", Date: "2026-09-07"},
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M-undated"}, Series: "weekly"},
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}, Series: "other", Date: "2026-09-21"},
		{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P43", Meeting: "M0921"}, Series: "weekly", Date: "2026-09-21"},
	} {
		if _, _, err := s.SeriesMeetingAdd(ctx(), m, T0); err != nil {
			t.Fatal(err)
		}
	}
	dates, err := s.SeriesMeetingDates(ctx(), "demo", "P42", "weekly")
	if err != nil || strings.Join(dates, " ") != "2026-09-07 2026-09-14 2026-09-28" {
		t.Fatalf("series dates: %v %v", dates, err)
	}
}

// Tasks of a series: listed per series in key order, closed ones left
// out of the open listing, a key recorded twice kept as first written.
func testSeriesTasks(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	k1 := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	k2 := ledger.MustParseKey("demo:P42:M0914:A002:create-task")
	k3 := ledger.MustParseKey("demo:P42:M0921:A001:create-task")
	kx := ledger.MustParseKey("demo:P43:M0914:A001:create-task")
	err := s.SeriesTaskAdd(ctx(), []ledger.SeriesTask{
		{Key: k2, Series: "default", AssigneeID: "지훈", Title: "물류 계약서 초안 검토"},
		{Key: k1, Series: "default", Owners: []string{"Dana", "reviewers"}, Title: "Draft the RFC"},
		{Key: k3, Series: "ops", AssigneeID: "민서", Title: "x"},
		{Key: kx, Series: "default", AssigneeID: "민서", Title: "y"},
	}, T0)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SeriesTaskAdd(ctx(), []ledger.SeriesTask{{Key: k1, Series: "default", AssigneeID: "other", Title: "changed"}}, T0); err != nil {
		t.Fatal(err)
	}
	list, err := s.SeriesTaskList(ctx(), ledger.SeriesTaskListParams{Tenant: "demo", Project: "P42", Series: "default", Open: true})
	if err != nil || len(list) != 2 || list[0].Key != k1 || list[1].Key != k2 {
		t.Fatalf("open list: %+v %v", list, err)
	}
	if l := list[0]; l.Title != "Draft the RFC" || l.AssigneeID != "" || len(l.Owners) != 2 || l.Owners[1] != "reviewers" || !l.CreatedAt.Equal(T0) || l.Series != "default" {
		t.Fatalf("first written not kept: %+v", l)
	}
	if err := s.SeriesTaskClose(ctx(), k1.String()); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.SeriesTaskList(ctx(), ledger.SeriesTaskListParams{Tenant: "demo", Project: "P42", Series: "default", Open: true}); len(list) != 1 || list[0].Key != k2 {
		t.Fatalf("after close: %+v", list)
	}
	if list, _ := s.SeriesTaskList(ctx(), ledger.SeriesTaskListParams{Tenant: "demo", Project: "P42", Series: "default"}); len(list) != 2 || !list[0].Closed {
		t.Fatalf("all: %+v", list)
	}
}

// A link's evidence is stored typed (migration 0026) and read back as
// written, by a linker's batch and a person's decision alike (a split
// keeps the evidence it undoes nested); a link without it reads as none.
func testSeriesLinkEvidence(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	task := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	why := ledger.LinkEvidence{Kind: "carry-over-named", Line: "carry-over", Who: "jihoon", Task: task.String(), Title: "3분기 예산 보고서 작성",
		Owners: []string{"지훈", "민서"}, Refs: []string{"#12"}, Due: "2026-10-09", TaskDue: "2026-09-30"}
	batch := []ledger.SeriesLink{
		{Task: task, Meeting: "M0921", Action: "A001", Kind: ledger.LinkSame, Evidence: "words", Why: why, At: T0},
		{Task: task, Meeting: "M0921", Action: "A002", Kind: ledger.LinkPossible, Evidence: "older words", At: T0},
	}
	if _, err := s.SeriesLinkAdd(ctx(), batch); err != nil {
		t.Fatal(err)
	}
	got, err := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil || len(got) != 2 {
		t.Fatalf("list: %+v %v", got, err)
	}
	if !reflect.DeepEqual(got[0].Why, why) || got[0].Evidence != "words" {
		t.Errorf("typed evidence read back as %+v (%q), want %+v", got[0].Why, got[0].Evidence, why)
	}
	if !reflect.DeepEqual(got[1].Why, ledger.LinkEvidence{}) || got[1].Evidence != "older words" {
		t.Errorf("a link without typed evidence read back as %+v (%q)", got[1].Why, got[1].Evidence)
	}
	split := ledger.LinkEvidence{Kind: "split", Reason: "Q4 is not Q3", Of: &why}
	put, wrote, err := s.SeriesLinkPut(ctx(), ledger.SeriesLink{Task: task, Meeting: "M0921", Action: "A001", Kind: ledger.LinkDistinct, Evidence: "split", Why: split, Actor: "kim", At: T0})
	if err != nil || !wrote || !reflect.DeepEqual(put.Why, split) {
		t.Fatalf("a split's evidence: %+v %v %v", put.Why, wrote, err)
	}
}

// Links: first writer wins, except that a person's decision replaces a
// possible link; listed by task and by the later meeting.
func testSeriesLinks(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	task := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	l := ledger.SeriesLink{Task: task, Meeting: "M0921", Action: "A003", Kind: ledger.LinkPossible, Line: 12, Evidence: "one title contains the other", At: T0}
	got, wrote, err := s.SeriesLinkPut(ctx(), l)
	if err != nil || !wrote || got.Kind != ledger.LinkPossible || got.Line != 12 || !got.At.Equal(T0) {
		t.Fatalf("put: %+v %v %v", got, wrote, err)
	}
	same := l
	same.Kind = ledger.LinkSame
	if got, wrote, err := s.SeriesLinkPut(ctx(), same); err != nil || wrote || got.Kind != ledger.LinkPossible {
		t.Fatalf("a second automatic link replaced the first: %+v %v %v", got, wrote, err)
	}
	merged := l
	merged.Kind, merged.Actor, merged.Evidence = ledger.LinkMerged, "kim", "merged by kim"
	if got, wrote, err := s.SeriesLinkPut(ctx(), merged); err != nil || !wrote || got.Kind != ledger.LinkMerged || got.Actor != "kim" || got.Line != 12 {
		t.Fatalf("a person's merge: %+v %v %v", got, wrote, err)
	}
	distinct := l
	distinct.Kind = ledger.LinkDistinct
	if got, _, _ := s.SeriesLinkPut(ctx(), distinct); got.Kind != ledger.LinkMerged {
		t.Fatalf("a decision was replaced: %+v", got)
	}
	other := ledger.SeriesLink{Task: task, Meeting: "M0928", Action: "A001", Kind: ledger.LinkSame, Status: "in-progress", At: T0}
	if _, _, err := s.SeriesLinkPut(ctx(), other); err != nil {
		t.Fatal(err)
	}
	byTask, err := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil || len(byTask) != 2 || byTask[0].Meeting != "M0921" || byTask[1].Status != "in-progress" {
		t.Fatalf("by task: %+v %v", byTask, err)
	}
	byMeeting, err := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0928"}})
	if err != nil || len(byMeeting) != 1 || byMeeting[0].Task != task {
		t.Fatalf("by meeting: %+v %v", byMeeting, err)
	}
	if _, _, err := s.SeriesLinkPut(ctx(), ledger.SeriesLink{Task: task, Meeting: "M1", Action: "A1", Kind: "guess"}); err == nil {
		t.Fatal("an unknown kind was accepted")
	}
	// A linker's links in one batch: an existing one is kept, a person's
	// decision cannot be made this way.
	batch := []ledger.SeriesLink{
		{Task: task, Meeting: "M0928", Action: "A001", Kind: ledger.LinkPossible, At: T0},
		{Task: task, Meeting: "M1005", Action: "A002", Kind: ledger.LinkSame, Status: "done", Line: 7, At: T0},
		{Task: ledger.MustParseKey("demo:P42:M0914:A002:create-task"), Meeting: "M1005", Action: "A003", Kind: ledger.LinkPossible, Evidence: "e", At: T0},
	}
	if n, err := s.SeriesLinkAdd(ctx(), batch); err != nil || n != 2 {
		t.Fatalf("batch: added %d, %v", n, err)
	}
	if got, _ := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Task: task.String()}); len(got) != 3 || got[1].Kind != ledger.LinkSame || got[2].Status != "done" || got[2].Line != 7 {
		t.Fatalf("after the batch: %+v", got)
	}
	if got, _ := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M1005"}}); len(got) != 2 || got[1].Evidence != "e" {
		t.Fatalf("the batch's meeting: %+v", got)
	}
	if _, err := s.SeriesLinkAdd(ctx(), []ledger.SeriesLink{{Task: task, Meeting: "M2", Action: "A1", Kind: ledger.LinkMerged}}); err == nil {
		t.Fatal("a merge was recorded as a linker's link")
	}
	// A person undoes a linker's restatement (series split): distinct
	// replaces a same link, keeping its line and status; put again it is
	// kept as first decided, and no later decision or link replaces it.
	distinct = ledger.SeriesLink{Task: task, Meeting: "M1005", Action: "A002", Kind: ledger.LinkDistinct, Evidence: "split by kim: Q4 is not Q3", Actor: "kim", At: T0.Add(time.Hour)}
	got, wrote, err = s.SeriesLinkPut(ctx(), distinct)
	if err != nil || !wrote || got.Kind != ledger.LinkDistinct || got.Actor != "kim" || got.Evidence != distinct.Evidence || got.Line != 7 || got.Status != "done" || !got.At.Equal(T0.Add(time.Hour)) {
		t.Fatalf("a person's split of a same link: %+v %v %v", got, wrote, err)
	}
	again := distinct
	again.Evidence, again.Actor, again.At = "split again", "lee", T0.Add(2*time.Hour)
	if got, wrote, err := s.SeriesLinkPut(ctx(), again); err != nil || wrote || got.Actor != "kim" || got.Evidence != distinct.Evidence {
		t.Fatalf("a split put twice: %+v %v %v", got, wrote, err)
	}
	merged = distinct
	merged.Kind = ledger.LinkMerged
	if got, wrote, _ := s.SeriesLinkPut(ctx(), merged); wrote || got.Kind != ledger.LinkDistinct {
		t.Fatalf("a split was replaced by a merge: %+v", got)
	}
	if n, err := s.SeriesLinkAdd(ctx(), []ledger.SeriesLink{{Task: task, Meeting: "M1005", Action: "A002", Kind: ledger.LinkSame, At: T0}}); err != nil || n != 0 {
		t.Fatalf("a linker's rerun replaced a split: added %d, %v", n, err)
	}
	if got, _ := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M1005"}}); len(got) != 2 || got[0].Kind != ledger.LinkDistinct {
		t.Fatalf("after the split: %+v", got)
	}
	// Counted per later meeting and kind (a console's list of meetings),
	// another tenant's apart.
	if _, _, err := s.SeriesLinkPut(ctx(), ledger.SeriesLink{Task: ledger.MustParseKey("acme:P1:W1:A001:create-task"), Meeting: "W2", Action: "A001", Kind: ledger.LinkSame, At: T0}); err != nil {
		t.Fatal(err)
	}
	counts, err := s.SeriesLinkCounts(ctx())
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		meeting string
		kind    ledger.LinkKind
		last    time.Time
	}{{"W2", ledger.LinkSame, T0}, {"M0921", ledger.LinkMerged, T0}, {"M0928", ledger.LinkSame, T0}, {"M1005", ledger.LinkDistinct, T0.Add(time.Hour)}, {"M1005", ledger.LinkPossible, T0}}
	if len(counts) != len(want) {
		t.Fatalf("counts: %+v", counts)
	}
	for i, w := range want {
		c := counts[i]
		if c.Scope.Meeting != w.meeting || c.Kind != w.kind || c.N != 1 || !c.Last.Equal(w.last) || (i == 0) != (c.Scope.Tenant == "acme") || c.Scope.Project == "" {
			t.Fatalf("count %d: %+v, want %+v", i, c, w)
		}
	}
}

// Status history: appended at the next place only; concurrent writers of
// one place get ErrTaskStatusChanged except one.
func testTaskStatus(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	k := "demo:P42:M0914:A001:create-task"
	if list, err := s.TaskStatusList(ctx(), k); err != nil || len(list) != 0 {
		t.Fatalf("empty: %v %v", list, err)
	}
	if err := s.TaskStatusAdd(ctx(), ledger.TaskStatus{Key: k, Seq: 2, Status: "open", Since: T0}); !errors.Is(err, ledger.ErrTaskStatusChanged) {
		t.Fatalf("a gap was accepted: %v", err)
	}
	if err := s.TaskStatusAdd(ctx(), ledger.TaskStatus{Key: k, Seq: 1, Status: "open", Since: T0, At: T0, Via: "pull"}); err != nil {
		t.Fatal(err)
	}
	// Two handles race for place 2.
	s2 := open(t)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, st := range []ledger.Store{s, s2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = st.TaskStatusAdd(ctx(), ledger.TaskStatus{Key: k, Seq: 2, Status: []string{"done", "blocked"}[i], Since: T0.Add(time.Minute), At: T0.Add(time.Minute), Via: "push:github"})
		}()
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("both or neither took place 2: %v", errs)
	}
	list, err := s.TaskStatusList(ctx(), k)
	if err != nil || len(list) != 2 || list[0].Status != "open" || !list[0].At.Equal(T0) || list[1].Via != "push:github" {
		t.Fatalf("history: %+v %v", list, err)
	}
	latest, err := s.TaskStatusLatest(ctx(), []string{k, "demo:P42:M0914:A009:create-task"})
	if err != nil || len(latest) != 1 || latest[k].Seq != 2 {
		t.Fatalf("latest: %+v %v", latest, err)
	}
}

func testNotesFiles(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	if _, ok, err := s.NotesFileGet(ctx(), "path:/notes/a.md"); ok || err != nil {
		t.Fatalf("empty: %v %v", ok, err)
	}
	for _, m := range []string{"a-1f2e3d", "other"} {
		if err := s.NotesFilePut(ctx(), ledger.NotesFile{Locator: "path:/notes/a.md", Meeting: m, CreatedAt: T0}); err != nil {
			t.Fatal(err)
		}
	}
	if m, ok, err := s.NotesFileGet(ctx(), "path:/notes/a.md"); !ok || err != nil || m != "a-1f2e3d" {
		t.Fatalf("first writer: %q %v %v", m, ok, err)
	}
}

// SeriesFactsFromCache checks migration 0021 (and those after it) on a
// ledger whose series facts are still string-prefixed cache rows (a ledger
// of schema 20): exec
// runs SQL on the open ledger's database, reopen opens it again (which
// migrates); undoLater undoes the backend's own migrations after 0023
// first. The facts come out of the typed tables unchanged and the
// cache keeps only its other rows.
func SeriesFactsFromCache(t *testing.T, exec func(t *testing.T, q string), reopen func(t *testing.T) ledger.Store, undoLater ...string) {
	for _, q := range append(undoLater, []string{
		`DROP TABLE series_meetings`, `DROP TABLE series_tasks`, `DROP TABLE series_links`, `DROP TABLE task_status`, `DROP TABLE notes_files`,
		// Back to schema 20: every later migration undone too (0022, the
		// inbox claim; 0023, source contexts), since a runner never applies
		// a number below the newest it ran.
		`ALTER TABLE inbox DROP COLUMN claim_owner`, `ALTER TABLE inbox DROP COLUMN claim_until`, `ALTER TABLE inbox DROP COLUMN claim_gen`,
		`DROP TABLE source_contexts`,
		`DELETE FROM schema_migrations WHERE version >= 21`,
		`INSERT INTO cache (key, value, created_at) VALUES
		 ('series-of:demo:P42:M0914', 'weekly', 1000),
		 ('series-mentions:demo:P42:M0914:A001:create-task:1', 'M0921', 2000),
		 ('series-mentions:demo:P42:M0914:A001:create-task:2', 'M0928', 3000),
		 ('task-status:demo:P42:M0914:A001:create-task:1', '{"status":"open","since":"2026-09-14T09:00:00Z","at":"2026-09-14T18:00:00.5+09:00","via":"pull"}', 4000),
		 ('task-status:demo:P42:M0914:A001:create-task:2', '{"status":"done","since":"2026-09-15T00:00:00.123456789Z","at":"0001-01-01T00:00:00Z"}', 5000),
		 ('notes-file:path:/notes/a.md', 'a-1f2e3d', 6000),
		 ('notes-file:inode:2049:77', 'a-1f2e3d', 6000),
		 ('llm:v1:abc', '{"actions":[]}', 7000)`,
	}...) {
		exec(t, q)
	}
	s := reopen(t)
	m, err := s.SeriesMeetingGet(ctx(), seriesScope)
	if err != nil || m.Series != "weekly" || !m.CreatedAt.Equal(time.UnixMilli(1000).UTC()) {
		t.Fatalf("series of M0914: %+v %v", m, err)
	}
	task := "demo:P42:M0914:A001:create-task"
	links, err := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Task: task})
	if err != nil || len(links) != 2 || links[0].Meeting != "M0921" || links[1].Meeting != "M0928" || links[0].Kind != ledger.LinkSame {
		t.Fatalf("mentions: %+v %v", links, err)
	}
	st, err := s.TaskStatusList(ctx(), task)
	if err != nil || len(st) != 2 {
		t.Fatalf("status history: %+v %v", st, err)
	}
	if !st[0].Since.Equal(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)) || !st[0].At.Equal(time.Date(2026, 9, 14, 9, 0, 0, 500e6, time.UTC)) || st[0].Via != "pull" || st[0].Status != "open" {
		t.Errorf("first status: %+v", st[0])
	}
	if st[1].Status != "done" || !st[1].At.IsZero() || st[1].Since.UnixMilli() != time.Date(2026, 9, 15, 0, 0, 0, 123e6, time.UTC).UnixMilli() || st[1].Seq != 2 {
		t.Errorf("second status: %+v (since %d)", st[1], st[1].Since.UnixMilli())
	}
	for _, loc := range []string{"path:/notes/a.md", "inode:2049:77"} {
		if mt, ok, err := s.NotesFileGet(ctx(), loc); !ok || err != nil || mt != "a-1f2e3d" {
			t.Errorf("notes file %s: %q %v %v", loc, mt, ok, err)
		}
	}
	for _, k := range []string{"series-of:demo:P42:M0914", "task-status:" + task + ":1", "notes-file:path:/notes/a.md"} {
		if _, ok, _ := s.CacheGet(ctx(), k); ok {
			t.Errorf("cache row %s left behind", k)
		}
	}
	if _, ok, _ := s.CacheGet(ctx(), "llm:v1:abc"); !ok {
		t.Error("an unrelated cache row was removed")
	}
}

// Undo0026 undoes migration 0026 (a link's typed evidence) and those after
// it (0027, status facts: a runner never applies a number below the newest
// it ran), for the tests that take a ledger back to an older schema.
var Undo0026 = []string{`DROP TABLE status_facts`, `DELETE FROM schema_migrations WHERE version = 27`,
	`ALTER TABLE series_links DROP COLUMN evidence_kind`, `ALTER TABLE series_links DROP COLUMN evidence_fields`,
	`DELETE FROM schema_migrations WHERE version = 26`}

// LinkEvidenceUntyped: a link recorded before its evidence was typed
// (schema 25) keeps its words after migration 0026 and reads as having
// no typed evidence; a person's decision on it then stores its own.
func LinkEvidenceUntyped(t *testing.T, exec func(t *testing.T, q string), reopen func(t *testing.T) ledger.Store) {
	for _, q := range append(Undo0026,
		`INSERT INTO series_links (task, tenant, project, meeting, action, kind, status, line, evidence, actor, at)
		 VALUES ('demo:P42:M0914:A001:create-task', 'demo', 'P42', 'M0921', 'A003', 'same', '', 4, 'same assignee and the same deliverable as demo:P42:M0914:A001:create-task "보고서"', 'axagent', 1000)`) {
		exec(t, q)
	}
	s := reopen(t)
	task := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	got, err := s.SeriesLinkList(ctx(), ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil || len(got) != 1 || got[0].Why.Kind != "" || !strings.HasPrefix(got[0].Evidence, "same assignee and the same deliverable as") || got[0].Line != 4 {
		t.Fatalf("a link of schema 25 after the migration: %+v %v", got, err)
	}
	split := ledger.LinkEvidence{Kind: "split", Reason: "other work", Of: &ledger.LinkEvidence{Text: got[0].Evidence}}
	put, wrote, err := s.SeriesLinkPut(ctx(), ledger.SeriesLink{Task: task, Meeting: "M0921", Action: "A003", Kind: ledger.LinkDistinct, Evidence: "split", Why: split, Actor: "kim", At: T0})
	if err != nil || !wrote || !reflect.DeepEqual(put.Why, split) {
		t.Fatalf("a split of an untyped link: %+v %v %v", put.Why, wrote, err)
	}
}

// Status facts (migration 0027): first writer wins per task, meeting and
// line (a rerun records nothing twice, a dismissed fact stays dismissed),
// listed by task or by meeting in (task, meeting, line) order, evidence
// read back typed; a fact of the task's own meeting or with no line is
// refused.
func testStatusFacts(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	task := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	other := ledger.MustParseKey("demo:P42:M0914:A002:create-task")
	why := ledger.LinkEvidence{Kind: "same-deliverable", Line: "progress", Who: "dana", Task: task.String(), Title: "보고서"}
	fs := []ledger.StatusFact{
		{Task: task, Series: "weekly", Meeting: "M0921", Line: 7, Status: "in-progress", Text: "- Dana: 보고서 작성 중", Evidence: "same assignee and deliverable", Why: why, At: T0},
		{Task: task, Series: "weekly", Meeting: "M0928", Line: 3, Status: "done", Text: "- Dana: 보고서 완료", At: T0.Add(time.Hour)},
		{Task: other, Series: "weekly", Meeting: "M0921", Line: 9, Status: "blocked", Text: "- 견적서: blocked", At: T0},
	}
	n, err := s.StatusFactAdd(ctx(), fs)
	if err != nil || n != 3 {
		t.Fatalf("add: %d %v", n, err)
	}
	again := fs[0]
	again.Status = "done"
	if n, err := s.StatusFactAdd(ctx(), []ledger.StatusFact{again, fs[1]}); err != nil || n != 0 {
		t.Fatalf("a rerun added %d (%v); want none", n, err)
	}
	got, err := s.StatusFactList(ctx(), ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil || len(got) != 2 || got[0].Meeting != "M0921" || got[1].Meeting != "M0928" || got[0].Status != "in-progress" || got[0].Line != 7 ||
		!reflect.DeepEqual(got[0].Why, why) || got[0].Text != fs[0].Text || got[0].Series != "weekly" || !got[0].At.Equal(T0) || got[0].Dismissed {
		t.Fatalf("by task: %+v %v", got, err)
	}
	got, err = s.StatusFactList(ctx(), ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0921"}})
	if err != nil || len(got) != 2 || got[0].Task != task || got[1].Task != other {
		t.Fatalf("by meeting: %+v %v", got, err)
	}
	if ok, err := s.StatusFactDismiss(ctx(), task, "M0921", 7, "kim", "a report on the Q4 draft", T0.Add(2*time.Hour)); !ok || err != nil {
		t.Fatalf("dismiss: %v %v", ok, err)
	}
	if ok, err := s.StatusFactDismiss(ctx(), task, "M0921", 7, "lee", "again", T0.Add(3*time.Hour)); ok || err != nil {
		t.Fatalf("dismissed twice: %v %v", ok, err)
	}
	if ok, err := s.StatusFactDismiss(ctx(), task, "M0921", 8, "kim", "none", T0); ok || err != nil {
		t.Fatalf("dismissed a fact never recorded: %v %v", ok, err)
	}
	if n, err := s.StatusFactAdd(ctx(), fs[:1]); err != nil || n != 0 {
		t.Fatalf("a rerun after a dismissal added %d (%v)", n, err)
	}
	got, err = s.StatusFactList(ctx(), ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil || !got[0].Dismissed || got[0].Actor != "kim" || got[0].Reason != "a report on the Q4 draft" || !got[0].DismissedAt.Equal(T0.Add(2*time.Hour)) || got[1].Dismissed {
		t.Fatalf("after a dismissal: %+v %v", got, err)
	}
	// A fact only possibly about its task is listed, never counted.
	maybe := ledger.StatusFact{Task: other, Series: "weekly", Meeting: "M0928", Line: 5, Text: "- 견적 관련 메일 정리", At: T0,
		Why: ledger.LinkEvidence{Kind: ledger.FactPossiblyAbout, Task: other.String(), Of: &ledger.LinkEvidence{Kind: "contains"}}}
	if n, err := s.StatusFactAdd(ctx(), []ledger.StatusFact{maybe}); err != nil || n != 1 {
		t.Fatalf("add a possible fact: %d %v", n, err)
	}
	if got, err := s.StatusFactList(ctx(), ledger.SeriesLinkListParams{Task: other.String()}); err != nil || len(got) != 2 || !got[1].Possible() || got[0].Possible() {
		t.Fatalf("possible fact listed: %+v %v", got, err)
	}
	// The meetings' undismissed facts: M0921 keeps the other task's, M0928
	// its one (the meetings list counts them).
	counts, err := s.StatusFactCounts(ctx())
	if err != nil || len(counts) != 2 || counts[0].Scope.Meeting != "M0921" || counts[0].N != 1 || counts[1].Scope.Meeting != "M0928" || counts[1].N != 1 ||
		!counts[1].Last.Equal(T0.Add(time.Hour)) || counts[0].Scope.Tenant != "demo" || counts[0].Scope.Project != "P42" {
		t.Fatalf("counts after a dismissal: %+v %v", counts, err)
	}
	for _, bad := range []ledger.StatusFact{
		{Task: task, Series: "weekly", Meeting: "M0914", Line: 2},
		{Task: task, Series: "weekly", Meeting: "M0921"},
		{Task: task, Meeting: "M0921", Line: 2},
		{Task: task.WithOperation("update-task-1"), Series: "weekly", Meeting: "M0921", Line: 2},
	} {
		if _, err := s.StatusFactAdd(ctx(), []ledger.StatusFact{bad}); err == nil {
			t.Errorf("accepted %+v", bad)
		}
	}
}

// testSeriesReported: the latest status later meetings stated of each
// task, restatements and status facts together, in one call — latest by
// the meeting's date, then by when it was recorded; no status, a possible
// link, a dismissed fact or one only possibly about the task states none.
func testSeriesReported(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	scope := func(m string) ledger.MeetingScope {
		return ledger.MeetingScope{Tenant: "rep", Project: "P", Meeting: m}
	}
	for m, date := range map[string]string{"M1": "2026-10-01", "M2": "2026-10-08", "M3": "2026-10-15"} {
		if _, _, err := s.SeriesMeetingAdd(ctx(), ledger.SeriesMeeting{Scope: scope(m), Series: "weekly", Date: date}, T0); err != nil {
			t.Fatal(err)
		}
	}
	key := func(a string) ledger.BusinessKey { return ledger.MustParseKey("rep:P:M1:" + a + ":create-task") }
	a, b, c, d := key("A001"), key("A002"), key("A003"), key("A004")
	if _, err := s.SeriesLinkAdd(ctx(), []ledger.SeriesLink{
		// Recorded after M3's fact on a, yet M2 is the earlier meeting.
		{Task: a, Meeting: "M2", Action: "A001", Kind: ledger.LinkSame, Status: "done", Line: 4, At: T0.Add(time.Hour)},
		{Task: b, Meeting: "M2", Action: "A002", Kind: ledger.LinkSame, Line: 5, At: T0},
		{Task: b, Meeting: "M3", Action: "A001", Kind: ledger.LinkPossible, Status: "done", Line: 6, At: T0},
	}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.SeriesLinkPut(ctx(), ledger.SeriesLink{Task: c, Meeting: "M2", Action: "A003", Kind: ledger.LinkMerged, Status: "done", Line: 7, Actor: "kim", At: T0}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.StatusFactAdd(ctx(), []ledger.StatusFact{
		{Task: a, Series: "weekly", Meeting: "M3", Line: 3, Status: "in-progress", At: T0},
		{Task: b, Series: "weekly", Meeting: "M3", Line: 8, Status: "done", At: T0},
		{Task: c, Series: "weekly", Meeting: "M3", Line: 9, Status: "in-progress", Why: ledger.LinkEvidence{Kind: ledger.FactPossiblyAbout}, At: T0},
		{Task: d, Series: "weekly", Meeting: "M3", Line: 10, Status: "done", At: T0},
		{Task: d, Series: "weekly", Meeting: "M3", Line: 11, Status: "blocked", At: T0.Add(time.Minute)},
	}); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.StatusFactDismiss(ctx(), b, "M3", 8, "kim", "another report", T0); !ok || err != nil {
		t.Fatalf("dismiss: %v %v", ok, err)
	}
	got, err := s.SeriesReportedLatest(ctx(), []string{a.String(), b.String(), c.String(), d.String(), key("A009").String()})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]ledger.Reported{
		a.String(): {Task: a.String(), Meeting: "M3", Line: 3, Status: "in-progress", At: T0},
		c.String(): {Task: c.String(), Meeting: "M2", Line: 7, Status: "done", At: T0},
		d.String(): {Task: d.String(), Meeting: "M3", Line: 11, Status: "blocked", At: T0.Add(time.Minute)},
	}
	if len(got) != len(want) {
		t.Fatalf("reported %+v, want %+v", got, want)
	}
	for k, w := range want {
		if g := got[k]; g.Task != w.Task || g.Meeting != w.Meeting || g.Line != w.Line || g.Status != w.Status || !g.At.Equal(w.At) {
			t.Errorf("%s: %+v, want %+v", k, g, w)
		}
	}
	if got, err := s.SeriesReportedLatest(ctx(), nil); err != nil || len(got) != 0 {
		t.Fatalf("no keys: %+v %v", got, err)
	}
}
