package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvalExtractSplit: --split measures only the gold files tagged with
// that split, so a corpus's development files can be scored without its
// private test files being present; a file without a tag is a usage error.
func TestEvalExtractSplit(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	raw, err := os.ReadFile(evalGold)
	if err != nil {
		t.Fatal(err)
	}
	var gold map[string]map[string]any
	if err := json.Unmarshal(raw, &gold); err != nil {
		t.Fatal(err)
	}
	gold["ko_sprint.md"]["split"] = "dev"
	gold["en_sync.md"]["split"] = "test"
	tagged := filepath.Join(t.TempDir(), "gold.json")
	b, _ := json.Marshal(gold)
	if err := os.WriteFile(tagged, b, 0o600); err != nil {
		t.Fatal(err)
	}
	// Only the dev file is in the notes folder: the test file must not be read.
	notes := t.TempDir()
	ko, err := os.ReadFile(filepath.Join(evalNotes, "ko_sprint.md"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(notes, "ko_sprint.md"), ko, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runEvalCLI(t, "eval", "extract", "--gold", tagged, "--notes", notes, "--split", "dev", "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Files   int `json:"files"`
		Overall struct{ Gold int }
		ByLang  map[string]json.RawMessage `json:"by_lang"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if rep.Files != 1 || rep.Overall.Gold != 4 || len(rep.ByLang) != 1 || rep.ByLang["ko"] == nil {
		t.Errorf("dev split report: %s", out)
	}
	// The untagged original gold cannot be split.
	if code, _, stderr := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--split", "dev"); code != 2 {
		t.Errorf("untagged gold with --split: exit %d, want 2 (%s)", code, stderr)
	}
	if code, _, stderr := runEvalCLI(t, "eval", "extract", "--gold", tagged, "--notes", evalNotes, "--split", "prod"); code != 2 {
		t.Errorf("--split prod: exit %d, want 2 (%s)", code, stderr)
	}
}

// TestEvalExtractBySource: --by-source adds a row per source to the table
// and by_source to the JSON; without it neither appears.
func TestEvalExtractBySource(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	code, out, stderr := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--by-source")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"source en_sync.md", "source ko_sprint.md"} {
		if !strings.Contains(out, want) {
			t.Errorf("table without %q:\n%s", want, out)
		}
	}
	code, out, stderr = runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes, "--by-source", "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		BySource map[string]struct{ Gold int } `json:"by_source"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(rep.BySource) != 2 || rep.BySource["ko_sprint.md"].Gold != 4 {
		t.Errorf("by_source %v", rep.BySource)
	}
	if _, out, _ := runEvalCLI(t, "eval", "extract", "--gold", evalGold, "--notes", evalNotes); strings.Contains(out, "source ") {
		t.Errorf("source rows without --by-source:\n%s", out)
	}
}
