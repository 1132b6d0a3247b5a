package app

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// `extractor: llm` with no key and no base_url called OpenAI's endpoint
// keyless five times and failed as an operation (exit 1) after the
// retries (found by product QA of config errors): it is bad config, said
// at once, naming what to set.
func TestModelExtractorWithoutKeyOrEndpointIsBadConfig(t *testing.T) {
	for _, v := range []string{"OPENAI_API_KEY", "OPENAI_BASE_URL", "AXAGENT_LLM_BASE_URL"} {
		t.Setenv(v, "")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "axagent.yaml")
	if err := os.WriteFile(path, []byte("extractor: llm\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
	a, err := New(context.Background(), Config{DB: filepath.Join(dir, "l.db"), Settings: cfg, Roster: roster, Lang: "en", Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	_, err = a.Plan(context.Background(), Notes{Name: "n.md", Body: []byte("# Sync\n\n- Ana: order the badges\n"), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P1", Meeting: "M1"}, Date: "2026-09-14"})
	if !IsUsage(err) || !strings.Contains(errText(err), "OPENAI_API_KEY") || !strings.Contains(errText(err), "llm.base_url") {
		t.Fatalf("plan with extractor llm and no key: %v, want bad config naming OPENAI_API_KEY and llm.base_url", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
