package channels_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/goccy/go-yaml"

	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/channels"
)

const (
	webhookSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	slackToken    = "xoxb-1111-2222-very-secret"
	smtpPassword  = "smtp-pass-do-not-log"
)

const file = `
channel: webhook
channels:
  default: webhook
  smtp:
    addr: mail.example.test:587
    from: axagent@example.test
    username: axagent
    password_env: T_SMTP_PASSWORD
    starttls: required
    timeout: 20s
  webhook:
    url: URL
    secret_env: T_WEBHOOK_SECRET
    dedup: true
  slack:
    base_url: URL
    token_env: T_SLACK_TOKEN
    history_channels: [C0ACTIONS]
    lookback: 72h
`

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

var allEnv = map[string]string{"T_SMTP_PASSWORD": smtpPassword, "T_WEBHOOK_SECRET": webhookSecret, "T_SLACK_TOKEN": slackToken}

// decode parses the file the way the CLI does: the channels section arrives
// as a generic map.
func decode(t *testing.T, url string) channels.Config {
	t.Helper()
	var top struct {
		Channels map[string]any `yaml:"channels"`
	}
	if err := yaml.Unmarshal([]byte(strings.ReplaceAll(file, "URL", url)), &top); err != nil {
		t.Fatal(err)
	}
	cfg, err := channels.Decode(top.Channels)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestDecode(t *testing.T) {
	cfg := decode(t, "http://127.0.0.1:1")
	if cfg.Default != "webhook" || cfg.SMTP.Timeout != 20*time.Second || cfg.SMTP.StartTLS != "required" ||
		!cfg.Webhook.Dedup || cfg.Slack.Lookback != 72*time.Hour || cfg.Slack.HistoryChannels[0] != "C0ACTIONS" {
		t.Fatalf("decoded %+v / %+v / %+v / %+v", cfg, cfg.SMTP, cfg.Webhook, cfg.Slack)
	}
	if got := strings.Join(cfg.Names(), ","); got != "slack,smtp,webhook" {
		t.Fatalf("Names = %s", got)
	}
	_, err := channels.Decode(map[string]any{"webhook": map[string]any{"url": "http://x", "secret_evn": "X"}})
	if err == nil || !strings.Contains(err.Error(), "secret_evn") {
		t.Fatalf("misspelt key: %v, want an error naming it", err)
	}
}

func TestBuildEach(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true,"channel":"C0ACTIONS","ts":"1789380000.000100"}`))
	}))
	defer srv.Close()
	var logs bytes.Buffer
	opts := channels.Options{LookupEnv: env(allEnv), Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	cfg := decode(t, srv.URL)
	want := map[string]notify.Capabilities{
		"smtp":    {},
		"webhook": {Dedup: true},
		"slack":   {DeliveryHistory: true},
	}
	for name, caps := range want {
		ch, err := channels.Build(cfg, name, opts)
		if err != nil {
			t.Fatalf("build %s: %v", name, err)
		}
		if ch.Name() != name || ch.Capabilities() != caps {
			t.Fatalf("%s: name %s caps %+v, want %+v", name, ch.Name(), ch.Capabilities(), caps)
		}
		if name != "smtp" {
			if _, err := ch.Send(context.Background(), notify.Message{Key: "demo:P42:M0914:A007:created:assignee:1", Recipient: "C0ACTIONS", Text: "x"}); err != nil {
				t.Fatalf("%s send: %v", name, err)
			}
		}
	}
	for _, s := range []string{webhookSecret, strings.TrimPrefix(webhookSecret, "whsec_"), slackToken, smtpPassword} {
		if strings.Contains(logs.String(), s) {
			t.Fatalf("a secret reached the log:\n%s", logs.String())
		}
	}
}

func TestBuildErrors(t *testing.T) {
	cfg := decode(t, "http://127.0.0.1:1")
	cases := []struct {
		name    string
		env     map[string]string
		want    string
		secrets []string
	}{
		{"slack", map[string]string{}, "T_SLACK_TOKEN", nil},
		{"webhook", map[string]string{"T_WEBHOOK_SECRET": ""}, "T_WEBHOOK_SECRET", nil},
		{"smtp", map[string]string{"T_WEBHOOK_SECRET": webhookSecret}, "T_SMTP_PASSWORD", []string{webhookSecret}},
		{"webhook", map[string]string{"T_WEBHOOK_SECRET": "whsec_%%not-base64-SECRETVALUE"}, "whsec_<base64>", []string{"SECRETVALUE"}},
		{"sandbox", allEnv, "connectors/sandbox", nil},
		{"pager", allEnv, `unknown channel "pager"`, nil},
	}
	for _, tc := range cases {
		_, err := channels.Build(cfg, tc.name, channels.Options{LookupEnv: env(tc.env), Logger: slog.New(slog.DiscardHandler)})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("build %s: %v, want an error containing %q", tc.name, err, tc.want)
			continue
		}
		for _, s := range tc.secrets {
			if strings.Contains(err.Error(), s) {
				t.Errorf("build %s: error %q leaks a secret", tc.name, err)
			}
		}
	}
	if _, err := channels.Build(channels.Config{}, "slack", channels.Options{}); err == nil || !strings.Contains(err.Error(), "channels.slack is not configured") {
		t.Errorf("unconfigured: %v", err)
	}
}

// channels.smtp.imap makes the e-mail channel verifiable: its password
// comes from the variable imap.password_env names, and the capabilities say
// delivery history (with its re-checks) and the relay's dedup as configured.
func TestBuildSMTPWithIMAPArchive(t *testing.T) {
	raw := map[string]any{"smtp": map[string]any{"addr": "mail.example.test:587", "from": "axagent@example.test", "relay_dedup": true,
		"imap": map[string]any{"addr": "mail.example.test:993", "username": "archive", "password_env": "T_IMAP_PASSWORD", "checks": 4}}}
	cfg, err := channels.Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := channels.Build(cfg, "smtp", channels.Options{LookupEnv: env(nil), Logger: slog.New(slog.DiscardHandler)}); err == nil || !strings.Contains(err.Error(), "T_IMAP_PASSWORD") {
		t.Fatalf("missing IMAP password: %v, want an error naming T_IMAP_PASSWORD", err)
	}
	ch, err := channels.Build(cfg, "smtp", channels.Options{LookupEnv: env(map[string]string{"T_IMAP_PASSWORD": "imap-secret-value"}), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	if caps := ch.Capabilities(); caps != (notify.Capabilities{Dedup: true, DeliveryHistory: true, HistoryChecks: 4}) {
		t.Fatalf("capabilities %+v", caps)
	}
}
