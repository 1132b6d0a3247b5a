package trackerpush

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
)

// status turns a connector's status ("" for open) into Open, Done or
// Cancelled.
func status(s string) string {
	if s == "" {
		return Open
	}
	return s
}

// parseGitHub reads an "issues" event.
func parseGitHub(h http.Header, body, secret []byte) (Event, error) {
	sig, ok := strings.CutPrefix(h.Get("X-Hub-Signature-256"), "sha256=")
	if !ok || !equalHex(sig, hmacHex(secret, body)) {
		return Event{}, unauthorized("github: bad or missing X-Hub-Signature-256")
	}
	ev := Event{DeliveryID: strings.TrimSpace(h.Get("X-GitHub-Delivery"))}
	if kind := h.Get("X-GitHub-Event"); kind != "issues" {
		return Event{}, fmt.Errorf("github: event %q: %w", kind, ErrIgnored)
	}
	var p struct {
		Action string `json:"action"`
		Issue  *struct {
			Number      int    `json:"number"`
			State       string `json:"state"`
			StateReason string `json:"state_reason"`
			UpdatedAt   string `json:"updated_at"`
		} `json:"issue"`
		Repository *struct {
			FullName string `json:"full_name"`
		} `json:"repository"`
	}
	if err := decode(GitHub, body, &p); err != nil {
		return Event{}, err
	}
	if p.Action == "deleted" || p.Action == "transferred" {
		// The issue left the repository: no status to record (a
		// transferred issue's new home sends its own events).
		return Event{}, fmt.Errorf("github: issue %s: %w", p.Action, ErrIgnored)
	}
	switch {
	case p.Issue == nil:
		return Event{}, badRequest("github: issues event without issue")
	case p.Repository == nil || p.Repository.FullName == "":
		return Event{}, badRequest("github: issues event without repository.full_name")
	case p.Issue.Number <= 0:
		return Event{}, badRequest("github: issue.number missing")
	case p.Issue.State != "open" && p.Issue.State != "closed":
		return Event{}, badRequest("github: issue.state %q: want open or closed", p.Issue.State)
	}
	t, ok := parseTime(p.Issue.UpdatedAt)
	if !ok {
		return Event{}, badRequest("github: issue.updated_at %q is not a timestamp", p.Issue.UpdatedAt)
	}
	ev.IDs = []string{github.IssueID(p.Repository.FullName, p.Issue.Number)}
	ev.Status = status(github.IssueStatus(p.Issue.State, p.Issue.StateReason))
	ev.Updated = t
	return ev, nil
}

// parseGitLab reads an "Issue Hook" event.
func parseGitLab(h http.Header, body, secret []byte) (Event, error) {
	if !equalSecret(h.Get("X-Gitlab-Token"), secret) {
		return Event{}, unauthorized("gitlab: bad or missing X-Gitlab-Token")
	}
	id := strings.TrimSpace(h.Get("Idempotency-Key"))
	if id == "" {
		id = strings.TrimSpace(h.Get("X-Gitlab-Event-UUID"))
	}
	ev := Event{DeliveryID: id}
	if kind := h.Get("X-Gitlab-Event"); kind != "Issue Hook" && kind != "Confidential Issue Hook" {
		return Event{}, fmt.Errorf("gitlab: event %q: %w", kind, ErrIgnored)
	}
	var p struct {
		ObjectKind string `json:"object_kind"`
		Project    *struct {
			ID                int    `json:"id"`
			PathWithNamespace string `json:"path_with_namespace"`
		} `json:"project"`
		Attrs *struct {
			IID       int    `json:"iid"`
			State     string `json:"state"`
			UpdatedAt string `json:"updated_at"`
		} `json:"object_attributes"`
		Labels []struct {
			Title string `json:"title"`
		} `json:"labels"`
	}
	if err := decode(GitLab, body, &p); err != nil {
		return Event{}, err
	}
	switch {
	case p.ObjectKind != "issue":
		return Event{}, badRequest("gitlab: object_kind %q in an Issue Hook: want issue", p.ObjectKind)
	case p.Project == nil || p.Project.PathWithNamespace == "":
		return Event{}, badRequest("gitlab: project.path_with_namespace missing")
	case p.Attrs == nil || p.Attrs.IID <= 0:
		return Event{}, badRequest("gitlab: object_attributes.iid missing")
	case p.Attrs.State != "opened" && p.Attrs.State != "closed":
		return Event{}, badRequest("gitlab: object_attributes.state %q: want opened or closed", p.Attrs.State)
	}
	t, ok := parseTime(p.Attrs.UpdatedAt)
	if !ok {
		return Event{}, badRequest("gitlab: object_attributes.updated_at %q is not a timestamp", p.Attrs.UpdatedAt)
	}
	labels := make([]string, 0, len(p.Labels))
	for _, l := range p.Labels {
		labels = append(labels, l.Title)
	}
	ev.IDs = []string{gitlab.IssueID(p.Project.PathWithNamespace, p.Attrs.IID)}
	if p.Project.ID > 0 {
		ev.IDs = append(ev.IDs, gitlab.IssueID(strconv.Itoa(p.Project.ID), p.Attrs.IID))
	}
	ev.Status = status(gitlab.IssueStatus(p.Attrs.State, labels))
	ev.Updated = t
	return ev, nil
}

