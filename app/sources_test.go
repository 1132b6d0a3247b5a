package app

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/notes"
)

// Transcripts: a speaker's own timed commitment is theirs (Korean and
// English); "네, 제가 할게요" answering a request is the answerer's, with the
// request's task; a speaker not in the roster waits for a person; the
// plan's source line is the cue's line in the file.
func TestTranscriptCommitments(t *testing.T) {
	t.Parallel()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	roster, err := extract.ParseRoster([]byte("people:\n  - name: 민서\n  - name: 지훈\n  - name: Dana\n"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	a, err := New(context.Background(), Config{DB: filepath.Join(dir, "l.db"), Settings: cfg, Roster: roster, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	vtt := `WEBVTT

00:00:01.000 --> 00:00:04.000
<v 민서>지훈 님, 협력사 견적 비교표를 목요일까지 정리해 주실 수 있을까요?

00:00:05.000 --> 00:00:07.000
<v 지훈>네, 제가 목요일까지 정리할게요.

00:00:08.000 --> 00:00:11.000
<v Dana>I'll send the revised budget by Friday.

00:00:12.000 --> 00:00:15.000
<v 하준>재고 실사는 제가 다음 주 수요일까지 할게요.

00:00:16.000 --> 00:00:18.000
<v 민서>오늘 회의는 여기까지 하겠습니다.
`
	p := filepath.Join(dir, "standup-2026-09-14.vtt")
	if err := os.WriteFile(p, []byte(vtt), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := notes.Read(p, filepath.Base(p), "", "")
	if err != nil {
		t.Fatal(err)
	}
	n, id, err := a.Document(context.Background(), d, "demo", "P42")
	if err != nil {
		t.Fatal(err)
	}
	if id.Date != "2026-09-14" || id.DateFrom != notes.FromFileName {
		t.Fatalf("identity %+v", id)
	}
	plan, err := a.Plan(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	byOwner := map[string]extract.Action{}
	for _, act := range plan.Actions {
		byOwner[act.Assignee] = act
	}
	if j := byOwner["지훈"]; !j.Ready() || j.DueDate != "2026-09-17" || j.SourceLine != 7 {
		t.Errorf("지훈's answer: %+v; want ready, due Thursday 2026-09-17, line 7 (the cue)", j)
	}
	if d := byOwner["Dana"]; !d.Ready() || d.DueDate != "2026-09-18" || d.SourceLine != 10 {
		t.Errorf("Dana's commitment: %+v; want ready, due 2026-09-18, line 10", d)
	}
	if h, ok := byOwner["하준"]; !ok || h.Ready() {
		t.Errorf("a speaker not in the roster: %+v (present %v); want needs-human", h, ok)
	}
	if m, ok := byOwner["민서"]; ok && m.Ready() {
		t.Errorf("the chair's closing remark became an action: %+v", m)
	}
}
