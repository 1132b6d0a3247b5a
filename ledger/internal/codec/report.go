package codec

import (
	"database/sql"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
)

// The report card's facts (ledger.ReportFacts) are read by both backends
// with the same few set-wise queries; Facts assembles their rows the way
// TransitionList and AttemptList render one key: attempts with their
// folded claim and completion entries, log entries by ID, derived reasons
// composed again, actors by name.

// LogRow is a stored log entry as scanned. Nullable columns are
// sql.Null* values: both drivers scan into them without an allocation per
// row, which a report of a month's keys notices.
type LogRow struct {
	Kind, Ref, ID int64
	From          sql.NullInt64
	To            int64
	Reason        sql.NullString
	AttemptID     []byte
	Generation    int64
	Actor         sql.NullInt64
	ExternalID    string
	At            int64
}

// AttemptRow is a stored attempt with the entries folded into it.
type AttemptRow struct {
	Kind, Ref   int64
	ID          []byte
	Generation  int64
	Owner       sql.NullInt64
	StartedAt   int64
	EndedAt     int64
	Outcome     string
	ExternalID  string
	Error       string
	ClaimID     sql.NullInt64
	ClaimedFrom sql.NullInt64
	ClaimExt    sql.NullString
	DoneID      sql.NullInt64
	DoneTo      sql.NullInt64
	DoneReason  sql.NullString
	DoneExt     sql.NullString
	TraceID     []byte
}

// Facts collects the rows of one report read.
type Facts struct {
	Actors map[int64]string
	execs  rowIndex
	notes  rowIndex
	eOrder []int64
	nOrder []int64
	// reasons caches the derived first reason per source.
	reasons map[string]string
}

// NewFacts starts an assembly with the actor names by id.
func NewFacts(actors map[int64]string) *Facts {
	return &Facts{Actors: actors, execs: rowIndex{m: map[int64]*ledger.KeyFacts{}}, notes: rowIndex{m: map[int64]*ledger.KeyFacts{}},
		reasons: map[string]string{}}
}

// rowIndex finds a report's rows by id: a map while they are added, then,
// when their ids are dense (a period, a meeting), a slice over their range,
// since every log entry and attempt looks its row up.
type rowIndex struct {
	m      map[int64]*ledger.KeyFacts
	lo, hi int64
	s      []*ledger.KeyFacts
	frozen bool
}

func (x *rowIndex) put(id int64, k *ledger.KeyFacts) {
	if len(x.m) == 0 || id < x.lo {
		x.lo = id
	}
	if len(x.m) == 0 || id > x.hi {
		x.hi = id
	}
	x.m[id] = k
	x.frozen, x.s = false, nil
}

func (x *rowIndex) get(id int64) *ledger.KeyFacts {
	if !x.frozen {
		x.frozen = true
		if n := int64(len(x.m)); n > 64 && x.hi-x.lo+1 <= 2*n {
			x.s = make([]*ledger.KeyFacts, x.hi-x.lo+1)
			for i, k := range x.m {
				x.s[i-x.lo] = k
			}
		}
	}
	if x.s != nil {
		if id < x.lo || id > x.hi {
			return nil
		}
		return x.s[id-x.lo]
	}
	return x.m[id]
}

// enqueued is DerivedReason of an execution's first entry, made once per
// source.
func (f *Facts) enqueued(source string) string {
	r, ok := f.reasons[source]
	if !ok {
		r = DerivedReason(KindExecution, "", ledger.Pending, source)
		f.reasons[source] = r
	}
	return r
}

