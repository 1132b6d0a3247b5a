package report

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/internal/textable"
)

// Durations read as a person reads them, not as raw milliseconds.
func TestDurationReadable(t *testing.T) {
	for d, want := range map[time.Duration]string{
		850 * time.Millisecond:    "850 ms",
		4200 * time.Millisecond:   "4.2 s",
		255509 * time.Millisecond: "4 min 15 s",
		342 * time.Second:         "5 min 42 s",
		(3*60 + 5) * time.Minute:  "3 h 5 min",
		52 * time.Hour:            "2 d 4 h",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%s) = %q, want %q", d, got, want)
		}
	}
}

// The card says its period in words, gives the oldest open action's age
// with a unit and its key, shows latencies as durations, names in its
// legend only the colours its bars use, and does not claim GC removed
// records it cannot tell were removed.
func TestCardReadsRight(t *testing.T) {
	c := Card{GeneratedAt: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), Meetings: []Row{{Tenant: "demo", Project: "P42", Meeting: "M1", Extracted: 2, Registered: 2, Notified: 2}},
		Total:    Row{Extracted: 2, Registered: 2, Notified: 2, Open: 1, OldestOpenAgeS: 342, OldestOpenKey: "demo:P42:M1:A002:create-task", RegisteredP50Ms: 255509, RegisteredP99Ms: 900},
		Coverage: Coverage{OldestKept: time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC), Collected: 2, UncoveredFrom: time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC), UncoveredUntil: time.Date(2026, 9, 2, 0, 0, 0, 0, time.UTC)}}
	for _, lang := range []string{"en", "ko"} {
		var tb, hb bytes.Buffer
		if err := WriteTable(&tb, c, lang); err != nil {
			t.Fatal(err)
		}
		if err := WriteHTML(&hb, c, lang); err != nil {
			t.Fatal(err)
		}
		for name, out := range map[string]string{"table": tb.String(), "html": hb.String()} {
			if strings.Contains(out, "… – …") || !strings.Contains(out, labels[lang]["all_time"]) {
				t.Errorf("%s %s: period not in words", lang, name)
			}
			if !strings.Contains(out, "5 min 42 s") || !strings.Contains(out, "demo:P42:M1:A002:create-task") {
				t.Errorf("%s %s: oldest open without unit or key", lang, name)
			}
			if !strings.Contains(out, "4 min 15 s") {
				t.Errorf("%s %s: latency not as a duration", lang, name)
			}
			if strings.Contains(out, "whose records GC removed") || strings.Contains(out, "정리(GC)되어 삭제됨") {
				t.Errorf("%s %s: claims GC removed records", lang, name)
			}
		}
		h := hb.String()
		_, legend, _ := strings.Cut(h, `<p class="meta legend">`)
		legend, _, _ = strings.Cut(legend, "</p>")
		if strings.Contains(legend, labels[lang]["legend_other"]) || strings.Contains(legend, labels[lang]["legend_open"]) || !strings.Contains(legend, labels[lang]["legend_notified"]) {
			t.Errorf("%s html: the legend names a colour no bar uses", lang)
		}
	}
}

// In Korean the text card's columns line up on a terminal, where a Hangul
// syllable takes two columns: tabwriter counted one, so the meeting column
// and each section's values were shifted by the labels' syllable counts.
func TestKoreanTableAlignsByDisplayWidth(t *testing.T) {
	c := Card{GeneratedAt: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), Meetings: []Row{{Tenant: "demo", Project: "P42", Meeting: "M1", Extracted: 2, Registered: 2, Notified: 2}},
		Total: Row{Extracted: 2, Registered: 2, Notified: 2}}
	var b bytes.Buffer
	if err := WriteTable(&b, c, "ko"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	// The meeting table: header, one meeting, the total — same width each.
	table := lines[2:5]
	for _, l := range table[1:] {
		if textable.DisplayWidth(l) != textable.DisplayWidth(table[0]) {
			t.Errorf("table rows of different widths:\n%s", strings.Join(table, "\n"))
			break
		}
	}
	// Each section's values start in one column.
	col := -1
	for _, l := range lines[6:] {
		if l == "" {
			col = -1
			continue
		}
		if !strings.HasPrefix(l, "  ") {
			continue // a section's title
		}
		at := strings.LastIndex(l, "  ")
		if w := textable.DisplayWidth(l[:at]); col >= 0 && w != col && !strings.HasPrefix(strings.TrimSpace(l[at:]), "demo:") {
			t.Errorf("section values out of line at %q:\n%s", l, b.String())
		} else {
			col = w
		}
	}
}
