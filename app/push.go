package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/trackerpush"
)

// PushSource is the inbox source of a tracker's pushes ("push:github").
func PushSource(tracker string) string { return "push:" + tracker }

// PushStatus records the status a tracker pushed (a verified webhook
// delivery, package trackerpush) as the same fact the status pull records:
// a status seen twice records once, an event older than the status
// recorded is dropped, and a "done" is only a fact — axagent never closes
// or reopens anything because of it. The delivery is recorded in the inbox
// under its ID once applied (S6, S8): a redelivery is answered from there.
// An issue that is no task of axagent (or a task of another tracker) is
// recorded as seen and ignored.
func (a *App) PushStatus(ctx context.Context, ev trackerpush.Event) (trackerpush.Outcome, error) {
	var out trackerpush.Outcome
	source := PushSource(ev.Tracker)
	rec, err := a.store.InboxGet(ctx, source, ev.DeliveryID)
	switch {
	case err == nil && rec.Status == ledger.InboxProcessed:
		out.Duplicate = true
		return out, nil
	case err != nil && !errors.Is(err, ledger.ErrNotFound):
		return out, fmt.Errorf("push status %s/%s: %w", ev.Tracker, ev.DeliveryID, err)
	}
	keys, err := a.tasksOfIssue(ctx, ev.Tracker, ev.Keys, ev.IDs)
	if err != nil {
		return out, fmt.Errorf("push status %s/%s: %w", ev.Tracker, ev.DeliveryID, err)
	}
	out.Tasks = len(keys)
	now := a.now()
	for _, k := range keys {
		r, err := a.recordStatus(ctx, k, TaskFact{Status: ev.Status, Since: now, At: ev.Updated, Via: source})
		if err != nil {
			return out, fmt.Errorf("push status %s/%s %s: %w", ev.Tracker, ev.DeliveryID, k, err)
		}
		if r.Added {
			out.Recorded++
		}
		if r.Older {
			out.Older++
		}
		a.log.Info("tracker pushed a status", "tracker", ev.Tracker, "delivery", ev.DeliveryID, "key", k, "status", ev.Status,
			"updated", ev.Updated, "recorded", r.Added, "older", r.Older)
	}
	result, _ := json.Marshal(map[string]any{"issue": ev.IDs[0], "status": ev.Status, "tasks": out.Tasks, "recorded": out.Recorded})
	res, err := a.store.Ingest(ctx, ledger.IngestParams{Source: source, MessageID: ev.DeliveryID, Result: string(result), Now: now})
	if err != nil {
		return out, fmt.Errorf("push status %s/%s: record delivery: %w", ev.Tracker, ev.DeliveryID, err)
	}
	// Two copies racing: the facts are written once either way.
	out.Duplicate = res.Duplicate && out.Recorded == 0
	return out, nil
}

// tasksOfIssue finds the registered tasks (their create-task keys) whose
// external ID is one of ids in tracker: the target the key was sent to
// must be that tracker (the same "owner/repo#12" may name a GitHub and a
// GitLab issue). GitHub and GitLab paths compare without case.
//
// The keys the payload carries are tried first, each one read by its key;
// only when none of them is the issue's task (an issue filed before the
// connector wrote keys, a body edited by hand) are the succeeded tasks
// scanned.
func (a *App) tasksOfIssue(ctx context.Context, tracker string, hints, ids []string) ([]string, error) {
	var out []string
	for _, h := range hints {
		k, err := ledger.ParseKey(h)
		if err != nil {
			continue
		}
		e, err := a.store.ExecutionGet(ctx, k.WithOperation(ledger.OpCreateTask))
		if errors.Is(err, ledger.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		ok, err := a.isTaskOf(ctx, e, tracker, ids)
		if err != nil {
			return nil, err
		}
		if ok && !slices.Contains(out, e.Key.String()) {
			out = append(out, e.Key.String())
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.Succeeded})
	if err != nil {
		return nil, err
	}
	for _, e := range list {
		ok, err := a.isTaskOf(ctx, e, tracker, ids)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, e.Key.String())
		}
	}
	return out, nil
}

// isTaskOf reports whether e is a registered task that is issue ids in
// tracker.
func (a *App) isTaskOf(ctx context.Context, e ledger.Execution, tracker string, ids []string) (bool, error) {
	if e.State != ledger.Succeeded || e.Key.Operation != ledger.OpCreateTask || e.ExternalID == "" || !matchID(e.ExternalID, ids) {
		return false, nil
	}
	target, err := a.store.TargetPin(ctx, e.Key.String(), "")
	if err != nil {
		return false, err
	}
	if target == "" {
		// Unpinned keys were sent to the default target (as the engine
		// routes them).
		target = a.cfg.Target
	}
	return target == tracker, nil
}

func matchID(id string, ids []string) bool {
	for _, x := range ids {
		if strings.EqualFold(id, x) {
			return true
		}
	}
	return false
}

// pushSecrets reads each tracker's webhook secret from the environment
// variable its config names (webhook_secret_env); a tracker without one
// has no push endpoint.
func (a *App) pushSecrets() map[string][]byte {
	out := map[string][]byte{}
	for name, env := range webhookSecretEnvs(a.cfg) {
		if env == "" {
			continue
		}
		if v := os.Getenv(env); v != "" {
			out[name] = []byte(v)
		} else {
			a.log.Warn("tracker push endpoint off: its secret variable is empty", "tracker", name, "webhook_secret_env", env)
		}
	}
	return out
}

// webhookSecretEnvs names, per tracker that can push, the variable its
// config says holds the webhook secret ("" when pushes are not set up).
func webhookSecretEnvs(cfg *config.Config) map[string]string {
	return map[string]string{
		trackerpush.GitHub: cfg.GitHub.WebhookSecretEnv,
		trackerpush.GitLab: cfg.GitLab.WebhookSecretEnv,
		trackerpush.Jira:   cfg.Jira.WebhookSecretEnv,
		trackerpush.Linear: cfg.Linear.WebhookSecretEnv,
	}
}
