package app

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
)

// The README's worker, started with the webhook secret and no roster,
// answered a delivery 202 and then failed it, try after try ("no roster"),
// saying nothing at start-up. It warns when it listens without one.
func TestHandlerWarnsWithoutRoster(t *testing.T) {
	t.Setenv("QA_TEST_WEBHOOK_SECRET", "a-made-up-secret")
	for _, withRoster := range []bool{false, true} {
		cfg, _ := config.Load("")
		cfg.Webhook.SecretEnv = "QA_TEST_WEBHOOK_SECRET"
		var roster *extract.Roster
		if withRoster {
			roster, _ = extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
		}
		a, logs := loggedApp(t, Config{Settings: cfg, Roster: roster})
		a.Handler(HTTPOptions{})
		a.Close()
		warned := strings.Contains(logs.String(), "cannot register them: no roster")
		if warned == withRoster {
			t.Errorf("roster %t: warned %t; logs:\n%s", withRoster, warned, logs.String())
		}
	}
}
