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
	"strings"
	"sync/atomic"
	"testing"
)

func runEvalCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runWith(context.Background(), append([]string{"--db", filepath.Join(t.TempDir(), "unused.db")}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

const evalGold, evalNotes = "../../extract/testdata/eval/gold.json", "../../extract/testdata/eval/notes"

func TestEvalExtractTable(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	code, out, stderr := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--findings")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"PRECISION", "RECALL", "OWNER ACC", "DUE ACC", "lang ko", "lang en", "syntax table", "overall                    8     8", "missed: a label for a line"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestEvalExtractJSON(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	code, out, stderr := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Overall struct {
			Gold, Matched     int
			Precision, Recall float64
			OwnerAccuracy     float64 `json:"owner_accuracy"`
		} `json:"overall"`
		ByLang map[string]struct{ Recall float64 } `json:"by_lang"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if rep.Overall.Gold != 8 || rep.Overall.Matched != 7 || rep.Overall.Recall != 0.875 || rep.ByLang["ko"].Recall != 1 {
		t.Errorf("report %+v", rep)
	}
}

func TestEvalExtractUsage(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"x.md": {"actions": [{"line": 0}]}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"eval", "extract", "--notes", evalNotes},
		{"eval", "extract", "--gold", evalGold, "--notes", "/nonexistent-dir"},
		{"eval", "extract", "--gold", "/nonexistent.json", "--notes", evalNotes},
		{"eval", "extract", "--gold", bad, "--notes", evalNotes},
		{"eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--extractor", "magic"},
		{"eval", "extract", "--gold", evalGold, "--notes", t.TempDir()},
	} {
		if code, _, stderr := runEvalCLI(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
}

func TestEvalExtractHelpDocumentsMetric(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	_, out, _ := runEvalCLI(t, "eval", "extract", "--help")
	for _, want := range []string{"±1", "one-to-one", "precision", "recall", "owner accuracy", "due accuracy"} {
		if !strings.Contains(out, want) {
			t.Errorf("--help lacks %q", want)
		}
	}
}

// TestEvalExtractLLM: --extractor llm and hybrid talk to the configured
// endpoint; a failing endpoint is exit 1, not a usage error. Not parallel:
// the endpoint it reads from the environment is its own server's.
func TestEvalExtractLLM(t *testing.T) {
	var hinted atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		if strings.Contains(string(b), "rule-based extractor found") {
			hinted.Store(true)
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id":"x","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"{\"actions\": []}"}}]}`)
	}))
	defer srv.Close()
	t.Setenv("OPENAI_BASE_URL", srv.URL+"/v1")
	t.Setenv("OPENAI_API_KEY", "test")
	for _, ex := range []string{"llm", "hybrid"} {
		code, out, stderr := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--extractor", ex)
		if code != 0 || !strings.Contains(out, "extractor "+ex) || !strings.Contains(out, "overall                    8     0") || !strings.Contains(out, "model: 2 requests, 2 chunks, 0 actions dropped") {
			t.Errorf("%s: exit %d\n%s\n%s", ex, code, out, stderr)
		}
	}
	if !hinted.Load() {
		t.Error("hybrid sent no hints")
	}
	// A refused key is permanent: exit 1 at once, no retries.
	deny := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		io.WriteString(w, `{"error":{"message":"invalid api key","type":"auth"}}`)
	}))
	defer deny.Close()
	if code, _, _ := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--extractor", "llm", "--base-url", deny.URL+"/v1"); code != 1 {
		t.Errorf("refused key: exit %d, want 1", code)
	}
}

// eval continuity prints RECALL ∪ SHOWN and SHOWN PRECISION beside the
// other columns, per scope and language, and -o json carries them.
func TestEvalContinuityShownColumns(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	const gold, notes = "../../series/eval/testdata/gold.json", "../../series/eval/testdata/files"
	code, out, stderr := runEvalCLI(t, "eval", "continuity", "--gold", gold, "--notes", notes)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"RECALL WORDED", "SHOWN", "RECALL ∪ SHOWN", "SHOWN LINKS", "SHOWN PRECISION", "lang ko", "lang en"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, stderr = runEvalCLI(t, "eval", "continuity", "--gold", gold, "--notes", notes, "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Total     map[string]any   `json:"total"`
		Languages []map[string]any `json:"languages"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, r := range append(rep.Languages, rep.Total) {
		for _, k := range []string{"recall_or_shown", "shown_precision", "shown_links", "shown_right", "link_recall"} {
			if _, ok := r[k]; !ok {
				t.Errorf("%v lacks %s", r["name"], k)
			}
		}
	}
}