// TimeOf renders a stored millisecond time (0 is the zero time).
func TimeOf(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

func (f *Facts) actor(id sql.NullInt64) string {
	if !id.Valid {
		return ""
	}
	return f.Actors[id.Int64]
}

// AddExecution adds execution row id.
func (f *Facts) AddExecution(id int64, k ledger.KeyFacts) {
	kf := k
	// A finished action has three entries and one attempt: room for them
	// up front spares the growing copies (a month is 100,000 keys).
	kf.Log, kf.Attempts = make([]ledger.Transition, 0, 4), make([]ledger.Attempt, 0, 2)
	f.execs.put(id, &kf)
	f.eOrder = append(f.eOrder, id)
}

// HasExecution reports whether id was added.
func (f *Facts) HasExecution(id int64) bool { return f.execs.get(id) != nil }

// AddNotification adds outbox row id following execution row execID; one
// whose execution was not added is ignored.
func (f *Facts) AddNotification(id, execID int64, k ledger.KeyFacts) {
	e := f.execs.get(execID)
	if e == nil {
		return
	}
	kf := k
	kf.ExecKey = e.Key
	kf.Log, kf.Attempts = make([]ledger.Transition, 0, 4), make([]ledger.Attempt, 0, 2)
	f.notes.put(id, &kf)
	f.nOrder = append(f.nOrder, id)
}

func (f *Facts) row(kind, ref int64) *ledger.KeyFacts {
	if kind == KindNotification {
		return f.notes.get(ref)
	}
	return f.execs.get(ref)
}

// AddLog adds a stored log entry to its row (ignored when the row is not
// in the report).
func (f *Facts) AddLog(r LogRow) {
	k := f.row(r.Kind, r.Ref)
	if k == nil {
		return
	}
	from := StateOf(r.From.Int64, r.From.Valid)
	to := StateOf(r.To, true)
	t := ledger.Transition{ID: r.ID, Key: k.Key, Kind: KindName(r.Kind), From: from, To: to, AttemptID: AttemptIDOf(r.AttemptID),
		Generation: r.Generation, Actor: f.actor(r.Actor), ExternalID: r.ExternalID, At: TimeOf(r.At)}
	if r.Reason.Valid {
		t.Reason = r.Reason.String
	} else {
		if from == "" && r.Kind == KindExecution && k.Source != "" {
			// Every key of an event has the same first reason.
			t.Reason = f.enqueued(k.Source)
		} else {
			ctx := k.Source
			if r.Kind == KindNotification {
				ctx = k.ExecKey
			}
			t.Reason = DerivedReason(r.Kind, from, to, ctx)
		}
	}
	k.Log = append(k.Log, t)
}

// AddAttempt adds an attempt and the log entries folded into it.
func (f *Facts) AddAttempt(r AttemptRow) {
	k := f.row(r.Kind, r.Ref)
	if k == nil {
		return
	}
	id, owner := AttemptIDOf(r.ID), f.actor(r.Owner)
	k.Attempts = append(k.Attempts, ledger.Attempt{ID: id, Key: k.Key, Kind: KindName(r.Kind), Generation: r.Generation, Owner: owner,
		StartedAt: TimeOf(r.StartedAt), EndedAt: TimeOf(r.EndedAt), Outcome: r.Outcome, ExternalID: r.ExternalID, Error: r.Error,
		TraceID: TraceIDOf(r.TraceID)})
	if r.ClaimID.Valid {
		from := StateOf(r.ClaimedFrom.Int64, r.ClaimedFrom.Valid)
		ext := r.ClaimExt.String
		k.Log = append(k.Log, ledger.Transition{ID: r.ClaimID.Int64, Key: k.Key, Kind: KindName(r.Kind), From: from, To: ledger.Running,
			Reason: DerivedReason(r.Kind, from, ledger.Running, ""), AttemptID: id, Generation: r.Generation, Actor: owner, ExternalID: ext,
			At: TimeOf(r.StartedAt)})
	}
	if r.DoneID.Valid {
		to := StateOf(r.DoneTo.Int64, r.DoneTo.Valid)
		ext := r.ExternalID
		if r.DoneExt.Valid {
			ext = r.DoneExt.String
		}
		reason := DerivedReason(r.Kind, ledger.Running, to, "")
		if r.DoneReason.Valid {
			reason = r.DoneReason.String
		}
		k.Log = append(k.Log, ledger.Transition{ID: r.DoneID.Int64, Key: k.Key, Kind: KindName(r.Kind), From: ledger.Running, To: to,
			Reason: reason, AttemptID: id, Generation: r.Generation, Actor: owner, ExternalID: ext, At: TimeOf(r.EndedAt)})
	}
}

// Result returns the executions and notifications in the order added,
// each log by ID and attempts by start (then generation).
func (f *Facts) Result() (execs, notes []ledger.KeyFacts) {
	finish := func(k *ledger.KeyFacts) ledger.KeyFacts {
		sort.Slice(k.Log, func(i, j int) bool { return k.Log[i].ID < k.Log[j].ID })
		sort.SliceStable(k.Attempts, func(i, j int) bool {
			a, b := k.Attempts[i], k.Attempts[j]
			if !a.StartedAt.Equal(b.StartedAt) {
				return a.StartedAt.Before(b.StartedAt)
			}
			return a.Generation < b.Generation
		})
		return *k
	}
	execs = make([]ledger.KeyFacts, 0, len(f.eOrder))
	for _, id := range f.eOrder {
		execs = append(execs, finish(f.execs.m[id]))
	}
	notes = make([]ledger.KeyFacts, 0, len(f.nOrder))
	for _, id := range f.nOrder {
		notes = append(notes, finish(f.notes.m[id]))
	}
	return execs, notes
}

// SplitKey splits a stored business key into its components without
// validating them again (ParseKey's checks cost more than the rest of a
// report's read per key).
func SplitKey(key string) (ledger.BusinessKey, bool) {
	var c [5]string
	for i := 0; i < 4; i++ {
		j := strings.IndexByte(key, ':')
		if j < 0 {
			return ledger.BusinessKey{}, false
		}
		c[i], key = key[:j], key[j+1:]
	}
	if strings.IndexByte(key, ':') >= 0 {
		return ledger.BusinessKey{}, false
	}
	c[4] = key
	return ledger.BusinessKey{Tenant: c[0], Project: c[1], Meeting: c[2], Action: c[3], Operation: c[4]}, true
}
