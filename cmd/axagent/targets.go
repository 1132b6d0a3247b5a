package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/extract"
)

func init() { addCommand(newTargetsCmd) }

// targetsJSON is the stable JSON shape of `axagent targets check -o json`.
type targetsJSON struct {
	OK      bool              `json:"ok"`
	Targets []app.TargetCheck `json:"targets"`
}

func newTargetsCmd(fac *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "targets",
		Short:   "The task trackers the config names",
		Example: "  axagent targets check --config axagent.yaml --roster roster.yaml\n  axagent targets check -o json",
		Args:    cobra.NoArgs,
	}
	var rosterPath string
	check := &cobra.Command{
		Use:   "check",
		Short: "Check every configured tracker before the first task goes there",
		Long: `For each target the config names (target:, routes:, and every tracker
section present): the connector can be built from its section (the token's
environment variable is set, urls and project maps are well formed), the
tracker answers, the credentials are accepted, every mapped project exists,
the key field or label can be written and searched, and every roster person
has a user id for it (ids.<target>). Each problem is printed with how to
fix it. Nothing is created in any tracker.

Exit status: 0 all good, 1 something is wrong, 2 bad flags or config.

JSON: {"ok": BOOL, "targets": [{"target", "default", "routes", "ok",
"problems": [{"what", "fix"}]}]}`,
		Example: `  axagent targets check --config axagent.yaml
  axagent targets check --config axagent.yaml --roster roster.yaml -o json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := fac.config()
			if err != nil {
				return err
			}
			if rosterPath == "" {
				rosterPath = cfg.Roster
			}
			var roster *extract.Roster
			if rosterPath != "" {
				if roster, err = extract.LoadRoster(rosterPath); err != nil {
					return usageErrorf("%v", err)
				}
			}
			checks, err := app.CheckTargets(cmd.Context(), app.TargetsCheckOptions{Settings: cfg, Roster: roster, Clock: fac.Clock, Log: fac.Log})
			if err != nil {
				return err
			}
			ok := true
			for _, c := range checks {
				ok = ok && c.OK
			}
			if fac.JSON() {
				if err := fac.printJSON(targetsJSON{OK: ok, Targets: checks}); err != nil {
					return err
				}
			} else {
				printTargetChecks(fac, checks)
			}
			if !ok {
				return &exitStatusError{code: exitError}
			}
			return nil
		},
	}
	check.Flags().StringVar(&rosterPath, "roster", "", "roster YAML (default: roster: in the config)")
	cmd.AddCommand(check)
	return cmd
}

func printTargetChecks(fac *Factory, checks []app.TargetCheck) {
	w := fac.Stdout
	for _, c := range checks {
		var where []string
		if c.Default {
			where = append(where, "default")
		}
		if len(c.Routes) > 0 {
			where = append(where, "routes: "+strings.Join(c.Routes, " "))
		}
		head := c.Target
		if len(where) > 0 {
			head += " (" + strings.Join(where, "; ") + ")"
		}
		if c.OK {
			fmt.Fprintf(w, "%-40s ok\n", head)
			continue
		}
		fmt.Fprintf(w, "%-40s %d problem(s)\n", head, len(c.Problems))
		for _, p := range c.Problems {
			fmt.Fprintf(w, "  ✗ %s\n    fix: %s\n", p.What, p.Fix)
		}
	}
}
