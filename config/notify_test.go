package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func loadYAML(t *testing.T, body string) (*Config, error) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "axagent.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return Load(p)
}

func TestNotifyScalarAndMapping(t *testing.T) {
	c, err := loadYAML(t, "notify: digest\n")
	if err != nil {
		t.Fatal(err)
	}
	if mode, ch := c.NotifyPolicy("demo", "P42"); mode != "digest" || ch != nil {
		t.Fatalf("scalar: %s %v", mode, ch)
	}
	c, err = loadYAML(t, `notify:
  mode: per-task
  channels: [slack, smtp]
  digest_wait: 5m
  task_url: https://t.example/{id}
  rules:
    - tenants: [demo]
      projects: [P42]
      mode: digest
    - tenants: [acme]
      channels: [smtp]
`)
	if err != nil {
		t.Fatal(err)
	}
	if mode, ch := c.NotifyPolicy("demo", "P42"); mode != "digest" || strings.Join(ch, ",") != "slack,smtp" {
		t.Fatalf("demo/P42: %s %v", mode, ch)
	}
	if mode, ch := c.NotifyPolicy("acme", "X"); mode != "per-task" || strings.Join(ch, ",") != "smtp" {
		t.Fatalf("acme: %s %v", mode, ch)
	}
	if mode, _ := (&Config{}).NotifyPolicy("demo", "P42"); mode != "per-task" {
		t.Fatalf("default mode %s", mode)
	}
}

func TestNotifyInvalid(t *testing.T) {
	for body, want := range map[string]string{
		"notify: weekly\n":                          `notify.mode "weekly"`,
		"notify:\n  rules:\n    - mode: hourly\n":   `notify.rules[0].mode "hourly"`,
		"notify:\n  digest_wait: soon\n":            `notify.digest_wait "soon"`,
		"notify:\n  mode: digest\n  colour: blue\n": "colour",
		"notify:\n  channels: [slack, pigeon]\n":    `notify.channels: unknown channel "pigeon"`,
	} {
		if _, err := loadYAML(t, body); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to name %s", body, err, want)
		}
	}
}
