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
)

// A tracker section whose token variable is empty was reported as
// "config jira: jira: environment variable … is empty" — the section twice
// and not the file (found by product QA of config errors). The message
// names the file the section is in, once.
func TestTrackerSectionErrorNamesTheConfigFile(t *testing.T) {
	t.Setenv("QA_TEST_JIRA_TOKEN_UNSET", "")
	dir := t.TempDir()
	path := filepath.Join(dir, "team-a.yaml")
	yaml := "target: jira\njira:\n  url: https://example.atlassian.net\n  email: ops@example.com\n  api_token_env: QA_TEST_JIRA_TOKEN_UNSET\n  projects: {P1: OPS}\n"
	if err := os.WriteFile(path, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
	a, err := New(context.Background(), Config{DB: filepath.Join(dir, "l.db"), Settings: cfg, Roster: roster, Lang: "en", Log: slog.New(slog.DiscardHandler)})
	if err == nil {
		a.Close()
		t.Fatal("an empty api_token_env was taken")
	}
	msg := err.Error()
	if !IsUsage(err) || !strings.Contains(msg, "config "+path+": jira: environment variable QA_TEST_JIRA_TOKEN_UNSET") || strings.Count(msg, "jira:") != 1 {
		t.Fatalf("error %q, want bad config naming %s and the jira section once", msg, path)
	}
}
