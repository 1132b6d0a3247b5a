package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/report"
)

func init() { addCommand(newReportCmd) }

// reportJSON is the stable JSON shape of `axagent report -o json`.
type reportJSON struct {
	Meetings    []report.Row    `json:"meetings"`
	Total       report.Row      `json:"total"`
	Since       *time.Time      `json:"since,omitempty"`
	Until       *time.Time      `json:"until,omitempty"`
	GeneratedAt time.Time       `json:"generated_at"`
	Coverage    report.Coverage `json:"coverage"`
}

func reportHelp() string {
	var b strings.Builder
	b.WriteString(`The report card: was the work done, how much did people have to fix, and
were failures recovered — per meeting and in total, for the meetings held
in [--since, --until) (their date as the notes gave it; --by-record-time
selects by when the ledger recorded the actions instead). Every figure is computed from the
ledger's transition log and attempts (and its log of absorbed duplicates),
not from counters, so it is the same after a crash. When actions of the
period have no record (never filed, or removed by GC), the card says which
span it cannot cover.

Output: -o table (default), -o json, or -o html (one self-contained page
with inline SVG charts, Korean or English with --lang).

JSON: {"meetings": [ROW...], "total": ROW, "coverage": {...}} ("meetings" is
[] when there are none). ROW fields:
`)
	for _, f := range report.Fields {
		fmt.Fprintf(&b, "  %s\n      %s\n", f[0], f[1])
	}
	b.WriteString(`coverage: oldest_kept (creation of the oldest record left in the scope),
collected_actions, uncovered_from, uncovered_until (actions numbered in the
period that have no record in the ledger — never filed, or removed by GC —
and the span of their numbering times).

--since and --until take a date (2026-09-01) or an RFC 3339 time.`)
	return b.String()
}

// parseWhen reads a date or an RFC 3339 time (UTC for a date).
func parseWhen(flag, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	for _, layout := range []string{"2006-01-02", time.RFC3339, "2006-01-02T15:04"} {
		if t, err := time.Parse(layout, v); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, usageErrorf("--%s %q: want a date (2026-09-01) or an RFC 3339 time", flag, v)
}

func newReportCmd(fac *Factory) *cobra.Command {
	var p report.Params
	var since, until, lang string
	cmd := &cobra.Command{
		Use:   "report",
		Short: "The report card: completion, human effort, recovery, latency",
		Long:  reportHelp(),
		Example: `  axagent report --tenant demo --since 2026-09-01 --until 2026-10-01
  axagent report --tenant demo --project P42 --meeting M0914 -o json
  axagent report --tenant demo --since 2026-09-01 -o html --lang ko > card.html`,
		Args:        cobra.NoArgs,
		Annotations: map[string]string{outputsAnnotation: "html"},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if p.Since, err = parseWhen("since", since); err != nil {
				return err
			}
			if p.Until, err = parseWhen("until", until); err != nil {
				return err
			}
			if !p.Since.IsZero() && !p.Until.IsZero() && !p.Until.After(p.Since) {
				return usageErrorf("--until %s must be after --since %s", until, since)
			}
			if lang != "ko" && lang != "en" {
				return usageErrorf("--lang %q: want ko or en", lang)
			}
			return fac.withLedger(cmd.Context(), func(a *app.App) error {
				card, err := a.Report(cmd.Context(), p)
				if err != nil {
					return err
				}
				switch fac.Output {
				case "json":
					return fac.printJSON(reportJSON{Meetings: card.Meetings, Total: card.Total, Since: timePtr(card.Since), Until: timePtr(card.Until),
						GeneratedAt: card.GeneratedAt, Coverage: card.Coverage})
				case "html":
					return report.WriteHTML(fac.Stdout, card, lang)
				}
				return report.WriteTable(fac.Stdout, card, lang)
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&p.Tenant, "tenant", "", "only this tenant")
	f.StringVar(&p.Project, "project", "", "only this project")
	f.StringVar(&p.Meeting, "meeting", "", "only this meeting")
	f.StringVar(&since, "since", "", "only meetings held on or after this date (with --by-record-time: actions recorded at or after this date/time)")
	f.StringVar(&until, "until", "", "only meetings held before this date (with --by-record-time: actions recorded before this date/time)")
	f.BoolVar(&p.ByRecordTime, "by-record-time", false, "--since/--until select by when the ledger recorded the actions, not by meeting date")
	f.StringVar(&lang, "lang", "en", "language of the table and HTML page: ko or en")
	_ = cmd.RegisterFlagCompletionFunc("meeting", fac.completeMeetings)
	return cmd
}
