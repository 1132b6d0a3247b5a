package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// handTracker is a tracker holding one task filed by hand, without a key
// (as trackers that keep no key on a task, or a person, would), and whose
// lookups can fail transiently.
type handTracker struct {
	connectors.TaskConnector
	down bool
}

func (h *handTracker) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	if h.down {
		return connectors.RemoteTask{}, errors.New("503 Service Unavailable")
	}
	if id == "HAND-1" {
		return connectors.RemoteTask{ID: id, Title: "창고 재고 실사"}, nil
	}
	return h.TaskConnector.Get(ctx, id)
}

// A task that carries no key is taken (the tracker cannot say otherwise);
// a tracker that does not answer is no refusal but a failure to try again.
func TestResolveFoundTaskWithoutKey(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tracker := &handTracker{TaskConnector: sandbox.NewTaskConnector(svc)}
	cfg, _ := config.Load("")
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	a, err := New(ctx, Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Log: slog.New(slog.DiscardHandler),
		Tasks: tracker, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if _, err := a.Register(ctx, meetingNotes("- [ ] @준호 창고 재고 실사 (기한: 2026-09-25)\n"), RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	key := "demo:P42:M0914:A001:create-task"
	tracker.down = true
	_, err = a.Resolve(ctx, Decision{Key: key, ExternalID: "HAND-1", NoNotify: true, Reason: "filed by hand"})
	if err == nil || IsRefused(err) || !strings.Contains(err.Error(), "try again") {
		t.Fatalf("resolve while the tracker is down: %v; want a failure to try again, not a refusal", err)
	}
	tracker.down = false
	r, err := a.Resolve(ctx, Decision{Key: key, ExternalID: "HAND-1", NoNotify: true, Reason: "filed by hand"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Execution.State != ledger.Succeeded || r.Execution.ExternalID != "HAND-1" {
		t.Fatalf("resolved to %+v", r.Execution)
	}
	ts, _ := a.Transitions(ctx, key)
	if last := ts[len(ts)-1]; !strings.Contains(last.Reason, "found in sandbox (the task carries no key): filed by hand") {
		t.Fatalf("logged %q", last.Reason)
	}
}

func meetingNotes(body string) Notes {
	return Notes{Name: "m.md", Body: []byte("# 회의\n\n## 액션 아이템\n" + body), Date: "2026-09-14",
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}}
}
