package app

import (
	"context"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/report"
)

// Report computes the report card of a scope and period from the ledger's
// facts (issue 15): completion, human effort, recovery, latency and
// extraction quality per meeting and in total. It needs the ledger only.
// Its period is one of meeting dates (the series' record of each
// meeting), unless p.ByRecordTime.
func (a *App) Report(ctx context.Context, p report.Params) (report.Card, error) {
	if !p.Since.IsZero() && !p.Until.IsZero() && !p.Until.After(p.Since) {
		return report.Card{}, usagef("report: --until must be after --since")
	}
	if p.MeetingDate == nil && !p.ByRecordTime {
		p.MeetingDate = func(sc ledger.MeetingScope) string {
			m, err := a.store.SeriesMeetingGet(ctx, sc)
			if err != nil {
				return ""
			}
			return m.Date
		}
	}
	return report.Build(ctx, a.store, p)
}
