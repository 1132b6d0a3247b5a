package series

import (
	"context"
	"fmt"

	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
)

// The next meeting of a series is the date a due date "for the next
// meeting" takes. In order: a later meeting of the series the ledger
// already holds (what happened), the date of the next file the caller is
// registering in the same run (a folder in date order), and the series'
// cadence: this meeting and the two before it evenly spaced (weekly,
// fortnightly, …, at most 35 days apart) → this meeting plus that
// spacing. Anything less regular is not known: the action is held with
// the question, never given a guessed date.

// maxCadence is the longest spacing read as a cadence (a monthly meeting).
const maxCadence = 35

// NextMeeting is the date of the meeting after date in series named (""
// and the meeting's recorded series as SeriesOf), zero when not known;
// from says where it came from ("later meeting", "next file", "cadence").
// next is the next file's date as the caller knows it (zero: none).
func NextMeeting(ctx context.Context, s ledger.Store, sc ledger.MeetingScope, named string, date, next dates.Date) (dates.Date, string, error) {
	if date.IsZero() {
		return dates.Date{}, "", nil
	}
	name, err := SeriesOf(ctx, s, sc, named)
	if err != nil {
		return dates.Date{}, "", err
	}
	ds, err := s.SeriesMeetingDates(ctx, sc.Tenant, sc.Project, name)
	if err != nil {
		return dates.Date{}, "", fmt.Errorf("next meeting of %s: %w", sc.Meeting, err)
	}
	var before []dates.Date
	for _, d := range ds {
		p, err := dates.ParseISO(d)
		if err != nil {
			continue
		}
		switch {
		case date.Time(nil).Before(p.Time(nil)):
			// The list is oldest first: the first later one is next.
			return p, "later meeting", nil
		case p.Time(nil).Before(date.Time(nil)):
			before = append(before, p)
		}
	}
	if !next.IsZero() && date.Time(nil).Before(next.Time(nil)) {
		return next, "next file", nil
	}
	if n := len(before); n >= 2 {
		gap := days(before[n-1], date)
		if gap >= 1 && gap <= maxCadence && days(before[n-2], before[n-1]) == gap {
			return dates.Of(date.Time(nil).AddDate(0, 0, gap)), "cadence", nil
		}
	}
	return dates.Date{}, "", nil
}

func days(a, b dates.Date) int { return int(b.Time(nil).Sub(a.Time(nil)).Hours()+12) / 24 }
