package execute_test

import (
	"bytes"
	"log/slog"
	"regexp"
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
)

// credentialEcho is a credential header with its value still in the text.
var credentialEcho = regexp.MustCompile(`(?i)(authorization|private-token|api-key)[":\s=\[]+(bearer |basic |token )?[A-Za-z0-9+/=_.:-]{8,}`)

// Issue 19 item 7 with every tracker connector: a tracker whose error
// answer echoes the request headers puts no credential (token, basic-auth
// pair, private token) into the ledger or the log.
func TestTrackerConnectorsErrorsRedacted(t *testing.T) {
	const token = "tok-SECRET-tracker-0123456789"
	getenv := func(string) string { return token }
	srv := echoServer(t, 422, nil)
	mk := map[string]func() (connectors.TaskConnector, error){
		"jira": func() (connectors.TaskConnector, error) {
			return jira.New(jira.Config{URL: srv.URL, Email: "bot@example.com", Projects: map[string]string{"P42": "PROJ"}, KeyField: "customfield_10001"}, jira.Options{Getenv: getenv})
		},
		"github": func() (connectors.TaskConnector, error) {
			return github.New(github.Config{URL: srv.URL, Repos: map[string]string{"P42": "acme/web"}}, github.Options{Getenv: getenv})
		},
		"gitlab": func() (connectors.TaskConnector, error) {
			return gitlab.New(gitlab.Config{URL: srv.URL + "/api/v4", Projects: map[string]string{"P42": "acme/web"}}, gitlab.Options{Getenv: getenv})
		},
		"linear": func() (connectors.TaskConnector, error) {
			return linear.New(linear.Config{URL: srv.URL + "/graphql", Teams: map[string]string{"P42": "5f0b6a4e-1c2d-4e8f-9a0b-1c2d3e4f5a6b"}}, linear.Options{Getenv: getenv})
		},
	}
	for name, newConn := range mk {
		t.Run(name, func(t *testing.T) {
			tc, err := newConn()
			if err != nil {
				t.Fatal(err)
			}
			e := newEnv(t, sandbox.DefaultCapabilities())
			var log bytes.Buffer
			g := e.engine("W", e.store)
			g.Tasks, g.Log = tc, slog.New(slog.NewTextHandler(&log, nil))
			e.enqueue(key, intent)
			e.run(g)
			got := e.get(key.String())
			if got.State == ledger.Succeeded || got.Reason == "" {
				t.Fatalf("state %s (%s): the echo server must fail the create", got.State, got.Reason)
			}
			if l := leaks(t, e.store, key.String(), &log, "SECRET"); len(l) > 0 {
				t.Fatalf("token stored or logged:\n%s", strings.Join(l, "\n"))
			}
			texts := []string{got.Reason, log.String()}
			at, _ := e.store.AttemptList(t.Context(), key.String())
			for _, a := range at {
				texts = append(texts, a.Error)
			}
			for _, x := range texts {
				if m := credentialEcho.FindString(x); m != "" && !strings.Contains(m, "REDACTED") {
					t.Fatalf("credential header value stored or logged: %q", m)
				}
			}
		})
	}
}
