package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, body string) string {
	p := filepath.Join(t.TempDir(), "axagent.yaml")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDefaults(t *testing.T) {
	c, err := Load("")
	if err != nil {
		t.Fatal(err)
	}
	if c.Timezone != "Asia/Seoul" || c.Extractor != "rules" || c.Target != "sandbox" || c.RetentionDays != 45 {
		t.Fatalf("defaults = %+v", c)
	}
	if ok, _ := c.Allowed("sandbox", "demo", "P42", "create-task"); !ok {
		t.Fatal("sandbox not allowed by default")
	}
	if ok, why := c.Allowed("redmine", "demo", "P42", "create-task"); ok || why == "" {
		t.Fatal("redmine allowed without permissions")
	}
}

func TestPermissions(t *testing.T) {
	c, err := Load(write(t, "permissions:\n  - connector: sandbox\n    tenants: [demo]\n    projects: [P42]\n    operations: [create-task, update-task]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		tenant, project, op string
		ok                  bool
	}{
		{"demo", "P42", "create-task", true},
		{"demo", "P42", "update-task-3", true},
		{"demo", "P99", "create-task", false},
		{"acme", "P42", "create-task", false},
		{"demo", "P42", "delete-task", false},
	} {
		if ok, why := c.Allowed("sandbox", tc.tenant, tc.project, tc.op); ok != tc.ok || (!ok && !strings.Contains(why, "not permitted")) {
			t.Errorf("Allowed(%s,%s,%s) = %v %q", tc.tenant, tc.project, tc.op, ok, why)
		}
	}
}

func TestBadConfigNamesTheProblem(t *testing.T) {
	for body, want := range map[string]string{
		"timezon: Asia/Seoul\n":            "timezon",
		"timezone: Mars/Olympus\n":         "Mars/Olympus",
		"extractor: magic\n":               "magic",
		"worker:\n  lease: soon\n":         "worker.lease",
		"permissions:\n  - tenants: [x]\n": "connector is required",
		// Negative numbers and durations were accepted without a word.
		"worker:\n  concurrency: -3\n": "worker.concurrency -3",
		"worker:\n  lease: -5s\n":      "worker.lease \"-5s\": want more than 0",
		"worker:\n  backoff_max: 0s\n": "worker.backoff_max",
	} {
		_, err := Load(write(t, body))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err = %v, want mention of %q", body, err, want)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.yaml")); err == nil {
		t.Error("missing file accepted")
	}
}

// Compensation is never allowed by default or by omission (R21).
func TestCancelNeedsExplicitPermission(t *testing.T) {
	c, _ := Load("")
	if ok, _ := c.Allowed("sandbox", "demo", "P42", "cancel-task"); ok {
		t.Fatal("cancel-task allowed by default")
	}
	c, err := Load(write(t, "permissions:\n  - connector: sandbox\n  - connector: sandbox\n    projects: [P42]\n    operations: [cancel-task]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := c.Allowed("sandbox", "demo", "P43", "cancel-task"); ok {
		t.Fatal("cancel-task allowed by an entry that does not list it")
	}
	if ok, _ := c.Allowed("sandbox", "demo", "P42", "cancel-task"); !ok {
		t.Fatal("explicitly listed cancel-task refused")
	}
}

func TestApprovalPolicy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "axagent.yaml")
	yaml := "approval: auto\napprovals:\n  - tenants: [demo]\n    projects: [P42]\n    approval: required\n  - tenants: [acme]\n    approval: required\n  - tenants: [acme]\n    projects: [OPEN]\n    approval: auto\n"
	if err := os.WriteFile(path, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		tenant, project string
		want            bool
	}{{"demo", "P42", true}, {"demo", "WEB", false}, {"acme", "X", true}, {"acme", "OPEN", false}, {"other", "P42", false}} {
		if got := c.ApprovalRequired(tc.tenant, tc.project); got != tc.want {
			t.Errorf("%s/%s: approval required = %t, want %t", tc.tenant, tc.project, got, tc.want)
		}
	}
	if err := os.WriteFile(path, []byte("approval: maybe\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "approval") {
		t.Fatalf("approval: maybe: %v", err)
	}
}
