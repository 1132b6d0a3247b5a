package main

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/connectors/sandbox"
)

// sandboxServeOptions are the flags of `axagent sandbox serve`.
type sandboxServeOptions struct {
	Addr          string
	NextTaskID    int
	NextMessageID int
	StateFile     string
	Latency       time.Duration
	Caps          sandbox.Capabilities
}

func init() {
	addCommand(func(fac *Factory) *cobra.Command {
		cmd := &cobra.Command{
			Use:     "sandbox",
			Short:   "The fake task and notification service that can lose responses and stop",
			Args:    noArgsOrSub,
			RunE:    groupRun,
			Example: "  axagent sandbox serve --addr 127.0.0.1:8099",
		}
		cmd.AddCommand(newSandboxServeCmd(fac))
		return cmd
	})
}

func newSandboxServeCmd(fac *Factory) *cobra.Command {
	opts := sandboxServeOptions{Caps: sandbox.DefaultCapabilities()}
	cmd := &cobra.Command{
		Use:         "serve",
		Annotations: map[string]string{daemonAnnotation: "true"},
		Example: `  axagent sandbox serve --addr 127.0.0.1:8099
  axagent sandbox serve --addr 127.0.0.1:0 --latency 100ms --state sandbox.json`,
		Short: "Serve the sandbox over HTTP; point other commands at it with AXAGENT_SANDBOX_URL",
		Long: `Serve the sandbox task and notification service over HTTP.

Tasks: POST/GET /tasks, GET/PATCH /tasks/{id}; messages: POST/GET /messages.
Inspect and steer it with GET /_admin/tasks, GET /_admin/messages and
POST /_admin/faults {"fault":"drop_create_response_after_commit","count":1}.
Run other commands with AXAGENT_SANDBOX_URL=http://ADDR to use it.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSandboxServe(cmd.Context(), fac, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Addr, "addr", "127.0.0.1:8099", "listen address")
	f.IntVar(&opts.NextTaskID, "next-task-id", 1, "number of the first task (TASK-<n>)")
	f.IntVar(&opts.NextMessageID, "next-message-id", 1, "number of the first message (MSG-<n>)")
	f.StringVar(&opts.StateFile, "state", "", "persist to this file (shared safely with in-process sandboxes); an existing file wins over the flags")
	f.BoolVar(&opts.Caps.IdempotentCreate, "idempotent-create", opts.Caps.IdempotentCreate, "same Idempotency-Key on create returns the existing task")
	f.BoolVar(&opts.Caps.LookupByKey, "lookup-by-key", opts.Caps.LookupByKey, "tasks can be found by key")
	f.DurationVar(&opts.Caps.SearchLag, "search-lag", 0, "a new task is invisible to lookup for this long")
	f.BoolVar(&opts.Caps.DeliveryHistory, "delivery-history", opts.Caps.DeliveryHistory, "delivered messages can be found by key")
	f.BoolVar(&opts.Caps.NotifyDedup, "notify-dedup", false, "a second send with the same key returns the first message")
	f.DurationVar(&opts.Caps.KeyRetention, "key-retention", 0, "how long idempotency keys are kept (0 = forever)")
	f.DurationVar(&opts.Latency, "latency", 0, "delay every task and message answer by this much (a slow tracker)")
	return cmd
}

func runSandboxServe(ctx context.Context, fac *Factory, opts sandboxServeOptions) error {
	if opts.NextTaskID < 1 || opts.NextMessageID < 1 {
		return usageErrorf("--next-task-id and --next-message-id must be at least 1")
	}
	caps := opts.Caps
	svc, err := sandbox.New(sandbox.Options{NextTaskID: opts.NextTaskID, NextMessageID: opts.NextMessageID,
		Capabilities: &caps, StateFile: opts.StateFile, Latency: opts.Latency, Log: fac.Log})
	if err != nil {
		return err
	}
	return sandbox.ListenAndServe(ctx, opts.Addr, svc, fac.Log, func(a net.Addr) {
		url := "http://" + a.String()
		if fac.JSON() {
			fac.printJSON(map[string]string{"url": url, "started": time.Now().UTC().Format(time.RFC3339)})
			return
		}
		fmt.Fprintf(fac.Stdout, "sandbox serving on %s (export %s=%s)\n", url, sandbox.EnvURL, url)
	})
}
