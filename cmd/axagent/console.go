package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/console"
)

type consoleOptions struct {
	Listen string
	Roster string
	Secure bool
}

func init() { addCommand(newConsoleCmd) }

func newConsoleCmd(fac *Factory) *cobra.Command {
	var o consoleOptions
	cmd := &cobra.Command{
		Use:         "console",
		Annotations: map[string]string{daemonAnnotation: "true"},
		Short:       "Serve the operator console (meetings, queues, approvals) without a worker",
		Long: `Serve the operator console in the browser: meetings with each action's path
(extracted → approved → registered → notified), the needs-human queue with the
notes' source lines and the roster's candidates, the in-doubt queue with "check
the tracker now", and each key's timeline. Decisions made there are the same as
the CLI's (approve, reject, ledger resolve) and are audited with the signed-in
operator's name.

The console is off unless console.operators is configured; each operator signs
in with the token held by their token_env variable and sees only their tenants.
It binds to localhost unless told otherwise; put TLS in front of it (and pass
--secure) before exposing it. axagent worker --listen serves it too.`,
		Example: `  AXAGENT_CONSOLE_TOKEN_KIM=… axagent console --listen 127.0.0.1:8090
  axagent worker --listen 127.0.0.1:8080   # the console is at /console/ when configured`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runConsole(cmd.Context(), fac, o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.Listen, "listen", "127.0.0.1:8090", "address to serve on (localhost by default)")
	f.StringVar(&o.Roster, "roster", "", "roster YAML (default: roster: in the config)")
	f.BoolVar(&o.Secure, "secure", false, "mark the session cookie Secure (the console is behind TLS)")
	return cmd
}

// newConsole builds the console over a, or nil when none is configured.
func newConsole(fac *Factory, a *app.App, cfg *config.Config, secure bool) (*console.Server, error) {
	if len(cfg.Console.Operators) == 0 {
		return nil, nil
	}
	ttl := time.Duration(cfg.Console.SessionHours) * time.Hour
	return console.New(console.Options{App: a, Operators: cfg.Console.Operators, SessionTTL: ttl, Secure: secure, Clock: fac.Clock, Log: fac.Log})
}

func runConsole(ctx context.Context, fac *Factory, o consoleOptions) error {
	cfg, err := fac.config()
	if err != nil {
		return err
	}
	if len(cfg.Console.Operators) == 0 {
		return usageErrorf("%v", console.ErrOff)
	}
	a, err := fac.app(ctx, buildOptions{Role: "console", Roster: o.Roster})
	if err != nil {
		return err
	}
	defer a.Close()
	c, err := newConsole(fac, a, cfg, o.Secure)
	var noToken *console.NoTokenError
	if errors.As(err, &noToken) {
		return usageErrorf("%v", err)
	}
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", o.Listen)
	if err != nil {
		return fmt.Errorf("console: listen %s: %w", o.Listen, err)
	}
	warnExposed(fac, "console", ln.Addr(), o.Secure)
	srv := a.NewServer(c.Handler(), c.SignedIn)
	fac.Log.Info("console listening", "url", "http://"+ln.Addr().String()+console.Prefix+"/")
	fmt.Fprintf(fac.Stdout, "console: http://%s%s/\n", ln.Addr().String(), console.Prefix)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return srv.Shutdown(sctx)
	case err := <-errc:
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return err
	}
}

// warnExposed warns when a listener is reachable from other machines (not
// a loopback address) and nothing says TLS is in front of it: sign-in
// tokens, session cookies and webhook bodies would cross the network in
// clear.
func warnExposed(fac *Factory, what string, addr net.Addr, tls bool) {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || tcp.IP.IsLoopback() || tls {
		return
	}
	fac.Log.Warn(what+": listening on a non-loopback address without TLS: tokens, session cookies and request bodies cross the network in clear; "+
		"put a TLS-terminating proxy in front and pass --secure, or listen on 127.0.0.1", "addr", addr.String())
}
