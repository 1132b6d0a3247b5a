package execute_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/internal/redact"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/notify/slack"
	"github.com/axagent/axagent/notify/smtp"
	"github.com/axagent/axagent/notify/webhook"
)

// echoServer answers status with a body that repeats the request headers;
// resolve answers a connector's setup calls first.
func echoServer(t *testing.T, status int, resolve func(w http.ResponseWriter, r *http.Request) bool) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if resolve != nil && resolve(w, r) {
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.WriteHeader(status)
		for k, vs := range r.Header {
			fmt.Fprintf(w, "%s: %s\n", k, strings.Join(vs, ","))
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// leaks lists where a secret survived: the ledger's row, log and attempts,
// and the process log.
func leaks(t *testing.T, s ledger.Store, key string, log *bytes.Buffer, secrets ...string) []string {
	t.Helper()
	var texts []string
	if bk, perr := ledger.ParseKey(key); perr != nil {
		// A notification key.
		n, err := s.OutboxGet(context.Background(), key)
		if err != nil {
			t.Fatalf("no row %s", key)
		}
		texts = append(texts, "row reason: "+n.Reason)
	} else if e, err := s.ExecutionGet(context.Background(), bk); err == nil {
		texts = append(texts, "row reason: "+e.Reason)
	} else if n, err := s.OutboxGet(context.Background(), key); err == nil {
		texts = append(texts, "row reason: "+n.Reason)
	} else {
		t.Fatalf("no row %s", key)
	}
	tr, _ := s.TransitionList(context.Background(), key)
	for _, x := range tr {
		texts = append(texts, "log entry: "+x.Reason)
	}
	at, _ := s.AttemptList(context.Background(), key)
	for _, a := range at {
		texts = append(texts, "attempt error: "+a.Error)
	}
	texts = append(texts, "process log: "+log.String())
	var out []string
	for _, x := range texts {
		for _, sec := range secrets {
			if strings.Contains(x, sec) {
				out = append(out, x)
			}
		}
	}
	return out
}

// Issue 19 item 7: a tracker's or channel's error body that echoes the
// request headers, or any error carrying a configured secret, never puts
// the secret into the ledger or the log.
func TestConnectorErrorsRedacted(t *testing.T) {
	const apiKey = "rm-SECRET-key-0123456789"
	srv := echoServer(t, 422, func(w http.ResponseWriter, r *http.Request) bool {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/custom_fields.json":
			fmt.Fprint(w, `{"custom_fields":[{"id":9,"name":"axagent key","customized_type":"issue","field_format":"string","is_filter":true}]}`)
		case "/projects/demo.json":
			fmt.Fprint(w, `{"project":{"id":3,"identifier":"demo"}}`)
		case "/issues.json":
			if r.Method == http.MethodGet {
				fmt.Fprint(w, `{"issues":[],"total_count":0}`)
				return true
			}
			return false
		default:
			return false
		}
		return true
	})
	rm, err := redmine.New(redmine.Config{URL: srv.URL, KeyField: "axagent key", Projects: map[string]string{"P42": "demo"}},
		redmine.Options{Getenv: func(string) string { return apiKey }})
	if err != nil {
		t.Fatal(err)
	}
	const otherSecret = "other-SECRET-configured-42"
	for _, c := range []struct {
		name  string
		tasks connectors.TaskConnector
	}{
		{"redmine echoing headers", rm},
		{"any connector echoing Authorization", failing{err: failure.NewPermanent("x create", errors.New("500: Authorization: Bearer tok-SECRET-abcdef, X-Api-Key: xk-SECRET-123456"))}},
		{"any connector echoing a configured secret", failing{err: failure.NewPermanent("x create", errors.New("bad request: key "+otherSecret))}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, sandbox.DefaultCapabilities())
			var log bytes.Buffer
			g := e.engine("W", e.store)
			g.Tasks, g.Log = c.tasks, slog.New(slog.NewTextHandler(&log, nil))
			in := intent
			in.AssigneeID = "5"
			e.enqueue(key, in)
			if c.name == "any connector echoing a configured secret" {
				redact.Register(otherSecret)
			}
			e.run(g)
			if got := e.get(key.String()); got.State != ledger.NeedsHuman {
				t.Fatalf("state %s (%s)", got.State, got.Reason)
			}
			if l := leaks(t, e.store, key.String(), &log, "SECRET"); len(l) > 0 {
				t.Fatalf("secret stored or logged:\n%s", strings.Join(l, "\n"))
			}
		})
	}
}

func TestChannelErrorsRedacted(t *testing.T) {
	const token = "xoxb-SECRET-slack-token-1"
	whSecret := "whsec_" + base64.StdEncoding.EncodeToString([]byte("SECRET-webhook-signing-key"))
	const smtpPassword = "smtp-SECRET-password-9"
	srv := echoServer(t, 400, nil)
	sl, err := slack.New(slack.Config{BaseURL: srv.URL}, slack.Options{Token: token, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	wh, err := webhook.New(webhook.Config{URL: srv.URL}, webhook.Options{Secret: whSecret, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := smtp.New(smtp.Config{Addr: "127.0.0.1:1", From: "a@example.com", Username: "u", StartTLS: smtp.StartTLSNever}, smtp.Options{Password: smtpPassword, Logger: quiet}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		ch   notify.Channel
	}{
		{"slack echoing headers", sl},
		{"webhook echoing headers", wh},
		{"smtp server echoing the password", failingChannel{err: failure.NewPermanent("smtp send", errors.New("535 auth failed for u/"+smtpPassword))}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, sandbox.DefaultCapabilities())
			e.enqueue(key, intent)
			e.run(e.engine("W", e.store))
			var log bytes.Buffer
			d := e.dispatcher("W", e.store)
			d.Channels = map[string]notify.Channel{"sandbox": c.ch}
			d.Log = slog.New(slog.NewTextHandler(&log, nil))
			if _, err := d.RunOnce(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			ns, _ := e.store.OutboxList(context.Background(), ledger.OutboxListParams{})
			if len(ns) != 1 || ns[0].State == ledger.Succeeded {
				t.Fatalf("outbox = %+v", ns)
			}
			if l := leaks(t, e.store, ns[0].Key, &log, "SECRET", strings.TrimPrefix(whSecret, "whsec_")); len(l) > 0 {
				t.Fatalf("secret stored or logged:\n%s", strings.Join(l, "\n"))
			}
		})
	}
}

type failing struct {
	connectors.TaskConnector
	err error
}

func (f failing) Name() string { return "failing" }
func (f failing) Capabilities() connectors.Capabilities {
	return connectors.Capabilities{LookupByKey: true, LookupLag: time.Second}
}
func (f failing) Create(context.Context, connectors.Task) (connectors.RemoteTask, error) {
	return connectors.RemoteTask{}, f.err
}
func (f failing) FindByKey(context.Context, string) (*connectors.RemoteTask, error) { return nil, nil }

type failingChannel struct {
	notify.Channel
	err error
}

func (f failingChannel) Name() string                      { return "failing" }
func (f failingChannel) Capabilities() notify.Capabilities { return notify.Capabilities{} }
func (f failingChannel) FindByKey(context.Context, string) (*notify.Delivery, error) {
	return nil, nil
}

func (f failingChannel) Send(context.Context, notify.Message) (notify.Delivery, error) {
	return notify.Delivery{}, f.err
}
