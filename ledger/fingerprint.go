package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Intent is the normalised content of one business intent: what the target
// should hold when the key has succeeded. It is small (no notes, no request
// bodies) and is what a worker needs to carry the intent out (S4).
type Intent struct {
	Project  string `json:"project"`
	Action   string `json:"action"`
	Title    string `json:"title"`
	Assignee string `json:"assignee"`
	// AssigneeID is the resolved roster person (e.g. "minseo").
	AssigneeID string `json:"assignee_id,omitempty"`
	// DueDate is YYYY-MM-DD.
	DueDate string `json:"due_date"`
	// Source is the verbatim evidence line, for the task description. It is
	// not part of the fingerprint.
	Source string `json:"source,omitempty"`
}

// Fingerprint is the sha256 of the canonical encoding of the intent:
// project, action, title, assignee, due date, each normalised (NFC, trimmed,
// inner whitespace collapsed, case folded). The same key with another
// fingerprint is refused (R5, S1).
func (in Intent) Fingerprint() string {
	assignee := in.AssigneeID
	if assignee == "" {
		assignee = in.Assignee
	}
	// One buffer and one sum: Ingest fingerprints every key it writes, and
	// a hash.Hash's writes and ToLower's copies cost an allocation each
	// (issue 32).
	var arr [256]byte
	buf := arr[:0]
	for _, f := range [...]string{"v1", in.Project, in.Action, in.Title, assignee, in.DueDate} {
		// Length-prefixing makes the encoding unambiguous: two bytes,
		// filled in once the field is appended.
		at := len(buf)
		buf = appendNormal(append(buf, 0, 0), f)
		n := len(buf) - at - 2
		buf[at], buf[at+1] = byte(n>>8), byte(n)
	}
	sum := sha256.Sum256(buf)
	var dst [2 * sha256.Size]byte
	hex.Encode(dst[:], sum[:])
	return string(dst[:])
}

// appendNormal appends s normalised — NFC, trimmed, inner white space
// collapsed to one space, lower-cased as strings.ToLower does — to buf.
func appendNormal(buf []byte, s string) []byte {
	s = norm.NFC.String(s)
	if !spacedOnce(s) {
		s = strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return append(buf, strings.ToLower(s)...)
		}
	}
	// ASCII: strings.ToLower changes A–Z only.
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// spacedOnce reports whether s is already what FieldsFunc and Join would
// make of it: no white space but single spaces between other runes. Most
// fields are, and then neither allocates.
func spacedOnce(s string) bool {
	prevSpace := true
	for _, r := range s {
		if unicode.IsSpace(r) {
			if r != ' ' || prevSpace {
				return false
			}
			prevSpace = true
			continue
		}
		prevSpace = false
	}
	return !prevSpace || s == ""
}
