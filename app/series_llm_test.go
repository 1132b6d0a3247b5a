package app

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/ledger"
)

// modelAction is one action of the fake model's answer.
type modelAction struct {
	Title    string `json:"title"`
	Assignee string `json:"assignee_as_written"`
	Person   string `json:"person"`
	DueWords string `json:"due_as_written"`
	DueDate  string `json:"due_date"`
	Evidence string `json:"evidence"`
	SameAs   string `json:"same_as"`
}

// fakeModel is an OpenAI-compatible chat-completions server: it answers
// the request whose notes contain a meeting marker ("(M0921)") with that
// meeting's actions, and keeps every user prompt.
type fakeModel struct {
	mu      sync.Mutex
	answers map[string][]modelAction
	prompts []string
}

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	b, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(b, &req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	user := ""
	for _, m := range req.Messages {
		if m.Role == "user" {
			user = m.Content
		}
	}
	f.mu.Lock()
	f.prompts = append(f.prompts, user)
	acts := []modelAction{}
	for marker, a := range f.answers {
		if strings.Contains(user, "("+marker+")") {
			acts = a
		}
	}
	f.mu.Unlock()
	content, _ := json.Marshal(map[string]any{"actions": acts})
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": string(content)}}},
		"usage":   map[string]any{"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
	})
}

func (f *fakeModel) promptFor(marker string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, p := range f.prompts {
		if strings.Contains(p, "("+marker+")") {
			return p
		}
	}
	return ""
}

// llmSeriesApp is a series app whose extractor is the LLM extractor
// talking to fake.
func llmSeriesApp(t *testing.T, fake *fakeModel) (*App, string) {
	t.Helper()
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	ex, err := llm.New(llm.Config{APIKey: "sk-test", BaseURL: srv.URL + "/v1", Model: "test-model", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"))
	db := migratedLedger(t)
	a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: roster, Lang: "en", Log: slog.New(slog.DiscardHandler), Extractor: ex})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, db
}

const (
	m0914Line1 = "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)"
	m0914Line2 = "- [ ] @지훈 물류 계약서 초안 검토 (기한: 2026-09-18)"
)

// m0914 is the first meeting and the model's faithful answer to it.
var m0914Answer = []modelAction{
	{Title: "공급사 납기 회신 확인", Assignee: "민서", Person: "민서", DueWords: "2026-09-21", DueDate: "2026-09-21", Evidence: m0914Line1},
	{Title: "물류 계약서 초안 검토", Assignee: "지훈", Person: "지훈", DueWords: "2026-09-18", DueDate: "2026-09-18", Evidence: m0914Line2},
}

// restated is 민서's M0914 action restated a week later in English, due
// on due: a rewording the rules alone cannot link with confidence.
func restated(due, sameAs string) (Notes, []modelAction) {
	line := "- [ ] @민서 Check the supplier's delivery-date reply (due " + due + ")"
	return meeting("M0921", "2026-09-21", line+"\n"), []modelAction{{Title: "Check the supplier's delivery-date reply", Assignee: "민서", Person: "민서",
		DueWords: due, DueDate: due, Evidence: line, SameAs: sameAs}}
}

func registerOK(t *testing.T, a *App, n Notes) Registration {
	t.Helper()
	r, err := a.Register(context.Background(), n, RegisterOptions{Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The model is given the series' open tasks and may say an action restates
// one ("A001 of M0914"); axagent checks the claim against the ledger and a
// valid one links the action like the rule-based restatement: unchanged,
// nothing is sent; a changed due date is one update of the earlier task.
func TestLLMSameAsLinksRestatement(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, due, sameAs, update, wantDue string
	}{
		{"unchanged", "2026-09-21", "A001 of M0914", "", "2026-09-21"},
		{"due changed", "2026-09-28", "A001 of M0914", "demo:P42:M0914:A001:update-task-1", "2026-09-28"},
		{"full key", "2026-09-28", "demo:P42:M0914:A001:create-task", "demo:P42:M0914:A001:update-task-1", "2026-09-28"},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, ans := restated(c.due, c.sameAs)
			fake := &fakeModel{answers: map[string][]modelAction{"M0914": m0914Answer, "M0921": ans}}
			a, db := llmSeriesApp(t, fake)
			registerOK(t, a, meeting("M0914", "2026-09-14", m0914Line1+"\n"+m0914Line2+"\n"))
			r := registerOK(t, a, n)
			if len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:M0914:A001:create-task" || r.Restated[0].Update != c.update {
				t.Fatalf("restated %+v; want M0914:A001 linked, update %q", r.Restated, c.update)
			}
			if !strings.Contains(r.Restated[0].Evidence, "extractor says") {
				t.Errorf("reason %q does not say the link is the model's, checked", r.Restated[0].Evidence)
			}
			tasks := tasksIn(t, db)
			if len(tasks) != 2 {
				t.Fatalf("%d tasks; want 2 (no second task for the restated action)", len(tasks))
			}
			for _, x := range tasks {
				if x.Key == "demo:P42:M0914:A001:create-task" && x.DueDate != c.wantDue {
					t.Errorf("M0914:A001 due %s; want %s", x.DueDate, c.wantDue)
				}
			}
			list, _ := a.store.ExecutionList(context.Background(), ledger.ListParams{})
			updates := 0
			for _, e := range list {
				if strings.Contains(e.Key.Operation, "update-task") {
					updates++
				}
				if e.Key.Meeting == "M0921" && e.Key.Operation == ledger.OpCreateTask {
					t.Errorf("a create for the restated action: %s", e.Key)
				}
			}
			if want := map[bool]int{true: 1, false: 0}[c.update != ""]; updates != want {
				t.Errorf("%d updates; want %d", updates, want)
			}
			// The prompt carried the candidates.
			p := fake.promptFor("M0921")
			for _, want := range []string{`ref "A001 of M0914"`, "meeting M0914", "action A001", `"공급사 납기 회신 확인"`, "assignee 민서", "due 2026-09-21",
				`ref "A002 of M0914"`, "assignee 지훈"} {
				if !strings.Contains(p, want) {
					t.Errorf("M0921's prompt lacks %q:\n%s", want, p)
				}
			}
			// The ref is the key within the scope: tenant and project are
			// never told to the model.
			if strings.Contains(p, "demo") || strings.Contains(p, "P42") {
				t.Errorf("M0921's prompt names the tenant or project:\n%s", p)
			}
			if p := fake.promptFor("M0914"); strings.Contains(p, "Open tasks of earlier meetings") {
				t.Errorf("the first meeting's prompt lists candidates:\n%s", p)
			}
		})
	}
}

