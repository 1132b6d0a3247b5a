package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
)

// version is set with -ldflags "-X main.version=...".
var version = "dev"

// App carries the global flags and lazily built dependencies, so each command
// is wired in one place and tested apart (the gh Factory pattern).
type App struct {
	DBPath     string
	ConfigPath string
	Output     string
	LogLevel   string

	Stdout io.Writer
	Stderr io.Writer
	Log    *slog.Logger
	// Clock is nil in production (real time); tests inject a fake.
	Clock clock.Clock

	cfg *config.Config
}

// commands registers subcommands; each command file adds itself in init so
// files can be added without editing this one.
var commands []func(*App) *cobra.Command

func addCommand(f func(*App) *cobra.Command) { commands = append(commands, f) }

func newRootCmd(app *App) *cobra.Command {
	root := &cobra.Command{
		Use:           "axagent",
		Short:         "Turn meeting notes into tasks and notifications, exactly once per intent",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			return app.init()
		},
	}
	f := root.PersistentFlags()
	f.StringVar(&app.DBPath, "db", envOr("AXAGENT_DB", "axagent.db"), "ledger database: a SQLite file path (env AXAGENT_DB)")
	f.StringVar(&app.ConfigPath, "config", os.Getenv("AXAGENT_CONFIG"), "config file (default axagent.yaml when present; env AXAGENT_CONFIG)")
	f.StringVarP(&app.Output, "output", "o", "table", "output format: table or json")
	f.StringVar(&app.LogLevel, "log-level", "info", "log level: debug, info, warn, error")
	root.SetOut(app.Stdout)
	root.SetErr(app.Stderr)
	for _, c := range commands {
		root.AddCommand(c(app))
	}
	return root
}

func (app *App) init() error {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(app.LogLevel)); err != nil {
		return usageErrorf("--log-level %q: want debug, info, warn or error", app.LogLevel)
	}
	app.Log = slog.New(slog.NewTextHandler(app.Stderr, &slog.HandlerOptions{Level: lvl}))
	slog.SetDefault(app.Log)
	if app.Output != "table" && app.Output != "json" {
		return usageErrorf("--output %q: want table or json", app.Output)
	}
	if app.ConfigPath == "" {
		if _, err := os.Stat("axagent.yaml"); err == nil {
			app.ConfigPath = "axagent.yaml"
		}
	}
	return nil
}

// JSON reports whether data should be printed as JSON.
func (app *App) JSON() bool { return app.Output == "json" }

// printJSON writes v to stdout as indented JSON.
func (app *App) printJSON(v any) error {
	enc := json.NewEncoder(app.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// Exit statuses, in one table.
const (
	exitOK       = 0
	exitError    = 1 // an operation failed, or a check found a mismatch
	exitUsage    = 2 // bad flags or invalid input files
	exitConflict = 3 // refused: same key with another payload, stale owner
)

type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usageErrorf(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// exitError carries an explicit exit status with an optional message.
type exitStatusError struct {
	code int
	err  error
}

func (e *exitStatusError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}
func (e *exitStatusError) Unwrap() error { return e.err }

func exitCode(err error) int {
	var ue *usageError
	var ee *exitStatusError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue):
		return exitUsage
	case isConflict(err):
		return exitConflict
	}
	return exitError
}

func run(args []string) int {
	return runWith(context.Background(), args, os.Stdout, os.Stderr)
}

func runWith(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	app := &App{Stdout: stdout, Stderr: stderr}
	root := newRootCmd(app)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err != nil {
		var ee *exitStatusError
		if !errors.As(err, &ee) || ee.err != nil {
			fmt.Fprintf(stderr, "axagent: %v\n", err)
		}
	}
	return exitCode(err)
}

func init() {
	addCommand(func(app *App) *cobra.Command {
		return &cobra.Command{
			Use:   "version",
			Short: "Print the axagent version",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				if app.JSON() {
					return app.printJSON(map[string]string{"version": version})
				}
				_, err := fmt.Fprintln(app.Stdout, "axagent", version)
				return err
			},
		}
	})
}
