package execute

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// Runner drives an engine and a dispatcher over a set of keys until every
// key is settled or the context ends.
type Runner struct {
	Engine     *Engine
	Dispatcher *notify.Dispatcher
	// Poll bounds a wait for the next due row (default 1s).
	Poll time.Duration
}

// KeyStatus is where one execution and its notifications stand.
type KeyStatus struct {
	Execution     ledger.Execution
	Notifications []ledger.Notification
}

// Settled: nothing more will happen without time passing past a horizon we
// do not wait for, or a human.
func (k KeyStatus) Settled() bool {
	if !k.Execution.State.Settled() {
		return false
	}
	for _, n := range k.Notifications {
		if !n.State.Settled() {
			return false
		}
	}
	return true
}

// NotificationState summarises a key's notifications: the worst state, or
// "none" before any was queued.
func (k KeyStatus) NotificationState() string {
	// Fallbacks fold into their notification; digest rows are the
	// person's, not the action's (issue 20).
	rows := notify.Effective(k.Notifications)
	if len(rows) == 0 {
		return "none"
	}
	order := map[ledger.State]int{ledger.NeedsHuman: 0, ledger.Unknown: 1, ledger.Running: 2, ledger.Pending: 3, ledger.Abandoned: 4, ledger.Succeeded: 5}
	worst := rows[0].State
	for _, n := range rows[1:] {
		if order[n.State] < order[worst] {
			worst = n.State
		}
	}
	if worst == ledger.Succeeded {
		return "sent"
	}
	return string(worst)
}

// Status reads the keys' current state.
func Status(ctx context.Context, s ledger.Store, keys []string) ([]KeyStatus, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	execs, err := s.ExecutionList(ctx, ledger.ListParams{Keys: keys})
	if err != nil {
		return nil, err
	}
	byKey := map[string]ledger.Execution{}
	for _, e := range execs {
		byKey[e.Key.String()] = e
	}
	var out []KeyStatus
	for _, k := range keys {
		e, ok := byKey[k]
		if !ok {
			return nil, fmt.Errorf("status %s: %w", k, ledger.ErrNotFound)
		}
		notes, err := s.OutboxList(ctx, ledger.OutboxListParams{ExecKey: k})
		if err != nil {
			return nil, err
		}
		out = append(out, KeyStatus{Execution: e, Notifications: notes})
	}
	return out, nil
}

// Work runs passes over keys until all are settled or ctx ends; it returns
// the last status either way.
func (r *Runner) Work(ctx context.Context, keys []string) ([]KeyStatus, error) {
	poll := r.Poll
	if poll <= 0 {
		poll = time.Second
	}
	clk := r.Engine.Clock
	for {
		st, err := Status(ctx, r.Engine.Store, keys)
		if err != nil {
			return nil, err
		}
		var open, notes []string
		for _, k := range st {
			if !k.Settled() {
				open = append(open, k.Execution.Key.String())
				for _, n := range k.Notifications {
					notes = append(notes, n.Key)
				}
			}
		}
		if len(open) == 0 {
			return st, nil
		}
		if open, err = r.withEarlierUpdates(ctx, st, open); err != nil {
			return st, err
		}
		res, err := r.Engine.RunOnce(ctx, open)
		// The keys' handed-off notifications are part of this pass.
		r.Engine.Wait()
		if err != nil {
			return st, err
		}
		var dres notify.DispatchResult
		if len(notes) > 0 && r.Dispatcher != nil {
			if dres, err = r.Dispatcher.RunOnce(ctx, notes); err != nil {
				return st, err
			}
		}
		if res.Claimed > 0 || dres.Claimed > 0 {
			continue
		}
		// Nothing due: wait for the earliest due row, bounded by poll.
		wait := poll
		now := clk.Now()
		for _, k := range st {
			for _, t := range dueTimes(k) {
				if d := t.Sub(now); d > 0 && d < wait {
					wait = d
				}
			}
		}
		select {
		case <-ctx.Done():
			return Status(context.WithoutCancel(ctx), r.Engine.Store, keys)
		case <-clk.After(wait):
		}
	}
}

