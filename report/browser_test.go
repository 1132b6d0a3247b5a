package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/report"
)

// chromium finds Debian's Chromium (scripts/chromium.sh installs it). The
// test is skipped without it only outside CI.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed; CI runs scripts/chromium.sh first")
	}
	t.Skip("chromium is not installed (scripts/chromium.sh installs it)")
	return ""
}

// browserCard is a card with distinct figures, so that a figure read from
// the wrong cell shows.
func browserCard() report.Card {
	t0 := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	var execs, notes []ledger.KeyFacts
	add := func(meeting string, n, registered, notified int, lat time.Duration) {
		for i := 0; i < n; i++ {
			key := fmt.Sprintf("acme:P42:%s:A%03d:create-task", meeting, i+1)
			k := ledger.KeyFacts{Key: key, Source: "cli/" + meeting, CreatedAt: t0, State: ledger.Pending,
				Log: []ledger.Transition{{ID: 1, To: ledger.Pending, At: t0}}}
			if i < registered {
				k.State = ledger.Succeeded
				k.Log = append(k.Log, ledger.Transition{ID: 2, From: ledger.Pending, To: ledger.Running, AttemptID: "a", Generation: 1, At: t0},
					ledger.Transition{ID: 3, From: ledger.Running, To: ledger.Succeeded, AttemptID: "a", Generation: 1, At: t0.Add(lat * time.Duration(i+1))})
			}
			if i < notified {
				notes = append(notes, ledger.KeyFacts{Key: key + ":n", ExecKey: key, State: ledger.Succeeded,
					Log: []ledger.Transition{{ID: 1, To: ledger.Pending, At: t0}, {ID: 2, From: ledger.Running, To: ledger.Succeeded, AttemptID: "b", At: t0.Add(lat * time.Duration(i+2))}}})
			}
			execs = append(execs, k)
		}
	}
	add("M0914", 7, 5, 4, 300*time.Millisecond)
	add("M0921", 3, 2, 1, 2*time.Second)
	return report.Compute(report.Params{Tenant: "acme"}, ledger.ReportFacts{Now: t0.Add(time.Hour), Executions: execs, Notifications: notes,
		OldestKept: t0, Absorbed: []ledger.Absorbed{{ID: 1, Event: "cli/M0921"}}})
}

func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium(t)
	card := browserCard()
	dir := t.TempDir()
	// One browser, a tab per language: a second Chromium start cost more
	// than the page it rendered (issue 32).
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.UserDataDir(filepath.Join(dir, "profile")), chromedp.WindowSize(1000, 900),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	bctx, cancelB := chromedp.NewContext(actx)
	defer cancelB()
	browser, cancelT := context.WithTimeout(bctx, 120*time.Second)
	defer cancelT()
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	for _, lang := range []string{"ko", "en"} {
		var page bytes.Buffer
		if err := report.WriteHTML(&page, card, lang); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "card-"+lang+".html")
		if err := os.WriteFile(file, page.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
		tctx, cancelTab := chromedp.NewContext(browser)
		var figures map[string]map[string]string
		var title string
		var shot []byte
		err := chromedp.Do(tctx, chromedp.Navigate("file://"+file), chromedp.WaitVisible(chromedp.CSS(`[data-meeting="total"]`)))
		if err == nil {
			title, err = chromedp.Run(tctx, chromedp.Title())
		}
		if err == nil {
			figures, err = chromedp.Run(tctx, chromedp.Evaluate[map[string]map[string]string](`(() => {
				const out = {};
				for (const row of document.querySelectorAll('tr[data-meeting]')) {
					const m = {};
					for (const cell of row.querySelectorAll('[data-field]')) m[cell.dataset.field] = cell.textContent.trim();
					out[row.dataset.meeting] = m;
				}
				const d = {};
				for (const cell of document.querySelectorAll('[data-meeting="total-detail"] [data-field]')) d[cell.dataset.field] = cell.textContent.trim();
				out["total-detail"] = d;
				out["page"] = {coverage: document.querySelector('[data-field="coverage"]').textContent.trim(),
					bars: String(document.querySelectorAll('svg g[data-meeting] rect').length),
					external: String(document.querySelectorAll('script,link,img,iframe,[src]').length)};
				return out;
			})()`))
		}
		if err == nil {
			shot, err = chromedp.Run(tctx, chromedp.FullScreenshot(100))
		}
		cancelTab()
		if err != nil {
			t.Fatalf("%s: chromium: %v", lang, err)
		}
		want := func(meeting string, r report.Row) {
			got := figures[meeting]
			for field, v := range map[string]string{"extracted": fmt.Sprint(r.Extracted), "registered": fmt.Sprint(r.Registered),
				"notified": fmt.Sprint(r.Notified), "open": fmt.Sprint(r.Open), "duplicates_absorbed": fmt.Sprint(r.Duplicates),
				"registered_p50_ms": fmt.Sprint(r.RegisteredP50Ms), "registered_p99_ms": fmt.Sprint(r.RegisteredP99Ms)} {
				if got[field] != v {
					t.Errorf("%s: %s %s in the DOM is %q, want %q", lang, meeting, field, got[field], v)
				}
			}
		}
		for _, r := range card.Meetings {
			want(r.Tenant+":"+r.Project+":"+r.Meeting, r)
		}
		want("total", card.Total)
		// The figures the card was built to have, read from the page.
		if d := figures["total-detail"]; d["extracted"] != "10" || d["registered"] != "7" || d["notified"] != "5" || d["open"] != "3" ||
			d["duplicates_absorbed"] != "1" || d["oldest_open_age_s"] != "3600" {
			t.Errorf("%s: total detail in the DOM: %v", lang, d)
		}
		if p := figures["page"]; p["bars"] != "8" || p["external"] != "0" || p["coverage"] == "" {
			t.Errorf("%s: page: %v", lang, p)
		}
		if lang == "ko" && title != "성적표 · acme" || lang == "en" && title != "Report card · acme" {
			t.Errorf("%s: title %q", lang, title)
		}
		// The screenshot goes outside the repository.
		out := filepath.Join(os.TempDir(), "axagent-report-card-"+lang+".png")
		if err := os.WriteFile(out, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		if len(shot) < 10_000 {
			t.Errorf("%s: screenshot of %d bytes", lang, len(shot))
		}
		b, _ := json.Marshal(figures["total"])
		t.Logf("%s: screenshot %s (%d bytes); total in the DOM %s", lang, out, len(shot), b)
	}
}
