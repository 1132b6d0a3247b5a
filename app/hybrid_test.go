package app

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// TestConfigHybridExtractor: `extractor: hybrid` in axagent.yaml builds
// the model extractor with the rules' candidates in its prompt as hints,
// and the plan's possible actions come from the rules' signals over what
// the model left out; `extractor: llm` sends no hints.
func TestConfigHybridExtractor(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var prompts []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Content string } `json:"messages"`
		}
		b, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(b, &req)
		mu.Lock()
		prompts = append(prompts, req.Messages[len(req.Messages)-1].Content)
		mu.Unlock()
		ans, _ := json.Marshal(map[string]any{"actions": []map[string]string{{"title": "공급사 납기 회신 확인", "assignee_as_written": "민서", "person": "민서",
			"due_as_written": "", "due_date": "", "evidence": "- 민서: 공급사 납기 회신 확인", "same_as": ""}}})
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "created": 1, "model": "m",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": string(ans)}}}})
	}))
	t.Cleanup(srv.Close)
	notes := "# 회의\n\n## 액션 아이템\n- 민서: 공급사 납기 회신 확인\n\n## 논의\n- [ ] write the migration plan and share it\n"
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n"))
	for _, kind := range []string{"hybrid", "llm"} {
		t.Run(kind, func(t *testing.T) {
			prompts = nil
			dir := t.TempDir()
			path := filepath.Join(dir, "axagent.yaml")
			yaml := "extractor: " + kind + "\nllm:\n  base_url: " + srv.URL + "/v1\n  model: m\n"
			if err := os.WriteFile(path, []byte(yaml), 0o600); err != nil {
				t.Fatal(err)
			}
			cfg, err := config.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			a, err := New(context.Background(), Config{DB: filepath.Join(dir, "l.db"), Settings: cfg, Roster: roster, Lang: "en", Log: slog.New(slog.DiscardHandler)})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			pl, err := a.Plan(context.Background(), Notes{Name: "n.md", Body: []byte(notes), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M1"}, Date: "2026-09-14"})
			if err != nil {
				t.Fatal(err)
			}
			if len(pl.Actions) != 1 || pl.Actions[0].AssigneeID != "민서" {
				t.Fatalf("actions %+v", pl.Actions)
			}
			if len(pl.Possible) != 1 || pl.Possible[0].Line != 7 {
				t.Errorf("possible %+v, want line 7", pl.Possible)
			}
			hinted := len(prompts) == 1 && strings.Contains(prompts[0], "Candidates a rule-based extractor found") && strings.Contains(prompts[0], "공급사 납기 회신 확인")
			if hinted != (kind == "hybrid") {
				t.Errorf("%s: hints in the prompt = %v (%d requests)", kind, hinted, len(prompts))
			}
		})
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	_ = os.WriteFile(bad, []byte("extractor: magic\n"), 0o600)
	if _, err := config.Load(bad); err == nil || !strings.Contains(err.Error(), "want rules, llm or hybrid") {
		t.Errorf("extractor: magic: %v", err)
	}
}
