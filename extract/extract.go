// Package extract turns a meeting's notes into a plan of confirmed actions —
// who does what by when — or into the reason a human must decide (R1).
//
// An Extractor (rules: deterministic and offline; llm: any OpenAI-compatible
// endpoint) proposes Candidates. axagent then owns everything that
// matters: it resolves the assignee against the roster and the due date
// against the meeting date itself, refuses what it cannot resolve, and gives
// every action a stable ID from the action registry (R3). Tenant, project and
// meeting come from the caller's Scope only; nothing in the notes can change
// them (R7).
package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
)

// MaxNotesBytes bounds a notes file: meeting notes are small, and a bound
// keeps every extractor's time and memory (and an LLM bill) bounded.
const MaxNotesBytes = 10 << 20

// Input is one extraction request.
type Input struct {
	// Name identifies the notes in errors (usually the file path).
	Name  string
	Notes []byte
	// Scope comes from flags or config, never from the notes.
	Scope ledger.MeetingScope
	// MeetingDate may be zero: every relative due date is then unresolved.
	MeetingDate dates.Date
	// NextMeeting is the date of the series' next meeting when it is known
	// (package series: a later meeting, the next file, a regular cadence);
	// zero otherwise. A due date "for the next meeting" is that date, or
	// unresolved without it.
	NextMeeting dates.Date
	// Location is the meeting's time zone (default Asia/Seoul).
	Location *time.Location
	Roster   *Roster
	// Transcript: the notes are a call's transcript, one "Speaker: words"
	// line per cue. A speaker's first-person commitment with a time ("제가
	// 금요일까지 보낼게요", "I'll send it by Friday") is theirs to do, not a
	// remark to confirm.
	Transcript bool
	// Series are the open tasks of earlier meetings of the meeting's
	// series (issue 16): candidates an action may restate. An extractor
	// may name one in Candidate.SameAs; axagent checks that claim against
	// the ledger and never trusts it as it is.
	Series []Prior
	// RestatesOpenTask, when set, reports whether a line the notes do not
	// present as an action — owner as written ("" none) and title — is an
	// open task of the series restated, by the evidence rule of package
	// series (same person and deliverable): a status line about earlier
	// work ("- `/upload` 통신 구현 완료" under the team's heading) is then
	// read as a restatement, not skipped. Asked only for such lines;
	// restates says how the notes present the line (RestatesCarryOver for
	// a line of a list of earlier items, else RestatesProgress), which the
	// evidence rule reads as it reads an action's.
	RestatesOpenTask func(owner, title, restates string) bool
}

// Prior is an open task of an earlier meeting of the series.
type Prior struct {
	// Key is the task's create-task business key.
	Key      string
	Meeting  string
	ActionID string
	Title    string
	// Assignee is the roster person's name.
	Assignee string
	DueDate  string
}

// Ref is how a prompt names the prior task: "A007 of M0914", its key
// within the tenant and project (which a model is never told).
func (p Prior) Ref() string { return p.ActionID + " of " + p.Meeting }

// SameAsKey turns an extractor's "same as" answer into the create-task
// key it names: a listed prior's key or ref ("A007 of M0914",
// "M0914/A007", "M0914:A007") in this scope, or the text itself when it is
// a key (of any scope: the caller checks it). "" when it names nothing.
func SameAsKey(scope ledger.MeetingScope, series []Prior, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	for _, p := range series {
		if ref == p.Key || strings.EqualFold(ref, p.Ref()) {
			return p.Key
		}
	}
	if k, err := ledger.ParseKey(ref); err == nil {
		return k.String()
	}
	var meeting, action string
	if a, m, ok := strings.Cut(ref, " of "); ok {
		action, meeting = strings.TrimSpace(a), strings.TrimSpace(m)
	} else if m, a, ok := strings.Cut(ref, "/"); ok {
		meeting, action = m, a
	} else if m, a, ok := strings.Cut(ref, ":"); ok {
		meeting, action = m, a
	}
	if !ValidActionID(action) || meeting == "" {
		return ref
	}
	k := ledger.BusinessKey{Tenant: scope.Tenant, Project: scope.Project, Meeting: meeting, Action: action, Operation: ledger.OpCreateTask}
	if k.Validate() != nil {
		return ref
	}
	return k.String()
}

