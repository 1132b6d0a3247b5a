package series_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// TestNextMeeting: the next meeting of a series is a later meeting the
// ledger holds, else the caller's next file, else the cadence of this
// meeting and the two before it; anything less regular is not known.
func TestNextMeeting(t *testing.T) {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	add := func(meeting, series, date string) {
		t.Helper()
		sc := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: meeting}
		if _, _, err := s.SeriesMeetingAdd(ctx, ledger.SeriesMeeting{Scope: sc, Series: series, Date: date}, time.Unix(0, 0)); err != nil {
			t.Fatal(err)
		}
	}
	d := func(s string) dates.Date {
		t.Helper()
		x, err := dates.ParseISO(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	next := func(meeting, date, file string) (string, string) {
		t.Helper()
		var f dates.Date
		if file != "" {
			f = d(file)
		}
		got, from, err := series.NextMeeting(ctx, s, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: meeting}, "weekly", d(date), f)
		if err != nil {
			t.Fatal(err)
		}
		return got.String(), from
	}
	// Fortnightly: two earlier meetings 14 days apart.
	add("M1", "weekly", "2025-10-21")
	add("M2", "weekly", "2025-11-04")
	add("X", "other", "2025-11-11") // another series: not this one's
	if got, from := next("M3", "2025-11-18", ""); got != "2025-12-02" || from != "cadence" {
		t.Errorf("fortnightly: %s from %q, want 2025-12-02 from cadence", got, from)
	}
	// The next file of the run comes before the cadence.
	if got, from := next("M3", "2025-11-18", "2025-11-25"); got != "2025-11-25" || from != "next file" {
		t.Errorf("next file: %s from %q", got, from)
	}
	// One earlier meeting is no cadence; irregular spacing neither.
	if got, _ := next("M2b", "2025-11-04", ""); got != "" {
		t.Errorf("one earlier meeting gave %s", got)
	}
	if got, _ := next("M3b", "2025-11-25", ""); got != "" {
		t.Errorf("spacing 14 then 21 gave %s", got)
	}
	// A later meeting the ledger holds is what happened.
	add("M4", "weekly", "2025-12-09")
	if got, from := next("M3", "2025-11-18", "2025-11-25"); got != "2025-12-09" || from != "later meeting" {
		t.Errorf("later meeting: %s from %q", got, from)
	}
	// No meeting date: nothing.
	if got, _, err := series.NextMeeting(ctx, s, ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M9"}, "weekly", dates.Date{}, d("2025-12-30")); err != nil || !got.IsZero() {
		t.Errorf("no meeting date: %s %v", got, err)
	}
}
