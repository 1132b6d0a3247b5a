package main

import (
	"io"
	"testing"

	"github.com/spf13/cobra"
)

// Every runnable command shows how to use it in --help.
func TestEveryCommandHasExamples(t *testing.T) {
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
