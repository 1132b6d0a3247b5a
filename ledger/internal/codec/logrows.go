package codec

import (
	"time"

	"github.com/axagent/axagent/ledger"
)

// Ms is a time as the ledgers store it: Unix milliseconds, 0 for none.
func Ms(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// FromMs reads Ms back, in UTC.
func FromMs(v int64) time.Time {
	if v == 0 {
		return time.Time{}
	}
	return time.UnixMilli(v).UTC()
}

// TransitionListRow is one row of a backend's transition listing, in the
// order both select it: id, kind, from, to, stored reason (NULL when
// derived), attempt ID, generation, actor name, external ID, time, and the
// context a derived reason is composed from.
type TransitionListRow struct {
	ID, Kind, To, At, Generation int64
	From                         *int64
	Reason                       *string
	Attempt                      []byte
	Actor, ExternalID, DerivCtx  string
}

// Dest is the scan destinations in the listing's column order.
func (r *TransitionListRow) Dest() []any {
	return []any{&r.ID, &r.Kind, &r.From, &r.To, &r.Reason, &r.Attempt, &r.Generation, &r.Actor, &r.ExternalID, &r.At, &r.DerivCtx}
}

// Transition decodes the row as an entry of key's log.
func (r *TransitionListRow) Transition(key string) ledger.Transition {
	t := ledger.Transition{Key: key, ID: r.ID, Kind: KindName(r.Kind), From: NullState(r.From), To: StateOf(r.To, true),
		AttemptID: AttemptIDOf(r.Attempt), Generation: r.Generation, Actor: r.Actor, ExternalID: r.ExternalID, At: FromMs(r.At)}
	if r.Reason != nil {
		t.Reason = *r.Reason
	} else {
		t.Reason = DerivedReason(r.Kind, t.From, t.To, r.DerivCtx)
	}
	return t
}

// AttemptListRow is one row of a backend's attempt listing: id, kind,
// generation, owner name, started, ended, outcome, external ID, error,
// trace ID.
type AttemptListRow struct {
	Kind, Generation, Started, Ended  int64
	ID, Trace                         []byte
	Owner, Outcome, ExternalID, Error string
}

// Dest is the scan destinations in the listing's column order.
func (r *AttemptListRow) Dest() []any {
	return []any{&r.ID, &r.Kind, &r.Generation, &r.Owner, &r.Started, &r.Ended, &r.Outcome, &r.ExternalID, &r.Error, &r.Trace}
}

// Attempt decodes the row as one of key's attempts.
func (r *AttemptListRow) Attempt(key string) ledger.Attempt {
	return ledger.Attempt{Key: key, ID: AttemptIDOf(r.ID), Kind: KindName(r.Kind), Generation: r.Generation, Owner: r.Owner,
		StartedAt: FromMs(r.Started), EndedAt: FromMs(r.Ended), Outcome: r.Outcome, ExternalID: r.ExternalID, Error: r.Error,
		TraceID: TraceIDOf(r.Trace)}
}

// NullState decodes a nullable state code.
func NullState(code *int64) ledger.State {
	if code == nil {
		return StateOf(0, false)
	}
	return StateOf(*code, true)
}

// ScanTransitions reads a transition listing's rows as key's log.
func ScanTransitions(rows ScanRows, key string) ([]ledger.Transition, error) {
	return Collect(rows, func() (ledger.Transition, error) {
		var r TransitionListRow
		err := rows.Scan(r.Dest()...)
		return r.Transition(key), err
	})
}

// ScanAttempts reads an attempt listing's rows as key's attempts.
func ScanAttempts(rows ScanRows, key string) ([]ledger.Attempt, error) {
	return Collect(rows, func() (ledger.Attempt, error) {
		var r AttemptListRow
		err := rows.Scan(r.Dest()...)
		return r.Attempt(key), err
	})
}
