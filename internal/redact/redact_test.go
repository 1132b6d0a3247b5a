package redact

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestRedact(t *testing.T) {
	Register("configured-secret-42", "short")
	for _, in := range []string{
		"500: echo configured-secret-42",
		"Authorization: Bearer abcdef123456",
		`{"headers":{"X-Redmine-Api-Key":["abcdef123456"]}}`,
		"x-api-key=abcdef123456&y=1",
		"Cookie: session=abcdef123456",
		"password=abcdef123456 user=u",
		"Authorization: Basic dXNlcjpwYXNzd29yZA==",
	} {
		out := String(in)
		if strings.Contains(out, "abcdef123456") || strings.Contains(out, "configured-secret-42") || strings.Contains(out, "dXNlcjpwYXNzd29yZA") {
			t.Errorf("String(%q) = %q", in, out)
		}
		if !strings.Contains(out, Mask) {
			t.Errorf("String(%q) = %q: no mask", in, out)
		}
	}
	if out := String("a short reply, 404 not found"); out != "a short reply, 404 not found" {
		t.Errorf("ordinary text changed: %q", out)
	}
	h := http.Header{"Authorization": {"Bearer tok-123456"}, "X-Redmine-Api-Key": {"k-7890123"}, "Private-Token": {"glpat-abcdef"}, "Accept": {"application/json"}}
	out := Values("got tok-123456 and k-7890123 and glpat-abcdef for application/json", HeaderSecrets(h)...)
	if strings.Contains(out, "tok-123456") || strings.Contains(out, "k-7890123") || strings.Contains(out, "glpat-abcdef") || !strings.Contains(out, "application/json") {
		t.Errorf("Values = %q", out)
	}
}

// The shortcut that skips the expression must never skip a match: every
// text the expression changes is one mayHoldCredential lets through,
// including letters (?i) folds into ASCII.
func TestPrefilterKeepsEveryMatch(t *testing.T) {
	for _, in := range []string{
		"Authorization: Bearer abcdef123456", "PROXY-AUTHORIZATION: Basic xyz123456",
		"set-cookie: a=b", "X-Foo-Signature: abcdef", "api_key=abcdef", "ACCESS-TOKEN: abc",
		"client_secret=abc", "passwd=abc", "token: abc",
		"\u212aey: nope", "api\u212aey=abcdef", "\u017fecret=abcdef", "to\u212aen: abc",
	} {
		if credentialHeader.ReplaceAllString(in, Mask) == in {
			continue // the expression leaves it alone; nothing to keep
		}
		if !mayHoldCredential(in) {
			t.Errorf("mayHoldCredential(%q) = false, but the expression changes it", in)
		}
	}
	for _, in := range []string{"created", "task created: SBX-12", "sent", "404 not found"} {
		if mayHoldCredential(in) {
			t.Errorf("mayHoldCredential(%q) = true for plain text", in)
		}
	}
}

func BenchmarkStringPlain(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = String("task created: SBX-1234 in project P42")
	}
}

// Register sorts the secret list while String may be reading it: channels
// are built (and register their passwords) while other channels' errors
// are being redacted, as the parallel tests against the real relay do.
// Register must not reorder a list a reader already holds; run with -race.
func TestRegisterWhileRedacting(t *testing.T) {
	// Room to append in place: the race needs the next Register to sort
	// the backing array the reader holds, not a fresh copy.
	for i := 0; i < 3; i++ {
		Register(fmt.Sprintf("race-secret-%d-%s", i, strings.Repeat("x", 8+i)))
	}
	for round := 0; round < 20; round++ {
		done := make(chan struct{})
		go func() {
			defer close(done)
			if got := String("login race-secret-0-xxxxxxxx refused"); strings.Contains(got, "race-secret-0") {
				t.Errorf("not redacted: %q", got)
			}
		}()
		// The sleep orders nothing for the race detector: the reader's
		// reads of the list stay unordered with the writes below, as a
		// redaction in another test's goroutine was. Each secret is longer
		// than every earlier one, so the sort moves every element.
		time.Sleep(2 * time.Millisecond)
		Register(fmt.Sprintf("race-secret-longer-%03d-%s", round, strings.Repeat("y", 20+round)))
		<-done
	}
}
