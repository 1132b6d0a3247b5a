package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
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
	_, out, _ := runEvalCLI(t, "eval", "extract", "--help")
	for _, want := range []string{"±1", "one-to-one", "precision", "recall", "owner accuracy", "due accuracy"} {
		if !strings.Contains(out, want) {
			t.Errorf("--help lacks %q", want)
		}
	}
}
