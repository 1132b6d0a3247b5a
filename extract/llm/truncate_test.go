package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/extract"
)

// cuttingServer answers like smartServer (one action per task line of the
// notes it is sent) but within a server's limits: notes longer than
// maxNotes do not fit its context (400 exceed_context_size_error, as
// llama.cpp says it); an answer of more than maxAnswer actions is cut,
// either as llama.cpp reports a cut structured answer (HTTP 500 "Failed to
// parse input") or as OpenAI does (finish_reason "length"); with cap, the
// answer stops at cap actions the way a grammar's maxItems stops it.
type cuttingServer struct {
	maxNotes, maxAnswer, cap int
	openAIStyle              bool
	requests                 atomic.Int64
	mu                       sync.Mutex
	seen                     map[string]int
}

func (s *cuttingServer) handler(w http.ResponseWriter, r *http.Request) {
	s.requests.Add(1)
	b, _ := io.ReadAll(r.Body)
	var req struct {
		Messages []struct{ Content string } `json:"messages"`
	}
	_ = json.Unmarshal(b, &req)
	user := req.Messages[len(req.Messages)-1].Content
	s.mu.Lock()
	s.seen[user]++
	s.mu.Unlock()
	body := user[strings.Index(user, "<<<NOTES\n")+len("<<<NOTES\n") : strings.LastIndex(user, "\nNOTES>>>")]
	w.Header().Set("Content-Type", "application/json")
	if s.maxNotes > 0 && len(body) > s.maxNotes {
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprintf(w, `{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":%d,"n_ctx":512}}`, len(body))
		return
	}
	var acts []map[string]string
	for _, l := range strings.Split(body, "\n") {
		if m := reTaskLine.FindStringSubmatch(l); m != nil {
			who, title := "@"+m[1], m[2]
			if m[3] != "" {
				who, title = m[3], m[4]
			}
			acts = append(acts, map[string]string{"title": title, "assignee_as_written": who, "person": "", "due_as_written": "", "due_date": "", "evidence": l, "same_as": ""})
		}
	}
	if s.cap > 0 && len(acts) > s.cap {
		acts = acts[:s.cap]
	}
	content := answerJSON(acts...)
	if acts == nil {
		content = `{"actions": []}`
	}
	if s.maxAnswer >= 0 && len(acts) > s.maxAnswer {
		cut := content[:len(content)/2]
		if s.openAIStyle {
			_ = json.NewEncoder(w).Encode(map[string]any{"id": "c", "object": "chat.completion", "created": 1, "model": "m",
				"choices": []any{map[string]any{"index": 0, "finish_reason": "length", "message": map[string]any{"role": "assistant", "content": cut}}},
				"usage":   map[string]any{"prompt_tokens": 10, "completion_tokens": 64, "total_tokens": 74}})
			return
		}
		w.WriteHeader(http.StatusInternalServerError)
		fmt.Fprintf(w, `{"error":{"code":500,"message":"Failed to parse input at pos %d: %s","type":"server_error"}}`, len(cut), strings.ReplaceAll(cut[len(cut)-10:], `"`, `'`))
		return
	}
	completion(content)(w, r)
}

func runCutting(t *testing.T, s *cuttingServer, mod func(*Config)) (extract.Plan, *Extractor, error) {
	t.Helper()
	s.seen = map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(s.handler))
	t.Cleanup(srv.Close)
	cfg := Config{BaseURL: srv.URL + "/v1", Model: "local", MaxChunkBytes: 1 << 20, MaxRetries: 3, Timer: &fakeTimer{}}
	if mod != nil {
		mod(&cfg)
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	in := input(t)
	in.Notes = []byte(longNotes())
	p, err := extract.Run(context.Background(), e, nil, in)
	return p, e, err
}

// checkAll: every task line of longNotes is one action, once; no request
// was sent twice unchanged (a cut answer is never retried as it is).
func checkAll(t *testing.T, p extract.Plan, s *cuttingServer) {
	t.Helper()
	lines := map[int]int{}
	for _, a := range p.Actions {
		lines[a.SourceLine]++
	}
	if len(p.Actions) != 14 || len(lines) != 14 {
		t.Errorf("%d actions on %d lines, want 14 once each", len(p.Actions), len(lines))
	}
	for u, n := range s.seen {
		if n > 1 {
			t.Errorf("the same request was sent %d times:\n%.200s", n, u)
		}
	}
}

