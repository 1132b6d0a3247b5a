package series

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// Fact is what a tracker said about a registered task: a fact about the
// task, never a ledger state of the create that made it. Since is when the
// status was first seen as it is; At is when it was true: the tracker's
// time of the change for a push, the time of the read for a pull. Via says
// who saw it ("pull", "push:github").
type Fact struct {
	Status string    `json:"status"`
	Since  time.Time `json:"since"`
	At     time.Time `json:"at,omitzero"`
	Via    string    `json:"via,omitempty"`
}

// Facts are the statuses the trackers reported for key's task, oldest
// first; each change is recorded once.
func Facts(ctx context.Context, s ledger.Store, key string) ([]Fact, error) {
	list, err := s.TaskStatusList(ctx, key)
	if err != nil {
		return nil, err
	}
	out := make([]Fact, len(list))
	for i, t := range list {
		out[i] = Fact{Status: t.Status, Since: t.Since, At: t.At, Via: t.Via}
	}
	return out, nil
}

// Recorded says what RecordStatus did.
type Recorded struct {
	// Added: the fact was written; Changed: and it replaced an earlier
	// status (the first status seen is no change).
	Added, Changed bool
	// Older: a status recorded before was true later; the fact was dropped.
	Older bool
}

// maxStatusTries bounds the re-reads when concurrent writers keep taking
// the next place.
const maxStatusTries = 20

// RecordStatus appends f to key's status history unless the last status
// already says it (a status seen twice — by a push and a pull, or by a
// replayed delivery — records once) or a status recorded before was true
// later than f (an event delivered out of order never overwrites a newer
// status). Facts without At do not order. A concurrent writer that took
// the place makes it read and decide again.
func RecordStatus(ctx context.Context, s ledger.Store, key string, f Fact) (Recorded, error) {
	for try := 0; try < maxStatusTries; try++ {
		list, err := s.TaskStatusList(ctx, key)
		if err != nil {
			return Recorded{}, fmt.Errorf("record status %s: %w", key, err)
		}
		var out Recorded
		for _, g := range list {
			if !f.At.IsZero() && g.At.After(f.At) {
				out.Older = true
			}
		}
		if out.Older || len(list) > 0 && list[len(list)-1].Status == f.Status {
			return out, nil
		}
		err = s.TaskStatusAdd(ctx, ledger.TaskStatus{Key: key, Seq: len(list) + 1, Status: f.Status, Since: f.Since, At: f.At, Via: f.Via})
		if errors.Is(err, ledger.ErrTaskStatusChanged) {
			continue
		}
		if err != nil {
			return Recorded{}, fmt.Errorf("record status %s: %w", key, err)
		}
		return Recorded{Added: true, Changed: len(list) > 0}, nil
	}
	return Recorded{}, fmt.Errorf("record status %s: the history kept changing under concurrent writers", key)
}