// parseJira reads a jira:issue_created or jira:issue_updated event.
func parseJira(h http.Header, body, secret []byte) (Event, error) {
	sig, ok := strings.CutPrefix(h.Get("X-Hub-Signature"), "sha256=")
	if !ok || !equalHex(sig, hmacHex(secret, body)) {
		return Event{}, unauthorized("jira: bad or missing X-Hub-Signature")
	}
	ev := Event{DeliveryID: strings.TrimSpace(h.Get("X-Atlassian-Webhook-Identifier"))}
	var p struct {
		WebhookEvent string `json:"webhookEvent"`
		Timestamp    int64  `json:"timestamp"`
		Issue        *struct {
			Key    string `json:"key"`
			Fields *struct {
				Updated string `json:"updated"`
				Status  *struct {
					Name     string `json:"name"`
					Category struct {
						Key string `json:"key"`
					} `json:"statusCategory"`
				} `json:"status"`
			} `json:"fields"`
		} `json:"issue"`
	}
	if err := decode(Jira, body, &p); err != nil {
		return Event{}, err
	}
	if p.WebhookEvent != "jira:issue_created" && p.WebhookEvent != "jira:issue_updated" {
		return Event{}, fmt.Errorf("jira: event %q: %w", p.WebhookEvent, ErrIgnored)
	}
	switch {
	case p.Issue == nil || p.Issue.Key == "":
		return Event{}, badRequest("jira: issue.key missing")
	case p.Issue.Fields == nil || p.Issue.Fields.Status == nil || p.Issue.Fields.Status.Name == "":
		return Event{}, badRequest("jira: issue.fields.status.name missing")
	}
	t, ok := parseTime(p.Issue.Fields.Updated)
	if !ok {
		if p.Timestamp <= 0 {
			return Event{}, badRequest("jira: neither issue.fields.updated nor timestamp is a time")
		}
		t = time.UnixMilli(p.Timestamp)
	}
	st := p.Issue.Fields.Status
	ev.IDs = []string{p.Issue.Key}
	ev.Status = status(jira.IssueStatus(st.Name, st.Category.Key))
	ev.Updated = t
	return ev, nil
}

// parseLinear reads an Issue create or update event.
func parseLinear(h http.Header, body, secret []byte, now time.Time) (Event, error) {
	if !equalHex(h.Get("Linear-Signature"), hmacHex(secret, body)) {
		return Event{}, unauthorized("linear: bad or missing Linear-Signature")
	}
	var p struct {
		Action           string `json:"action"`
		Type             string `json:"type"`
		WebhookTimestamp int64  `json:"webhookTimestamp"`
		Data             *struct {
			ID        string `json:"id"`
			UpdatedAt string `json:"updatedAt"`
			State     *struct {
				Type string `json:"type"`
			} `json:"state"`
		} `json:"data"`
	}
	if err := decode(Linear, body, &p); err != nil {
		return Event{}, err
	}
	if p.WebhookTimestamp <= 0 {
		return Event{}, unauthorized("linear: webhookTimestamp missing: the delivery's age cannot be checked")
	}
	if d := now.Sub(time.UnixMilli(p.WebhookTimestamp)); d > LinearTolerance || d < -LinearTolerance {
		return Event{}, unauthorized("linear: webhookTimestamp is %s from now (more than %s): stale or replayed", d.Round(time.Second), LinearTolerance)
	}
	ev := Event{DeliveryID: strings.TrimSpace(h.Get("Linear-Delivery"))}
	if p.Type != "Issue" || (p.Action != "create" && p.Action != "update") {
		return Event{}, fmt.Errorf("linear: %s %s: %w", p.Type, p.Action, ErrIgnored)
	}
	switch {
	case p.Data == nil || p.Data.ID == "":
		return Event{}, badRequest("linear: data.id missing")
	case p.Data.State == nil || p.Data.State.Type == "":
		return Event{}, badRequest("linear: data.state.type missing")
	}
	t, ok := parseTime(p.Data.UpdatedAt)
	if !ok {
		return Event{}, badRequest("linear: data.updatedAt %q is not a timestamp", p.Data.UpdatedAt)
	}
	ev.IDs = []string{p.Data.ID}
	ev.Status = status(linear.StateStatus(p.Data.State.Type))
	ev.Updated = t
	return ev, nil
}
