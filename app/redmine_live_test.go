package app_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/connectortest"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/report"
)

// A real Redmine (the one .ci/run starts with scripts/redmine-dev.sh):
// an issue closed through Redmine's API is done, one rejected is
// cancelled, after one status pull — and the next meeting of the series
// carries them over with that tracker status.
func TestLiveRedmineStatusWithinOnePull(t *testing.T) {
	t.Parallel()
	url, key := os.Getenv("AXAGENT_REDMINE_URL"), os.Getenv("AXAGENT_REDMINE_API_KEY")
	if url == "" || key == "" {
		t.Skip(`no Redmine: run eval "$(scripts/redmine-dev.sh)" first`)
	}
	connectortest.ExclusiveLive(t, "redmine")
	dir := t.TempDir()
	// A fresh tenant per run: the Redmine keeps issues between runs.
	b := make([]byte, 4)
	rand.Read(b)
	tenant := "live" + hex.EncodeToString(b)
	roster := "people:\n  - name: 민서\n    ids: {redmine: \"" + os.Getenv("AXAGENT_REDMINE_ASSIGNEE") + "\"}\n  - name: 지훈\n    ids: {redmine: \"" + os.Getenv("AXAGENT_REDMINE_OTHER_ASSIGNEE") + "\"}\n"
	if err := os.WriteFile(filepath.Join(dir, "roster.yaml"), []byte(roster), 0o600); err != nil {
		t.Fatal(err)
	}
	body := fmt.Sprintf("target: redmine\nroster: %s\nredmine:\n  url: %s\n  key_field: %q\n  projects: {P42: %s}\npermissions:\n  - {connector: redmine, tenants: [%s]}\n",
		filepath.Join(dir, "roster.yaml"), url, os.Getenv("AXAGENT_REDMINE_KEY_FIELD"), os.Getenv("AXAGENT_REDMINE_PROJECT"), tenant)
	if err := os.WriteFile(filepath.Join(dir, "axagent.yaml"), []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(filepath.Join(dir, "axagent.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	a := (&trackers{t: t, dir: dir}).app(cfg)
	ctx := context.Background()
	// One action per registration: the CI's Redmine runs on SQLite and
	// answers 500 to two creates at once ("database is locked"), which
	// axagent rightly treats as unknown and hands to a person.
	closeAs := map[string]string{"M0914": "Closed", "M0915": "Rejected"}
	want := map[string]string{"M0914": "done", "M0915": "cancelled"}
	var created []ledger.Execution
	for _, m := range []struct{ meeting, who, title string }{{"M0914", "민서", "공급사 납기 회신 확인"}, {"M0915", "지훈", "배너 교체"}} {
		notes := "---\ndate: 2026-09-14\n---\n# " + m.meeting + "\n\n## 액션 아이템\n- [ ] @" + m.who + " " + m.title + " (기한: 2026-09-21)\n"
		r, err := a.Register(ctx, app.Notes{Name: m.meeting + ".md", Body: []byte(notes), Scope: ledger.MeetingScope{Tenant: tenant, Project: "P42", Meeting: m.meeting}},
			app.RegisterOptions{Timeout: 3 * time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Status) != 1 {
			t.Fatalf("%s registered %+v, want one task", m.meeting, r.Status)
		}
		e := r.Status[0].Execution
		if e.State != ledger.Succeeded || e.ExternalID == "" {
			t.Fatalf("%s: %s %q (%s)", e.Key, e.State, e.ExternalID, e.Reason)
		}
		created = append(created, e)
	}
	for _, e := range created {
		setRedmineStatus(t, url, key, e.ExternalID, closeAs[e.Key.Meeting])
	}
	pull, err := a.PullStatus(ctx, 100)
	if err != nil {
		t.Fatal(err)
	}
	if pull.Failed != 0 {
		t.Fatalf("pull %+v", pull)
	}
	for _, e := range created {
		f, ok, err := a.TaskFactOf(ctx, e.Key.String())
		if err != nil || !ok || f.Status != want[e.Key.Meeting] {
			t.Fatalf("%s after one pull: %+v %v %v, want %s", e.Key, f, ok, err, want[e.Key.Meeting])
		}
	}
	// series show and the report card say what Redmine said.
	shown, err := a.Series(ctx, tenant, "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	gotShow := map[string]string{}
	for _, st := range shown {
		gotShow[st.Meeting] = st.TrackerStatus
	}
	if gotShow["M0914"] != "done" || gotShow["M0915"] != "cancelled" {
		t.Fatalf("series show %+v, want M0914's task done and M0915's cancelled", shown)
	}
	card, err := a.Report(ctx, report.Params{Tenant: tenant})
	if err != nil {
		t.Fatal(err)
	}
	if card.Total.TrackerDone != 1 || card.Total.TrackerCancelled != 1 || card.Total.TrackerOpen != 0 {
		t.Fatalf("report: tracker open/done/cancelled %d/%d/%d, want 0/1/1", card.Total.TrackerOpen, card.Total.TrackerDone, card.Total.TrackerCancelled)
	}
	// The next meeting of the series carries both over with the tracker's
	// word on them.
	next := "---\ndate: 2026-09-21\n---\n# M0921\n\n## 액션 아이템\n- [ ] @민서 회의실 예약 (기한: 2026-09-28)\n"
	r2, err := a.Register(ctx, app.Notes{Name: "M0921.md", Body: []byte(next), Scope: ledger.MeetingScope{Tenant: tenant, Project: "P42", Meeting: "M0921"}},
		app.RegisterOptions{Timeout: 3 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, c := range r2.CarriedOver {
		got[ledger.MustParseKey(c.Key).Meeting] = c.TrackerStatus
	}
	if got["M0914"] != "done" || got["M0915"] != "cancelled" {
		t.Fatalf("carried over %+v, want M0914's task done and M0915's cancelled", r2.CarriedOver)
	}
}

// setRedmineStatus moves an issue to the named status through Redmine's
// API, as a person in Redmine would.
func setRedmineStatus(t *testing.T, base, key, id, status string) {
	t.Helper()
	ids := map[string]int{"New": 1, "Closed": 5, "Rejected": 6} // Redmine's default data
	req, _ := http.NewRequest("PUT", base+"/issues/"+id+".json", strings.NewReader(fmt.Sprintf(`{"issue":{"status_id":%d}}`, ids[status])))
	req.Header.Set("X-Redmine-API-Key", key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent && resp.StatusCode != http.StatusOK {
		t.Fatalf("set #%s to %s: %d", id, status, resp.StatusCode)
	}
}
