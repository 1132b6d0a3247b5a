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

// A held action's possible links become the person's filed-new decision
// when they let it go ahead as a new task (no longer offered, never
// linked again); a decision made before stands, and a second call
// changes nothing.
func TestFiledNewDropsPossibleLinks(t *testing.T) {
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t1, t2 := ledger.MustParseKey("demo:P42:M1:A001:create-task"), ledger.MustParseKey("demo:P42:M1:A002:create-task")
	later := ledger.MustParseKey("demo:P42:M2:A001:create-task")
	why := ledger.LinkEvidence{Kind: series.EvHeldSameDeliverable, Task: t1.String(), Title: "Write the report"}
	now := time.Unix(100, 0)
	// A decision made before on another task of the same action.
	if _, _, err := s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: t2, Meeting: "M2", Action: "A001", Kind: ledger.LinkMerged, Evidence: "merged by a person: x", Actor: "kim", At: now}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SeriesLinkAdd(ctx, []ledger.SeriesLink{
		{Task: t1, Meeting: "M2", Action: "A001", Kind: ledger.LinkPossible, Evidence: series.Words(why), Why: why, Actor: "axagent", At: now},
		{Task: t2, Meeting: "M2", Action: "A002", Kind: ledger.LinkPossible, Evidence: series.Words(why), Why: why, Actor: "axagent", At: now},
	}); err != nil {
		t.Fatal(err)
	}
	dropped, err := series.FiledNew(ctx, s, later, "alex", "a new task", now)
	if err != nil || len(dropped) != 1 || dropped[0] != t1.String() {
		t.Fatalf("dropped %v, %v", dropped, err)
	}
	if again, err := series.FiledNew(ctx, s, later, "alex", "a new task", now); err != nil || len(again) != 0 {
		t.Fatalf("a second call dropped %v, %v", again, err)
	}
	ls, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M2"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		switch {
		case l.Action == "A001" && l.Task == t1:
			if !series.FiledNewLink(l) || l.Actor != "alex" || l.Why.Of == nil || l.Why.Of.Kind != series.EvHeldSameDeliverable {
				t.Errorf("the dropped link: %+v", l)
			}
		case l.Action == "A001" && l.Task == t2:
			if l.Kind != ledger.LinkMerged || l.Actor != "kim" {
				t.Errorf("a decision made before changed: %+v", l)
			}
		case l.Action == "A002":
			if l.Kind != ledger.LinkPossible {
				t.Errorf("another action's link changed: %+v", l)
			}
		}
	}
}
