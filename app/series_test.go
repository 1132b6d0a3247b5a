package app

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

func seriesApp(t *testing.T) (*App, string) {
	t.Helper()
	return continuityApp(t, "people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n  - name: 서연\n    ids: {sandbox: seoyeon}\n", nil)
}

func meeting(id, date, body string) Notes {
	return Notes{Name: id + ".md", Body: []byte("# 회의 (" + id + ")\n\n## 액션 아이템\n" + body), Date: date,
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: id}}
}

func tasksIn(t *testing.T, db string) []struct{ Key, Title, DueDate string } {
	t.Helper()
	var st struct {
		Tasks []struct {
			Key     string `json:"key"`
			Title   string `json:"title"`
			DueDate string `json:"due_date"`
		} `json:"tasks"`
	}
	b, _ := os.ReadFile(db + ".sandbox.json")
	_ = json.Unmarshal(b, &st)
	out := make([]struct{ Key, Title, DueDate string }, 0, len(st.Tasks))
	for _, x := range st.Tasks {
		out = append(out, struct{ Key, Title, DueDate string }{x.Key, x.Title, x.DueDate})
	}
	return out
}

// Three weekly meetings: a restated action is one task, a changed due date
// one update of it, a new action a new task, an action restated in another
// language is filed and shown to a person as possibly the earlier task, and
// the series' open tasks not mentioned are carried over.
func TestSeriesOfMeetings(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, db := seriesApp(t)
	reg := func(n Notes) Registration {
		t.Helper()
		r, err := a.Register(ctx, n, RegisterOptions{Timeout: 10 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	reg(meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-18)\n- [ ] @서연 고객 공지문 작성 (기한: 2026-09-25)\n"))
	if n := len(tasksIn(t, db)); n != 3 {
		t.Fatalf("M0914: %d tasks", n)
	}
	m2 := meeting("M0921", "2026-09-21", "- [ ] @민서 공급사 납기 회신 확인 — 진행 중 (기한: 2026-09-21)\n- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-25)\n- [ ] @민서 예산안 검토 (기한: 2026-09-30)\n")
	r := reg(m2)
	if len(r.Restated) != 2 {
		t.Fatalf("restated %+v; want 2", r.Restated)
	}
	for _, l := range r.Restated {
		switch {
		case strings.Contains(l.Key, ":A001:") && l.Update != "":
			t.Errorf("unchanged restatement made an update: %+v", l)
		case strings.Contains(l.Key, ":A002:") && l.Update != "demo:P42:M0914:A002:update-task-1":
			t.Errorf("changed due date: %+v; want one update of M0914:A002", l)
		}
	}
	tasks := tasksIn(t, db)
	if len(tasks) != 4 {
		t.Fatalf("after M0921: %d tasks, want 4 (one new)", len(tasks))
	}
	for _, x := range tasks {
		if x.Key == "demo:P42:M0914:A002:create-task" && x.DueDate != "2026-09-25" {
			t.Errorf("the earlier task's due date was not updated: %+v", x)
		}
	}
	if len(r.CarriedOver) != 1 || r.CarriedOver[0].Key != "demo:P42:M0914:A003:create-task" {
		t.Errorf("carried over %+v; want 서연's notice", r.CarriedOver)
	} else if age := r.CarriedOver[0].Age; age < 0 || age > time.Hour {
		// The app stamps records with the store's clock (a zero time); an
		// age still needs a reading of the clock.
		t.Errorf("carried-over task's age %v, want the seconds since M0914 was filed", age)
	}
	// A rerun of the same meeting changes nothing.
	reg(m2)
	// "Done" in a later meeting is a suggestion, never a close.
	r = reg(meeting("M0922", "2026-09-22", "- [ ] @서연 고객 공지문 작성 완료 (기한: 2026-09-25)\n"))
	if len(r.Restated) != 1 || r.Restated[0].Status != series.StatusDone || !strings.Contains(r.Message, "axagent compensate demo:P42:M0914:A003:create-task") {
		t.Fatalf("done: %+v\n%s", r.Restated, r.Message)
	}
	if n := len(tasksIn(t, db)); n != 4 {
		t.Fatalf("done: %d tasks", n)
	}
	if n := len(tasksIn(t, db)); n != 4 {
		t.Fatalf("rerun: %d tasks", n)
	}
	// Restated in English by the same person with the same due date: no
	// evidence, so it is filed, and shown as possibly M0921:A003.
	r = reg(meeting("M0928", "2026-09-28", "- [ ] @민서 Budget proposal review (due 2026-09-30)\n"))
	if len(r.Plan.Actions) != 1 || !r.Plan.Actions[0].Ready() || len(r.Possible) != 1 || !strings.Contains(r.Possible[0].Key, "M0921:A003") ||
		!strings.Contains(r.Message, "axagent series merge demo:P42:M0928:A001:create-task --into demo:P42:M0921:A003:create-task") {
		t.Fatalf("another language: %+v %+v\n%s", r.Plan.Actions, r.Possible, r.Message)
	}
	if n := len(tasksIn(t, db)); n != 5 {
		t.Fatalf("a possible restatement was not filed: %d tasks", n)
	}
	st, err := a.Series(ctx, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	mentioned := map[string][]string{}
	for _, x := range st {
		mentioned[x.Key] = x.Mentions
	}
	if m := mentioned["demo:P42:M0914:A001:create-task"]; len(m) != 1 || m[0] != "M0921" {
		t.Errorf("provenance of M0914:A001: %v", m)
	}
	// Restated once more: both later meetings are its provenance.
	reg(meeting("M1005", "2026-10-05", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"))
	st, _ = a.Series(ctx, "demo", "P42", "")
	for _, x := range st {
		if x.Key == "demo:P42:M0914:A001:create-task" && strings.Join(x.Mentions, ",") != "M0921,M1005" {
			t.Errorf("provenance after a second restatement: %v", x.Mentions)
		}
	}
}

// A named series keeps other meetings of the project out of it.
func TestSeriesByName(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, db := seriesApp(t)
	n1 := meeting("OPS1", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	n1.Series = "ops"
	if _, err := a.Register(ctx, n1, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	n2 := meeting("DEV1", "2026-09-15", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	n2.Series = "dev"
	r, err := a.Register(ctx, n2, RegisterOptions{Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Restated) != 0 || len(tasksIn(t, db)) != 2 {
		t.Fatalf("another series' task was linked: %+v", r.Restated)
	}
}

// A progress line that restates no open task (another month's report) is
// its own task, filed under the work it names — "10월 정산 보고서 작성",
// not "… — 진행 중" — as a split files one; a rerun of the meeting, with
// the same status or a later one, changes nothing.
func TestFiledProgressLineTitledByItsWork(t *testing.T) {
	t.Parallel()
	a, svc := splitApp(t, migratedLedger(t), nil)
	registerNotes(t, a, "W1", "2026-10-01", splitW1)
	w2 := "# W2\n\n## Action items\n- [ ] @민서 10월 정산 보고서 작성 — 진행 중 (기한: 2026-10-24)\n"
	r := registerNotes(t, a, "W2", "2026-10-08", w2)
	if len(r.Restated) != 0 || len(r.Plan.Actions) != 1 || r.Plan.Actions[0].Restates != extract.RestatesProgress {
		t.Fatalf("W2: restated %+v, plan %+v\n%s", r.Restated, r.Plan.Actions, r.Message)
	}
	ts := svc.TasksForKey(splitLater.String())
	if len(ts) != 1 || ts[0].Title != "10월 정산 보고서 작성" {
		t.Fatalf("the filed progress line's task: %+v", svc.Tasks())
	}
	keys := len(svc.Tasks())
	for _, body := range []string{w2, strings.Replace(w2, "진행 중", "작업 중", 1)} {
		r := registerNotes(t, a, "W2", "2026-10-08", body)
		if len(r.TitleChanges) != 0 || len(svc.Tasks()) != keys || svc.TasksForKey(splitLater.String())[0].Title != "10월 정산 보고서 작성" {
			t.Fatalf("a rerun: %+v %+v\n%s", r.TitleChanges, svc.Tasks(), r.Message)
		}
		e, err := a.Show(context.Background(), splitLater)
		if err != nil || e.Execution.Intent.Title != "10월 정산 보고서 작성" {
			t.Fatalf("the key after a rerun: %+v %v", e.Execution.Intent, err)
		}
	}
}
