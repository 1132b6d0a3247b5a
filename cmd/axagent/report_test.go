package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/report"
)

// axagent report as a process: the JSON shape ({"meetings": [ROW…],
// "total": ROW}, snake_case, [] not null), the figures of a register run,
// every ROW field documented in --help, -o html for this command only, and
// usage errors exit 2.
func TestReportCommand(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	notes, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	if out, errOut, code := axagent(t, dir, nil, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M1", "--db", db); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	out, errOut, code := axagent(t, dir, nil, "report", "--db", db, "--tenant", "acme", "-o", "json")
	if code != 0 || !strings.Contains(out, `"meetings": []`) || strings.Contains(out, "null") {
		t.Fatalf("empty report: exit %d %s %s", code, out, errOut)
	}
	out, _, code = axagent(t, dir, nil, "report", "--db", db, "--tenant", "demo", "-o", "json")
	var card struct {
		Meetings []map[string]any `json:"meetings"`
		Total    map[string]any   `json:"total"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &card) != nil || len(card.Meetings) != 1 {
		t.Fatalf("report: exit %d %s", code, out)
	}
	checkSnake(t, "report", card)
	// The example notes: four actions, one with an assignee not in the
	// roster; the other three registered and notified.
	for f, want := range map[string]float64{"extracted": 4, "ready": 3, "needs_human": 1, "registered": 3, "notified": 3, "open": 1, "unknown": 0} {
		if card.Total[f] != want || card.Meetings[0][f] != want {
			t.Errorf("%s: total %v, meeting %v; want %v", f, card.Total[f], card.Meetings[0][f], want)
		}
	}
	for _, f := range []string{"tenant", "project", "meeting", "extracted", "ready", "needs_human", "registered", "notified", "open", "approvals",
		"rejections", "corrections", "manual_resolutions", "unknown", "settled_found_by_key", "settled_resent", "settled_by_human", "retries",
		"duplicates_absorbed", "registered_p50_ms", "registered_p99_ms", "notified_p50_ms", "notified_p99_ms"} {
		if _, ok := card.Total[f]; !ok {
			t.Errorf("ROW lacks %s", f)
		}
	}
	help, _, _ := axagent(t, dir, nil, "report", "--help")
	for f := range card.Total {
		if !strings.Contains(help, f) {
			t.Errorf("--help does not document %s", f)
		}
	}
	if len(report.Fields) == 0 || !strings.Contains(help, "Examples:") {
		t.Error("--help has no examples")
	}
	out, _, code = axagent(t, dir, nil, "report", "--db", db, "-o", "html", "--lang", "ko")
	if code != 0 || !strings.HasPrefix(out, "<!DOCTYPE html>") || !strings.Contains(out, "성적표") {
		t.Fatalf("html: exit %d %.200s", code, out)
	}
	for _, args := range [][]string{{"ledger", "stats", "-o", "html"}, {"report", "--since", "yesterday"}, {"report", "--lang", "fr"},
		{"report", "--since", "2026-10-01", "--until", "2026-09-01"}} {
		if _, errOut, code := axagent(t, dir, nil, append(args, "--db", db)...); code != exitUsage {
			t.Errorf("%v: exit %d (%s), want 2", args, code, errOut)
		}
	}
}
