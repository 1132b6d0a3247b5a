package trackerpush

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
)

var secret = []byte("s3cret")

func hdr(kv ...string) http.Header {
	h := http.Header{}
	for i := 0; i+1 < len(kv); i += 2 {
		h.Set(kv[i], kv[i+1])
	}
	return h
}

// Each tracker's scheme as its vendor documents it: what is verified,
// which header names the delivery, what is read from the payload, what is
// ignored and what is refused (and with which answer).
func TestParse(t *testing.T) {
	now := time.Date(2026, 9, 14, 10, 0, 0, 0, time.UTC)
	gh := []byte(`{"action":"closed","issue":{"number":12,"state":"closed","state_reason":"not_planned","updated_at":"2026-09-14T09:59:00Z"},"repository":{"full_name":"acme/web"}}`)
	gl := []byte(`{"object_kind":"issue","project":{"id":42,"path_with_namespace":"acme/ops"},"object_attributes":{"iid":3,"state":"closed","updated_at":"2026-09-14 09:59:00 UTC"},"labels":[{"title":"axagent"}]}`)
	ji := []byte(`{"webhookEvent":"jira:issue_updated","timestamp":1789380000000,"issue":{"key":"PROJ-7","fields":{"updated":"2026-09-14T18:59:00.000+0900","status":{"name":"Done","statusCategory":{"key":"done"}}}}}`)
	li := func(ts time.Time, typ string) []byte {
		return []byte(`{"action":"update","type":"` + typ + `","webhookTimestamp":` + strconv.FormatInt(ts.UnixMilli(), 10) + `,"data":{"id":"9f1e","updatedAt":"2026-09-14T09:59:00.000Z","state":{"type":"started"}}}`)
	}
	lin := li(now.Add(-10*time.Second), "Issue")
	cases := []struct {
		name, tracker string
		h             http.Header
		body          []byte
		status        int // refused with; 0: accepted
		ignored       bool
		want          Event
	}{
		{name: "github closed as not planned", tracker: GitHub, body: gh,
			h:    hdr("X-GitHub-Event", "issues", "X-GitHub-Delivery", "72d3162e", "X-Hub-Signature-256", SignGitHub(secret, gh)),
			want: Event{DeliveryID: "72d3162e", IDs: []string{"acme/web#12"}, Status: Cancelled, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "github upper-case hex", tracker: GitHub, body: gh,
			h:    hdr("X-GitHub-Event", "issues", "X-GitHub-Delivery", "d", "X-Hub-Signature-256", "sha256="+strings.ToUpper(SignLinear(secret, gh))),
			want: Event{DeliveryID: "d", IDs: []string{"acme/web#12"}, Status: Cancelled, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "github sha1 header only", tracker: GitHub, body: gh, status: 401,
			h: hdr("X-GitHub-Event", "issues", "X-GitHub-Delivery", "d", "X-Hub-Signature", "sha1=00")},
		{name: "github signature without prefix", tracker: GitHub, body: gh, status: 401,
			h: hdr("X-GitHub-Event", "issues", "X-GitHub-Delivery", "d", "X-Hub-Signature-256", SignLinear(secret, gh))},
		{name: "github ping", tracker: GitHub, body: []byte(`{"zen":"x"}`), ignored: true,
			h: hdr("X-GitHub-Event", "ping", "X-GitHub-Delivery", "d", "X-Hub-Signature-256", SignGitHub(secret, []byte(`{"zen":"x"}`)))},
		{name: "github without delivery", tracker: GitHub, body: gh, status: 400,
			h: hdr("X-GitHub-Event", "issues", "X-Hub-Signature-256", SignGitHub(secret, gh))},
		{name: "gitlab closed, event UUID before 17.4", tracker: GitLab, body: gl,
			h:    hdr("X-Gitlab-Event", "Issue Hook", "X-Gitlab-Token", "s3cret", "X-Gitlab-Event-UUID", "uuid-1"),
			want: Event{DeliveryID: "uuid-1", IDs: []string{"acme/ops#3", "42#3"}, Status: Done, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "gitlab idempotency key first", tracker: GitLab, body: gl,
			h:    hdr("X-Gitlab-Event", "Issue Hook", "X-Gitlab-Token", "s3cret", "X-Gitlab-Event-UUID", "uuid-1", "Idempotency-Key", "idem-1"),
			want: Event{DeliveryID: "idem-1", IDs: []string{"acme/ops#3", "42#3"}, Status: Done, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "gitlab wrong token", tracker: GitLab, body: gl, status: 401,
			h: hdr("X-Gitlab-Event", "Issue Hook", "X-Gitlab-Token", "s3cre", "Idempotency-Key", "i")},
		{name: "gitlab push hook", tracker: GitLab, body: []byte(`{"object_kind":"push"}`), ignored: true,
			h: hdr("X-Gitlab-Event", "Push Hook", "X-Gitlab-Token", "s3cret", "Idempotency-Key", "i")},
		{name: "jira done, updated in +0900", tracker: Jira, body: ji,
			h:    hdr("X-Atlassian-Webhook-Identifier", "1cd7ac51", "X-Hub-Signature", SignGitHub(secret, ji)),
			want: Event{DeliveryID: "1cd7ac51", IDs: []string{"PROJ-7"}, Status: Done, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "jira unsigned", tracker: Jira, body: ji, status: 401, h: hdr("X-Atlassian-Webhook-Identifier", "1")},
		{name: "jira comment", tracker: Jira, body: []byte(`{"webhookEvent":"comment_created"}`), ignored: true,
			h: hdr("X-Atlassian-Webhook-Identifier", "1", "X-Hub-Signature", SignGitHub(secret, []byte(`{"webhookEvent":"comment_created"}`)))},
		{name: "jira without status", tracker: Jira, body: []byte(`{"webhookEvent":"jira:issue_updated","issue":{"key":"PROJ-7","fields":{}}}`), status: 400,
			h: hdr("X-Atlassian-Webhook-Identifier", "1", "X-Hub-Signature", SignGitHub(secret, []byte(`{"webhookEvent":"jira:issue_updated","issue":{"key":"PROJ-7","fields":{}}}`)))},
		{name: "linear started is open", tracker: Linear, body: lin,
			h:    hdr("Linear-Delivery", "ld-1", "Linear-Signature", SignLinear(secret, lin)),
			want: Event{DeliveryID: "ld-1", IDs: []string{"9f1e"}, Status: Open, Updated: time.Date(2026, 9, 14, 9, 59, 0, 0, time.UTC)}},
		{name: "linear stale", tracker: Linear, body: li(now.Add(-61*time.Second), "Issue"), status: 401,
			h: hdr("Linear-Delivery", "ld-1", "Linear-Signature", SignLinear(secret, li(now.Add(-61*time.Second), "Issue")))},
		{name: "linear comment", tracker: Linear, body: li(now, "Comment"), ignored: true,
			h: hdr("Linear-Delivery", "ld-1", "Linear-Signature", SignLinear(secret, li(now, "Comment")))},
		{name: "linear tampered body", tracker: Linear, body: append([]byte(" "), lin...), status: 401,
			h: hdr("Linear-Delivery", "ld-1", "Linear-Signature", SignLinear(secret, lin))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ev, err := Parse(c.tracker, c.h, c.body, secret, now)
			var pe *Error
			switch {
			case c.status != 0:
				if !errors.As(err, &pe) || pe.Status != c.status {
					t.Fatalf("got %+v, %v; want refused with %d", ev, err, c.status)
				}
			case c.ignored:
				if !errors.Is(err, ErrIgnored) {
					t.Fatalf("got %+v, %v; want ignored", ev, err)
				}
			default:
				if err != nil {
					t.Fatal(err)
				}
				c.want.Tracker = c.tracker
				if ev.Tracker != c.want.Tracker || ev.DeliveryID != c.want.DeliveryID || strings.Join(ev.IDs, " ") != strings.Join(c.want.IDs, " ") ||
					ev.Status != c.want.Status || !ev.Updated.Equal(c.want.Updated) {
					t.Fatalf("got %+v; want %+v", ev, c.want)
				}
			}
		})
	}
}

// Pull and push speak one vocabulary: the connectors' mapping of each
// tracker's state is the one the push uses.
func TestStatusVocabulary(t *testing.T) {
	for _, c := range []struct {
		name, got, want string
	}{
		{"github open", status(github.IssueStatus("open", "")), Open},
		{"github reopened", status(github.IssueStatus("open", "reopened")), Open},
		{"github completed", status(github.IssueStatus("closed", "completed")), Done},
		{"github closed without reason", status(github.IssueStatus("closed", "")), Done},
		{"github not planned", status(github.IssueStatus("closed", "not_planned")), Cancelled},
		{"gitlab opened", status(gitlab.IssueStatus("opened", []string{"axagent"})), Open},
		{"gitlab closed", status(gitlab.IssueStatus("closed", []string{"axagent"})), Done},
		{"gitlab cancelled", status(gitlab.IssueStatus("closed", []string{"axagent", gitlab.CancelledLabel})), Cancelled},
		{"jira in progress", status(jira.IssueStatus("In Progress", "indeterminate")), Open},
		{"jira done", status(jira.IssueStatus("Done", "done")), Done},
		{"jira won't do", status(jira.IssueStatus("Won't Do", "done")), Cancelled},
		{"linear backlog", status(linear.StateStatus("backlog")), Open},
		{"linear completed", status(linear.StateStatus("completed")), Done},
		{"linear canceled", status(linear.StateStatus("canceled")), Cancelled},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s; want %s", c.name, c.got, c.want)
		}
	}
}
