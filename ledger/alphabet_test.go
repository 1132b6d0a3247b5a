package ledger

import (
	"strings"
	"testing"
)

// Issue 19 item 6: look-alike and path-like scope values.
func TestComponentAlphabet(t *testing.T) {
	decomposed := "\u1112\u1161\u11ab" // 한 as three jamo
	for _, bad := range []string{
		"demo\u200b",  // zero-width space (Cf)
		"de\u202eomd", // right-to-left override (bidi, Cf)
		"\ufeffdemo",  // BOM (Cf)
		"demo\u2066",  // bidi isolate
		"../../etc", "a/b", `a\b`, "..", ".", ".hidden",
		"demo\u00a0",                       // no-break space
		"de\u0000mo",                       // control
		decomposed,                         // not NFC
		"de\u0301mo",                       // combining mark not in NFC
		"demo!", "a*b", "p%2f", "x\u2215y", // punctuation, fraction slash
		strings.Repeat("t", MaxComponentLen+1),
	} {
		if err := ValidateComponent(bad); err == nil {
			t.Errorf("ValidateComponent(%q) accepted", bad)
		}
		if _, err := ParseKey(bad + ":P42:M0914:A007:create-task"); err == nil {
			t.Errorf("ParseKey with tenant %q accepted", bad)
		}
	}
	for _, good := range []string{"demo", "P42", "M0914", "acme.corp", "team_a", "회의-0914", "\u00e9quipe", "Ö", "A007", "update-task-12"} {
		if err := ValidateComponent(good); err != nil {
			t.Errorf("ValidateComponent(%q) = %v", good, err)
		}
	}
	if got := NormalizeComponent(decomposed); got != "한" || ValidateComponent(got) != nil {
		t.Errorf("NormalizeComponent(decomposed) = %q", got)
	}
	sc := NormalizeScope(MeetingScope{Tenant: " demo ", Project: "P42", Meeting: "M\u1112\u1161\u11ab"})
	if sc != (MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M한"}) {
		t.Errorf("NormalizeScope = %+v", sc)
	}
}
