package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/connectors/sandbox"
)

// fakeLLM is an OpenAI-compatible chat-completions endpoint that answers
// the example notes' actions and counts every request it receives.
func fakeLLM(t *testing.T) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	answer := map[string]any{"actions": []map[string]string{
		{"title": "공급사 납기 회신 확인", "assignee_as_written": "민서", "person": "민서", "due_as_written": "월요일", "due_date": "2026-09-21",
			"evidence": "민서 님이 월요일까지 공급사의 납기 회신을 확인합니다."},
		{"title": "물류 계약서 초안 검토", "assignee_as_written": "지훈", "person": "지훈", "due_as_written": "9/18", "due_date": "2026-09-18",
			"evidence": "@지훈 물류 계약서 초안 검토 (기한: 9/18)"},
		{"title": "고객 공지문 작성", "assignee_as_written": "서연", "person": "서연", "due_as_written": "2026-09-25", "due_date": "2026-09-25",
			"evidence": "@서연 고객 공지문 작성 (due 2026-09-25)"},
		{"title": "창고 재고 실사", "assignee_as_written": "준호", "person": "", "due_as_written": "다음 주 금요일", "due_date": "2026-09-25",
			"evidence": "@준호 창고 재고 실사 (기한: 다음 주 금요일)"},
	}}
	content, _ := json.Marshal(answer)
	var calls atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		_, _ = io.Copy(io.Discard, r.Body)
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": string(content)}}},
			"usage":   map[string]any{"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
		})
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

// sandboxStats reads the call counters the in-process sandbox persisted
// beside the ledger.
func sandboxStats(t *testing.T, stateFile string) sandbox.Stats {
	t.Helper()
	svc, err := sandbox.New(sandbox.Options{StateFile: stateFile})
	if err != nil {
		t.Fatal(err)
	}
	return svc.Stats()
}

// Re-running register on unchanged notes makes 0 LLM calls and 0 target
// calls. Counted at the source: every HTTP request the OpenAI-compatible
// server receives, and the sandbox's own per-call counters (creates, sends,
// updates, lookups of tasks and messages), which it persists in its state
// file across processes.
func TestRegisterRerunMakesNoCalls(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	notes, roster := examples(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "axagent.db")
	srv, llmCalls := fakeLLM(t)
	cfg := filepath.Join(dir, "axagent.yaml")
	yaml := "extractor: llm\nroster: " + roster + "\nllm:\n  base_url: " + srv.URL + "/v1\n  model: test-model\n  api_key_env: AXAGENT_TEST_LLM_KEY\n"
	if err := os.WriteFile(cfg, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"register", notes, "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--db", db, "--config", cfg, "-o", "json", "--log-level", "warn"}
	register := func() map[string]any {
		t.Helper()
		var out, errb bytes.Buffer
		if code := runWith(context.Background(), args, &out, &errb); code != exitNeedsHuman {
			t.Fatalf("register: exit %d\nstdout: %s\nstderr: %s", code, out.String(), errb.String())
		}
		var res map[string]any
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatalf("register output: %v\n%s", err, out.String())
		}
		return res
	}
	state := db + ".sandbox.json"

	register()
	llm1, sb1 := llmCalls.Load(), sandboxStats(t, state)
	if llm1 == 0 || sb1.CreateCalls != 3 || sb1.SendCalls != 3 {
		t.Fatalf("first run: %d LLM calls, sandbox %+v; want ≥1 LLM call, 3 creates and 3 sends", llm1, sb1)
	}

	t.Logf("first run: %d LLM requests, sandbox %+v", llm1, sb1)

	res := register()
	llm2, sb2 := llmCalls.Load(), sandboxStats(t, state)
	if llm2 != llm1 {
		t.Errorf("rerun made %d LLM calls, want 0", llm2-llm1)
	}
	if sb2 != sb1 {
		t.Errorf("rerun made target calls: before %+v, after %+v", sb1, sb2)
	}
	acts, _ := res["actions"].([]any)
	registered := 0
	for _, a := range acts {
		m, _ := a.(map[string]any)
		if m["state"] == "succeeded" && m["notification_state"] == "sent" {
			registered++
		}
	}
	if registered != 3 {
		t.Errorf("rerun reports %d actions registered and notified, want 3: %v", registered, res["message"])
	}
}