// Candidate is one proposed action, before axagent resolves it.
type Candidate struct {
	// Line is the 1-based line of the notes the action comes from.
	Line int
	// Evidence is the verbatim text the action was read from.
	Evidence string
	Title    string
	// Assignee is the assignee as written ("민서 님", "@lidel+@olizilla").
	Assignee string
	// Owners splits Assignee into single names; more than one owner means
	// a human must pick one.
	Owners []string
	// Due is the due expression as written ("월요일까지", "by Friday").
	Due string
	// ExplicitID is an action ID written in the notes ([A007]).
	ExplicitID string
	// Syntax names the pattern that matched (checkbox, marker, section,
	// table, korean-sentence, llm), for diagnostics. SyntaxTable also
	// tells axagent a month/day without a year is a schedule's.
	Syntax string
	// Problems are reasons found by the extractor itself (e.g. an LLM
	// answer that failed validation). Any problem makes the action
	// needs-human.
	Problems []string
	// Person is set when the extractor already resolved the assignee with
	// axagent's roster; axagent re-checks it anyway.
	Person *Person
	// SameAs is the extractor's claim that the action restates an earlier
	// task of the series (a create-task key, see SameAsKey). A claim only:
	// axagent checks it against the ledger before linking anything.
	SameAs string
	// Identity, when set, is how the action registry knows the action
	// instead of its assignee and title: a promoted possible action keeps
	// one action ID whatever title or person each promotion gave it.
	Identity string

	// Restates: the line presents earlier work (a carry-over list's line
	// or a progress line: extract.RestatesCarryOver, RestatesProgress).
	Restates string
}

// SyntaxTable marks a candidate read from a table row.
const SyntaxTable = "table"

// Extractor proposes candidate actions from notes. Implementations must not
// read tenant, project or meeting from the notes.
type Extractor interface {
	Extract(ctx context.Context, in Input) ([]Candidate, error)
}

// NotesError describes unusable notes; it names the input.
type NotesError struct {
	Name    string
	Problem string
}

func (e *NotesError) Error() string { return fmt.Sprintf("notes %s: %s", e.Name, e.Problem) }

// ReadNotes reads and validates a notes file ("-" is stdin).
func ReadNotes(path string) ([]byte, error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("read notes: %w", err)
		}
		defer f.Close()
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxNotesBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read notes %s: %w", path, err)
	}
	return Text(path, b)
}

// ValidateNotes refuses empty, oversized, binary and non-UTF-8 notes.
func ValidateNotes(name string, b []byte) error {
	if len(b) > MaxNotesBytes {
		return &NotesError{name, fmt.Sprintf("larger than %d bytes; split the notes", MaxNotesBytes)}
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return &NotesError{name, "empty"}
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return &NotesError{name, fmt.Sprintf("binary file (NUL byte at offset %d); want UTF-8 text", i)}
	}
	if !utf8.Valid(b) {
		off := 0
		for off < len(b) {
			r, n := utf8.DecodeRune(b[off:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			off += n
		}
		return &NotesError{name, fmt.Sprintf("not valid UTF-8 (first bad byte at offset %d), nor UTF-16 with a byte-order mark, nor Korean CP949; convert the file to UTF-8", off)}
	}
	return nil
}

// Validate checks the input before extraction.
func (in Input) Validate() error {
	if err := ValidateNotes(in.Name, in.Notes); err != nil {
		return err
	}
	for _, c := range []struct{ name, v string }{{"tenant", in.Scope.Tenant}, {"project", in.Scope.Project}, {"meeting", in.Scope.Meeting}} {
		if err := ledger.ValidateComponent(c.v); err != nil {
			return fmt.Errorf("%s %w", c.name, err)
		}
	}
	return nil
}

// ErrNoRoster is returned when an input has no roster: nobody could be
// resolved, so the caller must load one.
var ErrNoRoster = errors.New("no roster loaded")

// LineEnds turns the lone carriage returns of notes saved with classic
// Mac line ends into newlines: read as they are, a whole file is one line
// and not one action is found, without a word. CRLF is left as it is (its
// lines are already lines), so the notes' hash and line numbers do not
// change for any file that was read correctly before.
func LineEnds(notes []byte) []byte {
	lone := false
	for i, c := range notes {
		if c == '\r' && (i+1 == len(notes) || notes[i+1] != '\n') {
			lone = true
			break
		}
	}
	if !lone {
		return notes
	}
	out := make([]byte, len(notes))
	for i, c := range notes {
		if c == '\r' && (i+1 == len(notes) || notes[i+1] != '\n') {
			c = '\n'
		}
		out[i] = c
	}
	return out
}
