package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// referenceFingerprint is Fingerprint as first written (every field
// through NFC, FieldsFunc/Join and ToLower, a hash.Hash written field by
// field). Stored fingerprints were made with it and must not change.
func referenceFingerprint(in Intent) string {
	assignee := in.AssigneeID
	if assignee == "" {
		assignee = in.Assignee
	}
	h := sha256.New()
	for _, f := range []string{"v1", in.Project, in.Action, in.Title, assignee, in.DueDate} {
		n := strings.ToLower(strings.Join(strings.FieldsFunc(norm.NFC.String(f), unicode.IsSpace), " "))
		h.Write([]byte{byte(len(n) >> 8), byte(len(n))})
		h.Write([]byte(n))
	}
	return hex.EncodeToString(h.Sum(nil))
}

var fingerprintFields = []string{"", " ", "  ", "a", " a", "a ", "a  b", "a b", "a\tb", "a\u00a0b", "a\u3000b", "\n", "A B",
	"공급사 납기 회신 확인", " 공급사  납기 회신 확인", "ÉCOLE", "e\u0301cole", "\xff\xfe", "a \xff", "ǅ", strings.Repeat("x ", 200), "2026-09-21"}

func TestFingerprintMatchesReference(t *testing.T) {
	for _, a := range fingerprintFields {
		for _, b := range fingerprintFields {
			in := Intent{Project: "P" + a, Action: a, Title: b, Assignee: a, DueDate: b}
			if got, want := in.Fingerprint(), referenceFingerprint(in); got != want {
				t.Fatalf("Fingerprint(%+q) = %s, reference %s", in, got, want)
			}
			in.AssigneeID = b
			if got, want := in.Fingerprint(), referenceFingerprint(in); got != want {
				t.Fatalf("Fingerprint(%+q) = %s, reference %s", in, got, want)
			}
		}
	}
}

func FuzzFingerprintMatchesReference(f *testing.F) {
	for _, s := range fingerprintFields {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		in := Intent{Project: a, Action: b, Title: a + b, Assignee: b, DueDate: a}
		if got, want := in.Fingerprint(), referenceFingerprint(in); got != want {
			t.Fatalf("Fingerprint(%+q) = %s, reference %s", in, got, want)
		}
	})
}

// Ingest fingerprints every key it writes (issue 32): an intent already
// in normal form costs one allocation, the hex string.
func TestFingerprintAllocatesOnce(t *testing.T) {
	in := Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	if n := testing.AllocsPerRun(100, func() { _ = in.Fingerprint() }); n > 1 {
		t.Errorf("Fingerprint allocates %.0f times, want 1", n)
	}
}
