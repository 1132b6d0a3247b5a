package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	openai "github.com/sashabaranov/go-openai"

	"github.com/axagent/axagent/extract"
)

// The tests in this file run the extractor against a real llama.cpp
// inference server (node-llama-cpp's prebuilt CPU build serving a tiny
// random-weight model, see scripts/llama-server.sh, which .ci/run starts).
// The model's answers are noise: what is checked is the protocol — the
// schema's bounds enforced by llama.cpp's grammar sampling, the
// json_object fallback, answers cut by max_tokens, timeouts, and chunking
// of a meeting larger than the server's context.
const envLlamaURL = "AXAGENT_TEST_LLAMA_URL"

func llamaURL(t *testing.T) string {
	t.Helper()
	u := os.Getenv(envLlamaURL)
	if u == "" && os.Getenv("CI") == "true" {
		t.Fatalf("%s is not set in CI: .ci/run starts the llama.cpp server with scripts/llama-server.sh", envLlamaURL)
	}
	if u == "" {
		t.Skipf("%s is not set: no real llama.cpp server (start one with `eval \"$(scripts/llama-server.sh)\"`; .ci/run does)", envLlamaURL)
	}
	return u
}

// tinyLimits keep a random model's answers short: it fills every string
// it may, so the bounds set the time a request takes.
var tinyLimits = Limits{MaxActions: 2, MaxTitle: 12, MaxEvidence: 24, MaxField: 8}

func llamaExtractor(t *testing.T, base string, mod func(*Config)) *Extractor {
	t.Helper()
	cfg := Config{BaseURL: base, Model: "tiny", Timeout: 2 * time.Minute, MaxRetries: 2, Timer: &fakeTimer{}, Limits: tinyLimits, MaxTokens: 600,
		Logger: slog.New(slog.DiscardHandler)}
	if mod != nil {
		mod(&cfg)
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestLlamaCppSchemaBounds: the server takes the json_schema response
// format, and llama.cpp's grammar holds the answer to the schema's
// maxItems and maxLength — checked on a raw request whose schema forces
// items (minItems), so the bounds are reached — and the extractor's own
// request goes through without a fallback or a retry.
func TestLlamaCppSchemaBounds(t *testing.T) {
	base := llamaURL(t)
	l := tinyLimits
	var schema map[string]any
	if err := json.Unmarshal([]byte(answerSchema(l)), &schema); err != nil {
		t.Fatal(err)
	}
	acts := schema["properties"].(map[string]any)["actions"].(map[string]any)
	acts["minItems"] = l.MaxActions
	raw, _ := json.Marshal(schema)
	oc := openai.DefaultConfig("")
	oc.BaseURL = base
	client := openai.NewClientWithConfig(oc)
	resp, err := client.CreateChatCompletion(context.Background(), openai.ChatCompletionRequest{
		Model:       "tiny",
		Messages:    []openai.ChatCompletionMessage{{Role: "system", Content: systemPrompt}, {Role: "user", Content: "<<<NOTES\n" + seedNotes + "\nNOTES>>>"}},
		Temperature: math.SmallestNonzeroFloat32,
		MaxTokens:   800,
		ResponseFormat: &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: "meeting_actions", Schema: json.RawMessage(raw), Strict: true}},
	})
	if err != nil {
		t.Fatalf("json_schema request: %v", err)
	}
	if resp.Choices[0].FinishReason != openai.FinishReasonStop || resp.Usage.CompletionTokens == 0 {
		t.Fatalf("finish %q, usage %+v", resp.Choices[0].FinishReason, resp.Usage)
	}
	ans, err := parseAnswer(resp.Choices[0].Message.Content)
	if err != nil {
		t.Fatalf("answer is not the schema's JSON: %v\n%s", err, resp.Choices[0].Message.Content)
	}
	if len(ans.Actions) != l.MaxActions {
		t.Errorf("%d actions, want exactly %d (minItems = maxItems)", len(ans.Actions), l.MaxActions)
	}
	for _, a := range ans.Actions {
		for name, v := range map[string]string{"title": a.Title, "evidence": a.Evidence, "person": a.Person, "assignee": a.Assignee, "due_date": a.DueDate, "same_as": a.SameAs} {
			limit := l.MaxField
			switch name {
			case "title":
				limit = l.MaxTitle
			case "evidence":
				limit = l.MaxEvidence
			case "due_date":
				limit = 10
			}
			if n := utf8.RuneCountInString(v); n > limit {
				t.Errorf("%s has %d characters, over maxLength %d: %q", name, n, limit, v)
			}
		}
	}
	t.Logf("raw answer (%d tokens): %s", resp.Usage.CompletionTokens, resp.Choices[0].Message.Content)

	e := llamaExtractor(t, base, nil)
	if _, err := e.Extract(context.Background(), input(t)); err != nil {
		t.Fatalf("extract: %v", err)
	}
	if st := e.Stats(); st.Requests != 1 || st.JSONObjectFallbacks != 0 || st.Retries != 0 || st.PromptTokens == 0 {
		t.Errorf("stats %+v: want one request, no fallback, no retry, usage counted", st)
	}
}

