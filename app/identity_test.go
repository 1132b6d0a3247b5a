package app

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// registerFile registers one file of a folder the way `register FOLDER`
// does (notes.Read, Document, Register), with an optional --meeting.
func registerFile(t *testing.T, a *App, root, rel, flagMeeting string) (Registration, notes.Identity, error) {
	t.Helper()
	d, err := notes.Read(filepath.Join(root, rel), rel, flagMeeting, "")
	if err != nil {
		t.Fatal(err)
	}
	n, id, err := a.Document(context.Background(), d, "demo", "P42")
	if err != nil {
		t.Fatal(err)
	}
	r, err := a.Register(context.Background(), n, RegisterOptions{Timeout: 10 * time.Second})
	return r, id, err
}

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for rel, body := range files {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// Two meetings titled "Weekly sync W37" a year apart in one folder are two
// meetings, each task with its own due date; a rerun of the folder maps
// each file to its meeting again; two files with one title and one date
// but other content are two meetings too.
func TestSameTitleAYearApart(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	root := writeFiles(t, map[string]string{
		"2025/2025-09-08_weekly.md": "# Weekly sync W37\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2025-09-19)\n",
		"2026/2026-09-07_weekly.md": "# Weekly sync W37\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-09-18)\n",
		"ops/2026-09-07_weekly.md":  "# Weekly sync W37\n\n## Action items\n- [ ] @민서 Renew the api.example.com certificate (due 2026-09-30)\n",
	})
	ids := map[string]string{}
	for _, rel := range []string{"2025/2025-09-08_weekly.md", "2026/2026-09-07_weekly.md", "ops/2026-09-07_weekly.md"} {
		r, id, err := registerFile(t, a, root, rel, "")
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		if s := r.Summary(); s.Created != 1 || s.Linked != 0 || s.Updated != 0 {
			t.Fatalf("%s (%s): %+v\n%s", rel, id.Meeting, s, r.Message)
		}
		ids[rel] = id.Meeting
	}
	if ids["2025/2025-09-08_weekly.md"] != "W37-20250908" || ids["2026/2026-09-07_weekly.md"] != "W37-20260907" ||
		!strings.HasPrefix(ids["ops/2026-09-07_weekly.md"], "W37-20260907-") {
		t.Fatalf("meeting IDs %v", ids)
	}
	tasks := tasksIn(t, db)
	if len(tasks) != 3 {
		t.Fatalf("%d tasks, want 3", len(tasks))
	}
	for _, x := range tasks {
		want := map[string]string{"demo:P42:W37-20250908:A001:create-task": "2025-09-19", "demo:P42:W37-20260907:A001:create-task": "2026-09-18"}[x.Key]
		if want != "" && x.DueDate != want {
			t.Errorf("%s due %s, want %s", x.Key, x.DueDate, want)
		}
	}
	// The folder again: the same meetings, nothing new.
	for rel, want := range ids {
		r, id, err := registerFile(t, a, root, rel, "")
		if err != nil || id.Meeting != want || len(r.Submission.Created) != 0 {
			t.Fatalf("rerun %s: %s (want %s), created %v, %v", rel, id.Meeting, want, r.Submission.Created, err)
		}
	}
}

// --meeting is a person's word and is respected, but notes of another date
// under a meeting ID that a meeting of its own holds are refused, naming
// both files, and nothing is recorded for them.
func TestMeetingFlagClashRefused(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	root := writeFiles(t, map[string]string{
		"2025-09-08_weekly.md": "# Weekly sync\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2025-09-19)\n",
		"2026-09-07_weekly.md": "# Weekly sync\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-09-18)\n",
	})
	if _, _, err := registerFile(t, a, root, "2025-09-08_weekly.md", "W37"); err != nil {
		t.Fatal(err)
	}
	before, _ := a.store.ActionRegistryList(context.Background(), ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W37"})
	_, _, err := registerFile(t, a, root, "2026-09-07_weekly.md", "W37")
	if !IsRefused(err) || !strings.Contains(err.Error(), "2025-09-08_weekly.md") || !strings.Contains(err.Error(), "2026-09-07_weekly.md") {
		t.Fatalf("clash: %v", err)
	}
	after, _ := a.store.ActionRegistryList(context.Background(), ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W37"})
	if len(after) != len(before) || len(tasksIn(t, db)) != 1 {
		t.Fatalf("a refused meeting recorded something: registry %d → %d, %d tasks", len(before), len(after), len(tasksIn(t, db)))
	}
	// The same date again (a corrected export of the same meeting) is the
	// same meeting.
	if _, _, err := registerFile(t, a, root, "2025-09-08_weekly.md", "W37"); err != nil {
		t.Fatal(err)
	}
}

// A meeting registered before IDs carried their date keeps its bare ID for
// the file that registers it first after the upgrade: nothing is filed
// twice. The next year's file with the same title is a meeting of its own.
func TestLegacyMeetingKeepsItsID(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	root := writeFiles(t, map[string]string{
		"2025/2025-09-08_weekly.md": "# Weekly sync W37\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2025-09-19)\n",
		"2026/2026-09-07_weekly.md": "# Weekly sync W37\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-09-18)\n",
	})
	// As an older build registered it: under the bare ID, with no record
	// of the meeting's identity (a ledger from before migration 0021).
	body, _ := os.ReadFile(filepath.Join(root, "2025/2025-09-08_weekly.md"))
	if _, err := a.Register(context.Background(), Notes{Name: "old", Body: body, Date: "2025-09-08", Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W37"}},
		RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`DELETE FROM series_meetings`); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	for _, c := range []struct{ rel, want string }{{"2025/2025-09-08_weekly.md", "W37"}, {"2026/2026-09-07_weekly.md", "W37-20260907"}} {
		r, id, err := registerFile(t, a, root, c.rel, "")
		if err != nil || id.Meeting != c.want {
			t.Fatalf("%s: meeting %s (want %s), %v", c.rel, id.Meeting, c.want, err)
		}
		if c.want == "W37" && len(r.Submission.Created) != 0 {
			t.Fatalf("the upgraded meeting filed again: %v", r.Submission.Created)
		}
	}
	if n := len(tasksIn(t, db)); n != 2 {
		t.Fatalf("%d tasks, want 2", n)
	}
}