// TestTruncatedAnswerAskedInHalves: an answer cut by max_tokens — HTTP 500
// from llama.cpp, finish_reason "length" from OpenAI-style servers — is
// never used and never retried unchanged: the chunk is asked again in
// halves until every answer fits, and nothing is lost.
func TestTruncatedAnswerAskedInHalves(t *testing.T) {
	for _, openAI := range []bool{false, true} {
		t.Run(fmt.Sprintf("openai=%v", openAI), func(t *testing.T) {
			s := &cuttingServer{maxAnswer: 6, openAIStyle: openAI}
			p, e, err := runCutting(t, s, nil)
			if err != nil {
				t.Fatal(err)
			}
			checkAll(t, p, s)
			if st := e.Stats(); st.Splits == 0 || st.Retries != 0 {
				t.Errorf("stats %+v: want splits and no blind retries", st)
			}
		})
	}
}

// TestContextExceededAskedInHalves: notes that do not fit the server's
// context are sent in smaller chunks.
func TestContextExceededAskedInHalves(t *testing.T) {
	s := &cuttingServer{maxNotes: 400, maxAnswer: -1}
	p, e, err := runCutting(t, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkAll(t, p, s)
	if st := e.Stats(); st.Splits == 0 || st.Retries != 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestFullAnswerAskedInHalves: an answer with as many actions as the
// schema's maxItems may have been stopped by the bound: the chunk is asked
// again in halves, so the actions past the bound are not lost.
func TestFullAnswerAskedInHalves(t *testing.T) {
	s := &cuttingServer{maxAnswer: -1, cap: 7}
	p, e, err := runCutting(t, s, func(c *Config) { c.Limits.MaxActions = 7 })
	if err != nil {
		t.Fatal(err)
	}
	checkAll(t, p, s)
	if e.Stats().Splits == 0 {
		t.Errorf("stats %+v", e.Stats())
	}
}

// TestTruncatedUnsplittable: when even the smallest chunk's answer is cut
// (here a 6-row table, which is never cut apart, against answers of at
// most 3 actions; or a full answer for it), extraction fails with
// ErrTruncated naming the lines — after a bounded number of requests,
// none repeated — instead of keeping part of it.
func TestTruncatedUnsplittable(t *testing.T) {
	s := &cuttingServer{maxAnswer: 3}
	_, _, err := runCutting(t, s, nil)
	if !errors.Is(err, ErrTruncated) || !strings.Contains(err.Error(), "lines 35-42") {
		t.Fatalf("err = %v, want ErrTruncated for the table's lines", err)
	}
	full := &cuttingServer{maxAnswer: -1, cap: 4}
	if _, _, err := runCutting(t, full, func(c *Config) { c.Limits.MaxActions = 4 }); !errors.Is(err, ErrTruncated) || !strings.Contains(err.Error(), "4 actions") {
		t.Fatalf("full answer for an unsplittable table: err = %v", err)
	}
	s = &cuttingServer{maxAnswer: 0}
	_, _, err = runCutting(t, s, nil)
	if !errors.Is(err, ErrTruncated) || !strings.Contains(err.Error(), "lines ") {
		t.Fatalf("err = %v, want ErrTruncated with the lines", err)
	}
	if n := s.requests.Load(); n > 40 {
		t.Errorf("%d requests for 2 KB of notes", n)
	}
	for u, n := range s.seen {
		if n > 1 {
			t.Errorf("request sent %d times:\n%.120s", n, u)
		}
	}
}

// TestSchemaBounded: the schema asked for bounds the answer (maxItems per
// chunk, maxLength per field), so a grammar-constrained server cannot
// generate without end.
func TestSchemaBounded(t *testing.T) {
	var s map[string]any
	if err := json.Unmarshal([]byte(answerSchema(Limits{MaxActions: 5, MaxTitle: 50, MaxEvidence: 90, MaxField: 20})), &s); err != nil {
		t.Fatal(err)
	}
	acts := s["properties"].(map[string]any)["actions"].(map[string]any)
	if acts["maxItems"] != 5.0 {
		t.Errorf("maxItems %v", acts["maxItems"])
	}
	props := acts["items"].(map[string]any)["properties"].(map[string]any)
	for name, want := range map[string]float64{"title": 50, "evidence": 90, "person": 20, "due_date": 10, "same_as": 20} {
		if got := props[name].(map[string]any)["maxLength"]; got != want {
			t.Errorf("%s maxLength %v, want %v", name, got, want)
		}
	}
}

// TestLegacyServerRefuses500: an older llama.cpp build refuses json_schema
// with HTTP 500 "response_format type must be one of …"; that is a
// refusal to fall back from, not a server error to retry.
func TestLegacyServerRefuses500(t *testing.T) {
	f := newFakeServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, `{"error":{"code":500,"message":"response_format type must be one of \"text\" or \"json_object\", but got: json_schema","type":"server_error"}}`)
	}, completion(answerJSON(goodSeed)))
	e, timer := newExtractor(t, f, nil)
	p, err := plan(t, e)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Actions) != 1 || e.Stats().JSONObjectFallbacks != 1 || len(timer.waits) != 0 {
		t.Errorf("actions %d, stats %+v, waits %v", len(p.Actions), e.Stats(), timer.waits)
	}
}