// TestLlamaCppJSONObjectFallback: a llama.cpp that refuses json_schema
// (the server's /legacy path answers as older builds do) is asked again
// with json_object and the schema in the prompt, once. The random model's
// JSON then fails axagent's own check of the answer, which is the
// model's failure, not the protocol's.
func TestLlamaCppJSONObjectFallback(t *testing.T) {
	base := strings.Replace(llamaURL(t), "/v1", "/legacy/v1", 1)
	e := llamaExtractor(t, base, nil)
	_, err := e.Extract(context.Background(), input(t))
	var ae *AnswerError
	if err != nil && !errors.As(err, &ae) {
		t.Fatalf("extract: %v, want success or a rejected answer", err)
	}
	st := e.Stats()
	if st.JSONObjectFallbacks != 1 || st.Requests != 2 || st.Retries != 0 {
		t.Errorf("stats %+v: want one refused json_schema request, then one json_object request", st)
	}
	t.Logf("after the fallback: %v", err)
}

// TestLlamaCppTruncated: answers cut by max_tokens (llama.cpp: HTTP 500,
// it cannot parse the cut JSON) are never used nor retried unchanged: the
// notes are asked again in halves, and when even the smallest part is cut
// the extraction fails with ErrTruncated.
func TestLlamaCppTruncated(t *testing.T) {
	e := llamaExtractor(t, llamaURL(t), func(c *Config) { c.MaxTokens = 3 })
	_, err := e.Extract(context.Background(), input(t))
	if !errors.Is(err, ErrTruncated) {
		t.Fatalf("err = %v, want ErrTruncated", err)
	}
	st := e.Stats()
	if st.Retries != 0 || st.Requests > 10 {
		t.Errorf("stats %+v: want no blind retries, a bounded number of requests", st)
	}
	t.Logf("%v (%d requests, %d splits)", err, st.Requests, st.Splits)
}

// TestLlamaCppTimeout: a request that outlasts the per-attempt timeout is
// abandoned and retried within the bound, the extraction fails with the
// deadline, and the server — whose generations were aborted — answers the
// next request.
func TestLlamaCppTimeout(t *testing.T) {
	base := llamaURL(t)
	e := llamaExtractor(t, base, func(c *Config) { c.Timeout = time.Millisecond })
	_, err := e.Extract(context.Background(), input(t))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want the attempt deadline", err)
	}
	if st := e.Stats(); st.Requests != 3 || st.Retries != 2 {
		t.Errorf("stats %+v: want 1 + 2 retries", st)
	}
	after := llamaExtractor(t, base, nil)
	if _, err := after.Extract(context.Background(), input(t)); err != nil {
		t.Fatalf("the server after aborted requests: %v", err)
	}
}

// TestLlamaCppChunking: a meeting far larger than the server's context
// (8192 tokens; Korean costs a token per byte here) is sent in chunks,
// split further where the server says a prompt does not fit, with the
// rules' candidates as hints (hybrid); every line reaches the model in
// some chunk.
func TestLlamaCppChunking(t *testing.T) {
	var b strings.Builder
	b.WriteString("# 주간 회의\n\n")
	for s := 1; s <= 20; s++ {
		fmt.Fprintf(&b, "## 주제 %d\n\n", s)
		for i := 1; i <= 6; i++ {
			fmt.Fprintf(&b, "- 논의 %d-%d: 지난주 진행 상황을 공유했고 다음 단계를 정리했습니다.\n", s, i)
		}
		fmt.Fprintf(&b, "- @alice item %d review by Friday\n\n", s)
	}
	notes := b.String()
	e := llamaExtractor(t, llamaURL(t), func(c *Config) {
		c.Hints = rulesHints{}
		c.MaxChunkBytes = DefaultMaxChunkBytes
	})
	in := input(t)
	in.Notes = []byte(notes)
	if _, err := e.Extract(context.Background(), in); err != nil {
		t.Fatalf("extract %d bytes: %v", len(notes), err)
	}
	st := e.Stats()
	if st.Splits == 0 || st.Chunks < 3 || st.Retries != 0 {
		t.Errorf("stats %+v: want the notes split to fit the context", st)
	}
	t.Logf("%d bytes in %d chunks (%d splits), %d requests, %d prompt tokens", len(notes), st.Chunks, st.Splits, st.Requests, st.PromptTokens)
}

// rulesHints stands in for the rules extractor (which imports nothing of
// this package but cannot be imported here without a cycle in tests of
// package llm): one hint per "@name" line.
type rulesHints struct{}

func (rulesHints) Extract(_ context.Context, in extract.Input) ([]extract.Candidate, error) {
	var out []extract.Candidate
	for i, l := range strings.Split(string(in.Notes), "\n") {
		if strings.HasPrefix(l, "- @") {
			out = append(out, extract.Candidate{Line: i + 1, Evidence: l, Title: l[3:], Owners: []string{"alice"}})
		}
	}
	return out, nil
}
