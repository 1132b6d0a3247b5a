// Package codec is the compact on-disk encoding both ledger backends share
// (SQLite migrations 0003 and 0004, PostgreSQL 0002 and 0003, S4): states
// and kinds as small integers, attempt IDs and fingerprints as raw bytes
// (or no fingerprint at all where the intent gives it), the intent without
// the fields its key already holds, and reasons as NULL where the ledger
// can compose them. Callers of ledger.Store never see these forms.
package codec

import (
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// States by code. Pending and Succeeded take 0 and 1 because SQLite stores
// those two integers in the record header alone; the order is fixed by the
// migrations' CHECK constraints and partial indexes, so never reorder.
var states = [...]ledger.State{ledger.Pending, ledger.Succeeded, ledger.Running, ledger.Unknown, ledger.NeedsHuman, ledger.Abandoned}

// Codes the SQL text spells out (partial indexes, claim predicates).
const (
	CodePending    = 0
	CodeSucceeded  = 1
	CodeRunning    = 2
	CodeUnknown    = 3
	CodeNeedsHuman = 4
	CodeAbandoned  = 5
)

// State is the stored code of s; the empty state (a log's first "from", a
// never-claimed row's claimed_from) is NULL. An unknown state encodes as -1,
// which no row holds, so a filter on it matches nothing.
func State(s ledger.State) any {
	if s == "" {
		return nil
	}
	for i, st := range states {
		if st == s {
			return int64(i)
		}
	}
	return int64(-1)
}

// StateOf decodes a stored code; NULL (Valid false) is the empty state.
func StateOf(code int64, valid bool) ledger.State {
	if !valid {
		return ""
	}
	if code >= 0 && code < int64(len(states)) {
		return states[code]
	}
	return ledger.State(fmt.Sprintf("state-%d", code))
}

// Kinds of log entries: the table a transition's or attempt's ref points to.
const (
	KindExecution    = 0
	KindNotification = 1
)

// KindName is the API name of a kind code.
func KindName(k int64) string {
	if k == KindNotification {
		return "notification"
	}
	return "execution"
}

const attemptPrefix = "att-"

// AttemptID is the stored form of an attempt ID: the 8 random bytes of
// "att-%016x", NULL for none. A string of another form is an error, never
// silently dropped.
func AttemptID(id string) (any, error) {
	if id == "" {
		return nil, nil
	}
	b, err := hex.DecodeString(strings.TrimPrefix(id, attemptPrefix))
	if !strings.HasPrefix(id, attemptPrefix) || err != nil || len(b) != 8 {
		return nil, fmt.Errorf("attempt ID %q: want att- and 16 hex digits", id)
	}
	return b, nil
}

// TraceID is the stored form of a trace ID: its 16 bytes, NULL for none.
func TraceID(id string) (any, error) {
	if id == "" {
		return nil, nil
	}
	b, err := hex.DecodeString(id)
	if err != nil || len(b) != 16 {
		return nil, fmt.Errorf("trace ID %q: want 32 hex digits", id)
	}
	return b, nil
}

// TraceIDOf renders stored trace bytes ("" for NULL).
func TraceIDOf(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return hex.EncodeToString(b)
}

// AttemptIDOf renders stored attempt bytes ("" for NULL).
func AttemptIDOf(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return attemptPrefix + hex.EncodeToString(b)
}

// Fingerprint is the 32 raw bytes of a hex sha256 fingerprint.
func Fingerprint(fp string) ([]byte, error) {
	b, err := hex.DecodeString(fp)
	if err != nil {
		return nil, fmt.Errorf("fingerprint %q: %w", fp, err)
	}
	return b, nil
}

// FingerprintOf renders a stored fingerprint as hex: NULL (nil) is the
// fingerprint of in, the intent stored with it (StoredFingerprint).
func FingerprintOf(b []byte, in ledger.Intent) string {
	if b == nil {
		return in.Fingerprint()
	}
	return hex.EncodeToString(b)
}

// StoredFingerprint is the stored form of fingerprint fp: its 32 bytes.
// Each key keeps its own fingerprint (R5, S1) rather than recomputing it
// from the intent, so a later change of the normalisation cannot silently
// change what a stored key is compared with. A NULL column (never written
// by this build) reads as the fingerprint of the stored intent.
func StoredFingerprint(fp string, _ ledger.Intent) (any, error) {
	return Fingerprint(fp)
}

// Intent is an intent as stored: its content columns, with Project and
// Action NULL (nil) when they equal the key's, as they always do for intents
// axagent builds.
type Intent struct {
	Project, Action                                any // string or nil
	Title, Assignee, AssigneeID, DueDate, Evidence string
}

// IntentOf splits in for storage under key k.
func IntentOf(k ledger.BusinessKey, in ledger.Intent) Intent {
	st := Intent{Title: in.Title, Assignee: in.Assignee, AssigneeID: in.AssigneeID, DueDate: in.DueDate, Evidence: in.Source}
	if in.Project != k.Project {
		st.Project = in.Project
	}
	if in.Action != k.Action {
		st.Action = in.Action
	}
	return st
}

// Args are the stored columns in the order of IntentColumns.
func (st Intent) Args() []any {
	return []any{st.Title, st.Assignee, st.AssigneeID, st.DueDate, st.Evidence, st.Project, st.Action}
}

// IntentColumns are the executions columns that hold the intent.
const IntentColumns = `title, assignee, assignee_id, due_date, evidence, intent_project, intent_action`

// StoredIntent receives IntentColumns from a scan.
type StoredIntent struct {
	Title, Assignee, AssigneeID, DueDate, Evidence string
	Project, Action                                *string
}

// Dest are the scan destinations in the order of IntentColumns.
func (s *StoredIntent) Dest() []any {
	return []any{&s.Title, &s.Assignee, &s.AssigneeID, &s.DueDate, &s.Evidence, &s.Project, &s.Action}
}

// Intent rebuilds the intent stored under key k.
func (s *StoredIntent) Intent(k ledger.BusinessKey) ledger.Intent {
	in := ledger.Intent{Project: k.Project, Action: k.Action, Title: s.Title, Assignee: s.Assignee, AssigneeID: s.AssigneeID, DueDate: s.DueDate, Source: s.Evidence}
	if s.Project != nil {
		in.Project = *s.Project
	}
	if s.Action != nil {
		in.Action = *s.Action
	}
	return in
}

// KeyRange is the half-open range [lo, hi) of keys that start with the
// components given, in order, of tenant, project and meeting; ok is false
// when tenant is empty. A component never holds ':', and ';' sorts right
// after it, so the range is exactly the keys with that prefix and the
// unique key index serves a list by scope without an index of its own.
// A filter the range does not cover (a meeting without a project) is left
// to the caller, which checks the parsed key.
func KeyRange(tenant, project, meeting string) (lo, hi string, ok bool) {
	if tenant == "" {
		return "", "", false
	}
	prefix := tenant + ":"
	if project != "" {
		prefix += project + ":"
		if meeting != "" {
			prefix += meeting + ":"
		}
	}
	return prefix, strings.TrimSuffix(prefix, ":") + ";", true
}

// DerivedReason is the reason the ledger itself writes for a log entry of
// kind from → to, built from what the row already holds: ctx is the
// execution's source for an execution's first entry and the execution key
// for a notification's first entry. An entry whose reason equals it stores
// NULL, and a read composes it again with the same function, so the text
// comes back exactly; "" when the ledger composes nothing for the entry.
func DerivedReason(kind int64, from, to ledger.State, ctx string) string {
	switch {
	case to == ledger.Running && from == ledger.Running:
		return "lease expired; taken over"
	case to == ledger.Running && from == ledger.Unknown:
		return "claimed for reconciliation"
	case to == ledger.Running:
		return "claimed"
	case from == "" && kind == KindNotification:
		return "queued with " + ctx
	case from == "" && ctx != "":
		return "enqueued from " + ctx
	case from == "":
		return "enqueued"
	}
	return ""
}

// Reason is the stored form of a log entry's reason: NULL when derived
// gives it back.
func Reason(reason, derived string) any {
	if reason == derived {
		return nil
	}
	return reason
}

// Reasons are the stored forms of a completion's or human decision's
// reason: in the log entry (NULL when derived) and on the row, which is
// NULL, meaning "the reason of my latest log entry", whenever the entry
// holds it. Only completions, human decisions and enqueues write a row's
// reason, and each writes it with its entry, so the entry stays the
// latest one that matters while the row's reason is NULL (a claim's entry
// comes later but is never consulted: its reason is derived).
func Reasons(kind int64, from, to ledger.State, reason string) (logReason, rowReason any) {
	logReason = Reason(reason, DerivedReason(kind, from, to, ""))
	if logReason == nil {
		return nil, reason
	}
	return logReason, nil
}

// NullIfEmpty is v, or NULL for "".
func NullIfEmpty(v string) any {
	if v == "" {
		return nil
	}
	return v
}

// Scope is how a backend filters a list by scope: the key range [Lo, Hi)
// when Ranged, and Keep for what the range cannot express (a project or
// meeting without the components before it); Keep is nil when the range
// says it all.
type Scope struct {
	Lo, Hi string
	Ranged bool
	Keep   func(ledger.BusinessKey) bool
}

// ScopeOf is the scope filter of p.
func ScopeOf(p ledger.ListParams) Scope {
	var sc Scope
	sc.Lo, sc.Hi, sc.Ranged = KeyRange(p.Tenant, p.Project, p.Meeting)
	if !sc.Ranged && (p.Project != "" || p.Meeting != "") || sc.Ranged && p.Project == "" && p.Meeting != "" {
		sc.Keep = func(k ledger.BusinessKey) bool {
			return (p.Tenant == "" || k.Tenant == p.Tenant) && (p.Project == "" || k.Project == p.Project) && (p.Meeting == "" || k.Meeting == p.Meeting)
		}
	}
	return sc
}

// Claimed is a row as its new owner gets it: the stored in-doubt flag is
// set while running; what the owner needs is whether the row was in doubt
// before the claim.
func Claimed(e ledger.Execution) ledger.Execution {
	e.InDoubt = e.ClaimedFrom != ledger.Pending
	return e
}

// ClaimedNotification is Claimed for a notification.
func ClaimedNotification(n ledger.Notification) ledger.Notification {
	n.InDoubt = n.ClaimedFrom != ledger.Pending
	return n
}
