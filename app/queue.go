package app

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// WaitInDoubt is the reason of a key whose outcome is unknown: the
// tracker may hold it, and axagent looks it up before anything else.
const WaitInDoubt = "in-doubt"

// QueueFilter selects keys that wait: for a person (needs-human, the
// default) or in doubt (unknown).
type QueueFilter struct {
	State ledger.State
	// Reason is an Explanation code (WaitUnknownAssignee, …).
	Reason                   string
	Tenant, Project, Meeting string
	// Assignee matches the name as written or as resolved.
	Assignee string
	// Search matches the key or the title, case-insensitively.
	Search string
	// Visible says which tenants the reader may see (nil: all).
	Visible func(tenant string) bool
	Lang    string
	// Offset and Limit page the result (Limit 0: all).
	Offset, Limit int
}

// QueueEntry is one waiting key with why it waits.
type QueueEntry struct {
	Execution ledger.Execution
	Why       Explanation
	// Task is the key's task in its tracker, with its page there.
	Task TaskLink
	// Context is the action's source line in its section (nil: none kept).
	Context *SourceContext
	// Possible are the earlier tasks of its series it may be (a held
	// action's possible links): "this is task X" merges it (Merge),
	// answering its hold.
	Possible []Link
	// Restated are later meetings' actions linked to it as restatements
	// while it waits (issue 27): one hold for the same work — approving
	// it files one task (with the latest due date they gave), rejecting
	// it drops them too.
	Restated []Link
	// PossiblyRestated are later meetings' actions shown as possibly it
	// (their possible links to it, filed or held): the same work perhaps,
	// written again — with an owner now, or by the item's link alone.
	// Whoever answers its hold sees them beside it and decides; nothing
	// of the hold changes until a person does.
	PossiblyRestated []Link
}

// QueuePage is one page of waiting keys.
type QueuePage struct {
	Entries []QueueEntry
	// Total counts the keys matching the filter, all pages.
	Total int
	// Counts are the keys per reason under every filter but Reason, so
	// that the navigation shows what each reason would list.
	Counts map[string]int
	// Tenants, Projects, Meetings and Assignees are the values the keys
	// of the state hold, for the filter's choices.
	Tenants, Projects, Meetings, Assignees []string
}

// ExplainKey explains why e waits: for a person, or in doubt.
func ExplainKey(lang string, e ledger.Execution, rosterFlag string) Explanation {
	if e.State != ledger.NeedsHuman {
		ex := Explanation{Code: WaitInDoubt, Codes: []string{WaitInDoubt}, Actions: []string{ActCheck, ActFound}}
		ex.Text, ex.Fix = inDoubtWords(lang)
		ex.Command = "axagent reconcile " + e.Key.String()
		return ex
	}
	return Explain(lang, e, rosterFlag)
}

func inDoubtWords(lang string) (string, string) {
	if lang == "ko" {
		return "트래커의 응답이 없어 등록 여부를 확인하는 중입니다. 다시 보내지 않고 키로 조회합니다.",
			"기다리면 axagent가 확인합니다. 트래커에서 직접 찾았다면 그 ID로 '찾음' 처리하세요."
	}
	return "The tracker's answer was lost; axagent is checking whether it holds the task, by key, without sending again.",
		"Wait for the check, or, if you found the task in the tracker, mark it found with its ID."
}

// Queue lists the keys that wait, filtered and paged, with why each
// waits and the counts per reason.
func (a *App) Queue(ctx context.Context, f QueueFilter) (QueuePage, error) {
	st := f.State
	if st == "" {
		st = ledger.NeedsHuman
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: st})
	if err != nil {
		return QueuePage{}, fmt.Errorf("queue: %w", err)
	}
	out := QueuePage{Counts: map[string]int{}}
	sets := [4]map[string]bool{{}, {}, {}, {}}
	search := strings.ToLower(strings.TrimSpace(f.Search))
	for _, e := range list {
		if f.Visible != nil && !f.Visible(e.Key.Tenant) {
			continue
		}
		sets[0][e.Key.Tenant], sets[1][e.Key.Project], sets[2][e.Key.Meeting] = true, true, true
		if n := assigneeName(e.Intent); n != "" {
			sets[3][n] = true
		}
		switch {
		case f.Tenant != "" && e.Key.Tenant != f.Tenant,
			f.Project != "" && e.Key.Project != f.Project,
			f.Meeting != "" && e.Key.Meeting != f.Meeting,
			f.Assignee != "" && e.Intent.Assignee != f.Assignee && e.Intent.AssigneeID != f.Assignee,
			search != "" && !strings.Contains(strings.ToLower(e.Key.String()), search) && !strings.Contains(strings.ToLower(e.Intent.Title), search):
			continue
		}
		why := ExplainKey(f.Lang, e, "")
		out.Counts[why.Code]++
		if f.Reason != "" && why.Code != f.Reason {
			continue
		}
		out.Entries = append(out.Entries, QueueEntry{Execution: e, Why: why})
	}
	sort.SliceStable(out.Entries, func(i, j int) bool {
		return out.Entries[i].Execution.Key.String() < out.Entries[j].Execution.Key.String()
	})
	out.Total = len(out.Entries)
	if f.Offset > 0 {
		out.Entries = out.Entries[min(f.Offset, len(out.Entries)):]
	}
	if f.Limit > 0 && len(out.Entries) > f.Limit {
		out.Entries = out.Entries[:f.Limit]
	}
	links := map[ledger.MeetingScope][]ledger.SeriesLink{}
	for i := range out.Entries {
		en := &out.Entries[i]
		if en.Execution.State == ledger.NeedsHuman {
			if en.Possible, err = a.possibleOf(ctx, en.Execution.Key, links); err != nil {
				return QueuePage{}, fmt.Errorf("queue: %w", err)
			}
			if en.Restated, en.PossiblyRestated, err = a.tiedWhileHeld(ctx, en.Execution); err != nil {
				return QueuePage{}, fmt.Errorf("queue: %w", err)
			}
		}
		if en.Task, err = a.TaskLink(ctx, en.Execution); err != nil {
			return QueuePage{}, fmt.Errorf("queue: %w", err)
		}
		if sc, ok, err := a.SourceContextOf(ctx, en.Execution.Key); err != nil {
			return QueuePage{}, fmt.Errorf("queue: %w", err)
		} else if ok {
			en.Context = &sc
		}
	}
	out.Tenants, out.Projects, out.Meetings, out.Assignees = sorted(sets[0]), sorted(sets[1]), sorted(sets[2]), sorted(sets[3])
	return out, nil
}

func assigneeName(in ledger.Intent) string {
	if in.AssigneeID != "" {
		return in.AssigneeID
	}
	return in.Assignee
}

func sorted(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// tiedWhileHeld are the later actions tied to e, a task held before any
// attempt: its restatements (the later actions the linker tied to it
// instead of holding them again) and the later actions shown as possibly
// it.
func (a *App) tiedWhileHeld(ctx context.Context, e ledger.Execution) (restated, possible []Link, err error) {
	if e.Key.Operation != ledger.OpCreateTask || e.Attempts != 0 {
		return nil, nil, nil
	}
	all, err := a.TaskLinks(ctx, e.Key)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range all {
		switch {
		case l.Restated():
			restated = append(restated, l)
		case l.Possible():
			possible = append(possible, l)
		}
	}
	return restated, possible, nil
}
