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
	"runtime/debug"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
)

// version is set with -ldflags "-X main.version=..."; commit and
// buildDate likewise ("-X main.commit=$(git rev-parse HEAD)") for builds
// that carry no VCS stamp of their own (readBuildVersion).
var (
	version   = "dev"
	commit    = ""
	buildDate = ""
)

// Factory carries the global flags and builds the application layer for a
// command (the gh Factory pattern): commands parse flags and print; what
// they do lives in package app.
type Factory struct {
	DBPath     string
	ConfigPath string
	// AllowMaintenanceDB lets --db name PostgreSQL's postgres or
	// template* database.
	AllowMaintenanceDB bool
	Output             string
	LogLevel           string
	// Verbose turns INFO logs on for an interactive command.
	Verbose bool
	// outputs names the extra -o formats the running command accepts (its
	// outputsAnnotation, e.g. "html"); every other command refuses them.
	outputs string

	Stdout io.Writer
	Stderr io.Writer
	Log    *slog.Logger
	// Clock is nil in production (real time); tests inject a fake.
	Clock clock.Clock
	// defaultLog makes Log slog's default as well, for the process's own
	// run (main): code that logs without being handed a logger then still
	// follows --log-level. In-process runs (tests) leave the global alone,
	// so they can run in parallel, each logging to its own Stderr.
	defaultLog bool

	cfg *config.Config
}

// commands registers subcommands; each command file adds itself in init so
// files can be added without editing this one.
var commands []func(*Factory) *cobra.Command

func addCommand(f func(*Factory) *cobra.Command) { commands = append(commands, f) }

func newRootCmd(fac *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "axagent",
		Short:         "Turn meeting notes into tasks and notifications, exactly once per intent",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			fac.outputs = cmd.Annotations[outputsAnnotation]
			if fac.LogLevel == "" {
				// A person at a terminal reads the result, not the steps:
				// INFO logs only with -v, or from the long-running
				// commands (worker, console, sandbox serve), whose logs are
				// their record.
				fac.LogLevel = "warn"
				if fac.Verbose || cmd.Annotations[daemonAnnotation] == "true" {
					fac.LogLevel = "info"
				}
			}
			return fac.init()
		},
	}
	f := root.PersistentFlags()
	f.StringVar(&fac.DBPath, "db", envOr("AXAGENT_DB", "axagent.db"), "ledger database: a SQLite file path or a postgres:// URL (env AXAGENT_DB)")
	f.BoolVar(&fac.AllowMaintenanceDB, "allow-maintenance-db", false, "let --db name PostgreSQL's postgres or template* database (refused by default)")
	f.StringVar(&fac.ConfigPath, "config", os.Getenv("AXAGENT_CONFIG"), "config file (default axagent.yaml when present; env AXAGENT_CONFIG)")
	f.StringVarP(&fac.Output, "output", "o", "table", "output format: table or json (report also takes html)")
	f.StringVar(&fac.LogLevel, "log-level", "", "log level: debug, info, warn, error (default warn; info for worker, console and sandbox serve)")
	f.BoolVarP(&fac.Verbose, "verbose", "v", false, "log what the command does (INFO) on stderr")
	root.SetOut(fac.Stdout)
	root.SetErr(fac.Stderr)
	for _, c := range commands {
		root.AddCommand(c(fac))
	}
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Example = "  axagent completion bash > /etc/bash_completion.d/axagent\n  source <(axagent completion zsh)\n  axagent completion fish > ~/.config/fish/completions/axagent.fish"
		}
	}
	return root
}

func (fac *Factory) init() error {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(fac.LogLevel)); err != nil {
		return usageErrorf("--log-level %q: want debug, info, warn or error", fac.LogLevel)
	}
	fac.Log = slog.New(slog.NewTextHandler(fac.Stderr, &slog.HandlerOptions{Level: lvl}))
	if fac.defaultLog {
		slog.SetDefault(fac.Log)
	}
	if fac.Output != "table" && fac.Output != "json" && (fac.outputs == "" || fac.Output != fac.outputs) {
		if fac.outputs != "" {
			return usageErrorf("--output %q: want table, json or %s", fac.Output, fac.outputs)
		}
		return usageErrorf("--output %q: want table or json", fac.Output)
	}
	if fac.ConfigPath == "" {
		if _, err := os.Stat("axagent.yaml"); err == nil {
			fac.ConfigPath = "axagent.yaml"
		}
	}
	if fac.ConfigPath != "" {
		// A config file named (or found) is read for every command, so a
		// missing or invalid one is an error even where it is not used.
		if _, err := fac.config(); err != nil {
			return err
		}
	}
	return nil
}

// outputsAnnotation is the cobra annotation with which a command accepts
// one more -o format than table and json.
const outputsAnnotation = "axagent/outputs"

// daemonAnnotation marks a long-running command: it logs at INFO by
// default.
const daemonAnnotation = "axagent/daemon"