// A claim the ledger does not bear out is never trusted: an unknown key,
// another tenant's task, a task the tracker says is done, another
// person's task or a task of another series is not linked; the restatement
// detection decides instead and, unsure, files the action and shows the
// candidate to a person (issue 27: a guess never swallows an action).
func TestLLMSameAsClaimChecked(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, c := range []struct {
		name   string
		sameAs string
		setup  func(t *testing.T, a *App)
		// m0921Series names M0921's series (default: the default series).
		m0921Series string
		why         string // in the needs-human reason
	}{
		{name: "no such key", sameAs: "A009 of M0914", why: "no such task"},
		{name: "not a key", sameAs: "the supplier one", why: "not a task key"},
		{name: "another tenant's key", sameAs: "acme:P42:M0914:A001:create-task", why: "a task of acme/P42",
			setup: func(t *testing.T, a *App) {
				n := meeting("M0914", "2026-09-14", m0914Line1+"\n"+m0914Line2+"\n")
				n.Scope.Tenant = "acme"
				registerOK(t, a, n)
			}},
		{name: "done in the tracker", sameAs: "A001 of M0914", why: "the tracker says it is done",
			setup: func(t *testing.T, a *App) {
				if _, err := a.recordStatus(ctx, "demo:P42:M0914:A001:create-task", TaskFact{Status: "done", Since: a.now(), At: a.now(), Via: "push:sandbox"}); err != nil {
					t.Fatal(err)
				}
			}},
		{name: "another person's task", sameAs: "A002 of M0914", why: "assigned to 지훈, this action to 민서"},
		{name: "another series", sameAs: "A001 of M0914", m0921Series: "weekly"},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, ans := restated("2026-09-21", c.sameAs)
			n.Series = c.m0921Series
			fake := &fakeModel{answers: map[string][]modelAction{"M0914": m0914Answer, "M0921": ans}}
			a, db := llmSeriesApp(t, fake)
			registerOK(t, a, meeting("M0914", "2026-09-14", m0914Line1+"\n"+m0914Line2+"\n"))
			if c.setup != nil {
				c.setup(t, a)
			}
			before := len(tasksIn(t, db))
			r := registerOK(t, a, n)
			if len(r.Restated) != 0 {
				t.Fatalf("linked on an unchecked claim: %+v", r.Restated)
			}
			list, _ := a.store.ExecutionList(ctx, ledger.ListParams{})
			for _, e := range list {
				if strings.Contains(e.Key.Operation, "update-task") {
					t.Errorf("an update on an unchecked claim: %s", e.Key)
				}
			}
			if len(r.Plan.Actions) != 1 {
				t.Fatalf("actions %+v", r.Plan.Actions)
			}
			act := r.Plan.Actions[0]
			if c.m0921Series != "" {
				// No open task in its series: a new action, filed.
				if !act.Ready() || len(tasksIn(t, db)) != before+1 {
					t.Fatalf("another series: %+v, %d tasks", act, len(tasksIn(t, db)))
				}
				if p := fake.promptFor("M0921"); strings.Contains(p, "A001 of M0914") {
					t.Errorf("another series' tasks were offered as candidates:\n%s", p)
				}
				return
			}
			// Same person, same due date, another language: the rules are
			// unsure, so the action is filed and shown to a person as
			// possibly M0914:A001, with why the claim was not trusted.
			if !act.Ready() || len(r.Possible) != 1 || r.Possible[0].Key != "demo:P42:M0914:A001:create-task" || !strings.Contains(r.Possible[0].Evidence, c.why) {
				t.Fatalf("action %+v, possible %+v; want it filed, shown as possibly M0914:A001 and %q", act, r.Possible, c.why)
			}
			if got := len(tasksIn(t, db)); got != before+1 {
				t.Fatalf("%d tasks, want %d", got, before+1)
			}
			if c.name == "another tenant's key" {
				if p := fake.promptFor("M0921"); strings.Contains(p, "acme:") {
					t.Errorf("another tenant's task was offered as a candidate:\n%s", p)
				}
			}
		})
	}
}
