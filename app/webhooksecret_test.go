package app

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
)

// loggedApp builds an App of c on a fresh ledger, in English, logging
// into the buffer it returns; the caller closes it.
func loggedApp(t *testing.T, c Config) (*App, *lockedBuffer) {
	t.Helper()
	logs := &lockedBuffer{}
	c.DB, c.Lang, c.Log = filepath.Join(t.TempDir(), "l.db"), "en", slog.New(slog.NewTextHandler(logs, nil))
	a, err := New(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return a, logs
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A worker listening with no webhook secret answered every delivery 503
// and said nothing at start-up (found by product QA: worker --listen
// without AXAGENT_WEBHOOK_SECRET logged only "worker listening"). It warns,
// naming the variable; with the secret set it does not.
func TestHandlerWarnsWithoutWebhookSecret(t *testing.T) {
	for _, secret := range []string{"", "a-made-up-secret"} {
		t.Setenv("QA_TEST_WEBHOOK_SECRET", secret)
		cfg, _ := config.Load("")
		cfg.Webhook.SecretEnv = "QA_TEST_WEBHOOK_SECRET"
		roster, _ := extract.ParseRoster([]byte("people:\n  - name: Ana\n"))
		a, logs := loggedApp(t, Config{Settings: cfg, Roster: roster})
		a.Handler(HTTPOptions{})
		a.Close()
		warned := strings.Contains(logs.String(), "POST /v1/meetings is off") && strings.Contains(logs.String(), "QA_TEST_WEBHOOK_SECRET")
		if warned != (secret == "") {
			t.Errorf("secret %q: warned %t; logs:\n%s", secret, warned, logs.String())
		}
	}
}
