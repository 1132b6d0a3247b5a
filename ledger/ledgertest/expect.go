package ledgertest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// Entry is an expected log entry, its time in Unix milliseconds: the
// backends' migration tests spell out the log a migrated ledger must keep.
func Entry(id int64, key, kind string, from, to ledger.State, reason, att string, gen int64, actor, ext string, at int64) ledger.Transition {
	return ledger.Transition{ID: id, Key: key, Kind: kind, From: from, To: to, Reason: reason, AttemptID: att, Generation: gen,
		Actor: actor, ExternalID: ext, At: time.UnixMilli(at).UTC()}
}

// CheckLogs fails t unless each key's log is exactly want[key].
func CheckLogs(t *testing.T, s ledger.Store, want map[string][]ledger.Transition) {
	t.Helper()
	for key, w := range want {
		if got, err := s.TransitionList(context.Background(), key); err != nil || !reflect.DeepEqual(got, w) {
			t.Errorf("log of %s:\n got %+v, %v\nwant %+v", key, got, err, w)
		}
	}
}

// CheckAttempts fails t unless key's attempts are exactly want.
func CheckAttempts(t *testing.T, s ledger.Store, key string, want []ledger.Attempt) {
	t.Helper()
	if got, err := s.AttemptList(context.Background(), key); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("attempts of %s:\n got %+v, %v\nwant %+v", key, got, err, want)
	}
}
