package app

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// NotifyOperators queues, for each meeting that has keys waiting for a
// person no earlier digest told the operators about, one notification to
// the operators' channel (config operators_notify) listing them. It goes
// through the outbox like any notification: sent by the dispatcher, once.
//
// A key is covered per needs-human episode (its generation): one that is
// requeued and comes back later is told again. Covered keys are written to
// the ledger after the digest is queued; the digest's key is anchored on
// the meeting's first uncovered key and that key's generation, so a crash
// between the two finds the same digest key and queues nothing twice.
// It returns how many digests it queued.
func (a *App) NotifyOperators(ctx context.Context) (int, error) {
	on := a.cfg.OperatorsNotify
	if !on.Enabled() {
		return 0, nil
	}
	if _, ok := a.channels[on.Channel]; !ok {
		return 0, usagef("operators_notify.channel %q is not a configured channel", on.Channel)
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.NeedsHuman})
	if err != nil {
		return 0, fmt.Errorf("notify operators: %w", err)
	}
	groups := map[ledger.MeetingScope][]ledger.Execution{}
	for _, e := range list {
		_, covered, err := a.store.CacheGet(ctx, operatorMark(e))
		if err != nil {
			return 0, fmt.Errorf("notify operators: %w", err)
		}
		if covered {
			continue
		}
		sc := ledger.MeetingScope{Tenant: e.Key.Tenant, Project: e.Key.Project, Meeting: e.Key.Meeting}
		groups[sc] = append(groups[sc], e)
	}
	scopes := make([]ledger.MeetingScope, 0, len(groups))
	for sc := range groups {
		scopes = append(scopes, sc)
	}
	sort.Slice(scopes, func(i, j int) bool { return scopeString(scopes[i]) < scopeString(scopes[j]) })
	queued := 0
	for _, sc := range scopes {
		keys := groups[sc]
		sort.Slice(keys, func(i, j int) bool { return keys[i].Key.String() < keys[j].Key.String() })
		anchor := keys[0]
		n := ledger.NewNotification{
			Key:       ledger.NotificationKey(anchor.Key, "needs-human", "operators", int(anchor.Generation)),
			Channel:   on.Channel,
			Recipient: on.Recipient,
			Text:      a.operatorText(sc, keys),
		}
		added, err := a.store.OutboxEnqueue(ctx, anchor.Key.String(), []ledger.NewNotification{n}, a.now())
		if err != nil {
			return queued, fmt.Errorf("notify operators %s: %w", scopeString(sc), err)
		}
		queued += added
		for _, e := range keys {
			if err := a.store.CachePut(ctx, operatorMark(e), n.Key, a.now()); err != nil {
				return queued, fmt.Errorf("notify operators %s: %w", scopeString(sc), err)
			}
		}
	}
	return queued, nil
}

// operatorMark names one needs-human episode of a key in the ledger.
func operatorMark(e ledger.Execution) string {
	return fmt.Sprintf("operators-told:%s:%d", e.Key, e.Generation)
}

func scopeString(sc ledger.MeetingScope) string {
	return sc.Tenant + ":" + sc.Project + ":" + sc.Meeting
}

// operatorText is the digest: the meeting, each key with its reason, and
// where to act.
func (a *App) operatorText(sc ledger.MeetingScope, keys []ledger.Execution) string {
	var b strings.Builder
	if a.lang == "en" {
		fmt.Fprintf(&b, "[axagent] %s/%s/%s: %d action(s) need a person\n", sc.Tenant, sc.Project, sc.Meeting, len(keys))
	} else {
		fmt.Fprintf(&b, "[axagent] %s/%s/%s: 사람의 확인이 필요한 액션 %d건\n", sc.Tenant, sc.Project, sc.Meeting, len(keys))
	}
	u := strings.TrimRight(a.cfg.OperatorsNotify.ConsoleURL, "/")
	for _, e := range keys {
		title := e.Intent.Title
		if title == "" {
			title = e.Key.Action
		}
		// The reason and its fix in the operators' language, and where
		// to act on this key.
		ex := Explain(a.Lang(), e, "")
		fmt.Fprintf(&b, "- %s %s — %s %s\n", e.Key, title, ex.Text, ex.Fix)
		if u != "" {
			fmt.Fprintf(&b, "  %s/keys/%s\n", u, e.Key)
		} else {
			// The commands name the worker's ledger and config: pasted
			// without them they read the default ledger, where the key is
			// not.
			fmt.Fprintf(&b, "  %s%s\n", ex.Command, a.cmdFlags)
		}
	}
	if u != "" {
		fmt.Fprintf(&b, "%s/queue?meeting=%s\n", u, sc.Meeting)
	} else if a.lang == "en" {
		b.WriteString("axagent ledger list --state needs-human" + a.cmdFlags + "\n")
	} else {
		b.WriteString("확인: axagent ledger list --state needs-human" + a.cmdFlags + "\n")
	}
	return b.String()
}
