package worker_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/axagent/axagent/worker"
)

// A signed event that is not valid was answered
// {"error":"validate event: permanent: event project is empty"}: the
// worker's failure class in the sender's message (found by product QA of
// POST /v1/meetings with curl). The sender reads what is wrong, alone.
func TestRefusedEventSaysWhatIsWrongWithoutFailureClass(t *testing.T) {
	f := newFixture(t)
	for i, c := range []struct {
		body []byte
		code int
		want string
	}{
		{mustJSON(worker.Event{Tenant: "demo", Meeting: "M1", Date: "2026-09-14", Notes: "- Ana: book the room"}), http.StatusUnprocessableEntity, "validate event: event project is empty"},
		{[]byte("{not json"), http.StatusBadRequest, "decode event: body is not a meeting event JSON"},
		// Go's words ("into Go value of type worker.Event") were the
		// sender's answer; it is told what the body must be.
		{[]byte(`[{"tenant":"demo"}]`), http.StatusBadRequest,
			`decode event: body is not a meeting event JSON: want an object {"tenant", "project", "meeting", "date", "notes"}, got array`},
		{[]byte(`{"tenant":"demo","project":"P42","meeting":"M1","notes":5}`), http.StatusBadRequest,
			`decode event: body is not a meeting event JSON: field "notes": want a string, got number`},
		// A date in the asked form that is no day: said so, not "want
		// YYYY-MM-DD" (found by product QA with curl).
		{mustJSON(worker.Event{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-09-31", Notes: "- Ana: book the room"}), http.StatusUnprocessableEntity,
			`validate event: event date "2026-09-31": no such day in the calendar`},
	} {
		code, out := f.post(t, c.body, f.sign(c.body, "refused-"+string(rune('a'+i))))
		msg, _ := out["error"].(string)
		if code != c.code || !strings.HasPrefix(msg, c.want) || strings.Contains(msg, "permanent") {
			t.Errorf("POST %s: %d %q, want %d starting %q", c.body, code, msg, c.code, c.want)
		}
	}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
