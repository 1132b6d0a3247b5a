// Package trackerkit holds what the tracker connectors (jira, github,
// linear, gitlab) share: how the business key is written into and read
// back from an issue, the description with its link to the notes' source
// line, secrets from named environment variables, and the reading of
// rate-limit headers into a classified, retryable error with its wait;
// and (options.go) the options, HTTP client, clock and credential every
// connector, Redmine's too, sets up the same way.
package trackerkit

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/redact"
)

// Marker is the hidden marker carrying key in an issue body.
func Marker(key string) string { return connectors.KeyMarker(key) }

// KeyFromText returns the business key written by Body into text, or "".
func KeyFromText(text string) string {
	if keys := connectors.KeysInText(text); len(keys) > 0 {
		return keys[0]
	}
	return ""
}

// KeyParts splits tenant:project:meeting:action:operation; ok is false for
// any other shape.
func KeyParts(key string) (parts [5]string, ok bool) {
	p := strings.Split(key, ":")
	if len(p) != 5 {
		return parts, false
	}
	copy(parts[:], p)
	return parts, true
}

// SourceAction is the action component of the key (A007).
func SourceAction(key string) string {
	if p, ok := KeyParts(key); ok {
		return p[3]
	}
	return ""
}

// SourceLink fills a link template with the key's components:
// {tenant}, {project}, {meeting}, {action} (each path-escaped). An empty
// template gives "".
func SourceLink(tmpl, key string) string {
	if tmpl == "" {
		return ""
	}
	p, ok := KeyParts(key)
	if !ok {
		return ""
	}
	return strings.NewReplacer("{tenant}", url.PathEscape(p[0]), "{project}", url.PathEscape(p[1]),
		"{meeting}", url.PathEscape(p[2]), "{action}", url.PathEscape(p[3])).Replace(tmpl)
}

// CheckSourceLink validates a link template at startup.
func CheckSourceLink(tmpl string) error {
	if tmpl == "" {
		return nil
	}
	u, err := url.Parse(SourceLink(tmpl, "t:p:m:a:op"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("source_link %q: want an http(s) URL template with {tenant} {project} {meeting} {action}", tmpl)
	}
	return nil
}

// Body is the markdown description of a created issue: the task's
// description (with the verbatim source quote), a link back to the notes'
// source line when one is configured, a visible footer naming the key and
// action, and the hidden marker.
func Body(t connectors.Task, link string) string {
	var b strings.Builder
	b.WriteString(strings.TrimSpace(t.Description))
	if b.Len() > 0 {
		b.WriteString("\n\n")
	}
	b.WriteString("---\n")
	if link != "" {
		fmt.Fprintf(&b, "Source: [meeting notes, action %s](%s)\n", t.SourceAction, link)
	}
	fmt.Fprintf(&b, "axagent key: `%s` · action %s", t.Key, t.SourceAction)
	if t.Fingerprint != "" {
		fmt.Fprintf(&b, " · fingerprint %s", t.Fingerprint)
	}
	b.WriteString("\n" + Marker(t.Key))
	return b.String()
}

// CheckTask refuses a task no tracker could take, before anything is sent.
func CheckTask(op string, t connectors.Task) error {
	if t.Key == "" || t.Title == "" {
		return failure.NewPermanent(op, errors.New("key and title are required"))
	}
	if strings.ContainsAny(t.Key, " \t\r\n`") {
		return failure.NewPermanent(op, fmt.Errorf("key %q contains whitespace or a backquote", t.Key))
	}
	return CheckDue(op, t.DueDate)
}

// CheckDue validates an optional YYYY-MM-DD due date.
func CheckDue(op, due string) error {
	if due == "" {
		return nil
	}
	if _, err := time.Parse(time.DateOnly, due); err != nil {
		return failure.NewPermanent(op, fmt.Errorf("due date %q: want YYYY-MM-DD", due))
	}
	return nil
}

// Secret reads the environment variable name (def when name is empty)
// through getenv; the value never appears in errors.
func Secret(connector, field, name, def string, getenv func(string) string) (string, string, error) {
	if name == "" {
		name = def
	}
	v := getenv(name)
	if v == "" {
		return "", name, fmt.Errorf("%s: environment variable %s (%s) is empty", connector, name, field)
	}
	// The value never reaches the ledger or a log, whatever a tracker
	// echoes back in an error.
	redact.Register(v)
	return v, name, nil
}

// CheckBaseURL validates an http(s) base URL and returns it without a
// trailing slash.
func CheckBaseURL(connector, field, raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("%s: %s %q: want http(s)://host[:port][/path]", connector, field, raw)
	}
	return strings.TrimRight(raw, "/"), nil
}

// EpochWait turns a reset header (an epoch in unit: time.Second or
// time.Millisecond) into the wait from now; 0 when absent, unparseable or
// past.
func EpochWait(v string, unit time.Duration, now time.Time) time.Duration {
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n <= 0 {
		return 0
	}
	var at time.Time
	if unit == time.Millisecond {
		at = time.UnixMilli(n)
	} else {
		at = time.Unix(n, 0)
	}
	if d := at.Sub(now); d > 0 {
		return d
	}
	return 0
}

// RateLimited is the error for a request the target refused for rate: it
// was not applied, so it is retryable, with the wait the target asked for
// (never less than minWait when the target gave none).
func RateLimited(op string, status int, wait, minWait time.Duration, cause error) *failure.Error {
	if wait <= 0 {
		wait = minWait
	}
	err := fmt.Errorf("rate limited, retry after %s", wait.Round(time.Second))
	if cause != nil {
		err = fmt.Errorf("%w: %w", err, cause)
	}
	return &failure.Error{Class: failure.Retryable, Op: op, Status: status, RetryAfter: wait, Err: err}
}

// Reclass returns err with its class changed, keeping status, wait and
// cause (nil stays nil).
func Reclass(err error, class failure.Class) error {
	var fe *failure.Error
	if !errors.As(err, &fe) {
		return err
	}
	c := *fe
	c.Class = class
	return &c
}

// KeyLabel is the per-key label of the trackers that find an issue by
// label: "axk-" and 12 hex digits of SHA-256(key).
func KeyLabel(key string) string {
	sum := sha256.Sum256([]byte(key))
	return "axk-" + hex.EncodeToString(sum[:6])
}
