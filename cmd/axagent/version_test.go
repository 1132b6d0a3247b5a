package main

import (
	"bytes"
	"context"
	"runtime/debug"
	"strings"
	"testing"
)

// The commit comes from the build's VCS stamp, -ldflags overriding; a
// build without a stamp says why on stderr and how to get one, instead of
// a bare "commit unknown".
func TestVersionCommitFromStampOrLdflags(t *testing.T) {
	stamped := &debug.BuildInfo{GoVersion: "go1.26", Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-12-04T19:09:14Z"}, {Key: "vcs.modified", Value: "true"}}}
	if v := buildVersionOf(stamped); v.Commit != "abc123" || v.BuildDate != "2026-12-04T19:09:14Z" || !v.Modified {
		t.Errorf("stamped build: %+v", v)
	}
	if v := buildVersionOf(&debug.BuildInfo{}); v.Commit != "unknown" {
		t.Errorf("unstamped build: %+v", v)
	}
	commit, buildDate = "def456", "2026-12-01"
	defer func() { commit, buildDate = "", "" }()
	if v := buildVersionOf(stamped); v.Commit != "def456" || v.BuildDate != "2026-12-01" {
		t.Errorf("-ldflags over the stamp: %+v", v)
	}
	if v := buildVersionOf(nil); v.Commit != "def456" {
		t.Errorf("-ldflags without build info: %+v", v)
	}
	commit, buildDate = "", ""
	// A test binary carries no VCS stamp.
	var out, errb bytes.Buffer
	if code := runWith(context.Background(), []string{"version"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "commit unknown") ||
		!strings.Contains(errb.String(), "no VCS stamp") || !strings.Contains(errb.String(), "-X main.commit=") {
		t.Fatalf("version of an unstamped build: exit %d\nstdout %s\nstderr %s", code, out.String(), errb.String())
	}
}