// JSON reports whether data should be printed as JSON.
func (fac *Factory) JSON() bool { return fac.Output == "json" }

// printJSON writes v to stdout as indented JSON.
func (fac *Factory) printJSON(v any) error {
	enc := json.NewEncoder(fac.Stdout)
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
	// exitNeedsHuman: the command did its work, and at least one key now
	// waits for a person (ledger list --state needs-human).
	exitNeedsHuman = 4
	// exitPending: the time ran out with keys still open; the worker
	// carries on with them and nothing will be sent twice.
	exitPending = 5
	// exitSkipped: a folder or glob run skipped files it could not read
	// (each named with why); every other file was registered.
	exitSkipped = 6
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
	// A key the ledger does not hold was mistyped or is of another
	// ledger: bad input, as a malformed key is, not a failed operation.
	case errors.As(err, &ue), app.IsUsage(err), isNotFound(err), isNotLedgerFile(err):
		return exitUsage
	case isConflict(err), app.IsRefused(err):
		return exitConflict
	}
	return exitError
}

// run is main's: the process's own streams, and its logger made slog's
// default.
func run(args []string) int {
	return runFactory(context.Background(), &Factory{Stdout: os.Stdout, Stderr: os.Stderr, defaultLog: true}, args)
}

// runWith runs the CLI in process (tests) on its own streams, touching no
// global logger.
func runWith(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return runFactory(ctx, &Factory{Stdout: stdout, Stderr: stderr}, args)
}

func runFactory(ctx context.Context, fac *Factory, args []string) int {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	stderr := fac.Stderr
	root := newRootCmd(fac)
	ran := markRun(root)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err != nil && !*ran {
		// Cobra failed before any command ran: a bad flag, a missing
		// required flag, a wrong number of arguments, an unknown command.
		var ue *usageError
		if !errors.As(err, &ue) {
			err = &usageError{msg: err.Error()}
		}
	}
	if err != nil {
		var ee *exitStatusError
		if !errors.As(err, &ee) || ee.err != nil {
			fmt.Fprintf(stderr, "axagent: %v\n", err)
		}
	}
	return exitCode(err)
}

// markRun wraps every command's RunE so runWith can tell an error of the
// command itself from one cobra raised before running it.
func markRun(root *cobra.Command) *bool {
	ran := new(bool)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.RunE != nil {
			inner := c.RunE
			c.RunE = func(cmd *cobra.Command, args []string) error {
				*ran = true
				return inner(cmd, args)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return ran
}

// buildVersion is what `axagent version` prints: the module version, the
// commit and its time from the build information, -ldflags overriding.
type buildVersion struct {
	Version   string `json:"version"`
	Commit    string `json:"commit"`
	BuildDate string `json:"build_date"`
	Modified  bool   `json:"modified"`
	Go        string `json:"go"`
}

func readBuildVersion() buildVersion {
	bi, _ := debug.ReadBuildInfo()
	return buildVersionOf(bi)
}

// buildVersionOf reads the commit and its time from the build's VCS stamp
// (vcs.revision, vcs.time, vcs.modified), which -ldflags commit and
// buildDate override. go run, -buildvcs=false and a git worktree (go
// stamps only a .git directory) leave no stamp: then "unknown".
func buildVersionOf(bi *debug.BuildInfo) buildVersion {
	v := buildVersion{Version: version, Commit: "unknown", BuildDate: "unknown"}
	if bi != nil {
		v.Go = bi.GoVersion
		if v.Version == "dev" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Commit = s.Value
			case "vcs.time":
				v.BuildDate = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
	}
	if commit != "" {
		v.Commit = commit
	}
	if buildDate != "" {
		v.BuildDate = buildDate
	}
	return v
}

// unstampedNote says why the commit is unknown and how to build one that
// knows it.
const unstampedNote = `(this binary carries no VCS stamp: built by go run, with -buildvcs=false — see go env GOFLAGS — or from a git worktree;
 go build from a git checkout stamps it, or pass -ldflags "-X main.commit=$(git rev-parse HEAD)")
`

func init() {
	addCommand(func(fac *Factory) *cobra.Command {
		return &cobra.Command{
			Use:     "version",
			Short:   "Print the axagent version, commit and build date",
			Example: "  axagent version -o json",
			Args:    cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				v := readBuildVersion()
				if fac.JSON() {
					return fac.printJSON(v)
				}
				dirty := ""
				if v.Modified {
					dirty = " (modified)"
				}
				_, err := fmt.Fprintf(fac.Stdout, "axagent %s\ncommit %s%s\nbuilt %s with %s\n", v.Version, v.Commit, dirty, v.BuildDate, v.Go)
				if err == nil && v.Commit == "unknown" {
					_, err = fmt.Fprint(fac.Stderr, unstampedNote)
				}
				return err
			},
		}
	})
}
