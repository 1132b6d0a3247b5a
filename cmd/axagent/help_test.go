package main

import (
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Every runnable command shows how to use it in --help.
func TestEveryCommandHasExamples(t *testing.T) {
	parallel(t) // a command tree of its own
	root := newRootCmd(&Factory{Stdout: io.Discard, Stderr: io.Discard})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Runnable() && c != root && c.Example == "" && !c.Hidden && c.Name() != "help" && c.Parent().Name() != "completion" {
			t.Errorf("%s: no Example in --help", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// Every command but the root, runnable or a group of subcommands, shows
// an example; no flag's help turns a backticked word into a fake
// argument, prints two defaults or names a requirement ID.
func TestHelpTextReadsRight(t *testing.T) {
	parallel(t) // a command tree of its own
	root := newRootCmd(&Factory{Stdout: io.Discard, Stderr: io.Discard})
	reqID := regexp.MustCompile(`\bR[0-9]{1,2}\b`)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c != root && c.Example == "" && !c.Hidden && c.Name() != "help" && (c.Parent() == nil || c.Parent().Name() != "completion") {
			t.Errorf("%s: no Example in --help", c.CommandPath())
		}
		if reqID.MatchString(c.Short) || reqID.MatchString(c.Long) {
			t.Errorf("%s: a requirement ID in its summary: %q", c.CommandPath(), c.Short)
		}
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if strings.Contains(f.Usage, "`") {
				t.Errorf("%s --%s: a backtick in %q shows as an argument name", c.CommandPath(), f.Name, f.Usage)
			}
			if strings.Contains(f.Usage, "(default") && f.DefValue != "" && f.DefValue != "0s" && f.DefValue != "0" && f.DefValue != "false" {
				t.Errorf("%s --%s: two defaults: %q and %q", c.CommandPath(), f.Name, f.Usage, f.DefValue)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// An interactive command prints its result, not INFO logs; -v turns them
// on.
func TestInteractiveCommandsQuietByDefault(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	// Each run on its own ledger, so that each has work to log.
	run := func(extra ...string) string {
		db := filepath.Join(t.TempDir(), "l.db")
		args := append([]string{"register", h.notes, "--roster", h.rs, "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--db", db}, extra...)
		_, errOut, code := axagent(t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, args...)
		if code != 0 {
			t.Fatalf("register %v: exit %d\n%s", extra, code, errOut)
		}
		return errOut
	}
	if errOut := run(); strings.Contains(errOut, "level=INFO") {
		t.Fatalf("register logs INFO by default:\n%s", errOut)
	}
	if errOut := run("-v"); !strings.Contains(errOut, "level=INFO") {
		t.Fatalf("register -v logs no INFO:\n%s", errOut)
	}
}