// withEarlierUpdates adds to open the unsettled earlier updates of each
// open update key: an update waits for those (updates land in the order
// they were planned), so working only the named keys would wait for
// someone else to work them.
func (r *Runner) withEarlierUpdates(ctx context.Context, st []KeyStatus, open []string) ([]string, error) {
	var earlier []string
	for _, k := range st {
		if !k.Settled() {
			earlier = append(earlier, earlierUpdates(k.Execution.Key)...)
		}
	}
	if len(earlier) == 0 {
		return open, nil
	}
	list, err := r.Engine.Store.ExecutionList(ctx, ledger.ListParams{Keys: earlier})
	if err != nil {
		return open, fmt.Errorf("work: %w", err)
	}
	for _, e := range list {
		if !e.State.Settled() && !slices.Contains(open, e.Key.String()) {
			open = append(open, e.Key.String())
		}
	}
	return open, nil
}

func dueTimes(k KeyStatus) []time.Time {
	var ts []time.Time
	if k.Execution.State == ledger.Running {
		ts = append(ts, k.Execution.LeaseUntil)
	} else {
		ts = append(ts, k.Execution.NextAttemptAt)
	}
	for _, n := range k.Notifications {
		if n.State == ledger.Running {
			ts = append(ts, n.LeaseUntil)
		} else {
			ts = append(ts, n.NextAttemptAt)
		}
	}
	return ts
}

// Message says exactly what is confirmed and what is not (R17).
func Message(lang string, st []KeyStatus, alreadyDone bool) string {
	var lines []string
	for _, k := range st {
		e := k.Execution
		id := e.Key.Action
		if e.ExternalID != "" {
			id = e.ExternalID
		}
		upd := strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask)
		ns := k.NotificationState()
		switch e.State {
		case ledger.Succeeded:
			switch {
			case alreadyDone && lang == "en":
				lines = append(lines, "already registered: "+id+".")
			case alreadyDone:
				lines = append(lines, "이미 등록됨: "+id+".")
			case ns == "sent" && lang == "en":
				lines = append(lines, fmt.Sprintf("%s %s is confirmed and the assignee was notified.", id, word(upd, "registration", "update")))
			case ns == "sent":
				lines = append(lines, fmt.Sprintf("%s %s 담당자 알림 전달을 확인했습니다.", id, word(upd, "등록과", "변경과")))
			case ns == "needs-human" && lang == "en":
				lines = append(lines, fmt.Sprintf("%s %s is confirmed. The assignee notification needs a human: its delivery could not be confirmed.", id, word(upd, "registration", "update")))
			case ns == "needs-human":
				lines = append(lines, fmt.Sprintf("%s %s 확인했습니다. 담당자 알림은 전달 여부를 확인할 수 없어 사람의 확인이 필요합니다.", id, word(upd, "등록은", "변경은")))
			case lang == "en":
				lines = append(lines, fmt.Sprintf("%s %s is confirmed. The assignee notification is still being confirmed.", id, word(upd, "registration", "update")))
			default:
				lines = append(lines, fmt.Sprintf("%s %s 확인했습니다. 담당자 알림은 전달 여부를 확인 중입니다.", id, word(upd, "등록은", "변경은")))
			}
		case ledger.Unknown, ledger.Running, ledger.Pending:
			if lang == "en" {
				lines = append(lines, fmt.Sprintf("%s: not confirmed yet (%s); the worker will finish it and nothing will be sent twice.", e.Key, e.State))
			} else {
				lines = append(lines, fmt.Sprintf("%s: 아직 확인되지 않았습니다(%s). 워커가 이어서 처리하며 중복 등록은 없습니다.", e.Key, stateKO[e.State]))
			}
		case ledger.NeedsHuman:
			if lang == "en" {
				lines = append(lines, fmt.Sprintf("%s needs a human: %s", e.Key, e.Reason))
			} else {
				lines = append(lines, fmt.Sprintf("%s 사람의 확인이 필요합니다: %s", e.Key, e.Reason))
			}
		case ledger.Abandoned:
			if lang == "en" {
				lines = append(lines, fmt.Sprintf("%s was abandoned by a human.", e.Key))
			} else {
				lines = append(lines, fmt.Sprintf("%s 사람이 취소했습니다.", e.Key))
			}
		}
	}
	return strings.Join(lines, "\n")
}

// stateKO names the states a key is still open in, in Korean.
var stateKO = map[ledger.State]string{ledger.Pending: "대기", ledger.Running: "처리 중", ledger.Unknown: "결과 확인 중"}

func word(update bool, create, upd string) string {
	if update {
		return upd
	}
	return create
}
