package console

import (
	"net/http"
	"strings"
	"testing"
)

// A key or meeting the operator may not see, or that is not there, was
// answered "Not found." above a "Meetings — No meetings yet." the ledger
// did hold meetings (found by product QA with curl). The 404 page now says
// what was not found and links back to the meetings, in the page's
// language.
func TestNotFoundPageDoesNotSayThereAreNoMeetings(t *testing.T) {
	t.Parallel()
	r := newRig(t, true, false)
	c := r.client()
	r.signIn(c, "kim", "kim-secret-token")
	if _, body := r.get(c, "/console/"); !strings.Contains(body, "/console/meetings/demo/") {
		t.Fatalf("the rig has no meeting to list:\n%s", body)
	}
	for _, c2 := range []struct{ path, want, not string }{
		{"/console/keys/demo:P42:M0999:A001:create-task", "Back to the meetings", "No meetings yet."},
		{"/console/meetings/demo/P42/M0999?lang=ko", "회의 목록으로", "아직 회의가 없습니다."},
	} {
		code, body := r.get(c, c2.path)
		if code != http.StatusNotFound || !strings.Contains(body, c2.want) || strings.Contains(body, c2.not) {
			t.Errorf("GET %s: %d, want 404 with %q and without %q:\n%s", c2.path, code, c2.want, c2.not, body)
		}
	}
}
