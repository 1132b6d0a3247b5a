package redact

import (
	"net/http"
	"strings"
	"testing"
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
