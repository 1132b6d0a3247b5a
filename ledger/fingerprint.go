package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"

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
	fields := []string{"v1", in.Project, in.Action, in.Title, assignee, in.DueDate}
	h := sha256.New()
	for _, f := range fields {
		n := normalise(f)
		// Length-prefixing makes the encoding unambiguous.
		h.Write([]byte{byte(len(n) >> 8), byte(len(n))})
		h.Write([]byte(n))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func normalise(s string) string {
	s = norm.NFC.String(s)
	s = strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
	return strings.ToLower(s)
}
