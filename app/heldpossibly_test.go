package app

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A held task (no owner written) that a later meeting may restate — a
// later line, itself held, linking the same tracker item in other words
// — is listed in the queue with that later action beside it, so whoever
// answers the earlier hold sees both. Nothing of either hold changes: a
// rerun of the later meeting leaves both waiting, their logs as they
// were, and the possible link recorded once.
func TestHeldTaskListsLaterPossibleRestatements(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, _ := continuityApp(t, teamRoster, nil)
	week1 := `# Infra W1

## Action items
- [ ] Migrate rating.example.io to AKS, see https://github.com/example/helpdesk/issues/1627 (due 2026-10-09)
`
	week2 := `# Infra W2

## Action items
- [ ] Migrate ratings.example.io to Kubernetes, see https://github.com/example/helpdesk/issues/1627 (due 2026-10-16)
`
	registerNotes(t, a, "W1", "2026-10-01", week1)
	earlier, later := "demo:P42:W1:A001:create-task", "demo:P42:W2:A001:create-task"
	if held := heldKeys(t, a, "W1"); held[earlier] == "" {
		t.Fatalf("week 1 holds %v, want %s held (no owner)", held, earlier)
	}
	registerNotes(t, a, "W2", "2026-10-08", week2)
	before := heldKeys(t, a, "W1")
	for k, v := range heldKeys(t, a, "W2") {
		before[k] = v
	}
	if before[later] == "" {
		t.Fatalf("holds %v, want %s held too", before, later)
	}
	check := func(when string) {
		t.Helper()
		q, err := a.Queue(ctx, QueueFilter{Lang: "en"})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range q.Entries {
			if e.Execution.Key.String() != earlier {
				continue
			}
			found = true
			if len(e.PossiblyRestated) != 1 || e.PossiblyRestated[0].ActionKey != later || e.PossiblyRestated[0].Task != earlier {
				t.Errorf("%s: %s lists %+v as possibly restating it, want %s", when, earlier, e.PossiblyRestated, later)
			}
			if len(e.Restated) != 0 {
				t.Errorf("%s: %s restated by %+v: other words on one item are never linked", when, earlier, e.Restated)
			}
		}
		if !found {
			t.Fatalf("%s: %s not in the queue", when, earlier)
		}
	}
	check("first read")
	registerNotes(t, a, "W2", "2026-10-08", week2)
	check("rerun")
	after := heldKeys(t, a, "W1")
	for k, v := range heldKeys(t, a, "W2") {
		after[k] = v
	}
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s: %q before the rerun, %q after: a rerun released or changed a hold", k, v, after[k])
		}
	}
	links, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: earlier})
	if err != nil || len(links) != 1 || links[0].Kind != ledger.LinkPossible {
		t.Fatalf("links of %s after a rerun: %+v, %v", earlier, links, err)
	}
}
