package app_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// TestMain sets, once for the package, the environment the tests read:
// the built-in sandbox on the ledger's side file (no sandbox server) and
// the fake trackers' credentials and webhook secret. t.Setenv in each test
// forbade t.Parallel, and these tests mostly wait on a worker, a fake
// tracker or PostgreSQL (issue 32); the values never differ between tests.
func TestMain(m *testing.M) {
	for k, v := range map[string]string{sandbox.EnvURL: "", "TEST_GITHUB_TOKEN": githubToken, "TEST_GITLAB_TOKEN": gitlabToken,
		"TEST_JIRA_TOKEN": jiraToken, "TEST_LINEAR_KEY": linearKey, "TEST_HOOK_SECRET": hookSecret} {
		if err := os.Setenv(k, v); err != nil {
			fmt.Fprintln(os.Stderr, "app tests: environment:", err)
			os.Exit(2)
		}
	}
	code := m.Run()
	pgtest.DropSharedTemplates() // the PostgreSQL tests' template and the copies they gave back
	os.Exit(code)
}
